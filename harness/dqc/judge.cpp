// The debate-query-complexity judge (seed 002 Def. 1): a (k, l)-debate given as a verifier tree
// in the notation `debref dqc` prints ("x1 ? (b1 ? 1 : 0) : 0"); a transcript (x, α, β) is
// judged by running the verifier, and the debate itself by equations (1), (2) for every x (the
// exact game value, i.e. optimal provers).
#include "harness/core/judge.hpp"

#include "harness/io/input.hpp"
#include "reference/dqc/debate.hpp"

namespace debref::judge {

namespace {

using nlohmann::json;

/// Parses "v ? T : E" | "0" | "1" | "(" tree ")" with v = x<j>, a<i>, b<i> (1-based).
class TreeParser {
 public:
  TreeParser(const std::string& s, int n, int k) : s_(s), n_(n), k_(k) {}
  dqc::Tree parse() {
    dqc::Tree t = tree();
    space();
    if (at_ != s_.size()) fail("unexpected text");
    return t;
  }

 private:
  [[noreturn]] void fail(const std::string& what) const {
    throw InputError("verifier: " + what + " at character " + std::to_string(at_) +
                     " (a tree \"v ? T : E\" with leaves 0/1 and v in x1..x" + std::to_string(n_) +
                     ", a1..a" + std::to_string(k_) + ", b1..b" + std::to_string(k_) + ")");
  }
  void space() {
    while (at_ < s_.size() && s_[at_] == ' ') ++at_;
  }
  bool eat(char c) {
    space();
    if (at_ < s_.size() && s_[at_] == c) {
      ++at_;
      return true;
    }
    return false;
  }
  dqc::Tree tree() {
    if (++depth_ > 64) fail("nesting deeper than 64");
    dqc::Tree t;
    if (eat('(')) {
      t = tree();
      if (!eat(')')) fail("expected ')'");
    } else if (eat('0')) {
      t = dqc::Tree::leaf(false);
    } else if (eat('1')) {
      t = dqc::Tree::leaf(true);
    } else {
      const int v = variable();
      if (!eat('?')) fail("expected '?'");
      dqc::Tree if1 = tree();
      if (!eat(':')) fail("expected ':'");
      dqc::Tree if0 = tree();
      t = dqc::Tree::query(v, if0, if1);
    }
    --depth_;
    return t;
  }
  int variable() {
    space();
    if (at_ >= s_.size()) fail("expected a variable");
    const char kind = s_[at_++];
    int index = 0, digits = 0;
    while (at_ < s_.size() && s_[at_] >= '0' && s_[at_] <= '9' && digits < 3) {
      index = index * 10 + (s_[at_++] - '0');
      ++digits;
    }
    if (digits == 0) fail("expected a variable index");
    if (kind == 'x' && index >= 1 && index <= n_) return dqc::x_var(index);
    if (kind == 'a' && index >= 1 && index <= k_) return dqc::alpha_var(n_, index);
    if (kind == 'b' && index >= 1 && index <= k_) return dqc::beta_var(n_, index);
    fail(std::string("unknown variable ") + kind + std::to_string(index));
  }
  const std::string& s_;
  int n_, k_;
  std::size_t at_ = 0;
  int depth_ = 0;
};

std::vector<bool> bits(const json& j, std::size_t length, const std::string& field) {
  const std::string s = j.get<std::string>();
  if (s.size() != length)
    throw InputError(field + ": " + std::to_string(length) + " characters 0/1 (got " +
                     std::to_string(s.size()) + ")");
  std::vector<bool> out;
  for (char c : s) {
    if (c != '0' && c != '1') throw InputError(field + ": characters must be 0 or 1");
    out.push_back(c == '1');
  }
  return out;
}

}  // namespace

json judge_dqc(const json& input) {
  const std::string table = input.at("truth_table").get<std::string>();
  int n = 0;
  while ((std::size_t{1} << n) < table.size()) ++n;
  if ((std::size_t{1} << n) != table.size() || n > 4)
    throw InputError("truth_table: 2^n characters with n in 0..4 (got " +
                     std::to_string(table.size()) + ")");
  dqc::TruthTable f{n, 0};
  const std::vector<bool> values = bits(input["truth_table"], table.size(), "truth_table");
  for (std::size_t x = 0; x < values.size(); ++x)
    if (values[x]) f.bits |= 1U << x;
  const int k = input.at("rounds").get<int>();
  if (k < 0 || k > 8) throw InputError("rounds: k in 0..8 (got " + std::to_string(k) + ")");
  dqc::Debate d{n, k, TreeParser(input.at("verifier").get<std::string>(), n, k).parse()};
  json out = {{"family", "dqc"}, {"n", n}, {"rounds", k}, {"queries", d.queries()}};
  if (input.contains("queries") && input["queries"].get<int>() < d.queries())
    out["debate"] = verdict(
        Broken{"queries", -1,
               "seed 002 Def. 1: the verifier makes at most l = " + input["queries"].dump() +
                   " queries; this tree makes " + std::to_string(d.queries())});
  else {
    const dqc::Validity v = dqc::validate(d, f);
    std::optional<Broken> broken;
    if (!v.valid) {
      const std::uint32_t x = *v.failing_x;
      std::string xs;
      for (int j = 1; j <= n; ++j) xs += dqc::input_bit(n, x, j) ? '1' : '0';
      broken = Broken{f(x) ? "equation_2" : "equation_1", -1,
                      std::string("seed 002 Def. 1, eq. (") + (f(x) ? "2" : "1") +
                          "): at x = " + xs + " f(x) = " + (f(x) ? "1" : "0") +
                          " but the game value (optimal provers) is " + (f(x) ? "0" : "1")};
    }
    out["debate"] = verdict(broken);
  }
  if (input.contains("transcript")) {
    const json& t = input["transcript"];
    const std::vector<bool> x = bits(t.at("x"), n, "transcript.x");
    const std::vector<bool> alpha = bits(t.at("alpha"), k, "transcript.alpha");
    const std::vector<bool> beta = bits(t.at("beta"), k, "transcript.beta");
    std::vector<bool> in(n + 2 * k);
    for (int j = 1; j <= n; ++j) in[dqc::x_var(j)] = x[j - 1];
    for (int i = 1; i <= k; ++i) {
      in[dqc::alpha_var(n, i)] = alpha[i - 1];
      in[dqc::beta_var(n, i)] = beta[i - 1];
    }
    const bool output = d.tree.eval(in);
    json v = verdict(std::nullopt);
    if (t.contains("output") && t["output"].get<int>() != (output ? 1 : 0))
      v = verdict(Broken{
          "output", -1,
          std::string("seed 002 Sec. 2: the verifier M(x, α, β) outputs ") + (output ? "1" : "0")});
    v["output"] = output ? 1 : 0;
    out["transcript"] = v;
  }
  return out;
}

}  // namespace debref::judge
