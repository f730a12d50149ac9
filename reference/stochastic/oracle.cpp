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
  // P(last bit = 1) by the forward recursion over reach probabilities.
  std::vector<Rational> reach(Oracle::node_count(o.t));
  reach[0] = 1;
  Rational result = 0;
  for (std::size_t h = 0; h < reach.size(); ++h) {
    Prefix y = Prefix::from_index(h);
    const Rational& p = o.probs[h];
    if (y.length == o.t) {
      result += reach[h] * p;
    } else {
      reach[2 * h + 1] = reach[h] * (1 - p);
      reach[2 * h + 2] = reach[h] * p;
    }
  }
  return result;
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
