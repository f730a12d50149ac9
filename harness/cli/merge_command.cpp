// `debref merge`: reassembles the --json outputs of a sharded run (`debref check`, `debref proofs`
// or `debref dqc --table` with --shard I/N, I = 1..N, each once) into the output of the unsharded
// run: items in enumeration order, summary and exit code recomputed (harness/core/shard.hpp).
// Shards of `debref dqc --frontier 5 --classes` merge by harness/dqc/frontier_classes.hpp.
// Shards of `debref explore` merge to the finding at the least position of the search order.
#include <map>
#include <sstream>

#include "harness/cli/commands.hpp"
#include "harness/core/build_info.hpp"
#include "harness/core/shard.hpp"
#include "harness/dqc/frontier_classes.hpp"
#include "harness/io/input.hpp"
#include "harness/io/schema.hpp"

namespace debref {

namespace {

using nlohmann::json;

/// What each sharded command's output lists, and the schema of that output.
struct Kind {
  const char* items;
  const char* schema;
};

const std::map<std::string, Kind>& kinds() {
  static const std::map<std::string, Kind> k{
      {"check", {"checks", "check_result.json"}},
      {"proofs", {"queries", "proofs_result.json"}},
      {"dqc-table", {"functions", "dqc_table.json"}},
      {"dqc-frontier", {"functions", "dqc_frontier_classes.json"}},
      {"explore", {"", "explore_result.json"}}};
  return k;
}

/// The merged output's summary: statuses counted (check, proofs) or the DQC histogram.
json summarize(const std::string& command, const json& items, const json& first, int& code) {
  if (command == "dqc-table") {
    std::map<int, int> histogram;
    bool unknown = false;
    for (const json& f : items) {
      const int v = f["dqc"].is_number_integer() ? f["dqc"].get<int>() : -1;
      unknown |= v == -1;
      histogram[v]++;
    }
    json hist = json::object();
    for (auto [v, c] : histogram) hist[std::to_string(v)] = c;
    code = unknown ? 3 : 0;
    return {{"n", first["n"]}, {"method", first["method"]}, {"dqc_histogram", hist}};
  }
  int passed = 0, failed = 0, unknown = 0, vacuous = 0, caught = 0;
  for (const json& c : items) {
    const std::string status = c.value("status", "");
    (status == "PASS"      ? passed
     : status == "FAIL"    ? failed
     : status == "VACUOUS" ? vacuous
     : status == "CAUGHT"  ? caught
                           : unknown)++;
  }
  code = failed + vacuous ? 1 : unknown ? 3 : 0;
  json summary = {{"passed", passed}, {"failed", failed}, {"unknown", unknown}};
  if (command == "check") {
    summary["vacuous"] = vacuous;
    summary["caught"] = caught;
  }
  return {{"summary", summary}};
}

/// Refuses a shard of another run than the first file's: another build (version, commit) or
/// another selection or options (run; explore shards name the differing field themselves).
void check_identity(const std::string& file, const json& s, const std::string& first,
                    const json& f) {
  for (const char* key : {"version", "commit", "run"})
    if (s[key] != f[key] && !(std::string(key) == "run" && s["command"] == "explore"))
      throw InputError(file + ": shard." + key + " " + s[key].dump() + " differs from " + first +
                       "'s " + f[key].dump() +
                       (std::string(key) == "run"
                            ? " (shards of different runs: another --filter, option or suite)"
                            : " (shards of different builds of debref)"));
}

/// Each shard's items are the ones it listed (the hash of their keys), the right number, and no
/// item appears in two shards.
void check_items(const std::map<std::uint64_t, json>& shards,
                 const std::map<std::uint64_t, std::string>& names, const char* items,
                 std::uint64_t suite) {
  const std::uint64_t count = shards.size();
  std::map<std::string, std::string> seen;  // item key -> file
  for (const auto& [i, j] : shards) {
    const std::string& file = names.at(i);
    // Shard i holds the positions p < suite with p mod count = i - 1.
    const std::uint64_t expected = suite / count + (i - 1 < suite % count ? 1 : 0);
    if (j[items].size() != expected)
      throw InputError(file + ": shard " + std::to_string(i) + "/" + std::to_string(count) +
                       " holds " + std::to_string(j[items].size()) + " " + items + ", expected " +
                       std::to_string(expected) + " of " + std::to_string(suite));
    if (shard_items_hash(j[items]) != j["shard"]["items"].get<std::string>())
      throw InputError(file + ": its " + items +
                       " are not the ones the shard ran (shard.items: an item edited, swapped, "
                       "added or removed)");
    for (const json& item : j[items]) {
      const json key = item.contains("id") ? item["id"] : item["truth_table"];
      const std::string k = key.dump(-1, ' ', false, json::error_handler_t::replace);
      auto [it, fresh] = seen.emplace(k, file);
      if (!fresh)
        throw InputError(file + ": " + k + " is also in " + it->second + " (an item given twice)");
    }
  }
}

/// `debref explore` shards: the same search (family, drop, max_size, seed); the finding at the
/// least position is the unsharded run's (each shard stops at its own first finding, so every
/// earlier position was examined by its owner). `searched` is then that position + 1 as in an
/// unsharded run; drop_instances is exact only when nothing was found (the sum).
int merge_explore(const std::map<std::uint64_t, json>& shards,
                  const std::map<std::uint64_t, std::string>& names, bool as_json,
                  std::ostream& out, std::ostream& err) {
  for (const auto& [i, j] : shards) {
    std::vector<const char*> needed{"searched", "drop_instances"};
    if (j["result"] == "found")
      needed = {"searched", "position", "size", "counterexample", "replay"};
    for (const char* key : needed)
      if (!j.contains(key))
        throw InputError(names.at(i) + ": $." + key +
                         ": missing (a shard of `debref explore "
                         "--json` records it)");
  }
  const json& first = shards.begin()->second;
  const json* best = nullptr;
  std::uint64_t searched = 0, drops = 0;
  for (const auto& [i, j] : shards) {
    for (const char* key : {"family", "drop", "max_size", "seed"})
      if (j[key] != first[key]) {
        err << "debref merge: shard " << i << ": " << key << " " << j[key].dump()
            << " differs from shard " << shards.begin()->first << "'s " << first[key].dump()
            << " (shards of one search only)\n";
        return 2;
      }
    searched += j.value("searched", std::uint64_t{0});
    drops += j.value("drop_instances", std::uint64_t{0});
    if (j["result"] == "found" &&
        (!best || j["position"].get<std::uint64_t>() < (*best)["position"].get<std::uint64_t>()))
      best = &j;
  }
  json merged = best ? *best : first;
  merged.erase("shard");
  if (best) {
    merged["searched"] = (*best)["position"].get<std::uint64_t>() + 1;
    merged.erase("drop_instances");
  } else {
    merged["searched"] = searched;
    merged["drop_instances"] = drops;
  }
  if (as_json) {
    out << json_output(merged);  // this build's identity, not the shards'
  } else if (best) {
    out << merged["family"].get<std::string>() << " / " << merged["drop"].get<std::string>()
        << ": counterexample at position " << merged["position"] << " (size " << merged["size"]
        << "): " << merged["counterexample"].dump()
        << "\nreplay: " << merged["replay"].get<std::string>() << "\n";
  } else {
    out << merged["family"].get<std::string>() << " / " << merged["drop"].get<std::string>()
        << ": none among " << searched << " instances up to size " << merged["max_size"] << "\n";
  }
  return 0;
}

}  // namespace

int merge_command(const MergeOptions& options, std::ostream& out, std::ostream& err) {
  std::map<std::uint64_t, json> shards;
  std::map<std::uint64_t, std::string> names;  // the file of each shard
  std::uint64_t count = 0, suite = 0;
  std::string command, first;
  try {
    for (const std::string& file : options.files) {
      json j = read_json_file(file, file);
      if (!j.is_object() || !j.contains("shard") || !j["shard"].is_object())
        throw InputError(file + ": not the --json output of a run with --shard I/N");
      const std::string cmd = j["shard"].value("command", "check");
      if (!kinds().count(cmd))
        throw InputError(file +
                         ": shard.command: one of check, proofs, dqc-table, dqc-frontier, "
                         "explore (got \"" +
                         cmd + "\")");
      if (auto e = schema::validate(kinds().at(cmd).schema, j))
        throw InputError(file + ": " + e->path + ": " + e->message + " (schema docs/schema/" +
                         kinds().at(cmd).schema + ")");
      const json& s = j["shard"];
      for (const char* key : {"version", "commit", "run", "items"})
        if (!s.contains(key))
          throw InputError(file + ": $.shard." + key +
                           ": missing (a shard of an older debref; rerun it)");
      const auto index = s.value("index", std::uint64_t{0});
      const auto n = s.value("count", std::uint64_t{0});
      const auto size = s.value("suite_size", std::uint64_t{0});
      if (command.empty()) {
        command = cmd;
        count = n;
        suite = size;
        first = file;
      }
      if (cmd != command)
        throw InputError(file + ": shard.command \"" + cmd + "\" differs from the first file's \"" +
                         command + "\" (" + first + ")");
      if (n != count || (size != suite && cmd != "explore"))
        throw InputError(file + ": shard.count / shard.suite_size differ from the first file's (" +
                         first + ")");
      check_identity(file, s, first, shards.empty() ? s : shards.begin()->second["shard"]);
      if (index < 1 || index > count) throw InputError(file + ": shard.index outside 1..count");
      if (!shards.emplace(index, j).second)
        throw InputError(file + ": shard " + std::to_string(index) + " given twice (also " +
                         names[index] + ")");
      names[index] = file;
    }
    for (std::uint64_t i = 1; i <= count; ++i)
      if (!shards.count(i))
        throw InputError("shard " + std::to_string(i) + "/" + std::to_string(count) + " missing");
    if (command == "explore") return merge_explore(shards, names, options.json, out, err);
    if (command == "dqc-frontier") {
      const json merged = dqc::merge_frontier_classes(shards, names);
      if (options.json)
        out << json_output(merged);
      else
        dqc::print_frontier_classes_summary(merged, out);
      return merged["complete"].get<bool>() ? 0 : 1;  // a class missing: a shard left it out
    }
    if (suite == 0)
      throw InputError(first + ": an empty suite (shard.suite_size 0): nothing to merge");
    check_items(shards, names, kinds().at(command).items, suite);
  } catch (const InputError& e) {
    err << "debref merge: " << e.what() << "\n";
    return 2;
  }
  const char* items = kinds().at(command).items;
  json list = json::array();
  for (std::uint64_t p = 0; p < suite; ++p) list.push_back(shards[p % count + 1][items][p / count]);
  int code = 0;
  json merged = summarize(command, list, shards[1], code);
  merged[items] = list;
  if (options.json) {
    out << json_output(merged);
    return code;
  }
  std::ostringstream text;
  if (command == "dqc-table") {
    text << list.size() << " functions on n = " << merged["n"]
         << " by DQC: " << merged["dqc_histogram"].dump() << "\n";
  } else {
    for (const json& c : list)
      if (c["status"] != "PASS" && c["status"] != "CAUGHT")
        text << c["id"].get<std::string>() << "  " << c["status"].get<std::string>() << "\n";
    const json& s = merged["summary"];
    text << s["passed"] << " passed, " << s["failed"] << " failed";
    for (const char* extra : {"caught", "vacuous", "unknown"})
      if (s.value(extra, 0) != 0) text << ", " << s[extra] << " " << extra;
    text << "\n";
  }
  out << text.str();
  return code;
}

}  // namespace debref
