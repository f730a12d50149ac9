// Source: Lean Debate/Details.lean, structure Params (w d k t) and Params.defaults;
// docs/STOCHASTIC.md (Proofs), query 1. A Params family is five expressions in k and t (and w, d);
// each field of Params becomes one query "for all real k > 0, t >= 0, the field holds", with a
// sanity twin.
#pragma once

#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "proofs/query.hpp"
#include "proofs/stochastic/expression.hpp"

namespace debref::proofs {

struct ParamsFamily {
  std::string name;  // used in query ids: proofs.params.<name>.<field>
  Expression v, c, s, b, q, w, d;
  /// When set, the queries are at this single (k, t) instead of every k > 0, t >= 0 (used to
  /// certify tuned Params, which are constants for one k and t).
  std::optional<std::pair<Rational, Rational>> at;
};

/// Lean Params.defaults k t, valid for Params (2/3) (3/5) k t.
ParamsFamily lean_defaults_family();

/// One query per field of Params (c0 ... sound; k0 is the domain k > 0), each followed by its
/// sanity twin: the field with a margin one part in 10^6 beyond its exact slack at k = 1, t = 0
/// (or at the family's fixed point), which is false there, so the twin must be SAT.
std::vector<Query> params_family_queries(const ParamsFamily& family);

/// The boundary of every field: at lhs = rhs the encoded field must hold exactly when Lean writes
/// it non-strictly (<=), with Lean's strictness stated in the query, so that a strict field
/// encoded as <= (or the reverse) is SAT; followed by its twin, the strict fields' strictness
/// flipped (SAT).
std::vector<Query> params_boundary_queries();

/// The fields at a point, exactly (the family evaluated at (k, t)): name -> rhs - lhs.
std::vector<std::pair<std::string, Rational>> params_slack(const ParamsFamily& family,
                                                           const Rational& k, const Rational& t);

}  // namespace debref::proofs
