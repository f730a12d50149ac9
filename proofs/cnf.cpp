// Source: docs/DQC.md "Early bits". See cnf.hpp.
#include "proofs/cnf.hpp"

#include <z3++.h>

#include <cadical.hpp>
#include <chrono>
#include <cstdio>
#include <optional>
#include <stdexcept>
#include <string>
#include <unordered_map>
#include <vector>

#include "proofs/drat.hpp"
#include "proofs/solver_control.hpp"

namespace debref::proofs {

namespace {

using Clock = std::chrono::steady_clock;

/// Stops CaDiCaL at the call's deadline or on an interrupt (polled by the solver).
class Stop : public CaDiCaL::Terminator {
 public:
  Stop(std::optional<Clock::time_point> deadline, const std::atomic<bool>* cancel)
      : deadline_(deadline), cancel_(cancel) {}
  bool terminate() override {
    return solvers_interrupted() || cancelled() || (deadline_ && Clock::now() >= *deadline_);
  }
  bool cancelled() const { return cancel_ != nullptr && cancel_->load(); }

 private:
  std::optional<Clock::time_point> deadline_;
  const std::atomic<bool>* cancel_;
};

/// Bool constants as CaDiCaL variables 1, 2, ... in order of first occurrence, keyed by the
/// term (its AST id), not by name: tseitin-cnf's fresh constants have numeric symbols.
struct Variables {
  std::unordered_map<unsigned, int> index;
  std::vector<std::string> names;  // names[v - 1]; "" for a fresh constant (not in the model)

