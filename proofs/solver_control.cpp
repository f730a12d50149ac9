#include "proofs/solver_control.hpp"

#include <z3++.h>

#include <algorithm>
#include <atomic>
#include <mutex>
#include <set>

namespace debref::proofs {

namespace {

struct Running {
  std::mutex mutex;
  std::set<z3::context*> contexts;
  bool interrupted = false;
};

Running& running() {
  static Running* r = new Running;  // never destroyed: the interrupt thread may use it at exit
  return *r;
}

// steady_clock ticks since its epoch; 0 = no deadline.
std::atomic<std::chrono::steady_clock::rep> deadline_ticks{0};

std::atomic<bool> interrupted_flag{false};

}  // namespace

void interrupt_solvers() {
  interrupted_flag = true;
  Running& r = running();
  r.mutex.lock();  // never unlocked: the process ends; no solver call starts or ends after this
  r.interrupted = true;
  for (z3::context* ctx : r.contexts) ctx->interrupt();
}

bool solvers_interrupted() {
  return interrupted_flag;
}

void set_solver_deadline(std::optional<std::chrono::steady_clock::time_point> deadline) {
  deadline_ticks =
      deadline ? std::max<std::chrono::steady_clock::rep>(1, deadline->time_since_epoch().count())
               : 0;
}

SolverCall::SolverCall(z3::context& ctx) : ctx_(&ctx) {
  std::lock_guard lock(running().mutex);
  running().contexts.insert(ctx_);
}

SolverCall::~SolverCall() {
  std::lock_guard lock(running().mutex);
  running().contexts.erase(ctx_);
}

std::string SolverCall::refused() const {
  {
    std::lock_guard lock(running().mutex);
    if (running().interrupted) return "interrupted";
  }
  const auto d = deadline_ticks.load();
  if (d != 0 && std::chrono::steady_clock::now().time_since_epoch().count() >= d)
    return "time limit reached";
  return {};
}

unsigned SolverCall::timeout(unsigned timeout_ms) const {
  const auto d = deadline_ticks.load();
  if (d == 0) return timeout_ms;
  const auto left = std::chrono::duration_cast<std::chrono::milliseconds>(
                        std::chrono::steady_clock::duration(d) -
                        std::chrono::steady_clock::now().time_since_epoch())
                        .count();
  const unsigned cut = static_cast<unsigned>(std::clamp<long long>(left, 1, 3600000));
  return timeout_ms == 0 ? cut : std::min(timeout_ms, cut);
}

}  // namespace debref::proofs
