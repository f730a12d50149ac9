#include "reference/pe/stability.hpp"

namespace debref::pe {

namespace {

struct Interval {
  Rational lo, hi;
  bool lo_in = false, hi_in = false;  // endpoint belongs to the admissible set
};

CondTable unflatten(int q, const std::vector<Rational>& x) {
  CondTable t(q);
  int v = 0;
  for (int i = 0; i < q; ++i)
    for (unsigned prefix = 0; prefix < (1u << i); ++prefix) t[i].push_back(x[v++]);
  return t;
}

}  // namespace

Stability stability(const std::vector<int>& table, const CondTable& p, const Rational& eps,
                    const Rational& rho) {
  const int q = static_cast<int>(p.size());
  const int n = entries(q);
  std::vector<Interval> box;
  std::vector<Rational> mid;
  for (int i = 0; i < q; ++i)
    for (const Rational& pi : p[i]) {
      Interval in;
      if (pi - eps < 0) {
        in.lo = 0, in.lo_in = true;  // clamped at 0: |p - 0| < eps, so 0 is admissible
      } else {
        in.lo = pi - eps;  // |p - t| < eps is strict
      }
      if (pi + eps > 1) {
        in.hi = 1, in.hi_in = true;
      } else {
        in.hi = pi + eps;
      }
      box.push_back(in);
      mid.push_back((in.lo + in.hi) / 2);
    }
  const Rational base = accept_probability(table, p);
  const Rational bound = rho * eps;
  auto deviation = [&](const std::vector<Rational>& x) {
    return accept_probability(table, unflatten(q, x)) - base;
  };
  // Vertex values of the closed box.
  const unsigned vertices = 1u << n;
  std::vector<Rational> value(vertices);
  std::vector<Rational> x(n);
  for (unsigned v = 0; v < vertices; ++v) {
    for (int c = 0; c < n; ++c) x[c] = ((v >> c) & 1u) ? box[c].hi : box[c].lo;
    value[v] = deviation(x);
  }
  Stability out;
  out.supremum = 0;
  for (int sign : {1, -1}) {
    unsigned best = 0;
    for (unsigned v = 1; v < vertices; ++v)
      if (sign * value[v] > sign * value[best]) best = v;
    Rational m = sign * value[best];
    // Attained on the half-open box? Faces: each coordinate fixed at an included end or free.
    std::optional<std::vector<Rational>> attained;
    std::vector<int> face(n, 0);  // 0 free, 1 lo, 2 hi
    unsigned faces = 1;
    for (int c = 0; c < n; ++c) faces *= 3;
    for (unsigned f = 0; m == bound && f < faces && !attained; ++f) {
      unsigned rest = f;
      bool ok = true;
      for (int c = 0; c < n; ++c) {
        face[c] = static_cast<int>(rest % 3), rest /= 3;
        if ((face[c] == 1 && !box[c].lo_in) || (face[c] == 2 && !box[c].hi_in)) ok = false;
      }
      if (!ok) continue;
      for (unsigned v = 0; v < vertices && ok; ++v) {
        bool on = true;
        for (int c = 0; c < n && on; ++c)
          if (face[c] != 0 && static_cast<int>((v >> c) & 1u) != face[c] - 1) on = false;
        if (on && sign * value[v] != m) ok = false;
      }
      if (!ok) continue;
      std::vector<Rational> point(n);
      for (int c = 0; c < n; ++c)
        point[c] = face[c] == 0 ? mid[c] : (face[c] == 1 ? box[c].lo : box[c].hi);
      attained = point;
    }
    if (m > out.supremum) out.supremum = m;
    if (m == bound && attained) out.supremum_attained = true;
    if (out.witness) continue;
    if (m > bound) {
      std::vector<Rational> corner(n), point(n);
      for (int c = 0; c < n; ++c) corner[c] = ((best >> c) & 1u) ? box[c].hi : box[c].lo;
      Rational t = Rational(1) / 2;
      for (int step = 0; step < 4096; ++step, t /= 2) {
        for (int c = 0; c < n; ++c) point[c] = corner[c] + t * (mid[c] - corner[c]);
        Rational dev = sign * deviation(point);
        if (dev >= bound) {
          out.stable = false, out.witness = unflatten(q, point), out.witness_gap = dev;
          break;
        }
      }
    } else if (m == bound && attained) {
      out.stable = false, out.witness = unflatten(q, *attained), out.witness_gap = m;
    }
  }
  return out;
}

namespace {

void walk(const Node& n, Path& path, const Rational& eps, const Rational& rho,
          std::optional<Path>& found) {
  if (n.leaf() || found) return;
  if (!stability(n.table, conditional(n), eps, rho).stable) {
    found = path;
    return;
  }
  for (std::size_t i = 0; i < n.children.size(); ++i) {
    path.push_back(static_cast<int>(i));
    walk(n.children[i], path, eps, rho, found);
    path.pop_back();
  }
}

}  // namespace

std::optional<Path> first_unstable(const Node& root, const Rational& eps, const Rational& rho) {
  std::optional<Path> found;
  Path path;
  walk(root, path, eps, rho, found);
  return found;
}

Rational stable_mass(const std::vector<std::pair<Rational, Node>>& mu, const Rational& eps,
                     const Rational& rho) {
  Rational mass = 0;
  for (const auto& [w, node] : mu)
    if (!first_unstable(node, eps, rho)) mass += w;
  return mass;
}

}  // namespace debref::pe

