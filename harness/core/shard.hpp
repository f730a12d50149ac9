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
  /// {"command", "index", "count", "suite_size"}: what `debref merge` needs to reassemble.
  nlohmann::json json(const std::string& command, std::uint64_t suite_size) const;
};

/// Parses "I/N" with 1 <= I <= N <= 10000; std::nullopt when malformed or out of range.
std::optional<Shard> parse_shard(const std::string& text);

/// The message of a refused --shard value (the field and its allowed range).
std::string shard_error(const std::string& text);

}  // namespace debref
