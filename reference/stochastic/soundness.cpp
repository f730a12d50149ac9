#include "reference/stochastic/soundness.hpp"

#include <algorithm>
#include <vector>

#include "reference/stochastic/acceptance.hpp"
#include "reference/stochastic/breakpoints.hpp"

namespace debref::stochastic {

namespace {

/// Lean Prob/Bernoulli.lean: bernoulli clamps its argument to [0, 1].
Rational clamp01(const Rational& p) {
  return p < 0 ? Rational(0) : p > 1 ? Rational(1) : p;
}

/// Which end of a piece can hold the supremum: the sign of U1 - U0 (G's slope in the claim).
enum class Slope { Down, Flat, Up, Unknown };

/// One candidate for the supremum: a breakpoint, a flat piece, or a one-sided limit. It points
/// into the sweep's state and is valid only during the visit.
struct Candidate {
  enum class Kind { Below, Point, Flat, LeftLimit, RightLimit, Above };
  std::uint64_t ordinal = 0;
  Kind kind = Kind::Below;
  const Rational* lo = nullptr;  // the breakpoint (Point, Below, Above) or the piece's ends
  const Rational* hi = nullptr;
  const Rational* pi = nullptr;  // clamp(claim) at the evaluation or limit point
  const Interval* pi_enclosure = nullptr;
  Window bob, vera;  // acceptance windows valid for this candidate

