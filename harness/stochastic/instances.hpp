// Source: docs/STOCHASTIC.md (the default instance space): every oracle with t <= 1 over the
// probability grid {0, 1/4, 1/2, 3/4, 1} and a listed set of t = 2, 3 oracles, each with the
// Lipschitz constant k that Lean's Oracle.lipschitz needs (Comp/Oracle.lean).
#pragma once

#include <string>
#include <vector>

#include "reference/stochastic/oracle.hpp"
#include "reference/stochastic/params.hpp"

namespace debref::stochastic {

/// One oracle of the instance space with a Lipschitz constant it provably satisfies.
struct Instance {
  Oracle oracle;
  Rational k;       // o.lipschitz t k holds (exact least constant, or a certified upper bound)
  std::string how;  // how k was obtained ("exact", "upper bound of an irrational constant", ...)
};

/// The probability grid of the default suite.
std::vector<Rational> probability_grid();

/// Every oracle with t <= max_t over the grid (t = 0: 5, t = 1: 125 oracles).
std::vector<Oracle> grid_oracles(int max_t);

/// The listed oracles with t = 2 and t = 3 of the default suite.
std::vector<Oracle> listed_oracles();

/// The default instance space with Lipschitz constants.
const std::vector<Instance>& default_instances();

/// The grid oracles with t <= 1 of the default instance space, in its order (seed 001 Fig. 2
/// with the paper's constants).
std::vector<const Instance*> paper_grid_instances();

/// Params scaled from Lean's defaults by 10 (c = 1/(10k), s = 2/(10k), b = 3/(10k),
/// q = 1/(10(t+1)), v = 1/10): valid for Params w d k t whenever k b <= w and d is at most the
/// `complete` and `sound` bounds, with sample counts small enough for exact solving.
Params tenfold_params(const Rational& k, int t);

/// The largest d for which Params w d k t holds (Lean fields complete and sound), or nullopt
/// when some field not mentioning d (k0 c0 cs sb q0 q1 v0 v1 qv bw) fails or that d is <= 0.
std::optional<Rational> best_d(const Params& p, const Rational& w, const Rational& k, int t);

}  // namespace debref::stochastic
