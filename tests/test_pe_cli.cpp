// `debref pe` in-process (seed 000; docs/PE.md): correct answers, exact stability with the Z3
// violating vector, reward ratio, the honest prover's completeness value, the Sec. 7 table, and
// bad input (exit 2, the field named, nothing on stdout). Expected values computed by hand.
#include <doctest/doctest.h>

#include <nlohmann/json.hpp>

#include "harness/pe/json.hpp"
#include "reference/num/rational.hpp"
#include "reference/support/bit_order.hpp"
#include "tests/cli_support.hpp"

using debref_test::bad;
using debref_test::Run;
using debref_test::run;
using debref_test::temp_json;
using nlohmann::json;

namespace {

json pe_json(std::vector<std::string> args) {
  args.insert(args.begin(), "pe");
  args.push_back("--json");
  Run r = run(args);
  INFO(r.err);
  REQUIRE(r.code == 0);
  CHECK(r.err.empty());
  return json::parse(r.out);
}

const char* kOr11 = R"({"truth_table": "0111", "children": [{"oracle": "1"}, {"oracle": "1"}]})";

}  // namespace

TEST_CASE("pe --decomposition: OR(1, 1) is stable, A-provable, completeness proved") {
  json j = pe_json({"--decomposition", temp_json("pe_or11", kOr11)});
  CHECK(j["eps"] == "1/10");
  CHECK(j["rho"] == "1/2");
  CHECK(j["r"] == "1/80");  // eps (1 - rho) / 4
  CHECK(j["depth"] == 1);
  CHECK(j["width"] == 2);
  REQUIRE(j["nodes"].size() == 3);
  CHECK(j["nodes"][0]["path"] == "");
  CHECK(j["nodes"][0]["g"] == "1");
  CHECK(j["nodes"][0]["stable"] == true);
  CHECK(j["nodes"][0]["supremum"] == "1/100");  // 1 - P[OR] = (1 - t1)(1 - t2) < eps^2
  CHECK(j["nodes"][0]["rho_eps"] == "1/20");
  CHECK(j["nodes"][1]["path"] == "0");
  CHECK(j["nodes"][1]["leaf"] == true);
  CHECK(j["stable"] == true);
  CHECK(j["a_provable"] == true);
  const json& c = j["completeness"];
  CHECK(c["claim"] == 1);
  CHECK(c["bound"] == "9/64000");                     // (1 - 1/10) (1/80)^2
  CHECK(c["truthful_estimator_payoff"] == "1/6400");  // only the initial reward r^2
  CHECK(c["every_estimator"] == "proved");
}

TEST_CASE("pe tables: the first variable is the most significant bit (docs/FORMATS.md)") {
  // "0010" over (z_1, z_2) is z_1 AND NOT z_2: true exactly at z_1 = 1, z_2 = 0.
  auto g = [](const char* z1, const char* z2) {
    const std::string text = std::string(R"({"truth_table": "0010", "children": [{"oracle": ")") +
                             z1 + R"("}, {"oracle": ")" + z2 + R"("}]})";
    json j = pe_json({"--decomposition", temp_json("pe_order", text)});
    CHECK(j["nodes"][0]["truth_table"] == "0010");  // printed back in the order read
    return j["nodes"][0]["g"].get<std::string>();
  };
  CHECK(g("1", "0") == "1");
  CHECK(g("0", "1") == "0");
  // B's third row lists B_3 at the prefixes z_1 z_2 = 00, 01, 10, 11; it round-trips.
  const char* maj = R"({"truth_table": "00010111", "children": [{"oracle": "1"}, {"oracle": "1"},
      {"oracle": "1"}]})";
  const json b = json::parse(
      R"({"initial": "1/2", "estimate_tables": {"": [["1/2"], ["1/3", "2/3"], ["0", "1/4", "1/2", "1"]]}})");
  const debref::pe::Node root = debref::pe::parse_decomposition(json::parse(maj));
  const debref::pe::Estimator e = debref::pe::parse_estimator(b, root);
  // The reference indexes prefixes by z_1 + 2 z_2: z_1 = 0, z_2 = 1 is its entry 2.
  CHECK(e.tables.at({})[2][2] == debref::Rational(1, 4));
  CHECK(e.tables.at({})[2][1] == debref::Rational(1, 2));
  CHECK(debref::pe::estimator_json(e)["estimate_tables"] == b["estimate_tables"]);
  CHECK(debref::reversed_bits(1, 3) == 4);
  CHECK(debref::reversed_bits(6, 3) == 3);
}

