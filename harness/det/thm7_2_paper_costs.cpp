// seed 001 Thm 7.2's costs (App. E "Efficiency": the only cost is running the protocol of Fig. 2 on
// (x, w), so the prover and verifier time are those of Thm 6.2) with Fig. 2 as written: on every
// distinct witness game of the det.witness.thm7_2 family, each compiled oracle M(x, w) through
// stochastic::paper_cost_instance (harness/stochastic/evaluate_paper_costs.cpp), K the game's
// Lipschitz constant (the maximum over w) and T the machine's time.
#include <set>

#include "harness/core/explore.hpp"
#include "harness/core/progress.hpp"
#include "harness/core/replay.hpp"
#include "harness/det/instances.hpp"
#include "harness/det/json.hpp"
#include "harness/det/thm7_2.hpp"
#include "harness/det/thm7_2_paper.hpp"
#include "harness/stochastic/evaluate.hpp"

namespace debref::det {

using nlohmann::json;

ClaimOutcome thm7_2_paper_costs_outcome(stochastic::VeraSampling sampling) {
  ClaimOutcome out;
  if (!stochastic::paper_cost_logs_certified()) {
    out.undecided = true;
    out.detail = "the rational upper bounds of ln 100 and ln 2 were not certified";
    return out;
  }
  const bool twin = sampling != stochastic::VeraSampling::OnAbort;
  std::uint64_t games = 0, oracles = 0;
  std::set<std::pair<Rational, int>> k_and_t;  // the costs depend only on (K, T)
  for (int time = 1; time <= kThm72MaxTime && !(twin && out.violation); ++time) {
    const auto distinct =
        distinct_games(time, [&] { return out.stop_at_deadline(stochastic_member_count()); });
    if (!distinct) return out;
    std::size_t solved = 0;
    {
      const progress::Sweep shown("T = " + std::to_string(time) + "/" +
                                      std::to_string(kThm72MaxTime) +
                                      ", distinct witness games (seed 001 Fig. 2 costs)",
                                  distinct->reps.size());
      for (std::size_t rep : distinct->reps) {
        if (out.stop_at_deadline(distinct->reps.size())) return out;
        progress::step();
        const StochasticMember mb = stochastic_member(rep);
        const StochasticWitnessGame game = stochastic_witness_game(mb.sm, mb.x, 1, time);
        const stochastic::PaperConstants c =
            stochastic::paper_constants(game_lipschitz(game).k, time);
        k_and_t.insert({c.K, time});
        bool holds = true;
        for (std::size_t w = 0; w < game.oracles.size(); ++w, ++oracles)
          holds &= stochastic::paper_cost_instance(
              game.oracles[w], c, sampling, out,
              [&](const std::string& pointer, std::uint64_t value) {
                json machine = stochastic_machine_json(mb.sm);
                machine["time"] = time;
                machine["input"] = bit_string(mb.x);
                machine["witness_length"] = 1;
                json j = {{"class", mb.name},
                          {"machine", machine},
                          {"witness", bit_string(game.witnesses[w])}};
                std::string command =
                    "debref det --protocol stochastic-witness --params paper --machine " +
                    explore::file_arg(machine);
                if (twin) command += " --vera-samples every-round";
                set_replay(j, command,
                           "/per_witness/" + std::to_string(w) + "/worst_costs/" + pointer, value);
                return j;
              });
        ++games;
        ++solved;
        if (twin && !holds) break;  // the twin stops at its catch
      }
    }
    // Every member plays its distinct game's Fig. 2: its costs are that game's (members in
    // order; a twin counts those up to its catch).
    for (std::size_t i = 0; i < distinct->rep_of.size() && distinct->rep_of[i] < solved; ++i)
      ++out.instances;
  }
  out.detail = std::to_string(out.instances) + " (machine, P(O), x, T) instances, " +
               std::to_string(games) + " distinct witness games, " + std::to_string(oracles) +
               " compiled oracles M(x, w), " + std::to_string(k_and_t.size()) +
               " distinct (K, T): with the paper's constants every run shape is reachable at "
               "every oracle, so the worst-run costs are Fig. 2's closed forms per (K, T)";
  return out;
}

}  // namespace debref::det
