#include "harness/core/invocation.hpp"

#include <sys/utsname.h>
#include <unistd.h>

#include <cstdio>
#include <fstream>

namespace debref {

namespace {
std::string& stored() {
  static std::string line;
  return line;
}

std::string shell_quoted(const std::string& arg) {
  const bool plain = !arg.empty() && arg.find_first_not_of(
                                         "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ"
                                         "0123456789-_./=:,+@%") == std::string::npos;
  if (plain) return arg;
  std::string q = "'";
  for (char c : arg) q += c == '\'' ? std::string("'\\''") : std::string(1, c);
  return q + "'";
}
}  // namespace

void set_command_line(int argc, const char* const* argv) {
  std::string line;
  for (int i = 0; i < argc; ++i) {
    std::string arg = argv[i] ? argv[i] : "";
    if (i == 0) arg = arg.substr(arg.find_last_of('/') + 1);  // the program's name only
    line += (i ? " " : "") + shell_quoted(arg);
  }
  stored() = line;
}

const std::string& command_line() {
  return stored();
}

std::string machine_description() {
  std::string text;
  utsname u{};
  if (uname(&u) == 0)
    text = std::string(u.nodename) + " (" + u.sysname + " " + u.release + " " + u.machine + ")";
  std::ifstream cpuinfo("/proc/cpuinfo");
  for (std::string l; std::getline(cpuinfo, l);)
    if (l.rfind("model name", 0) == 0) {
      const auto colon = l.find(':');
      if (colon != std::string::npos) text += ", " + l.substr(l.find_first_not_of(' ', colon + 1));
      break;
    }
  const long cores = sysconf(_SC_NPROCESSORS_ONLN);
  if (cores > 0) text += ", " + std::to_string(cores) + (cores == 1 ? " core" : " cores");
  const long pages = sysconf(_SC_PHYS_PAGES), page = sysconf(_SC_PAGESIZE);
  if (pages > 0 && page > 0) {
    char buf[32];
    std::snprintf(buf, sizeof buf, ", %.1f GiB",
                  static_cast<double>(pages) * static_cast<double>(page) / (1024.0 * 1024 * 1024));
    text += buf;
  }
  return text;
}

}  // namespace debref
