#include "proofs/stochastic/bound_queries.hpp"

#include "proofs/stochastic/step_query.hpp"

namespace debref::proofs {

namespace {

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
      out.push_back(step_query(
          "bounds." + lemma, "Lean Debate/Details.lean " + lemma + " (arithmetic step)", statement,
          "QF_LRA", twin, [twin, complete](z3::context& ctx) {
            z3::expr c = ctx.real_const("c"), s = ctx.real_const("s"), p = ctx.real_const("p"),
                     x = ctx.real_const("x"), b = ctx.real_const("b");
            Hypotheses h(ctx);
            h.add(c < s, "cs");
            if (complete)
              h.add(z3::abs(p - x) <= c, "good");
            else
              h.add(z3::abs(p - x) >= s, "bad");
            if (complete)
              h.add(z3::abs(p - b) >= (c + s) / 2, "rejects");
            else
              h.add(z3::abs(p - b) < (c + s) / 2, "accepts");
            z3::expr e = (s - c) / 2 + (twin ? (s - c) / 100 : ctx.real_val(0));
            return Step{h, {z3::abs(b - x) - e}};
          }));
    }
}

/// Bernoulli, (1 - q)^n >= 1 - n q for 0 <= q <= 1, by induction on n: the step keeps both
/// P >= 1 - n q and P >= 0. The twin drops q <= 1.
void bernoulli_queries(std::vector<Query>& out) {
  for (bool twin : {false, true}) {
    out.push_back(step_query(
        "bounds.bernoulli_step",
        "Mathlib one_add_mul_le_pow with a = -q (used by Lean completeness_p, soundness_p)",
        std::string(twin ? "0 <= q (q <= 1 dropped)" : "0 <= q <= 1") +
            ", n >= 0, P >= 0, P >= 1 - n q => P (1-q) >= 1 - (n+1) q and P (1-q) >= 0",
        "QF_NRA", twin, [twin](z3::context& ctx) {
          z3::expr q = ctx.real_const("q"), n = ctx.real_const("n"), P = ctx.real_const("P");
          Hypotheses h(ctx);
          h.add(q >= 0, "q_nonneg");
          if (!twin) h.add(q <= 1, "q1");
          h.add(n >= 0, "n_nat");
          h.add(P >= 0, "P_nonneg");
          h.add(P >= 1 - n * q, "ih");
          z3::expr next = P * (1 - q);
          return Step{h, {next - (1 - (n + 1) * q), next}};
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
    out.push_back(step_query(
        "bounds.completeness_p", "Lean Debate/Details.lean completeness_p (from Params to d)",
        std::string("d <= (1-v)(w - k c - q(t+1)), w <= f, v <= 1, 0 < q <= 1, t >= 0") +
            (twin ? "" : ", B >= 1 - q(t+1)") + " => d <= (1-v)(f - k c - (1 - B))" +
            (twin ? " (Bernoulli's B >= 1 - q(t+1) dropped)" : ""),
        "QF_NRA", twin, [twin](z3::context& ctx) {
          z3::expr d = ctx.real_const("d"), v = ctx.real_const("v"), w = ctx.real_const("w"),
                   k = ctx.real_const("k"), c = ctx.real_const("c"), q = ctx.real_const("q"),
                   t = ctx.real_const("t"), f = ctx.real_const("f"), B = ctx.real_const("B"),
                   kc = ctx.real_const("kc"), qt = ctx.real_const("qt"), u = ctx.real_const("u"),
                   A = ctx.real_const("A"), A2 = ctx.real_const("A2");
          Hypotheses h(ctx);
          h.add(kc == k * c, "def_kc");
          h.add(qt == q * (t + 1), "def_qt");
          h.add(u == 1 - v, "def_u");
          h.add(A == w - kc - qt, "def_A");
          h.add(A2 == f - kc - (1 - B), "def_A2");
          h.add(d <= u * A, "complete");
          h.add(w <= f, "m");
          h.add(v <= 1, "v1");
          h.add(q > 0, "q0");
          h.add(q <= 1, "q1");
          h.add(t >= 0, "t_nat");
          if (!twin) h.add(B >= 1 - qt, "bernoulli");
          return Step{h, {u * A2 - d}};
        }));
    out.push_back(step_query(
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
          Hypotheses h(ctx);
          h.add(kb == k * b, "def_kb");
          h.add(qt == q * (t + 1), "def_qt");
          h.add(u == 1 - v, "def_u");
          h.add(P == 1 - qt, "def_P");
          h.add(A == w - kb, "def_A");
          h.add(A2 == f - kb, "def_A2");
          h.add(d <= u * P * A, "sound");
          if (!twin) h.add(kb <= w, "bw");
          h.add(w <= f, "m");
          h.add(v <= 1, "v1");
          h.add(q > 0, "q0");
          h.add(q <= 1, "q1");
          h.add(t >= 0, "t_nat");
          h.add(B >= 0, "B_nonneg");
          h.add(B >= P, "bernoulli");
          return Step{h, {u * B * A2 - d}};
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
