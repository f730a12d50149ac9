// Source: docs/STOCHASTIC.md (the default instance space, solved within the suite's time budget).
// Several claims read the same exact values; each (oracle, protocol) pair is solved once per
// process.
#pragma once

#include "reference/stochastic/solver.hpp"

namespace debref::stochastic {

/// solve_exact(o, p), memoised on the oracle's probabilities and the protocol.
const ExactValues& cached_exact(const Oracle& o, const Protocol& p);

/// solve_certified(o, p, bits), memoised likewise; the solves share their honest and last-level
/// steps (SharedSteps, reference/stochastic/shared_steps.hpp).
const CertifiedValues& cached_certified(const Oracle& o, const Protocol& p, long bits);

}  // namespace debref::stochastic
