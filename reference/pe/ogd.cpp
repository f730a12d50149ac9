#include "reference/pe/ogd.hpp"

#include <boost/multiprecision/integer.hpp>

namespace debref::pe::ogd {

namespace {

Integer pow2(int bits) {
  Integer p = 1;
  p <<= bits;
  return p;
}

// Outward rounding to multiples of 2^-bits keeps the endpoint sizes bounded.
Rational round_down(const Rational& x, int bits) {
  Integer s = pow2(bits);
  return Rational(floor(x * s), s);
}
Rational round_up(const Rational& x, int bits) {
  Integer s = pow2(bits);
  return Rational(ceil(x * s), s);
}

Enclosure dot(const std::vector<Rational>& a, const Box& x) {
  Enclosure e{0, 0};
  for (std::size_t i = 0; i < a.size(); ++i) {
    if (a[i] >= 0) {
      e.lo += a[i] * x[i].lo, e.hi += a[i] * x[i].hi;
    } else {
      e.lo += a[i] * x[i].hi, e.hi += a[i] * x[i].lo;
    }
  }
  return e;
}

}  // namespace

Rational clamp01(const Rational& x) {
  if (x < 0) return 0;
  if (x > 1) return 1;
  return x;
}

Enclosure sqrt_enclosure(const Rational& x, int bits) {
  // floor(sqrt(floor(x 4^bits))) / 2^bits <= sqrt x <= (isqrt(ceil(x 4^bits)) + 1) / 2^bits.
  Integer s = pow2(bits);
  Integer lo_in = floor(x * s * s), hi_in = ceil(x * s * s);
  Integer lo = boost::multiprecision::sqrt(lo_in);
  Integer hi = boost::multiprecision::sqrt(hi_in);
  if (hi * hi < hi_in) hi += 1;
  return {Rational(lo, s), Rational(hi, s)};
}

Enclosure good_eta(const Enclosure& d, const Rational& g, int n, int bits) {
  Enclosure root = sqrt_enclosure(Rational(n + 1), bits);
  return {round_down(d.lo / g / root.hi, bits), round_up(d.hi / g / root.lo, bits)};
}

Rational loss(const Move& m, const std::vector<Rational>& y) {
  Rational v = -m.c;
  for (std::size_t i = 0; i < m.a.size(); ++i) v += m.a[i] * y[i];
  if (m.absolute && v < 0) v = -v;
  return v;
}

Enclosure loss(const Move& m, const Box& x) {
  Enclosure e = dot(m.a, x);
  e.lo -= m.c, e.hi -= m.c;
  if (!m.absolute || e.lo >= 0) return e;
  if (e.hi <= 0) return {-e.hi, -e.lo};
  return {0, std::max(Rational(-e.lo), e.hi)};
}

Run ogd(const StepSize& eta, const Adversary& eve, const std::vector<Rational>& x, int steps,
        int bits) {
  Run run;
  Box z;
  for (const Rational& xi : x) z.push_back({xi, xi});
  run.z.push_back(z);
  for (int n = 0; n < steps; ++n) {
    std::optional<Move> m = eve(n, z);
    if (!m) {
      run.decided = false;
      return run;
    }
    // The subgradient at the exact point: a, or sign(<a, x> - c) a for the absolute loss.
    std::vector<Rational> grad = m->a;
    if (m->absolute) {
      Enclosure u = dot(m->a, z);
      u.lo -= m->c, u.hi -= m->c;
      if (u.hi < 0 || (u.hi == 0 && u.lo < 0)) {
        for (Rational& gi : grad) gi = -gi;
      } else if (!(u.lo >= 0)) {
        run.decided = false;
        return run;
      }
    }
    Enclosure h = eta(n);
    Box next;
    for (std::size_t i = 0; i < z.size(); ++i) {
      Rational lo, hi;
      if (grad[i] >= 0) {
        lo = z[i].lo - h.hi * grad[i], hi = z[i].hi - h.lo * grad[i];
      } else {
        lo = z[i].lo - h.lo * grad[i], hi = z[i].hi - h.hi * grad[i];
      }
      next.push_back({round_down(clamp01(lo), bits), round_up(clamp01(hi), bits)});
    }
    run.moves.push_back(*m);
    z = next;
    run.z.push_back(z);
  }
  return run;
}

Enclosure regret(const Run& run, const std::vector<Rational>& y, int n) {
  Enclosure e{0, 0};
  for (int k = 0; k < n; ++k) {
    Enclosure l = loss(run.moves[k], run.z[k]);
    Rational ly = loss(run.moves[k], y);
    e.lo += l.lo - ly, e.hi += l.hi - ly;
  }
  return e;
}

Enclosure regret_bound(const Rational& g, const Enclosure& d, int n, const Rational& factor,
                       int bits) {
  Enclosure root = sqrt_enclosure(Rational(n), bits);
  return {factor * g * d.lo * root.lo, factor * g * d.hi * root.hi};
}

}  // namespace debref::pe::ogd
