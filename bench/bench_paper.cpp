// Source: docs/STOCHASTIC.md "Fig. 2 with the paper's constants". Benchmarks of the certified
// solver of seed 001 Fig. 2 (reference/stochastic/paper_fig2.hpp): one t = 0 oracle at K = 1
// (d = 150, R = r = 19,894,336) and one t = 1 oracle at K = 2 (d = 300, R = 91,554,925,
// r = 79,577,341), completeness and soundness each, on a fresh solver (windows and breakpoints
// included).
#include <benchmark/benchmark.h>

#include "reference/stochastic/paper_fig2.hpp"

using namespace debref;
using namespace debref::stochastic;

namespace {

/// range(0): 0 for the t = 0 oracle at K = 1, 1 for the t = 1 oracle at K = 2; range(1): 1 for
/// completeness, 0 for soundness.
void BM_Paper(benchmark::State& state) {
  const bool t1 = state.range(0) == 1, completeness = state.range(1) == 1;
  const Rational x = completeness ? Rational(3, 4) : Rational(1, 4);
  const Oracle o =
      t1 ? Oracle(1, {Rational(1, 2), Rational(1, 4), Rational(3, 4)}) : Oracle(0, {x});
  const PaperConstants c = paper_constants(t1 ? 2 : 1, o.t + 1);
  for (auto _ : state) {
    PaperFig2 solver(c);
    benchmark::DoNotOptimize(completeness ? solver.completeness(o) : solver.soundness(o));
  }
}
BENCHMARK(BM_Paper)
    ->ArgsProduct({{0, 1}, {1, 0}})
    ->ArgNames({"t", "completeness"})
    ->Unit(benchmark::kMillisecond)
    ->Iterations(3);

}  // namespace

BENCHMARK_MAIN();
