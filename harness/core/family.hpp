// Source: docs/ARCHITECTURE.md "Layout". A protocol family as the generic harness sees it: one
// descriptor per family, listed once in harness/families.cpp. The check registry, the explorer's
// catalogue, `debref judge`, the test vectors, the subcommands, the HTML figures, the fuzz targets
// and the traceability test iterate that list, so adding a family adds a folder per layer and one
// line there (harness/README.md).
#pragma once

#include <functional>
#include <nlohmann/json.hpp>
#include <ostream>
#include <string>
#include <vector>

#include "harness/core/check.hpp"
#include "harness/core/explore.hpp"
#include "harness/core/svg.hpp"
#include "harness/core/vectors.hpp"

namespace CLI {
class App;
}

namespace debref {

/// The --help of one option of a subcommand (harness/cli/help.cpp writes it in): the name of its
/// value, and its default or, when it has none, when it is needed ("REQUIRED unless ...").
struct OptionHelp {
  std::string option;        // "--oracle", or a positional argument's name
  std::string placeholder;   // FILE, RATIONAL, N, ...
  std::string default_text;  // empty when the option's description states its default
};

/// A subcommand added by a family: `run` is called when `app` was the one parsed. `options` and
/// `examples` are its help: every option that takes a value has a row (the command line's
/// shared options have theirs in harness/cli/help.cpp).
struct Subcommand {
  CLI::App* app = nullptr;
  std::function<int(std::ostream& out, std::ostream& err)> run;
  std::vector<OptionHelp> options = {};
  std::string examples = {};  // one or two lines "  debref ...\n" (run from the source tree)
};

/// A fuzz target: arbitrary bytes that are JSON valid under `schema` go to `parse`, which may
/// only throw debref::InputError (the command line's exit 2). tests/fuzz/<name>/ is its corpus.
struct FuzzTarget {
  std::string name;
  std::string schema;  // docs/schema/<schema>; empty: any JSON
  std::function<void(const nlohmann::json&)> parse;
};

struct Family {
  std::string id;                           // one name in every layer: reference/<id>, ...
  std::vector<std::string> check_prefixes;  // every check id starts with one of these
  std::function<void(Registry&)> register_checks;
  std::function<std::vector<explore::Entry>()> explore_entries;
  /// `debref judge` of a document whose "family" is `id`; empty when the family has no judge.
  std::function<nlohmann::json(const nlohmann::json& input)> judge;
  /// The text form of a judge verdict's "expected_outcome" when the generic one (E[R] or P(true)
  /// beside the document's expectation) does not fit; empty: the generic one.
  std::function<void(const nlohmann::json& expected_outcome, std::ostream& out)>
      judge_outcome_text = {};
  std::function<std::vector<vectors::VectorFile>(const vectors::CommandLine&)> vectors;
  /// Adds the family's subcommands to the command line.
  std::function<std::vector<Subcommand>(CLI::App& app)> add_commands;
  std::function<std::vector<html::Figure>()> figures;
  std::vector<FuzzTarget> fuzz_targets;
};

}  // namespace debref
