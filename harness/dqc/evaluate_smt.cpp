// The Z3 claims of harness/dqc/claims.cpp (dqc.smt and its twin): the encoding of
// proofs/dqc/queries.hpp against the exhaustive DQC of reference/dqc/search.hpp.
#include <algorithm>
#include <optional>
#include <string>

#include "harness/dqc/evaluate.hpp"
#include "harness/dqc/instances.hpp"
#include "harness/dqc/json.hpp"
#include "proofs/dqc/by_class.hpp"

namespace debref::dqc {

namespace {

using nlohmann::json;

/// Whether the Z3 result at the reference's DQC is exact and agrees: SAT at l = DQC with a
/// certificate re-verified by dqc::validate, UNSAT at l = DQC - 1 with k = 2^l - 1 (Lemma 3).
std::optional<json> smt_disagreement(const proofs::SmtDqcResult& s, int reference_dqc,
                                     const char* reference) {
  const bool refuted_below = reference_dqc == 0 || std::find(s.refuted.begin(), s.refuted.end(),
                                                             reference_dqc - 1) != s.refuted.end();
  if (s.dqc && *s.dqc == reference_dqc && s.certificate_valid && refuted_below) return std::nullopt;
  json v = describe(s.f);
  v["disagreement"] = s.certificate && !s.certificate_valid
                          ? "the decoded SAT model is not a valid debate (validate)"
                          : "the least SAT l differs from the reference DQC";
  v["reference_dqc"] = reference_dqc;
  v["reference"] = reference;
  v["z3_dqc"] = s.dqc ? json(*s.dqc) : json();
  v["z3_refuted_l"] = s.refuted;
  v["z3_lower"] = s.lower;
  if (s.certificate) {
    v["z3_certificate"] = describe(*s.certificate);
    v["certificate_reverified"] = s.certificate_valid;
    if (!s.certificate_valid) {
      const Validity val = validate(*s.certificate, s.f);
      if (val.failing_x) {
        v["failing_x"] = *val.failing_x;
        v["game_value"] = game_value(*s.certificate, *val.failing_x);
      }
    }
  }
  v["queries"] = queries_json(s, false);
  return v;
}

/// Z3 (by NP class) against the exhaustive DQC on every f of n <= 3; true at a violation.
bool smt_over_table(proofs::DqcEncoding encoding, proofs::SmtClassCache& cache, ClaimOutcome& o) {
  for (int n = 0; n <= 3; ++n)
    for (const DqcResult& r : dqc_table(n)) {
      const proofs::SmtDqcResult s = proofs::smt_dqc_by_class(r.f, encoding, cache, smt_timeout_ms);
      if (s.unknown || !r.dqc) {  // the exhaustive table is exact at n <= 3 (dqc.exact)
        o.undecided = true;
        continue;
      }
      ++o.instances;
      if (auto v = smt_disagreement(s, *r.dqc, "exhaustive search (dqc.exact)")) {
        o.violation = v;
        return true;
      }
    }
  return false;
}

}  // namespace

ClaimOutcome smt_exact() {
  ClaimOutcome o;
  proofs::SmtClassCache cache;
  if (smt_over_table(proofs::DqcEncoding::Minimax, cache, o)) return o;
  std::uint64_t queries = 0;  // no timings in a detail: identical runs give identical JSON
  for (const auto& [bits, rep] : cache.reps) queries += rep.queries.size();
  const std::size_t classes = cache.reps.size();
  std::string beyond;
  for (const N4Reference& ref : n4_references()) {
    const proofs::SmtDqcResult& s = ref.smt;
    queries += s.queries.size();
    if (s.unknown) {
      o.undecided = true;
      continue;
    }
    ++o.instances;
    // Exhaustive lower bound (l <= 2 refuted) and Z3's exact value must meet; then the debate
    // beats the decision tree (D(f) = 4).
    if (auto v = smt_disagreement(s, ref.exhaustive.lower, "exhaustive lower bound (l <= 2)")) {
      o.violation = v;
      return o;
    }
    beyond += to_string(s.f) + ": DQC " + std::to_string(*s.dqc) +
              " (k = " + std::to_string(s.certificate->k) +
              ", D(f) = " + std::to_string(ref.exhaustive.decision_tree_depth) + "); ";
  }
  o.detail = "Z3 on " + std::to_string(classes) +
             " NP-class representatives (n <= 3) and 3 "
             "n = 4 functions, " +
             std::to_string(queries) + " queries; n = 4: " + beyond +
             "every SAT model decoded, moved to each f of its class and re-verified by validate";
  return o;
}

ClaimOutcome twin_smt_no_alternation() {
  ClaimOutcome o;
  proofs::SmtClassCache cache;
  if (smt_over_table(proofs::DqcEncoding::NoAlternation, cache, o)) return o;
  for (const N4Reference& ref : n4_references()) {
    if (!ref.smt.dqc || !ref.smt.certificate_valid) {
      o.undecided = true;  // no exact reference value (dqc.smt reports why)
      continue;
    }
    const proofs::SmtDqcResult s =
        proofs::smt_dqc(ref.smt.f, 3, proofs::DqcEncoding::NoAlternation, smt_timeout_ms);
    if (s.unknown) {
      o.undecided = true;
      continue;
    }
    ++o.instances;
    if (auto v = smt_disagreement(s, *ref.smt.dqc,
                                  "exhaustive lower bound + re-verified Z3 certificate")) {
      o.violation = v;
      (*o.violation)["reference_certificate"] = describe(*ref.smt.certificate);
      return o;
    }
  }
  return o;
}

}  // namespace debref::dqc
