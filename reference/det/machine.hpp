// Source: seed 001 (Brown-Cohen, Irving, Piliouras, "Scalable AI safety via doubly-efficient
// debate") Sec. 3 and Def. 4.1: a tiny deterministic oracle Turing machine M with a bounded tape
// (space S), time T, oracle queries of length l answered by a deterministic oracle O;
// configurations, one-step semantics, transcripts and the relevant set I(t). No I/O.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace debref::det {

/// Head move of one transition (seed 001 Sec. 3, a standard Turing machine). The head is clamped
/// to the tape's cells [0, length): Left at cell 0 and Right at the last cell stay put.
enum class Move : std::uint8_t { Left, Stay, Right };

/// One entry of the transition function delta(q, read) = (next, write, move) (seed 001 Sec. 3).
struct Action {
  int next = 0;
  int write = 0;
  Move move = Move::Stay;
  bool operator==(const Action&) const = default;
};

/// A tiny oracle Turing machine (seed 001 Sec. 3 / Def. 4.1): states Q = {0, ..., states-1},
/// start state 0, accepting states F, binary tape alphabet {0, 1} with blank 0, and
/// delta[2q + b]. In the query state (if any) the bit the transition reads is not the cell under
/// the head but the oracle's answer O(z) on the query z = tape[0 .. l) (cell j is bit j of z);
/// every other state reads the cell under the head. M(x) = 1 iff the state after T steps is in F.
struct Machine {
  int states = 2;
  std::vector<int> accepting{1};
  std::vector<Action> delta;  // size 2 * states, index 2q + read
  int query_state = -1;       // -1: no oracle queries
  int query_length = 0;       // l, 1 <= l <= S when query_state >= 0
  std::vector<int> oracle;    // O: {0,1}^l -> {0,1}, size 2^l (deterministic oracle, Sec. 3)
  int space = 1;              // S: the tape has exactly S cells
  bool is_accepting(int q) const;
  const Action& action(int q, int read) const {
    return delta[static_cast<std::size_t>(2 * q + read)];
  }
};

/// A configuration of M (seed 001 Fig. 4): state, head position and tape contents (bit i = cell
/// i). `length` is the number of tape cells the message claims; a *valid* configuration of M has
/// length == S, state in Q and head < S (Fig. 4 step 2, "a valid configuration of M").
struct Config {
  int state = 0;
  int head = 0;
  int length = 0;
  std::uint32_t tape = 0;
  bool operator==(const Config&) const = default;
  int cell(int i) const { return static_cast<int>((tape >> i) & 1u); }
};

/// Fig. 4 step 2: the validity check of a claimed configuration.
bool valid(const Machine& m, const Config& c);

/// The initial configuration on input bits `input` (cell i = input[i], the rest blank): state 0,
/// head 0 (seed 001 Fig. 4, z_0 = x).
Config initial(const Machine& m, const std::vector<int>& input);

/// The bit the step from c reads: O(tape[0..l)) in the query state, else the cell under the head.
int read_bit(const Machine& m, const Config& c);

/// One step of M (seed 001 Sec. 3). Defined on every message with state < states and head <
/// length (also on over-long messages: M run on a longer tape); returns nullopt otherwise.
/// One step of M from c when the bit it reads is `read` (the oracle's answer in the query state,
/// else the cell under the head): delta(q, read) applied at the head (seed 001 Sec. 3).
Config step_reading(const Machine& m, const Config& c, int read);
std::optional<Config> step(const Machine& m, const Config& c);

/// The configuration after t steps from c (t >= 0); c must be steppable.
Config run(const Machine& m, Config c, int t);

/// M(x) after T steps (Sec. 3: y_T = M(x); here acceptance is by the final state).
bool accepts(const Machine& m, const std::vector<int>& input, int time);

/// One coordinate of a transcript (seed 001 Sec. 3): y_t, the bit written at the head position in
/// step t, together with the state and head position after step t. (Deviation: the paper's
/// transcript is y in {0,1}^T and leaves the control information implicit; a record carries it.)
struct Record {
  int write = 0;
  int state = 0;
  int head = 0;
  bool operator==(const Record&) const = default;
};
using Transcript = std::vector<Record>;  // a_1 .. a_T stored at indices 0 .. T-1

/// The true transcript of M on `input` for `time` steps (seed 001 Sec. 3).
Transcript transcript(const Machine& m, const std::vector<int>& input, int time);

/// seed 000 Def. 3.3 (the same string as seed 001 Sec. 3's y): the transcript tau in {0,1}^T of
/// a time-T machine, tau_i the bit written at the current head position in step i, i.e. the
/// records' write bits without their control information. (Seed 001 further assumes y_T = M(x);
/// Def. 3.3 does not, and here M(x) is read from the final state.)
std::vector<int> bit_transcript(const Transcript& a);

/// I(t) (seed 001 Sec. 3): the coordinates (1-based, < t) of the claimed transcript a that M reads
/// when computing a_t: t-1 (the state and head before step t) and, for each cell the step reads
/// (the head cell, or cells 0..l-1 in the query state), the last earlier step that wrote it. Cells
/// never written are read from the input (not a transcript coordinate). Computed from a's own head
/// positions, so it depends only on a_1 .. a_{t-1}.
std::vector<int> relevant(const Machine& m, const Transcript& a, int t);

/// How the verifier determines the content of an input cell that no earlier step wrote.
/// Checked: from the common input (x, w). Unchecked (twin "witness not checked", Fig. 3): the
/// witness cells [free_begin, free_end) are not read from w; any value is accepted.
struct InputView {
  const std::vector<int>* input = nullptr;
  int free_begin = 0, free_end = 0;
};

/// V's verdict on location t (1-based) of the claimed transcript a (seed 001 Fig. 1 step 3): one
/// step of M recomputed from a_{I(t)} must give a_t. `queries` (if given) gets the oracle
/// queries the check makes (0 or 1).
bool check_location(const Machine& m, const InputView& in, const Transcript& a, int t,
                    int* queries = nullptr);

/// ceil(log2(n)) for n >= 1 (0 for n = 1): bits of a location in [n].
int bits_for(int n);

std::string move_name(Move mv);

}  // namespace debref::det
