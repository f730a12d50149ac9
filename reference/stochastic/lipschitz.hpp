// Mirrors: Lean Comp/Oracle.lean, Oracle.lipschitz (paper Def. 6.1): o is k-Lipschitz at t when
// 0 <= k and |final o - final o'| <= k * dist o o' for every oracle o'. Decided exactly for
// t <= 2: only the m = 2^(t+1) - 1 prefixes of length <= t matter, final is multilinear in
// their probabilities, so for each radius delta the worst o' within distance delta is a vertex
// clamp(o + sigma delta), sigma in {-1, +1}^m, of the clipped box; along each such path
// final o' - final o is a polynomial in delta between clipping radii, and "|.| <= k delta" on
// every piece is decided with Sturm sequences.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "reference/num/polynomial.hpp"
#include "reference/stochastic/oracle.hpp"

namespace debref::stochastic {

/// Lean: Oracle.lipschitz t k, decided exactly (false for k < 0; t <= 2).
bool is_lipschitz(const Oracle& o, const Rational& k);

/// An oracle o' with |final o - final o'| > k * dist(o, o'), replay-checked with final_prob
/// and dist; returns no counterexample iff is_lipschitz(o, k) (t <= 2).
std::optional<Oracle> lipschitz_violation(const Oracle& o, const Rational& k);

/// Paper Def. 6.1 (seed 001) as stated, strict: |P[M^O = 1] - P[M^O' = 1]| < K sup|O - O'| for
/// every other oracle O'. Lean's Oracle.lipschitz is the non-strict form; the two differ only at
/// K = K* when some O' attains K*. Read literally with O' = O allowed (`same_oracle_included`,
/// the falsifying twin) the definition is never satisfied: 0 < K * 0 is false.
struct StrictLipschitz {
  bool holds = true;
  std::optional<Oracle> witness;  // an O' where it fails (absent: equality at an irrational radius)
  std::string how;
};
StrictLipschitz strict_lipschitz(const Oracle& o, const Rational& k,
                                 bool same_oracle_included = false);

/// The least Lipschitz constant K* = sup over o' != o of |final o - final o'| / dist(o, o'),
/// enclosed: lower <= K* <= upper, lower attained or approached by some o' (every k < lower has
/// a violation), upper a proven constant. exact means lower == upper == K*.
struct LipschitzConstant {
  Rational lower, upper;
  bool exact = false;
  std::string how;
};

/// K* of o (t <= 2): exact when the supremum sits at a rational radius or at delta -> 0,
/// otherwise an enclosure of width <= tolerance (tolerance > 0).
LipschitzConstant lipschitz_constant(const Oracle& o, const Rational& tolerance);

/// A constant every oracle at t satisfies: t + 1 (hybrid argument, proof at the definition).
Rational lipschitz_upper_bound(int t);

/// The vertex clamp(o + sigma delta) of the clipped box of radius delta: prefix h (heap index)
/// moves up when bit h of sigma is set, down otherwise, clamped to [0, 1].
Oracle vertex(const Oracle& o, std::uint64_t sigma, const Rational& delta);

/// One vertex path on a radius interval [lo, hi] where no prefix starts or stops clipping:
/// change(delta) = final_prob(vertex(o, sigma, delta)) - final_prob(o) there, and
/// dist(o, vertex(o, sigma, delta)) = delta.
struct VertexPiece {
  std::uint64_t sigma = 0;
  Rational lo, hi;
  Polynomial change;
};

/// All vertex paths of o cut into pieces (t <= 2; 0 < hi <= the last clipping radius).
std::vector<VertexPiece> vertex_pieces(const Oracle& o);

}  // namespace debref::stochastic
