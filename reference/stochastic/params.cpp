#include "reference/stochastic/params.hpp"

#include <stdexcept>

namespace debref::stochastic {

Params Params::defaults(const Rational& k, int t) {
  if (k <= 0) throw std::invalid_argument("k: must be > 0 (got " + to_string(k) + ")");
  if (t < 0) throw std::invalid_argument("t: must be >= 0");
  Params p;
  p.v = Rational(1, 100);
  p.c = 1 / (100 * k);
  p.s = 2 / (100 * k);
  p.b = 5 / (100 * k);
  p.q = Rational(1, 100 * (t + 1));
  return p;
}

std::vector<ParamsField> structural_fields(const Params& p) {
  std::vector<ParamsField> f;
  for (const auto& x : all_fields(p, Rational(0), Rational(0), Rational(1), 0))
    if (x.name != "k0" && x.name != "bw" && x.name != "complete" && x.name != "sound")
      f.push_back(x);
  return f;
}

std::vector<ParamsField> defined_fields(const Params& p) {
  return {
      {"c0", "0 < c", 0 < p.c}, {"cs", "c < s", p.c < p.s}, {"sb", "s < b", p.s < p.b},
      {"q0", "0 < q", 0 < p.q}, {"q2", "q < 2", p.q < 2},   {"v0", "0 < v", 0 < p.v},
      {"v2", "v < 2", p.v < 2},
  };
}

std::vector<ParamsField> all_fields(const Params& p, const Rational& w, const Rational& d,
                                    const Rational& k, int t) {
  std::vector<ParamsField> f;
  for (auto& x : params_sides<Rational>(p.v, p.c, p.s, p.b, p.q, w, d, k, Rational(t + 1),
                                        Rational(0), Rational(1)))
    f.push_back({x.name, x.statement, x.strict ? x.lhs < x.rhs : x.lhs <= x.rhs});
  return f;
}

std::vector<FieldMargin> field_margins(const Params& p, const Rational& w, const Rational& d,
                                       const Rational& k, int t) {
  std::vector<FieldMargin> f;
  for (auto& x : params_sides<Rational>(p.v, p.c, p.s, p.b, p.q, w, d, k, Rational(t + 1),
                                        Rational(0), Rational(1)))
    f.push_back({x.name, x.rhs - x.lhs, x.strict});
  return f;
}

bool valid(const std::vector<ParamsField>& fields) {
  return first_failure(fields).empty();
}

std::string first_failure(const std::vector<ParamsField>& fields) {
  for (const auto& f : fields)
    if (!f.holds) return f.name;
  return "";
}

}  // namespace debref::stochastic
