// seed 001 Fig. 4 + Thm 5.1, Fig. 1 + Thm 5.3, Fig. 3 + Thm 7.1 on the machine class of
// docs/DET.md: one exhaustive sweep of the plain and oracle classes shared by eight claims, and
// the falsifying twins (the protocol mutants of the Thm 5.1 / 5.3 checks: evaluate_mutants.cpp).
#include "harness/det/evaluate.hpp"

#include <algorithm>
#include <functional>
#include <mutex>
#include <optional>
#include <tuple>

#include "harness/core/deadline.hpp"
#include "harness/core/progress.hpp"
#include "harness/core/replay.hpp"
#include "harness/det/instances.hpp"
#include "harness/det/json.hpp"
#include "harness/det/sweep.hpp"
#include "reference/det/bisection.hpp"
#include "reference/det/crossexam.hpp"
#include "reference/support/parallel.hpp"

namespace debref::det {

using nlohmann::json;

json base_json(const Member& mb, const std::vector<int>& x, int time) {
  return {{"machine", machine_json(mb.m)},
          {"class", mb.name},
          {"input", bit_string(x)},
          {"time", time}};
}

json with(json base, const json& extra) {
  base.update(extra);
  return base;
}

json machine_file(const json& v, int witness_length) {
  json m = v["machine"];
  m["input"] = v["input"];
  m["time"] = v["time"];
  if (witness_length > 0) m["witness_length"] = witness_length;
  return m;
}

std::string det_replay(const std::string& protocol, const std::string& drop, const json& machine) {
  return "debref det --protocol " + protocol + (drop.empty() ? "" : " --drop " + drop) +
         " --machine " + explore::file_arg(machine);
}

namespace {

/// One instance's plays against a cost bound (the checks of det.bisection.cost and
/// det.crossexam.cost): each play is one instance of the tally and a candidate for its tightest;
/// `close` records the play of least slack (the first among ties: the worst play, what `debref
/// det` prints) as the instance's violation when that slack is negative.
struct CostPlays {
  std::size_t i;
  Tally& cost;
  std::optional<std::pair<int, json>> worst{};
  void play(const VerifierCost& c, const VerifierCost& bound,
            const std::function<json()>& instance) {
    ++cost.instances;
    const int slack = cost_slack(c, bound);
    cost.slack(slack, i, instance);
    if (slack < 0 && (!worst || slack < worst->first)) worst = std::make_pair(slack, instance());
  }
  void close() {
    if (worst) cost.violate(i, std::move(worst->second));
  }
};

// One play's JSON: the instance, B's move (`move`: b or the location) and V's three counts, the
// first named `configurations` (Fig. 4) or `records` (Fig. 1).
json play_json(const Member& mb, const std::vector<int>& x, int t, const json& move,
               const char* configurations, const VerifierCost& c) {
  json j = with(base_json(mb, x, t), move);
  j[configurations] = c.configurations;
  j["bits"] = c.bits;
  j["queries"] = c.queries;
  return j;
}

}  // namespace

// seed 001 Thm 5.1 efficiency on one instance (harness/det/sweep.hpp).
void bisection_cost_plays(std::size_t i, const Member& mb, const BisectionGame& game,
                          const std::vector<int>& x, int t, Tally& cost, Tally& thm) {
  const VerifierCost bound = BisectionGame::bound(mb.m, t);
  CostPlays plays{i, cost};
  for (std::uint32_t b = 0; b < (1u << game.play_rounds(t)); ++b) {
    VerifierCost c;
    if (!game.honest_a_play(x, t, b, &c))
      thm.violate(i, with(base_json(mb, x, t), {{"what", "honest A loses"}, {"b", b}}));
    plays.play(c, bound, [&] { return play_json(mb, x, t, {{"b", b}}, "configurations", c); });
  }
  plays.close();
}

// seed 001 Thm 5.3 efficiency on one instance (harness/det/sweep.hpp).
void crossexam_cost_locations(std::size_t i, const Member& mb, const std::vector<int>& x, int t,
                              const Transcript& honest, bool read_prefix, Tally& cost) {
  const VerifierCost bound = crossexam_bound(mb.m, t);
  CostPlays plays{i, cost};
  for (int loc = 1; loc <= t; ++loc) {
    const VerifierCost c = crossexam_cost(mb.m, honest, loc, read_prefix);
    plays.play(c, bound, [&] { return play_json(mb, x, t, {{"location", loc}}, "records", c); });
  }
  plays.close();
}

// seed 001 Fig. 4 / Thm 5.1 on member i and input x (truth[t] = M(x) within t steps).
void sweep_bisection(std::size_t i, const Member& mb, const BisectionGame& game,
                     const std::vector<int>& x, const std::vector<bool>& truth, Sweep& s) {
  for (int t = 1; t <= kMaxTime; ++t) {
    const bool tr = truth[static_cast<std::size_t>(t)];
    ++s.bisection.instances;
    const bool minimax = game.a_wins(x, t);
    if (minimax == tr) ++s.minimax_bisection;
    if (!tr && game.a_beats_honest_b(x, t)) {
      ++s.bisection.extra;  // liar wins
      s.bisection.violate(i, with(base_json(mb, x, t), {{"what", "liar beats honest B"}}));
    }
    if (minimax != tr)
      s.bisection.violate(i, with(base_json(mb, x, t), {{"what", "minimax value != M(x)"}}));
    if (tr) bisection_cost_plays(i, mb, game, x, t, s.bisection_cost, s.bisection);
  }
}

namespace {

// seed 001 Fig. 1 / Thm 5.3 on member i and input x.
void sweep_crossexam(std::size_t i, const Member& mb, const std::vector<int>& x,
                     const std::vector<bool>& truth, Sweep& s) {
  const Machine& m = mb.m;
  const InputView view{&x, 0, 0};
  const CrossExamSolution sol = solve_crossexam(m, view, kMaxTime);
  for (int t = 1; t <= kMaxTime; ++t) {
    const bool tr = truth[static_cast<std::size_t>(t)];
    ++s.crossexam.instances;
    const bool aw = sol.a_wins[static_cast<std::size_t>(t)];
    if (aw == tr) ++s.minimax_crossexam;
    if (aw && !tr) {
      ++s.crossexam.extra;
      s.crossexam.violate(i, with(base_json(mb, x, t), {{"what", "liar wins"}}));
    }
    if (sol.surviving[static_cast<std::size_t>(t)] != 1)
      s.crossexam.violate(i, with(base_json(mb, x, t),
                                  {{"what", "surviving transcripts != 1"},
                                   {"surviving", sol.surviving[static_cast<std::size_t>(t)]}}));
    const Transcript honest = transcript(m, x, t);
    for (int loc = 1; loc <= t; ++loc)
      if (tr && !crossexam_verdict(m, view, honest, loc))
        s.crossexam.violate(
            i, with(base_json(mb, x, t), {{"what", "honest A loses"}, {"location", loc}}));
    crossexam_cost_locations(i, mb, x, t, honest, false, s.crossexam_cost);
  }
}

}  // namespace

// seed 001 Fig. 3 / Thm 7.1: (|x|, |w|) of plain machines with S = 3 and of oracle machines.
std::vector<std::pair<int, int>> witness_shapes(std::size_t i, const Machine& m) {
  if (i < plain_count() && m.space == 3) return {{1, 1}, {1, 2}};
  if (i >= plain_count()) return {{0, 2}};
  return {};
}

namespace {

// seed 001 Fig. 3 / Thm 7.1: plain machines with S = 3 (|x| = 1, |w| = 1, 2) and oracle
// machines with S = 2 (|x| = 0, |w| = 2).
void sweep_witness(std::size_t i, const Member& mb, Sweep& s) {
  const Machine& m = mb.m;
  for (auto [n, wl] : witness_shapes(i, m))
    for (std::uint32_t xi = 0; xi < (1u << n); ++xi) {
      const std::vector<int> x = bits_of(xi, n);
      std::vector<bool> in_l(kMaxTime + 1, false), a_wins(kMaxTime + 1, false);
      for (std::uint32_t wi = 0; wi < (1u << wl); ++wi) {
        std::vector<int> input = x;
        for (int b : bits_of(wi, wl)) input.push_back(b);
        const InputView view{&input, 0, 0};
        const CrossExamSolution sol = solve_crossexam(m, view, kMaxTime);
        for (int t = 1; t <= kMaxTime; ++t) {
          if (accepts(m, input, t)) {
            in_l[static_cast<std::size_t>(t)] = true;
            const Transcript honest = transcript(m, input, t);
            for (int loc = 1; loc <= t; ++loc)
              if (!crossexam_verdict(m, view, honest, loc))
                s.witness.violate(i, with(base_json(mb, x, t), {{"what", "honest A loses"},
                                                                {"witness", bit_string(input)}}));
          }
          if (sol.a_wins[static_cast<std::size_t>(t)]) a_wins[static_cast<std::size_t>(t)] = true;
        }
      }
      for (int t = 1; t <= kMaxTime; ++t) {
        witness_cost_instance(i, mb, x, wl, t, false, s.witness_cost);
        ++s.witness.instances;
        if (a_wins[static_cast<std::size_t>(t)] && !in_l[static_cast<std::size_t>(t)]) {
          ++s.witness.extra;
          s.witness.violate(
              i, with(base_json(mb, x, t), {{"what", "liar wins"}, {"witness_length", wl}}));
        }
      }
    }
}

void sweep_member(std::size_t i, Sweep& s) {
  throw_if_past_deadline();  // the sweep is UNKNOWN past --time-limit, never a partial PASS
  const Member mb = member(i);
  const Machine& m = mb.m;
  BisectionGame game(m, kMaxTime);
  for (std::uint32_t xi = 0; xi < (1u << m.space); ++xi) {
    const std::vector<int> x = bits_of(xi, m.space);
    std::vector<bool> truth(kMaxTime + 1);
    for (int t = 1; t <= kMaxTime; ++t) truth[static_cast<std::size_t>(t)] = accepts(m, x, t);
    sweep_bisection(i, mb, game, x, truth, s);
    sweep_crossexam(i, mb, x, truth, s);
    for (int t = 1; t <= kMaxTime; ++t) {
      bisection_provers_instance(i, mb, x, t, Rerun::None, s.bisection_provers);
      crossexam_provers_instance(i, mb, x, t, Rerun::None, s.crossexam_provers);
    }
  }
  sweep_witness(i, mb, s);
}

}  // namespace

const Sweep& sweep() {
  static std::once_flag once;
  static Sweep result;
  std::call_once(once, [] {
    const std::size_t total = plain_count() + oracle_count();
    const unsigned threads = std::min(2u, default_threads());
    const std::size_t chunks = 256;
    std::vector<Sweep> parts(chunks);
    const progress::Sweep shown("machines (one sweep for 8 det checks)", total);
    parallel_for(chunks, threads, [&](std::size_t c) {
      for (std::size_t i = c; i < total; i += chunks) {
        sweep_member(i, parts[c]);
        progress::step();
      }
    });
    for (const Sweep& p : parts) {
      result.bisection.merge(p.bisection);
      result.bisection_cost.merge(p.bisection_cost);
      result.crossexam.merge(p.crossexam);
      result.crossexam_cost.merge(p.crossexam_cost);
      result.witness.merge(p.witness);
      result.bisection_provers.merge(p.bisection_provers);
      result.crossexam_provers.merge(p.crossexam_provers);
      result.witness_cost.merge(p.witness_cost);
      result.minimax_bisection += p.minimax_bisection;
      result.minimax_crossexam += p.minimax_crossexam;
    }
  });
  return result;
}

ClaimOutcome from_tally(const Tally& t, const std::string& detail) {
  ClaimOutcome o;
  o.instances = t.instances;
  if (t.first) o.violation = t.first->second;
  if (t.tightest) {
    o.min_slack = Rational(std::get<0>(*t.tightest));
    o.tightest = std::get<2>(*t.tightest);
  }
  o.detail = detail;
  return o;
}

ClaimOutcome bisection_thm5_1() {
  const Sweep& s = sweep();
  return from_tally(s.bisection, "liar wins " + std::to_string(s.bisection.extra) +
                                     "; minimax = M(x) on " + std::to_string(s.minimax_bisection));
}

ClaimOutcome bisection_cost() {
  return from_tally(sweep().bisection_cost, "explicit counts vs bound");
}

ClaimOutcome crossexam_thm5_3() {
  const Sweep& s = sweep();
  return from_tally(s.crossexam, "liar wins " + std::to_string(s.crossexam.extra) +
                                     "; minimax = M(x) on " + std::to_string(s.minimax_crossexam));
}

ClaimOutcome crossexam_cost() {
  return from_tally(sweep().crossexam_cost, "explicit counts vs bound");
}

// Twin of a cost claim: every bound of seed 001 Thm 5.1 / Thm 5.3 lowered by one. Caught where a
// count meets its bound (least slack 0 in the claim's own sweep), at the tightest instance.
// The replay is the unmutated `debref det`, whose cost is the worst over B's choices (b, or the
// location): a count at its bound is that worst (the claim holds), so it shows the count above the
// lowered bound.
ClaimOutcome tightened(const Tally& t, const std::string& protocol) {
  ClaimOutcome o;
  o.instances = t.instances;
  if (t.tightest && std::get<0>(*t.tightest) < 1) {
    json v = std::get<2>(*t.tightest);
    v["bound_lowered_by"] = 1;
    const json machine = machine_file(v);
    const DetInstance d = parse_det_machine(machine);
    const VerifierCost bound = protocol == "bisection" ? BisectionGame::bound(d.machine, d.time)
                                                       : crossexam_bound(d.machine, d.time);
    const VerifierCost lowered{bound.configurations - 1, bound.bits - 1, bound.queries - 1};
    v["lowered_bound"] = cost_json(lowered);
    const std::string configurations = protocol == "bisection" ? "configurations" : "records";
    for (auto [name, key, limit] :
         {std::tuple{"configurations", configurations, lowered.configurations},
          {"bits", std::string("bits"), lowered.bits},
          {"queries", std::string("queries"), lowered.queries}})
      if (v[key].get<int>() > limit) {
        set_replay(v, det_replay(protocol, "", machine), std::string("/cost/") + name, v[key]);
        break;
      }
    o.violation = v;
  }
  return o;
}

ClaimOutcome twin_bisection_cost_tightened() {
  return tightened(sweep().bisection_cost, "bisection");
}

ClaimOutcome twin_crossexam_cost_tightened() {
  return tightened(sweep().crossexam_cost, "crossexam");
}

ClaimOutcome witness_thm7_1() {
  const Sweep& s = sweep();
  return from_tally(s.witness, "liar wins " + std::to_string(s.witness.extra));
}

// Twin: V skips Fig. 4 step 2's validity check. Exhaustive minimax of the mutant on the plain
// class with S <= 2 (liar wins reported), and the smallest instance where A makes V step-check a
// configuration outside the space bound S.
ClaimOutcome twin_validity() {
  ClaimOutcome o;
  std::uint64_t liar = 0;
  std::optional<json> smallest;
  for (int space = 1; space <= 2; ++space)
    for (std::uint32_t idx = 0; idx < class_size(3); ++idx) {
      throw_if_past_deadline();
      const Machine m = class_machine(idx, 3, space);
      BisectionGame mutant(m, kMaxTime, false);
      for (std::uint32_t xi = 0; xi < (1u << space); ++xi) {
        const std::vector<int> x = bits_of(xi, space);
        for (int t = 1; t <= kMaxTime; ++t) {
          ++o.instances;
          const bool tr = accepts(m, x, t);
          if (!tr && mutant.a_wins(x, t)) ++liar;
          if (smallest) continue;
          auto leaf = mutant.overlong_leaf(x, t);
          if (leaf && leaf->second.length > m.space) {
            Member mb{m, plain_name(idx, space)};
            smallest = with(
                base_json(mb, x, t),
                {{"what", "V step-checks a configuration of S + 1 cells (space bound S violated)"},
                 {"a_middle", config_json(leaf->second)},
                 {"leaf", {config_json(leaf->first), config_json(leaf->second)}},
                 {"cells_read", leaf->second.length},
                 {"space", m.space}});
          }
        }
      }
    }
  o.violation = smallest;
  o.detail = "mutant minimax liar wins " + std::to_string(liar) + " of " +
             std::to_string(o.instances) + " (outcome unaffected; the check bounds V's reading)";
  if (smallest) {
    (*o.violation)["mutant_liar_wins"] = liar;
    set_replay(*o.violation, det_replay("bisection", "validity", machine_file(*smallest)),
               "/overlong_leaf_cells_read", (*smallest)["cells_read"]);
  }
  return o;
}

// Twin: V checks a uniformly random location instead of B's (Fig. 1 step 3 mutated).
ClaimOutcome twin_random_location() {
  ClaimOutcome o;
  for (int t = 1; t <= 3 && !o.violation; ++t)
    for (int space = 1; space <= 2 && !o.violation; ++space)
      for (std::uint32_t idx = 0; idx < class_size(3) && !o.violation; ++idx) {
        throw_if_past_deadline();
        const Machine m = class_machine(idx, 3, space);
        for (std::uint32_t xi = 0; xi < (1u << space) && !o.violation; ++xi) {
          const std::vector<int> x = bits_of(xi, space);
          if (accepts(m, x, t)) continue;
          ++o.instances;
          Transcript best;
          const Rational v = random_location_value(m, InputView{&x, 0, 0}, t, &best);
          if (v > 0) {
            Member mb{m, plain_name(idx, space)};
            o.violation =
                with(base_json(mb, x, t),
                     {{"what", "x not in L but P(V outputs 1) > 0 = s (deterministic soundness)"},
                      {"p_accept", to_string(v)},
                      {"transcript", transcript_json(best)},
                      {"true_transcript", transcript_json(transcript(m, x, t))}});
            set_replay(*o.violation,
                       "debref det --protocol crossexam --random-location --machine " +
                           explore::file_arg(machine_file(*o.violation)),
                       "/random_location_p_accept", to_string(v));
          }
        }
      }
  return o;
}

// Twin: V does not check the witness (Fig. 3 mutated): never-written witness cells are free.
ClaimOutcome twin_witness_unchecked() {
  ClaimOutcome o;
  // Without oracle queries every cell is written when it is read, so a never-written witness
  // cell is read at most once and the mutant is equivalent to choosing w (plain class: not
  // caught). Oracle queries read cells 0..l-1 without writing them: search the oracle class
  // (S = 2, |x| = 0, |w| = 2) in member order, smallest T first.
  std::optional<std::pair<int, json>> best;
  for (std::size_t i = plain_count(); i < plain_count() + oracle_count(); ++i) {
    throw_if_past_deadline();
    const Member mb = member(i);
    const Machine& m = mb.m;
    const std::vector<int> x;
    std::vector<int> padded(2, 0);
    const int horizon = best ? best->first - 1 : kMaxTime;  // only smaller T can improve
    const CrossExamSolution sol = solve_crossexam(m, InputView{&padded, 0, 2}, horizon);
    for (int t = 1; t <= horizon; ++t) {
      if (best && best->first <= t) break;
      ++o.instances;
      if (!sol.a_wins[static_cast<std::size_t>(t)]) continue;
      const WitnessSolution w = solve_witness(m, x, 2, t, true);
      if (w.in_language) continue;
      best = std::make_pair(
          t, with(base_json(mb, x, t), {{"what",
                                         "x not in L (no w), yet A wins when V does not "
                                         "read w"},
                                        {"witness_length", 2}}));
    }
    if (best && best->first == 1) break;
  }
  if (best) {
    o.violation = best->second;
    (*o.violation)["mutant_a_wins"] = true;
    set_replay(*o.violation, det_replay("witness", "witness", machine_file(best->second, 2)),
               "/minimax_a_wins", true);
  }
  return o;
}

}  // namespace debref::det
