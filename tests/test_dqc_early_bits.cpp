// seed 002 Def. 1, eq. (1), (2) (docs/DQC.md "Early bits"): depth-4 verifiers whose root bit is
// preceded by message bits read below it. The shape's game value (E1) against the reference
// evaluator, (E2) (depth-3 game functions = S_3), and two functions of 5 variables that the
// frontier's (F1)-(F3) leave at [4, 5] while a verifier with early bits has depth 4.
#include <doctest/doctest.h>

#include <algorithm>
#include <bit>
#include <functional>
#include <nlohmann/json.hpp>
#include <random>
#include <string>
#include <vector>

#include "harness/dqc/frontier.hpp"
#include "harness/dqc/instances.hpp"
#include "harness/io/schema.hpp"
#include "proofs/dqc/early_bits_search.hpp"
#include "reference/dqc/early_bits.hpp"
#include "reference/dqc/frontier.hpp"
#include "reference/dqc/np.hpp"
#include "reference/dqc/reduced.hpp"
#include "tests/cli_support.hpp"
#include "tests/early_bit_shapes.hpp"

using namespace debref::dqc;
using debref::dqc::test::random_shape;
using debref::dqc::test::random_tight_shape;

using debref::dqc::test::last_block_on_both_sides;

TEST_CASE("(E2): the game functions of depth-3 debates are the gate trees S_3 (n = 4, 5)") {
  const std::vector<std::uint32_t> s3_4 = gate_tree_functions(4, 3);
  CHECK(s3_4.size() == 11390);
  CHECK(s3_4 == reduced_game_functions(4, 3, 3));
  const std::vector<std::uint32_t> s3_5 = gate_tree_functions(5, 3);
  CHECK(s3_5.size() == 133372);
  CHECK(s3_5 == reduced_game_functions(5, 2, 3));
  CHECK(gate_tree_functions(4, 2).size() == 166);  // S_2 = D_2: the DQC <= 2 functions
}

TEST_CASE("(E1): a shape's game value equals the evaluator's on its debate (random shapes)") {
  std::mt19937 rng(20261127);
  const auto pick = [&rng](int below) {
    return static_cast<int>(rng() % static_cast<unsigned>(below));
  };
  for (int trial = 0; trial < 400; ++trial) {
    const int n = 1 + pick(5);
    const EarlyBitVerifier v = random_shape(rng, n, pick(4), 3);
    const Debate d = early_bit_debate(v);
    INFO(to_string(v));
    CHECK(d.queries() <= 4);
    CHECK(game_function(d) == game_function(v));
  }
}

TEST_CASE("(L5): the dual shape computes NOT f(NOT x) with the other root owner (random shapes)") {
  std::mt19937 rng(20261128);
  for (int trial = 0; trial < 400; ++trial) {
    const int n = 1 + static_cast<int>(rng() % 5U);
    const EarlyBitVerifier v = random_shape(rng, n, static_cast<int>(rng() % 4U), 3);
    const EarlyBitVerifier d = dual(v);
    INFO(to_string(v) << " -> " << to_string(d));
    CHECK(d.s() == v.s());
    CHECK(d.root_prover1 != v.root_prover1);
    CHECK(dual(d) == v);
    const TruthTable f = game_function(v), g = game_function(d);
    const std::uint32_t all = (1U << n) - 1;
    for (std::uint32_t x = 0; x <= all; ++x) CHECK(g(x) == !f(all ^ x));
    // The same transformation by the Debate-level maps of reference/dqc/np.hpp: every input
    // negated (np_transport), then the output (negate_debate).
    NpMap negate_all;
    for (int j = 0; j < n; ++j) negate_all.perm.push_back(j);
    negate_all.neg = all;
    CHECK(game_function(negate_debate(np_transport(early_bit_debate(v), negate_all))) == g);
  }
}

