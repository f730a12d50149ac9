#include "harness/io/pattern.hpp"

#include <functional>
#include <vector>

namespace debref::schema {

struct Pattern::Node {
  enum class Kind { Empty, Char, Any, Class, Start, End, Sequence, Alternation, Repeat };
  Kind kind = Kind::Empty;
  char c = 0;
  std::vector<std::pair<unsigned char, unsigned char>> ranges;  // Class
  bool negated = false;
  std::vector<std::unique_ptr<Node>> children;  // Sequence, Alternation; Repeat: one child
  int min = 0, max = -1;                        // Repeat; max -1: unbounded
};

namespace {

using Node = Pattern::Node;
using Kind = Pattern::Node::Kind;

class Parser {
 public:
  explicit Parser(std::string_view s) : s_(s) {}
  std::unique_ptr<Node> parse() {
    auto node = alternation();
    if (at_ < s_.size()) fail("unexpected ')'");
    return node;
  }

 private:
  [[noreturn]] void fail(const std::string& what) const {
    throw std::invalid_argument("pattern \"" + std::string(s_) + "\" at " + std::to_string(at_) +
                                ": " + what);
  }
  bool more() const { return at_ < s_.size(); }
  char peek() const { return s_[at_]; }

  std::unique_ptr<Node> alternation() {
    auto first = sequence();
    if (!more() || peek() != '|') return first;
    auto alt = std::make_unique<Node>();
    alt->kind = Kind::Alternation;
    alt->children.push_back(std::move(first));
    while (more() && peek() == '|') {
      ++at_;
      alt->children.push_back(sequence());
    }
    return alt;
  }

  std::unique_ptr<Node> sequence() {
    auto seq = std::make_unique<Node>();
    seq->kind = Kind::Sequence;
    while (more() && peek() != '|' && peek() != ')') seq->children.push_back(quantified());
    return seq;
  }

  int number() {
    if (!more() || peek() < '0' || peek() > '9') fail("expected a number in {m,n}");
    int n = 0;
    while (more() && peek() >= '0' && peek() <= '9') {
      n = n * 10 + (peek() - '0');
      if (n > 100000) fail("repetition count too large");
      ++at_;
    }
    return n;
  }

  std::unique_ptr<Node> quantified() {
    auto atom_node = atom();
    if (!more()) return atom_node;
    int min = -1, max = -1;
    switch (peek()) {
      case '?':
        min = 0, max = 1;
        break;
      case '*':
        min = 0, max = -1;
        break;
      case '+':
        min = 1, max = -1;
        break;
      case '{': {
        ++at_;
        min = number();
        max = min;
        if (more() && peek() == ',') {
          ++at_;
          max = more() && peek() == '}' ? -1 : number();
        }
        if (!more() || peek() != '}') fail("expected '}'");
        if (max != -1 && max < min) fail("{m,n} with n < m");
        break;
      }
      default:
        return atom_node;
    }
    ++at_;
    if (atom_node->kind == Kind::Start || atom_node->kind == Kind::End) fail("quantified anchor");
    auto rep = std::make_unique<Node>();
    rep->kind = Kind::Repeat;
    rep->min = min;
    rep->max = max;
    rep->children.push_back(std::move(atom_node));
    return rep;
  }

  void escape_into(Node& n, bool in_class) {
    if (!more()) fail("dangling backslash");
    const char e = s_[at_++];
    auto add = [&](unsigned char lo, unsigned char hi) { n.ranges.emplace_back(lo, hi); };
    switch (e) {
      case 'd':
        n.kind = Kind::Class;
        add('0', '9');
        return;
      case 'w':
        n.kind = Kind::Class;
        add('a', 'z'), add('A', 'Z'), add('0', '9'), add('_', '_');
        return;
      case 's':
        n.kind = Kind::Class;
        add(' ', ' '), add('\t', '\r');
        return;
      default:
        if ((e >= 'a' && e <= 'z') || (e >= 'A' && e <= 'Z') || (e >= '0' && e <= '9'))
          fail(std::string("unsupported escape \\") + e);
        if (in_class) {
          add(static_cast<unsigned char>(e), static_cast<unsigned char>(e));
        } else {
          n.kind = Kind::Char;
          n.c = e;
        }
    }
  }

