// Source: seed 001 Thm 7.2 (App. E) over Lean Debate/Details.lean completeness_p, soundness_p.
// One instance's stochastic witness debate solved exactly by the stochastic core, and the
// claim's sweep of the enumerated family (harness/det/instances.hpp).
#pragma once

#include <functional>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "harness/core/claim.hpp"
#include "reference/det/stochastic_witness.hpp"
#include "reference/stochastic/params.hpp"

namespace debref::det {

/// seed 001 Thm 7.2 (App. E) on one instance, over Lean's theorems (Debate/Details.lean
/// completeness_p, soundness_p): k = max over w of the least Lipschitz constant of the compiled
/// oracle (Oracle.lipschitz; exact for T <= 3, the hybrid bound T otherwise, or `k_override`),
/// Params = thm7_2_params(k, t = T - 1).
///   completeness: w_c = P[M(x, w*) = 1] (honest A's witness), d_c = the largest d with Params w_c
///     d k t valid; conclusion: min over every Bob of P(V = 1) >= d_c;
///   soundness: w_s = min over w of P[M(x, w) = 0], d_s likewise; conclusion: for every w and
///     every Alice, P(V = 0) >= d_s, i.e. 1 - soundness >= d_s.
/// A conclusion is vacuous (nullopt d) when a Params field not mentioning d fails or d <= 0.
struct Thm72Result {
  StochasticWitnessGame game;
  std::vector<Rational> k_per_witness;
  Rational k;
  bool k_exact = true;
  stochastic::Params params;
  StochasticWitnessValues values;
  Rational w_complete, w_sound;
  std::optional<Rational> d_complete, d_sound;
  /// Every compiled oracle's final probability equals P[M(x, w) = 1] computed forward over
  /// configurations (seed 001 Def. 3.2), and the honest witness attains their maximum.
  bool consistent = true;
  bool complete_holds() const {
    return consistent && (!d_complete || values.completeness >= *d_complete);
  }
  bool sound_holds() const { return !d_sound || 1 - values.soundness >= *d_sound; }
};
/// A compiled oracle's key (t and its probabilities), for deduplicating identical oracles.
std::string oracle_key(const stochastic::Oracle& o);
/// The family's members at time T grouped by their compiled game (the key of every oracle):
/// `reps` the first member of each distinct game in member order, `rep_of` each member's index
/// into reps. nullopt when `stop()` (asked before each member) says to stop.
struct DistinctGames {
  std::vector<std::size_t> reps, rep_of;
};
std::optional<DistinctGames> distinct_games(int time, const std::function<bool()>& stop);
/// K of a witness game (seed 001 Thm 7.2: M K-Lipschitz on every input (x, w)): the least
/// Oracle.lipschitz constant (Comp/Oracle.lean) of each compiled oracle, memoised (exact or a
/// certified upper bound for t <= 2, the hybrid bound t + 1 above), and their maximum.
struct GameLipschitz {
  std::vector<Rational> per_witness;
  Rational k;
  bool exact = true;  // every per-witness constant exact
};
GameLipschitz game_lipschitz(const StochasticWitnessGame& game);

/// Lean Params for Thm 7.2 instances: c = 1/(5k), s = 2/(5k), b = 3/(5k), q = 1/(5(t+1)),
/// v = 1/5 (the stochastic family's tenfold defaults doubled: 4x fewer samples; valid for Params
/// w d k t whenever k b <= w and d is at most `complete` and `sound`).
stochastic::Params thm7_2_params(const Rational& k, int t);
Thm72Result evaluate_thm7_2(const StochasticMachine& sm, const std::vector<int>& x,
                            int witness_length, int time,
                            const std::optional<Rational>& k_override = std::nullopt);

/// The det.witness.thm7_2 claim: every member of the family, T = 1..2.
ClaimOutcome thm7_2_outcome();
/// Its twin: K = 1 asserted for every machine; the first failure in (T, member) order.
ClaimOutcome thm7_2_twin_outcome();

}  // namespace debref::det
