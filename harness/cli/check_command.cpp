#include <unistd.h>

#include <chrono>
#include <cstdio>
#include <iostream>
#include <memory>

#include "harness/cli/commands.hpp"
#include "harness/core/checkpoint.hpp"
#include "harness/core/report.hpp"
#include "harness/core/shard.hpp"
#include "harness/families.hpp"
#include "harness/html/report.hpp"

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
  // --shard I/N: the checks at positions p with p mod N = I - 1 (a deterministic partition of
  // the selected suite); `debref merge` reassembles the shards' --json outputs.
  Shard shard;
  const std::size_t suite_size = selected.size();
  if (!options.shard.empty()) {
    const auto parsed = parse_shard(options.shard);
    if (!parsed) {
      err << "debref check: " << shard_error(options.shard) << "\n";
      return 2;
    }
    shard = *parsed;
    std::vector<const Check*> mine;
    for (std::size_t p = 0; p < selected.size(); ++p)
      if (shard.owns(p)) mine.push_back(selected[p]);
    selected = std::move(mine);
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
  if (!options.html.empty()) {
    try {
      html::prepare_directory(options.html);
    } catch (const std::exception& e) {
      err << "debref check: " << e.what() << "\n";
      return 2;
    }
  }
  std::unique_ptr<Checkpoint> checkpoint;
  if (!options.checkpoint.empty()) {
    try {
      checkpoint = std::make_unique<Checkpoint>(options.checkpoint);
    } catch (const std::exception& e) {
      err << "debref check: " << e.what() << "\n";
      return 2;
    }
  }
  // Progress only on the process's own stderr, only when it is a terminal, and only once the
  // run has taken a few seconds: checks done / total, elapsed, and an ETA from the mean time per
  // finished check (a rough guide: check times differ by orders of magnitude).
  const bool progress =
      !options.quiet && !options.json && &err == &std::cerr && isatty(STDERR_FILENO);
  const auto start = std::chrono::steady_clock::now();
  std::vector<CheckRun> runs;
  std::size_t resumed = 0;
  for (std::size_t i = 0; i < selected.size(); ++i) {
    const double elapsed =
        std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    if (progress && i > 0 && elapsed >= 3) {
      char line[160];
      std::snprintf(line, sizeof line, "[%zu/%zu] %.0f s elapsed, about %.0f s left: ", i + 1,
                    selected.size(), elapsed,
                    elapsed / static_cast<double>(i) * static_cast<double>(selected.size() - i));
      err << line << selected[i]->id << "\n";
    }
    if (const CheckResult* earlier = checkpoint ? checkpoint->find(*selected[i]) : nullptr) {
      runs.push_back({selected[i], *earlier});
      ++resumed;
      continue;
    }
    runs.push_back({selected[i], run_check(*selected[i], options.time_limit)});
    if (checkpoint) {
      try {
        checkpoint->record(*selected[i], runs.back().result);
      } catch (const std::exception& e) {
        err << "debref check: " << e.what() << "\n";
        return 2;
      }
    }
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
  if (!options.html.empty()) {
    try {
      html::write_report(options.html, runs, html::report_figures());
    } catch (const std::exception& e) {
      err << "debref check: " << e.what() << "\n";
      return 2;
    }
  }
  if (options.json) {
    nlohmann::json j = to_json(runs);
    if (!options.shard.empty()) j["shard"] = shard.json("check", suite_size);
    out << j.dump(2, ' ', false, nlohmann::json::error_handler_t::replace) << "\n";
  } else {
    if (!options.quiet) print_table(out, runs);
    out << summary_line(summary);
    if (checkpoint) out << " (" << resumed << " from checkpoint " << options.checkpoint << ")";
    out << "\n";
  }
  return exit_code(summary);
}

}  // namespace debref
