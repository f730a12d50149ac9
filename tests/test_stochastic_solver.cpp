// Tests for reference/stochastic/solver: the fast backward induction against direct evaluation
// by the definition (every Bob table enumerated; Alice's claims on a dense grid), against
// hand-derived values, and exact values against certified enclosures.
#include <doctest/doctest.h>

#include <functional>

#include "reference/num/certified.hpp"
#include "reference/prob/binomial.hpp"
#include "reference/stochastic/acceptance.hpp"
#include "reference/stochastic/breakpoints.hpp"
#include "reference/stochastic/solver.hpp"
#include "reference/stochastic/soundness.hpp"
#include "reference/stochastic/worst_cost.hpp"

using namespace debref;
using namespace debref::stochastic;

namespace {

Rational clamp01(const Rational& p) {
  return p < 0 ? Rational(0) : p > 1 ? Rational(1) : p;
}

/// P(|claim - X/n| < r) for X ~ Binomial(n, x), straight from Lean bob' (no windows).
Rational accept_prob(const Estimator& e, const Rational& x, const Rational& claim) {
  BinomialCursor<Rational> c(e.n, x);
  Rational total = 0;
  for (std::uint64_t k = 0; k <= e.n; ++k) {
    c.advance_to(static_cast<std::int64_t>(k));
    if (magnitude(claim - Rational(Integer(k), Integer(e.n))) < e.radius) total += c.pmf();
  }
  return total;
}

Rational alice_pmf(std::uint64_t n, const Rational& x, std::uint64_t j) {
  BinomialCursor<Rational> c(n, x);
  c.advance_to(static_cast<std::int64_t>(j));
  return c.pmf();
}

/// P(debate = true) with honest Alice against Bob table `accept` (bit j of node h), by the
/// definition: continue with bernoulli(j/n) or stop with Vera's verdict.
Rational completeness_of_table(const Oracle& o, const Params& p,
                               const std::function<bool(std::size_t, std::uint64_t)>& accept,
                               std::size_t h = 0) {
  const std::uint64_t na = sample_counts(p).alice;
  const Estimator vera = vera_estimator(p);
  const Rational& x = o.probs[h];
  const bool last = Prefix::from_index(h).length == o.t;
  Rational v1 = last ? Rational(1) : completeness_of_table(o, p, accept, 2 * h + 2);
  Rational v0 = last ? Rational(0) : completeness_of_table(o, p, accept, 2 * h + 1);
  Rational total = 0;
  for (std::uint64_t j = 0; j <= na; ++j) {
    const Rational pj{Integer(j), Integer(na)};
    Rational value = accept(h, j) ? Rational(pj * v1 + (1 - pj) * v0) : accept_prob(vera, x, pj);
    total += alice_pmf(na, x, j) * value;
  }
  return total;
}

/// The payoff of Alice's claim at one node given her children's values (Lean step).
Rational payoff(const Params& p, const Rational& x, const Rational& claim, const Rational& u0,
                const Rational& u1) {
  Rational beta = accept_prob(bob_estimator(p), x, claim);
  Rational gamma = accept_prob(vera_estimator(p), x, claim);
  Rational pi = clamp01(claim);
  return beta * (pi * u1 + (1 - pi) * u0) + (1 - beta) * gamma;
}

/// Max of the payoff over a dense grid of claims: every breakpoint, +-eps around it, and k/64.
Rational grid_sup(const Oracle& o, const Params& p, const Rational& eps, std::size_t h = 0) {
  const bool last = Prefix::from_index(h).length == o.t;
  Rational u1 = last ? Rational(1) : grid_sup(o, p, eps, 2 * h + 2);
  Rational u0 = last ? Rational(0) : grid_sup(o, p, eps, 2 * h + 1);
  std::vector<Rational> claims;
  for (int k = -16; k <= 80; ++k) claims.push_back(Rational(k, 64));
  for (const Estimator& e : {bob_estimator(p), vera_estimator(p)})
    for (std::uint64_t k = 0; k <= e.n; ++k)
      for (int sign : {-1, 1}) {
        Rational b = Rational(Integer(k), Integer(e.n)) + sign * e.radius;
        claims.insert(claims.end(), {b, b - eps, b + eps});
      }
  Rational best = 0;
  for (const auto& c : claims) best = std::max(best, payoff(p, o.probs[h], c, u0, u1));
  return best;
}

bool same(const Window& a, const Window& b) {
  return (a.empty() && b.empty()) || (a.lo == b.lo && a.hi == b.hi);
}

/// Tiny Params: n_a = 2, n_b = n_v = 23 (c = 1/2, s = 3/4, b = 1, q = v = 1).
Params tiny() {
  return {Rational(1), Rational(1, 2), Rational(3, 4), Rational(1), Rational(1)};
}

}  // namespace

