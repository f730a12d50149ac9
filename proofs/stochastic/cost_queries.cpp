#include "proofs/stochastic/cost_queries.hpp"

#include "reference/num/interval.hpp"

namespace debref::proofs {

namespace {

struct Agent {
  const char* lean;    // alice_fast, bob_fast, vera_fast
  const char* radius;  // e in terms of Params: "c", "(b-s)/2", "(s-c)/2"
  Rational constant;   // 5000, 20000/9 (alice, bob: times log(200 (t+1))); 20000 (vera: log 200)
  Rational bound;      // the theorem's constant: 5000, 20000/9, 106000
  Rational twin;       // the same, slightly lowered
  bool log_t;          // alice, bob: failure probability q; vera: v = 1/100
};

/// Certified rational bounds lo < log 200 < hi: MPFI enclosure at 128 bits, widened outwards to
/// 12 decimals.
std::pair<Rational, Rational> log200() {
  Interval::PrecisionScope precision(128);
  Interval l = log(Interval(Rational(200)));
  const Integer scale = boost::multiprecision::pow(Integer(10), 12);
  return {Rational(floor(l.lower() * scale), scale), Rational(ceil(l.upper() * scale), scale)};
}

/// Params.defaults k t as Z3 terms.
struct Defaults {
  z3::expr v, c, s, b, q;
};
Defaults defaults(z3::context& ctx, const z3::expr& k, const z3::expr& t) {
  return {numeral(ctx, Rational(1, 100)), 1 / (100 * k), 2 / (100 * k), 5 / (100 * k),
          1 / (100 * (t + 1))};
}

z3::expr radius(const Agent& a, const Defaults& p) {
  const std::string r = a.radius;
  return r == "c" ? p.c : r == "(b-s)/2" ? (p.b - p.s) / 2 : (p.s - p.c) / 2;
}

/// The field_simp step of the Lean proof: samples' e q = -log(q/2)/(2 e^2) equals
/// constant * k^2 * log(200 (t+1)) (or log 200), i.e. 2 e^2 * constant * k^2 = 1 and the log
/// argument 2/q (2/v) is 200 (t+1) (200). Twin: the constant lowered by 1, at the point
/// k = 1, t = 0 (where it is false; a point keeps the twin within cvc5's reach).
Query identity_query(const Agent& a, bool twin) {
  const Rational constant = twin ? a.constant - 1 : a.constant;
  Query q;
  q.id = std::string("proofs.") + (twin ? "twin." : "") + "cost." + a.lean + "_identity";
  q.source = std::string("Lean Debate/Cost.lean ") + a.lean + " (field_simp step)";
  q.statement = std::string("for all real k > 0, t >= 0, Params.defaults k t: 2 e^2 * ") +
                to_string(constant) + " k^2 = 1 for e = " + a.radius + ", and " +
                (a.log_t ? "2/q = 200 (t+1)" : "2/v = 200") +
                (twin ? " (false at k = 1, t = 0)" : "");
  q.logic = "QF_NRA";
  q.expected = twin ? Verdict::Sat : Verdict::Unsat;
  q.build = [a, constant, twin](z3::context& ctx) {
    z3::expr k = ctx.real_const("k"), t = ctx.real_const("t");
    Defaults p = defaults(ctx, k, t);
    z3::expr e = radius(a, p);
    Hypotheses h(ctx);
    h.add(k > 0, "k0");
    h.add(t >= 0, "t_nat");
    if (twin) {
      h.add(k == 1, "at_k");
      h.add(t == 0, "at_t");
    }
    z3::expr argument = a.log_t ? 2 / p.q == 200 * (t + 1) : 2 / p.v == 200;
    return h.negating(!(2 * e * e * numeral(ctx, constant) * k * k == 1 && argument));
  };
  return q;
}

/// The bound: with X = constant k^2 L (L the log of the identity's argument) and
/// n = samples = ceil X (X <= n < X + 1), Lean's statement holds. Vera's needs certified
/// bounds on L = log 200 (Lean log_200_mul_20000_le). Twin: the theorem's constant lowered.
Query bound_query(const Agent& a, bool twin) {
  const Rational bound = twin ? a.twin : a.bound;
  const auto log_bounds = log200();  // not a structured binding: lambdas capture lo, hi (clang 14)
  const Rational lo = log_bounds.first, hi = log_bounds.second;
  Query q;
  q.id = std::string("proofs.") + (twin ? "twin." : "") + "cost." + a.lean;
  q.source = std::string("Lean Debate/Cost.lean ") + a.lean;
  q.statement =
      std::string("for all real k > 0, t >= 0, L: n = ceil(") + to_string(a.constant) +
      " k^2 L) => " +
      (a.log_t ? "(t+1) n <= (t+1) (" + to_string(bound) + " k^2 L + 1), L = log(200 (t+1))"
               : "n <= " + to_string(bound) + " k^2 + 1, L = log 200 in (" + to_string(lo) + ", " +
                     to_string(hi) + ") (certified)") +
      (twin ? " (constant lowered from " + to_string(a.bound) + ": false)" : "");
  q.logic = "QF_NRA";
  q.expected = twin ? Verdict::Sat : Verdict::Unsat;
  // The conclusion's slack rhs - lhs at margin m: some point below m (or at most m) negates it.
  auto build = [a, bound, lo, hi](z3::context& ctx, const Rational& m, bool or_equal) {
    z3::expr k = ctx.real_const("k"), t = ctx.real_const("t"), L = ctx.real_const("L"),
             n = ctx.real_const("n");
    z3::expr X = numeral(ctx, a.constant) * k * k * L;
    Hypotheses h(ctx);
    h.add(k > 0, "k0");
    h.add(t >= 0, "t_nat");
    h.add(X <= n, "le_ceil");  // Nat.le_ceil
    h.add(n < X + 1, "ceil_lt_add_one");
    z3::expr slack = ctx.real_val(0);
    if (a.log_t) {
      slack = (t + 1) * (numeral(ctx, bound) * k * k * L + 1) - (t + 1) * n;
    } else {
      h.add(numeral(ctx, lo) < L, "log_200_lower");
      h.add(L < numeral(ctx, hi), "log_200_upper");
      slack = numeral(ctx, bound) * k * k + 1 - n;
    }
    return h.negating(or_equal ? slack <= numeral(ctx, m) : slack < numeral(ctx, m));
  };
  q.build = [build](z3::context& ctx) { return build(ctx, 0, false); };
  if (!twin)
    q.below_margin = [id = q.id, statement = q.statement, build](const Rational& m, bool or_equal) {
      Query b;
      b.id = id + ".below_margin";
      b.statement =
          statement + ": some point has slack " + (or_equal ? "<= " : "< ") + to_string(m);
      b.logic = "QF_NRA";
      b.expected = Verdict::Sat;
      b.build = [build, m, or_equal](z3::context& ctx) { return build(ctx, m, or_equal); };
      return b;
    };
  return q;
}

}  // namespace

std::vector<Query> cost_queries() {
  const Agent agents[] = {
      {"alice_fast", "c", Rational(5000), Rational(5000), Rational(4999), true},
      {"bob_fast", "(b-s)/2", Rational(20000, 9), Rational(20000, 9), Rational(2222), true},
      {"vera_fast", "(s-c)/2", Rational(20000), Rational(106000), Rational(105000), false},
  };
  std::vector<Query> out;
  for (const Agent& a : agents)
    for (bool twin : {false, true}) {
      out.push_back(identity_query(a, twin));
      out.push_back(bound_query(a, twin));
    }
  return out;
}

}  // namespace debref::proofs
