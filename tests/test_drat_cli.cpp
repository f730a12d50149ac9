// `debref drat` (harness/cli/drat_command.cpp): a DIMACS formula and a DRAT proof, text or binary;
// exit 0 refuted, 1 not, 2 for a malformed file with the flag and line named.
#include <doctest/doctest.h>

#include <cstdint>
#include <filesystem>
#include <fstream>

#include "cli_support.hpp"
#include "harness/io/dimacs.hpp"
#include "harness/io/input.hpp"
#include "harness/io/schema.hpp"
#include "proofs/drat.hpp"

using debref_test::bad;
using debref_test::data;
using debref_test::run;
using debref_test::temp_json;

namespace {

/// A file of raw bytes in the temporary directory (unique per process).
std::string temp_bytes(const std::string& name, const std::string& bytes) {
  const auto path = std::filesystem::temp_directory_path() /
                    ("debref_test_" + std::to_string(::getpid()) + "_" + name);
  std::ofstream(path, std::ios::binary) << bytes;
  return path.string();
}

}  // namespace

TEST_CASE("debref drat: CaDiCaL's text proof of 3 pigeons in 2 holes, and its binary form") {
  const nlohmann::json j =
      debref_test::json_of("drat", {"--cnf", data("php3.cnf"), "--proof", data("php3.drat")});
  CHECK_FALSE(debref::schema::validate("drat.json", j));
  CHECK(j["refuted"] == true);
  CHECK(j["cnf"]["clauses"] == 9);
  CHECK(j["proof"]["format"] == "text");
  CHECK(j["lemmas"] == 1);  // -6 makes the clauses propagate to a conflict
  CHECK_FALSE(j.contains("failure"));
  // The same steps in binary DRAT.
  std::string binary;
  for (const int l : {-6, 5, -1, -3, 2, 4}) binary += debref::proofs::drat_step(true, {l});
  binary += debref::proofs::drat_step(true, {});
  const auto b = run({"drat", "--cnf", data("php3.cnf"), "--proof",
                      temp_bytes("php3.drat.bin", binary), "--json"});
  REQUIRE(b.code == 0);
  CHECK(nlohmann::json::parse(b.out)["proof"]["format"] == "binary");
  CHECK(*debref::proofs::drat_text(binary) == "-6 0\n5 0\n-1 0\n-3 0\n2 0\n4 0\n0\n");
  // The DIMACS writer reads back to the same formula.
  const debref::Dimacs php3 =
      debref::parse_dimacs(debref::read_input_text(data("php3.cnf"), "f"), "f");
  CHECK(debref::largest_variable(php3.clauses) == 6);
  const debref::Dimacs again = debref::parse_dimacs(debref::to_dimacs(php3), "again");
  CHECK(again.variables == 6);
  CHECK(again.clauses == php3.clauses);
  // Text output.
  const auto t = run({"drat", "--cnf", data("php3.cnf"), "--proof", data("php3.drat")});
  CHECK(t.code == 0);
  CHECK(t.out.rfind("refuted: the proof derives the empty clause (1 lemmas checked", 0) == 0);
}

TEST_CASE("debref drat: a proof of a satisfiable formula is not verified (exit 1)") {
  const std::string part =
      temp_json("php3_part", "p cnf 6 6\n-1 -3 0\n-1 -5 0\n-3 -5 0\n-2 -4 0\n-2 -6 0\n-4 -6 0\n");
  const auto r = run({"drat", "--cnf", part, "--proof", data("php3.drat"), "--json"});
  CHECK(r.code == 1);
  const nlohmann::json j = nlohmann::json::parse(r.out);
  CHECK_FALSE(debref::schema::validate("drat.json", j));
  CHECK(j["refuted"] == false);
  CHECK(j["failure"] == "lemma 2 (1 literals) is neither RUP nor RAT");
  CHECK(j["rat_lemmas"] == 1);  // -6: no clause has 6, so RAT on -6
}

