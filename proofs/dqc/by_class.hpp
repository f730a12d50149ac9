// Source: seed 002 Def. 1 under NP transformations (reference/dqc/np.hpp): the Z3 DQC query of
// proofs/dqc/queries.hpp run once per NP class, its refutations carried over and its certificate
// moved to each f of the class and re-verified by the reference evaluator.
#pragma once

#include <cstdint>
#include <map>

#include "proofs/dqc/queries.hpp"
#include "reference/dqc/np.hpp"

namespace debref::proofs {

/// Z3 results per NP-class representative (the least truth table of the class).
struct SmtClassCache {
  std::map<std::uint64_t, SmtDqcResult> reps;
};

/// smt_dqc(f, 3, encoding, timeout_ms) computed on f's NP-class representative: the refutations
/// carry over (DQC is invariant), the certificate is transported to f and re-verified by
/// dqc::validate for f.
SmtDqcResult smt_dqc_by_class(const dqc::TruthTable& f, DqcEncoding encoding, SmtClassCache& cache,
                              unsigned timeout_ms);

/// smt_dqc_reduced(f) (n = 4) computed on f's NPN-class representative: refutations carry over
/// (DQC is NPN-invariant, docs/DQC.md), the certificate is moved to f by dqc::npn_transport and
/// re-verified by dqc::validate for f.
SmtDqcResult smt_dqc_reduced_by_class(const dqc::TruthTable& f, const dqc::NpnClasses& classes,
                                      SmtClassCache& cache, unsigned timeout_ms);

}  // namespace debref::proofs
