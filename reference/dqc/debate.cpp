// Source: seed 002 Sec. 2, Def. 1, equations (1) and (2), Lemma 3. See debate.hpp.
#include "reference/dqc/debate.hpp"

#include <functional>
#include <stdexcept>
#include <tuple>
#include <unordered_map>

namespace debref::dqc {

std::string to_string(const TruthTable& f) {
  std::string s;
  for (std::uint32_t x = 0; x < (1U << f.n); ++x) s += f(x) ? '1' : '0';
  return s;
}

TruthTable parse_truth_table(const std::string& s, int max_n) {
  TruthTable f{-1, 0};
  for (int m = 0; m <= max_n; ++m)
    if (s.size() == (std::size_t{1} << m)) f.n = m;
  if (f.n < 0) throw TruthTableSyntax{true, 0};
  for (std::size_t i = 0; i < s.size(); ++i) {
    if (s[i] != '0' && s[i] != '1') throw TruthTableSyntax{false, i};
    if (s[i] == '1') f.bits |= 1U << i;
  }
  return f;
}

int relevant_variables(const TruthTable& f) {
  int count = 0;
  for (int j = 1; j <= f.n; ++j) {
    const std::uint32_t flip = 1U << (f.n - j);
    for (std::uint32_t x = 0; x < (1U << f.n); ++x)
      if (f(x) != f(x ^ flip)) {
        ++count;
        break;
      }
  }
  return count;
}

// Appends to a named string rather than `"x" + std::to_string(...)`: GCC 12 at -O3 reports a
// false -Wrestrict overlap inside operator+(const char*, std::string&&).
std::string var_name(int n, int v) {
  std::string name(1, v < n ? 'x' : (v - n) % 2 == 0 ? 'a' : 'b');
  name += std::to_string(v < n ? v + 1 : (v - n) / 2 + 1);
  return name;
}

Tree Tree::leaf(bool value) {
  Tree t;
  t.nodes.push_back(TreeNode{-1, value, {-1, -1}});
  return t;
}

Tree Tree::query(int v, const Tree& if0, const Tree& if1) {
  Tree t;
  t.nodes.push_back(TreeNode{v, false, {1, 1 + static_cast<int>(if0.nodes.size())}});
  for (const Tree* sub : {&if0, &if1}) {
    const int offset = static_cast<int>(t.nodes.size());
    for (TreeNode node : sub->nodes) {
      if (node.var >= 0) {
        node.child[0] += offset;
        node.child[1] += offset;
      }
      t.nodes.push_back(node);
    }
  }
  return t;
}

int Tree::depth() const {
  std::function<int(int)> rec = [&](int i) -> int {
    const TreeNode& node = nodes[static_cast<std::size_t>(i)];
    if (node.var < 0) return 0;
    return 1 + std::max(rec(node.child[0]), rec(node.child[1]));
  };
  return nodes.empty() ? 0 : rec(0);
}

std::set<int> Tree::queried() const {
  std::set<int> s;
  for (const TreeNode& node : nodes)
    if (node.var >= 0) s.insert(node.var);
  return s;
}

bool Tree::eval(const std::vector<bool>& input) const {
  int i = 0;
  while (nodes[static_cast<std::size_t>(i)].var >= 0) {
    const TreeNode& node = nodes[static_cast<std::size_t>(i)];
    i = node.child[input.at(static_cast<std::size_t>(node.var)) ? 1 : 0];
  }
  return nodes[static_cast<std::size_t>(i)].value;
}

std::string Tree::to_string(int n) const {
  std::function<std::string(int, bool)> rec = [&](int i, bool paren) -> std::string {
    const TreeNode& node = nodes[static_cast<std::size_t>(i)];
    if (node.var < 0) return node.value ? "1" : "0";
    std::string s =
        var_name(n, node.var) + " ? " + rec(node.child[1], true) + " : " + rec(node.child[0], true);
    return paren ? "(" + s + ")" : s;
  };
  return nodes.empty() ? "" : rec(0, false);
}

namespace {

/// A hash-consed decision diagram (ids 0 and 1 are the leaves) with memoised restriction and
/// game values: the exact backward induction of eq. (1), (2), branching only on bits the
/// restricted verifier can still query.
class Evaluator {
 public:
  explicit Evaluator(const Debate& d) : n_(d.n), k_(d.k) {
    nodes_.push_back({-1, 0, 0});
    nodes_.push_back({-1, 1, 1});
    for (const TreeNode& node : d.tree.nodes)
      if (node.var >= 0 && node.var >= d.n + 2 * d.k)
        throw std::invalid_argument("verifier queries " + var_name(d.n, node.var) +
                                    " beyond the transcript (k = " + std::to_string(d.k) + ")");
    root_ = from_tree(d.tree, 0);
  }

