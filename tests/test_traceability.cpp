// docs/TRACEABILITY.md is the claim index (STYLE.md, after cedar-spec): every registered check
// appears in it, and every check id and test file it names exists. Its "Coverage by paper"
// section has one table per paper whose count line matches its rows and whose `checks` cells
// name registered checks only.
#include <doctest/doctest.h>

#include <array>
#include <cctype>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <optional>
#include <set>
#include <sstream>
#include <string>
#include <vector>

#include "harness/families.hpp"

namespace {

std::filesystem::path source_root() {
  const char* root = std::getenv("DEBREF_SOURCE_DIR");
  REQUIRE(root != nullptr);
  return root;
}

std::string read_index() {
  std::ifstream f(source_root() / "docs" / "TRACEABILITY.md");
  REQUIRE(f.good());
  std::stringstream text;
  text << f.rdbuf();
  return text.str();
}

std::set<std::string> registered_ids() {
  std::set<std::string> registered;
  const debref::Registry registry = debref::default_registry();
  for (const auto& c : registry.checks()) registered.insert(c.id);
  return registered;
}

std::string trim(const std::string& s) {
  const std::size_t first = s.find_first_not_of(' ');
  if (first == std::string::npos) return "";
  return s.substr(first, s.find_last_not_of(' ') + 1 - first);
}

// The cells of a Markdown table row "| a | b |", trimmed.
std::vector<std::string> cells(const std::string& row) {
  std::vector<std::string> out;
  std::size_t at = 1;
  for (std::size_t bar = row.find('|', at); bar != std::string::npos; bar = row.find('|', at)) {
    out.push_back(trim(row.substr(at, bar - at)));
    at = bar + 1;
  }
  return out;
}

// One "### Seed NNN: ..." table of the coverage section.
struct PaperTable {
  std::string heading;
  std::optional<std::array<int, 5>> counts;  // items, covered, partial, not covered, not checkable
  std::vector<std::vector<std::string>> rows;
};

}  // namespace

TEST_CASE("docs/TRACEABILITY.md and the registry agree") {
  const std::filesystem::path root = source_root();
  const std::string doc = read_index();
  const std::set<std::string> registered = registered_ids();
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
    CHECK_MESSAGE(std::filesystem::exists(root / file), file << " does not exist");
  }
}

TEST_CASE("docs/TRACEABILITY.md lists a falsifying twin beside every claim") {
  // A row naming a claim's id also names a twin (an id containing ".twin."), registered.
  const std::string doc = read_index();
  const debref::Registry registry = debref::default_registry();
  std::set<std::string> twins;
  for (const auto& c : registry.checks())
    if (c.twin) twins.insert(c.id);
  for (const auto& c : registry.checks()) {
    if (c.twin) continue;
    bool listed = false;
    std::istringstream lines(doc);
    for (std::string row; std::getline(lines, row) && !listed;) {
      if (row.rfind("|", 0) != 0 || row.find("`" + c.id + "`") == std::string::npos) continue;
      for (const std::string& t : twins)
        if (row.find("`" + t + "`") != std::string::npos) listed = true;
    }
    CHECK_MESSAGE(listed, c.id << ": no row of the index lists it beside a twin");
  }
}

namespace {

/// "N items: a covered, b partial, c not covered, d not finite-checkable." as its five numbers.
/// (Plain parsing: std::regex trips GCC 12's -Wmaybe-uninitialized inside libstdc++ under ASan.)
std::optional<std::array<int, 5>> count_line(const std::string& line) {
  const std::array<std::string, 5> after = {" items: ", " covered, ", " partial, ",
                                            " not covered, ", " not finite-checkable."};
  std::array<int, 5> out{};
  std::size_t at = 0;
  for (std::size_t i = 0; i < after.size(); ++i) {
    std::size_t digits = at;
    while (digits < line.size() && std::isdigit(static_cast<unsigned char>(line[digits]))) ++digits;
    if (digits == at || line.compare(digits, after[i].size(), after[i]) != 0) return std::nullopt;
    out[i] = std::stoi(line.substr(at, digits - at));
    at = digits + after[i].size();
  }
  if (at != line.size()) return std::nullopt;
  return out;
}

}  // namespace

