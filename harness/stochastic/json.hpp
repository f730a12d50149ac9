// Source: docs/FORMATS.md: oracles, Params, Params families and violation records as JSON with
// rationals as strings, so every counterexample can be replayed with
// `debref debate --oracle O.json --params P.json`. One parser and one printer per form.
#pragma once

#include <nlohmann/json.hpp>
#include <string>

#include "harness/io/input.hpp"
#include "proofs/stochastic/params_queries.hpp"
#include "reference/stochastic/oracle.hpp"
#include "reference/stochastic/paper_cost.hpp"
#include "reference/stochastic/paper_fig2.hpp"
#include "reference/stochastic/params.hpp"

namespace debref::stochastic {

nlohmann::json to_json(const Oracle& o);
nlohmann::json to_json(const Params& p);
/// seed 001 Fig. 2's constants: {"K", "T", "d", "R", "r", "abort_radius", "test_radius"}.
nlohmann::json to_json(const PaperConstants& c);
/// Fig. 2's worst-run costs: {"alice", "bob", "vera"}, each {"queries", "steps", "time"}.
nlohmann::json to_json(const PaperCosts& c);

/// A replayable record of an instance where `value >= bound` failed: the oracle, Params, k, the
/// failed inequality, both sides and a `debref debate --exact` replay command.
nlohmann::json violation(const Oracle& o, const Params& p, const Rational& k,
                         const std::string& what, const Rational& value, const Rational& bound);

}  // namespace debref::stochastic

namespace debref {

/// {"t": T, "probs": {"": "1/2", "0": ..., "1": ...}}: every prefix of length <= t, each
/// probability in [0, 1], no other keys; t <= max_t.
stochastic::Oracle parse_oracle(const nlohmann::json& j, int max_t);

/// {"c","s","b","q","v"} or {"defaults": true, "k": K} (Lean Params.defaults k t).
stochastic::Params parse_params(const nlohmann::json& j, int t);

/// {"name": "mine", "v": "1/100", "c": "1/(100*k)", "s": ..., "b": ..., "q": ..., "w": "2/3",
///  "d": "3/5"}: a Params family, expressions in k and t (docs/FORMATS.md; `proofs --family`).
proofs::ParamsFamily parse_params_family(const nlohmann::json& j);

}  // namespace debref
