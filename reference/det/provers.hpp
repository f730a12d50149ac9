// Source: seed 001 App. B, the efficiency paragraphs of the proofs of Thm 5.1 and Thm 5.3 (and
// App. E, Thm 7.1: "the prover and verifier time are the same as Theorem 5.3"): the honest provers
// of Fig. 4 and Fig. 1 as algorithms that simulate M, with the steps of M each one simulates
// counted. The proofs bound the provers' time P_time (Def. 4.1) by these steps times O(log T) for
// one step (the head position has O(log T) bits); the steps are what the algorithms decide. No I/O.
#pragma once

#include <cstdint>
#include <vector>

#include "reference/det/machine.hpp"

namespace debref::det {

/// One play of Fig. 4 or Fig. 1 with an honest prover: V's verdict, the steps of M the honest
/// prover simulated, and App. B's count for that play (the bound its proof states).
struct ProverPlay {
  bool v_accepts = false;
  int steps = 0;
  int bound = 0;
};

/// M's configurations after 0..time steps on input x (seed 001 Sec. 3): what the liar A' of
/// bisection_bob knows; not counted as any honest prover's work.
std::vector<Config> configurations(const Machine& m, const std::vector<int>& x, int time);

/// seed 001 Fig. 4 with App. B's honest A (completeness: "run M(x) once to get the transcript y
/// and always output the appropriate middle configuration"): constructing A runs M for T steps
/// from z_0 = x and keeps every configuration; `play` answers z'_0 and each round's middle a_k from
/// that record against B's choices `bits` (bit k is b_k; 1 = the second half, step 1(c)). V's
/// verdict is Fig. 4 step 2's (every claimed configuration valid, z'_0 accepting, the last two one
/// step of M). A play's steps: the T of the construction plus any of the play. Bound: T. `rerun`
/// is the twins' mutant: A keeps no record and re-runs M from x for every message (T steps for
/// z'_0, then the offset plus t_k / 2 for each a_k).
class BisectionAlice {
 public:
  BisectionAlice(const Machine& m, const std::vector<int>& x, int time, bool rerun = false);
  ProverPlay play(std::uint32_t bits) const;

 private:
  const Machine* m_;
  Config start_;
  int time_, steps_ = 0;
  bool rerun_;
  std::vector<Config> record_;
};

/// seed 001 Fig. 4 with App. B's honest B (soundness: in round k, "run M for t_k/2 steps from z_k"
/// and pick the half that is incorrect: b_k = 0 iff a_k is not the configuration reached) against
/// the liar A' that knows M's configurations `truth` (0..T steps on x) and claims an accepting z'_0
/// other than M's (M's final configuration with cell 0 flipped, in an accepting state) and, in
/// round k, the true middle from z_k when bit k of `lies` is 0, that middle with cell 0 flipped
/// when it is 1 (so B's choices are the complement of `lies`: the 2^rounds patterns reach every
/// sequence of halves). Bound: the sum of t_k over the rounds played (the proof runs M for t_k / 2
/// steps from z_k and from a_k; at most 2T). `rerun` is the twins' mutant: B re-runs M from x (the
/// offset plus t_k / 2 steps) instead of from z_k.
ProverPlay bisection_bob(const Machine& m, const std::vector<Config>& truth, std::uint32_t lies,
                         bool rerun = false);

/// seed 001 Fig. 1 with App. B's honest A ("output the true transcript of M on input x"): A runs M
/// once and writes a_1..a_T; `steps` (if given) gets the steps simulated (T; bound T). `rerun` is
/// the twins' mutant: A re-runs M from x for every record (1 + 2 + ... + T steps).
Transcript crossexam_alice(const Machine& m, const std::vector<int>& input, int time, int* steps,
                           bool rerun = false);

/// seed 001 Fig. 1 with App. B's honest B ("execute M(x) and find such a location"): B runs M on
/// the input one step at a time beside A's transcript `a` and names the first location whose record
/// is not M's (T when every record is). `steps` gets the steps simulated (bound T). `rerun` is the
/// twins' mutant: B re-runs M from the input for every location it inspects.
int crossexam_bob(const Machine& m, const std::vector<int>& input, const Transcript& a, int* steps,
                  bool rerun = false);

}  // namespace debref::det
