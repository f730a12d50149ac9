// (L7) of docs/DQC.md: a level of the early-bit search split by how many early bits and inputs
// a verifier with the fewest early bits reads at its query places. The cubes the counting
// leaves, the shapes they must keep, agreement with the plain query, and `--read-cubes`. (L8):
// the sign of the leaves that read an input f is monotone in.
#include <doctest/doctest.h>

#include <algorithm>
#include <nlohmann/json.hpp>
#include <random>
#include <stdexcept>
#include <string>
#include <vector>

#include "harness/dqc/instances.hpp"
#include "harness/io/schema.hpp"
#include "proofs/dqc/early_bits_search.hpp"
#include "reference/dqc/early_bits.hpp"
#include "reference/dqc/frontier.hpp"
#include "tests/cli_support.hpp"
#include "tests/early_bit_shapes.hpp"

using namespace debref::dqc;
using debref::proofs::early_bit_read_cubes;
using debref::proofs::early_bit_reads;
using debref::proofs::EarlyBitReads;

namespace {

const TruthTable parity5{5, 0x96696996U};
const TruthTable maj5 = parse_truth_table("00000001000101110001011101111111", 5);

}  // namespace

TEST_CASE("(L7): the read cubes the counting leaves") {
  // A monotone f (no binate input): 2(s - e) + (5 - o) <= 8 and e + o <= 6.
  CHECK(early_bit_read_cubes(maj5, 5).size() == 11);
  CHECK(early_bit_read_cubes(maj5, 6).size() == 6);
  CHECK(early_bit_read_cubes(maj5, 7) == std::vector<EarlyBitReads>{{5, 0, 1}, {6, 0, 0}});
  for (int s = 0; s <= 7; ++s)
    for (const EarlyBitReads& r : early_bit_read_cubes(maj5, s)) {
      CHECK(r.binate == 0);
      CHECK(r.early + r.other <= 6);
      CHECK(2 * (s - r.early) + (5 - r.other) <= 8);
    }
  // Every input binate: at (L6)'s bound s = 5 only e + b = 6, its equality case.
  const std::vector<EarlyBitReads> p5 = early_bit_read_cubes(parity5, 5);
  CHECK(p5.size() == 5);
  for (const EarlyBitReads& r : p5) CHECK(r.early + r.binate == 6);
  // s = 1: (1 - e) + (5 - b) <= 4, so e + b >= 2: b = 2..5 with e = 0, b = 1..5 with e = 1.
  CHECK(early_bit_read_cubes(parity5, 1).size() == 9);
  CHECK(debref::proofs::to_string(EarlyBitReads{3, 2, 1}) == "e3 b2 o1");
  EarlyBitVerifier bad;  // side 0's query reads e_1 of a shape with no early bit
  bad.side[0].var = 5;
  CHECK_THROWS_AS(early_bit_reads(parity5, bad), std::invalid_argument);
  bad.n = 4;
  CHECK_THROWS_AS(early_bit_reads(parity5, bad), std::invalid_argument);
  CHECK_THROWS_AS(early_bit_read_cubes(parity5, 8), std::invalid_argument);
  // A cube the counting leaves out is refused.
  CHECK_THROWS_AS(
      debref::proofs::dqc_early_bits_query(
          maj5, {true, {false, true, false, false, false, false, false}}, EarlyBitReads{0, 0, 0}),
      std::invalid_argument);
}