TEST_CASE("early-bit query, (L5): for a self-dual f Prover 1 owns the root bit") {
  // MAJ3 and PARITY3 of x_3..x_5 (x_1, x_2 ignored) are self-dual: the query fixes the root owner
  // and still finds a verifier (s = 1). AND5 is not: the statement says nothing of the root.
  const auto table = [](const std::function<bool(int)>& of_weight) {
    TruthTable f{5, 0};
    for (std::uint32_t x = 0; x < 32; ++x)
      if (of_weight(std::popcount(x & 7U))) f.bits |= 1U << x;
    return f;
  };
  for (const TruthTable& f :
       {table([](int w) { return w >= 2; }), table([](int w) { return w % 2 == 1; })}) {
    INFO(to_string(f));
    CHECK(debref::proofs::dqc_early_bits_query(f, 1).statement.find("self-dual") !=
          std::string::npos);
    for (const auto backend :
         {debref::proofs::SatBackend::Z3, debref::proofs::SatBackend::Cadical}) {
      const debref::proofs::EarlyBitsSearch r =
          debref::proofs::smt_early_bits(f, 1, 120000, backend);
      REQUIRE(r.found.has_value());
      CHECK(r.found->root_prover1);
      CHECK(r.found_valid);
    }
  }
  const TruthTable and5{5, 1U << 31};
  CHECK(debref::proofs::dqc_early_bits_query(and5, 1).statement.find("self-dual") ==
        std::string::npos);
}

TEST_CASE("early bits reach depth 4 where (F1)-(F3) do not: DQC = 4 exactly") {
  for (const EarlyBitVerifier& v : early_bit_witnesses()) {
    const TruthTable f = game_function(v);
    INFO(to_string(f) << ": " << to_string(v));
    const Debate d = early_bit_debate(v);
    CHECK(d.queries() == 4);
    CHECK(validate(d, f).valid);
    const FrontierRow row = frontier_n5({f})[0];
    CHECK(row.lower == 4);  // (F1): no depth-3 verifier
    CHECK(row.upper == 5);  // (F2), (F3): no depth-4 verifier without early bits
    CHECK(row.decision_tree_depth == 5);
    // The twin: the same tree with the root bit first (early bits chosen after the side is known).
    CHECK_FALSE(validate(early_bit_debate(v, EarlyOrder::late), f).valid);
  }
}

TEST_CASE("early-bit shapes: out-of-range variables are refused") {
  EarlyBitVerifier v;
  v.side[0].var = 9;
  CHECK_THROWS_AS(game_function(v), std::invalid_argument);
  EarlyBitVerifier w;
  w.n = 6;
  CHECK_THROWS_AS(early_bit_debate(w), std::invalid_argument);
  CHECK_THROWS_AS(gate_tree_functions(6, 3), std::invalid_argument);
}

TEST_CASE(
    "early-bit query: finds the witnesses' functions at their least s, models re-verified (Z3 and "
    "CaDiCaL)") {
  const std::vector<EarlyBitVerifier>& w = early_bit_witnesses();
  for (const EarlyBitVerifier& v : w)
    for (const auto backend :
         {debref::proofs::SatBackend::Z3, debref::proofs::SatBackend::Cadical}) {
      const TruthTable f = game_function(v);
      INFO(to_string(f) << " " << std::string(to_string(backend)));
      const debref::proofs::EarlyBitsSearch r =
          debref::proofs::smt_early_bits(f, v.s(), 120000, backend);
      REQUIRE_FALSE(r.unknown);
      REQUIRE(r.found.has_value());
      CHECK(r.found_valid);
      CHECK(r.refuted_up_to == v.s() - 1);  // no verifier with fewer early bits
      CHECK(r.levels.back().s == v.s());
    }
}

