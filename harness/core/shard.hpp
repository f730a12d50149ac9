// Source: docs/ARCHITECTURE.md "Scale out": `--shard I/N` on every enumerating command, a
// deterministic partition of the enumeration (position p belongs to shard I iff p mod N = I - 1),
// and `debref merge`, which reassembles the shards' --json outputs (the `shard` object) into the
// output of the unsharded run.
#pragma once

#include <cstdint>
#include <nlohmann/json.hpp>
#include <optional>
#include <string>

namespace debref {

struct Shard {
  std::uint64_t index = 1, count = 1;  // 1 <= index <= count <= kMaxShards

  static constexpr std::uint64_t kMaxShards = 10000;

  bool owns(std::uint64_t position) const { return position % count == index - 1; }
  /// {"command", "index", "count", "suite_size"}: what `debref merge` needs to reassemble; and
  /// the run's identity, so that merge refuses shards that do not belong together: "version" and
  /// "commit" of this build, "run" (a hash of the command and `run`, the description of its
  /// selection and options: filter, flags, the ids of the whole suite) and "items" (a hash of the
  /// keys of `items`, this shard's list: each item's "id", else its "truth_table"). A mistake
  /// is detected, not forgery: nothing is signed.
  nlohmann::json json(const std::string& command, std::uint64_t suite_size,
                      const std::string& run = {},
                      const nlohmann::json& items = nlohmann::json::array()) const;
};

/// Parses "I/N" with 1 <= I <= N <= 10000; std::nullopt when malformed or out of range.
std::optional<Shard> parse_shard(const std::string& text);

/// The hash of the keys of a shard's items (Shard::json "items").
std::string shard_items_hash(const nlohmann::json& items);

/// The message of a refused --shard value (the field and its allowed range).
std::string shard_error(const std::string& text);

/// A command's --shard value: the whole run (1/1) when empty, else parse_shard's; throws
/// InputError with shard_error's message when malformed or out of range.
Shard shard_flag(const std::string& text);

}  // namespace debref
