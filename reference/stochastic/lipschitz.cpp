#include "reference/stochastic/lipschitz.hpp"

#include <algorithm>
#include <stdexcept>

namespace debref::stochastic {

// Why vertex paths decide Oracle.lipschitz (t <= 2, x = o's m prefix probabilities, F = final):
// o' only matters through its m prefix probabilities x' (elsewhere o' = o costs no distance),
// and dist(o, o') = |x' - x|_inf. o is k-Lipschitz iff for every delta > 0 the maximum of
// |F(x') - F(x)| over the box B(delta) = {x' in [0,1]^m : |x' - x|_inf <= delta} is <= k delta
// (a point of B(delta) at distance d <= delta obeys the bound with k d <= k delta; conversely a
// point at distance exactly delta is in B(delta)). F is affine in each coordinate, so that
// maximum is attained at a vertex of the product box B(delta), i.e. at clamp(x + sigma delta).
// Between consecutive clipping radii (x_h for a prefix moving down, 1 - x_h moving up) each
// coordinate is constant or x_h +- delta, so F(vertex) - F(x) is a polynomial in delta of
// degree <= t + 1; beyond the last clipping radius it is constant and |.| / delta decreases.

namespace {

void require_supported(const Oracle& o) {
  if (o.t > 2)
    throw std::invalid_argument("t: exact Lipschitz constant supported for t <= 2 (got " +
                                std::to_string(o.t) + "); t + 1 is always a valid constant");
}

bool moves_up(std::uint64_t sigma, std::size_t h) {
  return ((sigma >> h) & 1u) != 0;
}

/// P(final = 1) as a polynomial when prefix h has probability coords[h] (Lean: Oracle.final,
/// by the forward recursion over reach probabilities as in final_prob).
Polynomial final_polynomial(int t, const std::vector<Polynomial>& coords) {
  const std::size_t first_leaf = (std::size_t{1} << t) - 1;  // prefixes of length t
  const Polynomial one = Polynomial::constant(1);
  std::vector<Polynomial> reach(coords.size());
  reach[0] = one;
  Polynomial result;
  for (std::size_t h = 0; h < coords.size(); ++h) {
    if (h >= first_leaf) {
      result = result + reach[h] * coords[h];
    } else {
      reach[2 * h + 1] = reach[h] * (one - coords[h]);
      reach[2 * h + 2] = reach[h] * coords[h];
    }
  }
  return result;
}

/// A radius on a piece where |change| > k delta.
struct Witness {
  const VertexPiece* piece;
  Rational delta;
};

/// Whether k delta - s change(delta) >= 0 on the piece for s = +1 and -1; else a witness.
std::optional<Witness> piece_violation(const VertexPiece& p, const Rational& k) {
  const Polynomial kx = Polynomial::linear(0, k);
  for (const Polynomial& slack : {kx - p.change, kx + p.change})
    if (auto x = negative_point(slack, p.lo, p.hi)) return Witness{&p, *x};  // x > 0: slack(0) = 0
  return std::nullopt;
}

using Pieces = std::vector<const VertexPiece*>;

Pieces all_of(const std::vector<VertexPiece>& ps) {
  Pieces out;
  for (const VertexPiece& p : ps) out.push_back(&p);
  return out;
}

std::optional<Witness> find_violation(const Pieces& ps, const Rational& k) {
  for (const VertexPiece* p : ps)
    if (auto w = piece_violation(*p, k)) return w;
  return std::nullopt;
}

/// A ratio |change| / delta attained at a radius (delta > 0) or approached as delta -> 0.
struct Candidate {
  Rational ratio;
  const VertexPiece* piece = nullptr;
  Rational delta;  // 0: the limit delta -> 0 (directional derivative)
};

void consider(Candidate& best, const VertexPiece& p, const Rational& delta) {
  const Rational r = delta == 0 ? magnitude(p.change.derivative()(Rational(0)))
                                : Rational(magnitude(p.change(delta)) / delta);
  // On a tie an attained ratio replaces a limit (the stronger statement).
  if (best.piece == nullptr || r > best.ratio || (r == best.ratio && best.delta == 0 && delta > 0))
    best = {r, &p, delta};
}

/// The best ratio over the ends of the pieces (and delta -> 0 on the first ones).
Candidate end_candidates(const std::vector<VertexPiece>& ps) {
  Candidate best;
  for (const VertexPiece& p : ps) {
    consider(best, p, p.lo);  // lo = 0 gives the limit, since change(0) = 0 there
    consider(best, p, p.hi);
  }
  return best;
}

/// The best ratio at rational critical radii of |change| / delta inside the pieces: roots of
/// delta change' - change, the numerator of (change / delta)'.
void critical_candidates(const Pieces& ps, Candidate& best) {
  const Polynomial x = Polynomial::linear(0, 1);
  for (const VertexPiece* p : ps) {
    const Polynomial critical = x * p->change.derivative() - p->change;
    if (critical.is_zero()) continue;  // change = c delta: the ratio is constant
    for (const Rational& r : rational_roots(critical, p->lo, p->hi))
      if (r > p->lo && r < p->hi) consider(best, *p, r);
  }
}

/// Where the best candidate sits, for LipschitzConstant::how (m prefixes).
std::string describe(const Candidate& c, std::size_t m) {
  if (c.delta == 0) return "approached as the radius -> 0 (a one-sided directional derivative)";
  std::string sigma;  // '+' / '-' per prefix in heap order ("", "0", "1", "00", ...)
  for (std::size_t h = 0; h < m; ++h) sigma += moves_up(c.piece->sigma, h) ? '+' : '-';
  return "attained at radius " + to_string(c.delta) + " by the vertex with sigma = " + sigma;
}

}  // namespace

// Hybrid argument: let dist(o, o') <= delta and let H_j draw its first j bits with o' and the
// rest with o (H_0 = o, H_{t+1} = o'). H_j and H_{j+1} differ only in how bit j is drawn: couple
// them to share bits 0..j-1, draw bit j from Bernoulli(o(y)) and Bernoulli(o'(y)) with a
// maximal coupling (they differ with probability |o(y) - o'(y)| <= delta), and reuse the later
// coins. The final bits then differ with probability <= delta, so |final H_j - final H_{j+1}|
// <= delta, and summing t + 1 steps gives |final o - final o'| <= (t + 1) dist(o, o').
Rational lipschitz_upper_bound(int t) {
  return Rational(t + 1);
}

Oracle vertex(const Oracle& o, std::uint64_t sigma, const Rational& delta) {
  Oracle v = o;
  for (std::size_t h = 0; h < o.probs.size(); ++h) {
    const Rational y = moves_up(sigma, h) ? Rational(o.probs[h] + delta) : o.probs[h] - delta;
    v.probs[h] = y < 0 ? Rational(0) : y > 1 ? Rational(1) : y;
  }
  return v;
}

std::vector<VertexPiece> vertex_pieces(const Oracle& o) {
  require_supported(o);
  o.validate();
  const std::size_t m = o.probs.size();
  const Polynomial base = Polynomial::constant(final_prob(o));
  std::vector<VertexPiece> out;
  for (std::uint64_t sigma = 0; sigma < (std::uint64_t{1} << m); ++sigma) {
    std::vector<Rational> clip(m);  // radius at which prefix h reaches 0 or 1
    std::vector<Rational> cuts{Rational(0)};
    for (std::size_t h = 0; h < m; ++h) {
      clip[h] = moves_up(sigma, h) ? Rational(1 - o.probs[h]) : o.probs[h];
      cuts.push_back(clip[h]);
    }
    std::sort(cuts.begin(), cuts.end());
    cuts.erase(std::unique(cuts.begin(), cuts.end()), cuts.end());
    for (std::size_t i = 0; i + 1 < cuts.size(); ++i) {
      const Rational &lo = cuts[i], &hi = cuts[i + 1];
      std::vector<Polynomial> coords(m);
      for (std::size_t h = 0; h < m; ++h) {
        const bool up = moves_up(sigma, h);
        coords[h] = clip[h] <= lo ? Polynomial::constant(up ? 1 : 0)
                                  : Polynomial::linear(o.probs[h], up ? 1 : -1);
      }
      out.push_back({sigma, lo, hi, final_polynomial(o.t, coords) - base});
    }
  }
  return out;
}

bool is_lipschitz(const Oracle& o, const Rational& k) {
  const auto ps = vertex_pieces(o);
  if (k < 0) return false;  // Lean's k0
  return !find_violation(all_of(ps), k);
}

std::optional<Oracle> lipschitz_violation(const Oracle& o, const Rational& k) {
  const auto ps = vertex_pieces(o);
  Oracle other;
  if (k < 0) {
    // Lean's k0 fails, and then any o' at positive distance has |gap| >= 0 > k dist.
    other = o;
    other.probs[0] = o.probs[0] < Rational(1, 2) ? 1 : 0;
  } else {
    auto w = find_violation(all_of(ps), k);
    if (!w) return std::nullopt;
    other = vertex(o, w->piece->sigma, w->delta);
  }
  if (!(magnitude(final_prob(o) - final_prob(other)) > k * dist(o, other)))
    throw std::logic_error("lipschitz_violation: witness failed its replay (a bug)");
  return other;
}

StrictLipschitz strict_lipschitz(const Oracle& o, const Rational& k, bool same_oracle_included) {
  StrictLipschitz r;
  if (same_oracle_included) {
    r = {false, o, "O' = O: 0 < K * 0 is false"};
    return r;
  }
  if (auto v = lipschitz_violation(o, k)) return {false, *v, "the non-strict form fails already"};
  if (k <= 0) {  // k = 0 and Lipschitz: final is constant, so every O' != O has 0 < 0 false
    Oracle other = o;
    other.probs[0] = o.probs[0] < Rational(1, 2) ? 1 : 0;
    return {false, other, "K = 0: |gap| = 0 is not < 0"};
  }
  // |final o - final o'| <= k dist everywhere; equality at some O' != O puts the vertex of the
  // same radius on it too (the vertices are the worst O' at each radius), so look for a root
  // delta > 0 of +-change(delta) - k delta on every vertex piece.
  for (const VertexPiece& p : vertex_pieces(o))
    for (int sign : {1, -1}) {
      const Polynomial gap = Rational(sign) * p.change - Polynomial::linear(0, k);
      if (!gap.is_zero() && count_roots(gap, p.lo, p.hi) == 0 && !(p.lo > 0 && gap(p.lo) == 0))
        continue;
      const std::vector<Rational> roots =
          gap.is_zero() ? std::vector<Rational>{p.hi} : rational_roots(gap, p.lo, p.hi);
      for (const Rational& delta : roots)
        if (delta > 0) {
          const Oracle other = vertex(o, p.sigma, delta);
          if (magnitude(final_prob(o) - final_prob(other)) != k * dist(o, other))
            throw std::logic_error("strict_lipschitz: equality witness failed its replay (a bug)");
          return {false, other, "|gap| = K dist at radius " + to_string(delta)};
        }
      return {false, std::nullopt, "|gap| = K dist at an irrational radius of a vertex path"};
    }
  return r;
}

LipschitzConstant lipschitz_constant(const Oracle& o, const Rational& tolerance) {
  if (tolerance <= 0) throw std::invalid_argument("tolerance: must be > 0");
  const auto ps = vertex_pieces(o);
  LipschitzConstant k;
  Candidate best = end_candidates(ps);
  // Pieces whose supremum exceeds the end candidates: only their inner critical radii matter.
  Pieces open = all_of(ps);
  const auto settled = [&](const VertexPiece* p) { return !piece_violation(*p, best.ratio); };
  std::erase_if(open, settled);
  if (!open.empty()) {
    critical_candidates(open, best);
    std::erase_if(open, settled);
  }
  if (best.delta > 0) {
    // Re-formulation check: the polynomial path agrees with final_prob / dist at the argmax.
    const Oracle v = vertex(o, best.piece->sigma, best.delta);
    if (dist(o, v) != best.delta ||
        magnitude(final_prob(o) - final_prob(v)) / best.delta != best.ratio)
      throw std::logic_error("lipschitz_constant: vertex path disagrees with final_prob (a bug)");
  }
  k.lower = best.ratio;
  if (open.empty()) {
    // Every piece satisfies |change| <= lower delta (Sturm), and lower is attained/approached.
    k.upper = k.lower;
    k.exact = true;
    k.how = "exact: " + describe(best, o.probs.size()) + "; no piece exceeds it (Sturm sequences)";
    return k;
  }
  // The supremum lies at an irrational critical radius of one of the open pieces: bisect. Only
  // open pieces can violate a k > lower, and each violation raises lower to a ratio attained.
  k.upper = lipschitz_upper_bound(o.t);
  while (k.upper - k.lower > tolerance) {
    const Rational mid = (k.lower + k.upper) / 2;
    if (auto w = find_violation(open, mid))
      k.lower = magnitude(w->piece->change(w->delta)) / w->delta;
    else
      k.upper = mid;
  }
  k.how =
      "enclosure: the supremum is attained at an irrational radius (no rational critical "
      "radius or end reaches it)";
  return k;
}

}  // namespace debref::stochastic
