// Golden test vectors (tests/vectors/): regeneration must not change them, and the example
// consumer (scripts/consume_vectors.py) must accept them and reject a mutated copy.
#include <doctest/doctest.h>
#include <unistd.h>

#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <nlohmann/json.hpp>
#include <sstream>

#include "harness/cli/cli.hpp"
#include "harness/families.hpp"
#include "harness/io/schema.hpp"

namespace {

std::string source(const std::string& relative) {
  return (std::filesystem::path(std::getenv("DEBREF_SOURCE_DIR")) / relative).string();
}

nlohmann::json read(const std::string& path) {
  std::ifstream f(path);
  REQUIRE(f.good());
  return nlohmann::json::parse(f);
}

int consume(const std::string& dir) {
  const std::string command = "python3 " + source("scripts/consume_vectors.py") + " " +
                              std::getenv("DEBREF_BINARY") + " " + dir + " > /dev/null 2>&1";
  return std::system(command.c_str());
}

int cli(int argc, const char* const* argv, std::ostream& out, std::ostream& err) {
  return debref::run_cli(argc, argv, out, err);
}

}  // namespace

TEST_CASE("every family has golden vectors, including invalid inputs and counterexamples") {
  for (const auto& f : debref::vectors::all_vectors(cli)) {
    INFO(f.name);
    bool invalid = false, counterexample = false;
    for (const auto& v : f.content["vectors"])
      for (const auto& flag : v["flags"]) {
        invalid |= flag == "Invalid";
        counterexample |= flag == "Counterexample";
      }
    CHECK(invalid);
    CHECK(counterexample);
    const auto error = debref::schema::validate("vectors.json", f.content);
    CHECK_MESSAGE(!error, (error ? error->path + ": " + error->message : ""));
  }
  CHECK(debref::vectors::all_vectors(cli).size() == 6);
}

TEST_CASE("regenerated vectors equal the golden copies") {
  for (const auto& f : debref::vectors::all_vectors(cli)) {
    INFO(f.name << ": run `debref vectors --out tests/vectors` if the change is intended");
    CHECK(f.content == read(source("tests/vectors/" + f.name)));
  }
}

TEST_CASE("the example consumer accepts the golden vectors and rejects a mutated one") {
  CHECK(consume(source("tests/vectors")) == 0);
  const auto dir = std::filesystem::temp_directory_path() /
                   ("debref_test_vectors_" + std::to_string(::getpid()));
  std::filesystem::create_directories(dir);
  nlohmann::json stochastic = read(source("tests/vectors/stochastic.json"));
  stochastic["vectors"][0]["expected"]["final_prob"] = "1/3";  // was 1/2
  std::ofstream(dir / "stochastic.json") << stochastic.dump();
  CHECK(consume(dir.string()) != 0);
  std::filesystem::remove(dir / "stochastic.json");
  // A det vector claiming the liar wins the rejecting machine's bisection (vector 3).
  nlohmann::json det = read(source("tests/vectors/det.json"));
  REQUIRE(det["vectors"][2]["expected"]["minimax_a_wins"] == false);
  det["vectors"][2]["expected"]["minimax_a_wins"] = true;
  std::ofstream(dir / "det.json") << det.dump();
  CHECK(consume(dir.string()) != 0);
  std::filesystem::remove_all(dir);
}
