#include "harness/core/interrupt.hpp"

#include <dlfcn.h>
#include <execinfo.h>
#include <signal.h>
#include <unistd.h>

#include <condition_variable>
#include <cstdio>
#include <cstring>
#include <mutex>
#include <set>
#include <thread>

#include "harness/core/progress.hpp"
#include "harness/io/cleanup.hpp"
#include "harness/io/memory.hpp"
#include "proofs/solver_control.hpp"

namespace debref {

namespace {

struct Children {
  std::mutex mutex;
  std::set<pid_t> pids;
};

Children& children() {
  static Children* c = new Children;  // never destroyed: used by the signal thread at exit
  return *c;
}

[[noreturn]] void end(int code, const char* message) {
  // First the cleanup registry's lock (held from here on): no checkpoint line is written after the
  // signal, so a check the signal cut short (a cancelled solver, a killed cvc5) is never recorded.
  cleanup::remove_all_and_hold();  // no temporary or partial output survives, none is created
  proofs::interrupt_solvers();     // every running Z3 call cancelled (Z3_interrupt)
  children().mutex.lock();         // never unlocked: no child starts after this
  for (pid_t pid : children().pids) ::kill(pid, SIGKILL);
  progress::halt_for_exit();  // the message on a line of its own, with no progress line after it
  const ssize_t ignored = ::write(STDERR_FILENO, message, std::char_traits<char>::length(message));
  (void)ignored;
  ::_exit(code);
}

/// SIGABRT: GMP aborts (after "gmp: overflow in mpz type") on a number of more than 2^31 limbs,
/// before any allocation the --max-memory budget could refuse. An abort from inside libgmp is
/// that limit: exit 2 like the budget. Any other abort is a bug in debref and stays an abort.
void on_abort(int) {
  void* frames[64];
  const int n = ::backtrace(frames, 64);
  for (int i = 0; i < n; ++i) {
    Dl_info info;
    if (::dladdr(frames[i], &info) && info.dli_fname && std::strstr(info.dli_fname, "libgmp"))
      end(2,
          "debref: out of memory: a number beyond GMP's size limit (2^31 limbs, 16 GiB), larger "
          "than any --max-memory budget: ask for a smaller instance (--max-samples, --max-t)\n");
  }
  ::signal(SIGABRT, SIG_DFL);  // abort() raises again: the default action, a core dump
}

[[noreturn]] void on_signal(int signal) {
  end(128 + signal,
      signal == SIGINT ? "debref: interrupted (SIGINT); temporaries and partial outputs removed\n"
                       : "debref: terminated (SIGTERM); temporaries and partial outputs removed\n");
}

}  // namespace

void install_signal_handling() {
  ::signal(SIGPIPE, SIG_IGN);
  ::signal(SIGABRT, on_abort);
  set_process_end([](int code, const char* message) { end(code, message); });
  sigset_t set;
  sigemptyset(&set);
  sigaddset(&set, SIGINT);
  sigaddset(&set, SIGTERM);
  pthread_sigmask(SIG_BLOCK, &set, nullptr);  // inherited by every thread created later
  std::thread([set] {
    int signal = 0;
    while (sigwait(&set, &signal) != 0) {
    }
    on_signal(signal);
  }).detach();
}

pid_t add_child(const std::function<pid_t()>& spawn) {
  std::lock_guard lock(children().mutex);
  const pid_t pid = spawn();
  if (pid > 0) children().pids.insert(pid);
  return pid;
}

void remove_child(pid_t pid) {
  std::lock_guard lock(children().mutex);
  children().pids.erase(pid);
}

}  // namespace debref

namespace debref {

struct Watchdog::State {
  std::mutex mutex;
  std::condition_variable stop;
  bool stopped = false;
};

Watchdog::Watchdog(std::optional<std::chrono::steady_clock::time_point> at, std::string message)
    : state_(std::make_shared<State>()) {
  if (!at) return;
  thread_ = std::thread([state = state_, at = *at, message = std::move(message)] {
    std::unique_lock lock(state->mutex);
    if (state->stop.wait_until(lock, at, [&] { return state->stopped; })) return;
    end(3, message.c_str());
  });
}

Watchdog::~Watchdog() {
  {
    std::lock_guard lock(state_->mutex);
    state_->stopped = true;
  }
  state_->stop.notify_all();
  if (thread_.joinable()) thread_.join();
}

}  // namespace debref
