// seed 002 Def. 1 under NPN transformations at n = 5 (docs/DQC.md "Every NPN class of 5
// variables"): the fast NPN arithmetic of reference/dqc/npn5.hpp against the generic NP maps, the
// shard positions, `debref dqc --frontier 5 --classes --shard`, and the merge of class rows.
#include <doctest/doctest.h>

#include <algorithm>
#include <filesystem>
#include <random>
#include <set>

#include "harness/dqc/frontier_classes.hpp"
#include "harness/io/input.hpp"
#include "harness/io/schema.hpp"
#include "reference/dqc/np.hpp"
#include "reference/dqc/npn5.hpp"
#include "tests/cli_support.hpp"

using namespace debref::dqc;
using debref_test::run;

namespace {

/// f's NPN orbit by the generic maps of reference/dqc/np.hpp (and output negation).
std::set<std::uint32_t> orbit(std::uint32_t f) {
  std::set<std::uint32_t> out;
  for (const NpMap& t : np_maps(5)) {
    const std::uint32_t g = np_compose(TruthTable{5, f}, t).bits;
    out.insert(g);
    out.insert(~g);
  }
  return out;
}

}  // namespace

TEST_CASE("Npn5: representative, class size and is_representative agree with the NP maps") {
  const Npn5 npn;
  std::mt19937 rng(5);
  std::vector<std::uint32_t> fs{
      0U, ~0U, 1U, 0x80000000U, 0x69969669U /* PARITY5 */, 0xFFFF0000U /* x1 */, 0x7FFFFFFFU};
  for (int i = 0; i < 40; ++i) fs.push_back(static_cast<std::uint32_t>(rng()));
  for (int i = 0; i < 20; ++i)  // sparse functions have large stabilizers less often
    fs.push_back(static_cast<std::uint32_t>(rng()) & static_cast<std::uint32_t>(rng()) &
                 static_cast<std::uint32_t>(rng()));
  for (std::uint32_t f : fs) {
    INFO(f);
    const std::set<std::uint32_t> o = orbit(f);
    CHECK(npn.representative(f) == *o.begin());
    CHECK(npn.class_size(f) == o.size());
    CHECK(npn.is_representative(f) == (f == *o.begin()));
    CHECK(npn.is_representative(*o.begin()));
    CHECK(*o.begin() < (1U << 31));  // npn5.hpp: r(11111) = 0
  }
  CHECK(npn.class_size(0) == 2);             // the constants 0 and 1
  CHECK(npn.class_size(0x69969669U) == 2);   // PARITY5 and its negation
  CHECK(npn.class_size(0xFFFF0000U) == 10);  // the literals x_j, not x_j
}

TEST_CASE("Npn5: the representatives below 2^16 are those of the generic NPN classes") {
  // A brute-force cross-check on a range: every f < 2^16 is a representative iff it is the least
  // of its orbit, decided by the generic maps.
  const Npn5 npn;
  std::mt19937 rng(7);
  int representatives = 0;
  for (int i = 0; i < 300; ++i) {
    const auto f = static_cast<std::uint32_t>(rng() & 0xFFFFU);
    const bool rep = npn.is_representative(f);
    representatives += rep;
    CHECK(rep == (f == *orbit(f).begin()));
  }
  CHECK(representatives > 0);
}

TEST_CASE("class positions: a bijection that spreads the representatives over the shards") {
  std::set<std::uint64_t> seen;
  for (std::uint32_t f = 0; f < 4096; ++f) seen.insert(debref::dqc::class_position(f));
  CHECK(seen.size() == 4096);
  // The representatives below 2^22, by position mod 8: no shard holds twice another's share.
  const Npn5 npn;
  std::vector<int> per(8, 0);
  for (std::uint32_t f = 0; f < (1U << 22); ++f)
    if (npn.is_representative(f)) ++per[class_position(f) % 8];
  const auto [lo, hi] = std::minmax_element(per.begin(), per.end());
  CHECK(*lo > 0);
  CHECK(*hi < 2 * *lo);
}

