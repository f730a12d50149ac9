#include "reference/feature/evidence.hpp"

#include <algorithm>
#include <stdexcept>

namespace debref::feature {

namespace {

void validate(const IndependentEvidence& p) {
  if (p.p1 <= 0 || p.p1 >= 1) throw std::invalid_argument("p1: must be in (0, 1)");
  if (p.given1.size() != p.features.size() || p.given0.size() != p.features.size())
    throw std::invalid_argument("given: one conditional distribution per feature");
  for (std::size_t j = 0; j < p.features.size(); ++j) {
    if (p.features[j].digits != 0) throw std::invalid_argument("features: atomic only");
    for (const auto* g : {&p.given1[j], &p.given0[j]}) {
      if (g->size() != static_cast<std::size_t>(p.features[j].values))
        throw std::invalid_argument("given: one probability per value");
      Rational s = 0;
      for (const Rational& x : *g) {
        if (x < 0) throw std::invalid_argument("given: probabilities must be non-negative");
        s += x;
      }
      if (s != 1) throw std::invalid_argument("given: each distribution must sum to 1");
    }
  }
}

// P(W = w, X = 1) and P(W = w, X = 0).
std::pair<Rational, Rational> joint(const IndependentEvidence& p, const World& w) {
  Rational one = p.p1, zero = 1 - p.p1;
  for (std::size_t j = 0; j < w.size(); ++j) {
    one *= p.given1[j][w[j]];
    zero *= p.given0[j][w[j]];
  }
  return {one, zero};
}

}  // namespace

Environment evidence_environment(const IndependentEvidence& p) {
  validate(p);
  Environment env;
  env.features = p.features;
  env.prior.resize(env.world_count());
  for (std::size_t w = 0; w < env.prior.size(); ++w) {
    auto [one, zero] = joint(p, env.world(w));
    env.prior[w] = one + zero;
  }
  return env;
}

Question evidence_question(const IndependentEvidence& p) {
  Environment env = evidence_environment(p);
  Question f(env.world_count(), Rational(0));
  for (std::size_t w = 0; w < f.size(); ++w) {
    auto [one, zero] = joint(p, env.world(w));
    if (one + zero > 0) f[w] = one / (one + zero);  // off the support f is never asked
  }
  return f;
}

Rational evidence_f_star(const IndependentEvidence& p, std::size_t world, int rounds) {
  std::vector<Rational> up, down;  // likelihood ratios P(w_j | X=1) / P(w_j | X=0)
  for (const Rational& r : likelihood_ratios(p, world)) {
    if (r > 1) up.push_back(r);
    if (r < 1) down.push_back(r);
  }
  std::sort(up.begin(), up.end(), std::greater<>());  // strongest evidence first
  std::sort(down.begin(), down.end());
  Rational odds = p.p1 / (1 - p.p1);
  for (std::size_t k = 0; k < up.size() && k < static_cast<std::size_t>(rounds); ++k) odds *= up[k];
  for (std::size_t k = 0; k < down.size() && k < static_cast<std::size_t>(rounds); ++k)
    odds *= down[k];
  return odds / (1 + odds);
}

std::optional<IndependentEvidence> independent_given_x(const Environment& env, const Question& f) {
  IndependentEvidence p;
  p.features = env.features;
  for (const Feature& feature : env.features) {
    if (feature.digits != 0) return std::nullopt;
    p.given1.emplace_back(static_cast<std::size_t>(feature.values), Rational(0));
    p.given0.emplace_back(static_cast<std::size_t>(feature.values), Rational(0));
  }
  Rational one = 0, zero = 0;  // P(X = 1), P(X = 0)
  for (std::size_t w = 0; w < env.world_count(); ++w) {
    const World x = env.world(w);
    for (std::size_t j = 0; j < x.size(); ++j) {
      p.given1[j][x[j]] += env.prior[w] * f[w];
      p.given0[j][x[j]] += env.prior[w] * (1 - f[w]);
    }
    one += env.prior[w] * f[w];
    zero += env.prior[w] * (1 - f[w]);
  }
  if (one <= 0 || zero <= 0) return std::nullopt;
  p.p1 = one;
  for (std::size_t j = 0; j < p.features.size(); ++j)
    for (std::size_t v = 0; v < p.given1[j].size(); ++v) {
      p.given1[j][v] /= one;
      p.given0[j][v] /= zero;
    }
  for (std::size_t w = 0; w < env.world_count(); ++w) {
    const auto [x1, x0] = joint(p, env.world(w));
    if (x1 != env.prior[w] * f[w] || x0 != env.prior[w] * (1 - f[w])) return std::nullopt;
  }
  return p;
}

std::vector<Rational> likelihood_ratios(const IndependentEvidence& p, std::size_t world) {
  const World w = evidence_environment(p).world(world);
  std::vector<Rational> out;
  for (std::size_t j = 0; j < w.size(); ++j) {
    const Rational& a = p.given1[j][w[j]];
    const Rational& b = p.given0[j][w[j]];
    if (a == 0 || b == 0) throw std::invalid_argument("given: evidence must be bounded");
    out.push_back(a / b);
  }
  return out;
}

namespace {

// exp(Ev_n) for the pile of ratios above 1 (the ↑ debater; the ↓ debater passes the inverses):
// the product of the n largest ratios, J padded with ratio-1 constant features when there are
// infinitely many, otherwise |J| = n among the K features.
Rational strongest(std::vector<Rational> ratios, int n, bool constant_features) {
  if (constant_features) ratios.resize(ratios.size() + static_cast<std::size_t>(n), Rational(1));
  if (n < 0 || static_cast<std::size_t>(n) > ratios.size())
    throw std::invalid_argument("n: |J| = n needs n features");
  std::sort(ratios.begin(), ratios.end(), std::greater<>());
  Rational e = 1;
  for (int k = 0; k < n; ++k) e *= ratios[static_cast<std::size_t>(k)];
  return e;
}

}  // namespace

RemainingEvidence remaining_evidence(const std::vector<Rational>& ratios, int n,
                                     bool constant_features) {
  std::vector<Rational> inverse;
  Rational pile_up = 1, pile_down = 1;  // exp(Σ_{N↑} ev_j), exp(Σ_{N↓} (-ev_j))
  for (const Rational& r : ratios) {
    inverse.push_back(1 / r);
    if (r > 1) pile_up *= r;
    if (r < 1) pile_down /= r;
  }
  RemainingEvidence out;
  out.ev_up = strongest(ratios, n, constant_features);
  out.ev_down = strongest(inverse, n, constant_features);
  out.r_up = pile_up / out.ev_up;
  out.r_down = pile_down / out.ev_down;
  return out;
}

Rational rho(const Environment& env, std::size_t w, std::size_t v) {
  Rational s = 0;
  Rational weight(1, 2);
  for (std::size_t i = 0; i < env.features.size(); ++i, weight /= 2)
    s += weight *
         magnitude(env.numeric(w, static_cast<int>(i)) - env.numeric(v, static_cast<int>(i)));
  return s;
}

Rational lipschitz_constant(const Environment& env, const Question& f) {
  Rational best = 0;
  for (std::size_t w = 0; w < f.size(); ++w)
    for (std::size_t v = w + 1; v < f.size(); ++v) {
      const Rational d = rho(env, w, v);
      if (d > 0) best = std::max(best, Rational(magnitude(f[w] - f[v]) / d));
    }
  return best;
}

Rational prop13_bound(const Rational& lipschitz, int rounds) {
  int s = 0;
  while ((s + 1) * (s + 1) <= rounds) ++s;
  return lipschitz / Rational(Integer(1) << s);
}

}  // namespace debref::feature
