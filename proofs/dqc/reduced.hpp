// Source: seed 002 Def. 1, eq. (1), (2), Sec. 2.1 (docs/DQC.md "Exact DQC at n = 4"): the Z3
// query over the reduced verifier space of reference/dqc/reduced.hpp. "There are owners
// o_1..o_m and a depth-l tree over x_1..x_n, y_1..y_m whose game value, y_m..y_1 quantified
// innermost first (min over Prover 0's bits, max over Prover 1's), equals f(x) for every x". For
// n <= 4, l <= 3 and m = 3 it is SAT iff DQC(f) <= l (docs/DQC.md), so UNSAT refutes l.
#pragma once

#include <optional>

#include "proofs/dqc/queries.hpp"

namespace debref::proofs {

/// Message bits of the n = 4 reduced query (a depth-3 verifier of a function of 4 relevant
/// variables reads at most 3 message bits; a depth-2 one at most 3 variables).
inline constexpr int reduced_message_bits = 3;

/// The reduced query. Variables: s_<node>_<x1..xn | y1..ym> (one-hot selectors, heap order),
/// leaf_<i>, owner_<i> (true: y_i is Prover 1's). The model's debate: dqc_reduced_from_model.
/// `DqcEncoding::NoAlternation` is the falsifying mutant: every y_i existential (OR), owners
/// ignored (colluding provers).
Query dqc_reduced_query(const dqc::TruthTable& f, int l, int m, Verdict expected = Verdict::Unsat,
                        DqcEncoding encoding = DqcEncoding::Minimax);
dqc::Debate dqc_reduced_from_model(const dqc::TruthTable& f, int l, int m, const Outcome& outcome);

/// Exact DQC(f) for n <= 4 by the reduced query (m = 3): l = 0, 1, ..., 3 until SAT (each model
/// decoded by reduced_debate and re-verified by dqc::validate); UNSAT refutes l; if l = 3 is
/// refuted the result is open above 3 (the caller's decision tree gives D(f) <= 4).
SmtDqcResult smt_dqc_reduced(const dqc::TruthTable& f, unsigned timeout_ms);

}  // namespace debref::proofs
