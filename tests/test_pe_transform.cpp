// seed 000 Sec. 8 (Def. 8.1, Def. 8.2, the construction of Thm 8.3's proof) and Def. 5.3 decided
// by backward induction over prefixes: hand-computed values, and the prefix decision equal to the
// vertex decision on every node it can reach.
#include <doctest/doctest.h>

#include "reference/pe/stability.hpp"
#include "reference/pe/transform.hpp"

using namespace debref;
using namespace debref::pe;

namespace {
Gate u(int i) {
  return Gate{Gate::Op::Query, i, {}};
}
}  // namespace

TEST_CASE("Def. 5.3 by prefixes = the vertex decision (q <= 3, seeded tables and points)") {
  unsigned seed = 12345;
  auto next = [&] { return seed = seed * 1103515245u + 12345u, (seed >> 8) & 0xffffu; };
  const std::vector<Rational> values{0, q(1, 10), q(1, 4), q(1, 2), q(9, 10), 1};
  int compared = 0, unstable = 0;
  for (int width = 1; width <= 3; ++width)
    for (int round = 0; round < 40; ++round) {
      std::vector<int> table(std::size_t{1} << width);
      for (int& v : table) v = static_cast<int>(next() & 1u);
      CondTable p(width);
      for (int i = 0; i < width; ++i)
        for (unsigned pre = 0; pre < (1u << i); ++pre) p[i].push_back(values[next() % 6]);
      for (const auto& [eps, rho] : {std::pair{q(1, 10), q(1, 2)}, std::pair{q(3, 5), q(9, 10)},
                                     std::pair{q(1, 4), q(1, 2)}}) {
        const Stability a = stability(table, p, eps, rho),
                        b = stability_by_prefix(table, p, eps, rho);
        CHECK(a.stable == b.stable);
        CHECK(a.supremum == b.supremum);
        CHECK(a.supremum_attained == b.supremum_attained);
        if (!b.stable) {
          ++unstable;
          REQUIRE(b.witness);
          CHECK(b.witness_gap >= rho * eps);
          CHECK(magnitude(accept_probability(table, *b.witness) - accept_probability(table, p)) ==
                b.witness_gap);
        }
        ++compared;
      }
    }
  CHECK(compared == 360);
  CHECK(unstable > 0);
  // AND at (3/5, 9/10), eps = 3/5, rho = 9/10: sup gap = rho eps only at an excluded end.
  const CondTable p{{q(3, 5)}, {q(9, 10), q(9, 10)}};
  const Stability s = stability_by_prefix({0, 0, 0, 1}, p, q(3, 5), q(9, 10));
  CHECK(s.stable == stability({0, 0, 0, 1}, p, q(3, 5), q(9, 10)).stable);
}

TEST_CASE("Def. 8.1: independent, shared-coin and paired evidence by hand") {
  const std::vector<int> truth{1, 0};
  const Rational delta = q(1, 800);  // eps / (4n) at eps = 1/100, n = 2
  Evidence ind = independent_evidence(truth, 3, delta);
  CHECK(least_support(ind, truth, Conditioning::OtherPieces) == 1 - delta);
  CHECK(s_supported(ind, truth, q(1, 100), 2, Conditioning::OtherPieces));
  CHECK_FALSE(s_supported(independent_evidence(truth, 3, 2 * delta), truth, q(1, 100), 2,
                          Conditioning::OtherPieces));
  Evidence shared = shared_coin_evidence(truth, 3, delta);
  CHECK(least_support(shared, truth, Conditioning::OtherPieces) == 0);
  CHECK(least_support(shared, truth, Conditioning::BothIndicesDiffer) == 1 - delta);
  // Def. 8.2 on x1 AND x2 with the shared coin: the majority is wrong exactly when the coin is.
  const Gate c{Gate::Op::And, 0, {u(0), u(1)}};
  CHECK(membership_probability(c, shared) == (1 - delta) * delta);  // u2 false: only its coin errs
  const std::vector<int> both{1, 1};
  CHECK(membership_probability(c, shared_coin_evidence(both, 3, delta)) ==
        (1 - delta) * (1 - delta));
  // Independent majority of 3: P[right] = (1 - e)^3 + 3 (1 - e)^2 e.
  const Rational e = delta, right = (1 - e) * (1 - e) * (1 - e) + 3 * (1 - e) * (1 - e) * e;
  CHECK(membership_probability(c, independent_evidence(both, 3, e)) == right * right);
  // A pair: each wrong alone w.p. a, both w.p. b.
  const Rational a = q(1, 100), b = q(1, 200);
  Evidence pair{
      1, 2, 2, {EvidenceBlock{{{0, 0}, {0, 1}}, {{1 - 2 * a - b, 3u}, {a, 2u}, {a, 1u}, {b, 0u}}}}};
  CHECK(least_support(pair, {1}, Conditioning::OtherPieces) == a / (a + b));
  CHECK(least_support(pair, {1}, Conditioning::BothIndicesDiffer) == 1 - a - b);
}

TEST_CASE("Thm 8.3's construction: kappa, shape, and the layered majority C'") {
  // kappa = 3 ln(2w/eps) / ln(1/(6 eps (1 - 3 eps/2))), next odd: 13.35 -> 15, 16.44 -> 17,
  // 6.35 -> 7, 4.86 -> 5.
  CHECK(proof_kappa(q(1, 10), 1) == 15);
  CHECK(proof_kappa(q(1, 10), 2) == 17);
  CHECK(proof_kappa(q(1, 100), 2) == 7);
  CHECK(proof_kappa(q(1, 1000), 2) == 5);
  CHECK(proof_kappa(q(1, 4), 1) == 97);  // 3 ln 8 / ln(16/15) = 96.6
  const Gate x{
      Gate::Op::And, 0, {Gate{Gate::Op::Or, 0, {u(0), u(1)}}, Gate{Gate::Op::Or, 0, {u(2), u(3)}}}};
  CHECK(circuit_depth(x) == 2);
  CHECK(gate_value(x, {1, 0, 0, 1}) == 1);
  CHECK(gate_value(x, {1, 1, 0, 0}) == 0);
  const Node d = transformed_decomposition(x, 3, {1, 0, 0, 1});
  CHECK(validate(d, 2, 6).empty());
  CHECK(width(d) == 6);
  CHECK(correct(d) == 1);  // exact evidence: C' = C(O*)
  // Root M_D: AND of Maj(z_0..z_2), Maj(z_3..z_5): z = 0b011011 -> 1, 0b001011 -> 0.
  CHECK(d.table[0b011011] == 1);
  CHECK(d.table[0b001011] == 0);
  // The majority of 3 at leaves 39/40 (noise 1/40) matches majority_evidence's hand value.
  const Node m = transformed_decomposition(Gate{Gate::Op::And, 0, {u(0)}}, 3, {q(39, 40)});
  CHECK(correct(m) == q(39, 40) * q(39, 40) * q(39, 40) + 3 * q(39, 40) * q(39, 40) * q(1, 40));
  CHECK(stability_by_prefix(m.table, conditional(m), q(1, 10), q(1, 2)).stable);
  // kappa = 3 with w = 2 at eps = 1/10 is unstable at the root (pe.twin.thm8_3.small_kappa).
  const Node and2 = transformed_decomposition(Gate{Gate::Op::And, 0, {u(0), u(1)}}, 3, {1, 1});
  CHECK_FALSE(stability_by_prefix(and2.table, conditional(and2), q(1, 10), q(1, 2)).stable);
}