  bool attained() const { return kind != Kind::LeftLimit && kind != Kind::RightLimit; }
  /// A claim attaining the value, or within `approach` of the limit point inside the piece.
  Rational claim(const Rational& approach) const {
    switch (kind) {
      case Kind::Below:
        return *lo - 1;
      case Kind::Above:
        return *lo + 1;
      case Kind::Point:
        return *lo;
      case Kind::Flat:
        return (*lo + *hi) / 2;
      case Kind::LeftLimit:
        return *lo + std::min(approach, Rational((*hi - *lo) / 2));
      case Kind::RightLimit:
        return *hi - std::min(approach, Rational((*hi - *lo) / 2));
    }
    return *lo;
  }
};

/// What the sweep keeps of a candidate after its visit.
struct Kept {
  Rational claim, pi;
  bool attained = false, continues = false;
};

bool same(const Window& a, const Window& b) {
  return (a.empty() && b.empty()) || (a.lo == b.lo && a.hi == b.hi);
}
bool same(const std::vector<Window>& a, const std::vector<Window>& b) {
  for (std::size_t i = 0; i < a.size(); ++i)
    if (!same(a[i], b[i])) return false;
  return true;
}

/// Visits every candidate in increasing order of claim; windows never move backwards. A
/// breakpoint whose windows equal those of the adjacent piece on the side where the supremum of
/// that piece lies has the same value as that piece's limit: the two are visited once, as an
/// attained candidate (this halves the work; tests compare with a dense grid of claims). With a
/// band, the sweep starts at the last breakpoint <= band.lo and stops at the first breakpoint
/// >= band.hi: every candidate left out has all its claims (or its limit point) outside the
/// band.
template <class F>
void for_each_candidate(const Estimator& bob_e, const Estimator& vera_e, Slope slope,
                        const ClaimBand* band, F&& visit) {
  using Kind = Candidate::Kind;
  Breakpoints breakpoints({bob_e, vera_e}, {Rational(0), Rational(1)});
  std::uint64_t ordinal = 0;
  if (band) breakpoints.skip_to(band->lo);
  breakpoints.next();  // never empty: 0 and 1 are breakpoints
  Breakpoint b = breakpoints.current();
  Rational pi = clamp01(b.value), pi_next;
  Interval pi_enclosure(pi), pi_next_enclosure;
  const Rational zero(0), one(1);
  const Interval zero_enclosure(0L), one_enclosure(1L);
  // Below every breakpoint neither window holds a count: G = 0, attained. (After a skip, b is
  // <= band.lo and the claims below it are outside the band.)
  if (!band || band->lo < b.value)
    visit(Candidate{ordinal++, Kind::Below, &b.value, nullptr, &zero, &zero_enclosure, {}, {}});
  bool skip_point = false;  // the previous piece's candidate already stands for this point
  while (true) {
    if (band && b.value >= band->hi) {
      if (!skip_point)
        visit(Candidate{ordinal++, Kind::Point, &b.value, nullptr, &pi, &pi_enclosure, b.at[0],
                        b.at[1]});
      break;
    }
    if (!breakpoints.next()) {
      if (!skip_point)
        visit(Candidate{ordinal++, Kind::Point, &b.value, nullptr, &pi, &pi_enclosure, b.at[0],
                        b.at[1]});
      visit(Candidate{ordinal++, Kind::Above, &b.value, nullptr, &one, &one_enclosure, {}, {}});
      break;
    }
    const Breakpoint& next = breakpoints.current();
    pi_next = clamp01(next.value);
    mpfi_set_q(pi_next_enclosure.raw(), pi_next.backend().data());
    const Window& wb = b.after[0];
    const Window& wv = b.after[1];
    // On a flat piece G does not depend on clamp(claim) (B = 0, U1 = U0, or clamp constant).
    const bool flat = wb.empty() || slope == Slope::Flat || pi == pi_next;
    const bool left_point = (flat || slope == Slope::Down) && same(b.at, b.after);
    const bool right_point = (flat || slope == Slope::Up) && same(next.at, b.after);
    if (!skip_point && !left_point)
      visit(Candidate{ordinal++, Kind::Point, &b.value, nullptr, &pi, &pi_enclosure, b.at[0],
                      b.at[1]});
    if (flat) {
      visit(Candidate{ordinal++, Kind::Flat, &b.value, &next.value, &pi, &pi_enclosure, wb, wv});
    } else if (slope == Slope::Down || slope == Slope::Unknown) {
      visit(Candidate{ordinal++, left_point ? Kind::Point : Kind::LeftLimit, &b.value, &next.value,
                      &pi, &pi_enclosure, wb, wv});
    }
    if (!flat && (slope == Slope::Up || slope == Slope::Unknown)) {
      if (right_point)
        visit(Candidate{ordinal++, Kind::Point, &next.value, nullptr, &pi_next, &pi_next_enclosure,
                        wb, wv});
      else
        visit(Candidate{ordinal++, Kind::RightLimit, &b.value, &next.value, &pi_next,
                        &pi_next_enclosure, wb, wv});
    }
    skip_point = right_point;
    b = next;
    std::swap(pi, pi_next);
    std::swap(pi_enclosure, pi_next_enclosure);
  }
}

/// G = B/Tb (pi u1 + (1 - pi) u0) + (1 - B/Tb) V/Tv in the value type of the mode.
template <class Num>
Value<Num> payoff(const Num& beta, const Num& tb, const Num& gamma, const Num& tv,
                  const Rational& pi, const Value<Num>& u0, const Value<Num>& u1) {
  Value<Num> accept = ratio(beta, tb);
  Value<Num> cont = value_of<Num>(pi) * u1 + value_of<Num>(Rational(1 - pi)) * u0;
  Value<Num> one = value_of<Num>(Rational(1));
  return accept * cont + (one - accept) * ratio(gamma, tv);
}

/// Whether a candidate leads only into children whose suprema are attained.
std::optional<bool> subtree_attained(bool continues, const Rational& pi,
                                     std::optional<bool> attained0, std::optional<bool> attained1) {
  if (!continues) return true;
  std::optional<bool> result = true;
  auto join = [&](bool weight, std::optional<bool> child) {
    if (!weight) return;
    if (!child) {
      if (result == true) result = std::nullopt;
    } else if (!*child) {
      result = false;
    }
  };
  join(pi > 0, attained1);
  join(pi < 1, attained0);
  return result;
}

/// The interval payoff with preallocated temporaries (the hot loop of pass 1).
class IntervalPayoff {
 public:
  IntervalPayoff(const Interval& u0, const Interval& u1) : u0_(u0), delta_(u1 - u0) {}
  /// Encloses B (u0 + pi (u1 - u0)) + (1 - B) V.
  const Interval& operator()(const Interval& beta, const Interval& gamma, const Interval& pi) {
    mpfi_mul(cont_.raw(), pi.raw(), delta_.raw());
    mpfi_add(cont_.raw(), cont_.raw(), u0_.raw());
    mpfi_mul(result_.raw(), beta.raw(), cont_.raw());
    mpfi_ui_sub(rest_.raw(), 1, beta.raw());
    mpfi_mul(rest_.raw(), rest_.raw(), gamma.raw());
    mpfi_add(result_.raw(), result_.raw(), rest_.raw());
    return result_;
  }

