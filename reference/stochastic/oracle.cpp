#include "reference/stochastic/oracle.hpp"

#include <stdexcept>

namespace debref::stochastic {

Prefix Prefix::from_index(std::size_t index) {
  Prefix y;
  while ((std::size_t{1} << (y.length + 1)) - 1 <= index) ++y.length;
  y.bits = index - ((std::size_t{1} << y.length) - 1);
  return y;
}

std::string Prefix::str() const {
  std::string s(length, '0');
  for (int i = 0; i < length; ++i)
    if ((bits >> (length - 1 - i)) & 1u) s[i] = '1';
  return s;
}

Oracle::Oracle(int t_, std::vector<Rational> probs_) : t(t_), probs(std::move(probs_)) {
  if (t < 0) throw std::invalid_argument("t: must be >= 0");
  if (probs.size() != node_count(t))
    throw std::invalid_argument("probs: expected " + std::to_string(node_count(t)) +
                                " prefixes for t = " + std::to_string(t));
}

void Oracle::validate() const {
  for (std::size_t i = 0; i < probs.size(); ++i)
    if (probs[i] < 0 || probs[i] > 1)
      throw std::invalid_argument("probs[\"" + Prefix::from_index(i).str() +
                                  "\"]: probability must lie in [0, 1] (got " +
                                  to_string(probs[i]) + ")");
}

std::vector<Rational> fold(const Oracle& o) {
  std::vector<Rational> level{Rational(1)};
  for (int n = 0; n <= o.t; ++n) {
    std::vector<Rational> next(level.size() * 2);
    for (std::size_t b = 0; b < level.size(); ++b) {
      const Rational& p = o.prob(Prefix{n, b});
      next[2 * b] = level[b] * (1 - p);
      next[2 * b + 1] = level[b] * p;
    }
    level = std::move(next);
  }
  return level;
}

Rational final_prob(const Oracle& o) {
  return final_of<Rational>(o.probs, o.t, Rational(0), Rational(1));
}

Rational dist(const Oracle& o0, const Oracle& o1) {
  if (o0.t != o1.t) throw std::invalid_argument("dist: oracles differ in t");
  Rational d = 0;
  for (std::size_t i = 0; i < o0.probs.size(); ++i) {
    Rational diff = o0.probs[i] - o1.probs[i];
    if (diff < 0) diff = -diff;
    if (diff > d) d = diff;
  }
  return d;
}

std::vector<Rational> probs_along(const Oracle& o, const Prefix& y) {
  std::vector<Rational> out;
  for (int n = y.length - 1; n >= 0; --n)
    out.push_back(o.prob(Prefix{n, y.bits >> (y.length - n)}));
  return out;
}

}  // namespace debref::stochastic
