// seed 000 Lemma A.3's circuit (reference/pe/h_circuit.hpp): the projection's comparator network
// against the reference's sort-and-threshold projection, the circuit against Algorithm 1's runs,
// its gate counts by hand, its size as a formula, and the `circuit` object of `debref pe
// --algorithm1` / `--h-tests`.
#include <doctest/doctest.h>

#include <nlohmann/json.hpp>
#include <random>

#include "harness/pe/evaluate.hpp"
#include "harness/pe/instances.hpp"
#include "reference/pe/h_circuit.hpp"
#include "tests/cli_support.hpp"

using namespace debref;
using namespace debref::pe;
using namespace debref::pe::indist;

namespace {
// A step on a test that ignores p, with table c at the single x.
Distinguisher table_test(const std::vector<Rational>& c) {
  return {{c}, {}, 0};
}
}  // namespace

TEST_CASE("Lemma A.3's circuit: no step is the uniform h_1 from two constants") {
  const Circuit circuit = h_circuit({}, 3, 64);
  CHECK(count(circuit).total == 2);
  CHECK(count(circuit).queries == 0);
  CHECK(evaluate(circuit, {}, 0) == std::vector<Rational>(3, Rational(1, 3)));
  CHECK(formula_size(circuit) == 3);  // one constant per output
}

TEST_CASE("Lemma A.3's circuit: one step by hand, |Z| = 2") {
  // h_2 = P(1/2 + 1/4 (1, -1)) = (3/4, 1/4); then P(h_2 + 1 (1, -1)) = (1, 0).
  const std::vector<Distinguisher> tests = {table_test({1, -1})};
  const Circuit one = h_circuit({{0, 1, Rational(1, 4)}}, 2, 64);
  CHECK(evaluate(one, tests, 0) == std::vector<Rational>{Rational(3, 4), Rational(1, 4)});
  // 2 constants + 2 queries + 2 linear steps + the projection (2 comparator gates, 1 sum, 2
  // thresholds, 1 max, 4 output gates) + 2 roundings = 18 = 2 + (|Z|^2 + 7 |Z| - 2).
  CHECK(count(one).total == 18);
  CHECK(count(one).queries == 2);
  const Circuit two = h_circuit({{0, 1, Rational(1, 4)}, {0, 1, 1}}, 2, 64);
  CHECK(evaluate(two, tests, 0) == std::vector<Rational>{1, 0});
  CHECK(count(two).total == 34);
  CHECK(formula_size(two) > formula_size(one));
  // A step against the test (sign -1) moves the other way: P(1/2 - 1/4 (1, -1)) = (1/4, 3/4).
  CHECK(evaluate(h_circuit({{0, -1, Rational(1, 4)}}, 2, 64), tests, 0) ==
        std::vector<Rational>{Rational(1, 4), Rational(3, 4)});
}

TEST_CASE("Lemma A.3's circuit: the comparator projection equals project_simplex (seeded)") {
  std::mt19937 rng(7);
  std::uniform_int_distribution<int> numerator(-12, 12);
  for (int n = 1; n <= 5; ++n)
    for (int trial = 0; trial < 200; ++trial) {
      std::vector<Rational> c;
      for (int z = 0; z < n; ++z) c.push_back(Rational(numerator(rng), 12));
      const int sign = trial % 2 == 0 ? 1 : -1;
      const Rational eta(numerator(rng) + 13, 8);  // in [1/8, 25/8]
      std::vector<Rational> moved;
      for (const Rational& v : c) moved.push_back(Rational(1, n) + eta * sign * v);
      const Circuit circuit = h_circuit({{0, sign, eta}}, n, 64);
      INFO("n " << n << ", trial " << trial);
      CHECK(evaluate(circuit, {table_test(c)}, 0) == project_simplex(moved));
      CHECK(count(circuit).total == 2 + n * n + 7 * n - 2);
    }
}

TEST_CASE("Lemma A.3's circuit computes every run's centre and meets Def. A.1 exactly") {
  int stepped = 0;
  for (const IndistCase& c : indist_cases()) {
    const Result res = algorithm1_run(c.mu, c.g, ungated(c.tests), c.delta, c.z_size);
    REQUIRE(res.returned);
    const CircuitVerdict v = h_circuit_verdict(c.mu, c.g, ungated(c.tests), c.delta, c.z_size, res);
    INFO(c.name);
    CHECK(v.matches_run);
    CHECK(v.max_adv < c.delta);
    CHECK(v.gates.total == 2 + res.steps * (c.z_size * c.z_size + 7 * c.z_size - 2));
    CHECK(v.gates.queries == res.steps * c.z_size);
    CHECK(v.within_bounds());
    stepped += res.steps > 0;
  }
  CHECK(stepped > 100);
}

TEST_CASE("debref pe --algorithm1 and --h-tests print the circuit; --tests-at start does not") {
  const std::string plain = "|X| 1, |Z| 2, g 0, family 2, delta 1/11";
  const nlohmann::json a = debref_test::json_of("pe", {"--algorithm1", plain});
  const nlohmann::json& c = a["algorithm1"]["circuit"];
  CHECK(c["matches_run"] == true);
  CHECK(c["gates"] == 2 + 5 * 16);  // 5 steps at |Z| = 2
  CHECK(c["queries"] == 10);
  CHECK(c["gate_bound"] == "69698");  // 2 + 4356 * 16
  CHECK(c["formula_gates"] == "18378452");
  const std::string read_at_h = "|X| 1, |Z| 2, mu 1, g point mass, class seeded 1, delta 2/5";
  CHECK(debref_test::json_of("pe", {"--h-tests", read_at_h})["h_tests"]["circuit"]["matches_run"] ==
        true);
  CHECK_FALSE(debref_test::json_of("pe", {"--h-tests", read_at_h, "--tests-at", "start"})["h_tests"]
                  .contains("circuit"));
  const debref_test::Run text = debref_test::run({"pe", "--algorithm1", plain});
  CHECK(text.code == 0);
  CHECK(text.out.find("circuit of the proof: 82 gates (bound 69698)") != std::string::npos);
}
