// Source: docs/STOCHASTIC.md (Proofs), query 1 (any user Params family given as expressions in k,
// t). Arithmetic expressions over rationals and the variables k and t: numbers ("3", "1/100" is a
// quotient, "0.25"), + - * /, unary minus, ^ with a natural exponent, parentheses. One parse,
// two meanings: an exact value at a point, and a Z3 term.
#pragma once

#include <z3++.h>

#include <memory>
#include <stdexcept>
#include <string>

#include "reference/num/rational.hpp"

namespace debref::proofs {

/// A syntax error: the message names the position and what was expected.
class ExpressionError : public std::invalid_argument {
 public:
  using std::invalid_argument::invalid_argument;
};

class Expression {
 public:
  /// Parses text; throws ExpressionError.
  static Expression parse(const std::string& text);
  static Expression constant(const Rational& value);

  /// The exact value at (k, t); throws std::domain_error on division by zero.
  Rational eval(const Rational& k, const Rational& t) const;
  /// The term over the given Z3 constants (division is SMT-LIB's total division).
  z3::expr to_z3(const z3::expr& k, const z3::expr& t) const;
  const std::string& text() const { return text_; }

  struct Node;

 private:
  std::shared_ptr<const Node> root_;
  std::string text_;
};

}  // namespace debref::proofs
