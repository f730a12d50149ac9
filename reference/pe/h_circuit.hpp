// Source: seed 000 Lemma A.3 conclusion 2 and the construction in its proof: h_{t+1}(x) is
// computed from h_t(x) by evaluating h_t(x, z) + eta_t sign(Adv_f^t) f(x, z, h_t(x)) for each z
// (Algorithm 1 line 8; the proof's paragraph writes Adv_f^t without the sign) with |Z| queries of
// f and one evaluation of h_t, then projecting onto Delta_Z; the proof counts O(T |Z|) for the h
// that Algorithm 1 returns after T steps. This construction makes |Z| T queries and O(T |Z|^2)
// gates in all (the projection below). Here the circuit
// is built from a run's steps (`Result::trace`) over an explicit gate basis and evaluated exactly;
// it computes the run's centre c_T, which lies in the ball the run certifies (h = c_T is the h
// of the lemma's conclusions, both checked on it by `pe.indistinguishable.circuit`).
//
// Gate basis: a constant; a query f_i(x, z, p) of a test in F at the circuit's input x, with the
// |Z| wires p as its Delta_Z argument (Def. A.1's f : X x Z x Delta_Z -> [-1, 1]); a linear gate
// k0 a + k1 b + c; max(a, b); min(a, b); the run's rounding of a value whose denominator exceeds
// 2^bits down to the grid 2^-bits. The projection onto Delta_Z is a comparator network:
// the paper counts it as O(|Z|) time (Duchi et al., a RAM algorithm); as gates it is sorting
// (bubble network, |Z| (|Z| - 1) / 2 comparators) then theta = max_k (s_k - 1) / k over the
// sorted prefix sums s_k and w_z = max(v_z - theta, 0) (docs/PE_LEARNING.md).
#pragma once

#include <cstddef>
#include <vector>

#include "reference/num/rational.hpp"
#include "reference/pe/indistinguishable.hpp"

namespace debref::pe::indist {

enum class GateKind { constant, query, linear, max, min, round };

/// One gate; `in` are earlier gates' indices (a query's in are the wires p_0..p_{|Z|-1}).
struct Gate {
  GateKind kind = GateKind::constant;
  std::vector<std::size_t> in;
  Rational k0, k1, c;    // linear: k0 in[0] + k1 in[1] + c (k1 unused with one input)
  std::size_t test = 0;  // query: the test's index in the class
  std::size_t z = 0;     // query: the z it is asked at
};

/// A circuit with one input x (read by the query gates only) and |Z| outputs h(x, z).
struct Circuit {
  std::vector<Gate> gates;
  std::vector<std::size_t> output;
  int bits = 0;  // the rounding gates' grid 2^-bits
};

/// The proof's construction from a run of Algorithm 1 (`Result::trace`, steps in order) with
/// |Z| = z_size; `bits` is the run's rounding grid.
Circuit h_circuit(const std::vector<Step>& trace, int z_size, int bits);

/// The circuit's outputs at input x, exactly; query gates ask `tests` (the class the run used).
std::vector<Rational> evaluate(const Circuit& circuit, const std::vector<Distinguisher>& tests,
                               std::size_t x);

/// Gates of each kind: total and queries (the f evaluations the lemma's size counts).
struct GateCount {
  long total = 0;
  long queries = 0;
};
GateCount count(const Circuit& circuit);

/// The circuit's size as a formula: every gate recomputed for each use (h_t evaluated once per
/// query and per coordinate instead of once per step), 1 + the inputs' formula sizes.
Integer formula_size(const Circuit& circuit);

}  // namespace debref::pe::indist
