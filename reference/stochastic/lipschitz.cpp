#include "reference/stochastic/lipschitz.hpp"

#include <algorithm>
#include <stdexcept>
#include <vector>

#include "reference/num/polynomial.hpp"

namespace debref::stochastic {

namespace {

/// P(final = 1) as a polynomial in delta when prefix h has probability coords[h](delta).
Polynomial final_polynomial(int t, const std::vector<Polynomial>& coords) {
  std::vector<Polynomial> reach(coords.size());
  reach[0] = Polynomial::constant(1);
  Polynomial result;
  const Polynomial one = Polynomial::constant(1);
  for (std::size_t h = 0; h < coords.size(); ++h) {
    if (Prefix::from_index(h).length == t) {
      result = result + reach[h] * coords[h];
    } else {
      reach[2 * h + 1] = reach[h] * (one - coords[h]);
      reach[2 * h + 2] = reach[h] * coords[h];
    }
  }
  return result;
}

/// One path of vertices clamp(x + sigma delta) restricted to a piece [lo, hi] of delta on which
/// no coordinate changes between clipped and free: change(delta) = final o' - final o.
struct Piece {
  std::uint64_t sigma = 0;  // bit h set: prefix h moves up
  Rational lo, hi;
  Polynomial change;
};

/// The oracle at delta along sigma (clamped to [0, 1]).
Oracle vertex(const Oracle& o, std::uint64_t sigma, const Rational& delta) {
  Oracle v = o;
  for (std::size_t h = 0; h < o.probs.size(); ++h) {
    Rational y = (sigma >> h) & 1u ? Rational(o.probs[h] + delta) : Rational(o.probs[h] - delta);
    v.probs[h] = y < 0 ? Rational(0) : y > 1 ? Rational(1) : y;
  }
  return v;
}

std::vector<Piece> pieces(const Oracle& o) {
  if (o.t > 2)
    throw std::invalid_argument("t: exact Lipschitz constant supported for t <= 2 (got " +
                                std::to_string(o.t) + "); t + 1 is always a valid constant");
  const std::size_t m = o.probs.size();
  const Rational base = final_prob(o);
  std::vector<Piece> out;
  for (std::uint64_t sigma = 0; sigma < (std::uint64_t{1} << m); ++sigma) {
    std::vector<Rational> clip(m);  // delta at which coordinate h reaches 0 or 1
    std::vector<Rational> cuts{Rational(0)};
    for (std::size_t h = 0; h < m; ++h) {
      clip[h] = (sigma >> h) & 1u ? Rational(1 - o.probs[h]) : o.probs[h];
      cuts.push_back(clip[h]);
    }
    std::sort(cuts.begin(), cuts.end());
    cuts.erase(std::unique(cuts.begin(), cuts.end()), cuts.end());
    for (std::size_t i = 0; i + 1 < cuts.size(); ++i) {
      const Rational &lo = cuts[i], &hi = cuts[i + 1];
      std::vector<Polynomial> coords(m);
      for (std::size_t h = 0; h < m; ++h) {
        const bool up = (sigma >> h) & 1u;
        if (clip[h] <= lo)
          coords[h] = Polynomial::constant(up ? 1 : 0);
        else
          coords[h] = Polynomial::linear(o.probs[h], up ? Rational(1) : Rational(-1));
      }
      out.push_back({sigma, lo, hi, final_polynomial(o.t, coords) - Polynomial::constant(base)});
    }
  }
  return out;
}

/// A radius along some piece where |change| > k delta, with the piece.
struct Witness {
  const Piece* piece;
  Rational delta;
};

std::optional<Witness> find_violation(const std::vector<Piece>& ps, const Rational& k) {
  const Polynomial kx = Polynomial::linear(0, k);
  for (const Piece& p : ps)
    for (int s : {1, -1}) {
      // k delta - s change(delta) >= 0 on [lo, hi]? (at delta = 0 both sides are 0)
      Polynomial slack = kx - Rational(s) * p.change;
      if (auto x = negative_point(slack, p.lo, p.hi); x && *x > 0) return Witness{&p, *x};
    }
  return std::nullopt;
}

Rational abs(const Rational& x) {
  return x < 0 ? Rational(-x) : x;
}

/// Ratios achieved (or approached as delta -> 0) along the pieces: a lower bound for K*.
Rational achieved_lower_bound(const std::vector<Piece>& ps) {
  Rational best = 0;
  for (const Piece& p : ps) {
    std::vector<Rational> points{p.hi};
    if (p.lo > 0) points.push_back(p.lo);
    // Critical points of change/delta solve delta change' - change = 0.
    Polynomial critical = Polynomial::linear(0, 1) * p.change.derivative() - p.change;
    for (const Rational& r : rational_roots_low_degree(critical, p.lo, p.hi))
      if (r > 0) points.push_back(r);
    for (const Rational& d : points) best = std::max(best, Rational(abs(p.change(d)) / d));
    if (p.lo == 0) best = std::max(best, abs(p.change.derivative()(Rational(0))));
  }
  return best;
}

}  // namespace

Rational lipschitz_upper_bound(int t) {
  return Rational(t + 1);
}

bool is_lipschitz(const Oracle& o, const Rational& k) {
  if (k < 0) return false;
  return !find_violation(pieces(o), k);
}

std::optional<Oracle> lipschitz_violation(const Oracle& o, const Rational& k) {
  std::vector<Piece> ps = pieces(o);
  if (k < 0) return o;  // Lean's k0 fails: any o' (even o itself) is a witness of non-Lipschitz
  auto w = find_violation(ps, k);
  if (!w) return std::nullopt;
  Oracle other = vertex(o, w->piece->sigma, w->delta);
  Rational gap = abs(final_prob(o) - final_prob(other));
  if (!(gap > k * dist(o, other)))
    throw std::logic_error("lipschitz_violation: witness failed its replay (a bug)");
  return other;
}

LipschitzConstant lipschitz_constant(const Oracle& o, const Rational& tolerance) {
  std::vector<Piece> ps = pieces(o);
  LipschitzConstant k;
  k.lower = achieved_lower_bound(ps);
  if (!find_violation(ps, k.lower)) {
    k.upper = k.lower;
    k.exact = true;
    k.how = "exact: attained or approached by a vertex path, and proven by Sturm sequences";
    return k;
  }
  k.upper = lipschitz_upper_bound(o.t);
  while (k.upper - k.lower > tolerance) {
    Rational mid = (k.lower + k.upper) / 2;
    if (auto w = find_violation(ps, mid)) {
      // The witness achieves a ratio above mid: raise the lower bound to it.
      k.lower = abs(w->piece->change(w->delta)) / w->delta;
    } else {
      k.upper = mid;
    }
  }
  k.how = "enclosure: the supremum is at an irrational critical point";
  return k;
}

}  // namespace debref::stochastic
