// Shared by the tests that write exact constants: q(a, b) is the rational a/b (canonical), so a
// test reads q(1, 80) where the papers write 1/80.
#pragma once

#include "reference/num/rational.hpp"

namespace debref_test {

inline debref::Rational q(long a, long b = 1) {
  return debref::Rational(a) / debref::Rational(b);
}

}  // namespace debref_test
