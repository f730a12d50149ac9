// Source: docs/FORMATS.md "DIMACS CNF and DRAT proofs": the inputs of `debref drat`, a formula in
// DIMACS CNF and a proof in DRAT (text, or binary as CaDiCaL writes it), parsed strictly: every
// error names the flag, the line and what was expected.
#pragma once

#include <string>
#include <vector>

#include "proofs/drat.hpp"

namespace debref {

struct Dimacs {
  int variables = 0;  // from the header `p cnf V C`
  std::vector<proofs::Clause> clauses;
};

/// `c` comment lines, one header `p cnf V C` (0 <= V < 2^30, C >= 0) before the first clause,
/// then C clauses of literals in -V..V other than 0, each ended by 0 (a clause may span lines).
Dimacs parse_dimacs(const std::string& text, const std::string& flag);

/// The text parse_dimacs reads back: the header `p cnf V C`, then one clause per line.
std::string to_dimacs(const Dimacs& cnf);
/// The largest variable of `clauses` (0 when none).
int largest_variable(const std::vector<proofs::Clause>& clauses);

/// A DRAT proof as its binary encoding (proofs/drat.hpp): a text containing a NUL byte is binary
/// already (checked by the checker itself); otherwise text DRAT: lines of literals ended by 0,
/// `d` before a deletion, `c` comment lines. `binary` is set to which it was.
std::string drat_binary(const std::string& proof, const std::string& flag, bool& binary);

}  // namespace debref
