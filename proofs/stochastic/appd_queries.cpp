#include "proofs/stochastic/appd_queries.hpp"

#include "proofs/stochastic/step_query.hpp"

namespace debref::proofs {

namespace {

const std::string kSource = "seed 001 App. D (proof of Thm 6.2) ";

/// A radius a/d, with every deviation measured in units of 1/d (the statements are homogeneous in
/// 1/d, so multiplying them by d > 0 changes no verdict and makes the slack a multiple of 1/d).
struct Radius {
  long num, den;
  std::string text() const { return std::to_string(num) + "/(" + std::to_string(den) + "d)"; }
};

/// One event inclusion of the proof: |p^ - p| (< or >=) a and |x - p^| (< or >=) b imply
/// |x - p| > g (>= g when not strict), where p is the true probability, p^ A's claim and x the
/// other estimate (B's q^ or V's p^O). The twin changes one radius (or reads a printed constant).
struct Inclusion {
  const char* id;
  const char* where;  // the equation or case of App. D
  const char* x;      // "q^" or "p^O"
  bool claim_near;    // |p^ - p| < a (true) or >= a (false)
  bool x_near;        // |x - p^| < b (true: accepts) or >= b (false: rejects / aborts)
  Radius a, b, g;
  Radius twin_a, twin_b, twin_g;
  bool twin_strict;
  const char* twin_why;
};

Query inclusion_query(const Inclusion& e, bool twin) {
  const Radius a = twin ? e.twin_a : e.a, b = twin ? e.twin_b : e.b, g = twin ? e.twin_g : e.g;
  const bool strict = twin ? e.twin_strict : true;
  const std::string x = e.x;
  std::string statement = std::string("|p^ - p| ") + (e.claim_near ? "< " : ">= ") + a.text() +
                          ", |" + x + " - p^| " + (e.x_near ? "< " : ">= ") + b.text() + " => |" +
                          x + " - p| " + (strict ? "> " : ">= ") + g.text();
  if (twin) statement += std::string(" (") + e.twin_why + ")";
  return step_query(std::string("appd.") + e.id, kSource + e.where, statement, "QF_LRA", twin,
                    [e, a, b, g, strict](z3::context& ctx) {
                      auto r = [&](const Radius& q) { return ctx.real_val(q.num, q.den); };
                      z3::expr p = ctx.real_const("p"), claim = ctx.real_const("p_hat"),
                               x = ctx.real_const(e.x[0] == 'q' ? "q_hat" : "p_hat_O");
                      Hypotheses h(ctx);
                      const z3::expr off = z3::abs(claim - p), gap = z3::abs(x - claim);
                      h.add(e.claim_near ? off < r(a) : off >= r(a), "event");
                      h.add(e.x_near ? gap < r(b) : gap >= r(b), e.x_near ? "accepts" : "rejects");
                      return Step{h, {z3::abs(x - p) - r(g)}, strict};
                    });
}

const std::vector<Inclusion>& inclusions() {
  static const std::vector<Inclusion> table = {
      // Completeness, eq. (5): on E_t a rejection by V needs |p^O - p| beyond 1/(8d). The printed
      // bound 2 exp(-r/(48 d^2)) is Chernoff at 1/(4d), which the inclusion does not give.
      {"eq5_vera_rejects_honest",
       "eq. (5), completeness, B' aborts on E_t",
       "p^O",
       true,
       false,
       {1, 8},
       {1, 4},
       {1, 8},
       {1, 8},
       {1, 4},
       {1, 4},
       false,
       "the printed exponent r/(48 d^2), i.e. Chernoff at 1/(4d): false"},
      // Soundness, eq. (9): on E^0 an abort by honest B needs |q^ - p| beyond 1/(8d).
      {"eq9_bob_aborts_on_e0",
       "eq. (9), soundness, B aborts on E^0",
       "q^",
       true,
       false,
       {3, 8},
       {1, 2},
       {1, 8},
       {1, 2},
       {1, 2},
       {1, 8},
       true,
       "E^0 widened to 1/(2d): false"},
      // Soundness, case E^2: B fails to abort only if |q^ - p| exceeds 1/(4d).
      {"e2_bob_misses",
       "case E^2, soundness, B does not abort",
       "q^",
       false,
       true,
       {3, 4},
       {1, 2},
       {1, 4},
       {1, 2},
       {1, 2},
       {1, 4},
       true,
       "E^2 from 1/(2d): false"},
      // Soundness, case E^2 and an abort: V accepts only if |p^O - p| exceeds 3/(8d).
      {"e2_vera_accepts",
       "case E^2, soundness, B aborts",
       "p^O",
       false,
       true,
       {3, 4},
       {1, 4},
       {3, 8},
       {3, 4},
       {1, 2},
       {3, 8},
       true,
       "V's radius 1/(2d): false"},
      // Soundness, eq. (11): on E^1 with an abort, V accepts only if |p^O - p| exceeds 1/(8d).
      {"eq11_vera_accepts_on_e1",
       "eq. (11), soundness, case E^1, B aborts",
       "p^O",
       false,
       true,
       {3, 8},
       {1, 4},
       {1, 8},
       {3, 8},
       {3, 8},
       {1, 8},
       true,
       "V's radius 3/(8d): false"},
  };
  return table;
}

/// The Chernoff numbers: 2 exp(-s^2 N / 3) with N = 192 d^2 log m and s = j/(8d) is
/// 2 m^(-j^2). Debaters (m = 100 T): j = 1 (eq. 4, 9) and j = 2 (E^2, no abort) give at most
/// 1/(50T); V (m = 100): j = 1 (eq. 5, 11) and j = 3 (E^2, abort) give at most 1/50. The twin
/// takes 48 d^2 log m samples: 2 m^(-j^2/4).
Query chernoff_query(bool twin) {
  Query q = step_query(
      "appd.chernoff", kSource + "eq. (4), (5), (9), (11), case E^2 (the Chernoff bounds)",
      std::string(
          "T >= 1, beta_j = 2 (100T)^(-j^2) (j = 1, 2), gamma_j = 2 100^(-j^2) (j = 1, 3)") +
          (twin ? " with 48 d^2 log m samples (exponent j^2/4)" : "") +
          " => beta_j <= 1/(50T), gamma_j <= 1/50" + (twin ? " (false)" : ""),
      "QF_NRA", twin, [twin](z3::context& ctx) {
        z3::expr T = ctx.real_const("T"), m = ctx.real_const("m"), w = ctx.real_const("w"),
                 b1 = ctx.real_const("beta_1"), b2 = ctx.real_const("beta_2"),
                 g1 = ctx.real_const("gamma_1"), g3 = ctx.real_const("gamma_3");
        Hypotheses h(ctx);
        h.add(T >= 1, "T1");
        h.add(m == 100 * T, "m");
        if (!twin) {
          h.add(b1 * m == 2, "beta_1");
          h.add(b2 * m * m * m * m == 2, "beta_2");
          h.add(g1 * 100 == 2, "gamma_1");
          h.add(g3 * z3::pw(ctx.real_val(100), ctx.real_val(9)) == 2, "gamma_3");
        } else {  // exponents j^2 / 4: w = m^(1/4), v = 100^(1/4)
          z3::expr v = ctx.real_const("v");
          h.add(w > 0, "w_pos");
          h.add(w * w * w * w == m, "w");
          h.add(v > 0, "v_pos");
          h.add(v * v * v * v == 100, "v");
          h.add(b1 * w == 2, "beta_1");
          h.add(b2 * m == 2, "beta_2");
          h.add(g1 * v == 2, "gamma_1");
          h.add(g3 * z3::pw(v, ctx.real_val(9)) == 2, "gamma_3");
        }
        const z3::expr debaters = 1 / (50 * T), vera = ctx.real_val(1, 50);
        return Step{h, {debaters - b1, debaters - b2, vera - g1, vera - g3}};
      });
  q.cvc5_note =
      "degree-4 and degree-9 products of unknowns; Debian's cvc5 1.0.3 is built without libpoly, "
      "so "
      "its nonlinear real arithmetic (incremental linearization) does not decide it";
  return q;
}

/// Eq. (1): d = ceil(150 K) gives K/d <= 1/150 (the oracle O' within 1/d of O moves M's
/// acceptance by less than K/d). The twin rounds 149 K up instead.
Query eq1_query(bool twin) {
  const int factor = twin ? 149 : 150;
  return step_query(
      "appd.eq1_lipschitz_gap", kSource + "eq. (1) with d = ceil(150 K) (Fig. 2 step 1)",
      "K > 0, d = ceil(" + std::to_string(factor) + " K) => K/d <= 1/150" +
          (twin ? " (d = ceil(149 K): false)" : ""),
      "QF_NIRA", twin, [factor](z3::context& ctx) {
        z3::expr K = ctx.real_const("K"), d = ctx.int_const("d"),
                 ratio = ctx.real_const("K_over_d");
        Hypotheses h(ctx);
        h.add(K > 0, "K_pos");
        h.add(z3::to_real(d) >= factor * K && z3::to_real(d) < factor * K + 1, "d_ceil");
        h.add(ratio * z3::to_real(d) == K, "ratio");
        return Step{h, {ctx.real_val(1, 150) - ratio}};
      });
}

/// Eq. (8): P[V -> 1 | E^2] <= 1/50 + 1/(50T) < 1/25. The sum is <= 1/25 for every T >= 1 and
/// equal at T = 1, so the printed strict "<" fails there (the twin, a finding); the strict
/// conclusion P[V -> 1 | E^2] < 1/25 still holds, the two bounds before it being strict.
Query eq8_query(bool twin) {
  return step_query(
      "appd.eq8_e2_sum", kSource + "eq. (8)",
      std::string("T >= 1 an integer => 1/50 + 1/(50T) ") + (twin ? "<" : "<=") + " 1/25" +
          (twin ? " (as printed: equal at T = 1)" : ""),
      "QF_NIRA", twin, [twin](z3::context& ctx) {
        z3::expr T = ctx.int_const("T");
        Hypotheses h(ctx);
        h.add(T >= 1, "T1");
        return Step{
            h, {ctx.real_val(1, 25) - ctx.real_val(1, 50) - 1 / (50 * z3::to_real(T))}, twin};
      });
}

/// The completeness chain: P[V -> 1] >= P[M'^O_1 -> 1] (1 - 1/(50T))^T with P[M'^O_1 -> 1] =
/// 49/50 P_1 (eq. 2), P_1 >= P[M^O -> 1] - 1/150 (eq. 1), (1 - 1/(50T))^T >= 49/50 (Bernoulli,
/// proofs.bounds.bernoulli_step) and P[M^O -> 1] >= 2/3 give more than 3/5. The twin lowers 2/3 to
/// 5/8.
Query completeness_query(bool twin) {
  const Rational accept = twin ? Rational(5, 8) : Rational(2, 3);
  Query q = step_query(
      "appd.completeness_chain", kSource + "completeness, the final chain",
      "P >= " + to_string(accept) +
          ", P_1 >= P - 1/150, 0 <= P_1 <= 1, 49/50 <= B <= 1 => 49/50 P_1 B > 3/5" +
          (twin ? " (false)" : ""),
      "QF_NRA", twin, [accept](z3::context& ctx) {
        z3::expr P = ctx.real_const("P"), P1 = ctx.real_const("P_1"), B = ctx.real_const("B");
        Hypotheses h(ctx);
        h.add(P >= numeral(ctx, accept), "x_in_L");
        h.add(P1 >= P - ctx.real_val(1, 150), "eq1");
        h.add(P1 >= 0 && P1 <= 1, "P1_prob");
        h.add(B >= ctx.real_val(49, 50) && B <= 1, "bernoulli");
        return Step{h, {ctx.real_val(49, 50) * P1 * B - ctx.real_val(3, 5)}, true};
      });
  // The least slack (2/3 - 1/150) (49/50)^2 - 3/5, at P = 2/3 with both bounds tight.
  if (!twin) q.slack_at = std::make_pair(Rational(4233, 125000), "P = 2/3, P_1 = 33/50, B = 49/50");
  return q;
}

/// The soundness chain: P[V -> 1] <= P[M'^O_1 -> 1] + T/(50T) with P[M'^O_1 -> 1] = P_1 +
/// (1 - P_1)/25 (eq. 6), P_1 <= P[M^O -> 1] + 1/150 (eq. 1) and P[M^O -> 1] <= 1/3 give at most
/// 2/5. The twin raises 1/3 to 3/8.
Query soundness_query(bool twin) {
  const Rational reject = twin ? Rational(3, 8) : Rational(1, 3);
  Query q = step_query(
      "appd.soundness_chain", kSource + "soundness, the final chain",
      "0 <= P <= " + to_string(reject) +
          ", 0 <= P_1 <= P + 1/150, P_1 <= 1 => P_1 + (1 - P_1)/25 + 1/50 <= 2/5" +
          (twin ? " (false)" : ""),
      "QF_LRA", twin, [reject](z3::context& ctx) {
        z3::expr P = ctx.real_const("P"), P1 = ctx.real_const("P_1");
        Hypotheses h(ctx);
        h.add(P >= 0 && P <= numeral(ctx, reject), "x_not_in_L");
        h.add(P1 >= 0 && P1 <= P + ctx.real_val(1, 150), "eq1");
        h.add(P1 <= 1, "P1_prob");
        return Step{h, {ctx.real_val(2, 5) - (P1 + (1 - P1) / 25 + ctx.real_val(1, 50))}};
      });
  // The least slack 2/5 - (24/25 (1/3 + 1/150) + 1/25 + 1/50), at P = 1/3, P_1 = 17/50.
  if (!twin) q.slack_at = std::make_pair(Rational(17, 1250), "P = 1/3, P_1 = 17/50");
  return q;
}

}  // namespace

std::vector<Query> appd_queries() {
  std::vector<Query> out;
  for (bool twin : {false, true})
    for (const Inclusion& e : inclusions()) out.push_back(inclusion_query(e, twin));
  for (bool twin : {false, true}) {
    out.push_back(chernoff_query(twin));
    out.push_back(eq1_query(twin));
    out.push_back(eq8_query(twin));
    out.push_back(completeness_query(twin));
    out.push_back(soundness_query(twin));
  }
  return out;
}

}  // namespace debref::proofs
