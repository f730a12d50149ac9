// The debate-query-complexity judge (seed 002 Def. 1): a (k, l)-debate given as a verifier tree
// in the notation `debref dqc` prints ("x1 ? (b1 ? 1 : 0) : 0"); a transcript (x, α, β) is
// judged by running the verifier, and the debate itself by equations (1), (2) for every x (the
// exact game value, i.e. optimal provers).
#include "harness/core/judge.hpp"

#include "harness/dqc/family.hpp"
#include "harness/dqc/json.hpp"
#include "harness/io/input.hpp"
#include "reference/dqc/debate.hpp"

namespace debref::judge {

namespace {

using nlohmann::json;

dqc::TruthTable truth_table(const std::string& s) {
  try {
    return dqc::parse_truth_table(s, 5);
  } catch (const dqc::TruthTableSyntax& e) {
    if (e.length)
      throw InputError("truth_table: 2^n characters with n in 0..5 (got " +
                       std::to_string(s.size()) + ")");
    throw InputError("truth_table: characters must be 0 or 1");
  }
}

/// Def. 1 with at most `queries` queries (when given), then eq. (1), (2) at every x.
json debate_verdict(const json& input, const dqc::Debate& d, const dqc::TruthTable& f) {
  if (input.contains("queries") && input["queries"].get<int>() < d.queries())
    return verdict(
        Broken{"queries", -1,
               "seed 002 Def. 1: the verifier makes at most l = " + input["queries"].dump() +
                   " queries; this tree makes " + std::to_string(d.queries())});
  const dqc::Validity v = dqc::validate(d, f);
  std::optional<Broken> broken;
  if (!v.valid) {
    const std::uint32_t x = *v.failing_x;
    broken = Broken{f(x) ? "equation_2" : "equation_1", -1,
                    std::string("seed 002 Def. 1, eq. (") + (f(x) ? "2" : "1") +
                        "): at x = " + dqc::input_string(x, d.n) + " f(x) = " + (f(x) ? "1" : "0") +
                        " but the game value (optimal provers) is " + (f(x) ? "0" : "1")};
  }
  return verdict(broken);
}

/// The verifier's output M(x, α, β) on the transcript, against its claimed output (if given).
json transcript_verdict(const json& t, const dqc::Debate& d) {
  const int n = d.n, k = d.k;
  const std::vector<bool> x = dqc::parse_bits(t.at("x"), n, "transcript.x");
  const std::vector<bool> alpha = dqc::parse_bits(t.at("alpha"), k, "transcript.alpha");
  const std::vector<bool> beta = dqc::parse_bits(t.at("beta"), k, "transcript.beta");
  std::vector<bool> in(n + 2 * k);
  for (int j = 1; j <= n; ++j) in[dqc::x_var(j)] = x[j - 1];
  for (int i = 1; i <= k; ++i) {
    in[dqc::alpha_var(n, i)] = alpha[i - 1];
    in[dqc::beta_var(n, i)] = beta[i - 1];
  }
  const bool output = d.tree.eval(in);
  json v = verdict(std::nullopt);
  if (t.contains("output") && t["output"].get<int>() != (output ? 1 : 0))
    v = verdict(Broken{
        "output", -1,
        std::string("seed 002 Sec. 2: the verifier M(x, α, β) outputs ") + (output ? "1" : "0")});
  v["output"] = output ? 1 : 0;
  return v;
}

}  // namespace

json judge_dqc(const json& input) {
  const dqc::TruthTable f = truth_table(input.at("truth_table").get<std::string>());
  const int n = f.n;
  const int k = input.at("rounds").get<int>();
  if (k < 0 || k > 8) throw InputError("rounds: k in 0..8 (got " + std::to_string(k) + ")");
  const dqc::Debate d{n, k, dqc::parse_verifier(input.at("verifier").get<std::string>(), n, k)};
  json out = {{"family", "dqc"}, {"n", n}, {"rounds", k}, {"queries", d.queries()}};
  out["debate"] = debate_verdict(input, d, f);
  if (input.contains("transcript")) out["transcript"] = transcript_verdict(input["transcript"], d);
  return out;
}

}  // namespace debref::judge
