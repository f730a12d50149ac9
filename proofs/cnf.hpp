// Source: docs/DQC.md "Early bits" ("Two solvers"): a propositional query (every atom a Bool
// constant, e.g. the early-bit query of proofs/dqc/early_bits.hpp) decided by the SAT solver
// CaDiCaL instead of Z3's SMT core. The query is built as for solve(); Z3's tactics simplify and
// tseitin-cnf turn its hypotheses and negated goal into clauses (equisatisfiable, every original
// constant kept, fresh constants for subformulas), which CaDiCaL decides. UNSAT refutes the
// query as solve()'s does; SAT returns a model to be re-verified by the caller, as for Z3.
#pragma once

#include <atomic>

#include "proofs/query.hpp"

namespace debref::proofs {

/// The SAT solver a propositional query runs on.
enum class SatBackend { Z3, Cadical };

const char* to_string(SatBackend backend);

/// The query decided by CaDiCaL. The model lists every Bool constant of the query that occurs in
/// the clauses, with "true" or "false" (not tseitin-cnf's fresh constants; a constant that
/// simplification removed is free, and decoders read it as false). The conversion to clauses
/// counts against the time limit.
/// timeout_ms 0: none. A timeout, the solver deadline or an interrupt (proofs/solver_control.hpp)
/// is UNKNOWN, never a proof. `cancel`, when given and set, stops the call too (UNKNOWN, reason
/// "cancelled"). Throws std::invalid_argument for an atom that is not a Bool constant.
Outcome solve_cnf(const Query& query, unsigned timeout_ms,
                  const std::atomic<bool>* cancel = nullptr);

/// solve() for SatBackend::Z3, solve_cnf() for SatBackend::Cadical (`cancel` is read by CaDiCaL
/// only: a Z3 call runs to its answer or timeout).
Outcome solve_propositional(const Query& query, unsigned timeout_ms, SatBackend backend,
                            const std::atomic<bool>* cancel = nullptr);

}  // namespace debref::proofs
