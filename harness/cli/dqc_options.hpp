// Source: issue 6 "Debate query complexity", CLI: `debref dqc --truth-table BITS [--max-l L]
// [--json]` and `debref dqc --table N [--json]`. Truth tables are 2^n characters; character i is
// f(x) where x_1 ... x_n are the binary digits of i, x_1 the most significant. Bad input: exit 2,
// the flag named with its allowed range, nothing on stdout.
#pragma once

#include <ostream>
#include <string>

namespace debref {

struct DqcOptions {
  bool json = false;
  std::string truth_table;  // empty: not given
  int max_l = 3;            // largest l considered (0..3)
  int table = -1;           // -1: not given; else N in 0..3
};
int dqc_command(const DqcOptions& options, std::ostream& out, std::ostream& err);

}  // namespace debref
