#include "harness/core/checkpoint.hpp"

#include "harness/core/build_info.hpp"
#include "harness/io/input.hpp"
#include "harness/io/schema.hpp"

namespace debref {

namespace {

Status status_from(const std::string& s) {
  return status_from_string(s).value_or(Status::Unknown);
}

}  // namespace

Checkpoint::Checkpoint(const std::string& path) : log_(path, "--checkpoint") {
  for (std::size_t i = 0; i < log_.lines().size(); ++i) read_line(log_.lines()[i], i + 1);
}

void Checkpoint::read_line(const std::string& line, std::size_t number) {
  const std::string where = log_.where(number);
  if (line.empty()) return;
  nlohmann::json j;
  try {
    j = parse_json_text(line, "");
  } catch (const InputError& e) {
    notices_.push_back(where + e.what() + "; rerun");  // e.g. a torn line of an interrupted write
    return;
  }
  // A line is one check of `check --json` (docs/schema/check_result.json) plus `build`.
  nlohmann::json build;
  if (j.is_object() && j.contains("build")) {
    build = j["build"];
    j.erase("build");
  }
  const nlohmann::json wrapped{{"checks", nlohmann::json::array({j})},
                               {"summary", {{"passed", 0}, {"failed", 0}, {"unknown", 0}}}};
  if (auto e = schema::validate("check_result.json", wrapped)) {
    std::string at = e->path;
    const std::string prefix = "$.checks[0]";
    if (at.rfind(prefix, 0) == 0) at = "$" + at.substr(prefix.size());
    notices_.push_back(where + ": " + at + ": " + e->message +
                       " (not a check of `debref check --json`); rerun");
    return;
  }
  const std::string id = j["id"].get<std::string>();
  if (!build.is_object() || build.value("version", "") != version() ||
      build.value("commit", "") != commit() || !build["definition"].is_string()) {
    notices_.push_back(where + ": " + id + " was checked by another build (" +
                       (build.is_object()
                            ? build.value("version", "?") + ", commit " + build.value("commit", "?")
                            : std::string("no build recorded")) +
                       "; this is " + version() + ", commit " + commit() + "); rerun");
    done_.erase(id);
    return;
  }
  Entry e;
  e.source = j.value("source", "");
  e.statement = j.value("statement", "");
  e.definition = build["definition"].get<std::string>();
  e.result.status = status_from(j.value("status", ""));
  e.result.instances = j.value("instances", std::uint64_t{0});
  e.result.vacuous = j.value("vacuous", std::uint64_t{0});
  if (j.contains("min_slack")) e.result.min_slack = j["min_slack"].get<std::string>();
  if (j.contains("tightest")) e.result.tightest = j["tightest"];
  e.result.seconds = j.value("seconds", 0.0);
  e.result.detail = j.value("detail", "");
  if (j.contains("counterexample")) e.result.counterexample = j["counterexample"];
  done_[id] = std::move(e);  // a later line (a rerun) replaces an earlier one
}

const CheckResult* Checkpoint::find(const Check& check) const {
  auto it = done_.find(check.id);
  if (it == done_.end() || it->second.source != check.source ||
      it->second.statement != check.statement || it->second.definition != definition_hash(check) ||
      it->second.result.status == Status::Unknown)  // UNKNOWN is not a verdict: rerun
    return nullptr;
  return &it->second.result;
}

void Checkpoint::record(const Check& check, const CheckResult& result) {
  nlohmann::json j = to_json({CheckRun{&check, result}})["checks"][0];
  j["build"] = build_identity();
  j["build"]["definition"] = definition_hash(check);
  log_.append(j);
  done_[check.id] = Entry{check.source, check.statement, definition_hash(check), result};
}

}  // namespace debref
