// seed 002 Def. 1 at n = 5 (docs/DQC.md "The 5-variable frontier"): the bounds of the 64
// symmetric functions, their certificates re-verified, DQC <= 3 decided by the reduced search
// (2 message bits), and the command line's `--frontier 5` and 32-character `--truth-table`.
#include <doctest/doctest.h>

#include <bit>
#include <map>
#include <nlohmann/json.hpp>

#include "harness/io/schema.hpp"
#include "reference/dqc/frontier.hpp"
#include "reference/dqc/reduced.hpp"
#include "tests/cli_support.hpp"

using namespace debref::dqc;
using debref_test::run;

namespace {

TruthTable symmetric(const char* v) {  // v_0..v_5
  TruthTable f{5, 0};
  for (std::uint32_t x = 0; x < 32; ++x)
    if (v[std::popcount(x)] == '1') f.bits |= 1U << x;
  return f;
}

}  // namespace

TEST_CASE("the 64 symmetric functions of 5 variables: bounds, reasons, re-verified certificates") {
  const std::vector<TruthTable> fs = symmetric_functions(5);
  REQUIRE(fs.size() == 64);
  const std::vector<FrontierRow> rows = frontier_n5(fs);
  std::map<std::string, int> by;
  for (const FrontierRow& r : rows) {
    INFO(to_string(r.f) << " [" << r.lower << ", " << r.upper << "] " << r.upper_by);
    CHECK(r.certificate_valid);
    CHECK(r.certificate.queries() <= r.upper);
    CHECK(r.cor4_bound <= r.lower);
    CHECK(r.lower <= r.upper);
    CHECK(r.upper <= r.decision_tree_depth);
    if (r.relevant == 5) CHECK(r.decision_tree_depth == 5);  // symmetric: evasive
    ++by[r.exact() ? std::to_string(r.lower)
                   : "[" + std::to_string(r.lower) + ", " + std::to_string(r.upper) + "]"];
  }
  CHECK(by == std::map<std::string, int>{{"0", 2}, {"4", 6}, {"[4, 5]", 56}});
  // AND5: x1 at the root over 0 and AND4 (DQC 3); no depth-3 verifier (2 message bits).
  const FrontierRow and5 = frontier_n5({symmetric("000001")}).at(0);
  CHECK(and5.exact());
  CHECK(and5.lower == 4);
  // PARITY5 stays open: its restrictions are PARITY4 (DQC 4).
  const FrontierRow parity5 = frontier_n5({symmetric("010101")}).at(0);
  CHECK(parity5.lower == 4);
  CHECK(parity5.upper == 5);
}

TEST_CASE("DQC 3 at n = 5 from the reduced search, and 4-variable functions from the n = 4 table") {
  // A game function of the reduced search that depends on all 5 variables has DQC 3 (Cor. 4).
  TruthTable three{5, 0};
  for (std::uint32_t g : reduced_game_functions(5, 2, 3))
    if (relevant_variables(TruthTable{5, g}) == 5) {
      three.bits = g;
      break;
    }
  REQUIRE(relevant_variables(three) == 5);
  const FrontierRow r = frontier_n5({three}).at(0);
  CHECK(r.exact());
  CHECK(r.lower == 3);
  CHECK(r.certificate_valid);
  CHECK(r.certificate.k <= 2);
  // AND4 on x2..x5 (x1 ignored): DQC 3 from the n = 4 table, its certificate lifted.
  TruthTable and4{5, 0};
  for (std::uint32_t x = 0; x < 32; ++x)
    if ((x & 0xF) == 0xF) and4.bits |= 1U << x;
  const FrontierRow a = frontier_n5({and4}).at(0);
  CHECK(a.exact());
  CHECK(a.lower == 3);
  CHECK(a.certificate_valid);
}

TEST_CASE("(F3): a function decided only by a first-message root (g OR h, each DQC <= 3)") {
  // g OR h for two game functions of the reduced search on all 5 variables (found by sampling):
  // no x-rooted depth-4 verifier exists, D(f) = 5, and Prover 1's first message picks g or h.
  const TruthTable f = parse_truth_table("11011101101111001001100100111111", 5);
  const FrontierRow r = frontier_n5({f}).at(0);
  INFO(r.upper_by);
  CHECK(r.decision_tree_depth == 5);
  CHECK(r.lower == 4);
  CHECK(r.upper == 4);
  CHECK(r.upper_by.find("Prover 1's first message at the root") != std::string::npos);
  CHECK(r.certificate_valid);
  CHECK(r.certificate.queries() == 4);
}

TEST_CASE("command line: --frontier 5 and a 32-character --truth-table") {
  auto r = run({"dqc", "--frontier", "5", "--json"});
  REQUIRE(r.code == 0);
  const nlohmann::json j = nlohmann::json::parse(r.out);
  CHECK(j["n"] == 5);
  CHECK(j["functions"].size() == 64);
  CHECK(j["exact"] == 8);
  CHECK(j["certificates_valid"] == 64);
  CHECK(j["open"].size() == 56);
  CHECK(j["functions"][1]["value_vector"] == "000001");
  CHECK(j["functions"][1]["dqc"] == 4);
  CHECK(j["functions"][2]["dqc"].is_null());
  CHECK_FALSE(debref::schema::validate("dqc_frontier.json", j));  // docs/schema/dqc_frontier.json
  auto one = run({"dqc", "--truth-table", "00000000000000000000000000000001", "--json"});
  REQUIRE(one.code == 0);
  CHECK(nlohmann::json::parse(one.out)["functions"][0]["dqc"] == 4);
  // The text names the search that decides the open rows, and only when some row is open.
  // The count of re-verified certificates takes the singular for one.
  const auto frontier = run({"dqc", "--frontier", "5"});
  CHECK(frontier.out.find("56 open without the early-bit search") != std::string::npos);
  CHECK(frontier.out.find("; 64 certificates re-verified\n") != std::string::npos);
  const auto and5 = run({"dqc", "--truth-table", "00000000000000000000000000000001"});
  CHECK(and5.out.find("open") == std::string::npos);
  CHECK(and5.out.find("; 1 certificate re-verified\n") != std::string::npos);
  CHECK(run({"dqc", "--frontier", "4"}).code == 2);
  CHECK(run({"dqc", "--frontier", "5", "--method", "smt"}).code == 2);
  CHECK(run({"dqc", "--frontier", "5", "--table", "3"}).code == 2);
  CHECK(run({"dqc", "--truth-table", "00000000000000000000000000000001", "--method", "smt"}).code ==
        2);
  const auto bad = run({"dqc", "--truth-table", std::string(64, '0')});
  CHECK(bad.code == 2);
  CHECK(bad.err.find("--truth-table") != std::string::npos);
}
