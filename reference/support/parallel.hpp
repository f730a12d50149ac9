// Source: docs/ARCHITECTURE.md (default suite within its time budget on 2 cores). Runs independent
// tasks on a few threads; the first exception thrown by a task is rethrown to the caller.
#pragma once

#include <mpfr.h>

#include <atomic>
#include <exception>
#include <functional>
#include <mutex>
#include <thread>
#include <vector>

namespace debref {

/// Calls task(i) for i in [0, count) on up to `threads` threads (1 = in the calling thread).
inline void parallel_for(std::size_t count, unsigned threads,
                         const std::function<void(std::size_t)>& task) {
  if (threads <= 1 || count <= 1) {
    for (std::size_t i = 0; i < count; ++i) task(i);
    return;
  }
  std::atomic<std::size_t> next{0};
  std::exception_ptr error;
  std::mutex error_mutex;
  auto worker = [&] {
    for (std::size_t i; (i = next.fetch_add(1)) < count;) {
      try {
        task(i);
      } catch (...) {
        std::lock_guard<std::mutex> lock(error_mutex);
        if (!error) error = std::current_exception();
        next = count;
      }
    }
  };
  std::vector<std::thread> pool;
  for (unsigned t = 1; t < threads && t < count; ++t)
    pool.emplace_back([&worker] {
      worker();
      mpfr_free_cache2(MPFR_FREE_LOCAL_CACHE);  // MPFR's per-thread constant caches (LeakSanitizer)
    });
  worker();
  for (auto& th : pool) th.join();
  if (error) std::rethrow_exception(error);
}

/// The default thread count: the hardware's, at least 1.
inline unsigned default_threads() {
  unsigned n = std::thread::hardware_concurrency();
  return n == 0 ? 1 : n;
}

}  // namespace debref
