#include "reference/det/crossexam.hpp"

#include <algorithm>
#include <functional>
#include <numeric>
#include <stdexcept>

namespace debref::det {

// seed 001 Fig. 1 step 1: A's message space at one coordinate.
std::vector<Record> all_records(const Machine& m) {
  std::vector<Record> out;
  for (int w = 0; w < 2; ++w)
    for (int q = 0; q < m.states; ++q)
      for (int h = 0; h < m.space; ++h) out.push_back({w, q, h});
  return out;
}

// seed 001 Fig. 1 step 3: V checks location t, then outputs a_T.
bool crossexam_verdict(const Machine& m, const InputView& in, const Transcript& a, int t) {
  return check_location(m, in, a, t) && m.is_accepting(a.back().state);
}

// seed 001 Fig. 1 / Thm 5.3, solved over every transcript (pruned at B's first failing location).
CrossExamSolution solve_crossexam(const Machine& m, const InputView& in, int max_time,
                                  bool check_locations) {
  CrossExamSolution s;
  s.a_wins.assign(static_cast<std::size_t>(max_time + 1), false);
  s.surviving.assign(static_cast<std::size_t>(max_time + 1), 0);
  const std::vector<Record> records = all_records(m);
  if (!check_locations) {
    // Mutant: every transcript survives; A wins iff some record has an accepting state.
    bool accepting = false;
    for (const Record& r : records) accepting = accepting || m.is_accepting(r.state);
    std::uint64_t count = 1;
    for (int t = 1; t <= max_time; ++t) {
      count = count > UINT64_MAX / records.size() ? UINT64_MAX : count * records.size();
      s.surviving[static_cast<std::size_t>(t)] = count;
      s.a_wins[static_cast<std::size_t>(t)] = accepting;
    }
    return s;
  }
  Transcript a;
  std::function<void()> dfs = [&] {
    const int t = static_cast<int>(a.size());
    if (t > 0) {
      s.surviving[static_cast<std::size_t>(t)] += 1;
      if (m.is_accepting(a.back().state)) s.a_wins[static_cast<std::size_t>(t)] = true;
    }
    if (t == max_time) return;
    for (const Record& r : records) {
      a.push_back(r);
      ++s.nodes;
      if (check_location(m, in, a, t + 1)) dfs();
      a.pop_back();
    }
  };
  dfs();
  return s;
}

// seed 001 Thm 5.3 efficiency: V reads a_{I(t)}, a_t and a_T with their locations.
VerifierCost crossexam_cost(const Machine& m, const Transcript& a, int t, bool read_prefix) {
  const int time = static_cast<int>(a.size());
  std::vector<int> read = relevant(m, a, t);
  if (read_prefix) {  // the mutant: a_1..a_{t-1}, every earlier record
    read.resize(static_cast<std::size_t>(t - 1));
    std::iota(read.begin(), read.end(), 1);
  }
  read.push_back(t);
  if (std::find(read.begin(), read.end(), time) == read.end()) read.push_back(time);
  const int record_bits = 1 + bits_for(m.states) + bits_for(m.space);
  VerifierCost c;
  c.configurations = static_cast<int>(read.size());
  c.bits = c.configurations * (record_bits + bits_for(time));
  // Never-written cells read come from the input: one bit each.
  const int pre_state = t == 1 ? 0 : a[static_cast<std::size_t>(t - 2)].state;
  const int pre_head = t == 1 ? 0 : a[static_cast<std::size_t>(t - 2)].head;
  c.queries = pre_state == m.query_state ? 1 : 0;
  std::vector<int> cells;
  if (pre_state == m.query_state)
    for (int j = 0; j < m.query_length; ++j) cells.push_back(j);
  else
    cells.push_back(pre_head);
  for (int cell : cells) {
    bool written = false;
    for (int u = 1; u < t && !written; ++u)
      written = (u == 1 ? 0 : a[static_cast<std::size_t>(u - 2)].head) == cell;
    if (!written) c.bits += 1;
  }
  return c;
}

VerifierCost crossexam_bound(const Machine& m, int time) {
  const int l = std::max(1, m.query_state >= 0 ? m.query_length : 1);
  const int record_bits = 1 + bits_for(m.states) + bits_for(m.space);
  return {l + 3, (l + 3) * (record_bits + bits_for(time)) + l, 1};
}

// Twin: V checks a uniformly random location, ignoring B (exact maximum over every transcript).
Rational random_location_value(const Machine& m, const InputView& in, int time, Transcript* best) {
  const std::vector<Record> records = all_records(m);
  Transcript a;
  int best_count = -1;
  std::function<void(int)> dfs = [&](int passed) {
    const int t = static_cast<int>(a.size());
    if (passed + (time - t) <= best_count) return;
    if (t == time) {
      if (!m.is_accepting(a.back().state)) return;
      best_count = passed;
      if (best) *best = a;
      return;
    }
    for (const Record& r : records) {
      a.push_back(r);
      dfs(passed + (check_location(m, in, a, t + 1) ? 1 : 0));
      a.pop_back();
    }
  };
  dfs(0);
  if (best_count < 0) return Rational(0);
  return Rational(best_count) / Rational(time);
}

// seed 001 Fig. 3 / Thm 7.1 (App. E): A supplies w, then Fig. 1 runs on input (x, w).
WitnessSolution solve_witness(const Machine& m, const std::vector<int>& x, int witness_length,
                              int time, bool checked) {
  const int n = static_cast<int>(x.size());
  if (n + witness_length > m.space) throw std::invalid_argument("x w longer than S");
  WitnessSolution s;
  for (std::uint32_t wi = 0; wi < (1u << witness_length); ++wi) {
    std::vector<int> input = x;
    for (int j = 0; j < witness_length; ++j) input.push_back(static_cast<int>((wi >> j) & 1u));
    if (!s.in_language && accepts(m, input, time)) {
      s.in_language = true;
      s.witness.assign(input.begin() + n, input.end());
      const Transcript honest = transcript(m, input, time);
      InputView view{&input, 0, 0};
      for (int t = 1; t <= time; ++t)
        if (!crossexam_verdict(m, view, honest, t)) s.honest_a_wins_all = false;
    }
  }
  if (checked) {
    for (std::uint32_t wi = 0; wi < (1u << witness_length) && !s.a_wins; ++wi) {
      std::vector<int> input = x;
      for (int j = 0; j < witness_length; ++j) input.push_back(static_cast<int>((wi >> j) & 1u));
      InputView view{&input, 0, 0};
      CrossExamSolution c = solve_crossexam(m, view, time);
      s.nodes += c.nodes;
      s.a_wins = c.a_wins[static_cast<std::size_t>(time)];
    }
  } else {
    // V never reads w: the witness cells are free at every location.
    std::vector<int> input = x;
    input.resize(static_cast<std::size_t>(n + witness_length), 0);
    InputView view{&input, n, n + witness_length};
    CrossExamSolution c = solve_crossexam(m, view, time);
    s.nodes += c.nodes;
    s.a_wins = c.a_wins[static_cast<std::size_t>(time)];
  }
  return s;
}

}  // namespace debref::det
