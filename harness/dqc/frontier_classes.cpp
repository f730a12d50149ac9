// Source: docs/DQC.md "Every NPN class of 5 variables". See frontier_classes.hpp.
#include "harness/dqc/frontier_classes.hpp"

#include <algorithm>
#include <set>
#include <vector>

#include "harness/core/progress.hpp"
#include "harness/dqc/json.hpp"
#include "harness/io/input.hpp"
#include "reference/dqc/frontier.hpp"
#include "reference/dqc/npn5.hpp"

namespace debref::dqc {

using nlohmann::json;

namespace {

/// Representatives are bounded a batch at a time (the shared searches are rebuilt per batch;
/// a batch's certificates stay in memory until its rows are written).
constexpr std::size_t kBatch = 32768;

json class_row(const FrontierRow& r, std::uint32_t size) {
  json j = {{"truth_table", to_string(r.f)},
            {"class_size", size},
            {"relevant_variables", r.relevant},
            {"decision_tree_depth", r.decision_tree_depth},
            {"dqc_lower", r.lower},
            {"dqc_upper", r.upper},
            {"dqc", r.exact() ? json(r.lower) : json()},
            {"lower_by", reason_code(r.lower_reason)},
            {"upper_by", reason_code(r.upper_reason)}};
  // The decision tree (a (0, D(f))-debate) is re-verified like every certificate, but printed
  // only if it failed.
  if (r.upper_reason != FrontierReason::DecisionTree || !r.certificate_valid) {
    j["certificate"] = describe(r.certificate);
    j["certificate_valid"] = r.certificate_valid;
  }
  return j;
}

std::string bounds_key(const json& row) {
  return row["dqc"].is_null() ? "[" + row["dqc_lower"].dump() + ", " + row["dqc_upper"].dump() + "]"
                              : row["dqc"].dump();
}

}  // namespace

std::uint64_t class_position(std::uint32_t f) {
  f ^= f >> 16;
  f *= 0x85EBCA6BU;
  f ^= f >> 13;
  f *= 0xC2B2AE35U;
  f ^= f >> 16;
  return f;
}

json frontier_classes_summary(const json& rows) {
  std::map<std::string, std::uint64_t> classes, functions, reasons;
  std::uint64_t covered = 0, exact = 0, beats = 0, beats_functions = 0, certificates = 0, valid = 0;
  for (const json& row : rows) {
    const auto size = row["class_size"].get<std::uint64_t>();
    covered += size;
    ++classes[bounds_key(row)];
    functions[bounds_key(row)] += size;
    ++reasons[row["upper_by"].get<std::string>()];
    exact += !row["dqc"].is_null();
    if (row["dqc_upper"] < row["decision_tree_depth"]) {
      ++beats;
      beats_functions += size;
    }
    if (row.contains("certificate")) {
      ++certificates;
      valid += row["certificate_valid"].get<bool>();
    }
  }
  return {{"classes", rows.size()},
          {"functions_covered", covered},
          {"complete", rows.size() == Npn5::kClasses && covered == (std::uint64_t{1} << 32)},
          {"exact", exact},
          {"by_dqc", classes},
          {"by_dqc_functions", functions},
          {"by_upper_reason", reasons},
          {"debate_beats_decision_tree", {{"classes", beats}, {"functions", beats_functions}}},
          {"certificates", certificates},
          {"certificates_valid", valid}};
}

void print_frontier_classes_summary(const json& result, std::ostream& text) {
  text << "NPN classes of 5 variables: " << result["classes"] << " (all: " << Npn5::kClasses
       << "), covering " << result["functions_covered"] << " functions (all: 4294967296)"
       << (result["complete"].get<bool>() ? ", complete" : "") << "\n"
       << "exact: " << result["exact"] << " classes\n"
       << "by DQC (or [lower, upper]), classes: " << result["by_dqc"].dump() << "\n"
       << "by DQC (or [lower, upper]), functions: " << result["by_dqc_functions"].dump() << "\n"
       << "upper bound by: " << result["by_upper_reason"].dump() << "\n"
       << "a debate beats the decision tree (DQC <= dqc_upper < D(f)): "
       << result["debate_beats_decision_tree"]["classes"] << " classes, "
       << result["debate_beats_decision_tree"]["functions"] << " functions\n"
       << "certificates re-verified: " << result["certificates_valid"] << " of "
       << result["certificates"] << " printed (the others are decision trees, also re-verified)\n";
}

json frontier_classes(const Shard& shard, bool sharded, std::ostream& text) {
  const Npn5 npn;
  json rows = json::array();
  std::vector<TruthTable> batch;
  const auto flush = [&] {
    if (batch.empty()) return;
    for (const FrontierRow& r : frontier_n5(batch))
      rows.push_back(class_row(r, npn.class_size(r.f.bits)));
    batch.clear();
  };
  progress::task("dqc --frontier 5 --classes", sharded ? "shard" : "all classes", 0, 0);
  {
    // A representative r has r(11111) = 0, so r < 2^31 (npn5.hpp).
    constexpr std::uint64_t kCandidates = std::uint64_t{1} << 31;
    progress::Sweep sweep("candidates", kCandidates);
    for (std::uint64_t f = 0; f < kCandidates; ++f) {
      if ((f & 0xFFFFU) == 0xFFFFU) progress::step(0x10000U);
      const auto bits = static_cast<std::uint32_t>(f);
      if (!shard.owns(class_position(bits)) || !npn.is_representative(bits)) continue;
      batch.push_back(TruthTable{5, bits});
      if (batch.size() == kBatch) flush();
    }
    flush();
  }
  json result = {{"n", 5}, {"set", "npn-classes"}, {"functions", rows}};
  result.update(frontier_classes_summary(rows));
  if (sharded) result["shard"] = shard.json("dqc-frontier", Npn5::kClasses, "5 npn-classes", rows);
  print_frontier_classes_summary(result, text);
  return result;
}

json merge_frontier_classes(const std::map<std::uint64_t, json>& shards,
                            const std::map<std::uint64_t, std::string>& names) {
  const Npn5 npn;
  std::vector<std::pair<std::uint32_t, json>> all;
  std::set<std::uint32_t> seen;
  for (const auto& [index, shard] : shards) {
    const std::string& file = names.at(index);
    const auto count = shard["shard"]["count"].get<std::uint64_t>();
    if (shard_items_hash(shard["functions"]) != shard["shard"]["items"].get<std::string>())
      throw InputError(file +
                       ": its functions are not the ones the shard ran (shard.items: a row "
                       "edited, swapped, added or removed)");
    std::size_t k = 0;
    for (const json& row : shard["functions"]) {
      const std::string where = file + ": $.functions[" + std::to_string(k++) + "] ";
      const std::uint32_t f = parse_truth_table(row["truth_table"].get<std::string>(), 5).bits;
      if (class_position(f) % count != index - 1)
        throw InputError(where + "belongs to shard " +
                         std::to_string(class_position(f) % count + 1) + ", not " +
                         std::to_string(index));
      if (!npn.is_representative(f))
        throw InputError(where + "is not the least truth table of its NPN class");
      if (row["class_size"].get<std::uint64_t>() != npn.class_size(f))
        throw InputError(where + "class_size " + row["class_size"].dump() + " (its class has " +
                         std::to_string(npn.class_size(f)) + ")");
      if (!seen.insert(f).second) throw InputError(where + "is given twice");
      all.emplace_back(f, row);
    }
  }
  std::sort(all.begin(), all.end(), [](const auto& a, const auto& b) { return a.first < b.first; });
  json rows = json::array();
  for (auto& [f, row] : all) rows.push_back(std::move(row));
  json merged = {{"n", 5}, {"set", "npn-classes"}, {"functions", rows}};
  merged.update(frontier_classes_summary(merged["functions"]));
  return merged;
}

}  // namespace debref::dqc
