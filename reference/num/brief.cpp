#include "reference/num/brief.hpp"

namespace debref {

std::string to_brief_string(const Rational& x) {
  const std::string s = to_string(x);
  if (s.size() <= 60) return s;
  return s.substr(0, 24) + "... (" + std::to_string(s.size()) + " characters)";
}

std::string quoted(std::string_view s) {
  if (s.size() <= 60) return "\"" + std::string(s) + "\"";
  return "\"" + std::string(s.substr(0, 24)) + "...\" (" + std::to_string(s.size()) +
         " characters)";
}

}  // namespace debref
