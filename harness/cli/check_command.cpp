#include <unistd.h>

#include <iostream>

#include "harness/cli/commands.hpp"
#include "harness/report.hpp"

namespace debref {

int check_command(const CheckOptions& options, const Registry& registry, std::ostream& out,
                  std::ostream& err) {
  std::vector<const Check*> selected;
  for (const auto& c : registry.checks())
    if (options.filter.empty() || c.id.find(options.filter) != std::string::npos)
      selected.push_back(&c);
  if (selected.empty()) {
    err << "debref check: --filter \"" << options.filter << "\" matches no check id\n";
    return 2;
  }
  if (options.list && options.json) {
    nlohmann::json list = nlohmann::json::array();
    for (const Check* c : selected)
      list.push_back({{"id", c->id},
                      {"family", c->family},
                      {"source", c->source},
                      {"statement", c->statement},
                      {"instances", c->instances},
                      {"twin", c->twin}});
    out << nlohmann::json{{"checks", list}}.dump(2) << "\n";
    return 0;
  }
  if (options.list) {
    for (const Check* c : selected)
      out << c->id << (c->twin ? " [twin]" : "") << "  " << c->source << ": " << c->statement
          << "\n";
    return 0;
  }
  if (!options.report.empty()) {
    try {
      probe_writable(options.report);  // before a long run, not after it
    } catch (const std::exception& e) {
      err << "debref check: " << e.what() << "\n";
      return 2;
    }
  }
  // Progress only on the process's own stderr, and only when it is a terminal.
  const bool progress =
      !options.quiet && !options.json && &err == &std::cerr && isatty(STDERR_FILENO);
  std::vector<CheckRun> runs;
  for (std::size_t i = 0; i < selected.size(); ++i) {
    if (progress) err << "[" << i + 1 << "/" << selected.size() << "] " << selected[i]->id << "\n";
    runs.push_back({selected[i], run_check(*selected[i], options.time_limit)});
  }
  Summary summary = summarize(runs);
  if (!options.report.empty()) {
    try {
      write_junit(options.report, runs);
    } catch (const std::exception& e) {
      err << "debref check: " << e.what() << "\n";
      return 2;
    }
  }
  if (options.json) {
    out << to_json(runs).dump(2, ' ', false, nlohmann::json::error_handler_t::replace) << "\n";
  } else {
    if (!options.quiet) print_table(out, runs);
    out << summary_line(summary) << "\n";
  }
  return exit_code(summary);
}

}  // namespace debref
