// Source: seed 002 Def. 1, eq. (1), (2), Sec. 2.1. See early_bits_search.hpp and docs/DQC.md
// "Early bits", "Owner cubes".
#include "proofs/dqc/early_bits_search.hpp"

#include <algorithm>
#include <atomic>
#include <chrono>
#include <exception>
#include <optional>
#include <stdexcept>
#include <string>
#include <thread>
#include <utility>

namespace debref::proofs {

namespace {

/// The refutation `memo` holds for the query, when it may stand for deciding it (see
/// EarlyBitsMemo).
std::optional<Outcome> taken(const Query& query, SatBackend backend, bool check_proofs,
                             const EarlyBitsMemo* memo) {
  if (memo && memo->find)
    if (std::optional<Outcome> kept = memo->find(query);
        kept && kept->verdict == Verdict::Unsat &&
        (!check_proofs || backend != SatBackend::Cadical || kept->proof_checked))
      return kept;
  return std::nullopt;
}

/// The query decided, or taken from `memo` (see EarlyBitsMemo); `resumed` says which.
Outcome decide(const Query& query, unsigned timeout_ms, SatBackend backend,
               const std::atomic<bool>* cancel, bool check_proofs, const EarlyBitsMemo* memo,
               bool& resumed) {
  if (std::optional<Outcome> kept = taken(query, backend, check_proofs, memo)) {
    resumed = true;
    return *kept;
  }
  resumed = false;
  Outcome out = solve_propositional(query, timeout_ms, backend, cancel, check_proofs);
  if (memo && memo->record && out.verdict == Verdict::Unsat) memo->record(query, out);
  return out;
}

/// The cubes of level s: its owner cubes, each times its read cubes with read_cubes.
std::vector<EarlyBitsCube> level_cubes(const dqc::TruthTable& f, int s, bool read_cubes) {
  std::vector<EarlyBitsCube> cubes;
  for (const EarlyBitOwners& owners : early_bit_owner_cubes(f, s)) {
    if (!read_cubes) cubes.push_back({owners, std::nullopt, std::nullopt});
    for (const EarlyBitReads& reads :
         read_cubes ? early_bit_read_cubes(f, s) : std::vector<EarlyBitReads>{})
      cubes.push_back({owners, reads, std::nullopt});
  }
  return cubes;
}

/// One query of a level decided: a whole cube, or (sides set) one side cube of it.
struct Decided {
  std::optional<EarlyBitSides> sides;
  Outcome out;
  bool resumed = false;
};

bool cancelled(const Outcome& out) {
  return out.verdict == Verdict::Unknown && out.reason == "cancelled";
}

/// The level s as `cubes`, `jobs` at a time (see smt_early_bits); fills level.cubes and
/// level.cube_results. With side_cubes a read cube the memo does not hold is decided as its side
/// cubes, in order, until one is SAT or the level stops.
Outcome solve_owner_cubes(const dqc::TruthTable& f, const std::vector<EarlyBitsCube>& cubes,
                          unsigned timeout_ms, SatBackend backend, int jobs, bool side_cubes,
                          bool check_proofs, const EarlyBitsMemo* memo,
                          const EarlyBitsProgress& progress, EarlyBitsLevel& level) {
  std::vector<std::vector<Decided>> parts(cubes.size());  // each thread writes its own
  std::atomic<std::size_t> next{0};
  std::atomic<bool> stop{false};  // a cube was SAT or a worker failed: start none, cancel the rest
  std::vector<std::exception_ptr> errors(static_cast<std::size_t>(jobs));
  const auto one = [&](const Query& query, std::vector<Decided>& into,
                       const std::optional<EarlyBitSides>& sides) {
    bool kept = false;
    Outcome out = decide(query, timeout_ms, backend, &stop, check_proofs, memo, kept);
    if (out.verdict == Verdict::Sat) stop = true;
    into.push_back({sides, std::move(out), kept});
  };
  const auto work = [&](std::size_t worker) {
    try {
      for (std::size_t i = next++; i < cubes.size() && !stop; i = next++) {
        const EarlyBitsCube& c = cubes[i];
        std::vector<Decided>& into = parts[i];
        const Query whole = c.reads ? dqc_early_bits_query(f, c.owners, *c.reads)
                                    : dqc_early_bits_query(f, c.owners);
        const std::vector<EarlyBitSides> sides =
            side_cubes && c.reads
                ? early_bit_side_cubes(f, static_cast<int>(c.owners.early.size()), *c.reads)
                : std::vector<EarlyBitSides>{};
        std::optional<Outcome> refuted;
        if (sides.size() <= 1 || (refuted = taken(whole, backend, check_proofs, memo))) {
          if (refuted)
            into.push_back({std::nullopt, std::move(*refuted), true});
          else
            one(whole, into, std::nullopt);
        } else {  // (L9): a SAT side cube, or the level's stop, ends the read cube
          for (const EarlyBitSides& k : sides)
            if (!stop) one(dqc_early_bits_query(f, c.owners, *c.reads, k), into, k);
        }
        // Once per read cube; one cut short by another thread's SAT counts as ended (the level
        // is SAT).
        bool ended = !into.empty(), all_taken = true;
        for (const Decided& d : into) {
          ended = ended && !cancelled(d.out);
          all_taken = all_taken && d.resumed;
        }
        if (progress.query && ended) progress.query(all_taken);
      }
    } catch (...) {
      errors[worker] = std::current_exception();
      stop = true;
    }
  };
  std::vector<std::thread> threads;
  try {
    for (int j = 1; j < std::min<int>(jobs, static_cast<int>(cubes.size())); ++j)
      threads.emplace_back(work, static_cast<std::size_t>(j));
  } catch (...) {  // a thread could not start: stop the others, then report it
    stop = true;
    for (std::thread& t : threads) t.join();
    throw;
  }
  work(0);
  for (std::thread& t : threads) t.join();
  for (const std::exception_ptr& e : errors)
    if (e) std::rethrow_exception(e);
  Outcome out;
  out.verdict = Verdict::Unsat;
  level.cubes = 0;
  double seconds = 0;
  std::string unknown_reason;
  for (std::size_t i = 0; i < parts.size(); ++i)
    for (Decided& d : parts[i]) {
      Outcome& part = d.out;
      if (cancelled(part)) continue;
      ++level.cubes;
      level.cube_results.push_back({cubes[i].owners, cubes[i].reads, d.sides, part.verdict,
                                    part.seconds, part.proof_checked, part.proof_lemmas,
                                    d.resumed});
      level.resumed += d.resumed ? 1 : 0;
      level.proofs_checked += part.proof_checked ? 1 : 0;
      level.proof_lemmas += part.proof_lemmas;
      seconds += part.seconds;
      if (part.verdict == Verdict::Sat && out.verdict != Verdict::Sat) out = std::move(part);
      if (part.verdict == Verdict::Unknown)
        unknown_reason = level_unknown_reason(unknown_reason, part.reason);
    }
  if (out.verdict != Verdict::Sat && !unknown_reason.empty()) {
    out.verdict = Verdict::Unknown;
    out.reason = unknown_reason;
  }
  out.seconds = seconds;
  return out;
}

}  // namespace

std::string level_unknown_reason(const std::string& so_far, const std::string& cube) {
  return so_far.empty() || (proof_rejected(cube) && !proof_rejected(so_far)) ? cube : so_far;
}

EarlyBitsSearch smt_early_bits(const dqc::TruthTable& f, int max_s, unsigned timeout_ms,
                               SatBackend backend, const EarlyBitsProgress& progress,
                               const EarlyBitsSplit& split, int min_s, bool check_proofs,
                               const EarlyBitsMemo* memo) {
  if (min_s < 1 || min_s > std::max(max_s, 1))
    throw std::invalid_argument("smt_early_bits: min_s must be in 1..max_s");
  if (split.read_cubes && !split.owner_cubes)
    throw std::invalid_argument("smt_early_bits: read cubes only with owner cubes");
  if (split.side_cubes && !split.read_cubes)
    throw std::invalid_argument("smt_early_bits: side cubes only with read cubes");
  if (split.jobs < 1 || split.jobs > max_early_bits_jobs || (split.jobs > 1 && !split.owner_cubes))
    throw std::invalid_argument("smt_early_bits: jobs must be in 1.." +
                                std::to_string(max_early_bits_jobs) +
                                ", above 1 only with owner cubes");
  if (split.shards < 1 || split.shards > max_early_bits_shards || split.shard < 0 ||
      split.shard >= split.shards || (split.shards > 1 && !split.owner_cubes))
    throw std::invalid_argument("smt_early_bits: shard must be in 0..shards - 1, shards in 1.." +
                                std::to_string(max_early_bits_shards) +
                                ", above 1 only with owner cubes");
  const auto start = std::chrono::steady_clock::now();
  EarlyBitsSearch r;
  r.shard = split.shard;
  r.shards = split.shards;
  r.max_s = max_s;
  r.min_s = min_s;
  r.backend = backend;
  r.check_proofs = check_proofs && backend == SatBackend::Cadical;
  r.read_cubes = split.read_cubes;
  r.side_cubes = split.side_cubes;
  r.bound = dqc::early_bits_bound(f);
  for (int s = min_s; s <= max_s && (!r.bound || s <= *r.bound); ++s) {
    std::vector<EarlyBitsCube> cubes =
        split.owner_cubes ? level_cubes(f, s, split.read_cubes) : std::vector<EarlyBitsCube>{};
    EarlyBitsLevel level;
    level.s = s;
    level.level_queries = split.owner_cubes ? cubes.size() : 1;
    if (split.shards > 1) {  // this shard's queries only, in the level's order
      std::vector<EarlyBitsCube> own;
      for (std::size_t p = 0; p < cubes.size(); ++p)
        if (p % static_cast<std::size_t>(split.shards) == static_cast<std::size_t>(split.shard))
          own.push_back(cubes[p]);
      cubes = std::move(own);
    }
    if (progress.level)
      progress.level(s, split.owner_cubes ? cubes.size() : 1, level.level_queries);
    bool kept = false;
    const Outcome out =
        split.owner_cubes ? solve_owner_cubes(f, cubes, timeout_ms, backend, split.jobs,
                                              split.side_cubes, check_proofs, memo, progress, level)
                          : decide(dqc_early_bits_query(f, s), timeout_ms, backend, nullptr,
                                   check_proofs, memo, kept);
    if (kept) level.resumed = 1;
    if (!split.owner_cubes && progress.query) progress.query(kept);
    if (!split.owner_cubes && out.proof_checked) {
      level.proofs_checked = 1;
      level.proof_lemmas = out.proof_lemmas;
    }
    level.verdict = out.verdict;
    level.seconds = out.seconds;
    if (out.verdict == Verdict::Unknown) level.reason = out.reason;
    r.levels.push_back(level);
    if (out.verdict == Verdict::Unknown) {
      r.unknown = true;
      break;
    }
    if (out.verdict == Verdict::Sat) {
      const dqc::EarlyBitVerifier v = early_bits_from_model(f, s, out);
      r.found = v;
      r.found_valid =
          dqc::game_function(v) == f && dqc::validate(dqc::early_bit_debate(v), f).valid;
      break;
    }
    if (min_s == 1 && split.shards == 1) r.refuted_up_to = s;
  }
  r.complete = r.bound && r.refuted_up_to == *r.bound;
  r.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  return r;
}

}  // namespace debref::proofs
