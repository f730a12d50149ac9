// Source: seed 000 Thm A.2 (online gradient descent on a convex set K of diameter D, gradients
// bounded by G, step sizes D / (G sqrt t): regret <= 3 D G / (2 sqrt T) for each v in K, losses
// chosen after v_t is revealed) and Lean girving/debate Learn/OGD.lean (`ogd`, `regret`,
// `good_η`, `regret_le` with its 3/2 g d sqrt n), for three convex sets: the box [0,1]^dim (the
// clamp), the probability simplex Δ_dim (the set Algorithm 1 descends on) and the unit Euclidean
// ball (an irrational projection). Losses are linear, l_t(v) = <a_t, v> with |a_t|_2 <= G.
//
// The step sizes (and the ball's projection) are irrational, so the run carries a rational
// shadow c_t and a radius rho_t with |z_t - c_t|_2 <= rho_t for the exact iterate z_t:
// z_{t+1} = P(z_t - eta_t a_t) and c_{t+1} = P~(c_t - eta~_t a_t) differ by at most
// rho_t + |eta_t - eta~_t| G + (the error of P~), since P is 1-Lipschitz in l2. The regret
// against the best v in K is then enclosed exactly: sum_k <a_k, z_k> is within G sum_k rho_k of
// sum_k <a_k, c_k>, and min_{v in K} <S, v> (S = sum_k a_k) is a vertex value (box, simplex) or
// -|S|_2 (ball, enclosed).
#pragma once

#include <functional>
#include <string>
#include <vector>

#include "reference/pe/ogd.hpp"

namespace debref::pe::ogd {

/// The convex sets K of the runs.
enum class ConvexSet { Box, Simplex, Ball };

std::string to_string(ConvexSet k);

/// A rational approximation of the Euclidean projection onto K: |point - P_K(v)|_2 <= error.
/// Box and simplex: exact (error 0); ball: v scaled by a rational within 2^-bits of 1/|v|_2.
struct Projected {
  std::vector<Rational> point;
  Rational error;
};
Projected project(ConvexSet k, const std::vector<Rational>& v, int bits);

/// An enclosure of K's diameter: sqrt(dim) (box), sqrt(2) (simplex, dim >= 2), 2 (ball).
Enclosure diameter(ConvexSet k, int dim, int bits);

/// An adversary of linear losses: a_t from the time and the shadow c_t (a function of the past
/// moves, so an adversary of Lean's type that sees the revealed point only through its history).
using LinearAdversary =
    std::function<std::vector<Rational>(int n, const std::vector<Rational>& shadow)>;

/// A run of `steps` moves: shadows c_0 .. c_steps, radii rho_0 .. rho_steps, moves a_0 ..
struct ShadowRun {
  std::vector<std::vector<Rational>> shadow;
  std::vector<Rational> radius;
  std::vector<std::vector<Rational>> moves;
};

/// Online gradient descent on K from x (in K) with step sizes `eta` (enclosures; the shadow
/// steps by their midpoint) against `eve`; every move must satisfy |a|_2 <= g (else
/// std::invalid_argument). Shadows are rounded to multiples of 2^-bits (the rounding is added
/// to the radius).
ShadowRun ogd_shadow(ConvexSet k, const StepSize& eta, const Rational& g,
                     const LinearAdversary& eve, const std::vector<Rational>& x, int steps,
                     int bits);

/// An enclosure of sup over v in K of the regret after n moves, sum_{k<n} <a_k, z_k - v>.
Enclosure sup_regret(ConvexSet k, const ShadowRun& run, const Rational& g, int n, int bits);

}  // namespace debref::pe::ogd