TEST_CASE("pe --decomposition: a lone leaf (depth 0) is decided, not a crash") {
  for (const char* oracle : {"0", "1"}) {
    CAPTURE(oracle);
    const std::string text = std::string(R"({"oracle": ")") + oracle + R"("})";
    json j = pe_json({"--decomposition", temp_json("pe_leaf", text)});
    CHECK(j["depth"] == 0);
    CHECK(j["completeness"]["claim"] == std::stoi(oracle));
    CHECK(j["completeness"]["every_estimator"].is_string());
  }
}

TEST_CASE("pe --stability: copy of a 1/2 leaf is unstable; Z3's violating vector") {
  json j =
      pe_json({"--decomposition",
               temp_json("pe_copy", R"({"truth_table": "01", "children": [{"oracle": "1/2"}]})"),
               "--stability"});
  const json& root = j["nodes"][0];
  CHECK(root["g"] == "1/2");
  CHECK(root["stable"] == false);
  CHECK(root["supremum"] == "1/10");  // |t - 1/2| < eps, not attained
  CHECK(root.contains("witness"));
  CHECK(root["smt"]["verdict"] == "sat");
  CHECK(root["smt"]["agrees"] == true);
  REQUIRE(root["smt"]["violating"].size() == 1);
  const auto t = debref::parse_rational(root["smt"]["violating"][0][0].get<std::string>());
  CHECK(t > debref::Rational(2, 5));  // |t - 1/2| < 1/10 and |t - 1/2| >= 1/20
  CHECK(t < debref::Rational(3, 5));
  CHECK((t <= debref::Rational(9, 20) || t >= debref::Rational(11, 20)));
  CHECK(j["first_unstable"] == "");
  CHECK(j["a_provable"] == false);
}

TEST_CASE("pe --estimator: the honest payoff against a given B, with --r overridden") {
  const std::string d = temp_json("pe_or11b", kOr11);
  // B: p_d = 0, t_1 = 0, t_2 = (1/2, 1/2). A^1 = 1 (g = 1 > 0 + eps); M_D = OR(0, z_2) = z_2:
  // r (1/2 - 0); j = argmax |b_i - 1| = 0 (b_1 = 0); leaf p_0 = 0, theta = 1: + 1. Init 0.
  const std::string b =
      temp_json("pe_b", R"({"initial": "0", "estimate_tables": {"": [["0"], ["1/2", "1/2"]]}})");
  json j = pe_json({"--decomposition", d, "--estimator", b});
  CHECK(j["completeness"]["estimator_payoff"] == "161/160");  // 1 + (1/80)(1/2)
  CHECK(j["completeness"]["estimator_below_bound"] == false);
  json k = pe_json({"--decomposition", d, "--estimator", b, "--r", "1/2"});
  CHECK(k["r"] == "1/2");
  CHECK(k["r_overridden"] == true);
  CHECK(k["completeness"]["estimator_payoff"] == "5/4");
  CHECK(k["completeness"]["bound"] == "9/40");
}

TEST_CASE("pe --prover: a named prover's payoff against --estimator (B's recursion: a mutant)") {
  const std::string d = temp_json("pe_or11c", kOr11);
  const std::string b =
      temp_json("pe_b2", R"({"initial": "0", "estimate_tables": {"": [["0"], ["1/2", "1/2"]]}})");
  // The honest rules: the same as completeness.estimator_payoff above.
  json j = pe_json({"--decomposition", d, "--estimator", b, "--prover", "1,honest,honest"});
  CHECK(j["prover"]["claim"] == 1);
  CHECK(j["prover"]["rule"] == "figure2");
  CHECK(j["prover"]["estimator_payoff"] == j["completeness"]["estimator_payoff"]);
  // B recurses on its least-wrong subclaim: b = (0, 1/2) against g = (1, 1) picks child 2, whose
  // leaf pays A^0 (O - 1/2) = 1/2; the root still pays r (1/2 - 0) = 1/160.
  j = pe_json({"--decomposition", d, "--estimator", b, "--prover", "1,honest,least_wrong"});
  CHECK(j["prover"]["recursion"] == "least_wrong");
  CHECK(j["prover"]["estimator_payoff"] == "81/160");
  Run text =
      run({"pe", "--decomposition", d, "--estimator", b, "--prover", "1,honest,least_wrong"});
  CHECK(text.out.find("recursion least_wrong (rule figure2): payoff vs --estimator 81/160") !=
        std::string::npos);
  // Constant rules: every A^k = -1, always child 1: the root pays -r (1/2 - 0) = -1/160 and the
  // leaf y_1 (p_0 = t_1 = 0, theta = 1) pays -(1 - 0) = -1.
  j = pe_json({"--decomposition", d, "--estimator", b, "--prover", "1,always_minus,first"});
  CHECK(j["prover"]["estimator_payoff"] == "-161/160");
  bad({"pe", "--decomposition", d, "--prover", "1,honest,honest"},
      "--prover: needs --decomposition and --estimator");
  bad({"pe", "--decomposition", d, "--estimator", b, "--prover", "2,honest,honest"},
      "--prover: CLAIM,DIRECTION,RECURSION with CLAIM 0 or 1");
  bad({"pe", "--decomposition", d, "--estimator", b, "--prover", "1,honest"}, "--prover: ");
  bad({"pe", "--decomposition", d, "--estimator", b, "--prover", "1,sideways,honest"},
      "--prover: DIRECTION one of honest, contrarian, follower, always_plus, always_minus; "
      "RECURSION one of");
}

TEST_CASE("pe --obfuscation: Sec. 7 side by side, exact") {
  json j = pe_json({"--obfuscation"});
  REQUIRE(j["obfuscation"].size() == 4);
  const json& rows = j["obfuscation"];
  // d = 1, q = 2: naive liar wins 1/2; prover-estimator: only the initial reward r^2 p_d with
  // p_d = (1/2)^2; Sec. 7 bound r^2 p_d + r / 2.
  CHECK(rows[0]["d"] == 1);
  CHECK(rows[0]["q"] == 2);
  CHECK(rows[0]["naive_liar_win"] == "1/2");
  CHECK(rows[0]["pe_liar_payoff"] == "1/25600");
  CHECK(rows[0]["pe_bound"] == "161/25600");
  CHECK(rows[0]["honest_guarantee"] == "9/64000");
  CHECK(rows[1]["naive_liar_win"] == "2/3");
  CHECK(rows[1]["pe_liar_payoff"] == "1/21600");  // r^2 (2/3)^3
  // d = 2, q = 2: B's level-1 inconsistency |(3/4)^2 - 1/2| = 1/16 pays r / 16; init r^3 / 4.
  CHECK(rows[2]["naive_liar_win"] == "3/4");
  CHECK(rows[2]["pe_liar_payoff"] == "1601/2048000");
  CHECK(rows[3]["naive_liar_win"] == "8/9");
  // A B believing every claim: the leaf pays 1 - (1 - 1/9) = 1/9, the initialization r^3.
  CHECK(rows[3]["believing_B_liar_payoff"] == "512009/4608000");
  Run text = run({"pe", "--obfuscation"});
  CHECK(text.code == 0);
  CHECK(text.out.find("naive: P[liar wins]") != std::string::npos);
  CHECK_FALSE(rows[0].contains("naive_location_known_liar_win"));
  // A B that knows the false leaf recurses into it: the liar never wins (a mutant of Sec. 7).
  json k = pe_json({"--obfuscation", "--location-known"});
  for (const json& row : k["obfuscation"]) CHECK(row["naive_location_known_liar_win"] == "0");
  bad({"pe", "--location-known"}, "--location-known: only with --obfuscation");
}

TEST_CASE("pe: bad input exits 2 naming the field") {
  const std::string good = temp_json("pe_good", kOr11);
  bad({"pe"}, "--decomposition");
  bad({"pe", "--obfuscation", "--eps", "0"}, "--eps: 0 outside the allowed range (0, 1)");
  bad({"pe", "--obfuscation", "--rho", "1"}, "--rho");
  bad({"pe", "--obfuscation", "--eps", "abc"}, "--eps");
  bad({"pe", "--decomposition", good, "--r", "-1"}, "--r");
  bad({"pe", "--decomposition",
       temp_json("pe_bad1",
                 R"({"truth_table": "011", "children": [{"oracle": "1"}, {"oracle": "1"}]})")},
      "decomposition.truth_table: expected a string of 2^q = 4 characters");
  bad({"pe", "--decomposition",
       temp_json("pe_bad2", R"({"truth_table": "01", "children": [{"oracle": "3/2"}]})")},
      "decomposition.children[0].oracle: 3/2 outside the allowed range [0, 1]");
  bad({"pe", "--decomposition",
       temp_json("pe_bad3", R"({"truth_table": "01", "children": [{"oracle": 0.5}]})")},
      "JSON float");
  bad({"pe", "--decomposition",
       temp_json("pe_bad4", R"({"truth_table": "01", "children": [{"oracle": "1", "x": 1}]})")},
      "--decomposition: $.children[0].x: unknown field");
  bad({"pe", "--decomposition",
       temp_json("pe_bad5", R"({"truth_table": "0111", "children": [{"oracle": "1"},
           {"truth_table": "01", "children": [{"oracle": "1"}]}]})")},
      "decomposition: internal node below depth d");
  bad({"pe", "--decomposition", good, "--estimator",
       temp_json("pe_bad6", R"({"initial": "1/2", "estimate_tables": {}})")},
      "estimator.estimate_tables[\"\"]: missing");
  bad({"pe", "--decomposition", good, "--estimator",
       temp_json("pe_bad7", R"({"initial": "1/2", "estimate_tables": {"": [["1"], ["1", "2"]]}})")},
      "estimator.estimate_tables[\"\"][1][1]: 2 outside the allowed range [0, 1]");
  // Keys of the earlier bit order are refused, naming the new key (docs/FORMATS.md "Conventions").
  bad({"pe", "--decomposition",
       temp_json("pe_old1",
                 R"({"table": "0010", "children": [{"oracle": "1"}, {"oracle": "0"}]})")},
      "--decomposition: $.table: renamed to truth_table");
  bad({"pe", "--decomposition", good, "--estimator",
       temp_json("pe_old2", R"({"initial": "1/2", "tables": {"": [["1"], ["1", "1"]]}})")},
      "--estimator: $.tables: renamed to estimate_tables");
}

