// Source: docs/STOCHASTIC.md (exact game solver) over Lean Debate/Protocol.lean (debate, alice,
// bob, vera) and Debate/Cost.lean (alice_debate_cost, bob_debate_cost, vera_debate_cost).
//
// For one oracle and one Params the solver computes, by exact backward induction over the
// 2^(t+1)-1 prefixes:
//   honest       P(debate = true) with alice c q, bob s b q, vera c s v;
//   completeness min over every Bob strategy of P(debate = true), Alice honest;
//   soundness    sup over every Alice strategy (any real claim, bernoulli clamps) of
//                P(debate = true), Bob honest (so P(false) >= 1 - soundness);
//   cost         expected oracle queries per agent under honest play (Lean Comp.cost).
// Bob's and Vera's acceptance probabilities are piecewise constant in Alice's claim p, so the
// supremum is a maximum over finitely many breakpoint values and one-sided limits.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "reference/num/interval.hpp"
#include "reference/stochastic/oracle.hpp"
#include "reference/stochastic/params.hpp"

namespace debref::stochastic {

/// Lean: Debate/Cost.lean alice_cost, bob_cost, vera_cost: samples per invocation.
struct SampleCounts {
  std::uint64_t alice = 0;  // samples c q
  std::uint64_t bob = 0;    // samples ((b-s)/2) q
  std::uint64_t vera = 0;   // samples ((s-c)/2) v
};
SampleCounts sample_counts(const Params& p);

/// Acceptance radius of bob' c s q (Lean: accepts iff |p - estimate| < (c+s)/2).
struct Estimator {
  std::uint64_t n = 0;  // samples
  Rational radius;      // accepts iff |claim - count/n| < radius
};
Estimator bob_estimator(const Params& p);   // bob s b q: n = samples((b-s)/2, q), r = (s+b)/2
Estimator vera_estimator(const Params& p);  // vera c s v: n = samples((s-c)/2, v), r = (c+s)/2

/// The three honest agents of one debate as the solver sees them: Alice's sample count and the
/// estimators of Bob and Vera. protocol(p) is Lean's alice p.c p.q, bob p.s p.b p.q,
/// vera p.c p.s p.v; falsifying twins build mutated protocols directly (e.g. a wider Vera).
struct Protocol {
  std::uint64_t alice_samples = 0;
  Estimator bob, vera;
};
Protocol protocol(const Params& p);
/// A string naming the protocol exactly (sample counts and radii), for memo keys.
std::string key(const Protocol& p);

template <class Num>
struct Costs {
  Num alice, bob, vera;
};

/// All values exactly.
struct ExactValues {
  Rational final_prob;
  Rational honest, completeness, soundness;
  bool soundness_attained = false;  // some Alice strategy reaches the supremum
  Costs<Rational> cost;             // honest play
};

/// All values as certified enclosures.
struct CertifiedValues {
  Rational final_prob;
  Interval honest, completeness, soundness;
  std::optional<bool> soundness_attained;  // nullopt when the enclosures cannot tell
  Costs<Interval> cost;
};

/// Limits that make a request fail fast with a clear message instead of running for hours.
struct SolveLimits {
  int max_t = 12;
  std::uint64_t max_samples = std::uint64_t{1} << 24;
  unsigned threads = 2;  // independent node computations run in parallel
};

/// Throws std::invalid_argument (naming the field) for an invalid oracle, Params violating a
/// structural field (c0 cs sb q0 q1 v0 v1 qv), or a request beyond the limits.
ExactValues solve_exact(const Oracle& o, const Params& p, const SolveLimits& limits = {});
CertifiedValues solve_certified(const Oracle& o, const Params& p, long bits = 256,
                                const SolveLimits& limits = {});
/// Steps shared across solves (reference/stochastic/shared_steps.hpp).
struct SharedSteps;

/// The same for an explicit (possibly mutated) protocol; only the oracle and limits are checked.
ExactValues solve_exact(const Oracle& o, const Protocol& p, const SolveLimits& limits = {});
CertifiedValues solve_certified(const Oracle& o, const Protocol& p, long bits = 256,
                                const SolveLimits& limits = {}, SharedSteps* reuse = nullptr);

/// An optimal Bob against honest Alice (completeness): accept[node][j] for Alice's claim j/n_a.
struct BobTable {
  std::uint64_t alice_samples = 0;
  std::vector<std::vector<bool>> accept;  // indexed by Prefix::index(), then j = 0..n_a
};
BobTable optimal_bob(const Oracle& o, const Params& p, const SolveLimits& limits = {});

/// An optimal (or supremum-approaching) Alice against honest Bob (soundness): a claim per node.
/// When the supremum at a node is a one-sided limit, `claim` lies strictly inside the piece at
/// distance `approach` from the limit point, so its value is within `approach`-dependent slack.
struct AliceTable {
  std::vector<Rational> claim;  // indexed by Prefix::index()
  std::vector<bool> attained;   // whether claim[node] attains the node's supremum exactly
};
AliceTable optimal_alice(const Oracle& o, const Params& p, const Rational& approach,
                         const SolveLimits& limits = {});

}  // namespace debref::stochastic
