#include "reference/dqc/np.hpp"

#include <algorithm>
#include <stdexcept>
#include <utility>

#include "reference/dqc/npn_sets.hpp"

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

namespace debref::dqc {

Debate negate_debate(const Debate& d) {
  std::vector<int> read;  // message variables read, in transcript order
  for (int v : d.tree.queried())
    if (v >= d.n) read.push_back(v);
  Debate out{d.n, static_cast<int>(read.size()), d.tree};
  for (TreeNode& node : out.tree.nodes) {
    if (node.var < 0) {
      node.value = !node.value;
      continue;
    }
    if (node.var < d.n) continue;
    const int t =
        static_cast<int>(std::lower_bound(read.begin(), read.end(), node.var) - read.begin()) + 1;
    const bool was_alpha = (node.var - d.n) % 2 == 0;
    node.var = was_alpha ? beta_var(d.n, t) : alpha_var(d.n, t);
  }
  return out;
}

NpnClasses npn_classes(int n) {
  if (n < 0 || n > 4) throw std::invalid_argument("npn_classes: n in 0..4");
  const NpnSets& sets = npn_sets(n);  // the one class table (npn_sets.hpp)
  NpnClasses c;
  c.n = n;
  c.maps = np_maps(n);
  const std::size_t count = sets.tables();
  c.representative.resize(count);
  c.map_index.resize(count);
  c.negated.resize(count);
  for (std::size_t f = 0; f < count; ++f) {
    const auto table = static_cast<std::uint16_t>(f);
    const auto [t, negated] = sets.from_representative_map(table);
    c.representative[f] = sets.representative(table);
    c.map_index[f] = static_cast<std::uint32_t>(t);
    c.negated[f] = negated;
  }
  c.representatives = sets.representatives();
  return c;
}

Debate npn_transport(const NpnClasses& c, std::uint32_t f, const Debate& for_representative) {
  const Debate d = np_transport(for_representative, c.maps.at(c.map_index.at(f)));
  return c.negated[f] ? negate_debate(d) : d;
}

}  // namespace debref::dqc
