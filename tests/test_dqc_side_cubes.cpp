// (L9) of docs/DQC.md: a read cube of the early-bit search split by the kinds of the root's two
// sides. The cubes the order of the sides leaves, their queries (each SAT model a shape of its
// kinds), agreement with the read cubes whole, the memo (a read cube on record taken whole, one
// not on record decided as its side cubes), and `--side-cubes`.
#include <doctest/doctest.h>

#include <algorithm>
#include <atomic>
#include <mutex>
#include <nlohmann/json.hpp>
#include <optional>
#include <random>
#include <set>
#include <stdexcept>
#include <string>
#include <vector>

#include "harness/io/schema.hpp"
#include "proofs/dqc/early_bits_search.hpp"
#include "reference/dqc/early_bits.hpp"
#include "tests/cli_support.hpp"
#include "tests/early_bit_shapes.hpp"

using namespace debref::dqc;
using debref::proofs::EarlyBitOwners;
using debref::proofs::EarlyBitReads;
using debref::proofs::EarlyBitSides;
using debref::proofs::EarlyBitsMemo;
using debref::proofs::EarlyBitsSearch;
using debref::proofs::Outcome;
using debref::proofs::SatBackend;
using debref::proofs::Verdict;
using K = EarlySide::Kind;

namespace {

const TruthTable parity5{5, 0x96696996U};

}  // namespace

TEST_CASE("(L9): the side cubes the order of the sides leaves") {
  const std::vector<EarlyBitSides> all = debref::proofs::early_bit_side_cubes();
  // (side 0, side 1, side 0 queries an early bit, side 1 does)
  CHECK(all == std::vector<EarlyBitSides>{{K::Query, K::Query, false, false},
                                          {K::Query, K::Query, false, true},
                                          {K::Query, K::And, false, false},
                                          {K::Query, K::Or, false, false},
                                          {K::Query, K::Query, true, false},
                                          {K::Query, K::Query, true, true},
                                          {K::Query, K::And, true, false},
                                          {K::Query, K::Or, true, false},
                                          {K::And, K::And},
                                          {K::And, K::Or},
                                          {K::Or, K::Or}});
  CHECK(debref::proofs::to_string(all[1]) == "x-query e-query");
  CHECK(debref::proofs::to_string(all[9]) == "and or");
  // PARITY5 at s = 1 (every input binate, symmetric): 6 variables at query places leave both
  // sides queries of distinct variables (with e1 among them, 3 cubes: not both e1), 5 at most one
  // gate (4 + 4), 4 or fewer every pair; without e1 at a query place no side queries it.
  const std::vector<EarlyBitReads> reads = debref::proofs::early_bit_read_cubes(parity5, 1);
  for (const EarlyBitReads& r : reads) {
    INFO(debref::proofs::to_string(r));
    const auto sides = debref::proofs::early_bit_side_cubes(parity5, 1, r);
    const int places = r.early + r.binate + r.other;
    const std::size_t expected = r.early == 0 ? (places == 6   ? 1
                                                 : places == 5 ? 3
                                                               : 6)
                                              : (places == 6   ? 3
                                                 : places == 5 ? 8
                                                               : 11);
    CHECK(sides.size() == expected);
  }
  // The query of a side cube names it, and one the read cube leaves out is refused.
  const EarlyBitOwners owners{true, {false}};
  const EarlyBitReads partial{1, 4, 0};
  REQUIRE(std::find(reads.begin(), reads.end(), partial) != reads.end());
  const debref::proofs::Query q =
      debref::proofs::dqc_early_bits_query(parity5, owners, partial, {K::Query, K::Or, true});
  CHECK(q.id.ends_with(".reads_1_4_0.sides_e-query_or"));
  CHECK(q.statement.find("side cube (L9)") != std::string::npos);
  CHECK_THROWS_AS(debref::proofs::dqc_early_bits_query(parity5, owners, partial, {K::Or, K::And}),
                  std::invalid_argument);
  CHECK_THROWS_AS(
      debref::proofs::dqc_early_bits_query(parity5, owners, {1, 5, 0}, {K::Query, K::And}),
      std::invalid_argument);
  CHECK_THROWS_AS(
      debref::proofs::dqc_early_bits_query(parity5, owners, {0, 4, 0}, {K::Query, K::Or, true}),
      std::invalid_argument);
}

