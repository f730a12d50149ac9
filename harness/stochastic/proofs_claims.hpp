// Source: Lean Debate/Details.lean, Debate/Cost.lean, Comp/Oracle.lean, Prob/Chernoff.lean (the
// side conditions stated as SMT queries; docs/STOCHASTIC.md). Registers every built-in SMT query
// (claims and sanity twins) and the certified checks of queries 4-6 as `proofs.` checks, and the
// cvc5 cross-check of the emitted files.
#pragma once

#include "harness/core/check.hpp"
#include "harness/stochastic/proofs_evaluate.hpp"
#include "proofs/query.hpp"

namespace debref::proofs {

void register_checks(Registry& registry);

}  // namespace debref::proofs
