// Source: docs/PE_LEARNING.md "Thm A.2 on other convex sets": the runs of pe.ogd.regret_sets (seed
// 000 Thm A.2, Lean girving/debate Learn/OGD.lean regret_le) on the box, the probability simplex
// and the unit ball, and of its twin.
#include "harness/core/stream.hpp"
#include "harness/pe/instances.hpp"

namespace debref::pe {

namespace {

using ogd::ConvexSet;

std::vector<Rational> scaled_unit(int dim, int i, const Rational& value) {
  std::vector<Rational> a(dim, 0);
  a[i] = value;
  return a;
}

/// The first index of the largest |c_i| (the largest c_i when `signed_value` is false).
int largest(const std::vector<Rational>& c, bool absolute) {
  int best = 0;
  for (int i = 1; i < static_cast<int>(c.size()); ++i) {
    const Rational a = absolute ? abs(c[i]) : c[i], b = absolute ? abs(c[best]) : c[best];
    if (a > b) best = i;
  }
  return best;
}

/// The set's adaptive adversary: the box's oscillation (a_i = +g/dim when c_i >= 1/2, else
/// -g/dim), on the simplex the loss g on the heaviest coordinate, on the ball the loss g pushing
/// the largest coordinate back through 0.
ogd::LinearAdversary adaptive(ConvexSet set, int dim, const Rational& g) {
  return [set, dim, g](int, const std::vector<Rational>& c) {
    switch (set) {
      case ConvexSet::Box: {
        std::vector<Rational> a;
        for (const Rational& ci : c)
          a.push_back(ci >= Rational(1, 2) ? Rational(g / dim) : Rational(-g / dim));
        return a;
      }
      case ConvexSet::Simplex:
        return scaled_unit(dim, largest(c, false), g);
      case ConvexSet::Ball: {
        const int j = largest(c, true);
        return scaled_unit(dim, j, c[j] < 0 ? Rational(-g) : g);
      }
    }
    return std::vector<Rational>(dim, 0);
  };
}

std::vector<Rational> start(ConvexSet set, int dim) {
  if (set == ConvexSet::Simplex) return std::vector<Rational>(dim, Rational(1, dim));
  return std::vector<Rational>(dim, 0);
}

}  // namespace

std::vector<OgdSetCase> ogd_set_cases() {
  std::vector<OgdSetCase> cases;
  Stream s{16180};
  for (ConvexSet set : {ConvexSet::Box, ConvexSet::Simplex, ConvexSet::Ball})
    for (int dim = 2; dim <= 3; ++dim)
      for (const Rational& g : {Rational(1), Rational(2)}) {
        const std::string where =
            ogd::to_string(set) + ", dim " + std::to_string(dim) + ", g " + to_string(g);
        auto add = [&](const std::string& adversary, ogd::LinearAdversary eve) {
          cases.push_back(
              {adversary + ", " + where, set, dim, g, start(set, dim), 48, std::move(eve)});
        };
        add("adaptive", adaptive(set, dim, g));
        add("cycle",
            [dim, g](int n, const std::vector<Rational>&) { return scaled_unit(dim, n % dim, g); });
        add("alternating", [dim, g](int n, const std::vector<Rational>&) {
          return scaled_unit(dim, 0, n % 2 == 0 ? g : Rational(-g));
        });
        // Oblivious sequences a_i = g k_i / (4 dim), k_i in -4..4 (so |a|_2 <= g / sqrt(dim)).
        for (int k = 0; k < 8; ++k) {
          std::vector<std::vector<Rational>> moves(48);
          for (auto& a : moves)
            for (int i = 0; i < dim; ++i) a.push_back(g * (s.next(9) - 4) / (4 * dim));
          add("seeded #" + std::to_string(k), [moves](int n, const std::vector<Rational>&) {
            return moves[static_cast<std::size_t>(n)];
          });
        }
      }
  return cases;
}

}  // namespace debref::pe
