// Source: seed 001 Def. 4.1 (a (P_time, V_time, q)-debate: A and B run in time P_time, V in time
// V_time and makes q oracle queries), Thm 6.2 and Fig. 2 with the constants of App. D, whose
// "Efficiency" paragraph counts the costs: each honest prover samples O at most R times for each
// of the T steps of M, and simulates each step in O(log T) time (the head position); V reads the
// O(l) coordinates a_{I(t)}, each located by O(log T) bits, and samples O at most r times.
// docs/STOCHASTIC.md "Costs of Fig. 2 with the paper's constants".
//
// Each party's cost against the worst opponent, exactly: the maximum over every run of the game,
// i.e. over every opponent strategy Fig. 2 allows and every outcome of positive probability (Def.
// 4.1 bounds the running time of every run, not its mean), by backward induction over the
// 2^T - 1 prefixes (every step an oracle query on the prefix, so I(t) = {1..t-1}, l = T - 1):
//   completeness game (A honest, any B'): A claims X/R for a count X of its R samples; a_t is
//     reachable as 1 iff some claim is > 0, as 0 iff some claim is < 1; B' continues or aborts
//     after seeing a_t (step 2(e)), at every round;
//   soundness game (B honest, any A'): A' claims any p^_t in [0, 1], a_t ~ Bernoulli(p^_t)
//     (steps 2(b)-(d)); B continues iff its mean of R samples is within the abort radius of p^_t.
// Units (the proof's): one oracle query = 1; one step of M simulated = ceil(log2 T) + 1 (the head
// position and the step); one transcript coordinate read by V = ceil(log2 T) + 1 (its location
// and its bit). A's claim p^_t, the coins z_t and the abort round are not counted (App. D does not
// count them; A' may claim any real).
#pragma once

#include <cstdint>

#include "reference/num/rational.hpp"
#include "reference/stochastic/oracle.hpp"
#include "reference/stochastic/paper_fig2.hpp"
#include "reference/support/ceil_log2.hpp"

namespace debref::stochastic {

/// One party's cost in its worst run: oracle queries, steps of M simulated, and time in the
/// units above (queries + steps (ceil(log2 T) + 1) + transcript coordinates read (ceil(log2 T)
/// + 1)).
struct PartyCost {
  Integer queries, steps, time;
  friend bool operator==(const PartyCost&, const PartyCost&) = default;
};

/// Fig. 2's parties: honest A against every B' (completeness game), honest B against every A'
/// (soundness game), V in either game.
struct PaperCosts {
  PartyCost alice, bob, vera;
};

/// When V samples: on an abort (Fig. 2 step 3(a)) or at every round (a mutated protocol).
enum class VeraSampling { OnAbort, EveryRound };

/// Each party's cost in its worst run of Fig. 2 with constants `c` (c.T = o.t + 1).
PaperCosts paper_worst_costs(const Oracle& o, const PaperConstants& c,
                             VeraSampling sampling = VeraSampling::OnAbort);

}  // namespace debref::stochastic
