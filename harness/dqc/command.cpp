// `debref dqc`: exact debate query complexity (seed 002 Def. 1) of one truth table, with the
// verifier tree, the honest strategies and the bounds (Cor. 4, Thm 5, Thm 6), or the table of
// every function on N variables (docs/DQC.md).
#include "harness/dqc/command.hpp"

#include <CLI/CLI.hpp>
#include <algorithm>
#include <map>
#include <memory>
#include <nlohmann/json.hpp>
#include <optional>
#include <sstream>
#include <vector>

#include "harness/core/command.hpp"
#include "harness/core/cross_check.hpp"
#include "harness/core/progress.hpp"
#include "harness/core/shard.hpp"
#include "harness/dqc/early_bits_command.hpp"
#include "harness/dqc/frontier.hpp"
#include "harness/dqc/frontier_classes.hpp"
#include "harness/dqc/json.hpp"
#include "harness/dqc/randomised.hpp"
#include "harness/dqc/yao_command.hpp"
#include "harness/io/input.hpp"
#include "proofs/dqc/by_class.hpp"
#include "proofs/dqc/early_bits.hpp"
#include "proofs/dqc/queries.hpp"
#include "proofs/dqc/reduced.hpp"
#include "reference/dqc/circuit.hpp"
#include "reference/dqc/np.hpp"
#include "reference/dqc/search.hpp"

