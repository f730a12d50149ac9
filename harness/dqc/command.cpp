// `debref dqc`: exact debate query complexity (seed 002 Def. 1) of one truth table, with the
// verifier tree, the honest strategies and the bounds (Cor. 4, Thm 5, Thm 6), or the table of
// every function on N variables. Issue 6, CLI.
#include "harness/dqc/command.hpp"

#include <CLI/CLI.hpp>
#include <map>
#include <memory>
#include <nlohmann/json.hpp>
#include <optional>
#include <sstream>
#include <vector>

#include "harness/core/cross_check.hpp"
#include "harness/core/shard.hpp"
#include "harness/dqc/claims.hpp"
#include "proofs/dqc/queries.hpp"
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

/// Per-query Z3 time limit of `--method smt`; a timeout is reported unknown (exit 3).
constexpr unsigned smt_timeout_ms = 60000;

/// The DqcResult of a Z3 run (issue 6): the decoded certificate (already re-verified by
/// dqc::validate in smt_dqc) compacted by Lemma 3 and re-verified again with the honest strategy
/// tables, exactly as compute_dqc does for the exhaustive witness.
dqc::DqcResult from_smt(const proofs::SmtDqcResult& s) {
  dqc::DqcResult r;
  r.f = s.f;
  const int relevant = dqc::relevant_variables(s.f);
  r.cor4_bound = relevant == 0 ? 0 : dqc::ceil_log2(static_cast<std::uint64_t>(relevant));
  r.decision_tree_depth = dqc::decision_tree_depth(s.f);
  r.refuted = s.refuted;
  r.lower = s.lower;
  r.upper = -1;
  if (!s.certificate || !s.certificate_valid) return r;
  const dqc::Strategies st = dqc::honest_strategies(*s.certificate, s.f);
  dqc::Eliminated e = dqc::eliminate_rounds(*s.certificate, st);  // seed 002 Lemma 3
  r.certificate = e.debate;
  r.strategies = e.strategies;
  r.upper = r.certificate.queries();
  r.certificate_valid = dqc::validate(r.certificate, s.f).valid &&
                        !dqc::verify_strategies(r.certificate, s.f, r.strategies).has_value();
  if (r.certificate_valid && s.dqc) r.dqc = s.dqc;
  return r;
}

json queries_json(const proofs::SmtDqcResult& s) {
  json list = json::array();
  for (const auto& q : s.queries)
    list.push_back(json{{"l", q.l},
                        {"k", q.k},
                        {"verdict", proofs::to_string(q.verdict)},
                        {"refutes_l", q.refutes},
                        {"seconds", q.seconds}});
  return list;
}

