#include "harness/det/provers.hpp"

#include <algorithm>

#include "harness/det/instances.hpp"
#include "reference/det/crossexam.hpp"
#include "reference/det/provers.hpp"

namespace debref::det {

void ProverWorst::play(int s, int b, std::uint32_t mv) {
  if (plays++ == 0 || b - s < slack()) {
    steps = s;
    bound = b;
    move = mv;
  }
}

// seed 001 Fig. 4 (App. B): both honest provers over every opponent move.
ProversWorst bisection_provers(const Machine& m, const std::vector<int>& x, int time, Rerun rerun) {
  ProversWorst w;
  const std::uint32_t moves = 1u << BisectionGame::rounds(time);
  const std::vector<Config> truth = configurations(m, x, time);
  const bool truth_accepts = m.is_accepting(truth.back().state);
  const BisectionAlice alice(m, x, time, rerun == Rerun::Alice);
  for (std::uint32_t b = 0; b < moves; ++b) {
    const ProverPlay p = alice.play(b);
    w.alice.play(p.steps, p.bound, b);
    if (p.v_accepts != truth_accepts && w.alice.verdict_failure.empty())
      w.alice.verdict_failure = "V's verdict is not M(x) against B's choices " + std::to_string(b);
  }
  for (std::uint32_t lies = 0; lies < moves; ++lies) {
    const ProverPlay p = bisection_bob(m, truth, lies, rerun == Rerun::Bob);
    w.bob.play(p.steps, p.bound, lies);
    if (p.v_accepts && w.bob.verdict_failure.empty())
      w.bob.verdict_failure = "V accepts A's lies " + std::to_string(lies) + " against honest B";
  }
  return w;
}

// seed 001 Fig. 1 (App. B): both honest provers; B against one-record lies.
ProversWorst crossexam_provers(const Machine& m, const std::vector<int>& input, int time,
                               Rerun rerun) {
  ProversWorst w;
  const InputView view{&input, 0, 0};
  int steps = 0;
  const Transcript a = crossexam_alice(m, input, time, &steps, rerun == Rerun::Alice);
  w.alice.play(steps, time, static_cast<std::uint32_t>(time));
  // A's transcript is checked through B's plays: were it not M's, B would name its first wrong
  // record instead of a flipped location (and V accepts M's transcript: det.crossexam.thm5_3).
  Transcript lie = a;
  for (int flipped = 0; flipped <= time; ++flipped) {
    if (flipped > 0) lie[static_cast<std::size_t>(flipped - 1)].write ^= 1;
    const int location = crossexam_bob(m, input, lie, &steps, rerun == Rerun::Bob);
    w.bob.play(steps, time, static_cast<std::uint32_t>(flipped));
    const bool rejects = flipped == 0 || !check_location(m, view, lie, location);
    if (flipped > 0) lie[static_cast<std::size_t>(flipped - 1)].write ^= 1;
    if (flipped > 0 && (location != flipped || !rejects) && w.bob.verdict_failure.empty())
      w.bob.verdict_failure = "B names location " + std::to_string(location) +
                              " for a transcript wrong first at " + std::to_string(flipped) +
                              (rejects ? "" : " and V's check passes there");
  }
  return w;
}

nlohmann::json provers_json(const ProversWorst& p, const char* alice_move, const char* bob_move) {
  auto one = [](const ProverWorst& w, const char* key) {
    nlohmann::json j = {{"steps", w.steps}, {"bound", w.bound}, {key, w.move}};
    if (!w.verdict_failure.empty()) j["verdict_failure"] = w.verdict_failure;
    return j;
  };
  return {{"alice", one(p.alice, alice_move)}, {"bob", one(p.bob, bob_move)}};
}

// seed 001 Fig. 3 / Thm 7.1: V's reading on (x, w), worst over w and the location.
VerifierCost witness_cost(const Machine& m, const std::vector<int>& x, int witness_length, int time,
                          bool read_prefix) {
  VerifierCost worst;
  for (std::uint32_t wi = 0; wi < (1u << witness_length); ++wi) {
    std::vector<int> input = x;
    for (int b : bits_of(wi, witness_length)) input.push_back(b);
    const Transcript a = transcript(m, input, time);
    for (int t = 1; t <= time; ++t) {
      const VerifierCost c = crossexam_cost(m, a, t, read_prefix);
      worst.configurations = std::max(worst.configurations, c.configurations);
      worst.bits = std::max(worst.bits, c.bits);
      worst.queries = std::max(worst.queries, c.queries);
    }
  }
  return worst;
}

}  // namespace debref::det
