// Source: seed 001 Thm 7.2 and its proof (App. E) with Fig. 2 as written: the paper's constants
// (d = ceil(150 K), R, r, radii 1/(2d), 1/(4d); reference/stochastic/paper_fig2.hpp) and the
// paper's thresholds (MA^O's 2/3, 1/3; completeness 3/5, soundness 2/5), on the witness machines
// of the det.witness.thm7_2 family (harness/det/instances.hpp). docs/DET.md "Thm 7.2 with Fig. 2's
// constants".
#pragma once

#include <cstddef>
#include <functional>
#include <map>
#include <memory>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "harness/core/claim.hpp"
#include "harness/stochastic/evaluate.hpp"
#include "reference/det/stochastic_witness.hpp"
#include "reference/stochastic/paper_fig2.hpp"

namespace debref::det {

/// Certified Fig. 2 values (min over B' / sup over A') of compiled oracles, one PaperFig2 solver
/// per constants and each (constants, oracle, side) solved once.
class PaperSolvers {
 public:
  Interval completeness(const stochastic::Oracle& o, const stochastic::PaperConstants& c);
  Interval soundness(const stochastic::Oracle& o, const stochastic::PaperConstants& c);
  std::size_t solved() const { return values_.size(); }

 private:
  Interval value(const stochastic::Oracle& o, const stochastic::PaperConstants& c, bool complete);
  std::map<std::string, std::unique_ptr<stochastic::PaperFig2>> solvers_;
  std::map<std::string, Interval> values_;
};

/// One conclusion of Thm 7.2 on one instance: vacuous (the MA^O promise missed), holds, fails,
/// or undecided (an enclosure straddles its bound; never read as holding).
enum class Verdict { Vacuous, Holds, Fails, Undecided };

/// seed 001 Thm 7.2 (App. E) with Fig. 2 as written, on one instance M, x, |w|, T:
///   K = max over w of the least Oracle.lipschitz constant of the compiled oracle (as in
///   det.witness.thm7_2; a K-Lipschitz M is K-Lipschitz on every input (x, w), and Fig. 2's d
///   is fixed before A supplies w), constants = paper_constants(K, T) (T rounds: the compiled
///   oracle's t + 1), then `adjust`ed (a twin's mutation, `debref det`'s radius overrides);
///   completeness: x in L (some w with P[M(x, w) = 1] >= 2/3) => for every such w (App. E: the
///     honest A outputs a valid witness, then runs Fig. 2 on (x, w)), min over B' of P(V = 1) >=
///     3/5;
///   soundness: x not in L (every w with P[M(x, w) = 1] <= 1/3) => for every w A' commits to,
///     sup over A' of P(V = 1) <= 2/5.
struct Thm72PaperResult {
  StochasticWitnessGame game;
  std::vector<Rational> k_per_witness;
  Rational k;
  bool k_exact = true;
  stochastic::PaperConstants constants;
  /// Every P[M(x, w) = 1] read from the compiled oracle equals the forward pass over
  /// configurations (seed 001 Def. 3.2).
  bool consistent = true;
  bool in_language = false, out_language = false;
  /// Per witness; set where a conclusion needs it (every witness with `all_values`).
  std::vector<std::optional<Interval>> completeness, soundness;
  Verdict complete = Verdict::Vacuous, sound = Verdict::Vacuous;
  /// The least slack of each non-vacuous conclusion (certified worst end minus 3/5, 2/5 minus
  /// certified worst end) and the witness attaining it.
  Rational complete_slack, sound_slack;
  std::size_t complete_witness = 0, sound_witness = 0;
};
Thm72PaperResult evaluate_thm7_2_paper(
    const StochasticMachine& sm, const std::vector<int>& x, int witness_length, int time,
    PaperSolvers& solvers, const std::function<void(stochastic::PaperConstants&)>& adjust = {},
    bool all_values = false);

/// The `debref det --params paper` result (docs/FORMATS.md).
/// Each witness's `worst_costs` counts V's samples as `sampling` says (Fig. 2: on an abort).
nlohmann::json thm7_2_paper_json(const Thm72PaperResult& r, stochastic::VeraSampling sampling =
                                                                stochastic::VeraSampling::OnAbort);

/// The det.witness.thm7_2.paper claim on the det.witness.thm7_2 family (T = 1..2), and its twins
/// (a mutation of Fig. 2's radii; the first failure in (T, member) order).
ClaimOutcome thm7_2_paper_outcome();
ClaimOutcome thm7_2_paper_twin_outcome(const stochastic::PaperMutation& mutation);
/// seed 001 Thm 7.2's costs (App. E: those of Fig. 2 on (x, w)): every party's worst-run cost on
/// every compiled oracle of the family equals Fig. 2's count and lies within the explicit bounds of
/// stochastic.paper.costs (harness/det/thm7_2_paper_costs.cpp).
/// With V sampling at every round (the twin) it stops at its first failure.
ClaimOutcome thm7_2_paper_costs_outcome(stochastic::VeraSampling sampling);

}  // namespace debref::det
