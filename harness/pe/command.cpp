// Source: docs/PE.md "Formats and command line". `debref pe`: on a decomposition (seed 000
// Def. 5.1) the correct answers g per node, (eps, rho)-stability per node (Def. 5.3, exact; with
// --stability also the Z3 query and its violating vector), the reward ratio r = eps (1 - rho) / 4
// (Fig. 2 step 1), and the honest prover's completeness value against (1 - eps) r^{d+1} (Lemma
// A.5); --obfuscation prints the Sec. 7 side-by-side table (naive recursive debate vs
// prover-estimator debate); --ogd, --algorithm1, --h-tests, --game, --def8-1:
// harness/pe/command_modes.cpp.
#include "harness/pe/command.hpp"

#include <CLI/CLI.hpp>
#include <memory>
#include <optional>
#include <sstream>
#include <string>
#include <vector>

#include "harness/core/command.hpp"
#include "harness/core/progress.hpp"
#include "harness/io/input.hpp"
#include "harness/pe/command_modes.hpp"
#include "harness/pe/evaluate.hpp"
#include "harness/pe/instances.hpp"
#include "harness/pe/json.hpp"
#include "proofs/pe/queries.hpp"
#include "reference/num/brief.hpp"
#include "reference/pe/completeness.hpp"
#include "reference/pe/obfuscation.hpp"
#include "reference/pe/stability.hpp"
#include "reference/support/bit_order.hpp"

