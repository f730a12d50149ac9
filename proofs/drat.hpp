// Source: docs/DQC.md "Early bits" ("Checked refutations"): an UNSAT answer of CaDiCaL is a
// claim of the solver; its DRAT proof (Wetzler, Heule and Hunt, "DRAT-trim", SAT 2014: each
// added clause a RUP or RAT consequence of the clauses before it, deletions allowed) makes it a
// claim this checker verifies on its own. The check is forward: every lemma in the order the
// solver wrote it, by unit propagation over two watched literals. Deletions of clauses that are
// the reasons of top-level assignments are not applied, nor are deletions of clauses not present;
// both are counted. Keeping a clause of the database is sound: the database only ever holds
// clauses that keep a satisfiable formula satisfiable (the formula's, RUP lemmas, RAT lemmas
// checked against every clause kept), so a refutation still proves the formula unsatisfiable.
#pragma once

#include <cstdint>
#include <cstdio>
#include <functional>
#include <optional>
#include <string>
#include <vector>

namespace debref::proofs {

/// A clause as DIMACS literals (v or -v, v >= 1); the empty clause is false.
using Clause = std::vector<int>;

struct DratCheck {
  bool refuted = false;      // the formula with the proof's lemmas derives the empty clause
  bool stopped = false;      // `stop` answered true before the end: neither refuted nor rejected
  std::uint64_t lemmas = 0;  // lemmas checked (each RUP or RAT)
  std::uint64_t rat_lemmas = 0;           // of them, not RUP but RAT on their first literal
  std::uint64_t deletions = 0;            // deletions applied
  std::uint64_t deletions_kept = 0;       // deletions of top-level reasons, not applied
  std::uint64_t deletions_unmatched = 0;  // deletions of clauses not present
  std::string failure;  // when neither refuted nor stopped: the first lemma that fails, or why
};

/// Checks a binary DRAT proof (bytes 'a' or 'd', then each literal 2v + (negative) as a
/// little-endian base-128 varint, then 0) against `formula`. `stop` is polled every 1,024 steps
/// (lemmas and deletions). A variable above the formula's largest plus the proof's bytes read so
/// far is malformed (memory stays linear in the inputs), and so is any malformed byte after the
/// refutation (read, not checked).
DratCheck check_drat(const std::vector<Clause>& formula, std::FILE* binary_proof,
                     const std::function<bool()>& stop = {});

/// The same, the proof given as its bytes.
DratCheck check_drat(const std::vector<Clause>& formula, const std::string& binary_proof,
                     const std::function<bool()>& stop = {});

/// The binary DRAT encoding of one step (`add`: a lemma, else a deletion), for building proofs.
std::string drat_step(bool add, const Clause& clause);

/// A well-formed binary proof as text DRAT (one step per line, `d ` before a deletion), e.g. for
/// a replay command; nullopt when the bytes are malformed.
std::optional<std::string> drat_text(const std::string& binary_proof);

}  // namespace debref::proofs
