// The protocol-mutation twins of seed 001 Thm 5.1 and Thm 5.3 (docs/DET.md): each runs a one-line
// mutant of Fig. 4 or Fig. 1 (BisectionGame's `check_step` or `halve` false, crossexam_cost's
// `read_prefix`) through the unchanged check of the claim it falsifies (harness/det/sweep.hpp),
// in member order, and stops at the first instance where that check fails.
#include <functional>
#include <string>
#include <vector>

#include "harness/core/deadline.hpp"
#include "harness/core/replay.hpp"
#include "harness/det/evaluate.hpp"
#include "harness/det/instances.hpp"
#include "harness/det/json.hpp"
#include "harness/det/sweep.hpp"
#include "reference/det/bisection.hpp"
#include "reference/det/crossexam.hpp"

namespace debref::det {

using nlohmann::json;

namespace {

// The first instance, in (member, T, x) order, where the unchanged cost check of a cost claim
// fails on a mutant protocol: `instance(i, mb, t, x, cost)` runs the check on one instance.
using CostCheck =
    std::function<void(std::size_t, const Member&, int, const std::vector<int>&, Tally&)>;
Tally first_cost_violation(const CostCheck& instance) {
  Tally cost;
  const std::size_t total = plain_count() + oracle_count();
  for (std::size_t i = 0; i < total && !cost.first; ++i) {
    throw_if_past_deadline();
    const Member mb = member(i);
    for (int t = 1; t <= kMaxTime && !cost.first; ++t)
      for (std::uint32_t xi = 0; xi < (1u << mb.m.space) && !cost.first; ++xi)
        instance(i, mb, t, bits_of(xi, mb.m.space), cost);
  }
  return cost;
}

// A cost twin's outcome: the first instance `cost` found over the bound, with `what` the mutant
// does, the unchanged bound of its (machine, T) and the replay `debref det --protocol P --FLAG`,
// whose worst cost shows the instance's count of configurations or records (`key`).
ClaimOutcome cost_twin_outcome(const Tally& cost, const std::string& what,
                               const std::string& protocol, const std::string& flag,
                               const std::string& key,
                               const std::function<VerifierCost(const DetInstance&)>& bound) {
  ClaimOutcome o;
  o.instances = cost.instances;
  if (!cost.first) return o;
  json v = cost.first->second;
  const json machine = machine_file(v);
  const DetInstance d = parse_det_machine(machine);
  v["what"] = what;
  v["bound"] = cost_json(bound(d));
  set_replay(
      v,
      "debref det --protocol " + protocol + " " + flag + " --machine " + explore::file_arg(machine),
      "/cost/configurations", v[key]);
  o.violation = v;
  return o;
}

}  // namespace

// Protocol-mutation twin of det.bisection.cost: the bisection does not halve (Fig. 4 step 1(a):
// A's a_k is the configuration after 1 step instead of t_k / 2). The unchanged check
// (bisection_cost_plays against BisectionGame::bound) on the mutant game, caught at the first
// instance with a play above the bound; its worst play is what the replay prints.
ClaimOutcome twin_bisection_no_halving() {
  Tally thm;  // Thm 5.1 completeness of the mutant: honest A still wins every play
  const Tally cost = first_cost_violation(
      [&](std::size_t i, const Member& mb, int t, const std::vector<int>& x, Tally& c) {
        if (!accepts(mb.m, x, t)) return;
        const BisectionGame mutant(mb.m, t, true, true, false);
        bisection_cost_plays(i, mb, mutant, x, t, c, thm);
      });
  ClaimOutcome o = cost_twin_outcome(
      cost, "A's a_k after 1 step, not t_k / 2: V reads more than Thm 5.1's bound", "bisection",
      "--no-halving", "configurations",
      [](const DetInstance& d) { return BisectionGame::bound(d.machine, d.time); });
  o.detail = "honest A loses " + std::to_string(thm.violations) + " mutant plays";
  if (o.violation) {
    const int time = (*o.violation)["time"].get<int>();
    (*o.violation)["rounds"] = time - 1;  // BisectionGame::play_rounds without halving
  }
  return o;
}

// Protocol-mutation twin of det.crossexam.cost: V reads every earlier record a_1..a_{t-1}
// instead of those of I(t). The unchanged check (crossexam_cost_locations against
// crossexam_bound) on the true transcript, caught at the first instance with a location above the
// bound; its worst location is what the replay prints.
ClaimOutcome twin_crossexam_read_prefix() {
  const Tally cost = first_cost_violation(
      [](std::size_t i, const Member& mb, int t, const std::vector<int>& x, Tally& c) {
        crossexam_cost_locations(i, mb, x, t, transcript(mb.m, x, t), true, c);
      });
  return cost_twin_outcome(cost, "V reads a_1..a_{t-1}, not a_{I(t)}: more than Thm 5.3's bound",
                           "crossexam", "--read-prefix", "records",
                           [](const DetInstance& d) { return crossexam_bound(d.machine, d.time); });
}

// Protocol-mutation twin of det.bisection.thm5_1: V skips Fig. 4 step 2's final step check. The
// unchanged check (sweep_bisection) on the mutant game in member order, caught at the first member
// where it fails (a liar beats the honest B, or the minimax value is not M(x)).
ClaimOutcome twin_bisection_no_final_step() {
  Sweep s;
  const std::size_t total = plain_count() + oracle_count();
  for (std::size_t i = 0; i < total && !s.bisection.first; ++i) {
    throw_if_past_deadline();
    const Member mb = member(i);
    const BisectionGame mutant(mb.m, kMaxTime, true, false);
    for (std::uint32_t xi = 0; xi < (1u << mb.m.space); ++xi) {
      const std::vector<int> x = bits_of(xi, mb.m.space);
      std::vector<bool> truth(kMaxTime + 1);
      for (int t = 1; t <= kMaxTime; ++t) truth[static_cast<std::size_t>(t)] = accepts(mb.m, x, t);
      sweep_bisection(i, mb, mutant, x, truth, s);
    }
  }
  ClaimOutcome o;
  o.instances = s.bisection.instances;
  o.detail = "mutant liar wins " + std::to_string(s.bisection.extra);
  if (s.bisection.first) {
    json v = s.bisection.first->second;
    const json machine = machine_file(v);
    const DetInstance d = parse_det_machine(machine);
    const BisectionGame mutant(d.machine, d.time, true, false);
    v["M(x)"] = accepts(d.machine, d.input, d.time);
    v["a_beats_honest_b"] = mutant.a_beats_honest_b(d.input, d.time);
    v["minimax_a_wins"] = mutant.a_wins(d.input, d.time);
    const bool liar = v["a_beats_honest_b"].get<bool>();
    set_replay(v, det_replay("bisection", "final_step", machine),
               liar ? "/a_beats_honest_b" : "/minimax_a_wins",
               liar ? v["a_beats_honest_b"] : v["minimax_a_wins"]);
    o.violation = v;
  }
  return o;
}

namespace {

// A prover twin's outcome: the first instance where the unchanged prover check fails with the
// mutant prover `who`, replayed by `debref det --protocol P --rerun WHO`.
ClaimOutcome prover_twin_outcome(const Tally& t, const std::string& protocol,
                                 const std::string& who) {
  ClaimOutcome o;
  o.instances = t.instances;
  if (!t.first) return o;
  json v = t.first->second;
  v["what"] = who +
              " re-runs M from the input for every message, not once: more steps than App. "
              "B's count";
  v["steps"] = v["provers"][who]["steps"];
  v["bound"] = v["provers"][who]["bound"];
  set_replay(v, det_replay(protocol, "", machine_file(v)) + " --rerun " + who,
             "/provers/" + who + "/steps", v["provers"][who]["steps"]);
  o.violation = v;
  return o;
}

}  // namespace

// Prover-mutation twin of det.bisection.provers: A re-runs M from x for each message.
ClaimOutcome twin_bisection_alice_rerun() {
  const Tally t = first_cost_violation(
      [](std::size_t i, const Member& mb, int time, const std::vector<int>& x, Tally& c) {
        bisection_provers_instance(i, mb, x, time, Rerun::Alice, c);
      });
  return prover_twin_outcome(t, "bisection", "alice");
}

// Prover-mutation twin of det.bisection.provers: B re-runs M from x instead of from z_k.
ClaimOutcome twin_bisection_bob_rerun() {
  const Tally t = first_cost_violation(
      [](std::size_t i, const Member& mb, int time, const std::vector<int>& x, Tally& c) {
        bisection_provers_instance(i, mb, x, time, Rerun::Bob, c);
      });
  return prover_twin_outcome(t, "bisection", "bob");
}

// Prover-mutation twin of det.crossexam.provers: B re-runs M from x for each location.
ClaimOutcome twin_crossexam_bob_rerun() {
  const Tally t = first_cost_violation(
      [](std::size_t i, const Member& mb, int time, const std::vector<int>& x, Tally& c) {
        crossexam_provers_instance(i, mb, x, time, Rerun::Bob, c);
      });
  return prover_twin_outcome(t, "crossexam", "bob");
}

// Protocol-mutation twin of det.witness.cost: V reads every earlier record (Fig. 1 step 3 in the
// witness debate of Fig. 3). The unchanged check on the witness instances in (member, x, T) order;
// the replay prints V's worst count over every witness and location.
ClaimOutcome twin_witness_read_prefix() {
  Tally cost;
  const std::size_t total = plain_count() + oracle_count();
  for (std::size_t i = 0; i < total && !cost.first; ++i) {
    throw_if_past_deadline();
    const Member mb = member(i);
    for (auto [n, wl] : witness_shapes(i, mb.m))
      for (std::uint32_t xi = 0; xi < (1u << n) && !cost.first; ++xi)
        for (int t = 1; t <= kMaxTime && !cost.first; ++t)
          witness_cost_instance(i, mb, bits_of(xi, n), wl, t, true, cost);
  }
  ClaimOutcome o;
  o.instances = cost.instances;
  if (!cost.first) return o;
  json v = cost.first->second;
  const int wl = v["witness_length"].get<int>();
  v["what"] = "V reads a_1..a_{t-1}, not a_{I(t)}: more than Thm 7.1's (Thm 5.3's) bound";
  v["records"] = v["cost"]["configurations"];
  set_replay(v, det_replay("witness", "", machine_file(v, wl)) + " --read-prefix",
             "/cost/configurations", v["cost"]["configurations"]);
  o.violation = v;
  return o;
}

}  // namespace debref::det
