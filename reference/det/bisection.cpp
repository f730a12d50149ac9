#include "reference/det/bisection.hpp"

#include <algorithm>
#include <stdexcept>

namespace debref::det {

namespace {
int block(int states, int length) {
  return states * length * (1 << length);
}
}  // namespace

// seed 001 Fig. 4: A's configuration messages (valid ones, then over-long ones).
MessageSpace::MessageSpace(const Machine& m, bool valid_only) : m_(&m) {
  valid_ = block(m.states, m.space);
  size_ = valid_only ? valid_ : valid_ + block(m.states, m.space + 1);
}

Config MessageSpace::at(int i) const {
  int length = m_->space;
  if (i >= valid_) {
    i -= valid_;
    length += 1;
  }
  Config c;
  c.length = length;
  c.tape = static_cast<std::uint32_t>(i & ((1 << length) - 1));
  i >>= length;
  c.head = i % length;
  c.state = i / length;
  return c;
}

int MessageSpace::index(const Config& c) const {
  if (c.state < 0 || c.state >= m_->states || c.head < 0 || c.head >= c.length) return -1;
  int base = 0;
  if (c.length == m_->space + 1 && size_ > valid_)
    base = valid_;
  else if (c.length != m_->space)
    return -1;
  return base + (((c.state * c.length + c.head) << c.length) | static_cast<int>(c.tape));
}

int BisectionGame::rounds(int time) {
  return time <= 1 ? 0 : bits_for(time);
}

int BisectionGame::play_rounds(int time) const {
  return halve_ ? rounds(time) : std::max(0, time - 1);
}

// seed 001 Thm 5.1: V reads O(log T) configurations of size S and makes O(1) queries.
VerifierCost BisectionGame::bound(const Machine& m, int time) {
  int per = bits_for(m.states) + bits_for(m.space) + m.space;
  return {rounds(time) + 1, (rounds(time) + 1) * per, 1};
}

// seed 001 Fig. 4, solved by backward induction over t = 1..max_time.
BisectionGame::BisectionGame(const Machine& m, int max_time, bool check_validity, bool check_step,
                             bool halve)
    : m_(&m),
      space_(m, check_validity),
      max_time_(max_time),
      words_((space_.size() + 63) / 64),
      check_validity_(check_validity),
      halve_(halve) {
  if (max_time < 1) throw std::invalid_argument("max_time must be >= 1");
  const int n = space_.size();
  win_.assign(static_cast<std::size_t>(max_time + 1), {});
  liar_.assign(static_cast<std::size_t>(max_time + 1), {});
  after_.assign(static_cast<std::size_t>(max_time + 1), std::vector<int>(n, -1));
  for (int z = 0; z < n; ++z) after_[0][static_cast<std::size_t>(z)] = z;
  for (int t = 1; t <= max_time; ++t)
    for (int z = 0; z < n; ++z) {
      int prev = after_[static_cast<std::size_t>(t - 1)][static_cast<std::size_t>(z)];
      if (prev < 0) continue;
      auto next = step(m, space_.at(prev));
      after_[static_cast<std::size_t>(t)][static_cast<std::size_t>(z)] =
          next ? space_.index(*next) : -1;
    }
  auto set = [](Row& r, int i) { r[static_cast<std::size_t>(i / 64)] |= 1ULL << (i % 64); };
  auto get = [](const Row& r, int i) {
    return (r[static_cast<std::size_t>(i / 64)] >> (i % 64)) & 1ULL;
  };
  const Row empty(static_cast<std::size_t>(words_), 0);
  // Fig. 4 step 2, leaf: the final two configurations must be one step of M.
  win_[1].assign(static_cast<std::size_t>(n), empty);
  for (int z = 0; z < n; ++z) {
    int s = after_[1][static_cast<std::size_t>(z)];
    if (!check_step)  // mutant: V accepts every leaf pair
      std::fill(win_[1][static_cast<std::size_t>(z)].begin(),
                win_[1][static_cast<std::size_t>(z)].end(), ~0ULL);
    else if (s >= 0)
      set(win_[1][static_cast<std::size_t>(z)], s);
  }
  liar_[1] = win_[1];
  const int middles = check_validity ? space_.valid_count() : n;
  for (int t = 2; t <= max_time; ++t) {
    const int t1 = first_half(t), t2 = t - t1;
    auto& w = win_[static_cast<std::size_t>(t)];
    auto& l = liar_[static_cast<std::size_t>(t)];
    w.assign(static_cast<std::size_t>(n), empty);
    l.assign(static_cast<std::size_t>(n), empty);
    for (int z = 0; z < n; ++z) {
      // Minimax: A picks a middle a; B picks either half; A needs both.
      const Row& first = win_[static_cast<std::size_t>(t1)][static_cast<std::size_t>(z)];
      Row& out = w[static_cast<std::size_t>(z)];
      for (int a = 0; a < middles; ++a)
        if (get(first, a)) {
          const Row& second = win_[static_cast<std::size_t>(t2)][static_cast<std::size_t>(a)];
          for (int k = 0; k < words_; ++k)
            out[static_cast<std::size_t>(k)] |= second[static_cast<std::size_t>(k)];
        }
      // Honest B (Thm 5.1 proof): first half iff a != step^{t1}(z).
      const int s = after_[static_cast<std::size_t>(t1)][static_cast<std::size_t>(z)];
      if (s < 0) continue;
      const Row& lfirst = liar_[static_cast<std::size_t>(t1)][static_cast<std::size_t>(z)];
      bool wrong_middle_wins = false;
      for (int a = 0; a < middles && !wrong_middle_wins; ++a)
        if (a != s && get(lfirst, a)) wrong_middle_wins = true;
      Row& lout = l[static_cast<std::size_t>(z)];
      if (wrong_middle_wins) {
        for (int k = 0; k < words_; ++k) lout[static_cast<std::size_t>(k)] = ~0ULL;
      } else if (s < middles) {
        lout = liar_[static_cast<std::size_t>(t2)][static_cast<std::size_t>(s)];
      }
    }
  }
}

bool BisectionGame::any_final(const Row& row) const {
  const int finals = check_validity_ ? space_.valid_count() : space_.size();
  for (int z = 0; z < finals; ++z)
    if ((row[static_cast<std::size_t>(z / 64)] >> (z % 64)) & 1ULL)
      if (m_->is_accepting(space_.at(z).state)) return true;
  return false;
}

bool BisectionGame::a_wins(const std::vector<int>& input, int time) const {
  if (time < 1 || time > max_time_) throw std::invalid_argument("time out of range");
  int z0 = space_.index(initial(*m_, input));
  return any_final(win_[static_cast<std::size_t>(time)][static_cast<std::size_t>(z0)]);
}

bool BisectionGame::a_beats_honest_b(const std::vector<int>& input, int time) const {
  if (time < 1 || time > max_time_) throw std::invalid_argument("time out of range");
  int z0 = space_.index(initial(*m_, input));
  return any_final(liar_[static_cast<std::size_t>(time)][static_cast<std::size_t>(z0)]);
}

// seed 001 Thm 5.1 completeness and efficiency: honest A against B's choices.
bool BisectionGame::honest_a_play(const std::vector<int>& input, int time, std::uint32_t bits,
                                  VerifierCost* cost) const {
  const Machine& m = *m_;
  const int per = bits_for(m.states) + bits_for(m.space) + m.space;
  VerifierCost c;
  Config z = initial(m, input);
  Config zp = run(m, z, time);  // z'_0: the true final configuration
  bool ok = valid(m, zp) && m.is_accepting(zp.state);
  c.configurations += 1;
  c.bits += per;
  int t = time, round = 0;
  while (t > 1) {
    const int t1 = first_half(t);
    Config a = run(m, z, t1);  // Fig. 4 step 1(a), honest
    ok = ok && valid(m, a);
    c.configurations += 1;
    c.bits += per;
    if ((bits >> round) & 1u) {  // Fig. 4 step 1(c): b_k = 1, second half
      z = a;
      t -= t1;
    } else {
      zp = a;
      t = t1;
    }
    ++round;
  }
  auto next = step(m, z);
  c.queries = z.state == m.query_state ? 1 : 0;
  ok = ok && next && *next == zp;
  if (cost) *cost = c;
  return ok;
}

std::optional<std::pair<Config, Config>> BisectionGame::overlong_leaf(const std::vector<int>& input,
                                                                      int time) const {
  if (check_validity_ || time < 2 || space_.size() == space_.valid_count()) return std::nullopt;
  const Config bogus = space_.at(space_.valid_count());
  Config z = initial(*m_, input);
  Config zp = bogus;
  int t = time;
  while (t > 1) {
    const int t1 = first_half(t);
    // Honest B: the claimed middle (bogus) is not step^{t1}(z), so B picks the first half.
    if (run(*m_, z, t1) == bogus) return std::nullopt;
    zp = bogus;
    t = t1;
  }
  return std::make_pair(z, zp);
}

}  // namespace debref::det