  int root() const { return root_; }

  int restrict(int id, int var, bool value) {
    if (id < 2) return id;
    const std::uint64_t key = (static_cast<std::uint64_t>(id) << 24) |
                              (static_cast<std::uint64_t>(var) << 1) | (value ? 1U : 0U);
    if (auto it = restrict_memo_.find(key); it != restrict_memo_.end()) return it->second;
    const Node node = nodes_[static_cast<std::size_t>(id)];
    int result;
    if (node.var == var)
      result = restrict(value ? node.hi : node.lo, var, value);
    else
      result = make(node.var, restrict(node.lo, var, value), restrict(node.hi, var, value));
    restrict_memo_[key] = result;
    return result;
  }

  int restrict_input(std::uint32_t x) {
    int id = root_;
    for (int j = 1; j <= n_; ++j) id = restrict(id, x_var(j), input_bit(n_, x, j));
    return id;
  }

  /// Value of the game from round `round` on: min over α_round, max over β_round, ...
  bool game(int id, int round) {
    if (id < 2) return id == 1;
    if (round > k_) throw std::logic_error("game: unresolved query after the last round");
    const std::uint64_t key = (static_cast<std::uint64_t>(id) << 16) | static_cast<unsigned>(round);
    if (auto it = game_memo_.find(key); it != game_memo_.end()) return it->second;
    if (forced(id, true)) return true;
    if (forced(id, false)) return false;
    bool value = true;
    for (int a = 0; a < 2 && value; ++a)
      value = after_alpha(restrict(id, alpha_var(n_, round), a), round);
    game_memo_[key] = value;
    return value;
  }

  /// Value after α_round has been fixed: max over β_round of the rest.
  bool after_alpha(int id, int round) {
    if (forced(id, true)) return true;
    if (forced(id, false)) return false;
    for (int b = 0; b < 2; ++b)
      if (game(restrict(id, beta_var(n_, round), b), round + 1)) return true;
    return false;
  }

 private:
  struct Node {
    int var, lo, hi;
  };

  /// A sound shortcut: every unrestricted variable belongs to the current or a later round, so if
  /// some path to the leaf `value` queries only messages of the player who wants it (β for 1, α
  /// for 0), that player forces the verifier along it whatever the other does.
  bool forced(int id, bool value) {
    if (id < 2) return (id == 1) == value;
    const std::uint64_t key = (static_cast<std::uint64_t>(id) << 1) | (value ? 1U : 0U);
    if (auto it = forced_memo_.find(key); it != forced_memo_.end()) return it->second;
    const Node node = nodes_[static_cast<std::size_t>(id)];
    bool result = false;
    if (node.var >= n_ && ((node.var - n_) % 2 == 1) == value)
      result = forced(node.lo, value) || forced(node.hi, value);
    forced_memo_[key] = result;
    return result;
  }

  int make(int var, int lo, int hi) {
    if (lo == hi) return lo;
    const auto key = std::make_tuple(var, lo, hi);
    if (auto it = unique_.find(key); it != unique_.end()) return it->second;
    nodes_.push_back({var, lo, hi});
    const int id = static_cast<int>(nodes_.size()) - 1;
    unique_[key] = id;
    return id;
  }

  /// The tree as a diagram that reads each variable at most once per path: a variable the tree
  /// queries again below itself is restricted there to the value already read (so every path is
  /// consistent, as `forced` requires).
  int from_tree(const Tree& t, int i) {
    const TreeNode& node = t.nodes.at(static_cast<std::size_t>(i));
    if (node.var < 0) return node.value ? 1 : 0;
    return make(node.var, restrict(from_tree(t, node.child[0]), node.var, false),
                restrict(from_tree(t, node.child[1]), node.var, true));
  }

