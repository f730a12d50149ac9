#include "reference/dqc/np.hpp"

#include <algorithm>
#include <utility>

namespace debref::dqc {

std::vector<NpMap> np_maps(int n) {
  std::vector<int> perm;
  for (int j = 0; j < n; ++j) perm.push_back(j);
  std::vector<NpMap> maps;
  do {
    for (std::uint32_t neg = 0; neg < (1U << n); ++neg) maps.push_back(NpMap{perm, neg});
  } while (std::next_permutation(perm.begin(), perm.end()));
  return maps;
}

std::uint32_t np_apply(int n, const NpMap& t, std::uint32_t x) {
  std::uint32_t y = 0;
  for (int j = 0; j < n; ++j) {
    const bool bit =
        input_bit(n, x, t.perm[static_cast<std::size_t>(j)] + 1) != ((t.neg >> j) & 1U);
    if (bit) y |= 1U << (n - 1 - j);
  }
  return y;
}

TruthTable np_compose(const TruthTable& g, const NpMap& t) {
  TruthTable f{g.n, 0};
  for (std::uint32_t x = 0; x < (1U << g.n); ++x)
    if (g(np_apply(g.n, t, x))) f.bits |= 1U << x;
  return f;
}

Debate np_transport(const Debate& d, const NpMap& t) {
  Debate out = d;
  for (TreeNode& node : out.tree.nodes) {
    if (node.var < 0 || node.var >= d.n) continue;
    const int j = node.var;  // x'_{j+1} = x_{perm[j]+1} XOR neg_j
    node.var = x_var(t.perm[static_cast<std::size_t>(j)] + 1);
    if ((t.neg >> j) & 1U) std::swap(node.child[0], node.child[1]);
  }
  return out;
}

TruthTable np_representative(const TruthTable& f) {
  TruthTable rep = f;
  for (const NpMap& t : np_maps(f.n)) {
    const TruthTable g = np_compose(f, t);
    if (g.bits < rep.bits) rep = g;
  }
  return rep;
}

}  // namespace debref::dqc
