// Source: seed 002 Def. 1, eq. (1), (2), Sec. 2.1 (docs/DQC.md "Early bits", "Owner cubes"): the
// search over the early-bit queries of early_bits.hpp, s = 1, 2, ... up to f's bound ((L6)),
// each level as one query or as its owner cubes on threads.
#pragma once

#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <vector>

#include "proofs/cnf.hpp"
#include "proofs/dqc/early_bits.hpp"

namespace debref::proofs {

/// One query of a level decided: an owner cube, with read cubes a read cube of it, with side
/// cubes a read cube whole or one of its side cubes.
struct EarlyBitsCube {
  EarlyBitOwners owners;
  std::optional<EarlyBitReads> reads;  // with read cubes
  std::optional<EarlyBitSides> sides;  // with side cubes: one side cube of the read cube
  Verdict verdict = Verdict::Unknown;
  double seconds = 0;
  bool proof_checked = false;  // UNSAT with its DRAT proof checked (proofs/drat.hpp)
  std::uint64_t proof_lemmas = 0;
  bool resumed = false;  // taken from an earlier run (EarlyBitsMemo), not decided by this one
};

struct EarlyBitsLevel {
  int s = 0;
  Verdict verdict = Verdict::Unknown;
  double seconds = 0;  // with owner cubes: the decided cubes' seconds added up
  int cubes = 1;       // queries decided at this level (with owner cubes: cube_results.size(); with
                       // side cubes, each side cube one)
  std::vector<EarlyBitsCube> cube_results;  // with owner cubes: each decided cube, in cube order
  /// With check_proofs, an UNSAT level: its queries whose DRAT proofs were checked (every one
  /// of them: a rejected proof makes the level unknown) and their lemmas added up.
  int proofs_checked = 0;
  std::uint64_t proof_lemmas = 0;
  int resumed = 0;  // of its queries, those taken from an earlier run (EarlyBitsMemo)
  /// The level's queries in all shards (cubes <= it), with side cubes its read cubes (each
  /// decided as one query, taken from the memo, or as its side cubes: cubes may exceed it).
  std::size_t level_queries = 1;
  std::string
      reason;  // unknown: why (a timeout, or "DRAT proof rejected: ..." from proofs/cnf.hpp)
};

struct EarlyBitsSearch {
  int max_s = 0;
  int min_s = 1;  // the first level decided; above 1, refuted_up_to stays 0 and complete false
  SatBackend backend = SatBackend::Cadical;
  bool check_proofs = false;           // every UNSAT answer needed its DRAT proof checked
  bool read_cubes = false;             // the levels were split into read cubes ((L7))
  bool side_cubes = false;             // and the read cubes into side cubes ((L9))
  int shard = 0, shards = 1;           // EarlyBitsSplit's: only shard's queries were decided
  std::vector<EarlyBitsLevel> levels;  // s = 1, 2, ... in order, up to the first SAT/unknown
  std::optional<dqc::EarlyBitVerifier> found;  // decoded from the SAT model
  bool found_valid = false;  // its game function is f and its debate passes dqc::validate
  bool unknown = false;      // a query timed out or Z3 answered unknown (never a refutation)
  int refuted_up_to = 0;     // the largest s with every s' <= s UNSAT (0: none; min_s > 1 or
                             // sharded: none)
  /// dqc::early_bits_bound(f) ((L6) of docs/DQC.md): no level above it is decided.
  std::optional<int> bound;
  /// Every s <= bound is UNSAT: f has no depth-4 verifier with early bits, so (with (F1)-(F3))
  /// none at all, and DQC(f) >= 5.
  bool complete = false;
  double seconds = 0;
};

/// How a level is decided: one query, or one query per owner cube (early_bit_owner_cubes), `jobs`
/// of them at once on their own threads.
struct EarlyBitsSplit {
  bool owner_cubes = false;
  int jobs = 1;  // 1..max_early_bits_jobs; only with owner_cubes
  /// Only with owner_cubes: each owner cube as its read cubes (early_bit_read_cubes, (L7) of
  /// docs/DQC.md), so a level s decides exactly s early bits and rests on the levels below for
  /// fewer (a run from s = 1 decides them first).
  bool read_cubes = false;
  /// Only with read_cubes: a read cube that `memo` does not hold refuted is decided as its side
  /// cubes (early_bit_side_cubes, (L9)), one after another on its thread, so an interrupted run
  /// loses at most the side cube under way; the level's positions (shards, progress) are still
  /// its read cubes.
  bool side_cubes = false;
  /// Only with owner_cubes: decide only this shard's queries, those at positions p of the
  /// level's list (the owner cubes, or the owner cubes times the read cubes, in order) with
  /// p mod shards = shard (0 <= shard < shards). A sharded level's verdict speaks of its shard's
  /// queries only, so no level counts as refuted (refuted_up_to 0, complete false); the shards'
  /// refutations are put together by a run that takes them all from a memo (EarlyBitsMemo).
  int shard = 0, shards = 1;
};
inline constexpr int max_early_bits_jobs = 256;
inline constexpr int max_early_bits_shards = 10000;

/// What a search reports as it goes (for a progress line): `level` before each level, with s,
/// the number of its queries this run decides (its cubes, this shard's with --shard, or 1) and
/// the number of the level's queries (all shards'); `query` after each query is decided
/// (`taken` false) or taken from the memo (`taken` true, so a rate leaves it out), with side
/// cubes after each read cube (taken when each of its queries was), from the cube
/// threads at once; not for a cube cancelled by a SAT one. `level` is called on the caller's
/// thread, between levels (no cube thread runs then). Either may be unset.
struct EarlyBitsProgress {
  std::function<void(int s, std::size_t queries, std::size_t level_queries)> level;
  std::function<void(bool taken)> query;
};

/// Queries decided by earlier runs (harness/dqc/cube_checkpoint.hpp, `--checkpoint`): before a
/// query (a level's one query, or one cube) is sent to the solver, `find` may return the outcome
/// an earlier run recorded for it, which then stands for deciding it; after an UNSAT answer
/// `record` keeps it. Both are called from the cube threads at once. smt_early_bits takes a found
/// outcome only when it is UNSAT and, with check_proofs, its proof was checked: a time limit or
/// a model is never carried over (a SAT query is decided again, so its model is re-verified).
struct EarlyBitsMemo {
  std::function<std::optional<Outcome>(const Query&)> find;
  std::function<void(const Query&, const Outcome&)> record;
};

/// The reason of a level of owner cubes that is UNKNOWN, after a cube's: `so_far` (the reason
/// of the cubes before it, in order; empty when none was UNKNOWN) unless it is empty or the cube's
/// proof was rejected and no earlier one's was (a failure of the solver or the checker, which no
/// timeout may hide).
std::string level_unknown_reason(const std::string& so_far, const std::string& cube);

/// The queries for s = 1, ..., min(max_s, bound) until the first SAT (a certificate) or unknown
/// (bound: dqc::early_bits_bound(f), when it has one); with min_s > 1 (resuming a search whose
/// levels below min_s are refuted elsewhere) only s = min_s, ..., each decided
/// by `backend` (proofs/cnf.hpp; the same query either way). With owner cubes a level is UNSAT
/// when every cube is, SAT when one is (no cube starts after a SAT; the SAT cube first in the
/// order of early_bit_owner_cubes among those decided gives the model; with CaDiCaL the cubes
/// still running are cancelled and not counted), unknown otherwise; the timeout is per cube and a
/// level's seconds add up the cubes'. `progress` reports the levels and queries as they go
/// (EarlyBitsProgress). check_proofs (CaDiCaL only): every UNSAT query's DRAT proof is checked
/// (proofs/cnf.hpp solve_cnf), and a rejected one is unknown, never a refutation. With read
/// cubes (split.read_cubes) the cubes are the owner cubes times the read cubes, in that order.
/// `memo`, when given, supplies and keeps decided queries (EarlyBitsMemo); a query it supplies
/// counts as decided, with the seconds recorded for it, and is marked `resumed`.
EarlyBitsSearch smt_early_bits(const dqc::TruthTable& f, int max_s, unsigned timeout_ms,
                               SatBackend backend = SatBackend::Cadical,
                               const EarlyBitsProgress& progress = {},
                               const EarlyBitsSplit& split = {}, int min_s = 1,
                               bool check_proofs = false, const EarlyBitsMemo* memo = nullptr);

}  // namespace debref::proofs
