// Source: seed 000 Lemma A.5 over Fig. 2: the node-by-node decision of completeness_problem.hpp
// (docs/PE.md, "Lemma A.5 by branch and bound", node by node). B's tables at different nodes are
// independent variables, and the parent sees an internal child c only through
// sum_a w_a (a r^{k-1} E[M_D^c] + W_c), w_a >= 0 the probability that A recurses into c with
// direction a. So the infimum over c's subtree is bounded below by per-child constants
// phi_c(a) = inf (a r^{k-1} E[M_D^c] + W_c), each decided once by its own branch and bound
// over c's 2^q - 1 entries, and the root's branch and bound runs over the root's entries only.
#include <functional>
#include <map>
#include <queue>
#include <string>

#include "reference/pe/completeness_problem.hpp"

namespace debref::pe::detail {

namespace {

using Tables = std::map<Path, CondTable>;

// eq. (13)'s direction at correct value g and B's probability b.
int direction(const Rational& g, const Rational& b, const Rational& eps) {
  if (g - b > eps) return 1;
  if (b - g > eps) return -1;
  return 0;
}

// sigma r^k E[M_D] + W at site `id`, every table of its subtree from `t` (absolute paths):
// W = sum_z P[z] (value of child j(z) at b_j(z)), Lemma A.5's j and directions. Exact.
Rational exact_value(const Problem& p, int id, int sigma, const Tables& t) {
  const Site& s = p.sites[id];
  const CondTable& tab = t.at(s.path);
  Rational total = 0;
  for (unsigned z = 0; z < (1u << s.q); ++z) {
    Rational prob = 1;
    std::vector<Rational> b(s.q);
    for (int i = 0; i < s.q; ++i) {
      b[i] = tab[i][z & ((1u << i) - 1)];
      prob *= ((z >> i) & 1u) ? b[i] : Rational(1 - b[i]);
    }
    if (prob == 0) continue;
    int j = 0;
    Rational most = magnitude(b[0] - s.g[0]);
    for (int i = 1; i < s.q; ++i)
      if (magnitude(b[i] - s.g[i]) > most) most = magnitude(b[i] - s.g[i]), j = i;
    const int a = direction(s.g[j], b[j], p.eps);
    Rational child = s.child[j] < 0
                         ? Rational(a * (s.node->children[j].oracle - b[j]))
                         : Rational(exact_value(p, s.child[j], a, t) - a * p.rk[s.k - 1] * b[j]);
    total += prob * (Rational(sigma * s.node->table[z]) * p.rk[s.k] + child);
  }
  return total;
}

// A site's constants: lower bounds of phi(a) for a = -1, 0, 1 and, for each, the subtree's
// tables (absolute paths of this site) of the least value the search met.
struct Summary {
  std::array<Rational, 3> low;
  std::array<Tables, 3> witness;
};

Tables relocate(const Tables& t, const Path& from, const Path& to) {
  Tables out;
  for (const auto& [path, table] : t) {
    Path moved = to;
    moved.insert(moved.end(), path.begin() + static_cast<long>(from.size()), path.end());
    out[moved] = table;
  }
  return out;
}

// The structure of a subtree (tables and oracles), for sharing the constants of equal ones.
std::string key(const Node& n) {
  if (n.leaf()) return "(" + to_string(n.oracle) + ")";
  std::string out = "[";
  for (int v : n.table) out += static_cast<char>('0' + v);
  for (const Node& c : n.children) out += key(c);
  return out + "]";
}

struct Search {
  Rational lower;      // the global lower bound when the search stopped
  Rational best;       // the least exact value met
  Tables best_tables;  // where
  long boxes = 0;
  bool reached = false;  // lower >= target
  bool stopped = false;  // `found` stopped it
};

class NodeSearch {
 public:
  NodeSearch(const Problem& p, const std::vector<Summary>& sums) : p_(p), sums_(sums) {
    for (std::size_t c = 0; c < sums.size(); ++c) low_.push_back(sums[c].low);
  }

  // The site's own tables at `point`, its internal children's witnesses chosen to minimise the
  // exact value (it is a sum over the children given the site's table: one pass is the least
  // over every combination of witnesses).
  std::pair<Tables, Rational> assemble(int id, int sigma,
                                       const std::vector<Rational>& point) const {
    const Site& s = p_.sites[id];
    Tables t;
    CondTable own = constant_table(s.q, 0);
    for (int i = 0; i < s.q; ++i)
      for (unsigned pre = 0; pre < (1u << i); ++pre) own[i][pre] = point[(1u << i) - 1 + pre];
    t[s.path] = own;
    for (int c : s.child)
      if (c >= 0) t.insert(sums_[c].witness[1].begin(), sums_[c].witness[1].end());
    Rational value = exact_value(p_, id, sigma, t);
    for (int c : s.child) {
      if (c < 0) continue;
      for (int a : {-1, 1}) {
        Tables trial = t;
        for (const auto& [path, table] : sums_[c].witness[a + 1]) trial[path] = table;
        if (Rational v = exact_value(p_, id, sigma, trial); v < value) value = v, t = trial;
      }
    }
    return {t, value};
  }

