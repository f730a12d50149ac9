// Source: seed 002 Thm 13 (the Yao step of its proof), docs/DQC.md "Randomised verifiers (Def.
// 12, Thm 13, Thm 14), exactly": `debref dqc --yao N`, the least error of every depth-<= q tree
// on one balanced read-once formula with its Thm 5 debate, and its flags.
#pragma once

#include <nlohmann/json.hpp>
#include <ostream>

#include "harness/dqc/command.hpp"

namespace debref::dqc {

/// The ranges and combinations of --yao, --yao-queries and --yao-formula (InputError naming the
/// flag); `yao`: --yao was given.
void check_yao_flags(const DqcOptions& options, bool yao);

/// --yao N: the Yao step on OR_N, AND_N or the alternating formula (reference/dqc/yao.hpp),
/// beside the theorem's hypothesis q < log2 n - 3 and its conclusion error > 1/3.
nlohmann::json yao_command(const DqcOptions& options, std::ostream& text);

}  // namespace debref::dqc
