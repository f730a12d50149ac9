// Source: docs/ARCHITECTURE.md "Principles" (every claim is a check): a resource limit makes a
// check UNKNOWN, never PASS. Checks that loop over instances stop at the deadline and say how far
// they got.
#pragma once

#include <chrono>
#include <optional>

namespace debref {

/// Sets (or clears) the deadline of the running check; every thread of the process sees it (the
/// worker threads of a parallel sweep included).
void set_deadline(std::optional<std::chrono::steady_clock::time_point> deadline);

/// True once the current check's deadline has passed.
bool past_deadline();

/// Throws ResourceLimit ("time limit reached") once the deadline has passed: for checks that
/// stop deep inside a computation rather than between instances.
void throw_if_past_deadline();

}  // namespace debref
