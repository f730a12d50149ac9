// Source: docs/DQC.md "Exact DQC at n = 4". Benchmarks of the dqc family's n = 4 table: the
// reduced search alone (every depth-<= 3 tree over x1..x4, y1..y3 in the 8 owner orders), the
// D(f) table, and the whole table (search, then a certificate per function with honest
// strategies, re-verified by the game evaluator), as `debref dqc --table 4` computes it.
#include <benchmark/benchmark.h>

#include "reference/dqc/reduced.hpp"
#include "reference/dqc/search.hpp"

using namespace debref::dqc;

namespace {

void BM_ReducedSearchN4(benchmark::State& state) {
  for (auto _ : state) benchmark::DoNotOptimize(reduced_search(4, 3, 3));
}
BENCHMARK(BM_ReducedSearchN4)->Unit(benchmark::kMillisecond);

void BM_DecisionTreeDepthsN4(benchmark::State& state) {
  for (auto _ : state) benchmark::DoNotOptimize(decision_tree_depths(4));
}
BENCHMARK(BM_DecisionTreeDepthsN4)->Unit(benchmark::kMillisecond);

/// The whole table; the search and D(f) tables are built once per process (first iteration).
void BM_TableN4(benchmark::State& state) {
  for (auto _ : state) benchmark::DoNotOptimize(compute_table(4));
}
BENCHMARK(BM_TableN4)->Unit(benchmark::kSecond)->Iterations(1)->UseRealTime();

}  // namespace

BENCHMARK_MAIN();
