// Source: seed 004 Def. 6 (π a Borel probability measure on W = [0, 1]^ℕ, f: W -> [0, 1]
// measurable, e_i(w) = {w̃ | w̃_i = w_i}), Def. 7 (f̂ the posterior mean), Sec. 5.2 (arguments
// reveal binary digits, so every revealed set is a dyadic box) and Prop. 13 (L-Lipschitz w.r.t.
// ρ(w, w') = Σ_i 2^-i |w_i - w'_i|). The continuous prior: π uniform (Lebesgue) on [0, 1]^ℕ and
// f a function of the first K coordinates in a class whose box means, extrema on boxes and least
// Lipschitz constant are exact rationals (docs/FEATURE.md "The continuous prior").
#pragma once

#include <cstddef>
#include <vector>

#include "reference/feature/debate.hpp"
#include "reference/feature/environment.hpp"

namespace debref::feature {

/// A continuous spline g: [0, 1] -> ℚ: piece j is the polynomial Σ_k pieces[j][k] x^k (degree
/// <= 2) on [knots[j], knots[j + 1]]; knots strictly increase from 0 to 1 and adjacent pieces
/// agree at their common knot.
struct Spline {
  std::vector<Rational> knots{Rational(0), Rational(1)};
  std::vector<std::vector<Rational>> pieces{{Rational(0), Rational(1)}};  // default: g(x) = x

  Rational operator()(const Rational& x) const;
  /// (1 / (b - a)) ∫_a^b g, a < b in [0, 1] (exact antiderivative, piece by piece).
  Rational mean(const Rational& a, const Rational& b) const;
  /// The least and greatest values of g on [a, b] (a <= b) and points where they are taken:
  /// among a, b, the knots inside and the vertices -c_1 / (2 c_2) of quadratic pieces inside.
  struct Extremes {
    Rational min, argmin, max, argmax;
  };
  Extremes extremes(const Rational& a, const Rational& b) const;
  /// sup |g'| on [0, 1] (g' is affine on each piece: the largest |g'| at a piece's ends).
  Rational max_slope() const;
};

/// One term c Π_{i in features} g_i(x_i) of the multilinear combination.
struct MultilinearTerm {
  Rational c;
  std::vector<int> features;  // distinct, 0-based
};

/// f(w) = P(g_1(w_1), ..., g_K(w_K)) with P multilinear (Σ_t c_t Π_{i in S_t} y_i): a function
/// of the first K features of w in [0, 1]^ℕ. Multilinear polynomials (g_i = x), |x - c|, ramps,
/// x^2 and their products over distinct features are of this form.
struct ContinuousQuestion {
  std::vector<Spline> g;  // K = g.size()
  std::vector<MultilinearTerm> terms;

  int features() const { return static_cast<int>(g.size()); }
  /// f at a point x of [0, 1]^K.
  Rational operator()(const std::vector<Rational>& x) const;
  /// P at y (y_i standing for g_i(x_i)).
  Rational multilinear(const std::vector<Rational>& y) const;
};

/// Throws std::invalid_argument naming the part unless the splines are well formed and
/// continuous, the terms name distinct features 0..K-1, and f maps [0, 1]^K into [0, 1].
void validate(const ContinuousQuestion& f);

/// An axis-parallel box Π_i [lo_i, hi_i] of [0, 1]^K (lo_i < hi_i).
struct Box {
  std::vector<Rational> lo, hi;
};

/// E_π[f | x in box] for π uniform: the coordinates are independent under π and P is
/// multilinear, so it is P(mean of g_1 on [lo_1, hi_1], ...). Coordinates with lo_i = hi_i are
/// fixed at that value (the disintegration of π on {w̃ | w̃_i = w_i}, Def. 6's e_i).
Rational box_mean(const ContinuousQuestion& f, const Box& box);

/// inf and sup of f on the closed box with points where they are taken: P is multilinear in
/// independent y_i ranging over [min g_i, max g_i], so its extremes are at vertices of that box.
struct BoxExtremes {
  Rational inf, sup;
  std::vector<Rational> arginf, argsup;
};
BoxExtremes box_extremes(const ContinuousQuestion& f, const Box& box);

/// The least L with |f(w) - f(w')| <= L Σ_i weight_i |w_i - w'_i| on [0, 1]^K: max over i of
/// sup |∂f/∂w_i| / weight_i = sup |g_i'| · max_{vertices} |∂P/∂y_i| / weight_i. `weighted`: ρ's
/// weights 2^-i (Prop. 13, i = 1..K); otherwise weight 1 (the unweighted ℓ1 metric).
Rational lipschitz_constant(const ContinuousQuestion& f, bool weighted = true);

/// E_π[f | x in box] again, from point values of f alone: the box cut at every knot, Simpson's
/// rule in each coordinate on each cell (exact: f has degree <= 2 in each coordinate there);
/// fixed coordinates (lo_i = hi_i) are not integrated.
Rational simpson_mean(const ContinuousQuestion& f, const Box& box);

/// Sec. 5.2 on π uniform: K features of `digits` binary digits each (the dyadic cells of side
/// 2^-digits, uniform prior) and the question table of f's mean over each cell. Every dyadic
/// box the debate can reveal with at most `digits` digits per feature is a union of cells of
/// equal mass, so the finite debate's belief on it is f's mean over the box: F^l_π(f, N) on π
/// uniform is this finite debate with digits = 2N.
Environment cell_environment(int k, int digits);
Question cell_question(const Environment& env, const ContinuousQuestion& f);

/// The closed dyadic box of world (cell) `world` with `levels[i]` digits of feature i known.
Box dyadic_box(const Environment& env, std::size_t world, const std::vector<int>& levels);

/// The cell holding the point x (its first `digits` binary digits per coordinate; 1 = 0.111...).
std::size_t cell_of(const Environment& env, const std::vector<Rational>& x);

/// Lemma 8 (ii) at a point x of cell `world`: max |f̂^{..}(x) - f(x)| over both interval ends.
Rational point_error(const FeatureDebate& d, const ContinuousQuestion& f, std::size_t world,
                     const std::vector<Rational>& x);

/// sup over the points x of the cell (closed; f is continuous) of point_error, with a point
/// taking it: max(f̂^{↓↑} - inf f, sup f - f̂^{↑↓}) on the cell.
struct CellError {
  Rational error;
  std::vector<Rational> world;
};
CellError cell_error(const FeatureDebate& d, const ContinuousQuestion& f, std::size_t world);

}  // namespace debref::feature
