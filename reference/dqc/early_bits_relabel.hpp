// Source: seed 002 eq. (1), (2) (docs/DQC.md "The Z3 query", the rule for a symmetric f): a
// shape's variables renamed. By (E1) of docs/DQC.md a shape's game value is
// Q_1 e_1 ... Q_s e_s [A op B]: renaming the inputs of a symmetric f keeps f, and renaming two
// early bits of one block (consecutive early bits of one owner, whose quantifiers commute) keeps
// the game value. The early-bit query breaks this symmetry by the order of first reads; the
// relabelling below is the one it admits, which dqc.early_bits.relabelling checks against it.
#pragma once

#include <vector>

#include "reference/dqc/early_bits.hpp"

namespace debref::dqc {

/// The shape with every variable u (0..n+s-1: x_1..x_n, then e_1..e_s) renamed `to[u]`: every
/// query place and leaf that read u reads to[u]. `to` must be a permutation mapping inputs to
/// inputs and early bits to early bits (std::invalid_argument otherwise). The owners stay in
/// transcript order, so the game function is kept when f is symmetric and each early bit stays
/// in its block (block_of); across blocks it may change (dqc.twin.early_bits.relabel_across_
/// owners).
EarlyBitVerifier relabel(const EarlyBitVerifier& v, const std::vector<int>& to);

/// The block of each early bit e_1..e_s: 0 for the first maximal run of consecutive early bits
/// of one owner, 1 for the next, and so on.
std::vector<int> block_of(const EarlyBitVerifier& v);

/// Where the shape first reads each variable (0..n+s-1), in the order of the query's rule for a
/// symmetric f (proofs/dqc/early_bits.cpp, reads_by_position): side[0] then side[1]; within a
/// side its query (a query side only), then the lo depth-2 tree's variable, its lo and hi leaves,
/// then the hi tree's. -1 for a variable the shape never reads.
std::vector<int> first_reads(const EarlyBitVerifier& v);

/// The renaming (for relabel) that puts the first reads in order: the inputs renamed x_1, x_2,
/// ... in the order of their first reads, and the early bits of each block likewise (variables
/// never read after the others, in their order). `within_blocks` false: the early bits sorted
/// across blocks too, which may change the game function (the falsifying twin's renaming).
std::vector<int> first_reads_order(const EarlyBitVerifier& v, bool within_blocks = true);

/// relabel(v, first_reads_order(v)): a shape of f (symmetric) that the query's rule admits when
/// it admits a relabelling of v at all (docs/DQC.md "The Z3 query").
EarlyBitVerifier first_reads_in_order(const EarlyBitVerifier& v);

}  // namespace debref::dqc
