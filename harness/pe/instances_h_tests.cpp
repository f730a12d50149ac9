// Source: docs/PE_LEARNING.md "Algorithm 1 with tests that read h(x)": the finite instances of
// pe.indistinguishable.h_tests (seed 000 Def. A.1, Algorithm 1, Lemma A.3 with tests f(x, z, p)
// = (c(x, z) + sum_w d(x, z, w) p_w) [<a, p> >= theta], Lean Learn/Indistinguishable.lean
// `Distinguisher`) and its twin.
#include "harness/core/stream.hpp"
#include "harness/pe/instances.hpp"

namespace debref::pe {

namespace {

using indist::Distinguisher;

// Thresholds with denominators 5 and 7: the centres of Algorithm 1 only have denominators 2^a 3^b
// (the start 1/|Z|, the dyadic step enclosures, the projection's 1/k), so no gate ties.
const std::vector<Rational>& thetas() {
  static const std::vector<Rational> t = {Rational(1, 5), Rational(2, 5), Rational(3, 5)};
  return t;
}

std::vector<Rational> unit(int nz, int w, int sign) {
  std::vector<Rational> a(nz, 0);
  a[w] = sign;
  return a;
}

// Class 0, calibration (the tests of Lemma A.4's proof read p): for each w and theta the pair
// [z = w] [p_w >= theta] and [z = w] [p_w <= theta] (a = -e_w, threshold -theta).
std::vector<Distinguisher> calibration(int nx, int nz) {
  std::vector<Distinguisher> tests;
  for (int w = 0; w < nz; ++w)
    for (const Rational& theta : thetas())
      for (int sign : {1, -1}) {
        indist::Test c(nx, std::vector<Rational>(nz, 0));
        for (auto& row : c) row[w] = 1;
        tests.push_back({c, unit(nz, w, sign), sign * theta});
      }
  return tests;
}

// Classes 1 and 2, seeded: four tables c in {-1, -1/2, 0, 1/2, 1}, gated by [p_u >= theta], [p_u <=
// theta], [p_u - p_v >= theta'] (theta' in {-2/5, -1/7, 1/7, 2/5}) and no gate.
std::vector<Distinguisher> seeded(Stream& s, int nx, int nz) {
  const std::vector<Rational> gaps = {Rational(-2, 5), Rational(-1, 7), Rational(1, 7),
                                      Rational(2, 5)};
  std::vector<Distinguisher> tests;
  for (int k = 0; k < 4; ++k) {
    Distinguisher f;
    f.c = seeded_table(s, nx, nz);
    const int u = s.next(nz);
    if (k < 2) {
      const int sign = k == 0 ? 1 : -1;
      f.a = unit(nz, u, sign), f.theta = sign * thetas()[s.next(3)];
    } else if (k == 2) {
      const int v = (u + 1 + s.next(nz - 1)) % nz;
      f.a = unit(nz, u, 1), f.a[v] = -1, f.theta = gaps[s.next(4)];
    }
    tests.push_back(f);
  }
  return tests;
}

// Class 3, affine in p (only d's dependence on z survives in Adv: a part constant in z cancels):
// for each w the weighted calibrations [z = w] p_w and [z = w] (1 - p_w), then three seeded tests
// (c(x, z) + sum_w d(x, z, w) p_w) with c and d in {-1/2, 0, 1/2} (so |c + d| <= 1), the first
// with no gate, then [p_u >= theta], [p_u <= theta].
std::vector<Distinguisher> affine(Stream& s, int nx, int nz) {
  const std::vector<Rational> values = {Rational(-1, 2), 0, 0, Rational(1, 2)};
  std::vector<Distinguisher> tests;
  for (int w = 0; w < nz; ++w)
    for (int sign : {1, -1}) {
      Distinguisher f;
      f.c.assign(nx, std::vector<Rational>(nz, 0));
      f.d.assign(nx, std::vector<std::vector<Rational>>(nz, std::vector<Rational>(nz, 0)));
      for (int x = 0; x < nx; ++x) f.c[x][w] = sign > 0 ? 0 : 1, f.d[x][w][w] = sign;
      tests.push_back(f);
    }
  for (int k = 0; k < 3; ++k) {
    Distinguisher f;
    f.c.assign(nx, std::vector<Rational>(nz));
    f.d.assign(nx, std::vector<std::vector<Rational>>(nz, std::vector<Rational>(nz)));
    for (int x = 0; x < nx; ++x)
      for (int z = 0; z < nz; ++z) {
        f.c[x][z] = values[s.next(4)];
        for (Rational& e : f.d[x][z]) e = values[s.next(4)];
      }
    if (k > 0) {
      const int sign = k == 1 ? 1 : -1;
      f.a = unit(nz, s.next(nz), sign), f.theta = sign * thetas()[s.next(3)];
    }
    tests.push_back(f);
  }
  return tests;
}

// g(x): kind 0 a point mass, kind 1 (2) k/4 (k/3) weights, seeded.
indist::Dist answers(Stream& s, int kind, int nx, int nz) {
  indist::Dist g;
  const int grain = kind == 0 ? 1 : kind == 1 ? 4 : 3;
  for (int x = 0; x < nx; ++x) {
    std::vector<Rational> row(nz, 0);
    for (int k = 0; k < grain; ++k) row[s.next(nz)] += Rational(1, grain);
    g.push_back(row);
  }
  return g;
}

std::string mu_text(const std::vector<Rational>& mu) {
  std::string t;
  for (const Rational& w : mu) t += (t.empty() ? "" : ",") + to_string(w);
  return t;
}

}  // namespace

std::string gate_text(const Distinguisher& f) {
  if (f.a.empty()) return "none";
  std::string lhs;
  for (std::size_t z = 0; z < f.a.size(); ++z) {
    if (f.a[z] == 0) continue;
    if (f.a[z] != 1 && f.a[z] != -1) {
      lhs += (lhs.empty() ? "" : " + ") + to_string(f.a[z]) + " p_" + std::to_string(z);
      continue;
    }
    lhs += std::string(f.a[z] < 0 ? (lhs.empty() ? "-" : " - ") : (lhs.empty() ? "" : " + ")) +
           "p_" + std::to_string(z);
  }
  return "[" + lhs + " >= " + to_string(f.theta) + "]";
}

std::vector<HTestCase> h_test_cases() {
  std::vector<HTestCase> cases;
  Stream s{27182}, s_affine{16180};  // the affine class its own stream
  const std::vector<std::string> kinds = {"point mass", "quarters", "thirds"};
  for (int nx = 1; nx <= 3; ++nx)
    for (int nz = 2; nz <= 4; ++nz) {
      std::vector<std::vector<Rational>> mus = {std::vector<Rational>(nx, Rational(1, nx))};
      if (nx == 2) mus.push_back({Rational(2, 3), Rational(1, 3)});
      if (nx == 3) mus.push_back({Rational(1, 2), Rational(1, 4), Rational(1, 4)});
      for (std::size_t m = 0; m < mus.size(); ++m)
        for (int kind = 0; kind < 3; ++kind) {
          const indist::Dist g = answers(s, kind, nx, nz);
          for (int family = 0; family < 4; ++family) {
            const std::vector<Distinguisher> tests = family == 0   ? calibration(nx, nz)
                                                     : family == 3 ? affine(s_affine, nx, nz)
                                                                   : seeded(s, nx, nz);
            // delta's denominators 5, 7, 11 never occur in an exact |Adv| (mu, g, c and the centres
            // only bring 2s and 3s), so no branch ties at delta.
            for (const Rational& delta :
                 {Rational(2, 5), Rational(1, 5), Rational(1, 7), Rational(1, 11)}) {
              HTestCase c;
              c.mu = mus[m], c.g = g, c.tests = tests, c.delta = delta, c.z_size = nz;
              c.name = "|X| " + std::to_string(nx) + ", |Z| " + std::to_string(nz) + ", mu " +
                       mu_text(mus[m]) + ", g " + kinds[kind] + ", class " +
                       (family == 0   ? std::string("calibration")
                        : family == 3 ? std::string("affine")
                                      : "seeded " + std::to_string(family)) +
                       ", delta " + to_string(delta);
              cases.push_back(c);
            }
          }
        }
    }
  return cases;
}

}  // namespace debref::pe
