// JSON Schemas (docs/schema) and the validator behind every command's input (docs/FORMATS.md,
// "Interchange"). The schemas and verdicts are also cross-checked against Debian's
// python3-jsonschema by the CTest test schema_cross_check (scripts/check_schemas.py).
#include <doctest/doctest.h>

#include <string>

#include "cli_support.hpp"
#include "harness/io/pattern.hpp"
#include "harness/io/schema.hpp"

using debref::schema::Pattern;
using nlohmann::json;

TEST_CASE("pattern: the subset of ECMA-262 the schemas use, with search semantics") {
  const Pattern rational(
      debref::schema::document("common.json")["$defs"]["rational"]["anyOf"][0]["pattern"]
          .get<std::string>());
  for (const char* ok : {"3/4", "-1/2", "7", "+7", "0.75", ".5", "1e-3", "1.5E+3", "10/3", "2."})
    CHECK_MESSAGE(rational.search(ok), ok);
  for (const char* bad : {"", "1/", "/2", "a", "1.2.3", "1/2/3", "1e", "0x10", " 1", "1 "})
    CHECK_MESSAGE(!rational.search(bad), bad);
  CHECK(Pattern("b+").search("abbbc"));  // unanchored: found inside
  CHECK(!Pattern("^b+$").search("abbbc"));
  CHECK(Pattern("^(ab|cd){2,3}$").search("abcdab"));
  CHECK(!Pattern("^(ab|cd){2,3}$").search("ab"));
  CHECK(!Pattern("^(ab|cd){2,3}$").search("abcdabcd"));
  // Any length is matched in linear time without recursion (an earlier backtracking matcher
  // capped subjects at 1,024 characters: a 200 000-character key once overflowed the stack).
  CHECK(Pattern("^[01]*$").search(std::string(200000, '0')));
  CHECK(!Pattern("^[01]*$").search(std::string(200000, '0') + "2"));
  const std::string digits(500000, '7');
  CHECK(rational.search(digits + "/" + digits));
  CHECK(rational.search("-" + digits + "." + digits + "e-12"));
  CHECK(!rational.search(digits + "/" + digits + "/"));
  CHECK(!Pattern("^(a|a)*(a|a)*(a|a)*b$").search(std::string(100000, 'a')));  // no blow-up
  CHECK(Pattern("^(a?){30}a{30}$").search(std::string(30, 'a')));
  CHECK(Pattern("x$").search(std::string(100000, 'y') + "x"));
  CHECK_THROWS_AS(Pattern("(a{1000}){1000}"), std::invalid_argument);  // > kMaxProgram
  CHECK(Pattern("^[^0-9]\\d?$").search("x7"));
  CHECK(!Pattern("^[^0-9]\\d?$").search("77"));
  CHECK(Pattern("^a.c$").search("abc"));
  CHECK(Pattern("^(a*)*$").search("aaaa"));  // empty iterations do not loop
  CHECK_THROWS_AS(Pattern("(?=a)"), std::invalid_argument);
  CHECK_THROWS_AS(Pattern("a{3,1}"), std::invalid_argument);
  CHECK_THROWS_AS(Pattern("[a-"), std::invalid_argument);
  CHECK_THROWS_AS(Pattern("\\p"), std::invalid_argument);
  CHECK_THROWS_AS(Pattern("*a"), std::invalid_argument);
}

TEST_CASE("validator: the first error's JSON path and message") {
  using debref::schema::validate;
  CHECK(!validate("oracle.json", json::parse(R"({"t": 1, "probs": {"": "1/2", "0": 0, "1": 1}})")));
  auto e = validate("oracle.json", json::parse(R"({"t": 1, "probs": {"": "1/2", "01": 0.5}})"));
  REQUIRE(e);
  CHECK(e->path == "$.probs[\"01\"]");
  CHECK(e->message.find("JSON floats are not exact") != std::string::npos);
  e = validate("machine.json", json::parse(R"({"states": 1, "accepting": [], "space": 2, "time": 1,
      "delta": [{"next": 0, "write": 0, "move": "S"}, {"next": 0, "write": 1, "move": "U"}]})"));
  REQUIRE(e);
  CHECK(e->path == "$.delta[1].move");
  CHECK(e->message == "must be one of \"L\", \"S\", \"R\" (got \"U\")");
  e = validate("params.json", json::parse(R"({"defaults": true})"));
  REQUIRE(e);
  CHECK(e->path == "$.k");
  CHECK(e->message == "missing (required)");
  e = validate("feature_environment.json", json::parse(R"({"features": [{"values": 65}],
      "prior": "uniform"})"));
  REQUIRE(e);
  CHECK(e->path == "$.features[0].values");
  CHECK(e->message == "must be <= 64 (got 65)");
  e = validate("check_result.json", json::parse(R"({"checks": [], "summary": {}, "x y": 1})"));
  REQUIRE(e);
  CHECK(e->path == "$.summary.passed");
}