/// seed 002 Thm 5's debate built from a minimum-depth formula of g, validated for f (a
/// construction on the wrong circuit; the explorer's replay).
json kw_other_json(const dqc::TruthTable& f, const dqc::TruthTable& g) {
  const dqc::Formula formula = dqc::min_depth_formulas(f.n).formula(g.bits);
  const dqc::Debate d = dqc::kw_debate(formula, f.n);
  const dqc::Validity v = dqc::validate(d, f);
  json j = {{"truth_table", dqc::to_string(f)},
            {"n", f.n},
            {"kw_formula_of", dqc::to_string(g)},
            {"formula", formula.to_string(f.n)},
            {"depth", formula.depth()},
            {"rounds", d.k},
            {"queries", d.queries()},
            {"verifier", d.tree.to_string(f.n)},
            {"game_function", dqc::to_string(dqc::game_function(d))},
            {"valid_for_f", v.valid}};
  if (v.failing_x) {
    j["failing_x"] = binary(*v.failing_x, f.n);
    j["game_value"] = dqc::game_value(d, *v.failing_x);
    j["f_x"] = f(*v.failing_x);
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
  bool unknown = false;
  try {
    const bool one = !options.truth_table.empty(), table = options.table != -1;
    if (one == table) throw UsageError{"--truth-table or --table: give exactly one of them"};
    if (!options.shard.empty() && !table)
      throw UsageError{"--shard: only with --table (one truth table is one instance)"};
    if (options.max_l < 0 || options.max_l > 3)
      throw UsageError{"--max-l: an integer in 0..3 (got " + std::to_string(options.max_l) + ")"};
    if (options.method != "exhaustive" && options.method != "smt")
      throw UsageError{"--method: exhaustive or smt (got \"" + options.method + "\")"};
    const bool smt = options.method == "smt";
    if (!options.emit.empty() && !(smt && one))
      throw UsageError{"--emit: only with --truth-table and --method smt"};
    if (!options.kw_formula_of.empty()) {
      if (!one) throw UsageError{"--kw-formula-of: only with --truth-table"};
      const dqc::TruthTable f = parse_truth_table(options.truth_table);
      if (f.n > 3 || options.kw_formula_of.size() != options.truth_table.size())
        throw UsageError{
            "--kw-formula-of: a truth table of the same length as --truth-table, "
            "n <= 3 (got " +
            std::to_string(options.kw_formula_of.size()) + " characters)"};
      dqc::TruthTable g{f.n, 0};
      for (std::size_t i = 0; i < options.kw_formula_of.size(); ++i) {
        const char c = options.kw_formula_of[i];
        if (c != '0' && c != '1')
          throw UsageError{"--kw-formula-of: characters must be 0 or 1 (position " +
                           std::to_string(i) + ")"};
        if (c == '1') g.bits |= 1U << i;
      }
      result = kw_other_json(f, g);
      text << "Thm 5 debate from a minimum-depth formula of g = " << dqc::to_string(g) << " ("
           << result["formula"].get<std::string>() << ", depth " << result["depth"]
           << "): k = " << result["rounds"] << " rounds, " << result["queries"]
           << " queries\nverifier: " << result["verifier"].get<std::string>()
           << "\ngame function: " << result["game_function"].get<std::string>()
           << "\nvalid for f = " << dqc::to_string(f) << ": "
           << (result["valid_for_f"].get<bool>() ? "yes" : "NO");
      if (result.contains("failing_x"))
        text << " (x = " << result["failing_x"].get<std::string>() << ": game value "
             << result["game_value"] << ", f(x) = " << result["f_x"] << ")";
      text << "\n";
    } else if (one) {
      const dqc::TruthTable f = parse_truth_table(options.truth_table);
      std::optional<proofs::SmtDqcResult> s;
      if (smt) s = proofs::smt_dqc(f, options.max_l, proofs::DqcEncoding::Minimax, smt_timeout_ms);
      const dqc::DqcResult r = s ? from_smt(*s) : dqc::compute_dqc(f, options.max_l);
      result = result_json(r, true);
      result["method"] = options.method;
      text << "f = " << result["truth_table"].get<std::string>() << " (n = " << f.n
           << ", depends on " << result["relevant_variables"] << ")\n";
      const std::string by = s ? "refuted by Z3 (UNSAT)" : "refuted by exhaustive search";
      if (s) {
        result["z3_queries"] = queries_json(*s);
        result["z3_unknown"] = s->unknown;
        result["z3_certificate_reverified"] = s->certificate_valid;
        if (s->certificate && !s->certificate_valid)
          result["z3_model_verifier"] = s->certificate->tree.to_string(f.n);
      }
      if (r.dqc)
        text << "DQC(f) = " << *r.dqc << " (exact; l < " << *r.dqc << " " << by << ")\n";
      else if (s && s->unknown)
        text << "DQC(f) >= " << r.lower << " (Z3 returned unknown at l = " << r.lower << ")\n";
      else if (s && s->certificate && !s->certificate_valid)
        text << "DQC(f) >= " << r.lower << "; the Z3 model at l = " << s->queries.back().l
             << " did NOT re-verify: " << s->certificate->tree.to_string(f.n) << "\n";
      else if (s && r.lower <= options.max_l)
        text << "DQC(f) >= " << r.lower << " (l = " << r.lower
             << ": no certificate with k <= " << proofs::max_sat_rounds
             << " rounds; k = 2^l - 1 is beyond the refuting encoding, "
             << "l <= " << proofs::max_refuting_l << "); decision-tree depth "
             << r.decision_tree_depth << "\n";
      else if (r.upper >= 0)
        text << "DQC(f) in [" << r.lower << ", " << r.upper << "] (l >= " << r.lower
             << " not searched exhaustively)\n";
      else
        text << "DQC(f) > " << options.max_l << " (--max-l; l <= " << options.max_l << " " << by
             << ")\n";
      if (s) {
        for (const auto& q : s->queries)
          text << "  Z3 l = " << q.l << ", k = " << q.k << ": " << proofs::to_string(q.verdict)
               << (q.refutes ? " (refutes l)" : "") << "\n";
        if (!options.emit.empty()) {
          try {
            proofs::emit(s->built, options.emit);
          } catch (const std::exception& e) {
            throw UsageError{"--emit: " + std::string(e.what())};
          }
          text << "SMT-LIB files: " << options.emit << "\n";
        }
        if (s->unknown) unknown = true;
      }
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
      // --shard I/N: the functions whose truth-table number (bits) is I - 1 mod N.
      Shard shard;
      if (!options.shard.empty()) {
        const auto parsed = parse_shard(options.shard);
        if (!parsed) throw UsageError{shard_error(options.shard)};
        shard = *parsed;
      }
      const std::uint32_t functions = 1U << (1U << options.table);
      std::vector<dqc::DqcResult> own_rows;
      dqc::SmtClassCache cache;  // Z3 on each NP-class representative, certificates moved
      std::map<int, dqc::Level> levels;
      if (smt || !options.shard.empty())
        for (std::uint32_t bits = 0; bits < functions; ++bits) {
          if (!shard.owns(bits)) continue;
          const dqc::TruthTable f{options.table, bits};
          if (!smt) {
            own_rows.push_back(dqc::compute_dqc(f, 3, &levels));
            continue;
          }
          const proofs::SmtDqcResult s =
              dqc::smt_dqc_by_class(f, proofs::DqcEncoding::Minimax, cache);
          if (s.unknown) unknown = true;
          own_rows.push_back(from_smt(s));
        }
      const auto& rows = smt || !options.shard.empty() ? own_rows : dqc::dqc_table(options.table);
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
      result = {{"n", options.table},
                {"method", options.method},
                {"functions", list},
                {"dqc_histogram", hist}};
      if (!options.shard.empty()) result["shard"] = shard.json("dqc-table", functions);
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
  return unknown ? 3 : 0;
}

}  // namespace debref

namespace debref::dqc {

std::vector<Subcommand> add_commands(CLI::App& app) {
  std::vector<Subcommand> commands;
  auto dqc = std::make_shared<DqcOptions>();
  auto* dq = app.add_subcommand(
      "dqc",
      "debate query complexity (seed 002): exact DQC of a Boolean function with the verifier "
      "tree, honest strategies and bounds, or the table of all functions on N variables");
  dq->add_option("--truth-table", dqc->truth_table,
                 "2^n characters 0/1; character i is f(x), x_1 the most significant bit of i");
  dq->add_option("--table", dqc->table, "print the table for all functions on N variables (0..3)");
  dq->add_option("--max-l", dqc->max_l, "largest verifier depth l searched (0..3)");
  dq->add_option("--method", dqc->method,
                 "exhaustive (default) | smt: Z3 SAT encoding, models re-verified, UNSAT refutes");
  dq->add_option("--emit", dqc->emit, "with --method smt: write the Z3 queries to DIR/<id>.smt2");
  dq->add_option("--kw-formula-of", dqc->kw_formula_of,
                 "validate for f the Thm 5 debate built from a formula of this truth table");
  dq->add_option("--shard", dqc->shard,
                 "with --table: shard I of N (I/N), the functions f (as numbers) with f mod N = "
                 "I - 1; combine the --json outputs with `debref merge`");
  dq->add_flag("--json", dqc->json, "machine-readable result on stdout");

  commands.push_back(
      {dq, [dqc](std::ostream& out, std::ostream& err) { return dqc_command(*dqc, out, err); }});
  return commands;
}

}  // namespace debref::dqc
