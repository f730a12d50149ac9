// Source: docs/ARCHITECTURE.md "Reports": how a report was made, for its header (the command line
// as typed, the machine it ran on).
#pragma once

#include <string>

namespace debref {

/// Records the program's arguments (run_cli calls it once); each is shell-quoted when needed.
void set_command_line(int argc, const char* const* argv);
/// "debref check --html out" as recorded; "" before set_command_line.
const std::string& command_line();

/// "host (Linux 6.1.0 x86_64), Intel(R) Xeon(R) ..., 2 cores, 7.8 GiB": uname, /proc/cpuinfo,
/// the online processors and the physical memory; parts that cannot be read are left out.
std::string machine_description();

}  // namespace debref
