// Source: docs/DQC.md "Checked refutations": the UNSAT answers the dqc family takes from CaDiCaL
// (the early-bit queries, docs/DQC.md "Early bits") stand on DRAT proofs that debref's own
// checker (proofs/drat.hpp) verifies. The check: CaDiCaL's proofs of pigeonhole formulas and of
// the early-bit refutations of dqc.early_bits verify. The twin: each proof checked against the
// part of its formula that the all-false assignment satisfies (a satisfiable formula, so no
// proof of it can exist) must be rejected, and solve_cnf's answer with that check
// (proofs::unsat_outcome) UNKNOWN, not UNSAT.
#include <algorithm>
#include <cstdlib>
#include <string>
#include <vector>

#include "harness/core/explore.hpp"
#include "harness/core/replay.hpp"
#include "harness/dqc/evaluate.hpp"
#include "harness/dqc/instances.hpp"
#include "harness/dqc/json.hpp"
#include "harness/io/dimacs.hpp"
#include "proofs/cnf.hpp"
#include "proofs/dqc/early_bits.hpp"
#include "proofs/drat.hpp"
#include "reference/dqc/early_bits.hpp"

namespace debref::dqc {

namespace {

using nlohmann::json;

constexpr unsigned timeout_ms = 600000;

/// One UNSAT instance: its name and the query CaDiCaL refutes.
struct Refutation {
  std::string name;
  proofs::Query query;
};

/// h + 1 pigeons in h holes, each pigeon somewhere and no two in one hole.
proofs::Query pigeonhole(int h) {
  proofs::Query q;
  q.id = "dqc.drat.pigeonhole";
  q.source = "docs/DQC.md \"Checked refutations\"";
  q.statement = std::to_string(h + 1) + " pigeons fit in " + std::to_string(h) + " holes";
  q.logic = "QF_UF";
  q.build = [h](z3::context& ctx) {
    const auto sits = [&](int i, int j) {
      return ctx.bool_const(("p" + std::to_string(i) + "_h" + std::to_string(j)).c_str());
    };
    z3::expr_vector hyp(ctx);
    for (int i = 0; i <= h; ++i) {
      z3::expr_vector somewhere(ctx);
      for (int j = 0; j < h; ++j) somewhere.push_back(sits(i, j));
      hyp.push_back(z3::mk_or(somewhere));
    }
    for (int j = 0; j < h; ++j)
      for (int i = 0; i <= h; ++i)
        for (int k = i + 1; k <= h; ++k) hyp.push_back(!sits(i, j) || !sits(k, j));
    return proofs::Formulas{hyp, ctx.bool_val(true)};  // the hypotheses alone
  };
  return q;
}

/// PHP(h + 1, h) for h = 2..6, then each early-bit witness's query one level below its s.
std::vector<Refutation> refutations() {
  std::vector<Refutation> out;
  for (int h = 2; h <= 6; ++h)
    out.push_back(
        {"pigeonhole " + std::to_string(h + 1) + " in " + std::to_string(h), pigeonhole(h)});
  for (const EarlyBitVerifier& v : early_bit_witnesses())
    if (v.s() >= 2) {
      const TruthTable f = game_function(v);
      out.push_back({"early bits of " + to_string(f) + " at s = " + std::to_string(v.s() - 1),
                     proofs::dqc_early_bits_query(f, v.s() - 1)});
    }
  return out;
}

}  // namespace

ClaimOutcome drat_cadical() {
  ClaimOutcome o;
  std::uint64_t lemmas = 0;
  for (const Refutation& r : refutations()) {
    const proofs::Outcome out = proofs::solve_cnf(r.query, timeout_ms, nullptr, true);
    json instance = {{"instance", r.name},
                     {"verdict", proofs::to_string(out.verdict)},
                     {"proof_checked", out.proof_checked}};
    if (out.verdict == proofs::Verdict::Unknown && !proofs::proof_rejected(out.reason)) {
      o.undecided = true;  // a timeout: never a pass
      continue;
    }
    if (out.verdict != proofs::Verdict::Unsat || !out.proof_checked) {
      instance["reason"] = out.reason;
      o.violation = instance;
      return o;
    }
    ++o.instances;
    lemmas += out.proof_lemmas;
  }
  o.detail = std::to_string(o.instances) + " CaDiCaL refutations, " + std::to_string(lemmas) +
             " lemmas checked by RUP or RAT";
  return o;
}

ClaimOutcome twin_drat_satisfiable_part() {
  ClaimOutcome o;
  for (const Refutation& r : refutations()) {
    proofs::CnfProof kept;
    const proofs::Outcome out = proofs::solve_cnf(r.query, timeout_ms, nullptr, false, &kept);
    if (out.verdict != proofs::Verdict::Unsat) {
      o.undecided = true;
      continue;
    }
    ++o.instances;
    std::vector<proofs::Clause> part;  // satisfied by every variable false
    for (const proofs::Clause& c : kept.formula)
      if (std::any_of(c.begin(), c.end(), [](int l) { return l < 0; })) part.push_back(c);
    const proofs::DratCheck mutated = proofs::check_drat(part, kept.proof);
    // What solve_cnf makes of a CaDiCaL UNSAT answer with this check: it must not stand.
    const proofs::Outcome answer = proofs::unsat_outcome(mutated, true, "timeout");
    if (answer.verdict == proofs::Verdict::Unsat) continue;
    json v = {{"instance", r.name},          {"clauses", kept.formula.size()},
              {"clauses_kept", part.size()}, {"refuted", mutated.refuted},
              {"failure", mutated.failure},  {"verdict", proofs::to_string(answer.verdict)},
              {"reason", answer.reason}};
    // `debref drat` on the satisfiable part and CaDiCaL's proof of the whole formula.
    const std::optional<std::string> text = proofs::drat_text(kept.proof);
    if (text && text->size() + part.size() * 16 < 4000) {
      set_replay(v,
                 "debref drat --cnf " +
                     explore::text_file_arg(to_dimacs({largest_variable(kept.formula), part})) +
                     " --proof " + explore::text_file_arg(*text),
                 "/failure", mutated.failure);
    }
    o.violation = v;
    return o;
  }
  return o;
}

}  // namespace debref::dqc
