// Source: seed 002 Sec. 3 (Thm 5, Thm 6) and Sec. 4.1 (Lemma 8): fan-in-2 AND/OR circuits with
// negations at the inputs (De Morgan form, "C_f ... fan-in-2 AND/OR circuit", seed 002 Sec. 3),
// their depth and size (number of gates), and the two debate constructions from a circuit:
// the Karchmer-Wigderson-style debate (Thm 5, l <= depth + 1) and the cross-examination debate
// (Thm 6 / Lemma 8, l <= ceil(log2 m) + 3). Also the decision-tree depth D(f) (the k = 0 debate).
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "reference/dqc/debate.hpp"
#include "reference/support/ceil_log2.hpp"

namespace debref::dqc {

/// A wire of a circuit: a constant, a literal (variable v, possibly negated; v indexes the
/// verifier's input string as in debate.hpp), or the output of gate `gate` (0-based).
struct Wire {
  enum Kind { Const, Literal, Gate } kind = Const;
  int index = 0;         // v for Literal, the gate for Gate
  bool negated = false;  // Literal only
  bool value = false;    // Const only
};
/// A fan-in-2 AND / OR gate (seed 002 Sec. 3).
struct Gate {
  bool is_and = true;
  Wire in[2];
};
/// A circuit: gates in topological order (a gate reads earlier gates only); the output is `out`.
/// size() is the number of gates (seed 002 Sec. 3, "size(C_f) for the number of gates").
struct Circuit {
  int vars = 0;  // number of input variables it reads (n, or n + 2k for a verifier circuit)
  std::vector<Gate> gates;
  Wire out;
  int size() const { return static_cast<int>(gates.size()); }
  int depth() const;  // AND/OR gates on the longest input-output path (negations free)
  bool eval(const std::vector<bool>& input) const;
  std::string to_string(int n) const;  // "g1 = x1 & !x2; g2 = g1 | x3; out = g2"
};
/// The truth table of a circuit over n variables.
TruthTable circuit_function(const Circuit& c, int n);

/// A formula (a circuit whose gates each feed one gate), as a tree: leaf literal/constant or a
/// gate with two sub-formulas. Node 0 is the root.
struct FormulaNode {
  Wire leaf;  // kind Const or Literal when is_gate is false
  bool is_gate = false, is_and = true;
  int child[2] = {-1, -1};
};
struct Formula {
  std::vector<FormulaNode> nodes;
  int depth() const;
  int size() const;  // gates
  Circuit to_circuit(int vars) const;
  std::string to_string(int n) const;
};

/// Minimum-depth De Morgan formulas of every f on n <= 4 variables (n = 4: min_depth_formulas_n4)
/// (exact, by the closure D_0 = {0, 1, x_i, !x_i}, D_d = D_{d-1} ∪ {g ∧ h, g ∨ h : g, h ∈
/// D_{d-1}}); depth(C_f) of Thm 5.
struct MinDepth {
  int n = 0;
  std::vector<int> depth;  // by truth table bits
  Formula formula(std::uint32_t bits) const;
  std::vector<int> op, a, b;  // witness: op 0 leaf, 1 and, 2 or; a, b the operand tables
};
MinDepth min_depth_formulas(int n);

/// Minimum-size De Morgan formulas (gates) of every f on n <= 4 variables (n = 4: below), exact by
/// dynamic programming over sizes; a circuit of that size computes f, so min circuit size <= this.
struct MinFormulaSize {
  int n = 0;
  std::vector<int> size;
  Formula formula(std::uint32_t bits) const;
  std::vector<int> op, a, b;
};
MinFormulaSize min_size_formulas(int n);

/// The same two tables for n = 4, by the closures taken over NPN orbits (closure_n4.cpp).
MinDepth min_depth_formulas_n4();
MinFormulaSize min_size_formulas_n4();

/// Deterministic decision-tree depth D(f) and an optimal tree over x (the (0, D(f))-debate: the
/// verifier reads x itself; an upper bound on DQC).
int decision_tree_depth(const TruthTable& f);
Tree optimal_decision_tree(const TruthTable& f);

/// Seed 002 Thm 5: the Karchmer-Wigderson-style debate from a formula of depth d: round j
/// belongs to the gate at level j of the current path; at an AND gate Prover 0 points with α_j to
/// a child claimed 0, at an OR gate Prover 1 points with β_j to a child claimed 1 (the other
/// prover's message of that round is not read); at the input the verifier reads the literal.
/// k = d rounds, l <= d + 1 queries.
Debate kw_debate(const Formula& formula, int n);

/// Seed 002 Thm 6 / Lemma 8: cross-examination. Given a debate's first k0 rounds and a circuit C
/// of size m >= 1 over x and those rounds' messages, Prover 0 (Alice) writes the m gate values in
/// α_{k0+1..k0+m}; Prover 1 (Bob) writes a gate index in b = ceil(log2 m) bits β_{k0+m+1..}
/// (most significant first); the verifier reads the index, then the gate's two input wires and
/// its claimed value, and outputs 1 iff the gate is inconsistent or it is the output gate and its
/// value is 1 (an index >= m: output 0). k = k0 + m + b, l <= b + 3. Thm 6 is the case k0 = 0.
Debate cross_examination_debate(int n, int k0, const Circuit& c);
/// Seed 002 Thm 6 read literally, exactly: q <= log2(m) + 3, i.e. q <= 3 or 2^(q - 3) <= m
/// (m >= 1). The construction's bound ceil(log2 m) + 3 is weaker by up to one query.
bool within_log2_plus_3(int q, std::uint64_t m);

/// A De Morgan circuit computing the function of a decision tree (the verifier V of Lemma 8):
/// every inner node v ? H : L becomes (v ∧ H) ∨ (¬v ∧ L), folded where a side is constant.
Circuit tree_circuit(const Tree& tree, int vars);

}  // namespace debref::dqc
