// Mirrors: Lean Debate/Details.lean, structure Params (w d k t) and Params.defaults.
#pragma once

#include <string>
#include <vector>

#include "reference/num/rational.hpp"

namespace debref::stochastic {

/// Lean: Params. The protocol constants; validity is relative to (w, d, k, t) below.
struct Params {
  Rational v;  // Vera's failure probability
  Rational c;  // honest Alice's claims are usually off by <= c
  Rational s;  // Vera usually accepts if claims are off by <= s
  Rational b;  // Bob usually rejects if claims are off by >= b
  Rational q;  // Alice's and Bob's per-step failure probability

  /// Lean: Params.defaults k t: v = 1/100, c = 1/(100k), s = 2/(100k), b = 5/(100k),
  /// q = 1/(100(t+1)); valid for Params (2/3) (3/5) k t. Requires k > 0.
  static Params defaults(const Rational& k, int t);
};

/// One named field of Lean's Params structure and whether it holds.
struct ParamsField {
  std::string name;  // Lean field name: k0, c0, cs, sb, q0, q1, v0, v1, qv, bw, complete, sound
  std::string statement;  // e.g. "d <= (1-v) * (w - k*c - q*(t+1))"
  bool holds = false;
};

/// The hypotheses of Lean's Params that do not mention w, d, k: c0 cs sb q0 q1 v0 v1 qv.
std::vector<ParamsField> structural_fields(const Params& p);

/// The conditions under which the protocol itself is defined (every `samples e q` call has
/// e > 0 and 0 < q < 2): c0, cs, sb, q0, v0, and q < 2, v < 2 (named q2, v2).
std::vector<ParamsField> defined_fields(const Params& p);

/// Every field of Lean's `Params w d k t`, evaluated exactly.
std::vector<ParamsField> all_fields(const Params& p, const Rational& w, const Rational& d,
                                    const Rational& k, int t);

/// True when every field holds.
bool valid(const std::vector<ParamsField>& fields);

/// The first failing field, or "" when all hold.
std::string first_failure(const std::vector<ParamsField>& fields);

}  // namespace debref::stochastic
