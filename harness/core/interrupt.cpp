#include "harness/core/interrupt.hpp"

#include <signal.h>
#include <unistd.h>

#include <cstdio>
#include <mutex>
#include <set>
#include <thread>

#include "harness/io/cleanup.hpp"

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

[[noreturn]] void on_signal(int signal) {
  children().mutex.lock();  // never unlocked: no child starts after this
  for (pid_t pid : children().pids) ::kill(pid, SIGKILL);
  cleanup::remove_all_and_hold();  // no temporary or partial output survives, none is created
  const char* message =
      signal == SIGINT ? "debref: interrupted (SIGINT); temporaries and partial outputs removed\n"
                       : "debref: terminated (SIGTERM); temporaries and partial outputs removed\n";
  const ssize_t ignored = ::write(STDERR_FILENO, message, std::char_traits<char>::length(message));
  (void)ignored;
  ::_exit(128 + signal);
}

}  // namespace

void install_signal_handling() {
  ::signal(SIGPIPE, SIG_IGN);
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
