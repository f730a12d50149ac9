// seed 002 eq. (1), (2) (docs/DQC.md "The Z3 query", the rule for a symmetric f): renaming a
// shape's variables (reference/dqc/early_bits_relabel.hpp), the order of first reads the query's
// rule follows, and the list form of early_bits_query_admits that dqc.early_bits.relabelling
// decides its shapes with.
#include <doctest/doctest.h>

#include <algorithm>
#include <chrono>
#include <optional>
#include <random>
#include <stdexcept>
#include <vector>

#include "harness/dqc/instances.hpp"
#include "proofs/dqc/early_bits.hpp"
#include "proofs/solver_control.hpp"
#include "reference/dqc/early_bits.hpp"
#include "reference/dqc/early_bits_relabel.hpp"

using namespace debref::dqc;
using K = EarlySide::Kind;

namespace {

/// n = 2, s = 2 (x1, x2, e1, e2 are 0..3), root Prover 0's: x2 ? (x1 ? 1 : 0) : (e2 ? ~e1 : x1)
/// AND [(e1 ? 0 : e2) AND (x2 ? 0 : 1)]. First reads by position: x2 at 0 (side 0's query), e2
/// at 1 (its lo tree's variable), x1 at 2 (that tree's lo leaf), e1 at 3 (its hi leaf).
EarlyBitVerifier example(bool e2_owner) {
  return {2,
          {false, e2_owner},
          false,
          {{K::Query, 1, {3, {0, true}, {2, false}}, {0, {-1, false}, {-1, true}}},
           {K::And, 0, {2, {3, true}, {-1, false}}, {1, {-1, true}, {-1, false}}}}};
}

}  // namespace

TEST_CASE("first reads: positions in the order of the query's rule, -1 for a variable not read") {
  CHECK(first_reads(example(false)) == std::vector<int>{2, 0, 3, 1});
  EarlyBitVerifier v = example(false);
  v.side[0].lo.lo = {-1, false};  // x1 now first read at side 0's hi tree's variable, position 4
  CHECK(first_reads(v) == std::vector<int>{4, 0, 3, 1});
  v.side[0].hi.var = 1;  // x1 no longer read anywhere
  CHECK(first_reads(v) == std::vector<int>{-1, 0, 3, 1});
  CHECK(block_of(example(false)) == std::vector<int>{0, 0});
  CHECK(block_of(example(true)) == std::vector<int>{0, 1});
}

TEST_CASE("first reads in order: inputs always, early bits within their block only") {
  // One block (both early bits Prover 0's): x2 -> x1, x1 -> x2, e2 -> e1, e1 -> e2.
  CHECK(first_reads_order(example(false)) == std::vector<int>{1, 0, 3, 2});
  // Two blocks: the early bits keep their names, unless sorted across blocks (the twin's order).
  CHECK(first_reads_order(example(true)) == std::vector<int>{1, 0, 2, 3});
  CHECK(first_reads_order(example(true), false) == std::vector<int>{1, 0, 3, 2});
  // A variable never read goes after the read ones: x1 unread, so x2 becomes x1 and x1 x2.
  EarlyBitVerifier v = example(false);
  v.side[0].lo.lo = {-1, false};
  v.side[0].hi.var = 1;
  CHECK(first_reads_order(v) == std::vector<int>{1, 0, 3, 2});
  // An input never read goes after one first read at the last position (13, side 1's hi tree's
  // hi leaf): n = 2, s = 1, every depth-2 tree on e1, both sides gates, x1 unread.
  const EarlyBitVerifier late{
      2,
      {false},
      true,
      {{K::And, 0, {2, {-1, false}, {-1, true}}, {2, {-1, true}, {-1, false}}},
       {K::And, 0, {2, {-1, false}, {-1, true}}, {2, {-1, false}, {1, true}}}}};
  CHECK(first_reads(late) == std::vector<int>{-1, 13, 1});
  CHECK(first_reads_order(late) == std::vector<int>{1, 0, 2});
  const EarlyBitVerifier c = first_reads_in_order(example(false));
  CHECK(c.side[0].var == 0);
  CHECK(c.side[0].lo == EarlyDepth2{2, {1, true}, {3, false}});
  CHECK(first_reads(c) == std::vector<int>{0, 2, 1, 3});
}

