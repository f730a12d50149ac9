// `debref judge FILE.json`: the reference verifier's verdict on another implementation's
// transcript or strategy tables (harness/judge/).
#include "harness/cli/commands.hpp"
#include "harness/core/build_info.hpp"
#include "harness/core/judge.hpp"
#include "harness/families.hpp"
#include "harness/io/input.hpp"

namespace debref {

int judge_command(const JudgeOptions& options, std::ostream& out, std::ostream& err) {
  nlohmann::json verdict;
  try {
    verdict = judge::judge(read_json_file(options.file, "FILE", "judge.json"));
  } catch (const InputError& e) {
    err << "debref judge: " << e.what() << "\n";
    return 2;
  } catch (const nlohmann::json::exception& e) {
    err << "debref judge: malformed input (" << e.what() << ")\n";
    return 2;
  }
  bool rejected = false;
  for (const char* part : {"transcript", "debate"})
    if (verdict.contains(part) && !verdict[part]["accepted"].get<bool>()) rejected = true;
  if (verdict.contains("expected_outcome") && verdict["expected_outcome"].contains("agrees") &&
      !verdict["expected_outcome"]["agrees"].get<bool>())
    rejected = true;
  if (options.json) {
    out << json_output(verdict);
  } else {
    for (const char* part : {"debate", "transcript"}) {
      if (!verdict.contains(part)) continue;
      const auto& v = verdict[part];
      out << part << ": " << (v["accepted"].get<bool>() ? "accepted" : "REJECTED");
      if (v.contains("broken"))
        out << ", rule " << v["broken"]["rule"].get<std::string>()
            << (v["broken"]["step"].get<int>() >= 0
                    ? " at step " + std::to_string(v["broken"]["step"].get<int>())
                    : std::string())
            << ": " << v["broken"]["message"].get<std::string>();
      for (const char* key : {"result", "output", "payoff", "belief", "utility_1", "winner"})
        if (v.contains(key)) out << ", " << key << " " << v[key].dump();
      out << "\n";
    }
    if (verdict.contains("expected_outcome") && verdict["family"] == "feature") {
      // seed 004: Sec. 3.2's bounds, then the answers' payoff and optimality (harness/judge/
      // feature.cpp).
      const auto& e = verdict["expected_outcome"];
      out << "expected outcome:";
      for (const char* key :
           {"truth", "f_up_down", "f_down_up", "answer_payoff", "argumentation_value"})
        if (e.contains(key)) out << " " << key << " " << e[key].get<std::string>();
      if (e.contains("answer_optimal")) out << " answer_optimal " << e["answer_optimal"].dump();
      if (e.contains("answer_optimal_omitted"))
        out << " (answer_optimal omitted: " << e["answer_optimal_omitted"].get<std::string>()
            << ")";
      if (e.contains("agrees"))
        out << (e["agrees"].get<bool>()
                    ? " (agrees with "
                    : " (DISAGREES, " + e["broken"]["message"].get<std::string>() + "; ")
            << e["expected"].dump() << ")";
      out << "\n";
    } else if (verdict.contains("expected_outcome")) {
      const auto& e = verdict["expected_outcome"];
      const bool payoff = e.contains("payoff");  // pe: E[R]; stochastic: P(true)
      out << "expected outcome: " << (payoff ? "E[R] = " : "P(true) = ")
          << e[payoff ? "payoff" : "p_true"].get<std::string>();
      if (e.contains("agrees"))
        out << (e["agrees"].get<bool>() ? " (agrees with " : " (DISAGREES with ")
            << e[payoff ? "expected_payoff" : "expected_p_true"].get<std::string>() << ")";
      out << "\n";
    }
  }
  return rejected ? 1 : 0;
}

}  // namespace debref
