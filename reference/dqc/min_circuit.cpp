// Source: seed 002 Thm 6 and Sec. 3 (size(C_f) of a fan-in-2 AND/OR circuit with negations at the
// inputs). See min_circuit.hpp; the method and its proof are in docs/DQC.md "Minimum circuits".
#include "reference/dqc/min_circuit.hpp"

#include <algorithm>
#include <bit>
#include <limits>
#include <map>
#include <mutex>
#include <stdexcept>
#include <string>
#include <thread>
#include <utility>

#include "reference/dqc/npn_sets.hpp"

namespace debref::dqc {

namespace {

using Table = std::uint16_t;
constexpr int max_stored_level = 6;  // deeper levels are searched depth-first, without dedup

/// One thread's share of the enumeration of docs/DQC.md "Minimum circuits": canonical gate sets
/// by size, pruned by the sink bound, the last two gates of each circuit added without storing
/// the sets; what it finds is merged with the other shares by `absorb`.
class Worker {
 public:
  Worker(const NpnSets& g, int max_gates)
      : g_(g),
        max_(max_gates),
        best_(g.tables(), std::numeric_limits<int>::max()),
        witness_(g.tables()) {}

  /// The children of every `parts`-th set of `level` (k gates each), from the `part`-th.
  void grow(const std::vector<SetKey>& level, int k, std::size_t part, std::size_t parts,
            std::vector<SetKey>& out) {
    for (std::size_t i = part; i < level.size(); i += parts) {
      Table s[max_set_size];
      unpack(level[i], k, s);
      children(s, k, [&](const Table* child) { out.push_back(g_.canonical(child, k + 1)); });
    }
  }
  /// Every circuit of at most max_ gates whose first k gates are such a set.
  void finish(const std::vector<SetKey>& level, int k, std::size_t part, std::size_t parts) {
    for (std::size_t i = part; i < level.size(); i += parts) {
      Table s[max_set_size];
      unpack(level[i], k, s);
      extend(s, k);
    }
  }
  void absorb(const Worker& other) {
    circuits_ += other.circuits_;
    for (std::size_t r = 0; r < best_.size(); ++r)
      if (other.best_[r] < best_[r] ||
          (other.best_[r] == best_[r] && other.witness_[r] < witness_[r])) {
        best_[r] = other.best_[r];
        witness_[r] = other.witness_[r];
      }
  }

  int best(Table r) const { return best_[r]; }
  const std::vector<Table>& witness(Table r) const { return witness_[r]; }
  std::uint64_t circuits() const { return circuits_; }

 private:
  const NpnSets& g_;
  int max_;
  std::vector<int> best_;                    // by class representative: least gates found
  std::vector<std::vector<Table>> witness_;  // a gate set of that size holding it, rep's frame
  std::uint64_t circuits_ = 0;

  /// t is computed by the gates `set` (k of them): at most k gates suffice for t's class. Of
  /// the sets of least size found, the witness is the least (sorted, moved to r's frame), so it
  /// does not depend on the order of the search.
  void found(Table t, int k, const Table* set) {
    const Table r = g_.representative(t);
    if (k > best_[r]) return;
    Table moved[max_set_size + 2];
    for (int i = 0; i < k; ++i) {  // insertion sort
      const Table u = g_.to_representative(t, set[i]);
      int at = i;
      for (; at > 0 && moved[at - 1] > u; --at) moved[at] = moved[at - 1];
      moved[at] = u;
    }
    if (k == best_[r] &&
        !std::lexicographical_compare(moved, moved + k, witness_[r].begin(), witness_[r].end()))
      return;
    best_[r] = k;
    witness_[r].assign(moved, moved + k);
  }

  /// Literals then the gates of s: the wires a new gate can read.
  int available(const Table* s, int k, Table* av) const {
    int a = 0;
    for (Table l : g_.literals()) av[a++] = l;
    for (int i = 0; i < k; ++i) av[a++] = s[i];
    return a;
  }

  static bool holds(const Table* s, int k, Table t) { return std::find(s, s + k, t) != s + k; }

