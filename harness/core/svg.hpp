// Source: docs/ARCHITECTURE.md "Reports": static SVG plots where a picture
// beats a table. A plot is drawn from points already computed exactly; coordinates become
// doubles only here, for drawing (no verdict is read from a picture).
#pragma once

#include <string>
#include <utility>
#include <vector>

#include "reference/num/rational.hpp"

namespace debref::html {

/// The one conversion of an exact value to a drawing coordinate (never read back as a verdict).
inline double drawn(const Rational& x) {
  return x.convert_to<double>();
}

struct Series {
  std::string name, color;
  std::vector<std::pair<double, double>> points;  // drawn in order as a polyline
  bool markers = false;                           // also a dot at every point
  bool line = true;
  bool dashed = false;  // drawn dashed (and so in the legend): a curve over another stays visible
  double width = 1.5;   // stroke width; a wide pale curve under a narrow dashed one shows both
};

/// A labelled horizontal (y = value) or vertical (x = value) reference line.
struct Guide {
  bool vertical = false;
  double value = 0;
  std::string label, color = "#888";
};

/// A labelled disc at (x, y) whose area is proportional to `weight` (e.g. a count).
struct Bubble {
  double x = 0, y = 0, weight = 0;
  std::string label;
};

struct Plot {
  std::string title, x_label, y_label;
  double x_min = 0, x_max = 1, y_min = 0, y_max = 1;
  double x_tick = 0.25, y_tick = 0.25;  // spacing of the labelled ticks
  bool y_log10 = false;  // y coordinates are log10 of the values; ticks are labelled 10^v
  std::vector<Series> series;
  std::vector<Guide> guides;
  std::vector<Bubble> bubbles;
};

/// A picture with the exact facts a reader (and the tests) can check it against.
struct Figure {
  std::string name;     // file stem: DIR/<name>.svg
  std::string caption;  // what it shows and where the numbers come from
  Plot plot;
  std::string family{};  // the family whose section shows it (set from its Family descriptor)
};

/// A self-contained SVG document (width 640, height 400) with axes, ticks, legend and title.
std::string render_svg(const Plot& plot);

}  // namespace debref::html
