// proofs/drat.hpp: the DRAT checker on hand-made proofs (RUP, RAT, deletions kept and unmatched,
// malformed bytes, no empty clause) and on CaDiCaL's own proofs, which it must verify, and
// reject against a satisfiable part of the same formula; proofs/cnf.hpp's checked UNSAT.
#include <doctest/doctest.h>

#include <cadical.hpp>
#include <cstdio>
#include <string>
#include <vector>

#include "proofs/cnf.hpp"
#include "proofs/drat.hpp"

using debref::proofs::check_drat;
using debref::proofs::Clause;
using debref::proofs::drat_step;

namespace {

/// Pigeons 1..p in holes 1..h: variable (i - 1) h + j says pigeon i sits in hole j.
std::vector<Clause> pigeonhole(int p, int h) {
  std::vector<Clause> f;
  const auto var = [h](int i, int j) { return (i - 1) * h + j; };
  for (int i = 1; i <= p; ++i) {
    Clause c;
    for (int j = 1; j <= h; ++j) c.push_back(var(i, j));
    f.push_back(c);
  }
  for (int j = 1; j <= h; ++j)
    for (int i = 1; i <= p; ++i)
      for (int k = i + 1; k <= p; ++k) f.push_back({-var(i, j), -var(k, j)});
  return f;
}

/// CaDiCaL's binary DRAT proof of an unsatisfiable formula.
std::string cadical_proof(const std::vector<Clause>& f) {
  std::FILE* file = std::tmpfile();
  REQUIRE(file != nullptr);
  {
    CaDiCaL::Solver solver;
    solver.set("quiet", 1);
    solver.set("binary", 1);
    solver.trace_proof(file, "proof");
    for (const Clause& c : f) {
      for (const int l : c) solver.add(l);
      solver.add(0);
    }
    REQUIRE(solver.solve() == 20);
    solver.flush_proof_trace();
  }
  std::rewind(file);
  std::string bytes;
  for (int c; (c = std::fgetc(file)) != EOF;) bytes.push_back(static_cast<char>(c));
  std::fclose(file);
  return bytes;
}

}  // namespace

TEST_CASE("check_drat: RUP lemmas refute; a lemma that is neither RUP nor RAT is rejected") {
  const std::vector<Clause> all4 = {{1, 2}, {1, -2}, {-1, 2}, {-1, -2}};
  const auto ok = check_drat(all4, drat_step(true, {1}) + drat_step(true, {}));
  CHECK(ok.refuted);
  CHECK(ok.lemmas == 1);  // the unit 1 already makes the database inconsistent
  CHECK(ok.failure.empty());
  // The empty clause first is not RUP: nothing propagates at the top level.
  const auto early = check_drat(all4, drat_step(true, {}));
  CHECK_FALSE(early.refuted);
  CHECK(early.failure == "lemma 1 (0 literals) is neither RUP nor RAT");
  // No steps: a satisfiable database stays so.
  CHECK_FALSE(check_drat(all4, std::string()).refuted);
  // (1 or 2), (3 or 4): the unit -1 is not RUP, nor RAT on -1 (the resolvent -1 or 2 is not RUP).
  const auto bogus = check_drat({{1, 2}, {3, 4}}, drat_step(true, {-1}) + drat_step(true, {}));
  CHECK_FALSE(bogus.refuted);
  CHECK(bogus.failure == "lemma 1 (1 literals) is neither RUP nor RAT");
  // A formula with the empty clause is refuted with no proof.
  CHECK(check_drat({{1}, {}}, std::string()).refuted);
}

