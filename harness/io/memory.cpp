#include "harness/io/memory.hpp"

#include <gmp.h>
#include <unistd.h>

#include <algorithm>
#include <atomic>
#include <chrono>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <string>
#include <thread>

#include "harness/io/cleanup.hpp"

namespace debref {

namespace {

std::atomic<ProcessEnd> process_end{nullptr};
std::atomic<std::uint64_t> budget{0};  // 0: GMP's own allocator, nothing counted
// Signed: a block GMP allocated before the counting allocator was installed may be freed by it.
std::atomic<std::int64_t> in_use{0};

/// Each thread counts its own allocations and adds them to `in_use` in batches of kBatch bytes:
/// one shared atomic updated on every GMP allocation made two solver threads contend for its
/// cache line (about half of a certified solve's time). The budget is checked at every batch
/// and at every allocation larger than a batch, so it is exceeded by less than kBatch bytes per
/// thread.
constexpr std::int64_t kBatch = std::int64_t{1} << 20;
/// This thread's count not yet in `in_use`; added when the thread ends, so short-lived worker
/// threads (parallel_for) leave no drift behind.
struct Unflushed {
  std::int64_t bytes = 0;
  Unflushed() = default;
  Unflushed(const Unflushed&) = delete;
  Unflushed& operator=(const Unflushed&) = delete;
  ~Unflushed() {
    if (bytes != 0) in_use.fetch_add(bytes);
  }
};
thread_local Unflushed unflushed;

void flush_checked(std::size_t size) {
  const std::int64_t delta = unflushed.bytes;
  unflushed.bytes = 0;
  const std::int64_t now = in_use.fetch_add(delta) + delta;
  if (now > 0 && static_cast<std::uint64_t>(now) > budget.load(std::memory_order_relaxed)) {
    in_use.fetch_sub(delta);
    out_of_memory(size);
  }
}

/// GMP passes every block's size back to realloc and free, so the count needs no header, and a
/// block allocated before set_max_memory_bytes() is still freed correctly.
void reserve(std::size_t size) {
  unflushed.bytes += static_cast<std::int64_t>(std::min<std::size_t>(size, INT64_MAX / 4));
  if (unflushed.bytes > kBatch) flush_checked(size);
}

void release(std::size_t size) {
  unflushed.bytes -= static_cast<std::int64_t>(std::min<std::size_t>(size, INT64_MAX / 4));
  if (unflushed.bytes < -kBatch) {
    in_use.fetch_add(unflushed.bytes);
    unflushed.bytes = 0;
  }
}

void* take(std::size_t size) {
  reserve(size);
  void* block = std::malloc(size);
  if (!block) out_of_memory(size);
  return block;
}

void give(void* p, std::size_t size) {
  release(size);
  std::free(p);
}

void* grow(void* p, std::size_t old_size, std::size_t size) {
  if (size > old_size) reserve(size - old_size);
  void* block = std::realloc(p, size);
  if (!block) out_of_memory(size);
  if (size < old_size) release(old_size - size);
  return block;
}

std::string mebibytes(std::uint64_t bytes) {
  return std::to_string((bytes + (1u << 20) - 1) >> 20) + " MiB";
}

[[noreturn]] void end_out_of_memory(const std::string& what) {
  const std::string message = "debref: out of memory: " + what + " of " + mebibytes(budget.load()) +
                              " (raise --max-memory, default half of the RAM, or ask for a "
                              "smaller instance)\n";
  if (const ProcessEnd end = process_end.load()) end(2, message.c_str());
  cleanup::remove_all_and_hold();
  const ssize_t ignored = ::write(STDERR_FILENO, message.data(), message.size());
  (void)ignored;
  ::_exit(2);
}

}  // namespace

std::uint64_t default_max_memory_bytes() {
  const long pages = ::sysconf(_SC_PHYS_PAGES), page = ::sysconf(_SC_PAGESIZE);
  std::uint64_t ram =
      pages > 0 && page > 0 ? std::uint64_t(pages) * std::uint64_t(page) : std::uint64_t{1} << 32;
  // A container's memory limit (cgroup v2), when lower than the machine's RAM.
  if (std::FILE* f = std::fopen("/sys/fs/cgroup/memory.max", "r")) {
    unsigned long long limit = 0;
    if (std::fscanf(f, "%llu", &limit) == 1 && limit > 0) ram = std::min<std::uint64_t>(ram, limit);
    std::fclose(f);
  }
  return std::max<std::uint64_t>(ram / 2, std::uint64_t{256} << 20);
}

void set_max_memory_bytes(std::uint64_t bytes) {
  if (budget.exchange(bytes) == 0) mp_set_memory_functions(take, grow, give);
}

std::uint64_t max_memory_bytes() {
  return budget.load();
}

std::uint64_t gmp_bytes_in_use() {
  return static_cast<std::uint64_t>(std::max<std::int64_t>(0, in_use.load()));
}

void set_process_end(ProcessEnd end) {
  process_end = end;
}

void out_of_memory(std::uint64_t requested) {
  end_out_of_memory((requested ? "a number of " + mebibytes(requested) + " more, with " +
                                     mebibytes(gmp_bytes_in_use()) + " in use,"
                               : std::string("an allocation")) +
                    " exceeds the budget");
}

void watch_resident_memory() {
  std::thread([] {
    const long page = ::sysconf(_SC_PAGESIZE);
    for (;;) {
      std::this_thread::sleep_for(std::chrono::milliseconds(50));
      std::FILE* f = std::fopen("/proc/self/statm", "r");
      if (!f) return;
      unsigned long long size = 0, resident = 0;
      const bool read = std::fscanf(f, "%llu %llu", &size, &resident) == 2;
      std::fclose(f);
      if (!read || page <= 0) return;
      const std::uint64_t bytes = resident * static_cast<std::uint64_t>(page);
      const std::uint64_t limit = budget.load();
      if (limit != 0 && bytes > limit)
        end_out_of_memory(mebibytes(bytes) + " resident exceeds the budget");
    }
  }).detach();
}

}  // namespace debref