TEST_CASE("(L7): a shape with (L6)'s fixed reads lies in a read cube whose query admits it") {
  std::mt19937 rng(20261130);
  int admitted = 0;
  for (int trial = 0; trial < 4000 && admitted < 8; ++trial) {
    EarlyBitVerifier v = test::random_tight_shape(rng);
    const TruthTable g = game_function(v);
    if (early_bits_bound(g) != 5 || !early_bits_bound_tight(g)) continue;
    if (is_symmetric(g) || (is_self_dual(g) && !v.root_prover1)) continue;
    if (v.side[1].var < v.side[0].var) std::swap(v.side[0], v.side[1]);  // op is commutative
    if (!test::last_block_on_both_sides(v)) continue;  // (L2), which the query also assumes
    ++admitted;
    const EarlyBitReads reads = early_bit_reads(g, v);
    INFO(to_string(g) << ": " << to_string(v) << ", " << debref::proofs::to_string(reads));
    CHECK(reads.early + reads.binate == 6);
    const std::vector<EarlyBitReads> cubes = early_bit_read_cubes(g, 5);
    CHECK(std::find(cubes.begin(), cubes.end(), reads) != cubes.end());
    CHECK(debref::proofs::early_bits_query_admits(g, v, reads) == debref::proofs::Verdict::Sat);
  }
  CHECK(admitted == 8);
}

TEST_CASE("(L7): read cubes find the function of random shapes whose fewest early bits are one") {
  std::mt19937 rng(11);
  int searched = 0, found = 0;
  for (int trial = 0; searched < 6; ++trial) {
    const EarlyBitVerifier v = test::random_shape(rng, 5, 1, 4);
    const TruthTable f = game_function(v);
    if (relevant_variables(f) < 5) continue;
    ++searched;
    INFO(to_string(f) << ": " << to_string(v));
    const debref::proofs::EarlyBitsSearch r = debref::proofs::smt_early_bits(
        f, 1, 120000, debref::proofs::SatBackend::Cadical, {}, {true, 2, true});
    REQUIRE_FALSE(r.unknown);
    CHECK(r.read_cubes);
    // Read cubes decide the fewest early bits: a shape is missed only when f needs none, having a
    // depth-4 verifier without early bits ((F1)-(F3) find it).
    if (r.found)
      CHECK(r.found_valid);
    else
      CHECK(frontier_n5({f})[0].upper == 4);
    found += r.found.has_value();
  }
  CHECK(found >= 1);
}

TEST_CASE(
    "(L8): an input f rises (falls) in is read at a query place or a positive (negative) leaf") {
  // On random shapes, of their own game functions; many read such an input at leaves of f's sign
  // only, where the claim with the signs swapped would not hold.
  std::mt19937 rng(8);
  int monotone = 0, leaves_only = 0;
  for (int trial = 0; trial < 3000; ++trial) {
    const EarlyBitVerifier v = test::random_shape(rng, 5, 1 + trial % 3, 4);
    const TruthTable g = game_function(v);
    for (int j = 1; j <= 5; ++j) {
      const InputSign sign = input_sign(g, j);
      if (sign != InputSign::Rising && sign != InputSign::Falling) continue;
      ++monotone;
      const int x = j - 1;
      const bool rises = sign == InputSign::Rising;
      bool at_query = false, at_leaf = false, at_other_leaf = false;
      for (const EarlySide& side : v.side) {
        at_query = at_query || test::read_at_query_place(side, x);
        at_leaf = at_leaf || test::read_at_leaf(side, x, rises);
        at_other_leaf = at_other_leaf || test::read_at_leaf(side, x, !rises);
      }
      INFO(to_string(g) << ": " << to_string(v) << ", x" << j);
      CHECK((at_query || at_leaf));
      leaves_only += !at_query && !at_other_leaf;
    }
  }
  CHECK(monotone > 500);
  CHECK(leaves_only > 50);  // read at leaves of f's sign only: swapped signs would refuse these
  // The witnesses read x5 (f rises) and x2 (f falls) at leaves of that sign only; their queries
  // admit them.
  for (const EarlyBitVerifier& v : early_bit_witnesses()) {
    const TruthTable f = game_function(v);
    INFO(to_string(f));
    CHECK(debref::proofs::early_bits_query_admits(f, v) == debref::proofs::Verdict::Sat);
  }
  // Input by input: x1 (f rises) and x5 (f falls), each read at one leaf of its own sign.
  const EarlyBitVerifier& shape = early_bit_sign_shape();
  const TruthTable h = game_function(shape);
  CHECK(input_sign(h, 1) == InputSign::Rising);
  CHECK(input_sign(h, 5) == InputSign::Falling);
  CHECK(debref::proofs::early_bits_query_admits(h, shape) == debref::proofs::Verdict::Sat);
  const TruthTable f = game_function(early_bit_witnesses()[0]);
  CHECK(input_sign(f, 5) == InputSign::Rising);
  CHECK(input_sign(game_function(early_bit_witnesses()[1]), 2) == InputSign::Falling);
  CHECK(input_sign(parity5, 1) == InputSign::Binate);
  CHECK(input_sign(TruthTable{5, 0xFFFF0000U}, 2) == InputSign::Irrelevant);  // f = x1
  CHECK(input_sign(TruthTable{5, 0xFFFF0000U}, 1) == InputSign::Rising);
  CHECK_THROWS_AS(input_sign(f, 0), std::invalid_argument);
}

