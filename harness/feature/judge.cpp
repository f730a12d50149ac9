// The feature debate's judge (seed 004 Def. 7, F_π(f, N), with Def. 2's answering game and
// Sec. 3.2's f̂^{↑↓}, f̂^{↓↑}) on a `debref feature` environment and question: one play (answers,
// first mover, 2N arguments, the judge's final belief, the winner) is judged rule by rule, and
// the exact expected outcome of the answers comes from the reference (reference/feature:
// FeatureDebate::belief, argumentation_value, answer_payoff, f_up_down, f_down_up,
// beating_answer); nothing of the protocol is re-implemented here.
#include "harness/core/judge.hpp"

#include <sstream>

#include "harness/feature/family.hpp"
#include "harness/feature/json.hpp"
#include "harness/io/input.hpp"
#include "reference/feature/debate.hpp"
#include "reference/num/brief.hpp"

namespace debref::judge {

namespace {

using feature::Environment;
using feature::FeatureDebate;
using nlohmann::json;

// `debref feature --rounds`: 0..16 (harness/feature/command.cpp kMaxRounds).
constexpr int kMaxRounds = 16;
// The judge's work bound, below `debref feature`'s own limits (which it also enforces through
// parse_feature_environment): minimax slots x moves and revealed states x supp π. Each keeps a
// fuzzed input to a fraction of a second.
constexpr std::size_t kMaxMoves = std::size_t{1} << 20;
constexpr std::size_t kMaxBeliefWork = std::size_t{1} << 24;
// Answer optimality (beating_answer) tries every kink of the payoff (Lemma 8 (i)), each a pair
// of minimax solves; above this it is left out (and says so).
constexpr std::size_t kMaxOptimalityMoves = std::size_t{1} << 23;

/// The world as `debref feature --json` prints it: a JSON array of value indices, feature 1 first
/// (docs/FORMATS.md "Conventions"), in supp π.
std::size_t parse_world(const json& j, const Environment& env) {
  if (!j.is_array())
    throw InputError(
        "world: a JSON array of value indices, e.g. [1, 0], as `debref feature "
        "--json` prints it (the string \"1,0\" is the --world flag's form)");
  const std::size_t index = env.index(world_field(j, env, "world"));
  if (env.prior[index] == 0) throw InputError("world: not in the support of the prior");
  return index;
}

/// Refuses an instance whose exact solution would exceed the judge's work bound.
void check_work(const Environment& env, int rounds) {
  std::size_t states = 1;
  // reachable[r]: revealed states with r digits revealed in all (a debate reveals <= 2N).
  std::vector<long double> reachable(static_cast<std::size_t>(2 * rounds + 1), 0);
  reachable[0] = 1;
  for (const feature::Feature& f : env.features) {
    states *= static_cast<std::size_t>(f.levels() + 1);  // <= 7^16 fits in 64 bits
    std::vector<long double> next(reachable.size(), 0);
    for (std::size_t r = 0; r < reachable.size(); ++r)
      for (int l = 0; l <= f.levels() && r + static_cast<std::size_t>(l) < next.size(); ++l)
        next[r + static_cast<std::size_t>(l)] += reachable[r];
    reachable = next;
  }
  long double leaves = 0;
  for (long double c : reachable) leaves += c;
  const std::size_t k = env.features.size();
  const std::size_t support = feature::support(env).size();
  const auto slots = static_cast<long double>(states) * (2 * rounds + 1) * (k + 1);
  if (slots > static_cast<long double>(kMaxMoves))
    throw InputError("env.features: " + std::to_string(states) +
                     " revealed states x (2N + 1) x (K + 1) moves exceed the judge's bound 2^20 "
                     "(fewer features, digits or rounds)");
  if (leaves * support * k > static_cast<long double>(kMaxBeliefWork))
    throw InputError("env.features: " + std::to_string(static_cast<std::size_t>(leaves)) +
                     " states of at most 2N revealed digits x " + std::to_string(support) +
                     " worlds in supp π x K exceed the judge's bound 2^24 (fewer features or "
                     "rounds)");
}

/// The state number of revealed levels (FeatureDebate: mixed radix, feature 0 least
/// significant); checked against the reference's own numbering.
std::size_t state_of(const FeatureDebate& d, const std::vector<int>& levels) {
  std::size_t state = 0, stride = 1;
  for (std::size_t i = 0; i < levels.size(); ++i) {
    state += stride * static_cast<std::size_t>(levels[i]);
    stride *= static_cast<std::size_t>(d.environment().features[i].levels() + 1);
  }
  if (d.levels(state) != levels) throw std::logic_error("judge feature: state numbering");
  return state;
}

Broken rule(const std::string& name, int step, const std::string& what) {
  return Broken{name, step, "seed 004 " + what};
}

struct Play {
  Rational a1, a2;
  bool answers_ok = false;
  std::optional<Broken> broken;
  std::optional<Rational> belief, utility;  // when the 2N arguments are a play of F_π(f, N)
};

/// One argument: an integer (feature index, -1 pass) or {"debater", "feature", "value"}.
struct ArgumentRecord {
  int feature = -1;
  std::optional<int> debater, value;
};

ArgumentRecord argument(const json& j, const std::string& at) {
  ArgumentRecord a;
  if (j.is_number_integer()) {
    a.feature = static_cast<int>(clamped_integer(j, at));
    return a;
  }
  if (!j.is_object())
    throw InputError(at + ": a feature index (-1: pass) or {\"debater\", \"feature\", \"value\"}");
  for (const auto& item : j.items())
    if (item.key() != "debater" && item.key() != "feature" && item.key() != "value")
      throw InputError(at + "." + item.key() +
                       ": unknown field (allowed: debater, feature, value)");
  if (!j.contains("feature")) throw InputError(at + ".feature: missing");
  a.feature = static_cast<int>(clamped_integer(j["feature"], at + ".feature"));
  if (j.contains("debater")) {
    const long long p = clamped_integer(j["debater"], at + ".debater");
    if (p != 1 && p != 2) throw InputError(at + ".debater: 1 or 2");
    a.debater = static_cast<int>(p);
  }
  if (j.contains("value")) {
    if (a.feature == -1) throw InputError(at + ".value: a pass reveals no value");
    a.value = static_cast<int>(clamped_integer(j["value"], at + ".value"));
  }
  return a;
}

/// Def. 7's 2N arguments of one play in world w, debater `first` first: fills the revealed
/// levels, or returns the first rule broken.
std::optional<Broken> judge_arguments(const FeatureDebate& d, std::size_t world, const json& args,
                                      long long first, std::vector<int>& levels) {
  const Environment& env = d.environment();
  const feature::World w = env.world(world);
  const int total = 2 * d.rounds();
  for (std::size_t k = 0; k < args.size(); ++k) {
    const int step = static_cast<int>(k);
    const std::string at = "transcript.arguments[" + std::to_string(k) + "]";
    const ArgumentRecord a = argument(args[k], at);
    if (step >= total) {
      return rule("arguments", step,
                  "Def. 7: the judge takes 2N = " + std::to_string(total) +
                      " arguments; argument " + std::to_string(step) + " is one too many");
    }
    const int by = (k % 2 == 0) == (first == 1) ? 1 : 2;
    if (a.debater && *a.debater != by) {
      return rule("turn", step,
                  "Def. 2 step 3: the debaters alternate, debater " + std::to_string(first) +
                      " first (Def. 7: a randomly selected player); argument " +
                      std::to_string(step) + " is debater " + std::to_string(by) + "'s");
    }
    if (a.feature == -1) continue;  // a constant feature beyond the environment's: no evidence
    if (a.feature < 0 || a.feature >= static_cast<int>(env.features.size())) {
      return rule("feature", step,
                  "Def. 7: L_c = N, an argument names a feature: 0.." +
                      std::to_string(env.features.size() - 1) +
                      " here, or -1 for a pass (one of the constant features beyond them, "
                      "docs/FEATURE.md); got " +
                      std::to_string(a.feature));
    }
    const auto i = static_cast<std::size_t>(a.feature);
    const feature::Feature& f = env.features[i];
    if (levels[i] >= f.levels()) {
      return rule("revealed", step,
                  "Def. 7: P(f, a1, a2, i_1..i_k) = N \\ {i_1..i_k}" +
                      std::string(f.digits > 0 ? " (Sec. 5.2: the next digit of a feature)" : "") +
                      "; feature " + std::to_string(i) + " is already fully revealed");
    }
    ++levels[i];
    if (a.value) {
      const int truth = f.digits > 0 ? f.prefix(w[i], levels[i]) & 1 : w[i];
      if (*a.value != truth) {
        return rule("truthful", step,
                    "Def. 6: only truthful claims W_i = w_i; in this world feature " +
                        std::to_string(i) +
                        (f.digits > 0 ? "'s digit " + std::to_string(levels[i]) : std::string()) +
                        " is " + std::to_string(truth) + ", not " + std::to_string(*a.value));
      }
    }
  }
  if (static_cast<int>(args.size()) < total) {
    return rule("arguments", static_cast<int>(args.size()),
                "Def. 7: the judge rules after 2N = " + std::to_string(total) +
                    " arguments; the transcript has " + std::to_string(args.size()));
  }
  return std::nullopt;
}

/// Def. 7 and Def. 2 step 6: the judge's final belief b, u_1 and the winner a transcript states.
std::optional<Broken> judge_outcome(const json& tr, const Rational& b, const Rational& u1,
                                    int total) {
  if (tr.contains("judge_belief")) {
    const Rational claimed = parse_rational_field(tr["judge_belief"], "transcript.judge_belief");
    if (claimed != b) {
      return rule("belief", total,
                  "Def. 7: the judge's final belief is the posterior mean f̂(w_I) = "
                  "E_π[f | W_I = w_I] = " +
                      to_string(b) + " (got " + to_brief_string(claimed) + ")");
    }
  }
  if (tr.contains("utility_1")) {
    const Rational claimed = parse_rational_field(tr["utility_1"], "transcript.utility_1");
    if (claimed != u1) {
      return rule("utility", total,
                  "Def. 7: u_1 = |f̂ - a2| - |f̂ - a1| = " + to_string(u1) + " (got " +
                      to_brief_string(claimed) + ")");
    }
  }
  if (tr.contains("winner")) {
    const long long p = clamped_integer(tr["winner"], "transcript.winner");
    if (p != 1 && p != 2) throw InputError("transcript.winner: 1 or 2");
    // Def. 2 step 6: the debater with the higher utility; a tie (u_1 = 0) is broken randomly,
    // so either winner is a possible play.
    if ((u1 > 0 && p != 1) || (u1 < 0 && p != 2)) {
      return rule("winner", total,
                  "Def. 2 step 6: the answer of the debater with the higher utility wins; "
                  "u_1 = " +
                      to_string(u1) + ", so debater " + (u1 > 0 ? "1" : "2") + " wins");
    }
  }
  return std::nullopt;
}

/// seed 004 Def. 7 on one recorded play in world w. step k = argument k (0-based), 2N = the
/// judge's verdict after the arguments, -1 = the answers.
Play judge_play(const FeatureDebate& d, std::size_t world, const json& tr) {
  Play g;
  const json& answers = tr.at("answers");
  if (!answers.is_array() || answers.size() != 2)
    throw InputError("transcript.answers: [a1, a2], two rationals");
  g.a1 = parse_rational_field(answers[0], "transcript.answers[0]");
  g.a2 = parse_rational_field(answers[1], "transcript.answers[1]");
  for (int p : {1, 2}) {
    const Rational& a = p == 1 ? g.a1 : g.a2;
    if (a < 0 || a > 1) {
      g.broken = rule("answers", -1,
                      "Def. 6: the answers are A = [0, 1] (Def. 2 step 2); a" + std::to_string(p) +
                          " = " + to_brief_string(a));
      return g;
    }
  }
  g.answers_ok = true;
  if (!tr.contains("first")) throw InputError("transcript.first: missing (1 or 2)");
  const long long first = clamped_integer(tr["first"], "transcript.first");
  if (first != 1 && first != 2) throw InputError("transcript.first: 1 or 2");
  if (!tr.contains("arguments") || !tr["arguments"].is_array())
    throw InputError("transcript.arguments: an array of 2N arguments");
  const Environment& env = d.environment();
  std::vector<int> levels(env.features.size(), 0);
  g.broken = judge_arguments(d, world, tr["arguments"], first, levels);
  if (g.broken) return g;
  // Def. 7: f̂(w_I) = E_π[f | W_I = w_I] and u_1 = |f̂ - a2| - |f̂ - a1|.
  const Rational b = d.belief(world, state_of(d, levels));
  const Rational u1 = magnitude(b - g.a2) - magnitude(b - g.a1);
  g.belief = b;
  g.utility = u1;
  g.broken = judge_outcome(tr, b, u1, 2 * d.rounds());
  return g;
}

/// The rational expected-outcome keys another implementation may supply (Sec. 3.2, Def. 2).
bool rational_key(const std::string& key) {
  return key == "truth" || key == "f_up_down" || key == "f_down_up" || key == "answer_payoff" ||
         key == "argumentation_value";
}

/// The judged instance: environment, question, rounds and world, each as `debref feature` reads
/// them.
struct FeatureInput {
  Environment env;
  feature::Question f;
  long long rounds = 0;
  std::size_t world = 0;
};

FeatureInput parse_input(const json& input) {
  for (const char* key : {"env", "question", "rounds", "world"})
    if (!input.contains(key)) throw InputError(std::string(key) + ": missing");
  FeatureInput in;
  try {
    in.env = parse_feature_environment(input["env"]);
  } catch (const InputError& e) {
    const std::string what = e.what();
    throw InputError(what.rfind("env", 0) == 0 ? what : "env." + what);
  } catch (const std::invalid_argument& e) {
    throw InputError(std::string("env.") + e.what());
  }
  try {
    in.f = parse_feature_question(input["question"], in.env);
  } catch (const std::invalid_argument& e) {
    throw InputError(std::string("question.") + e.what());
  }
  in.rounds = clamped_integer(input["rounds"], "rounds");
  if (in.rounds < 0 || in.rounds > kMaxRounds)
    throw InputError("rounds: " + std::to_string(in.rounds) + " outside the allowed range 0.." +
                     std::to_string(kMaxRounds));
  in.world = parse_world(input["world"], in.env);
  check_work(in.env, static_cast<int>(in.rounds));
  return in;
}

/// The exact expected outcome: Sec. 3.2 for the world; Def. 2 / Def. 7 for the answers.
json expected_outcome(const FeatureDebate& d, const FeatureInput& in,
                      const std::optional<Play>& play, int first) {
  const std::size_t world = in.world;
  json e = {{"truth", to_string(in.f[world])},
            {"f_up_down", to_string(d.f_up_down(world))},
            {"f_down_up", to_string(d.f_down_up(world))}};
  if (!play || !play->answers_ok) return e;
  e["answer_payoff"] = to_string(d.answer_payoff(world, play->a1, play->a2));
  e["argumentation_value"] = to_string(d.argumentation_value(world, play->a1, play->a2, first));
  // Lemma 8 (i) / beating_answer: the payoff's kinks, each two minimax solves.
  const std::size_t leaves = d.leaf_beliefs(world).size();
  const auto work = static_cast<long double>(leaves + 3) * (leaves + 3) * d.state_count() *
                    (2 * in.rounds + 1) * (in.env.features.size() + 1);
  if (work <= static_cast<long double>(kMaxOptimalityMoves)) {
    json optimal = json::array(), beating = json::array();
    for (const Rational* a : {&play->a1, &play->a2}) {
      // The answering game is symmetric (Def. 7's random first mover), so a2's optimality is
      // a1's with the roles exchanged.
      const auto beat = d.beating_answer(world, *a);
      optimal.push_back(!beat.has_value());
      beating.push_back(beat ? json(to_string(*beat)) : json(nullptr));
    }
    e["answer_optimal"] = optimal;
    e["beating_answers"] = beating;
  } else {
    e["answer_optimal_omitted"] = std::to_string(leaves) +
                                  " distinct leaf beliefs: deciding optimality is over the "
                                  "judge's work bound";
  }
  return e;
}

/// Compares another implementation's expected outcomes `x` with the reference's `e` (adds
/// "expected", "agrees" and the first mismatch to `e`).
void compare_expected(const json& x, bool answers, json& e) {
  if (!x.is_object()) throw InputError("expected: an object of expected outcomes");
  std::optional<Broken> mismatch;
  json given = json::object();
  for (const auto& item : x.items()) {
    const std::string key = item.key();
    const std::string name = "expected." + key;
    if (!rational_key(key) && key != "answer_optimal")
      throw InputError(name +
                       ": unknown field (allowed: truth, f_up_down, f_down_up, answer_payoff, "
                       "argumentation_value, answer_optimal)");
    if (!e.contains(key))
      throw InputError(name + (key == "answer_optimal" && answers
                                   ? ": over the judge's work bound here"
                                   : ": needs transcript.answers in [0, 1]"));
    if (rational_key(key)) {
      const Rational claimed = parse_rational_field(item.value(), name);
      given[key] = to_string(claimed);
      if (!mismatch && to_string(claimed) != e[key].get<std::string>())
        mismatch = Broken{"expected", -1,
                          name + ": the reference's exact value is " + e[key].get<std::string>() +
                              " (given " + to_brief_string(claimed) + ")"};
    } else {
      const json& v = item.value();
      if (!v.is_array() || v.size() != 2 || !v[0].is_boolean() || !v[1].is_boolean())
        throw InputError(name + ": [BOOL, BOOL], whether a1 and a2 are optimal");
      given[key] = v;
      if (!mismatch && v != e[key])
        mismatch = Broken{
            "expected", -1,
            name + ": seed 004 Lemma 8 (i), beating_answer: the reference gives " + e[key].dump()};
    }
  }
  e["expected"] = given;
  e["agrees"] = !mismatch;
  if (mismatch)
    e["broken"] = {
        {"rule", mismatch->rule}, {"step", mismatch->step}, {"message", mismatch->message}};
}

}  // namespace

json judge_feature(const json& input) {
  const FeatureInput in = parse_input(input);
  std::optional<FeatureDebate> debate;
  try {
    debate.emplace(in.env, in.f, static_cast<int>(in.rounds));
  } catch (const std::invalid_argument& e) {
    throw InputError(std::string("env.") + e.what());
  }
  const FeatureDebate& d = *debate;
  json w = json::array();
  for (int v : in.env.world(in.world)) w.push_back(v);
  json out = {{"family", "feature"}, {"rounds", in.rounds}, {"world", w}};

  std::optional<Play> play;
  if (input.contains("transcript")) {
    if (!input["transcript"].is_object()) throw InputError("transcript: must be an object");
    if (!input["transcript"].contains("answers"))
      throw InputError("transcript.answers: missing ([a1, a2])");
    play = judge_play(d, in.world, input["transcript"]);
    json v = verdict(play->broken);
    if (play->belief) {
      v["belief"] = to_string(*play->belief);
      v["utility_1"] = to_string(*play->utility);
      v["winner"] = *play->utility > 0 ? json(1) : *play->utility < 0 ? json(2) : json("tie");
    }
    out["transcript"] = v;
  }
  const bool answers = play && play->answers_ok;
  json e = expected_outcome(d, in, play, answers ? input["transcript"]["first"].get<int>() : 0);
  if (input.contains("expected")) compare_expected(input["expected"], answers, e);
  out["expected_outcome"] = e;
  return out;
}

}  // namespace debref::judge

namespace debref::judge {

void feature_outcome_text(const json& e, std::ostream& out) {
  out << "expected outcome:";
  for (const char* key :
       {"truth", "f_up_down", "f_down_up", "answer_payoff", "argumentation_value"})
    if (e.contains(key)) out << " " << key << " " << e[key].get<std::string>();
  if (e.contains("answer_optimal")) out << " answer_optimal " << e["answer_optimal"].dump();
  if (e.contains("answer_optimal_omitted"))
    out << " (answer_optimal omitted: " << e["answer_optimal_omitted"].get<std::string>() << ")";
  if (e.contains("agrees"))
    out << (e["agrees"].get<bool>()
                ? " (agrees with "
                : " (DISAGREES, " + e["broken"]["message"].get<std::string>() + "; ")
        << e["expected"].dump() << ")";
  out << "\n";
}

}  // namespace debref::judge
