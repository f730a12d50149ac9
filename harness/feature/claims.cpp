#include "harness/feature/claims.hpp"

#include "harness/feature/evaluate.hpp"

namespace debref::feature {

std::vector<Claim> feature_claims() {
  const std::string boolean =
      "Boolean family (docs/FEATURE.md): K = 1..6, 4 priors (2 for K >= 5), and/or/xor/majority/"
      "threshold/weighted/random f, N = 1..3, every w in supp";
  const std::string small_family = "the Boolean family with K <= 4 (N = 1..3), every w in supp";
  return {
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
      /// seed 004 Prop. 9 twin: one round short must leave a non-zero error.
      {.id = "feature.twin.prop9_one_round_short",
       .source = "seed 004 Prop. 9 (falsifying twin)",
       .statement = "mutant: N = (relevant features) - 1 is enough; must show a non-zero error",
       .instances = "the Boolean family with K <= 4, each f with >= 2 relevant features",
       .twin = true,
       .evaluate = twin_prop9},
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
