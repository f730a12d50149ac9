// Source: docs/ARCHITECTURE.md "Principles" (exact): irrational quantities are enclosed by
// certified intervals refined until the integer answer (a ceil) or a comparison is decided.
#pragma once

#include <cstdint>
#include <functional>
#include <optional>

#include "reference/num/interval.hpp"

namespace debref {

/// Raised for arguments outside a function's domain; the message names the argument and range.
class DomainError : public std::invalid_argument {
 public:
  using std::invalid_argument::invalid_argument;
};

/// An enclosure of a real number, evaluated at a given working precision (bits).
using Enclosure = std::function<Interval(long bits)>;

/// ceil(x) for an irrational (or at least non-integer-when-enclosed) x: refines the enclosure
/// until both endpoints have the same ceiling. Throws DomainError if max_bits is reached.
Integer certified_ceil(const Enclosure& x, long max_bits = 1 << 16);

/// Decides a < b for reals a != b by refinement; nullopt if undecided at max_bits (e.g. a == b).
std::optional<bool> certified_less(const Enclosure& a, const Enclosure& b, long max_bits = 1 << 14);

/// Lean: Debate/Protocol.lean, samples. Enough samples to estimate a probability with error < e
/// with failure probability <= q: ceil(-log(q/2) / (2 e^2)). Requires e > 0 and 0 < q < 2.
std::uint64_t samples(const Rational& e, const Rational& q);

/// Lean: Debate/Details.lean, samples' (samples without the ceil), as an enclosure.
Interval samples_real(const Rational& e, const Rational& q);

}  // namespace debref
