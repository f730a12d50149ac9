// docs/FORMATS.md "dqc --early-bits --checkpoint FILE (resume)" (harness/dqc/cube_checkpoint.hpp):
// an early-bit search keeps each refuted query in FILE and a later run takes it from there only
// when its query text is the same; a torn, foreign or altered line is decided again, with a
// notice; a time limit or a model is never carried over.
#include <doctest/doctest.h>

#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <nlohmann/json.hpp>
#include <optional>
#include <sstream>
#include <string>
#include <vector>

#include "harness/dqc/cube_checkpoint.hpp"
#include "harness/dqc/instances.hpp"
#include "harness/io/schema.hpp"
#include "proofs/dqc/early_bits_search.hpp"
#include "reference/dqc/early_bits.hpp"
#include "tests/cli_support.hpp"

namespace {

using nlohmann::json;

const std::string parity5 = "01101001100101101001011001101001";

std::filesystem::path fresh_file(const std::string& name) {
  const auto dir = std::filesystem::temp_directory_path() /
                   ("debref_test_dqc_checkpoint_" + std::to_string(::getpid()));
  std::filesystem::create_directories(dir);
  const auto path = dir / (name + ".jsonl");
  std::filesystem::remove(path);
  return path;
}

std::vector<json> lines_of(const std::filesystem::path& path) {
  std::ifstream in(path);
  std::vector<json> out;
  for (std::string line; std::getline(in, line);)
    if (!line.empty()) out.push_back(json::parse(line));
  return out;
}

/// PARITY5 with owner cubes up to s (s = 2: 1 + 2 queries) and the checkpoint, as JSON.
json parity5_run(const std::filesystem::path& file, std::vector<std::string> extra,
                 std::string* err = nullptr, int s = 2) {
  std::vector<std::string> args{"dqc",          "--truth-table",   parity5,
                                "--early-bits", std::to_string(s), "--owner-cubes",
                                "--checkpoint", file.string(),     "--json"};
  args.insert(args.end(), extra.begin(), extra.end());
  const auto r = debref_test::run(args);
  INFO(r.err);
  REQUIRE(r.code == 0);
  if (err) *err = r.err;
  const json j = json::parse(r.out);
  CHECK_FALSE(debref::schema::validate("dqc_frontier.json", j));
  return j;
}

}  // namespace

