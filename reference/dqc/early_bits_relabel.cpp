// Source: seed 002 eq. (1), (2). See early_bits_relabel.hpp and docs/DQC.md "The Z3 query".
#include "reference/dqc/early_bits_relabel.hpp"

#include <algorithm>
#include <numeric>
#include <stdexcept>
#include <utility>

namespace debref::dqc {

EarlyBitVerifier relabel(const EarlyBitVerifier& v, const std::vector<int>& to) {
  const int vars = v.n + v.s();
  if (static_cast<int>(to.size()) != vars)
    throw std::invalid_argument("relabel: the renaming must have n + s entries");
  std::vector<bool> hit(static_cast<std::size_t>(vars), false);
  for (int u = 0; u < vars; ++u) {
    const int t = to[static_cast<std::size_t>(u)];
    if (t < 0 || t >= vars || hit[static_cast<std::size_t>(t)])
      throw std::invalid_argument("relabel: the renaming must be a permutation of 0..n+s-1");
    if ((u < v.n) != (t < v.n))
      throw std::invalid_argument("relabel: inputs must go to inputs, early bits to early bits");
    hit[static_cast<std::size_t>(t)] = true;
  }
  const auto name = [&](int u) { return u < 0 ? u : to[static_cast<std::size_t>(u)]; };
  EarlyBitVerifier out = v;
  for (EarlySide& side : out.side) {
    if (side.kind == EarlySide::Kind::Query) side.var = name(side.var);
    for (EarlyDepth2* t : {&side.lo, &side.hi}) {
      t->var = name(t->var);
      t->lo.var = name(t->lo.var);
      t->hi.var = name(t->hi.var);
    }
  }
  return out;
}

std::vector<int> block_of(const EarlyBitVerifier& v) {
  std::vector<int> block;
  for (int k = 0; k < v.s(); ++k)
    block.push_back(k == 0 ? 0
                           : block.back() + (v.early[static_cast<std::size_t>(k)] !=
                                             v.early[static_cast<std::size_t>(k - 1)]));
  return block;
}

std::vector<int> first_reads(const EarlyBitVerifier& v) {
  std::vector<int> first(static_cast<std::size_t>(v.n + v.s()), -1);
  int position = 0;
  const auto read = [&](int u) {
    if (u >= 0 && first[static_cast<std::size_t>(u)] < 0)
      first[static_cast<std::size_t>(u)] = position;
    ++position;
  };
  for (const EarlySide& side : v.side) {
    read(side.kind == EarlySide::Kind::Query ? side.var : -1);
    for (const EarlyDepth2& t : {side.lo, side.hi}) {
      read(t.var);
      read(t.lo.var);
      read(t.hi.var);
    }
  }
  return first;
}

std::vector<int> first_reads_order(const EarlyBitVerifier& v, bool within_blocks) {
  const std::vector<int> first = first_reads(v), block = block_of(v);
  const auto key = [&](int u) {  // never read: after every read one, in the variables' order
    const int f = first[static_cast<std::size_t>(u)];
    return std::pair{f < 0, f < 0 ? u : f};
  };
  // Sort each group (the inputs; the early bits of a block, or all of them) by first read; the
  // i-th of a group in that order takes the group's i-th name.
  std::vector<int> to(first.size());
  const auto sort_group = [&](std::vector<int> group) {
    std::vector<int> names = group;
    std::stable_sort(group.begin(), group.end(), [&](int a, int b) { return key(a) < key(b); });
    for (std::size_t i = 0; i < group.size(); ++i)
      to[static_cast<std::size_t>(group[i])] = names[i];
  };
  std::vector<int> inputs(static_cast<std::size_t>(v.n));
  std::iota(inputs.begin(), inputs.end(), 0);
  sort_group(inputs);
  for (int k = 0; k < v.s();) {
    int end = k + 1;
    while (end < v.s() && (!within_blocks || block[static_cast<std::size_t>(end)] ==
                                                 block[static_cast<std::size_t>(k)]))
      ++end;
    std::vector<int> group;
    for (int j = k; j < end; ++j) group.push_back(v.n + j);
    sort_group(group);
    k = end;
  }
  return to;
}

EarlyBitVerifier first_reads_in_order(const EarlyBitVerifier& v) {
  return relabel(v, first_reads_order(v));
}

}  // namespace debref::dqc
