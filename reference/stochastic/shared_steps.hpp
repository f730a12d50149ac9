// Source: docs/STOCHASTIC.md (exact game solver). Some steps of the backward induction depend
// only on a node's probability, the protocol and the precision: every honest step, and the
// completeness and soundness steps of a last-level node (its children are leaves: the debate
// outputs y.head, Lean Debate/Protocol.lean). A SharedSteps passed to several solve_certified
// calls computes each of them once: the default suite's 125 grid oracles with t = 1 take 5
// distinct Lipschitz constants, so 5 protocols under Params.defaults, and 5 probabilities.
#pragma once

#include <map>
#include <mutex>
#include <string>

#include "reference/num/interval.hpp"
#include "reference/stochastic/completeness.hpp"
#include "reference/stochastic/honest.hpp"
#include "reference/stochastic/soundness.hpp"

namespace debref::stochastic {

struct SharedSteps {
  struct LastLevel {
    CompletenessStep<Interval> completeness;
    SoundnessStep<Interval> soundness;
  };
  std::mutex mutex;
  // Keyed by probability, protocol, precision (and, for last-level steps, the approach).
  std::map<std::string, HonestStep<Interval>> honest;
  std::map<std::string, LastLevel> last_level;
};

}  // namespace debref::stochastic
