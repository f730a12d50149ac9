// seed 004 Def. 6 and Prop. 13 on π uniform on [0, 1]^ℕ (reference/feature/continuous.hpp): the
// exact integrals, extrema and Lipschitz constants by hand, the debate on dyadic cells by hand,
// and `debref feature --env '{"continuous": K}'`.
#include <doctest/doctest.h>

#include <string>

#include "harness/feature/command.hpp"
#include "harness/feature/instances.hpp"
#include "reference/feature/continuous.hpp"
#include "reference/feature/evidence.hpp"
#include "tests/cli_support.hpp"
#include "tests/feature_support.hpp"

using namespace debref;
using namespace debref::feature;
using debref_test::data;
using debref_test::run_feature;

namespace {

const Spline kX{{q(0), q(1)}, {{q(0), q(1)}}};
const Spline kFold{{q(0), q(1, 2), q(1)}, {{q(1), q(-2)}, {q(-1), q(2)}}};  // |2x - 1|

FeatureOptions continuous_run(int rounds, const std::string& world) {
  FeatureOptions o;
  o.env = data("feature_continuous_env2.json");
  o.question = data("feature_continuous_question2.json");
  o.rounds = rounds;
  o.world = world;
  o.json = true;
  return o;
}

}  // namespace

TEST_CASE("splines by hand: means, extremes (a quadratic's vertex), slopes") {
  CHECK(kX.mean(q(0), q(1, 2)) == q(1, 4));
  CHECK(kFold.mean(q(0), q(1)) == q(1, 2));
  CHECK(kFold.mean(q(1, 4), q(1, 2)) == q(1, 4));
  CHECK(kFold.mean(q(1, 3), q(1, 3)) == q(1, 3));          // a point: the value
  const Spline hump{{q(0), q(1)}, {{q(0), q(1), q(-1)}}};  // x - x^2
  const Spline::Extremes e = hump.extremes(q(0), q(1));
  CHECK(e.max == q(1, 4));
  CHECK(e.argmax == q(1, 2));
  CHECK(e.min == 0);
  CHECK(hump.max_slope() == 1);
  CHECK(kFold.extremes(q(1, 4), q(3, 4)).min == 0);
  CHECK(kFold.max_slope() == 2);
}

TEST_CASE("f = P(g_1(x_1), ...): box means (two integrators), extremes, least Lipschitz") {
  const ContinuousQuestion product{{kX, kX}, {{q(1), {0, 1}}}};
  const Box b{{q(0), q(1, 2)}, {q(1, 2), q(1)}};
  CHECK(box_mean(product, b) == q(3, 16));
  CHECK(simpson_mean(product, b) == q(3, 16));
  const BoxExtremes e = box_extremes(product, b);
  CHECK(e.inf == 0);
  CHECK(e.sup == q(1, 2));
  CHECK(e.argsup == std::vector<Rational>{q(1, 2), q(1)});
  // ∂f/∂x_1 = x_2 <= 1 (weight 1/2), ∂f/∂x_2 = x_1 <= 1 (weight 1/4): L = max(2, 4).
  CHECK(lipschitz_constant(product) == 4);
  CHECK(lipschitz_constant(product, false) == 1);
  const ContinuousQuestion f{{kX, kFold}, {{q(2, 3), {0}}, {q(1, 3), {1}}}};
  CHECK(lipschitz_constant(f) == q(8, 3));                                 // 4 * 1/3 * 2
  CHECK(box_mean(f, Box{{q(1, 3), q(0)}, {q(1, 3), q(1)}}) == q(7, 18));   // x_1 = 1/3 revealed
  CHECK(simpson_mean(f, Box{{q(0), q(0)}, {q(1, 3), q(1)}}) == q(5, 18));  // x_1 <= 1/3
  ContinuousQuestion steep{{kX}, {{q(2), {0}}}};
  CHECK_THROWS_AS(validate(steep), std::invalid_argument);  // range [0, 2]
}

TEST_CASE("Prop. 13 on π uniform by hand: f = x, N = 1") {
  // Cells of side 1/4. At x = 1/8: minimiser first reveals digit 1 ([0, 1/2], mean 1/4) and the
  // maximiser then passes; maximiser first passes and the minimiser reveals digit 1: both 1/4.
  const ContinuousQuestion f{{kX}, {{q(1), {0}}}};
  const Environment env = cell_environment(1, 2);
  FeatureDebate d(env, cell_question(env, f), 1);
  const std::size_t cell = cell_of(env, {q(1, 8)});
  CHECK(cell == 0);
  CHECK(d.f_up_down(cell) == q(1, 4));
  CHECK(d.f_down_up(cell) == q(1, 4));
  CHECK(point_error(d, f, cell, {q(1, 8)}) == q(1, 8));
  const CellError worst = cell_error(d, f, cell);
  CHECK(worst.error == q(1, 4));  // at x = 0
  CHECK(worst.world == std::vector<Rational>{q(0)});
  CHECK(cell_of(env, {q(1)}) == 3);  // 1 = 0.111...
  CHECK(lipschitz_constant(f) == 2);
  CHECK(prop13_bound(q(2), 1) == 1);  // not below the range 1: vacuous at N = 1
}

