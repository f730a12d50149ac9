// Source: issue 5 "Prover-estimator debate, (eps,rho)-stability and the obfuscated-arguments
// counterexample", checks. The pe family's claims (seed 000: Def. 5.3, Lemma A.4, Lemma A.5,
// Sec. 7, Def. 8.2), each evaluated exactly on enumerated tiny decompositions (d <= 2, q <= 3,
// Boolean M_D). A falsifying twin passes when its violation is found.
#pragma once

#include <string>
#include <vector>

#include "harness/claim.hpp"
#include "reference/prover_estimator/debate.hpp"

namespace debref::pe {

/// A named decomposition with the prover's claim A(x) = L(x) (= g(root) when that is 0/1).
struct Instance {
  std::string name;
  Node root;
};

/// The documented family: d = 1, q = 1..3, every truth table (q = 3: a fixed pseudo-random
/// sample of 24) at every 0/1 leaf vector, plus fractional leaves {1/4, 1/2}; d = 2, q = 1..2,
/// a fixed pseudo-random sample. See docs/PE.md.
std::vector<Instance> instances();

/// The decomposition as JSON (docs/PE.md format).
nlohmann::json to_json(const Node& node);

/// Every claim of the pe family, in paper order, twins last.
std::vector<Claim> pe_claims();

}  // namespace debref::pe