TEST_CASE("every schema is embedded and loads (unsupported keywords would be refused)") {
  const auto names = debref::schema::names();
  CHECK(names.size() >= 8);
  for (const auto& n : names) CHECK(debref::schema::document(n).contains("$schema"));
}

TEST_CASE("debref validate: exit 0 / 2 with the path; commands refuse schema-invalid input") {
  using debref_test::run;
  const std::string good = debref_test::data("oracle_t1.json");
  auto r = run({"validate", "--schema", "oracle.json", good});
  CHECK(r.code == 0);
  CHECK(r.out.find("valid") != std::string::npos);
  r = run({"validate", "--schema", "machine.json", good});
  CHECK(r.code == 2);
  CHECK(r.err.find("$.states: missing (required)") != std::string::npos);
  r = run({"validate", "--schema", "nope.json", good});
  CHECK(r.code == 2);
  CHECK(r.err.find("--schema: one of") != std::string::npos);
  r = run({"validate", "--list"});
  CHECK(r.out.find("oracle.json\n") != std::string::npos);
  r = run({"debate", "--oracle", debref_test::data("det_oracle.json"), "--params", "defaults",
           "--k", "1"});
  CHECK(r.code == 2);
  CHECK(r.out.empty());
  CHECK(r.err.find("--oracle: $.t: missing (required) (schema docs/schema/oracle.json)") !=
        std::string::npos);
}

TEST_CASE("every rational debref prints is accepted back: judge, merge's schema, validate") {
  using debref_test::run;
  using debref_test::temp_json;
  // judge: debref's own exact p_true (582 characters) as expected_p_true.
  json doc = json::parse(R"({"family": "stochastic", "oracle": {"t": 0, "probs": {"": "1/2"}},
      "params": {"c": "1/10", "s": "1/5", "b": "3/10", "q": "1/4", "v": "1/8"},
      "alice": {"": "1/2"}})");
  auto r = run({"judge", temp_json("long_p_true", doc.dump()), "--json"});
  REQUIRE(r.code == 0);
  const std::string p = json::parse(r.out)["expected_outcome"]["p_true"].get<std::string>();
  CHECK(p.size() > 512);  // the schemas' former cap
  doc["expected_p_true"] = p;
  r = run({"judge", temp_json("long_p_true_back", doc.dump()), "--json"});
  CHECK(r.code == 0);
  CHECK(json::parse(r.out)["expected_outcome"]["agrees"] == true);
  // explore_result.json (merge's input): a 2,058-character violation.lhs, as sharded explore
  // printed one, is valid; the cap of 1,000,000 characters is named when exceeded.
  json found = json::parse(R"({"family": "stochastic", "drop": "x", "hypothesis": "h",
      "theorem": "t", "size_measure": "m", "max_size": 3, "seed": 1, "searched": 2,
      "result": "found", "violation": {"inequality": "a >= b", "lhs": "", "rhs": "1",
      "short_by": "1"}, "debref": {"version": "0.1.0", "commit": "abc"}, "schema_version": 2})");
  found["violation"]["lhs"] = std::string(1029, '7') + "/" + std::string(1028, '9');
  CHECK(!debref::schema::validate("explore_result.json", found));
  r = run({"validate", "--schema", "explore_result.json", temp_json("long_lhs", found.dump())});
  CHECK(r.code == 0);
  found["violation"]["lhs"] = std::string(1000001, '7');
  const auto e = debref::schema::validate("explore_result.json", found);
  REQUIRE(e);
  CHECK(e->path == "$.violation.lhs");
  CHECK(e->message.find("must have at most 1000000 characters (got 1000001)") == 0);
}
