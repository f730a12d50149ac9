#include "harness/io/pattern.hpp"

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

/// One instruction of the compiled pattern (Thompson's construction): Char, Any and Class consume
/// one character; Split continues at both `x` and `y`, Jmp at `x`; Start and End test the
/// position; Match accepts.
struct Inst {
  enum class Op { Char, Any, Class, Start, End, Split, Jmp, Match };
  Op op = Op::Match;
  const Node* node = nullptr;  // Char, Class: the parsed atom
  std::size_t x = 0, y = 0;
};

/// Compiles the tree into a program. A counted repetition {m,n} is unrolled, so the program
/// size is bounded by Pattern::kMaxProgram.
class Compiler {
 public:
  std::vector<Inst> compile(const Node& root) {
    emit(root);
    add({Inst::Op::Match});
    return std::move(program_);
  }

 private:
  std::size_t add(Inst inst) {
    if (program_.size() >= Pattern::kMaxProgram)
      throw std::invalid_argument("pattern compiles to more than " +
                                  std::to_string(Pattern::kMaxProgram) + " instructions");
    program_.push_back(inst);
    return program_.size() - 1;
  }

  void emit(const Node& n) {
    switch (n.kind) {
      case Kind::Empty:
        return;
      case Kind::Char:
        add({Inst::Op::Char, &n});
        return;
      case Kind::Any:
        add({Inst::Op::Any, &n});
        return;
      case Kind::Class:
        add({Inst::Op::Class, &n});
        return;
      case Kind::Start:
        add({Inst::Op::Start});
        return;
      case Kind::End:
        add({Inst::Op::End});
        return;
      case Kind::Sequence:
        for (const auto& child : n.children) emit(*child);
        return;
      case Kind::Alternation:
        alternation(n, 0);
        return;
      case Kind::Repeat:
        repeat(n);
        return;
    }
  }

  // a|b|c: split(a, split(b, c)), each branch jumping to the end.
  void alternation(const Node& n, std::size_t i) {
    if (i + 1 == n.children.size()) return emit(*n.children[i]);
    const std::size_t split = add({Inst::Op::Split});
    program_[split].x = program_.size();
    emit(*n.children[i]);
    const std::size_t jump = add({Inst::Op::Jmp});
    program_[split].y = program_.size();
    alternation(n, i + 1);
    program_[jump].x = program_.size();
  }

  void repeat(const Node& n) {
    const Node& child = *n.children[0];
    for (int i = 0; i < n.min; ++i) emit(child);
    if (n.max == -1) {  // L: split(body, out); body; jmp L
      const std::size_t split = add({Inst::Op::Split});
      program_[split].x = program_.size();
      emit(child);
      add({Inst::Op::Jmp, nullptr, split});
      program_[split].y = program_.size();
      return;
    }
    std::vector<std::size_t> splits;  // each optional copy may be skipped to the end
    for (int i = n.min; i < n.max; ++i) {
      splits.push_back(add({Inst::Op::Split}));
      program_[splits.back()].x = program_.size();
      emit(child);
    }
    for (std::size_t split : splits) program_[split].y = program_.size();
  }

  std::vector<Inst> program_;
};

bool in_class(const Node& n, unsigned char c) {
  bool in = false;
  for (auto [lo, hi] : n.ranges) in = in || (c >= lo && c <= hi);
  return in != n.negated;
}

/// The set of program positions live at one text position (Pike's VM): each position is added
/// once, with its epsilon closure followed by an explicit stack, so a search takes time
/// O(|text| * |program|) and constant stack.
class ThreadList {
 public:
  explicit ThreadList(std::size_t size) : seen_(size, kNever) {}
  void clear(std::size_t generation) {
    threads_.clear();
    generation_ = generation;
  }
  /// Adds `pc` and its closure at text position `at`; true when Match is reached.
  bool add(const std::vector<Inst>& program, std::size_t pc, std::size_t at, std::size_t size,
           std::vector<std::size_t>& stack) {
    stack.assign(1, pc);
    while (!stack.empty()) {
      const std::size_t i = stack.back();
      stack.pop_back();
      if (seen_[i] == generation_) continue;
      seen_[i] = generation_;
      const Inst& inst = program[i];
      switch (inst.op) {
        case Inst::Op::Match:
          return true;
        case Inst::Op::Jmp:
          stack.push_back(inst.x);
          break;
        case Inst::Op::Split:
          stack.push_back(inst.y);
          stack.push_back(inst.x);
          break;
        case Inst::Op::Start:
          if (at == 0) stack.push_back(i + 1);
          break;
        case Inst::Op::End:
          if (at == size) stack.push_back(i + 1);
          break;
        default:
          threads_.push_back(i);
      }
    }
    return false;
  }
  const std::vector<std::size_t>& threads() const { return threads_; }

 private:
  static constexpr std::size_t kNever = static_cast<std::size_t>(-1);
  std::vector<std::size_t> seen_;
  std::vector<std::size_t> threads_;
  std::size_t generation_ = 0;
};

bool consumes(const Inst& inst, unsigned char c) {
  switch (inst.op) {
    case Inst::Op::Char:
      return static_cast<unsigned char>(inst.node->c) == c;
    case Inst::Op::Any:
      return c != '\n';
    case Inst::Op::Class:
      return in_class(*inst.node, c);
    default:
      return false;
  }
}

}  // namespace

struct Pattern::Program {
  std::vector<Inst> instructions;
};

Pattern::Pattern(std::string_view source) : source_(source), root_(Parser(source).parse()) {
  program_ = std::make_unique<Program>(Program{Compiler().compile(*root_)});
}
Pattern::~Pattern() = default;
Pattern::Pattern(Pattern&&) noexcept = default;
Pattern& Pattern::operator=(Pattern&&) noexcept = default;

bool Pattern::search(std::string_view text) const {
  const std::vector<Inst>& program = program_->instructions;
  ThreadList current(program.size()), next(program.size());
  std::vector<std::size_t> stack;
  std::size_t generation = 0;
  current.clear(generation++);
  for (std::size_t at = 0;; ++at) {
    // ECMA-262 search: a match may start at every position.
    if (current.add(program, 0, at, text.size(), stack)) return true;
    if (at == text.size()) return false;
    next.clear(generation++);
    const auto c = static_cast<unsigned char>(text[at]);
    for (std::size_t pc : current.threads())
      if (consumes(program[pc], c) && next.add(program, pc + 1, at + 1, text.size(), stack))
        return true;
    std::swap(current, next);
  }
}

}  // namespace debref::schema
