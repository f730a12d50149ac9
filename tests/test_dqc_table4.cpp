// seed 002 Def. 1 at n = 4 (docs/DQC.md "Exact DQC at n = 4"): the reduced search over x1..x4,
// y1..y3 in the 8 owner orders against the exhaustive search over 2^l - 1 rounds (l <= 2), NPN
// invariance, the certificates of all 65,536 functions, and Z3's reduced query on every NPN
// class (opt-in: DQC_Z3_ALL=1; the default run takes a handful of classes).
#include <doctest/doctest.h>

#include <cstdlib>
#include <map>

#include "proofs/dqc/reduced.hpp"
#include "reference/dqc/np.hpp"
#include "reference/dqc/reduced.hpp"
#include "reference/dqc/search.hpp"

using namespace debref::dqc;

TEST_CASE("reduced search: l <= 2 agrees with the exhaustive search over 2^l - 1 rounds") {
  const ReducedSearch s = reduced_search(4, 3, 2);
  for (int l = 0; l <= 2; ++l) {
    const Level level = exhaustive_level(4, l);
    for (std::uint32_t f = 0; f < (1U << 16); ++f) {
      const bool reduced = s.witness[f].l >= 0 && s.witness[f].l <= l;
      const bool exhaustive = level.games.count(f) > 0;
      REQUIRE_MESSAGE(reduced == exhaustive, "f = " << to_string(TruthTable{4, f}) << " l = " << l);
    }
  }
}

TEST_CASE("reduced game: owners pattern is min over α bits, max over β bits") {
  // V = y1 (n = 1, m = 1): Prover 0 owns y1 -> min = 0; Prover 1 owns it -> max = 1.
  const ReducedSearch s = reduced_search(1, 1, 1);
  const std::uint64_t y1[2] = {0b1100, 0};  // assignments a = x + 2 y1
  CHECK(reduced_game(1, 1, 0, y1) == 0b00);
  CHECK(reduced_game(1, 1, 1, y1) == 0b11);
  CHECK(s.witness[0b01].l == 1);  // x1 negated: f(0) = 1
}

TEST_CASE("n = 4 table: every certificate re-verified, exact, NPN-invariant") {
  const auto& rows = dqc_table(4);
  REQUIRE(rows.size() == 65536);
  std::map<int, int> histogram;
  int below = 0;
  const NpnClasses classes = npn_classes(4);
  CHECK(classes.representatives.size() == 222);
  for (const DqcResult& r : rows) {
    REQUIRE(r.dqc.has_value());
    REQUIRE(r.certificate_valid);
    histogram[*r.dqc]++;
    if (*r.dqc < r.decision_tree_depth) ++below;
    if (relevant_variables(r.f) < 4) CHECK(*r.dqc == r.decision_tree_depth);
    CHECK(*rows[classes.representative[r.f.bits]].dqc == *r.dqc);
  }
  CHECK(histogram == std::map<int, int>{{0, 2}, {1, 8}, {2, 156}, {3, 11224}, {4, 54146}});
  CHECK(below == 2984);
  CHECK(*rows[0b1000000000000000].dqc == 3);  // AND4 (bit 15 = f(1111))
  CHECK(*rows[0b0110100110010110].dqc == 4);  // PARITY4 (symmetric: bit order irrelevant)
}

TEST_CASE("negate_debate and npn_transport move certificates within an NPN class") {
  const auto& rows = dqc_table(4);
  const NpnClasses classes = npn_classes(4);
  for (std::uint32_t f = 0; f < (1U << 16); f += 97) {
    const Debate& rep = rows[classes.representative[f]].certificate;
    const Debate moved = npn_transport(classes, f, rep);
    CHECK(validate(moved, TruthTable{4, f}).valid);
    CHECK(moved.queries() <= rep.queries());
  }
}

TEST_CASE("Z3's reduced query agrees with the reduced search on NPN representatives") {
  const auto& rows = dqc_table(4);
  const NpnClasses classes = npn_classes(4);
  const bool all = std::getenv("DQC_Z3_ALL") != nullptr;
  int checked = 0;
  for (std::size_t i = 0; i < classes.representatives.size(); ++i) {
    if (!all && i % 37 != 0) continue;
    const std::uint32_t rep = classes.representatives[i];
    const debref::proofs::SmtDqcResult s = debref::proofs::smt_dqc_reduced(TruthTable{4, rep}, 0);
    const int reference = *rows[rep].dqc;
    CHECK(s.lower == reference);
    if (reference <= 3) {
      CHECK(s.dqc == reference);
      CHECK(s.certificate_valid);
    }
    ++checked;
  }
  CHECK(checked > 0);
}

TEST_CASE("validate: a verifier reading a message bit twice on one path (Z3's model)") {
  // f = 0110011001100000 (x3 XOR x4, unless x1 = x2 = 1): min over a3 of (x3 XOR x4) and
  // (x1 ? !x2 : 1), written with a3 queried again on its own 0-branch. A path-inconsistent
  // shortcut would misjudge it; the evaluator restricts repeated reads.
  const TruthTable f = parse_truth_table("0110011001100000", 4);
  const Tree xor34 =
      Tree::query(x_var(3), Tree::query(x_var(4), Tree::leaf(false), Tree::leaf(true)),
                  Tree::query(x_var(4), Tree::leaf(true), Tree::leaf(false)));
  const int a3 = alpha_var(4, 3);
  const Tree other = Tree::query(x_var(1), Tree::query(a3, Tree::leaf(true), Tree::leaf(false)),
                                 Tree::query(x_var(2), Tree::leaf(true), Tree::leaf(false)));
  const Debate d{4, 3, Tree::query(a3, other, xor34)};
  CHECK(validate(d, f).valid);
}
