// Source: seed 001 App. B (the efficiency paragraphs of the proofs of Thm 5.1 and Thm 5.3) and
// App. E (Thm 7.1, efficiency "the same as Theorem 5.3"): the honest provers of
// reference/det/provers.hpp played on one instance against every opponent move the checks
// enumerate, with the play of least slack (App. B's count minus the steps simulated) kept; and V's
// worst cost in the witness debate. Shared by the det.*.provers and det.witness.cost checks and by
// `debref det`, so a twin's replay prints what its check saw.
#pragma once

#include <cstdint>
#include <nlohmann/json.hpp>
#include <string>
#include <vector>

#include "reference/det/bisection.hpp"
#include "reference/det/machine.hpp"

namespace debref::det {

/// Which honest prover runs as the twins' mutant (re-running M from the input for each message).
enum class Rerun : std::uint8_t { None, Alice, Bob };

/// One honest prover over the plays of one instance: the play of least slack (the first among
/// ties, in enumeration order), its opponent move, and whether V's verdict was the one App. B's
/// proof promises in every play.
struct ProverWorst {
  std::uint64_t plays = 0;
  int steps = 0, bound = 0;     // of the play of least slack
  std::uint32_t move = 0;       // B's choices b (Fig. 4 A), A's lies (Fig. 4 B), or location
  std::string verdict_failure;  // empty when every verdict is the promised one
  int slack() const { return bound - steps; }
  void play(int s, int b, std::uint32_t mv);
};

struct ProversWorst {
  ProverWorst alice, bob;
};

/// seed 001 Fig. 4: honest A against every B choice string (V accepts iff M(x) = 1; bound T),
/// honest B against every liar pattern of bisection_bob (V rejects; bound the sum of t_k).
ProversWorst bisection_provers(const Machine& m, const std::vector<int>& x, int time,
                               Rerun rerun = Rerun::None);

/// seed 001 Fig. 1 on `input` (x, or x w in Fig. 3): honest A's transcript (bound T), honest B
/// against A's transcript and each transcript that differs from it in one record (the write bit
/// of a_j flipped, for every j): B must name location j and V's check must fail there (bound T);
/// were A's transcript not M's, B would name its first wrong record instead. `move` of bob: the
/// flipped location (0: none).
ProversWorst crossexam_provers(const Machine& m, const std::vector<int>& input, int time,
                               Rerun rerun = Rerun::None);

/// {"alice": {"steps", "bound", KEY_A}, "bob": {"steps", "bound", KEY_B}} of the plays of least
/// slack (KEY: "b" and "lies" for Fig. 4, "location" and "flipped" for Fig. 1).
nlohmann::json provers_json(const ProversWorst& p, const char* alice_move, const char* bob_move);

/// seed 001 Fig. 3 / Thm 7.1 efficiency: V's counts, worst over every witness w of `witness_length`
/// bits and every location of the true transcript of M(x, w) (each count its own maximum).
VerifierCost witness_cost(const Machine& m, const std::vector<int>& x, int witness_length, int time,
                          bool read_prefix = false);

}  // namespace debref::det