TEST_CASE("command line: --early-bits on a 32-character --truth-table, and its bad input") {
  // The first witness's function: Z3 finds a verifier with one early bit, so DQC = 4.
  const std::string f = to_string(game_function(early_bit_witnesses()[0]));
  auto r = debref_test::run({"dqc", "--truth-table", f, "--early-bits", "1", "--json"});
  REQUIRE(r.code == 0);
  const nlohmann::json j = nlohmann::json::parse(r.out);
  CHECK_FALSE(debref::schema::validate("dqc_frontier.json", j));
  const nlohmann::json& row = j["functions"][0];
  CHECK(row["dqc"] == 4);
  CHECK(row["certificate_valid"] == true);
  CHECK(row["early_bits"]["verifier_valid"] == true);
  CHECK(row["early_bits"]["levels"][0]["verdict"] == "sat");
  CHECK(j["early_bits"]["found"] == 1);
  // PARITY5 has none with one early bit.
  auto p = debref_test::run(
      {"dqc", "--truth-table", "01101001100101101001011001101001", "--early-bits", "1", "--json"});
  REQUIRE(p.code == 0);
  const nlohmann::json pj = nlohmann::json::parse(p.out);
  CHECK(pj["functions"][0]["dqc"].is_null());
  CHECK(pj["functions"][0]["early_bits"]["refuted_up_to"] == 1);
  CHECK_FALSE(pj["functions"][0]["early_bits"].contains("verifier"));
  CHECK_FALSE(debref::schema::validate("dqc_frontier.json", pj));
  // As text, the row lists each level decided with its verdict and seconds.
  auto pt = debref_test::run(
      {"dqc", "--truth-table", "01101001100101101001011001101001", "--early-bits", "1"});
  REQUIRE(pt.code == 0);
  CHECK(pt.out.find("open: decision tree; early bits: s = 1 unsat (") != std::string::npos);
  // A row (F1)-(F3) decide is not searched.
  auto and5 = debref_test::run(
      {"dqc", "--truth-table", "00000000000000000000000000000001", "--early-bits", "1", "--json"});
  REQUIRE(and5.code == 0);
  CHECK_FALSE(nlohmann::json::parse(and5.out)["functions"][0].contains("early_bits"));
  for (const std::vector<std::string>& bad :
       {std::vector<std::string>{"dqc", "--truth-table", f, "--early-bits", "0"},
        {"dqc", "--truth-table", f, "--early-bits", "8"},
        {"dqc", "--truth-table", f, "--early-bits", "1", "--sat-solver", "minisat"},
        {"dqc", "--truth-table", f, "--sat-solver", "z3"},
        {"dqc", "--truth-table", "0110", "--early-bits", "1"},
        {"dqc", "--frontier", "5", "--classes", "--early-bits", "1"},
        {"dqc", "--table", "3", "--early-bits", "1"},
        {"dqc", "--truth-table", f, "--timeout-ms", "100"},
        {"dqc", "--truth-table", f, "--early-bits", "1", "--timeout-ms", "0"},
        {"dqc", "--truth-table", f, "--owner-cubes"},
        {"dqc", "--truth-table", f, "--early-bits", "1", "--jobs", "2"},
        {"dqc", "--truth-table", f, "--early-bits", "1", "--owner-cubes", "--jobs", "0"},
        {"dqc", "--truth-table", f, "--early-bits", "1", "--owner-cubes", "--jobs", "257"},
        {"dqc", "--truth-table", f, "--early-bits", "1", "--owner-cubes", "--jobs", "-1"},
        {"dqc", "--truth-table", f, "--early-bits", "-1"},
        {"dqc", "--truth-table", f, "--early-bits", "1", "--timeout-ms", "-1"},
        {"dqc", "--truth-table", f, "--early-bits-from", "1"},
        {"dqc", "--truth-table", f, "--early-bits", "2", "--early-bits-from", "3"},
        {"dqc", "--truth-table", f, "--early-bits", "2", "--early-bits-from", "0"},
        {"dqc", "--truth-table", f, "--check-proofs"},
        {"dqc", "--truth-table", f, "--early-bits", "1", "--sat-solver", "z3", "--check-proofs"},
        // PARITY5's bound (L6) is 5: a start at 6 would decide no level.
        {"dqc", "--truth-table", "01101001100101101001011001101001", "--early-bits", "7",
         "--early-bits-from", "6"}}) {
    const auto out = debref_test::run(bad);
    INFO(bad[bad.size() - 1]);
    CHECK(out.code == 2);
    CHECK(out.out.empty());
    CHECK((out.err.find("--early-bits") != std::string::npos ||
           out.err.find("--timeout-ms") != std::string::npos ||
           out.err.find("--sat-solver") != std::string::npos ||
           out.err.find("--owner-cubes") != std::string::npos ||
           out.err.find("--jobs") != std::string::npos));
  }
  // Owner cubes on two threads: PARITY5 (self-dual: Prover 1's root, (L5)) at s = 2 is 1 and 2
  // cubes, each UNSAT, every value printed accepted back.
  auto cubes = debref_test::run({"dqc", "--truth-table", "01101001100101101001011001101001",
                                 "--early-bits", "2", "--owner-cubes", "--jobs", "2", "--json"});
  REQUIRE(cubes.code == 0);
  const nlohmann::json cj = nlohmann::json::parse(cubes.out);
  CHECK_FALSE(debref::schema::validate("dqc_frontier.json", cj));
  const nlohmann::json& levels = cj["functions"][0]["early_bits"]["levels"];
  REQUIRE(levels.size() == 2);
  CHECK(levels[0]["queries"] == 1);
  CHECK(levels[1]["queries"] == 2);
  REQUIRE(levels[1]["cubes"].size() == 2);
  CHECK(levels[1]["cubes"][0]["owners"] == "100");  // root, e1, e2: (L1) e2 is Prover 0's
  CHECK(levels[1]["cubes"][1]["owners"] == "110");
  CHECK(levels[1]["cubes"][1]["verdict"] == "unsat");
  CHECK(levels[1]["verdict"] == "unsat");
  CHECK(cj["functions"][0]["early_bits"]["refuted_up_to"] == 2);
  CHECK(cj["functions"][0]["early_bits"]["bound"] == 5);  // (L6): every input binate
  CHECK(cj["functions"][0]["early_bits"]["complete"] == false);
  CHECK(cj["functions"][0]["dqc_lower"] == 4);
  // Resumed at s = 2: level 2 alone, nothing refuted from 1, the lower bound unchanged.
  auto resumed = debref_test::run({"dqc", "--truth-table", "01101001100101101001011001101001",
                                   "--early-bits", "2", "--early-bits-from", "2", "--json"});
  REQUIRE(resumed.code == 0);
  const nlohmann::json rj = nlohmann::json::parse(resumed.out);
  CHECK_FALSE(debref::schema::validate("dqc_frontier.json", rj));
  CHECK(rj["functions"][0]["early_bits"]["from"] == 2);
  CHECK(rj["functions"][0]["early_bits"]["levels"].size() == 1);
  CHECK(rj["functions"][0]["early_bits"]["levels"][0]["verdict"] == "unsat");
  CHECK(rj["functions"][0]["early_bits"]["refuted_up_to"] == 0);
  CHECK(rj["functions"][0]["dqc_lower"] == 4);
  CHECK(rj["early_bits"]["refuted"] == 1);  // refuted at the one level decided
  CHECK(rj["early_bits"]["not_searched"] == 0);
  // The symmetric functions from s = 6: the 50 open rows whose bound (L6) is 5 have no level to
  // decide (not refuted); the 6 with bound 7 time out at once (UNKNOWN, exit 3).
  auto high = debref_test::run({"dqc", "--frontier", "5", "--early-bits", "7", "--early-bits-from",
                                "6", "--timeout-ms", "1", "--json"});
  REQUIRE(high.code == 3);
  const nlohmann::json hj = nlohmann::json::parse(high.out);
  CHECK_FALSE(debref::schema::validate("dqc_frontier.json", hj));
  CHECK(hj["early_bits"]["not_searched"] == 50);
  CHECK(hj["early_bits"]["refuted"] == 0);
  // With --check-proofs every UNSAT query's DRAT proof is checked: PARITY5 at s = 1, 2 (1 and
  // 2 cubes), each level with proofs_checked, each cube with its lemmas.
  auto checked =
      debref_test::run({"dqc", "--truth-table", "01101001100101101001011001101001", "--early-bits",
                        "2", "--owner-cubes", "--check-proofs", "--json"});
  REQUIRE(checked.code == 0);
  const nlohmann::json kj = nlohmann::json::parse(checked.out);
  CHECK_FALSE(debref::schema::validate("dqc_frontier.json", kj));
  const nlohmann::json& keb = kj["functions"][0]["early_bits"];
  CHECK(keb["check_proofs"] == true);
  CHECK(keb["refuted_up_to"] == 2);
  REQUIRE(keb["levels"].size() == 2);
  CHECK(keb["levels"][1]["proofs_checked"]["queries"] == 2);
  CHECK(keb["levels"][1]["proofs_checked"]["lemmas"].get<int>() > 0);
  CHECK(keb["levels"][1]["cubes"][0]["proof_lemmas"].get<int>() > 0);
  CHECK_FALSE(cj["functions"][0]["early_bits"].contains("check_proofs"));
  CHECK_FALSE(levels[1].contains("proofs_checked"));
  auto ct = debref_test::run({"dqc", "--truth-table", "01101001100101101001011001101001",
                              "--early-bits", "2", "--owner-cubes"});
  REQUIRE(ct.code == 0);
  CHECK(ct.out.find(" s = 2 unsat (") != std::string::npos);
  CHECK(ct.out.find(" s, 2 queries)") != std::string::npos);
}

