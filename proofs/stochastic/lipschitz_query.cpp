#include "proofs/stochastic/lipschitz_query.hpp"

#include "reference/stochastic/lipschitz.hpp"

namespace debref::proofs {

using stochastic::Oracle;
using stochastic::Prefix;

namespace {

std::string variable(std::size_t h) {
  return "o1_" + (h == 0 ? std::string("root") : Prefix::from_index(h).str());
}

}  // namespace

Query lipschitz_query(const std::string& name, const Oracle& o, const Rational& K, bool twin) {
  Query q;
  q.id = std::string("proofs.") + (twin ? "twin." : "") + "lipschitz." + name;
  q.source = "Lean Comp/Oracle.lean Oracle.lipschitz; paper Def. 6.1";
  std::string probs;
  for (std::size_t h = 0; h < o.probs.size(); ++h)
    probs += (h ? ", " : "") + std::string("\"") + Prefix::from_index(h).str() +
             "\": " + to_string(o.probs[h]);
  q.statement = "oracle t = " + std::to_string(o.t) + " {" + probs + "}: for all o', |final o - " +
                "final o'| <= " + to_string(K) + " dist(o, o')" +
                (twin ? " (K below the least constant: false)" : "");
  q.logic = "QF_NRA";
  q.expected = twin ? Verdict::Sat : Verdict::Unsat;
  q.instance = [o, K](const Outcome& outcome) {
    std::optional<Oracle> w = lipschitz_witness(o, K, outcome);
    if (!w) return std::string();
    std::string probs;
    for (std::size_t h = 0; h < w->probs.size(); ++h)
      probs += (h ? ", " : "") + std::string("\"") + Prefix::from_index(h).str() + "\": \"" +
               to_string(w->probs[h]) + "\"";
    return "{\"t\": " + std::to_string(w->t) + ", \"probs\": {" + probs + "}}";
  };
  q.build = [o, K](z3::context& ctx) {
    std::vector<z3::expr> p0, p1;
    z3::expr D = ctx.real_const("dist");
    Hypotheses h(ctx);
    for (std::size_t i = 0; i < o.probs.size(); ++i) {
      p0.push_back(numeral(ctx, o.probs[i]));
      p1.push_back(ctx.real_const(variable(i).c_str()));
      h.add(p1[i] >= 0 && p1[i] <= 1, "prob_" + variable(i));
      // dist >= |o - o'| at every prefix: any such D works (a larger D only helps the claim).
      h.add(D >= p0[i] - p1[i] && D >= p1[i] - p0[i], "dist_" + variable(i));
    }
    z3::expr zero = ctx.real_val(0), one = ctx.real_val(1);
    // The difference expanded into a sum of monomials (Z3's som rewriting).
    z3::params som(ctx);
    som.set("som", true);
    z3::expr diff = (stochastic::final_of<z3::expr>(p0, o.t, zero, one) -
                     stochastic::final_of<z3::expr>(p1, o.t, zero, one))
                        .simplify(som);
    z3::expr k = numeral(ctx, K);
    return h.negating(diff > k * D || -diff > k * D);
  };
  return q;
}

std::optional<Oracle> lipschitz_witness(const Oracle& o, const Rational& K,
                                        const Outcome& outcome) {
  if (outcome.verdict != Verdict::Sat) return std::nullopt;
  Oracle w = o;
  for (std::size_t h = 0; h < o.probs.size(); ++h) {
    for (const ModelValue& m : outcome.model)
      if (m.name == variable(h)) w.probs[h] = parse_rational(m.rational);
  }
  Rational diff = stochastic::final_prob(o) - stochastic::final_prob(w);
  if (diff < 0) diff = -diff;
  if (!(diff > K * stochastic::dist(o, w))) return std::nullopt;
  return w;
}

LipschitzBracket least_lipschitz(const Oracle& o, const Rational& tolerance, unsigned timeout_ms) {
  LipschitzBracket b{Rational(0), stochastic::lipschitz_upper_bound(o.t)};
  while (b.upper - b.lower > tolerance) {
    Rational mid = (b.lower + b.upper) / 2;
    Outcome r = solve(lipschitz_query("bisection", o, mid, false), timeout_ms);
    ++b.queries;
    if (r.verdict == Verdict::Unknown) {
      b.decided = false;
      return b;
    }
    (r.verdict == Verdict::Unsat ? b.upper : b.lower) = mid;
  }
  return b;
}

}  // namespace debref::proofs
