// Source: seed 002 Thm 6 and Sec. 3: minimum circuit size by Z3. See min_circuit.hpp.
#include "proofs/dqc/min_circuit.hpp"

#include <chrono>
#include <map>
#include <string>
#include <utility>

namespace debref::proofs {

namespace {

using dqc::TruthTable;

/// Wire u of the query: u < 2n the literals (2(j - 1) is x_j, 2(j - 1) + 1 is !x_j), 2n + i gate i.
std::string wire_name(int n, int u) {
  if (u >= 2 * n) return "g" + std::to_string(u - 2 * n + 1);
  return (u % 2 == 1 ? "nx" : "x") + std::to_string(u / 2 + 1);
}

/// The input pairs (u, v), u < v < 2n + i, gate i may read, by v then u (the order of the normal
/// form; gate i + 1's list extends gate i's); a variable's two literals together are left out.
std::vector<std::pair<int, int>> input_pairs(int n, int i) {
  std::vector<std::pair<int, int>> out;
  for (int v = 1; v < 2 * n + i; ++v)
    for (int u = 0; u < v; ++u)
      if (v >= 2 * n || u / 2 != v / 2) out.emplace_back(u, v);
  return out;
}

std::string selector_name(int n, int i, std::pair<int, int> p) {
  return "sel_g" + std::to_string(i + 1) + "_" + wire_name(n, p.first) + "_" +
         wire_name(n, p.second);
}
std::string or_name(int i) {
  return "or_g" + std::to_string(i + 1);
}

bool literal_value(int n, int u, std::uint32_t x) {
  return dqc::input_bit(n, x, u / 2 + 1) != (u % 2 == 1);
}

struct Encoding {
  z3::context& ctx;
  int n, m;
  std::uint32_t rows;
  std::vector<std::vector<std::pair<int, int>>> pairs;  // [gate]
  std::vector<std::vector<z3::expr>> sel;               // [gate][pair]
  std::vector<z3::expr> is_or;
  std::vector<std::vector<z3::expr>> val;  // [gate][input x]

  Encoding(z3::context& c, int n_, int m_) : ctx(c), n(n_), m(m_), rows(1U << n_) {
    for (int i = 0; i < m; ++i) {
      pairs.push_back(input_pairs(n, i));
      sel.emplace_back();
      for (const auto& p : pairs.back())
        sel.back().push_back(ctx.bool_const(selector_name(n, i, p).c_str()));
      is_or.push_back(ctx.bool_const(or_name(i).c_str()));
      val.emplace_back();
      for (std::uint32_t x = 0; x < rows; ++x)
        val.back().push_back(
            ctx.bool_const(("val_g" + std::to_string(i + 1) + "_" + std::to_string(x)).c_str()));
    }
  }
  z3::expr wire(int u, std::uint32_t x) const {
    if (u < 2 * n) return ctx.bool_val(literal_value(n, u, x));
    return val[static_cast<std::size_t>(u - 2 * n)][x];
  }
  z3::expr differ(const std::vector<z3::expr>& a, const std::vector<bool>& b) const {
    z3::expr_vector any(ctx);
    for (std::uint32_t x = 0; x < rows; ++x) any.push_back(b[x] ? !a[x] : a[x]);
    return z3::mk_or(any);
  }

  /// Gate i reads one of its pairs and computes their AND or OR on every input.
  void gate(int i, Hypotheses& h) const {
    const auto& s = sel[static_cast<std::size_t>(i)];
    z3::expr_vector any(ctx), semantics(ctx);
    for (std::size_t p = 0; p < s.size(); ++p) {
      any.push_back(s[p]);
      const auto [u, v] = pairs[static_cast<std::size_t>(i)][p];
      for (std::uint32_t x = 0; x < rows; ++x)
        semantics.push_back(z3::implies(
            s[p], val[static_cast<std::size_t>(i)][x] == z3::ite(is_or[static_cast<std::size_t>(i)],
                                                                 wire(u, x) || wire(v, x),
                                                                 wire(u, x) && wire(v, x))));
    }
    const std::string g = "g" + std::to_string(i + 1);
    h.add(any.empty() ? ctx.bool_val(false) : z3::mk_or(any), "reads_" + g);
    h.add(semantics.empty() ? ctx.bool_val(true) : z3::mk_and(semantics), "computes_" + g);
  }

