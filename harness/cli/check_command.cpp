#include <unistd.h>

#include <iostream>

#include "harness/cli/commands.hpp"
#include "harness/report.hpp"

namespace debref {

int check_command(const CheckOptions& options, std::ostream& out, std::ostream& err) {
  Registry registry = default_registry();
  std::vector<const Check*> selected;
  for (const auto& c : registry.checks())
    if (options.filter.empty() || c.id.find(options.filter) != std::string::npos)
      selected.push_back(&c);
  if (selected.empty()) {
    err << "debref check: --filter \"" << options.filter << "\" matches no check id\n";
    return 2;
  }
  if (options.list) {
    for (const Check* c : selected)
      out << c->id << (c->twin ? " [twin]" : "") << "  " << c->source << ": " << c->statement
          << "\n";
    return 0;
  }
  const bool progress = !options.quiet && !options.json && isatty(STDERR_FILENO);
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
    out << to_json(runs).dump(2) << "\n";
  } else {
    if (!options.quiet) print_table(out, runs);
    out << summary_line(summary) << "\n";
  }
  return exit_code(summary);
}

}  // namespace debref
