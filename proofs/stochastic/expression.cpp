#include "proofs/stochastic/expression.hpp"

#include <algorithm>
#include <cctype>

#include "proofs/query.hpp"

namespace debref::proofs {

struct Expression::Node {
  char op = 0;  // 'n' number, 'k', 't', '+', '-', '*', '/', '^', '~' (negation)
  Rational value;
  unsigned exponent = 0;
  std::shared_ptr<const Node> left, right;
  // Factors once powers are multiplied out (leaves 1; + and - the larger, * and / the sum, ^ the
  // product): bounds the size of every value the expression can take, however powers nest.
  unsigned long factors = 1;
};

namespace {

// Bounds of an expression: its text (every recursion over the tree stays shallow), its nesting,
// and its factors with powers multiplied out ((k^999)^999 has 998001: refused).
constexpr std::size_t kMaxLength = 1000;  // docs/schema/params_family.json
constexpr int kMaxNesting = 100;
constexpr unsigned long kMaxFactors = 1000;

using NodePtr = std::shared_ptr<const Expression::Node>;

NodePtr make(char op, NodePtr l = nullptr, NodePtr r = nullptr) {
  auto n = std::make_shared<Expression::Node>();
  n->op = op;
  if (l && r)
    n->factors =
        op == '+' || op == '-' ? std::max(l->factors, r->factors) : l->factors + r->factors;
  else if (l)
    n->factors = l->factors;
  n->left = std::move(l);
  n->right = std::move(r);
  return n;
}

class Parser {
 public:
  explicit Parser(const std::string& s) : s_(s) {}

  NodePtr parse() {
    if (s_.size() > kMaxLength)
      throw ExpressionError("expression of " + std::to_string(s_.size()) + " characters: at most " +
                            std::to_string(kMaxLength));
    NodePtr e = sum();
    skip();
    if (i_ != s_.size()) fail("an operator or the end");
    return e;
  }

 private:
  [[noreturn]] void fail(const std::string& expected) const {
    throw ExpressionError("expression \"" + s_ + "\": expected " + expected + " at position " +
                          std::to_string(i_ + 1));
  }
  void skip() {
    while (i_ < s_.size() && std::isspace(static_cast<unsigned char>(s_[i_]))) ++i_;
  }
  bool eat(char c) {
    skip();
    if (i_ < s_.size() && s_[i_] == c) {
      ++i_;
      return true;
    }
    return false;
  }
  /// A left-associative chain of `next` operands joined by the operators `a` and `b`.
  NodePtr chain(char a, char b, NodePtr (Parser::*next)()) {
    NodePtr e = (this->*next)();
    for (char op; eat(a) ? (op = a, true) : eat(b) ? (op = b, true) : false;)
      e = bounded(make(op, e, (this->*next)()));
    return e;
  }
  NodePtr bounded(NodePtr n) const {
    if (n->factors > kMaxFactors)
      fail("at most " + std::to_string(kMaxFactors) +
           " factors once powers are multiplied out (exponents of nested powers multiply)");
    return n;
  }
  /// One level of nesting (a parenthesis or a unary sign) for the duration of a parse.
  struct Nest {
    explicit Nest(Parser& p) : p_(p) {
      if (++p_.nesting_ > kMaxNesting)
        p_.fail("at most " + std::to_string(kMaxNesting) + " nested parentheses or signs");
    }
    ~Nest() { --p_.nesting_; }
    Parser& p_;
  };
  NodePtr sum() { return chain('+', '-', &Parser::product); }
  NodePtr product() { return chain('*', '/', &Parser::unary); }
  NodePtr unary() {
    const Nest nest(*this);
    if (eat('-')) return make('~', unary());
    if (eat('+')) return unary();
    NodePtr base = atom();
    if (eat('^')) {
      skip();
      std::size_t start = i_;
      while (i_ < s_.size() && std::isdigit(static_cast<unsigned char>(s_[i_]))) ++i_;
      if (start == i_ || i_ - start > 3) fail("a natural exponent 0..999");
      auto n = std::make_shared<Expression::Node>();
      n->op = '^';
      n->left = base;
      n->exponent = static_cast<unsigned>(std::stoul(s_.substr(start, i_ - start)));
      n->factors = base->factors * std::max(1u, n->exponent);
      return bounded(n);
    }
    return base;
  }
  NodePtr atom() {
    skip();
    if (eat('(')) {
      const Nest nest(*this);
      NodePtr e = sum();
      if (!eat(')')) fail("')'");
      return e;
    }
    if (i_ < s_.size() && (s_[i_] == 'k' || s_[i_] == 't')) return make(s_[i_++]);
    std::size_t start = i_;
    while (i_ < s_.size() && (std::isdigit(static_cast<unsigned char>(s_[i_])) || s_[i_] == '.'))
      ++i_;
    if (start == i_) fail("a number, k, t or '('");
    auto n = std::make_shared<Expression::Node>();
    n->op = 'n';
    try {
      n->value = parse_rational(s_.substr(start, i_ - start));
    } catch (const std::exception&) {
      i_ = start;
      fail("a number");
    }
    return n;
  }

  const std::string& s_;
  std::size_t i_ = 0;
  int nesting_ = 0;
};

/// The expression over any number type T: `lift` makes a T of a rational constant, `divide`
/// divides (checking for zero where T can).
template <class T, class Lift, class Divide>
T evaluate(const Expression::Node& n, const T& k, const T& t, const Lift& lift,
           const Divide& divide) {
  auto rec = [&](const Expression::Node& m) { return evaluate<T>(m, k, t, lift, divide); };
  switch (n.op) {
    case 'n':
      return lift(n.value);
    case 'k':
      return k;
    case 't':
      return t;
    case '~':
      return lift(Rational(0)) - rec(*n.left);
    case '^': {
      T base = rec(*n.left), r = lift(Rational(1));
      for (unsigned i = 0; i < n.exponent; ++i) r = r * base;
      return r;
    }
    default:
      break;
  }
  T a = rec(*n.left), b = rec(*n.right);
  switch (n.op) {
    case '+':
      return a + b;
    case '-':
      return a - b;
    case '*':
      return a * b;
    default:
      return divide(a, b);
  }
}

}  // namespace

Expression Expression::parse(const std::string& text) {
  Expression e;
  e.root_ = Parser(text).parse();
  e.text_ = text;
  return e;
}

Expression Expression::constant(const Rational& value) {
  Expression e;
  auto n = std::make_shared<Node>();
  n->op = 'n';
  n->value = value;
  e.root_ = n;
  e.text_ = to_string(value);
  return e;
}

Rational Expression::eval(const Rational& k, const Rational& t) const {
  return evaluate<Rational>(
      *root_, k, t, [](const Rational& r) { return r; },
      [](const Rational& a, const Rational& b) {
        if (b == 0) throw std::domain_error("division by zero");
        return Rational(a / b);
      });
}

z3::expr Expression::to_z3(const z3::expr& k, const z3::expr& t) const {
  z3::context& ctx = k.ctx();
  return evaluate<z3::expr>(
      *root_, k, t, [&](const Rational& r) { return numeral(ctx, r); },
      [](const z3::expr& a, const z3::expr& b) { return a / b; });
}

}  // namespace debref::proofs
