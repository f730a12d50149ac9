// `debref proofs` and `debref params` in-process: JSON shapes, exact values, user families,
// emission, and bad input (exit 2 naming the field, nothing on stdout).
#include <doctest/doctest.h>

#include <filesystem>
#include <nlohmann/json.hpp>

#include "reference/num/rational.hpp"
#include "tests/cli_support.hpp"

using debref_test::bad;
using debref_test::Run;
using debref_test::run;
using debref_test::temp_json;
using nlohmann::json;

TEST_CASE("proofs --filter --json: a claim and its twin") {
  Run r = run({"proofs", "--filter", "params.defaults.sound", "--json"});
  REQUIRE(r.code == 0);
  json j = json::parse(r.out);
  REQUIRE(j["queries"].size() == 2);
  CHECK(j["queries"][0]["id"] == "proofs.params.defaults.sound");
  CHECK(j["queries"][0]["z3"] == "unsat");
  CHECK(j["queries"][1]["id"] == "proofs.twin.params.defaults.sound");
  CHECK(j["queries"][1]["z3"] == "sat");
  CHECK(j["queries"][1]["status"] == "PASS");
  CHECK(j["queries"][1].contains("model"));
  CHECK(j["summary"]["passed"] == 2);
}

TEST_CASE("proofs --family: a valid family passes, a broken one fails with a model") {
  std::string good = temp_json(
      "family_good",
      R"J({"name": "tenfold", "v": "1/10", "c": "1/(10*k)", "s": "2/(10*k)", "b": "3/(10*k)",
          "q": "1/(10*(t+1))", "w": "9/10", "d": "2/5"})J");
  Run r = run({"proofs", "--family", good, "--json"});
  CHECK(r.code == 0);
  CHECK(json::parse(r.out)["summary"]["passed"] == 22);
  std::string broken =
      temp_json("family_broken",
                R"J({"v": "1/100", "c": "1/(100*k)", "s": "2/(100*k)", "b": "6/(100*k)",
          "q": "1/(100*(t+1))", "w": "2/3", "d": "3/5"})J");
  r = run({"proofs", "--family", broken, "--json"});
  CHECK(r.code == 1);
  json j = json::parse(r.out);
  CHECK(j["summary"]["failed"] == 1);
  for (const json& q : j["queries"])
    if (q["status"] == "FAIL") {
      CHECK(q["id"] == "proofs.params.user.sound");
      CHECK(q["model"].contains("k"));
    }
}

TEST_CASE("proofs --emit writes one SMT-LIB file per query") {
  auto dir = std::filesystem::temp_directory_path() /
             ("debref_test_cli_emit_" + std::to_string(::getpid()));
  std::filesystem::remove_all(dir);
  Run r = run({"proofs", "--filter", "bounds.", "--emit", dir.string()});
  CHECK(r.code == 0);
  CHECK(std::filesystem::exists(dir / "proofs.bounds.bob_complete.smt2"));
  CHECK(std::filesystem::exists(dir / "proofs.twin.bounds.soundness_p.smt2"));
  std::filesystem::remove_all(dir);
}

TEST_CASE("params: defaults and tuned values") {
  Run r = run({"params", "--k", "1", "--t", "0", "--tune", "vera", "--json"});
  REQUIRE(r.code == 0);
  json j = json::parse(r.out);
  CHECK(j["defaults"]["samples"]["alice"] == 26492);
  CHECK(j["defaults"]["samples"]["bob"] == 11775);
  CHECK(j["defaults"]["samples"]["vera"] == 105967);
  CHECK(j["defaults"]["params"]["q"] == "1/100");
  CHECK(j["tuned"]["samples"]["vera"] == 2897);
  CHECK(j["tuned"]["certified"] == true);
  CHECK(j["tuned"]["w"] == "2/3");
}

