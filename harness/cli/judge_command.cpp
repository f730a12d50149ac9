// `debref judge FILE.json`: the reference verifier's verdict on another implementation's
// transcript or strategy tables (each family's judge, listed in harness/families.cpp).
#include "harness/cli/commands.hpp"
#include "harness/core/command.hpp"
#include "harness/core/judge.hpp"
#include "harness/families.hpp"
#include "harness/io/input.hpp"

namespace debref {

namespace {

using nlohmann::json;

/// 1 when the judge rejected a transcript or debate, or the expected outcome disagrees.
int verdict_code(const json& verdict) {
  for (const char* part : {"transcript", "debate"})
    if (verdict.contains(part) && !verdict[part]["accepted"].get<bool>()) return 1;
  if (verdict.contains("expected_outcome") && verdict["expected_outcome"].contains("agrees") &&
      !verdict["expected_outcome"]["agrees"].get<bool>())
    return 1;
  return 0;
}

/// "expected outcome: E[R] = ..." (pe) or "P(true) = ..." (stochastic), with the expectation
/// the document stated; a family with another outcome prints it itself (Family).
void generic_outcome_text(const json& e, std::ostream& out) {
  const bool payoff = e.contains("payoff");
  out << "expected outcome: " << (payoff ? "E[R] = " : "P(true) = ")
      << e[payoff ? "payoff" : "p_true"].get<std::string>();
  if (e.contains("agrees"))
    out << (e["agrees"].get<bool>() ? " (agrees with " : " (DISAGREES with ")
        << e[payoff ? "expected_payoff" : "expected_p_true"].get<std::string>() << ")";
  out << "\n";
}

void verdict_text(const json& verdict, std::ostream& out) {
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
  if (!verdict.contains("expected_outcome")) return;
  for (const Family& f : families())
    if (f.id == verdict.value("family", "") && f.judge_outcome_text)
      return f.judge_outcome_text(verdict["expected_outcome"], out);
  generic_outcome_text(verdict["expected_outcome"], out);
}

}  // namespace

int judge_command(const JudgeOptions& options, std::ostream& out, std::ostream& err) {
  return run_command(
      "judge", options.json, out, err,
      [&] {
        try {
          return judge::judge(read_json_file(options.file, "FILE", "judge.json"));
        } catch (const json::exception& e) {
          throw InputError(std::string("malformed input (") + e.what() + ")");
        }
      },
      verdict_text, verdict_code);
}

}  // namespace debref