TEST_CASE("merge of class rows: ownership, representatives, class sizes, duplicates") {
  const Npn5 npn;
  auto row = [&](std::uint32_t f) {
    return nlohmann::json{{"truth_table", to_string(TruthTable{5, f})},
                          {"class_size", npn.class_size(f)},
                          {"relevant_variables", 0},
                          {"decision_tree_depth", 0},
                          {"dqc_lower", 0},
                          {"dqc_upper", 0},
                          {"dqc", 0},
                          {"lower_by", "cor4"},
                          {"upper_by", "decision-tree"}};
  };
  auto shard = [](nlohmann::json rows) {
    debref::Shard s;
    return nlohmann::json{{"functions", rows},
                          {"shard", s.json("dqc-frontier", 616126, "t", rows)}};
  };
  const std::map<std::uint64_t, std::string> names{{1, "a.json"}};
  // 0x0001 and 0x0000 are representatives (x -> [x = 00000] and the constant 0).
  const nlohmann::json merged = merge_frontier_classes({{1, shard({row(1), row(0)})}}, names);
  CHECK(merged["functions"][0]["truth_table"] == to_string(TruthTable{5, 0}));  // sorted
  CHECK(merged["classes"] == 2);
  CHECK(merged["functions_covered"] == 2 + 64);
  CHECK(merged["complete"] == false);
  CHECK_FALSE(debref::schema::validate("dqc_frontier_classes.json", merged));
  CHECK_THROWS_AS(merge_frontier_classes({{1, shard({row(0), row(0)})}}, names),
                  debref::InputError);  // given twice
  CHECK_THROWS_AS(merge_frontier_classes({{1, shard({row(2)})}}, names),
                  debref::InputError);  // 2 = [x = 00001] is not the least of its class
  nlohmann::json wrong = row(1);
  wrong["class_size"] = 63;
  CHECK_THROWS_AS(merge_frontier_classes({{1, shard({wrong})}}, names), debref::InputError);
  nlohmann::json edited = shard({row(1)});
  edited["functions"][0]["dqc_upper"] = 5;
  edited["functions"].push_back(row(0));  // the items hash no longer matches
  CHECK_THROWS_AS(merge_frontier_classes({{1, edited}}, names), debref::InputError);
}

TEST_CASE("command line: --frontier 5 --classes --shard, and its flags") {
  auto r = run({"dqc", "--frontier", "5", "--classes", "--shard", "1/4096", "--json"});
  REQUIRE(r.code == 0);
  const nlohmann::json j = nlohmann::json::parse(r.out);
  CHECK_FALSE(debref::schema::validate("dqc_frontier_classes.json", j));
  CHECK(j["shard"]["command"] == "dqc-frontier");
  CHECK(j["shard"]["suite_size"] == 616126);
  CHECK(j["classes"].get<int>() > 50);  // about 616126 / 4096 = 150
  CHECK(j["certificates_valid"] == j["certificates"]);
  const Npn5 npn;
  for (const auto& row : j["functions"]) {
    const std::uint32_t f = parse_truth_table(row["truth_table"].get<std::string>(), 5).bits;
    CHECK(class_position(f) % 4096 == 0);
    CHECK(npn.is_representative(f));
    CHECK(row["dqc_lower"] <= row["dqc_upper"]);
    CHECK(row["dqc_upper"] <= row["decision_tree_depth"]);
    CHECK(row.contains("certificate") == (row["upper_by"] != "decision-tree"));
  }
  // A merge needs every shard.
  const std::string file = debref_test::temp_json("npn5_shard_1", r.out);
  auto m = run({"merge", file});
  CHECK(m.code == 2);
  CHECK(m.err.find("shard 2/4096 missing") != std::string::npos);
  std::filesystem::remove(file);
  CHECK(run({"dqc", "--classes", "--table", "3"}).code == 2);
  CHECK(run({"dqc", "--frontier", "5", "--shard", "1/2"}).code == 2);
  const auto bad = run({"dqc", "--frontier", "5", "--classes", "--shard", "3/2"});
  CHECK(bad.code == 2);
  CHECK(bad.err.find("--shard") != std::string::npos);
}
