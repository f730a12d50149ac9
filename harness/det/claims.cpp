#include "harness/det/claims.hpp"

#include <algorithm>
#include <mutex>
#include <optional>
#include <tuple>

#include "reference/det/bisection.hpp"
#include "reference/det/crossexam.hpp"
#include "reference/support/parallel.hpp"

namespace debref::det {

namespace {

using nlohmann::json;

constexpr int kMaxTime = 8;  // T <= 8 (docs/DET.md, the machine class)

}  // namespace

std::uint32_t class_size(int moves) {
  std::uint32_t d = static_cast<std::uint32_t>(4 * moves);
  return d * d * d * d;
}

// docs/DET.md: the tiny machine class (2 states, F = {1}, binary alphabet).
Machine class_machine(std::uint32_t index, int moves, int space) {
  Machine m;
  m.states = 2;
  m.accepting = {1};
  m.space = space;
  const std::uint32_t base = static_cast<std::uint32_t>(4 * moves);
  for (int e = 0; e < 4; ++e) {
    std::uint32_t d = index % base;
    index /= base;
    Action a;
    std::uint32_t mv = d % static_cast<std::uint32_t>(moves);
    d /= static_cast<std::uint32_t>(moves);
    a.write = static_cast<int>(d % 2);
    a.next = static_cast<int>(d / 2);
    a.move = moves == 3 ? static_cast<Move>(mv) : (mv == 0 ? Move::Left : Move::Right);
    m.delta.push_back(a);
  }
  return m;
}

json machine_json(const Machine& m) {
  json delta = json::array();
  for (const Action& a : m.delta)
    delta.push_back({{"next", a.next}, {"write", a.write}, {"move", move_name(a.move)}});
  json j = {{"states", m.states}, {"accepting", m.accepting}, {"delta", delta}, {"space", m.space}};
  if (m.query_state >= 0) {
    std::string o;
    for (int b : m.oracle) o += static_cast<char>('0' + b);
    j["query"] = {{"state", m.query_state}, {"length", m.query_length}, {"oracle", o}};
  }
  return j;
}

namespace {

std::vector<int> bits_of(std::uint32_t v, int n) {
  std::vector<int> out;
  for (int i = 0; i < n; ++i) out.push_back(static_cast<int>((v >> i) & 1u));
  return out;
}

json config_json(const Config& c) {
  std::string tape;
  for (int i = 0; i < c.length; ++i) tape += static_cast<char>('0' + c.cell(i));
  return {{"state", c.state}, {"head", c.head}, {"tape", tape}};
}

json transcript_json(const Transcript& a) {
  json out = json::array();
  for (const Record& r : a) out.push_back({r.write, r.state, r.head});
  return out;
}

std::string bit_string(const std::vector<int>& v) {
  std::string s;
  for (int b : v) s += static_cast<char>('0' + b);
  return s;
}

// One machine of the swept classes: the plain class (moves L, S, R; no oracle; S = 1..3) and the
// oracle class (moves L, R; query state 0 or 1; l = 1, 2; every oracle; S = 2).
struct Member {
  Machine m;
  std::string name;
};

std::size_t plain_count() {
  return static_cast<std::size_t>(class_size(3)) * 3;
}
std::size_t oracle_count() {
  return static_cast<std::size_t>(class_size(2)) * 2 * (4 + 16);
}

Member member(std::size_t i) {
  if (i < plain_count()) {
    const int space = static_cast<int>(i % 3) + 1;
    const auto idx = static_cast<std::uint32_t>(i / 3);
    return {class_machine(idx, 3, space),
            "plain #" + std::to_string(idx) + " S=" + std::to_string(space)};
  }
  i -= plain_count();
  const auto idx = static_cast<std::uint32_t>(i % class_size(2));
  std::size_t rest = i / class_size(2);
  const int query_state = static_cast<int>(rest % 2);
  const int o = static_cast<int>(rest / 2);  // 0..3: l = 1, 4..19: l = 2
  Machine m = class_machine(idx, 2, 2);
  m.query_state = query_state;
  m.query_length = o < 4 ? 1 : 2;
  const int table = o < 4 ? o : o - 4;
  m.oracle = bits_of(static_cast<std::uint32_t>(table), 1 << m.query_length);
  return {m, "oracle #" + std::to_string(idx) + " q?=" + std::to_string(query_state) +
                 " l=" + std::to_string(m.query_length) + " O=" + bit_string(m.oracle)};
}

// Per-claim tallies of one sweep; the first violation is the one at the smallest member index.
struct Tally {
  std::uint64_t instances = 0, violations = 0, extra = 0;
  std::optional<std::pair<std::size_t, json>> first;
  void violate(std::size_t at, json j) {
    ++violations;
    if (!first || at < first->first) first = std::make_pair(at, std::move(j));
  }
  void merge(const Tally& o) {
    instances += o.instances;
    violations += o.violations;
    extra += o.extra;
    if (o.first && (!first || o.first->first < first->first)) first = o.first;
  }
};

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

struct Sweep {
  Tally bisection, bisection_cost, crossexam, crossexam_cost, witness;
  std::uint64_t minimax_bisection = 0, minimax_crossexam = 0;  // instances where value = M(x)
};

void sweep_member(std::size_t i, Sweep& s) {
  const Member mb = member(i);
  const Machine& m = mb.m;
  // seed 001 Fig. 4 / Thm 5.1.
  BisectionGame game(m, kMaxTime);
  for (std::uint32_t xi = 0; xi < (1u << m.space); ++xi) {
    const std::vector<int> x = bits_of(xi, m.space);
    std::vector<bool> truth(kMaxTime + 1);
    for (int t = 1; t <= kMaxTime; ++t) truth[static_cast<std::size_t>(t)] = accepts(m, x, t);
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
      if (tr) {
        const VerifierCost bound = BisectionGame::bound(m, t);
        for (std::uint32_t b = 0; b < (1u << BisectionGame::rounds(t)); ++b) {
          VerifierCost c;
          const bool ok = game.honest_a_play(x, t, b, &c);
          if (!ok)
            s.bisection.violate(i,
                                with(base_json(mb, x, t), {{"what", "honest A loses"}, {"b", b}}));
          ++s.bisection_cost.instances;
          if (c.configurations > bound.configurations || c.bits > bound.bits ||
              c.queries > bound.queries)
            s.bisection_cost.violate(
                i, with(base_json(mb, x, t), {{"b", b},
                                              {"configurations", c.configurations},
                                              {"bits", c.bits},
                                              {"queries", c.queries}}));
        }
      }
    }
    // seed 001 Fig. 1 / Thm 5.3.
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
      const VerifierCost bound = crossexam_bound(m, t);
      for (int loc = 1; loc <= t; ++loc) {
        if (tr && !crossexam_verdict(m, view, honest, loc))
          s.crossexam.violate(
              i, with(base_json(mb, x, t), {{"what", "honest A loses"}, {"location", loc}}));
        ++s.crossexam_cost.instances;
        const VerifierCost c = crossexam_cost(m, honest, loc);
        if (c.configurations > bound.configurations || c.bits > bound.bits ||
            c.queries > bound.queries)
          s.crossexam_cost.violate(i, with(base_json(mb, x, t), {{"location", loc},
                                                                 {"records", c.configurations},
                                                                 {"bits", c.bits},
                                                                 {"queries", c.queries}}));
      }
    }
  }
  // seed 001 Fig. 3 / Thm 7.1: plain machines with S = 3 (|x| = 1, |w| = 1, 2) and oracle
  // machines with S = 2 (|x| = 0, |w| = 2).
  std::vector<std::pair<int, int>> shapes;  // (|x|, |w|)
  if (i < plain_count() && m.space == 3) shapes = {{1, 1}, {1, 2}};
  if (i >= plain_count()) shapes = {{0, 2}};
  for (auto [n, wl] : shapes)
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
        ++s.witness.instances;
        if (a_wins[static_cast<std::size_t>(t)] && !in_l[static_cast<std::size_t>(t)]) {
          ++s.witness.extra;
          s.witness.violate(
              i, with(base_json(mb, x, t), {{"what", "liar wins"}, {"witness_length", wl}}));
        }
      }
    }
}