namespace debref {

namespace {

using nlohmann::json;

/// Per-query Z3 time limit of `--method smt`; a timeout is reported unknown (exit 3).
constexpr unsigned smt_timeout_ms = 60000;

dqc::TruthTable truth_table_flag(const std::string& bits) {
  return dqc::truth_table_flag(bits, "--truth-table", 0, 5);
}

/// --kw-formula-of G: a truth table of the same length as f's, n <= 3.
dqc::TruthTable kw_formula_flag(const std::string& bits, const dqc::TruthTable& f) {
  if (f.n > 3 || bits.size() != (std::size_t{1} << f.n))
    throw InputError(
        "--kw-formula-of: a truth table of the same length as --truth-table, "
        "n <= 3 (got " +
        std::to_string(bits.size()) + " characters)");
  try {
    return dqc::parse_truth_table(bits, 3);
  } catch (const dqc::TruthTableSyntax& e) {
    throw InputError("--kw-formula-of: characters must be 0 or 1 (position " +
                     std::to_string(e.position) + ")");
  }
}

/// The flags' ranges and combinations, in the order they are reported.
void check_flags(const DqcOptions& options) {
  const bool one = !options.truth_table.empty(), table = options.table != -1,
             frontier = options.frontier != -1, yao = options.yao != -1,
             randomised = !options.randomised.empty();
  if (int(one) + int(table) + int(frontier) + int(yao) + int(randomised) != 1)
    throw InputError(
        "--truth-table, --table, --frontier, --yao or --randomised: give exactly one of them");
  if (randomised)
    dqc::check_randomised_flags(options.randomised, options.randomised_debate, options.method,
                                options.max_l);
  if (!options.randomised_debate.empty() && !randomised)
    throw InputError("--randomised-debate: only with --randomised");
  dqc::check_yao_flags(options, yao);
  if (frontier && options.frontier != 5)
    throw InputError("--frontier: N must be 5 (got " + std::to_string(options.frontier) + ")");
  if ((frontier || (one && options.truth_table.size() == 32)) && options.method != "exhaustive")
    throw InputError(
        "--method: with --frontier or a 32-character --truth-table (n = 5) only exhaustive "
        "(the bounds of docs/DQC.md \"The 5-variable frontier\")");
  if (options.classes && !frontier) throw InputError("--classes: only with --frontier 5");
  if (!options.shard.empty() && !table && !options.classes && !options.owner_cubes)
    throw InputError(
        "--shard: only with --table, --frontier 5 --classes or --early-bits --owner-cubes "
        "(without --owner-cubes one truth table is one instance)");
  shard_flag(options.shard);  // I/N in range, before anything (a checkpoint file) is touched
  if (options.max_l < 0 || options.max_l > 3)
    throw InputError("--max-l: an integer in 0..3 (got " + std::to_string(options.max_l) + ")");
  if (options.method != "exhaustive" && options.method != "smt")
    throw InputError("--method: exhaustive or smt (got \"" + options.method + "\")");
  if (!options.emit.empty() && !(options.method == "smt" && one))
    throw InputError("--emit: only with --truth-table and --method smt");
  const bool n5 = (frontier && !options.classes) || (one && options.truth_table.size() == 32);
  dqc::check_early_bits_flags(options, n5);
  if (!options.kw_formula_of.empty() && !one)
    throw InputError("--kw-formula-of: only with --truth-table");
  if (table && (options.table < 0 || options.table > 4))
    throw InputError("--table: N must be an integer in 0..4 (got " + std::to_string(options.table) +
                     ")");
}

/// The DqcResult of a Z3 run: the decoded certificate (already re-verified by dqc::validate in
/// smt_dqc) compacted by Lemma 3 and re-verified again with the honest strategy tables, exactly
/// as compute_dqc does for the exhaustive witness; without one, the decision tree (a (0,
/// D(f))-debate) is the upper bound.
dqc::DqcResult from_smt(const proofs::SmtDqcResult& s) {
  dqc::DqcResult r;
  r.f = s.f;
  const int relevant = dqc::relevant_variables(s.f);
  r.cor4_bound = relevant == 0 ? 0 : ceil_log2(static_cast<std::uint64_t>(relevant));
  r.decision_tree_depth = dqc::decision_tree_depth(s.f);
  r.refuted = s.refuted;
  r.lower = s.lower;
  if (!s.refuted.empty())
    r.refutation = "Z3: UNSAT at l = " + std::to_string(s.refuted.back()) + " and below";
  const bool z3 = s.certificate && s.certificate_valid && !s.unknown;
  dqc::certify(r, z3 ? *s.certificate : dqc::Debate{s.f.n, 0, dqc::optimal_decision_tree(s.f)});
  return r;
}

/// Z3 for one function: the reduced query for n = 4 (exact for every l <= 3), the query over
/// 2^l - 1 rounds for n <= 3.
proofs::SmtDqcResult smt_one(const dqc::TruthTable& f, int max_l) {
  if (f.n == 4) return proofs::smt_dqc_reduced(f, smt_timeout_ms);
  return proofs::smt_dqc(f, max_l, proofs::DqcEncoding::Minimax, smt_timeout_ms);
}

std::string show(const json& v) {
  return v.is_null() ? "-" : v.dump();
}

/// --kw-formula-of: seed 002 Thm 5's debate built from a minimum-depth formula of g, validated
/// for f (a construction on the wrong circuit; the explorer's replay).
json kw_other(const DqcOptions& options, std::ostream& text) {
  const dqc::TruthTable f = truth_table_flag(options.truth_table);
  const dqc::TruthTable g = kw_formula_flag(options.kw_formula_of, f);
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
    j["failing_x"] = dqc::input_string(*v.failing_x, f.n);
    j["game_value"] = dqc::game_value(d, *v.failing_x);
    j["f_x"] = f(*v.failing_x);
  }
  text << "Thm 5 debate from a minimum-depth formula of g = " << dqc::to_string(g) << " ("
       << j["formula"].get<std::string>() << ", depth " << j["depth"] << "): k = " << j["rounds"]
       << " rounds, " << j["queries"] << " queries\nverifier: " << j["verifier"].get<std::string>()
       << "\ngame function: " << j["game_function"].get<std::string>()
       << "\nvalid for f = " << dqc::to_string(f) << ": "
       << (j["valid_for_f"].get<bool>() ? "yes" : "NO");
  if (j.contains("failing_x"))
    text << " (x = " << j["failing_x"].get<std::string>() << ": game value " << j["game_value"]
         << ", f(x) = " << j["f_x"] << ")";
  text << "\n";
  return j;
}

/// The DQC line of one function: exact (with what refuted every smaller l), or an interval.
void dqc_text(const dqc::DqcResult& r, const std::optional<proofs::SmtDqcResult>& s,
              std::ostream& text) {
  const std::string why = r.refutation.empty() ? "" : "; " + r.refutation;
  if (r.dqc)
    text << "DQC(f) = " << *r.dqc << " (exact" << why << ")\n";
  else
    text << "DQC(f) in [" << r.lower << ", " << r.upper << "] (upper bound: the certificate" << why
         << ")\n";
  if (s && s->unknown)
    text << "  Z3 returned unknown at l = " << s->queries.back().l << " (time limit)\n";
  if (s && s->certificate && !s->certificate_valid)
    text << "  the Z3 model at l = " << s->queries.back().l
         << " did NOT re-verify: " << s->certificate->tree.to_string(r.f.n) << "\n";
  if (s && !s->certificate && !s->unknown && r.f.n <= 3 && r.lower < r.upper)
    text << "  Z3 at l = " << r.lower << ": no certificate with k <= " << proofs::max_sat_rounds
         << " rounds (k = 2^l - 1 is beyond the refuting encoding, l <= " << proofs::max_refuting_l
         << ")\n";
}

/// The certificate with its strategies, then the bounds of Cor. 4, Thm 5 and Thm 6.
void certificate_text(const dqc::DqcResult& r, const json& result, std::ostream& text) {
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
         << " (minimum circuit m = " << b["min_circuit_size"] << ": "
         << b["min_circuit"].get<std::string>() << "; minimum formula " << b["min_formula_size"]
         << " gates)";
  text << "\n";
}

/// --truth-table: DQC(f) by exhaustive search or by Z3 (--method smt, --emit).
json one_function(const DqcOptions& options, std::ostream& text, bool& unknown) {
  const dqc::TruthTable f = truth_table_flag(options.truth_table);
  std::optional<proofs::SmtDqcResult> s;
  if (options.method == "smt") s = smt_one(f, options.max_l);
  const dqc::DqcResult r = s ? from_smt(*s) : dqc::compute_dqc(f, options.max_l);
  json result = dqc::result_json(r, true);
  result["method"] = options.method;
  text << "f = " << result["truth_table"].get<std::string>() << " (n = " << f.n << ", depends on "
       << result["relevant_variables"] << ")\n";
  if (s) {
    result["z3_queries"] = dqc::queries_json(*s, true);
    result["z3_unknown"] = s->unknown;
    if (s->certificate) result["z3_certificate_reverified"] = s->certificate_valid;
    if (s->certificate && !s->certificate_valid)
      result["z3_model_verifier"] = s->certificate->tree.to_string(f.n);
  }
  dqc_text(r, s, text);
  if (s) {
    for (const auto& q : s->queries)
      text << "  Z3 l = " << q.l << ", k = " << q.k << ": " << proofs::to_string(q.verdict)
           << (q.refutes ? " (refutes l)" : "") << "\n";
    if (!options.emit.empty()) {
      try {
        proofs::emit(s->built, options.emit);
      } catch (const std::exception& e) {
        throw InputError("--emit: " + std::string(e.what()));
      }
      text << "SMT-LIB files: " << options.emit << "\n";
    }
    if (s->unknown) unknown = true;
  }
  certificate_text(r, result, text);
  if (f.n <= 3) {
    // Thm 6 and Lemma 8: the query counts of the cross-examination debates themselves (the
    // bounds above are ceil(log2 m) + 3).
    result["constructions"] = dqc::constructions_json(f);
    for (const char* name : {"thm6", "lemma8"}) {
      const json& c = result["constructions"][name];
      text << (name == std::string("thm6") ? "Thm 6 debate (minimum circuit): "
                                           : "Lemma 8 debate (after the Thm 5 debate): ");
      if (c.is_null())
        text << "none (m = 0)\n";
      else
        text << "m = " << c["m"] << ", k = " << c["rounds"] << " rounds, " << c["queries"]
             << " queries (bound " << c["bound"]
             << "), valid: " << (c["valid"].get<bool>() ? "yes" : "NO") << "\n";
    }
  }
  return result;
}

/// The functions with DQC(f) < D(f) (a debate beats the decision tree) and, for a whole table,
/// the NPN classes by DQC (DQC is NPN-invariant, docs/DQC.md).
void table_summary(const std::vector<dqc::DqcResult>& rows, int n, bool shard, json& result,
                   std::ostream& text) {
  json below = json::array();
  for (const dqc::DqcResult& r : rows)
    if (r.dqc && *r.dqc < r.decision_tree_depth) below.push_back(dqc::to_string(r.f));
  text << "functions with DQC(f) < D(f): " << below.size() << "\n";
  if (shard || n < 4) return;  // JSON: the n = 4 table only (a merge of shards stays equal)
  result["below_decision_tree_depth"] = below;
  const dqc::NpnClasses classes = dqc::npn_classes(n);
  std::map<int, int> by_class;
  for (std::uint32_t rep : classes.representatives) {
    const dqc::DqcResult& r = rows[rep];
    by_class[r.dqc ? *r.dqc : -1]++;
  }
  json hist = json::object();
  for (auto [v, c] : by_class) hist[std::to_string(v)] = c;
  result["npn_classes"] = classes.representatives.size();
  result["npn_class_histogram"] = hist;
  text << "NPN classes: " << classes.representatives.size() << ", by DQC: " << hist.dump() << "\n";
}

/// --table N [--shard I/N] [--method smt]: every f on N variables, with the DQC histogram.
json table(const DqcOptions& options, std::ostream& text, bool& unknown) {
  const bool smt = options.method == "smt";
  // --shard I/N: the functions whose truth-table number (bits) is I - 1 mod N.
  const Shard shard = shard_flag(options.shard);
  const std::uint32_t functions = 1U << (1U << options.table);
  std::vector<dqc::DqcResult> own_rows;
  proofs::SmtClassCache cache;  // Z3 on each NP(N)-class representative, certificates moved
  std::map<int, dqc::Level> levels;
  const dqc::NpnClasses classes = dqc::npn_classes(smt && options.table == 4 ? 4 : 0);
  progress::task("dqc --table", "n = " + std::to_string(options.table), 0, 0);
  std::optional<progress::Sweep> shown;
  if (smt || !options.shard.empty()) shown.emplace("functions", functions);
  if (smt || !options.shard.empty())
    for (std::uint32_t bits = 0; bits < functions; ++bits) {
      progress::step();
      if (!shard.owns(bits)) continue;
      const dqc::TruthTable f{options.table, bits};
      if (!smt) {
        own_rows.push_back(dqc::compute_dqc(f, 3, &levels));
        continue;
      }
      const proofs::SmtDqcResult s =
          f.n == 4
              ? proofs::smt_dqc_reduced_by_class(f, classes, cache, smt_timeout_ms)
              : proofs::smt_dqc_by_class(f, proofs::DqcEncoding::Minimax, cache, smt_timeout_ms);
      if (s.unknown) unknown = true;
      own_rows.push_back(from_smt(s));
    }
  const auto& rows = smt || !options.shard.empty() ? own_rows : dqc::dqc_table(options.table);
  json list = json::array();
  std::map<int, int> histogram;
  text << "truth_table dqc rounds D cor4 thm5 thm6\n";
  for (const dqc::DqcResult& r : rows) {
    json j = dqc::result_json(r, false);
    list.push_back(j);
    histogram[r.dqc ? *r.dqc : -1]++;
    const json& b = j["bounds"];
    text << j["truth_table"].get<std::string>() << " " << show(j["dqc"]) << " " << show(j["rounds"])
         << " " << b["decision_tree_depth"] << " " << b["cor4_lower"] << " "
         << show(b.value("thm5_upper", json())) << " " << show(b.value("thm6_upper", json()))
         << "\n";
  }
  json hist = json::object();
  for (auto [v, c] : histogram) hist[std::to_string(v)] = c;
  json result = {{"n", options.table},
                 {"method", options.method},
                 {"functions", list},
                 {"dqc_histogram", hist}};
  if (!options.shard.empty())
    result["shard"] = shard.json("dqc-table", functions,
                                 std::to_string(options.table) + " " + options.method, list);
  text << "functions by DQC: " << hist.dump() << "\n";
  table_summary(rows, options.table, !options.shard.empty(), result, text);
  return result;
}

}  // namespace

