// Source: seed 000 Sec. 8: Def. 8.1 (s-supported) decided on finite oracle distributions, and
// Thm 8.3 (with Def. 8.2's transformation and the layered majority construction of its proof,
// Appendix C) on tiny languages over x in {0,1}^2, with the twins that drop a hypothesis.
#include <functional>
#include <sstream>
#include <string>

#include "harness/core/deadline.hpp"
#include "harness/core/explore.hpp"
#include "harness/core/replay.hpp"
#include "harness/io/input.hpp"
#include "harness/pe/evaluate.hpp"
#include "harness/pe/json.hpp"
#include "reference/pe/completeness.hpp"
#include "reference/pe/debate.hpp"
#include "reference/pe/stability.hpp"
#include "reference/pe/transform.hpp"

namespace debref::pe {

namespace {

using nlohmann::json;

constexpr int kTransformN = 2;  // |x|: the n of eps / (4n)

// A tiny language: the verifier's circuit C over queries u_i whose truth O*(u_i) is a fixed
// Boolean function of x in {0,1}^2.
struct Language {
  std::string token, name;  // token: `debref pe --def8-1 TOKEN`
  Gate c;
  std::function<std::vector<int>(int, int)> truth;  // (x1, x2) -> O*(u_i)
};

std::vector<Language> languages() {
  auto bits = [](int x1, int x2) { return std::vector<int>{x1, x2}; };
  return {
      {"x1", "x1 (w = 1, d = 1)", Gate{Gate::Op::And, 0, {query_gate(0)}}, bits},
      {"x1-and-x2", "x1 AND x2 (w = 2, d = 1)",
       Gate{Gate::Op::And, 0, {query_gate(0), query_gate(1)}}, bits},
      {"x1-or-x2", "x1 OR x2 (w = 2, d = 1)", Gate{Gate::Op::Or, 0, {query_gate(0), query_gate(1)}},
       bits},
      {"x1-xor-x2",
       "x1 XOR x2 = (u1 OR u2) AND (u3 OR u4), u3 = NOT x1, u4 = NOT x2 (w = 2, d = 2)",
       Gate{Gate::Op::And,
            0,
            {Gate{Gate::Op::Or, 0, {query_gate(0), query_gate(1)}},
             Gate{Gate::Op::Or, 0, {query_gate(2), query_gate(3)}}}},
       [](int x1, int x2) {
         return std::vector<int>{x1, x2, 1 - x1, 1 - x2};
       }},
  };
}

// P[O(v) = 1] of a piece of each query, independent pieces wrong w.p. eta.
std::vector<Rational> one_probabilities(const std::vector<int>& truth, const Rational& eta) {
  std::vector<Rational> one;
  for (int t : truth) one.push_back(t == 1 ? Rational(1 - eta) : eta);
  return one;
}

// Pieces in pairs (the last alone): each wrong alone w.p. a, both w.p. b.
Evidence paired_evidence(const std::vector<int>& truth, int s, const Rational& a,
                         const Rational& b) {
  Evidence p = independent_evidence(truth, s, a + b);
  p.blocks.clear();
  for (int i = 0; i < p.queries; ++i)
    for (int j = 0; j < s; j += 2) {
      const unsigned r = truth[i] == 1 ? 1u : 0u;
      if (j + 1 == s) {
        p.blocks.push_back(
            EvidenceBlock{{{i, j}}, {{Rational(1 - a - b), r}, {Rational(a + b), r ^ 1u}}});
        continue;
      }
      const unsigned right = r * 3u;
      p.blocks.push_back(EvidenceBlock{
          {{i, j}, {i, j + 1}},
          {{Rational(1 - 2 * a - b), right}, {a, right ^ 1u}, {a, right ^ 2u}, {b, right ^ 3u}}});
    }
  return p;
}

// Thm 8.3's membership conclusion: x in L iff P > 1 - eps / (4n); the margin (>= 0 iff it holds;
// 0 counts as failing when x in L: the inequality is strict).
Rational membership_margin(bool in_l, const Rational& p, const Rational& eps) {
  const Rational bound = 1 - eps / (4 * kTransformN);
  return in_l ? p - bound : bound - p;
}

bool membership_holds(bool in_l, const Rational& p, const Rational& eps) {
  const Rational m = membership_margin(in_l, p, eps);
  return in_l ? m > 0 : m >= 0;
}

// Def. 5.3 at every internal node, by backward induction (stability_by_prefix; the vertex
// decision `stability` must agree where q <= 3). Least margin rho eps - sup; first unstable path.
struct NodesVerdict {
  Rational least_margin = 1;
  std::optional<Path> unstable;
  bool disagree = false;
  int nodes = 0;
};

void every_node(const Node& n, Path& path, const Rational& eps, const Rational& rho,
                NodesVerdict& v) {
  if (n.leaf()) return;
  const CondTable p = conditional(n);
  const Stability st = stability_by_prefix(n.table, p, eps, rho);
  ++v.nodes;
  if (width(n) <= 3 && stability(n.table, p, eps, rho).stable != st.stable) v.disagree = true;
  if (rho * eps - st.supremum < v.least_margin) v.least_margin = rho * eps - st.supremum;
  if (!st.stable && !v.unstable) v.unstable = path;
  for (std::size_t i = 0; i < n.children.size(); ++i) {
    // The kappa copies of an input are the same subtree: decide the first copy only.
    if (i > 0 && n.children[i].table == n.children[i - 1].table && !n.children[i].leaf() &&
        correct(n.children[i]) == correct(n.children[i - 1]))
      continue;
    path.push_back(static_cast<int>(i));
    every_node(n.children[i], path, eps, rho, v);
    path.pop_back();
  }
}

json path_json(const Path& p) {
  std::string s;
  for (int i : p) s += std::to_string(i) + ".";
  return s.empty() ? "root" : s.substr(0, s.size() - 1);
}

}  // namespace

ClaimOutcome def8_1_supported(bool literal_reading) {
  ClaimOutcome out;
  const Rational eps(1, 100);
  const Rational delta = eps / (4 * kTransformN);
  const Conditioning reading =
      literal_reading ? Conditioning::BothIndicesDiffer : Conditioning::OtherPieces;
  for (const Language& lang : languages()) {
    if (circuit_depth(lang.c) != 1) continue;
    const int s = proof_kappa(eps, fan_in(lang.c));
    for (int x = 0; x < 4; ++x) {
      const std::vector<int> truth = lang.truth(x >> 1, x & 1);
      const bool in_l = gate_value(lang.c, truth) == 1;
      // (evidence, the closed form of Def. 8.1's least conditional probability, its name, its
      // `debref pe --evidence`)
      std::vector<std::tuple<Evidence, Rational, std::string, std::string>> cases;
      for (const Rational& eta : std::vector<Rational>{0, delta / 2, delta, 2 * delta})
        cases.emplace_back(independent_evidence(truth, s, eta), Rational(1 - eta),
                           "independent, eta = " + to_string(eta), "independent:" + to_string(eta));
      for (const Rational& eta : std::vector<Rational>{delta / 2, delta})
        cases.emplace_back(
            shared_coin_evidence(truth, s, eta), literal_reading ? Rational(1 - eta) : Rational(0),
            "one shared coin per query, eta = " + to_string(eta), "shared-coin:" + to_string(eta));
      const Rational a = delta / 2;
      for (const Rational& b : std::vector<Rational>{delta * delta / 4, delta / 4}) {
        const Rational closed = literal_reading ? Rational(1 - a - b)
                                                : std::min(Rational((1 - 2 * a - b) / (1 - a - b)),
                                                           Rational(a / (a + b)));
        cases.emplace_back(paired_evidence(truth, s, a, b), closed,
                           "pairs, one wrong w.p. " + to_string(a) + ", both w.p. " + to_string(b),
                           "pairs:" + to_string(a) + "," + to_string(b));
      }
      for (const auto& [p, closed, name, flag] : cases) {
        throw_if_past_deadline();
        const Rational least = least_support(p, truth, reading);
        auto instance = [&, &name = name, &closed = closed] {
          return json{{"language", lang.name},
                      {"x", std::to_string(x >> 1) + std::to_string(x & 1)},
                      {"eps", to_string(eps)},
                      {"n", kTransformN},
                      {"s", s},
                      {"evidence", name},
                      {"least_conditional", to_string(least)},
                      {"closed_form", to_string(closed)},
                      {"bound 1 - eps/(4n)", to_string(1 - delta)}};
        };
        if (least != closed) {  // the finite decision disagrees with the closed form
          if (!out.violation) out.violation = instance();
          continue;
        }
        if (!s_supported(p, truth, eps, kTransformN, reading)) {
          ++out.vacuous;
          continue;
        }
        // s-supported: Thm 8.3's membership conclusion for Def. 8.2's L' (s = kappa, d = 1).
        ++out.instances;
        const Rational member = membership_probability(lang.c, p);
        out.slack(membership_margin(in_l, member, eps), [&] {
          json j = instance();
          j["P_r[(x,r) in L']"] = to_string(member);
          return j;
        });
        if (!membership_holds(in_l, member, eps) && !out.violation) {
          out.violation = instance();
          (*out.violation)["x in L"] = in_l;
          (*out.violation)["P_r[(x,r) in L']"] = to_string(member);
          set_replay(*out.violation,
                     "debref pe --def8-1 " + lang.token + " --x " +
                         (*out.violation)["x"].get<std::string>() + " --evidence " + flag +
                         " --eps " + to_string(eps) + (literal_reading ? " --reading literal" : ""),
                     "/def8_1/membership_probability", (*out.violation)["P_r[(x,r) in L']"]);
          if (literal_reading) return out;
        }
      }
    }
  }
  out.detail = std::string("Def. 8.1 read as conditioning on ") +
               (literal_reading ? "the pieces with i' != i and j' != j (literal)"
                                : "every other piece (eq. (24))") +
               "; eps = 1/100, n = 2, s = the proof's kappa (d = 1); the finite decision equals "
               "the closed form on every case; s-supported cases meet x in L iff "
               "P_r[(x,r) in L'] > 1 - eps/(4n)";
  return out;
}

std::pair<std::string, std::vector<Rational>> evidence_parts(const std::string& text,
                                                             const std::string& usage) {
  const std::size_t colon = text.find(':');
  if (colon == std::string::npos) throw InputError(usage);
  const std::string kind = text.substr(0, colon), rest = text.substr(colon + 1);
  std::vector<Rational> v;
  std::stringstream in(rest);
  try {
    for (std::string part; std::getline(in, part, ',');) v.push_back(parse_rational(part));
  } catch (const ParseError&) {
    throw InputError(usage);
  }
  if (rest.empty() || rest.back() == ',') throw InputError(usage);
  for (const Rational& x : v)
    if (x < 0 || x > 1) throw InputError(usage);
  return {kind, v};
}

namespace {

// --evidence KIND:PARAMETERS, as pe.def8_1.supported builds its cases.
Evidence evidence_flag(const std::string& text, const std::vector<int>& truth, int s) {
  const std::string usage =
      "--evidence: expected independent:ETA, shared-coin:ETA or pairs:A,B (rationals, ETA in "
      "[0, 1], A, B >= 0 with 2 A + B <= 1; got \"" +
      text + "\")";
  const auto [kind, v] = evidence_parts(text, usage);
  if ((kind == "independent" || kind == "shared-coin") && v.size() == 1)
    return kind == "independent" ? independent_evidence(truth, s, v[0])
                                 : shared_coin_evidence(truth, s, v[0]);
  if (kind == "pairs" && v.size() == 2 && 2 * v[0] + v[1] <= 1)
    return paired_evidence(truth, s, v[0], v[1]);
  throw InputError(usage);
}

}  // namespace

json def8_1_json(const std::string& language, const std::string& x, const std::string& evidence,
                 const Rational& eps, bool literal_reading, Def81Mutation mutation,
                 std::optional<int> s_flag) {
  if (auto j = def8_1_proofs_json(language, x, evidence, eps, literal_reading, mutation, s_flag))
    return *j;
  std::string tokens;
  const Language* lang = nullptr;
  static const std::vector<Language> all = languages();
  for (const Language& l : all) {
    if (circuit_depth(l.c) != 1) continue;  // Def. 8.2's L' with s = kappa: depth 1 only
    tokens += (tokens.empty() ? "" : ", ") + l.token;
    if (l.token == language) lang = &l;
  }
  if (!lang)
    throw InputError("--def8-1: \"" + language + "\" is not one of " + tokens + ", " +
                     def8_1_proof_tokens());
  const std::string proofs_only =
      " only with a language with proofs (" + def8_1_proof_tokens() + ")";
  if (mutation == Def81Mutation::FirstProof) throw InputError("--l-prime:" + proofs_only);
  if (mutation == Def81Mutation::EveryQuery) throw InputError("--support-for:" + proofs_only);
  if (s_flag) throw InputError("--s:" + proofs_only);
  if (x.size() != 2 || (x[0] != '0' && x[0] != '1') || (x[1] != '0' && x[1] != '1'))
    throw InputError("--x: \"" + x + "\" is not one of 00, 01, 10, 11");
  if (eps > Rational(1, 100))
    throw InputError("--eps: " + to_string(eps) +
                     " outside the allowed range (0, 1/100] of --def8-1");
  const std::vector<int> truth = lang->truth(x[0] - '0', x[1] - '0');
  const int s = proof_kappa(eps, fan_in(lang->c));
  const Evidence p = evidence_flag(evidence, truth, s);
  const Conditioning reading =
      literal_reading ? Conditioning::BothIndicesDiffer : Conditioning::OtherPieces;
  const bool in_l = gate_value(lang->c, truth) == 1;
  const Rational member = membership_probability(lang->c, p);
  return {{"language", lang->name},
          {"x", x},
          {"x_in_L", in_l},
          {"eps", to_string(eps)},
          {"n", kTransformN},
          {"s", s},
          {"evidence", evidence},
          {"reading", literal_reading ? "literal" : "every-other-piece"},
          {"least_conditional", to_string(least_support(p, truth, reading))},
          {"bound", to_string(1 - eps / (4 * kTransformN))},
          {"s_supported", s_supported(p, truth, eps, kTransformN, reading)},
          {"membership_probability", to_string(member)},
          {"membership_holds", membership_holds(in_l, member, eps)}};
}

ClaimOutcome thm8_3_transformed(bool small_kappa) {
  ClaimOutcome out;
  const Rational rho(1, 2);
  long proved = 0, unknown = 0;
  Rational least_stability = 1;
  std::vector<Rational> epsilons{Rational(1, 100), Rational(1, 1000)};
  if (small_kappa) epsilons = {Rational(1, 4)};
  for (const Language& lang : languages())
    for (const Rational& eps : epsilons) {
      const int d = circuit_depth(lang.c), w = fan_in(lang.c);
      if (d == 2 && eps == Rational(1, 100)) continue;  // q = 14 at depth 2: out of the time budget
      const int kappa = small_kappa ? 3 : proof_kappa(eps, w);
      const Rational delta = eps / (4 * kTransformN);
      for (const Rational& eta : std::vector<Rational>{0, delta / 2, delta})
        for (int x = 0; x < 4; ++x) {
          throw_if_past_deadline();
          const std::vector<int> truth = lang.truth(x >> 1, x & 1);
          int s = 1;
          for (int k = 0; k < d; ++k) s *= kappa;
          const Evidence p = independent_evidence(truth, s, eta);
          if (!s_supported(p, truth, eps, kTransformN, Conditioning::OtherPieces)) {
            ++out.vacuous;
            continue;
          }
          ++out.instances;
          const bool in_l = gate_value(lang.c, truth) == 1;
          const Node root = transformed_decomposition(lang.c, kappa, one_probabilities(truth, eta));
          NodesVerdict v;
          Path path;
          every_node(root, path, eps, rho, v);
          const Rational flat = membership_probability(lang.c, p), layered = correct(root);
          auto instance = [&] {
            return json{{"language", lang.name},
                        {"x", std::to_string(x >> 1) + std::to_string(x & 1)},
                        {"eps", to_string(eps)},
                        {"rho", to_string(rho)},
                        {"eta", to_string(eta)},
                        {"kappa", kappa},
                        {"s = kappa^d", s},
                        {"q = w kappa", w * kappa},
                        {"x in L", in_l},
                        {"P_r[(x,r) in L'] (Def. 8.2)", to_string(flat)},
                        {"g(root) (C')", to_string(layered)},
                        {"least stability margin rho eps - sup", to_string(v.least_margin)}};
          };
          if (v.least_margin < least_stability) least_stability = v.least_margin;
          Rational slack = std::min({v.least_margin, membership_margin(in_l, flat, eps),
                                     membership_margin(in_l, layered, eps)});
          if (!small_kappa) out.slack(slack, instance);
          const bool holds = !v.unstable && !v.disagree && membership_holds(in_l, flat, eps) &&
                             membership_holds(in_l, layered, eps);
          if (!holds && !out.violation) {
            out.violation = instance();
            if (v.unstable) {
              (*out.violation)["first unstable node"] = path_json(*v.unstable);
              const Node* node = &root;
              for (int i : *v.unstable) node = &node->children[i];
              // `debref pe` on the unstable node's subtree (within its width limit) prints its
              // Def. 5.3 verdict (the subtree's root, nodes[0]).
              if (width(*node) <= kMaxWidth) {
                (*out.violation)["stable"] = false;
                set_replay(*out.violation,
                           "debref pe --decomposition " +
                               explore::file_arg(decomposition_json(*node)) + " --eps " +
                               to_string(eps) + " --rho " + to_string(rho),
                           "/nodes/0/stable", false);
              }
            }
            if (v.disagree) (*out.violation)["vertex and prefix decisions disagree"] = true;
            if (small_kappa) return out;
          }
          // Lemma A.5 on the transformed decomposition where g(root) is 0/1 (eta = 0) and it is
          // small enough for the branch and bound (d = 1, q <= 5).
          if (small_kappa || eta != 0 || d != 1 || w * kappa > 5) continue;
          const CompletenessDecision dec =
              decide_completeness(root, eps, reward_ratio(eps, rho), in_l ? 1 : 0, 500);
          if (dec.verdict == CompletenessDecision::Verdict::Proved) ++proved;
          if (dec.verdict == CompletenessDecision::Verdict::Unknown) ++unknown;
          if (dec.verdict == CompletenessDecision::Verdict::Refuted && !out.violation) {
            out.violation = instance();
            (*out.violation)["Lemma A.5"] = "refuted";
            (*out.violation)["payoff"] = to_string(dec.payoff);
          }
        }
    }
  // Lemma A.5 on the smallest transformed decomposition (x1, kappa = 3 < the proof's, d = 1,
  // eta = 0, eps = 1/1000), stable by the check above's decision.
  if (!small_kappa)
    for (int claim : {0, 1}) {
      const Node root = transformed_decomposition(languages()[0].c, 3, {Rational(claim)});
      const Rational eps(1, 1000);
      const CompletenessDecision dec =
          decide_completeness(root, eps, reward_ratio(eps, rho), claim, 5000);
      if (first_unstable(root, eps, rho)) continue;
      if (dec.verdict == CompletenessDecision::Verdict::Proved) ++proved;
      if (dec.verdict == CompletenessDecision::Verdict::Unknown) ++unknown;
      if (dec.verdict == CompletenessDecision::Verdict::Refuted && !out.violation)
        out.violation = json{{"Lemma A.5", "refuted"}, {"kappa", 3}, {"claim", claim}};
    }
  out.detail =
      "least stability margin rho eps - sup over every node: " + to_string(least_stability) +
      (small_kappa ? std::string()
                   : "; Lemma A.5 (exact branch and bound) on the transformed "
                     "decompositions with g(root) 0/1 and q <= 5: " +
                         std::to_string(proved) + " proved, " + std::to_string(unknown) +
                         " unknown within the box budget, 0 refuted");
  return out;
}

}  // namespace debref::pe
