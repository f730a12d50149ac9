#include "reference/feature/debate.hpp"

#include <algorithm>
#include <stdexcept>

namespace debref::feature {

namespace {

// Cylinder codes of one feature: atomic: 0 unknown, 1 + v known; binary: 2^level - 1 + prefix.
std::uint64_t code_count(const Feature& f) {
  return f.digits == 0 ? std::uint64_t(f.values) + 1 : (std::uint64_t{2} << f.digits) - 1;
}
std::uint64_t code(const Feature& f, int v, int level) {
  if (f.digits == 0) return level == 0 ? 0 : std::uint64_t(v) + 1;
  return ((std::uint64_t{1} << level) - 1) + std::uint64_t(f.prefix(v, level));
}

}  // namespace

FeatureDebate::FeatureDebate(const Environment& env, const Question& f, int rounds, bool allow_pass)
    : env_(env), f_(f), rounds_(rounds), allow_pass_(allow_pass) {
  validate(env_);
  validate(env_, f_);
  if (rounds < 0 || rounds > 64) throw std::invalid_argument("rounds: must be in 0..64");
  std::uint64_t cyl = 1;
  for (const Feature& feat : env_.features) {
    stride_.push_back(state_count_);
    cyl_stride_.push_back(cyl);
    state_count_ *= static_cast<std::size_t>(feat.levels() + 1);
    const std::uint64_t c = code_count(feat);
    if (cyl > (std::uint64_t{1} << 62) / c)
      throw std::invalid_argument("features: too many revealed states to number");
    cyl *= c;
  }
  if (state_count_ > (std::size_t{1} << 22))
    throw std::invalid_argument("features: too many revealed states (at most 2^22)");
  support_ = support(env_);
  worlds_.reserve(env_.world_count());
  for (std::size_t w = 0; w < env_.world_count(); ++w) worlds_.push_back(env_.world(w));
  levels_.reserve(state_count_);
  for (std::size_t state = 0; state < state_count_; ++state) {
    std::vector<int> l(env_.features.size());
    std::size_t s = state;
    int revealed = 0;
    for (std::size_t i = 0; i < l.size(); ++i) {
      const auto n = static_cast<std::size_t>(env_.features[i].levels() + 1);
      l[i] = static_cast<int>(s % n);
      s /= n;
      revealed += l[i];
    }
    levels_.push_back(std::move(l));
    reachable_.push_back(revealed <= 2 * rounds_);
  }
}

std::uint64_t FeatureDebate::cylinder(std::size_t world, std::size_t state) const {
  const World& w = worlds_[world];
  const std::vector<int>& l = levels_[state];
  std::uint64_t key = 0;
  for (std::size_t i = 0; i < w.size(); ++i)
    key += cyl_stride_[i] * code(env_.features[i], w[i], l[i]);
  return key;
}

// Def. 7: f̂(w_I) = E_π[f | W_I = w_I], summing over the worlds of supp π that agree with w on
// every revealed digit.
Rational FeatureDebate::belief(std::size_t world, std::size_t state) const {
  const std::uint64_t key = cylinder(world, state);
  if (auto it = beliefs_.find(key); it != beliefs_.end()) return it->second;
  const World& w = worlds_[world];
  const std::vector<int>& l = levels_[state];
  Rational mass = 0, total = 0;
  for (std::size_t u : support_) {
    const World& x = worlds_[u];
    bool agrees = true;
    for (std::size_t i = 0; i < x.size() && agrees; ++i)
      agrees = env_.features[i].prefix(x[i], l[i]) == env_.features[i].prefix(w[i], l[i]);
    if (!agrees) continue;
    mass += env_.prior[u];
    total += env_.prior[u] * f_[u];
  }
  if (mass == 0) throw std::invalid_argument("world: not in the support of the prior");
  Rational b = total / mass;
  beliefs_.emplace(key, b);
  return b;
}

Rational FeatureDebate::solve(std::size_t world, std::size_t state, int remaining,
                              bool first_maximises, const std::vector<Rational>& leaf,
                              std::vector<std::optional<Rational>>& memo,
                              std::vector<int>& best) const {
  const std::size_t slot =
      state * static_cast<std::size_t>(2 * rounds_ + 1) + static_cast<std::size_t>(remaining);
  if (memo[slot]) return *memo[slot];
  const std::vector<int>& l = levels_[state];
  const bool first_moves = (2 * rounds_ - remaining) % 2 == 0;
  const bool maximising = first_moves == first_maximises;
  std::optional<Rational> value;
  int choice = -2;  // -2: the debate ends here
  auto consider = [&](std::size_t next, int move) {
    Rational v = solve(world, next, remaining - 1, first_maximises, leaf, memo, best);
    if (!value || (maximising ? v > *value : v < *value)) {
      value = v;
      choice = move;
    }
  };
  if (remaining > 0) {
    if (allow_pass_) consider(state, -1);
    for (std::size_t i = 0; i < l.size(); ++i)
      if (l[i] < env_.features[i].levels()) consider(state + stride_[i], static_cast<int>(i));
  }
  if (!value) value = leaf[state];
  best[slot] = choice;
  memo[slot] = value;
  return *value;
}

Rational FeatureDebate::minimax(std::size_t world, bool first_maximises,
                                const std::vector<Rational>& leaf,
                                std::vector<Argument>* line) const {
  const std::size_t slots = state_count_ * static_cast<std::size_t>(2 * rounds_ + 1);
  std::vector<std::optional<Rational>> memo(slots);
  std::vector<int> best(slots, -2);
  Rational v = solve(world, 0, 2 * rounds_, first_maximises, leaf, memo, best);
  if (line) {
    line->clear();
    std::size_t state = 0;
    for (int remaining = 2 * rounds_; remaining > 0; --remaining) {
      const int move =
          best[state * static_cast<std::size_t>(2 * rounds_ + 1) + std::size_t(remaining)];
      if (move == -2) break;
      line->push_back(Argument{move});
      if (move >= 0) state += stride_[static_cast<std::size_t>(move)];
    }
  }
  return v;
}

Rational FeatureDebate::f_up_down(std::size_t world) const {
  std::vector<Rational> leaf(state_count_);
  for (std::size_t s = 0; s < state_count_; ++s)
    if (reachable_[s]) leaf[s] = belief(world, s);
  return minimax(world, true, leaf);
}

Rational FeatureDebate::f_down_up(std::size_t world) const {
  std::vector<Rational> leaf(state_count_);
  for (std::size_t s = 0; s < state_count_; ++s)
    if (reachable_[s]) leaf[s] = belief(world, s);
  return minimax(world, false, leaf);
}

std::vector<Argument> FeatureDebate::optimal_arguments(std::size_t world,
                                                       bool first_maximises) const {
  std::vector<Rational> leaf(state_count_);
  for (std::size_t s = 0; s < state_count_; ++s)
    if (reachable_[s]) leaf[s] = belief(world, s);
  std::vector<Argument> line;
  minimax(world, first_maximises, leaf, &line);
  return line;
}

Rational FeatureDebate::argumentation_value(std::size_t world, const Rational& a1,
                                            const Rational& a2, int first) const {
  std::vector<Rational> leaf(state_count_);
  for (std::size_t s = 0; s < state_count_; ++s)
    if (reachable_[s]) {
      const Rational b = belief(world, s);
      leaf[s] = magnitude(b - a2) - magnitude(b - a1);  // Def. 7: u_1
    }
  return minimax(world, first == 1, leaf);  // debater 1 maximises u_1
}

Rational FeatureDebate::answer_payoff(std::size_t world, const Rational& a1,
                                      const Rational& a2) const {
  return (argumentation_value(world, a1, a2, 1) + argumentation_value(world, a1, a2, 2)) / 2;
}

std::vector<Rational> FeatureDebate::leaf_beliefs(std::size_t world) const {
  std::vector<Rational> out;
  for (std::size_t s = 0; s < state_count_; ++s)
    if (reachable_[s]) out.push_back(belief(world, s));
  std::sort(out.begin(), out.end());
  out.erase(std::unique(out.begin(), out.end()), out.end());
  return out;
}

std::vector<Rational> FeatureDebate::opponent_candidates(std::size_t world,
                                                         const Rational& a1) const {
  const std::vector<Rational> b = leaf_beliefs(world);
  std::vector<Rational> out{Rational(0), Rational(1), a1};
  out.insert(out.end(), b.begin(), b.end());
  for (std::size_t i = 0; i < b.size(); ++i)
    for (std::size_t j = i + 1; j < b.size(); ++j) {
      Rational x = (b[i] + b[j] + magnitude(b[i] - a1) - magnitude(b[j] - a1)) / 2;
      if (x >= 0 && x <= 1) out.push_back(x);
    }
  std::sort(out.begin(), out.end());
  out.erase(std::unique(out.begin(), out.end()), out.end());
  return out;
}

std::optional<Rational> FeatureDebate::beating_answer(std::size_t world, const Rational& a1) const {
  for (const Rational& a2 : opponent_candidates(world, a1))
    if (answer_payoff(world, a1, a2) < 0) return a2;
  return std::nullopt;
}

Rational lemma8_error(const FeatureDebate& d, std::size_t world) {
  const Rational truth = d.question()[world];
  return std::max(magnitude(d.f_up_down(world) - truth), magnitude(d.f_down_up(world) - truth));
}

Rational game_error(const FeatureDebate& d, std::size_t world,
                    const std::vector<Rational>& answers) {
  const Rational truth = d.question()[world];
  Rational worst = 0;
  for (const Rational& a1 : answers)
    for (const Rational& a2 : answers)
      for (int first : {1, 2}) {
        const Rational v = d.argumentation_value(world, a1, a2, first);
        // Def. 2 step 6: the answer of the debater with the higher utility; ties either way.
        if (v >= 0) worst = std::max(worst, magnitude(a1 - truth));
        if (v <= 0) worst = std::max(worst, magnitude(a2 - truth));
      }
  return worst;
}

Rational worst_error(const FeatureDebate& d) {
  Rational worst = 0;
  for (std::size_t w : support(d.environment())) worst = std::max(worst, lemma8_error(d, w));
  return worst;
}

Rational expected_error(const FeatureDebate& d) {
  Rational sum = 0;
  for (std::size_t w : support(d.environment()))
    sum += d.environment().prior[w] * lemma8_error(d, w);
  return sum;
}

}  // namespace debref::feature
