#include "reference/num/polynomial.hpp"

#include <algorithm>
#include <stdexcept>

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

Polynomial Polynomial::monic() const {
  if (is_zero()) return {};
  return Rational(1 / c_.back()) * *this;
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

Polynomial operator+(const Polynomial& a, const Polynomial& b) {
  std::vector<Rational> c(std::max(a.c_.size(), b.c_.size()));
  for (std::size_t i = 0; i < a.c_.size(); ++i) c[i] += a.c_[i];
  for (std::size_t i = 0; i < b.c_.size(); ++i) c[i] += b.c_[i];
  return Polynomial(std::move(c));
}

Polynomial operator-(const Polynomial& a, const Polynomial& b) {
  std::vector<Rational> c(std::max(a.c_.size(), b.c_.size()));
  for (std::size_t i = 0; i < a.c_.size(); ++i) c[i] += a.c_[i];
  for (std::size_t i = 0; i < b.c_.size(); ++i) c[i] -= b.c_[i];
  return Polynomial(std::move(c));
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

namespace {

/// Euclidean division a = q b + r with deg r < deg b; b non-zero.
void divide(const std::vector<Rational>& a, const std::vector<Rational>& b,
            std::vector<Rational>& q, std::vector<Rational>& r) {
  if (b.empty()) throw std::domain_error("Polynomial: division by the zero polynomial");
  r = a;
  const std::size_t db = b.size() - 1;
  q.assign(r.size() > db ? r.size() - db : 0, Rational(0));
  for (std::size_t i = r.size(); i-- > db;) {
    if (r[i] == 0) continue;
    Rational f = r[i] / b[db];
    q[i - db] = f;
    for (std::size_t j = 0; j <= db; ++j) r[i - db + j] -= f * b[j];
  }
  if (r.size() > db) r.resize(db);
}

}  // namespace

Polynomial operator/(const Polynomial& a, const Polynomial& b) {
  std::vector<Rational> q, r;
  divide(a.c_, b.c_, q, r);
  return Polynomial(std::move(q));
}

Polynomial operator%(const Polynomial& a, const Polynomial& b) {
  std::vector<Rational> q, r;
  divide(a.c_, b.c_, q, r);
  return Polynomial(std::move(r));
}

Polynomial gcd(const Polynomial& a0, const Polynomial& b0) {
  Polynomial a = a0, b = b0;
  while (!b.is_zero()) {
    Polynomial r = a % b;
    a = std::move(b);
    b = std::move(r);
  }
  return a.monic();
}

Polynomial square_free_part(const Polynomial& p) {
  if (p.degree() <= 0) return p.monic();
  return p.monic() / gcd(p, p.derivative());
}

Polynomial odd_part(const Polynomial& p) {
  if (p.degree() <= 0) return p;
  // Yun on the monic f = p / lead: f = prod_i a_i^i with square-free, pairwise coprime monic a_i.
  const Polynomial f = p.monic();
  const Polynomial g = gcd(f, f.derivative());
  Polynomial b = f / g;
  Polynomial d = f.derivative() / g - b.derivative();
  Polynomial result = Polynomial::constant(p.leading());
  for (int i = 1; b.degree() > 0; ++i) {
    const Polynomial a = gcd(b, d);
    if (i % 2 == 1) result = result * a;
    b = b / a;
    d = d / a - b.derivative();
  }
  return result;
}

std::vector<Polynomial> sturm_sequence(const Polynomial& p) {
  if (p.degree() < 1)
    throw std::invalid_argument("sturm_sequence: needs a non-constant polynomial");
  std::vector<Polynomial> chain{p, p.derivative()};
  for (;;) {
    Polynomial r = chain[chain.size() - 2] % chain.back();
    if (r.is_zero()) break;
    chain.push_back(Rational(-1) * r);
  }
  return chain;
}

namespace {

int sign(const Rational& x) {
  return x > 0 ? 1 : x < 0 ? -1 : 0;
}

/// Sign changes along the chain at x, zeros skipped.
int variations(const std::vector<Polynomial>& chain, const Rational& x) {
  int count = 0, last = 0;
  for (const auto& p : chain) {
    const int s = sign(p(x));
    if (s == 0) continue;
    if (last != 0 && s != last) ++count;
    last = s;
  }
  return count;
}

/// Distinct roots in the open interval (a, b) of a square-free s (a < b).
int count_open_square_free(Polynomial s, const Rational& a, const Rational& b) {
  // s has each root once: remove a and b so that Sturm's theorem applies with non-zero ends.
  if (s.degree() > 0 && s(a) == 0) s = s.deflate(a);
  if (s.degree() > 0 && s(b) == 0) s = s.deflate(b);
  if (s.degree() <= 0) return 0;
  const auto chain = sturm_sequence(s);
  return variations(chain, a) - variations(chain, b);
}

}  // namespace

int count_roots(const Polynomial& p, const Rational& a, const Rational& b) {
  if (p.is_zero()) throw std::invalid_argument("count_roots: the zero polynomial");
  if (a > b) throw std::invalid_argument("count_roots: needs a <= b");
  if (a == b) return 0;
  const Polynomial s = square_free_part(p);
  return count_open_square_free(s, a, b) + (s(b) == 0 ? 1 : 0);
}

bool nonnegative_on(const Polynomial& p, const Rational& a, const Rational& b) {
  if (a > b) throw std::invalid_argument("nonnegative_on: needs a <= b");
  if (a == b) return p(a) >= 0;
  if (p.is_zero()) return true;
  if (p(a) < 0 || p(b) < 0) return false;
  if (p.degree() <= 1) return true;  // affine: the ends decide
  // q = odd_part(p) has p's sign off p's finitely many roots, so by continuity p >= 0 on [a, b]
  // iff q >= 0 there. q's roots are simple, hence sign changes: q >= 0 on [a, b] iff q has no
  // root strictly inside and is positive at one inner point.
  const Polynomial q = odd_part(p);
  return count_open_square_free(q, a, b) == 0 && q((a + b) / 2) > 0;
}

namespace {

/// A point of [a, b] where the square-free q is negative, or nullopt. Terminates: once the
/// width is below the least gap between q's roots, an interval with an inner (simple) root has
/// ends of opposite signs.
std::optional<Rational> negative_point_square_free(const Polynomial& q, const Rational& a,
                                                   const Rational& b) {
  if (q(a) < 0) return a;
  if (q(b) < 0) return b;
  const Rational mid = (a + b) / 2;
  if (count_open_square_free(q, a, b) == 0) {
    if (q(mid) < 0) return mid;  // q has one sign on (a, b)
    return std::nullopt;
  }
  if (auto left = negative_point_square_free(q, a, mid)) return left;
  return negative_point_square_free(q, mid, b);
}

}  // namespace

std::optional<Rational> negative_point(const Polynomial& p, const Rational& a, const Rational& b) {
  if (nonnegative_on(p, a, b)) return std::nullopt;
  if (a == b) return a;
  const Polynomial q = odd_part(p);
  const Rational x = *negative_point_square_free(q, a, b);  // exists: q < 0 somewhere
  if (p(x) < 0) return x;
  // p(x) = 0: x is a root of an even factor; q < 0 on a neighbourhood of x in [a, b] and p has
  // finitely many roots, so some point of the sequence x -/+ (b - a) / 2^j works.
  for (Rational step = (b - a) / 2;; step /= 2)
    for (const Rational& y : {Rational(x - step), Rational(x + step)})
      if (y >= a && y <= b && p(y) < 0) return y;
}

Rational simplest_rational_between(const Rational& a, const Rational& b) {
  if (a > b) throw std::invalid_argument("simplest_rational_between: needs a <= b");
  if (a <= 0 && b >= 0) return 0;
  if (b < 0) return -simplest_rational_between(-b, -a);
  // 0 < a <= b: an integer if [a, b] holds one, else fl + 1/y with y simplest in the image of
  // [a, b] under x -> 1/(x - fl) (continued-fraction expansion of the Stern-Brocot search).
  const Rational fl(floor(a));
  if (fl == a) return a;
  if (fl + 1 <= b) return fl + 1;
  return fl + 1 / simplest_rational_between(1 / (b - fl), 1 / (a - fl));
}

namespace {

/// Collects the rational roots of the square-free s in the open (l, u); s has integer
/// coefficients after scaling by bound (so any rational root has denominator <= bound).
void rational_roots_open(const Polynomial& s, const Integer& bound, const Rational& l,
                         const Rational& u, std::vector<Rational>& out) {
  if (count_open_square_free(s, l, u) == 0) return;
  if ((u - l) * Rational(bound * bound) < 1) {
    // Two rationals with denominators <= bound differ by >= 1/bound^2 > u - l, so at most one
    // lies in [l, u], and then it is the simplest rational there.
    const Rational c = simplest_rational_between(l, u);
    if (c > l && c < u && s(c) == 0) out.push_back(c);
    return;
  }
  const Rational mid = (l + u) / 2;
  rational_roots_open(s, bound, l, mid, out);
  if (s(mid) == 0) out.push_back(mid);
  rational_roots_open(s, bound, mid, u, out);
}

}  // namespace

std::vector<Rational> rational_roots(const Polynomial& p, const Rational& a, const Rational& b) {
  if (p.is_zero()) throw std::invalid_argument("rational_roots: the zero polynomial");
  if (a > b) throw std::invalid_argument("rational_roots: needs a <= b");
  std::vector<Rational> out;
  const Polynomial s = square_free_part(p);  // monic
  if (s(a) == 0) out.push_back(a);
  if (a == b || s.degree() <= 0) return out;
  // L s has integer coefficients and leading coefficient L (L = lcm of the denominators), so a
  // root u/v in lowest terms has v | L (rational root theorem).
  Integer bound = 1;
  for (const Rational& c : s.coefficients())
    bound = boost::multiprecision::lcm(bound, boost::multiprecision::denominator(c));
  rational_roots_open(s, bound, a, b, out);
  if (s(b) == 0) out.push_back(b);
  return out;
}

}  // namespace debref
