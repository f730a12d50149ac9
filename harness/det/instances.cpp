#include "harness/det/instances.hpp"

#include "harness/det/json.hpp"

namespace debref::det {

std::uint32_t class_size(int moves) {
  std::uint32_t d = static_cast<std::uint32_t>(4 * moves);
  return d * d * d * d;
}

// docs/DET.md: the tiny machine class (2 states, F = {1}, binary alphabet).
Machine class_machine(std::uint32_t index, int moves, int space) {
  Machine m;
  m.states = 2;
  m.accepting = {1};
  m.space = space;
  const std::uint32_t base = static_cast<std::uint32_t>(4 * moves);
  for (int e = 0; e < 4; ++e) {
    std::uint32_t d = index % base;
    index /= base;
    Action a;
    std::uint32_t mv = d % static_cast<std::uint32_t>(moves);
    d /= static_cast<std::uint32_t>(moves);
    a.write = static_cast<int>(d % 2);
    a.next = static_cast<int>(d / 2);
    a.move = moves == 3 ? static_cast<Move>(mv) : (mv == 0 ? Move::Left : Move::Right);
    m.delta.push_back(a);
  }
  return m;
}

std::vector<int> bits_of(std::uint32_t v, int n) {
  std::vector<int> out;
  for (int i = 0; i < n; ++i) out.push_back(static_cast<int>((v >> i) & 1u));
  return out;
}

Machine oracle_machine(std::uint32_t index, int query_state, int table) {
  Machine m = class_machine(index, 2, 2);
  m.query_state = query_state;
  m.query_length = table < 4 ? 1 : 2;
  m.oracle =
      bits_of(static_cast<std::uint32_t>(table < 4 ? table : table - 4), 1 << m.query_length);
  return m;
}

std::size_t plain_count() {
  return static_cast<std::size_t>(class_size(3)) * 3;
}
std::size_t oracle_count() {
  return static_cast<std::size_t>(class_size(2)) * 2 * (4 + 16);
}

std::string plain_name(std::uint32_t index, int space) {
  return "plain #" + std::to_string(index) + " S=" + std::to_string(space);
}

Member member(std::size_t i) {
  if (i < plain_count()) {
    const int space = static_cast<int>(i % 3) + 1;
    const auto idx = static_cast<std::uint32_t>(i / 3);
    return {class_machine(idx, 3, space), plain_name(idx, space)};
  }
  i -= plain_count();
  const auto idx = static_cast<std::uint32_t>(i % class_size(2));
  std::size_t rest = i / class_size(2);
  const int query_state = static_cast<int>(rest % 2);
  const int o = static_cast<int>(rest / 2);  // 0..3: l = 1, 4..19: l = 2
  Machine m = oracle_machine(idx, query_state, o);
  return {m, "oracle #" + std::to_string(idx) + " q?=" + std::to_string(query_state) +
                 " l=" + std::to_string(m.query_length) + " O=" + bit_string(m.oracle)};
}

namespace {

const std::vector<Rational>& grid() {
  static const std::vector<Rational> g{Rational(1, 4), Rational(1, 2), Rational(1)};
  return g;
}

}  // namespace

std::size_t stochastic_member_count() {
  return static_cast<std::size_t>(class_size(2)) * 2 * grid().size() * grid().size() * 2;
}

StochasticMember stochastic_member(std::size_t i) {
  StochasticMember mb;
  const auto idx = static_cast<std::uint32_t>(i % class_size(2));
  i /= class_size(2);
  const int query_state = static_cast<int>(i % 2);
  i /= 2;
  const std::size_t g = grid().size();
  const std::size_t p0 = i % g, p1 = (i / g) % g;
  const int x = static_cast<int>(i / (g * g));
  mb.sm.machine = class_machine(idx, 2, 2);
  mb.sm.machine.query_state = query_state;
  mb.sm.machine.query_length = 1;
  mb.sm.machine.oracle = {0, 0};
  mb.sm.prob = {grid()[p0], grid()[p1]};
  mb.x = {x};
  mb.name = "L/R #" + std::to_string(idx) + " q?=" + std::to_string(query_state) + " P(O)=(" +
            to_string(grid()[p0]) + ", " + to_string(grid()[p1]) + ")";
  return mb;
}

}  // namespace debref::det
