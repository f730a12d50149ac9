// Source: seed 004 Def. 6, Sec. 3.2, Lemma 8, Prop. 9, Prop. 10, Cor. 11, Sec. 5.1, Cor. 12,
// Prop. 13. What each feature claim computes on its instance space
// (harness/feature/instances.hpp), exactly: the instances tested, the vacuous ones and the first
// violation.
#pragma once

#include <vector>

#include "harness/core/claim.hpp"
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

}  // namespace debref::feature
