// Source: seed 002 Sec. 5, Def. 12, Thm 13 (proof: Yao's principle under D) and Thm 14 (proof:
// Newman's step, the circuit, Lemma 8), on one function and one debate system (docs/DQC.md
// "Randomised verifiers"): the exact least error eps_q of a randomised depth-<= q verifier
// (reference/dqc/randomised.hpp), the proof's bounds beside it, and the proof of Thm 14 run as a
// construction. Shared by the checks (evaluate_randomised.cpp) and `debref dqc --randomised`.
#pragma once

#include <nlohmann/json.hpp>
#include <optional>
#include <ostream>
#include <string>
#include <vector>

#include "reference/dqc/randomised.hpp"

namespace debref::dqc {

/// The debate systems (A, B, V) of the instances: `tree` the (0, D(f))-debate whose verifier is
/// an optimal decision tree (V = f, every x valid: Def. 12 is then R(f)), `thm5` the Thm 5 debate
/// of a minimum-depth formula (k = its depth) with honest_move as A and B.
enum class System { tree, thm5 };
Debate system_debate(const TruthTable& f, System system);
std::string system_name(System system);

/// Thm 14's proof at depth q on `inputs`: the least odd t such that a majority of t depth-q
/// trees is right on every input (Newman's step, exactly), its circuit (m gates) and the
/// cross-examination debate of Lemma 8 on that circuit after the system's k rounds, validated
/// for f. m = 0 (a literal or a constant): no Lemma 8 debate (it needs m >= 1).
struct NewmanStep {
  int q = 0;
  std::optional<int> t;  // none: no majority of <= max_t trees found
  std::vector<Tree> trees;
  int m = 0;
  std::optional<Debate> debate;  // the Lemma 8 debate, when m >= 1
  bool valid = false;            // validate(debate, f)
};

struct RandomisedAnalysis {
  TruthTable f;
  System system = System::thm5;
  Debate d;
  ValidInputs inputs;
  std::vector<std::vector<TreeFunction>> trees;  // by q
  std::vector<RandomisedError> depths;           // eps_q, q = 0..
  /// The least q with eps_q <= 1/3 (Def. 12's randomised query complexity of V); when no
  /// q <= max_q has it, D(f) if D(f) = max_q + 1 (its optimal decision tree errs nowhere; always
  /// so at n <= 3 with max_q = 2), else -1 (unknown).
  int q_star = 0;
  std::optional<NewmanStep> newman, honest_only;  // the twin's: honest-vs-honest inputs only
};
/// eps_q for q = 0..max_q (<= 2), stopping after the first q with eps_q <= 1/3 unless `all`;
/// with `newman`, Thm 14's construction at q_star on the valid inputs and on the twin's. n in
/// 1..3, or 4 with the (0, D(f)) debate.
RandomisedAnalysis analyse(const TruthTable& f, System system, int max_q, bool all, bool newman);

/// The proof of Thm 13's bound at depth q: (n - (2^q - 1)) / (2n), n the variables f depends on
/// (a depth-q tree reads at most 2^q - 1 of the x_i; each unread x_i costs one mistake of 2n).
Rational thm13_bound(int n, int q);
/// Thm 14's bound: ceil(log2 m) + 3 < q + log2(2k + n) + 10, exactly (2^(lhs - q - 10) < 2k + n).
bool thm14_holds(int queries, int q, int k, int n);

/// `debref dqc --randomised BITS [--randomised-debate tree|thm5]`.
nlohmann::json randomised_json(const RandomisedAnalysis& a);
/// The flags' ranges (InputError naming the flag): BITS a truth table on n = 1..3 variables,
/// the debate tree or thm5, --method exhaustive, --max-l not given (3).
void check_randomised_flags(const std::string& bits, const std::string& debate,
                            const std::string& method, int max_l);
/// The command: the analysis at q = 0..2 with Thm 14's construction, as JSON and text.
nlohmann::json randomised_command(const std::string& bits, const std::string& debate,
                                  std::ostream& text);

}  // namespace debref::dqc
