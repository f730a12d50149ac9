// The command line's help (docs/ARCHITECTURE.md "Command line", harness/cli/help.hpp): every
// subcommand's --help has typed placeholders (never TEXT), a default or a REQUIRED mark on every
// option that takes a value, examples and the exit codes; every command has --quiet and
// --time-limit; an unknown subcommand is named as such.
#include <doctest/doctest.h>

#include <sstream>

#include "tests/cli_support.hpp"

using debref_test::data;
using debref_test::Run;
using debref_test::run;

namespace {

/// The subcommand names listed by `debref --help`.
std::vector<std::string> subcommands() {
  const Run r = run({"--help"});
  std::vector<std::string> names;
  std::istringstream in(r.out);
  bool listing = false;
  for (std::string line; std::getline(in, line);) {
    if (line.rfind("Subcommands:", 0) == 0) {
      listing = true;
      continue;
    }
    if (listing && line.empty()) break;
    if (listing) {
      std::istringstream words(line);
      std::string name;
      words >> name;
      if (!name.empty()) names.push_back(name);
    }
  }
  return names;
}

}  // namespace

TEST_CASE("every subcommand's --help: examples, exit codes, typed placeholders, defaults") {
  const auto names = subcommands();
  CHECK(names.size() >= 13);
  for (const std::string& name : names) {
    INFO(name);
    const Run r = run({name, "--help"});
    CHECK(r.code == 0);
    CHECK(r.out.find("Examples:\n  debref " + name) != std::string::npos);
    CHECK(r.out.find("Exit codes:") != std::string::npos);
    for (const char* code : {"\n  0 ", "\n  1 ", "\n  2 ", "\n  3 ", "\n  4 ", "\n  130 "})
      CHECK(r.out.find(code) != std::string::npos);
    CHECK(r.out.find("TEXT") == std::string::npos);
    CHECK(r.out.find("--quiet") != std::string::npos);
    CHECK(r.out.find("--time-limit SECONDS") != std::string::npos);
    // Every option line with a value: its default, or REQUIRED (possibly "REQUIRED unless ...").
    std::istringstream in(r.out);
    std::string option;
    for (std::string line; std::getline(in, line);) {
      if (line.rfind("  -", 0) == 0 || line.rfind("  files", 0) == 0 ||
          line.rfind("  file ", 0) == 0) {
        option = line;
      } else if (!option.empty() && line.rfind("      ", 0) == 0) {
        option += line;  // a wrapped description
        continue;
      } else {
        option.clear();
        continue;
      }
      std::istringstream words(option);
      std::string flag, value;
      words >> flag >> value;
      if (flag == "-h,--help" || value.empty() || value[0] == '-' ||
          std::islower(static_cast<unsigned char>(value[0])))
        continue;  // a flag without a value (its description follows)
      const bool described = option.find("default") != std::string::npos ||
                             option.find("REQUIRED") != std::string::npos;
      CHECK_MESSAGE(described, option);
    }
  }
}

TEST_CASE("debref --help: placeholders of the global options, examples and exit codes") {
  const Run r = run({"--help"});
  CHECK(r.out.find("--max-input-size SIZE") != std::string::npos);
  CHECK(r.out.find("--max-memory SIZE") != std::string::npos);
  CHECK(r.out.find("Exit codes:") != std::string::npos);
  CHECK(r.out.find("Examples:") != std::string::npos);
}

TEST_CASE("an unknown subcommand is named as such") {
  const Run r = run({"frobnicate"});
  CHECK(r.code == 2);
  CHECK(r.err.find("unknown subcommand 'frobnicate'") != std::string::npos);
  CHECK(r.out.empty());
  const Run g = run({"--max-input-size", "1M", "frobnicate", "--json"});
  CHECK(g.code == 2);
  CHECK(g.err.find("unknown subcommand 'frobnicate'") != std::string::npos);
}

TEST_CASE("--quiet on every command: nothing on stdout, the same exit code") {
  const Run plain = run({"params", "--k", "1", "--t", "3"});
  const Run quiet = run({"params", "--k", "1", "--t", "3", "--quiet"});
  CHECK(plain.code == 0);
  CHECK(!plain.out.empty());
  CHECK(quiet.code == 0);
  CHECK(quiet.out.empty());
  const Run dqc = run({"dqc", "--truth-table", "0110", "--quiet"});
  CHECK(dqc.code == 0);
  CHECK(dqc.out.empty());
}

TEST_CASE("--time-limit on every command: past it exit 3 and no result, never a success") {
  // --time-limit 0: the limit has passed when the command ends, whatever it computed.
  const std::vector<std::vector<std::string>> commands{
      {"params", "--k", "1", "--t", "3"},
      {"dqc", "--truth-table", "0110"},
      {"det"},
      {"pe", "--obfuscation"},
      {"debate", "--oracle", data("oracle_t1.json"), "--params", data("params_small.json")},
      {"explore", "--list"},
      {"validate", "--list"}};
  for (auto args : commands) {
    INFO(args[0]);
    args.insert(args.end(), {"--time-limit", "0"});
    const Run r = run(args);
    CHECK(r.code == 3);
    CHECK(r.out.empty());
    CHECK(r.err.find("--time-limit") != std::string::npos);
  }
  for (const char* bad : {"nan", "-1", "", "inf"}) {
    INFO(bad);
    const Run r = run({"dqc", "--truth-table", "0110", "--time-limit", bad});
    CHECK(r.code == 2);
  }
}
