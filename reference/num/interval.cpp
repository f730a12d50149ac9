#include "reference/num/interval.hpp"

#include <algorithm>

namespace debref {

namespace {
thread_local long working_precision = 256;

Rational to_rational(mpfr_srcptr x) {
  mpq_t q;
  mpq_init(q);
  mpz_t m;
  mpz_init(m);
  mpfr_exp_t e = mpfr_get_z_2exp(m, x);
  mpq_set_z(q, m);
  if (e >= 0)
    mpq_mul_2exp(q, q, static_cast<mp_bitcnt_t>(e));
  else
    mpq_div_2exp(q, q, static_cast<mp_bitcnt_t>(-e));
  Rational r(q);
  mpz_clear(m);
  mpq_clear(q);
  return r;
}
}  // namespace

long Interval::precision() {
  return working_precision;
}
Interval::PrecisionScope::PrecisionScope(long bits) : saved_(working_precision) {
  working_precision = bits;
}
Interval::PrecisionScope::~PrecisionScope() {
  working_precision = saved_;
}

Interval::Interval() {
  mpfi_init2(value_, working_precision);
  mpfi_set_si(value_, 0);
}
Interval::Interval(long v) {
  mpfi_init2(value_, working_precision);
  mpfi_set_si(value_, v);
}
Interval::Interval(const Rational& v) {
  mpfi_init2(value_, working_precision);
  mpfi_set_q(value_, v.backend().data());
}
Interval::Interval(const Integer& v) {
  mpfi_init2(value_, working_precision);
  mpfi_set_z(value_, v.backend().data());
}
Interval Interval::hull(const Rational& lo, const Rational& hi) {
  Interval a(lo), b(hi);
  Interval r;
  mpfi_union(r.value_, a.value_, b.value_);
  return r;
}
Interval::Interval(const Interval& o) {
  mpfi_init2(value_, mpfi_get_prec(o.value_));
  mpfi_set(value_, o.value_);
}
Interval::Interval(Interval&& o) noexcept {
  mpfi_init2(value_, mpfi_get_prec(o.value_));
  mpfi_swap(value_, o.value_);
}
Interval& Interval::operator=(const Interval& o) {
  if (this != &o) {
    // mpfi_set_prec reallocates; keep the storage when the precision already matches.
    if (mpfi_get_prec(value_) != mpfi_get_prec(o.value_))
      mpfi_set_prec(value_, mpfi_get_prec(o.value_));
    mpfi_set(value_, o.value_);
  }
  return *this;
}
Interval& Interval::operator=(Interval&& o) noexcept {
  mpfi_swap(value_, o.value_);
  return *this;
}
Interval::~Interval() {
  mpfi_clear(value_);
}

Interval& Interval::operator+=(const Interval& o) {
  mpfi_add(value_, value_, o.value_);
  return *this;
}
Interval& Interval::operator-=(const Interval& o) {
  mpfi_sub(value_, value_, o.value_);
  return *this;
}
Interval& Interval::operator*=(const Interval& o) {
  mpfi_mul(value_, value_, o.value_);
  return *this;
}
Interval& Interval::operator/=(const Interval& o) {
  mpfi_div(value_, value_, o.value_);
  return *this;
}
Interval& Interval::mul_ui(unsigned long m) {
  mpfi_mul_ui(value_, value_, m);
  return *this;
}
Interval& Interval::div_ui(unsigned long m) {
  mpfi_div_ui(value_, value_, m);
  return *this;
}
Interval Interval::operator-() const {
  Interval r(*this);
  mpfi_neg(r.value_, value_);
  return r;
}

Rational Interval::lower() const {
  mpfr_t x;
  mpfr_init2(x, mpfi_get_prec(value_));
  mpfi_get_left(x, value_);
  Rational r = to_rational(x);
  mpfr_clear(x);
  return r;
}
Rational Interval::upper() const {
  mpfr_t x;
  mpfr_init2(x, mpfi_get_prec(value_));
  mpfi_get_right(x, value_);
  Rational r = to_rational(x);
  mpfr_clear(x);
  return r;
}
bool Interval::certainly_less(const Interval& o) const {
  return mpfr_less_p(&value_->right, &o.value_->left) != 0;
}
bool Interval::contains(const Rational& x) const {
  return mpfi_is_inside_q(x.backend().data(), value_) > 0;
}
bool Interval::lower_above(const Interval& o) const {
  return mpfr_greater_p(&value_->left, &o.value_->left) != 0;
}
Rational Interval::width() const {
  return upper() - lower();
}

Interval log(const Interval& x) {
  Interval r(x);
  mpfi_log(r.value_, x.value_);
  return r;
}
Interval exp(const Interval& x) {
  Interval r(x);
  mpfi_exp(r.value_, x.value_);
  return r;
}
Interval pow(const Interval& x, unsigned long n) {
  // Square-and-multiply; every step is an enclosure, so the result is one too.
  Interval result(1L), base(x);
  while (n > 0) {
    if (n & 1UL) result *= base;
    n >>= 1;
    if (n > 0) base *= base;
  }
  return result;
}
Interval min(const Interval& a, const Interval& b) {
  Interval r(a);
  mpfr_min(&r.value_->left, &a.value_->left, &b.value_->left, MPFR_RNDD);
  mpfr_min(&r.value_->right, &a.value_->right, &b.value_->right, MPFR_RNDU);
  return r;
}
void Interval::raise_to(const Interval& o) {
  mpfr_max(&value_->left, &value_->left, &o.value_->left, MPFR_RNDD);
  mpfr_max(&value_->right, &value_->right, &o.value_->right, MPFR_RNDU);
}
Interval max(const Interval& a, const Interval& b) {
  Interval r(a);
  mpfr_max(&r.value_->left, &a.value_->left, &b.value_->left, MPFR_RNDD);
  mpfr_max(&r.value_->right, &a.value_->right, &b.value_->right, MPFR_RNDU);
  return r;
}

std::string to_certified_decimal(const Interval& x, int digits) {
  Rational lo = x.lower(), hi = x.upper();
  Rational mid = (lo + hi) / 2;
  Rational err = (hi - lo) / 2;
  // Round the midpoint to `digits` decimals; the rounding error joins the bound.
  std::string m = to_decimal(mid, digits);
  Rational shown = parse_rational(m);
  Rational total = err + (mid > shown ? Rational(mid - shown) : Rational(shown - mid));
  // Upper-bound the error by a one-significant-digit decimal.
  std::string e = "0";
  if (total > 0) {
    int exp10 = 0;
    Rational t = total;
    while (t >= 1) {
      t /= 10;
      ++exp10;
    }
    while (t < Rational(1, 10)) {
      t *= 10;
      --exp10;
    }
    Integer lead = ceil(t * 10);  // 1..10
    if (lead == 10) {
      lead = 1;
      ++exp10;
    }
    e = lead.str() + "e" + std::to_string(exp10 - 1);
  }
  return m + " ± " + e;
}

}  // namespace debref
