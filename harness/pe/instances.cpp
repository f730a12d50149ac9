#include "harness/pe/instances.hpp"

#include <functional>
#include <mutex>
#include <tuple>

#include "harness/core/stream.hpp"
#include "harness/pe/json.hpp"
#include "reference/pe/paths.hpp"

namespace debref::pe {

namespace {

// d = 1: every table at every 0/1 leaf vector (q = 3: 24 sampled tables).
void depth1_boolean(Stream& s, std::vector<Instance>& family) {
  for (int q = 1; q <= 3; ++q) {
    std::vector<unsigned> codes;
    unsigned all = 1u << (1u << q);
    if (q <= 2) {
      for (unsigned c = 0; c < all; ++c) codes.push_back(c);
    } else {
      codes = {0x00, 0xFF, 0xE8, 0x80, 0xFE, 0x96};  // const, majority, AND, OR, XOR
      while (codes.size() < 24) codes.push_back(static_cast<unsigned>(s.next(256)));
    }
    for (unsigned code : codes)
      for (unsigned star = 0; star < (1u << q); ++star) {
        std::vector<Node> kids;
        for (int i = 0; i < q; ++i) kids.push_back(oracle_leaf((star >> i) & 1u));
        std::vector<int> t = table_of(code, q);
        family.push_back({"d1 q" + std::to_string(q) + " M_D=" + table_string(t) +
                              " leaves=" + std::to_string(star),
                          query_node(t, kids)});
      }
  }
}

// d = 1, fractional leaves.
void depth1_fractional(std::vector<Instance>& family) {
  for (int q = 1; q <= 2; ++q)
    for (unsigned code = 0; code < (1u << (1u << q)); ++code)
      for (const Rational& theta : {Rational(1, 4), Rational(1, 2)}) {
        std::vector<Node> kids(q, oracle_leaf(theta));
        std::vector<int> t = table_of(code, q);
        family.push_back(
            {"d1 q" + std::to_string(q) + " M_D=" + table_string(t) + " leaves=" + to_string(theta),
             query_node(t, kids)});
      }
}

// d = 2: q = 1 every combination; q = 2 a sample biased to stable tables (OR, AND, const).
void depth2(Stream& s, std::vector<Instance>& family) {
  for (unsigned root = 0; root < 4; ++root)
    for (unsigned child = 0; child < 4; ++child)
      for (unsigned bit = 0; bit < 2; ++bit) {
        Node c = query_node(table_of(child, 1), {oracle_leaf(bit)});
        family.push_back({"d2 q1 M_D=" + table_string(table_of(root, 1)) + "/" +
                              table_string(table_of(child, 1)) + " leaf=" + std::to_string(bit),
                          query_node(table_of(root, 1), {c})});
      }
  const std::vector<unsigned> q2 = {0xE, 0x8, 0xF, 0x0, 0x6, 0x7, 0x1};
  for (int k = 0; k < 16; ++k) {
    std::vector<Node> kids;
    std::string name = "d2 q2 M_D=";
    unsigned root = q2[s.next(static_cast<int>(q2.size()))];
    name += table_string(table_of(root, 2)) + "/";
    for (int i = 0; i < 2; ++i) {
      unsigned code = q2[s.next(static_cast<int>(q2.size()))];
      unsigned bits = static_cast<unsigned>(s.next(4));
      kids.push_back(
          query_node(table_of(code, 2), {oracle_leaf(bits & 1u), oracle_leaf((bits >> 1) & 1u)}));
      name += table_string(table_of(code, 2)) + "(" + std::to_string(bits) + ")";
    }
    family.push_back({name, query_node(table_of(root, 2), kids)});
  }
}

std::vector<std::vector<Rational>> box_points(int dim) {
  std::vector<std::vector<Rational>> out;
  for (unsigned v = 0; v < (1u << dim); ++v) {
    std::vector<Rational> y;
    for (int i = 0; i < dim; ++i) y.push_back((v >> i) & 1u);
    out.push_back(y);
  }
  out.push_back(std::vector<Rational>(dim, Rational(1, 2)));
  return out;
}

// The adaptive adversary that makes descent oscillate: a_i = +g/dim when x_i >= 1/2 else -g/dim
// (loss <a, x>, |a| <= g), decided only when the enclosure of x_i is on one side of 1/2.
ogd::Adversary alternating(int dim, const Rational& g) {
  return [dim, g](int, const ogd::Box& x) -> std::optional<ogd::Move> {
    ogd::Move m;
    for (int i = 0; i < dim; ++i) {
      if (x[i].lo >= Rational(1, 2)) {
        m.a.push_back(g / dim);
      } else if (x[i].hi < Rational(1, 2)) {
        m.a.push_back(-g / dim);
      } else {
        return std::nullopt;
      }
    }
    m.c = 0;
    return m;
  };
}

// Seeded absolute-value losses |<a, x> - c| (seed 000 eq. (3)), |a| <= g = 1, 24 steps.
OgdCase seeded_absolute(Stream& s, int k) {
  OgdCase c;
  c.dim = 2 + k % 2, c.g = 1, c.steps = 24;
  c.name = "seeded |<a,x> - c|, dim " + std::to_string(c.dim) + ", #" + std::to_string(k);
  for (int i = 0; i < c.dim; ++i) c.x.push_back(Rational(s.next(5), 4));
  std::vector<ogd::Move> moves;
  while (static_cast<int>(moves.size()) < c.steps) {
    ogd::Move m;
    Rational norm = 0;
    for (int i = 0; i < c.dim; ++i) {
      m.a.push_back(Rational(s.next(9) - 4, 4));
      norm += m.a.back() * m.a.back();
    }
    if (norm > c.g * c.g) continue;
    m.c = Rational(s.next(5), 4), m.absolute = true;
    moves.push_back(m);
  }
  c.eve = [moves](int n, const ogd::Box&) -> std::optional<ogd::Move> { return moves[n]; };
  c.comparators = box_points(c.dim);
  return c;
}

// The maps x -> z of Lemma A.4's g for |X| = nx, |Z| = nz: every one when there are at most 16,
// otherwise 8 seeded.
std::vector<unsigned> point_mass_maps(Stream& s, int nx, int nz) {
  unsigned maps = 1;
  for (int x = 0; x < nx; ++x) maps *= static_cast<unsigned>(nz);
  std::vector<unsigned> chosen;
  for (unsigned m = 0; m < maps; ++m) chosen.push_back(m);
  if (maps > 16) {
    chosen.clear();
    for (int k = 0; k < 8; ++k) chosen.push_back(static_cast<unsigned>(s.next(maps)));
  }
  return chosen;
}

// Family 0: the indicators f_w(x, z) = [z = w] (marginal calibration); family 1, 2: 2 or 3
// seeded tables with entries in {-1, -1/2, 0, 1/2, 1}.
std::vector<indist::Test> indist_tests(Stream& s, int family, int nx, int nz) {
  std::vector<indist::Test> tests;
  if (family == 0) {
    for (int w = 0; w < nz; ++w) {
      indist::Test f(nx, std::vector<Rational>(nz, 0));
      for (int x = 0; x < nx; ++x) f[x][w] = 1;
      tests.push_back(f);
    }
    return tests;
  }
  for (int k = 0; k < 1 + family; ++k) tests.push_back(seeded_table(s, nx, nz));
  return tests;
}

}  // namespace

std::vector<std::vector<Rational>> seeded_table(Stream& s, int rows, int columns) {
  static const std::vector<Rational> values = {-1, Rational(-1, 2), 0, Rational(1, 2), 1};
  std::vector<std::vector<Rational>> t(static_cast<std::size_t>(rows),
                                       std::vector<Rational>(static_cast<std::size_t>(columns)));
  for (auto& row : t)
    for (Rational& e : row) e = values[static_cast<std::size_t>(s.next(5))];
  return t;
}

const Rational& family_eps() {
  static const Rational e(1, 10);
  return e;
}

const Rational& family_rho() {
  static const Rational r(1, 2);
  return r;
}

const Rational& soundness_delta() {
  static const Rational delta(1, 10);
  return delta;
}

Node oracle_leaf(const Rational& theta) {
  Node n;
  n.oracle = theta;
  return n;
}

Node query_node(const std::vector<int>& table, std::vector<Node> children) {
  Node n;
  n.table = table;
  n.children = std::move(children);
  return n;
}

std::vector<int> table_of(unsigned code, int q) {
  std::vector<int> t(std::size_t{1} << q);
  for (std::size_t z = 0; z < t.size(); ++z) t[z] = (code >> z) & 1u;
  return t;
}

bool zero_one(const Rational& x) {
  return x == 0 || x == 1;
}

int digit(long code, int base, int index) {
  for (int i = 0; i < index; ++i) code /= base;
  return static_cast<int>(code % base);
}

Prover numbered_prover(int claim, long directions, long recursions, int q) {
  auto number = [q](const Path& p) {
    if (p.empty()) return 0;
    if (p.size() == 1) return 1 + p[0];
    return 1 + q + p[0] * q + p[1];
  };
  Prover a;
  a.claim = claim;
  a.direction = [directions, number](const Path& p, const Rational&, const Rational&) {
    return digit(directions, 3, number(p)) - 1;
  };
  a.recurse = [recursions, q, number](const Path& p, unsigned, const std::vector<Rational>&) {
    return digit(recursions, q, number(p));
  };
  return a;
}

std::optional<Prover> named_prover(const Node& root, const Rational& eps, int claim,
                                   const std::string& direction, const std::string& recursion) {
  const Rational half(1, 2);
  auto pick = [](const std::vector<Rational>& key, bool largest) {
    std::size_t best = 0;
    for (std::size_t i = 1; i < key.size(); ++i)
      if (largest ? key[i] > key[best] : key[i] < key[best]) best = i;
    return static_cast<int>(best);
  };
  Prover a = honest_prover(root, eps, claim);
  if (direction == "contrarian")
    a.direction = [half](const Path&, const Rational& p, const Rational&) {
      return p < half ? 1 : (p > half ? -1 : 0);
    };
  else if (direction == "follower")
    a.direction = [half](const Path&, const Rational& p, const Rational&) {
      return p > half ? 1 : (p < half ? -1 : 0);
    };
  else if (direction == "always_plus" || direction == "always_minus")
    a.direction = [dir = direction == "always_plus" ? 1 : -1](const Path&, const Rational&,
                                                              const Rational&) { return dir; };
  else if (direction != "honest")
    return std::nullopt;
  if (recursion == "least_believed")
    a.recurse = [pick](const Path&, unsigned, const std::vector<Rational>& b) {
      return pick(b, false);
    };
  else if (recursion == "most_believed")
    a.recurse = [pick](const Path&, unsigned, const std::vector<Rational>& b) {
      return pick(b, true);
    };
  else if (recursion == "first_zero")
    a.recurse = [](const Path&, unsigned z, const std::vector<Rational>& b) {
      for (std::size_t i = 0; i < b.size(); ++i)
        if (!((z >> i) & 1u)) return static_cast<int>(i);
      return 0;
    };
  else if (recursion == "first" || recursion == "last")
    a.recurse = [&root, last = recursion == "last"](const Path& path, unsigned,
                                                    const std::vector<Rational>&) {
      return last ? static_cast<int>(node_at(root, path).children.size()) - 1 : 0;
    };
  else if (recursion == "least_wrong")
    a.recurse = [&root](const Path& path, unsigned, const std::vector<Rational>& b) {
      const Node& n = node_at(root, path);
      int best = 0;
      Rational err = 2;
      for (std::size_t i = 0; i < b.size(); ++i) {
        const Rational e = magnitude(b[i] - correct(n.children[i]));
        if (e < err) err = e, best = static_cast<int>(i);
      }
      return best;
    };
  else if (recursion != "honest")
    return std::nullopt;
  return a;
}

std::vector<std::pair<std::string, Prover>> soundness_provers(const Node& root) {
  std::vector<std::pair<std::string, Prover>> out;
  for (int claim = 0; claim <= 1; ++claim)
    for (const std::string& direction : soundness_directions)
      for (const std::string& recursion : soundness_recursions) {
        out.push_back({"claim " + std::to_string(claim) + ", direction " + direction +
                           ", recursion " + recursion,
                       *named_prover(root, family_eps(), claim, direction, recursion)});
      }
  return out;
}

std::vector<Instance> obfuscated_instances() {
  std::vector<Instance> out;
  for (auto [d, q, hidden] : {std::tuple{1, 2, 0}, std::tuple{1, 3, 2}, std::tuple{2, 2, 1}})
    out.push_back({"obfuscated d" + std::to_string(d) + " q" + std::to_string(q) + " hidden " +
                       std::to_string(hidden),
                   obfuscated(d, q, hidden)});
  return out;
}

std::vector<Instance> instances() {
  static std::once_flag once;
  static std::vector<Instance> family;
  std::call_once(once, [] {
    Stream s{12345};
    depth1_boolean(s, family);
    depth1_fractional(family);
    depth2(s, family);
  });
  return family;
}

// Lemma A.5 at depth 2: the sampled d = 2, q = 2 trees are almost all unstable, so four trees
// stable and A-provable by construction (AND at false children, OR at true ones, constant roots:
// every node's sup gap is at most eps^2 < rho eps) join the completeness check only (the
// soundness check's prover enumeration grows as 3^nodes).
std::vector<Instance> stable_depth2() {
  const Node and0 = query_node(table_of(0x8, 2), {oracle_leaf(0), oracle_leaf(0)});
  const Node or1 = query_node(table_of(0xE, 2), {oracle_leaf(1), oracle_leaf(1)});
  return {{"d2 q2 AND(AND(0,0), AND(0,0))", query_node(table_of(0x8, 2), {and0, and0})},
          {"d2 q2 OR(OR(1,1), OR(1,1))", query_node(table_of(0xE, 2), {or1, or1})},
          {"d2 q2 1(AND(0,0), OR(1,1))", query_node(table_of(0xF, 2), {and0, or1})},
          {"d2 q2 0(OR(1,1), OR(1,1))", query_node(table_of(0x0, 2), {or1, or1})}};
}

std::vector<std::pair<std::vector<int>, CondTable>> stability_cases() {
  std::vector<std::pair<std::vector<int>, CondTable>> cases;
  for (const Instance& in : instances())
    for (const Path& p : node_paths(in.root, true)) {
      const Node& n = node_at(in.root, p);
      cases.push_back({n.table, conditional(n)});
    }
  const std::vector<Rational> grid = {0, Rational(1, 4), Rational(1, 2), 1};
  for (int q = 1; q <= 2; ++q)
    for (unsigned code = 0; code < (1u << (1u << q)); ++code)
      for (unsigned g = 0; g < (q == 1 ? 4u : 16u); ++g) {
        CondTable p = constant_table(q, 0);
        p[0][0] = grid[g % 4];
        for (auto& x : p.back()) x = grid[q == 1 ? g % 4 : g / 4];
        cases.push_back({table_of(code, q), p});
      }
  return cases;
}

std::vector<StabilityCase> stability_boundary_cases() {
  std::vector<StabilityCase> cases;
  for (auto& [table, p] : stability_cases())
    cases.push_back({table, p, family_eps(), family_rho(), {}});
  const Rational eps3(3, 5), rho9(9, 10);
  // seed 000 Def. 5.3 boundary: sup |P_p - P_t| = rho eps = 27/50, reached only at t_1 = 0
  // (AND) or t_1 = 1 (OR), which |p_1 - t_1| < eps excludes: stable.
  CondTable and_p = constant_table(2, Rational(9, 10)), or_p = constant_table(2, Rational(1, 10));
  and_p[0][0] = Rational(3, 5), or_p[0][0] = Rational(2, 5);
  cases.push_back({table_of(0x8, 2), and_p, eps3, rho9, true});
  cases.push_back({table_of(0xE, 2), or_p, eps3, rho9, true});
  const std::vector<std::pair<std::vector<Rational>, std::pair<Rational, Rational>>> grids = {
      {{Rational(1, 10), Rational(9, 10)}, {family_eps(), family_rho()}},
      {{Rational(2, 5), Rational(3, 5)}, {eps3, rho9}}};
  for (const auto& [grid, er] : grids)
    for (int q = 1; q <= 2; ++q)
      for (unsigned code = 0; code < (1u << (1u << q)); ++code)
        for (unsigned g = 0; g < (1u << entries(q)); ++g) {
          CondTable p = constant_table(q, 0);
          unsigned bit = 0;
          for (auto& row : p)
            for (auto& x : row) x = grid[(g >> bit++) & 1u];
          cases.push_back({table_of(code, q), p, er.first, er.second, {}});
        }
  return cases;
}

long grid_estimator_count(int q) {
  long total = 1;
  for (int i = 0; i <= entries(q); ++i) total *= 3;
  return total;
}

Estimator grid_estimator(int q, long c) {
  const std::vector<Rational> grid = {0, Rational(1, 2), 1};
  long x = c;
  Estimator b;
  b.initial = grid[x % 3], x /= 3;
  CondTable t = constant_table(q, 0);
  for (auto& row : t)
    for (auto& e : row) e = grid[x % 3], x /= 3;
  b.tables[Path{}] = t;
  return b;
}

std::vector<OgdCase> ogd_cases() {
  std::vector<OgdCase> cases;
  // Oblivious linear losses +-x in one dimension: every sign sequence of length 8.
  for (const Rational& x0 : {Rational(0), Rational(1, 2), Rational(1)})
    for (unsigned signs = 0; signs < 256; ++signs) {
      OgdCase c;
      c.name = "dim 1, g 1, x0 " + to_string(x0) + ", signs " + std::to_string(signs);
      c.g = 1, c.x = {x0}, c.steps = 8;
      c.eve = [signs](int n, const ogd::Box&) -> std::optional<ogd::Move> {
        return ogd::Move{{((signs >> n) & 1u) ? Rational(1) : Rational(-1)}, 0, false};
      };
      c.comparators = box_points(1);
      cases.push_back(c);
    }
  // The adaptive oscillating adversary, 64 steps.
  for (int dim = 1; dim <= 3; ++dim)
    for (const Rational& g : {Rational(1), Rational(2)}) {
      OgdCase c;
      c.name = "alternating, dim " + std::to_string(dim) + ", g " + to_string(g);
      c.dim = dim, c.g = g, c.x = std::vector<Rational>(dim, 0), c.steps = 64;
      c.eve = alternating(dim, g);
      c.comparators = box_points(dim);
      cases.push_back(c);
    }
  Stream s{2718};
  for (int k = 0; k < 40; ++k) cases.push_back(seeded_absolute(s, k));
  return cases;
}

std::vector<IndistCase> indist_cases() {
  std::vector<IndistCase> cases;
  Stream s{31415};
  for (int nx = 1; nx <= 3; ++nx)
    for (int qz = 1; qz <= 2; ++qz) {
      const int nz = 1 << qz;
      std::vector<std::vector<Rational>> mus = {std::vector<Rational>(nx, Rational(1, nx))};
      if (nx == 3) mus.push_back({Rational(1, 2), Rational(1, 4), Rational(1, 4)});
      const std::vector<unsigned> chosen = point_mass_maps(s, nx, nz);
      for (const auto& mu : mus)
        for (unsigned m : chosen)
          for (int family = 0; family < 3; ++family)
            // delta's denominators 5, 7, 11 never occur in an exact |Adv| (mu, f, the start
            // and the projection thresholds only bring 2s and 3s), so no branch ties at delta.
            for (const Rational& delta :
                 {Rational(2, 5), Rational(1, 5), Rational(1, 7), Rational(1, 11)}) {
              IndistCase c;
              c.mu = mu, c.delta = delta, c.z_size = nz;
              // g: the point mass on the "true answer" z = digit x of m (Lemma A.4's g).
              for (int x = 0; x < nx; ++x) {
                std::vector<Rational> row(nz, 0);
                row[digit(m, nz, x)] = 1;
                c.g.push_back(row);
              }
              c.tests = indist_tests(s, family, nx, nz);
              c.name = "|X| " + std::to_string(nx) + ", |Z| " + std::to_string(nz) + ", g " +
                       std::to_string(m) + ", family " + std::to_string(family) + ", delta " +
                       to_string(delta);
              cases.push_back(c);
            }
    }
  return cases;
}

}  // namespace debref::pe
