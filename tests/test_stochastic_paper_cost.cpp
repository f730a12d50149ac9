// Tests of seed 001 Fig. 2's worst-run costs with the paper's constants
// (reference/stochastic/paper_cost.hpp): hand-computed small games, reachability at
// deterministic nodes, the mutated V, and the paper's constants.
#include <doctest/doctest.h>

#include "reference/stochastic/paper_cost.hpp"
#include "reference/stochastic/paper_fig2.hpp"

using debref::Integer;
using debref::Rational;
namespace st = debref::stochastic;

namespace {

/// Small constants (d = 3, R = 200, r = 300, radii 1/6 and 1/12) for an oracle with T steps.
st::PaperConstants small(int T) {
  st::PaperConstants c;
  c.K = 1;
  c.T = T;
  c.d = 3;
  c.R = 200;
  c.r = 300;
  c.abort_radius = Rational(1, 6);
  c.test_radius = Rational(1, 12);
  return c;
}

st::PartyCost cost(long queries, long steps, long time) {
  return {Integer(queries), Integer(steps), Integer(time)};
}

}  // namespace

TEST_CASE("ceil_log2: the bits of a position among T") {
  CHECK(debref::ceil_log2(1) == 0);
  CHECK(debref::ceil_log2(2) == 1);
  CHECK(debref::ceil_log2(3) == 2);
  CHECK(debref::ceil_log2(4) == 2);
  CHECK(debref::ceil_log2(5) == 3);
  CHECK(debref::ceil_log2(1024) == 10);
  CHECK_THROWS(debref::ceil_log2(0));
}

TEST_CASE("T = 1: one round; a step and a coordinate cost 1 (ceil(log2 1) = 0)") {
  // A: R = 200 samples and one step: 200 + 1. V: an abort reads no coordinate (I(1) is empty)
  // and samples r = 300; without an abort V reads a_1 (1). Worst: 300.
  const st::Oracle o(0, {Rational(1, 2)});
  const st::PaperCosts w = st::paper_worst_costs(o, small(1));
  CHECK(w.alice == cost(200, 1, 201));
  CHECK(w.bob == cost(200, 1, 201));
  CHECK(w.vera == cost(300, 0, 300));
}

TEST_CASE("T = 2: two rounds; a step and a coordinate cost 2 (ceil(log2 2) + 1)") {
  // A: 2 x 200 samples, 2 steps of 2: 404. V: an abort at round 2 reads a_1 (2) and samples 300.
  const st::Oracle o(1, {Rational(1, 2), Rational(1, 4), Rational(3, 4)});
  const st::PaperCosts w = st::paper_worst_costs(o, small(2));
  CHECK(w.alice == cost(400, 2, 404));
  CHECK(w.bob == cost(400, 2, 404));
  CHECK(w.vera == cost(300, 0, 302));
  // Deterministic nodes: only a_t = 0 (x = 0) or 1 (x = 1) continues; the costs are the same.
  for (const Rational& x : {Rational(0), Rational(1)}) {
    const st::Oracle d(1, {x, x, x});
    const st::PaperCosts v = st::paper_worst_costs(d, small(2));
    CHECK(v.alice == w.alice);
    CHECK(v.bob == w.bob);
    CHECK(v.vera == w.vera);
  }
}

TEST_CASE("a V sampling at every round pays T r") {
  // Root: max(abort at round 1: 0 read; round 2: max(abort: 2 read, a_2 read: 2)) + 300 each.
  const st::Oracle o(1, {Rational(1, 2), Rational(1, 4), Rational(3, 4)});
  const st::PaperCosts w = st::paper_worst_costs(o, small(2), st::VeraSampling::EveryRound);
  CHECK(w.vera == cost(600, 0, 602));
  CHECK(w.alice == cost(400, 2, 404));  // the provers' costs do not change
}

TEST_CASE("honest B's moves: an abort radius of 0 ends every run at round 1") {
  // |Y/R - p| >= 0 always: B aborts at round 1 whatever A' claims, after R samples and one step.
  st::PaperConstants c = small(2);
  c.abort_radius = 0;
  const st::Oracle o(1, {Rational(1, 2), Rational(1, 4), Rational(3, 4)});
  const st::PaperCosts w = st::paper_worst_costs(o, c);
  CHECK(w.bob == cost(200, 1, 202));
  CHECK(w.alice == cost(400, 2, 404));  // B' may still continue
  // An abort radius above 1: honest B never aborts, so B pays every round.
  c.abort_radius = 2;
  CHECK(st::paper_worst_costs(o, c).bob == cost(400, 2, 404));
}

TEST_CASE("the paper's constants: K = 1, T = 2 and K = 2, T = 2") {
  const st::Oracle o(1, {Rational(1, 2), Rational(1, 4), Rational(3, 4)});
  const st::PaperCosts w1 = st::paper_worst_costs(o, st::paper_constants(1, 2));
  CHECK(w1.alice == cost(2 * 22888732L, 2, 2 * (22888732L + 2)));
  CHECK(w1.vera == cost(19894336L, 0, 19894336L + 2));
  const st::PaperCosts w2 = st::paper_worst_costs(o, st::paper_constants(2, 2));
  CHECK(w2.bob == cost(2 * 91554925L, 2, 2 * (91554925L + 2)));
  CHECK(w2.vera == cost(79577341L, 0, 79577343L));
}

TEST_CASE("V's queries do not vanish with K: d = ceil(150 K) >= 1") {
  // K = 1/1000: d = 1, r = ceil(192 ln 100) = 885 for every K <= 1/150 (docs/STOCHASTIC.md).
  CHECK(st::paper_constants(Rational(1, 1000), 1).r == 885);
  CHECK(st::paper_constants(Rational(1, 150), 1).r == 885);
}

TEST_CASE("refusals: T must match the oracle, and R, r >= 1") {
  const st::Oracle o(0, {Rational(1, 2)});
  CHECK_THROWS(st::paper_worst_costs(o, small(2)));
  st::PaperConstants c = small(1);
  c.r = 0;
  CHECK_THROWS(st::paper_worst_costs(o, c));
}
