#include "reference/feature/debate_game.hpp"

#include <algorithm>
#include <stdexcept>
#include <string>

namespace debref::feature {

namespace {

// Longest dialogue the solver follows before calling T broken (Def. 2 step 3 must stop).
constexpr std::size_t kMaxArguments = 64;

// Literal messages: the hot paths build no string unless the condition fails.
void require(bool ok, const char* message) {
  if (!ok) throw std::invalid_argument(message);
}

}  // namespace

// Def. 1 / Def. 2: the parts every solve needs; the per-dialogue conditions (P ⊆ L_c, e(w) ∋ w,
// u_1 ∈ [-1, 1], τ >= 0) are checked where they are used.
DebateGame::DebateGame(DebateEnvironment env, DebateDesign design)
    : env_(std::move(env)), design_(std::move(design)) {
  require(!env_.prior.empty(), "prior: at least one world");
  Rational total = 0;
  for (const Rational& p : env_.prior) {
    require(p >= 0, "prior: probabilities must be in [0, 1]");
    total += p;
  }
  if (total != 1)
    throw std::invalid_argument("prior: probabilities must sum to 1 (they sum to " +
                                to_string(total) + ")");
  require(env_.questions >= 1, "questions: at least one");
  require(env_.answers >= 1, "answers: at least one");
  require(env_.experiments >= 1, "experiments: at least one");
  require(env_.tau && env_.result, "tau, result: both needed (Def. 1)");
  require(design_.legal_answers && design_.protocol && design_.terminated &&
              design_.select_experiment && design_.u1,
          "design: A(q), P, T, E and u_1 are all needed (Def. 1)");
  for (int q = 0; q < env_.questions; ++q) {
    const std::vector<int> legal = design_.legal_answers(q);
    require(!legal.empty(), "legal_answers: A(q) must not be empty");
    for (int a : legal) require(a >= 0 && a < env_.answers, "legal_answers: A(q) must lie in A");
  }
}

// Steps 4-5: e = E(t), its result e(w), and u_1(t, e(w)).
Rational DebateGame::leaf(std::size_t w, const Dialogue& t) const {
  const int e = design_.select_experiment(t);
  require(e >= 0 && e < env_.experiments, "select_experiment: E(t) must lie in E");
  const Event event = env_.result(e, w);
  require(event.size() == env_.prior.size() && event[w],
          "result: e(w) must be a subset of W "
          "holding w");
  const Rational u = design_.u1(t, event);
  require(u >= -1 && u <= 1, "u1: must lie in [-1, 1]");
  return u;
}

// Step 3 by backward induction: debater `first` makes x_1, x_3, ..., the other x_2, x_4, ...;
// debater 1 maximises u_1 and debater 2 maximises u_2 = -u_1, i.e. minimises u_1.
Rational DebateGame::solve(std::size_t w, Dialogue& t, int first,
                           std::map<std::pair<std::size_t, std::uint64_t>, Rational>& memo) const {
  std::optional<std::pair<std::size_t, std::uint64_t>> key;
  if (design_.summary) {
    key.emplace(t.arguments.size(), design_.summary(t));
    if (auto it = memo.find(*key); it != memo.end()) return it->second;
  }
  Rational value;
  if (design_.terminated(t)) {
    value = leaf(w, t);
  } else {
    if (t.arguments.size() >= kMaxArguments)
      throw std::invalid_argument("terminated: no dialogue of " + std::to_string(kMaxArguments) +
                                  " arguments may stay unterminated");
    const std::vector<int> legal = design_.protocol(t);
    require(!legal.empty(), "protocol: P is empty at a dialogue outside T");
    const bool odd = t.arguments.size() % 2 == 0;  // the next argument is x_1, x_3, ...
    const bool maximising = (first == 1) == odd;
    std::optional<Rational> best;
    for (int x : legal) {
      require(x >= 0 && x < design_.arguments, "protocol: P must lie in L_c");
      t.arguments.push_back(x);
      Rational v = solve(w, t, first, memo);
      t.arguments.pop_back();
      if (!best || (maximising ? v > *best : v < *best)) best = std::move(v);
    }
    value = *best;
  }
  if (key) memo.emplace(*key, value);
  return value;
}

Rational DebateGame::argumentation_value(int q, std::size_t w, int a1, int a2,
                                         FirstMover first) const {
  require(q >= 0 && q < env_.questions, "question: must lie in Q");
  require(w < env_.prior.size() && env_.prior[w] > 0, "world: must lie in supp π");
  require(a1 >= 0 && a1 < env_.answers && a2 >= 0 && a2 < env_.answers, "answers: must lie in A");
  if (first == FirstMover::random)  // Def. 7: a randomly selected player makes the first argument
    return (argumentation_value(q, w, a1, a2, FirstMover::one) +
            argumentation_value(q, w, a1, a2, FirstMover::two)) /
           2;
  Dialogue t{q, a1, a2, {}};
  std::map<std::pair<std::size_t, std::uint64_t>, Rational> memo;
  return solve(w, t, first == FirstMover::one ? 1 : 2, memo);
}

Matrix DebateGame::answer_matrix(int q, std::size_t w, FirstMover first) const {
  const std::vector<int> legal = design_.legal_answers(q);
  Matrix m(legal.size(), std::vector<Rational>(legal.size()));
  for (std::size_t i = 0; i < legal.size(); ++i)
    for (std::size_t j = 0; j < legal.size(); ++j)
      m[i][j] = argumentation_value(q, w, legal[i], legal[j], first);
  return m;
}

Outcome DebateGame::outcome(int q, std::size_t w, int a1, int a2, FirstMover first) const {
  std::vector<std::pair<Rational, Rational>> movers;  // (probability, value)
  if (first == FirstMover::random)
    movers = {{Rational(1, 2), argumentation_value(q, w, a1, a2, FirstMover::one)},
              {Rational(1, 2), argumentation_value(q, w, a1, a2, FirstMover::two)}};
  else
    movers = {{Rational(1), argumentation_value(q, w, a1, a2, first)}};
  Outcome o;
  for (const auto& [p, v] : movers) {
    if (v > 0) o.p_a1 += p;
    if (v == 0) o.p_a1 += p / 2;  // a tie: broken by a fair coin
  }
  const Rational t1 = env_.tau(q, a1, w), t2 = env_.tau(q, a2, w);
  require(t1 >= 0 && t2 >= 0, "tau: must be >= 0");
  o.expected_error = o.p_a1 * t1 + (1 - o.p_a1) * t2;
  if (o.p_a1 > 0) o.worst_error = t1;
  if (o.p_a1 < 1) o.worst_error = std::max(o.worst_error, t2);
  return o;
}

Rational DebateGame::worst_error(int q, std::size_t w, const std::vector<int>& answers) const {
  Rational worst = 0;
  for (int a1 : answers)
    for (int a2 : answers)
      worst = std::max(worst, outcome(q, w, a1, a2, FirstMover::random).worst_error);
  return worst;
}

std::optional<std::pair<std::size_t, std::size_t>> asymmetry(const Matrix& m) {
  for (std::size_t i = 0; i < m.size(); ++i)
    for (std::size_t j = i; j < m.size(); ++j)
      if (m[i][j] != -m[j][i]) return std::pair{i, j};
  return std::nullopt;
}

std::vector<std::size_t> optimal_pure_rows(const Matrix& m) {
  std::vector<std::size_t> out;
  for (std::size_t i = 0; i < m.size(); ++i)
    if (std::all_of(m[i].begin(), m[i].end(), [](const Rational& x) { return x >= 0; }))
      out.push_back(i);
  return out;
}

std::optional<std::size_t> strictly_dominant_row(const Matrix& m) {
  for (std::size_t i = 0; i < m.size(); ++i) {
    bool wins = true;
    for (std::size_t j = 0; j < m.size() && wins; ++j) wins = j == i || m[i][j] > 0;
    if (wins) return i;
  }
  return std::nullopt;
}

}  // namespace debref::feature
