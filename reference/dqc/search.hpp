// Source: seed 002 Def. 1 (DQC(f) = the least l with a (k, l)-debate for f), Lemma 3 (k <= 2^l
// suffices), Cor. 4 (DQC(f) >= log2 n'). Exact DQC by exhaustive search: every verifier tree of
// depth <= l over x_1..x_n and K = 2^l - 1 rounds (a depth-l tree has at most 2^l - 1 inner nodes,
// so by Lemma 3's elimination, which keeps the game value, K rounds lose no debate), every
// function of those variables computable by such a tree is enumerated once (deduplicated), and its
// game function x -> min max ... V(x, α, β) is computed exactly.
#pragma once

#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <vector>

#include "reference/dqc/debate.hpp"

namespace debref::dqc {

/// Largest l searched exhaustively (l = 3 over 17+ variables is out of reach).
inline constexpr int max_exhaustive_l = 2;

/// Every game function of n variables realised by some depth-<= l verifier with 2^l - 1 rounds,
/// each with one witness debate (k = 2^l - 1, not yet compacted).
struct Level {
  int n = 0, l = 0, k = 0;
  std::uint64_t verifier_functions = 0;  // distinct verifier functions V enumerated
  std::map<std::uint32_t, Tree> games;   // game function bits -> witness verifier tree
};
Level exhaustive_level(int n, int l);  // n <= 5, l <= max_exhaustive_l

struct DqcResult {
  TruthTable f;
  std::optional<int> dqc;  // exact when every l below it was refuted exhaustively
  int lower = 0;           // largest l such that every l' < l is refuted (DQC >= lower)
  int upper = 0;           // the certificate's queries
  int cor4_bound = 0;      // ceil(log2 n') (seed 002 Cor. 4), n' = relevant variables
  int decision_tree_depth = 0;
  Debate certificate;              // rounds compacted by Lemma 3 elimination
  Strategies strategies;           // honest strategies of the certificate
  bool certificate_valid = false;  // re-verified by validate() and verify_strategies()
  std::vector<int> refuted;        // each l exhaustively shown to have no debate
  std::string refutation;          // what was enumerated to rule out every l < lower
};

/// Exact DQC(f) (seed 002 Def. 1) with l searched up to max_l: the depth-D(f) decision tree is a
/// (0, D(f))-debate, the upper bound when nothing below it is found; for n <= 3 levels l < D(f)
/// are searched exhaustively (l <= max_exhaustive_l; `levels` caches exhaustive_level(n, l)
/// across calls), for n = 4 every l <= 3 by the reduced search of reduced.hpp (docs/DQC.md).
DqcResult compute_dqc(const TruthTable& f, int max_l, std::map<int, Level>* levels = nullptr);

/// The n = 4 reduced search (reduced_search(4, 3, 3), docs/DQC.md), computed once per process.
struct ReducedSearch;
const ReducedSearch& reduced_search_n4();

/// r's certificate from `found`, a debate for r.f: honest strategies, rounds compacted by Lemma 3,
/// re-verified by validate and verify_strategies; r.dqc is set when r.lower meets its depth.
void certify(DqcResult& r, const Debate& found);

/// Every f: {0,1}^n -> {0,1}, in truth-table order.
std::vector<TruthTable> all_functions(int n);

/// compute_dqc(f, 3) of every f on n variables (n <= 4), in truth-table order; n = 4 on up to
/// hardware_concurrency() threads (at most 8).
std::vector<DqcResult> compute_table(int n);
/// compute_table(n), computed once per process.
const std::vector<DqcResult>& dqc_table(int n);

}  // namespace debref::dqc
