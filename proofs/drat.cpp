// Source: docs/DQC.md "Early bits" ("Checked refutations"). See drat.hpp.
#include "proofs/drat.hpp"

#include <algorithm>
#include <cstdlib>
#include <limits>
#include <stdexcept>
#include <unordered_map>
#include <utility>

namespace debref::proofs {

namespace {

constexpr std::uint32_t no_reason = std::numeric_limits<std::uint32_t>::max();
constexpr std::uint64_t max_var = std::numeric_limits<int>::max() / 2;

std::size_t code(int lit) {
  return 2 * static_cast<std::size_t>(std::abs(lit)) + (lit < 0 ? 1 : 0);
}

/// Sorted, repeated literals removed: the form a deletion is matched in.
Clause normal(Clause c) {
  std::sort(c.begin(), c.end());
  c.erase(std::unique(c.begin(), c.end()), c.end());
  return c;
}

std::uint64_t key(const Clause& sorted) {
  std::uint64_t h = 1469598103934665603ULL;
  for (const int l : sorted) h = (h ^ static_cast<std::uint32_t>(l)) * 1099511628211ULL;
  return h;
}

/// The clause database: clauses the formula implies (or, after RAT lemmas, that keep it
/// satisfiable), the top-level assignment they force, and unit propagation over two watched
/// literals. A clause true at the top level when added is never watched (the top level only
/// grows: no reason is ever deleted).
class Database {
 public:
  bool inconsistent() const { return inconsistent_; }

  /// Adds a normalized clause and propagates its consequences at the top level.
  void add(Clause c) {
    for (const int l : c) grow(std::abs(l));
    const auto id = static_cast<std::uint32_t>(clauses_.size());
    index_[key(c)].push_back(id);
    clauses_.push_back(std::move(c));
    active_.push_back(1);
    if (inconsistent_) return;
    Clause& cl = clauses_.back();
    for (const int l : cl)
      if (val(l) > 0) return;  // true for good
    const auto free_end =
        std::stable_partition(cl.begin(), cl.end(), [&](int l) { return val(l) == 0; });
    const auto free = free_end - cl.begin();
    if (free == 0) {
      inconsistent_ = true;
    } else if (free == 1) {
      assign(cl[0], id);
      if (!propagate()) inconsistent_ = true;
    } else {
      watches_[code(cl[0])].push_back(id);
      watches_[code(cl[1])].push_back(id);
    }
  }

  /// Reverse unit propagation: assigning every literal of `c` false leads to a conflict.
  bool rup(const Clause& c) {
    if (inconsistent_) return true;
    const std::size_t top = trail_.size();
    bool conflict = false;
    for (const int l : c) {
      grow(std::abs(l));
      if (val(l) > 0) {
        conflict = true;
        break;
      }
      if (val(l) == 0) assign(-l, no_reason);
    }
    if (!conflict) conflict = !propagate();
    backtrack(top);
    return conflict;
  }

  /// Resolution asymmetric tautology on `pivot` (a literal of `c`): every resolvent with a
  /// clause containing -pivot is RUP.
  bool rat(const Clause& c, int pivot) {
    for (std::size_t id = 0; id < clauses_.size(); ++id) {
      if (!active_[id]) continue;
      const Clause& d = clauses_[id];
      if (std::find(d.begin(), d.end(), -pivot) == d.end()) continue;
      Clause resolvent = c;
      for (const int l : d)
        if (l != -pivot) resolvent.push_back(l);
      if (!rup(normal(std::move(resolvent)))) return false;
    }
    return true;
  }

  enum class Removal { applied, kept, unmatched };
  /// Deletes a normalized clause, unless it is absent or the reason of a top-level assignment.
  Removal remove(const Clause& c) {
    const auto bucket = index_.find(key(c));
    if (bucket == index_.end()) return Removal::unmatched;
    std::vector<std::uint32_t>& ids = bucket->second;
    for (std::size_t i = 0; i < ids.size(); ++i) {
      const std::uint32_t id = ids[i];
      if (!active_[id] || normal(clauses_[id]) != c) continue;
      for (const int l : clauses_[id])
        if (reason_[static_cast<std::size_t>(std::abs(l))] == id) return Removal::kept;
      active_[id] = 0;  // its watches are dropped when next visited
      ids.erase(ids.begin() + static_cast<std::ptrdiff_t>(i));
      return Removal::applied;
    }
    return Removal::unmatched;
  }

