// Source: seed 004 Def. 1, Def. 2 and the paragraph "Debate phases and relation to game theory"
// after it, on finite instances (reference/feature/debate_game.hpp, def2_games.hpp): the generic
// debate game instantiated as feature debate (Def. 7) against FeatureDebate, and a yes/no debate
// outside Def. 7 against a closed form derived in docs/FEATURE.md ("Def. 1 and Def. 2 as stated").
#include <algorithm>
#include <functional>
#include <optional>
#include <stdexcept>

#include "harness/core/deadline.hpp"
#include "harness/feature/evaluate.hpp"
#include "harness/feature/instances.hpp"
#include "harness/feature/replay.hpp"
#include "reference/feature/debate.hpp"
#include "reference/feature/def2_games.hpp"

namespace debref::feature {

namespace {

using nlohmann::json;

// The feature-debate instances of feature.def2.generic_game: the Boolean family with K <= 3 and
// the Sec. 5.2 family with K D <= 4 (digits revealed one at a time).
std::vector<Instance> generic_instances() {
  std::vector<Instance> out;
  for (const Instance& in : boolean_instances())
    if (in.env.features.size() <= 3) out.push_back(in);
  for (const Instance& in : limited_instances())
    if (in.env.features.size() * std::size_t(in.env.features[0].levels()) <= 4) out.push_back(in);
  return out;
}

// A(q) of the generic feature game: 0, 1/2, 1 and both ends f̂^{↑↓}(w), f̂^{↓↑}(w) of every w in
// supp π (so each world has answers Lemma 8 (i) calls optimal).
std::vector<Rational> generic_answers(const FeatureDebate& d) {
  std::vector<Rational> out{Rational(0), Rational(1, 2), Rational(1)};
  for (std::size_t w : support(d.environment())) {
    out.push_back(d.f_up_down(w));
    out.push_back(d.f_down_up(w));
  }
  std::sort(out.begin(), out.end());
  out.erase(std::unique(out.begin(), out.end()), out.end());
  return out;
}

std::string answers_arg(const Rational& a1, const Rational& a2) {
  return " --answers " + to_string(a1) + "," + to_string(a2) + " --def2 feature-debate";
}

// Def. 4 for an antisymmetric 2 × 2 answering matrix: a strictly dominant answer is the only
// optimal strategy; otherwise M = 0 and every strategy (so both answers) is optimal.
std::vector<int> optimal_support(const Matrix& m) {
  if (const auto row = strictly_dominant_row(m)) return {static_cast<int>(*row)};
  return {0, 1};
}

}  // namespace

Rational order_statistic_margin(const Environment& env, const Question& f, int rounds,
                                std::size_t w) {
  const Rational h = f[w];
  std::vector<Rational> c;  // u_1 of (truth, lie) when e_j decides, for every signal j
  for (int j : yes_no_signals(env, f)) {
    const Rational p = experiment_mean(env, f, w, {j});
    c.push_back(magnitude(p - (1 - h)) - magnitude(p - h));
  }
  const auto n = static_cast<std::size_t>(rounds);
  if (rounds < 1 || 2 * n > c.size())
    throw std::invalid_argument("rounds: the closed form needs 1 <= N and 2N <= the signals");
  std::sort(c.begin(), c.end(), [](const Rational& x, const Rational& y) { return x > y; });
  return (c[n] + c[c.size() - 1 - n]) / 2;
}

json def2_feature_json(const FeatureDebate& d, std::size_t w, const Rational& a1,
                       const Rational& a2) {
  const DebateGame g = feature_debate_game(d.environment(), d.question(), d.rounds(), {a1, a2});
  auto values = [&](int x, int y) {
    return json{{"first_1", to_string(g.argumentation_value(0, w, x, y, FirstMover::one))},
                {"first_2", to_string(g.argumentation_value(0, w, x, y, FirstMover::two))},
                {"random", to_string(g.argumentation_value(0, w, x, y, FirstMover::random))}};
  };
  json out{{"game", "feature-debate"}, {"a1_a2", values(0, 1)}, {"a2_a1", values(1, 0)}};
  for (const char* first : {"first_1", "first_2", "random"})
    out[std::string("gap_") + first] =
        to_string(parse_rational(out["a1_a2"][first].get<std::string>()) +
                  parse_rational(out["a2_a1"][first].get<std::string>()));
  return out;
}

json def2_yes_no_json(const Environment& env, const Question& f, int rounds, std::size_t w,
                      SignalProtocol protocol) {
  const DebateGame g = yes_no_game(env, f, rounds, protocol);
  const Matrix m = g.answer_matrix(0, w, FirstMover::random);
  const auto h = static_cast<std::size_t>(f[w] == 1);
  const std::vector<int> optimal = optimal_support(m);
  json out{{"game", "yes-no"},
           {"protocol", protocol == SignalProtocol::repeat ? "repeat" : "distinct"},
           {"signals", yes_no_signals(env, f)},
           {"truth", int(h)},
           {"matrix", json::array({json::array({to_string(m[0][0]), to_string(m[0][1])}),
                                   json::array({to_string(m[1][0]), to_string(m[1][1])})})},
           {"margin", to_string(m[h][1 - h])},
           {"optimal_answers", optimal},
           {"error", to_string(g.worst_error(0, w, optimal))}};
  out["truth_promoting"] = out["error"] == "0";
  if (2 * std::size_t(rounds) <= yes_no_signals(env, f).size() && rounds > 0)
    out["order_statistic_margin"] = to_string(order_statistic_margin(env, f, rounds, w));
  return out;
}

namespace {

// One instance of feature.def2.generic_game: the feature debate, A(q) and the Def. 2 game.
struct GenericGame {
  const Instance& in;
  FeatureDebate d;
  std::vector<Rational> a;
  DebateGame g;
};

// Calls test(game, w) on every world in supp π of the generic instances until it returns a
// violation; each world is one instance.
ClaimOutcome each_generic_world(
    const std::function<std::optional<json>(const GenericGame&, std::size_t)>& test) {
  ClaimOutcome o;
  for (const Instance& in : generic_instances()) {
    throw_if_past_deadline();
    FeatureDebate d(in.env, in.f, in.rounds);
    std::vector<Rational> a = generic_answers(d);
    DebateGame g = feature_debate_game(in.env, in.f, in.rounds, a);
    const GenericGame game{in, std::move(d), std::move(a), std::move(g)};
    for (std::size_t w : support(in.env)) {
      ++o.instances;
      if ((o.violation = test(game, w))) return o;
    }
  }
  return o;
}

// The same over the yes/no family, the game built with `protocol`.
ClaimOutcome each_yes_no_world(
    SignalProtocol protocol,
    const std::function<std::optional<json>(const Instance&, const DebateGame&, std::size_t)>&
        test) {
  ClaimOutcome o;
  for (const Instance& in : yes_no_instances()) {
    throw_if_past_deadline();
    const DebateGame g = yes_no_game(in.env, in.f, in.rounds, protocol);
    for (std::size_t w : support(in.env)) {
      ++o.instances;
      if ((o.violation = test(in, g, w))) return o;
    }
  }
  return o;
}

// The first failure of feature.def2.generic_game's conclusions in world w, if any.
std::optional<json> generic_failure(const GenericGame& x, std::size_t w, const Matrix& m,
                                    const std::vector<std::size_t>& rows) {
  const std::vector<Rational>& a = x.a;
  for (std::size_t i = 0; i < a.size(); ++i)
    for (std::size_t j = 0; j < a.size(); ++j)
      if (m[i][j] != x.d.answer_payoff(w, a[i], a[j])) {
        json v = describe(x.in, w);
        v["answers"] = {to_string(a[i]), to_string(a[j])};
        v["generic_value"] = to_string(m[i][j]);
        v["answer_payoff"] = to_string(x.d.answer_payoff(w, a[i], a[j]));
        return v;
      }
  if (const auto ij = asymmetry(m)) {
    json v = describe(x.in, w);
    v["answers"] = {to_string(a[ij->first]), to_string(a[ij->second])};
    v["v_a1_a2"] = to_string(m[ij->first][ij->second]);
    v["v_a2_a1"] = to_string(m[ij->second][ij->first]);
    return v;
  }
  const Rational lo = x.d.f_up_down(w), hi = x.d.f_down_up(w);
  for (std::size_t i = 0; i < a.size(); ++i)
    if (lo <= a[i] && a[i] <= hi && std::find(rows.begin(), rows.end(), i) == rows.end()) {
      json v = with_interval(x.in, x.d, w);
      v["answer"] = to_string(a[i]);
      v["optimal_in_game"] = false;
      return v;
    }
  return std::nullopt;
}

}  // namespace

// Def. 2 instantiated as Def. 7: per world, the randomised-order answering matrix over A(q)
// equals FeatureDebate::answer_payoff entry by entry, is antisymmetric ("Debate phases": a
// symmetric zero-sum matrix game, value 0), and every answer of A(q) in [f̂^{↑↓}, f̂^{↓↑}] is an
// optimal pure strategy of it (Lemma 8 (i) read in the finite game).
ClaimOutcome def2_generic_game() {
  std::uint64_t pairs = 0, optimal = 0;
  std::optional<json> first;
  ClaimOutcome o = each_generic_world([&](const GenericGame& x, std::size_t w) {
    const Matrix m = x.g.answer_matrix(0, w, FirstMover::random);
    const std::vector<std::size_t> rows = optimal_pure_rows(m);
    pairs += m.size() * m.size();
    optimal += rows.size();
    if (!first) first = describe(x.in, w);
    return generic_failure(x, w, m, rows);
  });
  if (first) o.slack(0, [&] { return *first; });  // equalities: slack 0 is the conclusion
  o.detail = std::to_string(pairs) + " answer pairs equal to FeatureDebate::answer_payoff, " +
             std::to_string(optimal) +
             " optimal pure answers; slack 0: the conclusions are equalities (v* = "
             "answer_payoff, v*(a2,a1) = -v*(a1,a2))";
  return o;
}

// Twin: debater 1 always argues first (Def. 2 as written, without Def. 7's coin): the answering
// matrix must fail to be antisymmetric somewhere (the second mover's edge).
ClaimOutcome twin_def2_fixed_first_mover() {
  return each_generic_world([](const GenericGame& x, std::size_t w) -> std::optional<json> {
    const Matrix m = x.g.answer_matrix(0, w, FirstMover::one);
    const auto ij = asymmetry(m);
    if (!ij) return std::nullopt;
    const Rational &a1 = x.a[ij->first], &a2 = x.a[ij->second];
    json v = describe(x.in, w);
    v["answers"] = {to_string(a1), to_string(a2)};
    v["v_a1_a2_first_1"] = to_string(m[ij->first][ij->second]);
    v["v_a2_a1_first_1"] = to_string(m[ij->second][ij->first]);
    const std::string gap = to_string(m[ij->first][ij->second] + m[ij->second][ij->first]);
    v["gap_first_1"] = gap;
    replay_world(v, x.d, w, "/def2/gap_first_1", gap, answers_arg(a1, a2));
    return v;
  });
}

// Def. 2 outside Def. 7, the yes/no debate: the randomised-order answering matrix is antisymmetric
// (value 0); the truthful answer's payoff M[h][1-h] is the closed form ½(c_(N+1) + c'_(N+1)) of
// docs/FEATURE.md (the (N+1)-th largest and smallest single-experiment utilities); and the debate
// is truth-promoting in w (Def. 4, from every optimal answer strategy of the 2 × 2 game) iff that
// margin is positive.
ClaimOutcome def2_yes_no() {
  std::uint64_t promoting = 0, ties = 0;
  std::optional<Rational> least_positive;
  std::optional<json> first;
  ClaimOutcome o = each_yes_no_world(
      SignalProtocol::distinct,
      [&](const Instance& in, const DebateGame& g, std::size_t w) -> std::optional<json> {
        const Matrix m = g.answer_matrix(0, w, FirstMover::random);
        const auto h = static_cast<std::size_t>(in.f[w] == 1);
        const Rational closed = order_statistic_margin(in.env, in.f, in.rounds, w);
        const Rational error = g.worst_error(0, w, optimal_support(m));
        if (asymmetry(m) || m[h][1 - h] != closed || (error == 0) != (closed > 0)) {
          json v = describe(in, w);
          v["def2"] = def2_yes_no_json(in.env, in.f, in.rounds, w, SignalProtocol::distinct);
          return v;
        }
        promoting += error == 0;
        ties += closed == 0;
        if (closed > 0 && (!least_positive || closed < *least_positive)) least_positive = closed;
        if (!first) first = describe(in, w);
        return std::nullopt;
      });
  if (first) o.slack(0, [&] { return *first; });  // equalities: slack 0 is the conclusion
  o.detail = std::to_string(promoting) + " worlds truth-promoting, " +
             std::to_string(o.instances - promoting) + " not (" + std::to_string(ties) +
             " with margin 0); least positive margin " +
             (least_positive ? to_string(*least_positive) : std::string("none")) +
             "; slack 0: the conclusions are equalities";
  return o;
}

// Twin: the yes/no protocol lets a signal be named again: the last mover then picks the best
// signal for their answer and the margin must leave the closed form somewhere.
ClaimOutcome twin_def2_yes_no_repeat() {
  return each_yes_no_world(
      SignalProtocol::repeat,
      [](const Instance& in, const DebateGame& g, std::size_t w) -> std::optional<json> {
        const Matrix m = g.answer_matrix(0, w, FirstMover::random);
        const auto h = static_cast<std::size_t>(in.f[w] == 1);
        const Rational closed = order_statistic_margin(in.env, in.f, in.rounds, w);
        if (m[h][1 - h] == closed) return std::nullopt;
        json v = describe(in, w);
        v["margin"] = to_string(m[h][1 - h]);
        v["order_statistic_margin"] = to_string(closed);
        replay_world(v, FeatureDebate(in.env, in.f, in.rounds), w, "/def2/margin", v["margin"],
                     " --def2 yes-no --protocol repeat");
        return v;
      });
}

}  // namespace debref::feature
