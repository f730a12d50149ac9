#include "reference/num/brief.hpp"

namespace debref {

std::string to_brief_string(const Rational& x) {
  const std::string s = to_string(x);
  if (s.size() <= 60) return s;
  return s.substr(0, 24) + "... (" + std::to_string(s.size()) + " characters)";
}

// Appended to a named string rather than `"\"" + std::string(s)`: GCC 12 at -O3 reports a false
// -Wrestrict overlap inside operator+(const char*, std::string&&).
std::string quoted(std::string_view s) {
  std::string q = "\"";
  if (s.size() <= 60) {
    q += s;
    q += '"';
    return q;
  }
  q += s.substr(0, 24);
  q += "...\" (";
  q += std::to_string(s.size());
  q += " characters)";
  return q;
}

}  // namespace debref