TEST_CASE(
    "owner cubes: (L1) and (L5) applied; the witnesses found and PARITY5 refuted as by one query") {
  using debref::proofs::early_bit_owner_cubes;
  const TruthTable parity5 = parse_truth_table("01101001100101101001011001101001", 5);
  const TruthTable and5{5, 1U << 31};
  for (int s = 0; s <= 4; ++s) {
    const auto all = early_bit_owner_cubes(and5, s), self_dual = early_bit_owner_cubes(parity5, s);
    CHECK(all.size() == (s == 0 ? 2U : 1U << s));
    CHECK(self_dual.size() == all.size() / 2);
    for (const auto& c : all) {
      CHECK(c.early.size() == static_cast<std::size_t>(s));
      if (s >= 1) CHECK(c.early.back() != c.root_prover1);
    }
    for (const auto& c : self_dual) CHECK(c.root_prover1);
  }
  for (const EarlyBitVerifier& v : early_bit_witnesses()) {
    const TruthTable f = game_function(v);
    INFO(to_string(f));
    const debref::proofs::EarlyBitsSearch r = debref::proofs::smt_early_bits(
        f, v.s(), 120000, debref::proofs::SatBackend::Cadical, {}, {true, 2});
    REQUIRE(r.found.has_value());
    CHECK(r.found_valid);
    CHECK(r.refuted_up_to == v.s() - 1);
  }
  const debref::proofs::EarlyBitsSearch p = debref::proofs::smt_early_bits(
      parity5, 2, 120000, debref::proofs::SatBackend::Cadical, {}, {true, 3});
  CHECK_FALSE(p.unknown);
  CHECK(p.refuted_up_to == 2);
  CHECK(p.levels.back().cubes == 2);
  // A cube the rules leave out is refused, not answered UNSAT.
  CHECK_THROWS_AS(debref::proofs::dqc_early_bits_query(and5, {true, {true}}),
                  std::invalid_argument);
  CHECK_THROWS_AS(debref::proofs::dqc_early_bits_query(parity5, {false, {true}}),
                  std::invalid_argument);
  CHECK(debref::proofs::to_string(debref::proofs::EarlyBitOwners{false, {true, false, true}}) ==
        "0101");
  CHECK_THROWS_AS(debref::proofs::smt_early_bits(
                      parity5, 1, 1000, debref::proofs::SatBackend::Cadical, {}, {false, 2}),
                  std::invalid_argument);
  // Shards split owner cubes only, and the shard lies in 0..shards - 1.
  CHECK_THROWS_AS(
      debref::proofs::smt_early_bits(parity5, 1, 1000, debref::proofs::SatBackend::Cadical, {},
                                     {false, 1, false, false, 0, 2}),
      std::invalid_argument);
  CHECK_THROWS_AS(
      debref::proofs::smt_early_bits(parity5, 1, 1000, debref::proofs::SatBackend::Cadical, {},
                                     {true, 1, false, false, 2, 2}),
      std::invalid_argument);
  // Each level is announced before its queries are decided, with this shard's queries and the
  // level's: PARITY5's levels have 1 and 2 queries, so the second of two shards owns none of
  // s = 1 and one of s = 2 (one thread: the events come in order).
  std::vector<std::string> events;
  const debref::proofs::EarlyBitsProgress record{
      [&events](int s, std::size_t queries, std::size_t level_queries) {
        events.push_back("level " + std::to_string(s) + ": " + std::to_string(queries) + " of " +
                         std::to_string(level_queries));
      },
      [&events](bool taken) { events.push_back(taken ? "taken" : "decided"); }};
  const debref::proofs::EarlyBitsSearch second =
      debref::proofs::smt_early_bits(parity5, 2, 120000, debref::proofs::SatBackend::Cadical,
                                     record, {true, 1, false, false, 1, 2});
  CHECK(events == std::vector<std::string>{"level 1: 0 of 1", "level 2: 1 of 2", "decided"});
  CHECK(second.levels.size() == 2);
}

