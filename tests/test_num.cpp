// Tests for reference/num: exact parsing, certified samples (Lean Debate/Protocol.lean samples).
#include <doctest/doctest.h>

#include "reference/num/brief.hpp"
#include "reference/num/certified.hpp"
#include "reference/prob/binomial.hpp"

using namespace debref;

TEST_CASE("parse_rational accepts fractions, integers and exact decimals") {
  CHECK(parse_rational("3/4") == Rational(3, 4));
  CHECK(parse_rational("-6/8") == Rational(-3, 4));
  CHECK(parse_rational("0.75") == Rational(3, 4));
  CHECK(parse_rational("1e-3") == Rational(1, 1000));
  CHECK(parse_rational("2.5E2") == Rational(250));
  CHECK(parse_rational(" 7 ") == Rational(7));
  CHECK_THROWS_AS(parse_rational("abc"), ParseError);
  CHECK_THROWS_AS(parse_rational("1/0"), ParseError);
  CHECK_THROWS_AS(parse_rational(""), ParseError);
  CHECK_THROWS_AS(parse_rational("0.5.5"), ParseError);
  CHECK_THROWS_AS(parse_rational("nan"), ParseError);
  // Decimal exponents within -1000..1000 (a fuzzer's "9999999999E999002" took over 10 s).
  const Integer googol10 = boost::multiprecision::pow(Integer(10), 1000);
  CHECK(parse_rational("1e1000") == Rational(googol10));
  CHECK(parse_rational("5e-1000") * Rational(googol10) == 5);
  CHECK(to_brief_string(Rational(googol10)) == "100000000000000000000000... (1001 characters)");
  CHECK(to_brief_string(Rational(3, 4)) == "3/4");
  CHECK_THROWS_AS(parse_rational("1e1001"), ParseError);
  CHECK_THROWS_AS(parse_rational("1e-1001"), ParseError);
  CHECK_THROWS_AS(parse_rational("9999999999E999002"), ParseError);
}

TEST_CASE("samples matches hand-computed ceilings") {
  // -log(1/8)/(2 * 1/100) = 50 ln 8 = 103.97... -> 104 (c=1/10, q=1/4).
  CHECK(samples(Rational(1, 10), Rational(1, 4)) == 104);
  // Bob (b-s)/2 = 1/20, q = 1/4: 200 ln 8 = 415.88 -> 416; Vera (s-c)/2 = 1/20, v = 1/8:
  // 200 ln 16 = 554.5 -> 555.
  CHECK(samples(Rational(1, 20), Rational(1, 4)) == 416);
  CHECK(samples(Rational(1, 20), Rational(1, 8)) == 555);
  // Lean defaults at k = 1, t = 1: c = 1/100, q = 1/200: 5000 ln 400 = 29957.3 -> 29958?
  // (the Alice count with q = 1/200: -ln(1/400)/(2e-4) = 29957.32)
  CHECK(samples(Rational(1), Rational(1)) == 1);  // ln 2 / 2 = 0.3466 -> 1
  // Lean Params.defaults 1 0: c = 1/100, q = 1/100, (b-s)/2 = 3/200, (s-c)/2 = 1/200,
  // v = 1/100: 5000 ln 200 = 26491.59, 20000/9 ln 200 = 11774.04, 20000 ln 200 = 105966.35.
  CHECK(samples(Rational(1, 100), Rational(1, 100)) == 26492);
  CHECK(samples(Rational(3, 200), Rational(1, 100)) == 11775);
  CHECK(samples(Rational(1, 200), Rational(1, 100)) == 105967);
  // Params.defaults 1 1 has q = 1/200: 5000 ln 400 = 29957.32, 20000/9 ln 400 = 13314.37.
  CHECK(samples(Rational(1, 100), Rational(1, 200)) == 29958);
  CHECK(samples(Rational(3, 200), Rational(1, 200)) == 13315);
  CHECK_THROWS_AS(samples(Rational(0), Rational(1, 2)), DomainError);
  CHECK_THROWS_AS(samples(Rational(1, 2), Rational(2)), DomainError);
  CHECK_THROWS_AS(samples(Rational(1, 2), Rational(0)), DomainError);
}

TEST_CASE("binomial cursor agrees across Integer, Rational and Interval") {
  BinomialCursor<Integer> zi(5, Rational(1, 3));
  BinomialCursor<Rational> zr(5, Rational(1, 3));
  BinomialCursor<Interval> zv(5, Rational(1, 3));
  CHECK(zi.total() == 243);
  // P(X = 0..5) numerators over 3^5: 32 80 80 40 10 1
  const int expected[] = {32, 80, 80, 40, 10, 1};
  for (int k = 0; k <= 5; ++k) {
    zi.advance_to(k);
    zr.advance_to(k);
    zv.advance_to(k);
    CHECK(zi.pmf() == expected[k]);
    CHECK(zr.pmf() == Rational(expected[k], 243));
    CHECK(zv.pmf().contains(Rational(expected[k], 243)));
  }
  CHECK(zr.cdf() == 1);
  BinomialCursor<Rational> one(4, Rational(1));
  CHECK(one.cdf_at(3) == 0);
  CHECK(one.cdf_at(4) == 1);
  BinomialCursor<Rational> zero(4, Rational(0));
  CHECK(zero.cdf_at(0) == 1);
}

TEST_CASE("decimal rendering truncates toward zero; certified decimals bound their error") {
  CHECK(to_decimal(Rational(1, 8), 2) == "0.12");
  CHECK(to_decimal(Rational(-5, 2), 0) == "-2");
  CHECK(to_decimal(Rational(1, 3), 4) == "0.3333");
  CHECK(to_decimal(Rational(123), 1) == "123.0");
  bool exact = false;
  to_decimal(Rational(1, 4), 2, &exact);
  CHECK(exact);
  // [1/3 - 10^-40, 1/3 + 10^-40] shown with 5 digits: 0.33333 and an error bound 4e-6 >= 1/3 -
  // 0.33333 = 3.3e-6.
  Rational tiny(Integer(1), boost::multiprecision::pow(Integer(10), 40));
  Interval x = Interval::hull(Rational(1, 3) - tiny, Rational(1, 3) + tiny);
  CHECK(to_certified_decimal(x, 5) == "0.33333 ± 4e-6");
  CHECK(to_certified_decimal(Interval(Rational(1, 2)), 3) == "0.500 ± 0");
}

TEST_CASE("directed decimal rounding: a lower bound never above x, an upper bound never below") {
  CHECK(to_decimal_down(Rational(1, 3), 4) == "0.3333");
  CHECK(to_decimal_up(Rational(1, 3), 4) == "0.3334");
  CHECK(to_decimal_down(Rational(-1, 3), 4) == "-0.3334");
  CHECK(to_decimal_up(Rational(-1, 3), 4) == "-0.3333");
  CHECK(to_decimal_down(Rational(1, 8), 3) == "0.125");  // exact: unchanged
  CHECK(to_decimal_up(Rational(-5, 2), 0) == "-2");
  CHECK(to_decimal_down(Rational(-5, 2), 0) == "-3");
  for (int num = -40; num <= 40; ++num)
    for (int den : {3, 7, 9, 11}) {
      const Rational x(num, den);
      CHECK(parse_rational(to_decimal_down(x, 3)) <= x);
      CHECK(parse_rational(to_decimal_up(x, 3)) >= x);
    }
}
