// Every file of tests/fuzz/<target>/ (seeds, and every input a fuzzer once found failing) run
// through its fuzz target in the default suite (and under ASan/UBSan with --sanitize): bad input
// may only end in debref::InputError, which the targets absorb; anything else fails here.
#include <doctest/doctest.h>

#include <filesystem>
#include <fstream>
#include <iterator>

#include "fuzz/targets.hpp"

TEST_CASE("the fuzz corpus: every seed and regression input is handled") {
  const char* root = std::getenv("DEBREF_SOURCE_DIR");
  REQUIRE(root != nullptr);
  std::size_t files = 0;
  for (const auto& t : debref::fuzz::targets()) {
    const auto dir = std::filesystem::path(root) / "tests" / "fuzz" / t.name;
    REQUIRE_MESSAGE(std::filesystem::is_directory(dir), dir.string());
    std::size_t here = 0;
    for (const auto& entry : std::filesystem::directory_iterator(dir)) {
      std::ifstream in(entry.path(), std::ios::binary);
      const std::string bytes((std::istreambuf_iterator<char>(in)), {});
      INFO(entry.path().string());
      CHECK_NOTHROW(t.run(reinterpret_cast<const std::uint8_t*>(bytes.data()), bytes.size()));
      ++here;
    }
    CHECK_MESSAGE(here > 0, t.name << " has no corpus");
    files += here;
  }
  CHECK(files >= 20);
}

TEST_CASE("fuzz targets: malformed and adversarial bytes end in InputError or nothing") {
  const std::string inputs[] = {
      "",
      "{",
      "null",
      "[]",
      "\xff\xfe",
      "{\"t\": 1e400}",
      "{\"t\": 99999999999999999999}",
      R"J({"t": 2, "probs": {"": "1/0"}})J",
      R"J({"c": "1/0", "s": "1", "b": "1", "q": "1", "v": "1"})J",
      R"J({"family": "dqc", "truth_table": "0110", "rounds": 8, "verifier": "((((((1))))))"})J",
      R"J({"family": "dqc", "truth_table": "01", "rounds": 0, "verifier": "x1 ? x1 ? 1 : 0 : 0"})J",
      R"J({"states": 4, "accepting": [9], "delta": [], "space": 6, "time": 16})J"};
  for (const auto& t : debref::fuzz::targets())
    for (const auto& s : inputs) {
      INFO(t.name << " on " << s);
      CHECK_NOTHROW(t.run(reinterpret_cast<const std::uint8_t*>(s.data()), s.size()));
    }
}
