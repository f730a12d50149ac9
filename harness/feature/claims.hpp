// Source: issue 7 "Feature debate on finite worlds", checks. The feature family's claims (seed
// 004: Sec. 3.2, Lemma 8, Prop. 9, Prop. 10, Cor. 11, Cor. 12, Prop. 13), each one line of source
// and statement, evaluated exactly on enumerated small environments. A falsifying twin passes
// when its violation is found.
#pragma once

#include <cstdint>
#include <functional>
#include <nlohmann/json.hpp>
#include <optional>
#include <string>
#include <vector>

#include "harness/core/claim.hpp"
#include "reference/feature/environment.hpp"

namespace debref::feature {

/// A named debate instance: environment, question, rounds.
struct Instance {
  std::string name;
  Environment env;
  Question f;
  int rounds = 1;
};

/// The documented Boolean family: K = 1..6 features; priors uniform, skewed product
/// P(W_i = 1) = 1/5, graded product P(W_i = 1) = (i+1)/(K+2), and a joint prior with zeros
/// (K <= 4); questions and / or / xor / majority of the first m features, a threshold, a
/// weighted sum and a pseudo-random f with values in {0, 1/4, ..., 1}; N = 1..3. K = 5, 6 use the
/// uniform and skewed priors and the full-width questions only.
std::vector<Instance> boolean_instances();

/// Every claim of the feature family, in paper order, twins last.
std::vector<Claim> feature_claims();

}  // namespace debref::feature
