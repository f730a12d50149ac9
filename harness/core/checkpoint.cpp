#include "harness/core/checkpoint.hpp"

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cerrno>
#include <cstring>
#include <sstream>

#include "harness/core/build_info.hpp"
#include "harness/io/cleanup.hpp"
#include "harness/io/input.hpp"
#include "harness/io/output.hpp"
#include "harness/io/schema.hpp"

namespace debref {

namespace {

Status status_from(const std::string& s) {
  return status_from_string(s).value_or(Status::Unknown);
}

}  // namespace

Checkpoint::Checkpoint(const std::string& path) : path_(path) {
  fd_ = ::open(path.c_str(), O_WRONLY | O_CREAT | O_APPEND | O_CLOEXEC, 0644);
  if (fd_ < 0)
    throw InputError("--checkpoint: cannot open \"" + path + "\" (" + std::strerror(errno) + ")");
  struct stat st {};
  if (::fstat(fd_, &st) != 0 || !S_ISREG(st.st_mode)) {
    ::close(fd_);
    fd_ = -1;
    throw InputError("--checkpoint: \"" + path + "\" is not a regular file");
  }
  const std::string text = read_input_text(path, "--checkpoint");
  if (!text.empty() && text.back() != '\n' && ::write(fd_, "\n", 1) != 1)
    throw OutputError("--checkpoint: cannot write \"" + path + "\" (" + std::strerror(errno) + ")");
  std::istringstream lines(text);
  std::string line;
  for (std::size_t number = 1; std::getline(lines, line); ++number) read_line(line, number);
}

void Checkpoint::read_line(const std::string& line, std::size_t number) {
  const std::string where = "--checkpoint: \"" + path_ + "\" line " + std::to_string(number);
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

Checkpoint::~Checkpoint() {
  if (fd_ >= 0) ::close(fd_);
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
  const std::string line = j.dump(-1, ' ', false, nlohmann::json::error_handler_t::replace) + "\n";
  int error = 0;
  cleanup::critical([&] {  // the whole line or nothing, even when interrupted
    for (std::size_t done = 0; done < line.size();) {
      const ssize_t n = ::write(fd_, line.data() + done, line.size() - done);
      if (n < 0 && errno == EINTR) continue;
      if (n <= 0) {
        error = n < 0 ? errno : ENOSPC;
        return;
      }
      done += static_cast<std::size_t>(n);
    }
    if (::fsync(fd_) != 0) error = errno;
  });
  if (error)
    throw OutputError("--checkpoint: cannot write \"" + path_ + "\" (" + std::strerror(error) +
                      ")");
  done_[check.id] = Entry{check.source, check.statement, definition_hash(check), result};
}

}  // namespace debref
