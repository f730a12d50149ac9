// Source: Lean Debate/Details.lean Params (w d k t) and Debate/Cost.lean (alice_debate_cost,
// bob_debate_cost, vera_debate_cost: (t+1) samples(c,q), (t+1) samples((b-s)/2,q),
// samples((s-c)/2,v)). docs/STOCHASTIC.md (Proofs), query 6: Params minimising Vera's sample count,
// or the total worst-case query bound, subject to every field of Params; the result is certified by
// the exact field evaluation and by the Z3 field queries at the fixed (k, t).
#pragma once

#include <string>

#include "reference/stochastic/params.hpp"
#include "reference/stochastic/solver.hpp"

namespace debref::proofs {

enum class Objective { Vera, Total };

struct Tuned {
  stochastic::Params params;
  stochastic::SampleCounts samples;
  std::uint64_t objective = 0;  // Vera's samples, or (t+1)(alice + bob) + vera
  unsigned candidates = 0;      // Params evaluated by the search
};

/// Lean's cost bound for an agent's samples (Debate/Cost.lean): (t+1)(n_a + n_b) + n_v.
std::uint64_t total_queries(const stochastic::SampleCounts& n, int t);

/// A search over a rational grid (v, q (t+1), c, s, b), every candidate valid for
/// Params w d k t exactly. Requires w > d > 0, k > 0, t >= 0; throws std::invalid_argument
/// naming the field otherwise, or when no grid point is valid.
Tuned tune(const Rational& w, const Rational& d, const Rational& k, int t, Objective objective);

/// Certification of concrete Params for Params w d k t: every field exactly, and every field query
/// of proofs/params_queries at the point (k, t) through Z3 (claims UNSAT, twins SAT).
struct Certificate {
  bool exact = false;  // every field holds in exact rational arithmetic
  bool smt = false;    // every Z3 claim came back UNSAT and every twin SAT
  unsigned queries = 0;
  std::string failing;  // the first field or query that did not come back as expected
  bool certified() const { return exact && smt; }
};
Certificate certify(const stochastic::Params& p, const Rational& w, const Rational& d,
                    const Rational& k, int t, unsigned timeout_ms);

}  // namespace debref::proofs
