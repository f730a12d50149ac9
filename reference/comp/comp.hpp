// Mirrors: Lean Comp/Defs.lean (Comp s α: stochastic computations that query oracles; run,
// prob, cost) and Debate/Protocol.lean (OracleId: AliceId, BobId, VeraId). A Comp is run
// against one oracle for all ids (Lean prob', cost') and yields the joint distribution of its
// value and of the number of queries made on behalf of each id.
#pragma once

#include <array>
#include <functional>

#include "reference/prob/prob.hpp"
#include "reference/stochastic/oracle.hpp"

namespace debref {

/// Lean: OracleId. Who a query is made for, so costs are counted per agent.
enum class OracleId { AliceId = 0, BobId = 1, VeraId = 2 };

/// Queries per OracleId.
using QueryCounts = std::array<std::uint64_t, 3>;

/// Lean: Comp s α. A computation against an oracle: value and query counts.
template <class T>
class Comp {
 public:
  using Run = std::function<Prob<std::pair<T, QueryCounts>>(const stochastic::Oracle&)>;
  explicit Comp(Run run) : run_(std::move(run)) {}

  /// Lean: pure.
  static Comp pure(T x) {
    return Comp([x](const stochastic::Oracle&) {
      return Prob<std::pair<T, QueryCounts>>::pure({x, QueryCounts{}});
    });
  }
  /// Lean: the coercion Prob α → Comp s α (a sample, no query).
  static Comp sample(Prob<T> p) {
    return Comp([p](const stochastic::Oracle&) {
      return p.map([](const T& x) { return std::pair<T, QueryCounts>{x, QueryCounts{}}; });
    });
  }
  /// Lean: bind. Runs f on each value; query counts add up.
  template <class F>
  auto bind(F f) const {
    using Next = decltype(f(std::declval<const T&>()));
    Run first = run_;
    return Next([first, f](const stochastic::Oracle& o) {
      return first(o).bind([&](const std::pair<T, QueryCounts>& a) {
        return f(a.first).run(o).map([&](const auto& b) {
          QueryCounts c = a.second;
          for (std::size_t i = 0; i < c.size(); ++i) c[i] += b.second[i];
          return std::pair{b.first, c};
        });
      });
    });
  }
  template <class F>
  auto map(F f) const {
    using U = decltype(f(std::declval<const T&>()));
    return bind([f](const T& x) { return Comp<U>::pure(f(x)); });
  }

  /// Lean: Comp.run: value and query counts.
  Prob<std::pair<T, QueryCounts>> run(const stochastic::Oracle& o) const { return run_(o); }
  /// Lean: Comp.prob': the value's distribution.
  Prob<T> prob(const stochastic::Oracle& o) const {
    return run(o).map([](const auto& r) { return r.first; });
  }
  /// Lean: Comp.cost': expected number of queries made for `id`.
  Rational cost(const stochastic::Oracle& o, OracleId id) const {
    return run(o).exp(
        [id](const auto& r) { return Rational(Integer(r.second[static_cast<std::size_t>(id)])); });
  }

 private:
  Run run_;
};

/// Lean: Comp.query i y. One oracle query at prefix y, on behalf of id.
inline Comp<bool> query(OracleId id, const stochastic::Prefix& y) {
  return Comp<bool>([id, y](const stochastic::Oracle& o) {
    QueryCounts c{};
    c[static_cast<std::size_t>(id)] = 1;
    return bernoulli(o.prob(y)).map([c](bool x) { return std::pair<bool, QueryCounts>{x, c}; });
  });
}

/// Lean: estimate (query i y) n. Equal to n chained queries (tested for small n), computed from
/// the binomial distribution with cost exactly n (Lean Comp.cost_estimate, Comp.prob_estimate).
inline Comp<Rational> estimate(OracleId id, const stochastic::Prefix& y, std::uint64_t n) {
  return Comp<Rational>([id, y, n](const stochastic::Oracle& o) {
    QueryCounts c{};
    c[static_cast<std::size_t>(id)] = n;
    return estimate(bernoulli(o.prob(y)), n).map([c](const Rational& x) {
      return std::pair<Rational, QueryCounts>{x, c};
    });
  });
}

}  // namespace debref
