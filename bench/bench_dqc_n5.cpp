// Source: docs/DQC.md "Every NPN class of 5 variables". Benchmarks of the 5-variable frontier over
// NPN classes: the representative test on 2^20 consecutive candidates (the scan every shard
// makes, 2^31 candidates in all), the class size of a representative, and (F1)-(F3) with the
// re-verified certificates on a batch of 2,048 representatives, as `debref dqc --frontier 5
// --classes` bounds them. The per-class figure is the batch time over 2,048 (the counter
// `per_class`), shared searches included.
#include <benchmark/benchmark.h>

#include "reference/dqc/frontier.hpp"
#include "reference/dqc/npn5.hpp"

using namespace debref::dqc;

namespace {

/// 2^20 candidates starting at 2^28 (a range with representatives of every kind).
void BM_Npn5RepresentativeScan(benchmark::State& state) {
  const Npn5 npn;
  for (auto _ : state) {
    int found = 0;
    for (std::uint32_t f = 1U << 28; f < (1U << 28) + (1U << 20); ++f)
      found += npn.is_representative(f);
    benchmark::DoNotOptimize(found);
  }
  state.counters["candidates"] = 1 << 20;
}
BENCHMARK(BM_Npn5RepresentativeScan)->Unit(benchmark::kMillisecond);

std::vector<TruthTable> representatives(std::size_t count) {
  const Npn5 npn;
  std::vector<TruthTable> out;
  for (std::uint32_t f = 1U << 28; out.size() < count; ++f)
    if (npn.is_representative(f)) out.push_back(TruthTable{5, f});
  return out;
}

void BM_Npn5ClassSize(benchmark::State& state) {
  const Npn5 npn;
  const std::vector<TruthTable> reps = representatives(64);
  for (auto _ : state)
    for (const TruthTable& f : reps) benchmark::DoNotOptimize(npn.class_size(f.bits));
  state.counters["classes"] = 64;
}
BENCHMARK(BM_Npn5ClassSize)->Unit(benchmark::kMillisecond);

void BM_FrontierN5Batch(benchmark::State& state) {
  const std::vector<TruthTable> reps = representatives(2048);
  for (auto _ : state) benchmark::DoNotOptimize(frontier_n5(reps));
  state.counters["per_class"] = benchmark::Counter(
      2048, benchmark::Counter::kIsIterationInvariantRate | benchmark::Counter::kInvert);
}
BENCHMARK(BM_FrontierN5Batch)->Unit(benchmark::kSecond)->Iterations(1)->UseRealTime();

}  // namespace

BENCHMARK_MAIN();