TEST_CASE("the continuous family is valid and its Lipschitz constants are the hand values") {
  for (const ContinuousInstance& in : continuous_questions()) CHECK_NOTHROW(validate(in.f));
  CHECK(lipschitz_constant(continuous_questions()[0].f) == 2);        // x
  CHECK(lipschitz_constant(continuous_questions()[5].f) == q(4, 3));  // 2/3 x1 + 1/3 x2
  CHECK(lipschitz_constant(continuous_questions()[6].f) == q(4, 3));  // bilinear
  CHECK(lipschitz_constant(continuous_questions()[10].f) ==
        q(8, 7));  // ρ-weighted, K = 3     // ρ-weighted, K = 3
}

TEST_CASE("debref feature --env {\"continuous\": 2}: a world, the sup, --reveal, bad input") {
  std::string out, err;
  FeatureOptions o = continuous_run(1, "1/3,0.5");
  o.reveal = "0";
  o.experiment = "threshold";
  REQUIRE(run_feature(o, &out, &err) == 0);
  auto j = nlohmann::json::parse(out);
  CHECK(j["truth"] == "2/9");
  CHECK(j["f_up_down"] == "1/3");
  CHECK(j["f_down_up"] == "5/12");
  CHECK(j["error"] == "7/36");
  CHECK(j["lipschitz"] == "8/3");
  CHECK(j["bound"] == "4/3");
  CHECK(j["cell_lo"] == nlohmann::json{"1/4", "1/2"});
  CHECK(j["reveal"]["belief"] == "7/18");
  CHECK(j["reveal"]["experiment_mean"] == "5/18");
  o = continuous_run(2, "");
  REQUIRE(run_feature(o, &out, &err) == 0);
  j = nlohmann::json::parse(out);
  CHECK(j["cells"] == 256);
  CHECK(j["error"] == "1/4");
  o.json = false;
  REQUIRE(run_feature(o, &out, &err) == 0);
  CHECK(out.find("sup over [0, 1]^K of the error 1/4") != std::string::npos);
  auto refused = [&](FeatureOptions bad, const std::string& message) {
    CHECK(run_feature(bad, &out, &err) == 2);
    CHECK(out.empty());
    CHECK_MESSAGE(err.find(message) != std::string::npos, err);
  };
  refused(continuous_run(4, ""), "--rounds: 4 outside the allowed range 0..3");
  refused(continuous_run(1, "1/3"), "--world: expected 2 coordinates");
  refused(continuous_run(1, "1/3,2"), "--world: 2 outside the allowed range [0, 1]");
  refused(continuous_run(1, "1/3,x"), "--world: \"x\" is not an exact rational");
  o = continuous_run(1, "0,1");
  o.reveal = "0";
  o.experiment = "threshold";
  refused(o, "--experiment: threshold needs --world coordinates > 0");
  o = continuous_run(1, "0,1");
  o.answers = "0,1";
  refused(o, "--env: a continuous environment takes --world, --reveal and --experiment only");
  o = continuous_run(1, "");
  o.reveal = "0";
  refused(o, "--reveal: only with --world");
  o = continuous_run(1, "0,1");
  o.question = data("feature_question_xor2.json");
  refused(o, "--question: ");
}

TEST_CASE("the least ρ-Lipschitz constant bounds every ratio on a grid, and is reached there") {
  // ρ(x, y) = Σ_i 2^-(i+1) |x_i - y_i| (features 0-based). On the grid of step 1/6 every knot of
  // the family lies on the grid, so for the piecewise-linear and multilinear questions the ratio
  // |f(x) - f(y)| / ρ(x, y) reaches L; x^2 only approaches it (its slope 2 is taken at x = 1).
  for (const ContinuousInstance& in : continuous_questions()) {
    const int k = in.f.features();
    std::vector<std::vector<Rational>> grid{{}};
    for (int i = 0; i < k; ++i) {
      std::vector<std::vector<Rational>> next;
      for (const auto& p : grid)
        for (int v = 0; v <= 6; ++v) {
          next.push_back(p);
          next.back().push_back(q(v, 6));
        }
      grid = std::move(next);
    }
    const Rational l = lipschitz_constant(in.f);
    Rational best = 0, axis = 0;  // over every pair, and over pairs on one axis
    std::vector<Rational> value;
    for (const auto& x : grid) value.push_back(in.f(x));
    for (std::size_t a = 0; a < grid.size(); ++a)
      for (std::size_t c = a + 1; c < grid.size(); ++c) {
        const auto& x = grid[a];
        const auto& y = grid[c];
        Rational rho = 0;
        int differ = 0;
        for (int i = 0; i < k; ++i) {
          rho += magnitude(x[std::size_t(i)] - y[std::size_t(i)]) / Rational(Integer(1) << (i + 1));
          differ += x[std::size_t(i)] != y[std::size_t(i)];
        }
        const Rational ratio = magnitude(value[a] - value[c]) / rho;
        best = std::max(best, ratio);
        if (differ == 1) axis = std::max(axis, ratio);  // along one axis L is reached
      }
    CHECK_MESSAGE(best <= l, in.name);
    if (in.name.find('^') == std::string::npos) CHECK_MESSAGE(axis == l, in.name);
  }
}
