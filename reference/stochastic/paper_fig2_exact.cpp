#include "reference/stochastic/paper_fig2_exact.hpp"

#include <algorithm>
#include <stdexcept>
#include <vector>

#include "reference/prob/binomial.hpp"
#include "reference/stochastic/acceptance.hpp"

namespace debref::stochastic {

namespace {

/// P(X <= k) for k = -1..n, X ~ Binomial(n, x), exactly (cdf[k + 1]).
std::vector<Rational> cdf_table(std::uint64_t n, const Rational& x) {
  BinomialCursor<Rational> c(n, x);
  std::vector<Rational> out{Rational(0)};
  for (std::uint64_t k = 0; k <= n; ++k) out.push_back(c.cdf_at(static_cast<std::int64_t>(k)));
  return out;
}

/// P(|X/n - p| < radius) from the cdf table (the window of Lean's bob', acceptance.hpp).
Rational accept(const std::vector<Rational>& cdf, std::uint64_t n, const Rational& p,
                const Rational& radius) {
  const Window w = acceptance_window(Estimator{n, radius}, p);
  if (w.empty()) return 0;
  return cdf[static_cast<std::size_t>(w.hi + 1)] - cdf[static_cast<std::size_t>(w.lo + 1)];
}

void check_small(const Oracle& o, const PaperConstants& c) {
  if (o.t + 1 != c.T) throw std::invalid_argument("oracle t + 1 must equal the constants' T");
  if (c.R > 20000 || c.r > 20000)
    throw std::invalid_argument("exact Fig. 2: sample counts above 20000");
}

}  // namespace

Rational paper_completeness_exact(const Oracle& o, const PaperConstants& c, AbortTiming timing) {
  check_small(o, c);
  return fig2_backward<Rational>(o, [&](const Rational& x, const Rational& w0, const Rational& w1) {
    const std::vector<Rational> vera = cdf_table(c.r, x);
    BinomialCursor<Rational> alice(c.R, x);
    Rational sum = 0;
    for (std::uint64_t j = 0; j <= c.R; ++j) {
      alice.advance_to(static_cast<std::int64_t>(j));
      const Rational claim(Integer(j), Integer(c.R));
      const Rational gamma = accept(vera, c.r, claim, c.test_radius);
      const Rational go_on = claim * w1 + (1 - claim) * w0;
      const Rational v = timing == AbortTiming::AfterBit
                             ? claim * std::min(w1, gamma) + (1 - claim) * std::min(w0, gamma)
                             : std::min(go_on, gamma);
      sum += alice.pmf() * v;
    }
    return sum;
  });
}

Rational paper_soundness_exact(const Oracle& o, const PaperConstants& c) {
  check_small(o, c);
  return fig2_backward<Rational>(o, [&](const Rational& x, const Rational& u0, const Rational& u1) {
    const std::vector<Rational> bob = cdf_table(c.R, x), vera = cdf_table(c.r, x);
    std::vector<Rational> points{Rational(0), Rational(1)};
    for (const auto& [n, radius] : {std::pair{c.R, c.abort_radius}, {c.r, c.test_radius}})
      for (std::uint64_t k = 0; k <= n; ++k)
        for (int s : {-1, 1}) {
          const Rational p = Rational(Integer(k), Integer(n)) + s * radius;
          if (p >= 0 && p <= 1) points.push_back(p);
        }
    std::sort(points.begin(), points.end());
    points.erase(std::unique(points.begin(), points.end()), points.end());
    auto g = [&](const Rational& p, const Rational& at) {  // windows at `at`, A at p
      const Rational b = accept(bob, c.R, at, c.abort_radius);
      return b * (u0 + p * (u1 - u0)) + (1 - b) * accept(vera, c.r, at, c.test_radius);
    };
    Rational best = 0;
    for (std::size_t i = 0; i < points.size(); ++i) {
      best = std::max(best, g(points[i], points[i]));
      if (i + 1 < points.size()) {  // both one-sided limits of the open gap
        const Rational mid = (points[i] + points[i + 1]) / 2;
        best = std::max({best, g(points[i], mid), g(points[i + 1], mid)});
      }
    }
    return best;
  });
}

}  // namespace debref::stochastic
