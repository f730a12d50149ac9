// Source: seed 001 Def. 5.2, Fig. 1 and Thm 5.3 (cross-examination: A writes the transcript, B
// names a location t, V checks a_t from a_{I(t)} with one step of M and outputs a_T), Fig. 3 and
// Thm 7.1 (A first supplies a witness w; Fig. 1 runs on input (x, w)), App. B / App. E proofs.
// Each game is solved exactly over every transcript, location and witness. No I/O.
#pragma once

#include <cstdint>
#include <vector>

#include "reference/det/bisection.hpp"
#include "reference/det/machine.hpp"
#include "reference/num/rational.hpp"

namespace debref::det {

/// Every record A may write at one coordinate: write bit x state x head (seed 001 Fig. 1 step 1).
std::vector<Record> all_records(const Machine& m);

/// seed 001 Fig. 1: V's output on transcript a and B's location t (1-based): 0 if the check of
/// location t fails, else 1 iff a_T is accepting.
bool crossexam_verdict(const Machine& m, const InputView& in, const Transcript& a, int t);

/// seed 001 Fig. 1, exact solution for every T in 1..max_time at once. Since V's check of location
/// t depends only on a_1..a_t, A has a transcript of length T that survives every location iff it
/// extends a prefix surviving all earlier locations: a depth-first search over every record at
/// every coordinate, pruned at the first failing location (B names it), is exhaustive.
struct CrossExamSolution {
  std::vector<bool> a_wins;  // a_wins[T]: some transcript survives every t, a_T accepting
  std::vector<std::uint64_t> surviving;  // surviving[T]: transcripts of length T passing every t
  std::uint64_t nodes = 0;               // transcripts prefixes examined
};
/// `check_locations` false is the explorer's mutant "V skips Fig. 1 step 3's location check"
/// (V outputs a_T unchecked: A wins iff some record is accepting; surviving saturates).
CrossExamSolution solve_crossexam(const Machine& m, const InputView& in, int max_time,
                                  bool check_locations = true);

/// seed 001 Thm 5.3 efficiency, explicit: what V reads when checking location t of a (records of
/// I(t), a_t and a_T; their locations; never-written input cells; one query at most).
/// `read_prefix` is the twin's mutant "V reads every earlier record a_1..a_{t-1} instead of those
/// of I(t)" (it replays the transcript to find the cells' contents): the same check, but up to T
/// records read, beyond Thm 5.3's bound once T > max(1, l) + 3.
VerifierCost crossexam_cost(const Machine& m, const Transcript& a, int t, bool read_prefix = false);
/// The Thm 5.3 bound, explicit: at most max(1, l) + 3 records of 1 + bits_for(|Q|) + bits_for(S)
/// bits, each with a location of bits_for(T) bits, plus max(1, l) input cells; 1 query.
VerifierCost crossexam_bound(const Machine& m, int time);

/// Falsifying twin "V checks a random location instead of B's": V picks t uniformly from [T].
/// Returns max over every transcript of P(V outputs 1) = #{t : check passes} / T when a_T is
/// accepting (0 otherwise), exactly, and the maximising transcript in `best`.
Rational random_location_value(const Machine& m, const InputView& in, int time,
                               Transcript* best = nullptr);

/// seed 001 Fig. 3 / Thm 7.1: L = {x : some w in {0,1}^m has M(x, w) = 1}, M run on tape x w.
struct WitnessSolution {
  bool in_language = false;       // some w with M(x, w) = 1
  std::vector<int> witness;       // the first such w (honest A's witness)
  bool a_wins = false;            // minimax over every w and transcript
  bool honest_a_wins_all = true;  // honest A (first valid w, true transcript) against every t
  std::uint64_t nodes = 0;
};
/// `checked` false is the twin "witness not checked": V does not read w, so a never-written
/// witness cell may be read as either bit at each location.
WitnessSolution solve_witness(const Machine& m, const std::vector<int>& x, int witness_length,
                              int time, bool checked = true);

}  // namespace debref::det