TEST_CASE("(L9): each side cube's model has its kinds, and the cubes together are the read cube") {
  // Functions of random shapes with one early bit: within each owner and read cube, the whole
  // query is SAT exactly when a side cube is, and a side cube's model decodes to a shape of f
  // with that cube's kinds.
  std::mt19937 rng(9);
  int functions = 0, sat_cubes = 0, kinds_seen = 0;
  std::vector<bool> seen(11, false);
  for (int trial = 0; functions < 3; ++trial) {
    const EarlyBitVerifier v = test::random_shape(rng, 5, 1, 4);
    const TruthTable f = game_function(v);
    // The shape's own owner cube, when (L1) and (L5) leave it.
    if (relevant_variables(f) < 5 || v.early.back() == v.root_prover1 ||
        (!v.root_prover1 && is_self_dual(f)))
      continue;
    ++functions;
    INFO(to_string(f) << ": " << to_string(v));
    const EarlyBitOwners owners{v.root_prover1, v.early};
    for (const EarlyBitReads& r : debref::proofs::early_bit_read_cubes(f, 1)) {
      const Verdict whole =
          debref::proofs::solve_propositional(debref::proofs::dqc_early_bits_query(f, owners, r),
                                              120000, SatBackend::Cadical)
              .verdict;
      REQUIRE(whole != Verdict::Unknown);
      bool any = false;
      const std::vector<EarlyBitSides> sides = debref::proofs::early_bit_side_cubes(f, 1, r);
      for (std::size_t k = 0; k < sides.size(); ++k) {
        const Outcome out = debref::proofs::solve_propositional(
            debref::proofs::dqc_early_bits_query(f, owners, r, sides[k]), 120000,
            SatBackend::Cadical);
        REQUIRE(out.verdict != Verdict::Unknown);
        if (out.verdict != Verdict::Sat) continue;
        any = true;
        ++sat_cubes;
        const EarlyBitVerifier m = debref::proofs::early_bits_from_model(f, 1, out);
        CHECK(game_function(m) == f);
        CHECK(debref::proofs::early_bit_sides(m) == sides[k]);
        CHECK(debref::proofs::early_bit_reads(f, m) == r);
        const std::vector<EarlyBitSides> all = debref::proofs::early_bit_side_cubes();
        const auto at =
            static_cast<std::size_t>(std::find(all.begin(), all.end(), sides[k]) - all.begin());
        REQUIRE(at < seen.size());
        if (!seen[at]) {
          seen[at] = true;
          ++kinds_seen;
        }
      }
      CHECK(any == (whole == Verdict::Sat));
    }
  }
  CHECK(sat_cubes >= 1);
  CHECK(kinds_seen >=
        8);  // of the 11 (10 for these f, not symmetric: no e-query before an x-query)
  MESSAGE("side cubes SAT: " << sat_cubes << ", kinds among them: " << kinds_seen);
}

