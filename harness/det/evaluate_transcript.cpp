// Source: seed 000 Def. 3.3 (the transcript of a time-T machine: tau_i the bit written at the
// current head position of M at time step i; the same string as seed 001 Sec. 3's y). The
// reference's transcript (reference/det/machine.hpp `transcript`, `bit_transcript`) against an
// independent simulation of delta on every member of the det machine class, and the two readings
// the definition's wording excludes (the bit read in step i; the cell under the head after step
// i's move), which must differ somewhere (twins).
#include <cstdint>
#include <vector>

#include "harness/core/deadline.hpp"
#include "harness/core/replay.hpp"
#include "harness/det/evaluate.hpp"
#include "harness/det/instances.hpp"
#include "harness/det/json.hpp"
#include "harness/det/sweep.hpp"

namespace debref::det {

using nlohmann::json;

namespace {

// One step of the independent simulation: the bit delta writes, the bit it read, the cell under
// the head after the move, and the state and head after the step.
struct SimStep {
  int written = 0, read = 0, after_move = 0, state = 0, head = 0;
};

// M on x for `time` steps with its own tape (a vector of cells, blank 0) and delta read directly:
// in the query state the bit read is O(tape[0..l)), else the cell under the head; the head is
// clamped to [0, S) (seed 001 Sec. 3, docs/DET.md "The machine class").
std::vector<SimStep> simulate(const Machine& m, const std::vector<int>& x, int time) {
  std::vector<int> tape(static_cast<std::size_t>(m.space), 0);
  for (std::size_t i = 0; i < x.size(); ++i) tape[i] = x[i];
  int q = 0, h = 0;
  std::vector<SimStep> out;
  for (int t = 1; t <= time; ++t) {
    SimStep s;
    if (q == m.query_state) {
      std::size_t z = 0;
      for (int j = 0; j < m.query_length; ++j)
        z |= static_cast<std::size_t>(tape[static_cast<std::size_t>(j)]) << j;
      s.read = m.oracle[z];
    } else {
      s.read = tape[static_cast<std::size_t>(h)];
    }
    const Action& a = m.delta[static_cast<std::size_t>(2 * q + s.read)];
    tape[static_cast<std::size_t>(h)] = a.write;
    s.written = a.write;
    if (a.move == Move::Left && h > 0) --h;
    if (a.move == Move::Right && h + 1 < m.space) ++h;
    q = a.next;
    s.after_move = tape[static_cast<std::size_t>(h)];
    s.state = q;
    s.head = h;
    out.push_back(s);
  }
  return out;
}

int reading_of(const SimStep& s, TranscriptReading reading) {
  switch (reading) {
    case TranscriptReading::Read:
      return s.read;
    case TranscriptReading::HeadAfterMove:
      return s.after_move;
    case TranscriptReading::Written:
      break;
  }
  return s.written;
}

const char* reading_name(TranscriptReading reading) {
  switch (reading) {
    case TranscriptReading::Read:
      return "the bit read in step i";
    case TranscriptReading::HeadAfterMove:
      return "the cell under the head after step i's move";
    case TranscriptReading::Written:
      break;
  }
  return "the bit written at the head in step i (Def. 3.3)";
}

std::vector<int> prefix(const std::vector<int>& v, int n) {
  return {v.begin(), v.begin() + n};
}

}  // namespace

ClaimOutcome def3_3_transcript(TranscriptReading reading) {
  ClaimOutcome o;
  std::uint64_t differs_read = 0, differs_after = 0, last_is_output = 0;
  const std::size_t total = plain_count() + oracle_count();
  for (std::size_t i = 0; i < total && !o.violation; ++i) {
    if (i % 4096 == 0) throw_if_past_deadline();
    const Member mb = member(i);
    const Machine& m = mb.m;
    for (std::uint32_t xi = 0; xi < (1u << m.space) && !o.violation; ++xi) {
      const std::vector<int> x = bits_of(xi, m.space);
      const Transcript a = transcript(m, x, kMaxTime);
      const std::vector<int> tau = bit_transcript(a);
      const std::vector<SimStep> sim = simulate(m, x, kMaxTime);
      ++o.instances;
      bool read_differs = false, after_differs = false;
      for (int t = 1; t <= kMaxTime; ++t) {
        const SimStep& s = sim[static_cast<std::size_t>(t - 1)];
        const Record& r = a[static_cast<std::size_t>(t - 1)];
        read_differs = read_differs || s.read != s.written;
        after_differs = after_differs || s.after_move != s.written;
        const int claimed = reading_of(s, reading);
        // Def. 3.3: tau_t is the bit written in step t; the records' control information is the
        // simulation's state and head after step t.
        if (tau[static_cast<std::size_t>(t - 1)] == claimed && r.state == s.state &&
            r.head == s.head)
          continue;
        std::vector<int> claimed_tau;
        for (int u = 0; u < t; ++u)
          claimed_tau.push_back(reading_of(sim[static_cast<std::size_t>(u)], reading));
        json v = base_json(mb, x, t);
        v["what"] = std::string("tau_i differs from ") + reading_name(reading) +
                    " (or a record's state / head from the simulation's)";
        v["tau"] = bit_string(prefix(tau, t));
        v["reading"] = bit_string(claimed_tau);
        v["simulated_state_head"] = {s.state, s.head};
        v["record_state_head"] = {r.state, r.head};
        set_replay(v, det_replay("crossexam", "", machine_file(v)), "/tau",
                   bit_string(prefix(tau, t)));
        o.violation = v;
        break;
      }
      if (read_differs) ++differs_read;
      if (after_differs) ++differs_after;
      // Seed 001 Sec. 3 assumes y_T = M(x); Def. 3.3 does not (acceptance is by the final state).
      if (tau.back() == static_cast<int>(m.is_accepting(a.back().state))) ++last_is_output;
    }
  }
  o.detail =
      "T = " + std::to_string(kMaxTime) + " runs (every prefix T' <= " + std::to_string(kMaxTime) +
      " is one of its prefixes); the bit read differs from the " + "bit written in some step on " +
      std::to_string(differs_read) + " runs and the cell under the head after the move on " +
      std::to_string(differs_after) + "; tau_T = M(x) (seed 001's assumption, not " +
      "Def. 3.3's) on " + std::to_string(last_is_output) + " runs";
  return o;
}

}  // namespace debref::det
