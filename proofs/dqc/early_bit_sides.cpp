// Source: docs/DQC.md "Early bits" (L9). See early_bits.hpp: the side cubes of a read cube of the
// early-bit query.
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "proofs/dqc/early_bits.hpp"
#include "proofs/dqc/early_bits_detail.hpp"
#include "proofs/solver_check.hpp"

namespace debref::proofs {

namespace {

using K = dqc::EarlySide::Kind;

/// The four kinds of a side: a query of an input, of an early bit, an AND gate, an OR gate.
struct SideKind {
  K kind;
  bool early;
};
constexpr SideKind side_kinds[] = {
    {K::Query, false}, {K::Query, true}, {K::And, false}, {K::Or, false}};

const char* kind_name(K k, bool early) {
  switch (k) {
    case K::Query:
      return early ? "e-query" : "x-query";
    case K::And:
      return "and";
    case K::Or:
      return "or";
  }
  return "?";
}

}  // namespace

std::vector<EarlyBitSides> early_bit_side_cubes() {
  std::vector<EarlyBitSides> cubes;
  for (const SideKind& a : side_kinds)
    for (const SideKind& b : side_kinds)
      // The order of the sides: a query before an AND gate before an OR gate.
      if (a.kind <= b.kind) cubes.push_back({a.kind, b.kind, a.early, b.early});
  return cubes;
}

std::vector<EarlyBitSides> early_bit_side_cubes(const dqc::TruthTable& f, int s,
                                                const EarlyBitReads& reads) {
  // A query side has 3 query places, a gate side 2 (its trees' variables), and the read cube puts
  // `places` distinct variables there (its early bits, binate and other relevant inputs): a pair
  // needs places <= 6 - gates. A query side's variable is at a query place, so it is one of those
  // (an early bit, or a relevant input) or an input f does not depend on, which the cube counts
  // nowhere and so needs a place of its own. When the places hold `places` distinct variables
  // (places = 6 - gates) two query sides read two of them, so two e-queries need two early bits
  // and two x-queries two inputs there. For f not symmetric the query orders two query sides by
  // variable (inputs before early bits), so side 0 never queries an early bit beside side 1's
  // input.
  const auto [binate, relevant] = early_bits_detail::input_kinds(f);
  const int places = early_bits_detail::read_cube_demand(binate, relevant, s, reads).first;
  const int inputs = reads.binate + reads.other;
  bool irrelevant = false;
  for (const bool r : relevant) irrelevant = irrelevant || !r;
  const bool symmetric = dqc::is_symmetric(f);
  std::vector<EarlyBitSides> cubes;
  for (const EarlyBitSides& k : early_bit_side_cubes()) {
    const int gates = (k.side0 != K::Query ? 1 : 0) + (k.side1 != K::Query ? 1 : 0);
    const int early_queries =
        (k.side0 == K::Query && k.early0 ? 1 : 0) + (k.side1 == K::Query && k.early1 ? 1 : 0);
    const int input_queries = 2 - gates - early_queries;
    const int room = early_bits_detail::query_places - gates;
    const bool full = places == room;
    const bool fits =
        places <= room && (early_queries == 0 || reads.early >= (full ? early_queries : 1)) &&
        (input_queries == 0 || inputs >= (full ? input_queries : 1) || (!full && irrelevant));
    const bool ordered = symmetric || !(gates == 0 && k.early0 && !k.early1);
    if (fits && ordered) cubes.push_back(k);
  }
  return cubes;
}

std::optional<std::vector<EarlyBitSides>> early_bit_sides_admitted(const dqc::TruthTable& f,
                                                                   const EarlyBitOwners& owners,
                                                                   const EarlyBitReads& reads,
                                                                   unsigned timeout_ms) {
  z3::context ctx;
  const SolverCall call(ctx);
  const Formulas formulas = dqc_early_bits_query(f, owners, reads).build(ctx);
  z3::solver solver(ctx);
  for (const z3::expr& h : formulas.hypotheses) solver.add(h);
  const int n = f.n, s = static_cast<int>(owners.early.size());
  // A side of the given kind, in the query's variables.
  const auto side_is = [&](int side, const SideKind& k) {
    const std::string prefix = early_bits_detail::side_prefix(side);
    const z3::expr gate = ctx.bool_const((prefix + "_gate").c_str());
    if (k.kind != K::Query)
      return gate && ctx.bool_const((prefix + "_or").c_str()) == ctx.bool_val(k.kind == K::Or);
    z3::expr_vector reads_one(ctx);
    for (int v = k.early ? n : 0; v < (k.early ? n + s : n); ++v)
      reads_one.push_back(
          ctx.bool_const((prefix + "_s_" + early_bits_detail::var_name(n, v)).c_str()));
    return !gate && (reads_one.empty() ? ctx.bool_val(false) : z3::mk_or(reads_one));
  };
  std::vector<EarlyBitSides> out;
  for (const SideKind& a : side_kinds)
    for (const SideKind& b : side_kinds) {
      solver.push();
      solver.add(side_is(0, a) && side_is(1, b));
      const Verdict r = check_solver(solver, call, timeout_ms, z3::expr_vector(ctx)).verdict;
      solver.pop();
      if (r == Verdict::Unknown) return std::nullopt;
      if (r == Verdict::Sat) out.push_back({a.kind, b.kind, a.early, b.early});
    }
  return out;
}

EarlyBitSides early_bit_sides(const dqc::EarlyBitVerifier& v) {
  EarlyBitSides k{v.side[0].kind, v.side[1].kind};
  k.early0 = v.side[0].kind == K::Query && v.side[0].var >= v.n;
  k.early1 = v.side[1].kind == K::Query && v.side[1].var >= v.n;
  return k;
}

std::string to_string(const EarlyBitSides& sides) {
  return std::string(kind_name(sides.side0, sides.early0)) + " " +
         kind_name(sides.side1, sides.early1);
}

}  // namespace debref::proofs
