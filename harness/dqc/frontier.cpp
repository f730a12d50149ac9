#include "harness/dqc/frontier.hpp"

#include <algorithm>
#include <bit>
#include <cstdio>
#include <map>
#include <optional>

#include "harness/core/progress.hpp"
#include "harness/dqc/json.hpp"
#include "reference/dqc/early_bits.hpp"
#include "reference/dqc/npn5.hpp"

namespace debref::dqc {

using nlohmann::json;

json frontier_json(const FrontierRow& r) {
  json j = describe(r.f);
  j["relevant_variables"] = r.relevant;
  j["decision_tree_depth"] = r.decision_tree_depth;
  j["cor4_bound"] = r.cor4_bound;
  j["dqc_lower"] = r.lower;
  j["dqc_upper"] = r.upper;
  j["dqc"] = r.exact() ? json(r.lower) : json();
  j["lower_by"] = r.lower_by;
  j["upper_by"] = r.upper_by;
  j["certificate"] = describe(r.certificate);
  j["certificate_valid"] = r.certificate_valid;
  return j;
}

std::string value_vector(const TruthTable& f) {
  std::string v(static_cast<std::size_t>(f.n) + 1, '?');
  for (std::uint32_t x = 0; x < (1U << f.n); ++x)
    v[static_cast<std::size_t>(std::popcount(x))] = f(x) ? '1' : '0';
  return v;
}

namespace {

/// A shard as the JSON names it, "I/N" (shard 0-based, as proofs::EarlyBitsSplit counts it).
std::string shard_name(int shard, int shards) {
  return std::to_string(shard + 1) + "/" + std::to_string(shards);
}

/// The notice of a shard that owns none of a level's `all` queries (EarlyBitsRun::notice).
std::string idle_shard_notice(const std::string& shard, std::size_t all, int s,
                              const TruthTable& f) {
  return "shard " + shard + " owns none of the " + std::to_string(all) +
         (all == 1 ? " query" : " queries") + " of level s = " + std::to_string(s) + " of " +
         to_string(f) + " (only " +
         (all == 1 ? std::string("shard 1 has") : "shards 1.." + std::to_string(all) + " have") +
         " work there: more shards than queries leave the others idle)";
}

json early_bits_json(const proofs::EarlyBitsSearch& r) {
  json levels = json::array();
  for (const proofs::EarlyBitsLevel& l : r.levels) {
    levels.push_back({{"s", l.s},
                      {"verdict", proofs::to_string(l.verdict)},
                      {"seconds", l.seconds},
                      {"queries", l.cubes}});
    if (r.shards > 1) levels.back()["level_queries"] = l.level_queries;
    if (l.verdict == proofs::Verdict::Unknown && !l.reason.empty())
      levels.back()["reason"] = l.reason;
    if (r.check_proofs && l.verdict == proofs::Verdict::Unsat)
      levels.back()["proofs_checked"] = {{"queries", l.proofs_checked}, {"lemmas", l.proof_lemmas}};
    if (l.resumed > 0) levels.back()["resumed"] = l.resumed;
    if (l.cube_results.empty()) continue;
    json cubes = json::array();
    for (const proofs::EarlyBitsCube& c : l.cube_results) {
      cubes.push_back({{"owners", proofs::to_string(c.owners)},
                       {"verdict", proofs::to_string(c.verdict)},
                       {"seconds", c.seconds}});
      if (c.reads)
        cubes.back()["reads"] = {
            {"early", c.reads->early}, {"binate", c.reads->binate}, {"other", c.reads->other}};
      if (c.sides) cubes.back()["sides"] = proofs::to_string(*c.sides);
      if (r.check_proofs && c.proof_checked) cubes.back()["proof_lemmas"] = c.proof_lemmas;
      if (c.resumed) cubes.back()["resumed"] = true;
    }
    levels.back()["cubes"] = cubes;
  }
  json j = {{"max_s", r.max_s},
            {"solver", proofs::to_string(r.backend)},
            {"levels", levels},
            {"from", r.min_s},
            {"refuted_up_to", r.refuted_up_to},
            {"bound", r.bound ? json(*r.bound) : json()},
            {"complete", r.complete},
            {"unknown", r.unknown},
            {"seconds", r.seconds}};
  if (r.check_proofs) j["check_proofs"] = true;
  if (r.read_cubes) j["read_cubes"] = true;
  if (r.side_cubes) j["side_cubes"] = true;
  if (r.shards > 1) j["shard"] = shard_name(r.shard, r.shards);
  if (r.found) {
    j["verifier"] = to_string(*r.found);
    j["verifier_valid"] = r.found_valid;
  }
  return j;
}

/// The search of an earlier row of the same NPN class, standing for this row's: nothing of it was
/// taken from a checkpoint for this row.
proofs::EarlyBitsSearch answered_by_class(proofs::EarlyBitsSearch s) {
  for (proofs::EarlyBitsLevel& l : s.levels) {
    l.resumed = 0;
    for (proofs::EarlyBitsCube& c : l.cube_results) c.resumed = false;
  }
  return s;
}

/// (F4) on the open rows: the search's JSON per row (null for rows not searched).
std::vector<json> early_bits(std::vector<FrontierRow>& rows, const EarlyBitsRun& run,
                             bool& unknown) {
  std::vector<json> out(rows.size());
  if (run.max_s < 1) return out;
  std::size_t open = 0;
  for (const FrontierRow& r : rows) open += !r.exact();
  progress::task("dqc --frontier 5", "early bits, s <= " + std::to_string(run.max_s), 0, 0);
  const Npn5 npn;
  std::map<std::uint32_t, proofs::EarlyBitsSearch> refuted;  // by class representative
  const progress::Sweep shown(
      std::string("open rows by ") + proofs::to_string(run.backend) + " (early bits)", open);
  std::size_t row = 0;  // open rows begun
  for (std::size_t i = 0; i < rows.size(); ++i) {
    FrontierRow& r = rows[i];
    if (r.exact()) continue;
    progress::step();
    ++row;
    const std::uint32_t rep = npn.representative(r.f.bits);
    const auto cached = refuted.find(rep);
    // The open row and the level being decided, as the innermost sweep of the progress line (a
    // query can take an hour at s = 4), counting the level's queries (cubes) as they end.
    std::optional<progress::Sweep> level;
    const auto on_level = [&](int s, std::size_t queries, std::size_t level_queries) {
      if (run.split.shards > 1 && queries == 0 && run.notice)
        run.notice(idle_shard_notice(shard_name(run.split.shard, run.split.shards), level_queries,
                                     s, r.f));
      level.reset();
      level.emplace("open row " + std::to_string(row) + "/" + std::to_string(open) + ", " +
                        to_string(r.f) + ": s = " + std::to_string(s) + " of " +
                        std::to_string(std::min(run.max_s, early_bits_bound(r.f).value_or(
                                                               proofs::max_query_early_bits))) +
                        (queries > 1 ? ", queries" : ""),
                    queries > 1 ? queries : 0);
    };
    const proofs::EarlyBitsSearch s =
        cached != refuted.end()
            ? answered_by_class(cached->second)
            : proofs::smt_early_bits(
                  r.f, run.max_s, run.timeout_ms, run.backend,
                  {on_level, [](bool taken) { taken ? progress::skip() : progress::step(); }},
                  run.split, run.min_s, run.check_proofs, run.memo);
    level.reset();
    if (!s.found) refuted.emplace(rep, s);
    out[i] = early_bits_json(s);
    if (s.unknown) unknown = true;
    apply_early_bits(r, s, run.backend);
  }
  return out;
}

}  // namespace

void apply_early_bits(FrontierRow& r, const proofs::EarlyBitsSearch& s,
                      proofs::SatBackend backend) {
  if (s.complete && !s.found && s.bound) {  // (L6): every level up to the bound UNSAT
    r.lower = 5;
    r.lower_reason = FrontierReason::EarlyBits;
    r.lower_by = "no depth-4 verifier: none without early bits ((F1)-(F3)), and none with s <= " +
                 std::to_string(*s.bound) + " early bits, the bound (L6) (" +
                 proofs::to_string(backend) + ", UNSAT at every s)";
  }
  if (!s.found || !s.found_valid) return;
  r.upper = 4;
  r.upper_reason = FrontierReason::EarlyBits;
  r.upper_by = "a depth-4 verifier with " + std::to_string(s.levels.back().s) + " early bit(s) (" +
               proofs::to_string(backend) + " model, re-verified): " + to_string(*s.found);
  r.certificate = early_bit_debate(*s.found);
  r.certificate_valid = validate(r.certificate, r.f).valid && r.certificate.queries() <= 4;
}

json frontier(const std::vector<TruthTable>& functions, bool symmetric, const EarlyBitsRun& early,
              std::ostream& text, bool& unknown) {
  std::vector<FrontierRow> rows = frontier_n5(functions);
  const std::vector<json> searched = early_bits(rows, early, unknown);
  json list = json::array(), open = json::array();
  std::map<std::string, int> counts;
  int exact = 0, valid = 0, found = 0, refuted = 0, complete = 0, not_searched = 0;
  const bool sharded = early.split.shards > 1;  // a row's levels speak of one shard's queries
  text << (symmetric ? "v_0..v_5 " : "") << "truth_table D lower upper by\n";
  for (std::size_t i = 0; i < rows.size(); ++i) {
    const FrontierRow& r = rows[i];
    json j = frontier_json(r);
    if (symmetric) j["value_vector"] = value_vector(r.f);
    if (!searched[i].is_null()) {
      j["early_bits"] = searched[i];
      found += searched[i].contains("verifier");
      // A row whose bound (L6) lies below --early-bits-from has no level to decide.
      const bool decided = !searched[i]["levels"].empty();
      refuted += decided && !searched[i].contains("verifier") &&
                 !searched[i]["unknown"].get<bool>();  // with --shard: the shard's queries
      not_searched += !decided && !searched[i]["unknown"].get<bool>();
      complete += searched[i]["complete"].get<bool>();
    }
    if (r.exact()) {
      ++exact;
      ++counts[std::to_string(r.lower)];
    } else {
      open.push_back(j["truth_table"]);
      ++counts["[" + std::to_string(r.lower) + ", " + std::to_string(r.upper) + "]"];
    }
    if (r.certificate_valid) ++valid;
    text << (symmetric ? value_vector(r.f) + " " : "") << to_string(r.f) << " "
         << r.decision_tree_depth << " " << r.lower << " " << r.upper << " "
         << (r.exact() ? "exact" : "open") << ": " << r.upper_by;
    if (!searched[i].is_null()) {  // each early-bit level decided: verdict, seconds, queries
      text << "; early bits:";
      const char* sep = " ";
      for (const json& l : searched[i]["levels"]) {
        char seconds[32];
        std::snprintf(seconds, sizeof seconds, "%.1f s", l["seconds"].get<double>());
        const int queries = l["queries"].get<int>();
        text << sep << "s = " << l["s"].get<int>() << " " << l["verdict"].get<std::string>() << " ("
             << seconds
             << (queries != 1 || l.contains("level_queries")
                     ? ", " + std::to_string(queries) + (queries == 1 ? " query" : " queries")
                     : "")
             << (l.contains("level_queries")
                     ? " of the level's " + std::to_string(l["level_queries"].get<int>()) +
                           (searched[i].contains("side_cubes") ? " read cubes" : "")
                     : "")
             << (l.contains("proofs_checked") ? ", proofs checked" : "")
             << (l.contains("resumed")
                     ? ", " + std::to_string(l["resumed"].get<int>()) + " from the checkpoint"
                     : "")
             << (l.contains("reason") ? ", " + l["reason"].get<std::string>() : "") << ")";
        sep = ", ";
      }
      if (searched[i]["complete"].get<bool>())
        text << "; complete up to the bound (L6), s <= " << searched[i]["bound"].get<int>()
             << ": no depth-4 verifier";
    }
    text << "\n";
    list.push_back(std::move(j));
  }
  text << exact << " of " << rows.size()
       << " exact; by DQC (or [lower, upper]): " << json(counts).dump() << "; " << valid
       << (valid == 1 ? " certificate" : " certificates") << " re-verified\n";
  json result = {{"n", 5},           {"functions", list}, {"exact", exact},
                 {"by_dqc", counts}, {"open", open},      {"certificates_valid", valid}};
  if (early.max_s >= 1) {
    const std::string shard = shard_name(early.split.shard, early.split.shards);
    text << "early bits (s <= " << early.max_s << ", " << proofs::to_string(early.backend)
         << (sharded ? ", shard " + shard : "") << "): " << found << " open rows reach depth 4; "
         << refuted << (sharded ? " with this shard's queries UNSAT" : " refuted") << " for every s"
         << (early.min_s > 1 ? " in " + std::to_string(early.min_s) + ".." : " <= ") << early.max_s
         << " (or their bound); " << complete << " refuted up to their bound (L6), so DQC = 5"
         << (not_searched ? "; " + std::to_string(not_searched) +
                                " not searched (their bound (L6) is below " +
                                std::to_string(early.min_s) + ")"
                          : "")
         << (unknown ? "; some queries undecided (UNKNOWN: a timeout, or a proof rejected; each "
                       "level's reason says which)"
                     : "")
         << (sharded ? "; a level is refuted only when every shard's queries are: put the "
                       "shards' --checkpoint files together and rerun without --shard "
                       "(docs/DQC.md \"Sharding a level\")"
                     : "")
         << "\n";
    result["early_bits"] = {{"max_s", early.max_s}, {"solver", proofs::to_string(early.backend)},
                            {"found", found},       {"refuted", refuted},
                            {"complete", complete}, {"not_searched", not_searched}};
    if (sharded) result["early_bits"]["shard"] = shard;
  } else if (!open.empty()) {  // [4, 5] is (F1)-(F3) alone: say what decides the rest
    text << open.size()
         << " open without the early-bit search: --early-bits 7 --owner-cubes --jobs 2 searches "
            "each up to its bound (L6), which decides it (DQC 4 or 5) unless a query times out "
            "(5 to 12 minutes on 2 cores for a bound of 5, CPU-hours per level above it; the "
            "runs on record in docs/runs replay in minutes with --checkpoint): docs/DQC.md "
            "\"Early bits\"\n";
  }
  return result;
}

}  // namespace debref::dqc
