// Source: seed 004 Def. 4 (debate error), Lemma 8, Prop. 13, drawn for the HTML report from exact
// values (reference/feature), converted to doubles only for drawing.
#pragma once

#include "harness/core/svg.hpp"

namespace debref::feature {

/// Prop. 13 on the Sec. 5.2 bounded-digit family (limited_instances()): each instance's
/// observed worst-case error (Lemma 8 over supp π) against its bound L / 2^⌊√N⌋, with y = x.
html::Figure prop13_figure();

/// The worst-case error against the number of rounds N = 1..4 for the questions of one
/// environment of that family (2 features of 2 binary digits, uniform prior).
html::Figure error_by_rounds_figure();

}  // namespace debref::feature
