// Source: see solver_check.hpp.
#include "proofs/solver_check.hpp"

#include <limits>
#include <utility>

namespace debref::proofs {

SolverAnswer check_solver(z3::solver& solver, const SolverCall& call, unsigned timeout_ms,
                          const z3::expr_vector& assumptions) {
  SolverAnswer out;
  if (std::string why = call.refused(); !why.empty()) {
    out.reason = std::move(why);
    return out;
  }
  try {
    z3::params p(solver.ctx());
    p.set("ctrl_c", false);  // debref owns SIGINT (harness/core/interrupt.hpp)
    const unsigned ms = call.timeout(timeout_ms);
    p.set("timeout", ms > 0 ? ms : std::numeric_limits<unsigned>::max());
    solver.set(p);
    switch (assumptions.empty() ? solver.check() : solver.check(assumptions)) {
      case z3::unsat:
        out.verdict = Verdict::Unsat;
        break;
      case z3::sat:
        out.verdict = Verdict::Sat;
        break;
      case z3::unknown:
        out.reason = solver.reason_unknown();
        break;
    }
  } catch (const z3::exception& e) {
    out.reason = std::string("z3: ") + e.msg();
  }
  return out;
}

}  // namespace debref::proofs
