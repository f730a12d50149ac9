// seed 004 Def. 1, Def. 2 and "Debate phases" (reference/feature/debate_game.hpp): the generic
// finite debate game by hand, as feature debate (Def. 7) and as a yes/no debate; the checks
// feature.def2.* and their twins; `debref feature --def2`.
#include <doctest/doctest.h>

#include <string>
#include <vector>

#include "harness/core/check.hpp"
#include "harness/feature/evaluate.hpp"
#include "harness/feature/family.hpp"
#include "harness/feature/instances.hpp"
#include "reference/feature/debate.hpp"
#include "reference/feature/debate_game.hpp"
#include "reference/feature/def2_games.hpp"
#include "reference/feature/questions.hpp"
#include "tests/cli_support.hpp"
#include "tests/instance_counts.hpp"

using namespace debref;
using namespace debref::feature;

namespace {

// A hidden bit X (feature 0, P(X = 1) = 1/2) and the given signals; f = X.
Instance hidden_bit(const std::vector<std::pair<Rational, Rational>>& signals, int rounds) {
  const Environment env = hidden_bit_environment(q(1, 2), signals);
  return {"hidden bit", env, and_of(env, {0}), rounds};
}

}  // namespace

TEST_CASE("Def. 2 game as Def. 7: one uniform bit, f = W_1, N = 1, answers {0, 1} by hand") {
  // In w = 1 the judge's belief is 1 once W_1 is revealed, 1/2 otherwise. u_1 = |f̂ - a2| -
  // |f̂ - a1|: for (a1, a2) = (1, 0) it is 2 f̂ - 1, so debater 1 reveals W_1 and gets 1 whoever
  // argues first; for (0, 1) debater 2 reveals it: -1.
  const Environment env = boolean_environment(1, q(1, 2));
  const Question f = and_of(env, {0});
  const DebateGame g = feature_debate_game(env, f, 1, {q(0), q(1)});
  for (FirstMover first : {FirstMover::one, FirstMover::two, FirstMover::random}) {
    CHECK(g.argumentation_value(0, 1, 1, 0, first) == 1);
    CHECK(g.argumentation_value(0, 1, 0, 1, first) == -1);
    CHECK(g.argumentation_value(0, 1, 1, 1, first) == 0);
  }
  const Matrix m = g.answer_matrix(0, 1, FirstMover::random);
  CHECK(m == Matrix{{q(0), q(-1)}, {q(1), q(0)}});
  CHECK_FALSE(asymmetry(m).has_value());
  CHECK(optimal_pure_rows(m) == std::vector<std::size_t>{1});
  CHECK(strictly_dominant_row(m) == std::size_t{1});
  const Outcome o = g.outcome(0, 1, 1, 0, FirstMover::random);  // the truth wins: o = a1 = 1
  CHECK(o.p_a1 == 1);
  CHECK(o.worst_error == 0);
  const Outcome tie = g.outcome(0, 1, 1, 1, FirstMover::random);  // u_1 = 0: a fair coin
  CHECK(tie.p_a1 == q(1, 2));
  CHECK(tie.expected_error == 0);
  CHECK(g.worst_error(0, 1, {0, 1}) == 1);  // a pair (0, 0) has the outcome 0
  CHECK(g.worst_error(0, 1, {1}) == 0);
  CHECK(g.environment().tau(0, 0, 1) == 1);
}

