// Source: docs/DQC.md "The 5-variable frontier" and "Early bits" (seed 002 Def. 1, Cor. 4): the
// JSON and text forms of reference/dqc/frontier.hpp's rows, for `debref dqc --frontier 5` and
// `--truth-table` of length 32, with the Z3 early-bit search (F4) on the open rows.
#pragma once

#include <functional>
#include <nlohmann/json.hpp>
#include <ostream>
#include <string>
#include <vector>

#include "proofs/dqc/early_bits_search.hpp"
#include "reference/dqc/frontier.hpp"

namespace debref::dqc {

/// One row: bounds, reasons, the certificate and whether it re-verified.
nlohmann::json frontier_json(const FrontierRow& r);

/// (F4) of docs/DQC.md "Early bits": with max_s >= 1, every row (F1)-(F3) leave open is searched
/// by Z3 for a depth-4 verifier with at most max_s early bits (s = 1, 2, ... until SAT; a
/// refutation is shared by the functions of one NPN class); timeout_ms per query.
struct EarlyBitsRun {
  int max_s = 0;
  unsigned timeout_ms = 60000;
  proofs::SatBackend backend = proofs::SatBackend::Cadical;
  proofs::EarlyBitsSplit split;  // one query per level, or its owner cubes on `jobs` threads
  int min_s = 1;                 // the first level decided (1..max_s)
  bool check_proofs = false;     // CaDiCaL's UNSAT answers stand only with their proofs checked
  /// Queries refuted by earlier runs, and where this run's refutations are kept (--checkpoint,
  /// harness/dqc/cube_checkpoint.hpp); none when null.
  const proofs::EarlyBitsMemo* memo = nullptr;
  /// Said as a level starts when this shard owns none of its queries (its "unsat" there is over
  /// no query), e.g. "shard 2/2 owns none of the 1 query of level s = 1 of T (...)"; unset: not
  /// said. A row answered by an earlier row of its class starts no level and says nothing.
  std::function<void(const std::string&)> notice;
};

/// A row's bounds after its early-bit search: upper 4 with the found verifier's debate as the
/// certificate (re-verified) when the search found one, lower 5 when it is complete ((L6) of
/// docs/DQC.md: every s up to f's bound UNSAT, so no depth-4 verifier); unchanged otherwise.
void apply_early_bits(FrontierRow& r, const proofs::EarlyBitsSearch& s, proofs::SatBackend backend);

/// v_0..v_n of a symmetric function f(x) = v_{|x|} (docs/DQC.md "The 5-variable frontier"): v_w
/// = f at the inputs of weight w (the last such input read).
std::string value_vector(const TruthTable& f);

/// The rows of `functions` as {"n": 5, "functions": [...], "exact": count, "open": [...]} and a
/// text table; `symmetric` adds each row's value vector v_0..v_5. `unknown` is set when an
/// early-bit query timed out.
nlohmann::json frontier(const std::vector<TruthTable>& functions, bool symmetric,
                        const EarlyBitsRun& early, std::ostream& text, bool& unknown);

}  // namespace debref::dqc
