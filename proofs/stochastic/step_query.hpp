// Source: proofs/README.md and docs/STOCHASTIC.md (Proofs): one arithmetic step of a proof as a
// query. A step's conclusion is a list of parts, each >= 0 (or > 0 when `strict`); its slack is the
// least part. The query asserts the hypotheses and "some part < 0" ("<= 0" when strict): UNSAT
// proves the step. A claim also gets `below_margin`, the same step with the parts compared with a
// margin m, from which `least_slack` brackets the least slack. Shared by every step-shaped query.
#pragma once

#include <functional>
#include <string>
#include <vector>

#include "proofs/query.hpp"

namespace debref::proofs {

/// A step's hypotheses and the parts of its conclusion.
struct Step {
  Hypotheses h;
  std::vector<z3::expr> parts;
  bool strict = false;  // the conclusion is "every part > 0"
};
using StepBuild = std::function<Step(z3::context&)>;

/// A query "proofs.[twin.]<id>" for the step; a claim (not `twin`) carries `below_margin`.
Query step_query(std::string id, std::string source, std::string statement, std::string logic,
                 bool twin, StepBuild build);

}  // namespace debref::proofs