TEST_CASE("Def. 2 game as Def. 7: xor of two bits with P(W_i = 1) = 1/5, w = (1, 1), by hand") {
  // Beliefs: nothing revealed 8/25, one bit 4/5, both 0. For (a1, a2) = (0, 1/2), u_1 = |f̂ -
  // 1/2| - |f̂| is -7/50, -1/2, 1/2 at those states; debater 1 first: revealing a bit lets
  // debater 2 stop at -1/2, passing lets them reveal one: -1/2. For (1/2, 0) (u_1 negated):
  // revealing gives -1/2 (debater 2 reveals the second), passing 7/50 (debater 2 passes). The
  // sum -9/25 is the fixed first mover's asymmetry (feature.twin.def2_fixed_first_mover); with
  // a random first mover the matrix is antisymmetric and equals FeatureDebate::answer_payoff.
  const Environment env = boolean_environment(2, q(1, 5));
  const Question f = xor_of(env, {0, 1});
  const std::vector<Rational> a{q(0), q(1, 2)};
  const DebateGame g = feature_debate_game(env, f, 1, a);
  const std::size_t w = env.index({1, 1});
  CHECK(g.argumentation_value(0, w, 0, 1, FirstMover::one) == q(-1, 2));
  CHECK(g.argumentation_value(0, w, 1, 0, FirstMover::one) == q(7, 50));
  CHECK(asymmetry(g.answer_matrix(0, w, FirstMover::one)).has_value());
  const Matrix m = g.answer_matrix(0, w, FirstMover::random);
  CHECK_FALSE(asymmetry(m).has_value());
  const FeatureDebate d(env, f, 1);
  for (std::size_t i = 0; i < 2; ++i)
    for (std::size_t j = 0; j < 2; ++j) CHECK(m[i][j] == d.answer_payoff(w, a[i], a[j]));
}

TEST_CASE("yes/no debate: a copy of X and a useless signal, N = 1, by hand") {
  // w = (X, S_1, S_2) = (1, 1, 0). c_1 = 1 (S_1 = X reveals the truth), c_2 = 0 (S_2 is a fair
  // coin). Two arguments name both signals; the last decides: the honest debater moving first
  // names S_2 and leaves S_1 to the liar (1), the liar moving first leaves S_2 (0): margin 1/2,
  // the truthful answer strictly dominant, error 0.
  const Instance in = hidden_bit({{q(1), q(0)}, {q(1, 2), q(1, 2)}}, 1);
  const std::size_t w = in.env.index({1, 1, 0});
  CHECK(yes_no_signals(in.env, in.f) == std::vector<int>{1, 2});
  const DebateGame g = yes_no_game(in.env, in.f, 1, SignalProtocol::distinct);
  CHECK(g.argumentation_value(0, w, 1, 0, FirstMover::one) == 1);
  CHECK(g.argumentation_value(0, w, 1, 0, FirstMover::two) == 0);
  const Matrix m = g.answer_matrix(0, w, FirstMover::random);
  CHECK(m == Matrix{{q(0), q(-1, 2)}, {q(1, 2), q(0)}});
  CHECK(order_statistic_margin(in.env, in.f, 1, w) == q(1, 2));
  const nlohmann::json j = def2_yes_no_json(in.env, in.f, 1, w, SignalProtocol::distinct);
  CHECK(j["margin"] == "1/2");
  CHECK(j["error"] == "0");
  CHECK(j["truth_promoting"] == true);
}

TEST_CASE("yes/no debate: a 3/4-reliable signal against the truth, N = 1, by hand") {
  // w = (1, 0, 0): P(X = 1 | S_1 = 0) = 1/4, so c_1 = 1/4 - 3/4 = -1/2; c_2 = 0. Honest first:
  // naming S_1 leaves S_2 (0), naming S_2 leaves S_1 (-1/2): 0. Liar first: -1/2. Margin -1/4:
  // "no" is strictly dominant and the outcome is wrong (Def. 4 error 1).
  const Instance in = hidden_bit({{q(3, 4), q(1, 4)}, {q(1, 2), q(1, 2)}}, 1);
  const std::size_t w = in.env.index({1, 0, 0});
  const DebateGame g = yes_no_game(in.env, in.f, 1, SignalProtocol::distinct);
  CHECK(g.argumentation_value(0, w, 1, 0, FirstMover::one) == 0);
  CHECK(g.argumentation_value(0, w, 1, 0, FirstMover::two) == q(-1, 2));
  CHECK(order_statistic_margin(in.env, in.f, 1, w) == q(-1, 4));
  const nlohmann::json j = def2_yes_no_json(in.env, in.f, 1, w, SignalProtocol::distinct);
  CHECK(j["optimal_answers"] == nlohmann::json{0});
  CHECK(j["error"] == "1");
  CHECK(j["truth_promoting"] == false);
}

