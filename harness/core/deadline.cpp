#include "harness/core/deadline.hpp"

#include "harness/core/check.hpp"

namespace debref {

namespace {
thread_local std::optional<std::chrono::steady_clock::time_point> current;
}

void set_deadline(std::optional<std::chrono::steady_clock::time_point> deadline) {
  current = deadline;
}

bool past_deadline() {
  return current && std::chrono::steady_clock::now() >= *current;
}

void throw_if_past_deadline() {
  if (past_deadline()) throw ResourceLimit("time limit reached");
}

}  // namespace debref
