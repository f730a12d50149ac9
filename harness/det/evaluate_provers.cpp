// seed 001 App. B / App. E efficiency of the honest provers (Thm 5.1, Thm 5.3, Thm 7.1) and V's
// cost in the witness debate (Thm 7.1), on the machine class of docs/DET.md: the per-instance
// checks run inside the shared det sweep (harness/det/evaluate.cpp) and their claims' outcomes.
#include <algorithm>
#include <climits>
#include <functional>

#include "harness/det/evaluate.hpp"
#include "harness/det/json.hpp"
#include "harness/det/sweep.hpp"
#include "reference/det/crossexam.hpp"

namespace debref::det {

using nlohmann::json;

namespace {

// Both provers' plays of one instance into `tally` (harness/det/sweep.hpp).
void record(std::size_t i, const ProversWorst& p, const std::function<json()>& instance,
            Tally& tally) {
  tally.instances += p.alice.plays + p.bob.plays;
  const int slack = std::min(p.alice.slack(), p.bob.slack());
  tally.slack(slack, i, instance);
  if (slack < 0 || !p.alice.verdict_failure.empty() || !p.bob.verdict_failure.empty())
    tally.violate(i, instance());
}

}  // namespace

// seed 001 Fig. 4, App. B: the honest provers on one instance.
void bisection_provers_instance(std::size_t i, const Member& mb, const std::vector<int>& x, int t,
                                Rerun rerun, Tally& tally) {
  const ProversWorst p = bisection_provers(mb.m, x, t, rerun);
  record(
      i, p,
      [&] {
        return with(base_json(mb, x, t), {{"provers", provers_json(p, "b", "lies")}});
      },
      tally);
}

// seed 001 Fig. 1, App. B: the honest provers on one instance.
void crossexam_provers_instance(std::size_t i, const Member& mb, const std::vector<int>& x, int t,
                                Rerun rerun, Tally& tally) {
  const ProversWorst p = crossexam_provers(mb.m, x, t, rerun);
  record(
      i, p,
      [&] {
        return with(base_json(mb, x, t), {{"provers", provers_json(p, "location", "flipped")}});
      },
      tally);
}

// seed 001 Fig. 3, Thm 7.1 (App. E): V's reading and the provers on every (x, w).
void witness_cost_instance(std::size_t i, const Member& mb, const std::vector<int>& x,
                           int witness_length, int t, bool read_prefix, Tally& tally) {
  const VerifierCost bound = crossexam_bound(mb.m, t);
  const VerifierCost cost = witness_cost(mb.m, x, witness_length, t, read_prefix);
  int slack = cost_slack(cost, bound);
  bool verdicts = true;
  std::vector<int> worst_input;
  ProversWorst worst;
  int worst_slack = INT_MAX;
  for (std::uint32_t wi = 0; wi < (1u << witness_length); ++wi) {
    std::vector<int> input = x;
    for (int b : bits_of(wi, witness_length)) input.push_back(b);
    const ProversWorst p = crossexam_provers(mb.m, input, t);
    ++tally.instances;
    verdicts = verdicts && p.alice.verdict_failure.empty() && p.bob.verdict_failure.empty();
    const int s = std::min(p.alice.slack(), p.bob.slack());
    if (s < worst_slack || (!verdicts && worst_input.empty())) {
      worst_slack = s;
      worst = p;
      worst_input = input;
    }
  }
  slack = std::min(slack, worst_slack);
  auto instance = [&] {
    return with(base_json(mb, x, t), {{"witness_length", witness_length},
                                      {"cost", cost_json(cost)},
                                      {"bound", cost_json(bound)},
                                      {"provers_input", bit_string(worst_input)},
                                      {"provers", provers_json(worst, "location", "flipped")}});
  };
  tally.slack(slack, i, instance);
  if (slack < 0 || !verdicts) tally.violate(i, instance());
}

ClaimOutcome bisection_provers_outcome() {
  return from_tally(sweep().bisection_provers, "steps of M simulated vs App. B's count");
}

ClaimOutcome crossexam_provers_outcome() {
  return from_tally(sweep().crossexam_provers, "steps of M simulated vs App. B's count");
}

ClaimOutcome witness_cost_outcome() {
  return from_tally(sweep().witness_cost, "V's counts and the provers' steps vs Thm 5.3's bounds");
}

}  // namespace debref::det
