// Source: docs/ARCHITECTURE.md "Principles" ("why is this hypothesis needed?"). A catalogue, per
// family, of hypotheses and protocol rules that can be dropped, each with the theorem it guards;
// a search in increasing size order (exhaustive), stopping at the first instance where the
// conclusion fails, shrinking it, and reporting both sides of the failed inequality exactly and a
// one-line replay command.
#pragma once

#include <cstdint>
#include <functional>
#include <nlohmann/json.hpp>
#include <optional>
#include <string>
#include <vector>

#include "harness/core/progress.hpp"
#include "harness/core/shard.hpp"
#include "reference/num/rational.hpp"

namespace debref::explore {

/// A JSON input inside a replay command line: a bash process substitution, `<(echo '...')`.
inline std::string file_arg(const nlohmann::json& j) {
  return "<(echo '" + j.dump() + "')";
}

/// A text input of lines (digits, signs, letters, spaces: no quote, backslash or %) inside a
/// replay command line, on one line: `<(printf -- 'line\nline\n')`.
inline std::string text_file_arg(const std::string& text) {
  std::string escaped;
  for (const char c : text) escaped += c == '\n' ? std::string("\\n") : std::string(1, c);
  return "<(printf -- '" + escaped + "')";  // -- : a text may start with a minus sign
}

struct Finding {
  nlohmann::json counterexample;  // the instance, in the family's input formats
  std::string inequality;         // the failed conclusion, e.g. "P(false) >= d"
  Rational lhs, rhs;              // lhs >= rhs failed: lhs < rhs
  std::string hypothesis;         // which hypothesis it violates and by how much
  std::string replay;             // a one-line command whose output shows the failure
  std::uint64_t size = 0;         // the instance's size (the entry's size measure)
  unsigned shrink_steps = 0;
};

struct SearchResult {
  std::optional<Finding> finding;
  std::uint64_t searched = 0;  // instances examined (including those where the drop is vacuous)
  std::uint64_t drop_instances = 0;  // instances where the dropped hypothesis actually fails
  std::uint64_t max_size = 0;
  std::uint64_t position = 0;  // instances of the search order enumerated (every shard's)
  std::uint64_t found_at = 0;  // with a finding: its position in the search order (0-based)
  Shard shard;                 // --shard I/N: the positions this run examines

  /// Enumerates the next instance of the search order; true when this shard examines it (then
  /// `searched` counts it). Every search calls it once per instance, before examining it.
  bool visit() {
    progress::step();  // the progress line counts the instances enumerated
    const bool mine = shard.owns(position++);
    searched += mine;
    return mine;
  }
  /// Records a finding at the instance last visited.
  void found(Finding f) {
    found_at = position - 1;
    finding = std::move(f);
  }
};

struct Entry {
  std::string family, name;  // --family, --drop
  std::string hypothesis;    // what is dropped or weakened
  std::string theorem;       // the theorem it guards
  std::string size_measure;  // documented order of the search
  std::uint64_t default_max_size = 0, largest_max_size = 0;
  /// Searches sizes 1..max_size; sizes past the exhaustive ones draw instances at random from
  /// `seed` (a deterministic integer generator; no floating point).
  /// With `shard`, only the positions p of the search order with p mod N = I - 1 are examined;
  /// the first finding over all shards (least found_at) is the unsharded run's (debref merge).
  std::function<SearchResult(std::uint64_t max_size, std::uint64_t seed, const Shard& shard)>
      search;
};

}  // namespace debref::explore
