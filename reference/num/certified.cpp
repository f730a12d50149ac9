#include "reference/num/certified.hpp"

namespace debref {

Integer certified_ceil(const Enclosure& x, long max_bits) {
  for (long bits = 128; bits <= max_bits; bits *= 2) {
    Interval::PrecisionScope scope(bits);
    Interval v = x(bits);
    Integer lo = ceil(v.lower()), hi = ceil(v.upper());
    if (lo == hi) return lo;
  }
  throw DomainError("certified_ceil: could not decide the ceiling within " +
                    std::to_string(max_bits) + " bits (the value may be an exact integer)");
}

std::optional<bool> certified_less(const Enclosure& a, const Enclosure& b, long max_bits) {
  for (long bits = 64; bits <= max_bits; bits *= 2) {
    Interval::PrecisionScope scope(bits);
    Interval x = a(bits), y = b(bits);
    if (x.certainly_less(y)) return true;
    if (y.certainly_less(x)) return false;
  }
  return std::nullopt;
}

Interval samples_real(const Rational& e, const Rational& q) {
  Interval x = -log(Interval(Rational(q / 2)));
  return x / Interval(Rational(2 * e * e));
}

std::uint64_t samples(const Rational& e, const Rational& q) {
  if (e <= 0) throw DomainError("samples: e must be > 0 (got " + to_string(e) + ")");
  if (q <= 0 || q >= 2)
    throw DomainError("samples: q must lie in (0, 2) (got " + to_string(q) + ")");
  // q/2 is a rational in (0,1), so log(q/2) is transcendental and the ceiling is decidable.
  Integer n = certified_ceil([&](long) { return samples_real(e, q); });
  if (n > Integer(std::uint64_t{1} << 40))
    throw DomainError("samples: " + n.str() + " samples exceed the supported 2^40");
  return n.convert_to<std::uint64_t>();
}

}  // namespace debref