  /// Normal form: every gate but the last is read; no gate is a literal, a constant or a repeat;
  /// gate i + 1 not reading gate i has the larger (pair, operation).
  void normal_form(Hypotheses& h) const {
    for (int i = 0; i < m; ++i) {
      const std::string g = "g" + std::to_string(i + 1);
      const auto& vi = val[static_cast<std::size_t>(i)];
      if (i + 1 < m) {
        z3::expr_vector readers(ctx);
        for (int j = i + 1; j < m; ++j)
          for (std::size_t p = 0; p < pairs[static_cast<std::size_t>(j)].size(); ++p) {
            const auto [u, v] = pairs[static_cast<std::size_t>(j)][p];
            if (u == 2 * n + i || v == 2 * n + i)
              readers.push_back(sel[static_cast<std::size_t>(j)][p]);
          }
        h.add(z3::mk_or(readers), "read_" + g);
      }
      z3::expr_vector fresh(ctx);
      fresh.push_back(differ(vi, std::vector<bool>(rows, false)));
      fresh.push_back(differ(vi, std::vector<bool>(rows, true)));
      for (int u = 0; u < 2 * n; ++u) {
        std::vector<bool> lit(rows);
        for (std::uint32_t x = 0; x < rows; ++x) lit[x] = literal_value(n, u, x);
        fresh.push_back(differ(vi, lit));
      }
      for (int j = 0; j < i; ++j) {
        z3::expr_vector any(ctx);
        for (std::uint32_t x = 0; x < rows; ++x)
          any.push_back(vi[x] != val[static_cast<std::size_t>(j)][x]);
        fresh.push_back(z3::mk_or(any));
      }
      h.add(z3::mk_and(fresh), "new_" + g);
      if (i + 1 < m) {
        z3::expr_vector order(ctx);
        const auto& a = sel[static_cast<std::size_t>(i)];
        const auto& b = sel[static_cast<std::size_t>(i + 1)];
        for (std::size_t p = 0; p < a.size(); ++p)
          for (std::size_t q = 0; q <= p; ++q) {
            if (pairs[static_cast<std::size_t>(i + 1)][q].second == 2 * n + i) continue;
            if (q < p)
              order.push_back(!(a[p] && b[q]));
            else  // the same pair: AND before OR
              order.push_back(!(a[p] && b[q] && is_or[static_cast<std::size_t>(i)] &&
                                !is_or[static_cast<std::size_t>(i + 1)]));
          }
        h.add(order.empty() ? ctx.bool_val(true) : z3::mk_and(order), "order_" + g);
      }
    }
  }
};

bool is_base(const TruthTable& f) {
  const std::uint32_t full = (1U << (1U << f.n)) - 1U;
  if (f.bits == 0 || f.bits == full) return true;
  for (int u = 0; u < 2 * f.n; ++u) {
    std::uint32_t t = 0;
    for (std::uint32_t x = 0; x < (1U << f.n); ++x)
      if (literal_value(f.n, u, x)) t |= 1U << x;
    if (t == f.bits) return true;
  }
  return false;
}

}  // namespace

Query min_circuit_query(const TruthTable& f, int m, Verdict expected) {
  Query query;
  query.id = "dqc.min_circuit.f" + dqc::to_string(f) + ".m" + std::to_string(m);
  query.source =
      "seed 002 Thm 6, Sec. 3 (size(C_f), AND/OR gates, negations at the inputs); the "
      "normal form of a minimum circuit (docs/DQC.md \"Minimum circuits\")";
  query.statement = "exists a circuit of " + std::to_string(m) +
                    " fan-in-2 AND/OR gates over the literals of x1..x" + std::to_string(f.n) +
                    " in normal form whose last gate computes f = " + dqc::to_string(f) +
                    " (unsat: none; sat: the model is such a circuit)";
  query.logic = "QF_UF";
  query.expected = expected;
  query.build = [f, m](z3::context& ctx) {
    const Encoding e(ctx, f.n, m);
    Hypotheses h(ctx);
    for (int i = 0; i < m; ++i) e.gate(i, h);
    e.normal_form(h);
    z3::expr_vector computes_f(ctx);
    for (std::uint32_t x = 0; x < e.rows; ++x) {
      const z3::expr& out = e.val[static_cast<std::size_t>(m - 1)][x];
      computes_f.push_back(f(x) ? out : !out);
    }
    return h.negating(z3::mk_and(computes_f));
  };
  return query;
}

dqc::Circuit min_circuit_from_model(const TruthTable& f, int m, const Outcome& outcome) {
  std::map<std::string, bool> value;
  for (const ModelValue& v : outcome.model) value[v.name] = v.value == "true";
  auto get = [&value](const std::string& name) {
    auto it = value.find(name);
    return it != value.end() && it->second;
  };
  auto wire = [&f](int u) {
    if (u >= 2 * f.n) return dqc::Wire{dqc::Wire::Gate, u - 2 * f.n, false, false};
    return dqc::Wire{dqc::Wire::Literal, dqc::x_var(u / 2 + 1), u % 2 == 1, false};
  };
  dqc::Circuit c;
  c.vars = f.n;
  for (int i = 0; i < m; ++i) {
    std::pair<int, int> read{0, 0};
    for (const auto& p : input_pairs(f.n, i))
      if (get(selector_name(f.n, i, p))) {
        read = p;
        break;
      }
    c.gates.push_back(dqc::Gate{!get(or_name(i)), {wire(read.first), wire(read.second)}});
  }
  c.out = dqc::Wire{dqc::Wire::Gate, m - 1, false, false};
  return c;
}

SmtMinCircuitResult smt_min_circuit(const TruthTable& f, int max_m, unsigned timeout_ms) {
  const auto start = std::chrono::steady_clock::now();
  SmtMinCircuitResult r;
  r.f = f;
  auto finish = [&r, &start]() {
    r.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    return r;
  };
  if (is_base(f)) {
    r.size = 0;
    return finish();
  }
  r.lower = 1;
  for (int m = 1; m <= max_m; ++m) {
    const Outcome out = solve(min_circuit_query(f, m), timeout_ms);
    r.queries.emplace_back(m, out.verdict);
    if (out.verdict == Verdict::Unknown) {
      r.unknown = true;
      return finish();
    }
    if (out.verdict == Verdict::Unsat) {
      r.lower = m + 1;
      continue;
    }
    const dqc::Circuit c = min_circuit_from_model(f, m, out);
    r.circuit = c;
    r.circuit_valid = c.size() == m && dqc::circuit_function(c, f.n) == f;
    if (r.circuit_valid) r.size = m;
    return finish();
  }
  return finish();
}

}  // namespace debref::proofs
