// Source: docs/DQC.md "The 5-variable frontier" (seed 002 Def. 1, Cor. 4, NPN invariance): the
// bounds of every NPN class of functions of 5 variables, `debref dqc --frontier 5 --classes`,
// sharded with --shard I/N and reassembled by `debref merge` (docs/DQC.md "A cluster run").
#pragma once

#include <cstdint>
#include <map>
#include <nlohmann/json.hpp>
#include <ostream>
#include <string>

#include "harness/core/shard.hpp"

namespace debref::dqc {

/// A representative's shard position: a fixed bijective mix of its 32 bits (the finalizer of
/// MurmurHash3), so that the shards (position mod N) hold about equally many classes.
std::uint64_t class_position(std::uint32_t f);

/// --frontier 5 --classes [--shard I/N]: the representatives the shard owns, in increasing
/// order, each as a class row (truth table, class size, bounds, reason codes, the certificate
/// when the upper bound is not the decision tree's), with the summary of
/// frontier_classes_summary.
nlohmann::json frontier_classes(const Shard& shard, bool sharded, std::ostream& text);

/// The counts over class rows: classes, functions_covered (the sum of class sizes), complete
/// (616,126 classes covering 2^32 functions), exact, by_dqc (classes), by_dqc_functions,
/// by_upper_reason, debate_beats_decision_tree (classes, functions), certificates,
/// certificates_valid.
nlohmann::json frontier_classes_summary(const nlohmann::json& rows);
void print_frontier_classes_summary(const nlohmann::json& result, std::ostream& text);

/// `debref merge` of --frontier 5 --classes shards (by index): every row owned by its shard, a
/// representative with its class size, none twice; the rows in increasing order with the summary
/// recomputed. Throws InputError naming the file and row.
nlohmann::json merge_frontier_classes(const std::map<std::uint64_t, nlohmann::json>& shards,
                                      const std::map<std::uint64_t, std::string>& names);

}  // namespace debref::dqc
