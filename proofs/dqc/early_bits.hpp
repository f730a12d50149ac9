// Source: seed 002 Def. 1, eq. (1), (2), Sec. 2.1 (docs/DQC.md "Early bits"): the Z3 query "f
// has a depth-4 verifier whose root bit is preceded by at most s early bits". By (E1) and (E2)
// of docs/DQC.md such a verifier's game value is Q_1 e_1 ... Q_s e_s [A op B] with A, B of the
// shapes of reference/dqc/early_bits.hpp (a query or a gate over two depth-2 trees with literal
// leaves over x_1..x_n, e_1..e_s), so the query is over those shapes: one-hot selectors for each
// query and leaf, the owners of e_1..e_s and of the root; the game value is expanded over every
// assignment of the early bits at every input. An early bit the shape does not read is vacuous,
// so the query at s covers every s' <= s (not with a read cube, below). Symmetries are broken
// (docs/DQC.md (L1), (L5) and "The Z3 query"): the last early bit is not the root owner's; for a
// self-dual f Prover 1 owns the root bit; the sides, a gate's trees and (f symmetric) the first
// reads are ordered. SAT: the model is decoded into an EarlyBitVerifier, its debate re-verified by
// dqc::validate; UNSAT: no depth-4 verifier with <= s early bits computes f. A verifier with the
// fewest early bits also reads as (L2) and (L6) say, which the query assumes; at f's bound s
// without slack ((L6)) it assumes exactly s early bits, the levels below covering fewer.
#pragma once

#include <functional>
#include <optional>
#include <string>
#include <vector>

#include "proofs/cnf.hpp"
#include "proofs/query.hpp"
#include "reference/dqc/early_bits.hpp"