TEST_CASE("owner cubes: a level's UNKNOWN reason is a rejected proof's before any timeout") {
  using debref::proofs::level_unknown_reason;
  CHECK(level_unknown_reason("", "timeout") == "timeout");
  CHECK(level_unknown_reason("timeout", "cancelled") == "timeout");
  CHECK(level_unknown_reason("timeout", "DRAT proof rejected: x") == "DRAT proof rejected: x");
  CHECK(level_unknown_reason("DRAT proof rejected: x", "DRAT proof rejected: y") ==
        "DRAT proof rejected: x");
  CHECK(level_unknown_reason("DRAT proof rejected: x", "timeout") == "DRAT proof rejected: x");
}

TEST_CASE(
    "early-bit query, Z3 and CaDiCaL: every random shape's function is found (symmetry breaking "
    "is sound)") {
  std::mt19937 rng(7);
  const auto pick = [&rng](int below) {
    return static_cast<int>(rng() % static_cast<unsigned>(below));
  };
  int searched = 0;
  for (int trial = 0; searched < 12; ++trial) {
    const EarlyBitVerifier v = random_shape(rng, 5, 1 + pick(2), 4);
    const TruthTable f = game_function(v);
    if (relevant_variables(f) < 5) continue;  // keep the functions of all 5 inputs
    ++searched;
    INFO(to_string(f) << ": " << to_string(v));
    for (const auto backend :
         {debref::proofs::SatBackend::Z3, debref::proofs::SatBackend::Cadical}) {
      const debref::proofs::EarlyBitsSearch r =
          debref::proofs::smt_early_bits(f, v.s(), 120000, backend);
      REQUIRE_FALSE(r.unknown);
      CHECK(r.found.has_value());
      CHECK(r.found_valid);
    }
  }
}