TEST_CASE("explore --family pe: smallest counterexamples, replayed with `debref pe`") {
  auto explore = [](const std::string& drop) {
    Run r = run({"explore", "--family", "pe", "--drop", drop, "--json"});
    INFO(r.err);
    REQUIRE(r.code == 0);
    return json::parse(r.out);
  };
  // Stability dropped: NOR of two false leaves (g = 1) is unstable at (0, 0); Z3's estimator
  // drives the honest payoff below (1 - eps) r^2.
  json s = explore("stability");
  CHECK(s["result"] == "found");
  CHECK(s["size"] == 2);
  CHECK(s["counterexample"]["decomposition"]["truth_table"] == "1000");
  CHECK(s["violation"]["rhs"] == "9/64000");
  const json& ce = s["counterexample"];
  json v = pe_json({"--decomposition", temp_json("ex_pe_d", ce["decomposition"].dump()),
                    "--estimator", temp_json("ex_pe_e", ce["estimator"].dump())});
  CHECK(v["stable"] == false);
  CHECK(v["completeness"]["estimator_payoff"] == s["violation"]["lhs"]);
  CHECK(v["completeness"]["estimator_below_bound"] == true);

  // The direction requirement dropped: a 1/4 leaf under the constant-0 table; the liar gets at
  // least min(1/4, 3/4) from every B, and 3/8 = (1/4)(1 - 1/4) + (3/4)(1/4) from the truthful B.
  json d = explore("direction");
  CHECK(d["result"] == "found");
  CHECK(d["size"] == 1);
  CHECK(d["violation"]["lhs"] == "0");
  CHECK(d["violation"]["rhs"] == "1/4");
  json dv = pe_json({"--decomposition",
                     temp_json("ex_pe_dd", d["counterexample"]["decomposition"].dump()), "--rule",
                     "no-direction"});
  CHECK(dv["soundness"]["liar_best_payoff_vs_truthful_B"] == "3/8");
  CHECK(dv["soundness"]["bound"] == "0");
  json df = pe_json(
      {"--decomposition", temp_json("ex_pe_df", d["counterexample"]["decomposition"].dump())});
  CHECK(df["soundness"]["liar_best_payoff_vs_truthful_B"] == "0");  // Fig. 2: bound met

  // A wrong reward ratio: the constant-0 query on a 0 leaf with r = 2.
  json r = explore("reward_ratio");
  CHECK(r["result"] == "found");
  CHECK(r["size"] == 1);
  CHECK(r["counterexample"]["r"] == "2");
  CHECK(r["violation"]["rhs"] == "18/5");  // (1 - 1/10) 2^2
  const json& rc = r["counterexample"];
  json rv = pe_json({"--decomposition", temp_json("ex_pe_rd", rc["decomposition"].dump()),
                     "--estimator", temp_json("ex_pe_re", rc["estimator"].dump()), "--r", "2"});
  CHECK(rv["completeness"]["estimator_payoff"] == r["violation"]["lhs"]);
  CHECK(rv["completeness"]["every_estimator"] == "violated");
}