TEST_CASE("yes/no debate with repeats: the last mover takes their best signal") {
  // Three signals: a copy of X (c = 1), a useless one (0) and the 3/4-reliable one read at S_3 = 0
  // (-1/2); N = 1. Distinct: the first mover removes the last mover's best, so the last mover
  // gets their second best: ½(0 + 0) = 0. Repeats allowed: ½(1 + (-1/2)) = 1/4.
  const Instance in = hidden_bit({{q(1), q(0)}, {q(1, 2), q(1, 2)}, {q(3, 4), q(1, 4)}}, 1);
  const std::size_t w = in.env.index({1, 1, 0, 0});
  CHECK(order_statistic_margin(in.env, in.f, 1, w) == 0);
  CHECK(yes_no_game(in.env, in.f, 1, SignalProtocol::distinct)
            .answer_matrix(0, w, FirstMover::random)[1][0] == 0);
  CHECK(yes_no_game(in.env, in.f, 1, SignalProtocol::repeat)
            .answer_matrix(0, w, FirstMover::random)[1][0] == q(1, 4));
}

TEST_CASE("the memo key changes nothing: every dialogue solved on its own gives the same values") {
  const Environment env = boolean_environment(3, q(1, 3));
  const Question f = majority_of(env, {0, 1, 2});
  const std::vector<Rational> a{q(0), q(1, 3), q(1)};
  const DebateGame memo = feature_debate_game(env, f, 2, a);
  DebateDesign plain = memo.design();
  plain.summary = {};
  const DebateGame tree(memo.environment(), plain);
  const Instance yes_no = hidden_bit({{q(3, 4), q(1, 4)}, {q(1), q(0)}, {q(2, 3), q(1, 3)}}, 1);
  const DebateGame memo2 = yes_no_game(yes_no.env, yes_no.f, 1, SignalProtocol::distinct);
  plain = memo2.design();
  plain.summary = {};
  const DebateGame tree2(memo2.environment(), plain);
  for (std::size_t w : support(env))
    for (FirstMover first : {FirstMover::one, FirstMover::two})
      CHECK(memo.answer_matrix(0, w, first) == tree.answer_matrix(0, w, first));
  for (std::size_t w : support(yes_no.env))
    CHECK(memo2.answer_matrix(0, w, FirstMover::random) ==
          tree2.answer_matrix(0, w, FirstMover::random));
}

TEST_CASE("DebateGame refuses definitions that break Def. 1 / Def. 2") {
  const Environment env = boolean_environment(1, q(1, 2));
  const Question f = and_of(env, {0});
  const DebateGame good = feature_debate_game(env, f, 1, {q(0), q(1)});
  auto with = [&](auto change) {
    DebateEnvironment e = good.environment();
    DebateDesign d = good.design();
    change(e, d);
    return DebateGame(e, d);
  };
  CHECK_THROWS_WITH_AS(with([](DebateEnvironment& e, DebateDesign&) { e.prior = {q(1, 2)}; }),
                       "prior: probabilities must sum to 1 (they sum to 1/2)",
                       std::invalid_argument);
  auto bad_u1 = with([](DebateEnvironment&, DebateDesign& d) {
    d.u1 = [](const Dialogue&, const Event&) { return Rational(2); };
  });
  CHECK_THROWS_WITH_AS(bad_u1.argumentation_value(0, 1, 0, 1, FirstMover::one),
                       "u1: must lie in [-1, 1]", std::invalid_argument);
  auto bad_event = with([](DebateEnvironment& e, DebateDesign&) {
    e.result = [](int, std::size_t) { return Event{true, false}; };
  });
  CHECK_THROWS_AS(bad_event.argumentation_value(0, 1, 0, 1, FirstMover::one),
                  std::invalid_argument);
  auto stuck = with([](DebateEnvironment&, DebateDesign& d) {
    d.protocol = [](const Dialogue&) { return std::vector<int>{}; };
  });
  CHECK_THROWS_WITH_AS(stuck.argumentation_value(0, 1, 0, 1, FirstMover::one),
                       "protocol: P is empty at a dialogue outside T", std::invalid_argument);
  CHECK_THROWS_WITH_AS(good.argumentation_value(0, 1, 0, 2, FirstMover::one),
                       "answers: must lie in A", std::invalid_argument);
}