namespace debref {

namespace {

using nlohmann::json;
using pe::CondTable;
using pe::Estimator;
using pe::estimator_json;
using pe::Node;
using pe::Path;
using pe::path_key;
using pe::table_json;

Rational open_unit(const std::string& text, const std::string& flag) {
  Rational x;
  try {
    x = parse_rational(text);
  } catch (const ParseError&) {
    throw InputError(flag + ": \"" + text + "\" is not an exact rational");
  }
  if (x <= 0 || x >= 1)
    throw InputError(flag + ": " + to_brief_string(x) + " outside the allowed range (0, 1)");
  return x;
}

// Z3's violating vector t of Def. 5.3 from a SAT model, rows in the printed bit order.
json violating_json(const proofs::Outcome& o, const CondTable& p) {
  std::map<std::string, std::string> values;
  for (const auto& v : o.model) values[v.name] = v.rational.empty() ? v.value : v.rational;
  json t = json::array();
  for (std::size_t i = 0; i < p.size(); ++i) {
    std::vector<std::string> row;
    for (unsigned prefix = 0; prefix < p[i].size(); ++prefix) {
      const std::string name = proofs::pe_stability_variable(static_cast<int>(i), prefix);
      row.push_back(values.count(name) ? values[name] : "?");
    }
    t.push_back(reversed_bit_order(row));
  }
  return t;
}

// An internal node's Def. 5.3 verdict, exact and (with `smt`) by Z3, into its row.
void stability_json(const Node& n, const Rational& eps, const Rational& rho, bool smt, json& row) {
  row["truth_table"] = pe::table_string(n.table);
  const CondTable p = pe::conditional(n);
  pe::Stability st = pe::stability(n.table, p, eps, rho);
  row["stable"] = st.stable;
  row["supremum"] = to_string(st.supremum);
  row["rho_eps"] = to_string(rho * eps);
  if (st.witness) {
    row["witness"] = table_json(*st.witness);
    row["witness_gap"] = to_string(st.witness_gap);
  }
  if (!smt) return;
  proofs::Outcome o = proofs::solve(proofs::pe_stability_query(n.table, p, eps, rho), 5000);
  json s{{"verdict", proofs::to_string(o.verdict)}};
  if (o.verdict == proofs::Verdict::Sat) s["violating"] = violating_json(o, p);
  s["agrees"] = (o.verdict == proofs::Verdict::Unknown) ||
                (st.stable == (o.verdict == proofs::Verdict::Unsat));
  row["smt"] = s;
}

// Every node, depth first: g, and for internal nodes exact stability (and Z3 with --stability).
void nodes_json(const Node& n, Path& path, const Rational& eps, const Rational& rho, bool smt,
                json& out) {
  json row{{"path", path_key(path)}, {"g", to_string(pe::correct(n))}, {"leaf", n.leaf()}};
  if (!n.leaf()) stability_json(n, eps, rho, smt, row);
  out.push_back(row);
  for (std::size_t i = 0; i < n.children.size(); ++i) {
    path.push_back(static_cast<int>(i));
    nodes_json(n.children[i], path, eps, rho, smt, out);
    path.pop_back();
  }
}

// Lemma A.5 for the honest prover with A(x) = `claim`: against the truthful B, against every B
// (exact branch and bound, reference/pe/completeness.hpp, docs/PE.md; the lemma needs g(root) in
// {0, 1}, and its stability hypothesis is reported beside it, not assumed) and against
// --estimator.
json completeness_json(const PeOptions& o, const Node& root, const Rational& eps, const Rational& r,
                       int claim, const std::optional<Estimator>& b) {
  const Rational g = pe::correct(root);
  const Rational bound = (1 - eps) * power(r, pe::depth(root) + 1);
  json c{{"claim", claim}, {"bound", to_string(bound)}};
  const pe::Prover honest = pe::honest_prover(root, eps, claim);
  c["truthful_estimator_payoff"] =
      to_string(pe::expected_payoff(root, honest, pe::truthful_estimator(root), r));
  if (g == 0 || g == 1) {
    const pe::CompletenessDecision dec = pe::decide_completeness(root, eps, r, claim, o.max_boxes);
    if (dec.verdict == pe::CompletenessDecision::Verdict::Proved)
      c["every_estimator"] = "proved";
    else if (dec.verdict == pe::CompletenessDecision::Verdict::Refuted)
      c["every_estimator"] = "violated";
    else
      c["every_estimator"] = "unknown (the box budget ran out: raise --max-boxes, now " +
                             std::to_string(o.max_boxes) + ")";
    c["boxes"] = dec.boxes;
    if (dec.witness) {
      c["counter_estimator"] = estimator_json(*dec.witness);
      c["counter_payoff"] = to_string(dec.payoff);
    }
  } else {
    c["every_estimator"] = "not applicable (g(root) = " + to_string(g) +
                           " is not 0 or 1: the decomposition is not A-provable)";
  }
  if (b) {
    Rational v = pe::expected_payoff(root, honest, *b, r);
    c["estimator_payoff"] = to_string(v);
    c["estimator_below_bound"] = v < bound;
  }
  return c;
}

std::string joined(const std::vector<std::string>& names) {
  std::string s;
  for (const std::string& n : names) s += (s.empty() ? "" : ", ") + n;
  return s;
}

// --prover CLAIM,DIRECTION,RECURSION: that prover's exact payoff against --estimator under the
// --rule (seed 000 Fig. 2; the rules of pe.soundness's provers, and B's least-wrong recursion of
// naive recursive debate).
json prover_json(const PeOptions& o, const Node& root, const Estimator& b, const Rational& eps,
                 const Rational& r) {
  std::vector<std::string> parts;
  std::stringstream in(o.prover);
  for (std::string part; std::getline(in, part, ',');) parts.push_back(part);
  if (parts.size() != 3 || o.prover.back() == ',' || (parts[0] != "0" && parts[0] != "1"))
    throw InputError("--prover: CLAIM,DIRECTION,RECURSION with CLAIM 0 or 1 (got \"" + o.prover +
                     "\")");
  const int claim = parts[0] == "1" ? 1 : 0;
  const std::optional<pe::Prover> a = pe::named_prover(root, eps, claim, parts[1], parts[2]);
  if (!a)
    throw InputError("--prover: DIRECTION one of " + joined(pe::prover_directions) +
                     "; RECURSION one of " + joined(pe::prover_recursions) + " (got \"" + o.prover +
                     "\")");
  const pe::Rule rule = o.rule == "no-direction" ? pe::Rule::NoDirection : pe::Rule::Figure2;
  return {{"claim", claim},
          {"direction", parts[1]},
          {"recursion", parts[2]},
          {"rule", o.rule},
          {"estimator_payoff", to_string(pe::expected_payoff(root, *a, b, r, rule))}};
}

json decomposition_result(const PeOptions& o, const Node& root, const Rational& eps,
                          const Rational& rho, const Rational& r) {
  json result;
  const int d = pe::depth(root);
  result["depth"] = d;
  result["width"] = pe::width(root);
  json nodes = json::array();
  Path path;
  nodes_json(root, path, eps, rho, o.stability, nodes);
  result["nodes"] = nodes;
  std::optional<Path> unstable = pe::first_unstable(root, eps, rho);
  result["stable"] = !unstable;
  result["first_unstable"] = unstable ? json(path_key(*unstable)) : json(nullptr);
  const Rational g = pe::correct(root);
  result["a_provable"] = g == 0 || g == 1;
  const int claim = g * 2 >= 1 ? 1 : 0;
  // --estimator, read once (it may be a pipe).
  std::optional<Estimator> b;
  if (!o.estimator.empty())
    b = pe::parse_estimator(read_json_file(o.estimator, "--estimator", "estimator.json"), root);
  result["completeness"] = completeness_json(o, root, eps, r, claim, b);
  // Lemma A.4 against the truthful B: the lying A's best payoff vs r^{d+1} P[A(x) = L(x)].
  const int liar = 1 - claim;
  const pe::Rule rule = o.rule == "no-direction" ? pe::Rule::NoDirection : pe::Rule::Figure2;
  const Rational agree = liar == 1 ? g : Rational(1 - g);
  result["soundness"] = {
      {"liar_claim", liar},
      {"rule", o.rule},
      {"liar_best_payoff_vs_truthful_B",
       to_string(pe::best_prover_payoff(root, pe::truthful_estimator(root), r, liar, rule))},
      {"bound", to_string(power(r, d + 1) * agree)}};
  if (!o.prover.empty()) result["prover"] = prover_json(o, root, *b, eps, r);
  return result;
}

void print_nodes(const json& result, std::ostream& text) {
  text << "decomposition: depth " << result["depth"] << ", width " << result["width"] << "\n";
  for (const json& n : result["nodes"]) {
    std::string p = n["path"].get<std::string>();
    text << "  node " << (p.empty() ? "root" : p) << "  g " << n["g"].get<std::string>();
    if (!n["leaf"].get<bool>()) {
      text << "  M_D " << n["truth_table"].get<std::string>() << "  "
           << (n["stable"].get<bool>() ? "stable" : "UNSTABLE") << " (sup |P_p - P_t| "
           << n["supremum"].get<std::string>() << " vs rho eps " << n["rho_eps"].get<std::string>()
           << ")";
      if (n.contains("smt")) {
        text << "  z3 " << n["smt"]["verdict"].get<std::string>();
        if (n["smt"].contains("violating")) text << " t = " << n["smt"]["violating"].dump();
      }
    }
    text << "\n";
  }
}

void print_lemmas(const json& result, std::ostream& text) {
  const json& c = result["completeness"];
  text << "stable at every node: " << (result["stable"].get<bool>() ? "yes" : "no")
       << ";  A-provable (g(root) in {0,1}): " << (result["a_provable"].get<bool>() ? "yes" : "no")
       << "\n";
  text << "completeness (Lemma A.5), claim " << c["claim"]
       << ": bound (1-eps) r^(d+1) = " << c["bound"].get<std::string>()
       << "; honest payoff vs truthful B " << c["truthful_estimator_payoff"].get<std::string>()
       << "; every B: " << c["every_estimator"].get<std::string>() << "\n";
  if (c.contains("counter_payoff"))
    text << "  counter-estimator " << c["counter_estimator"].dump() << " payoff "
         << c["counter_payoff"].get<std::string>() << "\n";
  const json& s = result["soundness"];
  text << "soundness (Lemma A.4, rule " << s["rule"].get<std::string>() << "), liar claim "
       << s["liar_claim"] << ": best payoff vs truthful B "
       << s["liar_best_payoff_vs_truthful_B"].get<std::string>() << ", bound r^(d+1) P[A=L] "
       << s["bound"].get<std::string>() << "\n";
  if (c.contains("estimator_payoff"))
    text << "  honest payoff vs --estimator " << c["estimator_payoff"].get<std::string>()
         << (c["estimator_below_bound"].get<bool>() ? " (below the bound)" : "") << "\n";
  if (result.contains("prover")) {
    const json& p = result["prover"];
    text << "  prover claim " << p["claim"] << ", direction " << p["direction"].get<std::string>()
         << ", recursion " << p["recursion"].get<std::string>() << " (rule "
         << p["rule"].get<std::string>() << "): payoff vs --estimator "
         << p["estimator_payoff"].get<std::string>() << "\n";
  }
}

void print_obfuscation(const json& rows, std::ostream& text) {
  text << "Sec. 7, obfuscated AND tree (one hidden false leaf; the liar claims true)\n";
  text << "  d q | naive: P[liar wins] | prover-estimator: liar's best payoff | Sec. 7 bound"
          " | honest guarantee\n";
  for (const json& row : rows)
    text << "  " << row["d"] << " " << row["q"] << " | " << row["naive_liar_win"].get<std::string>()
         << " | " << row["pe_liar_payoff"].get<std::string>() << " | "
         << row["pe_bound"].get<std::string>() << " | "
         << row["honest_guarantee"].get<std::string>() << "\n";
  for (const json& row : rows)
    if (row.contains("naive_location_known_liar_win"))
      text << "  d " << row["d"] << ", q " << row["q"]
           << ": naive, B knowing the false leaf (mutant): P[liar wins] "
           << row["naive_location_known_liar_win"].get<std::string>() << "\n";
}

int print_text(const json& result, std::ostream& text) {
  text << "eps " << result["eps"].get<std::string>() << ", rho " << result["rho"].get<std::string>()
       << ", r " << result["r"].get<std::string>() << "\n";
  if (result.contains("nodes")) {
    print_nodes(result, text);
    print_lemmas(result, text);
  }
  if (result.contains("obfuscation")) print_obfuscation(result["obfuscation"], text);
  print_pe_modes(result, text);
  return 0;
}

// --r: the reward ratio override of a mutated protocol, in (0, 16].
Rational reward_ratio_flag(const PeOptions& options, const Rational& eps, const Rational& rho) {
  if (options.r.empty()) return pe::reward_ratio(eps, rho);
  Rational r;
  try {
    r = parse_rational(options.r);
  } catch (const ParseError&) {
    throw InputError("--r: \"" + options.r + "\" is not an exact rational");
  }
  if (r <= 0 || r > 16)
    throw InputError("--r: " + options.r + " outside the allowed range (0, 16]");
  return r;
}

void check_flags(const PeOptions& options) {
  if (options.location_known && !options.obfuscation)
    throw InputError("--location-known: only with --obfuscation");
  if (options.max_boxes < 1 || options.max_boxes > 10000000)
    throw InputError("--max-boxes: " + std::to_string(options.max_boxes) +
                     " outside the allowed range 1..10000000");
  if (options.rule != "figure2" && options.rule != "no-direction")
    throw InputError("--rule: \"" + options.rule + "\" is not one of figure2, no-direction");
  if (options.decomposition.empty() && !options.obfuscation && !pe_mode_given(options))
    throw InputError(
        "--decomposition: required unless --obfuscation, --ogd, --algorithm1, --h-tests, "
        "--def8-1 or --stackelberg is given");
  check_pe_modes(options);
  if (!options.estimator.empty() && options.decomposition.empty())
    throw InputError("--estimator: needs --decomposition");
  if (!options.prover.empty() && options.estimator.empty())
    throw InputError("--prover: needs --decomposition and --estimator");
}

json pe_result(const PeOptions& options) {
  const Rational eps = open_unit(options.eps, "--eps");
  const Rational rho = open_unit(options.rho, "--rho");
  const Rational r = reward_ratio_flag(options, eps, rho);
  check_flags(options);
  json result;
  result["eps"] = to_string(eps);
  result["rho"] = to_string(rho);
  result["r"] = to_string(r);
  result["r_overridden"] = !options.r.empty();
  if (!options.decomposition.empty()) {
    progress::task("pe", "decomposition " + options.decomposition, 0, 0);
    Node root = pe::parse_decomposition(
        read_json_file(options.decomposition, "--decomposition", "decomposition.json"));
    result.update(decomposition_result(options, root, eps, rho, r));
    pe_modes(options, &root, eps, r, result);
  } else {
    pe_modes(options, nullptr, eps, r, result);
  }
  if (options.obfuscation) progress::task("pe", "Sec. 7 obfuscation table", 0, 0);
  if (options.obfuscation)
    result["obfuscation"] = pe::obfuscation_json(pe::obfuscation_table(eps, rho));
  if (options.location_known)
    // Sec. 7 mutated (pe.twin.obfuscation.location_known): B knows the false leaf's location.
    for (json& row : result["obfuscation"])
      row["naive_location_known_liar_win"] =
          to_string(pe::naive_location_known_win(row["d"].get<int>(), row["q"].get<int>()));
  return result;
}

}  // namespace

int pe_command(const PeOptions& options, std::ostream& out, std::ostream& err) {
  // Lemma A.5 against every B undecided within --max-boxes is no result: exit 3, UNKNOWN.
  bool budget_ran_out = false;
  const int code = run_command(
      "pe", options.json, out, err,
      [&] {
        json result = pe_result(options);
        budget_ran_out =
            result.contains("completeness") &&
            result["completeness"]["every_estimator"].get<std::string>().rfind("unknown", 0) == 0;
        return result;
      },
      print_text);
  if (code != 0 || !budget_ran_out) return code;
  err << "debref pe: unknown: Lemma A.5 against every estimator is undecided after "
      << options.max_boxes << " boxes (raise --max-boxes)\n";
  return 3;
}

}  // namespace debref

