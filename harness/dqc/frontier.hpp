// Source: docs/DQC.md "The 5-variable frontier" (seed 002 Def. 1, Cor. 4): the JSON and text forms
// of reference/dqc/frontier.hpp's rows, for `debref dqc --frontier 5` and `--truth-table` of
// length 32.
#pragma once

#include <nlohmann/json.hpp>
#include <ostream>
#include <vector>

#include "reference/dqc/frontier.hpp"

namespace debref::dqc {

/// One row: bounds, reasons, the certificate and whether it re-verified.
nlohmann::json frontier_json(const FrontierRow& r);

/// The rows of `functions` as {"n": 5, "functions": [...], "exact": count, "open": [...]} and a
/// text table; `symmetric` adds each row's value vector v_0..v_5.
nlohmann::json frontier(const std::vector<TruthTable>& functions, bool symmetric,
                        std::ostream& text);

}  // namespace debref::dqc
