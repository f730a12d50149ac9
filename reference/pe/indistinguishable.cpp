#include "reference/pe/indistinguishable.hpp"

#include <algorithm>

#include "reference/pe/ogd.hpp"

namespace debref::pe::indist {

namespace {

}  // namespace

Rational adv(const std::vector<Rational>& mu, const Dist& g, const Dist& h, const Test& f) {
  Rational total = 0;
  for (std::size_t x = 0; x < mu.size(); ++x)
    for (std::size_t z = 0; z < f[x].size(); ++z) total += mu[x] * (g[x][z] - h[x][z]) * f[x][z];
  return total;
}

std::vector<Rational> project_simplex(const std::vector<Rational>& v) {
  std::vector<Rational> u = v;
  std::sort(u.begin(), u.end(), [](const Rational& a, const Rational& b) { return a > b; });
  Rational sum = 0, theta = 0;
  for (std::size_t j = 0; j < u.size(); ++j) {
    sum += u[j];
    Rational t = (sum - 1) / static_cast<long>(j + 1);
    if (u[j] - t > 0) theta = t;
  }
  std::vector<Rational> w;
  for (const Rational& x : v) w.push_back(x - theta > 0 ? Rational(x - theta) : Rational(0));
  return w;
}

Integer step_bound(int z_size, const Rational& delta) {
  return floor(Rational(18 * z_size) / (delta * delta));
}

Result algorithm1(const std::vector<Rational>& mu, const Dist& g, const std::vector<Test>& tests,
                  const Rational& delta, int max_steps, int bits) {
  const std::size_t nx = mu.size(), nz = g.front().size();
  Result res;
  res.centre.assign(nx, std::vector<Rational>(nz, Rational(1) / static_cast<long>(nz)));  // line 4
  res.radius = 0;
  // |Adv(h) - Adv(c)| <= sum_x mu(x) |f(x,.)|_2 |h(x) - c(x)|_2 <= sqrt|Z| rho: use the rational
  // upper bound zroot >= sqrt |Z|.
  const Rational zroot = ogd::sqrt_enclosure(Rational(static_cast<long>(nz)), bits).hi;
  // eta_t = D / (G sqrt t) = sqrt(2) / (2 sqrt(|Z| t)) = sqrt(1 / (2 |Z| t)).
  Rational lower_sum = 0, upper_sum = 0;
  for (int t = 1;; ++t) {
    const Rational slack = zroot * res.radius;
    // Line 7: the first f (in order) certified to have |Adv_f| >= delta.
    std::optional<std::size_t> pick;
    Rational pick_adv;
    bool unsure = false;
    Rational largest = 0;
    for (std::size_t i = 0; i < tests.size(); ++i) {
      const Rational a = adv(mu, g, res.centre, tests[i]);
      const Rational lo = magnitude(a) - slack, hi = magnitude(a) + slack;
      if (hi > largest) largest = hi;
      if (lo >= delta && magnitude(a) > slack) {
        pick = i, pick_adv = a;
        break;
      }
      if (hi >= delta) unsure = true;
    }
    if (!pick) {
      if (unsure) {
        res.decided = false;
        return res;
      }
      res.returned = true;  // line 11
      res.max_adv_upper = largest;
      return res;
    }
    if (res.steps >= max_steps) return res;
    const Rational a = magnitude(pick_adv);
    lower_sum += a - slack, upper_sum += a + slack;
    res.regret.push_back({lower_sum, upper_sum});
    // Line 8-9 on the centre with eta~ = the lower end of eta_t's enclosure.
    ogd::Enclosure eta =
        ogd::sqrt_enclosure(Rational(1) / Rational(2 * static_cast<long>(nz) * t), bits);
    const int sign = pick_adv > 0 ? 1 : -1;
    const Test& f = tests[*pick];
    Rational fnorm_bound = zroot;  // |F(x, .)|_2 <= sqrt |Z|
    Integer scale = 1;
    scale <<= bits;
    bool rounded_any = false;
    // When the projections at both ends of eta_t's enclosure agree, they agree at eta_t too
    // (the projection is firmly nonexpansive: |P(a) - P(b)|^2 <= <P(a) - P(b), a - b>, and
    // <P(c + eta u), u> is monotone in eta), so the step adds no radius.
    bool eta_matters = false;
    for (std::size_t x = 0; x < nx; ++x) {
      std::vector<Rational> v(nz), w(nz);
      for (std::size_t z = 0; z < nz; ++z) {
        v[z] = res.centre[x][z] + eta.lo * sign * f[x][z];
        w[z] = res.centre[x][z] + eta.hi * sign * f[x][z];
      }
      res.centre[x] = project_simplex(v);
      if (eta.lo != eta.hi && project_simplex(w) != res.centre[x]) eta_matters = true;
      // Keep the centre's denominators bounded: a denominator above 2^bits is rounded to
      // 2^-bits (error <= sqrt|Z| 2^-bits in l2).
      for (Rational& c : res.centre[x]) {
        if (boost::multiprecision::denominator(c) <= scale) continue;  // already small
        Rational rounded(floor(c * scale), scale);
        if (rounded != c) rounded_any = true;
        c = rounded;
      }
    }
    // Exact steps (eta_t rational, no rounding) keep the centre equal to h_t.
    if (eta_matters) res.radius += (eta.hi - eta.lo) * fnorm_bound;
    if (rounded_any) res.radius += zroot / Rational(scale);
    ++res.steps;
  }
}

}  // namespace debref::pe::indist
