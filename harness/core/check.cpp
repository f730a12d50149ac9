#include "harness/core/check.hpp"

#include <chrono>
#include <exception>
#include <new>
#include <stdexcept>

#include "harness/core/deadline.hpp"

namespace debref {

const char* to_string(Status s) {
  switch (s) {
    case Status::Pass:
      return "PASS";
    case Status::Fail:
      return "FAIL";
    case Status::Unknown:
      return "UNKNOWN";
    case Status::Vacuous:
      return "VACUOUS";
    case Status::Caught:
      return "CAUGHT";
  }
  return "UNKNOWN";
}

std::optional<Status> status_from_string(const std::string& name) {
  for (Status s : {Status::Pass, Status::Fail, Status::Unknown, Status::Vacuous, Status::Caught})
    if (name == to_string(s)) return s;
  return std::nullopt;
}

bool succeeded(Status s) {
  return s == Status::Pass || s == Status::Caught;
}

void Registry::add(Check check) {
  for (const auto& c : checks_)
    if (c.id == check.id) throw std::logic_error("duplicate check id " + check.id);
  checks_.push_back(std::move(check));
}

CheckResult run_check(const Check& check, std::optional<double> time_limit_seconds) {
  auto start = std::chrono::steady_clock::now();
  if (time_limit_seconds)
    set_deadline(start + std::chrono::duration_cast<std::chrono::steady_clock::duration>(
                             std::chrono::duration<double>(*time_limit_seconds)));
  CheckResult result;
  try {
    result = check.run();
  } catch (const ResourceLimit& e) {
    result.status = Status::Unknown;
    result.detail = std::string("resource limit: ") + e.what();
  } catch (const std::bad_alloc&) {
    result.status = Status::Unknown;
    result.detail = "resource limit: out of memory";
  } catch (const std::exception& e) {
    result.status = Status::Fail;
    result.detail = std::string("exception: ") + e.what();
  } catch (...) {
    result.status = Status::Fail;
    result.detail = "exception of a non-standard type";
  }
  set_deadline(std::nullopt);
  // A success that ended past the time limit is not one (a check that does not poll the deadline
  // ran on): UNKNOWN. A FAIL keeps its counterexample, which holds whenever it was found.
  if (time_limit_seconds && succeeded(result.status) &&
      std::chrono::steady_clock::now() - start >=
          std::chrono::duration<double>(*time_limit_seconds)) {
    result.status = Status::Unknown;
    result.detail = "resource limit: time limit reached (the check ended past --time-limit)";
  }
  // A twin that did what it promises found its mutant out: CAUGHT, never read as a PASS.
  if (check.twin && result.status == Status::Pass) result.status = Status::Caught;
  result.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  return result;
}

}  // namespace debref
