// Source: seed 000 Lemma A.5 over Fig. 2: the bounding problem shared by the branch and bound of
// completeness.cpp and the node-by-node decision of completeness_nodes.cpp (internal header).
#pragma once

#include <algorithm>
#include <array>
#include <map>
#include <optional>
#include <tuple>
#include <vector>

#include "reference/pe/completeness.hpp"

namespace debref::pe::detail {

// One internal node y^k of the decomposition and where its entries sit in a Box.
struct Site {
  const Node* node = nullptr;
  Path path;
  int k = 0, q = 0, offset = 0;
  std::vector<Rational> g;  // correct answers of the children (Def. 5.1)
  std::vector<int> child;   // site index of each child, -1 for a leaf
};

struct Problem {
  Rational eps, r;
  int dir = 1;  // the root's direction on the active side: A^d = 2c - 1 (eq. 13)
  std::vector<Site> sites;
  std::vector<Rational> rk;  // r^k
  int entries = 0;

  Problem(const Node& root, const Rational& e, const Rational& ratio, int claim)
      : eps(e), r(ratio), dir(2 * claim - 1) {
    Path path;
    add(root, path, depth(root));
    for (int k = 0; k <= depth(root); ++k) rk.push_back(power(r, k));
  }

  int add(const Node& n, Path& path, int k) {
    if (n.leaf()) return -1;
    const int id = static_cast<int>(sites.size());
    sites.push_back({&n, path, k, width(n), entries, {}, {}});
    entries += pe::entries(width(n));
    for (int i = 0; i < width(n); ++i) {
      path.push_back(i);
      const int c = add(n.children[i], path, k - 1);
      path.pop_back();
      sites[id].g.push_back(correct(n.children[i]));
      sites[id].child.push_back(c);
    }
    return id;
  }

  // Lower bound over p in `in` of the value of child i of `s` at B's probability p (Fig. 2
  // steps 1-5 one level down): A^{k-1}(p) r^{k-1} (E[M_D] - p) + (its own continuation), with
  // A^{k-1}(p) = +1 below g - eps, -1 above g + eps, 0 between (eq. 13, boundaries included).
  // `low[c][dir + 1]` is the lower bound of dir r^{k-1} E[M_D] + continuation on child site c.
  // Empty when `in` is.
  std::optional<Rational> child_value(const Site& s, int i, const Interval& in,
                                      const std::vector<std::array<Rational, 3>>& low) const {
    const Rational& g = s.g[i];
    const Rational& rc = rk[s.k - 1];
    auto base = [&](int d) {
      const int c = s.child[i];
      return c < 0 ? Rational(d * s.node->children[i].oracle) : low[c][d + 1];
    };
    std::optional<Rational> best;
    auto take = [&best](const Rational& v) {
      if (!best || v < *best) best = v;
    };
    if (in.hi < in.lo || (in.lo == in.hi && (in.lo_open || in.hi_open))) return best;
    if (in.lo < g - eps) take(base(1) - rc * std::min(in.hi, Rational(g - eps)));
    if (in.hi > g + eps) take(base(-1) + rc * std::max(in.lo, Rational(g + eps)));
    const bool below = in.hi < g - eps || (in.hi == g - eps && in.hi_open);
    const bool above = in.lo > g + eps || (in.lo == g + eps && in.lo_open);
    if (!below && !above) take(base(0));
    return *best;
  }

  // low[s][dir + 1] = a lower bound over the box of sum_z P_B[z] (dir r^k M_D(z) + value of
  // child j(z) at b_j(z)): the path probabilities are minimised exactly (multilinear: an
  // endpoint per entry, prefix by prefix), A's choices over every choice possible in the box.
  // `vertex` (optional) receives the box corner the minimisation picked (root: its direction;
  // other nodes: direction 0), a likely minimiser of T to try as a counterexample.
  std::vector<std::array<Rational, 3>> lower(const Box& box,
                                             std::vector<Rational>* vertex = nullptr) const {
    std::vector<std::array<Rational, 3>> low(sites.size());
    for (int id = static_cast<int>(sites.size()) - 1; id >= 0; --id)
      low[id] = site_lower(id, box, sites[id].offset, low, vertex, id == 0 ? dir : 0);
    return low;
  }

