// The stochastic family's catalogue (Lean Debate/Details.lean, Debate/Protocol.lean,
// Comp/Oracle.lean). Instances: oracles in increasing size, size s = 1..6 meaning
// (t, grid) = (0, halves), (0, quarters), (1, halves), (1, thirds), (1, quarters), (2, halves):
// every oracle whose probabilities lie on that grid and not on an earlier one. Each oracle comes
// with its exact least Lipschitz constant K* (Lean Oracle.lipschitz), so only the dropped
// hypothesis fails.
#include "harness/core/explore.hpp"

#include <random>
#include <set>

#include "harness/stochastic/json.hpp"
#include "harness/stochastic/solve_cache.hpp"
#include "harness/stochastic/theorems.hpp"
#include "reference/num/certified.hpp"
#include "reference/stochastic/lipschitz.hpp"

namespace debref::explore {

namespace {

using nlohmann::json;
using stochastic::ExactValues;
using stochastic::Inequality;
using stochastic::Oracle;
using stochastic::Params;
using stochastic::Protocol;

struct Level {
  int t;
  long grid;
};
const std::vector<Level> kLevels = {{0, 2}, {0, 4}, {1, 2}, {1, 3}, {1, 4}, {2, 2}};

std::vector<Oracle> oracles_at(const Level& level) {
  const std::size_t nodes = Oracle::node_count(level.t);
  std::vector<Oracle> out;
  std::vector<long> digits(nodes, 0);
  for (;;) {
    std::vector<Rational> probs;
    for (long d : digits) probs.push_back(Rational(d, level.grid));
    out.emplace_back(level.t, probs);
    std::size_t i = 0;
    while (i < nodes && ++digits[i] > level.grid) digits[i++] = 0;
    if (i == nodes) return out;
  }
}

/// What one entry finds on one oracle.
struct Attempt {
  bool drop = false;  // the dropped hypothesis (or mutated rule) is in force here
  std::optional<Finding> finding;
};
using Try = std::function<Attempt(const Oracle&)>;

/// Replaces probabilities by simpler ones (0, 1, then 1/2) while the conclusion still fails.
void shrink(const Try& attempt, Oracle& o, Finding& f) {
  unsigned steps = 0;
  for (bool changed = true; changed;) {
    changed = false;
    for (std::size_t h = 0; h < o.probs.size(); ++h)
      for (const Rational& simpler : {Rational(0), Rational(1), Rational(1, 2)}) {
        const Rational& now = o.probs[h];
        if (now == simpler || (now == 0 || now == 1) ||
            (simpler == Rational(1, 2) && now == Rational(1, 2)))
          continue;
        Oracle next = o;
        next.probs[h] = simpler;
        Attempt a = attempt(next);
        if (a.finding) {
          o = next;
          f = *a.finding;
          ++steps;
          changed = true;
          break;
        }
      }
  }
  f.shrink_steps = steps;
}

/// Sizes past the exhaustive levels: 64 random t = 2 oracles on quarters (size 7), then on
/// eighths (size 8), drawn from the seed.
constexpr std::uint64_t kRandomLevels = 2, kRandomDraws = 64;

std::vector<Oracle> random_oracles(std::uint64_t size, std::uint64_t seed) {
  std::mt19937_64 gen(seed * 1000003 + size);
  const long grid = size == kLevels.size() + 1 ? 4 : 8;
  std::vector<Oracle> out;
  for (std::uint64_t i = 0; i < kRandomDraws; ++i) {
    std::vector<Rational> probs;
    for (std::size_t h = 0; h < Oracle::node_count(2); ++h)
      probs.push_back(Rational(static_cast<long>(gen() % (grid + 1)), grid));
    out.emplace_back(2, probs);
  }
  return out;
}

SearchResult search(const Try& attempt, std::uint64_t max_size, std::uint64_t seed,
                    const Shard& shard) {
  SearchResult r;
  r.shard = shard;
  r.max_size = max_size;
  std::set<std::vector<Rational>> seen;
  for (std::uint64_t size = 1; size <= max_size && size <= kLevels.size() + kRandomLevels; ++size)
    for (Oracle& o :
         size <= kLevels.size() ? oracles_at(kLevels[size - 1]) : random_oracles(size, seed)) {
      if (!seen.insert(o.probs).second) continue;
      if (!r.visit()) continue;
      Attempt a = attempt(o);
      if (a.drop) ++r.drop_instances;
      if (!a.finding) continue;
      Finding f = *a.finding;
      shrink(attempt, o, f);
      f.size = size;
      r.found(f);
      return r;
    }
  return r;
}

Rational least_constant(const Oracle& o) {
  return stochastic::lipschitz_constant(o, Rational(1, 1000)).upper;
}

/// The finding for `value >= bound` failing on (o, p) with protocol overrides for the replay.
Finding found(const Oracle& o, const Params& p, const Rational& k, const Inequality& ineq,
              const std::string& hypothesis, const std::string& overrides) {
  Finding f;
  json oracle = stochastic::to_json(o), params = stochastic::to_json(p);
  f.counterexample = {{"oracle", oracle}, {"params", params}, {"k", to_string(k)}};
  f.inequality = ineq.what;
  f.lhs = ineq.value;
  f.rhs = ineq.bound;
  f.hypothesis = hypothesis;
  f.replay = "debref debate --exact --oracle " + file_arg(oracle) + " --params " +
             file_arg(params) + overrides;
  return f;
}

/// Lean completeness_p and soundness_p on one instance; the first that fails.
std::optional<Inequality> either_theorem(const stochastic::Instance& in, const Params& p,
                                         const ExactValues& v, bool completeness, bool soundness) {
  if (completeness)
    if (auto c = stochastic::completeness_p(in, p, v); c && c->value < c->bound) return c;
  if (soundness)
    if (auto s = stochastic::soundness_p(in, p, v); s && s->value < s->bound) return s;
  return std::nullopt;
}

Entry entry(std::string name, std::string hypothesis, std::string theorem, Try attempt) {
  Entry e;
  e.family = "stochastic";
  e.name = std::move(name);
  e.hypothesis = std::move(hypothesis);
  e.theorem = std::move(theorem);
  e.size_measure =
      "s = 1..6 exhaustive: t = 0 on halves, quarters; t = 1 on halves, thirds, quarters; t = 2 "
      "on halves; s = 7, 8: 64 random t = 2 oracles on quarters, eighths (--seed)";
  e.default_max_size = 5;
  e.largest_max_size = kLevels.size() + kRandomLevels;
  e.search = [attempt](std::uint64_t max_size, std::uint64_t seed, const Shard& shard) {
    return search(attempt, max_size, seed, shard);
  };
  return e;
}

/// Right-hand sides of Params.complete and Params.sound (Lean Details.lean).
Rational complete_rhs(const Params& p, const Rational& w, const Rational& k, int t) {
  return (1 - p.v) * (w - k * p.c - p.q * (t + 1));
}
Rational sound_rhs(const Params& p, const Rational& w, const Rational& k, int t) {
  return (1 - p.v) * (1 - p.q * (t + 1)) * (w - k * p.b);
}

/// A Params field dropped: Params `p` for which every field but `field` holds (with d the largest
/// the remaining fields allow), `field` fails, and the conclusions of completeness_p (w = final)
/// and soundness_p (w = final(false)) are tested with that d.
Try params_drop(const std::string& field, std::function<Params(int t)> params_of,
                std::function<Protocol(const Params&)> protocol_of = stochastic::protocol) {
  return [field, params_of, protocol_of](const Oracle& o) {
    Attempt a;
    const Params p = params_of(o.t);
    const Rational k = least_constant(o);
    const ExactValues& v = stochastic::cached_exact(o, protocol_of(p));
    for (bool completeness : {true, false}) {
      const Rational w = completeness ? v.final_prob : 1 - v.final_prob;
      bool others = true, dropped_fails = false;
      for (const auto& f : stochastic::all_fields(p, w, Rational(0), k, o.t)) {
        if (f.name == "complete" || f.name == "sound") continue;
        if (f.name == field) {
          dropped_fails = !f.holds;
        } else {
          others = others && f.holds;
        }
      }
      const Rational cr = complete_rhs(p, w, k, o.t), sr = sound_rhs(p, w, k, o.t);
      Rational d = field == "complete" ? sr : field == "sound" ? cr : (cr < sr ? cr : sr);
      if (field == "complete") dropped_fails = cr < d;
      if (field == "sound") dropped_fails = sr < d;
      if (!others || !dropped_fails || d <= 0) continue;
      a.drop = true;
      const Rational value = completeness ? v.completeness : 1 - v.soundness;
      if (value >= d) continue;
      std::string how;
      if (field == "complete") {
        how = "Params.complete fails: d = " + to_string(d) +
              " > (1-v)(w - k c - q(t+1)) = " + to_string(cr) + " (by " +
              to_string(Rational(d - cr)) + ")";
      } else if (field == "sound") {
        how = "Params.sound fails: d = " + to_string(d) +
              " > (1-v)(1 - q(t+1))(w - k b) = " + to_string(sr) + " (by " +
              to_string(Rational(d - sr)) + ")";
      } else {
        how = "Params." + field + " fails (q = " + to_string(p.q) + ", v = " + to_string(p.v) +
              ", k b = " + to_string(Rational(k * p.b)) + ", w = " + to_string(w) + ")";
      }
      Inequality ineq{value, d,
                      completeness ? "completeness value >= d (w = final)"
                                   : "1 - soundness value >= d (w = final(false))"};
      a.finding = found(o, p, k, ineq, how, "");
      a.finding->counterexample["w"] = to_string(w);
      a.finding->counterexample["d"] = to_string(d);
      return a;
    }
    return a;
  };
}

/// Lean's protocol for any Params: `samples e q` squares e, so a negative radius (c > s, or
/// s > b) draws as many samples as its absolute value; debref's `samples` refuses e <= 0, hence
/// the absolute values here (the acceptance radii (c+s)/2, (s+b)/2 are Lean's).
Protocol lean_protocol(const Params& p) {
  auto magnitude = [](const Rational& x) { return x < 0 ? Rational(-x) : x; };
  Protocol m;
  m.alice_samples = samples(p.c, p.q);
  m.bob = {samples(magnitude((p.b - p.s) / 2), p.q), Rational((p.s + p.b) / 2)};
  m.vera = {samples(magnitude((p.s - p.c) / 2), p.v), Rational((p.c + p.s) / 2)};
  return m;
}

/// A protocol rule mutated on every instance, with Params scaled from Lean's defaults by 10 at
/// the oracle's exact K* (so every Params field holds).
Try rule_drop(std::function<void(Protocol&, const Params&)> mutate,
              std::function<std::string(const Protocol&)> overrides, bool completeness,
              bool soundness, std::string what) {
  return [=](const Oracle& o) {
    Attempt a;
    a.drop = true;
    const Rational k = least_constant(o);
    const Params p = stochastic::tenfold_params(k, o.t);
    Protocol m = stochastic::protocol(p);
    mutate(m, p);
    const ExactValues& v = stochastic::cached_exact(o, m);
    stochastic::Instance in{o, k, "exact"};
    if (auto ineq = either_theorem(in, p, v, completeness, soundness))
      a.finding = found(o, p, k, *ineq, what, overrides(m));
    return a;
  };
}

}  // namespace

std::vector<Entry> stochastic_entries() {
  std::vector<Entry> out;
  out.push_back(
      entry("lipschitz", "Oracle.lipschitz t k (k = 1 below the oracle's least constant K*)",
            "Lean completeness_p / soundness_p", [](const Oracle& o) {
              Attempt a;
              const Rational K = least_constant(o);
              if (K <= 1) return a;  // k = 1 is a valid constant here: not a drop instance
              a.drop = true;
              const Params p = stochastic::tenfold_params(Rational(1), o.t);
              const ExactValues& v = stochastic::cached_exact(o, stochastic::protocol(p));
              stochastic::Instance in{o, Rational(1), "k = 1"};
              if (auto ineq = either_theorem(in, p, v, true, true))
                a.finding =
                    found(o, p, Rational(1), *ineq,
                          "Oracle.lipschitz t 1 fails: the least constant is K* = " + to_string(K) +
                              " (above k = 1 by " + to_string(Rational(K - 1)) + ")",
                          "");
              return a;
            }));
  out.push_back(entry("sound", "Params.sound", "Lean soundness_p", params_drop("sound", [](int) {
                        return Params{Rational(1, 10), Rational(1, 10), Rational(1, 5),
                                      Rational(3, 5), Rational(1, 20)};
                      })));
  out.push_back(
      entry("complete", "Params.complete", "Lean completeness_p", params_drop("complete", [](int) {
              // c > b (1 - q): `complete` binds before `sound` (v, c, s, b, q).
              return Params{Rational(3, 5), Rational(1, 5), Rational(3, 10), Rational(2, 5),
                            Rational(3, 5)};
            })));
  out.push_back(entry("cs", "Params.cs (c < s)", "Lean completeness_p / soundness_p",
                      params_drop(
                          "cs",
                          [](int) {
                            return Params{Rational(1, 10), Rational(1, 5), Rational(1, 10),
                                          Rational(3, 10), Rational(1, 20)};
                          },
                          lean_protocol)));
  out.push_back(entry("sb", "Params.sb (s < b)", "Lean completeness_p / soundness_p",
                      params_drop(
                          "sb",
                          [](int) {
                            return Params{Rational(1, 10), Rational(1, 10), Rational(3, 10),
                                          Rational(1, 5), Rational(1, 20)};
                          },
                          lean_protocol)));
  out.push_back(entry("qv", "Params.qv (q <= v)", "Lean completeness_p / soundness_p",
                      params_drop("qv", [](int t) {
                        Params p = stochastic::tenfold_params(Rational(1), t);
                        p.v = Rational(1, 40);  // q = 1/(10(t+1)) > v for t <= 2
                        return p;
                      })));
  out.push_back(entry("bw", "Params.bw (k b <= w)", "Lean completeness_p / soundness_p",
                      params_drop("bw", [](int t) {
                        Params p = stochastic::tenfold_params(Rational(1), t);
                        p.b = Rational(9, 10);
                        p.s = Rational(1, 2);
                        return p;
                      })));
  out.push_back(entry(
      "vera_threshold", "Vera's threshold (c+s)/2 (widened to b)", "Lean soundness_p",
      rule_drop([](Protocol& m, const Params& p) { m.vera.radius = p.b; },
                [](const Protocol& m) { return " --vera-radius " + to_string(m.vera.radius); },
                false, true,
                "vera accepts within b instead of (c+s)/2 (radius wider by (b-c)/2)")));
  out.push_back(
      entry("bob_threshold", "Bob's threshold (s+b)/2 (Bob never rejects)", "Lean soundness_p",
            rule_drop([](Protocol& m, const Params&) { m.bob.radius = 2; },
                      [](const Protocol& m) { return " --bob-radius " + to_string(m.bob.radius); },
                      false, true, "bob accepts every claim (radius 2)")));
  out.push_back(entry(
      "alice_samples", "Alice's sample count samples(c, q) (one sample instead)",
      "Lean completeness_p",
      rule_drop(
          [](Protocol& m, const Params&) { m.alice_samples = 1; },
          [](const Protocol& m) { return " --alice-samples " + std::to_string(m.alice_samples); },
          true, false, "honest alice estimates from 1 sample instead of samples(c, q)")));
  return out;
}

}  // namespace debref::explore
