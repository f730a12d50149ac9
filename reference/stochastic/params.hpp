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

/// One field of Lean's Params as `lhs < rhs` (strict) or `lhs <= rhs`, over any number type T
/// with + - * (Rational for the exact reference, z3::expr for the proofs layer), so that the
/// fields are written once.
template <class T>
struct FieldSides {
  std::string name, statement;
  T lhs, rhs;
  bool strict = false;
};

/// Lean: the fields of `Params w d k t` (Debate/Details.lean), k0 first; steps = t + 1.
template <class T>
std::vector<FieldSides<T>> params_sides(const T& v, const T& c, const T& s, const T& b, const T& q,
                                        const T& w, const T& d, const T& k, const T& steps,
                                        const T& zero, const T& one) {
  return {
      {"k0", "0 < k", zero, k, true},
      {"c0", "0 < c", zero, c, true},
      {"cs", "c < s", c, s, true},
      {"sb", "s < b", s, b, true},
      {"q0", "0 < q", zero, q, true},
      {"q1", "q <= 1", q, one, false},
      {"v0", "0 < v", zero, v, true},
      {"v1", "v <= 1", v, one, false},
      {"qv", "q <= v", q, v, false},
      {"bw", "k * b <= w", k * b, w, false},
      {"complete", "d <= (1-v) * (w - k*c - q*(t+1))", d, (one - v) * (w - k * c - q * steps),
       false},
      {"sound", "d <= (1-v) * (1 - q*(t+1)) * (w - k*b)", d,
       (one - v) * (one - q * steps) * (w - k * b), false},
  };
}

/// The hypotheses of Lean's Params that do not mention w, d, k: c0 cs sb q0 q1 v0 v1 qv.
std::vector<ParamsField> structural_fields(const Params& p);

/// The conditions under which the protocol itself is defined (every `samples e q` call has
/// e > 0 and 0 < q < 2): c0, cs, sb, q0, v0, and q < 2, v < 2 (named q2, v2).
std::vector<ParamsField> defined_fields(const Params& p);

/// Every field of Lean's `Params w d k t`, evaluated exactly.
std::vector<ParamsField> all_fields(const Params& p, const Rational& w, const Rational& d,
                                    const Rational& k, int t);

/// One field of Lean's `Params w d k t` as its margin rhs - lhs: the field holds iff the margin
/// is > 0 (strict fields) or >= 0.
struct FieldMargin {
  std::string name;
  Rational margin;
  bool strict = false;
};
std::vector<FieldMargin> field_margins(const Params& p, const Rational& w, const Rational& d,
                                       const Rational& k, int t);

/// True when every field holds.
bool valid(const std::vector<ParamsField>& fields);

/// The first failing field, or "" when all hold.
std::string first_failure(const std::vector<ParamsField>& fields);

}  // namespace debref::stochastic
