// Source: docs/DQC.md "Early bits" ("Two solvers"). The early-bit query of PARITY5 ("is there a
// depth-4 verifier with at most s early bits", UNSAT for s <= 4: docs/DQC.md) decided by Z3's own
// solver and by CaDiCaL on the query's clauses (proofs/cnf.hpp), at s = 2 and s = 3: the per-query
// cost of `debref dqc --early-bits S --sat-solver z3|cadical` on a symmetric function; and a
// search up to s = 3 as one query per level or as owner cubes (`--owner-cubes --jobs J`); and
// CaDiCaL with its proof checked (`--check-proofs`); and one owner cube of MAJ5 at s = 5..7 as
// one query or as its read cubes (`--read-cubes`, (L7)).
#include <benchmark/benchmark.h>

#include <cstdint>
#include <string>
#include <vector>

#include "proofs/dqc/early_bits_search.hpp"
#include "reference/dqc/debate.hpp"

using debref::proofs::SatBackend;

namespace {

const debref::dqc::TruthTable parity5 =
    debref::dqc::parse_truth_table("01101001100101101001011001101001", 5);

void BM_EarlyBitsParity5(benchmark::State& state) {
  const int s = static_cast<int>(state.range(0));
  const auto backend = static_cast<SatBackend>(state.range(1));
  for (auto _ : state) {
    const debref::proofs::Outcome out = debref::proofs::solve_propositional(
        debref::proofs::dqc_early_bits_query(parity5, s), 0, backend);
    if (out.verdict != debref::proofs::Verdict::Unsat) state.SkipWithError("not UNSAT");
  }
  state.SetLabel(std::string(to_string(backend)) + ", s = " + std::to_string(s));
}
BENCHMARK(BM_EarlyBitsParity5)
    ->ArgsProduct({{2, 3},
                   {static_cast<long>(SatBackend::Z3), static_cast<long>(SatBackend::Cadical)}})
    ->Unit(benchmark::kSecond)
    ->Iterations(1)
    ->UseRealTime();

/// docs/DQC.md "Checked refutations": CaDiCaL on PARITY5's query at s = 2 and 3 with its DRAT
/// proof written and checked by proofs/drat.hpp (compare BM_EarlyBitsParity5's CaDiCaL rows).
void BM_EarlyBitsParity5Checked(benchmark::State& state) {
  const int s = static_cast<int>(state.range(0));
  std::uint64_t lemmas = 0;
  for (auto _ : state) {
    const debref::proofs::Outcome out = debref::proofs::solve_cnf(
        debref::proofs::dqc_early_bits_query(parity5, s), 0, nullptr, true);
    if (out.verdict != debref::proofs::Verdict::Unsat || !out.proof_checked)
      state.SkipWithError("not UNSAT with a checked proof");
    lemmas = out.proof_lemmas;
  }
  state.counters["lemmas"] = static_cast<double>(lemmas);
  state.SetLabel("cadical, proof checked, s = " + std::to_string(s));
}
BENCHMARK(BM_EarlyBitsParity5Checked)
    ->Arg(2)
    ->Arg(3)
    ->Unit(benchmark::kSecond)
    ->Iterations(1)
    ->UseRealTime();

/// docs/DQC.md "Owner cubes": the level s = 3 of the class `010001` (not self-dual: 8 cubes) as
/// one query (jobs 0) or as its owner cubes on 1 or 2 threads, wall clock.
void BM_EarlyBitsOwnerCubes(benchmark::State& state) {
  static const debref::dqc::TruthTable f =
      debref::dqc::parse_truth_table("01101000100000001000000000000001", 5);
  const int jobs = static_cast<int>(state.range(0));
  for (auto _ : state) {
    const debref::proofs::EarlyBitsSearch r = debref::proofs::smt_early_bits(
        f, 3, 0, SatBackend::Cadical, {}, {jobs > 0, jobs > 0 ? jobs : 1});
    if (r.refuted_up_to != 3) state.SkipWithError("not UNSAT at s <= 3");
  }
  state.SetLabel(jobs == 0 ? "one query per level" : "owner cubes, jobs " + std::to_string(jobs));
}
BENCHMARK(BM_EarlyBitsOwnerCubes)
    ->Arg(0)
    ->Arg(1)
    ->Arg(2)
    ->Unit(benchmark::kSecond)
    ->Iterations(1)
    ->UseRealTime();

/// docs/DQC.md (L7): one owner cube of MAJ5 (Prover 1's root, then e_s, e_{s-1}, ... alternating)
/// at s = 5, 6, 7, as one query (read 0) or as its read cubes (read 1), CPU seconds added up.
/// Minutes to an hour each: run with --benchmark_filter=ReadCubes.
void BM_EarlyBitsReadCubes(benchmark::State& state) {
  static const debref::dqc::TruthTable maj5 =
      debref::dqc::parse_truth_table("00000001000101110001011101111111", 5);
  const int s = static_cast<int>(state.range(0));
  const bool read = state.range(1) != 0;
  debref::proofs::EarlyBitOwners owners{true, {}};
  for (int k = 1; k <= s; ++k) owners.early.push_back((s - k) % 2 == 1);  // e_s Prover 0's (L1)
  for (auto _ : state) {
    double seconds = 0;
    const auto solve = [&](const debref::proofs::Query& q) {
      const debref::proofs::Outcome out =
          debref::proofs::solve_propositional(q, 0, SatBackend::Cadical);
      if (out.verdict != debref::proofs::Verdict::Unsat) state.SkipWithError("not UNSAT");
      seconds += out.seconds;
    };
    if (!read) solve(debref::proofs::dqc_early_bits_query(maj5, owners));
    for (const debref::proofs::EarlyBitReads& r :
         read ? debref::proofs::early_bit_read_cubes(maj5, s)
              : std::vector<debref::proofs::EarlyBitReads>{})
      solve(debref::proofs::dqc_early_bits_query(maj5, owners, r));
    state.counters["solver_s"] = seconds;
  }
  state.SetLabel("MAJ5, owners " + debref::proofs::to_string(owners) +
                 (read ? ", read cubes" : ", one query"));
}
BENCHMARK(BM_EarlyBitsReadCubes)
    ->ArgsProduct({{5, 6, 7}, {0, 1}})
    ->Unit(benchmark::kSecond)
    ->Iterations(1)
    ->UseRealTime();

}  // namespace

BENCHMARK_MAIN();
