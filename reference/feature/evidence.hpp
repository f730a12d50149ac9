// Source: seed 004, Sec. 5.1 (debate with independent evidence F^ie(P, N)) and Cor. 12, and
// Sec. 5.2 + Prop. 13 (information-limited arguments F^l_π(f, N), Lipschitz questions).
#pragma once

#include <optional>
#include <vector>

#include "reference/feature/environment.hpp"

namespace debref::feature {

/// Sec. 5.1: a discrete P on W × {0, 1} whose features are independent given X.
struct IndependentEvidence {
  std::vector<Feature> features;              // atomic features
  Rational p1;                                // P(X = 1), in (0, 1)
  std::vector<std::vector<Rational>> given1;  // given1[j][v] = P(W_j = v | X = 1)
  std::vector<std::vector<Rational>> given0;  // given0[j][v] = P(W_j = v | X = 0)
};

/// Sec. 5.1: π is the marginal of P on W, and f(w) := P(X = 1 | W = w).
Environment evidence_environment(const IndependentEvidence& p);
Question evidence_question(const IndependentEvidence& p);

/// Cor. 12: f̂*_N(w), the probability whose log-odds are p_0 + Ev_N^↑(w) - Ev_N^↓(w), computed
/// in odds form (no logarithm): odds P(X=1)/P(X=0) times the N largest likelihood ratios above
/// 1 and the N smallest below 1 (the constant features give ratio 1). Needs bounded evidence:
/// every conditional probability positive (throws std::invalid_argument otherwise).
Rational evidence_f_star(const IndependentEvidence& p, std::size_t world, int rounds);

/// Sec. 5.1 read back from (π, f): P(X = 1) = Σ π f and P(W_j = v | X = x) the marginals of
/// π(w) f(w) (x = 1) and π(w) (1 - f(w)) (x = 0). Nothing unless every feature is atomic,
/// 0 < P(X = 1) < 1 and the joint factorises (features independent given X) at every world, so
/// that evidence_environment and evidence_question give (π, f) back.
std::optional<IndependentEvidence> independent_given_x(const Environment& env, const Question& f);

/// Sec. 5.1: the likelihood ratios P(W_j = w_j | X = 1) / P(W_j = w_j | X = 0) of world w, one
/// per feature: exp(ev_j(w)), so the log-odds arithmetic of eq. (2) is exact in odds form.
/// Throws std::invalid_argument unless the evidence is bounded (every conditional positive).
std::vector<Rational> likelihood_ratios(const IndependentEvidence& p, std::size_t world);

/// Sec. 5.1, eq. (3) and (4) in odds form (exp of each log quantity). With `constant_features`
/// the paper's world: infinitely many further features with ev = 0 (N_ir infinite), so J may be
/// padded with them; without, J ranges over the K features only (|J| = n <= K) and N_ir is the
/// finite set of features with ratio 1.
struct RemainingEvidence {
  Rational ev_up, ev_down;  // exp(Ev_n^↑(w)), exp(Ev_n^↓(w)): the strongest n arguments
  Rational r_up, r_down;    // exp(R_n^↑(w)), exp(R_n^↓(w)): what remains in each pile
};
RemainingEvidence remaining_evidence(const std::vector<Rational>& ratios, int n,
                                     bool constant_features);

/// Sec. 5.2: ρ(w, w') = Σ_i 2^{-i} |w_i - w'_i| (features numbered from 1, numeric values).
Rational rho(const Environment& env, std::size_t w, std::size_t v);

/// The least L with |f(w) - f(w')| <= L ρ(w, w') over every pair of worlds (Prop. 13's
/// hypothesis, exact on the finite grid).
Rational lipschitz_constant(const Environment& env, const Question& f);

/// Prop. 13: the bound L / 2^⌊√N⌋.
Rational prop13_bound(const Rational& lipschitz, int rounds);

}  // namespace debref::feature
