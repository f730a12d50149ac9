// Source: seed 000 Thm 6.1 (completeness) with Def. 5.2 (A-provable with probability 1 - gamma:
// a single A in the set A answers every query and claims L(x) on a (1 - gamma) share of mu) and
// Def. 5.3 ((eps, 1/2)-stable with probability 1 - gamma), on the two-input games of pe.thm6_2
// with 1/n read as r^{d+1}: some A in A has, for every B, E[V^{A,B}(x)] >= (1 - eps) r^{d+1}
// with probability at least 1 - 2 gamma over x ~ mu. A is a set of functions of x: the product
// of the inputs' strategy sets, or the cross set where every A plays the honest prover on one
// input and a liar on the other, so that "a single A" is a constraint. The twin reads Def. 5.2 per
// input ("for each x some A"), which the cross set meets with gamma = 0.
#include <algorithm>
#include <array>
#include <optional>

#include "harness/core/deadline.hpp"
#include "harness/core/explore.hpp"
#include "harness/core/replay.hpp"
#include "harness/pe/evaluate.hpp"
#include "harness/pe/game_inputs.hpp"
#include "harness/pe/instances.hpp"
#include "harness/pe/json.hpp"
#include "reference/pe/completeness.hpp"
#include "reference/pe/stability.hpp"

