#include "proofs/stochastic/step_query.hpp"

namespace debref::proofs {

namespace {

/// Some part below m (or at most m, `or_equal`): the negated conclusion at margin m.
Formulas below(const StepBuild& build, z3::context& ctx, const Rational& m, bool or_equal) {
  Step step = build(ctx);
  z3::expr_vector some(ctx);
  for (const z3::expr& part : step.parts)
    some.push_back(or_equal ? part <= numeral(ctx, m) : part < numeral(ctx, m));
  return step.h.negating(some.size() == 1 ? some[0] : z3::mk_or(some));
}

}  // namespace

Query step_query(std::string id, std::string source, std::string statement, std::string logic,
                 bool twin, StepBuild build) {
  Query q;
  q.id = std::string("proofs.") + (twin ? "twin." : "") + id;
  q.source = std::move(source);
  q.statement = std::move(statement);
  q.logic = std::move(logic);
  q.expected = twin ? Verdict::Sat : Verdict::Unsat;
  q.build = [build](z3::context& ctx) {
    const bool strict = build(ctx).strict;
    return below(build, ctx, 0, strict);
  };
  if (!twin)
    q.below_margin = [id = q.id, statement = q.statement, logic = q.logic, build](const Rational& m,
                                                                                  bool or_equal) {
      Query b;
      b.id = id + ".below_margin";
      b.statement =
          statement + ": some point has slack " + (or_equal ? "<= " : "< ") + to_string(m);
      b.logic = logic;
      b.expected = Verdict::Sat;
      b.build = [build, m, or_equal](z3::context& ctx) { return below(build, ctx, m, or_equal); };
      return b;
    };
  return q;
}

}  // namespace debref::proofs