TEST_CASE("relabel: a permutation keeping inputs and early bits apart, else refused") {
  const EarlyBitVerifier v = example(false);
  CHECK(relabel(v, {0, 1, 2, 3}) == v);
  CHECK_THROWS_AS(relabel(v, {0, 1, 2}), std::invalid_argument);
  CHECK_THROWS_AS(relabel(v, {0, 0, 2, 3}), std::invalid_argument);
  CHECK_THROWS_AS(relabel(v, {2, 1, 0, 3}), std::invalid_argument);
  CHECK_THROWS_AS(relabel(v, {0, 1, 2, 4}), std::invalid_argument);
}

TEST_CASE("first reads in order: a symmetric f keeps its function; the order is then a fixpoint") {
  std::mt19937 rng(20261202);
  int symmetric = 0, renamed = 0, early_renamed = 0;
  for (int trial = 0; trial < 20000 && symmetric < 400; ++trial) {
    const int n = 2 + static_cast<int>(rng() % 3U), s = static_cast<int>(rng() % 4U);
    const EarlyBitVerifier v = random_early_bit_shape(rng, n, s, 3);
    const TruthTable g = game_function(v);
    if (!is_symmetric(g)) continue;
    ++symmetric;
    const std::vector<int> to = first_reads_order(v);
    const EarlyBitVerifier c = relabel(v, to);
    INFO(to_string(v));
    CHECK(game_function(c) == g);
    std::vector<int> identity(to.size());
    for (std::size_t u = 0; u < to.size(); ++u) identity[u] = static_cast<int>(u);
    CHECK(first_reads_order(c) == identity);
    renamed += to != identity;
    early_renamed += !std::equal(to.begin() + n, to.end(), identity.begin() + n);
  }
  CHECK(symmetric == 400);
  CHECK(renamed > 100);
  CHECK(early_renamed > 20);
}

TEST_CASE("early_bits_query_admits: the list form, and no rule on names (InputOrder::None)") {
  // The witness with one early bit (not symmetric), and the same with its two query sides
  // exchanged: the same function (op commutes), which the rule ordering two query sides by
  // variable refuses (x4 before x2) and the query with no rule on names admits.
  const EarlyBitVerifier w = early_bit_witnesses()[0];
  REQUIRE(w.s() == 1);
  REQUIRE(w.side[0].kind == K::Query);
  REQUIRE(w.side[1].kind == K::Query);
  REQUIRE(w.side[0].var < w.side[1].var);
  EarlyBitVerifier swapped = w;
  std::swap(swapped.side[0], swapped.side[1]);
  const TruthTable f = game_function(w);
  REQUIRE(game_function(swapped) == f);
  using debref::proofs::early_bits_query_admits;
  using debref::proofs::InputOrder;
  using debref::proofs::Verdict;
  CHECK(early_bits_query_admits(f, std::vector{w, swapped}) ==
        std::vector{Verdict::Sat, Verdict::Unsat});
  CHECK(early_bits_query_admits(f, std::vector{w, swapped}, InputOrder::None) ==
        std::vector{Verdict::Sat, Verdict::Sat});
  CHECK(early_bits_query_admits(f, w) == Verdict::Sat);
  CHECK(early_bits_query_admits(f, swapped) == Verdict::Unsat);
  CHECK(early_bits_query_admits(f, swapped, std::nullopt, InputOrder::None) == Verdict::Sat);
  CHECK(early_bits_query_admits(f, std::vector<EarlyBitVerifier>{}).empty());
  // Past the deadline (a check's, proofs/solver_control.hpp) every call is Unknown, never a
  // refusal. The answers are kept and checked after the deadline is lifted, so that no failure
  // leaves it in place for the other cases.
  debref::proofs::set_solver_deadline(std::chrono::steady_clock::now() - std::chrono::seconds(1));
  const Verdict one = early_bits_query_admits(f, w),
                in_cube = early_bits_query_admits(f, w, debref::proofs::early_bit_reads(f, w));
  const std::vector<Verdict> list = early_bits_query_admits(f, std::vector{w, swapped});
  const bool sides = debref::proofs::early_bit_sides_admitted(f, {w.root_prover1, w.early},
                                                              debref::proofs::early_bit_reads(f, w))
                         .has_value();
  debref::proofs::set_solver_deadline(std::nullopt);
  CHECK(one == Verdict::Unknown);
  CHECK(in_cube == Verdict::Unknown);
  CHECK(list == std::vector{Verdict::Unknown, Verdict::Unknown});
  CHECK_FALSE(sides);
  CHECK(early_bits_query_admits(f, w, debref::proofs::early_bit_reads(f, w)) == Verdict::Sat);
  CHECK_THROWS_AS(early_bits_query_admits(f, std::vector{w, example(false)}),
                  std::invalid_argument);
}
