#include "harness/core/claim.hpp"

#include "harness/core/deadline.hpp"

namespace debref {

bool ClaimOutcome::stop_at_deadline(std::size_t total) {
  if (!past_deadline()) return false;
  undecided = true;
  detail = "time limit reached after " + std::to_string(instances + vacuous) + " of " +
           std::to_string(total) + " instances";
  return true;
}

void ClaimOutcome::slack(const Rational& s, const std::function<nlohmann::json()>& instance) {
  if (min_slack && *min_slack <= s) return;
  min_slack = s;
  tightest = instance();
}

void ClaimOutcome::merge(const ClaimOutcome& other) {
  instances += other.instances;
  vacuous += other.vacuous;
  if (!violation) violation = other.violation;
  undecided = undecided || other.undecided;
  if (other.min_slack && (!min_slack || *other.min_slack < *min_slack)) {
    min_slack = other.min_slack;
    tightest = other.tightest;
  }
  if (!other.detail.empty()) detail += (detail.empty() ? "" : "; ") + other.detail;
}

namespace {

/// The check's result from what evaluating the claim found.
CheckResult result_of(const ClaimOutcome& o, bool twin) {
  CheckResult r;
  r.instances = o.instances;
  r.vacuous = o.vacuous;
  r.counterexample = o.violation;
  if (o.min_slack && !twin) {
    r.min_slack = to_string(*o.min_slack);
    r.tightest = o.tightest;
  }
  r.detail = std::to_string(o.instances) + " instances tested, " + std::to_string(o.vacuous) +
             " vacuous (a hypothesis failed)";
  if (!o.detail.empty()) r.detail += "; " + o.detail;
  if (twin) {
    r.status = o.violation ? Status::Caught : o.undecided ? Status::Unknown : Status::Fail;
    if (r.status == Status::Fail) r.detail += "; the mutant was NOT caught: the check is vacuous";
    return r;
  }
  r.status = o.violation ? Status::Fail : o.undecided ? Status::Unknown : Status::Pass;
  if (o.instances == 0 && r.status == Status::Pass) {
    r.status = Status::Vacuous;
    r.detail += "; no instance met the hypotheses";
  }
  return r;
}

}  // namespace

void register_claims(Registry& registry, const std::string& family, std::vector<Claim> claims) {
  for (Claim& claim : claims) {
    const bool twin = claim.twin;
    auto evaluate = claim.evaluate;
    registry.add({claim.id, family, claim.source, claim.statement, claim.instances, twin,
                  [evaluate, twin] { return result_of(evaluate(), twin); }});
  }
}

}  // namespace debref
