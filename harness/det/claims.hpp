// Source: issue 4 "Deterministic, cross-examination and witness debates (Thm 5.1, 5.3, 7.1, 7.2)
// with exhaustive bounded model checking", harness. The det family's claims (seed 001 Fig. 4 +
// Thm 5.1, Fig. 1 + Thm 5.3, Fig. 3 + Thm 7.1), each evaluated exactly on the documented tiny
// machine class (docs/DET.md), and the falsifying twins.
#pragma once

#include <cstdint>
#include <nlohmann/json.hpp>
#include <vector>

#include "harness/core/claim.hpp"
#include "reference/det/machine.hpp"
#include "reference/det/stochastic_witness.hpp"

namespace debref::det {

/// Machine number `index` of the class with 2 states, F = {1}, binary alphabet and moves
/// {L, S, R} (moves = 3) or {L, R} (moves = 2): delta entry (q, b) is digit 2q + b of `index` in
/// base 4 * moves, digit d = (next * 2 + write) * moves + move.
Machine class_machine(std::uint32_t index, int moves, int space);
std::uint32_t class_size(int moves);  // (4 * moves)^4

/// The machine as JSON (the `debref det --machine` format, docs/DET.md).
nlohmann::json machine_json(const Machine& m);

/// Every claim of the det family, in paper order, twins last.
std::vector<Claim> det_claims();

/// A stochastic machine as JSON (`debref det --machine`, query.oracle an array of rationals).
nlohmann::json stochastic_machine_json(const StochasticMachine& sm);

/// seed 001 Thm 7.2 (App. E) on one instance, over Lean's theorems (Debate/Details.lean
/// completeness_p, soundness_p): k = max over w of the least Lipschitz constant of the compiled
/// oracle (Oracle.lipschitz; exact for T <= 3, the hybrid bound T otherwise, or `k_override`),
/// Params = thm7_2_params(k, t = T - 1).
///   completeness: w_c = P[M(x, w*) = 1] (honest A's witness), d_c = the largest d with Params w_c
///     d k t valid; conclusion: min over every Bob of P(V = 1) >= d_c;
///   soundness: w_s = min over w of P[M(x, w) = 0], d_s likewise; conclusion: for every w and
///     every Alice, P(V = 0) >= d_s, i.e. 1 - soundness >= d_s.
/// A conclusion is vacuous (nullopt d) when a Params field not mentioning d fails or d <= 0.
struct Thm72Result {
  StochasticWitnessGame game;
  std::vector<Rational> k_per_witness;
  Rational k;
  bool k_exact = true;
  stochastic::Params params;
  StochasticWitnessValues values;
  Rational w_complete, w_sound;
  std::optional<Rational> d_complete, d_sound;
  bool complete_holds() const { return !d_complete || values.completeness >= *d_complete; }
  bool sound_holds() const { return !d_sound || 1 - values.soundness >= *d_sound; }
};
/// Lean Params for Thm 7.2 instances: c = 1/(5k), s = 2/(5k), b = 3/(5k), q = 1/(5(t+1)),
/// v = 1/5 (the stochastic family's tenfold defaults doubled: 4x fewer samples; valid for Params
/// w d k t whenever k b <= w and d is at most `complete` and `sound`).
stochastic::Params thm7_2_params(const Rational& k, int t);
Thm72Result evaluate_thm7_2(const StochasticMachine& sm, const std::vector<int>& x,
                            int witness_length, int time,
                            const std::optional<Rational>& k_override = std::nullopt);
nlohmann::json thm7_2_json(const Thm72Result& r);

/// The Thm 7.2 claim and its twin (harness/det/thm7_2.cpp).
Claim thm7_2_claim();
Claim thm7_2_twin();

}  // namespace debref::det
