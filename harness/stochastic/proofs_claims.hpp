// Source: the Proofs issue ("all queries run in the default suite"). Registers every built-in
// SMT query (claims and sanity twins) and the certified checks of queries 4-6 as `proofs.`
// checks, and the cvc5 cross-check of the emitted files.
#pragma once

#include "harness/core/check.hpp"
#include "proofs/query.hpp"

namespace debref::proofs {

/// Per-query Z3 time limit in the default suite (milliseconds).
inline constexpr unsigned kDefaultTimeoutMs = 20000;

void register_checks(Registry& registry);

/// The check result of one query's outcome: PASS when as expected (UNSAT for a claim, SAT for a
/// twin), UNKNOWN when undecided, FAIL otherwise (with the model as counterexample for a claim).
CheckResult query_result(const Query& query, const Outcome& outcome);

/// A model as JSON: {"name": "exact value", ...}.
nlohmann::json model_json(const Outcome& outcome);

}  // namespace debref::proofs
