// Source: docs/FEATURE.md "Formats and command line". Every JSON form of the feature family: the
// environment and question inputs (parsers throwing InputError naming the field) and the per-world
// result row of `debref feature` (printer).
#pragma once

#include <cstddef>
#include <nlohmann/json.hpp>
#include <string>
#include <vector>

#include "reference/feature/continuous.hpp"
#include "reference/feature/debate.hpp"
#include "reference/feature/environment.hpp"

namespace debref {

/// {"features": [{"values": M} | {"digits": D}, ...], "prior": "uniform" |
/// {"product": [[p_0, ..., p_{M-1}], ...]} | {"joint": [{"world": [v_1, ...], "p": P}, ...]}}.
/// Throws InputError naming the field.
feature::Environment parse_feature_environment(const nlohmann::json& j);

/// {"kind": "and"|"or"|"xor"|"majority", "features": [i, ...]} (default every feature),
/// {"kind": "threshold", "features", "weights": [...], "threshold": T},
/// {"kind": "weighted", "features", "weights": [...]},
/// {"kind": "table", "values": [{"world": [v_1, ...], "f": X}, ...], "default": X}.
feature::Question parse_feature_question(const nlohmann::json& j, const feature::Environment& env);

/// A world [v_1, ..., v_K] of `env` (value indices in range). Throws InputError naming `field`.
feature::World world_field(const nlohmann::json& j, const feature::Environment& env,
                           const std::string& field);

/// One world's row of `debref feature`: world, prior, truth, f_up_down, f_down_up, the
/// optimal-answer interval, the error and both optimal argument sequences ("W1", ..., "pass").
nlohmann::json world_json(const feature::FeatureDebate& d, std::size_t w);

// harness/feature/json_continuous.cpp: π uniform on [0, 1]^ℕ and a multilinear-in-splines f.
constexpr int kMaxContinuousFeatures = 6;
/// {"continuous": K}, K in 1..kMaxContinuousFeatures: the number of features f depends on.
int parse_continuous_environment(const nlohmann::json& j);
/// {"kind": "multilinear", "splines": [{"knots": [0, ..., 1], "pieces": [[c0, c1, c2], ...]}, ...
/// one per feature], "terms": [{"c": C, "features": [i, ...]}, ...]}; f must map [0, 1]^K into
/// [0, 1]. Throws InputError naming the field.
feature::ContinuousQuestion parse_continuous_question(const nlohmann::json& j, int k);
/// Exact rationals as a JSON array of strings (a point of [0, 1]^K, a box corner).
nlohmann::json rationals_json(const std::vector<Rational>& v);
/// The inputs above as the parsers read them back.
nlohmann::json continuous_environment_json(int k);
nlohmann::json continuous_question_json(const feature::ContinuousQuestion& f);

}  // namespace debref
