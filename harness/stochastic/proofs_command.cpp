// `debref proofs`: the SMT queries of the side conditions of the Lean proofs (docs/STOCHASTIC.md),
// with SMT-LIB emission and the cvc5 cross-check; `--family FILE` runs query 1 on a user Params
// family instead.
#include <unistd.h>

#include <algorithm>
#include <filesystem>
#include <iomanip>
#include <sstream>

#include "harness/core/build_info.hpp"
#include "harness/core/command.hpp"
#include "harness/core/cross_check.hpp"
#include "harness/core/progress.hpp"
#include "harness/core/report.hpp"
#include "harness/core/shard.hpp"
#include "harness/io/input.hpp"
#include "harness/stochastic/command.hpp"
#include "harness/stochastic/json.hpp"
#include "harness/stochastic/proofs_claims.hpp"
#include "proofs/stochastic/catalogue.hpp"
#include "proofs/stochastic/lipschitz_query.hpp"
#include "proofs/stochastic/params_queries.hpp"
#include "reference/stochastic/lipschitz.hpp"
#include "reference/support/parallel.hpp"

namespace debref {

namespace {

using nlohmann::json;
using proofs::Query;

/// `--oracle O.json --tolerance T`: the least Lipschitz constant by Z3 bisection, next to the
/// reference's exact value (Lean Comp/Oracle.lean Oracle.lipschitz; query 4).
int least_constant(const ProofsOptions& options, std::ostream& out, std::ostream& err) {
  int t = 0;
  return run_command(
      "proofs", options.json, out, err,
      [&] {
        if (!options.k.empty())
          throw InputError("--k and --tolerance: give one of them with --oracle");
        stochastic::Oracle o;
        try {
          o = parse_oracle(read_json_file(options.oracle, "--oracle", "oracle.json"), 2);
        } catch (const std::invalid_argument& e) {
          throw InputError(std::string(e.what()) + " (--oracle: t <= 2)");
        }
        const Rational tolerance = parse_rational_field(json(options.tolerance), "--tolerance");
        if (tolerance <= 0 || tolerance > 1) throw InputError("--tolerance: a rational in (0, 1]");
        t = o.t;
        proofs::LipschitzBracket b = proofs::least_lipschitz(o, tolerance, options.timeout_ms);
        stochastic::LipschitzConstant K = stochastic::lipschitz_constant(o, Rational(1, 1000000));
        const bool agrees = b.decided && b.lower < K.upper && K.lower <= b.upper;
        return json{{"z3",
                     {{"lower", to_string(b.lower)},
                      {"upper", to_string(b.upper)},
                      {"queries", b.queries},
                      {"decided", b.decided}}},
                    {"exact",
                     {{"lower", to_string(K.lower)},
                      {"upper", to_string(K.upper)},
                      {"exact", K.exact},
                      {"how", K.how}}},
                    {"agrees", agrees}};
      },
      [&](const json& r, std::ostream& text) {
        const json &z3 = r["z3"], &K = r["exact"];
        text << "least Lipschitz constant (Lean Oracle.lipschitz), t = " << t << "\n"
             << "  z3 bisection: [" << z3["lower"].get<std::string>() << ", "
             << z3["upper"].get<std::string>() << "] (" << z3["queries"].get<int>() << " queries"
             << (z3["decided"].get<bool>() ? "" : ", stopped: a query was UNKNOWN")
             << ")\n  exact (reference): "
             << (K["exact"].get<bool>() ? K["upper"].get<std::string>()
                                        : "[" + K["lower"].get<std::string>() + ", " +
                                              K["upper"].get<std::string>() + "]")
             << "\n  " << (r["agrees"].get<bool>() ? "agree" : "DISAGREE") << "\n";
      },
      [](const json& r) { return !r["z3"]["decided"].get<bool>() ? 3
                                 : r["agrees"]                   ? 0
                                                                 : 1; });
}

/// The queries `options` select (built-in, a user family or a user oracle; --filter, --shard)
/// and where their SMT-LIB files go; throws InputError on bad flags or input.
struct Selection {
  std::vector<Query> queries;
  std::filesystem::path emit_dir;
  std::shared_ptr<cleanup::TempDir> temp;  // --cross-check without --emit: removed on every path
  Shard shard;
  std::size_t suite_size = 0;
};

Selection select_queries(const ProofsOptions& options) {
  Selection sel;
  if (!options.cross_check.empty() && options.cross_check != "cvc5")
    throw InputError("--cross-check: the only supported solver is cvc5 (got \"" +
                     options.cross_check + "\")");
  if (!options.recorded_z3.empty() &&
      (options.cross_check.empty() ||
       (options.recorded_z3 != "sat" && options.recorded_z3 != "unsat")))
    throw InputError("--recorded-z3: sat or unsat, only with --cross-check cvc5 (got \"" +
                     options.recorded_z3 + "\")");
  if (!options.oracle.empty() != !options.k.empty())
    throw InputError("--oracle: needs --k K (decide K-Lipschitz) or --tolerance T (least K)");
  if (!options.oracle.empty()) {
    if (!options.family.empty()) throw InputError("--family: not with --oracle");
    stochastic::Oracle o =
        parse_oracle(read_json_file(options.oracle, "--oracle", "oracle.json"), 2);
    Rational K = parse_rational_field(json(options.k), "--k");
    if (K < 0) throw InputError("--k: must be >= 0");
    sel.queries = {proofs::lipschitz_query("user", o, K, false)};
  } else {
    sel.queries = options.family.empty()
                      ? proofs::builtin_queries()
                      : proofs::params_family_queries(parse_params_family(
                            read_json_file(options.family, "--family", "params_family.json")));
  }
  std::erase_if(sel.queries,
                [&](const Query& q) { return q.id.find(options.filter) == std::string::npos; });
  if (sel.queries.empty())
    throw InputError("--filter: no query id contains \"" + options.filter + "\"");
  sel.suite_size = sel.queries.size();
  if (!options.shard.empty()) {
    sel.shard = shard_flag(options.shard);
    std::vector<Query> mine;
    for (std::size_t p = 0; p < sel.queries.size(); ++p)
      if (sel.shard.owns(p)) mine.push_back(sel.queries[p]);
    sel.queries = std::move(mine);
  }
  if (!options.emit.empty()) {
    sel.emit_dir = options.emit;
  } else if (!options.cross_check.empty()) {
    sel.temp = std::make_shared<cleanup::TempDir>("debref-smt2");
    sel.emit_dir = sel.temp->path();
  }
  if (!options.cross_check.empty() && !proofs::cvc5_available())
    throw InputError("--cross-check: cvc5 not found on PATH (scripts/setup.sh installs it)");
  return sel;
}

/// What Z3 (and with --cross-check, cvc5) said about the selected queries.
struct Results {
  json list = json::array();
  Summary summary;
  int disagreements = 0, undecided = 0;
};

/// One query's entry of the result list; `r` gets the cvc5 agreement folded in.
json query_entry(const ProofsOptions& options, const Query& q, const proofs::Outcome& outcome,
                 const std::string& file, proofs::Verdict cvc5, CheckResult& r, Results& res) {
  json entry{{"id", q.id},
             {"source", q.source},
             {"statement", q.statement},
             {"logic", q.logic},
             {"twin", q.twin()},
             {"expected", to_string(q.expected)},
             {"z3", to_string(outcome.verdict)},
             {"seconds", outcome.seconds}};
  if (outcome.verdict == proofs::Verdict::Sat && options.recorded_z3.empty()) {
    entry["model"] = proofs::model_json(outcome);
    if (q.instance) {
      std::string text = q.instance(outcome);
      if (!text.empty()) entry["instance"] = json::parse(text);
    }
  }
  if (!file.empty()) entry["file"] = file;
  if (!options.recorded_z3.empty()) entry["z3_recorded"] = true;
  if (!options.cross_check.empty()) {
    proofs::Agreement a = proofs::compare(q, outcome.verdict, cvc5);
    entry["cvc5"] = to_string(cvc5);
    entry["agreement"] = to_string(a);
    if (!q.cvc5_note.empty()) entry["cvc5_note"] = q.cvc5_note;
    r.detail += std::string("; cvc5: ") + to_string(cvc5) + " (" + to_string(a) + ")";
    if (a == proofs::Agreement::Disagree) {
      ++res.disagreements;
      r.status = Status::Fail;
    } else if (a == proofs::Agreement::Undecided) {
      ++res.undecided;
      if (r.status == Status::Pass) r.status = Status::Unknown;
    }
  }
  entry["status"] = to_string(r.status);
  return entry;
}

/// Solves every query with Z3 (and cvc5 on its file with --cross-check), in parallel.
Results run_queries(const ProofsOptions& options, const std::vector<Query>& queries,
                    const std::vector<std::filesystem::path>& files) {
  std::vector<proofs::Outcome> outcomes(queries.size());
  std::vector<proofs::Verdict> cvc5(queries.size(), proofs::Verdict::Unknown);
  std::vector<std::string> cvc5_lines(queries.size());
  progress::task("proofs", "SMT queries", 0, 0);
  const progress::Sweep shown(
      options.cross_check.empty() ? "solved by Z3" : "solved by Z3 and cvc5", queries.size());
  parallel_for(queries.size(), default_threads(), [&](std::size_t i) {
    if (options.recorded_z3.empty())
      outcomes[i] = proofs::solve(queries[i], options.timeout_ms);
    else  // a verdict recorded elsewhere, compared with cvc5's as if Z3 had returned it
      outcomes[i].verdict =
          options.recorded_z3 == "sat" ? proofs::Verdict::Sat : proofs::Verdict::Unsat;
    if (!options.cross_check.empty())
      cvc5[i] = proofs::run_cvc5(files[i], queries[i].cvc5_note.empty() ? options.timeout_ms : 2000,
                                 cvc5_lines[i]);
    progress::step();
  });
  Results res;
  for (std::size_t i = 0; i < queries.size(); ++i) {
    Query q = queries[i];
    if (!options.recorded_z3.empty()) q.instance = nullptr;  // a recorded verdict has no model
    CheckResult r = proofs::query_result(q, outcomes[i]);
    r.seconds = outcomes[i].seconds;
    res.list.push_back(query_entry(options, q, outcomes[i],
                                   files.empty() ? std::string() : files[i].string(), cvc5[i], r,
                                   res));
    Summary& s = res.summary;
    (r.status == Status::Pass ? s.passed : r.status == Status::Fail ? s.failed : s.unknown)++;
  }
  return res;
}

/// The result table as text.
void print_text(const ProofsOptions& options, const Results& res,
                const std::vector<std::filesystem::path>& files,
                const std::filesystem::path& emit_dir, std::ostream& out) {
  std::ostringstream text;
  text << std::left << std::setw(56) << "query" << std::setw(9) << "expected" << std::setw(9)
       << "z3";
  if (!options.cross_check.empty()) text << std::setw(9) << "cvc5";
  text << std::setw(8) << "status"
       << "seconds\n";
  for (const json& e : res.list) {
    text << std::setw(56) << e["id"].get<std::string>() << std::setw(9)
         << e["expected"].get<std::string>() << std::setw(9) << e["z3"].get<std::string>();
    if (!options.cross_check.empty()) text << std::setw(9) << e["cvc5"].get<std::string>();
    text << std::setw(8) << e["status"].get<std::string>() << std::fixed << std::setprecision(3)
         << e["seconds"].get<double>() << "\n";
    if (e["status"] != "PASS" && e.contains("model"))
      text << "    model: " << e["model"].dump() << "\n";
    if (e.contains("instance"))
      text << "    instance (replayable, checked exactly): " << e["instance"].dump() << "\n";
    if (e.contains("cvc5_note") && e["agreement"] == "not compared")
      text << "    cvc5 not compared: " << e["cvc5_note"].get<std::string>() << "\n";
  }
  if (!files.empty()) text << "SMT-LIB files: " << emit_dir.string() << "\n";
  if (!options.cross_check.empty())
    text << "cvc5 cross-check: " << res.disagreements << " disagreements, " << res.undecided
         << " undecided\n";
  text << summary_line(res.summary) << "\n";
  out << text.str();
}

}  // namespace

int proofs_command(const ProofsOptions& options, std::ostream& out, std::ostream& err) {
  if (options.chernoff != -1 || !options.p.empty() || !options.e.empty() || !options.factor.empty())
    return proofs_chernoff(options, out, err);
  if (!options.strict.empty()) return proofs_strict(options, out, err);
  if (!options.oracle.empty() && !options.tolerance.empty())
    return least_constant(options, out, err);
  Selection sel;
  Results res;
  std::vector<std::filesystem::path> files;
  return run_command(
      "proofs", options.json, out, err,
      [&]() -> json {
        try {
          sel = select_queries(options);
        } catch (const std::domain_error& e) {  // a --family expression undefined (1/0)
          throw InputError(std::string("--family: ") + e.what());
        }
        if (options.list) {
          json list = json::array();
          for (const Query& q : sel.queries)
            list.push_back({{"id", q.id}, {"twin", q.twin()}, {"statement", q.statement}});
          return {{"queries", list}};
        }
        if (!sel.emit_dir.empty()) {
          try {
            files = proofs::emit(sel.queries, sel.emit_dir);
          } catch (const InputError&) {
            throw;
          } catch (const std::exception& e) {
            throw InputError(e.what());
          }
        }
        res = run_queries(options, sel.queries, files);
        if (sel.temp && res.disagreements > 0) sel.temp->keep();  // the files the output names
        const Summary& s = res.summary;
        json summary{{"passed", s.passed}, {"failed", s.failed}, {"unknown", s.unknown}};
        if (!options.cross_check.empty())
          summary["cross_check"] = {{"solver", "cvc5"},
                                    {"disagreements", res.disagreements},
                                    {"undecided", res.undecided}};
        json result{{"queries", res.list}, {"summary", summary}};
        if (!options.shard.empty())
          result["shard"] = sel.shard.json(
              "proofs", sel.suite_size,
              options.filter + "|" + options.family + "|" + options.oracle + "|" + options.k + "|" +
                  options.tolerance + "|" + options.cross_check + "|" + options.recorded_z3 + "|" +
                  std::to_string(options.timeout_ms),
              res.list);
        return result;
      },
      [&](const json& result, std::ostream& text) {
        if (!options.list) return print_text(options, res, files, sel.emit_dir, text);
        for (const json& q : result["queries"])
          text << q["id"].get<std::string>() << "\t" << (q["twin"].get<bool>() ? "twin" : "claim")
               << "\t" << q["statement"].get<std::string>() << "\n";
      },
      [&](const json&) { return options.list ? 0 : exit_code(res.summary); });
}

}  // namespace debref
