// Mirrors: Lean Prob/Defs.lean (Prob: finitely supported distributions as a monad; exp, pr,
// prob, cond), Prob/Bernoulli.lean (bernoulli, clamped) and Prob/Estimate.lean (count,
// estimate). Exact Rational weights; meant for small instances and cross-checks.
#pragma once

#include <cstdint>
#include <map>
#include <utility>
#include <vector>

#include "reference/num/rational.hpp"
#include "reference/prob/binomial.hpp"

namespace debref {

/// Lean: Prob α. Outcomes with positive weight, summing to 1 (T must be ordered: std::map keeps
/// iteration, and so every printed result, deterministic). Weights sum to 1 when built from pure,
/// bernoulli, bind and map; `from` and `add` trust their caller.
template <class T>
class Prob {
 public:
  /// Lean: pure. The point mass at x.
  static Prob pure(T x) {
    Prob p;
    p.w_.emplace(std::move(x), Rational(1));
    return p;
  }
  /// From explicit weights (zero weights dropped, equal outcomes merged).
  static Prob from(const std::map<T, Rational>& weights) {
    Prob p;
    for (const auto& [x, w] : weights) p.add(x, w);
    return p;
  }

  /// Lean: bind (>>=). f maps an outcome to a Prob<U>; equal results merge, zero weights drop.
  template <class F>
  auto bind(F&& f) const {
    using Out = decltype(f(std::declval<const T&>()));
    Out out;
    for (const auto& [x, w] : w_) {
      const Out next = f(x);
      for (const auto& [y, v] : next.weights()) out.add(y, w * v);
    }
    return out;
  }
  /// Lean: Functor.map (<$>).
  template <class F>
  auto map(F&& f) const {
    using U = decltype(f(std::declval<const T&>()));
    Prob<U> out;
    for (const auto& [x, w] : w_) out.add(f(x), w);
    return out;
  }

  /// Lean: Prob.exp. The expectation of g.
  template <class G>
  Rational exp(G&& g) const {
    Rational r = 0;
    for (const auto& [x, w] : w_) r += w * g(x);
    return r;
  }
  /// Lean: Prob.pr. The probability that pred holds.
  template <class P>
  Rational pr(P&& pred) const {
    return exp([&](const T& x) { return pred(x) ? Rational(1) : Rational(0); });
  }
  /// Lean: Prob.supp. The outcomes of positive weight, in increasing order.
  std::vector<T> supp() const {
    std::vector<T> out;
    out.reserve(w_.size());
    for (const auto& [x, w] : w_) out.push_back(x);
    return out;
  }
  /// Lean: Prob.prob. The probability of x.
  Rational prob(const T& x) const {
    auto it = w_.find(x);
    return it == w_.end() ? Rational(0) : it->second;
  }
  /// Lean: Prob.cond. pr(p and q) / pr(q) (0 when pr(q) = 0, as Lean's division by zero).
  template <class P, class Q>
  Rational cond(P&& p, Q&& q) const {
    Rational both = pr([&](const T&x) { return p(x) && q(x); }), given = pr(q);
    return given == 0 ? Rational(0) : Rational(both / given);
  }

  /// The outcomes with their (positive) weights.
  const std::map<T, Rational>& weights() const { return w_; }
  /// Adds weight to an outcome (used by bind/map; keeps the invariants for w > 0).
  void add(const T& x, const Rational& w) {
    if (w == 0) return;
    auto [it, fresh] = w_.emplace(x, w);
    if (!fresh) it->second += w;
  }
  friend bool operator==(const Prob& a, const Prob& b) { return a.w_ == b.w_; }

 private:
  std::map<T, Rational> w_;
};

/// Lean: bernoulli p, with p clamped to [0, 1] (max 0 (min 1 p)).
inline Prob<bool> bernoulli(const Rational& p) {
  Rational c = p < 0 ? Rational(0) : p > 1 ? Rational(1) : p;
  return Prob<bool>::from({{true, c}, {false, 1 - c}});
}

/// Lean: count f n, literally: draw x from f, then count f (n-1), return x + rest. O(n^2) (the
/// inner count is evaluated once, not once per x; the distribution is the same); tests only.
inline Prob<std::uint64_t> count_literal(const Prob<bool>& f, std::uint64_t n) {
  if (n == 0) return Prob<std::uint64_t>::pure(0);
  const Prob<std::uint64_t> rest = count_literal(f, n - 1);
  return f.bind([&](bool x) {
    return rest.map([x](std::uint64_t y) { return (x ? std::uint64_t{1} : 0) + y; });
  });
}

/// Lean: count f n, as the binomial distribution (equal to count_literal; tested).
inline Prob<std::uint64_t> count(const Prob<bool>& f, std::uint64_t n) {
  BinomialCursor<Rational> cursor(n, f.prob(true));
  Prob<std::uint64_t> out;
  for (std::uint64_t k = 0; k <= n; ++k) {
    cursor.advance_to(static_cast<std::int64_t>(k));
    out.add(k, cursor.pmf());
  }
  return out;
}

/// Lean: estimate f n = count f n / n (n = 0 gives the point mass 0, as x / 0 = 0 in Lean).
inline Prob<Rational> estimate(const Prob<bool>& f, std::uint64_t n) {
  if (n == 0) return Prob<Rational>::pure(Rational(0));
  return count(f, n).map([n](std::uint64_t k) { return Rational(Integer(k), Integer(n)); });
}

}  // namespace debref
