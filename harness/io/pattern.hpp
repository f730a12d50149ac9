// Source: JSON Schema draft 2020-12 `pattern` (an ECMA-262 regular expression, matched anywhere
// in the string unless anchored). A small matcher for the subset the schemas in docs/schema use
// (std::regex is avoided: GCC 12 reports false -Werror diagnostics inside it and backtracks):
// literals, `.`, escapes \d \w \s and escaped punctuation, classes [a-z0-9_] (with ^ negation),
// groups ( ), alternation |, quantifiers ? * + {m} {m,} {m,n}, anchors ^ $. The pattern is
// compiled to a Thompson NFA and searched by simulating every thread at once (Pike's VM): time
// linear in the text (times the program size), no recursion and no backtracking, so a subject of
// any length is matched (an earlier backtracking matcher needed a 1,024-character cap).
#pragma once

#include <memory>
#include <stdexcept>
#include <string>
#include <string_view>

namespace debref::schema {

class Pattern {
 public:
  /// Throws std::invalid_argument naming the position of unsupported or malformed syntax.
  explicit Pattern(std::string_view source);
  ~Pattern();
  Pattern(Pattern&&) noexcept;
  Pattern& operator=(Pattern&&) noexcept;
  /// The most instructions a pattern compiles to ({m,n} is unrolled); a larger pattern is refused.
  static constexpr std::size_t kMaxProgram = 100000;
  /// True when the pattern matches somewhere in `text` (ECMA-262 search semantics). Time
  /// O(|text| * program size), memory O(program size).
  bool search(std::string_view text) const;
  const std::string& source() const { return source_; }
  struct Node;     // the parsed expression (defined in pattern.cpp)
  struct Program;  // its compiled instructions (defined in pattern.cpp)

 private:
  std::string source_;
  std::unique_ptr<Node> root_;
  std::unique_ptr<Program> program_;
};

}  // namespace debref::schema
