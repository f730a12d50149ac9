// Mirrors: Lean Comp/Oracle.lean, Oracle.lipschitz (paper Def. 6.1): o is k-Lipschitz at t when
// 0 <= k and |final o - final o'| <= k * dist o o' for every oracle o'. Decided exactly for
// t <= 2: final is multilinear in the m = 2^(t+1)-1 prefix probabilities, so for each radius
// delta the worst o' within distance delta is a vertex clamp(x + sigma * delta) of the clipped
// box, and along each such path |final o' - final o| is a polynomial in delta on each piece
// between clipping points; "<= k * delta" on every piece is decided with Sturm sequences.
#pragma once

#include <optional>
#include <string>

#include "reference/stochastic/oracle.hpp"

namespace debref::stochastic {

/// Exact decision of Lean's o.lipschitz t k (t <= 2).
bool is_lipschitz(const Oracle& o, const Rational& k);

/// An oracle o' with |final o - final o'| > k * dist(o, o'), replay-checked with final_prob
/// and dist, or nullopt when o is k-Lipschitz (t <= 2).
std::optional<Oracle> lipschitz_violation(const Oracle& o, const Rational& k);

/// The least Lipschitz constant K* = sup |final o - final o'| / dist(o, o'), enclosed:
/// lower <= K* <= upper, lower achieved or approached by some o', upper a proven constant.
/// exact means lower == upper (K* is rational and found).
struct LipschitzConstant {
  Rational lower, upper;
  bool exact = false;
  std::string how;
};
LipschitzConstant lipschitz_constant(const Oracle& o, const Rational& tolerance);

/// A constant every oracle satisfies at t: t + 1. Proof (hybrid argument): changing the
/// oracle by at most delta at every prefix moves each of the t+1 next-bit distributions by at
/// most delta in total variation, so the path distributions differ by at most (t+1) delta in
/// total variation, and so does the probability of any event, the final bit included.
Rational lipschitz_upper_bound(int t);

}  // namespace debref::stochastic