  /// Bit i set: gate s[i] is read by no other gate of s in any order of building s (no gate v
  /// of s is s[i] AND w or s[i] OR w with w a literal or another gate). A circuit with s as its
  /// first k gates leaves those gates for the later gates to read.
  unsigned sinks(const Table* s, int k) const {
    Table av[max_set_size + 2 * 4];
    const int a = available(s, k, av);
    unsigned mask = 0;
    for (int i = 0; i < k; ++i) {
      const Table u = s[i];
      bool used = false;
      for (int j = 0; j < k && !used; ++j) {
        const Table v = s[j];
        if (j == i) continue;
        for (int w = 0; w < a && !used; ++w) {
          if (av[w] == v) continue;
          used = ((v & u) == v && (av[w] & u) == v) || ((v | u) == v && (av[w] | u) == v);
        }
      }
      if (!used) mask |= 1U << i;
    }
    return mask;
  }

  /// Every gate set s + {t} (t a new AND / OR of two wires, not a literal, a constant or in s)
  /// that can still be the first k + 1 gates of a single-output circuit of <= max_ gates: its
  /// sinks must be read by the remaining gates, each of which reads at most two and adds one.
  template <class Emit>
  void children(const Table* s, int k, Emit&& emit) {
    Table av[max_set_size + 2 * 4];
    const int a = available(s, k, av);
    Table child[max_set_size];
    for (int i = 0; i < a; ++i)
      for (int j = i + 1; j < a; ++j)
        for (int op = 0; op < 2; ++op) {
          const Table t = op == 0 ? (av[i] & av[j]) : (av[i] | av[j]);
          if (g_.base(t) || holds(s, k, t)) continue;
          ++circuits_;
          const int at = static_cast<int>(std::lower_bound(s, s + k, t) - s);  // child sorted
          std::copy(s, s + at, child);
          child[at] = t;
          std::copy(s + at, s + k, child + at + 1);
          found(t, k + 1, child);
          if (std::popcount(sinks(child, k + 1)) <= max_ - (k + 1) + 1) emit(child);
        }
  }

  /// Below the stored levels: depth-first to max_ - 2 gates, then the last two.
  void extend(const Table* s, int k) {
    if (k + 2 >= max_) {
      last_two(s, k);
      return;
    }
    children(s, k, [&](const Table* child) { extend(child, k + 1); });
  }

