// Source: seed 001 Thm 7.2 and its proof (App. E): L in MA^O with a K-Lipschitz probabilistic
// verifier M; A supplies a witness w, then the stochastic debate of Fig. 2 / Thm 6.2 runs on
// M's computation on input (x, w). Here the Fig. 2 debate is the Lean protocol of
// google-deepmind/debate (Debate/Protocol.lean: alice, bob, vera, debate), reused unchanged from
// reference/stochastic: M(x, w) with its stochastic oracle is compiled into a Lean `Oracle` over
// transcript prefixes (Comp/Oracle.lean), and the exact solver gives the completeness value (min
// over every Bob) and the soundness value (sup over every Alice). No I/O.
#pragma once

#include <functional>
#include <vector>

#include "reference/det/machine.hpp"
#include "reference/stochastic/solver.hpp"

namespace debref::det {

/// A probabilistic oracle machine (seed 001 Sec. 3, "the oracle O is stochastic": each answer
/// O(z) is an independent Bernoulli(prob[z])). `machine.oracle` is unused; prob has 2^l entries
/// (z = sum_j cell_j 2^j) when machine.query_state >= 0.
struct StochasticMachine {
  Machine machine;
  std::vector<Rational> prob;
};

/// P(the bit read by the step from c is 1): prob[z] in the query state, else the head cell (0/1).
Rational read_probability(const StochasticMachine& sm, const Config& c);

/// P[M(input) = 1] after exactly `time` steps (acceptance by the final state), by a forward
/// pass over the distribution of configurations (independent of `compile`).
Rational acceptance_probability(const StochasticMachine& sm, const std::vector<int>& input,
                                int time);

/// The Lean `Oracle` of M's computation on `input` for T = `time` steps (seed 001 Sec. 3 with
/// y_T = M(x); Fig. 2 step 2(a) p_t = P[y_t = 1 | y_<t = a_<t]): t = T - 1, so the debate runs
/// T steps. Bit t < T of the transcript is the bit M reads in step t (the oracle's answer in a
/// query step, the head cell otherwise; with the configuration before step t it determines the
/// record (write, state, head) of step t); bit T is M's output after step T. The probability at
/// a prefix is computed from the configuration reached by replaying the prefix's bits as the
/// bits read (so it is defined on every prefix, also those M itself cannot produce: V computes it
/// from the claimed a_{I(t)}). final_prob(compile(...)) = acceptance_probability(...).
stochastic::Oracle compile(const StochasticMachine& sm, const std::vector<int>& input, int time);

/// seed 001 Fig. 3 + Fig. 2 (Thm 7.2): every witness w of length `witness_length` after x, each
/// with its compiled oracle and P[M(x, w) = 1].
struct StochasticWitnessGame {
  std::vector<std::vector<int>> witnesses;  // w in index order (bit j of the index = w_j)
  std::vector<stochastic::Oracle> oracles;  // compile(sm, x w, T)
  std::vector<Rational> accept;             // P[M(x, w) = 1]
  int time = 1;
};
StochasticWitnessGame stochastic_witness_game(const StochasticMachine& sm,
                                              const std::vector<int>& x, int witness_length,
                                              int time);

/// The exact values of the witness debate for one protocol (Lean alice c q, bob s b q,
/// vera c s v of `protocol`), App. E:
///   honest A supplies w* = the first witness maximising P[M(x, w) = 1], then plays Lean's honest
///   Alice: completeness = min over every Bob of P(V outputs 1) on w*;
///   a dishonest A' supplies any w and plays any Alice against honest Bob:
///   soundness = max over w of sup over Alice of P(V outputs 1).
struct StochasticWitnessValues {
  std::vector<stochastic::ExactValues> per_witness;
  std::size_t honest_witness = 0;  // w*
  std::size_t liar_witness = 0;    // the first w attaining the soundness maximum
  Rational completeness, soundness, honest;
};
using ExactSolver =
    std::function<stochastic::ExactValues(const stochastic::Oracle&, const stochastic::Protocol&)>;
/// `solver` defaults to stochastic::solve_exact (callers may pass a memoised one).
StochasticWitnessValues solve_stochastic_witness(const StochasticWitnessGame& game,
                                                 const stochastic::Protocol& protocol,
                                                 const ExactSolver& solver = {});

}  // namespace debref::det
