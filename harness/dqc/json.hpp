// Source: docs/DQC.md and docs/FORMATS.md (the dqc forms): every JSON / string form of the dqc
// family, one parser and one printer each: inputs x, bit strings, verifier trees
// ("x1 ? (b1 ? 1 : 0) : 0"), DQC results (a `debref dqc` row with bounds and honest strategies),
// Z3 query lists and the debates and truth tables of check counterexamples. Truth tables
// themselves: dqc::to_string / dqc::parse_truth_table (reference/dqc/debate.hpp).
#pragma once

#include <cstdint>
#include <nlohmann/json.hpp>
#include <string>
#include <vector>

#include "proofs/dqc/queries.hpp"
#include "reference/dqc/search.hpp"

namespace debref::dqc {

/// The input x as n characters 0/1, x_1 first.
std::string input_string(std::uint32_t x, int n);

/// A string of `length` characters 0/1 (field names the input in the error; InputError).
std::vector<bool> parse_bits(const nlohmann::json& j, std::size_t length, const std::string& field);

/// The verifier tree "v ? T : E" | "0" | "1" | "(" tree ")", v in x1..xn, a1..ak, b1..bk: the
/// inverse of Tree::to_string (InputError naming the character where it fails).
Tree parse_verifier(const std::string& s, int n, int k);

/// {"truth_table", "n"}: the function of a check counterexample.
nlohmann::json describe(const TruthTable& f);
/// A truth table given to `flag` (e.g. --truth-table) with n in min_n..max_n, or InputError naming
/// the flag and the allowed lengths (2^n characters) or the first character that is not 0/1.
TruthTable truth_table_flag(const std::string& bits, const std::string& flag, int min_n, int max_n);
/// {"k", "queries", "tree"}: a debate of a check counterexample.
nlohmann::json describe(const Debate& d);

/// The bounds of a `debref dqc` result: Cor. 4, D(f) and for n <= 3 Thm 5 and Thm 6 (with the
/// minimum formulas and the minimum circuit).
nlohmann::json bounds_json(const DqcResult& r);
/// For n <= 3, `debref dqc --truth-table`'s "constructions": the cross-examination debates of
/// Thm 6 (from the minimum circuit of bounds_json, k0 = 0) and of Lemma 8 (V's circuit of
/// the Thm 5 debate after its rounds), each {"m", "rounds", "queries", "bound", "valid"} (bound
/// ceil(log2 m) + 3; null when the circuit has no gate, m = 0).
nlohmann::json constructions_json(const TruthTable& f);
/// One `debref dqc` result (a --table row without strategies).
nlohmann::json result_json(const DqcResult& r, bool with_strategies);
/// The honest strategy tables: prover0 / prover1 -> x -> the moves of each round, character i the
/// move after the history alpha_1 beta_1 alpha_2 ... whose bits spell i (alpha_1 most significant).
nlohmann::json strategies_json(const DqcResult& r);

/// Z3's queries in the order run: l, k, verdict (and with `timing` refutes_l and seconds).
nlohmann::json queries_json(const proofs::SmtDqcResult& s, bool timing);

}  // namespace debref::dqc