  std::unique_ptr<Node> atom() {
    auto n = std::make_unique<Node>();
    const char c = s_[at_++];
    switch (c) {
      case '(': {
        if (more() && peek() == '?') fail("group modifiers (?...) are not supported");
        auto inner = alternation();
        if (!more() || peek() != ')') fail("expected ')'");
        ++at_;
        return inner;
      }
      case '[':
        return char_class();
      case '.':
        n->kind = Kind::Any;
        return n;
      case '^':
        n->kind = Kind::Start;
        return n;
      case '$':
        n->kind = Kind::End;
        return n;
      case '\\':
        escape_into(*n, false);
        return n;
      case '*':
      case '+':
      case '?':
      case '{':
        fail(std::string("nothing to repeat before '") + c + "'");
      default:
        n->kind = Kind::Char;
        n->c = c;
        return n;
    }
  }

  std::unique_ptr<Node> char_class() {
    auto n = std::make_unique<Node>();
    n->kind = Kind::Class;
    if (more() && peek() == '^') {
      n->negated = true;
      ++at_;
    }
    bool first = true;
    while (true) {
      if (!more()) fail("unterminated [");
      char c = s_[at_++];
      if (c == ']' && !first) break;
      first = false;
      if (c == '\\') {
        escape_into(*n, true);
        continue;
      }
      unsigned char lo = static_cast<unsigned char>(c), hi = lo;
      if (more() && peek() == '-' && at_ + 1 < s_.size() && s_[at_ + 1] != ']') {
        ++at_;
        hi = static_cast<unsigned char>(s_[at_++]);
        if (hi < lo) fail("range out of order");
      }
      n->ranges.emplace_back(lo, hi);
    }
    n->kind = Kind::Class;
    return n;
  }

  std::string_view s_;
  std::size_t at_ = 0;
};

using Continuation = std::function<bool(std::size_t)>;

bool match(const Node& n, std::string_view text, std::size_t at, const Continuation& k);

bool match_sequence(const Node& seq, std::size_t i, std::string_view text, std::size_t at,
                    const Continuation& k) {
  if (i == seq.children.size()) return k(at);
  return match(*seq.children[i], text, at,
               [&](std::size_t next) { return match_sequence(seq, i + 1, text, next, k); });
}

bool match_repeat(const Node& rep, int done, std::string_view text, std::size_t at,
                  const Continuation& k) {
  // Greedy: try one more repetition first (a repetition must consume input, so no loops).
  if (rep.max == -1 || done < rep.max) {
    if (match(*rep.children[0], text, at, [&](std::size_t next) {
          return next > at && match_repeat(rep, done + 1, text, next, k);
        }))
      return true;
  }
  return done >= rep.min && k(at);
}

bool match(const Node& n, std::string_view text, std::size_t at, const Continuation& k) {
  switch (n.kind) {
    case Kind::Empty:
      return k(at);
    case Kind::Char:
      return at < text.size() && text[at] == n.c && k(at + 1);
    case Kind::Any:
      return at < text.size() && text[at] != '\n' && k(at + 1);
    case Kind::Class: {
      if (at >= text.size()) return false;
      const auto c = static_cast<unsigned char>(text[at]);
      bool in = false;
      for (auto [lo, hi] : n.ranges) in = in || (c >= lo && c <= hi);
      return in != n.negated && k(at + 1);
    }
    case Kind::Start:
      return at == 0 && k(at);
    case Kind::End:
      return at == text.size() && k(at);
    case Kind::Sequence:
      return match_sequence(n, 0, text, at, k);
    case Kind::Alternation:
      for (const auto& child : n.children)
        if (match(*child, text, at, k)) return true;
      return false;
    case Kind::Repeat:
      return match_repeat(n, 0, text, at, k);
  }
  return false;
}

}  // namespace

Pattern::Pattern(std::string_view source) : source_(source), root_(Parser(source).parse()) {}
Pattern::~Pattern() = default;
Pattern::Pattern(Pattern&&) noexcept = default;
Pattern& Pattern::operator=(Pattern&&) noexcept = default;

bool Pattern::search(std::string_view text) const {
  if (text.size() > kMaxSubject) return false;
  for (std::size_t start = 0; start <= text.size(); ++start)
    if (match(*root_, text, start, [](std::size_t) { return true; })) return true;
  return false;
}

}  // namespace debref::schema