TEST_CASE("(L7): read cubes agree with the plain query where it refutes (s = 1, 2)") {
  for (const TruthTable& f : {parity5, parse_truth_table("00000000000000010000000100010111", 5)}) {
    INFO(to_string(f));
    const debref::proofs::EarlyBitsSearch plain = debref::proofs::smt_early_bits(
        f, 1, 120000, debref::proofs::SatBackend::Cadical, {}, {true, 2, false});
    const debref::proofs::EarlyBitsSearch cubes = debref::proofs::smt_early_bits(
        f, f == parity5 ? 2 : 1, 120000, debref::proofs::SatBackend::Cadical, {}, {true, 2, true},
        1, true);
    REQUIRE_FALSE(cubes.unknown);
    CHECK(plain.refuted_up_to == 1);
    CHECK(cubes.refuted_up_to == (f == parity5 ? 2 : 1));
    CHECK(cubes.levels[0].cubes ==
          static_cast<int>(debref::proofs::early_bit_owner_cubes(f, 1).size() *
                           early_bit_read_cubes(f, 1).size()));
    CHECK(cubes.levels[0].proofs_checked == cubes.levels[0].cubes);
  }
  CHECK_THROWS_AS(debref::proofs::smt_early_bits(
                      parity5, 1, 1000, debref::proofs::SatBackend::Cadical, {}, {false, 1, true}),
                  std::invalid_argument);
}

TEST_CASE("command line: --read-cubes") {
  const std::string f = "01101001100101101001011001101001";
  for (const std::vector<std::string>& bad :
       {std::vector<std::string>{"dqc", "--truth-table", f, "--early-bits", "1", "--read-cubes"},
        {"dqc", "--truth-table", f, "--read-cubes"}}) {
    const auto out = debref_test::run(bad);
    CHECK(out.code == 2);
    CHECK(out.out.empty());
    CHECK(out.err.find("--") != std::string::npos);
  }
  const auto run = debref_test::run(
      {"dqc", "--truth-table", f, "--early-bits", "1", "--owner-cubes", "--read-cubes", "--json"});
  REQUIRE(run.code == 0);
  const nlohmann::json j = nlohmann::json::parse(run.out);
  CHECK_FALSE(debref::schema::validate("dqc_frontier.json", j));
  const nlohmann::json& eb = j["functions"][0]["early_bits"];
  CHECK(eb["read_cubes"] == true);
  const nlohmann::json& cubes = eb["levels"][0]["cubes"];
  REQUIRE(cubes.size() == early_bit_read_cubes(parity5, 1).size());
  for (const nlohmann::json& c : cubes) {
    CHECK(c["verdict"] == "unsat");
    CHECK(c["reads"]["binate"].get<int>() + c["reads"]["early"].get<int>() <= 6);
  }
}
