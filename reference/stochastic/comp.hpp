// Mirrors: Lean Comp/Defs.lean (Comp s α: stochastic computations that query oracles; run,
// prob, cost) and Debate/Protocol.lean (OracleId: AliceId, BobId, VeraId). A Comp is run
// against one oracle for all ids (Lean prob', cost') and yields the joint distribution of its
// value and of the number of queries made on behalf of each id.
#pragma once

#include <array>
#include <cstdint>
#include <functional>
#include <stdexcept>
#include <utility>

#include "reference/prob/prob.hpp"
#include "reference/stochastic/oracle.hpp"

namespace debref {

/// Lean: OracleId. Who a query is made for, so costs are counted per agent.
enum class OracleId { AliceId = 0, BobId = 1, VeraId = 2 };

/// Queries per OracleId (Lean: the I → ℕ component of Comp.run), indexed by the enum value.
using QueryCounts = std::array<std::uint64_t, 3>;

/// Lean: Comp s α. A computation against an oracle, represented by its run: the joint
/// distribution of its value and its query counts. One oracle serves every id (Lean prob', cost').
template <class T>
class Comp {
 public:
  using Run = std::function<Prob<std::pair<T, QueryCounts>>(const stochastic::Oracle&)>;
  explicit Comp(Run run) : run_(std::move(run)) {}

  /// Lean: pure. The value x, no queries.
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
  /// Lean: Functor.map (<$>). Applies f to the value; query counts unchanged.
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

/// Lean: the type Comp {id} α (Alice' o, Bob' o, Vera): f may query only on behalf of id; running
/// it when it queried for another id throws std::logic_error. (Lean's allow_all is the identity.)
template <class T>
Comp<T> only(OracleId id, Comp<T> f) {
  return Comp<T>([id, f = std::move(f)](const stochastic::Oracle& o) {
    auto result = f.run(o);
    for (const auto& [outcome, weight] : result.weights())
      for (std::size_t i = 0; i < outcome.second.size(); ++i)
        if (i != static_cast<std::size_t>(id) && outcome.second[i] != 0)
          throw std::logic_error("Comp: a strategy queried the oracle on behalf of another agent");
    return result;
  });
}

/// Lean: count f n over the Comp monad, literally (x <- f; y <- count f (n-1); x + y). Runs f
/// 2^n times; tests only.
inline Comp<std::uint64_t> count_literal(const Comp<bool>& f, std::uint64_t n) {
  if (n == 0) return Comp<std::uint64_t>::pure(0);
  const Comp<std::uint64_t> rest = count_literal(f, n - 1);
  return f.bind([rest](bool x) {
    return rest.map([x](std::uint64_t y) { return (x ? std::uint64_t{1} : 0) + y; });
  });
}

/// Lean: estimate f n over the Comp monad, literally: count f n / n (0 when n = 0). Tests only.
inline Comp<Rational> estimate_literal(const Comp<bool>& f, std::uint64_t n) {
  return count_literal(f, n).map(
      [n](std::uint64_t k) { return n == 0 ? Rational(0) : Rational(Integer(k), Integer(n)); });
}

/// Lean: estimate (query id y) n, as one primitive: the value is estimate (bernoulli (o y)) n,
/// the binomial distribution over k/n (Lean Comp.prob_estimate), and every outcome carries
/// exactly n queries for id (Lean Comp.cost_estimate). Equal to estimate_literal(query(id, y), n)
/// — value and query counts jointly (tested for n <= 4) — without enumerating 2^n outcomes.
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
