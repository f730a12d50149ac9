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
      {"", "--oracle", "FILE"},
      {"", "--params", "FILE|defaults"},
      {"", "--k", "RATIONAL"},
      {"", "--max-t", "N"},
      {"", "--max-samples", "N"},
      {"", "--alice-samples", "N"},
      {"", "--bob-radius", "RATIONAL"},
      {"", "--vera-radius", "RATIONAL"},
      {"", "--samples", "R,r"},
      {"", "--digits", "N"},
      {"", "--emit", "DIR"},
      {"", "--cross-check", "cvc5"},
      {"proofs", "--family", "FILE"},
      {"explore", "--family", "NAME"},
      {"", "--tolerance", "RATIONAL"},
      {"", "--strict", "other|same-allowed"},
      {"", "--chernoff", "N"},
      {"", "--p", "RATIONAL"},
      {"", "--e", "RATIONAL"},
      {"", "--factor", "RATIONAL"},
      {"", "--recorded-z3", "sat|unsat"},
      {"", "--certify", "FILE"},
      {"", "--timeout-ms", "MILLISECONDS"},
      {"", "--t", "N"},
      {"", "--w", "RATIONAL"},
      {"", "--d", "RATIONAL"},
      {"", "--tune", "vera|total"},
      {"", "--protocol", "NAME"},
      {"", "--drop", "NAME"},
      {"", "--machine", "FILE"},
      {"", "--truth-table", "BITS"},
      {"", "--table", "N"},
      {"", "--frontier", "N"},
      {"", "--max-l", "N"},
      {"", "--method", "exhaustive|smt"},
      {"", "--kw-formula-of", "BITS"},
      {"", "--yao", "N"},
      {"", "--yao-queries", "Q"},
      {"", "--yao-formula", "or|and|alternating"},
      {"", "--env", "FILE"},
      {"", "--question", "FILE"},
      {"", "--rounds", "N"},
      {"", "--world", "I,J,..."},
      {"", "--answers", "A1,A2"},
      {"", "--decomposition", "FILE"},
      {"", "--estimator", "FILE"},
      {"", "--prover", "CLAIM,DIR,REC"},
      {"", "--eps", "RATIONAL"},
      {"", "--rho", "RATIONAL"},
      {"", "--r", "RATIONAL"},
      {"", "--rule", "figure2|no-direction"},
      {"", "--max-boxes", "N"},
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
      {"proofs", "--filter", "every query"},
      {"", "--shard", "1/1, everything"},
      {"debate", "--k", "REQUIRED with --params defaults or paper"},
      {"debate", "--alice-samples", "the Params' own"},
      {"debate", "--bob-radius", "the Params' own"},
      {"debate", "--vera-radius", "the Params' own"},
      {"debate", "--samples", "the paper's R and r"},
      {"", "--emit", "none"},
      {"", "--cross-check", "none"},
      {"proofs", "--family", "none: the built-in queries"},
      {"proofs", "--oracle", "none"},
      {"proofs", "--k", "REQUIRED with --oracle, unless --tolerance"},
      {"proofs", "--tolerance", "none"},
      {"proofs", "--strict", "none: Lean's Oracle.lipschitz by Z3"},
      {"proofs", "--chernoff", "none"},
      {"proofs", "--p", "REQUIRED with --chernoff"},
      {"proofs", "--e", "REQUIRED with --chernoff"},
      {"proofs", "--factor", "2"},
      {"proofs", "--recorded-z3", "none: Z3 is run"},
      {"params", "--tune", "none: Params.defaults"},
      {"params", "--timeout-ms", "20000"},
      {"params", "--certify", "none"},
      {"det", "--protocol", "bisection"},
      {"det", "--drop", "none: the verifier of the paper"},
      {"dqc", "--truth-table", "REQUIRED unless --table, --frontier or --yao"},
      {"dqc", "--table", "REQUIRED unless --truth-table, --frontier or --yao"},
      {"dqc", "--frontier", "REQUIRED unless --truth-table, --table or --yao"},
      {"dqc", "--yao", "REQUIRED unless --truth-table, --table or --frontier"},
      {"dqc", "--yao-queries", "1"},
      {"dqc", "--yao-formula", "or"},
      {"dqc", "--max-l", "3"},
      {"dqc", "--kw-formula-of", "none"},
      {"feature", "--world", "every world in the support of the prior"},
      {"feature", "--answers", "none"},
      {"pe", "--decomposition", "REQUIRED unless --obfuscation"},
      {"pe", "--estimator", "none"},
      {"pe", "--prover", "none"},
      {"pe", "--r", "eps (1 - rho) / 4"},
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
      {"debate",
       "  debref debate --oracle tests/data/oracle_t1.json --params defaults --k 1\n"
       "  debref debate --oracle tests/data/oracle_t1.json --params tests/data/params_small.json "
       "--exact --json\n"
       "  debref debate --oracle tests/data/oracle_t1.json --params paper --k 2\n"},
      {"proofs",
       "  debref proofs --filter params.defaults --timeout-ms 5000\n"
       "  debref proofs --emit smt2 --cross-check cvc5 --time-limit 600\n"
       "  debref proofs --chernoff 10 --p 1/2 --e 1/5 --factor 2\n"},
      {"params",
       "  debref params --k 1 --t 3\n  debref params --k 1 --t 12 --tune vera --json\n"
       "  debref params --k 1 --t 0 --certify tests/data/params_small.json\n"},
      {"det",
       "  debref det --protocol crossexam\n"
       "  debref det --protocol witness --machine tests/data/det_witness.json --json\n"},
      {"dqc",
       "  debref dqc --truth-table 0110\n"
       "  debref dqc --table 3 --shard 1/4 --json > dqc-1.json\n"
       "  debref dqc --yao 17 --yao-queries 1 --yao-formula and\n"},
      {"pe",
       "  debref pe --obfuscation\n"
       "  debref pe --decomposition tests/fuzz/decomposition/seed-depth2.json --eps 1/10 "
       "--rho 1/2\n"},
      {"feature",
       "  debref feature --env tests/data/feature_env_xor2.json "
       "--question tests/data/feature_question_xor2.json --rounds 2\n"
       "  debref feature --env tests/data/feature_env_xor2.json "
       "--question tests/data/feature_question_xor2.json --rounds 1 --world 1,1 --answers 0,1\n"},
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

