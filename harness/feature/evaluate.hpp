// Source: seed 004 Def. 6, Sec. 3.2, Lemma 8, Prop. 9, Prop. 10, Cor. 11, Sec. 5.1, Cor. 12,
// Prop. 13. What each feature claim computes on its instance space
// (harness/feature/instances.hpp), exactly: the instances tested, the vacuous ones and the first
// violation.
#pragma once

#include <vector>

#include "harness/core/claim.hpp"
#include "reference/feature/debate.hpp"
#include "reference/feature/def2_games.hpp"
#include "reference/feature/environment.hpp"

namespace debref::feature {

ClaimOutcome second_mover_edge();
ClaimOutcome lemma8_optimal_answers();
ClaimOutcome lemma8_error_claim();
ClaimOutcome prop9();
ClaimOutcome prop10_worst();
ClaimOutcome prop10_expectation();
ClaimOutcome cor11();
ClaimOutcome cor12();
ClaimOutcome prop13();
ClaimOutcome twin_second_mover_swapped();
ClaimOutcome twin_lemma8_midpoint_only();
ClaimOutcome twin_lemma8_min_error();
ClaimOutcome twin_prop9();
ClaimOutcome twin_prop10_not_too_wide();
ClaimOutcome twin_prop10_xor_not_too_wide();
ClaimOutcome twin_cor11_outside();
ClaimOutcome twin_cor12_dependent();
ClaimOutcome twin_prop13();

// harness/feature/evaluate_continuous.cpp: Prop. 10's continuous clause on grids.
ClaimOutcome prop10_continuous_worst();
ClaimOutcome prop10_continuous_expectation();
ClaimOutcome twin_prop10_continuous_not_too_wide();
ClaimOutcome twin_prop10_ramp_xor_not_too_wide();

// harness/feature/evaluate_remaining.cpp: Sec. 5.1's R_n^↑, R_n^↓ (eq. (3), (4), footnote 13).
ClaimOutcome r_difference();
ClaimOutcome r_sign();
ClaimOutcome twin_r_difference_dependent();
ClaimOutcome twin_footnote13_negative();

// harness/feature/evaluate_def6.cpp: Def. 6's conditions on the finite environments.
ClaimOutcome def6();
/// The twin's mutated Def. 6 experiment e_i(w) = {w̃ | w̃_i <= w_i} (numeric values): E_π[f | ∩_{i
/// in revealed} e_i(w)] for w in supp π (`debref feature --reveal I --experiment threshold`).
Rational threshold_experiment_mean(const Environment& env, const Question& f, std::size_t w,
                                   const std::vector<int>& revealed);
ClaimOutcome twin_def6_threshold_experiment();

// harness/feature/evaluate_continuous_prior.cpp: Def. 6 and Prop. 13 on π uniform on [0, 1]^ℕ.
ClaimOutcome def6_continuous();
ClaimOutcome twin_def6_continuous_threshold();
ClaimOutcome prop13_continuous();
ClaimOutcome twin_prop13_unweighted();

// harness/feature/evaluate_def2.cpp: Def. 1, Def. 2 and "Debate phases" on the generic game.
ClaimOutcome def2_generic_game();
ClaimOutcome twin_def2_fixed_first_mover();
ClaimOutcome def2_yes_no();
ClaimOutcome twin_def2_yes_no_repeat();
/// The yes/no debate's closed form (docs/FEATURE.md): ½(c_(N+1) + c'_(N+1)), the (N+1)-th largest
/// and smallest of c_j = |p_j - (1 - f(w))| - |p_j - f(w)| over the signals j, p_j = E_π[f |
/// e_j(w)]; needs 1 <= N and 2N <= the number of signals.
Rational order_statistic_margin(const Environment& env, const Question& f, int rounds,
                                std::size_t w);
/// `debref feature ... --world W --answers A1,A2 --def2 feature-debate`: the generic game's values
/// of (a1, a2) and (a2, a1) for each first mover and their sums (gap_*; 0 = antisymmetric).
nlohmann::json def2_feature_json(const FeatureDebate& d, std::size_t w, const Rational& a1,
                                 const Rational& a2);
/// `debref feature ... --world W --def2 yes-no [--protocol P]`: the yes/no debate's answering
/// matrix, the truthful answer's margin, the optimal answers, Def. 4's error in w and the closed
/// form.
nlohmann::json def2_yes_no_json(const Environment& env, const Question& f, int rounds,
                                std::size_t w, SignalProtocol protocol);

}  // namespace debref::feature
