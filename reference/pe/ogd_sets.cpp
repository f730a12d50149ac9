#include "reference/pe/ogd_sets.hpp"

#include <algorithm>
#include <stdexcept>

#include "reference/pe/indistinguishable.hpp"

namespace debref::pe::ogd {

namespace {

Rational dot(const std::vector<Rational>& a, const std::vector<Rational>& b) {
  Rational s = 0;
  for (std::size_t i = 0; i < a.size(); ++i) s += a[i] * b[i];
  return s;
}

}  // namespace

std::string to_string(ConvexSet k) {
  switch (k) {
    case ConvexSet::Box:
      return "box";
    case ConvexSet::Simplex:
      return "simplex";
    case ConvexSet::Ball:
      return "ball";
  }
  return "box";
}

Projected project(ConvexSet k, const std::vector<Rational>& v, int bits) {
  switch (k) {
    case ConvexSet::Box: {
      Projected p{v, 0};
      for (Rational& x : p.point) x = clamp01(x);
      return p;
    }
    case ConvexSet::Simplex:
      return {indist::project_simplex(v), 0};
    case ConvexSet::Ball: {
      const Rational q = dot(v, v);
      if (q <= 1) return {v, 0};
      // P(v) = v / sqrt(q); with sqrt(q) in [lo, hi], v / hi is within
      // |v| (1/lo - 1/hi) <= hi / lo - 1 of it.
      const Enclosure root = sqrt_enclosure(q, bits);
      Projected p{v, root.hi / root.lo - 1};
      for (Rational& x : p.point) x /= root.hi;
      return p;
    }
  }
  return {v, 0};
}

Enclosure diameter(ConvexSet k, int dim, int bits) {
  switch (k) {
    case ConvexSet::Box:
      return sqrt_enclosure(Rational(dim), bits);
    case ConvexSet::Simplex:
      return dim >= 2 ? sqrt_enclosure(Rational(2), bits) : Enclosure{0, 0};
    case ConvexSet::Ball:
      return {2, 2};
  }
  return {0, 0};
}

ShadowRun ogd_shadow(ConvexSet k, const StepSize& eta, const Rational& g,
                     const LinearAdversary& eve, const std::vector<Rational>& x, int steps,
                     int bits) {
  Integer scale = 1;
  scale <<= bits;
  const Rational unit(Integer(1), scale);  // one rounding step, 2^-bits
  ShadowRun run;
  run.shadow.push_back(x);
  run.radius.push_back(0);
  for (int n = 0; n < steps; ++n) {
    const std::vector<Rational>& c = run.shadow.back();
    std::vector<Rational> a = eve(n, c);
    if (a.size() != c.size() || dot(a, a) > g * g)
      throw std::invalid_argument("ogd_shadow: a move of the wrong dimension or with |a|_2 > g");
    const Enclosure h = eta(n);
    const Rational mid = (h.lo + h.hi) / 2;
    std::vector<Rational> v = c;
    for (std::size_t i = 0; i < v.size(); ++i) v[i] -= mid * a[i];
    Projected p = project(k, v, bits);
    // Round the shadow: each coordinate moves by < 2^-bits, so |.|_2 by < dim 2^-bits.
    bool rounded = false;
    for (Rational& xi : p.point) {
      if (boost::multiprecision::denominator(xi) <= scale) continue;
      xi = Rational(floor(xi * scale), scale);
      rounded = true;
    }
    Rational rho = run.radius.back() + (h.hi - h.lo) / 2 * g + p.error;
    if (rounded) rho += unit * static_cast<long>(p.point.size());
    run.moves.push_back(std::move(a));
    run.shadow.push_back(std::move(p.point));
    run.radius.push_back(rho);
  }
  return run;
}

Enclosure sup_regret(ConvexSet k, const ShadowRun& run, const Rational& g, int n, int bits) {
  Rational linear = 0, deviation = 0;
  std::vector<Rational> sum(run.shadow.front().size(), 0);
  for (int t = 0; t < n; ++t) {
    linear += dot(run.moves[t], run.shadow[t]);
    deviation += g * run.radius[t];
    for (std::size_t i = 0; i < sum.size(); ++i) sum[i] += run.moves[t][i];
  }
  // min over v in K of <S, v>, enclosed.
  Enclosure least{0, 0};
  switch (k) {
    case ConvexSet::Box:
      for (const Rational& s : sum)
        if (s < 0) least.lo += s, least.hi += s;
      break;
    case ConvexSet::Simplex:
      least.lo = least.hi = *std::min_element(sum.begin(), sum.end());
      break;
    case ConvexSet::Ball: {
      const Enclosure norm = sqrt_enclosure(dot(sum, sum), bits);
      least = {-norm.hi, -norm.lo};
      break;
    }
  }
  return {linear - deviation - least.hi, linear + deviation - least.lo};
}

}  // namespace debref::pe::ogd
