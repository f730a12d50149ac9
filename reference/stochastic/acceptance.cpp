#include "reference/stochastic/acceptance.hpp"

namespace debref::stochastic {

Window acceptance_window(const Estimator& e, const Rational& claim) {
  const Rational n(Integer(e.n));
  Integer lo = floor(Rational(n * (claim - e.radius)));
  Integer hi = ceil(Rational(n * (claim + e.radius))) - 1;
  const Integer top(e.n);
  if (lo < -1) lo = -1;
  if (hi > top) hi = top;
  Window w;
  if (hi <= lo || lo >= top || hi < 0) return w;  // empty
  w.lo = lo.convert_to<std::int64_t>();
  w.hi = hi.convert_to<std::int64_t>();
  return w;
}

}  // namespace debref::stochastic
