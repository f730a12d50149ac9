#include "harness/cli/help.hpp"

#include <stdexcept>
#include <vector>

namespace debref::help {

namespace {

/// The placeholder of an option's value, by option name; `command` "" for every command.
struct Placeholder {
  const char* command;
  const char* option;
  const char* name;
};
const std::vector<Placeholder>& placeholders() {
  static const std::vector<Placeholder> table{
      {"", "--max-input-size", "SIZE"},
      {"", "--max-memory", "SIZE"},
      {"", "--time-limit", "SECONDS"},
      {"", "--report", "FILE"},
      {"", "--html", "DIR"},
      {"", "--checkpoint", "FILE"},
      {"", "--filter", "SUBSTRING"},
      {"", "--shard", "I/N"},
      {"explore", "--family", "NAME"},
      {"", "--drop", "NAME"},
      {"", "--max-size", "N"},
      {"", "--seed", "N"},
      {"", "--schema", "NAME"},
      {"", "--out", "DIR"},
      {"", "files", "FILE"},
      {"", "file", "FILE"},
  };
  return table;
}

/// An option's default, or when it has none the condition under which it is needed. Used when
/// the option's own description does not state its default already.
struct Default {
  const char* command;
  const char* option;
  const char* text;  // "REQUIRED ..." when the option is needed in some uses
};
const std::vector<Default>& defaults() {
  static const std::vector<Default> table{
      {"", "--max-memory", "half of the machine's RAM"},
      {"", "--time-limit", "none"},
      {"", "--report", "none"},
      {"", "--html", "none"},
      {"", "--checkpoint", "none"},
      {"check", "--filter", "every check"},
      {"", "--shard", "1/1, everything"},
      {"explore", "--family", "REQUIRED unless --list"},
      {"explore", "--drop", "REQUIRED unless --list"},
      {"explore", "--max-size", "the entry's own, see --list"},
      {"explore", "--seed", "0"},
      {"validate", "--schema", "REQUIRED unless --list"},
      {"validate", "files", "REQUIRED unless --list"},
  };
  return table;
}

/// One or two command lines per command (run from the source tree; tests/data has the files).
struct Examples {
  const char* command;
  const char* text;
};
const std::vector<Examples>& examples() {
  static const std::vector<Examples> table{
      {"",
       "  debref check --quiet\n"
       "  debref debate --oracle tests/data/oracle_t1.json --params defaults --k 1\n"},
      {"check",
       "  debref check --filter dqc. --time-limit 60\n"
       "  debref check --shard 1/8 --json > shard-1.json   (then: debref merge shard-*.json)\n"},
      {"explore",
       "  debref explore --list\n  debref explore --family pe --drop stability --json\n"},
      {"merge", "  debref merge shard-1.json shard-2.json --json > all.json\n"},
      {"validate",
       "  debref validate --list\n  debref validate --schema oracle.json "
       "tests/data/oracle_t1.json\n"},
      {"judge",
       "  debref judge tests/fuzz/judge/pe-transcript.json\n"
       "  debref judge --json - < tests/fuzz/judge/det-bisection.json\n"},
      {"vectors", "  debref vectors --out vectors\n"},
  };
  return table;
}

template <class Row>
const Row* lookup(const std::vector<Row>& table, const std::string& command,
                  const std::string& option) {
  const Row* general = nullptr;
  for (const Row& row : table) {
    if (option != row.option) continue;
    if (command == row.command) return &row;
    if (std::string(row.command).empty()) general = general ? general : &row;
  }
  return general;
}

/// The row of `own` (a family's subcommand) for `option`, or nullptr.
const OptionHelp* own_row(const std::vector<OptionHelp>& own, const std::string& option) {
  for (const OptionHelp& row : own)
    if (row.option == option) return &row;
  return nullptr;
}

void describe_options(CLI::App& app, const std::string& command,
                      const std::vector<OptionHelp>& own) {
  for (CLI::Option* o : app.get_options()) {
    if (o->get_items_expected_max() == 0) continue;  // a flag
    const std::string name = o->get_name(o->get_positional(), false);
    const OptionHelp* row = own_row(own, name);
    const Placeholder* p = row ? nullptr : lookup(placeholders(), command, name);
    if (!row && !p) throw std::logic_error("help: no placeholder for " + command + " " + name);
    // The whole text after the name (a validator would append its own description to a type
    // name: "SECONDS:FLOAT in [0 - 1e+06]").
    o->option_text((row ? row->placeholder : std::string(p->name)) +
                   (o->get_expected_max() > 1 ? " ..." : "") +
                   (o->get_required() ? " REQUIRED" : ""));
    std::string description = o->get_description();
    if (o->get_required() || description.find("default") != std::string::npos) continue;
    std::string text;
    if (row && !row->default_text.empty())
      text = row->default_text;
    else if (const Default* d = lookup(defaults(), command, name))
      text = d->text;
    else
      throw std::logic_error("help: no default for " + command + " " + name);
    description += text.rfind("REQUIRED", 0) == 0 ? " (" + text + ")" : " (default " + text + ")";
    o->description(description);
  }
}

std::string examples_of(const std::string& command) {
  for (const Examples& e : examples())
    if (command == e.command) return e.text;
  throw std::logic_error("help: no example for " + command);
}

/// The Subcommand of `app`, or nullptr (the top level).
const Subcommand* subcommand_of(const CLI::App* app, const std::vector<Subcommand>& commands) {
  for (const Subcommand& c : commands)
    if (c.app == app) return &c;
  return nullptr;
}

}  // namespace

std::string exit_codes() {
  return "Exit codes:\n"
         "  0    success (check: every check PASS or, a twin, CAUGHT)\n"
         "  1    a check or query FAILED or is VACUOUS; judge: a transcript rejected; drat: a "
         "proof not verified\n"
         "  2    usage or input error, or a resource limit (--max-input-size, --max-memory); "
         "nothing on stdout\n"
         "  3    UNKNOWN: a time limit (--time-limit, --timeout-ms) or budget (--max-boxes) "
         "reached; never a success\n"
         "  4    internal error, or an output that could not be written (full disk, closed "
         "pipe)\n"
         "  130  interrupted (SIGINT), 143 terminated (SIGTERM): temporaries and partial outputs "
         "removed\n";
}

void add_shared_flags(CLI::App& app, SharedFlagsByCommand& flags) {
  for (CLI::App* sub : app.get_subcommands([](CLI::App*) { return true; })) {
    SharedFlags& f = flags[sub];
    f.own_quiet = sub->get_option_no_throw("--quiet") != nullptr;
    f.own_time_limit = sub->get_option_no_throw("--time-limit") != nullptr;
    if (!f.own_quiet)
      sub->add_flag("--quiet", f.quiet, "nothing on stdout: the exit code is the result");
    if (!f.own_time_limit)
      sub->add_option("--time-limit", f.time_limit,
                      "seconds for the whole command; past it no result is printed and the "
                      "exit code is 3 (UNKNOWN), never a success")
          ->check(CLI::Range(0.0, 1e6));
  }
}

void describe(CLI::App& app, const std::vector<Subcommand>& commands) {
  describe_options(app, "", {});
  app.footer("Examples:\n" + examples_of("") + "\n" + exit_codes() +
             "\nRun `debref COMMAND --help` for a command's options.");
  for (CLI::App* sub : app.get_subcommands([](CLI::App*) { return true; })) {
    const std::string command = sub->get_name();
    const Subcommand* own = subcommand_of(sub, commands);
    describe_options(*sub, command, own ? own->options : std::vector<OptionHelp>{});
    const std::string examples =
        own && !own->examples.empty() ? own->examples : examples_of(command);
    sub->footer("Examples:\n" + examples + "\n" + exit_codes() +
                "\nGlobal options (before or after COMMAND): --max-input-size SIZE (default "
                "64M), --max-memory SIZE (default half the RAM); see `debref --help`.");
  }
}

}  // namespace debref::help
