// Source: docs/FORMATS.md "Resource limits" (resource limits are explicit flags). The memory
// budget of `--max-memory`, watched two ways: every allocation of GMP (the exact integers and
// rationals of reference/num/rational.hpp, whose size an input drives) is counted against it, and
// the process's resident memory is sampled every 50 ms (everything else: containers of rationals,
// solvers). GMP cannot recover from a failed allocation, so going over the budget, or the system
// refusing memory, ends the process: a message naming --max-memory, the temporaries and partial
// outputs removed (harness/io/cleanup.hpp), nothing on stdout, exit 2.
#pragma once

#include <cstdint>

namespace debref {

/// The default budget: half of the machine's physical memory, or of a lower container (cgroup)
/// limit; at least 256 MiB.
std::uint64_t default_max_memory_bytes();

/// Installs the counting allocator into GMP (once, before any big number exists; main() and
/// run_cli() call it) and sets the budget in bytes.
void set_max_memory_bytes(std::uint64_t bytes);
std::uint64_t max_memory_bytes();

/// Starts the thread sampling the resident memory against the budget (main() only: a test
/// process running the command line in-process is not watched).
void watch_resident_memory();

/// Bytes GMP holds now, to within 1 MiB per running thread (each thread counts in batches and
/// adds the rest when it ends).
std::uint64_t gmp_bytes_in_use();

/// Ends the process as an allocation beyond the budget does: the message (naming --max-memory),
/// cleanup, exit 2.
[[noreturn]] void out_of_memory(std::uint64_t requested);

/// How out_of_memory() ends the process: by default temporaries and partial outputs are removed
/// and the process exits; the signal handling (harness/core/interrupt.hpp) installs its own end,
/// which also cancels solver calls and kills child processes.
using ProcessEnd = void (*)(int code, const char* message);
void set_process_end(ProcessEnd end);

}  // namespace debref