 private:
  Interval u0_, delta_, cont_, rest_, result_;
};

struct Survivor {
  std::uint64_t ordinal;
  Interval enclosure;
};

}  // namespace

// The band (soundness.hpp): t is a multiple of 1/1024 with 2 n t^2 > 40 for the smaller n.
std::optional<ClaimBand> claim_band(const Rational& x, const Estimator& bob, const Estimator& vera,
                                    const Interval& u0, const Interval& u1) {
  const std::uint64_t n = std::min(bob.n, vera.n);
  const Integer scaled = Integer(20) * (Integer(1) << 20) / Integer(n);
  const Rational t(Integer(boost::multiprecision::sqrt(scaled) + 1), Integer(1024));
  const Rational reach = std::max(bob.radius, vera.radius) + t;
  if (4 * reach > 1) return std::nullopt;
  auto tail = [&t](std::uint64_t samples) {
    return exp(Interval(Rational(-2 * Rational(Integer(samples)) * t * t)));
  };
  return ClaimBand{x - reach, x + reach,
                   tail(bob.n) * max(max(u0, u1), Interval(0L)) + tail(vera.n)};
}

template <class Num>
SoundnessStep<Num> soundness_step(const Rational& x, const Estimator& bob_e,
                                  const Estimator& vera_e, const Value<Num>& u0,
                                  const Value<Num>& u1, std::optional<bool> attained0,
                                  std::optional<bool> attained1, const Rational& approach,
                                  bool use_band) {
  std::optional<ClaimBand> band;
  if (use_band) {
    Interval::PrecisionScope precision(std::is_same_v<Num, Integer> ? 128 : Interval::precision());
    band = claim_band(x, bob_e, vera_e, Interval(u0), Interval(u1));
  }
  return soundness_step_in_band<Num>(x, bob_e, vera_e, u0, u1, attained0, attained1, approach,
                                     band);
}

template <class Num>
SoundnessStep<Num> soundness_step_in_band(const Rational& x, const Estimator& bob_e,
                                          const Estimator& vera_e, const Value<Num>& u0,
                                          const Value<Num>& u1, std::optional<bool> attained0,
                                          std::optional<bool> attained1, const Rational& approach,
                                          const std::optional<ClaimBand>& band) {
  // Certified mode keeps the caller's precision; exact mode only prunes with the enclosures.
  Interval::PrecisionScope precision(std::is_same_v<Num, Integer> ? 128 : Interval::precision());
  Slope slope = Slope::Unknown;
  if constexpr (std::is_same_v<Num, Integer>) {
    slope = u1 > u0 ? Slope::Up : u1 < u0 ? Slope::Down : Slope::Flat;
  } else {
    if (u0.certainly_less(u1)) slope = Slope::Up;
    if (u1.certainly_less(u0)) slope = Slope::Down;
  }
  SoundnessStep<Num> step;

  // Pass 1: certified enclosures of every candidate; keep those that may be the maximum.
  const Interval u0i(u0), u1i(u1);
  Interval best;
  Kept lead;  // the candidate with the greatest lower bound so far
  std::vector<Survivor> survivors;
  auto pass1 = [&](const ClaimBand* within) {
    Acceptance<Interval> bob_i(bob_e, x), vera_i(vera_e, x);
    IntervalPayoff payoff_i{u0i, u1i};
    best = Interval(0L);  // claims below every breakpoint have G = 0
    lead = Kept{};
    Interval lead_value(-1L);
    survivors.clear();
    for_each_candidate(bob_e, vera_e, slope, within, [&](const Candidate& c) {
      ++step.candidates;
      const Interval& g = payoff_i(bob_i.at(c.bob), vera_i.at(c.vera), *c.pi_enclosure);
      best.raise_to(g);
      if (!g.certainly_less(best)) {
        survivors.push_back({c.ordinal, g});
        if (g.lower_above(lead_value)) {
          lead_value = g;
          lead = Kept{c.claim(approach), *c.pi, c.attained(), !c.bob.empty()};
        }
      }
    });
  };
  // The band is used only when some candidate inside it certainly beats every claim outside;
  // otherwise every candidate is visited.
  const ClaimBand* swept = band ? &*band : nullptr;
  pass1(swept);
  if (swept && !swept->bound.certainly_less(best)) {
    swept = nullptr;
    pass1(swept);
  }
  step.banded = swept != nullptr;
  std::erase_if(survivors, [&](const Survivor& s) { return s.enclosure.certainly_less(best); });

  // Whether the node's supremum is attained by this candidate together with its subtree.
  auto attained_by = [&](const Kept& k) -> std::optional<bool> {
    if (!k.attained) return false;
    return subtree_attained(k.continues, k.pi, attained0, attained1);
  };

  if constexpr (std::is_same_v<Num, Interval>) {
    step.value = best;
    step.claim = lead.claim;
    step.attained = survivors.size() == 1 ? attained_by(lead) : std::nullopt;
  } else {
    // Pass 2: exact values of the survivors only; the cursors still sweep every count once.
    Acceptance<Integer> bob(bob_e, x), vera(vera_e, x);
    std::size_t next = 0;
    bool found = false;
    std::optional<bool> attained = false;
    for_each_candidate(bob_e, vera_e, slope, swept, [&](const Candidate& c) {
      if (next >= survivors.size() || survivors[next].ordinal != c.ordinal) return;
      ++next;
      ++step.exact_candidates;
      Integer beta = bob.at(c.bob);
      Rational g = payoff<Integer>(beta, bob.total(), vera.at(c.vera), vera.total(), *c.pi, u0, u1);
      Kept k{c.claim(approach), *c.pi, c.attained(), beta != 0};
      if (!found || g > step.value) {
        found = true;
        step.value = g;
        step.claim = k.claim;
        attained = attained_by(k);
      } else if (g == step.value && attained != true && attained_by(k) == true) {
        step.claim = k.claim;
        attained = true;
      }
    });
    step.attained = attained;
  }
  return step;
}

template SoundnessStep<Integer> soundness_step<Integer>(const Rational&, const Estimator&,
                                                        const Estimator&, const Rational&,
                                                        const Rational&, std::optional<bool>,
                                                        std::optional<bool>, const Rational&, bool);
template SoundnessStep<Interval> soundness_step<Interval>(const Rational&, const Estimator&,
                                                          const Estimator&, const Interval&,
                                                          const Interval&, std::optional<bool>,
                                                          std::optional<bool>, const Rational&,
                                                          bool);
template SoundnessStep<Integer> soundness_step_in_band<Integer>(
    const Rational&, const Estimator&, const Estimator&, const Rational&, const Rational&,
    std::optional<bool>, std::optional<bool>, const Rational&, const std::optional<ClaimBand>&);
template SoundnessStep<Interval> soundness_step_in_band<Interval>(
    const Rational&, const Estimator&, const Estimator&, const Interval&, const Interval&,
    std::optional<bool>, std::optional<bool>, const Rational&, const std::optional<ClaimBand>&);

}  // namespace debref::stochastic
