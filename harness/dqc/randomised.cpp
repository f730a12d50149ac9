#include "harness/dqc/randomised.hpp"

#include <stdexcept>

#include "harness/dqc/json.hpp"
#include "harness/io/input.hpp"
#include "reference/dqc/circuit.hpp"

namespace debref::dqc {

namespace {

using nlohmann::json;

/// The largest majority searched for (Newman's step); the instances need t <= 3.
constexpr int max_majority = 15;

/// `trees` and `r`: the depth-q trees and game on `in` when already computed.
NewmanStep newman_step(const TruthTable& f, const Debate& d, const ValidInputs& in, int q,
                       const std::vector<TreeFunction>* known = nullptr,
                       const RandomisedError* known_r = nullptr) {
  NewmanStep s;
  s.q = q;
  if (q > 2) {  // q = D(f): the optimal decision tree alone errs nowhere
    s.t = 1;
    s.trees = {optimal_decision_tree(f)};
  } else {
    const std::vector<TreeFunction> trees = known ? *known : tree_functions(in, q);
    const RandomisedError r = known_r ? *known_r : randomised_error(in, trees, q);
    const std::optional<Majority> maj = least_majority(r, max_majority);
    if (!maj) return s;
    s.t = maj->t;
    for (std::size_t i : maj->trees) s.trees.push_back(trees[i].tree);
  }
  const Circuit c = majority_circuit(s.trees, d.n + 2 * d.k);
  s.m = c.size();
  if (s.m >= 1) {
    s.debate = cross_examination_debate(d.n, d.k, c);
    s.valid = validate(*s.debate, f).valid;
  }
  return s;
}

std::string transcript_string(const ValidInputs& in, std::size_t p) {
  std::string s;
  for (int b = 0; b < 2 * in.k; ++b)
    s += in.points[p][static_cast<std::size_t>(in.n + b)] ? '1' : '0';
  return s;
}

json newman_json(const NewmanStep& s, const Debate& d) {
  const int n = d.n, k = d.k, big = 12 * (2 * k + n);
  json j{{"q", s.q},        {"t", s.t ? json(*s.t) : json()},
         {"newman_t", big}, {"trees", json::array()},
         {"m", s.m},        {"newman_m", big * (3 * (1 << s.q) + 5)}};
  for (const Tree& t : s.trees) j["trees"].push_back(t.to_string(n));
  if (s.debate) {
    j["lemma8"] = {{"rounds", s.debate->k},
                   {"queries", s.debate->queries()},
                   {"bound", ceil_log2(static_cast<std::uint64_t>(s.m)) + 3},
                   {"valid", s.valid},
                   {"thm14_bound_holds", thm14_holds(s.debate->queries(), s.q, k, n)}};
  } else {
    j["lemma8"] = json();
  }
  return j;
}

}  // namespace

Debate system_debate(const TruthTable& f, System system) {
  if (system == System::tree) return Debate{f.n, 0, optimal_decision_tree(f)};
  return kw_debate(min_depth_formulas(f.n).formula(f.bits), f.n);
}

std::string system_name(System system) {
  return system == System::tree ? "tree" : "thm5";
}

Rational thm13_bound(int n, int q) {
  return Rational(n - ((1 << q) - 1), 2 * n);
}

bool thm14_holds(int queries, int q, int k, int n) {
  const int e = queries - q - 10;  // need 2^e < 2k + n
  return e < 0 || (e < 30 && (1 << e) < 2 * k + n);
}

RandomisedAnalysis analyse(const TruthTable& f, System system, int max_q, bool all, bool newman) {
  if (f.n < 1 || f.n > 4 || (f.n == 4 && system != System::tree))
    throw std::invalid_argument("analyse: n must be in 1..3 (1..4 for the (0, D(f)) debate)");
  RandomisedAnalysis a;
  a.f = f;
  a.system = system;
  a.d = system_debate(f, system);
  a.inputs = valid_inputs(a.d, f);
  a.q_star = -1;
  for (int q = 0; q <= max_q; ++q) {
    a.trees.push_back(tree_functions(a.inputs, q));
    a.depths.push_back(randomised_error(a.inputs, a.trees.back(), q));
    if (a.q_star < 0 && a.depths.back().error <= Rational(1, 3)) a.q_star = q;
    if (a.q_star >= 0 && !all) break;
  }
  // Beyond max_q: D(f) when it is max_q + 1 (its decision tree errs nowhere), else unknown.
  if (a.q_star < 0 && decision_tree_depth(f) <= max_q + 1) a.q_star = decision_tree_depth(f);
  if (a.q_star < 0 && newman) throw std::invalid_argument("analyse: q_star beyond max_q + 1");
  if (newman) {
    const bool known = a.q_star < static_cast<int>(a.depths.size());
    const auto qs = static_cast<std::size_t>(a.q_star);
    a.newman = newman_step(f, a.d, a.inputs, a.q_star, known ? &a.trees[qs] : nullptr,
                           known ? &a.depths[qs] : nullptr);
    a.honest_only = newman_step(f, a.d, honest_inputs(a.d, f), a.q_star);
  }
  return a;
}

json randomised_json(const RandomisedAnalysis& a) {
  const int n = a.f.n;
  const int relevant = relevant_variables(a.f);
  json j = describe(a.f);
  j["debate"] = system_name(a.system);
  j["verifier"] = describe(a.d);
  j["valid_inputs"] = a.inputs.points.size();
  j["relevant_variables"] = relevant;
  j["depths"] = json::array();
  const std::vector<std::size_t> shared =
      relevant ? yao_points(a.inputs, a.d, a.f, true) : std::vector<std::size_t>{};
  const std::vector<std::size_t> separate =
      relevant ? yao_points(a.inputs, a.d, a.f, false) : std::vector<std::size_t>{};
  for (std::size_t i = 0; i < a.depths.size(); ++i) {
    const RandomisedError& r = a.depths[i];
    json e{{"q", r.q},
           {"error", debref::to_string(r.error)},
           {"trees", r.trees},
           {"undominated_trees", r.kept_trees},
           {"undominated_inputs", r.kept_points},
           {"pivots", r.pivots},
           {"verifier_mixture", json::array()},
           {"hard_inputs", json::array()}};
    const bool meaningful = relevant == n && (1 << r.q) - 1 < n;
    e["thm13_bound"] = meaningful ? json(debref::to_string(thm13_bound(n, r.q))) : json();
    e["yao_error"] = relevant ? json(debref::to_string(yao_error(r, shared))) : json();
    e["yao_error_separate"] = relevant ? json(debref::to_string(yao_error(r, separate))) : json();
    for (const auto& [t, w] : r.verifier)
      e["verifier_mixture"].push_back(
          {{"tree", a.trees[i][t].tree.to_string(n)}, {"weight", debref::to_string(w)}});
    for (const auto& [p, w] : r.hard)
      e["hard_inputs"].push_back({{"x", input_string(a.inputs.x[p], n)},
                                  {"transcript", transcript_string(a.inputs, p)},
                                  {"weight", debref::to_string(w)}});
    j["depths"].push_back(std::move(e));
  }
  j["randomised_queries"] = a.q_star;
  j["thm13_stated_bound_vacuous"] = n <= 8;  // log2 n - 3 <= 0
  if (a.newman) j["newman"] = newman_json(*a.newman, a.d);
  if (a.honest_only) j["newman_honest_only"] = newman_json(*a.honest_only, a.d);
  return j;
}

void check_randomised_flags(const std::string& bits, const std::string& debate,
                            const std::string& method, int max_l) {
  truth_table_flag(bits, "--randomised", 1, 3);
  if (!debate.empty() && debate != "tree" && debate != "thm5")
    throw InputError("--randomised-debate: tree or thm5 (got \"" + debate + "\")");
  if (method != "exhaustive") throw InputError("--method: not with --randomised");
  if (max_l != 3) throw InputError("--max-l: not with --randomised");
}

json randomised_command(const std::string& bits, const std::string& debate, std::ostream& text) {
  const TruthTable f = parse_truth_table(bits, 3);
  const System system = debate == "tree" ? System::tree : System::thm5;
  const RandomisedAnalysis a = analyse(f, system, 2, true, true);
  json j = randomised_json(a);
  text << "f = " << bits << " (n = " << f.n << "), " << system_name(system)
       << " debate: k = " << a.d.k << ", l = " << a.d.queries()
       << ", V = " << a.d.tree.to_string(f.n) << "; " << a.inputs.points.size()
       << " valid inputs\n";
  for (const json& e : j["depths"]) {
    text << "q = " << e["q"] << ": least randomised error " << e["error"].get<std::string>() << " ("
         << e["trees"] << " tree functions; mixture of " << e["verifier_mixture"].size() << ")";
    if (!e["thm13_bound"].is_null())
      text << ", Thm 13's bound " << e["thm13_bound"].get<std::string>() << ", Yao under D "
           << e["yao_error"].get<std::string>();
    text << "\n";
  }
  text << "randomised query complexity of V (error <= 1/3): " << a.q_star << "\n";
  for (const char* key : {"newman", "newman_honest_only"}) {
    const json& s = j[key];
    text << key << ": t = " << (s["t"].is_null() ? std::string("none") : s["t"].dump())
         << " (proof: " << s["newman_t"] << "), m = " << s["m"];
    if (!s["lemma8"].is_null())
      text << ", Lemma 8 debate: " << s["lemma8"]["queries"] << " queries, "
           << (s["lemma8"]["valid"].get<bool>() ? "valid" : "INVALID");
    text << "\n";
  }
  return j;
}

}  // namespace debref::dqc
