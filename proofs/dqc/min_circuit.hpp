// Source: seed 002 Thm 6 and Sec. 3 (size(C_f) of a fan-in-2 AND/OR circuit with negations at the
// inputs): the minimum circuit size by exact synthesis (Z3), beside the enumeration of
// reference/dqc/min_circuit.hpp. The query "a circuit of exactly m gates in normal form computes
// f" (docs/DQC.md "Minimum circuits"): gate i reads a pair of earlier wires (literals x_j, !x_j or
// gates) chosen by selectors, is an AND or an OR, and has a value on every input; the last gate is
// f; every other gate is read by a later one; no gate computes a literal, a constant or another
// gate's function; and gate i + 1, unless it reads gate i, has a larger (input pair, operation)
// than gate i. A minimum circuit can be put in that form, so UNSAT at every m < c and SAT at c
// prove that c is the minimum; a SAT model is decoded into a dqc::Circuit and re-verified.
#pragma once

#include <optional>
#include <vector>

#include "proofs/query.hpp"
#include "reference/dqc/circuit.hpp"

namespace debref::proofs {

/// The query for f and m >= 1 gates (QF_UF). Variables: sel_g<i>_<u>_<v> (gate i reads wires u
/// and v: x1, nx1 for !x1, g1, ...), or_g<i> (gate i is an OR), val_g<i>_<x> (its value on input
/// x). The negated goal is "the last gate computes f"; UNSAT proves "no circuit of m gates in
/// normal form computes f". `expected` goes into the emitted SMT-LIB header.
Query min_circuit_query(const dqc::TruthTable& f, int m, Verdict expected = Verdict::Unsat);

/// The circuit of a SAT model of min_circuit_query(f, m): gate i reads the first selected pair
/// (absent values read as false; a gate with no selected pair reads x1 twice, so a malformed
/// model is still a circuit and fails re-verification).
dqc::Circuit min_circuit_from_model(const dqc::TruthTable& f, int m, const Outcome& outcome);

struct SmtMinCircuitResult {
  dqc::TruthTable f;
  std::optional<int> size;  // every smaller m refuted, a circuit of `size` gates re-verified
  int lower = 0;            // every m < lower refuted (UNSAT)
  std::optional<dqc::Circuit> circuit;  // decoded from the SAT model
  bool circuit_valid = false;           // computes f (dqc::circuit_function) with m gates
  bool unknown = false;                 // a query timed out or Z3 said unknown (never a proof)
  std::vector<std::pair<int, Verdict>> queries;  // (m, verdict) in the order run
  double seconds = 0;
};

/// The minimum circuit size of f by Z3: m = 1, 2, ..., max_m until SAT (a literal or constant
/// needs no gate and no query). timeout_ms per query (0 = none).
SmtMinCircuitResult smt_min_circuit(const dqc::TruthTable& f, int max_m, unsigned timeout_ms);

}  // namespace debref::proofs
