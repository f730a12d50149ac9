#include "reference/det/machine.hpp"

#include <algorithm>
#include <stdexcept>

namespace debref::det {

// seed 001 Sec. 3: F, the accepting states.
bool Machine::is_accepting(int q) const {
  return std::find(accepting.begin(), accepting.end(), q) != accepting.end();
}

// seed 001 Fig. 4 step 2: "a valid configuration of M" (S cells, a state of M, head on the tape).
bool valid(const Machine& m, const Config& c) {
  return c.length == m.space && c.state >= 0 && c.state < m.states && c.head >= 0 &&
         c.head < m.space;
}

// seed 001 Fig. 4: z_0 = x.
Config initial(const Machine& m, const std::vector<int>& input) {
  if (static_cast<int>(input.size()) > m.space) throw std::invalid_argument("input longer than S");
  Config c;
  c.length = m.space;
  for (std::size_t i = 0; i < input.size(); ++i)
    if (input[i]) c.tape |= 1u << i;
  return c;
}

// seed 001 Sec. 3: the query z = tape[0..l) answered by O, or the cell under the head.
int read_bit(const Machine& m, const Config& c) {
  if (c.state == m.query_state) {
    std::uint32_t z = c.tape & ((1u << m.query_length) - 1u);
    return m.oracle[z];
  }
  return c.cell(c.head);
}

Config step_reading(const Machine& m, const Config& c, int read) {
  const Action& a = m.action(c.state, read);
  Config n = c;
  if (a.write)
    n.tape |= 1u << c.head;
  else
    n.tape &= ~(1u << c.head);
  if (a.move == Move::Left && c.head > 0) n.head = c.head - 1;
  if (a.move == Move::Right && c.head + 1 < c.length) n.head = c.head + 1;
  n.state = a.next;
  return n;
}

// seed 001 Sec. 3: one step of M.
std::optional<Config> step(const Machine& m, const Config& c) {
  if (c.state < 0 || c.state >= m.states || c.head < 0 || c.head >= c.length) return std::nullopt;
  return step_reading(m, c, read_bit(m, c));
}

Config run(const Machine& m, Config c, int t) {
  for (int i = 0; i < t; ++i) c = *step(m, c);
  return c;
}

// seed 001 Sec. 3: M(x) = y_T; accepting by final state.
bool accepts(const Machine& m, const std::vector<int>& input, int time) {
  return m.is_accepting(run(m, initial(m, input), time).state);
}

// seed 001 Sec. 3: the transcript of a time-T computation.
Transcript transcript(const Machine& m, const std::vector<int>& input, int time) {
  Transcript a;
  Config c = initial(m, input);
  for (int t = 1; t <= time; ++t) {
    Config n = *step(m, c);
    a.push_back({n.cell(c.head), n.state, n.head});
    c = n;
  }
  return a;
}

// seed 000 Def. 3.3: tau_i = a_i.write.
std::vector<int> bit_transcript(const Transcript& a) {
  std::vector<int> tau;
  tau.reserve(a.size());
  for (const Record& r : a) tau.push_back(r.write);
  return tau;
}

namespace {

// Before step t (1-based): state and head from a_{t-1}, or the start (state 0, head 0).
int pre_state(const Transcript& a, int t) {
  return t == 1 ? 0 : a[static_cast<std::size_t>(t - 2)].state;
}
int pre_head(const Transcript& a, int t) {
  return t == 1 ? 0 : a[static_cast<std::size_t>(t - 2)].head;
}

std::vector<int> read_cells(const Machine& m, const Transcript& a, int t) {
  std::vector<int> cells;
  if (pre_state(a, t) == m.query_state)
    for (int j = 0; j < m.query_length; ++j) cells.push_back(j);
  else
    cells.push_back(pre_head(a, t));
  return cells;
}

// The last step t' < t whose write went to `cell` (its pre-step head), or 0 if none.
int last_writer(const Transcript& a, int t, int cell) {
  for (int u = t - 1; u >= 1; --u)
    if (pre_head(a, u) == cell) return u;
  return 0;
}

}  // namespace

// seed 001 Sec. 3: I(t), relevant coordinates.
std::vector<int> relevant(const Machine& m, const Transcript& a, int t) {
  std::vector<int> out;
  if (t > 1) out.push_back(t - 1);
  for (int cell : read_cells(m, a, t)) {
    int u = last_writer(a, t, cell);
    if (u > 0 && std::find(out.begin(), out.end(), u) == out.end()) out.push_back(u);
  }
  std::sort(out.begin(), out.end());
  return out;
}

// seed 001 Fig. 1 step 3 (and Fig. 3 with input (x, w)): V checks location t from a_{I(t)}.
bool check_location(const Machine& m, const InputView& in, const Transcript& a, int t,
                    int* queries) {
  const int q = pre_state(a, t), h = pre_head(a, t);
  if (q < 0 || q >= m.states || h < 0 || h >= m.space) return false;
  const std::vector<int> cells = read_cells(m, a, t);
  // Content of each read cell: from its last writer, else from the input; free cells are the
  // never-written cells the (twin) verifier does not read from the committed input.
  std::vector<int> value(cells.size(), 0), free_cells;
  for (std::size_t i = 0; i < cells.size(); ++i) {
    int c = cells[i];
    int u = last_writer(a, t, c);
    if (u > 0) {
      value[i] = a[static_cast<std::size_t>(u - 1)].write;
    } else if (c >= in.free_begin && c < in.free_end) {
      free_cells.push_back(static_cast<int>(i));
    } else {
      const std::vector<int>& x = *in.input;
      value[i] = c < static_cast<int>(x.size()) ? x[static_cast<std::size_t>(c)] : 0;
    }
  }
  const bool query = q == m.query_state;
  if (queries) *queries = query ? 1 : 0;
  const Record& claimed = a[static_cast<std::size_t>(t - 1)];
  for (std::uint32_t choice = 0; choice < (1u << free_cells.size()); ++choice) {
    for (std::size_t k = 0; k < free_cells.size(); ++k)
      value[static_cast<std::size_t>(free_cells[k])] = static_cast<int>((choice >> k) & 1u);
    Config c;
    c.state = q;
    c.head = h;
    c.length = m.space;
    for (std::size_t i = 0; i < cells.size(); ++i)
      if (value[i]) c.tape |= 1u << cells[i];
    Config n = *step(m, c);
    Record r{n.cell(h), n.state, n.head};
    if (r == claimed) return true;
  }
  return false;
}

int bits_for(int n) {
  int b = 0;
  while ((1 << b) < n) ++b;
  return b;
}

std::string move_name(Move mv) {
  switch (mv) {
    case Move::Left:
      return "L";
    case Move::Stay:
      return "S";
    case Move::Right:
      return "R";
  }
  return "S";
}

}  // namespace debref::det
