#include "proofs/stochastic/params_queries.hpp"

#include "reference/stochastic/params.hpp"

namespace debref::proofs {

ParamsFamily lean_defaults_family() {
  return {"defaults",
          Expression::parse("1/100"),
          Expression::parse("1/(100*k)"),
          Expression::parse("2/(100*k)"),
          Expression::parse("5/(100*k)"),
          Expression::parse("1/(100*(t+1))"),
          Expression::parse("2/3"),
          Expression::parse("3/5"),
          std::nullopt};
}

namespace {

template <class T, class Eval>
std::vector<stochastic::FieldSides<T>> sides(const ParamsFamily& f, const T& k, const T& t,
                                             const T& zero, const T& one, Eval eval) {
  return stochastic::params_sides<T>(eval(f.v), eval(f.c), eval(f.s), eval(f.b), eval(f.q),
                                     eval(f.w), eval(f.d), k, t + one, zero, one);
}

std::vector<stochastic::FieldSides<z3::expr>> z3_sides(const ParamsFamily& f, z3::context& ctx,
                                                       const z3::expr& k, const z3::expr& t) {
  return sides<z3::expr>(f, k, t, ctx.real_val(0), ctx.real_val(1),
                         [&](const Expression& e) { return e.to_z3(k, t); });
}

z3::expr holds(const stochastic::FieldSides<z3::expr>& f, const z3::expr& margin) {
  return f.strict ? f.lhs + margin < f.rhs : f.lhs + margin <= f.rhs;
}

}  // namespace

std::vector<std::pair<std::string, Rational>> params_slack(const ParamsFamily& family,
                                                           const Rational& k, const Rational& t) {
  std::vector<std::pair<std::string, Rational>> out;
  for (auto& f : sides<Rational>(family, k, t, Rational(0), Rational(1),
                                 [&](const Expression& e) { return e.eval(k, t); }))
    out.push_back({f.name, f.rhs - f.lhs});
  return out;
}

std::vector<Query> params_family_queries(const ParamsFamily& family) {
  std::vector<Query> queries;
  const Rational k0 = family.at ? family.at->first : Rational(1);
  const Rational t0 = family.at ? family.at->second : Rational(0);
  const auto slack = params_slack(family, k0, t0);
  const std::string domain = family.at ? "at k = " + to_string(k0) + ", t = " + to_string(t0) + ": "
                                       : "for all real k > 0, t >= 0: ";
  const std::string point = "k = " + to_string(k0) + ", t = " + to_string(t0);
  for (std::size_t i = 0; i < slack.size(); ++i) {
    const std::string field = slack[i].first;
    if (field == "k0") continue;  // the domain itself
    const std::string statement =
        stochastic::params_sides<Rational>(0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1)[i].statement;
    const std::string source = "Lean Debate/Details.lean Params." + field + " (" + family.name +
                               ": v = " + family.v.text() + ", c = " + family.c.text() +
                               ", s = " + family.s.text() + ", b = " + family.b.text() +
                               ", q = " + family.q.text() + ", w = " + family.w.text() +
                               ", d = " + family.d.text() + ")";
    const std::string id = "params." + family.name + "." + field;
    // The twin's margin: the exact slack at (1, 0) plus one part in 10^6 (at least 10^-6).
    Rational sigma = slack[i].second;
    Rational margin =
        (sigma > 0 ? sigma : Rational(0)) + (sigma > 1 ? sigma : Rational(1)) / Rational(1000000);
    for (bool twin : {false, true}) {
      Query q;
      q.id = std::string("proofs.") + (twin ? "twin." : "") + id;
      q.source = source;
      q.statement = twin
                        ? domain + statement + " with margin " + to_string(margin) + " (false at " +
                              point + ", where the slack is " + to_string(sigma) + ")"
                        : domain + statement;
      q.logic = "QF_NRA";
      q.expected = twin ? Verdict::Sat : Verdict::Unsat;
      q.build = [family, i, twin, margin](z3::context& ctx) {
        z3::expr k = ctx.real_const("k"), t = ctx.real_const("t");
        Hypotheses h(ctx);
        h.add(k > 0, "k0");
        h.add(t >= 0, "t_nat");  // Lean t : ℕ
        if (family.at) {
          h.add(k == numeral(ctx, family.at->first), "at_k");
          h.add(t == numeral(ctx, family.at->second), "at_t");
        }
        auto f = z3_sides(family, ctx, k, t)[i];
        z3::expr m = twin ? numeral(ctx, margin) : ctx.real_val(0);
        return h.negating(!holds(f, m));
      };
      if (!twin) {
        q.slack_at = std::make_pair(sigma, point);
        q.below_margin = [family, i, id = q.id, domain, statement](const Rational& m,
                                                                   bool or_equal) {
          Query b;
          b.id = id + ".below_margin";
          b.statement = domain + statement + ": some point has rhs - lhs " +
                        (or_equal ? "<= " : "< ") + to_string(m);
          b.logic = "QF_NRA";
          b.expected = Verdict::Sat;
          b.build = [family, i, m, or_equal](z3::context& ctx) {
            z3::expr k = ctx.real_const("k"), t = ctx.real_const("t");
            Hypotheses h(ctx);
            h.add(k > 0, "k0");
            h.add(t >= 0, "t_nat");
            if (family.at) {
              h.add(k == numeral(ctx, family.at->first), "at_k");
              h.add(t == numeral(ctx, family.at->second), "at_t");
            }
            auto f = z3_sides(family, ctx, k, t)[i];
            const z3::expr slack = f.rhs - f.lhs, margin = numeral(ctx, m);
            return h.negating(or_equal ? slack <= margin : slack < margin);
          };
          return b;
        };
      }
      queries.push_back(std::move(q));
    }
  }
  return queries;
}

namespace {

/// Lean Debate/Details.lean `structure Params`: which fields are strict (`<`), written here from
/// the Lean source and not read from the code under test (reference/stochastic/params.hpp).
bool lean_strict(const std::string& field) {
  for (const char* f : {"k0", "c0", "cs", "sb", "q0", "v0"})
    if (field == f) return true;
  return false;  // q1, v1, qv, bw, complete, sound: `≤`
}

}  // namespace

std::vector<Query> params_boundary_queries() {
  std::vector<Query> queries;
  for (bool twin : {false, true}) {
    Query q;
    q.id = twin ? "proofs.twin.params.boundary" : "proofs.params.boundary";
    q.source =
        "Lean Debate/Details.lean structure Params: k0 c0 cs sb q0 v0 strict (<), q1 v1 qv bw "
        "complete sound non-strict (<=)";
    q.statement =
        twin ? "some strict field (k0 c0 cs sb q0 v0), at lhs = rhs, fails in the encoding as "
               "Lean's "
               "< says (its strictness flipped: must be SAT)"
             : "for every field and all reals v c s b q w d k > 0, t >= 0 with the field's lhs = "
               "rhs, the encoded field holds iff Lean writes it with <=";
    q.logic = "QF_NRA";
    q.expected = twin ? Verdict::Sat : Verdict::Unsat;
    q.build = [twin](z3::context& ctx) {
      auto real = [&](const char* name) { return ctx.real_const(name); };
      z3::expr k = real("k"), t = real("t");
      Hypotheses h(ctx);
      h.add(k > 0, "k0");
      h.add(t >= 0, "t_nat");  // Lean t : ℕ
      const auto fields = stochastic::params_sides<z3::expr>(
          real("v"), real("c"), real("s"), real("b"), real("q"), real("w"), real("d"), k,
          t + ctx.real_val(1), ctx.real_val(0), ctx.real_val(1));
      z3::expr some = ctx.bool_val(false);
      for (const auto& f : fields) {
        // The twin flips the strict fields only: they are linear, so cvc5 finds its model too.
        if (twin && !lean_strict(f.name)) continue;
        const bool holds_at_equality = !lean_strict(f.name) != twin;
        z3::expr encoded = holds(f, ctx.real_val(0));
        some = some || (f.lhs == f.rhs && (holds_at_equality ? !encoded : encoded));
      }
      return h.negating(some);
    };
    queries.push_back(std::move(q));
  }
  return queries;
}

}  // namespace debref::proofs
