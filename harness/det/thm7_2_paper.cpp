// seed 001 Thm 7.2 / App. E with Fig. 2 as written (the paper's constants and thresholds) on the
// det.witness.thm7_2 family: each distinct compiled witness game solved once by the certified
// PaperFig2 solver (reference/stochastic/paper_fig2.hpp), each distinct (constants, oracle)
// once; the twins mutate Fig. 2's radii (harness/stochastic/evaluate.hpp PaperMutation).
#include "harness/det/thm7_2_paper.hpp"

#include "harness/core/deadline.hpp"
#include "harness/core/explore.hpp"
#include "harness/core/progress.hpp"
#include "harness/core/replay.hpp"
#include "harness/det/instances.hpp"
#include "harness/det/json.hpp"
#include "harness/det/thm7_2.hpp"
#include "harness/stochastic/json.hpp"

namespace debref::det {

using nlohmann::json;

Interval PaperSolvers::completeness(const stochastic::Oracle& o,
                                    const stochastic::PaperConstants& c) {
  return value(o, c, true);
}

Interval PaperSolvers::soundness(const stochastic::Oracle& o, const stochastic::PaperConstants& c) {
  return value(o, c, false);
}

Interval PaperSolvers::value(const stochastic::Oracle& o, const stochastic::PaperConstants& c,
                             bool complete) {
  const std::string ckey = to_string(c.K) + "|" + std::to_string(c.T) + "|" + std::to_string(c.d) +
                           "|" + std::to_string(c.R) + "|" + std::to_string(c.r) + "|" +
                           to_string(c.abort_radius) + "|" + to_string(c.test_radius);
  const std::string vkey = ckey + (complete ? "#c#" : "#s#") + oracle_key(o);
  if (auto it = values_.find(vkey); it != values_.end()) return it->second;
  std::unique_ptr<stochastic::PaperFig2>& solver = solvers_[ckey];
  if (!solver) solver = std::make_unique<stochastic::PaperFig2>(c);
  const Interval v = complete ? solver->completeness(o) : solver->soundness(o);
  values_.emplace(vkey, v);
  return v;
}

// seed 001 Thm 7.2 (App. E): Fig. 2 with the paper's constants on M(x, w) for every w.
Thm72PaperResult evaluate_thm7_2_paper(
    const StochasticMachine& sm, const std::vector<int>& x, int witness_length, int time,
    PaperSolvers& solvers, const std::function<void(stochastic::PaperConstants&)>& adjust,
    bool all_values) {
  Thm72PaperResult r;
  r.game = stochastic_witness_game(sm, x, witness_length, time);
  const GameLipschitz lipschitz = game_lipschitz(r.game);
  r.k_per_witness = lipschitz.per_witness;
  r.k = lipschitz.k;
  r.k_exact = lipschitz.exact;
  r.constants = stochastic::paper_constants(r.k, time);
  if (adjust) adjust(r.constants);
  const std::size_t n = r.game.oracles.size();
  const Rational two_thirds(2, 3), one_third(1, 3), three_fifths(3, 5), two_fifths(2, 5);
  r.out_language = true;
  for (std::size_t i = 0; i < n; ++i) {
    // P[M(x, w) = 1] forward over configurations (seed 001 Def. 3.2), not from the oracle.
    std::vector<int> input = x;
    input.insert(input.end(), r.game.witnesses[i].begin(), r.game.witnesses[i].end());
    if (acceptance_probability(sm, input, time) != r.game.accept[i]) r.consistent = false;
    if (r.game.accept[i] >= two_thirds) r.in_language = true;
    if (r.game.accept[i] > one_third) r.out_language = false;
  }
  r.completeness.resize(n);
  r.soundness.resize(n);
  bool first_c = true, first_s = true;
  if (r.in_language) r.complete = Verdict::Holds;
  if (r.out_language) r.sound = Verdict::Holds;
  for (std::size_t i = 0; i < n; ++i) {
    const stochastic::Oracle& o = r.game.oracles[i];
    // Completeness: every valid witness (P >= 2/3) run by the honest A.
    const bool valid = r.game.accept[i] >= two_thirds;
    if (valid || all_values) r.completeness[i] = solvers.completeness(o, r.constants);
    if (valid) {
      const Interval& v = *r.completeness[i];
      const Rational slack = v.lower() - three_fifths;
      if (first_c || slack < r.complete_slack) {
        r.complete_slack = slack;
        r.complete_witness = i;
        first_c = false;
      }
      if (v.upper() < three_fifths)
        r.complete = Verdict::Fails;
      else if (v.lower() < three_fifths && r.complete != Verdict::Fails)
        r.complete = Verdict::Undecided;
    }
    // Soundness: every witness A' may commit to, when every w has P[M(x, w) = 1] <= 1/3.
    if (r.out_language || all_values) r.soundness[i] = solvers.soundness(o, r.constants);
    if (r.out_language) {
      const Interval& v = *r.soundness[i];
      const Rational slack = two_fifths - v.upper();
      if (first_s || slack < r.sound_slack) {
        r.sound_slack = slack;
        r.sound_witness = i;
        first_s = false;
      }
      if (v.lower() > two_fifths)
        r.sound = Verdict::Fails;
      else if (v.upper() > two_fifths && r.sound != Verdict::Fails)
        r.sound = Verdict::Undecided;
    }
  }
  if (!r.consistent && r.complete != Verdict::Vacuous) r.complete = Verdict::Fails;
  if (!r.consistent && r.sound != Verdict::Vacuous) r.sound = Verdict::Fails;
  return r;
}

namespace {

json verdict_json(Verdict v) {
  switch (v) {
    case Verdict::Vacuous:
      return json();
    case Verdict::Holds:
      return true;
    case Verdict::Fails:
      return false;
    case Verdict::Undecided:
      break;
  }
  return "unknown";
}

json enclosure_json(const std::optional<Interval>& v) {
  if (!v) return json();
  return {{"lower", to_string(v->lower())}, {"upper", to_string(v->upper())}};
}

}  // namespace

json thm7_2_paper_json(const Thm72PaperResult& r, stochastic::VeraSampling sampling) {
  json per = json::array();
  for (std::size_t i = 0; i < r.game.oracles.size(); ++i) {
    auto decimal = [](const std::optional<Interval>& v) {
      return v ? json(to_certified_decimal(*v, 12)) : json();
    };
    per.push_back({{"witness", bit_string(r.game.witnesses[i])},
                   {"P(M(x,w)=1)", to_string(r.game.accept[i])},
                   {"k_least", to_string(r.k_per_witness[i])},
                   {"oracle", stochastic::to_json(r.game.oracles[i])},
                   {"completeness_value", decimal(r.completeness[i])},
                   {"soundness_value", decimal(r.soundness[i])},
                   {"worst_costs", stochastic::to_json(stochastic::paper_worst_costs(
                                       r.game.oracles[i], r.constants, sampling))},
                   {"enclosures",
                    {{"completeness_value", enclosure_json(r.completeness[i])},
                     {"soundness_value", enclosure_json(r.soundness[i])}}}});
  }
  auto slack = [](Verdict v, const Rational& s) {
    return v == Verdict::Vacuous ? json() : json(to_string(s));
  };
  return {{"k", to_string(r.k)},
          {"k_exact", r.k_exact},
          {"paper_constants", stochastic::to_json(r.constants)},
          {"per_witness", per},
          {"x_in_L", r.in_language},
          {"x_not_in_L", r.out_language},
          {"completeness_holds", verdict_json(r.complete)},
          {"completeness_slack", slack(r.complete, r.complete_slack)},
          {"soundness_holds", verdict_json(r.sound)},
          {"soundness_slack", slack(r.sound, r.sound_slack)}};
}

namespace {

/// A counterexample or tightest instance: the member, its constants, the failing (or tightest)
/// witness's enclosure and the `debref det --params paper` replay showing `end` of it.
json instance_json(const StochasticMember& mb, int time, const Thm72PaperResult& r, bool complete,
                   const stochastic::PaperMutation& m, bool failing) {
  json machine = stochastic_machine_json(mb.sm);
  machine["time"] = time;
  machine["input"] = bit_string(mb.x);
  machine["witness_length"] = 1;
  std::size_t w = complete ? r.complete_witness : r.sound_witness;
  // A failing conclusion shows a witness whose enclosure lies beyond the bound (the least-slack
  // witness may only straddle it).
  for (std::size_t i = 0; failing && i < r.game.oracles.size(); ++i) {
    const auto& e = complete ? r.completeness[i] : r.soundness[i];
    if (e && (complete ? r.game.accept[i] >= Rational(2, 3) && e->upper() < Rational(3, 5)
                       : e->lower() > Rational(2, 5))) {
      w = i;
      break;
    }
  }
  const Interval& v = complete ? *r.completeness[w] : *r.soundness[w];
  // A failing completeness is shown by the upper end (< 3/5), a failing soundness by the lower
  // end (> 2/5); the slack by the other end.
  const bool upper = complete == failing;
  const Rational shown = upper ? v.upper() : v.lower();
  const char* name = complete ? "completeness_value" : "soundness_value";
  json j = {{"what", complete ? "completeness: P[M(x,w)=1] >= 2/3 => min over B' of P(V=1) >= 3/5"
                              : "soundness: every P[M(x,w)=1] <= 1/3 => sup over A' of P(V=1) "
                                "<= 2/5"},
            {"class", mb.name},
            {"machine", machine},
            {"witness", bit_string(r.game.witnesses[w])},
            {"P(M(x,w)=1)", to_string(r.game.accept[w])},
            {"k", to_string(r.k)},
            {"k_exact", r.k_exact},
            {"paper_constants", stochastic::to_json(r.constants)},
            {"bound", complete ? "3/5" : "2/5"},
            {"value", to_string(shown)},
            {"value_is", std::string("the enclosure's ") + (upper ? "upper" : "lower") + " end"},
            {"enclosure", enclosure_json(v)}};
  if (!r.consistent) j["inconsistent"] = "P[M(x,w)=1] from the compiled oracle != Def. 3.2";
  set_replay(
      j,
      "debref det --protocol stochastic-witness --params paper --machine " +
          explore::file_arg(machine) + m.flags(r.constants),
      "/per_witness/" + std::to_string(w) + "/enclosures/" + name + (upper ? "/upper" : "/lower"),
      to_string(shown));
  return j;
}

/// One sweep of the family (T = 1..kThm72MaxTime, members in order): distinct witness games are
/// evaluated once; a twin (`stop_first`) stops at its first failure.
ClaimOutcome sweep(const stochastic::PaperMutation& m, bool stop_first) {
  ClaimOutcome o, sides[2];  // sides: completeness, soundness
  PaperSolvers solvers;
  std::uint64_t members = 0, games = 0, k_bounds = 0;
  for (int time = 1; time <= kThm72MaxTime && !(stop_first && o.violation); ++time) {
    const auto distinct =
        distinct_games(time, [&] { return o.stop_at_deadline(stochastic_member_count()); });
    if (!distinct) return o;
    const std::vector<std::size_t>&reps = distinct->reps, &rep_of = distinct->rep_of;
    std::vector<std::optional<Thm72PaperResult>> results(reps.size());
    std::size_t solved = reps.size();
    {
      const progress::Sweep shown("T = " + std::to_string(time) + "/" +
                                      std::to_string(kThm72MaxTime) +
                                      ", distinct witness games (seed 001 Fig. 2)",
                                  reps.size());
      for (std::size_t j = 0; j < reps.size(); ++j) {
        if (o.stop_at_deadline(reps.size())) return o;
        const StochasticMember mb = stochastic_member(reps[j]);
        results[j] = evaluate_thm7_2_paper(mb.sm, mb.x, 1, time, solvers,
                                           [&](stochastic::PaperConstants& c) { m.apply(c); });
        progress::step();
        if (!results[j]->k_exact) ++k_bounds;
        if (stop_first &&
            (results[j]->complete == Verdict::Fails || results[j]->sound == Verdict::Fails)) {
          solved = j + 1;
          break;
        }
      }
    }
    games += solved;
    // Tally per member (member order: the first violation is the smallest member), per side.
    for (std::size_t i = 0; i < stochastic_member_count(); ++i) {
      if (rep_of[i] >= solved) break;  // a twin stopped: later games were not solved
      const Thm72PaperResult& r = *results[rep_of[i]];
      ++members;
      for (bool complete : {true, false}) {
        ClaimOutcome& side = complete ? sides[0] : sides[1];
        const Verdict v = complete ? r.complete : r.sound;
        if (v == Verdict::Vacuous) {
          ++side.vacuous;
          continue;
        }
        ++side.instances;
        const StochasticMember mb = stochastic_member(i);
        side.slack(complete ? r.complete_slack : r.sound_slack,
                   [&] { return instance_json(mb, time, r, complete, m, false); });
        if (v == Verdict::Fails && !o.violation)
          o.violation = instance_json(mb, time, r, complete, m, true);
        if (v == Verdict::Undecided) o.undecided = true;
      }
      if (stop_first && o.violation) break;
    }
  }
  for (const ClaimOutcome& side : sides) o.merge(side);
  if (o.undecided) o.detail = "an enclosure straddles its bound; ";
  auto least = [](const ClaimOutcome& side) {
    return side.min_slack ? to_certified_decimal(Interval(*side.min_slack), 6) : "none";
  };
  o.detail += std::to_string(members) + " (machine, P(O), x, T) instances, " +
              std::to_string(games) + " distinct witness games (K " +
              (k_bounds ? "a certified upper bound on " + std::to_string(k_bounds)
                        : std::string("exact on every one")) +
              "), " + std::to_string(solvers.solved()) +
              " certified Fig. 2 values; least slack: " + "completeness " + least(sides[0]) + " (" +
              std::to_string(sides[0].instances) + " tested), soundness " + least(sides[1]) + " (" +
              std::to_string(sides[1].instances) + " tested)";
  return o;
}

}  // namespace

ClaimOutcome thm7_2_paper_outcome() {
  return sweep(stochastic::PaperMutation{}, false);
}

ClaimOutcome thm7_2_paper_twin_outcome(const stochastic::PaperMutation& mutation) {
  return sweep(mutation, true);
}

}  // namespace debref::det