  // Branch and bound over site `id`'s entries for inf (sigma r^k E[M_D] + W): stops when the
  // lower bound reaches `target`, when the least value met is within `tol` of the lower bound
  // (no target), when `found` returns true for a point, or after `budget` boxes.
  Search run(int id, int sigma, long budget, const std::optional<Rational>& target,
             const Rational& tol,
             const std::function<bool(const Tables&, const Rational&)>& found) {
    struct Item {
      Rational lower;
      Box box;
      bool operator<(const Item& o) const { return lower > o.lower; }  // min-heap
    };
    const Site& s = p_.sites[id];
    auto bound = [&](const Box& box) {
      return p_.site_lower(id, box, 0, low_, nullptr, sigma)[sigma + 1];
    };
    Search out;
    std::priority_queue<Item> heap;
    Box all(pe::entries(s.q), Interval{0, 1});
    heap.push({bound(all), all});
    out.boxes = 1;
    bool have_best = false;
    for (long pops = 0;; ++pops) {
      Item item = heap.top();
      heap.pop();
      out.lower = item.lower;
      if (target && item.lower >= *target) {
        out.reached = true;
        return out;
      }
      for (int corner = 0; corner < (pops % 16 == 0 ? 2 : 1); ++corner) {
        std::vector<Rational> point(item.box.size());
        if (corner == 0) p_.site_lower(id, item.box, 0, low_, &point, sigma);
        for (std::size_t e = 0; corner == 1 && e < point.size(); ++e)
          point[e] = (item.box[e].lo + item.box[e].hi) / 2;
        auto [tables, value] = assemble(id, sigma, point);
        if (!have_best || value < out.best) out.best = value, out.best_tables = tables;
        have_best = true;
        if (found && found(tables, value)) {
          out.stopped = true;
          return out;
        }
      }
      if (!target && out.best - out.lower <= tol) return out;
      if (out.boxes >= budget) return out;
      auto [e, cut, threshold] = p_.split(item.box, id);
      std::vector<Box> parts(threshold ? 3 : 2, item.box);
      parts[0][e].hi = cut, parts[0][e].hi_open = threshold;
      parts[1][e].lo = cut, parts[1][e].lo_open = threshold;
      if (threshold) parts[2][e] = Interval{cut, cut};
      for (Box& part : parts) {
        Rational low = bound(part);
        ++out.boxes;
        heap.push({low, std::move(part)});
      }
    }
  }

 private:
  const Problem& p_;
  const std::vector<Summary>& sums_;
  std::vector<std::array<Rational, 3>> low_;
};

}  // namespace

NodeDecision decide_by_nodes(const Problem& p, const Rational& tau, long max_boxes) {
  NodeDecision out;
  const int d = static_cast<int>(p.rk.size()) - 1;
  Rational tol = p.rk[d] * p.r / 4;
  for (int round = 0; round < 3; ++round, tol /= 16) {
    std::vector<Summary> sums(p.sites.size());
    std::map<std::string, int> done;  // subtree key -> the site whose constants it shares
    for (int id = static_cast<int>(p.sites.size()) - 1; id >= 1; --id) {
      const Site& s = p.sites[id];
      const std::string k = key(*s.node);
      if (auto it = done.find(k); it != done.end()) {
        sums[id].low = sums[it->second].low;
        for (int a = 0; a < 3; ++a)
          sums[id].witness[a] =
              relocate(sums[it->second].witness[a], p.sites[it->second].path, s.path);
        continue;
      }
      done[k] = id;
      const Rational g = correct(*s.node);
      for (int a : {0, 1, -1}) {
        // A parent's direction a at this child needs some p in [0, 1] with a (g - p) > eps.
        if ((a == 1 && g - p.eps <= 0) || (a == -1 && g + p.eps >= 1)) {
          sums[id].low[a + 1] = 0, sums[id].witness[a + 1] = sums[id].witness[1];
          continue;
        }
        NodeSearch search(p, sums);
        const Search r = search.run(id, a, std::min(kNodeBoxes, max_boxes - out.boxes),
                                    std::nullopt, tol, nullptr);
        out.boxes += r.boxes;
        sums[id].low[a + 1] = r.lower, sums[id].witness[a + 1] = r.best_tables;
        if (out.boxes >= max_boxes) return out;
      }
    }
    NodeSearch search(p, sums);
    const Search r = search.run(0, p.dir, std::min(kNodeBoxes, max_boxes - out.boxes), tau, tol,
                                [&](const Tables& t, const Rational& v) {
                                  if (v >= tau) return false;
                                  out.witness = t, out.residual = v;
                                  return true;
                                });
    out.boxes += r.boxes;
    out.lower = r.lower;
    if (r.reached) out.verdict = CompletenessDecision::Verdict::Proved;
    if (r.stopped) out.verdict = CompletenessDecision::Verdict::Refuted;
    if (r.reached || r.stopped || out.boxes >= max_boxes) return out;
  }
  return out;
}

}  // namespace debref::pe::detail