TEST_CASE("dqc --checkpoint: refuted queries are kept and a rerun takes them") {
  const auto file = fresh_file("resume");
  const json first = parity5_run(file, {});
  CHECK(first["early_bits"]["checkpoint"]["loaded"] == 0);
  CHECK(first["early_bits"]["checkpoint"]["recorded"] == 3);
  CHECK(first["early_bits"]["checkpoint"]["reused"] == 0);
  const std::vector<json> lines = lines_of(file);
  REQUIRE(lines.size() == 3);
  for (const json& l : lines) {
    CHECK_FALSE(debref::schema::validate("dqc_checkpoint.json", l));
    CHECK(l["verdict"] == "unsat");
    CHECK(l["solver"] == "cadical");
    CHECK(l["proof_checked"] == false);
  }
  CHECK(lines[0]["query"] == "dqc.smt_early_bits.f" + parity5 + ".s1.owners10");
  // Every value printed is accepted back: `debref validate` takes a line.
  {
    const std::string one = debref_test::temp_json("checkpoint_line", lines[0].dump());
    CHECK(debref_test::run({"validate", "--schema", "dqc_checkpoint.json", one}).code == 0);
  }

  // The rerun decides nothing: every query comes from FILE, with the seconds recorded there.
  const json again = parity5_run(file, {});
  CHECK(again["early_bits"]["checkpoint"]["loaded"] == 3);
  CHECK(again["early_bits"]["checkpoint"]["reused"] == 3);
  CHECK(again["early_bits"]["checkpoint"]["recorded"] == 0);
  const json& levels = again["functions"][0]["early_bits"]["levels"];
  REQUIRE(levels.size() == 2);
  CHECK(levels[1]["resumed"] == 2);
  CHECK(levels[1]["cubes"][1]["resumed"] == true);
  CHECK(levels[1]["cubes"][1]["seconds"] == lines[2]["seconds"]);
  CHECK(again["functions"][0]["early_bits"]["refuted_up_to"] == 2);
  CHECK(lines_of(file).size() == 3);
  // One level further: s = 1, 2 from FILE, s = 3 decided (4 cubes) and added.
  const json deeper = parity5_run(file, {}, nullptr, 3);
  CHECK(deeper["early_bits"]["checkpoint"]["reused"] == 3);
  CHECK(deeper["early_bits"]["checkpoint"]["recorded"] == 4);
  CHECK_FALSE(deeper["functions"][0]["early_bits"]["levels"][2].contains("resumed"));
  CHECK(lines_of(file).size() == 7);
  // As text, a level says how many of its queries came from FILE.
  const auto text = debref_test::run({"dqc", "--truth-table", parity5, "--early-bits", "2",
                                      "--owner-cubes", "--checkpoint", file.string()});
  REQUIRE(text.code == 0);
  CHECK(text.out.find("s = 2 unsat (") != std::string::npos);
  CHECK(text.out.find(", 2 queries, 2 from the checkpoint)") != std::string::npos);
  CHECK(text.out.find(
            "checkpoint " + file.string() +
            ": 3 queries taken from the 7 refutations on record (refuted by 0.1.0 commit ") !=
        std::string::npos);
  CHECK(again["early_bits"]["checkpoint"]["builds"].size() == 1);
  CHECK(first["early_bits"]["checkpoint"]["builds"].empty());

  // --check-proofs takes no refutation whose proof was not checked: decided again, with
  // proofs; the run after that takes the checked ones.
  const json checked = parity5_run(file, {"--check-proofs"});
  CHECK(checked["early_bits"]["checkpoint"]["reused"] == 0);
  CHECK(checked["early_bits"]["checkpoint"]["recorded"] == 3);
  CHECK(checked["functions"][0]["early_bits"]["levels"][1]["proofs_checked"]["queries"] == 2);
  const json checked_again = parity5_run(file, {"--check-proofs"});
  CHECK(checked_again["early_bits"]["checkpoint"]["reused"] == 3);
  CHECK(checked_again["functions"][0]["early_bits"]["levels"][1]["proofs_checked"]["queries"] == 2);
  // Without --check-proofs the checked line stands too (a later unchecked line cannot demote it),
  // and a cube it offers shows no proof_lemmas (the run checked none).
  const json plain = parity5_run(file, {});
  CHECK(plain["early_bits"]["checkpoint"]["reused"] == 3);
  CHECK(plain["early_bits"]["checkpoint"]["loaded"] == 7);  // distinct refutations, not lines
  CHECK_FALSE(
      plain["functions"][0]["early_bits"]["levels"][1]["cubes"][0].contains("proof_lemmas"));

  // The solver must match: Z3 takes none of CaDiCaL's refutations, and says so once per query.
  std::string z3_err;
  const json z3 = parity5_run(file, {"--sat-solver", "z3"}, &z3_err);
  CHECK(z3["early_bits"]["checkpoint"]["reused"] == 0);
  CHECK(z3["early_bits"]["checkpoint"]["recorded"] == 3);
  CHECK(z3_err.find(".s2.owners110 is on record as refuted by cadical, not z3; not taken") !=
        std::string::npos);
  CHECK(parity5_run(file, {"--sat-solver", "z3"})["early_bits"]["checkpoint"]["reused"] == 3);

  // One query per level (no owner cubes) is kept and taken the same way.
  const auto single = fresh_file("single");
  for (int run = 0; run < 2; ++run) {
    const auto r = debref_test::run({"dqc", "--truth-table", parity5, "--early-bits", "1",
                                     "--checkpoint", single.string(), "--json"});
    REQUIRE(r.code == 0);
    const json j = json::parse(r.out);
    CHECK(j["early_bits"]["checkpoint"]["reused"] == run);
    CHECK(j["functions"][0]["early_bits"]["levels"][0].contains("resumed") == (run == 1));
  }
  CHECK(lines_of(single)[0]["query"] == "dqc.smt_early_bits.f" + parity5 + ".s1");
}