namespace debref::pe {

namespace {

// One prefix's entry of the box (the same clamps as `stability`) and the backward induction's
// value at that prefix: the optimum of P_t[M_D = 1 | prefix], whether an admissible t attains
// it, and the entry's choice (0 lo, 1 hi, 2 either: both continuations are equal).
struct PrefixValue {
  Rational value;
  bool attained = true;
  int choice = 2;
};

struct Sweep {
  std::vector<std::vector<PrefixValue>> level;  // level[i][prefix], i = 0..q (q: z itself)
};

Interval entry_box(const Rational& pi, const Rational& eps) {
  Interval in;
  if (pi - eps < 0)
    in.lo = 0, in.lo_in = true;
  else
    in.lo = pi - eps;
  if (pi + eps > 1)
    in.hi = 1, in.hi_in = true;
  else
    in.hi = pi + eps;
  return in;
}

// sign = 1: the supremum of P_t; sign = -1: the infimum (as the supremum of -P_t).
Sweep sweep(const std::vector<int>& table, const CondTable& p, const Rational& eps, int sign) {
  const int q = static_cast<int>(p.size());
  Sweep s;
  s.level.resize(q + 1);
  for (int v : table) s.level[q].push_back({Rational(sign * v), true, 2});
  for (int i = q - 1; i >= 0; --i)
    for (unsigned prefix = 0; prefix < (1u << i); ++prefix) {
      const PrefixValue& v0 = s.level[i + 1][prefix];
      const PrefixValue& v1 = s.level[i + 1][prefix + (1u << i)];
      const Interval in = entry_box(p[i][prefix], eps);
      PrefixValue out;
      if (v1.value > v0.value) {  // t as large as admissible
        out.choice = 1;
        out.value = in.hi * v1.value + (1 - in.hi) * v0.value;
        out.attained = in.hi_in && v1.attained && (in.hi == 1 || v0.attained);
      } else if (v1.value < v0.value) {
        out.choice = 0;
        out.value = in.lo * v1.value + (1 - in.lo) * v0.value;
        out.attained = in.lo_in && v0.attained && (in.lo == 0 || v1.attained);
      } else {
        out.value = v0.value;
        out.attained = (v0.attained && v1.attained) || (v1.attained && in.hi == 1 && in.hi_in) ||
                       (v0.attained && in.lo == 0 && in.lo_in);
      }
      s.level[i].push_back(out);
    }
  return s;
}

// A point of the box from the sweep's choices: the chosen end (moved `toward_mid` of the way to
// the midpoint, 0 = the vertex) where the choice is an end, else the midpoint; `attaining`: the
// choices of an attaining t (ends only where included, an end 0 or 1 where one branch alone
// attains).
CondTable choose(const Sweep& s, const CondTable& p, const Rational& eps,
                 const Rational& toward_mid, bool attaining) {
  const int q = static_cast<int>(p.size());
  CondTable t(q);
  for (int i = 0; i < q; ++i)
    for (unsigned prefix = 0; prefix < (1u << i); ++prefix) {
      const Interval in = entry_box(p[i][prefix], eps);
      const Rational mid = (in.lo + in.hi) / 2;
      const PrefixValue& v = s.level[i][prefix];
      Rational x = mid;
      if (v.choice == 1) x = in.hi;
      if (v.choice == 0) x = in.lo;
      if (attaining && v.choice == 2 && v.attained) {
        const bool a0 = s.level[i + 1][prefix].attained,
                   a1 = s.level[i + 1][prefix + (1u << i)].attained;
        if (!(a0 && a1)) x = a1 ? in.hi : in.lo;
      }
      // Not attained: unreachable below an attaining t (weight 0), any admissible value.
      if (attaining && !v.attained) x = mid;
      if (!attaining) x = x + toward_mid * (mid - x);
      t[i].push_back(x);
    }
  return t;
}

}  // namespace

Stability stability_by_prefix(const std::vector<int>& table, const CondTable& p,
                              const Rational& eps, const Rational& rho) {
  const Rational base = accept_probability(table, p);
  const Rational bound = rho * eps;
  Stability out;
  out.supremum = 0;
  for (int sign : {1, -1}) {
    const Sweep s = sweep(table, p, eps, sign);
    const PrefixValue& top = s.level[0][0];
    const Rational m = top.value - sign * base;  // sup of sign (P_t - P_p)
    if (m > out.supremum) out.supremum = m;
    if (m == bound && top.attained) out.supremum_attained = true;
    if (out.witness) continue;
    if (m > bound) {
      Rational toward = Rational(1) / 2;
      for (int step = 0; step < 4096; ++step, toward /= 2) {
        CondTable t = choose(s, p, eps, toward, false);
        Rational dev = sign * (accept_probability(table, t) - base);
        if (dev >= bound) {
          out.stable = false, out.witness = t, out.witness_gap = dev;
          break;
        }
      }
    } else if (m == bound && top.attained) {
      CondTable t = choose(s, p, eps, 0, true);
      out.stable = false, out.witness = t,
      out.witness_gap = sign * (accept_probability(table, t) - base);
    }
  }
  return out;
}

}  // namespace debref::pe
