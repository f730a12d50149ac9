#include "proofs/stochastic/bound_queries.hpp"

namespace debref::proofs {

namespace {

Query make(std::string id, std::string source, std::string statement, std::string logic, bool twin,
           std::function<Formulas(z3::context&)> build) {
  Query q;
  q.id = std::string("proofs.") + (twin ? "twin." : "") + id;
  q.source = std::move(source);
  q.statement = std::move(statement);
  q.logic = std::move(logic);
  q.expected = twin ? Verdict::Sat : Verdict::Unsat;
  q.build = std::move(build);
  return q;
}

/// bob' accepts iff |p - estimate| < (c+s)/2; Alice's Chernoff step controls
/// |estimate - x| >= e with e = (s-c)/2. bob_complete: |p - x| <= c and Bob rejects imply the
/// estimate is off by >= e; bob_sound: |p - x| >= s and Bob accepts imply the same. The twins
/// widen e by (s-c)/100.
void bob_queries(std::vector<Query>& out) {
  for (bool twin : {false, true})
    for (bool complete : {true, false}) {
      const std::string lemma = complete ? "bob_complete" : "bob_sound";
      std::string statement = complete ? "c < s, |p - x| <= c, |p - b| >= (c+s)/2"
                                       : "c < s, |p - x| >= s, |p - b| < (c+s)/2";
      statement += twin ? " => |b - x| >= (s-c)/2 + (s-c)/100 (false)" : " => |b - x| >= (s-c)/2";
      out.push_back(make(
          "bounds." + lemma, "Lean Debate/Details.lean " + lemma + " (arithmetic step)", statement,
          "QF_LRA", twin, [twin, complete](z3::context& ctx) {
            z3::expr c = ctx.real_const("c"), s = ctx.real_const("s"), p = ctx.real_const("p"),
                     x = ctx.real_const("x"), b = ctx.real_const("b");
            z3::expr_vector h(ctx);
            h.push_back(c < s);
            h.push_back(complete ? z3::abs(p - x) <= c : z3::abs(p - x) >= s);
            h.push_back(complete ? z3::abs(p - b) >= (c + s) / 2 : z3::abs(p - b) < (c + s) / 2);
            z3::expr e = (s - c) / 2 + (twin ? (s - c) / 100 : ctx.real_val(0));
            return Formulas{h, !(z3::abs(b - x) >= e)};
          }));
    }
}

/// Bernoulli, (1 - q)^n >= 1 - n q for 0 <= q <= 1, by induction on n: the step keeps both
/// P >= 1 - n q and P >= 0. The twin drops q <= 1.
void bernoulli_queries(std::vector<Query>& out) {
  for (bool twin : {false, true}) {
    out.push_back(
        make("bounds.bernoulli_step",
             "Mathlib one_add_mul_le_pow with a = -q (used by Lean completeness_p, soundness_p)",
             std::string(twin ? "0 <= q (q <= 1 dropped)" : "0 <= q <= 1") +
                 ", n >= 0, P >= 0, P >= 1 - n q => P (1-q) >= 1 - (n+1) q and P (1-q) >= 0",
             "QF_NRA", twin, [twin](z3::context& ctx) {
               z3::expr q = ctx.real_const("q"), n = ctx.real_const("n"), P = ctx.real_const("P");
               z3::expr_vector h(ctx);
               h.push_back(q >= 0);
               if (!twin) h.push_back(q <= 1);
               h.push_back(n >= 0);
               h.push_back(P >= 0);
               h.push_back(P >= 1 - n * q);
               z3::expr next = P * (1 - q);
               return Formulas{h, !(next >= 1 - (n + 1) * q && next >= 0)};
             }));
  }
}

/// completeness_p: Params.complete, w <= f (= final), v <= 1 and Bernoulli's B = (1-q)^(t+1) >=
/// 1 - q (t+1) give d <= (1-v) (f - k c - (1 - B)), the left side of completeness'.
/// soundness_p: Params.sound, bw, w <= f (= final(false)), 0 <= B, Bernoulli give
/// d <= (1-v) B (f - k b), the left side of soundness'. The products k c, k b, q (t+1) and the
/// factors 1-v, w - k b, f - k b are named (as the Lean proofs treat them) so that cvc5's
/// incremental linearization decides the queries too. Twins drop Bernoulli's bound and bw.
void params_to_bound_queries(std::vector<Query>& out) {
  for (bool twin : {false, true}) {
    out.push_back(
        make("bounds.completeness_p", "Lean Debate/Details.lean completeness_p (from Params to d)",
             std::string("d <= (1-v)(w - k c - q(t+1)), w <= f, v <= 1, 0 < q <= 1, t >= 0") +
                 (twin ? "" : ", B >= 1 - q(t+1)") + " => d <= (1-v)(f - k c - (1 - B))" +
                 (twin ? " (Bernoulli's B >= 1 - q(t+1) dropped)" : ""),
             "QF_NRA", twin, [twin](z3::context& ctx) {
               z3::expr d = ctx.real_const("d"), v = ctx.real_const("v"), w = ctx.real_const("w"),
                        k = ctx.real_const("k"), c = ctx.real_const("c"), q = ctx.real_const("q"),
                        t = ctx.real_const("t"), f = ctx.real_const("f"), B = ctx.real_const("B"),
                        kc = ctx.real_const("kc"), qt = ctx.real_const("qt"),
                        u = ctx.real_const("u"), A = ctx.real_const("A"), A2 = ctx.real_const("A2");
               z3::expr_vector h(ctx);
               h.push_back(kc == k * c);
               h.push_back(qt == q * (t + 1));
               h.push_back(u == 1 - v);
               h.push_back(A == w - kc - qt);
               h.push_back(A2 == f - kc - (1 - B));
               h.push_back(d <= u * A);
               h.push_back(w <= f);
               h.push_back(v <= 1);
               h.push_back(q > 0);
               h.push_back(q <= 1);
               h.push_back(t >= 0);
               if (!twin) h.push_back(B >= 1 - qt);
               return Formulas{h, !(d <= u * A2)};
             }));
    out.push_back(make(
        "bounds.soundness_p", "Lean Debate/Details.lean soundness_p (from Params to d)",
        std::string("d <= (1-v)(1 - q(t+1))(w - k b), ") + (twin ? "" : "k b <= w, ") +
            "w <= f, v <= 1, 0 < q <= 1, t >= 0, B >= 0, B >= 1 - q(t+1) => "
            "d <= (1-v) B (f - k b)" +
            (twin ? " (bw: k b <= w dropped)" : ""),
        "QF_NRA", twin, [twin](z3::context& ctx) {
          z3::expr d = ctx.real_const("d"), v = ctx.real_const("v"), w = ctx.real_const("w"),
                   k = ctx.real_const("k"), b = ctx.real_const("b"), q = ctx.real_const("q"),
                   t = ctx.real_const("t"), f = ctx.real_const("f"), B = ctx.real_const("B"),
                   kb = ctx.real_const("kb"), qt = ctx.real_const("qt"), u = ctx.real_const("u"),
                   P = ctx.real_const("P"), A = ctx.real_const("A"), A2 = ctx.real_const("A2");
          z3::expr_vector h(ctx);
          h.push_back(kb == k * b);
          h.push_back(qt == q * (t + 1));
          h.push_back(u == 1 - v);
          h.push_back(P == 1 - qt);
          h.push_back(A == w - kb);
          h.push_back(A2 == f - kb);
          h.push_back(d <= u * P * A);
          if (!twin) h.push_back(kb <= w);
          h.push_back(w <= f);
          h.push_back(v <= 1);
          h.push_back(q > 0);
          h.push_back(q <= 1);
          h.push_back(t >= 0);
          h.push_back(B >= 0);
          h.push_back(B >= P);
          return Formulas{h, !(d <= u * B * A2)};
        }));
  }
}

}  // namespace

std::vector<Query> bound_queries() {
  std::vector<Query> out;
  bob_queries(out);
  bernoulli_queries(out);
  params_to_bound_queries(out);
  return out;
}

}  // namespace debref::proofs
