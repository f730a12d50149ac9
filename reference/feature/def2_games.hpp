// Source: seed 004 Def. 1 and Def. 2 instantiated twice (reference/feature/debate_game.hpp):
// feature debate F_π(f, N) of Def. 7 on a finite environment of Def. 6, with a finite answer set;
// and a yes/no debate outside Def. 7 (answers {no, yes}, τ 0/1, one experiment of Def. 6 chosen by
// the last argument, Def. 1's "τ = 0 for correct answers and 1 for incorrect ones").
#pragma once

#include <vector>

#include "reference/feature/debate_game.hpp"
#include "reference/feature/environment.hpp"

namespace debref::feature {

/// Def. 7 as a Def. 2 game: W the environment's worlds with π; one question q_f; A = A(q) the given
/// answer values (answer index k is answers[k]); τ(q, a, w) = |f(w) - a|; L_c = {0, ..., K}, where
/// i < K reveals the next digit of feature i (the whole value of an atomic one) and K is the pass
/// (a constant feature beyond the K, as FeatureDebate); P = the pass and every feature with a digit
/// left; T = the dialogues of 2N arguments; E = one experiment per revealed state, e(w) = the
/// cylinder of worlds agreeing with w on those digits, and E(t) = the state t reveals; u_1(t, e(w))
/// = |f̂ - a2| - |f̂ - a1| with f̂ = E_π[f | e(w)]. Not thread-safe: the game (and its copies)
/// cache the experiments' results and beliefs.
DebateGame feature_debate_game(const Environment& env, const Question& f, int rounds,
                               const std::vector<Rational>& answers);

/// The yes/no debate's argumentation protocol: each signal named at most once (distinct), or any
/// signal any number of times (repeat, the twin's mutant).
enum class SignalProtocol { distinct, repeat };

/// The features a yes/no debate may name: those f does not depend on (f's own features are the
/// hidden truth; relevant_features in reference/feature/environment.hpp).
std::vector<int> yes_no_signals(const Environment& env, const Question& f);

/// A yes/no debate: f with values 0 and 1 ("is f(w) = 1?"); A = A(q) = {0: no, 1: yes}; τ(q, a, w)
/// = |f(w) - a| (0 or 1); E = Def. 6's e_i(w) = {w̃ | w̃_i = w_i} for every feature i, and the
/// uninformative experiment W (index K); L_c = the features, P = the signals (yes_no_signals) not
/// yet named (or, with `repeat`, every signal); T = the dialogues of 2N arguments; E(t) = e_i for
/// the signal i named by the last argument (W when N = 0); u_1(t, e(w)) = |p - a2| - |p - a1|
/// with p = E_π[f | e(w)], the judge's belief that the answer is yes. Not thread-safe (it caches
/// beliefs).
DebateGame yes_no_game(const Environment& env, const Question& f, int rounds,
                       SignalProtocol protocol);

}  // namespace debref::feature
