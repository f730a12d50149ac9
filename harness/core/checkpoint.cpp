#include "harness/core/checkpoint.hpp"

#include <fcntl.h>
#include <unistd.h>

#include <cerrno>
#include <cstring>
#include <fstream>
#include <iterator>
#include <sstream>
#include <stdexcept>

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
    throw std::runtime_error("--checkpoint: cannot open \"" + path + "\" (" + std::strerror(errno) +
                             ")");
  std::ifstream in(path);
  std::string text((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
  if (!text.empty() && text.back() != '\n' && ::write(fd_, "\n", 1) != 1)
    throw std::runtime_error("--checkpoint: cannot write \"" + path + "\"");
  std::istringstream lines(text);
  std::string line;
  for (int number = 1; std::getline(lines, line); ++number) {
    nlohmann::json j = nlohmann::json::parse(line, nullptr, /*allow_exceptions=*/false);
    if (j.is_discarded()) continue;  // a torn line from an interrupted write
    // A whole line is one check of `check --json` (docs/schema/check_result.json); anything else
    // is not a checkpoint of this tool, refused rather than silently rerun or misread.
    const nlohmann::json wrapped{{"checks", nlohmann::json::array({j})},
                                 {"summary", {{"passed", 0}, {"failed", 0}, {"unknown", 0}}}};
    if (auto e = schema::validate("check_result.json", wrapped)) {
      std::string where = e->path;
      const std::string prefix = "$.checks[0]";
      if (where.rfind(prefix, 0) == 0) where = "$" + where.substr(prefix.size());
      throw std::runtime_error("--checkpoint: \"" + path + "\" line " + std::to_string(number) +
                               ": " + where + ": " + e->message +
                               " (one check of `debref check --json` per line)");
    }
    Entry e;
    e.source = j.value("source", "");
    e.statement = j.value("statement", "");
    e.result.status = status_from(j.value("status", ""));
    e.result.instances = j.value("instances", std::uint64_t{0});
    e.result.vacuous = j.value("vacuous", std::uint64_t{0});
    if (j.contains("min_slack")) e.result.min_slack = j["min_slack"].get<std::string>();
    if (j.contains("tightest")) e.result.tightest = j["tightest"];
    e.result.seconds = j.value("seconds", 0.0);
    e.result.detail = j.value("detail", "");
    if (j.contains("counterexample")) e.result.counterexample = j["counterexample"];
    done_[j["id"].get<std::string>()] = std::move(e);
  }
}

Checkpoint::~Checkpoint() {
  if (fd_ >= 0) ::close(fd_);
}

const CheckResult* Checkpoint::find(const Check& check) const {
  auto it = done_.find(check.id);
  if (it == done_.end() || it->second.source != check.source ||
      it->second.statement != check.statement)
    return nullptr;
  return &it->second.result;
}

void Checkpoint::record(const Check& check, const CheckResult& result) {
  const std::string line = to_json({CheckRun{&check, result}})["checks"][0].dump(
                               -1, ' ', false, nlohmann::json::error_handler_t::replace) +
                           "\n";
  for (std::size_t done = 0; done < line.size();) {
    const ssize_t n = ::write(fd_, line.data() + done, line.size() - done);
    if (n < 0 && errno == EINTR) continue;
    if (n <= 0)
      throw std::runtime_error("--checkpoint: cannot write \"" + path_ + "\" (" +
                               std::strerror(errno) + ")");
    done += static_cast<std::size_t>(n);
  }
  ::fsync(fd_);
  done_[check.id] = Entry{check.source, check.statement, result};
}

}  // namespace debref