 private:
  std::vector<Clause> clauses_;
  std::vector<char> active_;
  std::vector<std::vector<std::uint32_t>> watches_{2};  // by literal code: the clauses watching it
  std::vector<signed char> value_{0};                   // by variable: 1 true, -1 false, 0 free
  std::vector<std::uint32_t> reason_{no_reason};        // by variable, at the top level
  std::vector<int> trail_;
  std::size_t propagated_ = 0;
  bool inconsistent_ = false;
  std::unordered_map<std::uint64_t, std::vector<std::uint32_t>> index_;

  void grow(int var) {
    const auto v = static_cast<std::size_t>(var);
    if (v < value_.size()) return;
    value_.resize(v + 1, 0);
    reason_.resize(v + 1, no_reason);
    watches_.resize(2 * v + 2);
  }
  int val(int lit) const {
    const int v = value_[static_cast<std::size_t>(std::abs(lit))];
    return lit > 0 ? v : -v;
  }
  void assign(int lit, std::uint32_t reason) {
    const auto v = static_cast<std::size_t>(std::abs(lit));
    value_[v] = lit > 0 ? 1 : -1;
    reason_[v] = reason;
    trail_.push_back(lit);
  }
  void backtrack(std::size_t size) {
    while (trail_.size() > size) {
      const auto v = static_cast<std::size_t>(std::abs(trail_.back()));
      value_[v] = 0;
      reason_[v] = no_reason;
      trail_.pop_back();
    }
    propagated_ = size;
  }
  /// False on a conflict.
  bool propagate() {
    while (propagated_ < trail_.size()) {
      const int falsified = -trail_[propagated_++];
      std::vector<std::uint32_t>& ws = watches_[code(falsified)];
      std::size_t kept = 0;
      for (std::size_t i = 0; i < ws.size(); ++i) {
        const std::uint32_t id = ws[i];
        if (!active_[id]) continue;  // deleted: the watch goes
        Clause& c = clauses_[id];
        if (c[0] == falsified) std::swap(c[0], c[1]);
        if (val(c[0]) > 0) {
          ws[kept++] = id;
          continue;
        }
        bool moved = false;
        for (std::size_t k = 2; k < c.size(); ++k)
          if (val(c[k]) >= 0) {
            std::swap(c[1], c[k]);
            watches_[code(c[1])].push_back(id);
            moved = true;
            break;
          }
        if (moved) continue;
        ws[kept++] = id;
        if (val(c[0]) < 0) {  // conflict: the rest of the list stays
          for (++i; i < ws.size(); ++i) ws[kept++] = ws[i];
          ws.resize(kept);
          return false;
        }
        assign(c[0], id);
      }
      ws.resize(kept);
    }
    return true;
  }
};

/// Bytes of a FILE, buffered.
class FileBytes {
 public:
  explicit FileBytes(std::FILE* f) : f_(f) {}
  int next() {
    if (at_ == size_) {
      size_ = f_ ? std::fread(buffer_.data(), 1, buffer_.size(), f_) : 0;
      at_ = 0;
      if (size_ == 0) return EOF;
    }
    return buffer_[at_++];
  }

 private:
  std::FILE* f_;
  std::vector<unsigned char> buffer_ = std::vector<unsigned char>(1 << 16);
  std::size_t size_ = 0, at_ = 0;
};

class StringBytes {
 public:
  explicit StringBytes(const std::string& s) : s_(s) {}
  int next() { return at_ < s_.size() ? static_cast<unsigned char>(s_[at_++]) : EOF; }

