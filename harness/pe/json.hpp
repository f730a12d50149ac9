// Source: docs/FORMATS.md "Decomposition and estimator" and docs/PE.md. Every JSON form of the pe
// family (seed 000 Def. 5.1's decomposition, Fig. 2's estimator B and prover A as tables, the
// Sec. 7 table): one parser and one printer each, shared by the checks' counterexamples,
// `debref pe`, `debref judge`, the explorer, the vectors and the fuzz targets. A parser throws
// InputError naming the field and its allowed range.
#pragma once

#include <map>
#include <nlohmann/json.hpp>
#include <string>
#include <vector>

#include "reference/pe/debate.hpp"
#include "reference/pe/obfuscation.hpp"

namespace debref::pe {

/// The largest decomposition `parse_decomposition` accepts.
constexpr int kMaxDepth = 4;
constexpr int kMaxWidth = 3;

/// A node's path as its key: child indices from the root ("" for the root, "01", ...).
std::string path_key(const Path& p);

/// M_D as its truth-table string: character i is M_D at the z whose bits z_1..z_q spell i in
/// binary ("0001" is AND, "0010" is z_1 AND NOT z_2; docs/FORMATS.md "Conventions").
std::string table_string(const std::vector<int>& table);

/// A conditional-probability table: row i holds B_i(z_<i) at each prefix z_1..z_{i-1} in binary
/// order (z_1 most significant), rationals as strings.
nlohmann::json table_json(const CondTable& t);

/// seed 000 Def. 5.1 as JSON: {"truth_table": "0001", "children": [...]} for an internal node or
/// {"oracle": P} for a leaf.
nlohmann::json decomposition_json(const Node& node);

/// The inverse of decomposition_json: uniform depth <= kMaxDepth, width 1..kMaxWidth.
Node parse_decomposition(const nlohmann::json& j);

/// seed 000 Fig. 2's B: {"initial": p_d, "estimate_tables": {"<path>": table}}, one per internal
/// node (root path "").
nlohmann::json estimator_json(const Estimator& b);

/// The inverse of estimator_json for the internal nodes of `root` (each table shaped by its
/// node's width).
Estimator parse_estimator(const nlohmann::json& j, const Node& root);

/// seed 000 Fig. 2's A as a table: {"claim": 0|1, "directions": {"<path>": -1|0|1} for every
/// node, "recurse_table": {"<path>": j | [j for each z]} for every internal node} (j 0-based, z in
/// binary order); the form of the pe.soundness check's provers. In memory, `recurse` is indexed by
/// the reference layer's z = sum z_i 2^(i-1).
struct ProverTable {
  int claim = 1;
  std::map<Path, int> direction;
  std::map<Path, std::vector<int>> recurse;  // one entry (any z) or 2^q entries (by z)
  int recursion(const Path& p, unsigned z) const {
    const std::vector<int>& j = recurse.at(p);
    return j.size() == 1 ? j[0] : j[z];
  }
};

/// A's table for the nodes of `root` (the judge's "prover" field).
ProverTable parse_prover(const nlohmann::json& j, const Node& root);

/// The Sec. 7 side-by-side table as `debref pe --obfuscation` prints it.
nlohmann::json obfuscation_json(const std::vector<ObfuscationRow>& rows);

}  // namespace debref::pe