namespace debref::pe {

namespace {

using nlohmann::json;

constexpr long kBoxes = 20000;  // Lemma A.5's branch and bound per honest prover

// Whether every B leaves A's strategy at least (1 - eps) r^{d+1} on the input: proved (Lemma A.5's
// decision, honest prover only), refuted (a B of the finite set, or Lemma A.5's witness, below),
// or unknown (no B of the finite set is below; never counted as proved).
enum class Good { yes, no, unknown };

struct InputGood {
  std::vector<Good> good;     // per A strategy (row of GameInput::u)
  bool stable = false;        // (eps, 1/2)-stable (Def. 5.3)
  bool contradicted = false;  // Lemma A.5 proved the honest prover, yet a finite B is below
  bool provable = false;      // Def. 5.2 at x for the honest prover: L(x) = g(root) in {0, 1}
};

InputGood input_good(const GameInput& in, const Rational& eps, const Rational& r) {
  InputGood out;
  out.stable = !first_unstable(in.root, eps, Rational(1, 2)).has_value();
  const Rational bound = (1 - eps) * power(r, depth(in.root) + 1);
  for (std::size_t a = 0; a < in.u.size(); ++a) {
    const bool below = *std::min_element(in.u[a].begin(), in.u[a].end()) < bound;
    if (a != in.honest || !zero_one(correct(in.root))) {  // Lemma A.5 asks A(x) = g(root)
      out.good.push_back(below ? Good::no : Good::unknown);
      continue;
    }
    out.provable = true;
    const int truth = correct(in.root) == 1 ? 1 : 0;
    const CompletenessDecision d = decide_completeness(in.root, eps, r, truth, kBoxes);
    using V = CompletenessDecision::Verdict;
    // A B of the finite set below the bound refutes even a proof (a wrong one: the check fails).
    out.contradicted = below && d.verdict == V::Proved;
    out.good.push_back(below || d.verdict == V::Refuted ? Good::no
                       : d.verdict == V::Proved         ? Good::yes
                                                        : Good::unknown);
  }
  return out;
}

// A strategy set over the two inputs as a union of products S_1 x S_2 (rows of GameInput::u).
using Block = std::array<std::vector<std::size_t>, 2>;

std::vector<std::size_t> all_rows(const GameInput& in) {
  std::vector<std::size_t> rows(in.u.size());
  for (std::size_t a = 0; a < rows.size(); ++a) rows[a] = a;
  return rows;
}

// The numbered provers that claim 1 - L(x).
std::vector<std::size_t> liar_rows(const GameInput& in) {
  std::vector<std::size_t> rows;
  for (std::size_t a = 0; a < in.u.size(); ++a)
    if (!in.correct[a]) rows.push_back(a);
  return rows;
}

// The product A_1 x A_2, or (both inputs with the honest prover) the cross set {honest} x
// liars_2 U liars_1 x {honest}: every A knows one input's answer and claims the other wrong.
std::optional<std::vector<Block>> strategy_set(const std::array<const GameInput*, 2>& in,
                                               bool cross) {
  if (!cross) return std::vector<Block>{{all_rows(*in[0]), all_rows(*in[1])}};
  if (!in[0]->honest || !in[1]->honest) return std::nullopt;
  return std::vector<Block>{{std::vector<std::size_t>{*in[0]->honest}, liar_rows(*in[1])},
                            {liar_rows(*in[0]), std::vector<std::size_t>{*in[1]->honest}}};
}

// Thm 6.1's quantities on one pair of inputs, weights mu and strategy set.
struct Verdict {
  Rational gamma_single;      // Def. 5.2: 1 - max over A of mu(inputs where A is the honest prover)
  Rational gamma_per_input;   // the twin's reading: 1 - mu(inputs where some A is)
  Rational gamma_stable;      // Def. 5.3: 1 - mu(stable inputs)
  Rational best_lo, best_hi;  // max over A of mu(inputs where every B leaves A >= the bound):
                              // counting proved only / everything not refuted
};

bool contains(const std::vector<std::size_t>& rows, std::size_t a) {
  return std::find(rows.begin(), rows.end(), a) != rows.end();
}

Verdict verdict(const std::array<const GameInput*, 2>& in, const std::array<InputGood, 2>& good,
                const std::vector<Rational>& mu, const std::vector<Block>& blocks) {
  Verdict v;
  Rational provable = 0;
  std::array<bool, 2> some_honest = {false, false};
  for (const Block& b : blocks) {
    Rational share = 0, lo = 0, hi = 0;
    for (std::size_t x = 0; x < 2; ++x) {
      if (good[x].provable && contains(b[x], *in[x]->honest)) share += mu[x], some_honest[x] = true;
      const auto is = [&](Good g) {
        return std::any_of(b[x].begin(), b[x].end(),
                           [&](std::size_t a) { return good[x].good[a] == g; });
      };
      if (is(Good::yes)) lo += mu[x];
      if (is(Good::yes) || is(Good::unknown)) hi += mu[x];
    }
    provable = std::max(provable, share);
    v.best_lo = std::max(v.best_lo, lo);
    v.best_hi = std::max(v.best_hi, hi);
  }
  v.gamma_single = 1 - provable;
  v.gamma_per_input = 1;
  v.gamma_stable = 1;
  for (std::size_t x = 0; x < 2; ++x) {
    if (some_honest[x]) v.gamma_per_input -= mu[x];
    if (good[x].stable) v.gamma_stable -= mu[x];
  }
  return v;
}

// gamma: the least with A-provability (single A, or per input in the twin) and stability each
// with probability 1 - gamma.
Rational gamma_of(const Verdict& v, bool per_input) {
  return std::max(per_input ? v.gamma_per_input : v.gamma_single, v.gamma_stable);
}

json verdict_json(const Verdict& v) {
  return {{"gamma_single_a", to_string(v.gamma_single)},
          {"gamma_per_input", to_string(v.gamma_per_input)},
          {"gamma_stable", to_string(v.gamma_stable)},
          {"bound_single_a", to_string(1 - 2 * gamma_of(v, false))},
          {"bound_per_input", to_string(1 - 2 * gamma_of(v, true))},
          {"best_proved", to_string(v.best_lo)},
          {"best_not_refuted", to_string(v.best_hi)}};
}

// The inputs of pe.thm6_2 (6 stable, 12 unstable) with their verdicts, computed once.
struct Inputs {
  std::vector<GameInput> stable, unstable;
  std::vector<InputGood> stable_good, unstable_good;
};

const Inputs& inputs() {
  static const Inputs in = [] {
    Inputs out;
    const Rational r = reward_ratio(family_eps(), family_rho());
    out.stable = thm62_inputs(r);
    out.unstable = thm62_inputs(r, false, 12);
    for (const GameInput& g : out.stable) out.stable_good.push_back(input_good(g, family_eps(), r));
    for (const GameInput& g : out.unstable)
      out.unstable_good.push_back(input_good(g, family_eps(), r));
    return out;
  }();
  return in;
}

// What was decided per input: the honest provers proved / refuted / unknown, the liars refuted.
std::string input_summary() {
  const Inputs& in = inputs();
  std::array<long, 3> honest = {0, 0, 0};
  long liars = 0, liars_refuted = 0;
  auto tally = [&](const GameInput& g, const InputGood& good) {
    for (std::size_t a = 0; a < g.u.size(); ++a) {
      if (a == g.honest) ++honest[static_cast<std::size_t>(good.good[a])];
      if (g.correct[a]) continue;
      ++liars;
      liars_refuted += good.good[a] == Good::no;
    }
  };
  for (std::size_t i = 0; i < in.stable.size(); ++i) tally(in.stable[i], in.stable_good[i]);
  for (std::size_t i = 0; i < in.unstable.size(); ++i) tally(in.unstable[i], in.unstable_good[i]);
  return "honest provers for every B: " + std::to_string(honest[0]) + " proved, " +
         std::to_string(honest[1]) + " refuted, " + std::to_string(honest[2]) +
         " unknown (18 inputs, 6 stable); liars refuted by a B of the finite set: " +
         std::to_string(liars_refuted) + " of " + std::to_string(liars);
}

const std::vector<std::vector<Rational>>& weights() {
  static const std::vector<std::vector<Rational>> mu = {{Rational(1, 2), Rational(1, 2)},
                                                        {Rational(3, 4), Rational(1, 4)},
                                                        {Rational(1, 4), Rational(3, 4)},
                                                        {Rational(2, 3), Rational(1, 3)}};
  return mu;
}

// Every setting: the stable pairs and each stable input beside each unstable one, every mu, the
// product and the cross set. `visit` returns false to stop.
template <class Visit>
void each_setting(const Visit& visit) {
  const Inputs& in = inputs();
  std::vector<std::pair<std::array<const GameInput*, 2>, std::array<InputGood, 2>>> pairs;
  for (std::size_t i = 0; i < in.stable.size(); ++i) {
    for (std::size_t j = i + 1; j < in.stable.size(); ++j)
      pairs.push_back({{&in.stable[i], &in.stable[j]}, {in.stable_good[i], in.stable_good[j]}});
    for (std::size_t k = 0; k < in.unstable.size(); ++k)
      pairs.push_back({{&in.stable[i], &in.unstable[k]}, {in.stable_good[i], in.unstable_good[k]}});
  }
  for (const auto& [games, good] : pairs)
    for (const auto& mu : weights())
      for (const bool cross : {false, true}) {
        throw_if_past_deadline();
        if (!visit(games, good, mu, cross)) return;
      }
}

json instance_json(const std::array<const GameInput*, 2>& in, const std::vector<Rational>& mu,
                   bool cross, const Verdict& v) {
  return {{"x1", decomposition_json(in[0]->root)},
          {"x2", decomposition_json(in[1]->root)},
          {"mu", {to_string(mu[0]), to_string(mu[1])}},
          {"strategy set", cross ? "cross" : "product"},
          {"thm6_1", verdict_json(v)}};
}

// Thm 6.1's completeness on every setting (the twin: Def. 5.2 read per input).
ClaimOutcome evaluate(bool per_input) {
  ClaimOutcome out;
  const Inputs& in = inputs();
  for (const auto* goods : {&in.stable_good, &in.unstable_good})
    for (std::size_t i = 0; i < goods->size(); ++i)
      if ((*goods)[i].contradicted && !out.violation && !per_input)
        out.violation =
            json{{"input",
                  decomposition_json((goods == &in.stable_good ? in.stable : in.unstable)[i].root)},
                 {"Lemma A.5", "proved for every B"},
                 {"a B of the finite set", "below (1 - eps) r^{d+1}"}};
  long cross = 0;
  std::optional<Rational> least_positive;  // the least slack where gamma > 0
  each_setting([&](const std::array<const GameInput*, 2>& in, const std::array<InputGood, 2>& good,
                   const std::vector<Rational>& mu, bool is_cross) {
    const std::optional<std::vector<Block>> blocks = strategy_set(in, is_cross);
    if (!blocks) {  // an input without the honest prover: no cross set
      ++out.vacuous;
      return true;
    }
    const Verdict v = verdict(in, good, mu, *blocks);
    const Rational gamma = gamma_of(v, per_input);
    if (gamma >= Rational(1, 2)) {  // outside 0 < gamma < 1/2 (gamma = 0: every small gamma)
      ++out.vacuous;
      return true;
    }
    ++out.instances;
    cross += is_cross;
    const Rational need = 1 - 2 * gamma;
    if (v.best_lo >= need) {
      out.slack(v.best_lo - need, [&] { return instance_json(in, mu, is_cross, v); });
      if (gamma > 0 && (!least_positive || v.best_lo - need < *least_positive))
        least_positive = v.best_lo - need;
      return true;
    }
    if (v.best_hi >= need) {
      out.undecided = true;
      return true;
    }
    if (out.violation) return true;
    out.violation = instance_json(in, mu, is_cross, v);
    json& j = *out.violation;
    j["best A's share not refuted"] = to_string(v.best_hi);
    j["1 - 2 gamma"] = to_string(need);
    const std::string set = is_cross ? "cross" : "product";
    set_replay(j,
               "debref pe --decomposition " + explore::file_arg(j["x1"]) + " --game " +
                   explore::file_arg(j["x2"]) + " --mu " + to_string(mu[0]) + "," +
                   to_string(mu[1]),
               "/game/thm6_1/" + set + "/best_not_refuted", to_string(v.best_hi));
    return !per_input;  // the twin stops at its first catch
  });
  out.detail = std::to_string(cross) + " of the non-vacuous settings with the cross set; " +
               input_summary() +
               "; least slack: the best A's proved share - (1 - 2 gamma) (0 where gamma = 0 and "
               "it is 1); where gamma > 0: " +
               (least_positive ? to_string(*least_positive) : std::string("none"));
  return out;
}

}  // namespace

ClaimOutcome thm6_1_completeness() {
  return evaluate(false);
}

ClaimOutcome twin_thm6_1_per_input() {
  return evaluate(true);
}

json thm6_1_game_json(const Node& x1, const Node& x2, const std::vector<Rational>& mu,
                      const Rational& eps, const Rational& r, bool x2_without_honest) {
  const GameInput a = game_input(x1, eps, r), b = game_input(x2, eps, r, !x2_without_honest);
  const std::array<const GameInput*, 2> in = {&a, &b};
  const std::array<InputGood, 2> good = {input_good(a, eps, r), input_good(b, eps, r)};
  json out;
  for (const bool cross : {false, true}) {
    const std::optional<std::vector<Block>> blocks = strategy_set(in, cross);
    out[cross ? "cross" : "product"] =
        blocks ? verdict_json(verdict(in, good, mu, *blocks)) : json();
  }
  return out;
}

}  // namespace debref::pe