const Sweep& sweep() {
  static std::once_flag once;
  static Sweep result;
  std::call_once(once, [] {
    const std::size_t total = plain_count() + oracle_count();
    const unsigned threads = std::min(2u, default_threads());
    const std::size_t chunks = 256;
    std::vector<Sweep> parts(chunks);
    parallel_for(chunks, threads, [&](std::size_t c) {
      for (std::size_t i = c; i < total; i += chunks) sweep_member(i, parts[c]);
    });
    for (const Sweep& p : parts) {
      result.bisection.merge(p.bisection);
      result.bisection_cost.merge(p.bisection_cost);
      result.crossexam.merge(p.crossexam);
      result.crossexam_cost.merge(p.crossexam_cost);
      result.witness.merge(p.witness);
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
  o.detail = detail;
  return o;
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
            Member mb{m, "plain #" + std::to_string(idx) + " S=" + std::to_string(space)};
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
  if (smallest) (*o.violation)["mutant_liar_wins"] = liar;
  return o;
}

// Twin: V checks a uniformly random location instead of B's (Fig. 1 step 3 mutated).
ClaimOutcome twin_random_location() {
  ClaimOutcome o;
  for (int t = 1; t <= 3 && !o.violation; ++t)
    for (int space = 1; space <= 2 && !o.violation; ++space)
      for (std::uint32_t idx = 0; idx < class_size(3) && !o.violation; ++idx) {
        const Machine m = class_machine(idx, 3, space);
        for (std::uint32_t xi = 0; xi < (1u << space) && !o.violation; ++xi) {
          const std::vector<int> x = bits_of(xi, space);
          if (accepts(m, x, t)) continue;
          ++o.instances;
          Transcript best;
          const Rational v = random_location_value(m, InputView{&x, 0, 0}, t, &best);
          if (v > 0) {
            Member mb{m, "plain #" + std::to_string(idx) + " S=" + std::to_string(space)};
            o.violation =
                with(base_json(mb, x, t),
                     {{"what", "x not in L but P(V outputs 1) > 0 = s (deterministic soundness)"},
                      {"p_accept", to_string(v)},
                      {"transcript", transcript_json(best)},
                      {"true_transcript", transcript_json(transcript(m, x, t))}});
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
  if (best) o.violation = best->second;
  return o;
}

}  // namespace

std::vector<Claim> det_claims() {
  const std::string cls =
      "plain class: every 2-state machine, F = {1}, moves L/S/R, S = 1..3 (20736 x 3); oracle "
      "class: moves L/R, query state 0 or 1, l = 1, 2, every oracle, S = 2 (163840); every tape "
      "x of S bits; T = 1..8";
  std::vector<Claim> c;
  c.push_back({"det.bisection.thm5_1", "seed 001 Fig. 4, Thm 5.1 (App. B)",
               "M time T space S => x in L: honest A wins against every B choice; x not in L: no A "
               "beats the honest B; minimax value = M(x)",
               cls, false, [] {
                 const Sweep& s = sweep();
                 return from_tally(s.bisection, "liar wins " + std::to_string(s.bisection.extra) +
                                                    "; minimax = M(x) on " +
                                                    std::to_string(s.minimax_bisection));
               }});
  c.push_back({"det.bisection.cost", "seed 001 Thm 5.1 efficiency (App. B)",
               "honest play: V reads <= ceil(log2 T) + 1 configurations of |Q|,S-bits + S bits "
               "and makes <= 1 oracle query",
               cls + "; every B choice string", false,
               [] { return from_tally(sweep().bisection_cost, "explicit counts vs bound"); }});
  c.push_back({"det.crossexam.thm5_3", "seed 001 Def. 5.2, Fig. 1, Thm 5.3 (App. B)",
               "x in L: the true transcript passes every location; x not in L: no transcript "
               "passes every location with a_T accepting; exactly 1 transcript survives",
               cls, false, [] {
                 const Sweep& s = sweep();
                 return from_tally(s.crossexam, "liar wins " + std::to_string(s.crossexam.extra) +
                                                    "; minimax = M(x) on " +
                                                    std::to_string(s.minimax_crossexam));
               }});
  c.push_back({"det.crossexam.cost", "seed 001 Thm 5.3 efficiency (App. B)",
               "V reads <= max(1,l) + 3 records with locations of ceil(log2 T) bits, <= max(1,l) "
               "input bits, <= 1 oracle query",
               cls + "; every location", false,
               [] { return from_tally(sweep().crossexam_cost, "explicit counts vs bound"); }});
  c.push_back({"det.witness.thm7_1", "seed 001 Fig. 3, Thm 7.1 (App. E)",
               "L = {x : exists w, M(x, w) = 1}: x in L => honest A (valid w, true transcript) "
               "wins at every location; x not in L => no (w, transcript) wins",
               "plain class with S = 3, |x| = 1, |w| = 1..2; oracle class (S = 2), |x| = 0, |w| = "
               "2; T = 1..8",
               false, [] {
                 const Sweep& s = sweep();
                 return from_tally(s.witness, "liar wins " + std::to_string(s.witness.extra));
               }});
  c.push_back(thm7_2_claim());
  c.push_back({"det.twin.bisection_no_validity",
               "seed 001 Fig. 4 step 2 without the validity check",
               "mutant V (no validity check) must be caught: some A makes V process a "
               "configuration outside space S",
               "plain class, S = 1..2, T = 1..8", true, twin_validity});
  c.push_back({"det.twin.crossexam_random_location",
               "seed 001 Fig. 1 step 3 with V checking a uniformly random location",
               "mutant must be caught: some x not in L with P(V outputs 1) > 0",
               "plain class, S = 1..2, T = 1..3, in size order", true, twin_random_location});
  c.push_back({"det.twin.witness_unchecked", "seed 001 Fig. 3 with V not reading the witness",
               "mutant must be caught: some x not in L where A wins",
               "oracle class (S = 2), |x| = 0, |w| = 2, T = 1..8; smallest T", true,
               twin_witness_unchecked});
  c.push_back(thm7_2_twin());
  return c;
}

}  // namespace debref::det
