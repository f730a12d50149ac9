// Source: seed 000 Sec. 7 (obfuscated arguments): naive recursive debate against every
// deterministic B, prover-estimator debate (Fig. 2) against Sec. 7's estimator, and the twins
// whose B believes every claim or sees the hidden leaf.
#include "harness/core/replay.hpp"
#include "harness/pe/evaluate.hpp"
#include "harness/pe/instances.hpp"
#include "reference/pe/obfuscation.hpp"

namespace debref::pe {

namespace {

using nlohmann::json;

// P[liar wins] of naive recursive debate on the obfuscated (d, q) tree, averaged over the hidden
// leaf, when B recurses by the choice table `t` (base-q digit i: the child at internal node i).
Rational naive_win(int d, int q, long t) {
  const int leaves = d == 1 ? q : q * q;
  Rational total = 0;
  for (int h = 0; h < leaves; ++h) {
    Node tree = obfuscated(d, q, h);
    auto choose = [t, q](const Path& p) { return digit(t, q, p.empty() ? 0 : 1 + p[0]); };
    total += naive_win_probability(tree, all_true_claims(tree), choose);
  }
  return total / leaves;
}

}  // namespace

ClaimOutcome naive_liar_wins() {
  ClaimOutcome out;
  for (int d = 1; d <= 2; ++d)
    for (int q = 2; q <= 3; ++q) {
      int leaves = d == 1 ? q : q * q;
      int internal_count = d == 1 ? 1 : 1 + q;
      long tables = 1;
      for (int i = 0; i < internal_count; ++i) tables *= q;
      Rational expect = 1 - Rational(1) / Rational(leaves);
      for (long t = 0; t < tables; ++t) {
        Rational win = naive_win(d, q, t);
        ++out.instances;
        if (win != expect && !out.violation)
          out.violation =
              json{{"d", d}, {"q", q}, {"win", to_string(win)}, {"expected", to_string(expect)}};
      }
    }
  return out;
}

// Twin of the naive claim: the obfuscation dropped, B sees the hidden leaf and recurses toward it
// (leaves numbered depth first); the liar's win 1 - q^{-d} must fail.
Rational naive_location_known_win(int d, int q) {
  const int leaves = d == 1 ? q : q * q;
  Rational win = 0;
  for (int h = 0; h < leaves; ++h) {
    Node tree = obfuscated(d, q, h);
    auto toward = [d, q, h](const Path& p) {
      if (d == 1) return h;
      return p.empty() ? h / q : h % q;
    };
    win += naive_win_probability(tree, all_true_claims(tree), toward);
  }
  return win / leaves;
}

ClaimOutcome twin_naive_location_known() {
  ClaimOutcome out;
  for (int d = 1; d <= 2; ++d)
    for (int q = 2; q <= 3; ++q) {
      const int leaves = d == 1 ? q : q * q;
      const Rational win = naive_location_known_win(d, q);
      ++out.instances;
      const Rational expect = 1 - Rational(1) / Rational(leaves);
      if (win != expect) {
        out.violation =
            json{{"d", d}, {"q", q}, {"win", to_string(win)}, {"claimed", to_string(expect)}};
        // `debref pe --obfuscation --location-known`: the (d, q) row (d, q in {1,2}x{2,3}).
        set_replay(*out.violation, "debref pe --obfuscation --location-known",
                   "/obfuscation/" + std::to_string(2 * (d - 1) + (q - 2)) +
                       "/naive_location_known_liar_win",
                   to_string(win));
        return out;
      }
    }
  return out;
}

ClaimOutcome estimator_bounds_liar() {
  ClaimOutcome out;
  for (const ObfuscationRow& row : obfuscation_table(family_eps(), family_rho())) {
    ++out.instances;
    auto instance = [&] {
      return json{{"d", row.d},
                  {"q", row.q},
                  {"liar_payoff", to_string(row.liar_payoff)},
                  {"replay", to_string(row.replay)},
                  {"bound", to_string(row.bound)}};
    };
    out.slack(row.bound - row.liar_payoff, instance);
    if ((row.liar_payoff > row.bound || row.replay != row.liar_payoff) && !out.violation)
      out.violation = instance();
  }
  return out;
}

ClaimOutcome twin_believing_estimator_bounds_liar() {
  ClaimOutcome out;
  const Rational r = reward_ratio(family_eps(), family_rho());
  std::size_t index = 0;
  for (const ObfuscationRow& row : obfuscation_table(family_eps(), family_rho())) {
    ++out.instances;
    Rational bound = obfuscation_bound(row.d, row.q, r, 1);
    if (row.believing_payoff > bound && !out.violation) {
      out.violation = json{{"d", row.d},
                           {"q", row.q},
                           {"liar_payoff", to_string(row.believing_payoff)},
                           {"bound", to_string(bound)}};
      // `debref pe --obfuscation` prints the same table (Sec. 7), row by row.
      set_replay(*out.violation, "debref pe --obfuscation",
                 "/obfuscation/" + std::to_string(index) + "/believing_B_liar_payoff",
                 to_string(row.believing_payoff));
    }
    ++index;
  }
  return out;
}

}  // namespace debref::pe