 private:
  const std::string& s_;
  std::size_t at_ = 0;
};

/// Reads one step into `kind` and `lits`: true on a step, false at the end of the proof; a
/// malformed step sets `failure`. `offset` counts the bytes read. A variable above
/// `formula_var` (the formula's largest) plus the bytes read, which bound the proof's fresh
/// variables, is refused, so the checker's memory stays linear in its inputs.
template <class Bytes>
bool read_step(Bytes& bytes, std::uint64_t& offset, std::uint64_t formula_var, int& kind,
               Clause& lits, std::string& failure) {
  kind = bytes.next();
  if (kind == EOF) return false;
  ++offset;
  if (kind != 'a' && kind != 'd') {
    failure = "malformed proof: byte " + std::to_string(offset) + " is not 'a' or 'd'";
    return false;
  }
  lits.clear();
  for (;;) {
    std::uint64_t x = 0;
    for (int shift = 0;; shift += 7) {
      const int b = bytes.next();
      ++offset;
      if (b == EOF || shift > 35) {
        failure = "malformed proof: a literal cut or too long at byte " + std::to_string(offset);
        return false;
      }
      x |= static_cast<std::uint64_t>(b & 0x7f) << shift;
      if ((b & 0x80) == 0) break;
    }
    if (x == 0) return true;
    const std::uint64_t var = x >> 1;
    if (var == 0 || var > max_var || var > formula_var + offset) {
      failure = "malformed proof: variable " + std::to_string(var) + " at byte " +
                std::to_string(offset) + " (at most the formula's largest variable " +
                std::to_string(formula_var) + " plus the bytes read)";
      return false;
    }
    lits.push_back((x & 1) ? -static_cast<int>(var) : static_cast<int>(var));
  }
}

template <class Bytes>
DratCheck check(const std::vector<Clause>& formula, Bytes& bytes,
                const std::function<bool()>& stop) {
  DratCheck out;
  Database db;
  std::uint64_t formula_var = 0;
  for (const Clause& c : formula) {
    for (const int l : c) {
      const auto v = static_cast<std::uint64_t>(std::abs(static_cast<long long>(l)));
      if (l == 0 || v > max_var)
        throw std::invalid_argument("check_drat: a formula literal is 0 or out of range");
      formula_var = std::max(formula_var, v);
    }
    db.add(normal(c));
  }
  std::uint64_t offset = 0, steps = 0;
  Clause lits;
  int kind = 0;
  while (!db.inconsistent()) {
    if (!read_step(bytes, offset, formula_var, kind, lits, out.failure)) {
      if (!out.failure.empty()) return out;
      break;
    }
    if (stop && ++steps % 1024 == 0 && stop()) {
      out.stopped = true;
      return out;
    }
    Clause c = normal(lits);
    if (kind == 'd') {
      switch (db.remove(c)) {
        case Database::Removal::applied:
          ++out.deletions;
          break;
        case Database::Removal::kept:
          ++out.deletions_kept;
          break;
        case Database::Removal::unmatched:
          ++out.deletions_unmatched;
          break;
      }
      continue;
    }
    if (!db.rup(c)) {
      if (lits.empty() || !db.rat(c, lits[0])) {
        out.failure = "lemma " + std::to_string(out.lemmas + 1) + " (" + std::to_string(c.size()) +
                      " literals) is neither RUP nor RAT";
        return out;
      }
      ++out.rat_lemmas;
    }
    ++out.lemmas;
    db.add(std::move(c));
  }
  out.refuted = db.inconsistent();
  if (!out.refuted) {
    out.failure = "the proof ends without deriving the empty clause";
    return out;
  }
  // The steps after the refutation are not checked, but must be well formed.
  std::string failure;
  while (read_step(bytes, offset, formula_var, kind, lits, failure)) {
  }
  if (!failure.empty()) {
    out.refuted = false;
    out.failure = failure;
  }
  return out;
}

}  // namespace

DratCheck check_drat(const std::vector<Clause>& formula, std::FILE* binary_proof,
                     const std::function<bool()>& stop) {
  FileBytes bytes(binary_proof);
  return check(formula, bytes, stop);
}

DratCheck check_drat(const std::vector<Clause>& formula, const std::string& binary_proof,
                     const std::function<bool()>& stop) {
  StringBytes bytes(binary_proof);
  return check(formula, bytes, stop);
}

std::string drat_step(bool add, const Clause& clause) {
  std::string out(1, add ? 'a' : 'd');
  for (const int l : clause) {
    std::uint64_t x =
        2 * static_cast<std::uint64_t>(std::abs(static_cast<long long>(l))) + (l < 0 ? 1 : 0);
    while (x >= 0x80) {
      out.push_back(static_cast<char>((x & 0x7f) | 0x80));
      x >>= 7;
    }
    out.push_back(static_cast<char>(x));
  }
  out.push_back('\0');
  return out;
}

std::optional<std::string> drat_text(const std::string& binary_proof) {
  std::string out;
  std::size_t at = 0;
  while (at < binary_proof.size()) {
    const char kind = binary_proof[at++];
    if (kind != 'a' && kind != 'd') return std::nullopt;
    if (kind == 'd') out += "d ";
    for (;;) {
      std::uint64_t x = 0;
      for (int shift = 0;; shift += 7) {
        if (at == binary_proof.size() || shift > 35) return std::nullopt;
        const auto b = static_cast<unsigned char>(binary_proof[at++]);
        x |= static_cast<std::uint64_t>(b & 0x7f) << shift;
        if ((b & 0x80) == 0) break;
      }
      if (x == 0) break;
      if ((x >> 1) == 0 || (x >> 1) > max_var) return std::nullopt;
      out += ((x & 1) ? "-" : "") + std::to_string(x >> 1) + " ";
    }
    out += "0\n";
  }
  return out;
}

}  // namespace debref::proofs
