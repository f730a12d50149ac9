// Source: seed 000 Def. 5.3 ((eps, rho)-stability) and Lemma A.5 (completeness of Fig. 2) as SMT
// queries over nonlinear real arithmetic (Z3 nlsat). Stability: UNSAT proves the node stable,
// SAT returns a violating table t (the "violating q-vector"). Completeness: the honest prover's
// payoff (the same template formula as the exact reference) is below (1 - eps) r^{d+1} for some
// estimator B (p_d and every table entry real in [0, 1]); UNSAT proves Lemma A.5's conclusion
// on the instance against every B.
#pragma once

#include <string>
#include <vector>

#include "proofs/query.hpp"
#include "reference/pe/debate.hpp"

namespace debref::proofs {

/// The variable of t_i(z_<i) in pe_stability_query: "t_<i>" for i = 1, else "t_<i>_<z_1..z_{i-1}>"
/// with the prefix's bits written z_1 first (`prefix` = sum z_l 2^(l-1), the reference's index).
std::string pe_stability_variable(int row, unsigned prefix);

/// seed 000 Def. 5.3: exists t in [0,1] with |p - t| < eps entrywise and
/// |P_p[M_D = 1] - P_t[M_D = 1]| >= rho eps. Variables as pe_stability_variable names them.
/// `closed_box` (a falsifying twin's mutation): |p - t| <= eps instead of the strict margin.
Query pe_stability_query(const std::vector<int>& table, const pe::CondTable& p, const Rational& eps,
                         const Rational& rho, bool closed_box = false);

/// seed 000 Lemma A.5: exists B with E[V^{A,B}] < (1 - eps) r^{d+1} for the honest prover A
/// (claim A(x) = `claim`, eq. 13, argmax recursion) with reward ratio `r`. Variables pd and
/// b_<path>_<index> (path digits joined, "root" for the root).
Query pe_completeness_query(const pe::Node& root, const Rational& eps, const Rational& r,
                            int claim);

/// The estimator of a SAT model of pe_completeness_query (its rational values), for exact replay.
pe::Estimator pe_estimator_from_model(const pe::Node& root, const Outcome& outcome);

}  // namespace debref::proofs
