// Source: seed 004 Sec. 5.1, "Debate error": eq. (3) and (4) (R_n^↑, R_n^↓, the evidence left in
// each debater's pile after n rounds), the sentence after them and footnote 13. Exact in odds
// form: exp(R) and exp(Ev) are products of likelihood ratios (reference/feature/evidence.hpp).
#include <functional>

#include "harness/core/deadline.hpp"
#include "harness/feature/evaluate.hpp"
#include "harness/feature/instances.hpp"
#include "harness/feature/replay.hpp"
#include "reference/feature/debate.hpp"
#include "reference/feature/evidence.hpp"

namespace debref::feature {

namespace {

using nlohmann::json;

Rational odds(const Rational& p) {
  return p / (1 - p);
}

// exp(logit f(w) - logit f̂): the odds of the truth over the odds of the debate's answer.
Rational truth_over_answer(const Question& f, std::size_t w, const Rational& answer) {
  return odds(f[w]) / odds(answer);
}

}  // namespace

// Sec. 5.1: "Since the true answer f(w) = P(X = 1 | W = w) corresponds to p_0 + Σ_j ev_j(w) = ...,
// the difference between the (log-odds forms of) the judge's final belief and the optimal answer
// is R_N^↑(w) - R_N^↓(w)." Read with its first clause: the true answer f(w) against the optimal
// answer, which is the judge's final belief f̂^{↑↓} = f̂^{↓↑} under optimal play (Cor. 12):
// logit f(w) - logit f̂_N(w) = R_N^↑(w) - R_N^↓(w), in odds form, with the debate's own f̂.
ClaimOutcome r_difference() {
  ClaimOutcome o;
  std::size_t index = 0;
  for (const IndependentEvidence& p : evidence_family()) {
    throw_if_past_deadline();
    const Environment env = evidence_environment(p);
    const Question f = evidence_question(p);
    for (int n = 1; n <= 3; ++n) {
      FeatureDebate d(env, f, n);
      for (std::size_t w : support(env)) {
        ++o.instances;
        const RemainingEvidence r = remaining_evidence(likelihood_ratios(p, w), n, true);
        const Rational lo = d.f_up_down(w), hi = d.f_down_up(w);
        const bool holds = lo == hi && truth_over_answer(f, w, lo) == r.r_up / r.r_down;
        if (!holds && !o.violation) {
          json v = describe(Instance{"evidence #" + std::to_string(index), env, f, n}, w);
          v["f_up_down"] = to_string(lo);
          v["f_down_up"] = to_string(hi);
          v["exp_R_up"] = to_string(r.r_up);
          v["exp_R_down"] = to_string(r.r_down);
          o.violation = v;
        }
      }
    }
    ++index;
  }
  return o;
}

namespace {

// Every (environment, world, world kind, n, pile) of the footnote-13 instance space: the paper's
// world (constant features: N_ir infinite, n = 0..K+1) and the K features alone (N_ir finite,
// n = 0..K). `visit` gets exp(R_n^a), |N_a| and |N_ir|; returns false to stop.
void each_pile(const std::function<bool(std::size_t index, const IndependentEvidence& p,
                                        std::size_t w, bool constant, int n, bool up,
                                        const Rational& r, int pile, int irrelevant)>& visit) {
  std::size_t index = 0;
  for (const IndependentEvidence& p : evidence_family()) {
    throw_if_past_deadline();
    for (std::size_t w : support(evidence_environment(p))) {
      const std::vector<Rational> ratios = likelihood_ratios(p, w);
      int ups = 0, downs = 0, irrelevant = 0;
      for (const Rational& x : ratios) (x > 1 ? ups : x < 1 ? downs : irrelevant) += 1;
      const int k = static_cast<int>(ratios.size());
      for (bool constant : {true, false})
        for (int n = 0; n <= (constant ? k + 1 : k); ++n) {
          const RemainingEvidence r = remaining_evidence(ratios, n, constant);
          if (!visit(index, p, w, constant, n, true, r.r_up, ups, irrelevant) ||
              !visit(index, p, w, constant, n, false, r.r_down, downs, irrelevant))
            return;
        }
    }
    ++index;
  }
}

json pile_json(std::size_t index, const IndependentEvidence& p, std::size_t w, bool constant, int n,
               bool up, const Rational& r) {
  json world = json::array();
  for (int x : evidence_environment(p).world(w)) world.push_back(x);
  return {{"instance", "evidence #" + std::to_string(index)},
          {"world", world},
          {"constant_features", constant},
          {"n", n},
          {"pile", up ? "up" : "down"},
          {"exp_R", to_string(r)}};
}

}  // namespace

// Footnote 13 and eq. (3)-(4): R_n^a(w) >= 0 always (Ev_n^a sums n arguments, at most the whole
// pile), and R_n^a(w) > 0 exactly while the pile is not used up (n < |N_a|) or when debater a must
// reveal evidence against their own case (no constant features and n > |N_a| + |N_ir|). So
// "lim_n R_n = 0 only fits if N_a or N_ir is infinite" holds, and "the numbers R_n will get
// negative" does not (docs/FEATURE.md "Finding: footnote 13's sign").
ClaimOutcome r_sign() {
  ClaimOutcome o;
  each_pile([&](std::size_t index, const IndependentEvidence& p, std::size_t w, bool constant,
                int n, bool up, const Rational& r, int pile, int irrelevant) {
    ++o.instances;
    const bool positive = n < pile || (!constant && n > pile + irrelevant);
    auto instance = [&] { return pile_json(index, p, w, constant, n, up, r); };
    if (positive) o.slack(r - 1, instance);  // exp(R) - 1: how far R is from 0
    if ((r < 1 || (r > 1) != positive) && !o.violation) o.violation = instance();
    return true;
  });
  return o;
}

// Twin of the Sec. 5.1 relation: W_2 a copy of W_1 (the independence given X dropped), N = 1: the
// truth counts the evidence once, R_1^↑ counts it twice.
ClaimOutcome twin_r_difference_dependent() {
  ClaimOutcome o;
  const auto [p, env, f] = copied_evidence();
  const int n = 1;
  FeatureDebate d(env, f, n);
  for (std::size_t w : support(env)) {
    ++o.instances;
    const RemainingEvidence r = remaining_evidence(likelihood_ratios(p, w), n, true);
    const Rational lo = d.f_up_down(w);
    if (truth_over_answer(f, w, lo) != r.r_up / r.r_down) {
      json v = with_interval(Instance{"copied evidence K=2", env, f, n}, d, w);
      v["exp_R_up"] = to_string(r.r_up);
      v["exp_R_down"] = to_string(r.r_down);
      replay_world(v, d, w, "/f_up_down", v["f_up_down"]);
      o.violation = v;
      return o;
    }
  }
  return o;
}

// Twin of footnote 13's sign as written: a debater who must reveal evidence against their own
// case (no constant features, n > |N_a| + |N_ir|) has R_n^a < 0. Caught at the first such pile:
// there R_n^a > 0, which `debref feature --rounds n --world W --remaining-evidence` prints.
ClaimOutcome twin_footnote13_negative() {
  ClaimOutcome o;
  each_pile([&](std::size_t index, const IndependentEvidence& p, std::size_t w, bool constant,
                int n, bool up, const Rational& r, int pile, int irrelevant) {
    if (constant || n <= pile + irrelevant) return true;
    ++o.instances;
    if (r < 1) return true;
    o.violation = pile_json(index, p, w, constant, n, up, r);
    const FeatureDebate d(evidence_environment(p), evidence_question(p), n);
    replay_world(
        *o.violation, d, w,
        std::string("/remaining_evidence/without_constant_features/exp_R_") + (up ? "up" : "down"),
        (*o.violation)["exp_R"], " --remaining-evidence");
    return false;
  });
  return o;
}

}  // namespace debref::feature