/// --frontier 5 --classes [--shard I/N]: the bounds of every NPN class of 5 variables.
json frontier_classes(const DqcOptions& options, std::ostream& text) {
  return dqc::frontier_classes(shard_flag(options.shard), !options.shard.empty(), text);
}

int dqc_command(const DqcOptions& options, std::ostream& out, std::ostream& err) {
  std::ostringstream text;
  bool unknown = false;
  const int code = run_command(
      "dqc", options.json, out, err,
      [&] {
        check_flags(options);
        if (options.yao != -1) return dqc::yao_command(options, text);
        if (!options.randomised.empty())
          return dqc::randomised_command(options.randomised, options.randomised_debate, text);
        if (!options.kw_formula_of.empty()) return kw_other(options, text);
        if (options.frontier == 5 && options.classes) return frontier_classes(options, text);
        if (options.frontier == 5)
          return dqc::early_bits_frontier(options, dqc::symmetric_functions(5), true, text, err,
                                          unknown);
        if (options.truth_table.size() == 32)
          return dqc::early_bits_frontier(options, {truth_table_flag(options.truth_table)}, false,
                                          text, err, unknown);
        if (!options.truth_table.empty()) return one_function(options, text, unknown);
        return table(options, text, unknown);
      },
      [&](const json&, std::ostream& o) {
        o << text.str();
        return unknown ? 3 : 0;
      });
  return code == 0 && unknown ? 3 : code;
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
  dq->add_option("--table", dqc->table, "print the table for all functions on N variables (0..4)");
  dq->add_option("--frontier", dqc->frontier,
                 "N = 5: bounds [lower, upper] on DQC of the 64 symmetric functions on 5 "
                 "variables, exact where they meet (docs/DQC.md); a 32-character --truth-table "
                 "gives the same bounds for one function");
  dq->add_flag("--classes", dqc->classes,
               "with --frontier 5: one representative of every NPN class of 5 variables (616,126; "
               "about 20 CPU-minutes) instead of the symmetric functions; shard it with --shard");
  dq->add_option("--max-l", dqc->max_l, "largest verifier depth l searched (0..3)");
  dq->add_option("--method", dqc->method,
                 "exhaustive (default) | smt: Z3 SAT encoding, models re-verified, UNSAT refutes");
  dq->add_option("--emit", dqc->emit, "with --method smt: write the Z3 queries to DIR/<id>.smt2");
  dq->add_option("--kw-formula-of", dqc->kw_formula_of,
                 "validate for f the Thm 5 debate built from a formula of this truth table");
  dq->add_option("--shard", dqc->shard,
                 "with --table: shard I of N (I/N), the functions f (as numbers) with f mod N = "
                 "I - 1; with --frontier 5 --classes: the classes whose representative r has "
                 "mix(r) mod N = I - 1 (docs/DQC.md); combine the --json outputs with `debref "
                 "merge`; with --early-bits --owner-cubes: each level's queries at positions p "
                 "with p mod N = I - 1, combined by one run without --shard on the shards' "
                 "--checkpoint files put together");
  dq->add_option("--yao", dqc->yao,
                 "n in 1..32: seed 002 Thm 13's Yao step, the least error under the proof's D of "
                 "every depth-<= q tree, for a balanced read-once formula on n variables");
  dq->add_option("--yao-queries", dqc->yao_queries, "with --yao: the tree depth q (0..2)");
  dq->add_option("--yao-formula", dqc->yao_formula,
                 "with --yao: or (OR_n), and (AND_n) or alternating (AND root, levels "
                 "alternating)");
  dq->add_option("--randomised", dqc->randomised,
                 "truth table on n = 1..3 variables: seed 002 Def. 12, the exact least error of a "
                 "randomised depth-q verifier (q = 0..2) on every x and valid transcript, beside "
                 "Thm 13's bound and Thm 14's construction (docs/DQC.md)");
  dq->add_option("--randomised-debate", dqc->randomised_debate,
                 "with --randomised: thm5 (the Thm 5 debate) or tree (the (0, D(f)) debate, V = f: "
                 "R(f))");
  add_early_bits_options(*dq, *dqc);
  dq->add_flag("--json", dqc->json, "machine-readable result on stdout");

  commands.push_back(
      {dq,
       [dqc](std::ostream& out, std::ostream& err) { return dqc_command(*dqc, out, err); },
       {{"--truth-table", "BITS", "REQUIRED unless --table, --frontier, --yao or --randomised"},
        {"--table", "N", "REQUIRED unless --truth-table, --frontier, --yao or --randomised"},
        {"--frontier", "N", "REQUIRED unless --truth-table, --table, --yao or --randomised"},
        {"--yao", "N", "REQUIRED unless --truth-table, --table, --frontier or --randomised"},
        {"--yao-queries", "Q", "1"},
        {"--yao-formula", "or|and|alternating", "or"},
        {"--randomised", "BITS", "REQUIRED unless --truth-table, --table, --frontier or --yao"},
        {"--randomised-debate", "tree|thm5", "thm5"},
        {"--max-l", "N", "3"},
        {"--method", "exhaustive|smt", ""},
        {"--emit", "DIR", "none"},
        {"--kw-formula-of", "BITS", "none"},
        {"--early-bits", "S", "none"},
        {"--early-bits-from", "F", "1"},
        {"--sat-solver", "cadical|z3", "cadical"},
        {"--timeout-ms", "MILLISECONDS", "60000"},
        {"--jobs", "J", "1"},
        {"--checkpoint", "FILE", "none"}},
       "  debref dqc --truth-table 0110\n"
       "  debref dqc --table 3 --shard 1/4 --json > dqc-1.json\n"
       "  debref dqc --frontier 5 --classes --shard 7/64 --json > classes-7.json\n"
       "  debref dqc --frontier 5 --early-bits 1\n"
       "  debref dqc --truth-table 01101001100101101001011001101001 --early-bits 4 "
       "--timeout-ms 3600000\n"
       "  debref dqc --truth-table 01101001100101101001011001101001 --early-bits 3 "
       "--check-proofs\n"
       "  debref dqc --truth-table 00000001000101110001011101111111 --early-bits 5 --owner-cubes "
       "--jobs 16\n"
       "  debref dqc --truth-table 01101001100101101001011001101001 --early-bits 5 "
       "--early-bits-from 5 --owner-cubes --jobs 2\n"
       "  debref dqc --truth-table 00000001000101110001011101111111 --early-bits 7 "
       "--early-bits-from 7 --owner-cubes --read-cubes --side-cubes --jobs 2 --checkpoint "
       "maj5.jsonl\n"
       "  debref dqc --truth-table 00000001000101110001011101111111 --early-bits 7 "
       "--early-bits-from 7 --owner-cubes --read-cubes --jobs 2 --shard 3/64 --checkpoint "
       "eb7-3.jsonl\n"
       "  debref dqc --yao 17 --yao-queries 1 --yao-formula and\n"
       "  debref dqc --randomised 00010111 --json\n"});
  return commands;
}

}  // namespace debref::dqc
