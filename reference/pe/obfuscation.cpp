#include "reference/pe/obfuscation.hpp"

#include "reference/pe/debate.hpp"

namespace debref::pe {

Rational obfuscation_bound(int d, int q, const Rational& r, const Rational& pd) {
  Rational bound = power(r, d + 1) * pd;
  for (int k = 1; k <= d; ++k) bound += power(r, k) / power(Rational(q), d - k + 1);
  return bound;
}

std::vector<ObfuscationRow> obfuscation_table(const Rational& eps, const Rational& rho) {
  std::vector<ObfuscationRow> rows;
  const Rational r = reward_ratio(eps, rho);
  for (int d = 1; d <= 2; ++d)
    for (int q = 2; q <= 3; ++q) {
      ObfuscationRow row;
      row.d = d, row.q = q;
      const int leaves = d == 1 ? q : q * q;
      const Node average = obfuscated_average(d, q);
      const Estimator b = obfuscation_estimator(d, q);
      const Prover liar = best_prover(average, b, r, 1);
      Rational naive = 0, replay = 0;
      for (int h = 0; h < leaves; ++h) {
        Node tree = obfuscated(d, q, h);
        naive += naive_win_probability(tree, all_true_claims(tree), [](const Path&) { return 0; });
        replay += expected_payoff(tree, liar, b, r);
      }
      row.naive_win = naive / leaves;
      row.replay = replay / leaves;
      row.liar_payoff = best_prover_payoff(average, b, r, 1);
      row.bound = obfuscation_bound(d, q, r, b.initial);
      row.honest = (1 - eps) * power(r, d + 1);
      row.believing_payoff = best_prover_payoff(average, constant_estimator(average, 1, 1), r, 1);
      rows.push_back(row);
    }
  return rows;
}

}  // namespace debref::pe
