// `debref proofs` at one point, exactly and without Z3: `--chernoff N --p P --e E [--factor F]`
// (Lean Prob/Chernoff.lean chernoff_estimate_abs_le: the exact binomial tail against
// F exp(-2 n e^2), F = 2 in Lean; proofs/stochastic/chernoff.hpp) and `--oracle O --k K --strict
// other|same-allowed` (seed 001 Def. 6.1 as stated, strict, for every other oracle O' or, read
// literally, with O' = O allowed; reference/stochastic/lipschitz.hpp strict_lipschitz).
#include "harness/core/command.hpp"
#include "harness/io/input.hpp"
#include "harness/stochastic/command.hpp"
#include "harness/stochastic/json.hpp"
#include "proofs/stochastic/chernoff.hpp"
#include "reference/num/certified.hpp"
#include "reference/stochastic/lipschitz.hpp"

namespace debref {

namespace {

using nlohmann::json;

/// A rational flag in [0, 1].
Rational unit_flag(const std::string& value, const std::string& flag) {
  if (value.empty()) throw InputError(flag + ": required with --chernoff (a rational in [0, 1])");
  const Rational r = parse_rational_field(json(value), flag);
  if (r < 0 || r > 1) throw InputError(flag + ": a rational in [0, 1] (got " + to_string(r) + ")");
  return r;
}

/// The other modes' flags are refused beside `mode`.
void alone(const ProofsOptions& o, const std::string& mode) {
  if (o.list || !o.filter.empty() || !o.emit.empty() || !o.cross_check.empty() ||
      !o.family.empty() || !o.shard.empty() || !o.tolerance.empty() || !o.recorded_z3.empty())
    throw InputError(mode +
                     ": not with --list, --filter, --emit, --cross-check, --family, --shard, "
                     "--tolerance or --recorded-z3 (one exact evaluation, no SMT query)");
}

}  // namespace

int proofs_chernoff(const ProofsOptions& options, std::ostream& out, std::ostream& err) {
  return run_command(
      "proofs", options.json, out, err,
      [&] {
        alone(options, "--chernoff");
        if (!options.oracle.empty() || !options.k.empty() || !options.strict.empty())
          throw InputError("--chernoff: not with --oracle, --k or --strict");
        if (options.chernoff == -1) throw InputError("--p, --e, --factor: only with --chernoff N");
        if (options.chernoff < 1 || options.chernoff > 1000)
          throw InputError("--chernoff: n must be an integer in 1..1000 (got " +
                           std::to_string(options.chernoff) + ")");
        const auto n = static_cast<std::uint64_t>(options.chernoff);
        const Rational p = unit_flag(options.p, "--p"), e = unit_flag(options.e, "--e");
        const Rational factor = options.factor.empty()
                                    ? Rational(2)
                                    : parse_rational_field(json(options.factor), "--factor");
        if (!(factor > 0) || factor > 1000)
          throw InputError("--factor: a rational in (0, 1000] (got " + to_string(factor) + ")");
        const Rational exponent(2);
        const Rational tail = proofs::estimate_tail(n, p, e);
        const Rational power = -exponent * Rational(Integer(n)) * e * e;
        const Interval bound = Interval(factor) * exp(Interval(power));
        const std::optional<bool> holds = proofs::chernoff_bound_holds(n, p, e, factor, exponent);
        return json{
            {"n", n},
            {"p", to_string(p)},
            {"e", to_string(e)},
            {"factor", to_string(factor)},
            {"tail", to_string(tail)},
            {"bound", to_string(factor) + " exp(-2 n e^2)"},
            {"bound_enclosure",
             {{"lower", to_string(power == 0 ? factor : bound.lower())},
              {"upper", to_string(power == 0 ? factor : bound.upper())}}},
            {"slack_lower", to_string(proofs::chernoff_slack_lower(n, p, e, factor, exponent))},
            {"holds", holds ? json(*holds) : json(nullptr)}};
      },
      [&](const json& r, std::ostream& text) {
        text << "Chernoff (Lean chernoff_estimate_abs_le): n = " << r["n"]
             << ", p = " << r["p"].get<std::string>() << ", e = " << r["e"].get<std::string>()
             << "\n  P(|estimate - p| >= e) = " << r["tail"].get<std::string>()
             << " (exact)\n  bound " << r["bound"].get<std::string>() << " = "
             << to_certified_decimal(
                    Interval::hull(
                        parse_rational(r["bound_enclosure"]["lower"].get<std::string>()),
                        parse_rational(r["bound_enclosure"]["upper"].get<std::string>())),
                    20)
             << "\n  "
             << (r["holds"].is_null()     ? "undecided"
                 : r["holds"].get<bool>() ? "holds"
                                          : "FAILS: the tail exceeds the bound")
             << "\n";
      },
      [](const json& r) { return r["holds"].is_null()     ? 3
                                 : r["holds"].get<bool>() ? 0
                                                          : 1; });
}

int proofs_strict(const ProofsOptions& options, std::ostream& out, std::ostream& err) {
  return run_command(
      "proofs", options.json, out, err,
      [&] {
        alone(options, "--strict");
        if (options.strict != "other" && options.strict != "same-allowed")
          throw InputError("--strict: other or same-allowed (got \"" + options.strict + "\")");
        if (options.oracle.empty() || options.k.empty())
          throw InputError("--strict: needs --oracle FILE and --k K");
        const stochastic::Oracle o =
            parse_oracle(read_json_file(options.oracle, "--oracle", "oracle.json"), 2);
        const Rational k = parse_rational_field(json(options.k), "--k");
        if (k < 0) throw InputError("--k: must be >= 0 (got " + to_string(k) + ")");
        const stochastic::StrictLipschitz s =
            stochastic::strict_lipschitz(o, k, options.strict == "same-allowed");
        json r{{"t", o.t},
               {"k", to_string(k)},
               {"o_prime", options.strict},
               {"holds", s.holds},
               {"how", s.how}};
        if (s.witness) {
          const Rational gap =
              magnitude(stochastic::final_prob(o) - stochastic::final_prob(*s.witness));
          const Rational k_dist = k * stochastic::dist(o, *s.witness);
          r["witness"] = stochastic::to_json(*s.witness);
          r["gap"] = to_string(gap);
          r["k_dist"] = to_string(k_dist);
          r["strict_margin"] = to_string(k_dist - gap);
        }
        return r;
      },
      [&](const json& r, std::ostream& text) {
        text << "seed 001 Def. 6.1, strict (" << r["o_prime"].get<std::string>()
             << "), K = " << r["k"].get<std::string>() << ": "
             << (r["holds"].get<bool>() ? "holds" : "FAILS (" + r["how"].get<std::string>() + ")")
             << "\n";
        if (r.contains("witness"))
          text << "  O' = " << r["witness"].dump()
               << ": |P[M^O = 1] - P[M^O' = 1]| = " << r["gap"].get<std::string>()
               << ", K sup|O - O'| = " << r["k_dist"].get<std::string>() << " (margin "
               << r["strict_margin"].get<std::string>() << ", must be > 0)\n";
      },
      [](const json& r) { return r["holds"].get<bool>() ? 0 : 1; });
}

}  // namespace debref
