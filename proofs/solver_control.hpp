// Source: docs/FORMATS.md "Signals and temporary files" and "Errors and exit codes": a time limit
// or a signal makes a solver call UNKNOWN (never a proof), and debref, not Z3, owns SIGINT. Every
// Z3 context a solver call creates (solve(), proofs/query.hpp; solve_cnf(), proofs/cnf.hpp; the
// early-bit query's admission checks, proofs/dqc/early_bits.hpp) is registered here while it runs,
// so that the interrupt handler (harness/core/interrupt.hpp) can cancel them all (Z3_interrupt).
#pragma once

#include <chrono>
#include <optional>
#include <string>

namespace z3 {
class context;
}

namespace debref::proofs {

/// Interrupts every solver call running now and makes every later one UNKNOWN at once; for the
/// interrupt handler and the --time-limit watchdog, which then end the process.
void interrupt_solvers();

/// Whether interrupt_solvers() has run (lock-free: for solvers that poll, proofs/cnf.hpp).
bool solvers_interrupted();

/// The time after which a solver call is UNKNOWN ("time limit reached"): a call's own timeout is
/// cut to the time left (harness/core/deadline.hpp sets it with the check's deadline).
void set_solver_deadline(std::optional<std::chrono::steady_clock::time_point> deadline);

/// A running solver call: registers `ctx` for interrupt_solvers() while it lives.
class SolverCall {
 public:
  explicit SolverCall(z3::context& ctx);
  ~SolverCall();
  SolverCall(const SolverCall&) = delete;
  SolverCall& operator=(const SolverCall&) = delete;
  /// Why the call must not start ("" when it may): interrupted, or past the deadline.
  std::string refused() const;
  /// The Z3 timeout in milliseconds (0 = none): `timeout_ms` cut to the time the deadline leaves.
  unsigned timeout(unsigned timeout_ms) const;

 private:
  z3::context* ctx_;
};

}  // namespace debref::proofs
