// Source: seed 001 Fig. 2 with the paper's constants (reference/stochastic/paper_fig2.hpp):
// `debref debate --params paper --k K` solves the game on one oracle, certified; --bob-radius and
// --vera-radius override B's abort radius 1/(2d) and V's test radius 1/(4d) (twin replays); the
// worst-run costs of every party (reference/stochastic/paper_cost.hpp) come with the values,
// --vera-samples every-round counting them for a V that samples at every round (a twin replay).
#include "harness/stochastic/debate_paper.hpp"

#include "harness/io/input.hpp"
#include "harness/stochastic/json.hpp"
#include "reference/stochastic/paper_cost.hpp"
#include "reference/stochastic/paper_fig2.hpp"

namespace debref {

using nlohmann::json;

Rational parse_paper_radius(const char* flag, const std::string& text) {
  const Rational r = parse_rational_field(json(text), flag);
  // Denominators up to 10^9 keep every breakpoint k/n -+ r below 2^120 over one common
  // denominator (reference/stochastic/paper_fig2.cpp).
  if (r <= 0 || r > 1 || denominator(r) > 1000000000)
    throw InputError(std::string(flag) +
                     ": a rational in (0, 1] with a denominator of at most 10^9");
  return r;
}

stochastic::VeraSampling parse_vera_samples(const std::string& text, json& result) {
  if (text.empty() || text == "on-abort") return stochastic::VeraSampling::OnAbort;
  if (text != "every-round") throw InputError("--vera-samples: on-abort or every-round");
  result["protocol_overrides"]["vera_samples"] = text;
  return stochastic::VeraSampling::EveryRound;
}

json paper_debate_result(const DebateOptions& options) {
  if (options.k.empty()) throw InputError("--k: required with --params paper (K > 0, at most 10)");
  const Rational K = parse_rational_field(json(options.k), "--k");
  if (K <= 0 || K > 10) throw InputError("--k: a rational in (0, 10] with --params paper");
  if (options.exact)
    throw InputError(
        "--exact: not available with --params paper (tens of millions of samples; "
        "the values are certified enclosures)");
  if (!options.alice_samples.empty())
    throw InputError("--alice-samples: not available with --params paper");
  const stochastic::Oracle oracle =
      parse_oracle(read_json_file(options.oracle, "--oracle", "oracle.json"), options.max_t);
  stochastic::PaperConstants c = stochastic::paper_constants(K, oracle.t + 1);
  json result;
  for (auto [flag, text, radius] : {std::tuple{"--bob-radius", options.bob_radius, &c.abort_radius},
                                    {"--vera-radius", options.vera_radius, &c.test_radius}}) {
    if (text.empty()) continue;
    const Rational r = parse_paper_radius(flag, text);
    *radius = r;
    result["protocol_overrides"][std::string(flag).substr(2)] = to_string(r);
  }
  if (!options.samples.empty()) {
    const auto comma = options.samples.find(',');
    if (comma == std::string::npos)
      throw InputError("--samples: expected R,r (two integers in 1..10^9)");
    std::uint64_t* counts[] = {&c.R, &c.r};
    const std::string parts[] = {options.samples.substr(0, comma),
                                 options.samples.substr(comma + 1)};
    for (int i = 0; i < 2; ++i) {
      const Rational n = parse_rational_field(json(parts[i]), "--samples");
      if (denominator(n) != 1 || n < 1 || n > 1000000000)
        throw InputError("--samples: expected R,r (two integers in 1..10^9)");
      *counts[i] = numerator(n).convert_to<std::uint64_t>();
    }
    result["protocol_overrides"]["samples"] = {c.R, c.r};
  }
  const stochastic::VeraSampling sampling = parse_vera_samples(options.vera_samples, result);
  stochastic::PaperFig2 solver(c);
  const Interval complete = solver.completeness(oracle), sound = solver.soundness(oracle);
  result["oracle"] = stochastic::to_json(oracle);
  result["final_prob"] = to_string(stochastic::final_prob(oracle));
  result["paper_constants"] = stochastic::to_json(c);
  const int digits = static_cast<int>(std::min<long>(options.digits, 12));
  result["completeness_value"] = to_certified_decimal(complete, digits);
  result["soundness_value"] = to_certified_decimal(sound, digits);
  result["worst_costs"] = stochastic::to_json(stochastic::paper_worst_costs(oracle, c, sampling));
  result["enclosures"] = {
      {"completeness_value",
       {{"lower", to_string(complete.lower())}, {"upper", to_string(complete.upper())}}},
      {"soundness_value",
       {{"lower", to_string(sound.lower())}, {"upper", to_string(sound.upper())}}}};
  return result;
}

int print_paper_debate(const DebateOptions& options, const json& result, std::ostream& text) {
  auto s = [&](const char* k) { return result[k].get<std::string>(); };
  const json& c = result["paper_constants"];
  if (!options.quiet) {
    text << "oracle: t = " << result["oracle"]["t"] << ", final_prob = " << s("final_prob") << "\n";
    text << "seed 001 Fig. 2 constants: K = " << c["K"].get<std::string>() << ", d = " << c["d"]
         << ", R = " << c["R"] << " (A and B), r = " << c["r"] << " (V), abort radius "
         << c["abort_radius"].get<std::string>() << ", test radius "
         << c["test_radius"].get<std::string>() << "\n";
    if (result.contains("protocol_overrides"))
      text << "note: radii overridden (not the paper's): " << result["protocol_overrides"].dump()
           << "\n";
  }
  text << "completeness_value  " << s("completeness_value")
       << "   (min over all B', who may abort after seeing a_t; A honest)\n";
  text << "soundness_value     " << s("soundness_value")
       << "   (sup over all A', any claim in [0, 1]; B honest)\n";
  if (!options.quiet) {
    const json& w = result["worst_costs"];
    text << "worst-run costs (queries / steps of M / time, seed 001 App. D units):";
    for (const char* party : {"alice", "bob", "vera"})
      text << " " << party << " " << w[party]["queries"] << " / " << w[party]["steps"] << " / "
           << w[party]["time"] << (std::string(party) == "vera" ? "\n" : ";");
  }
  return 0;
}

}  // namespace debref
