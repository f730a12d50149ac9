// Source: seed 002 Sec. 3 (Thm 5: depth(C_f), Thm 6: size(C_f)) at n = 4 (docs/DQC.md "Checks at
// n = 4"): minimum-depth and minimum-size De Morgan formulas of all 65,536 functions, by the
// closures of circuit.cpp taken over NPN orbits. Depth and size are NPN-invariant (relabel and
// negate literals; an output negation is De Morgan's dual, AND <-> OR with every literal
// negated, same depth and size), so D_d = D_{d-1} ∪ {g op h} needs g only over class
// representatives: if f = g op h and g = T(r), then T^{-1}(f) = r op' T^{-1}(h). Every new
// function's whole orbit is entered at once, each member with the transported witness
// (op', T(g), T(h)).
#include <array>
#include <stdexcept>

#include "reference/dqc/circuit.hpp"
#include "reference/dqc/np.hpp"

namespace debref::dqc {

namespace {

constexpr std::uint32_t kFull = 0xFFFFU;

/// The 384 NP maps of n = 4 as input images, and T(f)(x) = neg ⊕ f(np_apply(x)).
struct Orbits {
  NpnClasses classes = npn_classes(4);
  std::vector<std::array<std::uint8_t, 16>> image;
  Orbits() {
    for (const NpMap& t : classes.maps) {
      std::array<std::uint8_t, 16> img{};
      for (std::uint32_t x = 0; x < 16; ++x) img[x] = static_cast<std::uint8_t>(np_apply(4, t, x));
      image.push_back(img);
    }
  }
  std::uint32_t apply(std::size_t t, bool neg, std::uint32_t f) const {
    std::uint32_t g = 0;
    for (std::uint32_t x = 0; x < 16; ++x)
      if ((f >> image[t][x]) & 1U) g |= 1U << x;
    return neg ? g ^ kFull : g;
  }
};

/// One new function t = g op h per new orbit; then the orbit entered at `measure` with the
/// transported witnesses. Returns the functions added.
struct Origin {
  std::uint32_t t, g, h;
  int op;
};
std::vector<std::uint32_t> enter_orbits(const Orbits& o, const std::vector<Origin>& origins,
                                        int measure, std::vector<int>& value, std::vector<int>& op,
                                        std::vector<int>& a, std::vector<int>& b) {
  std::vector<std::uint32_t> added;
  for (const Origin& origin : origins)
    for (std::size_t t = 0; t < o.image.size(); ++t)
      for (int neg = 0; neg < 2; ++neg) {
        const std::uint32_t f = o.apply(t, neg == 1, origin.t);
        if (value[f] >= 0) continue;
        value[f] = measure;
        op[f] = neg ? 3 - origin.op : origin.op;  // De Morgan: AND <-> OR under negation
        a[f] = static_cast<int>(o.apply(t, neg == 1, origin.g));
        b[f] = static_cast<int>(o.apply(t, neg == 1, origin.h));
        added.push_back(f);
      }
  return added;
}

/// The pairs g op h, g a class representative among `gs`, h in `hs`, reaching a new orbit.
void new_origins(const Orbits& o, const std::vector<std::uint32_t>& gs,
                 const std::vector<std::uint32_t>& hs, const std::vector<int>& value,
                 std::vector<bool>& pending, std::vector<Origin>& out) {
  for (std::uint32_t g : gs) {
    if (o.classes.representative[g] != g) continue;
    for (std::uint32_t h : hs)
      for (int op = 1; op <= 2; ++op) {
        const std::uint32_t t = op == 1 ? (g & h) : (g | h);
        if (value[t] >= 0) continue;
        const std::uint32_t r = o.classes.representative[t];
        if (pending[r]) continue;
        pending[r] = true;
        out.push_back({t, g, h, op});
      }
  }
}

/// Leaves: 0, 1, x_j, !x_j (op 0, a the leaf code as in circuit.cpp).
std::vector<std::uint32_t> leaves(std::vector<int>& value, std::vector<int>& op,
                                  std::vector<int>& a, std::vector<int>& b) {
  value.assign(std::size_t{1} << 16, -1);
  op.assign(value.size(), 0);
  a.assign(value.size(), 0);
  b.assign(value.size(), 0);
  std::vector<std::uint32_t> out = {0, kFull};
  a[0] = -1;
  a[kFull] = -2;
  for (int j = 1; j <= 4; ++j) {
    std::uint32_t t = 0;
    for (std::uint32_t x = 0; x < 16; ++x)
      if (input_bit(4, x, j)) t |= 1U << x;
    a[t] = 2 * (j - 1);
    a[t ^ kFull] = 2 * (j - 1) + 1;
    out.push_back(t);
    out.push_back(t ^ kFull);
  }
  for (std::uint32_t t : out) value[t] = 0;
  return out;
}

}  // namespace

MinDepth min_depth_formulas_n4() {
  const Orbits o;
  MinDepth m;
  m.n = 4;
  std::vector<std::uint32_t> reached = leaves(m.depth, m.op, m.a, m.b);
  for (int d = 1; reached.size() < m.depth.size(); ++d) {
    std::vector<bool> pending(m.depth.size(), false);
    std::vector<Origin> origins;
    new_origins(o, reached, reached, m.depth, pending, origins);
    if (origins.empty()) throw std::logic_error("min_depth_formulas_n4: closure stalled");
    for (std::uint32_t f : enter_orbits(o, origins, d, m.depth, m.op, m.a, m.b))
      reached.push_back(f);
  }
  return m;
}

MinFormulaSize min_size_formulas_n4() {
  const Orbits o;
  MinFormulaSize m;
  m.n = 4;
  std::vector<std::vector<std::uint32_t>> by_size = {leaves(m.size, m.op, m.a, m.b)};
  std::size_t reached = by_size[0].size();
  for (int s = 1; reached < m.size.size(); ++s) {
    std::vector<bool> pending(m.size.size(), false);
    std::vector<Origin> origins;
    for (int s1 = 0; s1 < s; ++s1)
      new_origins(o, by_size[static_cast<std::size_t>(s1)],
                  by_size[static_cast<std::size_t>(s - 1 - s1)], m.size, pending, origins);
    by_size.push_back(enter_orbits(o, origins, s, m.size, m.op, m.a, m.b));
    reached += by_size.back().size();
    if (s > 64) throw std::logic_error("min_size_formulas_n4: closure stalled");
  }
  return m;
}

}  // namespace debref::dqc
