// Source: Lean Debate/Protocol.lean, bob' (accept iff |p - count/n| < r). The claims p at which
// some acceptance window gains or loses a count, X/n - r and X/n + r, merged in increasing order,
// with each estimator's window at the breakpoint and on the open piece that follows, read off
// by counting passed breakpoints (no floor/ceil per claim; tests compare with
// acceptance_window).
#pragma once

#include <vector>

#include "reference/stochastic/acceptance.hpp"

namespace debref::stochastic {

struct Breakpoint {
  Rational value;
  std::vector<Window> at;     // per estimator: the window for claim == value
  std::vector<Window> after;  // per estimator: the window for claims in (value, next value)
};

/// The sorted, duplicate-free union of {X/n - r, X/n + r : 0 <= X <= n} over the estimators
/// and the extra points given (here 0 and 1, where bernoulli's clamp bends).
class Breakpoints {
 public:
  Breakpoints(const std::vector<Estimator>& estimators, const std::vector<Rational>& points);
  /// Advances to the next breakpoint; false when exhausted. current() is valid after true.
  bool next();
  /// Skips forward, before any call to next(), so that next() returns the largest breakpoint
  /// <= claim (or the first breakpoint, when none is <= claim). The progressions jump by
  /// counting, so a sweep over a band of claims costs what the band holds.
  void skip_to(const Rational& claim);
  const Breakpoint& current() const { return current_; }

 private:
  struct Progression {
    std::uint64_t n, passed = 0;  // elements X/n + offset already <= the current value
    Rational offset, current;
  };
  std::vector<Progression> progressions_;  // estimator i: 2i is X/n - r, 2i+1 is X/n + r
  std::vector<Rational> points_;           // sorted descending; back() is the smallest left
  std::vector<std::uint64_t> before_;
  Breakpoint current_;
};

}  // namespace debref::stochastic
