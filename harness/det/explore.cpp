// The det family's catalogue (seed 001: one entry per verifier check of Fig. 4, Fig. 1 and
// Fig. 3). Each entry runs the mutant verifier without one check on the tiny machine class
// of docs/DET.md in size order (size = T, then S, machine number, input), stops at the first
// instance where the theorem's conclusion fails, shrinks the machine (delta entries replaced by
// entry 0 = (0, 0, L), input bits cleared) while it still fails, and prints a `debref det --drop`
// replay.
#include "harness/core/explore.hpp"

#include "harness/det/instances.hpp"
#include "harness/det/json.hpp"
#include "reference/det/bisection.hpp"
#include "reference/det/crossexam.hpp"

namespace debref::explore {

namespace {

using det::Machine;
using nlohmann::json;

using det::bit_string;
using det::bits_of;

/// One instance: machine, input x, |w| (witness entry) and T.
struct Case {
  Machine m;
  std::vector<int> x;
  int witness_length = 0;
  int time = 1;
};

/// What the mutant does on one case: nullopt when the conclusion holds there.
using Fails = std::function<std::optional<Finding>(const Case&)>;

/// Replaces delta entries by entry 0 of the class, (0, 0, L), and clears input bits, while the
/// conclusion still fails.
void shrink(const Fails& fails, Case& c, Finding& f) {
  unsigned steps = 0;
  for (bool changed = true; changed;) {
    changed = false;
    for (std::size_t e = 0; e < c.m.delta.size() && !changed; ++e) {
      const det::Action simplest{0, 0, det::Move::Left};
      if (c.m.delta[e] == simplest) continue;
      Case next = c;
      next.m.delta[e] = simplest;
      if (auto g = fails(next)) {
        c = next;
        f = *g;
        changed = true;
      }
    }
    for (std::size_t i = 0; i < c.x.size() && !changed; ++i) {
      if (c.x[i] == 0) continue;
      Case next = c;
      next.x[i] = 0;
      if (auto g = fails(next)) {
        c = next;
        f = *g;
        changed = true;
      }
    }
    if (changed) ++steps;
  }
  f.shrink_steps = steps;
}

json machine_of(const Case& c) {
  json j = det::machine_json(c.m);
  j["time"] = c.time;
  j["input"] = bit_string(c.x);
  if (c.witness_length > 0) j["witness_length"] = c.witness_length;
  return j;
}

Finding finding(const Case& c, const std::string& protocol, const std::string& drop,
                const std::string& inequality, const Rational& lhs, const Rational& rhs,
                const std::string& hypothesis) {
  Finding f;
  const json machine = machine_of(c);
  f.counterexample = {{"machine", machine}, {"protocol", protocol}};
  f.inequality = inequality;
  f.lhs = lhs;
  f.rhs = rhs;
  f.hypothesis = hypothesis;
  f.replay = "debref det --protocol " + protocol + " --drop " + drop + " --json --machine " +
             file_arg(machine);
  f.size = static_cast<std::uint64_t>(c.time);
  return f;
}

/// Visits one case of the search: when the conclusion fails there, shrinks it and records the
/// finding (true: the search stops).
bool try_case(const Fails& fails, Case c, SearchResult& r) {
  if (!r.visit()) return false;
  ++r.drop_instances;
  auto f = fails(c);
  if (!f) return false;
  shrink(fails, c, *f);
  r.found(*f);
  return true;
}

/// Plain class (moves L/S/R, no oracle), S = 1..3, every x of S bits; size = T.
SearchResult search_plain(const Fails& fails, std::uint64_t max_size, const Shard& shard) {
  SearchResult r;
  r.shard = shard;
  r.max_size = max_size;
  for (std::uint64_t size = 1; size <= max_size; ++size)
    for (int space = 1; space <= 3; ++space)
      for (std::uint32_t idx = 0; idx < det::class_size(3); ++idx)
        for (std::uint32_t xi = 0; xi < (1u << space); ++xi) {
          if (try_case(fails,
                       {det::class_machine(idx, 3, space), bits_of(xi, space), 0,
                        static_cast<int>(size)},
                       r))
            return r;
        }
  return r;
}

/// Fig. 4 step 2 validity dropped: Thm 5.1's conclusion on outcomes survives (docs/DET.md
/// finding), its efficiency part (V reads configurations of S cells) does not.
std::optional<Finding> validity_fails(const Case& c) {
  if (c.time < 2) return std::nullopt;
  det::BisectionGame mutant(c.m, c.time, false);
  auto leaf = mutant.overlong_leaf(c.x, c.time);
  if (!leaf || leaf->second.length <= c.m.space) return std::nullopt;
  return finding(c, "bisection", "validity",
                 "S >= cells of a configuration V step-checks (Thm 5.1: V reads configurations "
                 "of size S)",
                 Rational(c.m.space), Rational(leaf->second.length),
                 "V skips Fig. 4 step 2's validity check: A claims a middle configuration of S + "
                 "1 cells and the honest B recurses into it (the outcome is unaffected: the "
                 "mutant's minimax still equals M(x); docs/DET.md finding)");
}

/// Fig. 4 step 2 final step check dropped: a liar beats the honest B.
std::optional<Finding> final_step_fails(const Case& c) {
  if (det::accepts(c.m, c.x, c.time)) return std::nullopt;
  det::BisectionGame mutant(c.m, c.time, true, false);
  if (!mutant.a_beats_honest_b(c.x, c.time)) return std::nullopt;
  return finding(c, "bisection", "final_step",
                 "P(V outputs 0) >= 1 (Thm 5.1 soundness: x not in L, honest B)", Rational(0),
                 Rational(1),
                 "V skips Fig. 4 step 2's check that the final two configurations are one step "
                 "of M: M(x) = 0, yet A names an accepting final configuration and wins");
}

/// Fig. 1 step 3 location check dropped: a liar's transcript wins.
std::optional<Finding> location_fails(const Case& c) {
  if (det::accepts(c.m, c.x, c.time)) return std::nullopt;
  const det::InputView view{&c.x, 0, 0};
  if (!det::solve_crossexam(c.m, view, c.time, false).a_wins[static_cast<std::size_t>(c.time)])
    return std::nullopt;
  return finding(c, "crossexam", "location", "P(V outputs 0) >= 1 (Thm 5.3 soundness: x not in L)",
                 Rational(0), Rational(1),
                 "V skips Fig. 1 step 3's check of B's location t: M(x) = 0, yet A writes an "
                 "accepting a_T and wins");
}

/// Fig. 3 witness check dropped (V does not read w): the oracle class, S = 2, |x| = 0, |w| = 2
/// (without oracle queries the drop is harmless: docs/DET.md).
std::optional<Finding> witness_fails(const Case& c) {
  std::vector<int> padded(2, 0);
  const det::CrossExamSolution mutant =
      det::solve_crossexam(c.m, det::InputView{&padded, 0, 2}, c.time);
  if (!mutant.a_wins[static_cast<std::size_t>(c.time)]) return std::nullopt;
  if (det::solve_witness(c.m, c.x, 2, c.time, true).in_language) return std::nullopt;
  return finding(c, "witness", "witness", "P(V outputs 0) >= 1 (Thm 7.1 soundness: no w works)",
                 Rational(0), Rational(1),
                 "V does not read the witness: never-written witness cells read by an oracle "
                 "query may take different values at different locations; no w has M(x, w) = 1, "
                 "yet A wins");
}

SearchResult search_witness(std::uint64_t max_size, const Shard& shard) {
  SearchResult r;
  r.shard = shard;
  r.max_size = max_size;
  for (std::uint64_t size = 1; size <= max_size; ++size)
    for (int o = 0; o < 20; ++o)
      for (int query_state = 0; query_state < 2; ++query_state)
        for (std::uint32_t idx = 0; idx < det::class_size(2); ++idx) {
          if (try_case(witness_fails,
                       {det::oracle_machine(idx, query_state, o), {}, 2, static_cast<int>(size)},
                       r))
            return r;
        }
  return r;
}

}  // namespace

std::vector<Entry> det_entries() {
  const std::string plain =
      "s = T = 1..8; per T: the plain class (2 states, F = {1}, moves L/S/R), S = 1..3, machine "
      "number, every x of S bits";
  auto in_plain = [](const Fails& fails) {
    return [fails](std::uint64_t s, std::uint64_t, const Shard& h) {
      return search_plain(fails, s, h);
    };
  };
  return {
      {.family = "det",
       .name = "validity",
       .hypothesis = "Fig. 4 step 2: V checks every claimed configuration is valid",
       .theorem = "seed 001 Thm 5.1 (V reads configurations of size S)",
       .size_measure = plain,
       .default_max_size = 3,
       .largest_max_size = 8,
       .search = in_plain(validity_fails)},
      {.family = "det",
       .name = "final_step",
       .hypothesis = "Fig. 4 step 2: V checks the final two configurations are one step",
       .theorem = "seed 001 Thm 5.1 (soundness)",
       .size_measure = plain,
       .default_max_size = 3,
       .largest_max_size = 8,
       .search = in_plain(final_step_fails)},
      {.family = "det",
       .name = "location",
       .hypothesis = "Fig. 1 step 3: V checks a_t from a_I(t) at B's location t",
       .theorem = "seed 001 Thm 5.3 (soundness)",
       .size_measure = plain,
       .default_max_size = 3,
       .largest_max_size = 8,
       .search = in_plain(location_fails)},
      {.family = "det",
       .name = "witness",
       .hypothesis = "Fig. 3: V reads the witness w from the input (x, w)",
       .theorem = "seed 001 Thm 7.1 (soundness)",
       .size_measure = "s = T = 1..8; per T: the oracle class (moves L/R, S = 2), oracle table "
                       "(l = 1, then 2), query state, machine number; |x| = 0, |w| = 2",
       .default_max_size = 3,
       .largest_max_size = 8,
       .search = [](std::uint64_t s, std::uint64_t,
                    const Shard& h) { return search_witness(s, h); }},
  };
}

}  // namespace debref::explore
