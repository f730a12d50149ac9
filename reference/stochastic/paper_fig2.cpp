#include "reference/stochastic/paper_fig2.hpp"

#include <algorithm>
#include <limits>
#include <stdexcept>
#include <tuple>

#include "reference/num/certified.hpp"
#include "reference/stochastic/solver.hpp"

namespace debref::stochastic {

namespace {

/// ceil(192 d^2 log m) (log m is irrational for m > 1, so the ceiling is decided).
std::uint64_t sample_count(std::uint64_t d, std::uint64_t m) {
  const Integer dd(d);
  Integer n = certified_ceil(
      [&](long) { return Interval(Integer(192) * dd * dd) * log(Interval(Integer(m))); });
  return n.convert_to<std::uint64_t>();
}

}  // namespace

PaperConstants paper_constants(const Rational& K, int T) {
  if (K <= 0) throw std::invalid_argument("K must be > 0 (got " + to_string(K) + ")");
  if (T < 1) throw std::invalid_argument("T must be >= 1 (got " + std::to_string(T) + ")");
  PaperConstants c;
  c.K = K;
  c.T = T;
  c.d = ceil(Rational(150) * K).convert_to<std::uint64_t>();
  c.R = sample_count(c.d, 100 * static_cast<std::uint64_t>(T));
  c.r = sample_count(c.d, 100);
  c.abort_radius = Rational(Integer(1), Integer(2 * c.d));
  c.test_radius = Rational(Integer(1), Integer(4 * c.d));
  return c;
}

/// The acceptance window of one estimator at a claim: counts in (lo, hi] accepted. Maintained
/// across sorted breakpoints; before an estimator's first breakpoint and after its last, the
/// window reaches outside its binomial window, whose tails `between` encloses whatever the
/// exact end.
struct PaperWindowState {
  std::int64_t lo = -2, hi = -1;
};

/// Soundness at one node probability x: every claim p in [0, 1] where B's or V's acceptance
/// window changes (p = X/n -+ radius for X in the binomial windows), as p = at / L, with the
/// windows at p and on the open gap up to the next position; positions are grouped in blocks
/// with bounds on B and V over the block, so that a node only evaluates the blocks that can hold
/// its supremum. Outside [first, last position] both acceptance probabilities are below their
/// Hoeffding tails (`far`).
struct PaperFig2::Pieces {
  struct Position {
    __int128 at;
    PaperWindowState bob_at, vera_at, bob_gap, vera_gap;
  };
  struct Block {
    std::size_t first, last;  // positions [first, last] and the gap after last
    Interval p_first, p_end;  // p at first and at last + 1 (at last when it is the final one)
    Interval bob_max, bob_min, vera_max;
  };
  Integer L;
  std::vector<Position> positions;
  std::vector<Block> blocks;
  std::optional<Interval> far;  // an upper bound of G outside [first, last], when that is in [0,1]
};

PaperFig2::PaperFig2(PaperConstants constants, long bits) : c_(std::move(constants)), bits_(bits) {}
PaperFig2::~PaperFig2() = default;

const BinomialWindow& PaperFig2::window(std::uint64_t n, const Rational& x) {
  auto& slot = windows_[{n, x}];
  if (!slot) slot = std::make_unique<BinomialWindow>(n, x);
  return *slot;
}

namespace {

/// A claim p = at / L where an acceptance window gains (`enter`) or loses (`leave`) the count k:
/// p = k/n - radius (enter) or k/n + radius (leave), all over one common denominator L.
struct Event {
  __int128 at;
  bool vera, enter;
  std::int64_t k;
};

__int128 to_int128(const Integer& v) {
  if (boost::multiprecision::abs(v) >= (Integer(1) << 120))
    throw std::invalid_argument("Fig. 2: breakpoints beyond 2^120 (sample counts too large)");
  const Integer m = boost::multiprecision::abs(v);
  const auto hi = static_cast<unsigned __int128>((m >> 64).convert_to<std::uint64_t>());
  const auto lo = static_cast<unsigned __int128>(
      Integer(m & Integer(~std::uint64_t{0})).convert_to<std::uint64_t>());
  const auto r = static_cast<__int128>((hi << 64) | lo);
  return v < 0 ? -r : r;
}

Integer to_integer(__int128 v) {
  const unsigned __int128 m = v < 0 ? -static_cast<unsigned __int128>(v) : v;
  Integer r(static_cast<std::uint64_t>(m >> 64));
  r <<= 64;
  r += Integer(static_cast<std::uint64_t>(m));
  return v < 0 ? Integer(-r) : r;
}

constexpr std::size_t kBlock = 256;

}  // namespace

const PaperFig2::Pieces& PaperFig2::pieces(const Rational& x) {
  auto& slot = pieces_[x];
  if (slot) return *slot;
  const BinomialWindow& bw = window(c_.R, x);
  const BinomialWindow& vw = window(c_.r, x);
  const Estimator bob{c_.R, c_.abort_radius}, vera{c_.r, c_.test_radius};
  auto pieces = std::make_unique<Pieces>();
  pieces->L =
      boost::multiprecision::lcm(Integer(c_.R) * boost::multiprecision::denominator(bob.radius),
                                 Integer(c_.r) * boost::multiprecision::denominator(vera.radius));
  const __int128 one = to_int128(pieces->L);
  std::vector<Event> events;
  events.reserve(static_cast<std::size_t>(2 * (bw.hi() - bw.lo() + vw.hi() - vw.lo() + 2)));
  for (const auto& [e, w, is_vera] : {std::tuple{&bob, &bw, false}, {&vera, &vw, true}}) {
    const Integer a = boost::multiprecision::numerator(e->radius);
    const Integer b = boost::multiprecision::denominator(e->radius);
    // k/n -+ a/b = (k b -+ a n) / (n b); times L / (n b).
    const __int128 scale = to_int128(pieces->L / (Integer(e->n) * b)), bb = to_int128(b),
                   an = to_int128(a * Integer(e->n));
    for (std::int64_t k = w->lo(); k <= w->hi(); ++k) {
      events.push_back({(k * bb - an) * scale, is_vera, true, k});
      events.push_back({(k * bb + an) * scale, is_vera, false, k});
    }
  }
  std::sort(events.begin(), events.end(),
            [](const Event& l, const Event& r) { return l.at < r.at; });
  if (events.front().at > 0 || events.back().at < one)
    pieces->far = bw.tail_below() + bw.tail_above() + vw.tail_below() + vw.tail_above();
  // Before its first breakpoint an estimator accepts only counts below its binomial window.
  PaperWindowState sb{-2, bw.lo() - 1}, sv{-2, vw.lo() - 1};
  auto& positions = pieces->positions;
  auto apply = [&](const Event& e) {
    PaperWindowState& s = e.vera ? sv : sb;
    const std::int64_t top = e.vera ? vw.hi() : bw.hi();
    if (e.enter)
      s.hi = e.k == top ? std::numeric_limits<std::int64_t>::max() / 2 : e.k;
    else
      s.lo = e.k;
  };
  for (std::size_t i = 0; i < events.size();) {
    std::size_t j = i;
    while (j < events.size() && events[j].at == events[i].at) ++j;
    const __int128 at = events[i].at;
    if (positions.empty() && at > 0 && events.front().at < 0)  // p = 0 inside a gap
      positions.push_back({0, sb, sv, sb, sv});
    if (at > one) {
      if (!positions.empty() && positions.back().at < one)  // p = 1 inside the last gap
        positions.push_back({one, sb, sv, sb, sv});
      break;
    }
    // At p, leaves take effect (lo is right-continuous) and enters only after p (hi is
    // left-continuous).
    for (std::size_t e = i; e < j; ++e)
      if (!events[e].enter) apply(events[e]);
    const PaperWindowState b_at = sb, v_at = sv;
    for (std::size_t e = i; e < j; ++e)
      if (events[e].enter) apply(events[e]);
    if (at >= 0) positions.push_back({at, b_at, v_at, sb, sv});
    i = j;
  }
  // Blocks: windows move right with p, so over a block B and V lie between the intersection and
  // the union of its first and last windows.
  const Interval Li{pieces->L};
  auto p_of = [&](std::size_t i) { return Interval(to_integer(positions[i].at)) / Li; };
  for (std::size_t first = 0; first < positions.size(); first += kBlock) {
    const std::size_t last = std::min(first + kBlock, positions.size()) - 1;
    const auto& f = positions[first];
    const auto& l = positions[last];
    Pieces::Block block{first,
                        last,
                        p_of(first),
                        p_of(last + 1 < positions.size() ? last + 1 : last),
                        bw.between(f.bob_at.lo, l.bob_gap.hi),
                        bw.between(l.bob_gap.lo, f.bob_at.hi),
                        vw.between(f.vera_at.lo, l.vera_gap.hi)};
    pieces->blocks.push_back(std::move(block));
  }
  slot = std::move(pieces);
  return *slot;
}

namespace {

/// out = min(a, b) as an enclosure, in place.
void min_into(Interval& out, const Interval& a, const Interval& b) {
  mpfr_min(&out.raw()->left, &a.raw()->left, &b.raw()->left, MPFR_RNDD);
  mpfr_min(&out.raw()->right, &a.raw()->right, &b.raw()->right, MPFR_RNDU);
}

/// floor(num / den) for den > 0.
__int128 floor_div(__int128 num, __int128 den) {
  const __int128 q = num / den;
  return (num % den != 0 && num < 0) ? q - 1 : q;
}

}  // namespace

Interval PaperFig2::completeness_step(const Rational& x, const Interval& w0, const Interval& w1) {
  const BinomialWindow& aw = window(c_.R, x);
  const BinomialWindow& vw = window(c_.r, x);
  // V accepts the claim j/R iff |X/r - j/R| < a/b, i.e. X in (r (j b - a R), r (j b + a R)) /
  // (R b): acceptance_window's formula (acceptance.hpp) in 128-bit integers, no Rational per count.
  const __int128 a = to_int128(boost::multiprecision::numerator(c_.test_radius));
  const __int128 b = to_int128(boost::multiprecision::denominator(c_.test_radius));
  const auto R = static_cast<__int128>(c_.R), r = static_cast<__int128>(c_.r);
  const __int128 den = R * b;
  const Interval n{Integer(c_.R)};
  Interval sum(0L), one, gamma, m0, m1, term;
  for (std::int64_t j = aw.lo(); j <= aw.hi(); ++j) {
    const __int128 lo = floor_div(r * (j * b - a * R), den);
    const __int128 hi = -floor_div(-(r * (j * b + a * R)), den) - 1;  // ceil - 1
    vw.between(static_cast<std::int64_t>(lo), static_cast<std::int64_t>(hi), gamma);
    mpfi_set_si(one.raw(), static_cast<long>(j));  // P(a_t = 1) = p^_t = j / R
    one /= n;
    // B' sees a_t, then aborts (V accepts w.p. gamma) or continues, whichever is smaller:
    // p^ min(w1, gamma) + (1 - p^) min(w0, gamma) = min0 + p^ (min1 - min0).
    min_into(m0, w0, gamma);
    min_into(m1, w1, gamma);
    term = m1;
    term -= m0;
    term *= one;
    term += m0;
    term *= aw.pmf(j);
    sum += term;
  }
  // Outside A's window the node's value lies in [0, 1].
  return sum + aw.tail_below() + aw.tail_above();
}

Interval PaperFig2::soundness_step(const Rational& x, const Interval& u0, const Interval& u1) {
  const Pieces& pc = pieces(x);
  const BinomialWindow& bw = window(c_.R, x);
  const BinomialWindow& vw = window(c_.r, x);
  // G(p) = B (p u1 + (1 - p) u0) + (1 - B) V = V + B (A - V) with A = u0 + p (u1 - u0) >= 0,
  // linear in p where B and V are constant. Evaluated in place.
  const Interval du = u1 - u0;
  Interval a, g;
  // The enclosure of the max: [max of lower ends, max of upper ends].
  Interval best = pc.far ? Interval::hull(Rational(0), pc.far->upper()) : Interval(0L);
  auto take = [&](const Interval& p, const Interval& b, const Interval& v) {
    a = p;
    a *= du;
    a += u0;
    a -= v;
    a *= b;
    g = v;
    g += a;
    best.raise_to(g);
  };
  // An upper bound of G over a block: G <= A + (1 - B) V and G <= B A + V.
  std::vector<std::pair<Rational, std::size_t>> order;
  order.reserve(pc.blocks.size());
  for (std::size_t i = 0; i < pc.blocks.size(); ++i) {
    const auto& b = pc.blocks[i];
    const Interval a_max = max(u0 + b.p_first * du, u0 + b.p_end * du);
    const Interval bound =
        min(a_max + (Interval(1L) - b.bob_min) * b.vera_max, b.bob_max * a_max + b.vera_max);
    order.emplace_back(bound.upper(), i);
  }
  std::sort(order.begin(), order.end(),
            [](const auto& l, const auto& r) { return l.first > r.first; });
  const Interval Li{pc.L};
  Interval p, next, bob, vera;
  for (const auto& [bound, i] : order) {
    if (bound < best.lower()) break;  // this block and every later one lie below the supremum
    const auto& block = pc.blocks[i];
    p = block.p_first;
    for (std::size_t k = block.first; k <= block.last; ++k) {
      const auto& pos = pc.positions[k];
      bw.between(pos.bob_at.lo, pos.bob_at.hi, bob);
      vw.between(pos.vera_at.lo, pos.vera_at.hi, vera);
      take(p, bob, vera);
      if (k + 1 < pc.positions.size()) {  // the gap's one-sided limits at both ends
        next = Interval(to_integer(pc.positions[k + 1].at)) / Li;
        bw.between(pos.bob_gap.lo, pos.bob_gap.hi, bob);
        vw.between(pos.vera_gap.lo, pos.vera_gap.hi, vera);
        take(p, bob, vera);
        take(next, bob, vera);
        std::swap(p, next);
      }
    }
  }
  return best;
}

Interval PaperFig2::backward(const Oracle& o, Step step) {
  if (o.t + 1 != c_.T) throw std::invalid_argument("oracle t + 1 must equal the constants' T");
  Interval::PrecisionScope precision(bits_);
  return fig2_backward<Interval>(o, [&](const Rational& x, const Interval& v0, const Interval& v1) {
    return (this->*step)(x, v0, v1);
  });
}

Interval PaperFig2::completeness(const Oracle& o) {
  return backward(o, &PaperFig2::completeness_step);
}

Interval PaperFig2::soundness(const Oracle& o) {
  return backward(o, &PaperFig2::soundness_step);
}

}  // namespace debref::stochastic