TEST_CASE("dqc --checkpoint: torn, foreign and altered lines are decided again, with a notice") {
  const auto file = fresh_file("bad_lines");
  parity5_run(file, {});
  std::vector<json> lines = lines_of(file);
  REQUIRE(lines.size() == 3);
  // Line 1: another query text (an encoding that changed); line 2: a SAT line, which no run
  // writes; line 3 kept; then a torn last line (a write cut by a kill), no newline.
  lines[0]["smt2"] = "0123456789abcdef";
  lines[1]["verdict"] = "sat";
  {
    std::ofstream out(file);
    for (const json& l : lines) out << l.dump() << "\n";
    out << R"({"query": "dqc.smt_early_bits.f)";
  }
  std::string err;
  const json j = parity5_run(file, {}, &err);
  CHECK(j["early_bits"]["checkpoint"]["loaded"] == 2);
  CHECK(j["early_bits"]["checkpoint"]["reused"] == 1);
  CHECK(j["early_bits"]["checkpoint"]["recorded"] == 2);
  CHECK(err.find("line 2: $.verdict") != std::string::npos);
  CHECK(err.find("line 4") != std::string::npos);
  CHECK(err.find(".s1.owners10 is on record for another query text (hash 0123456789abcdef") !=
        std::string::npos);
  // The torn line was ended: the lines added after it parse.
  std::ifstream in(file);
  std::vector<std::string> text;
  for (std::string line; std::getline(in, line);) text.push_back(line);
  REQUIRE(text.size() == 6);
  CHECK(json::parse(text[4])["query"] == lines[0]["query"]);
  CHECK(json::parse(text[5])["query"] == lines[1]["query"]);
}

TEST_CASE("dqc --checkpoint: a checked proof of an older query text does not pin the query") {
  const auto file = fresh_file("old_checked");
  parity5_run(file, {});
  std::vector<json> lines = lines_of(file);
  REQUIRE(lines.size() == 3);
  json old = lines[0];  // the s = 1 query as an older encoding had it, its proof checked
  old["smt2"] = "0123456789abcdef";
  old["proof_checked"] = true;
  old["proof_lemmas"] = 7;
  {
    std::ofstream out(file);
    out << old.dump() << "\n";
    for (const json& l : lines) out << l.dump() << "\n";
  }
  const json j = parity5_run(file, {});
  CHECK(j["early_bits"]["checkpoint"]["reused"] == 3);
  CHECK(j["early_bits"]["checkpoint"]["recorded"] == 0);
  CHECK(lines_of(file).size() == 4);
}

TEST_CASE("dqc --checkpoint: bad input") {
  const auto dir = fresh_file("unused").parent_path();
  for (const std::vector<std::string>& bad :
       {std::vector<std::string>{"dqc", "--truth-table", parity5, "--checkpoint",
                                 (dir / "x.jsonl").string()},
        {"dqc", "--truth-table", parity5, "--early-bits", "1", "--checkpoint", dir.string()},
        {"dqc", "--truth-table", parity5, "--early-bits", "1", "--checkpoint",
         (dir / "missing" / "x.jsonl").string()}}) {
    const auto r = debref_test::run(bad);
    INFO(r.err);
    CHECK(r.code == 2);
    CHECK(r.out.empty());
    CHECK(r.err.find("--checkpoint") != std::string::npos);
  }
  CHECK_FALSE(std::filesystem::exists(dir / "x.jsonl"));
}