TEST_CASE("debref drat: malformed formulas and proofs are exit 2, naming the flag and line") {
  const std::string proof = data("php3.drat"), cnf = data("php3.cnf");
  const auto with_cnf = [&](const std::string& name, const std::string& text) {
    return std::vector<std::string>{"drat", "--cnf", temp_json(name, text), "--proof", proof};
  };
  bad(with_cnf("no_header", "1 2 0\n"), "--cnf: line 1: a clause before the header");
  bad(with_cnf("bad_header", "p cnf 2\n1 2 0\n"), "--cnf: line 1: the header must be");
  bad(with_cnf("two_headers", "p cnf 2 1\np cnf 2 1\n1 2 0\n"), "--cnf: line 2: the header");
  bad(with_cnf("out_of_range", "p cnf 2 1\n1 3 0\n"), "--cnf: line 2: literal 3 outside -2..2");
  bad(with_cnf("count", "p cnf 2 2\n1 2 0\n"), "--cnf: 1 clauses, the header says C = 2");
  bad(with_cnf("open", "p cnf 2 1\n1 2\n"), "--cnf: the last clause is not ended by 0");
  bad(with_cnf("word", "p cnf 2 1\n1 x 0\n"), "--cnf: line 2: \"x 0\" is not an integer");
  bad(with_cnf("empty", ""), "--cnf: no header");
  const auto with_proof = [&](const std::string& name, const std::string& bytes) {
    return std::vector<std::string>{"drat", "--cnf", cnf, "--proof", temp_bytes(name, bytes)};
  };
  bad(with_proof("open_step", "-6 0\n5\n"), "--proof: the last step is not ended by 0");
  bad(with_proof("word", "-6 0\nfive 0\n"), "--proof: line 2:");
  bad(with_proof("d_inside", "-6 d 0\n"), "--proof: line 1:");
  bad(with_proof("d_alone", "d\n-6 0\n"), "--proof: line 1: `d` must be followed by a space");
  bad(with_proof("d_glued", "d1 2 0\n"), "--proof: line 1: `d` must be followed by a space");
  bad(with_cnf("glued_header", "pcnf 2 1\n1 2 0\n"), "--cnf: line 1: the header must be");
  bad(with_cnf("plus_header", "p cnf +2 1\n1 2 0\n"), "--cnf: line 1: the header must be");
  bad(with_proof("binary_kind", std::string("x\0", 2)), "--proof: malformed proof: byte 1");
  bad(with_proof("binary_cut", std::string("a\x82\0\x82", 4)), "--proof: malformed proof");
  bad({"drat", "--cnf", cnf, "--proof", "/nonexistent/proof"}, "--proof: cannot open");
}

TEST_CASE("DIMACS and DRAT parsers on random bytes: a result or an InputError, never a crash") {
  // Random formulas over 4 variables (one in four with a byte replaced) and random proofs from
  // a small alphabet (text, or binary once a NUL byte occurs).
  const std::string alphabet = std::string("0123456789- \n\n\ndac\x80\xff") + '\0';
  std::uint64_t state = 12345;
  const auto next = [&] {
    state = state * 6364136223846793005ULL + 1442695040888963407ULL;
    return static_cast<std::size_t>(state >> 33);
  };
  int parsed = 0, refused = 0;
  for (int i = 0; i < 3000; ++i) {
    const std::size_t clauses = next() % 6;
    std::string cnf = "p cnf 4 " + std::to_string(clauses) + "\n";
    for (std::size_t c = 0; c < clauses; ++c) {
      for (std::size_t k = next() % 4; k > 0; --k) {
        const int var = static_cast<int>(next() % 4) + 1;
        cnf += std::to_string(next() % 2 ? var : -var) + " ";
      }
      cnf += "0\n";
    }
    if (next() % 4 == 0) cnf[next() % cnf.size()] = alphabet[next() % alphabet.size()];
    std::string proof;
    for (std::size_t k = next() % 30; k > 0; --k) proof += alphabet[next() % alphabet.size()];
    try {
      const debref::Dimacs d = debref::parse_dimacs(cnf, "--cnf");
      bool binary = false;
      const std::string bytes = debref::drat_binary(proof, "--proof", binary);
      const auto r = debref::proofs::check_drat(d.clauses, bytes);
      CHECK((r.refuted || !r.failure.empty()));
      ++parsed;
    } catch (const debref::InputError&) {
      ++refused;
    }
  }
  CHECK(parsed > 100);
  CHECK(refused > 100);
}
