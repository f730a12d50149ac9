// Source: seed 002 Sec. 3 (AND/OR circuits with negations at the inputs): the symmetries of
// circuit size. Permuting and negating inputs maps literals to literals; negating the output is
// De Morgan's dual (AND <-> OR, every literal negated). Both map a circuit to one of the same size
// (docs/DQC.md "Minimum circuits"), so they act on the sets of functions a circuit's gates compute,
// and the search of min_circuit.hpp keeps one set per orbit. The NPN class table of n <= 4 kept
// here (least table per class, the elements moving each f to and from it, the representatives'
// stabilizers) is the only one: `npn_classes` (np.hpp) reads it.
#pragma once

#include <compare>
#include <cstdint>
#include <utility>
#include <vector>

namespace debref::dqc {

/// Most gates of a stored gate set (8 tables of 16 bits fill a SetKey).
inline constexpr int max_set_size = 8;

/// A sorted gate set of k <= max_set_size truth tables, packed (the k of its level is implied).
struct SetKey {
  std::uint64_t hi = 0, lo = 0;
  auto operator<=>(const SetKey&) const = default;
};
SetKey pack(const std::uint16_t* sorted, int k);
void unpack(const SetKey& key, int k, std::uint16_t* out);

/// The NPN group of n <= 4 variables acting on truth tables (bit x = f(x)): an element is an
/// NP map t (np.hpp) and an output negation c, f -> c XOR f(np_apply(t, x)).
class NpnSets {
 public:
  explicit NpnSets(int n);
  int n() const { return n_; }
  std::size_t tables() const { return rep_.size(); }                        // 2^(2^n)
  std::uint16_t full() const { return full_; }                              // the constant 1
  std::uint16_t literal(int j, bool negated) const;                         // x_j or !x_j, j = 1..n
  const std::vector<std::uint16_t>& literals() const { return literals_; }  // x1, !x1, x2, ...
  bool base(std::uint16_t t) const { return base_[t]; }  // a literal or a constant
  /// The least truth table of t's class, and the classes' representatives in increasing order.
  std::uint16_t representative(std::uint16_t t) const { return rep_[t]; }
  const std::vector<std::uint32_t>& representatives() const { return reps_; }
  /// pi(u) for the element pi with pi(t) = representative(t) that the class enumeration chose.
  std::uint16_t to_representative(std::uint16_t t, std::uint16_t u) const;
  /// sigma(u) for the element sigma with sigma(representative(f)) = f.
  std::uint16_t from_representative(std::uint16_t f, std::uint16_t u) const;
  /// That sigma as (t, c): f(x) = c XOR representative(f)(np_apply(np_maps(n)[t], x)). The
  /// elements are numbered 2 t + c in the order of np_maps(n), and each f takes the first
  /// element reaching it from its representative.
  std::pair<std::size_t, bool> from_representative_map(std::uint16_t f) const;
  /// The orbit's canonical form of a gate set s (k tables): the least sorted image pi(s) over
  /// the elements pi sending some member of one class to its representative r (r chosen by
  /// counts every image of s shares). The candidates of an image sigma(s) are those of s
  /// composed with sigma^-1, so every image of s has the same form.
  SetKey canonical(const std::uint16_t* s, int k) const;

 private:
  struct Element {
    std::uint16_t lo[256], hi[256];  // images of the low and high bytes of a table
    bool negate;
  };
  std::uint16_t apply(int e, std::uint16_t f) const {
    const Element& x = elements_[static_cast<std::size_t>(e)];
    const std::uint16_t r = static_cast<std::uint16_t>(x.lo[f & 0xFFU] | x.hi[f >> 8]);
    return x.negate ? static_cast<std::uint16_t>(r ^ full_) : r;
  }
  int n_;
  std::uint16_t full_;
  std::vector<Element> elements_;
  std::vector<std::uint16_t> literals_;
  std::vector<bool> base_;
  std::vector<std::uint16_t> rep_;
  std::vector<int> to_rep_, from_rep_;        // element indices, by table
  std::vector<std::vector<int>> stabilizer_;  // by representative
  std::vector<std::uint32_t> reps_;
};

/// NpnSets(n), built once per process.
const NpnSets& npn_sets(int n);

}  // namespace debref::dqc