TEST_CASE(
    "dqc --shard with --owner-cubes: each shard decides its queries, one run takes them all") {
  // PARITY5 at s <= 2 by owner cubes: 1 query at s = 1, 2 at s = 2; shard I of 2 owns the
  // positions p = I - 1 mod 2 of each level.
  std::vector<json> recorded;
  const auto merged = fresh_file("shards_merged");
  for (int i = 1; i <= 2; ++i) {
    const auto file = fresh_file("shard" + std::to_string(i));
    std::string err;
    const json j = parity5_run(file, {"--shard", std::to_string(i) + "/2"}, &err);
    // Shard 2 owns no query of s = 1 (a level of one query), and says so; shard 1 says nothing.
    CHECK((err.find("owns none") != std::string::npos) == (i == 2));
    CHECK((err.find("shard 2/2 owns none of the 1 query of level s = 1 of " + parity5 +
                    " (only shard 1 has work there") != std::string::npos) == (i == 2));
    CHECK(err.find("of level s = 2") == std::string::npos);
    const json& e = j["functions"][0]["early_bits"];
    CHECK(e["shard"] == std::to_string(i) + "/2");
    CHECK(j["early_bits"]["shard"] == std::to_string(i) + "/2");
    // A shard refutes no level: its verdicts speak of its own queries.
    CHECK(e["refuted_up_to"] == 0);
    CHECK(e["complete"] == false);
    CHECK(j["functions"][0]["dqc_lower"] == 4);
    REQUIRE(e["levels"].size() == 2);
    CHECK(e["levels"][0]["level_queries"] == 1);
    CHECK(e["levels"][1]["level_queries"] == 2);
    CHECK(e["levels"][0]["queries"] == (i == 1 ? 1 : 0));
    CHECK(e["levels"][1]["queries"] == 1);
    for (const json& l : e["levels"]) CHECK(l["verdict"] == "unsat");
    for (const json& l : lines_of(file)) {
      recorded.push_back(l);
      std::ofstream(merged, std::ios::app) << l.dump() << "\n";
    }
  }
  // A third of three shards owns no query of either level (1 and 2 queries); spelled "03/3", it
  // is named as the JSON names it.
  {
    std::string err;
    const json j = parity5_run(fresh_file("shard3of3"), {"--shard", "03/3"}, &err);
    CHECK(j["early_bits"]["shard"] == "3/3");
    CHECK(err.find("shard 3/3 owns none of the 1 query of level s = 1") != std::string::npos);
    CHECK(err.find("shard 3/3 owns none of the 2 queries of level s = 2 of " + parity5 +
                   " (only shards 1..2 have work there") != std::string::npos);
  }
  // The shards decided disjoint queries that cover the levels.
  REQUIRE(recorded.size() == 3);
  CHECK(recorded[0]["query"] != recorded[1]["query"]);
  CHECK(recorded[1]["query"] != recorded[2]["query"]);
  CHECK(recorded[0]["query"] != recorded[2]["query"]);
  // One run without --shard on the shards' lines decides nothing and refutes both levels.
  const json j = parity5_run(merged, {});
  CHECK(j["early_bits"]["checkpoint"]["reused"] == 3);
  CHECK(j["early_bits"]["checkpoint"]["recorded"] == 0);
  CHECK(j["functions"][0]["early_bits"]["refuted_up_to"] == 2);
  CHECK_FALSE(j["functions"][0]["early_bits"].contains("shard"));
  // Bad input: --shard on an early-bit search needs owner cubes, and I/N in range.
  for (const std::vector<std::string>& bad :
       {std::vector<std::string>{"dqc", "--truth-table", parity5, "--early-bits", "1", "--shard",
                                 "1/2"},
        {"dqc", "--truth-table", parity5, "--early-bits", "1", "--owner-cubes", "--shard", "3/2"},
        {"dqc", "--truth-table", parity5, "--early-bits", "1", "--owner-cubes", "--shard", "0/2",
         "--checkpoint", (merged.parent_path() / "refused.jsonl").string()}}) {
    const auto r = debref_test::run(bad);
    INFO(r.err);
    CHECK(r.code == 2);
    CHECK(r.out.empty());
    CHECK(r.err.find("--shard") != std::string::npos);
  }
  CHECK_FALSE(std::filesystem::exists(merged.parent_path() / "refused.jsonl"));  // untouched
}

TEST_CASE("early-bit memo: only a refutation is taken; a model or a time limit is decided again") {
  using debref::proofs::EarlyBitsMemo;
  using debref::proofs::Outcome;
  using debref::proofs::Verdict;
  // The first witness has a verifier with one early bit: a memo answering UNSAT for every query
  // would hide it, one answering SAT or UNKNOWN must not be believed.
  const debref::dqc::TruthTable f =
      debref::dqc::game_function(debref::dqc::early_bit_witnesses()[0]);
  for (const Verdict v : {Verdict::Sat, Verdict::Unknown}) {
    int found = 0, recorded = 0;
    const EarlyBitsMemo memo{[&](const debref::proofs::Query&) {
                               ++found;
                               Outcome o;
                               o.verdict = v;
                               return std::optional<Outcome>(o);
                             },
                             [&](const debref::proofs::Query&, const Outcome&) { ++recorded; }};
    const auto r = debref::proofs::smt_early_bits(f, 1, 120000, debref::proofs::SatBackend::Cadical,
                                                  {}, {true, 1}, 1, false, &memo);
    REQUIRE(r.found.has_value());
    CHECK(r.found_valid);
    CHECK(found >= 1);
    CHECK(recorded == 0);  // SAT is never recorded
    for (const auto& c : r.levels[0].cube_results) CHECK_FALSE(c.resumed);
  }
  // An unchecked refutation is not taken when proofs are to be checked.
  int recorded = 0;
  const EarlyBitsMemo unchecked{[](const debref::proofs::Query&) {
                                  Outcome o;
                                  o.verdict = Verdict::Unsat;
                                  return std::optional<Outcome>(o);
                                },
                                [&](const debref::proofs::Query&, const Outcome& o) {
                                  CHECK(o.proof_checked);
                                  ++recorded;
                                }};
  const auto p = debref::proofs::smt_early_bits(debref::dqc::parse_truth_table(parity5, 5), 1,
                                                120000, debref::proofs::SatBackend::Cadical, {},
                                                {true, 1}, 1, true, &unchecked);
  CHECK(p.refuted_up_to == 1);
  CHECK(p.levels[0].resumed == 0);
  CHECK(p.levels[0].proofs_checked == 1);
  CHECK(recorded == 1);
}

