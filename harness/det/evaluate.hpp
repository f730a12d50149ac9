// Source: seed 001 Fig. 4 + Thm 5.1, Fig. 1 + Thm 5.3, Fig. 3 + Thm 7.1 (App. B, App. E). What
// each det claim computes on the machine class of docs/DET.md (harness/det/instances.hpp),
// exactly: the instances tested and the first violation (the smallest member).
#pragma once

#include "harness/core/claim.hpp"

namespace debref::det {

ClaimOutcome bisection_thm5_1();
ClaimOutcome bisection_cost();
ClaimOutcome crossexam_thm5_3();
ClaimOutcome crossexam_cost();
ClaimOutcome twin_bisection_cost_tightened();
ClaimOutcome twin_crossexam_cost_tightened();
/// The bisection does not halve (Fig. 4 step 1(a) mutated): the smallest instance where the
/// unchanged Thm 5.1 cost check fails.
ClaimOutcome twin_bisection_no_halving();
/// V reads every earlier record instead of those of I(t) (Fig. 1 step 3 mutated): the smallest
/// instance where the unchanged Thm 5.3 cost check fails.
ClaimOutcome twin_crossexam_read_prefix();
/// V skips Fig. 4 step 2's final step check: the first member where the unchanged Thm 5.1 check
/// fails.
ClaimOutcome twin_bisection_no_final_step();
ClaimOutcome witness_thm7_1();
/// seed 001 App. B / App. E efficiency: the honest provers' steps of M (Thm 5.1, Thm 5.3) and V's
/// counts with the provers' steps in the witness debate (Thm 7.1).
ClaimOutcome bisection_provers_outcome();
ClaimOutcome crossexam_provers_outcome();
ClaimOutcome witness_cost_outcome();
/// A prover re-runs M from the input for each message (App. B's "run M(x) once" broken): the
/// first instance where the unchanged prover check fails.
ClaimOutcome twin_bisection_alice_rerun();
ClaimOutcome twin_bisection_bob_rerun();
ClaimOutcome twin_crossexam_bob_rerun();
/// V reads every earlier record in the witness debate: the first instance where the unchanged
/// Thm 7.1 cost check fails.
ClaimOutcome twin_witness_read_prefix();
/// V skips Fig. 4 step 2's validity check: the smallest instance where V step-checks a
/// configuration outside the space bound S.
ClaimOutcome twin_validity();
/// V checks a uniformly random location (Fig. 1 step 3 mutated).
ClaimOutcome twin_random_location();
/// V does not read the witness (Fig. 3 mutated).
ClaimOutcome twin_witness_unchecked();
/// seed 000 Def. 3.3: which bit of step i a transcript records: the bit written at the head (the
/// definition), or a reading its wording excludes (twins).
enum class TranscriptReading { Written, Read, HeadAfterMove };
/// The reference's transcript against an independent simulation of delta on every member and
/// tape, T = 8; a twin reading stops at its first difference (evaluate_transcript.cpp).
ClaimOutcome def3_3_transcript(TranscriptReading reading);

}  // namespace debref::det