TEST_CASE("proofs and params: bad input exits 2 naming the field") {
  bad({"proofs", "--cross-check", "z3"}, "--cross-check");
  bad({"proofs", "--filter", "no-such-query"}, "--filter");
  bad({"proofs", "--family", temp_json("family_syntax", R"J({"v": "1/100", "c": "1/(k",
      "s": "1", "b": "2", "q": "1/2", "w": "2/3", "d": "1/2"})J")},
      "field c");
  bad({"proofs", "--family", temp_json("family_missing", R"J({"v": "1/100"})J")},
      "--family: $.c: missing (required)");
  bad({"proofs", "--family", temp_json("family_number", R"J({"v": 0.01, "c": "1", "s": "1",
      "b": "1", "q": "1", "w": "1", "d": "1"})J")},
      "--family: $.v: expected string, got number");
  bad({"proofs", "--family", temp_json("family_key", R"J({"v": "1", "c": "1", "s": "1", "b": "1",
      "q": "1", "w": "1", "d": "1", "x": "1"})J")},
      "$.x: unknown field");
  bad({"params", "--k", "0", "--t", "0"}, "--k");
  bad({"params", "--k", "abc", "--t", "0"}, "--k");
  bad({"params", "--k", "1", "--t", "0", "--tune", "alice"}, "--tune");
  bad({"params", "--k", "1", "--t", "0", "--w", "1/2", "--d", "3/5"}, "--d");
  bad({"params", "--k", "1", "--t", "-1"}, "--t");
}

TEST_CASE("proofs: a Lipschitz twin's model is a replayable oracle that violates K exactly") {
  Run r = run({"proofs", "--filter", "twin.lipschitz.t1_zero_zero_one", "--json"});
  REQUIRE(r.code == 0);
  json q = json::parse(r.out)["queries"][0];
  REQUIRE(q.contains("instance"));
  CHECK(q["instance"]["t"] == 1);
  CHECK(q["instance"]["probs"].size() == 3);
  std::string oracle = temp_json("lipschitz_witness", q["instance"].dump());
  Run d = run(
      {"debate", "--oracle", oracle, "--params", debref_test::data("params_small.json"), "--json"});
  CHECK(d.code == 0);
}

TEST_CASE("proofs --oracle: decide K-Lipschitz and bracket the least K against the exact value") {
  const std::string oracle = debref_test::data("oracle_t1.json");  // (1/2, 1/4, 3/4): K* = 3/2
  Run yes = run({"proofs", "--oracle", oracle, "--k", "3/2", "--json"});
  CHECK(yes.code == 0);
  Run no = run({"proofs", "--oracle", oracle, "--k", "1", "--json"});
  CHECK(no.code == 1);
  CHECK(json::parse(no.out)["queries"][0].contains("instance"));
  Run least = run({"proofs", "--oracle", oracle, "--tolerance", "1/100", "--json"});
  CHECK(least.code == 0);
  json j = json::parse(least.out);
  CHECK(j["exact"]["upper"] == "3/2");
  CHECK(j["agrees"] == true);
  bad({"proofs", "--oracle", oracle}, "--oracle");
  bad({"proofs", "--oracle", oracle, "--tolerance", "0"}, "--tolerance");
  bad({"proofs", "--oracle", oracle, "--k", "-1"}, "--k");
}

TEST_CASE("proofs --chernoff: the exact tail against factor exp(-2 n e^2)") {
  // n = 1, p = 1/10, e = 1/100: the tail is 1 (both outcomes deviate by >= e), above exp(-2/10^4).
  Run lean = run({"proofs", "--chernoff", "1", "--p", "1/10", "--e", "1/100", "--json"});
  CHECK(lean.code == 0);
  json j = json::parse(lean.out);
  CHECK(j["tail"] == "1");
  CHECK(j["factor"] == "2");
  CHECK(j["holds"] == true);
  Run mutant =
      run({"proofs", "--chernoff", "1", "--p", "1/10", "--e", "1/100", "--factor", "1", "--json"});
  CHECK(mutant.code == 1);
  j = json::parse(mutant.out);
  CHECK(j["holds"] == false);
  CHECK(debref::parse_rational(j["bound_enclosure"]["upper"].get<std::string>()) < 1);
  // e = 0: the bound is the factor exactly; n = 4, p = 1/2, e = 1/2: tail P(X in {0, 4}) = 1/8.
  j = json::parse(run({"proofs", "--chernoff", "4", "--p", "1/2", "--e", "1/2", "--json"}).out);
  CHECK(j["tail"] == "1/8");
  j = json::parse(run({"proofs", "--chernoff", "3", "--p", "1/3", "--e", "0", "--json"}).out);
  CHECK(j["bound_enclosure"]["lower"] == "2");
  CHECK(j["slack_lower"] == "1");
  bad({"proofs", "--chernoff", "0", "--p", "1/2", "--e", "0"}, "--chernoff: n must be");
  bad({"proofs", "--chernoff", "1001", "--p", "1/2", "--e", "0"}, "--chernoff");
  bad({"proofs", "--chernoff", "2", "--p", "3/2", "--e", "0"}, "--p: a rational in [0, 1]");
  bad({"proofs", "--chernoff", "2", "--p", "1/2"}, "--e: required");
  bad({"proofs", "--chernoff", "2", "--p", "1/2", "--e", "0", "--factor", "0"}, "--factor");
  bad({"proofs", "--p", "1/2", "--e", "0"}, "--p, --e, --factor: only with --chernoff");
  bad({"proofs", "--chernoff", "2", "--p", "1/2", "--e", "0", "--filter", "x"}, "--chernoff");
}

TEST_CASE("proofs --strict: seed 001 Def. 6.1 as stated, exactly") {
  const std::string oracle = debref_test::data("oracle_t1.json");  // (1/2, 1/4, 3/4): K* = 3/2
  Run above = run({"proofs", "--oracle", oracle, "--k", "2", "--strict", "other", "--json"});
  CHECK(above.code == 0);
  CHECK(json::parse(above.out)["holds"] == true);
  Run below = run({"proofs", "--oracle", oracle, "--k", "1", "--strict", "other", "--json"});
  CHECK(below.code == 1);
  json j = json::parse(below.out);
  CHECK(debref::parse_rational(j["strict_margin"].get<std::string>()) < 0);
  // Read literally (O' = O allowed) it fails at every K: 0 < K * 0 is false.
  Run literal =
      run({"proofs", "--oracle", oracle, "--k", "2", "--strict", "same-allowed", "--json"});
  CHECK(literal.code == 1);
  j = json::parse(literal.out);
  CHECK(j["gap"] == "0");
  CHECK(j["k_dist"] == "0");
  CHECK(j["strict_margin"] == "0");
  bad({"proofs", "--oracle", oracle, "--k", "2", "--strict", "maybe"}, "--strict: other or");
  bad({"proofs", "--oracle", oracle, "--strict", "other"}, "--strict: needs --oracle");
  bad({"proofs", "--oracle", oracle, "--k", "-1", "--strict", "other"}, "--k");
  bad({"proofs", "--oracle", oracle, "--tolerance", "1/8", "--strict", "other"}, "--strict");
}

TEST_CASE("params --certify: given Params, field margins and the certificate") {
  std::string p = temp_json("params_certify", R"J({"c": "1/100", "s": "2/100", "b": "5/100",
      "q": "1/100", "v": "1/100"})J");  // Params.defaults 1 0
  Run r = run({"params", "--k", "1", "--t", "0", "--certify", p, "--json"});
  REQUIRE(r.code == 0);
  json c = json::parse(r.out)["certify"];
  CHECK(c["certified"] == true);
  CHECK(c["margins"]["cs"] == "1/100");
  CHECK(c["margins"]["bw"] == "37/60");  // w - k b = 2/3 - 1/20
  // sound: (99/100)(99/100)(2/3 - 1/20) - 3/5
  CHECK(c["margins"]["sound"] ==
        debref::to_string(debref::Rational(99 * 99, 10000) * debref::Rational(37, 60) -
                          debref::Rational(3, 5)));
  CHECK(c["least_margin"]["field"] == "qv");  // q = v: the non-strict q <= v is tight
  CHECK(c["least_margin"]["margin"] == "0");
  std::string broken = temp_json("params_certify_broken", R"J({"c": "1/100", "s": "2/100",
      "b": "1/2", "q": "1/100", "v": "1/100"})J");
  c = json::parse(
      run({"params", "--k", "1", "--t", "0", "--certify", broken, "--json"}).out)["certify"];
  CHECK(c["certified"] == false);
  CHECK(c["fields"]["sound"] == false);
  CHECK(debref::parse_rational(c["margins"]["sound"].get<std::string>()) < 0);
  bad({"params", "--k", "1", "--t", "0", "--certify", "/no/such/file.json"}, "--certify");
  bad({"params", "--k", "1", "--t", "0", "--certify", temp_json("params_certify_key", R"J({"c":
      "1/100", "s": "2/100", "b": "5/100", "q": "1/100"})J")},
      "--certify");
}

