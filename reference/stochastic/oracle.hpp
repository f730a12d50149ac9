// Mirrors: Lean Comp/Oracle.lean (Oracle, Oracle.fold, Oracle.final, dist) and
// Debate/Details.lean (Oracle.probs), restricted to the prefixes a t-step debate can reach.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "reference/num/rational.hpp"

namespace debref::stochastic {

/// A prefix y of oracle bits, oldest bit first (docs/FORMATS.md). Lean's Vector keeps the
/// newest bit at the head (y.cons x); `head()` below is that newest bit.
struct Prefix {
  int length = 0;
  std::uint64_t bits = 0;  // bit i (from the most significant of `length`) is the i-th oldest bit

  /// Heap index: 2^length - 1 + bits. Children of index h are 2h+1 (bit 0) and 2h+2 (bit 1).
  std::size_t index() const { return (std::size_t{1} << length) - 1 + bits; }
  static Prefix from_index(std::size_t index);
  Prefix cons(bool x) const { return {length + 1, (bits << 1) | (x ? 1u : 0u)}; }
  bool head() const { return (bits & 1u) != 0; }  // Lean: y.head, the newest bit
  std::string str() const;                        // "" or e.g. "01" (oldest first)
  friend bool operator==(const Prefix&, const Prefix&) = default;
  friend auto operator<=>(const Prefix&, const Prefix&) = default;
};

/// Lean: Comp/Oracle.lean, Oracle — restricted to prefixes of length <= t: the probability that
/// the next bit is 1 after each prefix. The debate runs t+1 steps.
struct Oracle {
  int t = 0;
  std::vector<Rational> probs;  // indexed by Prefix::index(), size 2^(t+1) - 1

  Oracle() = default;
  Oracle(int t, std::vector<Rational> probs);
  static std::size_t node_count(int t) { return (std::size_t{1} << (t + 1)) - 1; }
  const Rational& prob(const Prefix& y) const { return probs[y.index()]; }
  /// Throws std::invalid_argument naming the prefix when a probability lies outside [0, 1].
  void validate() const;
};

/// Lean: Oracle.fold (t+1): probability of each full transcript of t+1 bits (heap order of the
/// leaves: index 0 is "00..0").
std::vector<Rational> fold(const Oracle& o);

/// Lean: Oracle.final t, probability of `true`: P(the (t+1)-th bit is 1).
Rational final_prob(const Oracle& o);

/// The same polynomial over any number type T with + - * (e.g. z3::expr in the proofs layer):
/// probs in heap order (Prefix::index), size 2^(t+1) - 1; forward recursion over reach
/// probabilities, final = sum over depth-t prefixes of reach * p.
template <class T>
T final_of(const std::vector<T>& probs, int t, const T& zero, const T& one) {
  std::vector<T> reach(probs.size(), zero);
  reach[0] = one;
  T result = zero;
  for (std::size_t h = 0; h < probs.size(); ++h) {
    if (Prefix::from_index(h).length == t) {
      result = result + reach[h] * probs[h];
    } else {
      reach[2 * h + 1] = reach[h] * (one - probs[h]);
      reach[2 * h + 2] = reach[h] * probs[h];
    }
  }
  return result;
}

/// Lean: Comp/Oracle.lean, dist: sup over prefixes of |o0 - o1| (both oracles on the same t).
Rational dist(const Oracle& o0, const Oracle& o1);

/// Lean: Debate/Details.lean, Oracle.probs: the oracle's probabilities along a transcript, newest
/// first (entry i is the probability used to draw the bit at position length-1-i).
std::vector<Rational> probs_along(const Oracle& o, const Prefix& y);

}  // namespace debref::stochastic