TEST_CASE("docs/runs: every refutation on record there is a line of the checkpoint schema") {
  const char* root = std::getenv("DEBREF_SOURCE_DIR");  // set by CTest (tests/CMakeLists.txt)
  REQUIRE(root != nullptr);
  std::size_t lines = 0;
  for (const auto& file :
       std::filesystem::directory_iterator(std::filesystem::path(root) / "docs" / "runs")) {
    if (file.path().extension() != ".jsonl") continue;
    for (const json& l : lines_of(file.path())) {
      INFO(file.path().string() << ": " << l.dump());
      CHECK_FALSE(debref::schema::validate("dqc_checkpoint.json", l));
      ++lines;
    }
  }
  CHECK(lines > 0);
}

TEST_CASE("docs/runs: this build sends the query texts on record there (their hashes match)") {
  // The first line of each file, and its first side cube's: the query its id names, built now,
  // is taken from a copy of the file, with no notice of another query text.
  using debref::dqc::EarlySide;
  const char* root = std::getenv("DEBREF_SOURCE_DIR");
  REQUIRE(root != nullptr);
  const auto kind_of = [](const std::string& w) {
    return w == "and"  ? EarlySide::Kind::And
           : w == "or" ? EarlySide::Kind::Or
                       : EarlySide::Kind::Query;
  };
  std::size_t checked = 0;
  for (const auto& file :
       std::filesystem::directory_iterator(std::filesystem::path(root) / "docs" / "runs")) {
    if (file.path().extension() != ".jsonl") continue;
    const std::vector<json> lines = lines_of(file.path());
    std::vector<std::string> ids{lines.at(0)["query"].get<std::string>()};
    for (const json& l : lines)
      if (l["query"].get<std::string>().find(".sides_") != std::string::npos) {
        ids.push_back(l["query"].get<std::string>());
        break;
      }
    const auto copy = fresh_file("docs_runs_" + file.path().stem().string());
    std::filesystem::copy_file(file.path(), copy);
    std::vector<std::string> notices;
    debref::dqc::CubeCheckpoint checkpoint(copy.string(),
                                           [&](const std::string& n) { notices.push_back(n); });
    const debref::proofs::EarlyBitsMemo memo =
        checkpoint.memo(debref::proofs::SatBackend::Cadical, false);
    for (const std::string& id : ids) {
      INFO(file.path().string() << ": " << id);
      // dqc.smt_early_bits.f<bits>.s<s>.owners<bits>.reads_<e>_<b>_<o>[.sides_<k0>_<k1>]
      std::vector<std::string> parts;
      for (std::stringstream in(id); !in.eof();) {
        std::string p;
        std::getline(in, p, '.');
        parts.push_back(p);
      }
      REQUIRE(parts.size() >= 6);
      const debref::dqc::TruthTable f = debref::dqc::parse_truth_table(parts[2].substr(1), 5);
      debref::proofs::EarlyBitOwners owners{parts[4][6] == '1', {}};
      for (const char c : parts[4].substr(7)) owners.early.push_back(c == '1');
      REQUIRE(static_cast<int>(owners.early.size()) == std::stoi(parts[3].substr(1)));
      int e = 0, b = 0, o = 0;
      REQUIRE(std::sscanf(parts[5].c_str(), "reads_%d_%d_%d", &e, &b, &o) == 3);
      const debref::proofs::EarlyBitReads reads{e, b, o};
      debref::proofs::Query query = debref::proofs::dqc_early_bits_query(f, owners, reads);
      if (parts.size() == 7) {
        const std::string k = parts[6].substr(6);  // after "sides_"
        const std::string k0 = k.substr(0, k.find('_')), k1 = k.substr(k.find('_') + 1);
        query = debref::proofs::dqc_early_bits_query(
            f, owners, reads, {kind_of(k0), kind_of(k1), k0 == "e-query", k1 == "e-query"});
      }
      REQUIRE(query.id == id);
      const std::optional<debref::proofs::Outcome> found = memo.find(query);
      REQUIRE(found.has_value());
      CHECK(found->verdict == debref::proofs::Verdict::Unsat);
      ++checked;
    }
    CHECK(notices.empty());
  }
  CHECK(checked >= 3);  // maj5.jsonl's first line, 000011.jsonl's and its first side cube's
}