  // One site's low[id] (above) with its entries at box[offset ..] and its internal children's
  // lower bounds taken from `low`; `vertex` receives the corner for direction `vertex_dir`.
  std::array<Rational, 3> site_lower(int id, const Box& box, int offset,
                                     const std::vector<std::array<Rational, 3>>& low,
                                     std::vector<Rational>* vertex, int vertex_dir) const {
    const Site& s = sites[id];
    const unsigned paths = 1u << s.q;
    std::vector<Rational> h(paths);
    for (unsigned z = 0; z < paths; ++z) {
      std::vector<const Interval*> in(s.q);
      std::vector<Rational> dlo(s.q);  // inf |b_i - g_i| over the box, not attained if dopen
      std::vector<bool> dopen(s.q, false);
      for (int i = 0; i < s.q; ++i) {
        in[i] = &box[offset + (1 << i) - 1 + (z & ((1u << i) - 1))];
        const Interval& x = *in[i];
        const Rational& g = s.g[i];
        if (g < x.lo) {
          dlo[i] = x.lo - g, dopen[i] = x.lo_open;
        } else if (g > x.hi) {
          dlo[i] = g - x.hi, dopen[i] = x.hi_open;
        } else {
          dlo[i] = 0, dopen[i] = (g == x.lo && x.lo_open) || (g == x.hi && x.hi_open);
        }
      }
      std::optional<Rational> best;
      for (int j = 0; j < s.q; ++j) {
        // Lemma A.5: j = argmax_i |b_i - g(y_i)|, ties to the smallest i. So j needs
        // |b_j - g_j| >= m (> m when an earlier i, or an i only approaching m, sets m): b_j in
        // the two tails.
        Rational m = 0;
        bool strict = false;
        for (int i = 0; i < s.q; ++i) {
          if (i == j) continue;
          if (dlo[i] > m) m = dlo[i], strict = false;
          if ((i < j || dopen[i]) && dlo[i] == m) strict = true;
        }
        const Interval& x = *in[j];
        const Rational& g = s.g[j];
        std::vector<Interval> tails;
        if (m == 0 && !strict) {
          tails.push_back(x);
        } else {
          Interval lower = x, upper = x;
          if (x.hi >= g - m) lower.hi_open = x.hi > g - m ? strict : x.hi_open || strict;
          if (x.hi > g - m) lower.hi = g - m;
          if (x.lo <= g + m) upper.lo_open = x.lo < g + m ? strict : x.lo_open || strict;
          if (x.lo < g + m) upper.lo = g + m;
          tails = {lower, upper};
        }
        for (const Interval& t : tails)
          if (auto v = child_value(s, j, t, low); v && (!best || *v < *best)) best = v;
      }
      h[z] = *best;
    }
    std::array<Rational, 3> out;
    for (int d = -1; d <= 1; ++d) {
      std::vector<Rational> v(paths);
      for (unsigned z = 0; z < paths; ++z) v[z] = Rational(d * s.node->table[z]) * rk[s.k] + h[z];
      for (int i = s.q - 1; i >= 0; --i)
        for (unsigned pre = 0; pre < (1u << i); ++pre) {
          const Interval& x = box[offset + (1 << i) - 1 + pre];
          const Rational& one = v[pre | (1u << i)];
          const Rational& zero = v[pre];
          Rational at_lo = x.lo * one + (1 - x.lo) * zero, at_hi = x.hi * one + (1 - x.hi) * zero;
          if (vertex && d == vertex_dir)
            (*vertex)[offset + (1 << i) - 1 + pre] = at_lo <= at_hi ? x.lo : x.hi;
          v[pre] = std::min(at_lo, at_hi);
        }
      out[d + 1] = v[0];
    }
    return out;
  }

  Estimator at(const Box& box, const Rational& pd) const {
    Estimator b;
    b.initial = pd;
    for (const Site& s : sites) {
      CondTable t = constant_table(s.q, 0);
      for (int i = 0; i < s.q; ++i)
        for (unsigned pre = 0; pre < (1u << i); ++pre)
          t[i][pre] = box[s.offset + (1 << i) - 1 + pre].lo;
      b.tables[s.path] = t;
    }
    return b;
  }

  // The entry to split: one whose interior holds its child's g +- eps (A's direction changes
  // there: split into [lo, cut), {cut}, (cut, hi]), else bisect the widest weighted by the
  // largest probability of reaching it in its node. Returns (entry, cut, at a threshold).
  std::tuple<int, Rational, bool> split(const Box& box, int only = -1) const {
    int pick = -1;
    Rational weight = -1, at;
    for (int id = 0; id < static_cast<int>(sites.size()); ++id) {
      if (only >= 0 && id != only) continue;
      const Site& s = sites[id];
      const int offset = only >= 0 ? 0 : s.offset;
      for (int i = 0; i < s.q; ++i)
        for (unsigned pre = 0; pre < (1u << i); ++pre) {
          const int e = offset + (1 << i) - 1 + static_cast<int>(pre);
          const Interval& x = box[e];
          for (const Rational& cut : {Rational(s.g[i] - eps), Rational(s.g[i] + eps)})
            if (x.lo < cut && cut < x.hi) return {e, cut, true};
          Rational reach = 1;
          for (int l = 0; l < i; ++l) {
            const Interval& y = box[offset + (1 << l) - 1 + (pre & ((1u << l) - 1))];
            reach *= ((pre >> l) & 1u) ? y.hi : Rational(1 - y.lo);
          }
          Rational w = reach * (x.hi - x.lo);
          if (w > weight) weight = w, pick = e, at = (x.lo + x.hi) / 2;
        }
    }
    return {pick, at, false};
  }
};

/// The node-by-node decision (completeness_nodes.cpp, docs/PE.md): each internal non-root site's
/// constants phi(a) by its own branch and bound (equal subtrees share them), then the root's
/// branch and bound over its own entries. Proved: T >= tau for every table. Refuted: `witness`
/// (every table, absolute paths) has T = `residual` < tau. Unknown: not decided within three
/// rounds (each tightening the sites' tolerance 16-fold) or `max_boxes` boxes in all.
struct NodeDecision {
  CompletenessDecision::Verdict verdict = CompletenessDecision::Verdict::Unknown;
  std::map<Path, CondTable> witness;
  Rational residual, lower;
  long boxes = 0;
};
/// Boxes per search of one site (one direction) in one round.
inline constexpr long kNodeBoxes = 4000;
NodeDecision decide_by_nodes(const Problem& p, const Rational& tau, long max_boxes);

}  // namespace debref::pe::detail