TEST_CASE("sample counts of the tiny Params are as derived by hand") {
  // alice: ln 2 / (2 * 1/4) = 1.386 -> 2; bob, vera: ln 2 / (2 * 1/64) = 22.18 -> 23.
  SampleCounts n = sample_counts(tiny());
  CHECK(n.alice == 2);
  CHECK(n.bob == 23);
  CHECK(n.vera == 23);
}

TEST_CASE("t = 0 honest value in closed form") {
  // x = 1/2, n_a = 2: Alice claims 0, 1/2, 1 w.p. 1/4, 1/2, 1/4. Bob's radius is 7/8 with 23
  // samples: claim 1/2 is always accepted; claim 0 is rejected iff count/23 >= 7/8, i.e.
  // count >= 21 (P = (C(23,21)+C(23,22)+C(23,23))/2^23 = 277/2^23); symmetric for claim 1.
  // Vera's radius 5/8: claim 0 accepted by Vera iff count < 23*5/8 = 14.375, i.e. count <= 14.
  Oracle o(0, {Rational(1, 2)});
  Params p = tiny();
  ExactValues v = solve_exact(o, p);
  Rational r0(277, Integer(1) << 23);  // Bob rejects claim 0
  Rational vera0 = accept_prob(vera_estimator(p), Rational(1, 2), Rational(0));
  Rational vera1 = accept_prob(vera_estimator(p), Rational(1, 2), Rational(1));
  CHECK(vera0 == vera1);  // symmetry
  Rational expected = Rational(1, 4) * ((1 - r0) * 0 + r0 * vera0) +
                      Rational(1, 2) * Rational(1, 2) +
                      Rational(1, 4) * ((1 - r0) * 1 + r0 * vera1);
  CHECK(v.honest == expected);
  CHECK(v.final_prob == Rational(1, 2));
  // Costs: one step always runs; Vera runs when Bob rejects (claims 0 or 1, each w.p. 1/4 * r0).
  CHECK(v.cost.alice == 2);
  CHECK(v.cost.bob == 23);
  CHECK(v.cost.vera == 23 * (Rational(1, 2) * r0));
}

TEST_CASE("completeness value is the minimum over every Bob table (t = 0 and t = 1)") {
  Params p = tiny();
  for (const Oracle& o : {Oracle(0, {Rational(3, 4)}), Oracle(0, {Rational(1, 3)}),
                          Oracle(1, {Rational(1, 2), Rational(1, 4), Rational(1)}),
                          Oracle(1, {Rational(2, 3), Rational(0), Rational(3, 4)})}) {
    const std::size_t nodes = Oracle::node_count(o.t), claims = sample_counts(p).alice + 1;
    Rational best = 2;
    for (std::uint64_t table = 0; table < (std::uint64_t{1} << (nodes * claims)); ++table) {
      auto accept = [&](std::size_t h, std::uint64_t j) { return (table >> (h * claims + j)) & 1; };
      best = std::min(best, completeness_of_table(o, p, accept));
    }
    ExactValues v = solve_exact(o, p);
    CHECK(v.completeness == best);
    BobTable bob = optimal_bob(o, p);
    auto table = [&](std::size_t h, std::uint64_t j) {
      return static_cast<bool>(bob.accept[h][j]);
    };
    CHECK(completeness_of_table(o, p, table) == v.completeness);
    CHECK(v.completeness <= v.honest);
  }
}

TEST_CASE("soundness value is the supremum over Alice's claims") {
  Params p = tiny();
  const Rational eps(1, 1000000);
  for (const Oracle& o : {Oracle(0, {Rational(1, 4)}), Oracle(0, {Rational(0)}),
                          Oracle(1, {Rational(1, 2), Rational(1, 4), Rational(1, 8)})}) {
    ExactValues v = solve_exact(o, p);
    Rational grid = grid_sup(o, p, eps);
    CHECK(grid <= v.soundness);
    CHECK(v.soundness - grid <= 4 * eps);  // limits are approached within slope * eps
    CHECK(v.soundness >= v.honest);
  }
}

