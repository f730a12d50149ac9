// Source: seed 004 Def. 7 on the command line (docs/FEATURE.md). What a feature twin's
// counterexample carries so that the unmutated `debref feature` replays it
// (harness/core/replay.hpp): the instance as `--env` and `--question` JSON, and the world's row.
#pragma once

#include <cstddef>
#include <nlohmann/json.hpp>
#include <string>

#include "harness/core/claim.hpp"
#include "harness/feature/instances.hpp"
#include "reference/feature/debate.hpp"

namespace debref::feature {

/// The instance and world with f̂^{↑↓}, f̂^{↓↑} (as `debref feature --world` prints them).
nlohmann::json with_interval(const Instance& in, const FeatureDebate& d, std::size_t w);

/// The environment as `debref feature --env` reads it: the prior as the joint table of its
/// support.
nlohmann::json env_json(const Environment& env);

/// The question as a table over every world (docs/FEATURE.md, kind "table").
nlohmann::json question_json(const Environment& env, const Question& f);

/// The unmutated `debref feature` on the twin's instance and world, showing `pointer` = `value`
/// of its --json output (one world: the fields of docs/FEATURE.md's world row); `extra` adds
/// options such as --answers.
void replay_world(nlohmann::json& v, const FeatureDebate& d, std::size_t w,
                  const std::string& pointer, const nlohmann::json& value,
                  const std::string& extra = "");

/// Counts every world of supp π as an instance; at the first where f̂^{↑↓} or f̂^{↓↑} is not 1/2
/// (the twins of Prop. 10 in expectation) records it with its replay and returns true.
bool off_half(ClaimOutcome& o, const Instance& in, const FeatureDebate& d);

}  // namespace debref::feature