  /// Circuits of k + 1 and k + 2 = max_ gates whose first k gates are s. In a minimum circuit
  /// every gate but the output is read, so gate k + 1 (g) reads all sinks of s but at most one,
  /// and gate k + 2 (the output h = g op c) reads g and the remaining sink.
  void last_two(const Table* s, int k) {
    const unsigned mask = sinks(s, k);
    const int d = std::popcount(mask);
    if (d > 3) return;
    Table av[max_set_size + 2 * 4];
    const int a = available(s, k, av);
    const int lits = static_cast<int>(g_.literals().size());
    Table set[max_set_size + 2];
    std::copy(s, s + k, set);
    for (int i = 0; i < a; ++i)
      for (int j = i + 1; j < a; ++j) {
        unsigned left = mask;  // sinks g does not read
        if (i >= lits) left &= ~(1U << (i - lits));
        if (j >= lits) left &= ~(1U << (j - lits));
        if (std::popcount(left) > 1) continue;
        for (int op = 0; op < 2; ++op) {
          const Table gt = op == 0 ? (av[i] & av[j]) : (av[i] | av[j]);
          if (g_.base(gt) || holds(s, k, gt)) continue;
          ++circuits_;
          set[k] = gt;
          if (left == 0) found(gt, k + 1, set);
          const int c_lo = left == 0 ? 0 : lits + std::countr_zero(left);
          const int c_hi = left == 0 ? a : c_lo + 1;
          for (int c = c_lo; c < c_hi; ++c)
            for (int op2 = 0; op2 < 2; ++op2) {
              const Table h = op2 == 0 ? (gt & av[c]) : (gt | av[c]);
              if (h == gt || g_.base(h) || holds(s, k, h)) continue;
              set[k + 1] = h;
              found(h, k + 2, set);
            }
        }
      }
  }
};

/// The function of each gate of c, in order.
std::vector<std::uint32_t> gate_functions(const Circuit& c, int n) {
  std::vector<std::uint32_t> out(static_cast<std::size_t>(c.size()), 0);
  std::vector<bool> value(static_cast<std::size_t>(c.size()));
  for (std::uint32_t x = 0; x < (1U << n); ++x) {
    auto read = [&](const Wire& w) {
      if (w.kind == Wire::Const) return w.value;
      if (w.kind == Wire::Gate) return static_cast<bool>(value[static_cast<std::size_t>(w.index)]);
      for (int j = 1; j <= n; ++j)
        if (x_var(j) == w.index) return input_bit(n, x, j) != w.negated;
      throw std::logic_error("gate_functions: a literal outside x_1..x_n");
    };
    for (std::size_t i = 0; i < c.gates.size(); ++i) {
      const bool p = read(c.gates[i].in[0]), q = read(c.gates[i].in[1]);
      value[i] = c.gates[i].is_and ? (p && q) : (p || q);
      if (value[i]) out[i] |= 1U << x;
    }
  }
  return out;
}

/// Runs f(0), ..., f(parts - 1) on parts threads.
template <class F>
void in_parallel(std::size_t parts, F&& f) {
  std::vector<std::thread> pool;
  for (std::size_t p = 1; p < parts; ++p) pool.emplace_back([&f, p] { f(p); });
  f(0);
  for (std::thread& t : pool) t.join();
}

/// The whole enumeration on up to 4 threads; the result does not depend on their number.
Worker enumerate(const NpnSets& g, int max_gates, std::vector<std::uint64_t>& sets) {
  const std::size_t parts = std::clamp<std::size_t>(std::thread::hardware_concurrency(), 1, 4);
  std::vector<Worker> workers(parts, Worker(g, max_gates));
  std::vector<SetKey> level{SetKey{}};  // the empty gate set
  const int stored = std::min(max_gates - 2, max_stored_level);
  for (int k = 0; k < stored; ++k) {
    std::vector<std::vector<SetKey>> out(parts);
    in_parallel(parts, [&](std::size_t p) { workers[p].grow(level, k, p, parts, out[p]); });
    std::vector<SetKey> next;
    for (const auto& o : out) next.insert(next.end(), o.begin(), o.end());
    std::sort(next.begin(), next.end());
    next.erase(std::unique(next.begin(), next.end()), next.end());
    sets.push_back(next.size());
    level = std::move(next);
  }
  in_parallel(parts, [&](std::size_t p) { workers[p].finish(level, stored, p, parts); });
  for (std::size_t p = 1; p < parts; ++p) workers[0].absorb(workers[p]);
  return std::move(workers[0]);
}

/// Literals first (x1, !x1, x2, ...), then gates in order: how a gate lists its two inputs.
std::pair<int, int> wire_order(const Wire& w) {
  if (w.kind == Wire::Gate) return {1, w.index};
  return {0, 2 * w.index + (w.negated ? 1 : 0)};
}

}  // namespace

Circuit derive_circuit(int n, const std::vector<std::uint32_t>& functions, std::uint32_t f) {
  const NpnSets& g = npn_sets(n);
  std::map<std::uint32_t, Wire> wire;  // every function built so far, with its wire
  wire[0] = Wire{Wire::Const, 0, false, false};
  wire[g.full()] = Wire{Wire::Const, 0, false, true};
  for (int j = 1; j <= n; ++j)
    for (bool negated : {false, true})
      wire[g.literal(j, negated)] = Wire{Wire::Literal, x_var(j), negated, false};
  std::vector<std::uint32_t> todo;
  for (std::uint32_t t : functions)
    if (!wire.count(t) && std::find(todo.begin(), todo.end(), t) == todo.end()) todo.push_back(t);
  Circuit all;
  all.vars = n;
  std::vector<std::uint32_t> built;  // the function of each gate of `all`
  while (!todo.empty()) {
    bool progress = false;
    for (auto it = todo.begin(); it != todo.end() && !progress; ++it)
      for (auto a = wire.begin(); a != wire.end() && !progress; ++a)
        for (auto b = std::next(a); b != wire.end() && !progress; ++b)
          for (bool is_and : {true, false}) {
            if ((is_and ? (a->first & b->first) : (a->first | b->first)) != *it) continue;
            Gate gate{is_and, {a->second, b->second}};
            if (wire_order(gate.in[1]) < wire_order(gate.in[0])) std::swap(gate.in[0], gate.in[1]);
            all.gates.push_back(gate);
            wire[*it] = Wire{Wire::Gate, all.size() - 1, false, false};
            built.push_back(*it);
            todo.erase(it);
            progress = true;
            break;
          }
    if (!progress) throw std::logic_error("derive_circuit: a gate function cannot be built");
  }
  if (!wire.count(f)) throw std::logic_error("derive_circuit: f is not among the functions");
  // Keep the gates f depends on, in order.
  std::vector<bool> keep(all.gates.size(), false);
  std::vector<int> index(all.gates.size(), -1);
  if (wire[f].kind == Wire::Gate) keep[static_cast<std::size_t>(wire[f].index)] = true;
  for (int i = all.size() - 1; i >= 0; --i)
    if (keep[static_cast<std::size_t>(i)])
      for (const Wire& w : all.gates[static_cast<std::size_t>(i)].in)
        if (w.kind == Wire::Gate) keep[static_cast<std::size_t>(w.index)] = true;
  Circuit c;
  c.vars = n;
  auto moved = [&index](Wire w) {
    if (w.kind == Wire::Gate) w.index = index[static_cast<std::size_t>(w.index)];
    return w;
  };
  for (std::size_t i = 0; i < all.gates.size(); ++i) {
    if (!keep[i]) continue;
    index[i] = c.size();
    c.gates.push_back(
        Gate{all.gates[i].is_and, {moved(all.gates[i].in[0]), moved(all.gates[i].in[1])}});
  }
  c.out = moved(wire[f]);
  if (circuit_function(c, n).bits != f)
    throw std::logic_error("derive_circuit: the circuit does not compute f");
  return c;
}

Circuit MinCircuits::circuit(std::uint32_t bits) const {
  const Circuit c = derive_circuit(n, gates.at(bits), bits);
  if (c.size() > upper.at(bits))
    throw std::logic_error("MinCircuits::circuit: the witness has more gates than its bound");
  return c;
}

MinCircuits search_min_circuits(int n, int max_gates) {
  if (n < 0 || n > 4) throw std::invalid_argument("search_min_circuits: n in 0..4");
  if (max_gates < 2 || max_gates > max_set_size + 2)
    throw std::invalid_argument("search_min_circuits: max_gates in 2..10");
  const NpnSets& g = npn_sets(n);
  MinCircuits m;
  m.n = n;
  m.searched = max_gates;
  const Worker search = enumerate(g, max_gates, m.sets);
  m.circuits = search.circuits();
  const std::size_t count = g.tables();
  m.lower.assign(count, 0);
  m.upper.assign(count, 0);
  m.gates.assign(count, {});
  const MinFormulaSize formulas = min_size_formulas(n);
  for (std::uint32_t r : g.representatives()) {
    if (g.base(static_cast<Table>(r))) continue;
    const int best = search.best(static_cast<Table>(r));
    std::vector<std::uint32_t> w;
    if (best <= max_gates) {
      for (Table t : search.witness(static_cast<Table>(r))) w.push_back(t);
    } else {
      w = gate_functions(formulas.formula(r).to_circuit(n), n);
    }
    const Circuit c = derive_circuit(n, w, r);  // re-verified; pruned to what r needs
    const int lower = std::min(best, max_gates + 1);
    if (c.size() < lower) throw std::logic_error("search_min_circuits: a circuit below the bound");
    const std::vector<std::uint32_t> functions = gate_functions(c, n);
    for (std::uint32_t f = 0; f < count; ++f) {
      if (g.representative(static_cast<Table>(f)) != r) continue;
      m.lower[f] = lower;
      m.upper[f] = c.size();
      for (std::uint32_t t : functions)
        m.gates[f].push_back(g.from_representative(static_cast<Table>(f), static_cast<Table>(t)));
    }
  }
  return m;
}

const MinCircuits& min_circuits(int n) {
  static std::mutex mutex;
  static std::map<int, MinCircuits> tables;
  std::lock_guard<std::mutex> lock(mutex);
  auto it = tables.find(n);
  if (it != tables.end()) return it->second;
  return tables.emplace(n, search_min_circuits(n, default_max_gates)).first->second;
}

}  // namespace debref::dqc
