// `debref merge`: reassembles `debref check --shard I/N --json` outputs (I = 1..N, each once) into
// the report of the unsharded run: checks in suite order, summary and exit code recomputed.
#include <map>
#include <sstream>

#include "harness/cli/commands.hpp"
#include "harness/io/input.hpp"

namespace debref {

int merge_command(const MergeOptions& options, std::ostream& out, std::ostream& err) {
  using nlohmann::json;
  std::map<std::uint64_t, json> shards;
  std::uint64_t count = 0, suite = 0;
  try {
    for (const std::string& file : options.files) {
      json j = read_json_file(file, file, "check_result.json");
      if (!j.is_object() || !j.contains("shard") || !j.contains("checks") ||
          !j["checks"].is_array())
        throw InputError(file + ": not the --json output of `debref check --shard I/N`");
      const json& s = j["shard"];
      const auto index = s.value("index", std::uint64_t{0});
      const auto n = s.value("count", std::uint64_t{0});
      const auto size = s.value("suite_size", std::uint64_t{0});
      if (count == 0) {
        count = n;
        suite = size;
      }
      if (n != count || size != suite)
        throw InputError(file + ": shard.count / shard.suite_size differ from the first file");
      if (index < 1 || index > count) throw InputError(file + ": shard.index outside 1..count");
      if (!shards.emplace(index, j).second)
        throw InputError(file + ": shard " + std::to_string(index) + " given twice");
    }
    for (std::uint64_t i = 1; i <= count; ++i)
      if (!shards.count(i))
        throw InputError("shard " + std::to_string(i) + "/" + std::to_string(count) + " missing");
    std::uint64_t total = 0;
    for (auto& [i, j] : shards) total += j["checks"].size();
    if (total != suite)
      throw InputError("the shards hold " + std::to_string(total) + " checks, the suite " +
                       std::to_string(suite));
  } catch (const InputError& e) {
    err << "debref merge: " << e.what() << "\n";
    return 2;
  }
  // Position p of the suite is check p / count of shard p % count + 1.
  json checks = json::array();
  int passed = 0, failed = 0, unknown = 0;
  for (std::uint64_t p = 0; p < suite; ++p) {
    const json& c = shards[p % count + 1]["checks"][p / count];
    const std::string status = c.value("status", "");
    (status == "PASS" ? passed : status == "FAIL" ? failed : unknown)++;
    checks.push_back(c);
  }
  json merged{{"checks", checks},
              {"summary", {{"passed", passed}, {"failed", failed}, {"unknown", unknown}}}};
  if (options.json) {
    out << merged.dump(2) << "\n";
  } else {
    std::ostringstream text;
    for (const json& c : checks)
      if (c["status"] != "PASS")
        text << c["id"].get<std::string>() << "  " << c["status"].get<std::string>() << "\n";
    text << passed << " passed, " << failed << " failed";
    if (unknown) text << ", " << unknown << " unknown";
    text << "\n";
    out << text.str();
  }
  return failed ? 1 : unknown ? 3 : 0;
}

}  // namespace debref