TEST_CASE("(L9): the side cubes of each read cube cover the kinds its query's rules leave") {
  // MAJ5 (symmetric, no binate input: read cubes without an input at a query place) and a
  // function of 4 inputs, x5 irrelevant (an x-query may read it), at s = 1 and 2 (MAJ5 only),
  // every owner cube: Z3 on the query's hypotheses (not f) under each of the 16 pairs of kinds.
  std::mt19937 rng(5);
  TruthTable four{5, 0};
  while (relevant_variables(four) != 4 || is_symmetric(four)) {
    EarlyBitVerifier v = test::random_shape(rng, 5, 1, 4);
    for (EarlySide& side : v.side)  // x5 read nowhere
      for (EarlyDepth2* t : {&side.lo, &side.hi}) {
        if (side.kind == K::Query && side.var == 4) side.var = 0;
        if (t->var == 4) t->var = 1;
        for (EarlyLiteral* l : {&t->lo, &t->hi})
          if (l->var == 4) l->var = 2;
      }
    four = game_function(v);
  }
  INFO(to_string(four));
  std::size_t read_cubes = 0, beyond = 0, unate = 0;
  for (const auto& [f, s] :
       {std::pair{parse_truth_table("00000001000101110001011101111111", 5), 1},
        std::pair{parse_truth_table("00000001000101110001011101111111", 5), 2}, std::pair{four, 1}})
    for (const EarlyBitOwners& owners : debref::proofs::early_bit_owner_cubes(f, s))
      for (const EarlyBitReads& r : debref::proofs::early_bit_read_cubes(f, s)) {
        INFO(to_string(f) << " s = " << s << " owners " << debref::proofs::to_string(owners) << " "
                          << debref::proofs::to_string(r));
        const std::vector<EarlyBitSides> cubes = debref::proofs::early_bit_side_cubes(f, s, r);
        ++read_cubes;
        unate += r.binate + r.other == 0;
        beyond += cubes.size();
        const std::optional<std::vector<EarlyBitSides>> kinds =
            debref::proofs::early_bit_sides_admitted(f, owners, r);
        REQUIRE(kinds);
        for (const EarlyBitSides& k : *kinds) {
          INFO(debref::proofs::to_string(k));
          CHECK(std::find(cubes.begin(), cubes.end(), k) != cubes.end());
          --beyond;
        }
      }
  CHECK(unate >= 1);
  MESSAGE(read_cubes << " read cubes; side cubes beyond the kinds their queries leave: " << beyond);
}

TEST_CASE("(L9): side cubes agree with the read cubes, and the memo takes a read cube whole") {
  // PARITY5 at s = 1 (refuted): the side cubes refute it too, each decided one is recorded, and a
  // rerun takes them all. The memo and the progress are called from both cube threads.
  std::mutex m;
  std::set<std::string> recorded;
  std::size_t reported = 0, reported_taken = 0;
  const EarlyBitsMemo record{[](const debref::proofs::Query&) { return std::optional<Outcome>(); },
                             [&](const debref::proofs::Query& q, const Outcome&) {
                               const std::lock_guard<std::mutex> lock(m);
                               recorded.insert(q.id);
                             }};
  const debref::proofs::EarlyBitsProgress progress{nullptr, [&](bool taken) {
                                                     const std::lock_guard<std::mutex> lock(m);
                                                     ++reported;
                                                     reported_taken += taken;
                                                   }};
  const EarlyBitsSearch r = debref::proofs::smt_early_bits(
      parity5, 1, 120000, SatBackend::Cadical, progress, {true, 2, true, true}, 1, false, &record);
  REQUIRE_FALSE(r.unknown);
  CHECK(r.refuted_up_to == 1);
  CHECK(r.side_cubes);
  const std::size_t owner_cubes = debref::proofs::early_bit_owner_cubes(parity5, 1).size();
  const std::size_t read_cubes = debref::proofs::early_bit_read_cubes(parity5, 1).size();
  // Each read cube decided whole when it has one side cube, else as its side cubes.
  std::size_t queries = 0, split = 0;
  for (const EarlyBitReads& c : debref::proofs::early_bit_read_cubes(parity5, 1)) {
    const std::size_t k = debref::proofs::early_bit_side_cubes(parity5, 1, c).size();
    queries += owner_cubes * (k == 1 ? 1 : k);
    split += owner_cubes * (k == 1 ? 0 : k);
  }
  CHECK(static_cast<std::size_t>(r.levels[0].cubes) == queries);
  CHECK(recorded.size() == queries);
  std::size_t with_sides = 0;
  for (const auto& c : r.levels[0].cube_results) {
    REQUIRE(c.reads.has_value());
    with_sides += c.sides.has_value();
  }
  CHECK(with_sides == split);
  // The progress hears of each read cube once, none taken.
  CHECK(reported == owner_cubes * read_cubes);
  CHECK(reported_taken == 0);
  // A rerun on what was recorded takes every query (side cubes and whole read cubes alike),
  // decides none and records none; each read cube is reported taken.
  reported = reported_taken = 0;
  int recorded_again = 0;
  const EarlyBitsMemo rerun{[&](const debref::proofs::Query& q) {
                              const std::lock_guard<std::mutex> lock(m);
                              if (!recorded.count(q.id)) return std::optional<Outcome>();
                              Outcome o;
                              o.verdict = Verdict::Unsat;
                              return std::optional<Outcome>(o);
                            },
                            [&](const debref::proofs::Query&, const Outcome&) {
                              const std::lock_guard<std::mutex> lock(m);
                              ++recorded_again;
                            }};
  const EarlyBitsSearch again = debref::proofs::smt_early_bits(
      parity5, 1, 120000, SatBackend::Cadical, progress, {true, 2, true, true}, 1, false, &rerun);
  CHECK(again.refuted_up_to == 1);
  CHECK(static_cast<std::size_t>(again.levels[0].resumed) == queries);
  CHECK(recorded_again == 0);
  CHECK(reported_taken == owner_cubes * read_cubes);
  // A memo that holds every whole read cube: each is taken whole, no side cube is asked for.
  std::atomic<int> side_asked{0};
  const EarlyBitsMemo wholes{[&](const debref::proofs::Query& q) {
                               if (q.id.find(".sides_") != std::string::npos) {
                                 ++side_asked;
                                 return std::optional<Outcome>();
                               }
                               Outcome o;
                               o.verdict = Verdict::Unsat;
                               return std::optional<Outcome>(o);
                             },
                             nullptr};
  const EarlyBitsSearch t = debref::proofs::smt_early_bits(
      parity5, 1, 120000, SatBackend::Cadical, {}, {true, 2, true, true}, 1, false, &wholes);
  CHECK(t.refuted_up_to == 1);
  CHECK(side_asked == 0);
  CHECK(static_cast<std::size_t>(t.levels[0].resumed) == owner_cubes * read_cubes);
  for (const auto& c : t.levels[0].cube_results) CHECK_FALSE(c.sides.has_value());
  // Side cubes only with read cubes.
  CHECK_THROWS_AS(debref::proofs::smt_early_bits(parity5, 1, 1000, SatBackend::Cadical, {},
                                                 {true, 1, false, true}),
                  std::invalid_argument);
}

