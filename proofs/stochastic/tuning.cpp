#include "proofs/stochastic/tuning.hpp"

#include <stdexcept>

#include "proofs/stochastic/params_queries.hpp"
#include "reference/num/certified.hpp"

namespace debref::proofs {

using stochastic::Params;

std::uint64_t total_queries(const stochastic::SampleCounts& n, int t) {
  return static_cast<std::uint64_t>(t + 1) * (n.alice + n.bob) + n.vera;
}

namespace {

/// Candidate values of v (Vera's failure probability): 1/2000 .. 1/5, roughly geometric.
std::vector<Rational> v_grid() {
  std::vector<Rational> out;
  for (long den :
       {2000, 1000, 500, 400, 300, 250, 200, 150, 125, 100, 80, 60, 50, 40, 30, 20, 10, 5})
    out.push_back(Rational(1, den));
  return out;
}

/// Candidate values of q (t+1), the total failure budget of Alice's and Bob's t+1 steps.
std::vector<Rational> tau_grid(Objective objective) {
  if (objective == Objective::Vera) return {Rational(1, 1000000)};  // only Vera's cost counts
  std::vector<Rational> out;
  for (long den : {10, 20, 50, 100, 200, 500, 1000, 10000, 100000, 1000000})
    out.push_back(Rational(1, den));
  return out;
}

Rational round_down(const Rational& x) {
  const Integer scale(1000000);
  return Rational(floor(x * scale), scale);
}

std::vector<Rational> fractions(Objective objective) {
  if (objective == Objective::Vera) return {Rational(1, 1000)};
  std::vector<Rational> out;
  for (long i = 1; i < 16; ++i) out.push_back(Rational(i, 16));
  return out;
}

}  // namespace

Tuned tune(const Rational& w, const Rational& d, const Rational& k, int t, Objective objective) {
  if (!(k > 0)) throw std::invalid_argument("k: must be > 0 (got " + to_string(k) + ")");
  if (t < 0) throw std::invalid_argument("t: must be >= 0 (got " + std::to_string(t) + ")");
  if (!(d > 0)) throw std::invalid_argument("d: must be > 0 (got " + to_string(d) + ")");
  if (!(w > d) || w > 1)
    throw std::invalid_argument("w: must satisfy d < w <= 1 (got " + to_string(w) + ")");
  const Rational steps(t + 1);
  Tuned best;
  bool found = false;
  for (const Rational& v : v_grid())
    for (const Rational& tau : tau_grid(objective)) {
      const Rational q = tau / steps;
      if (q > v || tau >= 1) continue;
      // sound: k b <= w - d / ((1-v)(1-tau)); complete: k c <= w - tau - d/(1-v).
      // Both rounded down to six decimals: still within the bounds, and readable.
      const Rational b = round_down((w - d / ((1 - v) * (1 - tau))) / k);
      const Rational c_max = round_down((w - tau - d / (1 - v)) / k);
      if (b <= 0 || c_max <= 0) continue;
      const Rational c_top = c_max < b ? c_max : b;
      for (const Rational& alpha : fractions(objective))
        for (const Rational& beta : fractions(objective)) {
          Params p;
          p.v = v;
          p.q = q;
          p.b = b;
          // Vera's objective: c and s one part in 1000 inside (0, b); otherwise a grid.
          p.c = round_down(objective == Objective::Vera ? Rational(b * alpha)
                                                        : Rational(c_top * alpha));
          p.s = objective == Objective::Vera ? Rational(b - b * beta)
                                             : Rational(p.c + (b - p.c) * beta);
          if (p.c <= 0) continue;
          ++best.candidates;
          if (!stochastic::valid(stochastic::all_fields(p, w, d, k, t))) continue;
          stochastic::SampleCounts n;
          try {
            n = stochastic::sample_counts(p);
          } catch (const DomainError&) {
            continue;  // a count beyond samples()' supported range
          }
          std::uint64_t value = objective == Objective::Vera ? n.vera : total_queries(n, t);
          if (!found || value < best.objective) {
            found = true;
            best.params = p;
            best.samples = n;
            best.objective = value;
          }
        }
    }
  if (!found)
    throw std::invalid_argument("no valid Params on the search grid for w = " + to_string(w) +
                                ", d = " + to_string(d) + ", k = " + to_string(k) +
                                ", t = " + std::to_string(t));
  return best;
}

Certificate certify(const Params& p, const Rational& w, const Rational& d, const Rational& k, int t,
                    unsigned timeout_ms) {
  Certificate cert;
  const auto fields = stochastic::all_fields(p, w, d, k, t);
  cert.exact = stochastic::valid(fields);
  if (!cert.exact) cert.failing = stochastic::first_failure(fields);
  ParamsFamily family{"tuned",
                      Expression::constant(p.v),
                      Expression::constant(p.c),
                      Expression::constant(p.s),
                      Expression::constant(p.b),
                      Expression::constant(p.q),
                      Expression::constant(w),
                      Expression::constant(d),
                      std::pair{k, Rational(t)}};
  cert.smt = true;
  for (const Query& q : params_family_queries(family)) {
    ++cert.queries;
    if (!as_expected(q, solve(q, timeout_ms).verdict)) {
      cert.smt = false;
      if (cert.failing.empty()) cert.failing = q.id;
    }
  }
  return cert;
}

}  // namespace debref::proofs
