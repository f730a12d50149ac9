// Source: seed 000 Def. A.1 ((delta, F)-indistinguishability), Algorithm 1 and Lemma A.3 (its
// proof: Algorithm 1 is online gradient descent on Psi h with losses (3), so by Thm A.2 it
// returns within (3 D G / (2 delta))^2 steps). Names follow Lean `girving/debate`
// Learn/Indistinguishable.lean where they exist (`adv`, `AdvLe` as adv_le, `step`,
// `steps_converge`); Lean's algorithm is multiplicative weights, the paper's (mirrored here) is
// projected gradient descent onto the simplex. Finite X and Z; Def. A.1's tests f(x, z, p) in the
// class f(x, z, p) = (c(x, z) + sum_w d(x, z, w) p_w) [<a, p> >= theta] (Lean `Distinguisher`: X ->
// Z -> Prob Z -> [-1, 1]), read at h(x) as Def. A.1 states; no gate and d = 0 give the tests f(x,
// z) that ignore p.
//
// The step sizes eta_t = D / (G sqrt t) are irrational: the run carries an exact rational centre
// c_t (steps eta~_t = the lower end of a 2^-bits enclosure) and a certified radius rho_t with
// |h_t(x) - c_t(x)|_2 <= rho_t for every x (the simplex projection is 1-Lipschitz in l2, and
// |h_{t+1} - c_{t+1}| <= rho_t + |eta_t - eta~_t| |F(x, .)|_2). A branch the radius cannot
// decide makes the run undecided. A gate [<a, h_t(x)> >= theta] is read on the enclosure:
// |<a, h_t(x) - c_t(x)>| <= |a|_1 rho_t, so it is decided when <a, c_t(x)> is farther than that
// from theta; otherwise the run is undecided (never read as either side). A test affine in p (d !=
// 0) read at h_t is within L rho_t of its table at the centre (L = spread), which widens Adv's
// enclosure and the radius (rho_{t+1} gains eta_t L rho_t).
#pragma once

#include <optional>
#include <vector>

#include "reference/num/rational.hpp"

