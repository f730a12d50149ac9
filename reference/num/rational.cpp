#include "reference/num/rational.hpp"

#include <algorithm>
#include <cctype>

#include "reference/num/brief.hpp"

namespace debref {

namespace {

bool all_digits(std::string_view s) {
  if (s.empty()) return false;
  for (char c : s)
    if (!std::isdigit(static_cast<unsigned char>(c))) return false;
  return true;
}

Integer pow10(long n) {
  return boost::multiprecision::pow(Integer(10), static_cast<unsigned>(n));
}

/// The largest |exponent| of a decimal input ("1e-1000"): beyond it a value would be a
/// million-digit integer built from a dozen characters (a fuzzer found "9999999999E999002"
/// taking over 10 s); exact values that small or large can still be written as a/b.
constexpr long kMaxDecimalExponent = 1000;

Rational parse_decimal(std::string_view s, std::string_view whole) {
  bool negative = false;
  if (!s.empty() && (s[0] == '-' || s[0] == '+')) {
    negative = s[0] == '-';
    s.remove_prefix(1);
  }
  long exponent = 0;
  if (auto e = s.find_first_of("eE"); e != std::string_view::npos) {
    std::string_view exp = s.substr(e + 1);
    bool exp_negative = false;
    if (!exp.empty() && (exp[0] == '-' || exp[0] == '+')) {
      exp_negative = exp[0] == '-';
      exp.remove_prefix(1);
    }
    if (!all_digits(exp) || exp.size() > 6)
      throw ParseError("not an exact rational: " + quoted(whole));
    exponent = std::stol(std::string(exp));
    if (exponent > kMaxDecimalExponent)
      throw ParseError("decimal exponent of " + quoted(whole) + " outside -" +
                       std::to_string(kMaxDecimalExponent) + ".." +
                       std::to_string(kMaxDecimalExponent) + " (write a/b instead)");
    if (exp_negative) exponent = -exponent;
    s = s.substr(0, e);
  }
  std::string_view int_part = s, frac_part;
  if (auto dot = s.find('.'); dot != std::string_view::npos) {
    int_part = s.substr(0, dot);
    frac_part = s.substr(dot + 1);
  }
  if ((int_part.empty() && frac_part.empty()) || (!int_part.empty() && !all_digits(int_part)) ||
      (!frac_part.empty() && !all_digits(frac_part)))
    throw ParseError("not an exact rational: " + quoted(whole));
  // Decimal digits only: strip leading zeros so no base prefix (0, 0x) is ever inferred.
  std::string all = std::string(int_part) + std::string(frac_part);
  all.erase(0, std::min(all.find_first_not_of('0'), all.size()));
  Integer digits(all.empty() ? std::string("0") : all);
  exponent -= static_cast<long>(frac_part.size());
  Rational r =
      exponent >= 0 ? Rational(digits * pow10(exponent)) : Rational(digits, pow10(-exponent));
  return negative ? Rational(-r) : r;
}

}  // namespace

Rational parse_rational(std::string_view text) {
  std::string_view s = text;
  while (!s.empty() && std::isspace(static_cast<unsigned char>(s.front()))) s.remove_prefix(1);
  while (!s.empty() && std::isspace(static_cast<unsigned char>(s.back()))) s.remove_suffix(1);
  if (s.empty()) throw ParseError("empty string is not a rational");
  if (auto slash = s.find('/'); slash != std::string_view::npos) {
    std::string_view num = s.substr(0, slash), den = s.substr(slash + 1);
    std::string_view num_digits = num;
    if (!num_digits.empty() && (num_digits[0] == '-' || num_digits[0] == '+'))
      num_digits.remove_prefix(1);
    if (!all_digits(num_digits) || !all_digits(den))
      throw ParseError("not an exact rational: " + quoted(text));
    auto decimal = [](std::string_view v) {
      std::string str(v);
      str.erase(0, std::min(str.find_first_not_of('0'), str.size()));
      return Integer(str.empty() ? std::string("0") : str);
    };
    Integer d = decimal(den);
    if (d == 0) throw ParseError("zero denominator in " + quoted(text));
    Integer n = decimal(num_digits);
    if (num[0] == '-') n = -n;
    return Rational(n, d);
  }
  return parse_decimal(s, text);
}

std::string to_string(const Rational& x) {
  return x.str();
}

Integer floor(const Rational& x) {
  Integer n = boost::multiprecision::numerator(x), d = boost::multiprecision::denominator(x);
  Integer q, r;
  boost::multiprecision::divide_qr(n, d, q, r);
  if (r < 0) q -= 1;
  return q;
}

Integer ceil(const Rational& x) {
  return -floor(Rational(-x));
}

Rational power(const Rational& x, int k) {
  if (k < 0) throw std::invalid_argument("power: exponent must be >= 0");
  Rational out = 1;
  for (int i = 0; i < k; ++i) out *= x;
  return out;
}

std::string to_decimal(const Rational& x, int digits, bool* exact) {
  Rational scaled = x < 0 ? Rational(-x) : x;
  scaled *= Rational(pow10(digits));
  Integer whole = floor(scaled);
  if (exact) *exact = Rational(whole) == scaled;
  std::string s = whole.str();
  if (digits > 0) {
    const auto d = static_cast<std::size_t>(digits);
    if (s.size() <= d) s = std::string(d + 1 - s.size(), '0') + s;
    s = s.substr(0, s.size() - d) + "." + s.substr(s.size() - d);
  }
  return (x < 0 ? "-" : "") + s;
}

std::string to_decimal_down(const Rational& x, int digits) {
  bool exact = false;
  const std::string toward_zero = to_decimal(x, digits, &exact);
  if (exact || x > 0) return toward_zero;
  return to_decimal(x - Rational(Integer(1), pow10(digits)), digits);
}

std::string to_decimal_up(const Rational& x, int digits) {
  bool exact = false;
  const std::string toward_zero = to_decimal(x, digits, &exact);
  if (exact || x < 0) return toward_zero;
  return to_decimal(x + Rational(Integer(1), pow10(digits)), digits);
}

}  // namespace debref
