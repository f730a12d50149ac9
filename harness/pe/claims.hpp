// Source: issue 5 "Prover-estimator debate, (eps,rho)-stability and the obfuscated-arguments
// counterexample", checks. The pe family's claims (seed 000: Def. 5.3, Lemma A.4, Lemma A.5,
// Sec. 7, Def. 8.2), each evaluated exactly on enumerated tiny decompositions (d <= 2, q <= 3,
// Boolean M_D). A falsifying twin passes when its violation is found.
#pragma once

#include <string>
#include <vector>

#include "harness/core/claim.hpp"
#include "reference/pe/debate.hpp"

namespace debref::pe {

/// A named decomposition with the prover's claim A(x) = L(x) (= g(root) when that is 0/1).
struct Instance {
  std::string name;
  Node root;
};

/// The documented family: d = 1, q = 1..3, every truth table (q = 3: a fixed pseudo-random
/// sample of 24) at every 0/1 leaf vector, plus fractional leaves {1/4, 1/2}; d = 2, q = 1..2,
/// a fixed pseudo-random sample. See docs/PE.md.
std::vector<Instance> instances();

/// The decomposition as JSON (docs/PE.md format).
nlohmann::json to_json(const Node& node);

/// One row of the Sec. 7 side-by-side table (seed 000 Sec. 7) for the obfuscated AND tree of
/// depth d, width q with a uniformly hidden false leaf, liar claim A(x) = 1 (L(x) = 0).
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

/// The rows for d in {1, 2}, q in {2, 3} (exact).
std::vector<ObfuscationRow> obfuscation_table(const Rational& eps, const Rational& rho);

/// Every claim of the pe family, in paper order, twins last.
std::vector<Claim> pe_claims();

}  // namespace debref::pe
