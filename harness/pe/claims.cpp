#include "harness/pe/claims.hpp"

#include <mutex>

#include "harness/stream.hpp"
#include "proofs/pe_queries.hpp"
#include "reference/prover_estimator/stability.hpp"

namespace debref::pe {

namespace {

using nlohmann::json;

Rational q_(long a, long b = 1) {
  return Rational(a) / Rational(b);
}

const Rational& eps() {
  static const Rational e = q_(1, 10);
  return e;
}
const Rational& rho() {
  static const Rational r = q_(1, 2);
  return r;
}

Node leaf(const Rational& theta) {
  Node n;
  n.oracle = theta;
  return n;
}

std::vector<int> table_of(unsigned code, int q) {
  std::vector<int> t(std::size_t{1} << q);
  for (std::size_t z = 0; z < t.size(); ++z) t[z] = (code >> z) & 1u;
  return t;
}

std::string table_name(const std::vector<int>& t) {
  std::string s;
  for (int v : t) s += static_cast<char>('0' + v);
  return s;
}

Node node(const std::vector<int>& table, std::vector<Node> children) {
  Node n;
  n.table = table;
  n.children = std::move(children);
  return n;
}

bool zero_one(const Rational& x) {
  return x == 0 || x == 1;
}

json table_json(const CondTable& t) {
  json out = json::array();
  for (const auto& row : t) {
    json r = json::array();
    for (const Rational& x : row) r.push_back(to_string(x));
    out.push_back(r);
  }
  return out;
}

json estimator_json(const Estimator& b) {
  json tables = json::object();
  for (const auto& [path, t] : b.tables) {
    std::string key;
    for (int i : path) key += std::to_string(i);
    tables[key] = table_json(t);
  }
  return {{"initial", to_string(b.initial)}, {"tables", tables}};
}

std::vector<const Node*> internal(const Node& root) {
  std::vector<const Node*> out;
  if (root.leaf()) return out;
  out.push_back(&root);
  for (const Node& c : root.children)
    for (const Node* n : internal(c)) out.push_back(n);
  return out;
}

// Lemma A.5 by SMT: Unsat proves E[V] >= (1 - eps) r^{d+1} against every B; Sat gives an
// estimator that is replayed exactly (violation only when the exact replay confirms it).
struct Decision {
  proofs::Verdict verdict = proofs::Verdict::Unknown;
  std::optional<json> witness;
};

// Within Z3 nlsat's reach (under 0.1 s each; q = 3 or d = 2, q = 2 time out at 3 s).
bool smt_sized(const Node& root) {
  return width(root) <= 2 && (depth(root) <= 1 || width(root) == 1);
}

Decision completeness(const Node& root, const Rational& r, int claim) {
  proofs::Query query = proofs::pe_completeness_query(root, eps(), r, claim);
  proofs::Outcome out = proofs::solve(query, 3000);
  Decision d;
  d.verdict = out.verdict;
  if (out.verdict == proofs::Verdict::Sat) {
    Estimator b = proofs::pe_estimator_from_model(root, out);
    Rational bound = (1 - eps()) * power(r, depth(root) + 1);
    Rational value = expected_payoff(root, honest_prover(root, eps(), claim), b, r);
    if (value < bound)
      d.witness = json{{"decomposition", to_json(root)},
                       {"r", to_string(r)},
                       {"estimator", estimator_json(b)},
                       {"payoff", to_string(value)},
                       {"bound (1-eps) r^(d+1)", to_string(bound)}};
    else
      d.verdict = proofs::Verdict::Unknown;  // an irrational model not confirmed exactly
  }
  return d;
}

}  // namespace

json to_json(const Node& n) {
  if (n.leaf()) return json{{"oracle", to_string(n.oracle)}};
  json children = json::array();
  for (const Node& c : n.children) children.push_back(to_json(c));
  return json{{"table", table_name(n.table)}, {"children", children}};
}

std::vector<Instance> instances() {
  static std::once_flag once;
  static std::vector<Instance> family;
  std::call_once(once, [] {
    // d = 1: every table at every 0/1 leaf vector (q = 3: 24 sampled tables).
    Stream s{12345};
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
          for (int i = 0; i < q; ++i) kids.push_back(leaf((star >> i) & 1u));
          std::vector<int> t = table_of(code, q);
          family.push_back({"d1 q" + std::to_string(q) + " M_D=" + table_name(t) +
                                " leaves=" + std::to_string(star),
                            node(t, kids)});
        }
    }
    // d = 1, fractional leaves.
    for (int q = 1; q <= 2; ++q)
      for (unsigned code = 0; code < (1u << (1u << q)); ++code)
        for (const Rational& theta : {q_(1, 4), q_(1, 2)}) {
          std::vector<Node> kids(q, leaf(theta));
          std::vector<int> t = table_of(code, q);
          family.push_back(
              {"d1 q" + std::to_string(q) + " M_D=" + table_name(t) + " leaves=" + to_string(theta),
               node(t, kids)});
        }
    // d = 2: q = 1 every combination; q = 2 a sample biased to stable tables (OR, AND, const).
    for (unsigned root = 0; root < 4; ++root)
      for (unsigned child = 0; child < 4; ++child)
        for (unsigned bit = 0; bit < 2; ++bit) {
          Node c = node(table_of(child, 1), {leaf(bit)});
          family.push_back({"d2 q1 M_D=" + table_name(table_of(root, 1)) + "/" +
                                table_name(table_of(child, 1)) + " leaf=" + std::to_string(bit),
                            node(table_of(root, 1), {c})});
        }
    const std::vector<unsigned> q2 = {0xE, 0x8, 0xF, 0x0, 0x6, 0x7, 0x1};
    for (int k = 0; k < 16; ++k) {
      std::vector<Node> kids;
      std::string name = "d2 q2 M_D=";
      unsigned root = q2[s.next(static_cast<int>(q2.size()))];
      name += table_name(table_of(root, 2)) + "/";
      for (int i = 0; i < 2; ++i) {
        unsigned code = q2[s.next(static_cast<int>(q2.size()))];
        unsigned bits = static_cast<unsigned>(s.next(4));
        kids.push_back(node(table_of(code, 2), {leaf(bits & 1u), leaf((bits >> 1) & 1u)}));
        name += table_name(table_of(code, 2)) + "(" + std::to_string(bits) + ")";
      }
      family.push_back({name, node(table_of(root, 2), kids)});
    }
  });
  return family;
}

