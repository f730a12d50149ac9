#include "reference/pe/indistinguishable.hpp"

#include <algorithm>

#include "reference/pe/ogd.hpp"

namespace debref::pe::indist {

namespace {

// |Adv| in [|a| - slack, |a| + slack] for the centre's Adv a.
AdvBounds bounds_of(const Rational& a, const Rational& slack) {
  Rational lo = magnitude(a) - slack;
  return {true, lo > 0 ? lo : Rational(0), magnitude(a) + slack};
}

// |Adv_f(h) - Adv_f(c)| <= sum_x mu(x) (|F_h(x)|_2 |h(x) - c(x)|_2 + |g(x) - c(x)|_2 |F_h(x) -
// F_c(x)|_2) <= (sqrt|Z| + sqrt 2 L) rho, the gates agreeing on the ball, L = spread(f) (0 for
// tables fixed on the ball), zroot >= sqrt|Z| and 3/2 >= sqrt 2 (c >= 0 with sum <= 1).
Rational adv_slack(const Rational& zroot, const Rational& lipschitz, const Rational& radius) {
  return (zroot + Rational(3, 2) * lipschitz) * radius;
}

}  // namespace

Rational adv(const std::vector<Rational>& mu, const Dist& g, const Dist& h, const Test& f) {
  Rational total = 0;
  for (std::size_t x = 0; x < mu.size(); ++x)
    for (std::size_t z = 0; z < f[x].size(); ++z) total += mu[x] * (g[x][z] - h[x][z]) * f[x][z];
  return total;
}

// |<a, h(x) - centre(x)>| <= |a|_2 radius <= |a|_1 radius.
std::optional<std::vector<bool>> gates_within(const Distinguisher& f, const Dist& centre,
                                              const Rational& radius) {
  std::vector<bool> open(centre.size(), true);
  if (f.a.empty()) return open;
  Rational reach = 0;
  for (const Rational& v : f.a) reach += magnitude(v);
  reach *= radius;
  for (std::size_t x = 0; x < centre.size(); ++x) {
    Rational s = 0;
    for (std::size_t z = 0; z < f.a.size(); ++z) s += f.a[z] * centre[x][z];
    if (s - reach >= f.theta) continue;  // open for every h(x) in the ball
    if (s + reach >= f.theta) return std::nullopt;
    open[x] = false;
  }
  return open;
}

std::optional<Test> table_within(const Distinguisher& f, const Dist& centre,
                                 const Rational& radius) {
  const std::optional<std::vector<bool>> open = gates_within(f, centre, radius);
  if (!open) return std::nullopt;
  Test table = f.c;
  for (std::size_t x = 0; x < centre.size(); ++x)
    for (std::size_t z = 0; z < table[x].size(); ++z) {
      if (!(*open)[x]) {
        table[x][z] = 0;
        continue;
      }
      if (f.d.empty()) continue;
      for (std::size_t w = 0; w < centre[x].size(); ++w) table[x][z] += f.d[x][z][w] * centre[x][w];
    }
  return table;
}

Rational spread(const Distinguisher& f) {
  Rational most = 0;
  for (const auto& rows : f.d) {
    Rational sum = 0;
    for (const auto& row : rows)
      for (const Rational& v : row) sum += magnitude(v);
    if (sum > most) most = sum;
  }
  return most;
}

Test table(const Distinguisher& f, const Dist& h) {
  return *table_within(f, h, 0);  // radius 0: every gate decided
}

Rational adv(const std::vector<Rational>& mu, const Dist& g, const Dist& h,
             const Distinguisher& f) {
  return adv(mu, g, h, table(f, h));
}

AdvBounds adv_bounds(const std::vector<Rational>& mu, const Dist& g, const Result& run,
                     const Distinguisher& f, int bits) {
  const std::optional<Test> table = table_within(f, run.centre, run.radius);
  if (!table) return {false, 0, 0};
  const Rational zroot =
      ogd::sqrt_enclosure(Rational(static_cast<long>(run.centre.front().size())), bits).hi;
  return bounds_of(adv(mu, g, run.centre, *table), adv_slack(zroot, spread(f), run.radius));
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

std::vector<Distinguisher> ungated(const std::vector<Test>& tests) {
  std::vector<Distinguisher> out;
  for (const Test& f : tests) out.push_back({f, {}, 0});
  return out;
}

Result algorithm1(const std::vector<Rational>& mu, const Dist& g, const std::vector<Test>& tests,
                  const Rational& delta, int max_steps, int bits) {
  return algorithm1(mu, g, ungated(tests), delta, max_steps, bits);
}

Result algorithm1(const std::vector<Rational>& mu, const Dist& g,
                  const std::vector<Distinguisher>& tests, const Rational& delta, int max_steps,
                  int bits, ReadAt read_at) {
  const std::size_t nx = mu.size(), nz = g.front().size();
  Result res;
  res.bits = bits;
  res.centre.assign(nx, std::vector<Rational>(nz, Rational(1) / static_cast<long>(nz)));  // line 4
  res.radius = 0;
  // The mutant ReadAt::start: every F read once, exactly, at the uniform h_1.
  std::vector<Test> frozen;
  if (read_at == ReadAt::start)
    for (const Distinguisher& f : tests) frozen.push_back(table(f, res.centre));
  // The rational upper bound zroot >= sqrt |Z| (adv_slack, the step's radius).
  const Rational zroot = ogd::sqrt_enclosure(Rational(static_cast<long>(nz)), bits).hi;
  // eta_t = D / (G sqrt t) = sqrt(2) / (2 sqrt(|Z| t)) = sqrt(1 / (2 |Z| t)).
  Rational lower_sum = 0, upper_sum = 0;
  for (int t = 1;; ++t) {
    // Line 6-7: the first f (in order) certified to have |Adv_f| >= delta, F_t(x, z) = f(x, z,
    // h_t(x)); a gate the enclosure cannot decide leaves its f unsure.
    std::optional<Test> pick;
    std::size_t pick_index = 0;
    Rational pick_adv, slack, lipschitz;
    bool unsure = false;
    Rational largest = 0;
    for (std::size_t i = 0; i < tests.size(); ++i) {
      std::optional<Test> f_t = read_at == ReadAt::start
                                    ? std::optional<Test>(frozen[i])
                                    : table_within(tests[i], res.centre, res.radius);
      if (!f_t) {
        unsure = true;
        continue;
      }
      // F_h - F_c is D (h - c) on the ball (0 when frozen).
      const Rational lip = read_at == ReadAt::start ? Rational(0) : spread(tests[i]);
      const Rational a = adv(mu, g, res.centre, *f_t), s = adv_slack(zroot, lip, res.radius);
      const AdvBounds b = bounds_of(a, s);
      if (b.hi > largest) largest = b.hi;
      if (b.lo >= delta && magnitude(a) > s) {
        pick = std::move(f_t), pick_index = i, pick_adv = a, slack = s, lipschitz = lip;
        break;
      }
      if (b.hi >= delta) unsure = true;
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
    lower_sum += a - slack, upper_sum += a + slack;  // l_t(Psi h_t) = |Adv_t| (eq. (4))
    res.regret.push_back({lower_sum, upper_sum});
    // Line 8-9 on the centre with eta~ = the lower end of eta_t's enclosure.
    ogd::Enclosure eta =
        ogd::sqrt_enclosure(Rational(1) / Rational(2 * static_cast<long>(nz) * t), bits);
    const int sign = pick_adv > 0 ? 1 : -1;
    res.trace.push_back({pick_index, sign, eta.lo});
    const Test& f = *pick;  // F_t at the centre (|F_t(h_t) - F_t| <= L rho per x)
    const Rational before = res.radius;
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
    // Exact steps (eta_t rational, no rounding) keep the centre equal to h_t; the exact step
    // adds eta_t (F_t(h_t) - F_t(c_t)), at most eta_t L rho_t per x in l2.
    res.radius += eta.hi * lipschitz * before;
    if (eta_matters) res.radius += (eta.hi - eta.lo) * fnorm_bound;
    if (rounded_any) res.radius += zroot / Rational(scale);
    ++res.steps;
  }
}

}  // namespace debref::pe::indist
