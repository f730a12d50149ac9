// Source: Lean Comp/Oracle.lean Oracle.lipschitz (paper Def. 6.1): o is k-Lipschitz at t when
// |final o - final o'| <= k dist(o, o') for every oracle o'. docs/STOCHASTIC.md (Proofs), query 4:
// for an oracle with t <= 2 and a rational K, the negation is a nonlinear real arithmetic problem
// over o' (final is multilinear in the per-prefix probabilities); SAT gives the violating o'.
#pragma once

#include <optional>
#include <string>

#include "proofs/query.hpp"
#include "reference/stochastic/oracle.hpp"

namespace debref::proofs {

/// "o is K-Lipschitz" as a query (UNSAT when it is); `twin` marks a K known to be too small.
Query lipschitz_query(const std::string& name, const stochastic::Oracle& o, const Rational& K,
                      bool twin);

/// The violating oracle o' of a SAT model (rational values; an algebraic value is replaced by a
/// rational within 10^-30 of it), when it exists and violates K-Lipschitz exactly.
std::optional<stochastic::Oracle> lipschitz_witness(const stochastic::Oracle& o, const Rational& K,
                                                    const Outcome& outcome);

struct LipschitzBracket {
  Rational lower, upper;  // o is not lower-Lipschitz (SAT) and is upper-Lipschitz (UNSAT)
  bool decided = true;    // false when a query came back UNKNOWN
  unsigned queries = 0;
};

/// The least K to within `tolerance` by bisection on [0, t+1] with Z3.
LipschitzBracket least_lipschitz(const stochastic::Oracle& o, const Rational& tolerance,
                                 unsigned timeout_ms);

}  // namespace debref::proofs
