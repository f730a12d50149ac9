#include "proofs/stochastic/catalogue.hpp"

#include "proofs/stochastic/appd_queries.hpp"
#include "proofs/stochastic/bound_queries.hpp"
#include "proofs/stochastic/cost_queries.hpp"
#include "proofs/stochastic/lipschitz_query.hpp"
#include "proofs/stochastic/params_queries.hpp"
#include "reference/stochastic/lipschitz.hpp"

namespace debref::proofs {

namespace {

struct NamedOracle {
  const char* name;
  stochastic::Oracle oracle;
};

/// Oracles for query 4: t = 0, three t = 1 oracles with different constants, and the two t = 2
/// oracles of the stochastic family's listed set whose constants are rational.
std::vector<NamedOracle> lipschitz_oracles() {
  auto r = [](long a, long b) { return Rational(a, b); };
  using stochastic::Oracle;
  return {
      {"t0_half", Oracle(0, {r(1, 2)})},
      {"t1_half_quarter_three_quarters", Oracle(1, {r(1, 2), r(1, 4), r(3, 4)})},
      {"t1_zero_zero_one", Oracle(1, {r(0, 1), r(0, 1), r(1, 1)})},
      {"t1_quarter_one_zero", Oracle(1, {r(1, 4), r(1, 1), r(0, 1)})},
      {"t2_fair", Oracle(2, std::vector<Rational>(7, r(1, 2)))},
      {"t2_noisy_copy", Oracle(2, {r(1, 2), r(1, 2), r(1, 2), r(1, 4), r(1, 4), r(3, 4), r(3, 4)})},
  };
}

}  // namespace

std::vector<Query> builtin_queries() {
  std::vector<Query> out = params_family_queries(lean_defaults_family());
  for (auto& q : params_boundary_queries()) out.push_back(std::move(q));
  for (auto& q : bound_queries()) out.push_back(std::move(q));
  for (auto& q : cost_queries()) out.push_back(std::move(q));
  for (auto& q : appd_queries()) out.push_back(std::move(q));
  for (const auto& [name, o] : lipschitz_oracles()) {
    stochastic::LipschitzConstant K = stochastic::lipschitz_constant(o, Rational(1, 1000));
    for (bool twin : {false, true}) {
      Query q =
          lipschitz_query(name, o, twin ? Rational(K.lower * Rational(99, 100)) : K.upper, twin);
      if (o.t >= 2)
        q.cvc5_note =
            "t = 2: a degree-3 problem in 7 unknowns; Debian's cvc5 1.0.3 is built without "
            "libpoly, so its nonlinear real arithmetic (incremental linearization) does not "
            "decide it; Z3 does, and proofs.lipschitz.least re-derives the constant";
      out.push_back(std::move(q));
    }
  }
  return out;
}

}  // namespace debref::proofs
