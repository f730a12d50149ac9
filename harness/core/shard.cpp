#include "harness/core/shard.hpp"

#include <cctype>

#include "harness/core/build_info.hpp"
#include "harness/io/input.hpp"

namespace debref {

namespace {

/// Decimal digits only (no sign, no spaces), at most 5 of them.
std::optional<std::uint64_t> number(const std::string& s) {
  if (s.empty() || s.size() > 5) return std::nullopt;
  std::uint64_t v = 0;
  for (char c : s) {
    if (!std::isdigit(static_cast<unsigned char>(c))) return std::nullopt;
    v = v * 10 + static_cast<std::uint64_t>(c - '0');
  }
  return v;
}

}  // namespace

std::string shard_items_hash(const nlohmann::json& items) {
  std::string keys;
  if (items.is_array())
    for (const auto& item : items) {
      const nlohmann::json key = !item.is_object()              ? item
                                 : item.contains("id")          ? item["id"]
                                 : item.contains("truth_table") ? item["truth_table"]
                                                                : item;
      keys += key.dump(-1, ' ', false, nlohmann::json::error_handler_t::replace) + "\n";
    }
  return fnv_hash(keys);
}

nlohmann::json Shard::json(const std::string& command, std::uint64_t suite_size,
                           const std::string& run, const nlohmann::json& items) const {
  return {{"command", command},
          {"index", index},
          {"count", count},
          {"suite_size", suite_size},
          {"version", version()},
          {"commit", commit()},
          {"run", fnv_hash(command + "\n" + run)},
          {"items", shard_items_hash(items)}};
}

std::optional<Shard> parse_shard(const std::string& text) {
  const auto slash = text.find('/');
  if (slash == std::string::npos) return std::nullopt;
  const auto i = number(text.substr(0, slash)), n = number(text.substr(slash + 1));
  if (!i || !n || *i < 1 || *i > *n || *n > Shard::kMaxShards) return std::nullopt;
  return Shard{*i, *n};
}

Shard shard_flag(const std::string& text) {
  if (text.empty()) return Shard{};
  const auto parsed = parse_shard(text);
  if (!parsed) throw InputError(shard_error(text));
  return *parsed;
}

std::string shard_error(const std::string& text) {
  return "--shard: I/N with 1 <= I <= N <= " + std::to_string(Shard::kMaxShards) + " (got \"" +
         text + "\")";
}

}  // namespace debref