namespace debref::pe {

std::vector<Subcommand> add_commands(CLI::App& app) {
  std::vector<Subcommand> commands;
  auto pe_options = std::make_shared<PeOptions>();
  auto* pe = app.add_subcommand(
      "pe",
      "prover-estimator debate (seed 000) on a decomposition: correct answers, (eps, rho)-"
      "stability per node, reward ratio, honest completeness value; --obfuscation: the Sec. 7 "
      "table");
  pe->add_option("--decomposition", pe_options->decomposition,
                 "decomposition JSON file (docs/FORMATS.md)");
  pe->add_option("--estimator", pe_options->estimator,
                 "an estimator B (JSON, docs/FORMATS.md): the honest prover's payoff against it");
  pe->add_option("--prover", pe_options->prover,
                 "with --estimator: also the payoff of the prover with claim A(x), direction rule "
                 "(honest | contrarian | follower | always_plus | always_minus) and recursion "
                 "rule (honest | least_believed | most_believed | first_zero | first | last | "
                 "least_wrong: B's pick, a mutant), e.g. --prover 1,honest,least_wrong");
  pe->add_option("--eps", pe_options->eps, "eps in (0, 1) (rational, default 1/10)");
  pe->add_option("--rho", pe_options->rho, "rho in (0, 1) (rational, default 1/2)");
  pe->add_option("--r", pe_options->r,
                 "override the reward ratio r = eps (1 - rho) / 4 (a mutated protocol)");
  pe->add_option("--rule", pe_options->rule,
                 "reward rule of the soundness line: figure2 (default) | no-direction (mutant)");
  pe->add_flag("--stability", pe_options->stability,
               "also decide stability with Z3 and print its violating vector");
  pe->add_flag("--obfuscation", pe_options->obfuscation,
               "the Sec. 7 side-by-side table: naive vs prover-estimator debate");
  pe->add_flag("--location-known", pe_options->location_known,
               "with --obfuscation: also the liar's win in naive debate when B knows where the "
               "false leaf is (a mutant), e.g. debref pe --obfuscation --location-known");
  pe->add_option("--max-boxes", pe_options->max_boxes,
                 "Lemma A.5 against every B: boxes the exact branch and bound may split before it "
                 "reports unknown (1..10000000, default 50000; d = 2, q = 3 needs more)");
  add_mode_options(pe, *pe_options);
  pe->add_flag("--json", pe_options->json, "machine-readable result on stdout");

  commands.push_back({pe,
                      [pe_options](std::ostream& out, std::ostream& err) {
                        return pe_command(*pe_options, out, err);
                      },
                      {{"--decomposition", "FILE", "REQUIRED unless --obfuscation"},
                       {"--estimator", "FILE", "none"},
                       {"--prover", "CLAIM,DIR,REC", "none"},
                       {"--eps", "RATIONAL", ""},
                       {"--rho", "RATIONAL", ""},
                       {"--r", "RATIONAL", "eps (1 - rho) / 4"},
                       {"--rule", "figure2|no-direction", ""},
                       {"--max-boxes", "N", ""},
                       {"--ogd", "CASE", "none"},
                       {"--ogd-step", "good|constant", ""},
                       {"--ogd-factor", "RATIONAL", ""},
                       {"--algorithm1", "CASE", "none"},
                       {"--step-factor", "RATIONAL", ""},
                       {"--h-tests", "CASE", "none"},
                       {"--tests-at", "current|start", ""},
                       {"--game", "FILE", "none"},
                       {"--mu", "M1,M2", ""},
                       {"--alpha", "RATIONAL", ""},
                       {"--without-honest", "none|x2", ""},
                       {"--def8-1", "LANGUAGE", "none"},
                       {"--x", "BITS", "REQUIRED with --def8-1"},
                       {"--evidence", "KIND:PARAMS", "REQUIRED with --def8-1"},
                       {"--reading", "every-other-piece|literal", ""},
                       {"--l-prime", "every-proof|first-proof", ""},
                       {"--support-for", "made-queries|every-query", ""},
                       {"--s", "INT", "the proof's kappa"},
                       {"--stackelberg", "FILE", "none"}},
                      "  debref pe --obfuscation\n"
                      "  debref pe --decomposition tests/fuzz/decomposition/seed-depth2.json "
                      "--eps 1/10 --rho 1/2\n"
                      "  debref pe --ogd 'alternating, dim 1, g 1' --ogd-step constant --json\n"
                      "  debref pe --h-tests '|X| 1, |Z| 2, mu 1, g point mass, class seeded 1, "
                      "delta 2/5' --tests-at start\n"
                      "  debref pe --def8-1 x1 --x 10 --evidence shared-coin:1/1600 --eps 1/100 "
                      "--reading literal\n"
                      "  debref pe --def8-1 x1-or-x2-proof --x 01 --evidence cross-coin:1/1024 "
                      "--eps 1/100\n"
                      "  debref pe --stackelberg tests/data/stackelberg_game.json\n"});
  return commands;
}

}  // namespace debref::pe
