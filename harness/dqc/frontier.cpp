#include "harness/dqc/frontier.hpp"

#include <bit>
#include <map>

#include "harness/dqc/json.hpp"

namespace debref::dqc {

using nlohmann::json;

json frontier_json(const FrontierRow& r) {
  json j = describe(r.f);
  j["relevant_variables"] = r.relevant;
  j["decision_tree_depth"] = r.decision_tree_depth;
  j["cor4_bound"] = r.cor4_bound;
  j["dqc_lower"] = r.lower;
  j["dqc_upper"] = r.upper;
  j["dqc"] = r.exact() ? json(r.lower) : json();
  j["lower_by"] = r.lower_by;
  j["upper_by"] = r.upper_by;
  j["certificate"] = describe(r.certificate);
  j["certificate_valid"] = r.certificate_valid;
  return j;
}

namespace {

/// v_0..v_5 of a symmetric function: v_w = f at the input of weight w (the first such input).
std::string value_vector(const TruthTable& f) {
  std::string v(static_cast<std::size_t>(f.n) + 1, '?');
  for (std::uint32_t x = 0; x < (1U << f.n); ++x)
    v[static_cast<std::size_t>(std::popcount(x))] = f(x) ? '1' : '0';
  return v;
}

}  // namespace

json frontier(const std::vector<TruthTable>& functions, bool symmetric, std::ostream& text) {
  const std::vector<FrontierRow> rows = frontier_n5(functions);
  json list = json::array(), open = json::array();
  std::map<std::string, int> counts;
  int exact = 0, valid = 0;
  text << (symmetric ? "v_0..v_5 " : "") << "truth_table D lower upper by\n";
  for (const FrontierRow& r : rows) {
    json j = frontier_json(r);
    if (symmetric) j["value_vector"] = value_vector(r.f);
    if (r.exact()) {
      ++exact;
      ++counts[std::to_string(r.lower)];
    } else {
      open.push_back(j["truth_table"]);
      ++counts["[" + std::to_string(r.lower) + ", " + std::to_string(r.upper) + "]"];
    }
    if (r.certificate_valid) ++valid;
    text << (symmetric ? value_vector(r.f) + " " : "") << to_string(r.f) << " "
         << r.decision_tree_depth << " " << r.lower << " " << r.upper << " "
         << (r.exact() ? "exact" : "open") << ": " << r.upper_by << "\n";
    list.push_back(std::move(j));
  }
  text << exact << " of " << rows.size()
       << " exact; by DQC (or [lower, upper]): " << json(counts).dump() << "; " << valid
       << " certificates re-verified\n";
  return {{"n", 5},           {"functions", list}, {"exact", exact},
          {"by_dqc", counts}, {"open", open},      {"certificates_valid", valid}};
}

}  // namespace debref::dqc
