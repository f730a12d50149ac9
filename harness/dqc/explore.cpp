// The dqc family's catalogue (seed 002). Instances: every Boolean function f on n = 1..3
// variables (size s = n), truth tables in increasing bit order (bit i = f(i), CLI order).
// - circuit: Thm 5 needs the formula C_f to compute f; the mutant builds the KW debate from a
//   minimum-depth formula of a Hamming neighbour g of f (g = f with one input flipped, inputs in
//   order) and validates it for f (eq. (1), (2)).
// - queries: DQC(f) is the least l with a valid debate (Def. 1); the mutant grants the verifier
//   DQC(f) - 1 queries: Z3 must find no depth-(DQC - 1) verifier with 2^l - 1 rounds (Lemma 3),
//   UNSAT, agreeing with the exhaustive search.
#include "harness/core/explore.hpp"

#include <functional>
#include <map>

#include "harness/dqc/family.hpp"
#include "harness/dqc/json.hpp"
#include "proofs/dqc/queries.hpp"
#include "reference/dqc/circuit.hpp"
#include "reference/dqc/search.hpp"

namespace debref::explore {

namespace {

using nlohmann::json;

/// Searches sizes s = n = 1..max_size in order; `search_n` stops the search by returning true
/// once it has recorded a finding in r.
SearchResult by_size(std::uint64_t max_size, const Shard& shard,
                     const std::function<bool(SearchResult& r, std::uint64_t size)>& search_n) {
  SearchResult r;
  r.shard = shard;
  r.max_size = max_size;
  for (std::uint64_t size = 1; size <= max_size; ++size)
    if (search_n(r, size)) break;
  return r;
}

/// seed 002 Thm 5 on the wrong circuit: the first (f, g) in size / bit order whose KW debate
/// from g's formula is not a valid debate for f.
SearchResult wrong_circuit(std::uint64_t max_size, std::uint64_t, const Shard& shard) {
  return by_size(max_size, shard, [](SearchResult& r, std::uint64_t size) {
    const int n = static_cast<int>(size);
    const dqc::MinDepth md = dqc::min_depth_formulas(n);
    for (std::uint32_t bits = 0; bits < (1U << (1U << n)); ++bits) {
      const dqc::TruthTable f{n, bits};
      for (std::uint32_t flip = 0; flip < (1U << n); ++flip) {
        if (!r.visit()) continue;
        const dqc::TruthTable g{n, bits ^ (1U << flip)};
        const dqc::Formula formula = md.formula(g.bits);
        const dqc::Debate d = dqc::kw_debate(formula, n);
        ++r.drop_instances;  // g != f: the formula never computes f
        const dqc::Validity v = dqc::validate(d, f);
        if (v.valid) continue;
        const std::uint32_t x = *v.failing_x;
        const bool value = dqc::game_value(d, x);
        Finding found;
        found.counterexample = {{"truth_table", dqc::to_string(f)},
                                {"kw_formula_of", dqc::to_string(g)},
                                {"formula", formula.to_string(n)},
                                {"verifier", d.tree.to_string(n)},
                                {"rounds", d.k},
                                {"x", dqc::input_string(x, n)}};
        // The game value must equal f(x); the failing side is written lhs >= rhs.
        if (value) {
          found.inequality = "f(x) >= game value (eq. (2): Prover 0 wins when f(x) = 0)";
          found.lhs = Rational(f(x) ? 1 : 0);
          found.rhs = Rational(1);
        } else {
          found.inequality = "game value >= f(x) (eq. (1): Prover 1 wins when f(x) = 1)";
          found.lhs = Rational(0);
          found.rhs = Rational(f(x) ? 1 : 0);
        }
        found.hypothesis = "the formula " + formula.to_string(n) +
                           " computes g = " + dqc::to_string(g) + ", not f = " + dqc::to_string(f) +
                           " (they differ at x = " + dqc::input_string(flip, n) + ")";
        found.replay = "debref dqc --truth-table " + dqc::to_string(f) + " --kw-formula-of " +
                       dqc::to_string(g);
        found.size = size;
        r.found(found);
        return true;
      }
    }
    return false;
  });
}

/// seed 002 Def. 1 with one query fewer: the first f (size / bit order, DQC(f) >= 1) for which
/// Z3 refutes l = DQC(f) - 1 (UNSAT with k = 2^l - 1), confirmed by the exhaustive search.
SearchResult fewer_queries(std::uint64_t max_size, std::uint64_t, const Shard& shard) {
  return by_size(max_size, shard, [](SearchResult& r, std::uint64_t size) {
    const int n = static_cast<int>(size);
    std::map<int, dqc::Level> cache;
    for (std::uint32_t bits = 0; bits < (1U << (1U << n)); ++bits) {
      if (!r.visit()) continue;
      const dqc::TruthTable f{n, bits};
      const dqc::DqcResult exact = dqc::compute_dqc(f, 3, &cache);
      if (!exact.dqc || *exact.dqc == 0) continue;  // l = -1 is no verifier: vacuous
      ++r.drop_instances;
      const int l = *exact.dqc - 1;
      const int k = (1 << l) - 1;
      const proofs::Outcome out = proofs::solve(proofs::dqc_query(f, l, k), 60000);
      if (out.verdict != proofs::Verdict::Unsat) continue;  // not refuted: nothing shown
      Finding found;
      found.counterexample = {{"truth_table", dqc::to_string(f)},
                              {"l", l},
                              {"rounds", k},
                              {"z3", "unsat"},
                              {"exhaustive_refuted_l", exact.refuted}};
      found.inequality = "queries l >= DQC(f) (Def. 1: no valid (k, l)-debate below DQC)";
      found.lhs = Rational(l);
      found.rhs = Rational(*exact.dqc);
      found.hypothesis = "the verifier gets DQC(f) - 1 = " + std::to_string(l) +
                         " queries: no depth-" + std::to_string(l) + " verifier with " +
                         std::to_string(k) + " rounds has game value f(x) for every x (Z3 UNSAT, " +
                         "exhaustive search agrees)";
      found.replay = "debref dqc --truth-table " + dqc::to_string(f) + " --max-l " +
                     std::to_string(l) + " --method smt";
      found.size = size;
      r.found(found);
      return true;
    }
    return false;
  });
}

}  // namespace

std::vector<Entry> dqc_entries() {
  Entry c;
  c.family = "dqc";
  c.name = "circuit";
  c.hypothesis =
      "C_f computes f (the KW debate built from a formula of g = f with one input "
      "flipped)";
  c.theorem = "seed 002 Thm 5";
  c.size_measure = "s = n = 1..3 variables; f in bit order, g = f flipped at x = 0, 1, ...";
  c.default_max_size = 3;
  c.largest_max_size = 3;
  c.search = wrong_circuit;
  Entry q;
  q.family = "dqc";
  q.name = "queries";
  q.hypothesis = "l >= DQC(f) (a verifier with DQC(f) - 1 queries)";
  q.theorem = "seed 002 Def. 1 (DQC is the least l; Lemma 3: k = 2^l - 1 rounds suffice)";
  q.size_measure = "s = n = 1..3 variables; f in bit order, DQC(f) >= 1";
  q.default_max_size = 3;
  q.largest_max_size = 3;
  q.search = fewer_queries;
  return {c, q};
}

}  // namespace debref::explore