namespace debref::pe::indist {

/// A function X -> Delta_Z as a table [x][z].
using Dist = std::vector<std::vector<Rational>>;
/// A test function f(x, z) in [-1, 1], table [x][z].
using Test = std::vector<std::vector<Rational>>;

/// seed 000 Def. A.1 / Lean `adv`: E_{x~mu, z~g(x)} f(x, z) - E_{x~mu, z~h(x)} f(x, z).
Rational adv(const std::vector<Rational>& mu, const Dist& g, const Dist& h, const Test& f);

/// seed 000 Def. A.1's f : X x Z x Delta_Z -> [-1, 1] (Lean `Distinguisher`) in the class
/// f(x, z, p) = (c(x, z) + sum_w d(x, z, w) p_w) [<a, p> >= theta]: threshold tests (d = 0) and
/// tests affine in p (no gate), with |c(x, z) + d(x, z, w)| <= 1 and |c| <= 1 so that f is in
/// [-1, 1] on Delta_Z. An empty `a` is no gate; an empty `d` is d = 0 (with neither, f ignores p).
struct Distinguisher {
  Test c;
  std::vector<Rational> a;  // indexed by z; empty: no gate
  Rational theta;
  std::vector<std::vector<std::vector<Rational>>> d = {};  // [x][z][w]; empty: 0
};

/// The proof of Lemma A.3's F(x, z) = f(x, z, h(x)), for an exact h.
Test table(const Distinguisher& f, const Dist& h);
/// Each gate [<a, h(x)> >= theta] (true: open; all open without a gate), the same for every h
/// with |h(x) - centre(x)|_2 <= radius at each x; nothing when some side is not certified.
std::optional<std::vector<bool>> gates_within(const Distinguisher& f, const Dist& centre,
                                              const Rational& radius);
/// F(x, z) = f(x, z, centre(x)) with the gates of gates_within (nothing when undecided): for every
/// h in the ball, |f(x, ., h(x)) - F(x, .)|_2 <= spread(f) radius.
std::optional<Test> table_within(const Distinguisher& f, const Dist& centre,
                                 const Rational& radius);
/// L = max_x sum_{z, w} |d(x, z, w)| >= the l2 operator norm of p -> d(x, ., .) p (0 when d = 0).
Rational spread(const Distinguisher& f);

/// seed 000 Def. A.1 / Lean `adv` with the test read at h(x): E_{x~mu, z~g(x)} f(x, z, h(x)) -
/// E_{x~mu, z~h(x)} f(x, z, h(x)), for an exact h.
Rational adv(const std::vector<Rational>& mu, const Dist& g, const Dist& h, const Distinguisher& f);

/// Euclidean projection of v onto the simplex Delta_Z (sort and threshold; exact).
std::vector<Rational> project_simplex(const std::vector<Rational>& v);

/// Where Algorithm 1 reads its tests' Delta_Z argument: at h_t (line 6 and 8, as the paper
/// states) or, a mutant, at the uniform start h_1 throughout (tests frozen at the start).
enum class ReadAt { current, start };

/// One gradient step of Algorithm 1 as run (lines 7-9): the test chosen (its index in the
/// class), sign Adv_f^t and the rational step eta~_t taken on the centre.
struct Step {
  std::size_t test = 0;
  int sign = 1;
  Rational eta;
};

/// One run of Algorithm 1 with eta_t = D / (G sqrt t), D = sqrt 2 (diameter of H), G =
/// 2 sqrt |Z| (Lemma A.3's gradient bound; |f| <= 1 whatever its Delta_Z argument, so
/// |Psi F_t|_2 <= sqrt |Z| for tests that read h_t too), at most `max_steps` gradient steps.
struct Result {
  bool decided = true;
  bool returned = false;  // line 11 reached: every |Adv_f| < delta (certified)
  int steps = 0;          // gradient steps taken before returning
  Dist centre;            // c_T (h_T within radius)
  Rational radius;
  /// sum_{t <= T} |Adv_t| enclosures (lower, upper) after each step T: Thm A.2's regret with
  /// comparator Psi g (loss 0).
  std::vector<std::pair<Rational, Rational>> regret;
  Rational max_adv_upper;   // at return: the largest certified upper bound on |Adv_f|
  std::vector<Step> trace;  // the steps taken, in order (Lemma A.3's circuit is built from it)
  int bits = 0;             // the centre's rounding grid 2^-bits
};
Result algorithm1(const std::vector<Rational>& mu, const Dist& g,
                  const std::vector<Distinguisher>& tests, const Rational& delta, int max_steps,
                  int bits, ReadAt read_at = ReadAt::current);
/// Tests f(x, z) as Distinguishers that ignore p (no gate, d = 0).
std::vector<Distinguisher> ungated(const std::vector<Test>& tests);
/// The same with tests f(x, z) that ignore p.
Result algorithm1(const std::vector<Rational>& mu, const Dist& g, const std::vector<Test>& tests,
                  const Rational& delta, int max_steps, int bits);

/// Def. A.1 at every h within `run.radius` of `run.centre` (|h(x) - c(x)|_2 <= radius), the
/// test read at h(x): |Adv_f(h)| in [lo, hi]; undecided when a gate's side is not certified.
struct AdvBounds {
  bool decided = true;
  Rational lo, hi;
};
AdvBounds adv_bounds(const std::vector<Rational>& mu, const Dist& g, const Result& run,
                     const Distinguisher& f, int bits);

/// Lean `AdvLe`-style bound from Thm A.2 with D = sqrt 2, G = 2 sqrt |Z|: Algorithm 1 returns
/// within floor((3 D G / (2 delta))^2) = floor(18 |Z| / delta^2) steps.
Integer step_bound(int z_size, const Rational& delta);

}  // namespace debref::pe::indist
