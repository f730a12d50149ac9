// Source: docs/ARCHITECTURE.md "Principles" (a resource limit makes a check UNKNOWN, never PASS):
// instances a check shares with its twin are computed with solvers under the check's deadline, so
// a computation cut short (a deadline, a timeout) is not kept for the next check of the process.
#pragma once

#include <mutex>
#include <optional>

namespace debref {

/// A value kept for the process once a computation of it was decided: get() returns the kept
/// value, or computes it (under a lock) and keeps it only when `decided(value)`.
template <class T>
class KeptOnceDecided {
 public:
  template <class Compute, class Decided>
  T get(Compute compute, Decided decided) {
    const std::lock_guard<std::mutex> lock(mutex_);
    if (kept_) return *kept_;
    T value = compute();
    if (decided(value)) kept_ = value;
    return value;
  }

 private:
  std::mutex mutex_;
  std::optional<T> kept_;
};

}  // namespace debref
