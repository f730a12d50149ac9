#include "harness/core/vectors.hpp"

#include <unistd.h>

#include <filesystem>
#include <fstream>
#include <sstream>

#include "harness/core/build_info.hpp"
#include "harness/io/cleanup.hpp"

namespace debref::vectors {

namespace {

using nlohmann::json;

struct Run {
  int code;
  std::string out, err;
};

/// Runs debref in-process with JSON inputs written to temporary files (flag -> JSON).
Run run(const CommandLine& cli, std::vector<std::string> args,
        const std::vector<std::pair<std::string, json>>& files) {
  const cleanup::TempDir temp("debref-vectors");  // removed on every path
  const auto& dir = temp.path();
  int i = 0;
  for (const auto& [flag, content] : files) {
    auto path = dir / ("input" + std::to_string(i++) + ".json");
    std::ofstream(path) << content.dump();
    args.push_back(flag);
    args.push_back(path.string());
  }
  args.insert(args.begin(), "debref");
  std::vector<const char*> argv;
  for (auto& a : args) argv.push_back(a.c_str());
  std::ostringstream out, err;
  int code = cli(static_cast<int>(argv.size()), argv.data(), out, err);
  return {code, out.str(), err.str()};
}

/// How debref itself runs a case: its arguments after "debref", and each JSON file flag with the
/// key of `input` that holds the file's content (or the content itself when no key does), so a
/// consumer needs no per-family table (docs/VECTORS.md "Consuming them").
json command_line(const Case& c) {
  json files = json::array();
  for (const auto& [flag, content] : c.files) {
    json f{{"flag", flag}};
    for (const auto& [key, value] : c.input.items())
      if (value == content) {
        f["input"] = key;
        break;
      }
    if (!f.contains("input")) f["content"] = content;
    files.push_back(f);
  }
  return {{"args", c.args}, {"files", files}};
}

}  // namespace

std::string named_field(const std::string& err) {
  auto start = err.find(": ");
  if (start == std::string::npos) return "";
  start += 2;
  std::string field = err.substr(start, err.find(':', start) - start);
  const auto path = start + field.size() + 2;
  if (field.rfind("--", 0) == 0 && path < err.size() && err[path] == '$') {
    const auto end = err.find(": ", path);
    field = err.substr(path, end == std::string::npos ? std::string::npos : end - path);
    field = field.rfind("$.", 0) == 0 ? field.substr(2) : field.substr(1);
  }
  return field;
}

json pick(const json& out, const std::vector<std::string>& keys) {
  json picked = json::object();
  for (const std::string& key : keys)
    if (out.contains(key)) picked[key] = out[key];
  return picked;
}

VectorFile family_file(const CommandLine& cli, const std::string& family,
                       const std::string& command, const std::vector<Case>& cases,
                       const Expected& expected) {
  json list = json::array();
  int id = 0;
  for (const Case& c : cases) {
    Run r = run(cli, c.args, c.files);
    json v{{"id", ++id},
           {"comment", c.comment},
           {"flags", c.flags},
           {"input", c.input},
           {"command_line", command_line(c)}};
    // Exit 1 with a result on stdout is an outcome (e.g. `debref proofs`: a query FAILs).
    const bool outcome = r.code == 1 && json::accept(r.out);
    if (r.code == 0 || outcome) {
      json e = expected(json::parse(r.out));
      e.erase("debref");  // the document's identity, not the case's outcome
      e.erase("schema_version");
      v["expected"] = e;
      if (outcome) v["expected_exit_code"] = 1;
    } else
      v["expected_error"] = {{"exit_code", r.code}, {"field", named_field(r.err)}};
    list.push_back(v);
  }
  // The version without the commit: the files are compared byte for byte with tests/vectors by
  // every build (docs/VECTORS.md "Versions").
  return {family + ".json",
          versioned({{"family", family}, {"command", command}, {"vectors", list}}, false)};
}

}  // namespace debref::vectors
