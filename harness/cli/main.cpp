// The `debref` command-line program (docs/ARCHITECTURE.md "Command line"). Standard output is
// written once, at the end, and checked: a failed write (a full disk, a closed pipe or standard
// output) is reported and is exit 4 (docs/FORMATS.md "Errors and exit codes").
#include <fcntl.h>
#include <unistd.h>

#include <cerrno>
#include <cstring>
#include <iostream>
#include <sstream>

#include "harness/cli/cli.hpp"
#include "harness/core/interrupt.hpp"
#include "harness/io/memory.hpp"

namespace {

/// Writes all of `text` to standard output; false (errno set) when a write fails.
bool write_stdout(const std::string& text) {
  for (std::size_t done = 0; done < text.size();) {
    const ssize_t n = ::write(STDOUT_FILENO, text.data() + done, text.size() - done);
    if (n < 0 && errno == EINTR) continue;
    if (n <= 0) {
      if (n == 0) errno = EIO;
      return false;
    }
    done += static_cast<std::size_t>(n);
  }
  return true;
}

}  // namespace

int main(int argc, char** argv) {
  // A closed standard descriptor is taken by /dev/null, so that no file debref opens gets its
  // number (and standard output cannot land in a checkpoint); a closed stdout is still an error.
  bool stdout_closed = false;
  for (int fd : {STDIN_FILENO, STDOUT_FILENO, STDERR_FILENO})
    if (::fcntl(fd, F_GETFD) < 0 && errno == EBADF) {
      stdout_closed |= fd == STDOUT_FILENO;
      const int opened = ::open("/dev/null", fd == STDIN_FILENO ? O_RDONLY : O_WRONLY);
      if (opened >= 0 && opened != fd) ::close(opened);
    }
  debref::install_signal_handling();
  debref::watch_resident_memory();  // the --max-memory budget (harness/io/memory.hpp)
  std::ostringstream out;
  const int code = debref::run_cli(argc, argv, out, std::cerr);
  if (stdout_closed && !out.str().empty()) errno = EBADF;
  if ((stdout_closed && !out.str().empty()) || !write_stdout(out.str())) {
    std::cerr << "debref: cannot write standard output (" << std::strerror(errno) << ")\n";
    return 4;
  }
  return code;
}
