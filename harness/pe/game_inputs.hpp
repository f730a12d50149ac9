// Source: seed 000 Thm 6.1 / Thm 6.2 on tiny two-input games: one input x's decomposition with
// A's and B's finite strategy sets and the payoff table between them (Fig. 2, exact), shared by
// pe.thm6_2 (evaluate_game.cpp) and pe.thm6_1.completeness (evaluate_thm6_1.cpp).
#pragma once

#include <optional>
#include <vector>

#include "reference/num/rational.hpp"
#include "reference/pe/debate.hpp"

namespace debref::pe {

/// One input x of the game: its decomposition, the payoff table u[a][b] = E[V^{A,B}(x)] over the
/// finite strategy sets (A: claim x constant direction per node x recursion index, then Lemma
/// A.5's honest prover when provable; B: p_d and every table entry in {0, 1/2, 1}, then the
/// truthful estimator), whether each A strategy's claim equals L(x), and the honest prover's row.
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
