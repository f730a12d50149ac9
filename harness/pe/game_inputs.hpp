// Source: seed 000 Thm 6.1 / Thm 6.2 on tiny two-input games: one input x's decomposition with
// A's and B's finite strategy sets and the payoff table between them (Fig. 2, exact), shared by
// pe.thm6_2 (evaluate_game.cpp) and pe.thm6_1.completeness (evaluate_thm6_1.cpp).
#pragma once

#include <optional>
#include <vector>

#include "reference/num/rational.hpp"
#include "reference/pe/debate.hpp"

namespace debref::pe {

/// The estimator at the edge of seed 000 Def. 5.3's box around the correct conditional
/// probabilities p of a depth-1 decomposition: its table is the vertex of the box |t - p| <= eps
/// - eps/100 (clamped to [0, 1]; strictly inside the open box of Def. 5.3) whose P_t[M_D = 1] is
/// furthest from g = correct(root) (the first such vertex), and p_d is halfway between P_t and
/// g -+ eps on P_t's side (clamped to [0, 1]). Where the box moves P_t more than eps from g,
/// Lemma A.5's prover claiming g challenges p_d at the root (|p_d - g| > eps) and loses r |P_t -
/// p_d| there, which exceeds the initialization's r^{d+1} P[z-hat = g] (seed 000 Fig. 2) once
/// |P_t - g| > eps + 2 r P[z-hat = g]: the B that instability admits. Depth 1 only (throws
/// std::invalid_argument otherwise).
Estimator box_edge_estimator(const Node& root, const Rational& eps);

/// One input x of the game: its decomposition, the payoff table u[a][b] = E[V^{A,B}(x)] over the
/// finite strategy sets (A: claim x constant direction per node x recursion index, then Lemma
/// A.5's honest prover when provable; B: p_d and every table entry in {0, 1/2, 1}, then the
/// truthful estimator, then box_edge_estimator), whether each A strategy's claim equals L(x), and
/// the honest prover's row.
struct GameInput {
  Node root;
  std::vector<std::vector<Rational>> u;
  std::vector<bool> correct;
  std::optional<std::size_t> honest;
};

/// `provable` false: A's strategies on this input lack Lemma A.5's honest prover, so none answers
/// every query correctly (Def. 5.2 fails at x; the numbered provers' constant directions answer
/// no query).
GameInput game_input(const Node& root, const Rational& eps, const Rational& r,
                     bool provable = true);

/// The first `count` A-provable d = 1, q <= 2 decompositions of the family whose M_D reads
/// every subclaim (a constant table would make the rounds irrelevant to the game), stable or (the
/// inputs outside Thm 6.2's stability hypothesis) unstable at (family_eps(), family_rho()).
std::vector<GameInput> thm62_inputs(const Rational& r, bool stable = true, std::size_t count = 6,
                                    bool provable = true);

}  // namespace debref::pe
