#include "reference/pe/transform.hpp"

#include <stdexcept>

#include "reference/pe/supported.hpp"

namespace debref::pe {

Gate query_gate(int i) {
  return Gate{Gate::Op::Query, i, {}};
}

int circuit_depth(const Gate& c) {
  return c.op == Gate::Op::Query ? 0 : 1 + circuit_depth(c.inputs.front());
}

int fan_in(const Gate& c) {
  return static_cast<int>(c.inputs.size());
}

int gate_value(const Gate& c, const std::vector<int>& answers) {
  if (c.op == Gate::Op::Query) return answers.at(c.query);
  const bool is_and = c.op == Gate::Op::And;
  for (const Gate& g : c.inputs)
    if (gate_value(g, answers) == (is_and ? 0 : 1)) return is_and ? 0 : 1;
  return is_and ? 1 : 0;
}

Evidence independent_evidence(const std::vector<int>& truth, int s, const Rational& eta) {
  Evidence p{static_cast<int>(truth.size()), s, s, {}};
  for (int i = 0; i < p.queries; ++i)
    for (int j = 0; j < s; ++j) {
      const Rational one = truth[i] == 1 ? Rational(1 - eta) : eta;
      p.blocks.push_back({{{i, j}}, {{1 - one, 0u}, {one, 1u}}});
    }
  return p;
}

Evidence shared_coin_evidence(const std::vector<int>& truth, int s, const Rational& eta) {
  Evidence p{static_cast<int>(truth.size()), s, s, {}};
  const unsigned all = (1u << s) - 1;
  for (int i = 0; i < p.queries; ++i) {
    EvidenceBlock b{{}, {}};
    for (int j = 0; j < s; ++j) b.pieces.push_back({i, j});
    const unsigned right = truth[i] == 1 ? all : 0u;
    b.outcomes = {{1 - eta, right}, {eta, all ^ right}};
    p.blocks.push_back(b);
  }
  return p;
}

Rational least_support(const Evidence& p, const std::vector<int>& truth, Conditioning reading) {
  if (p.candidates != p.s)
    throw std::invalid_argument("least_support: a choice of pieces is needed");
  std::vector<int> every(p.queries);
  for (int i = 0; i < p.queries; ++i) every[i] = i;
  return least_support(p, truth, reading, every, first_pieces(p));
}

bool s_supported(const Evidence& p, const std::vector<int>& truth, const Rational& eps, int n,
                 Conditioning reading) {
  return least_support(p, truth, reading) >= 1 - eps / (4 * n);
}

namespace {

// P[C = 1] over independent query answers, P[answer of u_i = 1] = one[i].
Rational gate_probability(const Gate& c, const std::vector<Rational>& one) {
  if (c.op == Gate::Op::Query) return one.at(c.query);
  Rational all = 1;  // P[every input = 1] (AND), P[every input = 0] (OR)
  for (const Gate& g : c.inputs) {
    const Rational v = gate_probability(g, one);
    all *= c.op == Gate::Op::And ? v : Rational(1 - v);
  }
  return c.op == Gate::Op::And ? all : Rational(1 - all);
}

}  // namespace

Rational membership_probability(const Gate& c, const Evidence& p) {
  if (p.s % 2 == 0) throw std::invalid_argument("membership_probability: s must be odd");
  if (p.candidates != p.s)
    throw std::invalid_argument("membership_probability: a choice is needed");
  // Per query, the distribution of the number of pieces answering 1 (a convolution of blocks).
  std::vector<std::vector<Rational>> count(p.queries, std::vector<Rational>{1});
  for (const EvidenceBlock& b : p.blocks) {
    for (const Piece& v : b.pieces)
      if (v.query != b.pieces.front().query)
        throw std::invalid_argument("membership_probability: a block spans two queries");
    std::vector<Rational>& c0 = count.at(b.pieces.front().query);
    std::vector<Rational> next(c0.size() + b.pieces.size());
    for (std::size_t have = 0; have < c0.size(); ++have)
      for (const auto& [w, bits] : b.outcomes)
        next[have + static_cast<std::size_t>(__builtin_popcount(bits))] += c0[have] * w;
    c0 = next;
  }
  std::vector<Rational> one(p.queries);
  for (int i = 0; i < p.queries; ++i)
    for (std::size_t k = 0; k < count[i].size(); ++k)
      if (2 * static_cast<int>(k) > p.s) one[i] += count[i][k];
  return gate_probability(c, one);
}

int proof_kappa(const Rational& eps, int w) {
  const Rational base = 1 / (6 * eps * (1 - 3 * eps / 2));
  if (base <= 1) throw std::invalid_argument("proof_kappa: needs 6 eps (1 - 3 eps / 2) < 1");
  const Rational target = power(2 * w / eps, 3);
  int kappa = 1;
  Rational lhs = base;
  while (lhs < target) lhs *= base, ++kappa;
  return kappa % 2 == 0 ? kappa + 1 : kappa;
}

Node transformed_decomposition(const Gate& c, int kappa, const std::vector<Rational>& one) {
  if (c.op == Gate::Op::Query) throw std::invalid_argument("transformed_decomposition: a query");
  const int w = fan_in(c), q = w * kappa;
  Node n;
  n.table.assign(std::size_t{1} << q, 0);
  std::vector<int> votes(w);
  for (unsigned z = 0; z < n.table.size(); ++z) {
    for (int i = 0; i < w; ++i) {
      int ones = 0;
      for (int j = 0; j < kappa; ++j) ones += static_cast<int>((z >> (i * kappa + j)) & 1u);
      votes[i] = 2 * ones > kappa ? 1 : 0;
    }
    int ones = 0;  // G (AND / OR) of the w majorities
    for (int v : votes) ones += v;
    n.table[z] = c.op == Gate::Op::And ? static_cast<int>(ones == w) : static_cast<int>(ones > 0);
  }
  for (const Gate& input : c.inputs)
    for (int j = 0; j < kappa; ++j) {
      if (input.op == Gate::Op::Query) {
        Node leaf;
        leaf.oracle = one.at(input.query);
        n.children.push_back(leaf);
      } else {
        n.children.push_back(transformed_decomposition(input, kappa, one));
      }
    }
  return n;
}

}  // namespace debref::pe
