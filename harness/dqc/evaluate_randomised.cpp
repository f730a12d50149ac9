// Source: seed 002 Sec. 5, Def. 12, Thm 13 and Thm 14 (their proofs' finite steps; docs/DQC.md
// "Randomised verifiers"): the checks dqc.thm13_minimax, dqc.thm14_construction and their twins.
#include <functional>
#include <string>

#include "harness/core/deadline.hpp"
#include "harness/core/replay.hpp"
#include "harness/dqc/evaluate.hpp"
#include "harness/dqc/json.hpp"
#include "harness/dqc/randomised.hpp"
#include "reference/dqc/np.hpp"
#include "reference/dqc/search.hpp"

namespace debref::dqc {

namespace {

using nlohmann::json;

/// The command that prints an instance's analysis.
std::string replay_command(const TruthTable& f, System system) {
  return "debref dqc --randomised " + to_string(f) +
         (system == System::thm5 ? "" : " --randomised-debate tree");
}

/// Every f on n = 1..3 with its Thm 5 debate, then the NPN-class representatives on n = 4 with the
/// (0, D(f)) debate (V = f), q = 0..2: `test` on (analysis, q) where f depends on all n variables
/// and 2^q - 1 < n (the bound is positive); the rest is vacuous.
ClaimOutcome over_thm13(
    const std::function<std::optional<json>(const RandomisedAnalysis&, int, ClaimOutcome&)>& test) {
  ClaimOutcome o;
  auto one = [&](const TruthTable& f, System system) {
    const int n = f.n, max_q = n == 1 ? 0 : n <= 3 ? 1 : 2;  // 2^q - 1 < n
    if (relevant_variables(f) != n) {
      o.vacuous += 3;
      return false;
    }
    const RandomisedAnalysis a = analyse(f, system, max_q, true, false);
    o.vacuous += static_cast<std::uint64_t>(2 - max_q);
    for (int q = 0; q <= max_q; ++q) {
      ++o.instances;
      if (auto v = test(a, q, o)) {
        o.violation = v;
        return true;
      }
    }
    return false;
  };
  for (int n = 1; n <= 3; ++n)
    for (const TruthTable& f : all_functions(n)) {
      if (o.stop_at_deadline(1494)) return o;
      if (one(f, System::thm5)) return o;
    }
  for (std::uint32_t rep : npn_classes(4).representatives) {
    if (o.stop_at_deadline(1494)) return o;
    if (one(TruthTable{4, rep}, System::tree)) return o;
  }
  return o;
}

json thm13_instance(const RandomisedAnalysis& a, int q, const Rational& yao, const char* key) {
  json v = describe(a.f);
  v["q"] = q;
  v["k"] = a.d.k;
  v["error"] = debref::to_string(a.depths[static_cast<std::size_t>(q)].error);
  v[key] = debref::to_string(yao);
  v["bound"] = debref::to_string(thm13_bound(a.f.n, q));
  return v;
}

/// The instances of Thm 14's check: each NPN class representative on n = 1..3 with both systems.
ClaimOutcome over_thm14(
    const std::function<std::optional<json>(const RandomisedAnalysis&, ClaimOutcome&)>& test) {
  ClaimOutcome o;
  for (int n = 1; n <= 3; ++n)
    for (std::uint32_t rep : npn_classes(n).representatives)
      for (const System system : {System::tree, System::thm5}) {
        if (o.stop_at_deadline(40)) return o;
        const RandomisedAnalysis a = analyse(TruthTable{n, rep}, system, 2, false, true);
        if (a.newman->t && a.newman->m == 0) {  // V's majority is a literal or a constant
          ++o.vacuous;
          continue;
        }
        ++o.instances;
        if (auto v = test(a, o)) {
          o.violation = v;
          return o;
        }
      }
  return o;
}

json thm14_instance(const RandomisedAnalysis& a) {
  json v = describe(a.f);
  v["debate"] = system_name(a.system);
  v["k"] = a.d.k;
  v["randomised_queries"] = a.q_star;
  v["newman"] = randomised_json(a)["newman"];
  return v;
}

}  // namespace

ClaimOutcome thm13_minimax() {
  Rational least_positive_q = 1, least_yao = 1, least_n4_q1 = 1;
  ClaimOutcome o =
      over_thm13([&](const RandomisedAnalysis& a, int q, ClaimOutcome& out) -> std::optional<json> {
        const RandomisedError& r = a.depths[static_cast<std::size_t>(q)];
        const Rational yao = yao_error(r, yao_points(a.inputs, a.d, a.f, true));
        const Rational bound = thm13_bound(a.f.n, q);
        if (!(r.error >= yao && yao >= bound)) return thm13_instance(a, q, yao, "yao_error");
        out.slack(r.error - bound, [&] { return thm13_instance(a, q, yao, "yao_error"); });
        if (q >= 1) least_positive_q = std::min(least_positive_q, Rational(r.error - bound));
        least_yao = std::min(least_yao, Rational(yao - bound));
        if (a.f.n == 4 && q == 1) least_n4_q1 = std::min(least_n4_q1, r.error);
        return std::nullopt;
      });
  if (!o.violation && !o.undecided)
    o.detail = "least slack at q >= 1: " + debref::to_string(least_positive_q) +
               "; least slack of the Yao value under D: " + debref::to_string(least_yao) +
               "; Thm 13's stated conclusion q >= log2 n - 3 is vacuous at n <= 8; with the "
               "proof's constants it is q >= log2((n + 3) / 3): at n = 4 (V = f) the least eps_1 "
               "is " +
               debref::to_string(least_n4_q1) +
               " > 1/3, so R(f) >= 2 for every f depending on all 4 variables";
  return o;
}

ClaimOutcome twin_thm13_separate_transcripts() {
  return over_thm13([](const RandomisedAnalysis& a, int q, ClaimOutcome&) -> std::optional<json> {
    const RandomisedError& r = a.depths[static_cast<std::size_t>(q)];
    const Rational yao = yao_error(r, yao_points(a.inputs, a.d, a.f, false));
    if (yao >= thm13_bound(a.f.n, q)) return std::nullopt;
    json v = thm13_instance(a, q, yao, "yao_error_separate");
    set_replay(v, replay_command(a.f, System::thm5),
               "/depths/" + std::to_string(q) + "/yao_error_separate", debref::to_string(yao));
    return v;
  });
}

ClaimOutcome thm14_construction() {
  int largest_t = 0, largest_m = 0;
  ClaimOutcome o =
      over_thm14([&](const RandomisedAnalysis& a, ClaimOutcome& out) -> std::optional<json> {
        const NewmanStep& s = *a.newman;
        const int n = a.f.n, k = a.d.k, big = 12 * (2 * k + n);
        const bool ok = s.t && *s.t <= big && s.m <= big * (3 * (1 << s.q) + 5) && s.valid &&
                        s.debate->queries() <= ceil_log2(static_cast<std::uint64_t>(s.m)) + 3 &&
                        thm14_holds(s.debate->queries(), s.q, k, n);
        if (!ok) return thm14_instance(a);
        largest_t = std::max(largest_t, *s.t);
        largest_m = std::max(largest_m, s.m);
        out.slack(Rational(big - *s.t), [&] { return thm14_instance(a); });
        return std::nullopt;
      });
  if (!o.violation && !o.undecided)
    o.detail = "largest majority t = " + std::to_string(largest_t) +
               ", largest circuit m = " + std::to_string(largest_m) +
               "; every Lemma 8 debate valid; the bound q + log2(2k + n) + 10 >= 10 > n >= DQC "
               "is vacuous in strength here";
  return o;
}

ClaimOutcome twin_thm14_honest_transcripts() {
  return over_thm14([](const RandomisedAnalysis& a, ClaimOutcome&) -> std::optional<json> {
    const NewmanStep& s = *a.honest_only;
    if (!s.t || s.m == 0 || s.valid) return std::nullopt;
    json v = describe(a.f);
    v["debate"] = system_name(a.system);
    v["k"] = a.d.k;
    v["newman_honest_only"] = randomised_json(a)["newman_honest_only"];
    v["lemma8_valid"] = false;
    set_replay(v, replay_command(a.f, a.system), "/newman_honest_only/lemma8/valid", false);
    return v;
  });
}

}  // namespace debref::dqc