TEST_CASE("proofs --cross-check cvc5 --recorded-z3: cvc5 against a recorded verdict") {
  Run r = run({"proofs", "--filter", "proofs.params.defaults.sound", "--cross-check", "cvc5",
               "--recorded-z3", "sat", "--json"});
  json q = json::parse(r.out)["queries"][0];
  CHECK(q["z3"] == "sat");
  CHECK(q["z3_recorded"] == true);
  if (q["cvc5"] == "unsat") {  // cvc5 proved it: the recorded sat is a disagreement
    CHECK(r.code == 1);
    CHECK(q["agreement"] == "DISAGREE");
  }
  bad({"proofs", "--filter", "params.defaults.sound", "--recorded-z3", "sat"}, "--recorded-z3");
  bad({"proofs", "--filter", "params.defaults.sound", "--cross-check", "cvc5", "--recorded-z3",
       "maybe"},
      "--recorded-z3: sat or unsat");
}

TEST_CASE("check --shard I/N and merge: the same checks, order and verdict as one run") {
  Run whole = run({"check", "--filter", "proofs.params", "--json"});
  REQUIRE(whole.code == 0);
  std::vector<std::string> files;
  for (int i = 1; i <= 3; ++i) {
    Run shard =
        run({"check", "--filter", "proofs.params", "--shard", std::to_string(i) + "/3", "--json"});
    REQUIRE(shard.code == 0);
    // The 11 fields of Params.defaults and the boundary query.
    CHECK(json::parse(shard.out)["shard"]["suite_size"] == 12);
    files.push_back(temp_json("shard" + std::to_string(i), shard.out));
  }
  Run merged = run({"merge", files[2], files[0], files[1], "--json"});
  REQUIRE(merged.code == 0);
  json a = json::parse(whole.out), b = json::parse(merged.out);
  CHECK(a["summary"] == b["summary"]);
  REQUIRE(a["checks"].size() == b["checks"].size());
  for (std::size_t i = 0; i < a["checks"].size(); ++i)
    CHECK(a["checks"][i]["id"] == b["checks"][i]["id"]);
  bad({"merge", files[0], files[1]}, "shard 3/3 missing");
  bad({"merge", files[0], files[0], files[1], files[2]}, "given twice");
  bad({"check", "--shard", "4/3"}, "--shard");
  bad({"check", "--shard", "x"}, "--shard");
}
