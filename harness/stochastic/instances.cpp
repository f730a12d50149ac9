#include "harness/stochastic/instances.hpp"

#include "reference/stochastic/lipschitz.hpp"

namespace debref::stochastic {

std::vector<Rational> probability_grid() {
  return {Rational(0), Rational(1, 4), Rational(1, 2), Rational(3, 4), Rational(1)};
}

std::vector<Oracle> grid_oracles(int max_t) {
  std::vector<Oracle> out;
  const auto grid = probability_grid();
  for (int t = 0; t <= max_t; ++t) {
    const std::size_t m = Oracle::node_count(t);
    std::vector<std::size_t> digits(m, 0);
    while (true) {
      std::vector<Rational> probs;
      for (auto d : digits) probs.push_back(grid[d]);
      out.emplace_back(t, probs);
      std::size_t i = 0;
      while (i < m && ++digits[i] == grid.size()) digits[i++] = 0;
      if (i == m) break;
    }
  }
  return out;
}

std::vector<Oracle> listed_oracles() {
  auto r = [](long a, long b) { return Rational(a, b); };
  return {
      // t = 2: a fair coin at every step (final = 1/2).
      Oracle(2, std::vector<Rational>(7, r(1, 2))),
      // t = 2: the last bit copies the first with noise 1/4 (a "majority of one" computation).
      Oracle(2, {r(1, 2), r(1, 2), r(1, 2), r(1, 4), r(1, 4), r(3, 4), r(3, 4)}),
      // t = 2: a biased computation accepting with probability 27/32.
      Oracle(2, {r(3, 4), r(3, 4), r(1, 1), r(1, 2), r(3, 4), r(1, 1), r(1, 1)}),
      // t = 3: every step a 3/4-biased coin.
      Oracle(3, std::vector<Rational>(15, r(3, 4))),
  };
}

const std::vector<Instance>& default_instances() {
  static const std::vector<Instance> instances = [] {
    std::vector<Instance> out;
    std::vector<Oracle> oracles = grid_oracles(1);
    for (auto& o : listed_oracles()) oracles.push_back(o);
    for (auto& o : oracles) {
      if (o.t <= 2) {
        LipschitzConstant k = lipschitz_constant(o, Rational(1, 1000));
        out.push_back({o, k.upper, k.exact ? "exact" : "certified upper bound"});
      } else {
        out.push_back({o, lipschitz_upper_bound(o.t), "upper bound t+1 (hybrid argument)"});
      }
    }
    return out;
  }();
  return instances;
}

std::vector<const Instance*> paper_grid_instances() {
  std::vector<const Instance*> out;
  for (const Instance& in : default_instances())
    if (in.oracle.t <= 1) out.push_back(&in);
  return out;
}

Params tenfold_params(const Rational& k, int t) {
  return {Rational(1, 10), 1 / (10 * k), 2 / (10 * k), 3 / (10 * k), Rational(1, 10 * (t + 1))};
}

std::optional<Rational> best_d(const Params& p, const Rational& w, const Rational& k, int t) {
  for (const auto& f : all_fields(p, w, Rational(0), k, t))
    if (!f.holds && f.name != "complete" && f.name != "sound") return std::nullopt;
  const Rational steps = t + 1;
  Rational complete = (1 - p.v) * (w - k * p.c - p.q * steps);
  Rational sound = (1 - p.v) * (1 - p.q * steps) * (w - k * p.b);
  Rational d = complete < sound ? complete : sound;
  if (d <= 0) return std::nullopt;
  return d;
}

}  // namespace debref::stochastic
