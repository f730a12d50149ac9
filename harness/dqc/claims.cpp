// Source: seed 002 Def. 1, Lemma 3, Cor. 4, Thm 5, Thm 6, Lemma 8, Thm 13 (docs/DQC.md). What
// each claim computes: harness/dqc/evaluate.cpp, evaluate_smt.cpp; instances: instances.cpp.
#include "harness/dqc/claims.hpp"

#include "harness/dqc/evaluate.hpp"
#include "harness/dqc/instances.hpp"

namespace debref::dqc {

std::vector<Claim> dqc_claims() {
  return {
      /// Def. 1: the exact DQC, certificates re-verified and every smaller l refuted.
      {.id = "dqc.exact",
       .source = "seed 002 Def. 1, eq. (1), (2)",
       .statement =
           "DQC(f) = least l with a valid (k, l)-debate: certificate re-verified by the evaluator "
           "(game value = f(x) for all x; honest strategy tables win against every opponent), "
           "every l' < DQC(f) refuted by exhaustive search over depth-l' verifiers with 2^l' - 1 "
           "rounds",
       .instances = all_n3 + "; " + all_n4 +
                    " (every l <= 3 by the reduced search over x1..x4, y1..y3, docs/DQC.md)",
       .twin = false,
       .evaluate = exact_dqc},
      /// Cor. 4: the lower bound; tight for OR/AND-like functions, the twin shows it is no more.
      {.id = "dqc.cor4",
       .source = "seed 002 Cor. 4",
       .statement = "DQC(f) >= ceil(log2 n'), n' = variables f depends on",
       .instances = all_n3 + "; " + all_n4,
       .twin = false,
       .evaluate = cor4},
      /// Lemma 3: round elimination. Non-trivial because every input has k > 2^l rounds, so at
      /// least one round must go, and the rewritten strategies must still win.
      {.id = "dqc.lemma3",
       .source = "seed 002 Lemma 3",
       .statement =
           "deleting every round with α_i, β_i unqueried (strategies rewritten as in the proof) "
           "leaves a valid (k', l)-debate whose rewritten strategies win, with k' <= 2^l",
       .instances = all_n3 +
                    "; the Thm 5 debate and the least-l exhaustive witness, each padded with "
                    "unqueried rounds to k = 2^l + 1 (vacuous when 2^l + 1 > 8); n = 4: both on "
                    "the 222 NPN-class representatives; slack 2^l - k'",
       .twin = false,
       .evaluate = lemma3},
      /// Thm 5: the KW-style upper bound from minimum-depth formulas.
      {.id = "dqc.thm5",
       .source = "seed 002 Thm 5",
       .statement =
           "the KW-style debate from a minimum-depth De Morgan formula of depth d is valid with "
           "<= d + 1 queries; DQC(f) <= d + 1",
       .instances = all_n3 + "; " + reps_n4,
       .twin = false,
       .evaluate = thm5},
      /// Thm 6: the cross-examination upper bound from minimum circuits (m >= 1).
      {.id = "dqc.thm6",
       .source = "seed 002 Thm 6",
       .statement =
           "the cross-examination debate from a minimum De Morgan circuit (gates shared; size m "
           ">= 1, exact by exhaustive enumeration) is valid with <= ceil(log2 m) + 3 queries; "
           "DQC(f) <= ceil(log2 m) + 3 and, read literally, DQC(f) <= log2 m + 3 (2^(DQC - 3) "
           "<= m), so for every circuit of f",
       .instances = all_n3 + " with m >= 1; " + reps_n4 +
                    "; n = 4 beyond 8 gates: m between the enumeration's bound 9 and the "
                    "merged minimum formula, the same ceil(log2 m)",
       .twin = false,
       .evaluate = [] { return thm6(); }},
      /// Lemma 8: cross-examination after base rounds, V's circuit built from a verifier tree.
      {.id = "dqc.lemma8",
       .source = "seed 002 Lemma 8",
       .statement =
           "a debate whose verifier V has a circuit of size m >= 1 gives a valid debate with "
           "<= ceil(log2 m) + 3 queries (cross-examination of V's circuit after the base rounds)",
       .instances = all_n3 +
                    " and the 222 NPN-class representatives of n = 4; base = the Thm 5 debate, "
                    "V's circuit built from its tree",
       .twin = false,
       .evaluate = [] { return lemma8(); }},
      /// Thm 13: the Yao lower bound, every depth-<= q tree enumerated on the support of D.
      /// Non-trivial because q = 1 (a tree can read x_i or a transcript bit) and f ranges over
      /// AND, OR and alternating formulas, each with its own pairs and transcripts.
      {.id = "dqc.thm13",
       .source = "seed 002 Thm 13 (Yao distribution of the proof)",
       .statement =
           "q < log2 n - 3 => every deterministic q-query tree errs with probability > 1/3 under D",
       .instances =
           "f = OR_n, AND_n and the alternating AND/OR read-once formula (balanced), each with "
           "its Thm 5 debate and pivotal pairs, n = 17..32 (48 instances), q = 1 (q = 2 needs "
           "n >= 33; inputs are 32-bit); every depth-<= q tree over x and the transcript; slack "
           "least error - 1/3",
       .twin = false,
       .evaluate = thm13},
      /// Def. 12 / Thm 13: the exact randomised optimum against the proof's bound. Non-trivial
      /// because the verifier may read the transcript, and the adversary picks any valid T_x.
      {.id = "dqc.thm13_minimax",
       .source = "seed 002 Def. 12, Thm 13 (the proof's Yao step, exact constants)",
       .statement =
           "f depends on all n variables, (A, B, V) a valid debate system, 2^q - 1 < n => the "
           "least "
           "error eps_q of a randomised depth-<= q verifier on every (x, valid T_x) (exact LP, "
           "certificate re-verified) >= the least error of a depth-q tree under the proof's D "
           "(pairs w_i, w~_i with the shared T(i)) >= (n - 2^q + 1) / (2n)",
       .instances = "every f on n = 1..3 with its Thm 5 debate and the 222 NPN-class "
                    "representatives on n = 4 with the (0, D(f)) debate (V = f), q = 0..2 (1494; "
                    "vacuous: f not depending on all n variables, or 2^q - 1 >= n); slack eps_q - "
                    "bound",
       .twin = false,
       .evaluate = thm13_minimax},
      /// Thm 14: the proof's construction run end to end; only its numbers are loose here.
      {.id = "dqc.thm14_construction",
       .source = "seed 002 Thm 14 (the proof: Newman's step, the circuit, Lemma 8)",
       .statement =
           "q = least q with eps_q(V) <= 1/3 => a majority of t <= 12(2k + n) depth-q trees is "
           "right on every valid input, its circuit has m <= 12(2k + n)(3 2^q + 5) gates, and the "
           "Lemma 8 debate of that circuit after the k rounds is valid for f with <= "
           "ceil(log2 m) + 3 < q + log2(2k + n) + 10 queries",
       .instances = "the NPN-class representatives on n = 1..3 (20), each with the (0, D(f)) "
                    "debate (V = f: q = R(f)) and its Thm 5 debate (40; vacuous: a majority that "
                    "is a literal or a constant, m = 0); slack 12(2k + n) - t",
       .twin = false,
       .evaluate = thm14_construction},
      /// Def. 1 by Z3: a second, independent decision of DQC, every model re-verified.
      {.id = "dqc.smt",
       .source = "seed 002 Def. 1, eq. (1), (2), Lemma 3 (Z3)",
       .statement =
           "the least l whose SAT encoding (depth-l selector tree, game value expanded over every "
           "message assignment as AND over α / OR over β, k = 2^l - 1 rounds for l <= 2) is SAT "
           "equals DQC(f): its model decodes to a debate re-verified by validate, l = DQC - 1 is "
           "UNSAT",
       .instances =
           all_n3 +
           " (vs the exhaustive DQC; Z3 on each NP-class representative, certificates moved "
           "to every f and re-verified); n = 4: NOR4, AND4, OR4 (vs the exhaustive lower "
           "bound 3; the SAT search at l = 3 uses k = 0..2)",
       .twin = false,
       .evaluate = smt_exact},
      /// Def. 1 at n = 4 by Z3: the reduced query against the reduced search.
      {.id = "dqc.smt_n4",
       .source = "seed 002 Def. 1, eq. (1), (2), Sec. 2.1 (Z3; docs/DQC.md (R1)-(R3))",
       .statement =
           "the reduced query (a depth-l tree over x1..x4, y1..y3 with free owner bits) is "
           "UNSAT at l = DQC(f) - 1 and SAT at l = DQC(f) <= 3 with a model that re-verifies, "
           "DQC(f) from the exhaustive reduced search",
       .instances = "n = 4: the NPN-class representatives with DQC <= 3 (52) and one in 8 of "
                    "those with DQC = 4 (22 of 170); all 222 in tests/test_dqc_table4.cpp with "
                    "DQC_Z3_ALL=1 (the table is checked NPN-invariant by dqc.exact)",
       .twin = false,
       .evaluate = smt_n4},
      /// Def. 1 at depth 3 (docs/DQC.md (E2)): what (F1)-(F3) and the early-bit query rest on.
      {.id = "dqc.gate_trees",
       .source = "seed 002 Def. 1, eq. (1), (2), Sec. 2.1 (docs/DQC.md (E2))",
       .statement =
           "the game functions of depth-3 debates are exactly the functions of depth-3 decision "
           "trees with AND/OR gates (S_3)",
       .instances = "n = 4: every depth-3 reduced verifier over x1..x4, y1..y3; n = 5: over "
                    "x1..x5, y1, y2 (all function sets compared)",
       .twin = false,
       .evaluate = gate_trees},
      /// Def. 1 at n = 5 beyond (F1)-(F3): early bits (docs/DQC.md "Early bits").
      {.id = "dqc.early_bits",
       .source = "seed 002 Def. 1, eq. (1), (2) (docs/DQC.md (E1), \"Early bits\")",
       .statement =
           "a depth-4 verifier whose root bit is preceded by s early bits is a valid (k, 4)-debate "
           "(game value by (E1) = the evaluator's) for a function that (F1)-(F3) leave at "
           "[4, 5], so DQC = 4 < D(f) = 5; CaDiCaL on the owner cubes and (on the witnesses, "
           "not their duals) CaDiCaL on the query's clauses and Z3 each find one with s early "
           "bits and none with s - 1 (on the witness with s = 1 also within its read cubes, (L7), "
           "and within their side cubes, (L9), whose model has its cube's kinds, the side cubes of "
           "each read cube covering the kinds its query's rules leave); "
           "each witness's query (and its dual's) admits its shape, which reads an input f is "
           "monotone in at leaves of that sign only ((L8)), and so does the query of a shape "
           "rising in x1 and falling in x5; and the query at the bound of (L6) admits shapes "
           "with its fixed reads, also in their read cubes",
       .instances = "n = 5: the two witnesses of docs/DQC.md (s = 1 and s = 2) and their duals "
                    "((L5): NOT f(NOT x), Prover 0's root); a shape without early bits for (L8); "
                    "two shapes with (L6)'s fixed reads (s = 5)",
       .twin = false,
       .evaluate = early_bits},
      /// The query's rule for a symmetric f (docs/DQC.md "The Z3 query"), which the refutations
      /// of the symmetric rows rest on.
      {.id = "dqc.early_bits.relabelling",
       .source = "seed 002 eq. (1), (2) (docs/DQC.md \"The Z3 query\", the rule for a symmetric f)",
       .statement =
           "for a symmetric f, a shape of f that the early-bit query's other rules admit, its "
           "inputs and the early bits of each block (consecutive early bits of one owner) renamed "
           "in the order of their first reads, is a shape of f that the query (first reads in "
           "order) admits; and the query admits the shape as it was exactly when the renaming "
           "is the identity",
       .instances = "the six symmetric functions of 5 variables with DQC 4, a shape of each "
                    "(found at s = 1) and 23 random renamings of its inputs; 900 random shapes "
                    "of symmetric functions over 2 or 3 inputs with 2 or 3 early bits, randomly "
                    "renamed within blocks (fixed seed)",
       .twin = false,
       .evaluate = early_bits_relabelling},
      /// The UNSAT answers of CaDiCaL stand on checked proofs (docs/DQC.md "Checked refutations").
      {.id = "dqc.drat.cadical",
       .source = "docs/DQC.md \"Checked refutations\" (DRAT: Wetzler, Heule and Hunt, SAT 2014)",
       .statement = "CaDiCaL's UNSAT answers come with DRAT proofs that debref's checker verifies "
                    "(every lemma RUP or RAT, the empty clause derived) against the clauses "
                    "CaDiCaL was given",
       .instances = "pigeonhole formulas, h + 1 pigeons in h holes for h = 2..6; the early-bit "
                    "query of each witness of dqc.early_bits one level below its s",
       .twin = false,
       .evaluate = drat_cadical},
      /// Def. 1 twin: the validity evaluator must see a single wrong leaf.
      {.id = "dqc.twin.wrong_leaf",
       .source = "seed 002 Def. 1 (falsifying twin)",
       .statement =
           "mutant: a certificate with one leaf flipped is still a valid debate; must be refuted",
       .instances = all_n3 + ", every leaf of every certificate",
       .twin = true,
       .evaluate = twin_wrong_leaf},
      /// Thm 5 twin: the formula must compute f (a Hamming neighbour's formula fails).
      {.id = "dqc.twin.kw_other_function",
       .source = "seed 002 Thm 5 (falsifying twin)",
       .statement =
           "mutant: the KW debate from a formula for g = f with f(0) flipped is valid for f; must "
           "be refuted",
       .instances = "every f on n = 1..3",
       .twin = true,
       .evaluate = twin_kw_other_function},
      /// Thm 5 read literally (a circuit over any basis): fails, a finding (docs/DQC.md).
      {.id = "dqc.twin.thm5_any_basis",
       .source = "seed 002 Thm 5 read literally: depth(C_f) over any basis (falsifying twin)",
       .statement = "DQC(f) <= d + 1 with d the minimum depth over the full binary basis B_2 "
                    "(all 16 two-input gates, negated inputs free); must fail (PARITY4: d = 2 "
                    "with XOR gates, DQC 4)",
       .instances = "every f on n = 1..4 (the first failure in truth-table order shown)",
       .twin = true,
       .evaluate = twin_thm5_any_basis},
      /// Lemma 3 twin: a round whose β_i is read must survive the elimination.
      {.id = "dqc.twin.lemma3_alpha_read",
       .source = "seed 002 Lemma 3 (falsifying twin)",
       .statement =
           "mutant: the elimination keeps a round only when α_i is read (a read of a deleted β_i "
           "becomes a read of x_n), and the rewritten strategies still win; must be refuted",
       .instances = "every f on n = 1..3, the Thm 5 debate and the least-l witness padded as in "
                    "dqc.lemma3",
       .twin = true,
       .evaluate = twin_lemma3_alpha_read},
      /// Thm 13 twin: without q < log2 n - 3, some q-query tree errs with probability <= 1/3.
      {.id = "dqc.twin.thm13_without_hypothesis",
       .source = "seed 002 Thm 13 (falsifying twin: hypothesis dropped)",
       .statement = "mutant: every q-query tree errs with probability > 1/3 under D also where "
                    "q >= log2 n - 3; must be refuted",
       .instances = "q = 1, 2; OR_n, AND_n, n = 2..16, in this order (the first tree erring at "
                    "most 1/3 is printed)",
       .twin = true,
       .evaluate = twin_thm13_without_hypothesis},
      /// Thm 13 twin: the proof's shared transcript T(i) is what makes the pair indistinguishable.
      {.id = "dqc.twin.thm13_separate_transcripts",
       .source = "seed 002 Thm 13 (falsifying twin: D without the shared transcript)",
       .statement = "mutant: D with each of w_i, w~_i given its own transcript (both provers "
                    "playing their strategies on it) still forces error >= (n - 2^q + 1) / (2n) "
                    "on every depth-q tree; must be refuted",
       .instances = "as dqc.thm13_minimax, in its order, until the first refutation",
       .twin = true,
       .evaluate = twin_thm13_separate_transcripts},
      /// Thm 14 twin: Def. 12 quantifies over every valid transcript, not the honest play only.
      {.id = "dqc.twin.thm14_honest_transcripts",
       .source = "seed 002 Def. 12, Thm 14 (falsifying twin: honest play only)",
       .statement = "mutant: Newman's majority chosen right only on the honest-vs-honest "
                    "transcript of each x still gives a valid Lemma 8 debate; must be refuted",
       .instances = "as dqc.thm14_construction, in its order, until the first refutation",
       .twin = true,
       .evaluate = twin_thm14_honest_transcripts},
      /// Cor. 4 twin: one more than the bound is violated somewhere.
      {.id = "dqc.twin.cor4_plus_one",
       .source = "seed 002 Cor. 4 (falsifying twin)",
       .statement = "mutant: DQC(f) >= ceil(log2 n') + 1; must be refuted",
       .instances = all_n3,
       .twin = true,
       .evaluate = twin_cor4_plus_one},
      /// Thm 6 twin: the construction's bound lowered by one is exceeded somewhere.
      {.id = "dqc.twin.thm6_bound_lowered",
       .source = "seed 002 Thm 6 (falsifying twin)",
       .statement = "mutant: the cross-examination debate of a minimum circuit has <= "
                    "ceil(log2 m) + 2 queries; must be refuted",
       .instances = "as dqc.thm6, in its order, until the first refutation",
       .twin = true,
       .evaluate = [] { return thm6(1); }},
      /// Lemma 8 twin: the construction's bound lowered by one is exceeded somewhere.
      {.id = "dqc.twin.lemma8_bound_lowered",
       .source = "seed 002 Lemma 8 (falsifying twin)",
       .statement = "mutant: cross-examination of V's circuit after the base rounds has <= "
                    "ceil(log2 m) + 2 queries; must be refuted",
       .instances = "as dqc.lemma8, in its order, until the first refutation",
       .twin = true,
       .evaluate = [] { return lemma8(1); }},
      /// eq. (1), (2) twin: dropping the quantifier alternation in the Z3 encoding is caught.
      {.id = "dqc.twin.smt_no_alternation",
       .source = "seed 002 eq. (1), (2) (falsifying twin)",
       .statement =
           "mutant: the Z3 encoding with the quantifier alternation dropped (colluding provers: "
           "OR over α and β) decides DQC(f) with a re-verified certificate; must be refuted",
       .instances = all_n3 +
                    " (by NP class), then n = 4: NOR4, AND4, OR4 (in this order; the first "
                    "disagreement is printed)",
       .twin = true,
       .evaluate = twin_smt_no_alternation},
      /// Twin of dqc.gate_trees: without gates the sets differ.
      {.id = "dqc.twin.gate_trees_without_gates",
       .source = "seed 002 Def. 1 (falsifying twin of dqc.gate_trees)",
       .statement = "mutant: the game functions of depth-3 debates are the depth-3 decision-tree "
                    "functions (no AND/OR gates); must be refuted",
       .instances = "as dqc.gate_trees, n = 4 first",
       .twin = true,
       .evaluate = twin_gate_trees_without_gates},
      /// Twin of dqc.early_bits: the early bits chosen after the root bit.
      {.id = "dqc.twin.early_bits_late",
       .source = "seed 002 eq. (1), (2) (falsifying twin of dqc.early_bits)",
       .statement = "mutant: the witnesses' verifiers with the early bits placed after the root "
                    "bit in the transcript are valid debates for the same functions; must be "
                    "refuted",
       .instances = "the witnesses of dqc.early_bits, in order",
       .twin = true,
       .evaluate = twin_early_bits_late},
      /// Twin of dqc.early_bits.relabelling: the early bits renamed across owners.
      {.id = "dqc.twin.early_bits.relabel_across_owners",
       .source = "seed 002 eq. (1), (2) (falsifying twin of dqc.early_bits.relabelling)",
       .statement = "mutant: the early bits renamed in the order of their first reads across "
                    "blocks too (quantifiers of different owners exchanged) keep the shape's "
                    "function and the query admits it; must be refuted",
       .instances = "as dqc.early_bits.relabelling, in order",
       .twin = true,
       .evaluate = twin_early_bits_relabel_across_owners},
      /// Twin of dqc.drat.cadical: a proof checked against a formula it does not refute.
      {.id = "dqc.twin.drat_satisfiable_part",
       .source = "docs/DQC.md \"Checked refutations\" (falsifying twin of dqc.drat.cadical)",
       .statement = "mutant: CaDiCaL's proof of each instance, checked against the clauses of it "
                    "that the all-false assignment satisfies (a satisfiable formula), is "
                    "accepted and solve_cnf's answer with that check is UNSAT; must be rejected "
                    "and UNKNOWN",
       .instances = "as dqc.drat.cadical, in order",
       .twin = true,
       .evaluate = twin_drat_satisfiable_part},
      /// Twin of dqc.smt_n4: the reduced query with every y_i existential (colluding provers).
      {.id = "dqc.twin.smt_n4_no_alternation",
       .source = "seed 002 eq. (1), (2) (falsifying twin of dqc.smt_n4)",
       .statement = "mutant: the n = 4 reduced query with owners ignored and every y_i "
                    "existential is SAT at l = DQC(f) with a model that re-verifies; must be "
                    "refuted",
       .instances = "n = 4: the NPN-class representatives with DQC <= 3, in order, until the "
                    "first disagreement",
       .twin = true,
       .evaluate = twin_smt_n4_no_alternation},
  };
}

}  // namespace debref::dqc
