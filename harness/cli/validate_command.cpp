// `debref validate`: checks files produced elsewhere against debref's published JSON Schemas
// (docs/schema), with the same validator and messages as every command's input.
#include <algorithm>

#include "harness/cli/commands.hpp"
#include "harness/core/build_info.hpp"
#include "harness/io/input.hpp"
#include "harness/io/schema.hpp"

namespace debref {

int validate_command(const ValidateOptions& options, std::ostream& out, std::ostream& err) {
  using nlohmann::json;
  const std::vector<std::string> names = schema::names();
  if (options.list) {
    if (options.json)
      out << json_output({{"schemas", names}});
    else
      for (const auto& name : names) out << name << "\n";
    return 0;
  }
  std::string allowed;
  for (const auto& name : names) allowed += (allowed.empty() ? "" : ", ") + name;
  if (std::find(names.begin(), names.end(), options.schema) == names.end()) {
    err << "debref validate: --schema: one of " << allowed << " (got \"" << options.schema
        << "\")\n";
    return 2;
  }
  if (options.files.empty()) {
    err << "debref validate: give at least one FILE\n";
    return 2;
  }
  json results = json::array();
  bool all_valid = true;
  for (const auto& file : options.files) {
    json r = {{"file", file}, {"valid", true}};
    try {
      const json j = read_json_file(file, file);
      if (auto e = schema::validate(options.schema, j)) {
        r["valid"] = false;
        r["path"] = e->path;
        r["message"] = e->message;
      }
    } catch (const InputError& e) {
      r["valid"] = false;
      r["path"] = nullptr;
      r["message"] = e.what();
    }
    all_valid = all_valid && r["valid"].get<bool>();
    results.push_back(r);
  }
  if (options.json) {
    out << json_output({{"schema", options.schema}, {"results", results}});  // UTF-8 replaced
  } else {
    for (const auto& r : results) {
      if (r["valid"].get<bool>())
        out << r["file"].get<std::string>() << ": valid (" << options.schema << ")\n";
      else
        err << "debref validate: " << r["file"].get<std::string>() << ": "
            << (r["path"].is_null() ? "" : r["path"].get<std::string>() + ": ")
            << r["message"].get<std::string>() << "\n";
    }
  }
  return all_valid ? 0 : 2;
}

}  // namespace debref
