#include "harness/core/judge.hpp"

#include "harness/io/input.hpp"

namespace debref::judge {

long long clamped_integer(const nlohmann::json& j, const std::string& field) {
  if (!j.is_number_integer()) throw InputError(field + ": must be an integer");
  constexpr long long big = 1 << 20;
  if (j.is_number_unsigned()) return j.get<std::uint64_t>() > big ? big : j.get<long long>();
  const long long v = j.get<long long>();
  return v > big ? big : v < -big ? -big : v;
}

nlohmann::json exact_outcome(const std::string& key, const Rational& value,
                             const nlohmann::json& input, const std::string& expected_key) {
  nlohmann::json e = {{key, to_string(value)}, {key + "_decimal", to_decimal(value, 30)}};
  if (input.contains(expected_key)) {
    const Rational claimed = parse_rational_field(input[expected_key], expected_key);
    e[expected_key] = to_string(claimed);
    e["agrees"] = claimed == value;
  }
  return e;
}

nlohmann::json verdict(const std::optional<Broken>& broken) {
  if (!broken) return {{"accepted", true}};
  return {
      {"accepted", false},
      {"broken", {{"rule", broken->rule}, {"step", broken->step}, {"message", broken->message}}}};
}

}  // namespace debref::judge