TEST_CASE(
    "early-bit query on symmetric functions: the six with a depth-4 verifier are found and the 17 "
    "open classes refuted at s = 1, by Z3 and CaDiCaL alike") {
  // AND5, NOR5, NAND5, OR5, "not all equal", "all equal": (F2) gives depth 4, and a message-bit
  // root over two gate trees computes each, so the query (inputs' first reads ordered) is SAT.
  // The 56 open ones fall in 17 classes; at s = 1 both solvers refute one of each.
  int found = 0, classes = 0;
  for (const FrontierRow& r : frontier_n5(symmetric_functions(5))) {
    if (r.relevant < 5) continue;
    INFO(to_string(r.f));
    if (r.upper == 4) {
      for (const auto backend :
           {debref::proofs::SatBackend::Z3, debref::proofs::SatBackend::Cadical}) {
        const debref::proofs::EarlyBitsSearch s =
            debref::proofs::smt_early_bits(r.f, 1, 120000, backend);
        REQUIRE_FALSE(s.unknown);
        CHECK(s.found_valid);
      }
      ++found;
      continue;
    }
    // An open row whose value vector is the least of its class ({v, reversed, complemented}).
    const std::string v = value_vector(r.f);
    std::string n = v;
    for (char& c : n) c = c == '0' ? '1' : '0';
    if (v > std::string(v.rbegin(), v.rend()) || v > n || v > std::string(n.rbegin(), n.rend()))
      continue;
    ++classes;
    for (const auto backend :
         {debref::proofs::SatBackend::Z3, debref::proofs::SatBackend::Cadical}) {
      const debref::proofs::EarlyBitsSearch s =
          debref::proofs::smt_early_bits(r.f, 1, 120000, backend);
      CHECK_FALSE(s.unknown);
      CHECK_FALSE(s.found.has_value());
      CHECK(s.refuted_up_to == 1);
    }
  }
  CHECK(found == 6);
  CHECK(classes == 17);
}

