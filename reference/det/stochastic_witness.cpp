#include "reference/det/stochastic_witness.hpp"

#include <map>
#include <stdexcept>
#include <tuple>

namespace debref::det {

// seed 001 Sec. 3: one step of M, with the bit read given.
// seed 001 Sec. 3 (stochastic oracle): P(read bit = 1).
Rational read_probability(const StochasticMachine& sm, const Config& c) {
  const Machine& m = sm.machine;
  if (c.state == m.query_state) {
    const std::uint32_t z = c.tape & ((1u << m.query_length) - 1u);
    return sm.prob[z];
  }
  return Rational(c.cell(c.head));
}

// seed 001 Def. 3.2: P[M(x) = 1], forward over configurations.
Rational acceptance_probability(const StochasticMachine& sm, const std::vector<int>& input,
                                int time) {
  const Machine& m = sm.machine;
  using Key = std::tuple<int, int, std::uint32_t>;
  std::map<Key, Rational> now;
  const Config c0 = initial(m, input);
  now[{c0.state, c0.head, c0.tape}] = 1;
  for (int t = 0; t < time; ++t) {
    std::map<Key, Rational> next;
    for (const auto& [key, weight] : now) {
      Config c;
      std::tie(c.state, c.head, c.tape) = key;
      c.length = m.space;
      const Rational p1 = read_probability(sm, c);
      for (int b = 0; b < 2; ++b) {
        const Rational pb = b ? p1 : Rational(1 - p1);
        if (pb == 0) continue;
        const Config n = step_reading(m, c, b);
        next[{n.state, n.head, n.tape}] += weight * pb;
      }
    }
    now = std::move(next);
  }
  Rational accept = 0;
  for (const auto& [key, weight] : now)
    if (m.is_accepting(std::get<0>(key))) accept += weight;
  return accept;
}

namespace {

void fill(const StochasticMachine& sm, int time, const stochastic::Prefix& y, const Config& c,
          std::vector<Rational>& probs) {
  const Machine& m = sm.machine;
  const Rational p1 = read_probability(sm, c);
  if (y.length == time - 1) {
    // y_T = M(x): P(the state after step T is accepting | configuration before step T).
    Rational accept = 0;
    if (m.is_accepting(m.action(c.state, 1).next)) accept += p1;
    if (m.is_accepting(m.action(c.state, 0).next)) accept += 1 - p1;
    probs[y.index()] = accept;
    return;
  }
  probs[y.index()] = p1;
  for (int b = 0; b < 2; ++b) fill(sm, time, y.cons(b != 0), step_reading(m, c, b), probs);
}

}  // namespace

// seed 001 Fig. 2 step 2(a) over Lean's Oracle (Comp/Oracle.lean): p_t on every prefix.
stochastic::Oracle compile(const StochasticMachine& sm, const std::vector<int>& input, int time) {
  const Machine& m = sm.machine;
  if (time < 1) throw std::invalid_argument("time must be >= 1");
  if (m.query_state >= 0 && sm.prob.size() != (std::size_t{1} << m.query_length))
    throw std::invalid_argument("prob: expected 2^l entries");
  std::vector<Rational> probs(stochastic::Oracle::node_count(time - 1));
  fill(sm, time, stochastic::Prefix{}, initial(m, input), probs);
  return stochastic::Oracle(time - 1, std::move(probs));
}

// seed 001 Fig. 3: A's witness, then the debate on M(x, w).
StochasticWitnessGame stochastic_witness_game(const StochasticMachine& sm,
                                              const std::vector<int>& x, int witness_length,
                                              int time) {
  if (static_cast<int>(x.size()) + witness_length > sm.machine.space)
    throw std::invalid_argument("x w longer than S");
  StochasticWitnessGame g;
  g.time = time;
  for (std::uint32_t wi = 0; wi < (1u << witness_length); ++wi) {
    std::vector<int> w, input = x;
    for (int j = 0; j < witness_length; ++j) w.push_back(static_cast<int>((wi >> j) & 1u));
    input.insert(input.end(), w.begin(), w.end());
    g.witnesses.push_back(w);
    g.oracles.push_back(compile(sm, input, time));
    g.accept.push_back(stochastic::final_prob(g.oracles.back()));
  }
  return g;
}

// seed 001 App. E, proof of Thm 7.2: completeness on the honest witness, soundness over every w.
StochasticWitnessValues solve_stochastic_witness(const StochasticWitnessGame& game,
                                                 const stochastic::Protocol& protocol,
                                                 const ExactSolver& solver) {
  StochasticWitnessValues v;
  for (std::size_t i = 0; i < game.oracles.size(); ++i) {
    v.per_witness.push_back(solver ? solver(game.oracles[i], protocol)
                                   : stochastic::solve_exact(game.oracles[i], protocol));
    if (game.accept[i] > game.accept[v.honest_witness]) v.honest_witness = i;
    if (v.per_witness[i].soundness > v.per_witness[v.liar_witness].soundness) v.liar_witness = i;
  }
  v.completeness = v.per_witness[v.honest_witness].completeness;
  v.honest = v.per_witness[v.honest_witness].honest;
  v.soundness = v.per_witness[v.liar_witness].soundness;
  return v;
}

}  // namespace debref::det
