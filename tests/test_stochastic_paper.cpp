// Tests of seed 001 Fig. 2 with the paper's constants (reference/stochastic/paper_fig2.hpp) and
// of the windowed binomial it uses (reference/prob/binomial_window.hpp).
#include <doctest/doctest.h>

#include <chrono>

#include "reference/prob/binomial.hpp"
#include "reference/prob/binomial_window.hpp"
#include "reference/stochastic/acceptance.hpp"
#include "reference/stochastic/paper_fig2.hpp"
#include "reference/stochastic/paper_fig2_exact.hpp"

using debref::BinomialCursor;
using debref::BinomialWindow;
using debref::Integer;
using debref::Interval;
using debref::Rational;
namespace st = debref::stochastic;

namespace {

bool contains(const Interval& i, const Rational& x) {
  return i.lower() <= x && x <= i.upper();
}

/// P(a < X <= b) exactly.
Rational exact_between(std::uint64_t n, const Rational& x, std::int64_t a, std::int64_t b) {
  BinomialCursor<Rational> c(n, x);
  Rational lo = a < 0 ? Rational(0) : c.cdf_at(a);
  Rational hi = b < 0 ? Rational(0) : c.cdf_at(b);
  return hi - lo;
}

/// A small Fig. 2 instance (d = 1, R = 40, r = 60), to compare with exact evaluations.
st::PaperConstants small() {
  st::PaperConstants c;
  c.K = 1;
  c.T = 1;
  c.d = 1;
  c.R = 40;
  c.r = 60;
  c.abort_radius = Rational(1, 6);  // wider than 1/(2d) would allow here: still a valid game
  c.test_radius = Rational(1, 10);
  return c;
}

}  // namespace

TEST_CASE("log_factorial encloses log k!") {
  Interval::PrecisionScope p(128);
  Integer f = 1;
  for (std::uint64_t k = 1; k <= 30; ++k) {
    f *= k;
    Interval lf = debref::log_factorial(k), exact = log(Interval(f));
    CHECK(lf.lower() <= exact.upper());
    CHECK(exact.lower() <= lf.upper());
    CHECK(lf.width() < Rational(1, 100));
  }
}

TEST_CASE("BinomialWindow encloses exact probabilities, tails included") {
  Interval::PrecisionScope p(128);
  for (unsigned spread : {1u, 4u})
    for (const Rational& x : {Rational(1, 3), Rational(1, 2), Rational(0), Rational(1)}) {
      const std::uint64_t n = 60;
      BinomialWindow w(n, x, spread);
      for (std::int64_t a = -2; a <= 62; a += 3)
        for (std::int64_t b = a; b <= 62; b += 5) {
          INFO("spread " << spread << " x " << debref::to_string(x) << " a " << a << " b " << b);
          CHECK(contains(w.between(a, b), exact_between(n, x, a, std::min<std::int64_t>(b, 60))));
        }
    }
}

TEST_CASE("paper constants: d = ceil(150 K), R and r = ceil(192 d^2 log m)") {
  st::PaperConstants c = st::paper_constants(1, 1);
  CHECK(c.d == 150);
  CHECK(c.R == 19894336);
  CHECK(c.r == 19894336);
  CHECK(c.abort_radius == Rational(1, 300));
  CHECK(c.test_radius == Rational(1, 600));
  CHECK(st::paper_constants(1, 2).R == 22888732);
  CHECK(st::paper_constants(2, 2).d == 300);
  CHECK(st::paper_constants(Rational(5, 4), 2).d == 188);
  CHECK_THROWS(st::paper_constants(0, 1));
  CHECK_THROWS(st::paper_constants(1, 0));
}

TEST_CASE("small Fig. 2 game at t = 0 against exact evaluations") {
  const st::PaperConstants c = small();
  st::PaperFig2 solver(c);
  const st::Estimator bob{c.R, c.abort_radius}, vera{c.r, c.test_radius};
  auto accept = [](const st::Estimator& e, const Rational& x, const Rational& p) {
    const st::Window w = st::acceptance_window(e, p);
    return w.empty() ? Rational(0) : exact_between(e.n, x, w.lo, w.hi);
  };
  for (const Rational& x : {Rational(1, 4), Rational(1, 2), Rational(3, 4)}) {
    // Completeness at t = 0: B' aborts exactly when a_t = 1 (min(1, gamma) = gamma, min(0, .) = 0).
    Rational expected = 0;
    BinomialCursor<Rational> alice(c.R, x);
    for (std::uint64_t j = 0; j <= c.R; ++j) {
      alice.advance_to(static_cast<std::int64_t>(j));
      const Rational claim(Integer(j), Integer(c.R));
      expected += alice.pmf() * claim * accept(vera, x, claim);
    }
    CHECK(contains(solver.completeness(st::Oracle(0, {x})), expected));
    // Soundness at t = 0: sup over claims p of B(p) p + (1 - B(p)) V(p), on a fine grid (a
    // lower bound of the sup) and just beside each breakpoint.
    Rational best = 0;
    for (int i = 0; i <= 2400; ++i) {
      const Rational p(i, 2400);
      const Rational b = accept(bob, x, p);
      best = std::max(best, b * p + (1 - b) * accept(vera, x, p));
    }
    const Interval sup = solver.soundness(st::Oracle(0, {x}));
    CHECK(best <= sup.upper());
    CHECK(sup.lower() <= best + Rational(1, 100));
  }
}

TEST_CASE("Thm 6.2 with the paper's constants at t = 0 (K = 1)") {
  st::PaperFig2 solver(st::paper_constants(1, 1));
  auto start = std::chrono::steady_clock::now();
  const Interval complete = solver.completeness(st::Oracle(0, {Rational(3, 4)}));
  const Interval sound = solver.soundness(st::Oracle(0, {Rational(1, 4)}));
  const double seconds =
      std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  MESSAGE("t = 0, K = 1: completeness " << debref::to_string(complete.lower()) << "..; soundness .."
                                        << debref::to_string(sound.upper()) << " in " << seconds
                                        << " s");
  CHECK(Rational(3, 5) < complete.lower());
  CHECK(sound.upper() < Rational(2, 5));
  CHECK(complete.width() < Rational(1, 1000000));
}

TEST_CASE("exact evaluation: t = 1 agrees with the certified solver; the abort timing matters") {
  st::PaperConstants c = small();
  c.T = 2;
  st::PaperFig2 solver(c);
  const st::Oracle o(1, {Rational(1, 2), Rational(1, 4), Rational(3, 4)});
  const Rational complete = st::paper_completeness_exact(o, c);
  CHECK(contains(solver.completeness(o), complete));
  CHECK(contains(solver.soundness(o), st::paper_soundness_exact(o, c)));
  // B' deciding before the bit can only do worse for itself: its min is at least Fig. 2's.
  CHECK(complete <= st::paper_completeness_exact(o, c, st::AbortTiming::BeforeBit));
}