namespace debref::proofs {

/// Largest s the query is built for (32 inputs times 2^s early-bit assignments): (L4) of
/// docs/DQC.md, beyond which no depth-4 verifier has early bits.
inline constexpr int max_query_early_bits = 7;

/// The query (n <= 5, 0 <= s <= max_query_early_bits). Variables: side<b>_gate, side<b>_or,
/// side<b>_s_<var>, side<b><c>_s_<var> (the depth-2 tree c = lo|hi of side b), side<b><c><d>_leaf_
/// <0|1|var|~var> (its leaf d = lo|hi), owner_e<k>, owner_root; var is x<j> or e<k>.
Query dqc_early_bits_query(const dqc::TruthTable& f, int s, Verdict expected = Verdict::Unsat);

/// One assignment of the owners (a cube of the owner variables): the root bit's and e_1..e_s's
/// (true: Prover 1).
struct EarlyBitOwners {
  bool root_prover1 = true;
  std::vector<bool> early;
};
/// The owner assignments the query at s leaves open ((L1): the last early bit is not the root
/// owner's; (L5): Prover 1's root for a self-dual f), in a fixed order. The query is UNSAT iff
/// it is UNSAT under each of them.
std::vector<EarlyBitOwners> early_bit_owner_cubes(const dqc::TruthTable& f, int s);
/// The query with the owners fixed to `owners` (its s is owners.early.size()); throws
/// std::invalid_argument for an assignment early_bit_owner_cubes leaves out.
Query dqc_early_bits_query(const dqc::TruthTable& f, const EarlyBitOwners& owners,
                           Verdict expected = Verdict::Unsat);
/// A read cube ((L7) of docs/DQC.md): how many of the early bits, of the binate inputs and of the
/// other relevant inputs are read at a query place. With one fixed, the query also assumes
/// exactly s early bits, each read (at a query place or at leaves of both signs), and every
/// relevant input read, as a verifier with the fewest early bits has them; fewer early bits are
/// the levels below.
struct EarlyBitReads {
  int early = 0, binate = 0, other = 0;
  bool operator==(const EarlyBitReads&) const = default;
};
/// The read cubes (L7) leaves at s, in a fixed order: at most 6 variables at query places, and
/// the leaves the others need (two for an early bit or binate input, one for another relevant
/// input) at most 8. A verifier with the fewest early bits, s of them, has one of them, so when
/// the query at s with its owners fixed is UNSAT for every read cube, no verifier with these
/// owners has the fewest early bits s (fewer are the levels below).
std::vector<EarlyBitReads> early_bit_read_cubes(const dqc::TruthTable& f, int s);
/// The query with the owners and the reads fixed; throws std::invalid_argument as above, and for
/// reads that early_bit_read_cubes leaves out.
Query dqc_early_bits_query(const dqc::TruthTable& f, const EarlyBitOwners& owners,
                           const EarlyBitReads& reads, Verdict expected = Verdict::Unsat);
/// A side cube ((L9) of docs/DQC.md): the kinds of the two sides below the root, each a query of
/// an input, a query of an early bit, an AND gate or an OR gate. The query orders the sides (a
/// query before an AND gate before an OR gate), so the kinds it leaves are the 11 pairs with side
/// 0's no later than side 1's (two queries in any pair of their variables' kinds).
struct EarlyBitSides {
  dqc::EarlySide::Kind side0 = dqc::EarlySide::Kind::Query, side1 = dqc::EarlySide::Kind::Query;
  bool early0 = false, early1 = false;  // a query side's variable is an early bit (else an input)
  bool operator==(const EarlyBitSides&) const = default;
};
/// The side cubes, in a fixed order: side 0 a query of an input, beside a query of an input, of
/// an early bit, an AND gate, an OR gate; side 0 a query of an early bit, beside the same; then
/// (AND, AND), (AND, OR), (OR, OR). The query with its owners
/// and reads fixed is UNSAT iff it is UNSAT under each of them.
std::vector<EarlyBitSides> early_bit_side_cubes();
/// The side cubes of one read cube at s: those with query places enough for its variables there
/// (a query side has 3, a gate side 2: no gate with 6 variables, at most one with 5), whose
/// query sides read an early bit only when the cube has one at a query place, and an input only
/// when it has one there or f has an irrelevant input. A read cube with one side cube is
/// decided whole.
std::vector<EarlyBitSides> early_bit_side_cubes(const dqc::TruthTable& f, int s,
                                                const EarlyBitReads& reads);
/// The query with the owners, the reads and the sides' kinds fixed; throws std::invalid_argument
/// as above, and for kinds early_bit_side_cubes leaves out.
Query dqc_early_bits_query(const dqc::TruthTable& f, const EarlyBitOwners& owners,
                           const EarlyBitReads& reads, const EarlyBitSides& sides,
                           Verdict expected = Verdict::Unsat);
/// The pairs of kinds (of the 16) that the hypotheses of the read cube's query leave (its rules,
/// not f: Z3 decides them under each pair's kinds). The side cubes split the read cube when
/// early_bit_side_cubes(f, s, reads) holds each of them (dqc.early_bits checks it; a side cube
/// beyond them is UNSAT at once: the order of two query sides by variable for an f that is not
/// symmetric, or two variables at query places that must differ).
/// Each Z3 call runs as a SolverCall (proofs/solver_control.hpp: the interrupt, the deadline,
/// `timeout_ms` with 0 for none); std::nullopt when one answered unknown.
std::optional<std::vector<EarlyBitSides>> early_bit_sides_admitted(const dqc::TruthTable& f,
                                                                   const EarlyBitOwners& owners,
                                                                   const EarlyBitReads& reads,
                                                                   unsigned timeout_ms = 0);
/// The side cube of a shape: its sides' kinds (in early_bit_side_cubes when the shape's sides
/// are in the query's order).
EarlyBitSides early_bit_sides(const dqc::EarlyBitVerifier& v);
/// "x-query and": side 0's kind, then side 1's (x-query: a query of an input, e-query: of an early
/// bit, and, or).
std::string to_string(const EarlyBitSides& sides);

/// The read cube of a shape: its early bits, binate inputs and other relevant inputs of f read
/// at a query place (a side's query, a depth-2 tree's variable).
EarlyBitReads early_bit_reads(const dqc::TruthTable& f, const dqc::EarlyBitVerifier& v);
/// "e3 b0 o2": early bits, binate inputs, other inputs read at a query place.
std::string to_string(const EarlyBitReads& reads);

/// The shape of a SAT model (unassigned values read as false; a node without a true selector
/// reads x_1, so a malformed model is still a shape and is caught by validation).
dqc::EarlyBitVerifier early_bits_from_model(const dqc::TruthTable& f, int s,
                                            const Outcome& outcome);

/// The rule by which the query orders the variables' names (docs/DQC.md "The Z3 query"): as f
/// calls for (for a symmetric f the first reads in order, dqc::first_reads_in_order; else two
/// query sides and a gate's two trees by variable), or none: the query's other rules only, the
/// hypothesis of the relabelling check (dqc.early_bits.relabelling).
enum class InputOrder { AsF, None };

/// The query at v.s() with v's owners, sides, selectors and leaves fixed is SAT: its hypotheses
/// (the symmetry breaking, (L1), (L2), (L5), (L6)) admit v, and v computes f. A check of the
/// rules' encoding: a shape they are proved to keep must pass.
/// With `reads`, the query of that read cube (the shape's own, early_bit_reads, for it to pass).
/// Sat: admitted, Unsat: refused, Unknown: Z3 answered unknown (a SolverCall,
/// proofs/solver_control.hpp: the interrupt, the deadline, `timeout_ms` with 0 for none).
Verdict early_bits_query_admits(const dqc::TruthTable& f, const dqc::EarlyBitVerifier& v,
                                const std::optional<EarlyBitReads>& reads = std::nullopt,
                                InputOrder order = InputOrder::AsF, unsigned timeout_ms = 0);
/// early_bits_query_admits(f, v, std::nullopt, order, timeout_ms) for each of `vs` (all with
/// f's n and one s), deciding one query under each shape's literals as assumptions (the
/// timeout is each decision's).
std::vector<Verdict> early_bits_query_admits(const dqc::TruthTable& f,
                                             const std::vector<dqc::EarlyBitVerifier>& vs,
                                             InputOrder order = InputOrder::AsF,
                                             unsigned timeout_ms = 0);

/// The owners of a cube as characters, the root's first, then e_1..e_s ('1': Prover 1): "10".
std::string to_string(const EarlyBitOwners& owners);

}  // namespace debref::proofs
