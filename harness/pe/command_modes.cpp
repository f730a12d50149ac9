// Source: docs/FORMATS.md "Decomposition and estimator" (`debref pe`), seed 000 Thm A.2, Lemma
// A.3, Thm 6.2, Def. 8.1. The focused modes of `debref pe` that replay the learning, game and
// Sec. 8 twins: --ogd (one run of pe.ogd.regret, with the step rule and the bound's constant as
// flags), --algorithm1 (one run of pe.indistinguishable against a step count), --h-tests (one
// run of pe.indistinguishable.h_tests, tests read at h_t or h_1), --game (the
// two-input game of pe.thm6_2 at a chosen alpha), --def8-1 (Def. 8.1 under either reading) and
// --stackelberg (Def. 3.4's equilibrium leaders of a finite game).
#include "harness/pe/command_modes.hpp"

#include <CLI/CLI.hpp>
#include <sstream>

#include "harness/io/input.hpp"
#include "harness/pe/evaluate.hpp"
#include "harness/pe/json.hpp"
#include "reference/num/stackelberg.hpp"
#include "reference/pe/debate.hpp"

namespace debref {

namespace {

using nlohmann::json;

// An exact rational flag in [lo, hi] (`open_lo`: (lo, hi]).
Rational rational_flag(const std::string& text, const std::string& flag, const Rational& lo,
                       const Rational& hi, bool open_lo) {
  Rational x;
  try {
    x = parse_rational(text);
  } catch (const ParseError&) {
    throw InputError(flag + ": \"" + text + "\" is not an exact rational");
  }
  if ((open_lo ? x <= lo : x < lo) || x > hi)
    throw InputError(flag + ": " + text + " outside the allowed range " + (open_lo ? "(" : "[") +
                     to_string(lo) + ", " + to_string(hi) + "]");
  return x;
}

// Refuses a mode's option given without its mode.
void only_with(bool given, bool mode, const std::string& flag, const std::string& needs) {
  if (given && !mode) throw InputError(flag + ": only with " + needs);
}

// --mu "a,b": two rationals in [0, 1] summing to 1.
std::vector<Rational> mu_flag(const std::string& text) {
  std::vector<Rational> mu;
  std::stringstream in(text);
  for (std::string part; std::getline(in, part, ',');)
    mu.push_back(rational_flag(part, "--mu", 0, 1, false));
  if (mu.size() != 2 || text.back() == ',' || mu[0] + mu[1] != 1)
    throw InputError("--mu: expected two weights a,b in [0, 1] with a + b = 1 (got \"" + text +
                     "\")");
  return mu;
}

// --game: both decompositions of depth 1 and width 1..2 (pe.thm6_2's strategy sets).
json game_json(const PeOptions& o, const pe::Node& x1, const Rational& eps, const Rational& r) {
  const pe::Node x2 =
      pe::parse_decomposition(read_json_file(o.game, "--game", "decomposition.json"));
  for (const pe::Node* x : {&x1, &x2})
    if (pe::depth(*x) != 1 || pe::width(*x) > 2)
      throw InputError(std::string(x == &x1 ? "--decomposition" : "--game") +
                       ": with --game, depth 1 and width 1..2 (got depth " +
                       std::to_string(pe::depth(*x)) + ", width " + std::to_string(pe::width(*x)) +
                       ")");
  const Rational alpha = o.alpha.empty() ? Rational(99, 100) * eps * r * r / 2
                                         : rational_flag(o.alpha, "--alpha", 0, 1, false);
  const std::vector<Rational> mu = mu_flag(o.mu);
  json game = pe::thm6_2_game_json(x1, x2, mu, alpha, eps, r, o.without_honest == "x2");
  game["thm6_1"] = pe::thm6_1_game_json(x1, x2, mu, eps, r, o.without_honest == "x2");
  return game;
}

// --stackelberg GAME.json: a payoff matrix of exact rationals (rectangular; the schema bounds its
// size at 64 x 64).
std::vector<std::vector<Rational>> matrix_field(const json& m, const std::string& field) {
  std::vector<std::vector<Rational>> out;
  for (std::size_t i = 0; i < m.size(); ++i) {
    if (m[i].size() != m[0].size())
      throw InputError("--stackelberg: " + field + "[" + std::to_string(i) +
                       "]: " + std::to_string(m[i].size()) + " entries, row 0 has " +
                       std::to_string(m[0].size()) + " (the matrix must be rectangular)");
    out.emplace_back();
    for (std::size_t j = 0; j < m[i].size(); ++j)
      out.back().push_back(parse_rational_field(
          m[i][j],
          "--stackelberg: " + field + "[" + std::to_string(i) + "][" + std::to_string(j) + "]"));
  }
  return out;
}

// --stackelberg: Def. 3.4's equilibrium leaders of a finite game (reference/num/stackelberg.hpp),
// with the necessary condition lo + alpha >= max lo - alpha beside them and, per leader, the
// constructed equilibrium responses.
json stackelberg_json(const std::string& path) {
  const json in = read_json_file(path, "--stackelberg", "stackelberg_game.json");
  const auto u_l = matrix_field(in["u_L"], "u_L");
  LeaderFollowerGame g = zero_sum_game(u_l);
  if (in.contains("u_F")) {
    g.follower = matrix_field(in["u_F"], "u_F");
    if (g.follower.size() != u_l.size() || g.follower[0].size() != u_l[0].size())
      throw InputError("--stackelberg: u_F: " + std::to_string(g.follower.size()) + " x " +
                       std::to_string(g.follower[0].size()) + ", u_L is " +
                       std::to_string(u_l.size()) + " x " + std::to_string(u_l[0].size()) +
                       " (the matrices must have one shape)");
  }
  const Rational alpha = parse_rational_field(in["alpha"], "--stackelberg: alpha");
  if (alpha < 0)
    throw InputError("--stackelberg: alpha: " + to_string(alpha) +
                     " outside the allowed range alpha >= 0");
  const std::vector<ResponseRange> ranges = response_ranges(g, alpha);
  Rational best_lo = ranges.front().lo;
  for (const ResponseRange& r : ranges) best_lo = std::max(best_lo, r.lo);
  json leaders = json::array(), necessary = json::array(), lo = json::array(), hi = json::array(),
       responses = json::array();
  for (std::size_t i = 0; i < ranges.size(); ++i) {
    leaders.push_back(is_equilibrium_leader(ranges[i], best_lo, alpha));
    necessary.push_back(ranges[i].lo + alpha >= best_lo - alpha);
    lo.push_back(to_string(ranges[i].lo));
    hi.push_back(to_string(ranges[i].hi));
    const auto s = equilibrium_responses(g, alpha, i);
    responses.push_back(s ? json(*s) : json(nullptr));
  }
  return {{"alpha", to_string(alpha)},
          {"lo", lo},
          {"hi", hi},
          {"leaders", leaders},
          {"necessary", necessary},
          {"responses", responses}};
}

// A focused mode's run of the case named `name`, or exit 2 naming `flag` when `check` has no
// such case.
json named_case(const std::optional<json>& run, const std::string& flag, const std::string& name,
                const std::string& check) {
  if (!run) throw InputError(flag + ": \"" + name + "\" is not a case of " + check);
  return *run;
}

void check_mode_flags(const PeOptions& o) {
  only_with(o.ogd_step != "good", !o.ogd.empty(), "--ogd-step", "--ogd");
  only_with(o.ogd_factor != "3/2", !o.ogd.empty(), "--ogd-factor", "--ogd");
  only_with(o.step_factor != "18", !o.algorithm1.empty(), "--step-factor", "--algorithm1");
  only_with(o.tests_at != "current", !o.h_tests.empty(), "--tests-at", "--h-tests");
  only_with(!o.game.empty(), !o.decomposition.empty(), "--game", "--decomposition");
  only_with(o.mu != "1/2,1/2", !o.game.empty(), "--mu", "--game");
  only_with(!o.alpha.empty(), !o.game.empty(), "--alpha", "--game");
  only_with(o.without_honest != "none", !o.game.empty(), "--without-honest", "--game");
  if (o.without_honest != "none" && o.without_honest != "x2")
    throw InputError("--without-honest: \"" + o.without_honest + "\" is not one of none, x2");
  only_with(!o.x.empty(), !o.def8_1.empty(), "--x", "--def8-1");
  only_with(!o.evidence.empty(), !o.def8_1.empty(), "--evidence", "--def8-1");
  only_with(o.reading != "every-other-piece", !o.def8_1.empty(), "--reading", "--def8-1");
  only_with(o.l_prime != "every-proof", !o.def8_1.empty(), "--l-prime", "--def8-1");
  only_with(o.support_for != "made-queries", !o.def8_1.empty(), "--support-for", "--def8-1");
  only_with(o.s.has_value(), !o.def8_1.empty(), "--s", "--def8-1");
  if (o.ogd_step != "good" && o.ogd_step != "constant")
    throw InputError("--ogd-step: \"" + o.ogd_step + "\" is not one of good, constant");
  if (o.tests_at != "current" && o.tests_at != "start")
    throw InputError("--tests-at: \"" + o.tests_at + "\" is not one of current, start");
  if (o.reading != "every-other-piece" && o.reading != "literal")
    throw InputError("--reading: \"" + o.reading + "\" is not one of every-other-piece, literal");
  if (o.l_prime != "every-proof" && o.l_prime != "first-proof")
    throw InputError("--l-prime: \"" + o.l_prime + "\" is not one of every-proof, first-proof");
  if (o.support_for != "made-queries" && o.support_for != "every-query")
    throw InputError("--support-for: \"" + o.support_for +
                     "\" is not one of made-queries, every-query");
  if (!o.def8_1.empty() && (o.x.empty() || o.evidence.empty()))
    throw InputError("--def8-1: needs --x and --evidence");
}

}  // namespace

bool pe_mode_given(const PeOptions& o) {
  return !o.ogd.empty() || !o.algorithm1.empty() || !o.h_tests.empty() || !o.def8_1.empty() ||
         !o.stackelberg.empty();
}

void check_pe_modes(const PeOptions& o) {
  check_mode_flags(o);
}

void pe_modes(const PeOptions& o, const pe::Node* x1, const Rational& eps, const Rational& r,
              json& result) {
  if (!o.ogd.empty()) {
    const Rational factor = rational_flag(o.ogd_factor, "--ogd-factor", 0, 16, true);
    std::optional<json> run = pe::ogd_case_json(o.ogd, o.ogd_step == "constant", factor);
    if (!run) run = pe::ogd_set_case_json(o.ogd, o.ogd_step == "constant", factor);
    result["ogd"] =
        named_case(run, "--ogd", o.ogd,
                   "pe.ogd.regret ('dim 1, g 1, x0 X, signs S' with X in {0, 1/2, "
                   "1}, S in 0..255; 'alternating, dim D, g G' with D in 1..3, G in "
                   "{1, 2}; 'seeded |<a,x> - c|, dim D, #K' with D in 2..3, K in "
                   "0..39) or pe.ogd.regret_sets ('A, K, dim D, g G' with A in adaptive, cycle, "
                   "alternating, seeded #0..#7, K in box, simplex, ball, D in 2..3, G in {1, 2})");
  }
  if (!o.algorithm1.empty()) {
    const Rational factor = rational_flag(o.step_factor, "--step-factor", 0, 100, true);
    result["algorithm1"] =
        named_case(pe::algorithm1_case_json(o.algorithm1, factor), "--algorithm1", o.algorithm1,
                   "pe.indistinguishable ('|X| N, |Z| Z, g M, family F, delta "
                   "D' as its counterexamples name them)");
  }
  if (!o.h_tests.empty())
    result["h_tests"] =
        named_case(pe::h_tests_case_json(o.h_tests, o.tests_at == "start"), "--h-tests", o.h_tests,
                   "pe.indistinguishable.h_tests ('|X| N, |Z| Z, mu M, g G, class "
                   "C, delta D' as `debref check --filter "
                   "pe.indistinguishable.h_tests --json` names them)");
  if (!o.game.empty() && x1) result["game"] = game_json(o, *x1, eps, r);
  if (!o.def8_1.empty())
    result["def8_1"] = pe::def8_1_json(
        o.def8_1, o.x, o.evidence, eps, o.reading == "literal",
        pe::def8_1_mutation(o.support_for == "every-query", o.l_prime == "first-proof"), o.s);
  if (!o.stackelberg.empty()) result["stackelberg"] = stackelberg_json(o.stackelberg);
}

namespace {

// Lemma A.3's circuit for the returned h (the `circuit` object of --algorithm1 and --h-tests).
void print_h_circuit(const json& c, std::ostream& text) {
  text << "  circuit of the proof: " << c["gates"] << " gates (bound "
       << c["gate_bound"].get<std::string>() << "), " << c["queries"] << " queries of F (bound "
       << c["query_bound"].get<std::string>() << "), "
       << (c["matches_run"].get<bool>() ? "computes the run's h" : "differs from the run's h")
       << "; max |Adv_f(h)| " << c["max_adv"].get<std::string>() << "; as a formula "
       << c["formula_gates"].get<std::string>() << " gates\n";
}

}  // namespace

void print_pe_modes(const json& result, std::ostream& text) {
  if (result.contains("ogd")) {
    const json& g = result["ogd"];
    text << "Thm A.2, " << g["case"].get<std::string>() << ", step " << g["step"].get<std::string>()
         << ", bound " << g["factor"].get<std::string>() << " g d sqrt n: " << g["rows"].size()
         << " (y, n), regret above the bound at " << g["exceeded"] << ", undecided "
         << g["undecided"] << "\n";
    for (const json& row : g["rows"])
      if (row["exceeds"] == json(true)) {
        text << "  first above: y " << row["y"].dump() << ", n " << row["n"]
             << ", regret >= " << row["regret_lower"].get<std::string>()
             << " > bound <= " << row["bound_upper"].get<std::string>() << "\n";
        break;
      }
  }
  if (result.contains("algorithm1")) {
    const json& a = result["algorithm1"];
    text << "Lemma A.3, " << a["case"].get<std::string>() << ": returned "
         << (a["returned"].get<bool>() ? "yes" : "no") << " after " << a["steps"]
         << " steps; floor(" << a["factor"].get<std::string>()
         << " |Z| / delta^2) = " << a["allowed"].get<std::string>()
         << (a["within"].get<bool>() ? " (within)" : " (above)") << "\n";
    if (a.contains("circuit")) print_h_circuit(a["circuit"], text);
  }
  if (result.contains("h_tests")) {
    const json& a = result["h_tests"];
    text << "Lemma A.3 with tests read at h(x), " << a["case"].get<std::string>() << ", tests at "
         << a["tests_at"].get<std::string>() << ": returned "
         << (a["returned"].get<bool>() ? "yes" : "no") << " after " << a["steps"]
         << " steps; floor(18 |Z| / delta^2) = " << a["allowed"].get<std::string>();
    if (a.contains("tests"))
      text << "; Def. A.1 at the returned h: " << a["distinguished"] << " of " << a["tests"].size()
           << " tests distinguish by >= delta " << a["delta"].get<std::string>();
    text << "\n";
    if (a.contains("circuit")) print_h_circuit(a["circuit"], text);
  }
  if (result.contains("game")) {
    const json& g = result["game"];
    text << "Thm 6.2 game, mu " << g["mu"].dump() << ", alpha " << g["alpha"].get<std::string>()
         << ": " << g["leaders"] << " equilibrium leader tuples (of " << g["candidates"]
         << " meeting m(a) + alpha >= max m - alpha), least P[A(x) = L(x)] "
         << g["least_correct"].get<std::string>() << " vs 1 - 4 eps "
         << g["bound"].get<std::string>() << "\n";
    for (const char* set : {"product", "cross"}) {
      const json& t = g["thm6_1"][set];
      if (t.is_null()) continue;
      text << "  Thm 6.1 completeness, " << set << " strategy set: gamma "
           << t["gamma_single_a"].get<std::string>() << " (single A; per input "
           << t["gamma_per_input"].get<std::string>() << "), stable "
           << t["gamma_stable"].get<std::string>() << "; the best A's share where every B leaves "
           << "(1 - eps) r^2: " << t["best_proved"].get<std::string>() << " proved, "
           << t["best_not_refuted"].get<std::string>() << " not refuted, vs 1 - 2 gamma "
           << t["bound_single_a"].get<std::string>() << " (per input "
           << t["bound_per_input"].get<std::string>() << ")\n";
    }
  }
  if (result.contains("stackelberg")) {
    const json& g = result["stackelberg"];
    text << "Def. 3.4 game, alpha " << g["alpha"].get<std::string>()
         << ": leader strategy, [lo, hi] over the follower's alpha-best responses, leads an "
            "equilibrium (the necessary condition lo + alpha >= max lo - alpha)\n";
    for (std::size_t i = 0; i < g["leaders"].size(); ++i)
      text << "  " << i << ": [" << g["lo"][i].get<std::string>() << ", "
           << g["hi"][i].get<std::string>() << "] " << (g["leaders"][i].get<bool>() ? "yes" : "no")
           << " (" << (g["necessary"][i].get<bool>() ? "yes" : "no") << ")\n";
  }
  if (result.contains("def8_1")) {
    const json& d = result["def8_1"];
    text << "Def. 8.1 (" << d["reading"].get<std::string>() << "), "
         << d["language"].get<std::string>() << ", x " << d["x"].get<std::string>() << ", s "
         << d["s"] << ", evidence " << d["evidence"].get<std::string>() << ": least conditional "
         << d["least_conditional"].get<std::string>() << " vs 1 - eps/(4n) "
         << d["bound"].get<std::string>() << (d["s_supported"].get<bool>() ? " (s-supported)" : "")
         << "; x in L " << (d["x_in_L"].get<bool>() ? "yes" : "no") << ", P_r[(x,r) in L'] "
         << d["membership_probability"].get<std::string>() << "\n";
    if (d.contains("choice"))  // a language with proofs (pe.def8_1.proofs)
      text << "  queries M*(x, y) makes, per proof y: " << d["queries_made_by_proof"].dump()
           << "; pieces chosen per query (of " << d["candidates"] << "): " << d["choice"].dump()
           << "; support for " << d["support_for"].get<std::string>() << ", L' on "
           << d["l_prime"].get<std::string>() << "\n";
  }
}

void add_mode_options(CLI::App* pe, PeOptions& o) {
  pe->add_option("--ogd", o.ogd,
                 "one run of pe.ogd.regret or pe.ogd.regret_sets by its case name (Thm A.2): "
                 "regret and bound per "
                 "comparator and n, e.g. --ogd 'alternating, dim 1, g 1'");
  pe->add_option("--ogd-step", o.ogd_step,
                 "with --ogd: the step good (d / (g sqrt(n+1)), default) or constant (d / g, a "
                 "mutant)");
  pe->add_option("--ogd-factor", o.ogd_factor,
                 "with --ogd: the bound's constant in (0, 16] (rational, default 3/2)");
  pe->add_option("--algorithm1", o.algorithm1,
                 "one run of pe.indistinguishable by its case name (Lemma A.3), e.g. "
                 "--algorithm1 '|X| 1, |Z| 2, g 0, family 0, delta 2/5'");
  pe->add_option("--step-factor", o.step_factor,
                 "with --algorithm1: the step count floor(F |Z| / delta^2), F in (0, 100] "
                 "(rational, default 18)");
  pe->add_option("--h-tests", o.h_tests,
                 "one run of pe.indistinguishable.h_tests by its case name (Algorithm 1 with "
                 "tests that read h(x); Def. A.1 per test on the returned h), e.g. --h-tests '|X| "
                 "1, |Z| 2, mu 1, g point mass, class calibration, delta 2/5'");
  pe->add_option("--tests-at", o.tests_at,
                 "with --h-tests: where Algorithm 1 reads its tests' Delta_Z argument, current "
                 "(h_t, default) or start (the uniform h_1, a mutant)");
  pe->add_option("--game", o.game,
                 "with --decomposition: a second input (JSON, depth 1, width <= 2); the two-input "
                 "game of pe.thm6_2 (Thm 6.2)");
  pe->add_option("--mu", o.mu, "with --game: the weights of the two inputs (default 1/2,1/2)");
  pe->add_option("--without-honest", o.without_honest,
                 "with --game: none (default) or x2, whose A strategies then lack Lemma A.5's "
                 "honest prover (Def. 5.2 fails there, as on pe.thm6_2's unprovable inputs)");
  pe->add_option("--alpha", o.alpha,
                 "with --game: alpha in [0, 1] (rational, default (99/100) eps r^2 / 2)");
  pe->add_option("--def8-1", o.def8_1,
                 "Def. 8.1 on a tiny language x1 | x1-and-x2 | x1-or-x2, or one with proofs "
                 "x1-or-x2-proof | xnor-by-x1 | x1-and-x2-proofless (n = 2, s = the proof's "
                 "kappa; --eps <= 1/100), e.g. --def8-1 x1 --x 10 --evidence shared-coin:1/1600 "
                 "--eps 1/100");
  pe->add_option("--stackelberg", o.stackelberg,
                 "Def. 3.4 on a finite leader / follower game (JSON {u_L, u_F (default -u_L), "
                 "alpha}, docs/schema/stackelberg_game.json): which leader strategies lead an "
                 "alpha-approximate Stackelberg equilibrium, e.g. --stackelberg game.json");
  pe->add_option("--x", o.x, "with --def8-1: the input x1x2 (00, 01, 10 or 11)");
  pe->add_option("--evidence", o.evidence,
                 "with --def8-1: independent:ETA | shared-coin:ETA | pairs:A,B (rationals); for "
                 "the languages with proofs independent:ETA | pool:BAD,GOOD | cross-coin:ETA | "
                 "cross-shift:ETA | noisy-u2:ETA");
  pe->add_option("--reading", o.reading,
                 "with --def8-1: Def. 8.1's conditioning every-other-piece (default, eq. (24)) or "
                 "literal (i' != i and j' != j, a mutant)");
  pe->add_option("--l-prime", o.l_prime,
                 "with --def8-1: Def. 8.2's L' runs M*(x, y) for every-proof (default) or "
                 "first-proof only (a mutant)");
  pe->add_option("--support-for", o.support_for,
                 "with --def8-1: Def. 8.1 asks support of the made-queries of each M*(x, y) "
                 "(default) or of every-query of x (a mutant)");
  pe->add_option("--s", o.s,
                 "with --def8-1 on a language with proofs: s, the pieces per query (odd, 1..7; "
                 "default the proof's kappa)");
}

}  // namespace debref
