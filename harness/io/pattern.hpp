// Source: JSON Schema draft 2020-12 `pattern` (an ECMA-262 regular expression, matched anywhere
// in the string unless anchored). A small backtracking matcher for the subset the schemas in
// docs/schema use (std::regex is avoided: GCC 12 reports false -Werror diagnostics inside it):
// literals, `.`, escapes \d \w \s and escaped punctuation, classes [a-z0-9_] (with ^ negation),
// groups ( ), alternation |, quantifiers ? * + {m} {m,} {m,n}, anchors ^ $.
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
  /// The longest text searched: backtracking recurses once per character and can take time
  /// quadratic in the length (libFuzzer: a 926-character rational took seconds under ASan, a
  /// 200 000-character key overflowed the stack), so the schemas bound every patterned string
  /// with maxLength and a longer text never matches.
  static constexpr std::size_t kMaxSubject = 1024;
  /// True when the pattern matches somewhere in `text` (ECMA-262 search semantics); false for a
  /// text longer than kMaxSubject.
  bool search(std::string_view text) const;
  const std::string& source() const { return source_; }
  struct Node;  // the parsed expression (defined in pattern.cpp)

 private:
  std::string source_;
  std::unique_ptr<Node> root_;
};

}  // namespace debref::schema
