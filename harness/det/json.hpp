// Source: docs/FORMATS.md "Machine" and docs/DET.md "Machine model". Every JSON form of the det
// family: the `debref det --machine` file (parser and printers, deterministic and stochastic
// oracle), configurations {"state", "head", "tape"}, transcripts of records [write, state, head],
// V's costs, bit strings and the Thm 7.2 result.
#pragma once

#include <nlohmann/json.hpp>
#include <string>
#include <vector>

#include "harness/det/thm7_2.hpp"
#include "reference/det/bisection.hpp"
#include "reference/det/machine.hpp"
#include "reference/det/stochastic_witness.hpp"
#include "reference/num/rational.hpp"

namespace debref {

/// A parsed `--machine` file: the machine, the input x, the time T and (witness) |w|.
struct DetInstance {
  det::Machine machine;
  std::vector<int> input;
  int time = 1;
  int witness_length = 0;
  /// P(O(z) = 1) per query z = sum cell_j 2^j (seed 001 Sec. 3, stochastic oracle):
  /// query.oracle_table as an array of rationals, or the bits of a deterministic oracle; empty
  /// without a query state.
  std::vector<Rational> probabilities;
  bool stochastic_oracle = false;  // query.oracle_table was given as an array
};

/// {"states": Q, "accepting": [..], "delta": [{"next","write","move"} x 2Q], "space": S,
/// "time": T, "input": "01", "query": {"state", "length", "oracle_table": "0110" or ["1/2", ...]},
/// "witness_length"}, oracle_table's entry i answering the query whose cells 0..length-1 spell i
/// (cell 0 most significant).
/// Throws InputError naming the field and its allowed range.
DetInstance parse_det_machine(const nlohmann::json& j);

}  // namespace debref

namespace debref::det {

/// Bits as a string of 0/1, the first bit first ("" for none).
std::string bit_string(const std::vector<int>& v);

/// The machine as JSON (the `debref det --machine` format, docs/DET.md).
nlohmann::json machine_json(const Machine& m);

/// A stochastic machine as JSON (`debref det --machine`, query.oracle_table an array of rationals).
nlohmann::json stochastic_machine_json(const StochasticMachine& sm);

/// A configuration {"state", "head", "tape"} (tape cell 0 first).
nlohmann::json config_json(const Config& c);

/// A transcript: records [write, state, head], a_1 first.
nlohmann::json transcript_json(const Transcript& a);

/// V's cost {"configurations", "bits", "queries"}.
nlohmann::json cost_json(const VerifierCost& c);

/// The Thm 7.2 result of one instance (k, Params, per-witness values, both conclusions).
nlohmann::json thm7_2_json(const Thm72Result& r);

}  // namespace debref::det