TEST_CASE("command line: --side-cubes") {
  const std::string f = "01101001100101101001011001101001";
  for (const std::vector<std::string>& bad :
       {std::vector<std::string>{"dqc", "--truth-table", f, "--early-bits", "1", "--owner-cubes",
                                 "--side-cubes"},
        {"dqc", "--truth-table", f, "--side-cubes"}}) {
    const auto out = debref_test::run(bad);
    CHECK(out.code == 2);
    CHECK(out.out.empty());
    CHECK(out.err.find("--side-cubes: only with --read-cubes") != std::string::npos);
  }
  const auto run = debref_test::run({"dqc", "--truth-table", f, "--early-bits", "1",
                                     "--owner-cubes", "--read-cubes", "--side-cubes", "--json"});
  REQUIRE(run.code == 0);
  const nlohmann::json j = nlohmann::json::parse(run.out);
  CHECK_FALSE(debref::schema::validate("dqc_frontier.json", j));
  const nlohmann::json& eb = j["functions"][0]["early_bits"];
  CHECK(eb["side_cubes"] == true);
  CHECK(eb["refuted_up_to"] == 1);
  std::size_t with_sides = 0, split = 0;
  for (const nlohmann::json& c : eb["levels"][0]["cubes"]) {
    CHECK(c["verdict"] == "unsat");
    with_sides += c.contains("sides");
  }
  for (const EarlyBitReads& c : debref::proofs::early_bit_read_cubes(parity5, 1)) {
    const std::size_t k = debref::proofs::early_bit_side_cubes(parity5, 1, c).size();
    split += k == 1 ? 0 : k;
  }
  CHECK(with_sides == split);
}
