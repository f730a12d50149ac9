// Source: seed 001 Def. 4.1, Thm 6.2, Fig. 2 and App. D: each party's worst-run cost; see
// paper_cost.hpp.
#include "reference/stochastic/paper_cost.hpp"

#include <algorithm>
#include <optional>
#include <stdexcept>
#include <string>
#include <vector>

namespace debref::stochastic {

namespace {

/// The moves one round at a node allows: continuing with a_t = 0 or 1, or aborting.
struct Moves {
  bool continue0 = false, continue1 = false, abort = false;
};

/// The worst run from a node on: the honest prover's and V's costs from this round to the end.
struct Worst {
  PartyCost prover, vera;
};

PartyCost max_of(const PartyCost& a, const PartyCost& b) {
  return {std::max(a.queries, b.queries), std::max(a.steps, b.steps), std::max(a.time, b.time)};
}

/// Backward induction over the prefixes: `moves(x)` is what a round at a node of probability x
/// allows; each round costs the honest prover R samples and one step of M.
template <class MovesAt>
Worst worst_run(const Oracle& o, const PaperConstants& c, VeraSampling sampling, MovesAt moves) {
  const Integer unit(ceil_log2(static_cast<std::uint64_t>(c.T)) + 1);  // a step, a coordinate
  const Integer R(c.R), r(c.r);
  const Integer on_abort = sampling == VeraSampling::OnAbort ? r : Integer(0);
  const Integer every_round = sampling == VeraSampling::EveryRound ? r : Integer(0);
  // After round T without an abort V outputs a_T (step 4): one coordinate read.
  const Worst end{{0, 0, 0}, {0, 0, unit}};
  std::vector<Worst> w(o.probs.size());
  for (std::size_t h = o.probs.size(); h-- > 0;) {
    const int length = Prefix::from_index(h).length;  // round t = length + 1, |I(t)| = length
    const bool last = length == o.t;
    const Moves m = moves(o.probs[h]);
    std::optional<Worst> next;
    auto consider = [&](const Worst& v) {
      next = next ? Worst{max_of(next->prover, v.prover), max_of(next->vera, v.vera)} : v;
    };
    // An abort at round t: V reads the |I(t)| coordinates a_{I(t)} and samples (step 3).
    if (m.abort) consider({{0, 0, 0}, {on_abort, 0, Integer(length) * unit + on_abort}});
    if (m.continue0) consider(last ? end : w[2 * h + 1]);
    if (m.continue1) consider(last ? end : w[2 * h + 2]);
    if (!next) throw std::logic_error("Fig. 2 round with no move at prefix " + std::to_string(h));
    w[h].prover = {R + next->prover.queries, 1 + next->prover.steps, R + unit + next->prover.time};
    w[h].vera = {every_round + next->vera.queries, next->vera.steps, every_round + next->vera.time};
  }
  return w[0];
}

}  // namespace

PaperCosts paper_worst_costs(const Oracle& o, const PaperConstants& c, VeraSampling sampling) {
  if (c.T != o.t + 1)
    throw std::invalid_argument("paper_worst_costs: T = " + std::to_string(c.T) +
                                " but the oracle has " + std::to_string(o.t + 1) + " steps");
  if (c.R < 1 || c.r < 1) throw std::invalid_argument("paper_worst_costs: R, r must be >= 1");
  const Integer R(c.R);
  // The counts of an honest estimate from R samples of Bernoulli(x) lie in [lo, hi].
  auto counts = [&](const Rational& x) {
    return std::pair{x == 1 ? R : Integer(0), x == 0 ? Integer(0) : R};
  };
  // Completeness: A claims X/R for X in [lo, hi]; a_t = 1 is reachable iff some claim is > 0,
  // a_t = 0 iff some claim is < 1; B' may continue or abort after either bit.
  const Worst complete = worst_run(o, c, sampling, [&](const Rational& x) {
    const auto [lo, hi] = counts(x);
    return Moves{(lo < R), (hi > 0), true};
  });
  // Soundness: A' claims any p in [0, 1]; B continues iff |Y/R - p| < rho for its count Y in
  // [lo, hi]. With rho > 0 both bits continue: p = Y/R itself, or p in (0, rho) when hi = 0 (bit
  // 1), p in (1 - rho, 1) when lo = R (bit 0). B aborts for some p iff a count lies at least rho
  // from 0 or from 1: max(hi/R, 1 - lo/R) >= rho.
  const Rational& rho = c.abort_radius;
  const Worst sound = worst_run(o, c, sampling, [&](const Rational& x) {
    const auto [lo, hi] = counts(x);
    const bool continues = rho > 0;
    const Rational far = std::max(Rational(hi) / Rational(R), 1 - Rational(lo) / Rational(R));
    return Moves{continues, continues, far >= rho};
  });
  return {complete.prover, sound.prover, max_of(complete.vera, sound.vera)};
}

}  // namespace debref::stochastic
