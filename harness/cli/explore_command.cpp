// `debref explore`: the counterexample explorer (harness/explore/).
#include <sstream>

#include "harness/cli/commands.hpp"
#include "harness/core/build_info.hpp"
#include "harness/core/explore.hpp"
#include "harness/core/shard.hpp"
#include "harness/families.hpp"

namespace debref {

namespace {

/// An exact rational, with a decimal prefix when it is long (the JSON output keeps it exact).
std::string shown(const Rational& x) {
  std::string exact = to_string(x);
  if (exact.size() <= 40) return exact;
  return to_decimal(x, 12) + "... (exact: --json)";
}

}  // namespace

int explore_command(const ExploreOptions& options, std::ostream& out, std::ostream& err) {
  using nlohmann::json;
  std::vector<explore::Entry> entries = explore::catalogue();
  if (options.list && options.json) {
    json list = json::array();
    for (const auto& e : entries)
      list.push_back({{"family", e.family},
                      {"drop", e.name},
                      {"hypothesis", e.hypothesis},
                      {"theorem", e.theorem},
                      {"size_measure", e.size_measure},
                      {"default_max_size", e.default_max_size},
                      {"largest_max_size", e.largest_max_size}});
    out << json_output({{"catalogue", list}});
    return 0;
  }
  if (options.list) {
    std::ostringstream text;
    for (const auto& e : entries)
      text << e.family << "\t" << e.name << "\t" << e.hypothesis << "\tguards " << e.theorem
           << "\n";
    out << text.str();
    return 0;
  }
  const explore::Entry* chosen = nullptr;
  std::string families, names;
  for (const auto& e : entries) {
    if (families.find(e.family) == std::string::npos)
      families += (families.empty() ? "" : ", ") + e.family;
    if (e.family == options.family) {
      names += (names.empty() ? "" : ", ") + e.name;
      if (e.name == options.drop) chosen = &e;
    }
  }
  if (options.family.empty() || names.empty()) {
    err << "debref explore: --family: one of " << families << " (got \"" << options.family
        << "\")\n";
    return 2;
  }
  if (!chosen) {
    err << "debref explore: --drop: one of " << names << " for family " << options.family
        << " (got \"" << options.drop << "\"; see --list)\n";
    return 2;
  }
  const std::uint64_t max_size =
      options.max_size == 0 ? chosen->default_max_size : options.max_size;
  if (max_size > chosen->largest_max_size) {
    err << "debref explore: --max-size: 1.." << chosen->largest_max_size << " for "
        << chosen->family << " (got " << max_size << ")\n";
    return 2;
  }
  Shard shard;
  if (!options.shard.empty()) {
    const auto parsed = parse_shard(options.shard);
    if (!parsed) {
      err << "debref explore: " << shard_error(options.shard) << "\n";
      return 2;
    }
    shard = *parsed;
  }
  progress::task("explore", chosen->family + " --drop " + chosen->name, 0, 0);
  explore::SearchResult r = [&] {
    const progress::Sweep shown("instances up to size " + std::to_string(max_size), 0);
    return chosen->search(max_size, options.seed, shard);
  }();
  json result{{"family", chosen->family},
              {"drop", chosen->name},
              {"hypothesis", chosen->hypothesis},
              {"theorem", chosen->theorem},
              {"size_measure", chosen->size_measure},
              {"max_size", max_size},
              {"seed", options.seed},
              {"searched", r.searched},
              {"drop_instances", r.drop_instances}};
  // A shard stops at its own first finding; `debref merge` keeps the least position over the
  // shards (the unsharded run's finding). suite_size: the positions this shard enumerated.
  if (!options.shard.empty())
    result["shard"] = shard.json("explore", r.position,
                                 chosen->family + " " + chosen->name + " " +
                                     std::to_string(max_size) + " " + std::to_string(options.seed));
  std::ostringstream text;
  text << chosen->family << " / " << chosen->name << ": dropping " << chosen->hypothesis
       << " (guards " << chosen->theorem << ")\n";
  if (!options.shard.empty())
    text << "shard " << shard.index << "/" << shard.count << ": " << r.searched << " of the "
         << r.position
         << " instances enumerated (merge the shards' --json for the first finding)\n";
  if (r.finding) {
    const explore::Finding& f = *r.finding;
    result["result"] = "found";
    result["counterexample"] = f.counterexample;
    result["violation"] = {{"inequality", f.inequality},
                           {"lhs", to_string(f.lhs)},
                           {"rhs", to_string(f.rhs)},
                           {"short_by", to_string(Rational(f.rhs - f.lhs))}};
    result["hypothesis_violation"] = f.hypothesis;
    result["replay"] = f.replay;
    result["size"] = f.size;
    result["shrink_steps"] = f.shrink_steps;
    result["position"] = r.found_at;
    text << "counterexample at size " << f.size << " (after " << r.searched
         << " instances in size order; shrunk in " << f.shrink_steps << " steps):\n  "
         << f.counterexample.dump() << "\nfailed: " << f.inequality << "\n  lhs = " << shown(f.lhs)
         << "\n  rhs = " << shown(f.rhs) << "\n  short by " << shown(Rational(f.rhs - f.lhs))
         << "\nhypothesis: " << f.hypothesis << "\nreplay: " << f.replay << "\n";
  } else {
    result["result"] = "none";
    text << "none among " << r.searched << " instances up to size " << max_size << " ("
         << r.drop_instances << " of them with the hypothesis actually failing); this bounds the "
         << "search, it does not show the hypothesis unnecessary\n";
  }
  out << (options.json ? json_output(result) : text.str());
  return 0;
}

}  // namespace debref
