// Rationals and input text shortened for messages: an error about a huge input value (a
// million-digit number is a dozen characters of decimal exponent, or a long string) stays
// readable. Exact values are never shortened anywhere else.
#pragma once

#include <string>
#include <string_view>

#include "reference/num/rational.hpp"

namespace debref {

/// to_string, shortened when longer than 60 characters: the first 24 characters and the length
/// ("100000000000000000000000... (1001 characters)").
std::string to_brief_string(const Rational& x);

/// The text in double quotes, shortened the same way.
std::string quoted(std::string_view s);

}  // namespace debref
