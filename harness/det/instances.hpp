// Source: docs/DET.md "The machine class" and "Thm 7.2: the stochastic witness debate". The det
// family's instance spaces: the tiny machine class of seed 001's deterministic debates (2 states, F
// = {1}, binary alphabet), its plain and oracle members, and the stochastic-oracle family of the
// Thm 7.2 claims.
#pragma once

#include <cstddef>
#include <cstdint>
#include <string>
#include <vector>

#include "reference/det/machine.hpp"
#include "reference/det/stochastic_witness.hpp"

namespace debref::det {

constexpr int kMaxTime = 8;  // T <= 8 (docs/DET.md, the machine class)

/// Machine number `index` of the class with 2 states, F = {1}, binary alphabet and moves
/// {L, S, R} (moves = 3) or {L, R} (moves = 2): delta entry (q, b) is digit 2q + b of `index` in
/// base 4 * moves, digit d = (next * 2 + write) * moves + move.
Machine class_machine(std::uint32_t index, int moves, int space);
std::uint32_t class_size(int moves);  // (4 * moves)^4

/// The n low bits of v, least significant first.
std::vector<int> bits_of(std::uint32_t v, int n);

/// Machine `index` of the L/R class with S = 2, query state `query_state` and oracle table
/// number `table` (0..3: l = 1, 4..19: l = 2; the table's bits are those of its number).
Machine oracle_machine(std::uint32_t index, int query_state, int table);

/// One machine of the swept classes: the plain class (moves L, S, R; no oracle; S = 1..3) and the
/// oracle class (moves L, R; query state 0 or 1; l = 1, 2; every oracle; S = 2).
struct Member {
  Machine m;
  std::string name;
};

std::size_t plain_count();   // 20736 x 3
std::size_t oracle_count();  // 4096 x 2 x 20
/// Member i: the plain class first (machine number, then S), then the oracle class (machine
/// number, then query state, then oracle table).
Member member(std::size_t i);
/// The name of plain machine `index` with space S.
std::string plain_name(std::uint32_t index, int space);

/// One member of the Thm 7.2 family: a stochastic oracle machine and its input x.
struct StochasticMember {
  StochasticMachine sm;
  std::vector<int> x;
  std::string name;
};

constexpr int kThm72MaxTime = 2;  // T = 1..2 (Lean t = T - 1 <= 1; Oracle.lipschitz exact)
std::size_t stochastic_member_count();
/// docs/DET.md "Thm 7.2": machines of the L/R class (4096 delta) with S = 2, query state 0 or 1,
/// l = 1 (the query is cell 0), P(O(z) = 1) for z = 0, 1 on {1/4, 1/2, 1}, |x| = 1 (cell 0).
StochasticMember stochastic_member(std::size_t i);

}  // namespace debref::det
