#include "reference/feature/continuous.hpp"

#include <algorithm>
#include <stdexcept>
#include <string>

namespace debref::feature {

namespace {

Rational poly(const std::vector<Rational>& c, const Rational& x) {
  Rational v = 0;
  for (std::size_t k = c.size(); k-- > 0;) v = v * x + c[k];
  return v;
}

// ∫_a^b Σ c_k x^k dx.
Rational integral(const std::vector<Rational>& c, const Rational& a, const Rational& b) {
  Rational total = 0;
  for (std::size_t k = 0; k < c.size(); ++k) {
    const int e = static_cast<int>(k) + 1;
    total += c[k] * (power(b, e) - power(a, e)) / e;
  }
  return total;
}

// The piece holding x (the left one at a knot: both agree there).
std::size_t piece_of(const Spline& g, const Rational& x) {
  std::size_t j = 0;
  while (j + 1 < g.pieces.size() && x > g.knots[j + 1]) ++j;
  return j;
}

// Sorted distinct cut points of [a, b]: a, the knots strictly inside, b.
std::vector<Rational> cuts(const Spline& g, const Rational& a, const Rational& b) {
  std::vector<Rational> out{a};
  for (const Rational& k : g.knots)
    if (a < k && k < b) out.push_back(k);
  if (b > a) out.push_back(b);
  return out;
}

}  // namespace

Rational Spline::operator()(const Rational& x) const {
  return poly(pieces[piece_of(*this, x)], x);
}

Rational Spline::mean(const Rational& a, const Rational& b) const {
  if (!(a < b)) return (*this)(a);
  const std::vector<Rational> c = cuts(*this, a, b);
  Rational total = 0;
  for (std::size_t s = 0; s + 1 < c.size(); ++s)
    total += integral(pieces[piece_of(*this, (c[s] + c[s + 1]) / 2)], c[s], c[s + 1]);
  return total / (b - a);
}

Spline::Extremes Spline::extremes(const Rational& a, const Rational& b) const {
  std::vector<Rational> candidates = cuts(*this, a, b);
  for (std::size_t s = 0; s + 1 < candidates.size(); ++s) {
    const auto& c = pieces[piece_of(*this, (candidates[s] + candidates[s + 1]) / 2)];
    if (c.size() == 3 && c[2] != 0) {
      const Rational v = -c[1] / (2 * c[2]);
      if (candidates[s] < v && v < candidates[s + 1]) candidates.push_back(v);
    }
  }
  Extremes e{(*this)(a), a, (*this)(a), a};
  for (const Rational& x : candidates) {
    const Rational v = (*this)(x);
    if (v < e.min) e = {v, x, e.max, e.argmax};
    if (v > e.max) e = {e.min, e.argmin, v, x};
  }
  return e;
}

Rational Spline::max_slope() const {
  Rational best = 0;
  for (std::size_t j = 0; j < pieces.size(); ++j) {
    std::vector<Rational> d;
    for (std::size_t k = 1; k < pieces[j].size(); ++k) d.push_back(pieces[j][k] * Rational(k));
    for (const Rational& x : {knots[j], knots[j + 1]}) best = std::max(best, magnitude(poly(d, x)));
  }
  return best;
}

Rational ContinuousQuestion::multilinear(const std::vector<Rational>& y) const {
  Rational v = 0;
  for (const MultilinearTerm& t : terms) {
    Rational p = t.c;
    for (int i : t.features) p *= y[static_cast<std::size_t>(i)];
    v += p;
  }
  return v;
}

Rational ContinuousQuestion::operator()(const std::vector<Rational>& x) const {
  std::vector<Rational> y;
  for (std::size_t i = 0; i < g.size(); ++i) y.push_back(g[i](x[i]));
  return multilinear(y);
}

void validate(const ContinuousQuestion& f) {
  if (f.g.empty()) throw std::invalid_argument("splines: at least one feature");
  for (std::size_t i = 0; i < f.g.size(); ++i) {
    const Spline& g = f.g[i];
    const std::string field = "splines[" + std::to_string(i) + "]";
    if (g.knots.size() < 2 || g.knots.front() != 0 || g.knots.back() != 1)
      throw std::invalid_argument(field + ".knots: must run from 0 to 1");
    for (std::size_t j = 0; j + 1 < g.knots.size(); ++j)
      if (!(g.knots[j] < g.knots[j + 1]))
        throw std::invalid_argument(field + ".knots: must increase strictly");
    if (g.pieces.size() + 1 != g.knots.size())
      throw std::invalid_argument(field + ".pieces: one polynomial per interval between knots");
    for (std::size_t j = 0; j < g.pieces.size(); ++j) {
      if (g.pieces[j].empty() || g.pieces[j].size() > 3)
        throw std::invalid_argument(field + ".pieces[" + std::to_string(j) +
                                    "]: 1 to 3 coefficients (degree <= 2)");
      if (j > 0 && poly(g.pieces[j - 1], g.knots[j]) != poly(g.pieces[j], g.knots[j]))
        throw std::invalid_argument(field + ".pieces[" + std::to_string(j) +
                                    "]: the spline must be continuous at knot " +
                                    to_string(g.knots[j]));
    }
  }
  for (std::size_t t = 0; t < f.terms.size(); ++t) {
    std::vector<int> s = f.terms[t].features;
    std::sort(s.begin(), s.end());
    if (std::adjacent_find(s.begin(), s.end()) != s.end() ||
        (!s.empty() && (s.front() < 0 || s.back() >= f.features())))
      throw std::invalid_argument("terms[" + std::to_string(t) +
                                  "].features: distinct feature indices 0.." +
                                  std::to_string(f.features() - 1));
  }
  Box all{std::vector<Rational>(f.g.size(), Rational(0)),
          std::vector<Rational>(f.g.size(), Rational(1))};
  const BoxExtremes e = box_extremes(f, all);
  if (e.inf < 0 || e.sup > 1)
    throw std::invalid_argument("question: f must map [0, 1]^K into [0, 1] (its range is [" +
                                to_string(e.inf) + ", " + to_string(e.sup) + "])");
}

Rational box_mean(const ContinuousQuestion& f, const Box& box) {
  std::vector<Rational> y;
  for (std::size_t i = 0; i < f.g.size(); ++i) y.push_back(f.g[i].mean(box.lo[i], box.hi[i]));
  return f.multilinear(y);
}

BoxExtremes box_extremes(const ContinuousQuestion& f, const Box& box) {
  const std::size_t k = f.g.size();
  std::vector<Spline::Extremes> range;
  for (std::size_t i = 0; i < k; ++i) range.push_back(f.g[i].extremes(box.lo[i], box.hi[i]));
  BoxExtremes out;
  for (std::size_t corner = 0; corner < (std::size_t{1} << k); ++corner) {
    std::vector<Rational> y, x;
    for (std::size_t i = 0; i < k; ++i) {
      const bool high = (corner >> i) & 1;
      y.push_back(high ? range[i].max : range[i].min);
      x.push_back(high ? range[i].argmax : range[i].argmin);
    }
    const Rational v = f.multilinear(y);
    if (corner == 0 || v < out.inf) out.inf = v, out.arginf = x;
    if (corner == 0 || v > out.sup) out.sup = v, out.argsup = x;
  }
  return out;
}

Rational lipschitz_constant(const ContinuousQuestion& f, bool weighted) {
  const std::size_t k = f.g.size();
  std::vector<Spline::Extremes> range;
  for (const Spline& g : f.g) range.push_back(g.extremes(0, 1));
  Rational best = 0;
  for (std::size_t i = 0; i < k; ++i) {
    // ∂P/∂y_i is multilinear in the other y_j: its largest |.| is at a vertex of their box.
    Rational partial = 0;
    for (std::size_t corner = 0; corner < (std::size_t{1} << k); ++corner) {
      if ((corner >> i) & 1) continue;
      std::vector<Rational> y;
      for (std::size_t j = 0; j < k; ++j)
        y.push_back((corner >> j) & 1 ? range[j].max : range[j].min);
      y[i] = 1;
      const Rational one = f.multilinear(y);
      y[i] = 0;
      partial = std::max(partial, magnitude(one - f.multilinear(y)));
    }
    Rational l = partial * f.g[i].max_slope();
    if (weighted) l *= Rational(Integer(1) << (i + 1));  // ρ's weight of feature i + 1 is 2^-(i+1)
    best = std::max(best, l);
  }
  return best;
}

Rational simpson_mean(const ContinuousQuestion& f, const Box& box) {
  const std::size_t k = f.g.size();
  // Per coordinate: the nodes and weights of Simpson's rule on each cut interval, normalised so
  // that they sum to 1 over the coordinate's range (a fixed coordinate: its value, weight 1).
  std::vector<std::vector<std::pair<Rational, Rational>>> rule(k);
  for (std::size_t i = 0; i < k; ++i) {
    const Rational a = box.lo[i], b = box.hi[i];
    if (!(a < b)) {
      rule[i].push_back({a, Rational(1)});
      continue;
    }
    const std::vector<Rational> c = cuts(f.g[i], a, b);
    for (std::size_t s = 0; s + 1 < c.size(); ++s) {
      const Rational h = (c[s + 1] - c[s]) / (b - a);
      rule[i].push_back({c[s], h / 6});
      rule[i].push_back({(c[s] + c[s + 1]) / 2, 2 * h / 3});
      rule[i].push_back({c[s + 1], h / 6});
    }
  }
  Rational total = 0;
  std::vector<std::size_t> at(k, 0);
  std::vector<Rational> x(k);
  while (true) {
    Rational weight = 1;
    for (std::size_t i = 0; i < k; ++i) {
      x[i] = rule[i][at[i]].first;
      weight *= rule[i][at[i]].second;
    }
    total += weight * f(x);
    std::size_t i = 0;
    while (i < k && ++at[i] == rule[i].size()) at[i++] = 0;
    if (i == k) break;
  }
  return total;
}

Environment cell_environment(int k, int digits) {
  const int m = 1 << digits;
  return product_environment(
      std::vector<Feature>(static_cast<std::size_t>(k), Feature{m, digits}),
      std::vector<std::vector<Rational>>(
          static_cast<std::size_t>(k),
          std::vector<Rational>(static_cast<std::size_t>(m), Rational(1, m))));
}

Box dyadic_box(const Environment& env, std::size_t world, const std::vector<int>& levels) {
  const World w = env.world(world);
  Box box;
  for (std::size_t i = 0; i < w.size(); ++i) {
    const Feature& feat = env.features[i];
    const Rational side = Rational(1) / Rational(Integer(1) << levels[i]);
    const Rational lo = Rational(feat.prefix(w[i], levels[i])) * side;
    box.lo.push_back(lo);
    box.hi.push_back(lo + side);
  }
  return box;
}

Question cell_question(const Environment& env, const ContinuousQuestion& f) {
  Question table(env.world_count());
  std::vector<int> full;
  for (const Feature& feat : env.features) full.push_back(feat.digits);
  for (std::size_t w = 0; w < table.size(); ++w) table[w] = box_mean(f, dyadic_box(env, w, full));
  return table;
}

std::size_t cell_of(const Environment& env, const std::vector<Rational>& x) {
  World w;
  for (std::size_t i = 0; i < env.features.size(); ++i) {
    const int m = env.features[i].values;
    const Integer v = floor(x[i] * m);
    w.push_back(std::min(m - 1, static_cast<int>(v)));
  }
  return env.index(w);
}

Rational point_error(const FeatureDebate& d, const ContinuousQuestion& f, std::size_t world,
                     const std::vector<Rational>& x) {
  const Rational truth = f(x);
  return std::max(magnitude(d.f_up_down(world) - truth), magnitude(d.f_down_up(world) - truth));
}

CellError cell_error(const FeatureDebate& d, const ContinuousQuestion& f, std::size_t world) {
  std::vector<int> full;
  for (const Feature& feat : d.environment().features) full.push_back(feat.digits);
  const BoxExtremes e = box_extremes(f, dyadic_box(d.environment(), world, full));
  // Order-free: the larger of the two outcomes above the infimum, the smaller below the supremum
  // (equal to the plain form whenever f_up_down <= f_down_up, as Lemma 8's ordering gives).
  const Rational high = std::max(d.f_down_up(world), d.f_up_down(world));
  const Rational low = std::min(d.f_down_up(world), d.f_up_down(world));
  const Rational above = high - e.inf, below = e.sup - low;
  return above >= below ? CellError{above, e.arginf} : CellError{below, e.argsup};
}

}  // namespace debref::feature
