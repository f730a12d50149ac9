#include "harness/dqc/instances.hpp"

#include <map>
#include <mutex>

namespace debref::dqc {

Debate pad_rounds(const Debate& d) {
  Debate p = d;
  p.k = 2 * d.k;
  for (TreeNode& node : p.tree.nodes)
    if (node.var >= d.n) {
      const int r = (node.var - d.n) / 2 + 1;
      node.var = d.n + 2 * (2 * r - 1) + (node.var - d.n) % 2;
    }
  return p;
}

namespace {

/// n = 4 instances beyond the exhaustive table, truth tables in CLI order: NOR4 = AND of negated
/// literals, AND4, OR4.
const std::vector<std::string> smt_n4 = {"1000000000000000", "0000000000000001",
                                         "0111111111111111"};

}  // namespace

const std::vector<N4Reference>& n4_references() {
  static std::mutex mutex;
  static std::vector<N4Reference> rows;
  std::lock_guard<std::mutex> lock(mutex);
  if (rows.empty()) {
    std::map<int, Level> cache;
    for (const std::string& bits : smt_n4) {
      const TruthTable f = parse_truth_table(bits, 4);
      rows.push_back({compute_dqc(f, 3, &cache),
                      proofs::smt_dqc(f, 3, proofs::DqcEncoding::Minimax, smt_timeout_ms)});
    }
  }
  return rows;
}

}  // namespace debref::dqc