  struct TupleHash {
    std::size_t operator()(const std::tuple<int, int, int>& t) const {
      return std::hash<std::uint64_t>()((static_cast<std::uint64_t>(std::get<0>(t)) << 42) ^
                                        (static_cast<std::uint64_t>(std::get<1>(t)) << 21) ^
                                        static_cast<std::uint64_t>(std::get<2>(t)));
    }
  };

  int n_, k_, root_ = 0;
  std::vector<Node> nodes_;
  std::unordered_map<std::tuple<int, int, int>, int, TupleHash> unique_;
  std::unordered_map<std::uint64_t, int> restrict_memo_;
  std::unordered_map<std::uint64_t, bool> game_memo_;
  std::unordered_map<std::uint64_t, bool> forced_memo_;
};

bool honest_move_in(Evaluator& ev, const Debate& d, std::uint32_t x, bool target, int round,
                    const std::vector<bool>& history) {
  int id = ev.restrict_input(x);
  for (std::size_t b = 0; b < history.size(); ++b)
    id = ev.restrict(id, d.n + static_cast<int>(b), history[b]);
  for (int move = 0; move < 2; ++move) {
    if (!target) {
      if (!ev.after_alpha(ev.restrict(id, alpha_var(d.n, round), move), round)) return move == 1;
    } else {
      if (ev.game(ev.restrict(id, beta_var(d.n, round), move), round + 1)) return move == 1;
    }
  }
  return false;
}

std::vector<bool> history_bits(std::uint64_t index, int length) {
  std::vector<bool> h(static_cast<std::size_t>(length));
  for (int b = 0; b < length; ++b) h[static_cast<std::size_t>(b)] = (index >> b) & 1U;
  return h;
}

}  // namespace

bool game_value(const Debate& d, std::uint32_t x) {
  Evaluator ev(d);
  return ev.game(ev.restrict_input(x), 1);
}

TruthTable game_function(const Debate& d) {
  Evaluator ev(d);
  TruthTable t{d.n, 0};
  for (std::uint32_t x = 0; x < (1U << d.n); ++x)
    if (ev.game(ev.restrict_input(x), 1)) t.bits |= 1U << x;
  return t;
}

Validity validate(const Debate& d, const TruthTable& f) {
  if (f.n != d.n) throw std::invalid_argument("validate: f and the debate differ in n");
  Evaluator ev(d);
  for (std::uint32_t x = 0; x < (1U << d.n); ++x)
    if (ev.game(ev.restrict_input(x), 1) != f(x)) return {false, x};
  return {true, std::nullopt};
}

bool honest_move(const Debate& d, std::uint32_t x, bool target, int round,
                 const std::vector<bool>& history) {
  Evaluator ev(d);
  return honest_move_in(ev, d, x, target, round, history);
}

Strategies honest_strategies(const Debate& d, const TruthTable& f) {
  if (d.k > max_strategy_rounds)
    throw std::invalid_argument("honest_strategies: k = " + std::to_string(d.k) + " > " +
                                std::to_string(max_strategy_rounds));
  Evaluator ev(d);
  Strategies s;
  s.n = d.n;
  s.k = d.k;
  const std::size_t inputs = std::size_t{1} << d.n;
  s.prover0.assign(inputs, {});
  s.prover1.assign(inputs, {});
  for (std::uint32_t x = 0; x < inputs; ++x) {
    const bool target = f(x);
    auto& table = target ? s.prover1[x] : s.prover0[x];
    for (int round = 1; round <= d.k; ++round) {
      const int length = 2 * (round - 1) + (target ? 1 : 0);
      std::vector<bool> moves(std::size_t{1} << length);
      for (std::uint64_t h = 0; h < moves.size(); ++h)
        moves[h] = honest_move_in(ev, d, x, target, round, history_bits(h, length));
      table.push_back(std::move(moves));
    }
  }
  return s;
}

std::optional<std::uint32_t> verify_strategies(const Debate& d, const TruthTable& f,
                                               const Strategies& s) {
  const int vars = d.n + 2 * d.k;
  for (std::uint32_t x = 0; x < (1U << d.n); ++x) {
    const bool target = f(x);
    const auto& table = target ? s.prover1.at(x) : s.prover0.at(x);
    if (static_cast<int>(table.size()) != d.k) return x;
    // Every opponent message sequence (k bits).
    for (std::uint64_t opp = 0; opp < (std::uint64_t{1} << d.k); ++opp) {
      std::vector<bool> input(static_cast<std::size_t>(vars));
      for (int j = 1; j <= d.n; ++j)
        input[static_cast<std::size_t>(x_var(j))] = input_bit(d.n, x, j);
      std::uint64_t history = 0;
      for (int round = 1; round <= d.k; ++round) {
        const int base = 2 * (round - 1);
        const bool theirs = (opp >> (round - 1)) & 1U;
        bool a, b;
        if (!target) {
          a = table[static_cast<std::size_t>(round - 1)].at(history);
          b = theirs;
        } else {
          a = theirs;
          b = table[static_cast<std::size_t>(round - 1)].at(history | (std::uint64_t{a} << base));
        }
        history |= (std::uint64_t{a} << base) | (std::uint64_t{b} << (base + 1));
        input[static_cast<std::size_t>(alpha_var(d.n, round))] = a;
        input[static_cast<std::size_t>(beta_var(d.n, round))] = b;
      }
      if (d.tree.eval(input) != target) return x;
    }
  }
  return std::nullopt;
}

Eliminated eliminate_rounds(const Debate& d, const Strategies& s, KeepRounds keep) {
  const std::set<int> S = d.tree.queried();
  const bool beta_counts = keep == KeepRounds::alpha_or_beta_read;
  if (!beta_counts && d.n < 1) throw std::invalid_argument("KeepRounds::alpha_read needs n >= 1");
  Eliminated e;
  std::vector<int> position(static_cast<std::size_t>(d.k + 1),
                            0);  // original round -> new (0: deleted)
  for (int i = 1; i <= d.k; ++i)
    if (S.count(alpha_var(d.n, i)) || (beta_counts && S.count(beta_var(d.n, i)))) {
      e.kept_rounds.push_back(i);
      position[static_cast<std::size_t>(i)] = static_cast<int>(e.kept_rounds.size());
    }
  const int k2 = static_cast<int>(e.kept_rounds.size());
  e.debate.n = d.n;
  e.debate.k = k2;
  e.debate.tree = d.tree;
  for (TreeNode& node : e.debate.tree.nodes)
    if (node.var >= d.n) {
      const int r = (node.var - d.n) / 2 + 1;
      const int kept = position[static_cast<std::size_t>(r)];
      node.var = kept > 0 ? d.n + 2 * (kept - 1) + (node.var - d.n) % 2 : d.n - 1;
    }
  // Strategies as in the proof of Lemma 3: replay the old strategy, filling every deleted round
  // with the honest prover's own simulated move and the opponent's message assumed 0.
  e.strategies.n = d.n;
  e.strategies.k = k2;
  const std::size_t inputs = std::size_t{1} << d.n;
  e.strategies.prover0.assign(inputs, {});
  e.strategies.prover1.assign(inputs, {});
  for (std::uint32_t x = 0; x < inputs; ++x)
    for (int target = 0; target < 2; ++target) {
      const auto& old = target ? s.prover1.at(x) : s.prover0.at(x);
      if (old.empty()) continue;
      auto& table = target ? e.strategies.prover1[x] : e.strategies.prover0[x];
      for (int p = 1; p <= k2; ++p) {
        const int length = 2 * (p - 1) + target;
        std::vector<bool> moves(std::size_t{1} << length);
        for (std::uint64_t h = 0; h < moves.size(); ++h) {
          // Rebuild the original history up to the original round of new round p.
          std::uint64_t orig = 0;
          const int round = e.kept_rounds[static_cast<std::size_t>(p - 1)];
          for (int i = 1; i < round; ++i) {
            const int base = 2 * (i - 1);
            bool a, b;
            const int q = position[static_cast<std::size_t>(i)];
            if (q > 0) {
              a = (h >> (2 * (q - 1))) & 1U;
              b = (h >> (2 * (q - 1) + 1)) & 1U;
            } else if (!target) {
              a = old[static_cast<std::size_t>(i - 1)].at(orig);
              b = false;
            } else {
              a = false;
              b = old[static_cast<std::size_t>(i - 1)].at(orig);
            }
            orig |= (std::uint64_t{a} << base) | (std::uint64_t{b} << (base + 1));
          }
          if (target) orig |= ((h >> (2 * (p - 1))) & 1U) << (2 * (round - 1));
          moves[h] = old[static_cast<std::size_t>(round - 1)].at(orig);
        }
        table.push_back(std::move(moves));
      }
    }
  return e;
}

}  // namespace debref::dqc