TEST_CASE(
    "(L6): the query at a tight s admits every tight shape that (L1), (L2) and the side "
    "order keep") {
  std::mt19937 rng(20261129);
  int admitted = 0;
  for (int trial = 0; trial < 4000 && admitted < 12; ++trial) {
    EarlyBitVerifier v = random_tight_shape(rng);
    const TruthTable g = game_function(v);
    if (early_bits_bound(g) != 5 || !early_bits_bound_tight(g) || !last_block_on_both_sides(v))
      continue;
    if (is_symmetric(g)) continue;  // the symmetric rules are argued (docs/DQC.md (L6))
    if (is_self_dual(g) && !v.root_prover1) continue;
    if (v.side[1].var < v.side[0].var) std::swap(v.side[0], v.side[1]);  // op is commutative
    ++admitted;
    INFO(to_string(g) << ": " << to_string(v));
    CHECK(debref::proofs::early_bits_query_admits(g, v) == debref::proofs::Verdict::Sat);
  }
  CHECK(admitted == 12);
}

TEST_CASE("(L6): binate inputs and the bound on early bits") {
  const auto symmetric = [](const std::string& v) {  // f(x) = v_{|x|}, v_0 first
    return symmetric_functions(5)[std::stoul(v, nullptr, 2)];
  };
  const TruthTable parity = symmetric("010101"), maj = symmetric("000111");
  for (int j = 1; j <= 5; ++j) {
    CHECK(binate_input(parity, j));
    CHECK_FALSE(binate_input(maj, j));  // monotone
  }
  CHECK(early_bits_bound(parity) == 5);  // u = 0: tight
  CHECK(early_bits_bound_tight(parity));
  CHECK(early_bits_bound(maj) == 7);  // u = 5: 5 + floor(5 / 2), not tight
  CHECK_FALSE(early_bits_bound_tight(maj));
  CHECK(early_bits_bound(symmetric("001011")) == 5);  // every non-monotone v: u = 0
  // x1 AND (x2 XOR ... XOR x5): x1 unate, the others binate: u = 1, bound 5, not tight.
  TruthTable g{5, 0};
  for (std::uint32_t x = 0; x < 32; ++x)
    if (input_bit(5, x, 1) && std::popcount(x & 15U) % 2 == 1) g.bits |= 1U << x;
  CHECK_FALSE(binate_input(g, 1));
  CHECK(binate_input(g, 2));
  CHECK(early_bits_bound(g) == 5);
  CHECK_FALSE(early_bits_bound_tight(g));
  // No bound below 5 relevant inputs.
  CHECK_FALSE(early_bits_bound(TruthTable{4, 0x6996}).has_value());
  CHECK(early_bits_bound(symmetric("011111")) == 7);  // OR5: monotone
  CHECK_THROWS_AS(binate_input(parity, 6), std::invalid_argument);
}

TEST_CASE("(L6): a search complete up to the bound raises the lower bound to 5") {
  const TruthTable parity{5, 0x96696996U};  // PARITY5
  FrontierRow row = frontier_n5({parity})[0];
  REQUIRE(row.lower == 4);
  REQUIRE(row.upper == 5);
  debref::proofs::EarlyBitsSearch search;
  search.bound = 5;
  search.refuted_up_to = 4;
  FrontierRow partial = row;
  apply_early_bits(partial, search, debref::proofs::SatBackend::Cadical);
  CHECK(partial.lower == 4);  // s = 5 not decided: still open
  search.refuted_up_to = 5;
  search.complete = true;
  apply_early_bits(row, search, debref::proofs::SatBackend::Cadical);
  CHECK(row.lower == 5);
  CHECK(row.exact());
  CHECK(row.lower_reason == FrontierReason::EarlyBits);
  CHECK(row.lower_by.find("(L6)") != std::string::npos);
  CHECK(frontier_json(row)["dqc"] == 5);
}
