// Source: issue 4, CLI: `debref det [--protocol bisection|crossexam|witness] [--machine FILE]
// [--json]`; the machine format is in docs/DET.md. Bad input: exit 2, the field named with its
// allowed range, nothing on stdout.
#pragma once

#include <nlohmann/json.hpp>
#include <ostream>
#include <string>
#include <vector>

#include "reference/deterministic/machine.hpp"

namespace debref {

struct DetOptions {
  bool json = false;
  std::string protocol = "bisection";  // bisection | crossexam | witness
  std::string machine;                 // JSON file ("-": stdin); empty: the built-in example
};
int det_command(const DetOptions& options, std::ostream& out, std::ostream& err);

/// A parsed `--machine` file: the machine, the input x, the time T and (witness) |w|.
struct DetInstance {
  det::Machine machine;
  std::vector<int> input;
  int time = 1;
  int witness_length = 0;
};

/// {"states": Q, "accepting": [..], "delta": [{"next","write","move"} x 2Q], "space": S,
/// "time": T, "input": "01", "query": {"state", "length", "oracle": "0110"}, "witness_length"}.
/// Throws InputError naming the field and its allowed range.
DetInstance parse_det_machine(const nlohmann::json& j);

}  // namespace debref
