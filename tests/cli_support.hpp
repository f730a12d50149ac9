// Shared by the command-line tests: run the CLI in-process, test data paths, temporary JSON
// files, and the bad-input assertion (exit 2, the field named, nothing on stdout).
#pragma once

#include <doctest/doctest.h>
#include <unistd.h>

#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <functional>
#include <nlohmann/json.hpp>
#include <sstream>
#include <stdexcept>
#include <string>
#include <vector>

#include "harness/cli/cli.hpp"
#include "harness/families.hpp"

namespace debref_test {

struct Run {
  int code;
  std::string out, err;
};

/// Calls `command(out, err)` on two string streams: its exit code and what it wrote to each.
inline Run capture(const std::function<int(std::ostream&, std::ostream&)>& command) {
  std::ostringstream out, err;
  const int code = command(out, err);
  return {code, out.str(), err.str()};
}

/// Runs a command's entry point (`debref::det_command`, `debref::dqc_command`, ...) on `options`
/// in-process, as `capture` does.
template <class Options>
Run run_command(int (*command)(const Options&, std::ostream&, std::ostream&),
                const Options& options) {
  return capture([&](std::ostream& out, std::ostream& err) { return command(options, out, err); });
}

inline Run run(std::vector<std::string> args,
               const std::function<debref::Registry()>& registry = debref::default_registry) {
  args.insert(args.begin(), "debref");
  std::vector<const char*> argv;
  for (auto& a : args) argv.push_back(a.c_str());
  return capture([&](std::ostream& out, std::ostream& err) {
    return debref::run_cli(static_cast<int>(argv.size()), argv.data(), out, err, registry);
  });
}

/// `debref COMMAND ARGS --json`: exit 0, nothing on stderr, the parsed output.
inline nlohmann::json json_of(const std::string& command, std::vector<std::string> args) {
  args.insert(args.begin(), command);
  args.push_back("--json");
  Run r = run(args);
  INFO(r.err);
  REQUIRE(r.code == 0);
  CHECK(r.err.empty());
  return nlohmann::json::parse(r.out);
}

inline std::string data(const std::string& name) {
  const char* root = std::getenv("DEBREF_SOURCE_DIR");  // set by CTest (tests/CMakeLists.txt)
  if (root == nullptr)
    throw std::runtime_error("DEBREF_SOURCE_DIR is not set: run the tests through ctest");
  return (std::filesystem::path(root) / "tests" / "data" / name).string();
}

inline std::string temp_json(const std::string& name, const std::string& text) {
  // Unique per process, so concurrent test runs (CTest -j, two checkouts) never share a file.
  auto path = std::filesystem::temp_directory_path() /
              ("debref_test_" + std::to_string(::getpid()) + "_" + name + ".json");
  std::ofstream(path) << text;
  return path.string();
}

inline void bad(const std::vector<std::string>& args, const std::string& field) {
  Run r = run(args);
  INFO("args: " << args.back() << " err: " << r.err);
  CHECK(r.code == 2);
  CHECK(r.out.empty());
  CHECK(r.err.find(field) != std::string::npos);
}

}  // namespace debref_test
