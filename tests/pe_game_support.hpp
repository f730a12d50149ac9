// Shared by the tests of seed 000 Thm 6.1 / Thm 6.2's two-input games (tests/test_pe_thm6_1.cpp,
// tests/test_pe_thm6_2.cpp): the family's parameters and a decomposition from its JSON text
// (docs/FORMATS.md).
#pragma once

#include <nlohmann/json.hpp>

#include "harness/pe/json.hpp"
#include "reference/num/rational.hpp"

namespace debref_test {

inline const debref::Rational kEps(1, 10);
inline const debref::Rational kR(1, 80);  // eps (1 - rho) / 4 at rho = 1/2

/// M_D = NOR (truth table `1000`: 1 only when both subclaims are 0) over two true leaves: g = 0,
/// stable.
inline const char* const kNorTrue =
    R"({"children":[{"oracle":"1"},{"oracle":"1"}],"truth_table":"1000"})";

inline debref::pe::Node decomposition_of(const char* text) {
  return debref::pe::parse_decomposition(nlohmann::json::parse(text));
}

}  // namespace debref_test