TEST_CASE("breakpoint windows equal the windows of acceptance_window") {
  Params p = tiny();
  Estimator bob = bob_estimator(p), vera = vera_estimator(p);
  Breakpoints bps({bob, vera}, {Rational(0), Rational(1)});
  std::optional<Rational> previous;
  int count = 0;
  while (bps.next()) {
    const Breakpoint& b = bps.current();
    if (previous) CHECK(*previous < b.value);
    CHECK(same(b.at[0], acceptance_window(bob, b.value)));
    CHECK(same(b.at[1], acceptance_window(vera, b.value)));
    Rational after = b.value + Rational(1, 100000);  // inside the next piece (spacing >= 1/92)
    CHECK(same(b.after[0], acceptance_window(bob, after)));
    CHECK(same(b.after[1], acceptance_window(vera, after)));
    previous = b.value;
    ++count;
  }
  CHECK(count == 4 * 24 + 2);  // X/23 +- 7/8 and X/23 +- 5/8 (all distinct), plus 0 and 1
}

TEST_CASE("exact values lie inside the certified enclosures") {
  Params p{Rational(1, 8), Rational(1, 10), Rational(1, 5), Rational(3, 10), Rational(1, 4)};
  Oracle o(1, {Rational(1, 2), Rational(1, 4), Rational(3, 4)});
  ExactValues e = solve_exact(o, p);
  CertifiedValues c = solve_certified(o, p, 256);
  CHECK(c.honest.contains(e.honest));
  CHECK(c.completeness.contains(e.completeness));
  CHECK(c.soundness.contains(e.soundness));
  CHECK(c.cost.alice.contains(e.cost.alice));
  CHECK(c.cost.vera.contains(e.cost.vera));
  CHECK(c.honest.width() < Rational(Integer(1), Integer("1000000000000000000000000000000")));
  // Lean cost bounds (alice_debate_cost etc.) hold for honest play.
  SampleCounts n = sample_counts(p);
  CHECK(e.cost.alice <= (o.t + 1) * Rational(Integer(n.alice)));
  CHECK(e.cost.bob <= (o.t + 1) * Rational(Integer(n.bob)));
  CHECK(e.cost.vera <= Rational(Integer(n.vera)));
}

TEST_CASE("invalid requests name the field") {
  Oracle o(0, {Rational(1, 2)});
  Params bad = tiny();
  bad.s = Rational(1, 4);  // c < s fails
  CHECK_THROWS_WITH_AS(solve_exact(o, bad), doctest::Contains("Params.cs"), std::invalid_argument);
  Oracle wrong(0, {Rational(5, 4)});
  CHECK_THROWS_WITH_AS(solve_exact(wrong, tiny()), doctest::Contains("probs[\"\"]"),
                       std::invalid_argument);
  SolveLimits small;
  small.max_t = 0;
  CHECK_THROWS_WITH_AS(solve_exact(Oracle(1, {1, 1, 1}), tiny(), small), doctest::Contains("t: 1"),
                       std::invalid_argument);
}

TEST_CASE("costs against the worst opponents (Lean Cost.lean): Bob's by a dense grid of claims") {
  // Bob with 5 samples and radius 1/5 rejects every claim with positive probability when the
  // oracle is fractional, so the worst Alice keeps him below (t+1) 5 in expectation.
  const Protocol p{2, {5, Rational(1, 5)}, {7, Rational(1, 3)}};
  const Rational eps(1, 1000000);
  for (const Oracle& o :
       {Oracle(0, {Rational(1, 2)}), Oracle(1, {Rational(1, 2), Rational(1, 4), Rational(1, 3)})}) {
    const Costs<Rational> w = worst_costs(o, p);
    CHECK(w.alice == Rational((o.t + 1) * 2));  // a Bob that always accepts
    CHECK(w.vera == 7);                         // a Bob that rejects at once
    // By the definition: W(h) = 5 + max over claims of P(accept) (c W1 + (1 - c) W0).
    std::function<Rational(std::size_t)> grid = [&](std::size_t h) -> Rational {
      if (h >= o.probs.size()) return 0;
      const Rational u0 = grid(2 * h + 1), u1 = grid(2 * h + 2);
      Rational best = 0;
      std::vector<Rational> claims;
      for (int k = -16; k <= 80; ++k) claims.push_back(Rational(k, 64));
      for (std::uint64_t k = 0; k <= 5; ++k)
        for (int sign : {-1, 1}) {
          const Rational b = Rational(Integer(k), Integer(5)) + sign * Rational(1, 5);
          claims.insert(claims.end(), {b, b - eps, b + eps});
        }
      for (const Rational& c : claims) {
        const Rational pi = clamp01(c);
        best = std::max(best, accept_prob(p.bob, o.probs[h], c) * (pi * u1 + (1 - pi) * u0));
      }
      return 5 + best;
    };
    const Rational by_grid = grid(0);
    CHECK(by_grid <= w.bob);
    CHECK(w.bob - by_grid <= 40 * eps);  // a supremum approached within slope * eps
    if (o.t == 1) CHECK(w.bob < 10);     // below Lean's (t+1) samples: room in the bound
  }
}

