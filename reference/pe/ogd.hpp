// Source: seed 000 Thm A.2 (online gradient descent, Zinkevich 2003 / Hazan 2016 Thm 3.1) as
// formalized in Lean `girving/debate` Learn/OGD.lean (Move, Adversary, step, ogd, regret, good_η,
// regret_le), mirrored name for name on finite instances: V = Q^n, s = the box [0,1]^n with the
// clamp as its projection (Lean `Proj`), losses linear or |<a, x> - c| (seed 000 eq. (3)).
// The step sizes good_η d g n = d / g / sqrt(n + 1) are irrational, so iterates are carried as
// certified rational boxes (outward-rounded dyadic endpoints); a comparison the enclosures cannot
// decide is reported undecided, never read as holding.
#pragma once

#include <functional>
#include <optional>
#include <vector>

#include "reference/num/rational.hpp"

namespace debref::pe::ogd {

/// A closed rational interval [lo, hi] known to contain an exact real.
struct Enclosure {
  Rational lo, hi;
};

/// [lo, hi] containing sqrt(x) for x >= 0, endpoints multiples of 2^-bits.
Enclosure sqrt_enclosure(const Rational& x, int bits);

/// A point of V = Q^n known only up to a box (one Enclosure per coordinate).
using Box = std::vector<Enclosure>;

/// Lean `Move`: the adversary's loss at a point and a subgradient. Here the loss is
/// <a, x> - c (linear) or |<a, x> - c| (absolute); `grad` is chosen by `ogd` at the exact point
/// (a, or sign(<a, x> - c) a). Lean's `norm : ‖grad‖ ≤ g` is checked as |a|^2 <= g^2.
struct Move {
  std::vector<Rational> a;
  Rational c;
  bool absolute = false;
};

/// Lean `Adversary g s`: sees the time and (an enclosure of) the current point, picks a Move;
/// nullopt when its choice is not decided by the enclosure.
using Adversary = std::function<std::optional<Move>(int n, const Box& x)>;

/// A step-size rule n -> enclosure of η n.
using StepSize = std::function<Enclosure(int n)>;

/// Lean `good_η d g n = d / g / sqrt (n + 1)` with d given by an enclosure (e.g. sqrt(dim)).
Enclosure good_eta(const Enclosure& d, const Rational& g, int n, int bits);

/// Lean `Proj` onto [0,1] in one coordinate: x clamped to [0, 1].
Rational clamp01(const Rational& x);

/// The loss of `m` at the exact point y, and an enclosure of it over a box.
Rational loss(const Move& m, const std::vector<Rational>& y);
Enclosure loss(const Move& m, const Box& x);

/// Lean `ogd proj η eve x xs` for n = 0..steps with proj = clamp to [0,1]^n: the enclosures of
/// the iterates z 0 .. z steps and the adversary's moves m 0 .. m (steps-1). `decided` is false
/// when the adversary or the subgradient sign could not be decided (the run stops there).
struct Run {
  std::vector<Box> z;
  std::vector<Move> moves;
  bool decided = true;
};
Run ogd(const StepSize& eta, const Adversary& eve, const std::vector<Rational>& x, int steps,
        int bits);

/// Lean `regret eve z y n = sum_{k<n} (m k).loss (z k) - (m k).loss y`, enclosed.
Enclosure regret(const Run& run, const std::vector<Rational>& y, int n);

/// Lean `regret_le`'s right-hand side 3/2 * g * d * sqrt n, enclosed (d an enclosure).
Enclosure regret_bound(const Rational& g, const Enclosure& d, int n, const Rational& factor,
                       int bits);

}  // namespace debref::pe::ogd
