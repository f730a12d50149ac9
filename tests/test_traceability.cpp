// docs/TRACEABILITY.md is the claim index (STYLE.md, after cedar-spec): every registered check
// appears in it, and every check id and test file it names exists.
#include <doctest/doctest.h>

#include <filesystem>
#include <fstream>
#include <regex>
#include <set>
#include <sstream>

#include "harness/check.hpp"

TEST_CASE("docs/TRACEABILITY.md and the registry agree") {
  const char* root = std::getenv("DEBREF_SOURCE_DIR");
  REQUIRE(root != nullptr);
  std::ifstream f(std::filesystem::path(root) / "docs" / "TRACEABILITY.md");
  REQUIRE(f.good());
  std::stringstream text;
  text << f.rdbuf();
  const std::string doc = text.str();
  std::set<std::string> registered;
  const debref::Registry registry = debref::default_registry();
  for (const auto& c : registry.checks()) registered.insert(c.id);
  std::set<std::string> mentioned;
  const std::regex id(R"(`((stochastic|proofs|det|pe|dqc|feature)\.[A-Za-z0-9_.]+)`)");
  for (std::sregex_iterator it(doc.begin(), doc.end(), id), end; it != end; ++it)
    mentioned.insert((*it)[1]);
  for (const auto& r : registered) CHECK_MESSAGE(mentioned.count(r), r << " is not in the index");
  for (const auto& m : mentioned) CHECK_MESSAGE(registered.count(m), m << " is not registered");
  const std::regex test_file(R"(tests/(test_[a-z_]+\.cpp))");
  for (std::sregex_iterator it(doc.begin(), doc.end(), test_file), end; it != end; ++it)
    CHECK_MESSAGE(std::filesystem::exists(std::filesystem::path(root) / "tests" / (*it)[1].str()),
                  (*it)[1].str() << " does not exist");
}
