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

json pe_json(const std::vector<std::string>& args) {
  return debref_test::json_of("pe", args);
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

TEST_CASE("pe --ogd and --algorithm1: one run of Thm A.2 / Lemma A.3 with the step rule as flags") {
  // The oscillating adversary in dimension 1: with the constant step d / g = 1 the iterate jumps
  // between the vertices and the regret grows like n / 2, above 3/2 sqrt n from some n on.
  json good = pe_json({"--ogd", "alternating, dim 1, g 1"})["ogd"];
  CHECK(good["step"] == "good");
  CHECK(good["factor"] == "3/2");
  CHECK(good["steps"] == 64);
  CHECK(good["rows"].size() == 3 * 64);  // comparators 0, 1 and the centre 1/2
  CHECK(good["exceeded"] == 0);
  CHECK(good["undecided"] == 0);
  json constant = pe_json({"--ogd", "alternating, dim 1, g 1", "--ogd-step", "constant"})["ogd"];
  CHECK(constant["step"] == "constant");
  CHECK(constant["exceeded"].get<int>() > 0);
  json low = pe_json({"--ogd", "dim 1, g 1, x0 0, signs 0", "--ogd-factor", "1/2"})["ogd"];
  CHECK(low["factor"] == "1/2");
  CHECK(low["rows"][0]["y"] == json{"0"});
  // Algorithm 1 with |Z| = 2, delta = 2/5: Lemma A.3 allows floor(18 * 2 / (4/25)) = 225 steps.
  json a = pe_json({"--algorithm1", "|X| 1, |Z| 2, g 0, family 0, delta 2/5"})["algorithm1"];
  CHECK(a["allowed"] == "225");
  CHECK(a["returned"] == true);
  CHECK(a["within"] == true);
  a = pe_json({"--algorithm1", "|X| 1, |Z| 2, g 0, family 0, delta 2/5", "--step-factor",
               "1/16"})["algorithm1"];
  CHECK(a["allowed"] == "0");  // floor(2 / (16 * 4/25))
  CHECK(a["factor"] == "1/16");
  Run text = run({"pe", "--ogd", "alternating, dim 1, g 1", "--ogd-step", "constant"});
  CHECK(text.code == 0);
  CHECK(text.out.find("first above: y") != std::string::npos);
  // A case of pe.ogd.regret_sets: one row per n, the regret against the best point of K.
  json ball = pe_json({"--ogd", "adaptive, ball, dim 2, g 1"})["ogd"];
  CHECK(ball["set"] == "ball");
  CHECK(ball["rows"].size() == 48);
  CHECK(ball["rows"][0]["y"] == "best in K");
  CHECK(ball["exceeded"] == 0);
  json ball_constant =
      pe_json({"--ogd", "adaptive, ball, dim 2, g 1", "--ogd-step", "constant"})["ogd"];
  CHECK(ball_constant["exceeded"] == 38);  // from n = 11 on
}

TEST_CASE("pe --game: pe.thm6_2's two-input game at a chosen alpha") {
  const std::string x1 = temp_json("pe_game_x1", kOr11);
  const std::string x2 = temp_json(
      "pe_game_x2", R"({"truth_table": "0001", "children": [{"oracle": "1"}, {"oracle": "0"}]})");
  // Thm 6.2's alpha (just below eps r^2 / 2): every leader is mostly right.
  json g = pe_json({"--decomposition", x1, "--game", x2})["game"];
  CHECK(g["mu"] == json{"1/2", "1/2"});
  CHECK(g["alpha"] == "99/12800000");  // (99/100) (1/10) (1/80)^2 / 2
  CHECK(g["bound"] == "3/5");          // 1 - 4 eps
  CHECK(g["best_leader_value"] == "1/6400");
  // 28 tuples meet the necessary condition; with x2's edge estimator among B's strategies (AND
  // over (1, 0) is unstable), 21 of them lead an equilibrium (Def. 3.4 decided exactly).
  CHECK(g["leaders"] == 21);
  CHECK(g["candidates"] == 28);
  CHECK(g["least_correct"] == "1");
  // alpha = 4 eps r^2 (pe.twin.thm6_2.alpha): a leader lying on one input of two, P = 1/2.
  g = pe_json({"--decomposition", x1, "--game", x2, "--alpha", "1/16000"})["game"];
  // 337 tuples meet the necessary condition m(a) + alpha >= max m - alpha; 292 of them lead an
  // equilibrium (Def. 3.4 decided exactly).
  CHECK(g["candidates"] == 337);
  CHECK(g["leaders"] == 292);
  CHECK(g["least_correct"] == "1/2");
  g = pe_json({"--decomposition", x1, "--game", x2, "--mu", "3/4,1/4", "--alpha", "0"})["game"];
  CHECK(g["mu"] == json{"3/4", "1/4"});
  CHECK(g["alpha"] == "0");
  // x2's A strategies without the honest prover (pe.thm6_2's inputs where Def. 5.2 fails).
  g = pe_json({"--decomposition", x1, "--game", x2, "--without-honest", "x2"})["game"];
  CHECK(g["without_honest"] == "x2");
  CHECK(g["leaders"].get<int>() > 0);
  CHECK(debref::Rational(g["least_correct"].get<std::string>()) > debref::Rational(3, 5));
}

TEST_CASE("pe --stackelberg: Def. 3.4's equilibrium leaders of a finite game (hand values)") {
  // Zero-sum, rows (0, 1) and (1/2, 1/2), alpha 1/4: the follower answers row 0 only with column
  // 0 (column 1 costs him 1 > 1/4), so hi(0) = 0 < 1/2 - 1/4 and row 0 leads no equilibrium,
  // although lo(0) + alpha >= max lo - alpha.
  json g = pe_json({"--stackelberg", temp_json("pe_stackelberg_zero_sum", R"({"u_L": [[0, 1],
      ["1/2", "1/2"]], "alpha": "1/4"})")})["stackelberg"];
  CHECK(g["lo"] == json{"0", "1/2"});
  CHECK(g["hi"] == json{"0", "1/2"});
  CHECK(g["leaders"] == json{false, true});
  CHECK(g["necessary"] == json{true, true});
  CHECK(g["responses"][0].is_null());
  CHECK(g["responses"][1] == json{0, 0});
  // General-sum (u_F given): the follower's best responses are (1, 0); row 1 leads.
  g = pe_json({"--stackelberg", temp_json("pe_stackelberg_general", R"({"u_L": [[3, 1], [2, 0]],
      "u_F": [[0, 1], [1, 0]], "alpha": 0})")})["stackelberg"];
  CHECK(g["leaders"] == json{false, true});
  CHECK(g["responses"][1] == json{1, 0});
  const std::string ragged = temp_json("pe_stackelberg_ragged", R"({"u_L": [[0, 1], [1]],
      "alpha": 0})");
  bad({"pe", "--stackelberg", ragged}, "--stackelberg: u_L[1]: 1 entries, row 0 has 2");
  bad({"pe", "--stackelberg", temp_json("pe_stackelberg_shape", R"({"u_L": [[0, 1]], "u_F":
      [[0]], "alpha": 0})")},
      "--stackelberg: u_F: 1 x 1, u_L is 1 x 2");
  bad({"pe", "--stackelberg", temp_json("pe_stackelberg_alpha", R"({"u_L": [[0]], "alpha":
      "-1/2"})")},
      "--stackelberg: alpha: -1/2 outside the allowed range alpha >= 0");
  bad({"pe", "--stackelberg", temp_json("pe_stackelberg_float", R"({"u_L": [[0.5]], "alpha":
      0})")},
      "--stackelberg: $.u_L[0][0]: expected a rational");
}

TEST_CASE("pe modes: bad input exits 2 naming the flag and its range") {
  const std::string x1 = temp_json("pe_modes_x1", kOr11);
  const std::string deep = temp_json("pe_modes_deep", R"({"truth_table": "01", "children": [
      {"truth_table": "01", "children": [{"oracle": "1"}]}]})");
  bad({"pe", "--ogd", "nope"}, "--ogd: \"nope\" is not a case of pe.ogd.regret");
  bad({"pe", "--ogd", "alternating, dim 1, g 1", "--ogd-step", "fast"},
      "--ogd-step: \"fast\" is not one of good, constant");
  bad({"pe", "--ogd", "alternating, dim 1, g 1", "--ogd-factor", "0"},
      "--ogd-factor: 0 outside the allowed range (0, 16]");
  bad({"pe", "--ogd", "alternating, dim 1, g 1", "--ogd-factor", "x"}, "--ogd-factor: \"x\"");
  bad({"pe", "--obfuscation", "--ogd-step", "constant"}, "--ogd-step: only with --ogd");
  bad({"pe", "--algorithm1", "nope"}, "--algorithm1: \"nope\" is not a case of");
  bad({"pe", "--algorithm1", "|X| 1, |Z| 2, g 0, family 0, delta 2/5", "--step-factor", "101"},
      "--step-factor: 101 outside the allowed range (0, 100]");
  bad({"pe", "--obfuscation", "--step-factor", "1"}, "--step-factor: only with --algorithm1");
  bad({"pe", "--obfuscation", "--game", x1}, "--game: only with --decomposition");
  bad({"pe", "--decomposition", x1, "--game", deep}, "--game: with --game, depth 1 and width 1..2");
  bad({"pe", "--decomposition", x1, "--game", x1, "--mu", "1/2,1/3"},
      "--mu: expected two weights a,b in [0, 1] with a + b = 1");
  bad({"pe", "--decomposition", x1, "--game", x1, "--mu", "2,-1"},
      "--mu: 2 outside the allowed range [0, 1]");
  bad({"pe", "--decomposition", x1, "--game", x1, "--alpha", "3/2"},
      "--alpha: 3/2 outside the allowed range [0, 1]");
  bad({"pe", "--decomposition", x1, "--alpha", "0"}, "--alpha: only with --game");
  bad({"pe", "--decomposition", x1, "--without-honest", "x2"},
      "--without-honest: only with --game");
  bad({"pe", "--decomposition", x1, "--game", x1, "--without-honest", "x1"},
      "--without-honest: \"x1\" is not one of none, x2");
}

