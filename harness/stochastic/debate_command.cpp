#include <optional>
#include <sstream>
#include <tuple>

#include "harness/core/command.hpp"
#include "harness/io/input.hpp"
#include "harness/stochastic/command.hpp"
#include "harness/stochastic/debate_paper.hpp"
#include "harness/stochastic/json.hpp"
#include "reference/stochastic/solver.hpp"
#include "reference/stochastic/worst_cost.hpp"

namespace debref {

namespace {

using nlohmann::json;
using stochastic::CertifiedValues;
using stochastic::ExactValues;

/// Certified values with every enclosure narrower than 10^-(digits+1), doubling the precision.
template <class P>
CertifiedValues certified(const stochastic::Oracle& o, const P& p, long digits,
                          const stochastic::SolveLimits& limits) {
  const Rational target(Integer(1),
                        boost::multiprecision::pow(Integer(10), static_cast<unsigned>(digits + 1)));
  // 10^-digits needs about 3.33 bits a digit; start there and double until the widths fit.
  for (long bits = std::max<long>(128, digits * 10 / 3 + 24);; bits *= 2) {
    CertifiedValues v = stochastic::solve_certified(o, p, bits, limits);
    if ((v.honest.width() < target && v.completeness.width() < target &&
         v.soundness.width() < target) ||
        bits > 1 << 14)
      return v;
  }
}

/// --params FILE, or --params defaults with --k K (Lean Params.defaults k t).
stochastic::Params read_params(const DebateOptions& options, int t) {
  if (options.params == "defaults") {
    if (options.k.empty()) throw InputError("--k: required with --params defaults");
    return parse_params(json{{"defaults", true}, {"k", options.k}}, t);
  }
  if (!options.k.empty()) throw InputError("--k: only meaningful with --params defaults");
  return parse_params(read_json_file(options.params, "--params", "params.json"), t);
}

/// Protocol overrides (replaying `debref explore` counterexamples of mutated rules), recorded in
/// `result`; nullopt without override flags.
std::optional<stochastic::Protocol> overrides(const DebateOptions& options,
                                              const stochastic::Params& params,
                                              const stochastic::SolveLimits& limits, json& result) {
  if (options.alice_samples.empty() && options.bob_radius.empty() && options.vera_radius.empty())
    return std::nullopt;
  stochastic::Protocol m = stochastic::protocol(params);
  if (!options.alice_samples.empty()) {
    Rational n = parse_rational_field(json(options.alice_samples), "--alice-samples");
    if (denominator(n) != 1 || n < 1 || n > Rational(Integer(limits.max_samples)))
      throw InputError("--alice-samples: an integer in 1.." + std::to_string(limits.max_samples));
    m.alice_samples = numerator(n).convert_to<std::uint64_t>();
  }
  for (auto [flag, text, radius] : {std::tuple{"--bob-radius", options.bob_radius, &m.bob.radius},
                                    {"--vera-radius", options.vera_radius, &m.vera.radius}}) {
    if (text.empty()) continue;
    Rational r = parse_rational_field(json(text), flag);
    if (r <= 0 || r > 2) throw InputError(std::string(flag) + ": a rational in (0, 2]");
    *radius = r;
  }
  result["protocol_overrides"] = {{"alice_samples", m.alice_samples},
                                  {"bob_radius", to_string(m.bob.radius)},
                                  {"vera_radius", to_string(m.vera.radius)}};
  return m;
}

/// The oracle, Params, sample counts and the exact or certified values as the JSON result.
json debate_result(const DebateOptions& options) {
  if (!options.samples.empty()) throw InputError("--samples: only with --params paper");
  if (!options.vera_samples.empty()) throw InputError("--vera-samples: only with --params paper");
  json result;
  stochastic::Oracle oracle =
      parse_oracle(read_json_file(options.oracle, "--oracle", "oracle.json"), options.max_t);
  stochastic::Params params = read_params(options, oracle.t);
  stochastic::SolveLimits limits;
  limits.max_t = options.max_t;
  limits.max_samples = options.max_samples;
  stochastic::SampleCounts n = stochastic::sample_counts(params);
  for (auto [name, count] : {std::pair{"alice", n.alice}, {"bob", n.bob}, {"vera", n.vera}})
    if (count > limits.max_samples)
      throw InputError("--max-samples: " + std::string(name) + " needs " + std::to_string(count) +
                       " samples, above the limit " + std::to_string(limits.max_samples));
  std::optional<stochastic::Protocol> mutated = overrides(options, params, limits, result);
  json fields = json::object();
  for (const auto& f : stochastic::structural_fields(params)) fields[f.name] = f.holds;
  result["oracle"] = stochastic::to_json(oracle);
  result["params"] = stochastic::to_json(params);
  result["params_fields"] = fields;
  result["samples"] = {{"alice", n.alice}, {"bob", n.bob}, {"vera", n.vera}};
  result["final_prob"] = to_string(stochastic::final_prob(oracle));
  if (options.exact) {
    ExactValues v = mutated ? stochastic::solve_exact(oracle, *mutated, limits)
                            : stochastic::solve_exact(oracle, params, limits);
    result["honest_value"] = to_string(v.honest);
    result["completeness_value"] = to_string(v.completeness);
    result["soundness_value"] = to_string(v.soundness);
    result["soundness_attained"] = v.soundness_attained;
    result["cost"] = {{"alice", to_string(v.cost.alice)},
                      {"bob", to_string(v.cost.bob)},
                      {"vera", to_string(v.cost.vera)}};
    // Lean Cost.lean's bounds hold against every opponent: the worst opponents' costs.
    const stochastic::Costs<Rational> w =
        stochastic::worst_costs(oracle, mutated ? *mutated : stochastic::protocol(params));
    result["worst_cost"] = {
        {"alice", to_string(w.alice)}, {"bob", to_string(w.bob)}, {"vera", to_string(w.vera)}};
  } else {
    CertifiedValues v = mutated ? certified(oracle, *mutated, options.digits, limits)
                                : certified(oracle, params, options.digits, limits);
    const int d = static_cast<int>(options.digits) + 2;
    json enclosures = json::object();
    auto put = [&](const char* name, const Interval& x, int digits) {
      result[name] = to_certified_decimal(x, digits);
      enclosures[name] = {{"lower", to_string(x.lower())}, {"upper", to_string(x.upper())}};
    };
    put("honest_value", v.honest, d);
    put("completeness_value", v.completeness, d);
    put("soundness_value", v.soundness, d);
    result["soundness_attained"] =
        v.soundness_attained ? json(*v.soundness_attained) : json(nullptr);
    result["cost"] = {{"alice", to_certified_decimal(v.cost.alice, 12)},
                      {"bob", to_certified_decimal(v.cost.bob, 12)},
                      {"vera", to_certified_decimal(v.cost.vera, 12)}};
    result["enclosures"] = enclosures;
  }
  return result;
}

/// The text form of the result.
int print_debate(const DebateOptions& options, const json& result, std::ostream& text) {
  auto s = [&](const char* k) { return result[k].get<std::string>(); };
  if (!options.quiet) {
    text << "oracle: t = " << result["oracle"]["t"] << ", final_prob = " << s("final_prob") << "\n";
    text << "samples: alice " << result["samples"]["alice"] << ", bob " << result["samples"]["bob"]
         << ", vera " << result["samples"]["vera"] << "\n";
    std::string failing;
    for (const auto& [name, holds] : result["params_fields"].items())
      if (!holds.get<bool>()) failing += " " + name;
    if (result.contains("protocol_overrides"))
      text << "note: protocol overridden (not Lean's): " << result["protocol_overrides"].dump()
           << "\n";
    if (!failing.empty())
      text << "note: Lean Params fields failing:" << failing
           << " (the theorems' hypotheses; values are still exact)\n";
  }
  text << "honest_value        " << s("honest_value") << "\n";
  text << "completeness_value  " << s("completeness_value") << "   (min over all Bob)\n";
  text << "soundness_value     " << s("soundness_value") << "   (sup over all Alice of P(true); "
       << (result["soundness_attained"].is_null()     ? "attainment undecided"
           : result["soundness_attained"].get<bool>() ? "attained"
                                                      : "not attained")
       << ")\n";
  text << "cost (honest play)  alice " << result["cost"]["alice"].get<std::string>() << ", bob "
       << result["cost"]["bob"].get<std::string>() << ", vera "
       << result["cost"]["vera"].get<std::string>() << "\n";
  if (result.contains("worst_cost"))
    text << "cost (worst opponents) alice " << result["worst_cost"]["alice"].get<std::string>()
         << ", bob " << result["worst_cost"]["bob"].get<std::string>() << ", vera "
         << result["worst_cost"]["vera"].get<std::string>() << "\n";
  return 0;
}

}  // namespace

int debate_command(const DebateOptions& options, std::ostream& out, std::ostream& err) {
  if (options.params == "paper")
    return run_command(
        "debate", options.json, out, err, [&] { return paper_debate_result(options); },
        [&](const json& result, std::ostream& text) {
          return print_paper_debate(options, result, text);
        });
  return run_command(
      "debate", options.json, out, err, [&] { return debate_result(options); },
      [&](const json& result, std::ostream& text) { return print_debate(options, result, text); });
}

}  // namespace debref
