#include "harness/core/claim.hpp"

namespace debref {

void register_claims(Registry& registry, const std::string& family, std::vector<Claim> claims) {
  for (Claim& claim : claims) {
    const bool twin = claim.twin;
    auto evaluate = claim.evaluate;
    registry.add(
        {claim.id, family, claim.source, claim.statement, claim.instances, twin, [evaluate, twin] {
           ClaimOutcome o = evaluate();
           CheckResult r;
           r.instances = o.instances;
           r.counterexample = o.violation;
           r.detail = std::to_string(o.instances) + " instances tested, " +
                      std::to_string(o.vacuous) + " vacuous (a hypothesis failed)";
           if (!o.detail.empty()) r.detail += "; " + o.detail;
           if (twin) {
             r.status = o.violation ? Status::Pass : o.undecided ? Status::Unknown : Status::Fail;
             if (r.status == Status::Fail)
               r.detail += "; the mutant was NOT caught: the check is vacuous";
           } else {
             r.status = o.violation ? Status::Fail : o.undecided ? Status::Unknown : Status::Pass;
           }
           if (o.instances == 0 && r.status == Status::Pass && !twin) {
             r.status = Status::Unknown;
             r.detail += "; no instance met the hypotheses";
           }
           return r;
         }});
  }
}

}  // namespace debref
