#include "reference/pe/bounded_estimator.hpp"

#include <algorithm>
#include <functional>
#include <map>
#include <stdexcept>

#include "reference/pe/indistinguishable.hpp"
#include "reference/pe/ogd.hpp"
#include "reference/pe/paths.hpp"

namespace debref::pe {

namespace {

/// A distribution on the answers z = sum z_i 2^i of one node's q children.
using Dist = std::vector<Rational>;

/// One context of a level (seed 000 Lemma A.4: x^k = (x, y^k, p_k)): a node with the
/// probability of reaching it with each value of p_k.
struct Context {
  Path path;
  std::map<Rational, Rational> mass;
  Rational total = 0;
};

/// A test f(x^k, z, h_k(x^k)) in [-1, 1] of Def. A.1, for context c.
using TestFn = std::function<Rational(std::size_t c, unsigned z, const Dist& h)>;

/// B_i(z_<i) = P_h[z_i = 1 | z_<i] (1/2 where z_<i has probability 0: never sampled).
CondTable conditionals(const Dist& h, int q) {
  CondTable t(static_cast<std::size_t>(q));
  for (int i = 0; i < q; ++i)
    for (unsigned prefix = 0; prefix < (1u << i); ++prefix) {
      Rational seen = 0, one = 0;
      for (unsigned z = 0; z < h.size(); ++z)
        if ((z & ((1u << i) - 1)) == prefix) {
          seen += h[z];
          if ((z >> i) & 1u) one += h[z];
        }
      t[static_cast<std::size_t>(i)].push_back(seen == 0 ? Rational(1, 2) : Rational(one / seen));
    }
  return t;
}

/// B's probabilities b_i = B_i(z_<i) along the answers z (as Fig. 2 step 4(a) samples them).
std::vector<Rational> along(const CondTable& t, unsigned z) {
  std::vector<Rational> b;
  for (std::size_t i = 0; i < t.size(); ++i) b.push_back(t[i][z & ((1u << i) - 1)]);
  return b;
}

/// Rounds h down to the 2^-40 grid and gives the deficit to its largest entry: still in the
/// simplex, with bounded denominators.
void round_to_grid(Dist& h) {
  const Integer scale = Integer(1) << 40;
  Rational sum = 0;
  std::size_t largest = 0;
  for (std::size_t i = 0; i < h.size(); ++i) {
    h[i] = Rational(floor(h[i] * scale), scale);
    sum += h[i];
    if (h[i] > h[largest]) largest = i;
  }
  h[largest] += 1 - sum;
}

struct Learned {
  std::vector<Dist> h;
  bool converged = true;
  long steps = 0;
  Rational max_adv = 0;
};

/// Lemma A.3 / Algorithm 1 on one level: from the uniform h, while some test has |Adv| >= delta
/// (the first such, in order: `tests`, then, with `points`, the indicator of each context and
/// answer), step every context by eta sign(Adv) f(x, .) and project onto the simplex. `weight`
/// is mu_k of each context, `g` its true answer distribution.
Learned learn(const std::vector<Rational>& weight, const std::vector<Dist>& g,
              const std::vector<TestFn>& tests, bool points, const Rational& delta,
              long max_steps) {
  Learned out;
  for (const Dist& gc : g) out.h.push_back(Dist(gc.size(), Rational(1) / long(gc.size())));
  for (;;) {
    std::vector<std::vector<Rational>> picked;
    int sign = 0;
    out.max_adv = 0;
    auto consider = [&](const Rational& adv, auto&& table) {
      if (magnitude(adv) > out.max_adv) out.max_adv = magnitude(adv);
      if (sign == 0 && magnitude(adv) >= delta) picked = table(), sign = adv > 0 ? 1 : -1;
    };
    for (const TestFn& test : tests) {
      std::vector<std::vector<Rational>> f(g.size());
      Rational adv = 0;
      for (std::size_t c = 0; c < g.size(); ++c)
        for (unsigned z = 0; z < g[c].size(); ++z) {
          f[c].push_back(test(c, z, out.h[c]));
          adv += weight[c] * (g[c][z] - out.h[c][z]) * f[c][z];
        }
      consider(adv, [&] { return std::move(f); });
    }
    for (std::size_t c = 0; points && c < g.size(); ++c)
      for (unsigned z = 0; z < g[c].size(); ++z)
        consider(weight[c] * (g[c][z] - out.h[c][z]), [&] {
          std::vector<std::vector<Rational>> f(g.size());
          for (std::size_t c2 = 0; c2 < g.size(); ++c2) f[c2].assign(g[c2].size(), Rational(0));
          f[c][z] = 1;
          return f;
        });
    if (sign == 0) return out;
    if (out.steps >= max_steps) {
      out.converged = false;
      return out;
    }
    for (std::size_t c = 0; c < g.size(); ++c) {
      // Algorithm 1's eta_t = D / (G sqrt t) = sqrt(1 / (2 |Z| t)) (D = sqrt 2, G = 2 sqrt |Z|),
      // taken at the lower end of a 2^-40 enclosure.
      const Rational eta =
          ogd::sqrt_enclosure(Rational(1, 2 * long(g[c].size()) * (out.steps + 1)), 40).lo;
      Dist v = out.h[c];
      bool moved = false;
      for (std::size_t z = 0; z < v.size(); ++z)
        if (picked[c][z] != 0) v[z] += eta * sign * picked[c][z], moved = true;
      if (!moved) continue;
      out.h[c] = indist::project_simplex(v);
      round_to_grid(out.h[c]);
    }
    ++out.steps;
  }
}

// Adds one level's run (on answers of `z_size` values) to `be`.
void note(BoundedEstimator& be, const Learned& l, int z_size, const Rational& delta) {
  be.steps += l.steps;
  be.converged = be.converged && l.converged;
  if (l.max_adv > be.max_adv) be.max_adv = l.max_adv;
  be.max_level_steps = std::max(be.max_level_steps, l.steps);
  const Integer slack = indist::step_bound(z_size, delta) - l.steps;
  if (!be.least_step_slack || slack < *be.least_step_slack) be.least_step_slack = slack;
}

Path child_of(const Path& path, int j) {
  Path p = path;
  p.push_back(j);
  return p;
}

}  // namespace

std::vector<BoundedEstimator> bounded_estimators(const std::vector<EstimatorInput>& inputs,
                                                 const Rational& r, const Rational& delta,
                                                 long max_steps, bool points,
                                                 BoundedEstimator* total) {
  if (inputs.empty()) throw std::invalid_argument("bounded_estimators: no input");
  const int d = depth(*inputs.front().root);
  for (const EstimatorInput& in : inputs)
    if (depth(*in.root) != d) throw std::invalid_argument("bounded_estimators: depths differ");
  std::vector<BoundedEstimator> out(inputs.size());
  BoundedEstimator all;
  auto note_all = [&](const Learned& l, int z_size) { note(all, l, z_size, delta); };
  // Initialization (eq. (5) and (8) with k = d): one context per input x, weight mu(x), Z = {0,
  // 1}; g the point mass on L(x) (`root_truth`) or g(root).
  std::vector<Rational> init_weight;
  std::vector<Dist> init_g;
  for (const EstimatorInput& in : inputs) {
    const Rational g_root = in.root_truth ? *in.root_truth : correct(*in.root);
    init_weight.push_back(in.weight);
    init_g.push_back({Rational(1 - g_root), g_root});
  }
  Learned init =
      learn(init_weight, init_g,
            {[&](std::size_t x, unsigned z, const Dist&) {
               return Rational(static_cast<int>(z) == inputs[x].prover->claim ? power(r, d + 1)
                                                                              : Rational(0));
             },
             [&](std::size_t x, unsigned z, const Dist& h) {
               return Rational(power(r, d) * inputs[x].prover->direction(Path{}, h[1], h[1]) *
                               static_cast<int>(z));
             }},
            points, delta, max_steps);
  note_all(init, 2);
  std::vector<Rational> pd(inputs.size());
  // A level's contexts: (input, node) with the probability of reaching it with each p_k.
  struct Entry {
    std::size_t x;
    Context c;
  };
  std::vector<Entry> level;
  for (std::size_t x = 0; x < inputs.size(); ++x) {
    pd[x] = init.h[x][1];
    out[x].b.initial = pd[x];
    if (!inputs[x].root->leaf())
      level.push_back({x, {Path{}, {{pd[x], Rational(1)}}, Rational(1)}});
  }
  for (int k = d; k >= 1 && !level.empty(); --k) {
    std::vector<Rational> weight;
    std::vector<Dist> g;
    std::vector<Dist> reward;  // eq. (6): r^k A^k (M_D(z) - p_k), averaged over p_k
    for (const Entry& e : level) {
      const Context& c = e.c;
      const Prover& a = *inputs[e.x].prover;
      const Node& n = node_at(*inputs[e.x].root, c.path);
      const unsigned size = 1u << width(n);
      weight.push_back(inputs[e.x].weight * c.total);
      Dist gc(size, Rational(1)), rc(size, Rational(0));
      for (unsigned z = 0; z < size; ++z) {
        for (std::size_t i = 0; i < n.children.size(); ++i) {
          const Rational gi = correct(n.children[i]);
          gc[z] *= (z >> i) & 1u ? gi : Rational(1 - gi);
        }
        for (const auto& [p, m] : c.mass)
          rc[z] += m / c.total * power(r, k) * a.direction(c.path, p, pd[e.x]) * (n.table[z] - p);
      }
      g.push_back(std::move(gc));
      reward.push_back(std::move(rc));
    }
    // eq. (7): f_k = r^{k-1} A^{k-1}(y_j, p_{k-1} = b_j) z_j, j A's recursion after z and b.
    auto next_round = [&](std::size_t c, unsigned z, const Dist& h) {
      const Entry& e = level[c];
      const Prover& a = *inputs[e.x].prover;
      const int q = width(node_at(*inputs[e.x].root, e.c.path));
      const std::vector<Rational> b = along(conditionals(h, q), z);
      const int j = a.recurse(e.c.path, z, b);
      if (j < 0 || j >= q) throw std::invalid_argument("recursion index outside [q]");
      const int zj = static_cast<int>((z >> j) & 1u);
      return Rational(power(r, k - 1) * a.direction(child_of(e.c.path, j), b[j], pd[e.x]) * zj);
    };
    Learned l =
        learn(weight, g,
              {[&](std::size_t c, unsigned z, const Dist&) { return reward[c][z]; }, next_round},
              points, delta, max_steps);
    note_all(l, static_cast<int>(g.front().size()));
    std::vector<std::map<Path, Context>> next(inputs.size());
    for (std::size_t c = 0; c < level.size(); ++c) {
      const Entry& e = level[c];
      const Prover& a = *inputs[e.x].prover;
      const Node& n = node_at(*inputs[e.x].root, e.c.path);
      const CondTable t = conditionals(l.h[c], width(n));
      out[e.x].b.tables[e.c.path] = t;
      for (unsigned z = 0; z < (1u << width(n)); ++z) {
        const Rational prob = path_probability(t, z);
        if (prob == 0) continue;
        const std::vector<Rational> b = along(t, z);
        const int j = a.recurse(e.c.path, z, b);
        if (j < 0 || j >= width(n)) throw std::invalid_argument("recursion index outside [q]");
        if (n.children[static_cast<std::size_t>(j)].leaf()) continue;
        Context& child = next[e.x][child_of(e.c.path, j)];
        child.path = child_of(e.c.path, j);
        for (const auto& [p, m] : e.c.mass) {
          child.mass[b[static_cast<std::size_t>(j)]] += m * prob;
          child.total += m * prob;
        }
      }
    }
    level.clear();
    for (std::size_t x = 0; x < inputs.size(); ++x)
      for (auto& [path, c] : next[x]) level.push_back({x, std::move(c)});
  }
  // Nodes the game never reaches keep the uninformed table (every entry 1/2).
  for (std::size_t x = 0; x < inputs.size(); ++x) {
    for (const Path& p : node_paths(*inputs[x].root, true))
      if (!out[x].b.tables.count(p))
        out[x].b.tables[p] = constant_table(width(node_at(*inputs[x].root, p)), Rational(1, 2));
    out[x].steps = all.steps;
    out[x].converged = all.converged;
    out[x].max_adv = all.max_adv;
    out[x].max_level_steps = all.max_level_steps;
    out[x].least_step_slack = all.least_step_slack;
  }
  if (total) *total = all;
  return out;
}

BoundedEstimator bounded_estimator(const Node& root, const Prover& a, const Rational& r,
                                   const Rational& delta, long max_steps, bool points,
                                   const std::optional<Rational>& root_truth) {
  return bounded_estimators({{&root, &a, Rational(1), root_truth}}, r, delta, max_steps, points)
      .front();
}

}  // namespace debref::pe
