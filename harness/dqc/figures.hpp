// Source: seed 002 Def. 1, drawn for the HTML report from the exact DQC of every function.
#pragma once

#include "harness/core/svg.hpp"

namespace debref::dqc {

/// DQC(f) against decision-tree depth D(f) for every f on n variables (n <= 3), one disc per
/// (D, DQC) pair with the number of functions.
html::Figure dqc_figure(int n);

/// Every f on n = 4 variables: DQC(f), D(f) and the Thm 5 / Thm 6 upper bounds as step curves
/// over the functions sorted by those numbers (figures_n4.cpp).
html::Figure dqc_bounds_figure_n4();

}  // namespace debref::dqc
