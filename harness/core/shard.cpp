#include "harness/core/shard.hpp"

#include <cctype>

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

nlohmann::json Shard::json(const std::string& command, std::uint64_t suite_size) const {
  return {{"command", command}, {"index", index}, {"count", count}, {"suite_size", suite_size}};
}

std::optional<Shard> parse_shard(const std::string& text) {
  const auto slash = text.find('/');
  if (slash == std::string::npos) return std::nullopt;
  const auto i = number(text.substr(0, slash)), n = number(text.substr(slash + 1));
  if (!i || !n || *i < 1 || *i > *n || *n > Shard::kMaxShards) return std::nullopt;
  return Shard{*i, *n};
}

std::string shard_error(const std::string& text) {
  return "--shard: I/N with 1 <= I <= N <= " + std::to_string(Shard::kMaxShards) + " (got \"" +
         text + "\")";
}

}  // namespace debref