TEST_CASE("the Def. 2 checks pass, their twins are caught") {
  Registry r;
  feature::family().register_checks(r);
  int seen = 0;
  for (const Check& c : r.checks()) {
    if (c.id.find("def2") == std::string::npos) continue;
    ++seen;
    const CheckResult result = run_check(c);
    MESSAGE(c.id << ": " << result.seconds << " s; " << result.detail);
    CHECK(result.status == (c.twin ? Status::Caught : Status::Pass));
    CHECK(result.instances > 0);
    debref_test::check_instance_counts(c, result);
  }
  CHECK(seen == 4);
}

TEST_CASE("debref feature --def2: the generic game's values, the yes/no debate, bad input") {
  using debref_test::bad;
  using debref_test::data;
  const std::vector<std::string> xor2{"feature",
                                      "--env",
                                      data("feature_env_xor2.json"),
                                      "--question",
                                      data("feature_question_xor2.json"),
                                      "--rounds",
                                      "1",
                                      "--json"};
  auto with = [](std::vector<std::string> base, const std::vector<std::string>& more) {
    base.insert(base.end(), more.begin(), more.end());
    return base;
  };
  auto r = debref_test::run(
      with(xor2, {"--world", "1,1", "--answers", "0,1", "--def2", "feature-debate"}));
  REQUIRE(r.code == 0);
  const nlohmann::json all = nlohmann::json::parse(r.out);
  CHECK(all["def2"]["a1_a2"]["random"] == all["answer_payoff"]);
  CHECK(all["def2"]["gap_random"] == "0");
  bad(with(xor2, {"--world", "1,1", "--def2", "feature-debate"}),
      "--def2: feature-debate needs --answers");
  // xor depends on both features: no signal is left to name.
  bad(with(xor2, {"--world", "1,1", "--def2", "yes-no"}),
      "--rounds: 1 outside the allowed range for --def2 yes-no");
  bad(with(xor2, {"--world", "1,1", "--def2", "game"}), "--def2: \"game\" is not one of");
  bad(with(xor2, {"--def2", "yes-no"}), "--def2: only with --world");
  bad(with(xor2, {"--world", "1,1", "--protocol", "repeat"}), "--protocol: only with --def2");
  bad({"feature", "--env", data("feature_env_digits.json"), "--question",
       data("feature_question_table.json"), "--rounds", "1", "--world", "1", "--def2", "yes-no"},
      "--def2: yes-no needs a question with values 0 and 1");
  const std::vector<std::string> yes_no{"feature",
                                        "--env",
                                        data("feature_env_yes_no.json"),
                                        "--question",
                                        data("feature_question_yes_no.json"),
                                        "--rounds",
                                        "1",
                                        "--world",
                                        "1,1,0",
                                        "--def2",
                                        "yes-no"};
  r = debref_test::run(with(yes_no, {"--json"}));
  REQUIRE(r.code == 0);
  nlohmann::json j = nlohmann::json::parse(r.out)["def2"];
  CHECK(j["matrix"] == nlohmann::json::parse(R"([["0", "-1/2"], ["1/2", "0"]])"));
  CHECK(j["order_statistic_margin"] == "1/2");
  r = debref_test::run(with(yes_no, {"--json", "--protocol", "repeat"}));
  REQUIRE(r.code == 0);
  CHECK(nlohmann::json::parse(r.out)["def2"]["protocol"] == "repeat");
  bad(with(yes_no, {"--protocol", "twice"}), "--protocol: \"twice\" is not one of distinct");
  r = debref_test::run(yes_no);
  REQUIRE(r.code == 0);
  CHECK(r.out.find("truthful margin 1/2, error 0 (truth-promoting)") != std::string::npos);
}
