#include "harness/dqc/yao_command.hpp"

#include <string>

#include "harness/io/input.hpp"
#include "reference/dqc/yao.hpp"
#include "reference/num/rational.hpp"

namespace debref::dqc {

using nlohmann::json;

void check_yao_flags(const DqcOptions& options, bool yao) {
  if (yao && (options.yao < 1 || options.yao > 32))
    throw InputError("--yao: n must be an integer in 1..32 (got " + std::to_string(options.yao) +
                     ")");
  if (yao && options.method != "exhaustive")
    throw InputError("--method: not with --yao (the trees are enumerated exactly)");
  if ((options.yao_queries != -1 || !options.yao_formula.empty()) && !yao)
    throw InputError("--yao-queries, --yao-formula: only with --yao");
  if (options.yao_queries != -1 && (options.yao_queries < 0 || options.yao_queries > 2))
    throw InputError("--yao-queries: q must be an integer in 0..2 (got " +
                     std::to_string(options.yao_queries) + ")");
  if (!options.yao_formula.empty() && options.yao_formula != "or" && options.yao_formula != "and" &&
      options.yao_formula != "alternating")
    throw InputError("--yao-formula: or, and or alternating (got \"" + options.yao_formula + "\")");
}

/// --yao N: seed 002 Thm 13's Yao step on one balanced read-once formula with its Thm 5 debate,
/// the least error under D of every depth-<= q tree over x and the transcript (reference/dqc/
/// yao.hpp), beside the theorem's hypothesis q < log2 n - 3 and its conclusion error > 1/3.
json yao_command(const DqcOptions& options, std::ostream& text) {
  const int n = options.yao, q = options.yao_queries == -1 ? 1 : options.yao_queries;
  const std::string shape = options.yao_formula.empty() ? "or" : options.yao_formula;
  const bool is_and = shape != "or", alternate = shape == "alternating";
  const YaoResult y = yao_bound(balanced(n, is_and, alternate), n, q);
  const Rational error(static_cast<long>(y.mistakes), static_cast<long>(y.support));
  const bool hypothesis = (1 << (q + 3)) < n;  // q < log2 n - 3, exactly
  const std::string f = (shape == "or"    ? "OR_"
                         : shape == "and" ? "AND_"
                                          : "alternating AND/OR_") +
                        std::to_string(n);
  json j = {{"f", f},
            {"formula", shape},
            {"n", n},
            {"q", q},
            {"k", y.k},
            {"support", y.support},
            {"trees", y.trees},
            {"least_mistakes", y.mistakes},
            {"least_error", debref::to_string(error)},
            {"hypothesis_holds", hypothesis},
            {"errs_above_one_third", error > Rational(1, 3)}};
  text << "Thm 13 (Yao step): f = " << f << ", Thm 5 debate with k = " << y.k << " rounds; D on "
       << y.support << " points\nevery depth-<= " << q << " tree (" << y.trees
       << " functions on the support): least error " << debref::to_string(error) << " ("
       << y.mistakes << " of " << y.support << " points), "
       << (error > Rational(1, 3) ? "> 1/3" : "<= 1/3")
       << "\nhypothesis q < log2 n - 3: " << (hypothesis ? "holds" : "fails") << "\n";
  return j;
}

}  // namespace debref::dqc
