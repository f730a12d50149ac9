// The stochastic-oracle debate's judge (Lean Debate/Protocol.lean step, steps, debate, bob',
// vera): a transcript is a run of `debate alice bob vera t` with the honest Bob and Vera's
// sample counts recorded, so every decision can be re-derived exactly.
#include "harness/core/judge.hpp"

#include <limits>

#include "harness/io/input.hpp"
#include "harness/stochastic/json.hpp"
#include "reference/stochastic/protocol.hpp"

namespace debref::judge {

namespace {

using nlohmann::json;
using stochastic::Prefix;

/// Lean bob' (and vera): accept iff |p - ones/n| < radius (p unclamped).
bool accepts(const stochastic::Estimator& e, const Rational& claim, std::uint64_t ones) {
  Rational d = claim - Rational(Integer(ones), Integer(e.n));
  if (d < 0) d = -d;
  return d < e.radius;
}

std::optional<Broken> check_transcript(const json& steps, const stochastic::Protocol& protocol,
                                       int t, bool* result) {
  if (steps.empty()) return Broken{"steps", -1, "Lean steps: a debate has at least one step"};
  if (static_cast<int>(steps.size()) > t + 1)
    return Broken{"steps", t + 1,
                  "Lean debate: t + 1 = " + std::to_string(t + 1) + " steps, no more"};
  for (int i = 0; i < static_cast<int>(steps.size()); ++i) {
    const json& s = steps[i];
    const std::string at = "transcript[" + std::to_string(i) + "]";
    const Rational claim = parse_rational_field(s.at("claim"), at + ".claim");
    const auto bob_ones = s.at("bob_ones").get<std::uint64_t>();
    if (bob_ones > protocol.bob.n)
      return Broken{
          "bob_count", i,
          "Lean bob': Bob's estimate counts ones among n = " + std::to_string(protocol.bob.n) +
              " samples (got " + std::to_string(bob_ones) + ")"};
    const bool bob_accepts = s.at("bob").get<bool>();
    if (bob_accepts != accepts(protocol.bob, claim, bob_ones))
      return Broken{"bob_rule", i,
                    std::string("Lean bob': Bob accepts iff |claim - ones/n| < (s+b)/2 = ") +
                        to_string(protocol.bob.radius) + "; here he must " +
                        (bob_accepts ? "reject" : "accept")};
    if (bob_accepts) {
      if (!s.contains("bit"))
        return Broken{"bit", i, "Lean step: after an accept the next bit is drawn"};
      const int bit = s["bit"].get<int>();
      const Rational p = claim < 0 ? Rational(0) : claim > 1 ? Rational(1) : claim;
      if ((bit == 1 && p == 0) || (bit == 0 && p == 1))
        return Broken{"bit_probability", i,
                      "Lean step: the bit is bernoulli(clamp(claim)) = bernoulli(" + to_string(p) +
                          "), which never gives " + std::to_string(bit)};
      if (s.contains("vera") || s.contains("vera_ones"))
        return Broken{"vera_after_accept", i, "Lean step: Vera is asked only after a rejection"};
      *result = bit == 1;
      continue;
    }
    if (i + 1 != static_cast<int>(steps.size()))
      return Broken{"after_reject", i + 1, "Lean steps: the debate stops at the first rejection"};
    if (s.contains("bit"))
      return Broken{"bit_after_reject", i, "Lean step: no bit is drawn after a rejection"};
    if (!s.contains("vera") || !s.contains("vera_ones"))
      return Broken{"vera", i, "Lean step: after a rejection Vera's verdict ends the debate"};
    const auto vera_ones = s["vera_ones"].get<std::uint64_t>();
    if (vera_ones > protocol.vera.n)
      return Broken{"vera_count", i,
                    "Lean vera: counts ones among n = " + std::to_string(protocol.vera.n) +
                        " samples (got " + std::to_string(vera_ones) + ")"};
    const bool vera_accepts = s["vera"].get<bool>();
    if (vera_accepts != accepts(protocol.vera, claim, vera_ones))
      return Broken{"vera_rule", i,
                    std::string("Lean vera: Vera accepts iff |claim - ones/n| < (c+s)/2 = ") +
                        to_string(protocol.vera.radius) + "; here she must " +
                        (vera_accepts ? "reject" : "accept")};
    *result = vera_accepts;
    return std::nullopt;
  }
  if (static_cast<int>(steps.size()) != t + 1)
    return Broken{"steps", static_cast<int>(steps.size()),
                  "Lean debate: without a rejection the debate runs t + 1 = " +
                      std::to_string(t + 1) + " steps"};
  return std::nullopt;
}

}  // namespace

json judge_stochastic(const json& input) {
  constexpr int max_t = 12;
  const stochastic::Oracle oracle = parse_oracle(input.at("oracle"), max_t);
  const stochastic::Params params = parse_params(input.at("params"), oracle.t);
  const stochastic::Protocol protocol = stochastic::protocol(params);
  json out = {
      {"family", "stochastic"},
      {"samples",
       {{"alice", protocol.alice_samples}, {"bob", protocol.bob.n}, {"vera", protocol.vera.n}}}};
  if (input.contains("transcript")) {
    bool result = false;
    const auto broken = check_transcript(input["transcript"], protocol, oracle.t, &result);
    json v = verdict(broken);
    if (!broken) {
      v["result"] = result;
      if (input.contains("result") && input["result"].get<bool>() != result) {
        v = verdict(Broken{"result", -1,
                           std::string("Lean debate: the output is the last bit, or Vera's "
                                       "verdict after a rejection: ") +
                               (result ? "true" : "false")});
      }
    }
    out["transcript"] = v;
  }
  if (input.contains("alice")) {
    // The exact P(true) of Alice's table against honest Bob and Vera (the literal protocol).
    constexpr std::uint64_t max_samples = 4096;
    if (protocol.bob.n > max_samples || protocol.vera.n > max_samples || oracle.t > 3)
      throw InputError(
          "alice: the exact expected outcome is computed for t <= 3 and Bob's and "
          "Vera's sample counts <= 4096 (here t = " +
          std::to_string(oracle.t) + ", " + std::to_string(protocol.bob.n) + ", " +
          std::to_string(protocol.vera.n) + ")");
    std::vector<Rational> claims(stochastic::Oracle::node_count(oracle.t));
    for (std::size_t h = 0; h < claims.size(); ++h) {
      const std::string prefix = Prefix::from_index(h).str();
      if (!input["alice"].contains(prefix))
        throw InputError("alice[\"" + prefix +
                         "\"]: missing (a claim for every prefix of length 0.." +
                         std::to_string(oracle.t) + ")");
      claims[h] = parse_rational_field(input["alice"][prefix], "alice[\"" + prefix + "\"]");
    }
    const auto d = stochastic::debate(stochastic::alice_from_table(claims),
                                      stochastic::bob(params.s, params.b, params.q),
                                      stochastic::vera(params.c, params.s, params.v), oracle.t);
    const Rational p_true = d.prob(oracle).prob(true);
    json e = exact_outcome("p_true", p_true, input, "expected_p_true");
    out["expected_outcome"] = e;
  }
  return out;
}

}  // namespace debref::judge
