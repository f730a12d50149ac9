#include "harness/feature/claims.hpp"

#include "harness/feature/evaluate.hpp"

namespace debref::feature {

std::vector<Claim> feature_claims() {
  const std::string boolean =
      "Boolean family (docs/FEATURE.md): K = 1..6, 4 priors (2 for K >= 5), and/or/xor/majority/"
      "threshold/weighted/random f, N = 1..3, every w in supp";
  const std::string small_family = "the Boolean family with K <= 4 (N = 1..3), every w in supp";
  const std::string def6_space =
      "the Boolean family with K <= 4 and the Sec. 5.2 family with K D <= 6 (each prior and "
      "question once), the 25 Sec. 5.1 environments; every w in supp, every set of features "
      "revealed whole";
  const std::string evidence = "the 25 Sec. 5.1 environments (as feature.cor12), every w in supp";
  return {
      /// seed 004 Def. 1, Def. 2, "Debate phases": the generic finite debate game as Def. 7.
      {.id = "feature.def2.generic_game",
       .source = "seed 004 Def. 1, Def. 2, Sec. 2.2 \"Debate phases\", Def. 7",
       .statement = "the Def. 2 game (A(q) finite, L_c digits + pass, T = 2N arguments, E(t) the "
                    "revealed cylinder, u_1 = |f̂ - a2| - |f̂ - a1|) solved by backward induction "
                    "with a random first mover: v* = FeatureDebate::answer_payoff for every pair, "
                    "v*(a2, a1) = -v*(a1, a2) (value 0), answers in [f̂^{↑↓}, f̂^{↓↑}] optimal",
       .instances = "the Boolean family with K <= 3 and the Sec. 5.2 family with K D <= 4; A(q) "
                    "= {0, 1/2, 1} and both ends of every world's interval; every w in supp",
       .evaluate = def2_generic_game},
      /// seed 004 Def. 1, Def. 2, "Debate phases" outside Def. 7: a yes/no debate.
      {.id = "feature.def2.yes_no",
       .source = "seed 004 Def. 1, Def. 2, Sec. 2.2 \"Debate phases\", Def. 4",
       .statement = "yes/no debate (τ 0/1, E(t) = e_i of the signal named last, distinct signals, "
                    "random first mover): v*(a2, a1) = -v*(a1, a2), v*(truth, lie) = ½(c_(N+1) + "
                    "c'_(N+1)), and truth-promoting in w (Def. 4) iff that margin > 0",
       .instances = "hidden bit X, P(X=1) in {1/2, 1/3}, k = 2..4 signals rotated from 7 "
                    "(copy, negation, useless, noisy), N = 1..k/2; every w in supp",
       .evaluate = def2_yes_no},
      /// seed 004 Def. 6: the environment's conditions, and the experiments e_i the judge uses.
      {.id = "feature.def6",
       .source = "seed 004 Def. 6",
       .statement = "π a probability measure on distinct points of [0,1]^ℕ, f: W -> [0, 1], and "
                    "the judge's belief after revealing I is E_π[f | ∩_{i in I} e_i(w)], e_i(w) = "
                    "{w̃ | w̃_i = w_i}",
       .instances = def6_space,
       .evaluate = def6},
      /// seed 004 Sec. 3.2: the second debater's edge, on every world of the Boolean family.
      {.id = "feature.second_mover_edge",
       .source = "seed 004 Sec. 3.2",
       .statement = "f̂_N^{↑↓}(w) <= f̂_N^{↓↑}(w) (the second debater's edge)",
       .instances = boolean,
       .evaluate = second_mover_edge},
      /// seed 004 Lemma 8 (i): the interval read off the full answering game, answers just outside.
      {.id = "feature.lemma8.optimal_answers",
       .source = "seed 004 Lemma 8 (i)",
       .statement = "in the answering game (Def. 2, random first mover, minimax over u_1), an "
                    "answer is optimal iff it lies in [f̂_N^{↑↓}(w), f̂_N^{↓↑}(w)]",
       .instances = small_family +
                    " except K = 4 with N = 3; answers: 0, 1, both ends, midpoint, points just "
                    "outside, leaf beliefs",
       .evaluate = lemma8_optimal_answers},
      /// seed 004 Lemma 8 (ii): the game's worst optimal outcome against the endpoint formula.
      {.id = "feature.lemma8.error",
       .source = "seed 004 Lemma 8 (ii)",
       .statement = "the largest error of an outcome of optimal play equals max{|f̂^{↑↓} - f|, "
                    "|f̂^{↓↑} - f|}",
       .instances =
           small_family + "; optimal answer pairs from the ends, midpoint and leaf beliefs",
       .evaluate = lemma8_error_claim},
      /// seed 004 Prop. 9: truth-promotion when N covers every relevant feature.
      {.id = "feature.prop9",
       .source = "seed 004 Prop. 9",
       .statement = "f depends on <= N features => F_π(f, N) is truth-promoting (f̂^{↑↓} = "
                    "f̂^{↓↑} = f(w))",
       .instances = boolean + " with at most N relevant features",
       .evaluate = prop9},
      /// seed 004 Prop. 10, Sec. 4.2: the worst-case error of a conjunction one feature too wide.
      {.id = "feature.prop10.worst_case",
       .source = "seed 004 Prop. 10 (worst case), Sec. 4.2",
       .statement = "and of N+1 features with P(W_i = 1) = δ, w = 1...1: error >= 1 - δ",
       .instances = "N = 1..3, K = N+1 and N+2, δ in {1/2, 1/3, 1/5, 1/10, 1/100}",
       .evaluate = prop10_worst},
      /// seed 004 Prop. 10, Sec. 4.2: xor one feature too wide, checked in the answering game.
      {.id = "feature.prop10.in_expectation",
       .source = "seed 004 Prop. 10 (in expectation), Sec. 4.2",
       .statement = "xor of N+1 uniform features: f̂^{↑↓} = f̂^{↓↑} = 1/2 in every w, 1/2 the "
                    "unique optimal answer (checked in the answering game), expected error "
                    "exactly 1/2",
       .instances = "N = 1..3, K = N+1 and N+2, uniform prior",
       .evaluate = prop10_expectation},
      /// seed 004 Prop. 10 "(even for continuous f)", proof: Π w_i^K on a grid of the uniform
      /// prior; bounds derived in docs/FEATURE.md.
      {.id = "feature.prop10.continuous_worst_case",
       .source = "seed 004 Prop. 10 (worst case, continuous f), proof of Prop. 10",
       .statement = "f = Π_{i<=N+1} w_i^K, uniform prior on a k-grid, w = 1...1: K/(K+1) - "
                    "1/(k-1) <= error <= K/(K+1) + 1/(k(K+1)) (-> 1 as K = k-1 grows)",
       .instances = "N = 1 (k in {2,3,5,9,17}), N = 2 (k in {2,3,5,9}); K in {1,2,4,8,k-1}",
       .evaluate = prop10_continuous_worst},
      /// seed 004 Prop. 10 (in expectation) for a continuous approximation of ψ.
      {.id = "feature.prop10.continuous_in_expectation",
       .source = "seed 004 Prop. 10 (in expectation, continuous f), proof of Prop. 10",
       .statement = "f = ramp xor of N+1 features (slope K), uniform k-grid: f̂^{↑↓} = f̂^{↓↑} "
                    "= 1/2 in every w, expected error = (1/2) m^{N+1} exactly and >= (1 - "
                    "(N+1)(1/K + 1/k))/2 (-> 1/2)",
       .instances = "N = 1 (k in {3,4,5,9,17}), N = 2 (k in {3,4,5,9}); K in {1,2,4,k}",
       .evaluate = prop10_continuous_expectation},
      /// seed 004 Cor. 11: the argumentation game's value, both first movers.
      {.id = "feature.cor11",
       .source = "seed 004 Cor. 11",
       .statement = "answers a1, a2 in [f̂^{↑↓}, f̂^{↓↑}]: the debater arguing second gets "
                    "utility |a1 - a2|",
       .instances = small_family + "; answers: both ends and the midpoint",
       .evaluate = cor11},
      /// seed 004 Sec. 5.1, Cor. 12: the debate against the closed log-odds form f̂*_N.
      {.id = "feature.cor12",
       .source = "seed 004 Sec. 5.1, Cor. 12",
       .statement = "independent evidence, bounded: f̂^{↑↓} = f̂^{↓↑} = f̂*_N (log-odds p0 + "
                    "Ev↑_N - Ev↓_N)",
       .instances = "25 environments: K = 1..4 Boolean features with likelihoods from a list, "
                    "P(X=1) in {1/2, 1/3}, one 3-valued; N = 1, 2",
       .evaluate = cor12},
      /// seed 004 Sec. 5.1 eq. (3)-(4): the remaining evidence is the truth's distance from the
      /// debate's answer in log-odds.
      {.id = "feature.sec5_1.r_difference",
       .source = "seed 004 Sec. 5.1, eq. (3)-(4) and the sentence after them",
       .statement = "independent evidence: logit f(w) - logit f̂_N(w) = R_N^↑(w) - R_N^↓(w), "
                    "f̂_N = f̂^{↑↓} = f̂^{↓↑} the debate's answer",
       .instances = evidence + ", N = 1..3",
       .evaluate = r_difference},
      /// seed 004 Sec. 5.1 footnote 13: the sign of R_n.
      {.id = "feature.sec5_1.r_sign",
       .source = "seed 004 Sec. 5.1, footnote 13 (finding: R_n is never negative)",
       .statement = "R_n^a(w) >= 0; R_n^a(w) > 0 iff n < |N_a| or (N_ir finite and n > |N_a| + "
                    "|N_ir|): -> 0 only with N_ir (or N_a) infinite",
       .instances = evidence + ", both piles, with constant features (n = 0..K+1) and without "
                               "(n = 0..K)",
       .evaluate = r_sign},
      /// seed 004 Sec. 5.2, Prop. 13: the error bound with the least Lipschitz constant on the
      /// grid. Non-trivial because only configurations whose bound is below the range of f
      /// (the largest error any debate can have) count; the others are vacuous.
      {.id = "feature.prop13",
       .source = "seed 004 Sec. 5.2, Prop. 13",
       .statement = "f L-Lipschitz w.r.t. ρ (L least on the grid) => F^l_π(f, N) is "
                    "L/2^⌊√N⌋-truth promoting",
       .instances = "K features of D binary digits, (K, D) in {(1,3), (2,2), (2,3), (3,2), "
                    "(3,3)}, uniform and graded priors, f in {x1, x_K, mean, product, max, tent, "
                    "weighted}, N = 1..ceil(K D / 2); a world counts where L/2^⌊√N⌋ < max f - "
                    "min f",
       .evaluate = prop13},
      /// seed 004 Def. 6 on a continuous prior: π uniform (Lebesgue) on [0, 1]^ℕ, f̂ an integral.
      {.id = "feature.def6_continuous",
       .source = "seed 004 Def. 6, Def. 7, Sec. 5.2 (π uniform on [0, 1]^ℕ)",
       .statement = "f continuous into [0, 1]; the judge's belief after revealing features I is "
                    "∫ f over the unrevealed coordinates (E_π[f | ∩_{i in I} e_i(w)]); after "
                    "Sec. 5.2's digits it is ∫ f over the dyadic box",
       .instances = "the continuous family (K = 1..3, docs/FEATURE.md), w in {0, 1/3, 1/2, 1}^K, "
                    "every I; every dyadic box of N = 1 (side >= 1/4)",
       .evaluate = def6_continuous},
      /// seed 004 Prop. 13 on π uniform, every w in [0, 1]^K, L the exact least constant.
      {.id = "feature.prop13_continuous",
       .source = "seed 004 Sec. 5.2, Prop. 13 (π uniform on [0, 1]^ℕ)",
       .statement = "f L-Lipschitz w.r.t. ρ (L least on [0, 1]^K, exact) => sup_w error of "
                    "F^l_π(f, N) <= L/2^⌊√N⌋",
       .instances = "the continuous family, N = 1..⌊6/K⌋ (2NK <= 12 digits), every dyadic cell of "
                    "side 2^-2N (sup over its closure); counted where L/2^⌊√N⌋ < sup f - inf f",
       .evaluate = prop13_continuous},
      /// seed 004 Sec. 3.2 twin: the debaters' order swapped must break the edge somewhere.
      {.id = "feature.twin.second_mover_swapped",
       .source = "seed 004 Sec. 3.2 (falsifying twin)",
       .statement = "the ↑ debater arguing second: f̂^{↓↑}(w) <= f̂^{↑↓}(w) must fail",
       .instances = small_family + ", until the first world with a strict edge",
       .twin = true,
       .evaluate = twin_second_mover_swapped},
      /// seed 004 Lemma 8 (i) twin: an optimal set shrunk to the midpoint must miss an end.
      {.id = "feature.twin.lemma8_midpoint_only",
       .source = "seed 004 Lemma 8 (i) (falsifying twin)",
       .statement = "only the midpoint of [f̂^{↑↓}, f̂^{↓↑}] optimal: an end optimal in the "
                    "answering game must refute it",
       .instances = small_family + ", until the first refuting world",
       .twin = true,
       .evaluate = twin_lemma8_midpoint_only},
      /// seed 004 Lemma 8 (ii) twin: min for max in the error formula must disagree with the game.
      {.id = "feature.twin.lemma8_min_error",
       .source = "seed 004 Lemma 8 (ii) (falsifying twin)",
       .statement = "error = min{|f̂^{↑↓} - f|, |f̂^{↓↑} - f|} must differ from the game's worst "
                    "optimal outcome",
       .instances = small_family + ", until the first refuting world",
       .twin = true,
       .evaluate = twin_lemma8_min_error},
      /// seed 004 Prop. 10 twin: a conjunction that is not wider than the rounds.
      {.id = "feature.twin.prop10_not_too_wide",
       .source = "seed 004 Prop. 10 (worst case) (falsifying twin)",
       .statement = "and of N features (not N+1), w = 1...1: error >= 1 - δ must fail",
       .instances = "N = 1..3, K = N+1, δ as in feature.prop10.worst_case",
       .twin = true,
       .evaluate = twin_prop10_not_too_wide},
      /// seed 004 Prop. 10 twin: a parity that is not wider than the rounds.
      {.id = "feature.twin.prop10_xor_not_too_wide",
       .source = "seed 004 Prop. 10 (in expectation) (falsifying twin)",
       .statement = "xor of N uniform features (not N+1): f̂^{↑↓} = f̂^{↓↑} = 1/2 must fail",
       .instances = "N = 1..3, K = N+1, uniform prior",
       .twin = true,
       .evaluate = twin_prop10_xor_not_too_wide},
      /// seed 004 Prop. 10 (continuous) twin: Π w_i^K only N features wide.
      {.id = "feature.twin.prop10_continuous_not_too_wide",
       .source = "seed 004 Prop. 10 (worst case, continuous f) (falsifying twin)",
       .statement = "f = Π_{i<=N} w_i^K (not N+1): error >= K/(K+1) - 1/(k-1) must fail",
       .instances = "the grids of feature.prop10.continuous_worst_case, until the first refuting",
       .twin = true,
       .evaluate = twin_prop10_continuous_not_too_wide},
      /// seed 004 Prop. 10 (continuous, in expectation) twin: ramp xor only N features wide.
      {.id = "feature.twin.prop10_ramp_xor_not_too_wide",
       .source = "seed 004 Prop. 10 (in expectation, continuous f) (falsifying twin)",
       .statement = "ramp xor of N features (not N+1): f̂^{↑↓} = f̂^{↓↑} = 1/2 must fail",
       .instances = "the grids of feature.prop10.continuous_in_expectation, until the first "
                    "refuting world",
       .twin = true,
       .evaluate = twin_prop10_ramp_xor_not_too_wide},
      /// seed 004 Cor. 11 twin: answers outside the interval.
      {.id = "feature.twin.cor11_outside",
       .source = "seed 004 Cor. 11 (falsifying twin)",
       .statement = "answers 0 and 1 outside [f̂^{↑↓}, f̂^{↓↑}] ⊂ (0, 1): the second debater "
                    "getting |a1 - a2| must fail",
       .instances = small_family + ", until the first refuting world",
       .twin = true,
       .evaluate = twin_cor11_outside},
      /// seed 004 Cor. 12 twin: evidence that is not independent given X.
      {.id = "feature.twin.cor12_dependent",
       .source = "seed 004 Cor. 12 with the independence given X dropped (falsifying twin)",
       .statement = "W_2 a copy of W_1: f̂^{↑↓} = f̂^{↓↑} = f̂*_N (both likelihood ratios "
                    "multiplied) must fail",
       .instances = "K = 2 Boolean features, P(X=1) = 1/2, likelihoods 3/4 vs 1/4, N = 2",
       .twin = true,
       .evaluate = twin_cor12_dependent},
      /// seed 004 Sec. 5.1 twin: the relation without independence given X.
      {.id = "feature.twin.r_difference_dependent",
       .source = "seed 004 Sec. 5.1 eq. (3)-(4) with the independence given X dropped "
                 "(falsifying twin)",
       .statement = "W_2 a copy of W_1, N = 1: logit f - logit f̂_N = R_N^↑ - R_N^↓ must fail",
       .instances = "K = 2 Boolean features, P(X=1) = 1/2, likelihoods 3/4 vs 1/4, N = 1",
       .twin = true,
       .evaluate = twin_r_difference_dependent},
      /// seed 004 footnote 13 as written: caught, so the finding is shown by an instance.
      {.id = "feature.twin.footnote13_negative",
       .source = "seed 004 Sec. 5.1, footnote 13 as written (falsifying twin)",
       .statement = "a debater who must reveal evidence against their case (N_ir finite, n > "
                    "|N_a| + |N_ir|) has R_n^a < 0: must fail",
       .instances = "the piles of feature.sec5_1.r_sign without constant features, until the "
                    "first refuting",
       .twin = true,
       .evaluate = twin_footnote13_negative},
      /// seed 004 Def. 6 twin: an experiment that reveals a threshold, not the value.
      {.id = "feature.twin.def6_threshold_experiment",
       .source = "seed 004 Def. 6 (falsifying twin)",
       .statement = "e_i(w) = {w̃ | w̃_i <= w_i}: the judge's belief = E_π[f | ∩ e_i(w)] must "
                    "fail",
       .instances = def6_space + ", until the first refuting",
       .twin = true,
       .evaluate = twin_def6_threshold_experiment},
      /// seed 004 "Debate phases" twin: the order of argumentation not randomised.
      {.id = "feature.twin.def2_fixed_first_mover",
       .source = "seed 004 Sec. 2.2 \"Debate phases\" with the random order dropped (falsifying "
                 "twin)",
       .statement = "debater 1 always argues first: v*(a2, a1) = -v*(a1, a2) must fail",
       .instances = "the instances and answers of feature.def2.generic_game, until the first "
                    "refuting",
       .twin = true,
       .evaluate = twin_def2_fixed_first_mover},
      /// seed 004 Def. 2 twin: the yes/no protocol without its no-repeat rule.
      {.id = "feature.twin.def2_yes_no_repeat",
       .source = "seed 004 Def. 2 (falsifying twin: the protocol P mutated)",
       .statement = "signals may be named again: v*(truth, lie) = ½(c_(N+1) + c'_(N+1)) must fail",
       .instances = "the yes/no family of feature.def2.yes_no, until the first refuting",
       .twin = true,
       .evaluate = twin_def2_yes_no_repeat},
      /// seed 004 Prop. 9 twin: one round short must leave a non-zero error.
      {.id = "feature.twin.prop9_one_round_short",
       .source = "seed 004 Prop. 9 (falsifying twin)",
       .statement = "mutant: N = (relevant features) - 1 is enough; must show a non-zero error",
       .instances = "the Boolean family with K <= 4, each f with >= 2 relevant features",
       .twin = true,
       .evaluate = twin_prop9},
      /// seed 004 Def. 6 twin on π uniform: an experiment that is not a feature reveal.
      {.id = "feature.twin.def6_continuous_threshold",
       .source = "seed 004 Def. 6 (falsifying twin, π uniform on [0, 1]^ℕ)",
       .statement = "mutant: e_i(w) = {w̃ | w̃_i <= w_i}; must disagree with the judge's belief",
       .instances = "as feature.def6_continuous (points with w_i > 0 on the revealed features)",
       .twin = true,
       .evaluate = twin_def6_continuous_threshold},
      /// seed 004 Prop. 13 twin on π uniform: L read without ρ's weights 2^-i.
      {.id = "feature.twin.prop13_continuous_unweighted",
       .source = "seed 004 Prop. 13 (falsifying twin, π uniform on [0, 1]^ℕ)",
       .statement = "mutant: L the least constant for Σ_i |w_i - w'_i| (ρ's weights dropped); must "
                    "exceed L/2^⌊√N⌋ at some w",
       .instances = "as feature.prop13_continuous",
       .twin = true,
       .evaluate = twin_prop13_unweighted},
      /// seed 004 Prop. 13 twin: without the Lipschitz hypothesis the bound must fail.
      {.id = "feature.twin.prop13_non_lipschitz",
       .source = "seed 004 Prop. 13 (falsifying twin)",
       .statement = "mutant: drop the Lipschitz hypothesis (xor of the last digits, asserted "
                    "1-Lipschitz); must exceed L/2^⌊√N⌋",
       .instances = "K = 2 features of 3 digits, uniform, N = 1..4",
       .twin = true,
       .evaluate = twin_prop13},
  };
}

}  // namespace debref::feature
