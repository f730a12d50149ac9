// Source: seed 001 Fig. 4 and Thm 5.1 (App. B proof): the recursive-bisection debate for a time T,
// space S oracle machine, solved exactly as a game over every claimed configuration, with the
// verifier's exact cost. No I/O.
#pragma once

#include <cstdint>
#include <optional>
#include <vector>

#include "reference/det/machine.hpp"

namespace debref::det {

/// What the verifier reads (seed 001 Def. 4.1 V_time, q): explicit counts on one play.
struct VerifierCost {
  int configurations = 0;  // Fig. 4: claimed configurations read (Fig. 1: transcript records)
  int bits = 0;            // bits read: configurations / records, locations, input cells
  int queries = 0;         // oracle queries
  bool operator==(const VerifierCost&) const = default;
};

/// The messages A may send as a configuration in Fig. 4: every (state, head, tape) with S cells
/// (the valid configurations) and, unless `valid_only`, every one with S + 1 cells (configurations
/// outside the space bound S: what Fig. 4 step 2's validity check rejects). Indices: valid
/// configurations first.
class MessageSpace {
 public:
  MessageSpace(const Machine& m, bool valid_only);
  int size() const { return size_; }
  int valid_count() const { return valid_; }
  Config at(int i) const;
  int index(const Config& c) const;  // -1 if c is not in the space

 private:
  const Machine* m_;
  int valid_ = 0, size_ = 0;
};

/// The Fig. 4 game for one machine (with its oracle and S) and every T in 1..max_time, solved
/// exactly. Round structure (Fig. 4 step 1): with t steps left, A claims the configuration after
/// floor(t/2) steps, B picks a half, recursion to t = 1; A first names the final configuration
/// z'_0, which V checks is accepting. V (step 2) checks every configuration A claimed is valid
/// (unless `check_validity` is false: the falsifying twin) and that the final two configurations
/// are one step of M.
class BisectionGame {
 public:
  /// `check_step` false is the explorer's mutant "V skips Fig. 4 step 2's final step check"
  /// (every leaf pair is accepted). `halve` false is the twin's mutant "the bisection does not
  /// halve": in Fig. 4 step 1(a) A claims the configuration after 1 step instead of t_k / 2, so a
  /// play has up to T - 1 rounds (V reads up to T configurations; Thm 5.1's cost bound fails).
  BisectionGame(const Machine& m, int max_time, bool check_validity = true, bool check_step = true,
                bool halve = true);

  /// Minimax: does A have a strategy that wins against every B? (seed 001 Def. 4.1)
  bool a_wins(const std::vector<int>& input, int time) const;
  /// Does some A strategy win against the honest B of the Thm 5.1 proof (B picks the first half
  /// iff the claimed middle differs from the true one from z_k; else the second half)?
  bool a_beats_honest_b(const std::vector<int>& input, int time) const;
  /// Thm 5.1 completeness: honest A (the true middle configurations and final configuration)
  /// against the B choices `bits` (bit k = B's choice in round k: 1 = second half). Returns V's
  /// verdict and fills `cost`.
  bool honest_a_play(const std::vector<int>& input, int time, std::uint32_t bits,
                     VerifierCost* cost) const;
  /// Twin (V skips validity): the leaf pair V step-checks when A claims the first over-long
  /// message as every middle against the honest B; nullopt when T = 1 or no such message.
  std::optional<std::pair<Config, Config>> overlong_leaf(const std::vector<int>& input,
                                                         int time) const;

  const MessageSpace& messages() const { return space_; }
  /// Rounds on the longest path: ceil(log2 T) (Fig. 4, "O(log T) rounds").
  static int rounds(int time);
  /// Rounds on the longest path of this game: rounds(T), or T - 1 when it does not halve (B's
  /// choice strings of honest_a_play have this many bits).
  int play_rounds(int time) const;
  /// Thm 5.1 bound, explicit: (ceil(log2 T) + 1) configurations of
  /// bits_for(|Q|) + bits_for(S) + S bits each, at most 1 oracle query.
  static VerifierCost bound(const Machine& m, int time);

 private:
  using Row = std::vector<std::uint64_t>;
  const Machine* m_;
  MessageSpace space_;
  int max_time_, words_;
  bool check_validity_, halve_;
  std::vector<std::vector<Row>> win_;    // win_[t][z]: A wins "z to z' in t steps" (minimax)
  std::vector<std::vector<Row>> liar_;   // liar_[t][z]: A wins it against the honest B
  std::vector<std::vector<int>> after_;  // after_[t][z]: index of step^t(z) (or -1)
  bool any_final(const Row& row) const;  // some accepting (and valid, if checked) z'_0 in row
  /// Fig. 4 step 1(a): the steps from z_k to A's claimed a_k with t steps left (t / 2; 1 when the
  /// mutant does not halve).
  int first_half(int t) const { return halve_ ? t / 2 : 1; }
};

}  // namespace debref::det
