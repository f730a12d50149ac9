// Source: docs/PE.md "Lemma A.5 by branch and bound" (seed 000 Lemma A.5): the cost of one
// exact decision pe::decide_completeness per instance at d = 2, q = 3 (node by node, 28 table
// entries) beside d = 2, q = 2 (12 entries), at eps = 1/10, r = 1/80 (rho = 1/2), and one
// refutation (the reward-ratio twin's r = 1).
#include <benchmark/benchmark.h>

#include "reference/pe/completeness.hpp"

using namespace debref;
using namespace debref::pe;

namespace {

// A node of width q with truth table bit z of `code` over `kids`.
Node gate(unsigned code, int q, std::vector<Node> kids) {
  Node n;
  n.children = std::move(kids);
  for (unsigned z = 0; z < (1u << q); ++z) n.table.push_back(static_cast<int>((code >> z) & 1u));
  return n;
}

// `outer` over q copies of `inner` over q leaves of probability `bit`.
Node two_levels(unsigned outer, unsigned inner, int q, int bit) {
  Node leaf;
  leaf.oracle = bit;
  const Node child = gate(inner, q, std::vector<Node>(q, leaf));
  return gate(outer, q, std::vector<Node>(q, child));
}

void run(benchmark::State& state, const Node& root, int claim, const Rational& r,
         CompletenessDecision::Verdict expected) {
  long boxes = 0;
  for (auto _ : state) {
    const CompletenessDecision d = decide_completeness(root, Rational(1, 10), r, claim, 50000);
    if (d.verdict != expected) state.SkipWithError("unexpected verdict");
    boxes = d.boxes;
  }
  state.counters["boxes"] = static_cast<double>(boxes);
}

const Rational kR(1, 80);
constexpr auto kProved = CompletenessDecision::Verdict::Proved;

void BM_D2Q3_MajOfMajTrue(benchmark::State& s) {
  run(s, two_levels(0xE8, 0xE8, 3, 1), 1, kR, kProved);
}
void BM_D2Q3_MajOfMajFalse(benchmark::State& s) {
  run(s, two_levels(0xE8, 0xE8, 3, 0), 0, kR, kProved);
}
void BM_D2Q3_OrOfOrTrue(benchmark::State& s) {
  run(s, two_levels(0xFE, 0xFE, 3, 1), 1, kR, kProved);
}
void BM_D2Q3_AndOfAndFalse(benchmark::State& s) {
  run(s, two_levels(0x80, 0x80, 3, 0), 0, kR, kProved);
}
void BM_D2Q2_OrOfOrTrue(benchmark::State& s) {
  run(s, two_levels(0xE, 0xE, 2, 1), 1, kR, kProved);
}
void BM_D2Q2_AndOfAndFalse(benchmark::State& s) {
  run(s, two_levels(0x8, 0x8, 2, 0), 0, kR, kProved);
}
void BM_D2Q3_MajOfMajTrue_RewardRatioOne(benchmark::State& s) {
  run(s, two_levels(0xE8, 0xE8, 3, 1), 1, Rational(1), CompletenessDecision::Verdict::Refuted);
}

BENCHMARK(BM_D2Q3_MajOfMajTrue)->Unit(benchmark::kMillisecond);
BENCHMARK(BM_D2Q3_MajOfMajFalse)->Unit(benchmark::kMillisecond);
BENCHMARK(BM_D2Q3_OrOfOrTrue)->Unit(benchmark::kMillisecond);
BENCHMARK(BM_D2Q3_AndOfAndFalse)->Unit(benchmark::kMillisecond);
BENCHMARK(BM_D2Q2_OrOfOrTrue)->Unit(benchmark::kMillisecond);
BENCHMARK(BM_D2Q2_AndOfAndFalse)->Unit(benchmark::kMillisecond);
BENCHMARK(BM_D2Q3_MajOfMajTrue_RewardRatioOne)->Unit(benchmark::kMillisecond);

}  // namespace

BENCHMARK_MAIN();
