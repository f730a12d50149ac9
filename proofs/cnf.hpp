// Source: docs/DQC.md "Early bits" ("Two solvers"): a propositional query (every atom a Bool
// constant, e.g. the early-bit query of proofs/dqc/early_bits.hpp) decided by the SAT solver
// CaDiCaL instead of Z3's SMT core. The query is built as for solve(); Z3's tactics simplify and
// tseitin-cnf turn its hypotheses and negated goal into clauses (equisatisfiable, every original
// constant kept, fresh constants for subformulas), which CaDiCaL decides. UNSAT refutes the
// query as solve()'s does; SAT returns a model to be re-verified by the caller, as for Z3.
#pragma once

#include <atomic>
#include <string>
#include <vector>

#include "proofs/drat.hpp"
#include "proofs/query.hpp"

namespace debref::proofs {

/// The clauses CaDiCaL was given (its variables 1, 2, ...) and its binary DRAT proof.
struct CnfProof {
  std::vector<Clause> formula;
  std::string proof;
};

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
/// check_proof: CaDiCaL writes a DRAT proof (to an unnamed temporary file) and an UNSAT answer
/// stands only when check_drat (proofs/drat.hpp) verifies it against the clauses CaDiCaL was
/// given (proof_checked, proof_lemmas); a rejected proof is UNKNOWN with the checker's reason.
/// The check counts against the time limit; std::runtime_error when no temporary file can be made.
/// `keep`, when given, receives on UNSAT the clauses and the proof's bytes (for checks that mutate
/// one of them).
Outcome solve_cnf(const Query& query, unsigned timeout_ms,
                  const std::atomic<bool>* cancel = nullptr, bool check_proof = false,
                  CnfProof* keep = nullptr);

/// What solve_cnf makes of CaDiCaL's UNSAT answer once its proof was (with check_proof) or was
/// not checked: UNSAT when `checked.refuted` (proof_checked = check_proof, with its lemmas);
/// otherwise UNKNOWN, never a refutation, with the reason `stopped_reason` when the check was
/// stopped (a timeout, a cancel, an interrupt) and "DRAT proof rejected: " and the checker's
/// failure when the proof was rejected. Without check_proof, `checked` is {refuted = true}.
Outcome unsat_outcome(const DratCheck& checked, bool check_proof,
                      const std::string& stopped_reason);

/// Whether an UNKNOWN reason is a rejected proof's (unsat_outcome's "DRAT proof rejected: ..."),
/// not a timeout, a cancel or an interrupt.
bool proof_rejected(const std::string& reason);

/// solve() for SatBackend::Z3, solve_cnf() for SatBackend::Cadical (`cancel` and `check_proof`
/// are read by CaDiCaL only: a Z3 call runs to its answer or timeout, its UNSAT unchecked).
Outcome solve_propositional(const Query& query, unsigned timeout_ms, SatBackend backend,
                            const std::atomic<bool>* cancel = nullptr, bool check_proof = false);

}  // namespace debref::proofs