  int literal(const z3::expr& e) {
    if (e.is_not()) return -literal(e.arg(0));
    if (!e.is_const() || !e.is_bool() || e.is_true() || e.is_false())
      throw std::invalid_argument("solve_cnf: a clause literal is not a Bool constant: " +
                                  e.to_string());
    const auto [it, fresh] = index.emplace(e.id(), static_cast<int>(names.size()) + 1);
    if (fresh) {
      const z3::symbol name = e.decl().name();
      names.push_back(name.kind() == Z3_STRING_SYMBOL ? name.str() : std::string());
    }
    return it->second;
  }
};

/// Adds `clause` (an `or` of literals, a literal, true or false) to the solver, and to `kept`
/// when given (the formula a proof is checked against).
void add_clause(const z3::expr& clause, Variables& vars, CaDiCaL::Solver& solver,
                std::vector<Clause>* kept) {
  std::vector<z3::expr> literals;
  if (clause.is_or()) {
    for (unsigned i = 0; i < clause.num_args(); ++i) literals.push_back(clause.arg(i));
  } else {
    literals.push_back(clause);
  }
  for (const z3::expr& l : literals)
    if (l.is_true()) return;  // satisfied
  std::vector<int> out;
  for (const z3::expr& l : literals)
    if (!l.is_false()) out.push_back(vars.literal(l));
  for (const int l : out) solver.add(l);
  solver.add(0);  // an empty clause makes the solver answer UNSAT
  if (kept) kept->push_back(std::move(out));
}

/// An unnamed temporary file once `file` is set, closed (and so removed) on every path.
struct TempFile {
  std::FILE* file = nullptr;
  TempFile() = default;
  TempFile(const TempFile&) = delete;
  TempFile& operator=(const TempFile&) = delete;
  ~TempFile() {
    if (file) std::fclose(file);
  }
};

}  // namespace

const char* to_string(SatBackend backend) {
  return backend == SatBackend::Z3 ? "z3" : "cadical";
}

namespace {
constexpr const char* rejected_prefix = "DRAT proof rejected: ";  // proof_rejected reads it
}  // namespace

Outcome unsat_outcome(const DratCheck& checked, bool check_proof,
                      const std::string& stopped_reason) {
  Outcome out;
  if (checked.refuted) {
    out.verdict = Verdict::Unsat;
    out.proof_checked = check_proof;
    out.proof_lemmas = checked.lemmas;
  } else {
    out.verdict = Verdict::Unknown;
    out.reason = checked.stopped ? stopped_reason : rejected_prefix + checked.failure;
  }
  return out;
}

bool proof_rejected(const std::string& reason) {
  return reason.rfind(rejected_prefix, 0) == 0;
}

Outcome solve_cnf(const Query& query, unsigned timeout_ms, const std::atomic<bool>* cancel,
                  bool check_proof, CnfProof* keep) {
  const auto start = Clock::now();
  Outcome out;
  const auto done = [&] {
    out.seconds = std::chrono::duration<double>(Clock::now() - start).count();
    return out;
  };
  try {
    z3::context ctx;
    const SolverCall call(ctx);  // the tactics run in ctx: interrupt_solvers() cancels them
    if (const std::string why = call.refused(); !why.empty()) {
      out.reason = why;
      return done();
    }
    const unsigned ms = call.timeout(timeout_ms);
    const std::optional<Clock::time_point> deadline =
        ms > 0 ? std::optional(start + std::chrono::milliseconds(ms)) : std::nullopt;
    const Formulas f = query.build(ctx);
    z3::goal goal(ctx);
    for (unsigned i = 0; i < f.hypotheses.size(); ++i) goal.add(f.hypotheses[i]);
    goal.add(f.negated_goal);
    z3::tactic to_cnf = z3::tactic(ctx, "simplify") & z3::tactic(ctx, "tseitin-cnf");
    if (ms > 0) to_cnf = z3::try_for(to_cnf, ms);  // the conversion counts against the limit
    const z3::apply_result cnf = to_cnf(goal);
    if (cnf.size() != 1) throw std::logic_error("solve_cnf: tseitin-cnf gave no single goal");
    TempFile proof;  // outlives the solver, whose destructor still writes to its proof trace
    CaDiCaL::Solver solver;
    solver.set("quiet", 1);  // no messages on stdout (closing a proof trace would print some)
    std::vector<Clause> formula;
    const bool trace = check_proof || keep != nullptr;
    if (trace) {
      proof.file = std::tmpfile();
      if (!proof.file) throw std::runtime_error("solve_cnf: no temporary file for the proof");
      solver.set("binary", 1);
      solver.trace_proof(proof.file, "proof");  // before the first clause, as CaDiCaL requires
    }
    Variables vars;
    const z3::goal clauses = cnf[0];
    for (unsigned i = 0; i < clauses.size(); ++i)
      add_clause(clauses[i], vars, solver, trace ? &formula : nullptr);
    Stop stop(deadline, cancel);
    if (stop.cancelled()) {
      out.reason = "cancelled";
      return done();
    }
    if (deadline && Clock::now() >= *deadline) {
      out.reason = "timeout";
      return done();
    }
    solver.connect_terminator(&stop);
    const int result = solver.solve();
    solver.disconnect_terminator();
    if (result == 20 && trace) {
      solver.flush_proof_trace();
      std::rewind(proof.file);
      if (keep) {
        keep->proof.clear();
        for (int c; (c = std::fgetc(proof.file)) != EOF;)
          keep->proof.push_back(static_cast<char>(c));
      }
      const auto stopped = [&] { return stop.terminate(); };
      DratCheck checked;
      checked.refuted = true;  // kept only: not checked here
      if (check_proof)
        checked = keep ? check_drat(formula, keep->proof, stopped)
                       : check_drat(formula, proof.file, stopped);
      if (keep) keep->formula = std::move(formula);
      out = unsat_outcome(checked, check_proof,
                          solvers_interrupted() ? "interrupted"
                          : stop.cancelled()    ? "cancelled"
                                                : "timeout");
    } else if (result == 20) {
      out.verdict = Verdict::Unsat;
    } else if (result == 10) {
      out.verdict = Verdict::Sat;
      for (std::size_t v = 0; v < vars.names.size(); ++v) {
        if (vars.names[v].empty()) continue;
        const bool value = solver.val(static_cast<int>(v) + 1) > 0;
        out.model.push_back({vars.names[v], value ? "true" : "false", value ? "true" : "false"});
      }
    } else {
      out.reason = solvers_interrupted() ? "interrupted"
                   : stop.cancelled()    ? "cancelled"
                                         : "timeout";
    }
  } catch (const z3::exception& e) {
    out.verdict = Verdict::Unknown;
    out.reason = std::string("z3: ") + e.msg();
  }
  return done();
}

Outcome solve_propositional(const Query& query, unsigned timeout_ms, SatBackend backend,
                            const std::atomic<bool>* cancel, bool check_proof) {
  return backend == SatBackend::Z3 ? solve(query, timeout_ms)
                                   : solve_cnf(query, timeout_ms, cancel, check_proof);
}

}  // namespace debref::proofs
