// Source: seed 000 Def. 5.3 ((eps, rho)-stability), decided exactly. M_D is (eps, rho)-stable at
// p = {p_i(z_<i)} iff every table t of conditional probabilities in [0, 1] with
// |p_i(z_<i) - t_i(z_<i)| < eps for all i, z has |P_p[M_D = 1] - P_t[M_D = 1]| < rho eps.
#pragma once

#include <optional>
#include <utility>
#include <vector>

#include "reference/pe/decomposition.hpp"

namespace debref::pe {

/// The verdict, with the supremum of |P_p - P_t| over the (closed) box of admissible t and,
/// when unstable, an admissible t (inside the strict box) with |P_p - P_t| >= rho eps.
struct Stability {
  bool stable = true;
  Rational supremum;               // sup over admissible t of |P_p[M_D=1] - P_t[M_D=1]|
  bool supremum_attained = false;  // decided when supremum == rho eps: some admissible t reaches it
  std::optional<CondTable> witness;  // when unstable
  Rational witness_gap;              // |P_p - P_witness| >= rho eps
};

/// seed 000 Def. 5.3 at one node. The deviation is multilinear in the entries of t (each appears
/// at most once on each path), hence harmonic: its supremum over the box is a vertex value, and
/// it is attained on the half-open box iff some face whose fixed coordinates sit at included
/// endpoints (0 or 1 clamps) has that value at all its vertices. Requires 0 < eps, 0 < rho.
Stability stability(const std::vector<int>& table, const CondTable& p, const Rational& eps,
                    const Rational& rho);

/// seed 000 Def. 5.3 at one node, the same verdict as `stability` in O(2^q) steps: each entry
/// t_i(z_<i) weighs only the subtree below its prefix, so the supremum of P_t over the box (and
/// whether the half-open box attains it) is computed by backward induction over the prefixes,
/// leaves z first. For the wide nodes of Thm 8.3's transformed decompositions (q = w kappa up to
/// 14), where the vertex decision's 2^(2^q - 1) vertices are out of reach.
Stability stability_by_prefix(const std::vector<int>& table, const CondTable& p,
                              const Rational& eps, const Rational& rho);

/// seed 000 Def. 5.3 applied at every internal node of the decomposition with the correct
/// conditional probabilities (Def. 5.1); the first unstable node's path, if any.
std::optional<Path> first_unstable(const Node& root, const Rational& eps, const Rational& rho);

/// seed 000 Def. 5.3, "with probability 1 - gamma over mu": the mu-mass of inputs (weighted
/// decompositions) stable at every node; the decomposition is stable w.p. 1 - gamma iff the mass
/// is >= 1 - gamma.
Rational stable_mass(const std::vector<std::pair<Rational, Node>>& mu, const Rational& eps,
                     const Rational& rho);

}  // namespace debref::pe
