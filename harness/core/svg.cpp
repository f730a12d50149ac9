#include "harness/core/svg.hpp"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <sstream>

#include "harness/core/report.hpp"

namespace debref::html {

namespace {

constexpr double width = 640, height = 400;
constexpr double left = 64, right = 180, top = 40, bottom = 56;  // margins; legend on the right

std::string num(double v) {
  char buf[32];
  std::snprintf(buf, sizeof buf, "%.2f", v);
  return buf;
}

std::string tick_label(double v) {
  char buf[32];
  std::snprintf(buf, sizeof buf, "%g", std::abs(v) < 1e-12 ? 0.0 : v);
  return buf;
}

struct Frame {
  const Plot& p;
  double x(double v) const {
    return left + (v - p.x_min) / (p.x_max - p.x_min) * (width - left - right);
  }
  double y(double v) const {
    return height - bottom - (v - p.y_min) / (p.y_max - p.y_min) * (height - top - bottom);
  }
};

}  // namespace

std::string render_svg(const Plot& p) {
  const Frame f{p};
  std::ostringstream s;
  s << "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"" << width << "\" height=\"" << height
    << "\" viewBox=\"0 0 " << width << ' ' << height
    << "\" font-family=\"sans-serif\" font-size=\"12\">\n";
  s << "<rect width=\"100%\" height=\"100%\" fill=\"white\"/>\n";
  s << "<text x=\"" << num(width / 2) << "\" y=\"22\" text-anchor=\"middle\" font-size=\"14\">"
    << xml_escape(p.title) << "</text>\n";
  // Axes, grid and ticks.
  const double x0 = f.x(p.x_min), x1 = f.x(p.x_max), y0 = f.y(p.y_min), y1 = f.y(p.y_max);
  for (double v = std::ceil(p.x_min / p.x_tick - 1e-9) * p.x_tick; v <= p.x_max + 1e-9;
       v += p.x_tick) {
    s << "<line x1=\"" << num(f.x(v)) << "\" y1=\"" << num(y0) << "\" x2=\"" << num(f.x(v))
      << "\" y2=\"" << num(y1) << "\" stroke=\"#eee\"/>\n";
    s << "<text x=\"" << num(f.x(v)) << "\" y=\"" << num(y0 + 16) << "\" text-anchor=\"middle\">"
      << tick_label(v) << "</text>\n";
  }
  for (double v = std::ceil(p.y_min / p.y_tick - 1e-9) * p.y_tick; v <= p.y_max + 1e-9;
       v += p.y_tick) {
    s << "<line x1=\"" << num(x0) << "\" y1=\"" << num(f.y(v)) << "\" x2=\"" << num(x1)
      << "\" y2=\"" << num(f.y(v)) << "\" stroke=\"#eee\"/>\n";
    s << "<text x=\"" << num(x0 - 6) << "\" y=\"" << num(f.y(v) + 4) << "\" text-anchor=\"end\">"
      << (p.y_log10 ? "1e" + tick_label(v) : tick_label(v)) << "</text>\n";
  }
  s << "<rect x=\"" << num(x0) << "\" y=\"" << num(y1) << "\" width=\"" << num(x1 - x0)
    << "\" height=\"" << num(y0 - y1) << "\" fill=\"none\" stroke=\"#333\"/>\n";
  s << "<text x=\"" << num((x0 + x1) / 2) << "\" y=\"" << num(height - 14)
    << "\" text-anchor=\"middle\">" << xml_escape(p.x_label) << "</text>\n";
  s << "<text transform=\"translate(16 " << num((y0 + y1) / 2)
    << ") rotate(-90)\" text-anchor=\"middle\">" << xml_escape(p.y_label) << "</text>\n";
  for (const auto& g : p.guides) {
    if (g.vertical) {
      s << "<line x1=\"" << num(f.x(g.value)) << "\" y1=\"" << num(y0) << "\" x2=\""
        << num(f.x(g.value)) << "\" y2=\"" << num(y1) << "\" stroke=\"" << g.color
        << "\" stroke-dasharray=\"4 3\"/>\n";
      s << "<text x=\"" << num(f.x(g.value) + 3) << "\" y=\"" << num(y1 + 12) << "\" fill=\""
        << g.color << "\" font-size=\"10\">" << xml_escape(g.label) << "</text>\n";
    } else {
      s << "<line x1=\"" << num(x0) << "\" y1=\"" << num(f.y(g.value)) << "\" x2=\"" << num(x1)
        << "\" y2=\"" << num(f.y(g.value)) << "\" stroke=\"" << g.color
        << "\" stroke-dasharray=\"4 3\"/>\n";
      s << "<text x=\"" << num(x1 - 3) << "\" y=\"" << num(f.y(g.value) - 4)
        << "\" text-anchor=\"end\" fill=\"" << g.color << "\" font-size=\"10\">"
        << xml_escape(g.label) << "</text>\n";
    }
  }
  double heaviest = 0;
  for (const auto& b : p.bubbles) heaviest = std::max(heaviest, b.weight);
  for (const auto& b : p.bubbles) {
    if (b.weight <= 0) continue;
    const double r = 4 + 24 * std::sqrt(b.weight / heaviest);
    s << "<circle cx=\"" << num(f.x(b.x)) << "\" cy=\"" << num(f.y(b.y)) << "\" r=\"" << num(r)
      << "\" fill=\"#4c72b0\" fill-opacity=\"0.35\" stroke=\"#4c72b0\"/>\n";
    s << "<text x=\"" << num(f.x(b.x)) << "\" y=\"" << num(f.y(b.y) + 4)
      << "\" text-anchor=\"middle\">" << xml_escape(b.label) << "</text>\n";
  }
  int row = 0;
  for (const auto& series : p.series) {
    if (series.line && series.points.size() > 1) {
      s << "<polyline fill=\"none\" stroke=\"" << series.color << "\" stroke-width=\""
        << num(series.width) << "\"" << (series.dashed ? " stroke-dasharray=\"6 4\"" : "")
        << " points=\"";
      for (const auto& [x, y] : series.points) s << num(f.x(x)) << ',' << num(f.y(y)) << ' ';
      s << "\"/>\n";
    }
    if (series.markers)
      for (const auto& [x, y] : series.points)
        s << "<circle cx=\"" << num(f.x(x)) << "\" cy=\"" << num(f.y(y)) << "\" r=\"2.5\" fill=\""
          << series.color << "\"/>\n";
    const double ly = top + 10 + 18 * row++;
    s << "<line x1=\"" << num(width - right + 12) << "\" y1=\"" << num(ly) << "\" x2=\""
      << num(width - right + 32) << "\" y2=\"" << num(ly) << "\" stroke=\"" << series.color
      << "\" stroke-width=\"" << num(std::max(series.width, 2.5)) << "\""
      << (series.dashed ? " stroke-dasharray=\"6 4\"" : "") << "/>\n";
    s << "<text x=\"" << num(width - right + 36) << "\" y=\"" << num(ly + 4)
      << "\" font-size=\"11\">" << xml_escape(series.name) << "</text>\n";
  }
  s << "</svg>\n";
  return s.str();
}

}  // namespace debref::html