TEST_CASE("docs/TRACEABILITY.md coverage by paper: tables, counts and check ids") {
  const std::set<std::string> registered = registered_ids();
  std::vector<std::string> lines;
  {
    std::istringstream in(read_index());
    for (std::string line; std::getline(in, line);) lines.push_back(line);
  }
  // The section runs from its heading to the next "## " heading.
  std::size_t begin = 0;
  while (begin < lines.size() && lines[begin] != "## Coverage by paper") ++begin;
  REQUIRE_MESSAGE(begin < lines.size(), "no \"## Coverage by paper\" section");
  std::size_t end = begin + 1;
  while (end < lines.size() && lines[end].rfind("## ", 0) != 0) ++end;

  const std::vector<std::string> header = {"item", "finite-checkable", "status", "checks"};
  std::vector<PaperTable> tables;
  for (std::size_t i = begin + 1; i < end; ++i) {
    const std::string& line = lines[i];
    INFO("docs/TRACEABILITY.md line " << i + 1 << ": " << line);
    if (line.rfind("### ", 0) == 0) {
      tables.push_back({line, std::nullopt, {}});
      continue;
    }
    if (const auto counts = count_line(line)) {
      REQUIRE_MESSAGE(!tables.empty(), "a count line before any paper heading");
      CHECK_MESSAGE(!tables.back().counts, "a second count line");
      tables.back().counts = *counts;
      continue;
    }
    if (line.rfind("|", 0) != 0) continue;
    const std::vector<std::string> row = cells(line);
    REQUIRE_MESSAGE(row.size() == 4, "a coverage row has " << row.size() << " cells, not 4");
    if (row == header || row[0].rfind("---", 0) == 0) continue;
    REQUIRE_MESSAGE(!tables.empty(), "a coverage row before any paper heading");
    // checks: empty, or backticked registered ids separated by ", ".
    int ids = 0;
    for (std::size_t at = 0; !row[3].empty() && at <= row[3].size();) {
      std::size_t comma = row[3].find(", ", at);
      if (comma == std::string::npos) comma = row[3].size();
      const std::string token = row[3].substr(at, comma - at);
      const std::string id = token.size() > 2 ? token.substr(1, token.size() - 2) : "";
      if (token.size() > 2 && token.front() == '`' && token.back() == '`' &&
          id.find_first_of("` ") == std::string::npos) {
        ++ids;
        CHECK_MESSAGE(registered.count(id), id << " is not registered");
      } else {
        FAIL_CHECK("checks cell entry \"" << token << "\" is not a backticked check id");
      }
      at = comma + 2;
    }
    const std::string& status = row[2];
    if (status == "covered" || status.rfind("partial: ", 0) == 0)
      CHECK_MESSAGE(ids > 0, "a covered or partial item names no check");
    tables.back().rows.push_back(row);
  }

  for (const std::string& paper : std::vector<std::string>{"000", "001", "002", "004"}) {
    INFO("seed " << paper);
    const PaperTable* table = nullptr;
    for (const PaperTable& t : tables)
      if (t.heading.rfind("### Seed " + paper + ": ", 0) == 0) {
        CHECK_MESSAGE(table == nullptr, "two tables for the same paper");
        table = &t;
      }
    REQUIRE_MESSAGE(table != nullptr, "no \"### Seed " << paper << ": ...\" table");
    REQUIRE_MESSAGE(table->counts.has_value(), "no count line under " << table->heading);
    REQUIRE_MESSAGE(!table->rows.empty(), "no rows under " << table->heading);
    std::array<int, 5> actual{static_cast<int>(table->rows.size()), 0, 0, 0, 0};
    for (const auto& row : table->rows) {
      INFO(row[0]);
      const std::string& status = row[2];
      if (status == "covered")
        ++actual[1];
      else if (status.rfind("partial: ", 0) == 0)
        ++actual[2];
      else if (status.rfind("not covered: ", 0) == 0)
        ++actual[3];
      else
        FAIL_CHECK("status \"" << status << "\" is not covered, partial: ... or not covered: ...");
      if (row[1].rfind("no: ", 0) == 0)
        ++actual[4];
      else
        CHECK_MESSAGE(row[1] == "yes",
                      "finite-checkable \"" << row[1] << "\" is not yes or no: ...");
    }
    const std::array<std::string, 5> names = {"items", "covered", "partial", "not covered",
                                              "not finite-checkable"};
    for (std::size_t k = 0; k < names.size(); ++k)
      CHECK_MESSAGE((*table->counts)[k] == actual[k], "count line says "
                                                          << (*table->counts)[k] << " " << names[k]
                                                          << ", the rows give " << actual[k]);
  }
}
