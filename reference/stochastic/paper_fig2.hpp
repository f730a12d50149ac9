// Source: seed 001 Fig. 2 (doubly-efficient debate for a stochastic oracle) with the paper's own
// constants, and Thm 6.2 as proved in seed 001 App. D; docs/STOCHASTIC.md "Fig. 2 with the
// paper's constants". For an oracle with T = t + 1 steps and a Lipschitz constant K:
//   d = ceil(150 K); honest A estimates p_t from R = ceil(192 d^2 log(100 T)) samples (App. D);
//   the coin flip of steps 2(b)-(d) draws a_t ~ Bernoulli(p^_t) whenever one debater is honest;
//   honest B estimates from R samples and aborts iff |q^_t - p^_t| >= 1/(2d) (App. D);
//   on an abort V estimates from r = ceil(192 d^2 log 100) samples and outputs 0 iff
//   |p^O_t - p^_t| >= 1/(4d) (step 3), else 1; without an abort V outputs a_T (step 4).
// Differences from Lean's protocol (reference/stochastic/protocol.hpp): B may abort after
// seeing a_t (step 2(e)), A's claims lie in [0, 1], and the constants above.
//
// The game is solved by backward induction over the 2^T - 1 prefixes, in certified intervals
// (the sample counts are in the tens of millions): binomials through BinomialWindow
// (reference/prob/binomial_window.hpp), whose tails enter as [0, Hoeffding bound].
//   completeness: min over every B' of P(V outputs 1), A honest; B' decides per (p^_t, a_t)
//                 between continuing and aborting;
//   soundness:    sup over every A' (any claim in [0, 1] per prefix) of P(V outputs 1), B honest.
#pragma once

#include <cstdint>
#include <map>
#include <memory>
#include <utility>
#include <vector>

#include "reference/num/interval.hpp"
#include "reference/prob/binomial_window.hpp"
#include "reference/stochastic/oracle.hpp"

namespace debref::stochastic {

/// Fig. 2's backward induction over the 2^T - 1 prefixes: `step(x, v0, v1)` is a node's value
/// from its probability x and its children's values; after the last step V outputs a_T, so the
/// leaves are worth 0 and 1. Shared by the certified and the exact solvers.
template <class Num, class Step>
Num fig2_backward(const Oracle& o, Step step) {
  std::vector<Num> value(o.probs.size());
  for (std::size_t h = o.probs.size(); h-- > 0;) {
    const bool last = Prefix::from_index(h).length == o.t;
    value[h] =
        step(o.probs[h], last ? Num(0L) : value[2 * h + 1], last ? Num(1L) : value[2 * h + 2]);
  }
  return value[0];
}

/// Fig. 2's constants for a K-Lipschitz machine with T steps.
struct PaperConstants {
  Rational K;
  int T = 1;
  std::uint64_t d = 0;    // ceil(150 K)
  std::uint64_t R = 0;    // ceil(192 d^2 log(100 T)): A's and B's samples
  std::uint64_t r = 0;    // ceil(192 d^2 log 100): V's samples
  Rational abort_radius;  // 1/(2d)
  Rational test_radius;   // 1/(4d)
};
/// Throws std::invalid_argument when K <= 0 or T < 1.
PaperConstants paper_constants(const Rational& K, int T);

/// Solves Fig. 2's game on oracles with the same constants; binomial windows and soundness
/// pieces are computed once per node probability and reused across oracles.
class PaperFig2 {
 public:
  explicit PaperFig2(PaperConstants constants, long bits = 128);
  ~PaperFig2();
  PaperFig2(const PaperFig2&) = delete;
  PaperFig2& operator=(const PaperFig2&) = delete;
  const PaperConstants& constants() const { return c_; }
  /// min over B' of P(V outputs 1) with A honest; o.t + 1 must equal T.
  Interval completeness(const Oracle& o);
  /// sup over A' of P(V outputs 1) with B honest; o.t + 1 must equal T.
  Interval soundness(const Oracle& o);

 private:
  struct Pieces;
  const BinomialWindow& window(std::uint64_t n, const Rational& x);
  const Pieces& pieces(const Rational& x);
  Interval completeness_step(const Rational& x, const Interval& w0, const Interval& w1);
  Interval soundness_step(const Rational& x, const Interval& u0, const Interval& u1);
  /// Backward induction over the prefixes with one step per node (children's values given).
  using Step = Interval (PaperFig2::*)(const Rational&, const Interval&, const Interval&);
  Interval backward(const Oracle& o, Step step);

  PaperConstants c_;
  long bits_;
  std::map<std::pair<std::uint64_t, Rational>, std::unique_ptr<BinomialWindow>> windows_;
  std::map<Rational, std::unique_ptr<Pieces>> pieces_;
};

}  // namespace debref::stochastic
