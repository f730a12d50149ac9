#include "harness/stochastic/proofs_evaluate.hpp"

#include <unistd.h>

#include "harness/core/cross_check.hpp"
#include "harness/core/deadline.hpp"
#include "harness/core/replay.hpp"
#include "harness/stochastic/json.hpp"
#include "proofs/stochastic/catalogue.hpp"
#include "proofs/stochastic/chernoff.hpp"
#include "proofs/stochastic/lipschitz_query.hpp"
#include "proofs/stochastic/tuning.hpp"
#include "reference/stochastic/lipschitz.hpp"
#include "reference/support/parallel.hpp"

namespace debref::proofs {

using nlohmann::json;

void least_slack(const Query& query, CheckResult& result) {
  if (!query.below_margin) return;
  int queries = 0;
  std::optional<Outcome> last_sat;  // a point of slack at or below the bracket's upper end
  auto below = [&](const Rational& m, bool or_equal) {  // SAT: some point has slack < m (<= m)
    throw_if_past_deadline();
    ++queries;
    Outcome o = solve(query.below_margin(m, or_equal), kDefaultTimeoutMs);
    if (o.verdict == Verdict::Sat) last_sat = o;
    return o.verdict;
  };
  auto exact = [&](const Rational& v, const json& at) {
    result.min_slack = to_string(v);
    result.tightest = json{{"least_slack", to_string(v)}, {"attained_at", at}};
    result.detail +=
        "; least slack " + to_string(v) + " exactly (Z3, " + std::to_string(queries) + " queries)";
  };
  // 1. The named point's slack is the least: no point below it.
  if (query.slack_at) {
    const auto& [sigma, point] = *query.slack_at;
    const Verdict v = below(sigma, false);
    if (v == Verdict::Unknown) return;
    if (v == Verdict::Unsat) return exact(sigma, point);
  }
  // 2. The claim (slack >= 0) is tight: some point has slack exactly 0.
  const Verdict zero = below(0, true);
  if (zero == Verdict::Unknown) return;
  if (zero == Verdict::Sat) return exact(0, model_json(*last_sat));
  // 3. Bisection between 0 (the claim) and an upper end: the point's slack, or the first power
  // of two with a point below it.
  Rational lo = 0, hi = query.slack_at ? query.slack_at->first : Rational(1);
  if (!query.slack_at)
    for (int step = 0;; ++step) {
      const Verdict v = below(hi, false);
      if (v == Verdict::Unknown || (v == Verdict::Unsat && step == 20)) return;
      if (v == Verdict::Sat) break;
      lo = hi, hi *= 2;
    }
  for (int step = 0; step < 16; ++step) {
    const Rational mid = (lo + hi) / 2;
    const Verdict v = below(mid, false);
    if (v == Verdict::Unknown) break;
    (v == Verdict::Unsat ? lo : hi) = mid;
  }
  result.min_slack = to_string(lo);
  result.tightest = json{{"least_slack_in", {to_string(lo), to_string(hi)}}};
  if (last_sat) (*result.tightest)["slack_below_upper_end_at"] = model_json(*last_sat);
  result.detail += "; least slack in [" + to_string(lo) + ", " + to_string(hi) +
                   ") (Z3 bisection, " + std::to_string(queries) +
                   " queries; min_slack is its certified lower end)";
}

nlohmann::json model_json(const Outcome& outcome) {
  json m = json::object();
  for (const ModelValue& v : outcome.model) m[v.name] = v.value;
  return m;
}

namespace {

/// The position of `id` among the built-in queries whose id contains it (what `debref proofs
/// --filter ID` runs), or nothing when `id` is not a built-in query.
std::optional<std::size_t> replay_position(const std::string& id) {
  std::size_t at = 0;
  for (const Query& q : builtin_queries()) {
    if (q.id == id) return at;
    if (q.id.find(id) != std::string::npos) ++at;
  }
  return std::nullopt;
}

}  // namespace

CheckResult query_result(const Query& query, const Outcome& outcome) {
  CheckResult r;
  r.instances = 1;
  r.detail =
      std::string("z3: ") + to_string(outcome.verdict) + ", expected " + to_string(query.expected);
  if (outcome.verdict == Verdict::Unknown) {
    r.status = Status::Unknown;
    r.detail += " (" + outcome.reason + ")";
  } else if (as_expected(query, outcome.verdict)) {
    r.status = Status::Pass;
    if (query.twin()) {
      r.counterexample = json{{"query", query.id}, {"z3", to_string(outcome.verdict)}};
      if (query.instance) {
        // The twin's model, replayed exactly: the mutant's counterexample as an instance.
        std::string text = query.instance(outcome);
        if (!text.empty()) (*r.counterexample)["instance"] = json::parse(text);
      }
      // `debref proofs --filter ID` runs every query whose id contains ID, in catalogue order.
      const auto position = replay_position(query.id);
      if (position)
        set_replay(*r.counterexample, "debref proofs --filter " + query.id,
                   "/queries/" + std::to_string(*position) + "/z3", to_string(outcome.verdict));
    }
  } else {
    r.status = Status::Fail;
    if (query.twin()) {
      r.detail += "; the sanity twin is UNSAT: the encoding may be vacuous";
    } else {
      r.counterexample = json{{"query", query.id}, {"model", model_json(outcome)}};
      if (query.instance) {
        std::string text = query.instance(outcome);
        if (!text.empty()) (*r.counterexample)["instance"] = json::parse(text);
      }
    }
  }
  return r;
}

// ---- query 4: the least Lipschitz constant by bisection, against the exact reference value

namespace {

struct NamedOracle {
  std::string name;
  stochastic::Oracle oracle;
};

std::vector<NamedOracle> bisection_oracles() {
  auto r = [](long a, long b) { return Rational(a, b); };
  using stochastic::Oracle;
  return {
      {"t1 (1/2, 1/4, 3/4)", Oracle(1, {r(1, 2), r(1, 4), r(3, 4)})},
      {"t1 (0, 0, 1)", Oracle(1, {r(0, 1), r(0, 1), r(1, 1)})},
      {"t1 (1/4, 1, 0)", Oracle(1, {r(1, 4), r(1, 1), r(0, 1)})},
      {"t2 noisy copy", Oracle(2, {r(1, 2), r(1, 2), r(1, 2), r(1, 4), r(1, 4), r(3, 4), r(3, 4)})},
      {"t2 biased (27/32)",
       Oracle(2, {r(3, 4), r(3, 4), r(1, 1), r(1, 2), r(3, 4), r(1, 1), r(1, 1)})},
  };
}

}  // namespace

CheckResult least_lipschitz_check() {
  CheckResult r;
  r.status = Status::Pass;
  const Rational tolerance(1, 64);
  for (const auto& [name, o] : bisection_oracles()) {
    LipschitzBracket b = least_lipschitz(o, tolerance, kDefaultTimeoutMs);
    stochastic::LipschitzConstant K = stochastic::lipschitz_constant(o, Rational(1, 1000));
    ++r.instances;
    r.detail +=
        (r.detail.empty() ? "" : "; ") + name + ": z3 [" + to_string(b.lower) + ", " +
        to_string(b.upper) + "] (" + std::to_string(b.queries) + " queries), exact " +
        (K.exact ? to_string(K.upper) : "[" + to_string(K.lower) + ", " + to_string(K.upper) + "]");
    if (!b.decided) {
      if (r.status == Status::Pass) r.status = Status::Unknown;
      continue;
    }
    // K* in [lower, upper]: the SAT side must lie below K*, the UNSAT side at or above it.
    if (!(b.lower < K.upper && K.lower <= b.upper) && !r.counterexample) {
      r.status = Status::Fail;
      r.counterexample = json{{"oracle", stochastic::to_json(o)},
                              {"z3_bracket", {to_string(b.lower), to_string(b.upper)}},
                              {"exact", {to_string(K.lower), to_string(K.upper)}}};
    }
  }
  return r;
}

// ---- query 5: Chernoff on a grid

CheckResult chernoff_check(const Rational& factor, bool twin) {
  CheckResult r;
  bool undecided = false;
  std::optional<Rational> least;  // the least slack over the grid (claim only)
  for (std::uint64_t n : {1, 2, 3, 4, 5, 8, 10, 16, 20, 32, 50, 100})
    for (const Rational& p :
         {Rational(0), Rational(1, 10), Rational(1, 4), Rational(1, 3), Rational(1, 2),
          Rational(2, 3), Rational(3, 4), Rational(9, 10), Rational(1)})
      for (const Rational& e :
           {Rational(0), Rational(1, 100), Rational(1, 20), Rational(1, 10), Rational(1, 5),
            Rational(1, 4), Rational(1, 3), Rational(1, 2), Rational(3, 4), Rational(1)}) {
        ++r.instances;
        std::optional<bool> holds = chernoff_bound_holds(n, p, e, factor, Rational(2));
        if (!holds) {
          undecided = true;
        } else if (*holds && !twin) {
          const Rational slack = chernoff_slack_lower(n, p, e, factor, Rational(2));
          if (!least || slack < *least) {
            least = slack;
            r.tightest = json{{"n", n}, {"p", to_string(p)}, {"e", to_string(e)}};
          }
        } else if (!*holds && !r.counterexample) {
          const std::string tail = to_string(estimate_tail(n, p, e));
          r.counterexample = json{{"n", n},
                                  {"p", to_string(p)},
                                  {"e", to_string(e)},
                                  {"tail", tail},
                                  {"bound", to_string(factor) + " exp(-2 n e^2)"}};
          set_replay(*r.counterexample,
                     "debref proofs --chernoff " + std::to_string(n) + " --p " + to_string(p) +
                         " --e " + to_string(e) + " --factor " + to_string(factor),
                     "/tail", tail);
        }
      }
  if (twin) {
    r.status = r.counterexample ? Status::Pass : undecided ? Status::Unknown : Status::Fail;
  } else {
    r.status = r.counterexample ? Status::Fail : undecided ? Status::Unknown : Status::Pass;
  }
  r.detail = std::to_string(r.instances) + " (n, p, e) on the grid, exact tails";
  if (least) {
    r.min_slack = to_string(*least);
    r.detail += "; least slack: the bound's certified lower end - the exact tail";
  }
  return r;
}

// ---- query 6: tuned Params

namespace {

/// `debref params` certifying `p` for Params w d k t (JSON inline), the replay of a tuned point.
std::string certify_command(const stochastic::Params& p, int t) {
  return "debref params --k 1 --t " + std::to_string(t) + " --certify " +
         explore::file_arg(stochastic::to_json(p));
}

}  // namespace

CheckResult tuned_check(bool twin) {
  CheckResult r;
  r.status = Status::Pass;
  const Rational w(2, 3), d(3, 5), k(1);
  std::optional<Rational> least;  // the conclusion's least margin (claim only)
  for (int t : {0, 10, 100}) {
    ++r.instances;
    Tuned tuned = tune(w, d, k, t, Objective::Vera);
    stochastic::Params p = tuned.params;
    if (twin) p.b += p.b / 100;  // the mutant: b past the sound bound
    Certificate cert = certify(p, w, d, k, t, kDefaultTimeoutMs);
    const std::uint64_t defaults =
        stochastic::sample_counts(stochastic::Params::defaults(k, t)).vera;
    r.detail += (r.detail.empty() ? "" : "; ") + std::string("t = ") + std::to_string(t) +
                ": vera " + std::to_string(tuned.samples.vera) + " vs defaults " +
                std::to_string(defaults) +
                (cert.certified() ? " (certified)" : " (" + cert.failing + ")");
    const auto margins = stochastic::field_margins(p, w, d, k, t);
    const bool caught = !cert.exact && !cert.smt;
    if (twin) {
      if (!caught && r.status == Status::Pass) r.status = Status::Fail;
      for (const auto& m : margins)  // the first field the raised b breaks
        if (caught && !r.counterexample && (m.strict ? m.margin <= 0 : m.margin < 0)) {
          r.counterexample = json{{"t", t},
                                  {"params", stochastic::to_json(p)},
                                  {"field", m.name},
                                  {"margin", to_string(m.margin)},
                                  {"failing", cert.failing}};
          set_replay(*r.counterexample, certify_command(p, t), "/certify/margins/" + m.name,
                     to_string(m.margin));
        }
      continue;
    }
    // The conclusion's slack: every field's margin rhs - lhs, and the factor by which Vera's
    // samples are below the defaults' minus 30.
    auto slack = [&](const Rational& s, const std::string& of) {
      if (least && *least <= s) return;
      least = s;
      r.tightest = json{{"t", t},
                        {"params", stochastic::to_json(p)},
                        {"conclusion", of},
                        {"least_slack", to_string(s)},
                        {"replay", certify_command(p, t)}};
    };
    for (const auto& m : margins) slack(m.margin, "Params." + m.name + " (rhs - lhs)");
    slack(Rational(static_cast<long>(defaults), static_cast<long>(tuned.samples.vera)) - 30,
          "defaults' vera samples / vera samples - 30");
    if (!cert.certified() || tuned.samples.vera * 30 > defaults) {
      r.status = Status::Fail;
      if (!r.counterexample)
        r.counterexample = json{{"t", t},
                                {"params", stochastic::to_json(p)},
                                {"vera_samples", tuned.samples.vera},
                                {"defaults_vera_samples", defaults},
                                {"failing", cert.failing}};
    }
  }
  if (least && r.status == Status::Pass) {
    r.min_slack = to_string(*least);
    r.detail +=
        "; least slack over the fields' margins and the sample factor - 30: " + to_string(*least) +
        " (" + (*r.tightest)["conclusion"].get<std::string>() +
        ", t = " + std::to_string((*r.tightest)["t"].get<int>()) + ")";
  } else {
    r.tightest.reset();
  }
  return r;
}

// ---- the cvc5 cross-check of every emitted file

CheckResult cross_check_check(bool twin) {
  CheckResult r;
  if (!cvc5_available()) {
    r.status = Status::Unknown;
    r.detail = "cvc5 not found (scripts/setup.sh installs the Debian package)";
    return r;
  }
  std::vector<Query> queries = builtin_queries();
  if (twin) queries.resize(1);  // one file, with Z3's verdict deliberately flipped
  cleanup::TempDir temp(twin ? "debref-smt2-twin" : "debref-smt2");  // removed on every path
  const std::filesystem::path& dir = temp.path();
  std::vector<std::filesystem::path> files = emit(queries, dir);
  std::vector<Verdict> z3(queries.size()), cvc5(queries.size());
  parallel_for(queries.size(), default_threads(), [&](std::size_t i) {
    z3[i] = solve(queries[i], kDefaultTimeoutMs).verdict;
    if (twin) z3[i] = z3[i] == Verdict::Sat ? Verdict::Unsat : Verdict::Sat;
    std::string line;
    // Noted queries are beyond cvc5's reach: a short attempt, compared only if decided.
    cvc5[i] = run_cvc5(files[i], queries[i].cvc5_note.empty() ? 10000 : 2000, line);
  });
  unsigned agree = 0, undecided = 0, not_compared = 0;
  for (std::size_t i = 0; i < queries.size(); ++i) {
    ++r.instances;
    switch (compare(queries[i], z3[i], cvc5[i])) {
      case Agreement::Agree:
        ++agree;
        break;
      case Agreement::Disagree:
        if (!r.counterexample) {
          // The file lived in a temporary directory, removed on return: the counterexample
          // names the command that writes it again instead.
          r.counterexample =
              json{{"query", queries[i].id},
                   {"smt2", "debref proofs --filter " + queries[i].id + " --emit DIR (writes DIR/" +
                                queries[i].id + ".smt2)"},
                   {"z3", to_string(z3[i])},
                   {"cvc5", to_string(cvc5[i])},
                   {"agreement", to_string(Agreement::Disagree)}};
          // The twin's flipped verdict, given as the recorded one: cvc5 disagrees with it.
          const auto position = replay_position(queries[i].id);
          if (twin && position)
            set_replay(*r.counterexample,
                       "debref proofs --filter " + queries[i].id +
                           " --cross-check cvc5 --recorded-z3 " + to_string(z3[i]),
                       "/queries/" + std::to_string(*position) + "/agreement",
                       to_string(Agreement::Disagree));
        }
        break;
      case Agreement::Undecided:
        ++undecided;
        break;
      case Agreement::NotCompared:
        ++not_compared;
        break;
    }
  }
  if (r.counterexample && !twin) temp.keep();  // the disagreeing file the counterexample names
  r.detail = std::to_string(agree) + " files agree, " + std::to_string(undecided) +
             " undecided by cvc5, " + std::to_string(not_compared) +
             " not compared (noted: t = 2 Lipschitz, beyond Debian cvc5's nonlinear arithmetic)";
  if (twin) {
    r.status = r.counterexample ? Status::Pass : Status::Fail;
    r.detail =
        r.counterexample ? "the flipped verdict was caught" : "the flipped verdict was NOT caught";
  } else {
    r.status = r.counterexample ? Status::Fail : undecided ? Status::Unknown : Status::Pass;
  }
  return r;
}

}  // namespace debref::proofs
