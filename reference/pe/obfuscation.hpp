// Source: seed 000 Sec. 7 (obfuscated arguments): the side-by-side table of naive recursive
// debate and prover-estimator debate (Fig. 2) on the obfuscated AND tree of depth d, width q with
// one uniformly hidden false leaf, the liar claiming A(x) = 1 (L(x) = 0). Exact.
#pragma once

#include <vector>

#include "reference/num/rational.hpp"

namespace debref::pe {

/// One row of the Sec. 7 side-by-side table (seed 000 Sec. 7).
struct ObfuscationRow {
  int d = 0, q = 0;
  Rational naive_win;         // naive recursive debate: P[liar wins] = 1 - q^{-d}
  Rational liar_payoff;       // prover-estimator: the liar's best payoff vs obfuscation_estimator
  Rational replay;            // that best strategy replayed on every obfuscated(d, q, h), averaged
  Rational bound;             // Sec. 7 bound: r^{d+1} p_d + sum_{k=1..d} r^k q^{-(d-k+1)}
  Rational honest;            // the honest prover's guarantee (1 - eps) r^{d+1} (Lemma A.5)
  Rational believing_payoff;  // twin: the liar's best payoff vs a B that believes every claim
};

/// seed 000 Sec. 7's bound on the liar's payoff: the initialization r^{d+1} P[z-hat = 1] plus, in
/// each round k = d..1, r^k times B's error q^{-(d-k+1)} on the subclaim A recurses into.
Rational obfuscation_bound(int d, int q, const Rational& r, const Rational& pd);

/// The rows for d in {1, 2}, q in {2, 3} (exact), with r = eps (1 - rho) / 4.
std::vector<ObfuscationRow> obfuscation_table(const Rational& eps, const Rational& rho);

}  // namespace debref::pe
