#include "harness/judge/judge.hpp"

#include "harness/io/input.hpp"

namespace debref::judge {

nlohmann::json verdict(const std::optional<Broken>& broken) {
  if (!broken) return {{"accepted", true}};
  return {
      {"accepted", false},
      {"broken", {{"rule", broken->rule}, {"step", broken->step}, {"message", broken->message}}}};
}

nlohmann::json judge(const nlohmann::json& input) {
  const std::string family = input.at("family").get<std::string>();
  if (family == "stochastic") return judge_stochastic(input);
  if (family == "dqc") return judge_dqc(input);
  throw InputError("family: stochastic or dqc (got \"" + family + "\")");
}

}  // namespace debref::judge
