// Source: seed 002 eq. (1), (2) (docs/DQC.md "The Z3 query", the rule for a symmetric f): the
// early-bit query's rule for a symmetric f (the inputs, and the early bits of one block, first
// read in their order) keeps a relabelling of every shape the query's other rules admit, and
// admits a shape exactly when it is that relabelling of itself. Twin:
// the early bits renamed across blocks, where the quantifiers do not commute.
#include <algorithm>
#include <map>
#include <optional>
#include <random>
#include <string>
#include <tuple>
#include <vector>

#include "harness/core/explore.hpp"
#include "harness/core/kept_once_decided.hpp"
#include "harness/core/replay.hpp"
#include "harness/dqc/evaluate.hpp"
#include "harness/dqc/instances.hpp"
#include "harness/dqc/json.hpp"
#include "proofs/dqc/early_bits_search.hpp"
#include "reference/dqc/early_bits.hpp"
#include "reference/dqc/early_bits_relabel.hpp"
#include "reference/dqc/frontier.hpp"

namespace debref::dqc {

namespace {

using nlohmann::json;

/// [first, last) in a random order (Fisher-Yates on rng(), the same on every standard library).
void shuffle(std::vector<int>::iterator first, std::vector<int>::iterator last, std::mt19937& rng) {
  for (auto n = last - first; n > 1; --n)
    std::iter_swap(first + (n - 1), first + static_cast<long>(rng() % static_cast<unsigned>(n)));
}

/// v and `count` - 1 random renamings of its inputs, the early bits kept.
std::vector<EarlyBitVerifier> input_relabellings(const EarlyBitVerifier& v, int count,
                                                 std::mt19937& rng) {
  std::vector<int> to(static_cast<std::size_t>(v.n + v.s()));
  for (std::size_t u = 0; u < to.size(); ++u) to[u] = static_cast<int>(u);
  std::vector<EarlyBitVerifier> out{v};
  while (static_cast<int>(out.size()) < count) {
    shuffle(to.begin(), to.begin() + v.n, rng);
    out.push_back(relabel(v, to));
  }
  return out;
}

/// The shapes the check relabels, each with a symmetric nonconstant game function: (a) the six
/// symmetric functions of 5 variables with DQC 4 (AND5, OR5, NAND5, NOR5, "all equal", "not all
/// equal"), a shape of each found by the query at s = 1, and 23 random renamings of its inputs;
/// (b) 900 random shapes over 2 or 3 inputs with 2 or 3 early bits, each with a random renaming
/// of its inputs and of its early bits within their blocks. The seed is fixed.
struct RelabelInstances {
  std::vector<EarlyBitVerifier> shapes;
  bool undecided = false;  // a search for (a) timed out
  /// A search for (a) refuted s = 1 or found a shape computing another function.
  std::optional<json> failed_search;
};

/// The witnesses' relabellings and the random shapes (fixed seed).
RelabelInstances compute_relabel_instances() {
  RelabelInstances out;
  std::mt19937 rng(20261202);
  for (const FrontierRow& r : frontier_n5(symmetric_functions(5))) {
    if (r.relevant < 5 || r.upper != 4) continue;
    const proofs::EarlyBitsSearch search =
        proofs::smt_early_bits(r.f, 1, smt_timeout_ms, proofs::SatBackend::Cadical);
    if (search.unknown) {
      out.undecided = true;
      continue;
    }
    if (!search.found || !search.found_valid) {  // each has a shape at s <= 1: a failure
      out.failed_search = describe(r.f);
      (*out.failed_search)["found"] = search.found.has_value();
      if (search.found) (*out.failed_search)["early_bit_verifier"] = to_string(*search.found);
      return out;
    }
    for (const EarlyBitVerifier& w : input_relabellings(*search.found, 24, rng))
      out.shapes.push_back(w);
  }
  const auto pick = [&rng](int below) {
    return static_cast<int>(rng() % static_cast<unsigned>(below));
  };
  for (int tries = 0; tries < 40000 && out.shapes.size() < 24 * 6 + 900; ++tries) {
    const int n = 2 + pick(2), s = 2 + pick(2);
    EarlyBitVerifier v = random_early_bit_shape(rng, n, s, 3);
    // Rules of the query the shape would break at once, so that Z3 is asked about few such:
    // (L1) (the last early bit not the root owner's); the sides in the order of their kinds; a
    // leaf reading its depth-2 tree's variable or its query side's variable made a constant;
    // (L5) below.
    v.root_prover1 = !v.early.back();
    if (v.side[1].kind < v.side[0].kind) std::swap(v.side[0], v.side[1]);  // op commutes
    for (EarlySide& side : v.side)
      for (EarlyDepth2* t : {&side.lo, &side.hi})
        for (EarlyLiteral* l : {&t->lo, &t->hi})
          if (l->var == t->var || (side.kind == EarlySide::Kind::Query && l->var == side.var))
            l->var = -1;
    const TruthTable g = game_function(v);
    if (!is_symmetric(g) || g.bits == 0 || g.bits == (1U << (1U << n)) - 1U) continue;
    if (is_self_dual(g) && !v.root_prover1) continue;
    std::vector<int> to(static_cast<std::size_t>(n + s));
    for (std::size_t u = 0; u < to.size(); ++u) to[u] = static_cast<int>(u);
    shuffle(to.begin(), to.begin() + n, rng);
    const std::vector<int> block = block_of(v);
    for (int k = 0; k < s;) {  // each block's early bits shuffled among themselves
      int end = k + 1;
      while (end < s && block[static_cast<std::size_t>(end)] == block[static_cast<std::size_t>(k)])
        ++end;
      shuffle(to.begin() + n + k, to.begin() + n + end, rng);
      k = end;
    }
    out.shapes.push_back(relabel(v, to));
  }
  return out;
}

/// Shared by the check and its twin, and kept for the process once a run decided every search: a
/// run cut short (a deadline or a timeout) keeps nothing, and the next run computes it again.
RelabelInstances relabel_instances() {
  static KeptOnceDecided<RelabelInstances> kept;
  return kept.get(compute_relabel_instances,
                  [](const RelabelInstances& inst) { return !inst.undecided; });
}

/// The check (within_blocks) or its twin (the early bits sorted across blocks). The shapes of
/// one function and s are decided on one query (early_bits_query_admits on a list).
ClaimOutcome relabelling(bool within_blocks) {
  ClaimOutcome o;
  const RelabelInstances inst = relabel_instances();
  if (inst.failed_search) {
    o.violation = inst.failed_search;
    return o;
  }
  o.undecided = inst.undecided;
  std::map<std::tuple<int, std::uint32_t, int>, std::vector<EarlyBitVerifier>> groups;
  for (const EarlyBitVerifier& v : inst.shapes) {
    const TruthTable g = game_function(v);
    groups[{g.n, g.bits, v.s()}].push_back(v);
  }
  std::uint64_t renamed = 0, early_renamed = 0;
  for (const auto& [key, shapes] : groups) {
    const TruthTable g{std::get<0>(key), std::get<1>(key)};
    // Hypothesis: the query's other rules admit v (no rule on the variables' names).
    const std::vector<proofs::Verdict> other_rules =
        proofs::early_bits_query_admits(g, shapes, proofs::InputOrder::None, smt_timeout_ms);
    std::vector<EarlyBitVerifier> kept, relabelled;
    std::vector<std::vector<int>> renamings;
    for (std::size_t i = 0; i < shapes.size(); ++i) {
      if (other_rules[i] == proofs::Verdict::Unknown) {  // Z3 answered unknown
        o.undecided = true;
        continue;
      }
      if (other_rules[i] == proofs::Verdict::Unsat) {
        ++o.vacuous;
        continue;
      }
      kept.push_back(shapes[i]);
      renamings.push_back(first_reads_order(shapes[i], within_blocks));
      relabelled.push_back(relabel(shapes[i], renamings.back()));
    }
    if (kept.empty()) continue;
    const std::vector<proofs::Verdict> admitted = proofs::early_bits_query_admits(
                                           g, relabelled, proofs::InputOrder::AsF, smt_timeout_ms),
                                       as_they_were = proofs::early_bits_query_admits(
                                           g, kept, proofs::InputOrder::AsF, smt_timeout_ms);
    for (std::size_t i = 0; i < kept.size(); ++i) {
      const EarlyBitVerifier &v = kept[i], &c = relabelled[i];
      const std::vector<int>& to = renamings[i];
      const auto moved = [&](int from, int end) {
        for (int u = from; u < end; ++u)
          if (to[static_cast<std::size_t>(u)] != u) return true;
        return false;
      };
      const bool early_moved = moved(v.n, v.n + v.s()), any_moved = moved(0, v.n) || early_moved;
      // The renamed shape computes f (decided without Z3, so before an unknown answer counts)
      // and is admitted; v itself is admitted exactly when it is already in the order of its
      // first reads (the rule cuts every other naming; the twin claims only the first part).
      const bool changed = game_function(c) != g;
      if (!changed && (admitted[i] == proofs::Verdict::Unknown ||
                       (within_blocks && as_they_were[i] == proofs::Verdict::Unknown))) {
        o.undecided = true;  // Z3 answered unknown
        continue;
      }
      const bool admits_as_it_was = as_they_were[i] == proofs::Verdict::Sat;
      if (changed || admitted[i] == proofs::Verdict::Unsat ||
          (within_blocks && admits_as_it_was == any_moved)) {
        o.violation = describe(g);
        (*o.violation)["early_bit_verifier"] = to_string(v);
        (*o.violation)["relabelled"] = to_string(c);
        (*o.violation)["relabelled_function"] = to_string(game_function(c));
        if (admitted[i] != proofs::Verdict::Unknown)  // left out when Z3 answered unknown
          (*o.violation)["admitted"] = admitted[i] == proofs::Verdict::Sat;
        (*o.violation)["renamed"] = any_moved;
        if (as_they_were[i] != proofs::Verdict::Unknown)
          (*o.violation)["admitted_as_it_was"] = admits_as_it_was;
        if (game_function(c) != g) {
          // `debref judge` on the renamed shape's debate (docs/FORMATS.md, family "dqc") refuses
          // it for f.
          const Debate d = early_bit_debate(c);
          (*o.violation)["relabelled_debate_accepted"] = validate(d, g).valid;
          set_replay(*o.violation,
                     "debref judge " + explore::file_arg(json{{"family", "dqc"},
                                                              {"truth_table", to_string(g)},
                                                              {"rounds", d.k},
                                                              {"verifier", d.tree.to_string(g.n)}}),
                     "/debate/accepted", validate(d, g).valid);
        }
        return o;
      }
      ++o.instances;
      o.slack(Rational(0), [&] {
        return json{{"truth_table", to_string(g)}, {"early_bit_verifier", to_string(v)}};
      });
      renamed += any_moved;
      early_renamed += early_moved;
    }
  }
  o.detail = std::to_string(o.instances) +
             " shapes of symmetric functions that the query's other rules admit, each renamed "
             "in the order of its first reads and admitted by the query (" +
             std::to_string(renamed) + " renamed, " + std::to_string(early_renamed) +
             " of them in their early bits, none admitted as it was; the others admitted as "
             "they were); " +
             std::to_string(o.vacuous) + " shapes the other rules do not admit";
  return o;
}

}  // namespace

ClaimOutcome early_bits_relabelling() {
  return relabelling(true);
}

ClaimOutcome twin_early_bits_relabel_across_owners() {
  return relabelling(false);
}

}  // namespace debref::dqc
