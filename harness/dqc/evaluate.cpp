#include "harness/dqc/evaluate.hpp"

#include <algorithm>
#include <functional>
#include <map>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "harness/core/deadline.hpp"
#include "harness/core/replay.hpp"
#include "harness/dqc/evaluate_n4.hpp"
#include "harness/dqc/instances.hpp"
#include "harness/dqc/json.hpp"
#include "reference/dqc/circuit.hpp"
#include "reference/dqc/min_circuit.hpp"
#include "reference/dqc/yao.hpp"
#include "reference/num/rational.hpp"

namespace debref::dqc {

namespace {

using nlohmann::json;

/// Counts each row of dqc_table(n), n = 0..3, as an instance and stops at the first row `test`
/// finds a violation on.
ClaimOutcome over_table(const std::function<std::optional<json>(const DqcResult&)>& test) {
  ClaimOutcome o;
  for (int n = 0; n <= 3; ++n)
    for (const DqcResult& r : dqc_table(n)) {
      ++o.instances;
      if (auto v = test(r)) {
        o.violation = v;
        return o;
      }
    }
  return o;
}

/// A twin's catch: a debate refuted by the validity evaluator (seed 002 eq. (1), (2)) at some x.
json refuted(const TruthTable& f, const Validity& v, const std::string& key, json what) {
  json out = describe(f);
  out[key] = std::move(what);
  out["failing_x"] = *v.failing_x;
  return out;
}

/// `debref dqc --truth-table F --kw-formula-of G`: seed 002 Thm 5's debate from a formula of g,
/// validated for f, shows valid_for_f = false (a twin's refuted debate).
void kw_replay(json& v, const TruthTable& f, const TruthTable& g) {
  v["valid_for_f"] = false;
  set_replay(v, "debref dqc --truth-table " + to_string(f) + " --kw-formula-of " + to_string(g),
             "/valid_for_f", false);
}

/// Lemma 3 on one debate with k > 2^l rounds: elimination keeps validity, the rewritten
/// strategies still win, the queries stay l, and k' <= 2^l, with slack 2^l - k'.
std::optional<json> lemma3_on(const Debate& d, const TruthTable& f, ClaimOutcome& o,
                              KeepRounds keep = KeepRounds::alpha_or_beta_read) {
  const Strategies s = honest_strategies(d, f);
  const Eliminated e = eliminate_rounds(d, s, keep);
  const int l = d.queries();
  const bool ok = validate(e.debate, f).valid && !verify_strategies(e.debate, f, e.strategies) &&
                  e.debate.k <= (1 << l) && e.debate.queries() == l;
  json v = describe(f);
  v["debate"] = describe(d);
  v["eliminated"] = describe(e.debate);
  if (!ok && !validate(e.debate, f).valid) {
    // `debref judge` on the eliminated debate (docs/FORMATS.md, family "dqc") refuses it:
    // eq. (1) / (2) fail at some x (the twin keeps the wrong rounds).
    v["eliminated_valid"] = false;
    set_replay(
        v,
        "debref judge " + explore::file_arg(json{{"family", "dqc"},
                                                 {"truth_table", to_string(f)},
                                                 {"rounds", e.debate.k},
                                                 {"verifier", e.debate.tree.to_string(f.n)}}),
        "/debate/accepted", false);
  }
  if (!ok) return v;
  o.slack(Rational((1 << l) - e.debate.k), [&] { return v; });
  return std::nullopt;
}

/// The raw exhaustive witness (k = 2^l - 1 rounds) of f at the least l, if l <= the limit.
std::optional<Debate> exhaustive_witness(const TruthTable& f, std::map<int, Level>& cache) {
  for (int l = 0; l <= max_exhaustive_l; ++l) {
    if (!cache.count(l)) cache.emplace(l, exhaustive_level(f.n, l));
    const auto& games = cache.at(l).games;
    if (auto it = games.find(f.bits); it != games.end())
      return Debate{f.n, cache.at(l).k, it->second};
  }
  return std::nullopt;
}

/// Thm 6 / Lemma 8 on one circuit: the cross-examination debate after k0 rounds is valid with
/// <= ceil(log2 m) + 3 - lowered queries (lowered = 1: the twin's bound); records the slack
/// bound - queries of a valid debate.
/// `construction` ("thm6" or "lemma8") names the debate in `debref dqc --truth-table`'s
/// "constructions", which the replay of a lowered bound's violation shows.
std::optional<json> cross_exam_on(const TruthTable& f, int k0, const Circuit& c, const Debate* base,
                                  ClaimOutcome& o, int lowered, const std::string& construction) {
  const Debate d = cross_examination_debate(f.n, k0, c);
  const int bound = ceil_log2(static_cast<std::uint64_t>(c.size())) + 3 - lowered;
  auto instance = [&] {
    json v = describe(f);
    v["circuit"] = c.to_string(f.n);
    v["m"] = c.size();
    v["bound"] = bound;
    v["debate"] = describe(d);
    if (base) v["base"] = describe(*base);
    return v;
  };
  const bool valid = validate(d, f).valid;
  if (valid) o.slack(Rational(bound - d.queries()), instance);
  if (valid && d.queries() <= bound) return std::nullopt;
  json v = instance();
  if (valid && lowered > 0) {
    // The twin (bound lowered): the unmutated `debref dqc` prints the debate's query count.
    v["queries"] = d.queries();
    set_replay(v, "debref dqc --truth-table " + to_string(f),
               "/constructions/" + construction + "/queries", d.queries());
  }
  return v;
}

}  // namespace

ClaimOutcome exact_dqc() {
  ClaimOutcome o = over_table([](const DqcResult& r) -> std::optional<json> {
    if (r.dqc && r.certificate_valid) return std::nullopt;
    json v = describe(r.f);
    v["lower"] = r.lower;
    v["upper"] = r.upper;
    v["certificate_valid"] = r.certificate_valid;
    return v;
  });
  if (o.violation) return o;
  const std::string n4 = exact_n4(o);
  if (!o.violation)
    o.detail =
        "every certificate re-verified (validate + verify_strategies); every l < DQC refuted "
        "by exhaustion (n = 4: the reduced search); " +
        n4;
  return o;
}

ClaimOutcome cor4() {
  ClaimOutcome o;
  for (int n = 0; n <= 3; ++n)
    for (const DqcResult& r : dqc_table(n)) {
      if (!r.dqc) {
        o.undecided = true;
        continue;
      }
      ++o.instances;
      o.slack(Rational(*r.dqc - r.cor4_bound), [&] { return describe(r.f); });
      if (*r.dqc < r.cor4_bound) {
        o.violation = describe(r.f);
        (*o.violation)["dqc"] = *r.dqc;
        (*o.violation)["bound"] = r.cor4_bound;
        return o;
      }
    }
  o.detail = cor4_n4(o);
  return o;
}

namespace {

/// Lemma 3 on the padded Thm 5 debates and least-l witnesses of every f on n_min..3 variables,
/// with `keep` choosing the rounds that survive; stops at the first violation.
ClaimOutcome lemma3_sweep(int n_min, KeepRounds keep) {
  ClaimOutcome o;
  for (int n = n_min; n <= 3; ++n) {
    std::map<int, Level> cache;
    const MinDepth md = min_depth_formulas(n);
    for (const TruthTable& f : all_functions(n)) {
      std::vector<Debate> bases{kw_debate(md.formula(f.bits), n)};  // Thm 5, k = depth
      if (auto witness = exhaustive_witness(f, cache)) bases.push_back(*witness);  // k = 2^l - 1
      for (const Debate& base : bases) {
        const std::optional<Debate> d = lemma3_instance(base);
        if (!d) {
          ++o.vacuous;
          continue;
        }
        ++o.instances;
        if (auto v = lemma3_on(*d, f, o, keep)) {
          o.violation = v;
          return o;
        }
      }
    }
  }
  return o;
}

}  // namespace

ClaimOutcome lemma3() {
  ClaimOutcome o = lemma3_sweep(0, KeepRounds::alpha_or_beta_read);
  if (o.violation) return o;
  const std::string n4 = lemma3_n4(o);
  o.detail =
      "instances: the Thm 5 debate and the least-l exhaustive witness, each padded with "
      "unqueried rounds to k = 2^l + 1; " +
      n4;
  return o;
}

ClaimOutcome thm5() {
  ClaimOutcome o;
  int worst_depth = 0;
  for (int n = 0; n <= 3; ++n) {
    const MinDepth md = min_depth_formulas(n);
    for (const DqcResult& r : dqc_table(n)) {
      const Formula formula = md.formula(r.f.bits);
      const int depth = formula.depth();
      worst_depth = std::max(worst_depth, depth);
      const Debate d = kw_debate(formula, n);
      ++o.instances;
      const bool ok = depth == md.depth[r.f.bits] && validate(d, r.f).valid &&
                      d.queries() <= depth + 1 && r.dqc && *r.dqc <= depth + 1;
      auto instance = [&] {
        json v = describe(r.f);
        v["formula"] = formula.to_string(n);
        v["depth"] = depth;
        v["debate"] = describe(d);
        return v;
      };
      if (!ok) {
        o.violation = instance();
        return o;
      }
      o.slack(Rational(depth + 1 - d.queries()), instance);
    }
  }
  const std::string n4 = thm5_n4(o);
  o.detail = "n <= 3: largest minimum depth " + std::to_string(worst_depth) + "; " + n4;
  return o;
}

ClaimOutcome thm6(int lowered) {
  ClaimOutcome o;
  std::map<int, int> sizes;  // minimum circuit size -> functions
  int below_formula = 0;
  std::optional<std::pair<int, TruthTable>> least;  // least slack bound - DQC(f), and its f
  for (int n = 0; n <= 3; ++n) {
    const MinCircuits& mc = min_circuits(n);
    const MinFormulaSize ms = min_size_formulas(n);
    for (const DqcResult& r : dqc_table(n)) {
      const int m = mc.upper[r.f.bits];
      if (m == 0) {  // literal or constant: log2(0) is undefined (hypothesis m >= 1)
        ++o.vacuous;
        continue;
      }
      if (!mc.exact(r.f.bits)) {  // every f on n <= 3 is exact (docs/DQC.md); never PASS on it
        o.undecided = true;
        continue;
      }
      ++o.instances;
      ++sizes[m];
      if (m < ms.size[r.f.bits]) ++below_formula;
      if (m > ms.size[r.f.bits]) {  // a formula is a circuit: the search missed one
        o.violation = describe(r.f);
        (*o.violation)["min_circuit_size"] = m;
        (*o.violation)["min_formula_size"] = ms.size[r.f.bits];
        return o;
      }
      if (auto v = cross_exam_on(r.f, 0, mc.circuit(r.f.bits), nullptr, o, lowered, "thm6")) {
        o.violation = v;
        return o;
      }
      const int bound = ceil_log2(static_cast<std::uint64_t>(m)) + 3;
      if (!r.dqc || *r.dqc > bound || !within_log2_plus_3(*r.dqc, m)) {
        o.violation = describe(r.f);
        (*o.violation)["m"] = m;
        return o;
      }
      if (!least || bound - *r.dqc < least->first) least = {{bound - *r.dqc, r.f}};
    }
  }
  json h = json::object();
  for (auto [m, count] : sizes) h[std::to_string(m)] = count;
  const std::string n4 = thm6_n4(o, lowered);
  o.detail = "n <= 3: minimum circuit sizes " + h.dump() + " (all exact), below the minimum " +
             "formula size for " + std::to_string(below_formula) + " functions; least slack " +
             "of DQC(f) <= ceil(log2 m) + 3: " +
             (least ? std::to_string(least->first) + " (f = " + to_string(least->second) + ")"
                    : std::string("none")) +
             "; " + n4;
  return o;
}

ClaimOutcome lemma8(int lowered) {
  ClaimOutcome o;
  int worst = 0;
  for (int n = 0; n <= 3; ++n) {
    const MinDepth md = min_depth_formulas(n);
    for (const TruthTable& f : all_functions(n)) {
      const Debate base = kw_debate(md.formula(f.bits), n);
      const Circuit c = tree_circuit(base.tree, n + 2 * base.k);
      if (c.size() == 0) {
        ++o.vacuous;
        continue;
      }
      worst = std::max(worst, c.size());
      ++o.instances;
      if (auto v = cross_exam_on(f, base.k, c, &base, o, lowered, "lemma8")) {
        o.violation = v;
        return o;
      }
    }
  }
  const std::string n4 = lemma8_n4(o, lowered);
  o.detail =
      "base: the Thm 5 debate; V's circuit from its tree, largest m = " + std::to_string(worst) +
      " (n <= 3); " + n4;
  return o;
}

ClaimOutcome thm13() {
  ClaimOutcome o;
  const int q = 1;  // q = 0 is trivial (a constant errs on half of D); q = 2 needs n >= 33
  struct Shape {
    const char* name;
    bool is_and, alternate;
  };
  int least_n = 0;
  for (const Shape shape : {Shape{"OR", false, false}, Shape{"AND", true, false},
                            Shape{"alternating AND/OR", true, true}})
    for (int n = 17; n <= 32; ++n) {
      if (!((1 << (q + 3)) < n)) {  // q < log2 n - 3, exactly
        ++o.vacuous;
        continue;
      }
      if (past_deadline()) {
        o.undecided = true;
        return o;
      }
      const YaoResult y = yao_bound(balanced(n, shape.is_and, shape.alternate), n, q);
      ++o.instances;
      const Rational error(static_cast<long>(y.mistakes), static_cast<long>(y.support));
      json v{{"f", std::string(shape.name) + "_" + std::to_string(n)},
             {"n", n},
             {"q", q},
             {"k", y.k},
             {"trees", y.trees},
             {"least_error", debref::to_string(error)}};
      if (!(error > Rational(1, 3))) {
        o.violation = v;
        return o;
      }
      least_n = n;
      o.slack(error - Rational(1, 3), [&] { return v; });
    }
  o.detail = "n = 17.." + std::to_string(least_n) +
             " for each shape; n <= 16 (so n <= 4 too): no q >= 1 has q < log2 n - 3";
  return o;
}

ClaimOutcome twin_wrong_leaf() {
  ClaimOutcome o;
  for (int n = 0; n <= 3; ++n)
    for (const DqcResult& r : dqc_table(n)) {
      for (std::size_t i = 0; i < r.certificate.tree.nodes.size(); ++i) {
        if (r.certificate.tree.nodes[i].var >= 0) continue;
        Debate mutant = r.certificate;
        mutant.tree.nodes[i].value = !mutant.tree.nodes[i].value;
        ++o.instances;
        const Validity v = validate(mutant, r.f);
        if (!v.valid) {
          o.violation = refuted(r.f, v, "mutant", describe(mutant));
          // Replayable where the mutant is Thm 5's debate of the function it computes.
          const TruthTable g = game_function(mutant);
          if (n <= 3 &&
              describe(kw_debate(min_depth_formulas(n).formula(g.bits), n)) == describe(mutant))
            kw_replay(*o.violation, r.f, g);
          return o;
        }
      }
    }
  return o;
}

ClaimOutcome twin_kw_other_function() {
  ClaimOutcome o;
  for (int n = 1; n <= 3; ++n) {
    const MinDepth md = min_depth_formulas(n);
    for (const TruthTable& f : all_functions(n)) {
      const TruthTable g{n, f.bits ^ 1U};  // differs from f at x = 0
      const Debate d = kw_debate(md.formula(g.bits), n);
      ++o.instances;
      const Validity v = validate(d, f);
      if (!v.valid) {
        o.violation = refuted(f, v, "circuit_for", to_string(g));
        kw_replay(*o.violation, f, g);
        return o;
      }
    }
  }
  return o;
}

ClaimOutcome twin_lemma3_alpha_read() {
  return lemma3_sweep(1, KeepRounds::alpha_read);  // alpha_read needs an input variable
}

ClaimOutcome twin_thm13_without_hypothesis() {
  ClaimOutcome o;
  for (int q = 1; q <= 2; ++q)
    for (const bool is_and : {false, true})
      for (int n = 2; n <= 16; ++n) {  // q >= log2 n - 3 throughout: the hypothesis fails
        if (past_deadline()) {
          o.undecided = true;
          return o;
        }
        const YaoResult y = yao_bound(balanced(n, is_and), n, q);
        ++o.instances;
        const Rational error(static_cast<long>(y.mistakes), static_cast<long>(y.support));
        if (!(error > Rational(1, 3))) {
          o.violation = json{{"f", std::string(is_and ? "AND_" : "OR_") + std::to_string(n)},
                             {"n", n},
                             {"q", q},
                             {"k", y.k},
                             {"trees", y.trees},
                             {"least_error", debref::to_string(error)}};
          set_replay(*o.violation,
                     "debref dqc --yao " + std::to_string(n) + " --yao-queries " +
                         std::to_string(q) + " --yao-formula " + (is_and ? "and" : "or"),
                     "/least_error", debref::to_string(error));
          return o;
        }
      }
  return o;
}

ClaimOutcome twin_cor4_plus_one() {
  return over_table([](const DqcResult& r) -> std::optional<json> {
    if (!(r.dqc && *r.dqc < r.cor4_bound + 1)) return std::nullopt;
    json v = describe(r.f);
    v["dqc"] = *r.dqc;
    v["mutant_bound"] = r.cor4_bound + 1;
    set_replay(v, "debref dqc --truth-table " + to_string(r.f), "/dqc", *r.dqc);
    return v;
  });
}

}  // namespace debref::dqc