TEST_CASE("check_drat: RAT on the first literal; deletions applied, kept and unmatched") {
  // x5 <-> (x1 and x2) by extended resolution over a satisfiable formula: -5 v 1 and -5 v 2 are
  // not RUP but RAT on -5 (no clause has 5 yet), 5 v -1 v -2 RAT on 5 (both resolvents are
  // tautologies). No empty clause follows.
  const std::vector<Clause> f = {{1, 2}, {3, 4}, {-1, 3}};
  const auto r = check_drat(
      f, drat_step(true, {-5, 1}) + drat_step(true, {-5, 2}) + drat_step(true, {5, -1, -2}));
  CHECK_FALSE(r.refuted);
  CHECK(r.rat_lemmas == 3);
  CHECK(r.lemmas == 3);
  CHECK(r.failure == "the proof ends without deriving the empty clause");
  // The pivot is the first literal as written: 1 v -5 is not RAT on 1 (its resolvent with
  // -1 v 3, 1 v 3 v -5, is not RUP).
  const auto pivot = check_drat(f, drat_step(true, {1, -5}));
  CHECK(pivot.failure == "lemma 1 (2 literals) is neither RUP nor RAT");
  // Deleting the unit 1 (the reason of 1 at the top level) is not applied; deleting an absent
  // clause is unmatched; deleting 1 v 2 (true when added, no reason) is applied. The refutation
  // of the four clauses over 4 and 5 still goes through.
  const std::vector<Clause> g = {{1}, {1, 2}, {-1, 3}, {4, 5}, {4, -5}, {-4, 5}, {-4, -5}};
  const auto d =
      check_drat(g, drat_step(false, {1}) + drat_step(false, {7, 8}) + drat_step(false, {2, 1}) +
                        drat_step(true, {4}) + drat_step(true, {}));
  CHECK(d.refuted);
  CHECK(d.lemmas == 1);
  CHECK(d.deletions_kept == 1);
  CHECK(d.deletions_unmatched == 1);
  CHECK(d.deletions == 1);
}

TEST_CASE("check_drat: malformed proofs, and a stop") {
  const std::vector<Clause> f = {{1, 2}, {-1, 2}, {1, -2}, {-1, -2}};
  CHECK(check_drat(f, std::string("x")).failure == "malformed proof: byte 1 is not 'a' or 'd'");
  CHECK(check_drat(f, std::string("a\x82")).failure.rfind("malformed proof: a literal cut", 0) ==
        0);
  CHECK(check_drat(f, std::string("a\x01", 2)).failure.rfind("malformed proof: variable 0", 0) ==
        0);
  std::string many;
  for (int i = 0; i < 2048; ++i) many += drat_step(false, {1, 2});
  const auto stopped = check_drat(f, many, [] { return true; });
  CHECK(stopped.stopped);
  CHECK_FALSE(stopped.refuted);
  CHECK_THROWS_AS(check_drat({{0}}, std::string()), std::invalid_argument);
  // A variable far above the formula's (memory would grow with it) is malformed.
  CHECK(check_drat(f, drat_step(true, {16777215}))
            .failure.rfind("malformed proof: variable 16777215", 0) == 0);
  // Bytes after the refutation are read: malformed ones make the proof malformed.
  const std::string refutation = drat_step(true, {1}) + drat_step(true, {});
  CHECK(check_drat(f, refutation + drat_step(false, {1, 2})).refuted);
  const auto trailing = check_drat(f, refutation + "xyz");
  CHECK_FALSE(trailing.refuted);
  CHECK(trailing.failure.rfind("malformed proof: byte", 0) == 0);
}

TEST_CASE("check_drat: CaDiCaL's proofs of pigeonhole formulas verify; not against a SAT part") {
  for (int h = 2; h <= 5; ++h) {
    const std::vector<Clause> f = pigeonhole(h + 1, h);
    const std::string proof = cadical_proof(f);
    const auto r = check_drat(f, proof);
    INFO("holes " << h << ": " << r.failure);
    CHECK(r.refuted);
    CHECK(r.lemmas > 0);
    // The clauses the all-true assignment satisfies (each pigeon's: a satisfiable formula):
    // no proof can refute them.
    std::vector<Clause> part;
    for (const Clause& c : f)
      if (c[0] > 0) part.push_back(c);
    CHECK_FALSE(check_drat(part, proof).refuted);
    // The FILE overload reads the same bytes.
    std::FILE* file = std::tmpfile();
    REQUIRE(file != nullptr);
    std::fwrite(proof.data(), 1, proof.size(), file);
    std::rewind(file);
    const auto from_file = check_drat(f, file);
    std::fclose(file);
    CHECK(from_file.refuted);
    CHECK(from_file.lemmas == r.lemmas);
  }
}
