// Source: seed 002 Def. 1, eq. (1), (2), Lemma 3, Cor. 4, Thm 5, Thm 6, Lemma 8, Thm 13: what
// each dqc claim (harness/dqc/claims.cpp) computes on its instances, exactly; the first
// violation is returned with its instance. Twins return the violation they must find.
#pragma once

#include "harness/core/claim.hpp"

namespace debref::dqc {

ClaimOutcome exact_dqc();  // Def. 1: certificates re-verified, every l < DQC refuted
ClaimOutcome cor4();       // DQC(f) >= ceil(log2 n')
ClaimOutcome lemma3();     // round elimination keeps validity, k' <= 2^l
ClaimOutcome thm5();       // the KW debate of a min-depth formula: <= d + 1 queries
/// Thm 6: cross-examination of a min-size formula, <= ceil(log2 m) + 3 - lowered queries
/// (lowered = 1: the twin's bound, which the construction must exceed somewhere).
ClaimOutcome thm6(int lowered = 0);
/// Lemma 8: cross-examination of V's circuit after the base rounds, the same bound.
ClaimOutcome lemma8(int lowered = 0);
ClaimOutcome thm13();  // Yao: q-query trees err > 1/3 on OR_n
/// Def. 12 / Thm 13's proof: eps_q(V) >= the Yao value under D >= (n - 2^q + 1) / (2n)
/// (evaluate_randomised.cpp, as the three below).
ClaimOutcome thm13_minimax();
ClaimOutcome thm14_construction();  // Thm 14's proof run: Newman, the circuit, Lemma 8
ClaimOutcome smt_exact();           // Z3's least SAT l equals the exhaustive DQC (evaluate_smt.cpp)
ClaimOutcome smt_n4();  // n = 4: Z3's reduced query against the reduced search, per NPN class
/// (E2): depth-3 game functions = gate trees S_3 at n = 4, 5 (evaluate_early_bits.cpp, as the
/// three below).
ClaimOutcome gate_trees();
/// The early-bit witnesses: DQC = 4 where (F1)-(F3) give [4, 5], least s by Z3.
ClaimOutcome early_bits();
/// The query's rule for a symmetric f keeps a relabelling of each shape (evaluate_relabelling.cpp).
ClaimOutcome early_bits_relabelling();
/// CaDiCaL's refutations (pigeonhole, the early-bit queries) verified by proofs/drat.hpp
/// (evaluate_drat.cpp, as its twin).
ClaimOutcome drat_cadical();

ClaimOutcome twin_wrong_leaf();         // a flipped certificate leaf stays valid
ClaimOutcome twin_kw_other_function();  // the KW debate of g is valid for f
/// Thm 5 read literally: DQC(f) <= depth over the full binary basis + 1 (evaluate_basis.cpp).
ClaimOutcome twin_thm5_any_basis();
ClaimOutcome twin_lemma3_alpha_read();           // rounds kept only when α_i is read
ClaimOutcome twin_thm13_without_hypothesis();    // Thm 13 at q >= log2 n - 3
ClaimOutcome twin_thm13_separate_transcripts();  // D with each input's own transcript
ClaimOutcome twin_thm14_honest_transcripts();    // Newman on honest-vs-honest transcripts only
ClaimOutcome twin_cor4_plus_one();               // DQC(f) >= ceil(log2 n') + 1
ClaimOutcome twin_smt_no_alternation();     // Z3 without alternation decides DQC (evaluate_smt.cpp)
ClaimOutcome twin_smt_n4_no_alternation();  // the n = 4 reduced query, colluding provers
ClaimOutcome twin_gate_trees_without_gates();  // S_3 without AND/OR gates (decision trees)
ClaimOutcome twin_early_bits_late();           // the witnesses with the early bits after the root
ClaimOutcome twin_early_bits_relabel_across_owners();  // early bits renamed across blocks
ClaimOutcome twin_drat_satisfiable_part();  // the proofs checked against a satisfiable part

}  // namespace debref::dqc