TEST_CASE("Breakpoints::skip_to resumes the sequence at the last breakpoint <= the claim") {
  const Estimator bob{23, Rational(7, 8)}, vera{17, Rational(5, 12)};
  std::vector<Breakpoint> all;
  Breakpoints full({bob, vera}, {Rational(0), Rational(1)});
  while (full.next()) all.push_back(full.current());
  for (int k = -80; k <= 160; ++k) {
    const Rational claim(k, 64);
    std::size_t start = 0;  // the last breakpoint <= claim, or the first
    for (std::size_t i = 0; i < all.size(); ++i)
      if (all[i].value <= claim) start = i;
    Breakpoints skipped({bob, vera}, {Rational(0), Rational(1)});
    skipped.skip_to(claim);
    for (std::size_t i = start; i < all.size(); ++i) {
      REQUIRE(skipped.next());
      const Breakpoint& b = skipped.current();
      CHECK(b.value == all[i].value);
      for (std::size_t e = 0; e < 2; ++e) {
        CHECK(same(b.at[e], all[i].at[e]));
        CHECK(same(b.after[e], all[i].after[e]));
      }
    }
    CHECK_FALSE(skipped.next());
  }
}

TEST_CASE("soundness_step: the Hoeffding band of claims gives the full sweep's values") {
  // 1664 and 2218 samples: the band x +- (1/8 + t) holds about half the claims.
  const Estimator bob{1664, Rational(1, 8)}, vera{2218, Rational(3, 40)};
  const Rational approach(1, 1000000);
  int banded = 0, fell_back = 0;
  for (const Rational& x : {Rational(0), Rational(1, 3), Rational(1, 2), Rational(3, 4)}) {
    for (auto [u0, u1] : {std::pair{Rational(0), Rational(1)},
                          {Rational(1), Rational(0)},
                          {Rational(2, 5), Rational(3, 5)},
                          {Rational(0), Rational(0)},
                          {Rational(5), Rational(7)}}) {
      CAPTURE(x);
      CAPTURE(u0);
      CAPTURE(u1);
      const auto e_full =
          soundness_step<Integer>(x, bob, vera, u0, u1, true, false, approach, false);
      const auto e_band = soundness_step<Integer>(x, bob, vera, u0, u1, true, false, approach);
      CHECK(e_band.value == e_full.value);
      CHECK(e_band.claim == e_full.claim);
      CHECK(e_band.attained == e_full.attained);
      Interval::PrecisionScope precision(128);
      const auto i_full = soundness_step<Interval>(x, bob, vera, Interval(u0), Interval(u1), true,
                                                   false, approach, false);
      const auto i_band =
          soundness_step<Interval>(x, bob, vera, Interval(u0), Interval(u1), true, false, approach);
      CHECK(i_band.value.lower() == i_full.value.lower());
      CHECK(i_band.value.upper() == i_full.value.upper());
      CHECK(i_band.claim == i_full.claim);
      CHECK(i_band.attained == i_full.attained);
      CHECK(i_band.value.contains(e_full.value));
      CHECK(e_band.banded == i_band.banded);
      CHECK_FALSE(i_full.banded);
      if (i_band.banded) {
        ++banded;
        CHECK(i_band.candidates < i_full.candidates);
      } else if (i_band.candidates > i_full.candidates) {
        ++fell_back;  // the band's bound did not decide: every claim was swept after it
      }
    }
  }
  // Wide enclosures of the children's values: the same lower end, an upper end no higher.
  Interval::PrecisionScope precision(128);
  const Interval w0 = Interval::hull(Rational(1, 5), Rational(3, 10));
  const Interval w1 = Interval::hull(Rational(3, 5), Rational(7, 10));
  for (const Rational& x : {Rational(1, 3), Rational(1, 2)}) {
    const auto full = soundness_step<Interval>(x, bob, vera, w0, w1, true, false, approach, false);
    const auto in_band = soundness_step<Interval>(x, bob, vera, w0, w1, true, false, approach);
    CHECK(in_band.banded);
    CHECK(in_band.value.lower() == full.value.lower());
    CHECK(in_band.value.upper() <= full.value.upper());
  }
  CHECK(banded == 19);
  CHECK(fell_back == 1);  // u0 = u1 = 0 near x = 0: G is tiny everywhere
}