void describe_options(CLI::App& app, const std::string& command) {
  for (CLI::Option* o : app.get_options()) {
    if (o->get_items_expected_max() == 0) continue;  // a flag
    const std::string name = o->get_name(o->get_positional(), false);
    const Placeholder* p = lookup(placeholders(), command, name);
    if (!p) throw std::logic_error("help: no placeholder for " + command + " " + name);
    // The whole text after the name (a validator would append its own description to a type
    // name: "SECONDS:FLOAT in [0 - 1e+06]").
    o->option_text(std::string(p->name) + (o->get_expected_max() > 1 ? " ..." : "") +
                   (o->get_required() ? " REQUIRED" : ""));
    std::string description = o->get_description();
    if (o->get_required() || description.find("default") != std::string::npos) continue;
    const Default* d = lookup(defaults(), command, name);
    if (!d) throw std::logic_error("help: no default for " + command + " " + name);
    const std::string text = d->text;
    description += text.rfind("REQUIRED", 0) == 0 ? " (" + text + ")" : " (default " + text + ")";
    o->description(description);
  }
}

std::string examples_of(const std::string& command) {
  for (const Examples& e : examples())
    if (command == e.command) return e.text;
  throw std::logic_error("help: no example for " + command);
}

}  // namespace

std::string exit_codes() {
  return "Exit codes:\n"
         "  0    success (check: every check PASS or, a twin, CAUGHT)\n"
         "  1    a check or query FAILED or is VACUOUS; judge: a transcript rejected\n"
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

void describe(CLI::App& app) {
  describe_options(app, "");
  app.footer("Examples:\n" + examples_of("") + "\n" + exit_codes() +
             "\nRun `debref COMMAND --help` for a command's options.");
  for (CLI::App* sub : app.get_subcommands([](CLI::App*) { return true; })) {
    const std::string command = sub->get_name();
    describe_options(*sub, command);
    sub->footer("Examples:\n" + examples_of(command) + "\n" + exit_codes() +
                "\nGlobal options (before or after COMMAND): --max-input-size SIZE (default "
                "64M), --max-memory SIZE (default half the RAM); see `debref --help`.");
  }
}

}  // namespace debref::help
