#include "reference/num/polynomial.hpp"

#include <boost/multiprecision/integer.hpp>

namespace debref {

Polynomial::Polynomial(std::vector<Rational> coefficients) : c_(std::move(coefficients)) {
  trim();
}

void Polynomial::trim() {
  while (!c_.empty() && c_.back() == 0) c_.pop_back();
}

Rational Polynomial::operator()(const Rational& x) const {
  Rational r = 0;
  for (auto it = c_.rbegin(); it != c_.rend(); ++it) r = r * x + *it;
  return r;
}

Polynomial Polynomial::derivative() const {
  std::vector<Rational> d;
  for (std::size_t i = 1; i < c_.size(); ++i) d.push_back(c_[i] * static_cast<long>(i));
  return Polynomial(std::move(d));
}

Polynomial operator+(const Polynomial& a, const Polynomial& b) {
  std::vector<Rational> c(std::max(a.c_.size(), b.c_.size()));
  for (std::size_t i = 0; i < a.c_.size(); ++i) c[i] += a.c_[i];
  for (std::size_t i = 0; i < b.c_.size(); ++i) c[i] += b.c_[i];
  return Polynomial(std::move(c));
}

Polynomial operator-(const Polynomial& a, const Polynomial& b) {
  return a + Rational(-1) * b;
}

Polynomial operator*(const Polynomial& a, const Polynomial& b) {
  if (a.is_zero() || b.is_zero()) return {};
  std::vector<Rational> c(a.c_.size() + b.c_.size() - 1);
  for (std::size_t i = 0; i < a.c_.size(); ++i)
    for (std::size_t j = 0; j < b.c_.size(); ++j) c[i + j] += a.c_[i] * b.c_[j];
  return Polynomial(std::move(c));
}

Polynomial operator*(const Rational& k, const Polynomial& a) {
  std::vector<Rational> c = a.c_;
  for (auto& x : c) x *= k;
  return Polynomial(std::move(c));
}

Polynomial operator/(const Polynomial& a, const Polynomial& b) {
  std::vector<Rational> r = a.c_;
  const int db = b.degree();
  if (static_cast<int>(r.size()) <= db) return {};
  std::vector<Rational> q(r.size() - db);
  for (int i = static_cast<int>(r.size()) - 1; i >= db; --i) {
    Rational f = r[i] / b.c_[db];
    q[i - db] = f;
    if (f == 0) continue;
    for (int j = 0; j <= db; ++j) r[i - db + j] -= f * b.c_[j];
  }
  return Polynomial(std::move(q));
}

Polynomial Polynomial::monic() const {
  if (is_zero()) return {};
  return Rational(1 / c_.back()) * *this;
}

Polynomial gcd(const Polynomial& a0, const Polynomial& b0) {
  Polynomial a = a0, b = b0;
  while (!b.is_zero()) {
    Polynomial r = a % b;
    a = b;
    b = r;
  }
  return a.monic();
}

Polynomial odd_part(const Polynomial& p) {
  if (p.degree() <= 0) return p;
  // Yun: p = lead * prod_i a_i^i with square-free, pairwise coprime a_i.
  Polynomial d = p.derivative();
  Polynomial g = gcd(p, d);
  Polynomial b = p.monic() / g, c = d.monic() / g;
  // c above is p'/g up to the factor lead(p'); recompute it so that c - b' stays exact.
  c = (Rational(1 / p.coefficients().back()) * d) / g;
  Polynomial result = Polynomial::constant(p.coefficients().back());
  Polynomial dd = c - b.derivative();
  for (int i = 1; b.degree() > 0; ++i) {
    Polynomial a = gcd(b, dd);
    if (i % 2 == 1) result = result * a;
    b = b / a;
    c = dd / a;
    dd = c - b.derivative();
  }
  return result;
}

Polynomial operator%(const Polynomial& a, const Polynomial& b) {
  std::vector<Rational> r = a.c_;
  const int db = b.degree();
  for (int i = static_cast<int>(r.size()) - 1; i >= db; --i) {
    Rational f = r[i] / b.c_[db];
    if (f == 0) continue;
    for (int j = 0; j <= db; ++j) r[i - db + j] -= f * b.c_[j];
  }
  if (static_cast<int>(r.size()) > db) r.resize(std::max(db, 0));
  return Polynomial(std::move(r));
}

Polynomial Polynomial::deflate(const Rational& root) const {
  // Synthetic division by (x - root); the remainder p(root) is zero by precondition.
  if (c_.size() <= 1) return {};
  std::vector<Rational> q(c_.size() - 1);
  Rational carry = 0;
  for (std::size_t i = c_.size(); i-- > 1;) {
    carry = carry * root + c_[i];
    q[i - 1] = carry;
  }
  return Polynomial(std::move(q));
}

namespace {

int sign(const Rational& x) {
  return x > 0 ? 1 : x < 0 ? -1 : 0;
}

int variations(const std::vector<Polynomial>& chain, const Rational& x) {
  int count = 0, last = 0;
  for (const auto& p : chain) {
    int s = sign(p(x));
    if (s == 0) continue;
    if (last != 0 && s != last) ++count;
    last = s;
  }
  return count;
}

}  // namespace

int count_roots(const Polynomial& p0, const Rational& a, const Rational& b) {
  if (p0.is_zero()) return 0;
  // Remove roots at the endpoints so Sturm's count over (a, b] is exactly the open interval's.
  Polynomial p = p0;
  while (p.degree() > 0 && p(a) == 0) p = p.deflate(a);
  while (p.degree() > 0 && p(b) == 0) p = p.deflate(b);
  if (p.degree() <= 0) return 0;
  std::vector<Polynomial> chain{p, p.derivative()};
  while (chain.back().degree() > 0) {
    Polynomial r = chain[chain.size() - 2] % chain.back();
    if (r.is_zero()) break;
    chain.push_back(Rational(-1) * r);
  }
  return variations(chain, a) - variations(chain, b);
}

namespace {

/// negative_point for a polynomial whose real roots are all simple (so bisection isolates them).
std::optional<Rational> negative_point_simple(const Polynomial& p, const Rational& a,
                                              const Rational& b) {
  if (p(a) < 0) return a;
  if (p(b) < 0) return b;
  Rational mid = (a + b) / 2;
  if (count_roots(p, a, b) == 0) {
    // No root inside: p has one sign on (a, b), read at the midpoint.
    if (p(mid) < 0) return mid;
    return std::nullopt;
  }
  if (auto left = negative_point_simple(p, a, mid)) return left;
  return negative_point_simple(p, mid, b);
}

}  // namespace

std::optional<Rational> negative_point(const Polynomial& p, const Rational& a, const Rational& b) {
  // p and its odd part have the same sign off p's roots, and p >= 0 on [a, b] iff the odd part
  // is >= 0 there (continuity). A point where the odd part is negative is one where p is too.
  auto x = negative_point_simple(odd_part(p), a, b);
  if (!x || p(*x) < 0) return x;
  // x is a root of an even-multiplicity factor inside the open set where the odd part is
  // negative: a nearby point of [a, b] is not.
  for (Rational step = (b - a) / 4; step > 0; step /= 2)
    for (const Rational& y : {Rational(*x + step), Rational(*x - step)})
      if (y >= a && y <= b && p(y) < 0) return y;
  return x;  // unreachable: the odd part is negative on an interval around x
}

std::vector<Rational> rational_roots_low_degree(const Polynomial& p, const Rational& a,
                                                const Rational& b) {
  std::vector<Rational> roots;
  auto keep = [&](const Rational& r) {
    if (r >= a && r <= b) roots.push_back(r);
  };
  const auto& c = p.coefficients();
  if (p.degree() == 1) keep(-c[0] / c[1]);
  if (p.degree() == 2) {
    Rational disc = c[1] * c[1] - 4 * c[2] * c[0];
    if (disc < 0) return roots;
    Integer n = boost::multiprecision::numerator(disc),
            d = boost::multiprecision::denominator(disc);
    Integer sn = boost::multiprecision::sqrt(n), sd = boost::multiprecision::sqrt(d);
    if (sn * sn != n || sd * sd != d) return roots;
    Rational s(sn, sd);
    keep((-c[1] + s) / (2 * c[2]));
    keep((-c[1] - s) / (2 * c[2]));
  }
  return roots;
}

}  // namespace debref
