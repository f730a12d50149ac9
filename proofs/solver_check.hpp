// Source: docs/FORMATS.md "Signals and temporary files" and "Errors and exit codes": every Z3 check
// debref makes runs as a SolverCall (proofs/solver_control.hpp), with Z3's own SIGINT handling
// off (debref owns SIGINT, harness/core/interrupt.hpp) and the call's time limit; a refusal, a
// timeout, Z3's `unknown` and a Z3 exception are all UNKNOWN, never a proof either way.
#pragma once

#include <z3++.h>

#include <string>

#include "proofs/query.hpp"
#include "proofs/solver_control.hpp"

namespace debref::proofs {

/// A Z3 check's answer, and why it is Unknown when it is ("" otherwise).
struct SolverAnswer {
  Verdict verdict = Verdict::Unknown;
  std::string reason;
};

/// `solver` checked under `assumptions` (none when empty) as the SolverCall `call`: Unknown,
/// unchecked, when the call is refused (the interrupt, the deadline); otherwise checked with
/// `timeout_ms` (0 for none) cut to the deadline. The limit is set on every call, none as the
/// largest value, so that a solver checked again keeps no earlier call's limit.
SolverAnswer check_solver(z3::solver& solver, const SolverCall& call, unsigned timeout_ms,
                          const z3::expr_vector& assumptions);

}  // namespace debref::proofs
