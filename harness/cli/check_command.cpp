#include <iostream>
#include <memory>

#include "harness/cli/commands.hpp"
#include "harness/core/build_info.hpp"
#include "harness/core/checkpoint.hpp"
#include "harness/core/invocation.hpp"
#include "harness/core/progress.hpp"
#include "harness/core/report.hpp"
#include "harness/core/shard.hpp"
#include "harness/families.hpp"
#include "harness/html/report.hpp"
#include "harness/io/input.hpp"
#include "harness/io/output.hpp"

namespace debref {

namespace {

/// The checks `--filter` and `--shard` select, in suite order; `suite_size` receives the size
/// of the filtered suite before sharding. Throws InputError.
std::vector<const Check*> select_checks(const CheckOptions& options, const Registry& registry,
                                        Shard& shard, std::size_t& suite_size, std::string& run) {
  std::vector<const Check*> selected;
  for (const auto& c : registry.checks())
    if (options.filter.empty() || c.id.find(options.filter) != std::string::npos)
      selected.push_back(&c);
  if (selected.empty()) throw InputError("--filter \"" + options.filter + "\" matches no check id");
  suite_size = selected.size();
  // The run's identity in a shard: filter, time limit and every selected check's definition.
  run = "filter " + options.filter + "\ntime-limit " +
        (options.time_limit ? std::to_string(*options.time_limit) : "none") + "\n";
  for (const Check* c : selected) run += c->id + " " + definition_hash(*c) + "\n";
  // --shard I/N: the checks at positions p with p mod N = I - 1 (a deterministic partition of
  // the selected suite); `debref merge` reassembles the shards' --json outputs.
  if (!options.shard.empty()) {
    shard = shard_flag(options.shard);
    std::vector<const Check*> mine;
    for (std::size_t p = 0; p < selected.size(); ++p)
      if (shard.owns(p)) mine.push_back(selected[p]);
    selected = std::move(mine);
  }
  return selected;
}

void list_checks(const CheckOptions& options, const std::vector<const Check*>& selected,
                 std::ostream& out) {
  if (options.json) {
    nlohmann::json list = nlohmann::json::array();
    for (const Check* c : selected)
      list.push_back({{"id", c->id},
                      {"family", c->family},
                      {"source", c->source},
                      {"statement", c->statement},
                      {"instance_space", c->instances},
                      {"twin", c->twin}});
    out << json_output({{"checks", list}});
    return;
  }
  for (const Check* c : selected)
    out << c->id << (c->twin ? " [twin]" : "") << "  " << c->source << ": " << c->statement << "\n";
}

/// Runs the selected checks (reusing a checkpoint's finished ones); `resumed` counts those.
/// Each check is announced to the progress line (harness/core/progress.hpp); `sweeps` receives,
/// per check id, the sweeps that ran inside it (for the HTML report's timing notes).
std::vector<CheckRun> run_selected(const CheckOptions& options,
                                   const std::vector<const Check*>& selected,
                                   Checkpoint* checkpoint, std::size_t& resumed,
                                   html::SweepNotes& sweeps) {
  std::vector<CheckRun> runs;
  progress::take_finished_sweeps();
  for (std::size_t i = 0; i < selected.size(); ++i) {
    progress::task("check", selected[i]->id, i + 1, selected.size());
    if (const CheckResult* earlier = checkpoint ? checkpoint->find(*selected[i]) : nullptr) {
      runs.push_back({selected[i], *earlier});
      ++resumed;
      continue;
    }
    runs.push_back({selected[i], run_check(*selected[i], options.time_limit)});
    for (auto& t : progress::take_finished_sweeps()) sweeps[selected[i]->id].push_back(t);
    if (checkpoint) checkpoint->record(*selected[i], runs.back().result);
  }
  return runs;
}

}  // namespace

int check_command(const CheckOptions& options, const Registry& registry, std::ostream& out,
                  std::ostream& err) {
  try {
    Shard shard;
    std::size_t suite_size = 0;
    std::string run;
    const std::vector<const Check*> selected =
        select_checks(options, registry, shard, suite_size, run);
    if (options.list) {
      list_checks(options, selected, out);
      return 0;
    }
    // Outputs are probed before a long run, not after it.
    if (!options.report.empty()) probe_writable(options.report);
    if (!options.html.empty()) html::prepare_directory(options.html);
    std::unique_ptr<Checkpoint> checkpoint;
    if (!options.checkpoint.empty()) {
      checkpoint = std::make_unique<Checkpoint>(options.checkpoint);
      for (const std::string& notice : checkpoint->notices())
        progress::print_line(err, "debref check: " + notice);
    }
    std::size_t resumed = 0;
    html::SweepNotes sweeps;
    const std::vector<CheckRun> runs =
        run_selected(options, selected, checkpoint.get(), resumed, sweeps);
    const Summary summary = summarize(runs);
    if (!options.report.empty()) write_junit(options.report, runs);
    if (!options.html.empty())
      html::write_report(options.html, runs, html::report_figures(),
                         {command_line(), machine_description(), sweeps});
    if (options.json) {
      nlohmann::json j = to_json(runs);
      if (!options.shard.empty()) j["shard"] = shard.json("check", suite_size, run, j["checks"]);
      out << json_output(j);
    } else {
      if (!options.quiet) print_table(out, runs);
      out << summary_line(summary);
      if (checkpoint) out << " (" << resumed << " from checkpoint " << options.checkpoint << ")";
      out << "\n";
    }
    return exit_code(summary);
  } catch (const InputError& e) {
    progress::print_line(err, "debref check: " + std::string(e.what()));
    return 2;
  } catch (const OutputError& e) {
    progress::print_line(err, "debref check: " + std::string(e.what()));
    return 4;
  }
}

}  // namespace debref