TEST_CASE("pe --h-tests: Algorithm 1 with tests that read h(x), at h_t and at the uniform h_1") {
  // |X| 1, Z = {0, 1}, g = the point mass on 0, delta = 2/5; test 0 is (1, -1) [p_0 >= 3/5],
  // closed at the start (1/2, 1/2). Read at h_1 throughout (the mutant), Algorithm 1 steps once,
  // to (3/4, 1/4), and returns; there test 0 is open and |Adv| = (1 - 3/4) + (1/4 - 0) = 1/2.
  const std::string name = "|X| 1, |Z| 2, mu 1, g point mass, class seeded 1, delta 2/5";
  json m = pe_json({"--h-tests", name, "--tests-at", "start"})["h_tests"];
  CHECK(m["g"] == json::parse(R"([["1", "0"]])"));
  CHECK(m["tests"][0]["gate"] == "[p_0 >= 3/5]");
  CHECK(m["tests"][0]["c"] == json::parse(R"([["1", "-1"]])"));
  CHECK(m["tests_at"] == "start");
  CHECK(m["steps"] == 1);
  CHECK(m["allowed"] == "225");                  // floor(18 * 2 / (4/25))
  CHECK(m["radius_upper"] == "0.000000000000");  // the step eta_1 = 1/2 is exact
  CHECK(m["tests"][0]["adv_lower"] == "0.500000000000");
  CHECK(m["tests"][0]["distinguishes"] == true);
  CHECK(m["distinguished"] == 1);
  // Read at h_t (Algorithm 1 as stated): a second step on test 0, then no test distinguishes.
  json a = pe_json({"--h-tests", name})["h_tests"];
  CHECK(a["tests_at"] == "current");
  CHECK(a["steps"] == 2);
  CHECK(a["within"] == true);
  CHECK(a["distinguished"] == 0);
  Run text = run({"pe", "--h-tests", name, "--tests-at", "start"});
  CHECK(text.code == 0);
  CHECK(text.out.find("1 of 4 tests distinguish by >= delta 2/5") != std::string::npos);
  bad({"pe", "--h-tests", "|X| 9"}, "--h-tests: ");
  bad({"pe", "--h-tests", name, "--tests-at", "later"}, "--tests-at: ");
  bad({"pe", "--obfuscation", "--tests-at", "start"}, "--tests-at: only with --h-tests");
}
