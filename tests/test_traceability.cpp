// docs/TRACEABILITY.md is the claim index (STYLE.md, after cedar-spec): every registered check
// appears in it, and every check id and test file it names exists.
#include <doctest/doctest.h>

#include <filesystem>
#include <fstream>
#include <set>
#include <sstream>

#include "harness/families.hpp"

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
  // Check ids are backticked tokens starting with a family prefix.
  std::set<std::string> mentioned;
  for (std::size_t open = doc.find('`'); open != std::string::npos;) {
    std::size_t close = doc.find('`', open + 1);
    if (close == std::string::npos) break;
    std::string token = doc.substr(open + 1, close - open - 1);
    for (const debref::Family& family : debref::families())
      for (const std::string& prefix : family.check_prefixes)
        if (token.rfind(prefix, 0) == 0 && token.find(' ') == std::string::npos)
          mentioned.insert(token);
    open = doc.find('`', close + 1);
  }
  for (const auto& r : registered) CHECK_MESSAGE(mentioned.count(r), r << " is not in the index");
  for (const auto& m : mentioned) CHECK_MESSAGE(registered.count(m), m << " is not registered");
  // Test files are named tests/test_<name>.cpp.
  for (std::size_t at = doc.find("tests/test_"); at != std::string::npos;
       at = doc.find("tests/test_", at + 1)) {
    std::size_t end = doc.find(".cpp", at);
    REQUIRE(end != std::string::npos);
    std::string file = doc.substr(at, end + 4 - at);
    CHECK_MESSAGE(std::filesystem::exists(std::filesystem::path(root) / file),
                  file << " does not exist");
  }
}
