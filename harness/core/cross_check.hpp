// Source: proofs/README.md: `--emit DIR` writes every query as a standalone SMT-LIB 2 file;
// `--cross-check cvc5` runs cvc5 on the same files; any disagreement is a FAIL.
#pragma once

#include <filesystem>
#include <string>
#include <vector>

#include "harness/io/cleanup.hpp"  // cleanup::TempDir for the emitted files
#include "proofs/query.hpp"

namespace debref::proofs {

/// Writes <dir>/<id>.smt2 for every query (creating dir); returns the paths in query order.
/// Throws std::runtime_error naming the path when it cannot write.
std::vector<std::filesystem::path> emit(const std::vector<Query>& queries,
                                        const std::filesystem::path& dir);

/// Whether a cvc5 executable runs (`cvc5 --version`).
bool cvc5_available();

/// cvc5's verdict on an SMT-LIB file, with its own time limit (--tlimit); Unknown for a timeout,
/// `unknown`, or anything unparsable (the first output line goes to `detail`).
Verdict run_cvc5(const std::filesystem::path& file, unsigned timeout_ms, std::string& detail);

enum class Agreement { Agree, Disagree, Undecided, NotCompared };
const char* to_string(Agreement a);

/// Compares Z3's and cvc5's verdicts on one file: both decided and equal is agreement; a decided
/// pair that differs is a disagreement; otherwise undecided, or not compared when the query
/// carries a cvc5 note (then only a disagreement still counts).
Agreement compare(const Query& query, Verdict z3, Verdict cvc5);

}  // namespace debref::proofs
