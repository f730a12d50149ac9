// Source: issue 4 "Deterministic, cross-examination and witness debates (Thm 5.1, 5.3, 7.1, 7.2)
// with exhaustive bounded model checking", harness. The det family's claims (seed 001 Fig. 4 +
// Thm 5.1, Fig. 1 + Thm 5.3, Fig. 3 + Thm 7.1), each evaluated exactly on the documented tiny
// machine class (docs/DET.md), and the falsifying twins.
#pragma once

#include <cstdint>
#include <nlohmann/json.hpp>
#include <vector>

#include "harness/claim.hpp"
#include "reference/deterministic/machine.hpp"

namespace debref::det {

/// Machine number `index` of the class with 2 states, F = {1}, binary alphabet and moves
/// {L, S, R} (moves = 3) or {L, R} (moves = 2): delta entry (q, b) is digit 2q + b of `index` in
/// base 4 * moves, digit d = (next * 2 + write) * moves + move.
Machine class_machine(std::uint32_t index, int moves, int space);
std::uint32_t class_size(int moves);  // (4 * moves)^4

/// The machine as JSON (the `debref det --machine` format, docs/DET.md).
nlohmann::json machine_json(const Machine& m);

/// Every claim of the det family, in paper order, twins last.
std::vector<Claim> det_claims();

}  // namespace debref::det
