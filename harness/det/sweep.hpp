// Source: seed 001 Thm 5.1 / Thm 5.3 (App. B) on the machine class of docs/DET.md. The pieces of
// the det sweep (harness/det/evaluate.cpp) that the protocol-mutation twins
// (harness/det/evaluate_mutants.cpp) run unchanged on a mutant protocol: the per-claim tallies,
// the Thm 5.1 decision check on one input, and the Thm 5.1 / Thm 5.3 cost checks on one instance.
#pragma once

#include <algorithm>
#include <cstdint>
#include <functional>
#include <nlohmann/json.hpp>
#include <optional>
#include <string>
#include <tuple>
#include <utility>
#include <vector>

#include "harness/core/claim.hpp"
#include "harness/det/instances.hpp"
#include "harness/det/provers.hpp"
#include "reference/det/bisection.hpp"
#include "reference/det/machine.hpp"

namespace debref::det {

// Per-claim tallies of one sweep; the first violation is the one at the smallest member index.
struct Tally {
  using json = nlohmann::json;
  std::uint64_t instances = 0, violations = 0, extra = 0;
  std::optional<std::pair<std::size_t, json>> first;
  // The least slack of a cost bound (bound - cost, least over the three counts) and the instance
  // attaining it, the smallest member index among ties.
  std::optional<std::tuple<int, std::size_t, json>> tightest;
  void violate(std::size_t at, json j) {
    ++violations;
    if (!first || at < first->first) first = std::make_pair(at, std::move(j));
  }
  void slack(int value, std::size_t at, const std::function<json()>& instance) {
    if (tightest &&
        std::pair(std::get<0>(*tightest), std::get<1>(*tightest)) <= std::pair(value, at))
      return;
    tightest = std::make_tuple(value, at, instance());
  }
  void merge(const Tally& o) {
    instances += o.instances;
    violations += o.violations;
    extra += o.extra;
    if (o.first && (!first || o.first->first < first->first)) first = o.first;
    if (o.tightest)
      slack(std::get<0>(*o.tightest), std::get<1>(*o.tightest),
            [&] { return std::get<2>(*o.tightest); });
  }
};

/// The tallies of the shared sweep, one per non-twin claim.
struct Sweep {
  Tally bisection, bisection_cost, crossexam, crossexam_cost, witness;
  Tally bisection_provers, crossexam_provers, witness_cost;  // seed 001 App. B / App. E efficiency
  std::uint64_t minimax_bisection = 0, minimax_crossexam = 0;  // instances where value = M(x)
};

/// bound - cost, least over the three counts of seed 001 Thm 5.1 / Thm 5.3 (negative: violated).
inline int cost_slack(const VerifierCost& c, const VerifierCost& bound) {
  return std::min(
      {bound.configurations - c.configurations, bound.bits - c.bits, bound.queries - c.queries});
}

/// An instance's JSON: machine, class name, input, time.
nlohmann::json base_json(const Member& mb, const std::vector<int>& x, int time);
/// `base` with the keys of `extra` added.
nlohmann::json with(nlohmann::json base, const nlohmann::json& extra);
/// The machine file (docs/FORMATS.md "Machine") of an instance's JSON: machine, input, time.
nlohmann::json machine_file(const nlohmann::json& v, int witness_length = 0);
/// `debref det --protocol P [--drop D] --machine FILE` (a twin's replay).
std::string det_replay(const std::string& protocol, const std::string& drop,
                       const nlohmann::json& machine);

/// seed 001 Fig. 4 / Thm 5.1 (det.bisection.thm5_1 and det.bisection.cost) on member i and input
/// x, T = 1..kMaxTime (truth[t] = M(x) within t steps), for `game` (the protocol or a mutant).
void sweep_bisection(std::size_t i, const Member& mb, const BisectionGame& game,
                     const std::vector<int>& x, const std::vector<bool>& truth, Sweep& s);
/// seed 001 Thm 5.1 efficiency (det.bisection.cost) on one instance with x in L within t steps:
/// honest A against every B choice string of `game`, V's explicit counts against the unchanged
/// BisectionGame::bound; each play one instance of `cost`, the worst play the instance's
/// violation. Honest A losing a play violates `thm` (Thm 5.1 completeness).
void bisection_cost_plays(std::size_t i, const Member& mb, const BisectionGame& game,
                          const std::vector<int>& x, int t, Tally& cost, Tally& thm);
/// seed 001 Thm 5.3 efficiency (det.crossexam.cost) on one instance: V's explicit counts at every
/// location of the true transcript `honest` against the unchanged crossexam_bound; `read_prefix`
/// is the mutant verifier of det.twin.crossexam_read_prefix.
void crossexam_cost_locations(std::size_t i, const Member& mb, const std::vector<int>& x, int t,
                              const Transcript& honest, bool read_prefix, Tally& cost);

/// The shared sweep of the det claims over the whole machine class (computed once, two threads).
const Sweep& sweep();
/// A claim's outcome from its tally: instances, first violation, least slack and its instance.
ClaimOutcome from_tally(const Tally& t, const std::string& detail);
/// seed 001 Fig. 3 / Thm 7.1 instances of member i: (|x|, |w|) pairs (docs/DET.md).
std::vector<std::pair<int, int>> witness_shapes(std::size_t i, const Machine& m);

/// seed 001 App. B efficiency of the provers (det.bisection.provers, det.crossexam.provers) on one
/// instance: both honest provers of harness/det/provers.hpp (`rerun`: a twin's mutant prover),
/// every play one instance of `tally`; the least slack over both provers is the instance's, and a
/// negative slack or a verdict other than the promised one its violation.
void bisection_provers_instance(std::size_t i, const Member& mb, const std::vector<int>& x, int t,
                                Rerun rerun, Tally& tally);
void crossexam_provers_instance(std::size_t i, const Member& mb, const std::vector<int>& x, int t,
                                Rerun rerun, Tally& tally);
/// seed 001 Thm 7.1 efficiency (det.witness.cost) on member i, input x and every witness of
/// `witness_length` bits: V's worst counts against crossexam_bound (`read_prefix`: the twin's
/// mutant verifier) and both honest provers on each (x, w); one instance per (x, w, T).
void witness_cost_instance(std::size_t i, const Member& mb, const std::vector<int>& x,
                           int witness_length, int t, bool read_prefix, Tally& tally);

}  // namespace debref::det
