// `debref dqc`: exact debate query complexity (seed 002 Def. 1) of one truth table, with the
// verifier tree, the honest strategies and the bounds (Cor. 4, Thm 5, Thm 6), or the table of
// every function on N variables. Issue 6, CLI.
#include <map>
#include <nlohmann/json.hpp>
#include <sstream>

#include "harness/cli/dqc_options.hpp"
#include "harness/dqc/claims.hpp"
#include "reference/dqc/circuit.hpp"
#include "reference/dqc/search.hpp"

namespace debref {

namespace {

using nlohmann::json;

struct UsageError {
  std::string message;
};

dqc::TruthTable parse_truth_table(const std::string& bits) {
  const std::size_t len = bits.size();
  int n = -1;
  for (int m = 0; m <= 4; ++m)
    if (len == (std::size_t{1} << m)) n = m;
  if (n < 0)
    throw UsageError{
        "--truth-table: length must be 2^n with n in 0..4 (1, 2, 4, 8 or 16 "
        "characters; got " +
        std::to_string(len) + ")"};
  dqc::TruthTable f{n, 0};
  for (std::size_t i = 0; i < len; ++i) {
    if (bits[i] != '0' && bits[i] != '1')
      throw UsageError{"--truth-table: characters must be 0 or 1 (position " + std::to_string(i) +
                       ")"};
    if (bits[i] == '1') f.bits |= 1U << i;
  }
  return f;
}

std::string binary(std::uint64_t v, int width) {
  std::string s;
  for (int b = width - 1; b >= 0; --b) s += ((v >> b) & 1U) ? '1' : '0';
  return s;
}

json bounds_json(const dqc::DqcResult& r) {
  json b = {{"cor4_lower", r.cor4_bound}, {"decision_tree_depth", r.decision_tree_depth}};
  if (r.f.n <= 3) {
    const dqc::MinDepth md = dqc::min_depth_formulas(r.f.n);
    const dqc::MinFormulaSize ms = dqc::min_size_formulas(r.f.n);
    const int d = md.depth[r.f.bits];
    const int m = ms.size[r.f.bits];
    b["thm5_upper"] = d + 1;
    b["min_depth"] = d;
    b["min_depth_formula"] = md.formula(r.f.bits).to_string(r.f.n);
    b["min_formula_size"] = m;
    b["min_size_formula"] = ms.formula(r.f.bits).to_string(r.f.n);
    b["thm6_upper"] = m >= 1 ? json(dqc::ceil_log2(static_cast<std::uint64_t>(m)) + 3) : json();
  }
  return b;
}

json result_json(const dqc::DqcResult& r, bool with_strategies) {
  json j = {{"truth_table", dqc::to_string(r.f)},
            {"n", r.f.n},
            {"relevant_variables", dqc::relevant_variables(r.f)},
            {"dqc", r.dqc ? json(*r.dqc) : json()},
            {"dqc_lower", r.lower},
            {"dqc_upper", r.upper >= 0 ? json(r.upper) : json()},
            {"refuted_l", r.refuted},
            {"rounds", r.upper >= 0 ? json(r.certificate.k) : json()},
            {"certificate_valid", r.certificate_valid},
            {"bounds", bounds_json(r)}};
  if (r.upper >= 0) {
    j["verifier"] = r.certificate.tree.to_string(r.f.n);
    j["queries"] = r.certificate.queries();
  }
  if (with_strategies && r.upper >= 0) {
    json s = {{"prover0", json::object()}, {"prover1", json::object()}};
    for (std::uint32_t x = 0; x < (1U << r.f.n); ++x) {
      const bool target = r.f(x);
      const auto& table = target ? r.strategies.prover1[x] : r.strategies.prover0[x];
      json rounds = json::array();
      for (const auto& moves : table) {
        std::string m;
        for (bool b : moves) m += b ? '1' : '0';
        rounds.push_back(m);
      }
      s[target ? "prover1" : "prover0"][binary(x, r.f.n)] = rounds;
    }
    j["strategies"] = s;
  }
  return j;
}

std::string show(const json& v) {
  return v.is_null() ? "-" : v.dump();
}

}  // namespace

int dqc_command(const DqcOptions& options, std::ostream& out, std::ostream& err) {
  json result;
  std::ostringstream text;
  try {
    const bool one = !options.truth_table.empty(), table = options.table != -1;
    if (one == table) throw UsageError{"--truth-table or --table: give exactly one of them"};
    if (options.max_l < 0 || options.max_l > 3)
      throw UsageError{"--max-l: an integer in 0..3 (got " + std::to_string(options.max_l) + ")"};
    if (one) {
      const dqc::TruthTable f = parse_truth_table(options.truth_table);
      const dqc::DqcResult r = dqc::compute_dqc(f, options.max_l);
      result = result_json(r, true);
      text << "f = " << result["truth_table"].get<std::string>() << " (n = " << f.n
           << ", depends on " << result["relevant_variables"] << ")\n";
      if (r.dqc)
        text << "DQC(f) = " << *r.dqc << " (exact; l < " << *r.dqc
             << " refuted by exhaustive search)\n";
      else if (r.upper >= 0)
        text << "DQC(f) in [" << r.lower << ", " << r.upper << "] (l >= " << r.lower
             << " not searched exhaustively)\n";
      else
        text << "DQC(f) > " << options.max_l << " (--max-l)\n";
      if (r.upper >= 0) {
        text << "certificate: k = " << r.certificate.k << " rounds, " << r.certificate.queries()
             << " queries, re-verified: " << (r.certificate_valid ? "yes" : "NO") << "\n"
             << "verifier: " << result["verifier"].get<std::string>() << "\n";
        for (const char* p : {"prover0", "prover1"})
          for (const auto& [x, rounds] : result["strategies"][p].items())
            if (!rounds.empty())
              text << "  honest " << p << " on x = " << x << ": " << rounds.dump() << "\n";
      }
      const json& b = result["bounds"];
      text << "bounds: Cor. 4 >= " << b["cor4_lower"] << "; decision-tree depth "
           << b["decision_tree_depth"];
      if (b.contains("thm5_upper"))
        text << "; Thm 5 <= " << b["thm5_upper"] << " (depth " << b["min_depth"] << ": "
             << b["min_depth_formula"].get<std::string>() << "); Thm 6 <= " << show(b["thm6_upper"])
             << " (m = " << b["min_formula_size"] << ")";
      text << "\n";
    } else {
      if (options.table < 0 || options.table > 3)
        throw UsageError{"--table: N must be an integer in 0..3 (got " +
                         std::to_string(options.table) + ")"};
      const auto& rows = dqc::dqc_table(options.table);
      json list = json::array();
      std::map<int, int> histogram;
      text << "truth_table dqc rounds D cor4 thm5 thm6\n";
      for (const dqc::DqcResult& r : rows) {
        json j = result_json(r, false);
        list.push_back(j);
        histogram[r.dqc ? *r.dqc : -1]++;
        const json& b = j["bounds"];
        text << j["truth_table"].get<std::string>() << " " << show(j["dqc"]) << " "
             << show(j["rounds"]) << " " << b["decision_tree_depth"] << " " << b["cor4_lower"]
             << " " << b["thm5_upper"] << " " << show(b["thm6_upper"]) << "\n";
      }
      json hist = json::object();
      for (auto [v, c] : histogram) hist[std::to_string(v)] = c;
      result = {{"n", options.table}, {"functions", list}, {"dqc_histogram", hist}};
      text << "functions by DQC: " << hist.dump() << "\n";
    }
  } catch (const UsageError& e) {
    err << "debref dqc: " << e.message << "\n";
    return 2;
  }
  if (options.json)
    out << result.dump(2) << "\n";
  else
    out << text.str();
  return 0;
}

}  // namespace debref
