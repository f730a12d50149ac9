#include "reference/pe/h_circuit.hpp"

#include <utility>

namespace debref::pe::indist {

namespace {

std::size_t add(Circuit& circuit, Gate gate) {
  circuit.gates.push_back(std::move(gate));
  return circuit.gates.size() - 1;
}

std::size_t constant(Circuit& circuit, const Rational& value) {
  Gate g;
  g.c = value;
  return add(circuit, std::move(g));
}

std::size_t linear(Circuit& circuit, std::vector<std::size_t> in, const Rational& k0,
                   const Rational& k1, const Rational& c) {
  Gate g;
  g.kind = GateKind::linear;
  g.in = std::move(in);
  g.k0 = k0, g.k1 = k1, g.c = c;
  return add(circuit, std::move(g));
}

std::size_t binary(Circuit& circuit, GateKind kind, std::size_t a, std::size_t b) {
  Gate g;
  g.kind = kind;
  g.in = {a, b};
  return add(circuit, std::move(g));
}

// Euclidean projection of the wires v onto Delta_Z as gates: sort v decreasingly (u), prefix
// sums s_k, theta = max_k (s_k - 1) / k, w_z = max(v_z - theta, 0). (s_k - 1) / k rises while
// u_k exceeds it and falls after, so its maximum is the threshold of the sort-and-threshold
// projection (seed 000 Lemma A.3's proof cites Duchi et al.).
std::vector<std::size_t> project(Circuit& circuit, const std::vector<std::size_t>& v,
                                 std::size_t zero) {
  const std::size_t n = v.size();
  std::vector<std::size_t> u = v;
  for (std::size_t pass = 0; pass + 1 < n; ++pass)
    for (std::size_t j = 0; j + 1 < n - pass; ++j) {
      const std::size_t hi = binary(circuit, GateKind::max, u[j], u[j + 1]);
      const std::size_t lo = binary(circuit, GateKind::min, u[j], u[j + 1]);
      u[j] = hi, u[j + 1] = lo;
    }
  std::size_t sum = u[0], theta = 0;
  for (std::size_t k = 0; k < n; ++k) {
    if (k > 0) sum = linear(circuit, {sum, u[k]}, 1, 1, 0);
    const Rational inverse(1, static_cast<long>(k + 1));
    const std::size_t t = linear(circuit, {sum}, inverse, 0, -inverse);
    theta = k == 0 ? t : binary(circuit, GateKind::max, theta, t);
  }
  std::vector<std::size_t> w;
  for (const std::size_t vz : v)
    w.push_back(binary(circuit, GateKind::max, linear(circuit, {vz, theta}, 1, -1, 0), zero));
  return w;
}

// f(x, z, p) = (c(x, z) + sum_w d(x, z, w) p_w) [<a, p> >= theta] (Distinguisher), at p exactly.
Rational query(const Distinguisher& f, std::size_t x, std::size_t z,
               const std::vector<Rational>& p) {
  if (!f.a.empty()) {
    Rational s = 0;
    for (std::size_t w = 0; w < p.size(); ++w) s += f.a[w] * p[w];
    if (s < f.theta) return 0;
  }
  Rational value = f.c[x][z];
  if (!f.d.empty())
    for (std::size_t w = 0; w < p.size(); ++w) value += f.d[x][z][w] * p[w];
  return value;
}

}  // namespace

Circuit h_circuit(const std::vector<Step>& trace, int z_size, int bits) {
  Circuit circuit;
  circuit.bits = bits;
  const std::size_t n = static_cast<std::size_t>(z_size);
  // Algorithm 1 line 4: h_1 = 1 / |Z| at every z.
  std::vector<std::size_t> h(n, constant(circuit, Rational(1, z_size)));
  const std::size_t zero = constant(circuit, 0);
  for (const Step& step : trace) {
    // Line 8: h_t(x, z) + eta_t sign f(x, z, h_t(x)), each f asked once per z, h_t shared.
    std::vector<std::size_t> moved;
    for (std::size_t z = 0; z < n; ++z) {
      Gate q;
      q.kind = GateKind::query;
      q.in = h;
      q.test = step.test, q.z = z;
      const std::size_t asked = add(circuit, std::move(q));
      moved.push_back(linear(circuit, {h[z], asked}, 1, step.eta * step.sign, 0));
    }
    // Line 9, then the run's rounding of large denominators.
    h.clear();
    for (const std::size_t w : project(circuit, moved, zero)) {
      Gate r;
      r.kind = GateKind::round;
      r.in = {w};
      h.push_back(add(circuit, std::move(r)));
    }
  }
  circuit.output = h;
  return circuit;
}

std::vector<Rational> evaluate(const Circuit& circuit, const std::vector<Distinguisher>& tests,
                               std::size_t x) {
  Integer grid = 1;
  grid <<= circuit.bits;
  std::vector<Rational> value(circuit.gates.size());
  for (std::size_t i = 0; i < circuit.gates.size(); ++i) {
    const Gate& g = circuit.gates[i];
    switch (g.kind) {
      case GateKind::constant:
        value[i] = g.c;
        break;
      case GateKind::query: {
        std::vector<Rational> p;
        for (const std::size_t w : g.in) p.push_back(value[w]);
        value[i] = query(tests[g.test], x, g.z, p);
        break;
      }
      case GateKind::linear:
        value[i] = g.k0 * value[g.in[0]] + g.c;
        if (g.in.size() > 1) value[i] += g.k1 * value[g.in[1]];
        break;
      case GateKind::max:
        value[i] = value[g.in[0]] < value[g.in[1]] ? value[g.in[1]] : value[g.in[0]];
        break;
      case GateKind::min:
        value[i] = value[g.in[0]] < value[g.in[1]] ? value[g.in[0]] : value[g.in[1]];
        break;
      case GateKind::round: {
        const Rational& v = value[g.in[0]];
        value[i] =
            boost::multiprecision::denominator(v) <= grid ? v : Rational(floor(v * grid), grid);
        break;
      }
    }
  }
  std::vector<Rational> h;
  for (const std::size_t o : circuit.output) h.push_back(value[o]);
  return h;
}

GateCount count(const Circuit& circuit) {
  GateCount c;
  c.total = static_cast<long>(circuit.gates.size());
  for (const Gate& g : circuit.gates) c.queries += g.kind == GateKind::query;
  return c;
}

Integer formula_size(const Circuit& circuit) {
  std::vector<Integer> size(circuit.gates.size());
  for (std::size_t i = 0; i < circuit.gates.size(); ++i) {
    size[i] = 1;
    for (const std::size_t w : circuit.gates[i].in) size[i] += size[w];
  }
  Integer total = 0;
  for (const std::size_t o : circuit.output) total += size[o];
  return total;
}

}  // namespace debref::pe::indist
