// Source: seed 004, Sec. 5.1 (debate with independent evidence F^ie(P, N)) and Cor. 12, and
// Sec. 5.2 + Prop. 13 (information-limited arguments F^l_π(f, N), Lipschitz questions).
#pragma once

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

/// Sec. 5.2: ρ(w, w') = Σ_i 2^{-i} |w_i - w'_i| (features numbered from 1, numeric values).
Rational rho(const Environment& env, std::size_t w, std::size_t v);

/// The least L with |f(w) - f(w')| <= L ρ(w, w') over every pair of worlds (Prop. 13's
/// hypothesis, exact on the finite grid).
Rational lipschitz_constant(const Environment& env, const Question& f);

/// Prop. 13: the bound L / 2^⌊√N⌋.
Rational prop13_bound(const Rational& lipschitz, int rounds);

}  // namespace debref::feature
