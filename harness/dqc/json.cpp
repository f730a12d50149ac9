#include "harness/dqc/json.hpp"

#include "harness/io/input.hpp"
#include "reference/dqc/circuit.hpp"
#include "reference/dqc/min_circuit.hpp"
#include "reference/support/bit_order.hpp"

namespace debref::dqc {

using nlohmann::json;

std::string input_string(std::uint32_t x, int n) {
  std::string s;
  for (int j = 1; j <= n; ++j) s += input_bit(n, x, j) ? '1' : '0';
  return s;
}

std::vector<bool> parse_bits(const json& j, std::size_t length, const std::string& field) {
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

namespace {

/// Parses "v ? T : E" | "0" | "1" | "(" tree ")" with v = x<j>, a<i>, b<i> (1-based).
class TreeParser {
 public:
  TreeParser(const std::string& s, int n, int k) : s_(s), n_(n), k_(k) {}
  Tree parse() {
    Tree t = tree();
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
  Tree tree() {
    if (++depth_ > 64) fail("nesting deeper than 64");
    Tree t;
    if (eat('(')) {
      t = tree();
      if (!eat(')')) fail("expected ')'");
    } else if (eat('0')) {
      t = Tree::leaf(false);
    } else if (eat('1')) {
      t = Tree::leaf(true);
    } else {
      const int v = variable();
      if (!eat('?')) fail("expected '?'");
      Tree if1 = tree();
      if (!eat(':')) fail("expected ':'");
      Tree if0 = tree();
      t = Tree::query(v, if0, if1);
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
    if (kind == 'x' && index >= 1 && index <= n_) return x_var(index);
    if (kind == 'a' && index >= 1 && index <= k_) return alpha_var(n_, index);
    if (kind == 'b' && index >= 1 && index <= k_) return beta_var(n_, index);
    fail(std::string("unknown variable ") + kind + std::to_string(index));
  }
  const std::string& s_;
  int n_, k_;
  std::size_t at_ = 0;
  int depth_ = 0;
};

}  // namespace

Tree parse_verifier(const std::string& s, int n, int k) {
  return TreeParser(s, n, k).parse();
}

TruthTable truth_table_flag(const std::string& bits, const std::string& flag, int min_n,
                            int max_n) {
  std::string lengths;  // "2, 4 or 8"
  for (int n = min_n; n <= max_n; ++n)
    lengths += (n == min_n ? "" : n == max_n ? " or " : ", ") + std::to_string(1 << n);
  const std::string length_error = flag + ": length must be 2^n with n in " +
                                   std::to_string(min_n) + ".." + std::to_string(max_n) + " (" +
                                   lengths + " characters; got " + std::to_string(bits.size()) +
                                   ")";
  TruthTable f;
  try {
    f = parse_truth_table(bits, max_n);
  } catch (const TruthTableSyntax& e) {
    if (e.length) throw InputError(length_error);
    throw InputError(flag + ": characters must be 0 or 1 (position " + std::to_string(e.position) +
                     ")");
  }
  if (f.n < min_n) throw InputError(length_error);
  return f;
}

json describe(const TruthTable& f) {
  return json{{"truth_table", to_string(f)}, {"n", f.n}};
}

json describe(const Debate& d) {
  return json{{"k", d.k}, {"queries", d.queries()}, {"tree", d.tree.to_string(d.n)}};
}

json bounds_json(const DqcResult& r) {
  json b = {{"cor4_lower", r.cor4_bound}, {"decision_tree_depth", r.decision_tree_depth}};
  if (r.f.n <= 3) {
    const MinDepth md = min_depth_formulas(r.f.n);
    const MinFormulaSize ms = min_size_formulas(r.f.n);
    const int d = md.depth[r.f.bits];
    const int m = ms.size[r.f.bits];
    b["thm5_upper"] = d + 1;
    b["min_depth"] = d;
    b["min_depth_formula"] = md.formula(r.f.bits).to_string(r.f.n);
    b["min_formula_size"] = m;
    b["min_size_formula"] = ms.formula(r.f.bits).to_string(r.f.n);
    // Thm 6 with the minimum circuit (gates may be shared; exact for every f on n <= 3).
    const MinCircuits& mc = min_circuits(r.f.n);
    const int c = mc.upper[r.f.bits];
    b["min_circuit_size"] = c;
    b["min_circuit"] = mc.circuit(r.f.bits).to_string(r.f.n);
    b["thm6_upper"] = c >= 1 ? json(ceil_log2(static_cast<std::uint64_t>(c)) + 3) : json();
  }
  return b;
}

namespace {

json cross_examination_json(const TruthTable& f, int k0, const Circuit& c) {
  if (c.size() == 0) return json();
  const Debate d = cross_examination_debate(f.n, k0, c);
  return {{"m", c.size()},
          {"rounds", d.k},
          {"queries", d.queries()},
          {"bound", ceil_log2(static_cast<std::uint64_t>(c.size())) + 3},
          {"valid", validate(d, f).valid}};
}

}  // namespace

json constructions_json(const TruthTable& f) {
  // Thm 6: cross-examination of a minimum circuit over x (k0 = 0).
  const Circuit circuit = min_circuits(f.n).circuit(f.bits);
  // Lemma 8: after the Thm 5 debate's k rounds, cross-examination of V's circuit over x, α, β.
  const Debate base = kw_debate(min_depth_formulas(f.n).formula(f.bits), f.n);
  const Circuit verifier = tree_circuit(base.tree, f.n + 2 * base.k);
  return {{"thm6", cross_examination_json(f, 0, circuit)},
          {"lemma8", cross_examination_json(f, base.k, verifier)}};
}

json strategies_json(const DqcResult& r) {
  json s = {{"prover0", json::object()}, {"prover1", json::object()}};
  for (std::uint32_t x = 0; x < (1U << r.f.n); ++x) {
    const bool target = r.f(x);
    const auto& table = target ? r.strategies.prover1[x] : r.strategies.prover0[x];
    json rounds = json::array();
    for (const auto& moves : table) {
      std::string m;
      for (bool b : reversed_bit_order(moves)) m += b ? '1' : '0';
      rounds.push_back(m);
    }
    s[target ? "prover1" : "prover0"][input_string(x, r.f.n)] = rounds;
  }
  return s;
}

json result_json(const DqcResult& r, bool with_strategies) {
  json j = {{"truth_table", to_string(r.f)},
            {"n", r.f.n},
            {"relevant_variables", relevant_variables(r.f)},
            {"dqc", r.dqc ? json(*r.dqc) : json()},
            {"dqc_lower", r.lower},
            {"refuted_l", r.refuted},
            {"bounds", bounds_json(r)}};
  if (!r.refutation.empty()) j["refutation"] = r.refutation;
  // A certificate always exists (at worst the (0, D(f)) decision tree); fields absent otherwise.
  if (r.upper >= 0) {
    j["dqc_upper"] = r.upper;
    j["rounds"] = r.certificate.k;
    j["certificate_valid"] = r.certificate_valid;
    j["verifier"] = r.certificate.tree.to_string(r.f.n);
    j["queries"] = r.certificate.queries();
    if (with_strategies) j["strategies"] = strategies_json(r);
  }
  return j;
}

json queries_json(const proofs::SmtDqcResult& s, bool timing) {
  json list = json::array();
  for (const auto& q : s.queries) {
    json j = {{"l", q.l}, {"k", q.k}, {"verdict", proofs::to_string(q.verdict)}};
    if (timing) {
      j["refutes_l"] = q.refutes;
      j["seconds"] = q.seconds;
    }
    list.push_back(j);
  }
  return list;
}

}  // namespace debref::dqc
