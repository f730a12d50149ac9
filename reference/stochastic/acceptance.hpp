// Source: Lean Debate/Protocol.lean, bob' (estimate with `samples` draws, accept iff
// |p - estimate| < (c+s)/2). The acceptance probability of an honest Bob or Vera as a function
// of Alice's claim p, evaluated exactly for claims visited in non-decreasing order.
#pragma once

#include <cstdint>

#include "reference/prob/binomial.hpp"
#include "reference/stochastic/solver.hpp"

namespace debref::stochastic {

/// Integer counts X in (lo, hi] are accepted: |p - X/n| < r  <=>  n(p - r) < X < n(p + r).
struct Window {
  std::int64_t lo = 0;  // largest rejected count below the window (>= -1)
  std::int64_t hi = 0;  // largest accepted count (<= n); empty when hi <= lo
  bool empty() const { return hi <= lo; }
};
Window acceptance_window(const Estimator& e, const Rational& claim);

/// P(bob' accepts claim p) where the estimator samples Binomial(n, x)/n: one cursor per window
/// end, so a sweep over non-decreasing claims costs O(n) binomial steps in all.
/// Values are in the cursor's scale (Integer: numerators over total()).
template <class Num>
class Acceptance {
 public:
  Acceptance(const Estimator& e, const Rational& x) : e_(e), lo_(e.n, x), hi_(e.n, x) {}
  const Num& total() const { return lo_.total(); }
  const Num& at(const Rational& claim) { return at(acceptance_window(e_, claim)); }
  /// The acceptance probability for window w (valid until the next call).
  const Num& at(const Window& w) {
    if (w.empty()) {
      accepted_ = Num(0L);
      return accepted_;
    }
    hi_.advance_to(w.hi);
    accepted_ = hi_.cdf();
    if (w.lo >= 0) {
      lo_.advance_to(w.lo);
      accepted_ -= lo_.cdf();
    }
    return accepted_;
  }
  const Estimator& estimator() const { return e_; }

 private:
  Estimator e_;
  BinomialCursor<Num> lo_, hi_;
  Num accepted_{0L};
};

}  // namespace debref::stochastic
