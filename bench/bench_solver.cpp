// Source: docs/STOCHASTIC.md. Benchmarks of the stochastic game solver on two
// instances: a t = 1 oracle with c=1/10, s=1/5, b=3/10, q=1/4, v=1/8 (104/416/555 samples), and
// Lean Params.defaults at k = 1 (t = 0: 26492/11775/105967 samples; t = 1: 29958/13315/105967).
#include <benchmark/benchmark.h>

#include "reference/stochastic/solver.hpp"

using namespace debref;
using namespace debref::stochastic;

namespace {

const Oracle kOracle(1, {Rational(1, 2), Rational(1, 4), Rational(3, 4)});

Params small_params() {
  return {Rational(1, 8), Rational(1, 10), Rational(1, 5), Rational(3, 10), Rational(1, 4)};
}

void BM_ExactSmall(benchmark::State& state) {
  for (auto _ : state) benchmark::DoNotOptimize(solve_exact(kOracle, small_params()));
}
BENCHMARK(BM_ExactSmall)->Unit(benchmark::kMillisecond);

void BM_CertifiedSmall(benchmark::State& state) {
  for (auto _ : state) benchmark::DoNotOptimize(solve_certified(kOracle, small_params(), 128));
}
BENCHMARK(BM_CertifiedSmall)->Unit(benchmark::kMillisecond);

void BM_CertifiedDefaults(benchmark::State& state) {
  const int t = static_cast<int>(state.range(0));
  Oracle o = t == 0 ? Oracle(0, {Rational(3, 4)}) : kOracle;
  for (auto _ : state)
    benchmark::DoNotOptimize(solve_certified(o, Params::defaults(Rational(1), t), 128));
}
BENCHMARK(BM_CertifiedDefaults)->Arg(0)->Arg(1)->Unit(benchmark::kSecond)->Iterations(1);

void BM_ExactDefaults(benchmark::State& state) {
  const int t = static_cast<int>(state.range(0));
  Oracle o = t == 0 ? Oracle(0, {Rational(3, 4)}) : kOracle;
  for (auto _ : state) benchmark::DoNotOptimize(solve_exact(o, Params::defaults(Rational(1), t)));
}
BENCHMARK(BM_ExactDefaults)->Arg(0)->Arg(1)->Unit(benchmark::kSecond)->Iterations(1);

}  // namespace

BENCHMARK_MAIN();
