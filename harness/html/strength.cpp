// Source: docs/ARCHITECTURE.md "Reports": each check's strength (non-vacuous instances, least
// slack). The slack figure and the certified decimals of long rationals; the decimals are
// computed exactly, only the plotted logarithms are doubles.
#include <algorithm>
#include <cmath>
#include <map>

#include "harness/html/report.hpp"
#include "reference/num/rational.hpp"

namespace debref::html {

namespace {

/// log10 of the positive integer written in `digits` (any length), for plotting.
double log10_digits(const std::string& digits) {
  const std::size_t lead = std::min<std::size_t>(digits.size(), 15);
  return std::log10(std::stod(digits.substr(0, lead))) + static_cast<double>(digits.size() - lead);
}

/// log10 |x| of an exact "a/b" or "a" (x != 0), for plotting.
double log10_abs(const std::string& exact) {
  std::string text = exact[0] == '-' ? exact.substr(1) : exact;
  const auto slash = text.find('/');
  if (slash == std::string::npos) return log10_digits(text);
  return log10_digits(text.substr(0, slash)) - log10_digits(text.substr(slash + 1));
}

}  // namespace

std::string certified_decimal(const std::string& exact) {
  if (exact.size() <= 24) return exact;
  Rational x;
  try {
    x = parse_rational(exact);
  } catch (const ParseError&) {
    return exact;
  }
  if (x == 0) return "0";
  const bool negative = x < 0;
  const Rational a = magnitude(x);
  // k with 10^k <= a < 10^(k+1): estimated from the digit counts, then corrected exactly.
  long k = static_cast<long>(std::floor(log10_abs(exact)));
  auto pow10 = [](long e) {
    Rational p = power(Rational(10), static_cast<int>(std::labs(e)));
    return e >= 0 ? p : Rational(1 / p);
  };
  while (pow10(k) > a) --k;
  while (pow10(k + 1) <= a) ++k;
  const Integer m = floor(Rational(a / pow10(k - 5)));  // 6 digits, truncated toward zero
  // Appended piece by piece (GCC 12 -O3 false -Wrestrict on "e" + std::to_string(...)).
  const std::string d = m.str();
  std::string text = negative ? "-" : "";
  text += d.substr(0, 1);
  text += '.';
  text += d.substr(1);
  text += "…";
  if (k != 0) {
    text += 'e';
    text += std::to_string(k);
  }
  return text;
}

Figure slack_figure(const std::vector<CheckRun>& runs) {
  const std::vector<std::string> colors{"#4c72b0", "#55a868", "#c44e52",
                                        "#8172b2", "#ccb974", "#64b5cd"};
  std::map<std::string, Series> by_family;
  std::vector<std::string> order;
  std::vector<std::pair<std::size_t, std::string>> tight;  // (index, family)
  double low = 0, high = 0;
  std::size_t index = 0, shown = 0;
  for (const CheckRun& r : runs) {
    if (r.check->twin || r.result.status != Status::Pass || !r.result.min_slack) continue;
    const std::string& exact = *r.result.min_slack;
    ++index;
    if (!by_family.count(r.check->family)) {
      order.push_back(r.check->family);
      by_family[r.check->family] =
          Series{r.check->family, colors[(order.size() - 1) % colors.size()], {}, true, false};
    }
    if (exact == "0") {
      tight.emplace_back(index, r.check->family);
      continue;
    }
    if (exact[0] == '-') continue;  // a PASS has no negative slack
    const double y = log10_abs(exact);
    low = std::min(low, y);
    high = std::max(high, y);
    by_family[r.check->family].points.emplace_back(static_cast<double>(index), y);
    ++shown;
  }
  Plot plot;
  plot.title = "Least slack of each passing claim (0 = tight)";
  plot.x_label = "passing claims with a slack, in suite order";
  plot.y_label = "min slack (log scale)";
  plot.y_log10 = true;
  // The tight claims lie on a line half a decade under the lowest tick, where no tick is labelled.
  plot.y_min = std::floor(low) - 0.8;
  plot.y_max = std::ceil(high) + 0.5;
  const double span = plot.y_max - plot.y_min;
  plot.y_tick = span > 60 ? 20 : span > 24 ? 5 : span > 10 ? 2 : 1;
  plot.x_min = 0;
  plot.x_max = std::max<double>(1, static_cast<double>(index) + 1);
  plot.x_tick = index > 100 ? 20 : index > 40 ? 10 : 5;
  const double tight_y = std::floor(low) - 0.5;
  for (auto [i, family] : tight)
    by_family[family].points.emplace_back(static_cast<double>(i), tight_y);
  if (!tight.empty()) plot.guides.push_back({false, tight_y, "slack 0 (tight)", "#888"});
  for (const std::string& f : order) plot.series.push_back(by_family[f]);
  return {"strength_slack",
          "Each dot is one passing claim with an inequality conclusion: the exact least slack "
          "(margin of the conclusion) over its non-vacuous instances, plotted as log10; " +
              std::to_string(shown) + " with a positive slack, " + std::to_string(tight.size()) +
              " tight (slack 0, on the dashed line). Twins are left out (their mutants are "
              "caught, see the table).",
          plot};
}

}  // namespace debref::html