std::vector<Claim> pe_claims() {
  std::vector<Claim> claims;
  const std::string params = "eps = 1/10, rho = 1/2, r = eps (1 - rho) / 4 = 1/80";

  claims.push_back(
      {"pe.stability.smt", "seed 000 Def. 5.3",
       "exact (eps, rho)-stability (vertex/face decision) = Z3 nlsat verdict; a violating t "
       "satisfies |p - t| < eps and |P_p - P_t| >= rho eps",
       "every internal node of the family (q <= 3) at its correct conditional probabilities, "
       "plus p in {0, 1/4, 1/2, 1}^q for q <= 2; " +
           params,
       false, [] {
         ClaimOutcome out;
         std::vector<std::pair<std::vector<int>, CondTable>> cases;
         for (const Instance& in : instances())
           for (const Node* n : internal(in.root)) cases.push_back({n->table, conditional(*n)});
         const std::vector<Rational> grid = {0, q_(1, 4), q_(1, 2), 1};
         for (int q = 1; q <= 2; ++q)
           for (unsigned code = 0; code < (1u << (1u << q)); ++code)
             for (unsigned g = 0; g < (q == 1 ? 4u : 16u); ++g) {
               CondTable p = constant_table(q, 0);
               p[0][0] = grid[g % 4];
               for (auto& x : p.back()) x = grid[q == 1 ? g % 4 : g / 4];
               cases.push_back({table_of(code, q), p});
             }
         std::map<std::string, bool> seen;
         for (const auto& [table, p] : cases) {
           std::string key = table_name(table) + table_json(p).dump();
           if (seen.count(key)) continue;
           seen[key] = true;
           Stability exact = stability(table, p, eps(), rho());
           proofs::Outcome smt =
               proofs::solve(proofs::pe_stability_query(table, p, eps(), rho()), 5000);
           if (smt.verdict == proofs::Verdict::Unknown) {
             out.undecided = true;
             continue;
           }
           ++out.instances;
           bool agree = exact.stable == (smt.verdict == proofs::Verdict::Unsat);
           bool witness_ok = true;
           if (exact.witness) {
             const CondTable& t = *exact.witness;
             for (std::size_t i = 0; i < t.size(); ++i)
               for (std::size_t j = 0; j < t[i].size(); ++j) {
                 Rational dlt = t[i][j] - p[i][j];
                 if (dlt >= eps() || -dlt >= eps() || t[i][j] < 0 || t[i][j] > 1)
                   witness_ok = false;
               }
             Rational gap = accept_probability(table, t) - accept_probability(table, p);
             if (gap < 0) gap = -gap;
             if (gap < rho() * eps()) witness_ok = false;
           }
           if ((!agree || !witness_ok) && !out.violation)
             out.violation = json{{"table", table_name(table)},
                                  {"p", table_json(p)},
                                  {"exact_stable", exact.stable},
                                  {"smt", proofs::to_string(smt.verdict)},
                                  {"witness_ok", witness_ok}};
         }
         return out;
       }});

  claims.push_back(
      {"pe.completeness", "seed 000 Lemma A.5 (Thm 6.1 completeness)",
       "g(root) in {0,1} and (eps, rho)-stable at every node (A-provable: A answers g) => honest A "
       "has E[V^{A,B}] >= (1 - eps) r^{d+1} for every B (p_d and every B_i^k real in [0,1]; Z3 "
       "nlsat, the same formula as the exact reference)",
       "the family's instances with q <= 2 and (d = 1 or q = 1), filtered by the hypotheses; " +
           params,
       false, [] {
         ClaimOutcome out;
         Rational r = reward_ratio(eps(), rho());
         for (const Instance& in : instances()) {
           Rational g = correct(in.root);
           if (!smt_sized(in.root) || !zero_one(g) || first_unstable(in.root, eps(), rho())) {
             ++out.vacuous;
             continue;
           }
           Decision d = completeness(in.root, r, static_cast<int>(g == 1));
           if (d.verdict == proofs::Verdict::Unknown) {
             out.undecided = true;
             continue;
           }
           ++out.instances;
           if (d.witness && !out.violation) out.violation = d.witness;
         }
         return out;
       }});

  claims.push_back(
      {"pe.soundness", "seed 000 Lemma A.4 (Thm 6.1 soundness), unbounded estimator (delta = 0)",
       "for every A in the finite family, min over B of E[V^{A,B}] <= r^{d+1} P[A(x) = L(x)] "
       "(witnessed by the truthful B; P[A(x)=L(x)] = g(root) or 1 - g(root))",
       "every instance of the family; A: claim in {0,1}, direction constant per node in "
       "{-1,0,1}, recursion index constant per node; " +
           params,
       false, [] {
         ClaimOutcome out;
         Rational r = reward_ratio(eps(), rho());
         for (const Instance& in : instances()) {
           const Node& root = in.root;
           int d = depth(root), q = width(root);
           int nodes = d == 1 ? 1 + q : (d == 2 ? 1 + q + q * q : 1);
           int internal_count = d == 1 ? 1 : (d == 2 ? 1 + q : 0);
           Estimator b = truthful_estimator(root);
           long strategies = 1;
           for (int i = 0; i < nodes; ++i) strategies *= 3;
           long rec = 1;
           for (int i = 0; i < internal_count; ++i) rec *= q;
           for (int claim = 0; claim <= 1; ++claim)
             for (long ds = 0; ds < strategies; ++ds)
               for (long rs = 0; rs < rec; ++rs) {
                 // Node numbering: breadth-first (root 0, children 1..q, grandchildren).
                 auto number = [q](const Path& p) {
                   if (p.empty()) return 0;
                   if (p.size() == 1) return 1 + p[0];
                   return 1 + q + p[0] * q + p[1];
                 };
                 Prover a;
                 a.claim = claim;
                 a.direction = [ds, number](const Path& p, const Rational&, const Rational&) {
                   long x = ds;
                   for (int i = 0; i < number(p); ++i) x /= 3;
                   return static_cast<int>(x % 3) - 1;
                 };
                 a.recurse = [rs, q, number](const Path& p, unsigned,
                                             const std::vector<Rational>&) {
                   long x = rs;
                   for (int i = 0; i < number(p); ++i) x /= q;
                   return static_cast<int>(x % q);
                 };
                 Rational value = expected_payoff(root, a, b, r);
                 Rational agree = claim == 1 ? correct(root) : Rational(1 - correct(root));
                 Rational bound = power(r, d + 1) * agree;
                 ++out.instances;
                 if (value > bound && !out.violation)
                   out.violation = json{{"decomposition", to_json(root)},
                                        {"claim", claim},
                                        {"payoff", to_string(value)},
                                        {"bound", to_string(bound)}};
               }
         }
         return out;
       }});

  claims.push_back(
      {"pe.obfuscation.naive", "seed 000 Sec. 7 (obfuscated arguments, naive recursive debate)",
       "A claims every node of an AND tree true; one leaf, uniformly hidden from B, is false; "
       "every B choice table (independent of the location) lets the liar win w.p. 1 - q^{-d}",
       "d in {1,2}, q in {2,3}, every deterministic B choice table", false, [] {
         ClaimOutcome out;
         for (int d = 1; d <= 2; ++d)
           for (int q = 2; q <= 3; ++q) {
             int leaves = d == 1 ? q : q * q;
             int internal_count = d == 1 ? 1 : 1 + q;
             long tables = 1;
             for (int i = 0; i < internal_count; ++i) tables *= q;
             Rational expect = 1 - Rational(1) / Rational(leaves);
             for (long t = 0; t < tables; ++t) {
               Rational total = 0;
               for (int h = 0; h < leaves; ++h) {
                 Node tree = obfuscated(d, q, h);
                 auto choose = [t, q](const Path& p) {
                   long x = t;
                   int idx = p.empty() ? 0 : 1 + p[0];
                   for (int i = 0; i < idx; ++i) x /= q;
                   return static_cast<int>(x % q);
                 };
                 total += naive_win_probability(tree, all_true_claims(tree), choose);
               }
               Rational win = total / leaves;
               ++out.instances;
               if (win != expect && !out.violation)
                 out.violation = json{
                     {"d", d}, {"q", q}, {"win", to_string(win)}, {"expected", to_string(expect)}};
             }
           }
         return out;
       }});

  claims.push_back(
      {"pe.transform", "seed 000 Def. 8.2 / Thm 8.3 (stable transformation, majority vote)",
       "a query answered by the majority of s independent pieces of evidence, each wrong w.p. "
       "eta <= eps/4, is (eps, rho)-stable at its correct conditional probabilities",
       "s = 3 (width q <= 3), truth in {0, 1}, eta in {0, 1/80, 1/40}; " + params, false, [] {
         ClaimOutcome out;
         for (int s : {3})
           for (int truth : {0, 1})
             for (const Rational& eta : {q_(0), q_(1, 80), q_(1, 40)}) {
               Node n = majority_evidence(s, truth, eta);
               ++out.instances;
               if (first_unstable(n, eps(), rho()) && !out.violation)
                 out.violation = json{{"s", s}, {"truth", truth}, {"eta", to_string(eta)}};
             }
         return out;
       }});

  // ---- twins ----
  claims.push_back(
      {"pe.twin.completeness.unstable", "seed 000 Lemma A.5 with (eps, rho)-stability dropped",
       "g(root) in {0,1}, some node unstable => honest A still gets >= (1 - eps) r^{d+1} "
       "(mutant: must fail)",
       "the family's unstable d = 1 instances; " + params, true, [] {
         ClaimOutcome out;
         Rational r = reward_ratio(eps(), rho());
         for (const Instance& in : instances()) {
           Rational g = correct(in.root);
           if (!smt_sized(in.root) || !zero_one(g) || depth(in.root) != 1 ||
               !first_unstable(in.root, eps(), rho())) {
             ++out.vacuous;
             continue;
           }
           Decision d = completeness(in.root, r, static_cast<int>(g == 1));
           ++out.instances;
           if (d.witness) {
             out.violation = d.witness;
             break;
           }
         }
         return out;
       }});

  claims.push_back({"pe.twin.completeness.reward_ratio",
                    "seed 000 Fig. 2 step 1 with r in {1/2, 1, 4} instead of eps (1 - rho) / 4",
                    "stable, A-provable => honest A gets >= (1 - eps) r^{d+1} with r in {1/2, 1, "
                    "4} (mutant: must fail)",
                    "the family's stable d <= 2 instances", true, [] {
                      ClaimOutcome out;
                      for (const Instance& in : instances()) {
                        Rational g = correct(in.root);
                        if (!smt_sized(in.root) || !zero_one(g) ||
                            first_unstable(in.root, eps(), rho())) {
                          ++out.vacuous;
                          continue;
                        }
                        ++out.instances;
                        for (const Rational& wrong : {q_(1, 2), q_(1), q_(4)}) {
                          Decision d = completeness(in.root, wrong, static_cast<int>(g == 1));
                          if (d.witness) {
                            out.violation = d.witness;
                            break;
                          }
                        }
                        if (out.violation) break;
                      }
                      return out;
                    }});

  claims.push_back(
      {"pe.twin.completeness.naive_recursion",
       "seed 000 Lemma A.5 with B choosing the recursion (naive recursive debate's rule)",
       "stable, A-provable => honest directions get >= (1 - eps) r^{d+1} when B picks j "
       "(B recurses on its least-wrong subclaim; mutant: must fail)",
       "the family's stable d = 1 instances, B's entries in {0, 1/2, 1}; " + params, true, [] {
         ClaimOutcome out;
         Rational r = reward_ratio(eps(), rho());
         const std::vector<Rational> grid = {0, q_(1, 2), 1};
         for (const Instance& in : instances()) {
           const Node& root = in.root;
           Rational g = correct(root);
           if (!zero_one(g) || depth(root) != 1 || first_unstable(root, eps(), rho())) {
             ++out.vacuous;
             continue;
           }
           int claim = static_cast<int>(g == 1);
           Prover a = honest_prover(root, eps(), claim);
           a.recurse = [&root](const Path& path, unsigned, const std::vector<Rational>& b) {
             const Node* n = &root;
             for (int i : path) n = &n->children[i];
             int best = 0;
             Rational err = 2;
             for (std::size_t i = 0; i < b.size(); ++i) {
               Rational e = b[i] - correct(n->children[i]);
               if (e < 0) e = -e;
               if (e < err) err = e, best = static_cast<int>(i);
             }
             return best;
           };
           int m = entries(width(root));
           long total = 1;
           for (int i = 0; i <= m; ++i) total *= 3;
           Rational bound = (1 - eps()) * power(r, 2);
           for (long c = 0; c < total && !out.violation; ++c) {
             long x = c;
             Estimator b;
             b.initial = grid[x % 3], x /= 3;
             CondTable t = constant_table(width(root), 0);
             for (auto& row : t)
               for (auto& e : row) e = grid[x % 3], x /= 3;
             b.tables[Path{}] = t;
             ++out.instances;
             Rational v = expected_payoff(root, a, b, r);
             if (v < bound)
               out.violation = json{{"decomposition", to_json(root)},
                                    {"estimator", estimator_json(b)},
                                    {"payoff", to_string(v)},
                                    {"bound", to_string(bound)}};
           }
           if (out.violation) break;
         }
         return out;
       }});

  claims.push_back(
      {"pe.twin.soundness.no_direction",
       "seed 000 Lemma A.4 with the direction requirement removed (A paid r^k |M_D - p_k|)",
       "min over B of E[V] <= r^{d+1} P[A(x) = L(x)] (mutant: must fail). Every B gives a lying A "
       "(always A^k = 1) at least min over leaves of min(theta, 1 - theta) > 0 = the bound",
       "the family's d = 1 instances with g(root) in {0,1} and fractional leaves", true, [] {
         ClaimOutcome out;
         Rational r = reward_ratio(eps(), rho());
         for (const Instance& in : instances()) {
           const Node& root = in.root;
           Rational g = correct(root);
           bool fractional = true;
           for (const Node& c : root.children)
             if (zero_one(c.oracle)) fractional = false;
           if (!zero_one(g) || depth(root) != 1 || !fractional) {
             ++out.vacuous;
             continue;
           }
           ++out.instances;
           // Lower bound for every B: all rewards are >= 0 under the mutant and the leaf reached
           // (with probability 1) pays E|O - p_0| = theta (1 - p_0) + (1 - theta) p_0.
           Rational lower = 1;
           for (const Node& c : root.children)
             lower = std::min(lower, std::min(c.oracle, Rational(1 - c.oracle)));
           Rational bound = 0;  // A lies: claim = 1 - g, P[A(x) = L(x)] = 0
           Prover a;
           a.claim = g == 1 ? 0 : 1;
           a.direction = [](const Path&, const Rational&, const Rational&) { return 1; };
           a.recurse = [](const Path&, unsigned, const std::vector<Rational>&) { return 0; };
           Estimator b = truthful_estimator(root);
           Rational replay = expected_payoff(root, a, b, r, Rule::NoDirection);
           if (lower > bound && replay >= lower) {
             out.violation = json{{"decomposition", to_json(root)},
                                  {"claim", a.claim},
                                  {"lower bound over every B", to_string(lower)},
                                  {"bound r^(d+1) P[A=L]", to_string(bound)},
                                  {"payoff vs truthful B", to_string(replay)}};
             break;
           }
         }
         return out;
       }});

  claims.push_back(
      {"pe.twin.transform.single_evidence", "seed 000 Def. 8.2 with s = 1 (no majority vote)",
       "a query answered by a single piece of evidence is (eps, rho)-stable (mutant: must fail)",
       "truth in {0, 1}, eta in {0, 1/40}; " + params, true, [] {
         ClaimOutcome out;
         for (int truth : {0, 1})
           for (const Rational& eta : {q_(0), q_(1, 40)}) {
             Node n = majority_evidence(1, truth, eta);
             ++out.instances;
             Stability st = stability(n.table, conditional(n), eps(), rho());
             if (!st.stable && !out.violation)
               out.violation = json{{"truth", truth},
                                    {"eta", to_string(eta)},
                                    {"witness", table_json(*st.witness)},
                                    {"gap", to_string(st.witness_gap)}};
           }
         return out;
       }});
  return claims;
}

}  // namespace debref::pe