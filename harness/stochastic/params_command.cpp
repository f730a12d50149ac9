// `debref params`: Lean Params.defaults k t and, with --tune, Params tuned for Vera's samples or
// the total query bound, certified (exact fields and Z3 field queries at the point).
#include <sstream>

#include "harness/core/command.hpp"
#include "harness/io/input.hpp"
#include "harness/stochastic/command.hpp"
#include "harness/stochastic/json.hpp"
#include "proofs/stochastic/tuning.hpp"
#include "reference/num/brief.hpp"
#include "reference/stochastic/params.hpp"
#include "reference/stochastic/solver.hpp"

namespace debref {

namespace {

using nlohmann::json;

json samples_json(const stochastic::SampleCounts& n, int t) {
  return {{"alice", n.alice},
          {"bob", n.bob},
          {"vera", n.vera},
          {"total_bound", proofs::total_queries(n, t)}};
}

json fields_json(const stochastic::Params& p, const Rational& w, const Rational& d,
                 const Rational& k, int t) {
  json f = json::object();
  for (const auto& x : stochastic::all_fields(p, w, d, k, t)) f[x.name] = x.holds;
  return f;
}

json certificate_json(const proofs::Certificate& cert) {
  return {{"exact", cert.exact},
          {"smt", cert.smt},
          {"smt_queries", cert.queries},
          {"failing", cert.failing}};
}

/// --certify FILE: the given Params, every field's margin rhs - lhs exactly (the least named),
/// and the certificate (exact fields and Z3 field queries at the point, as for --tune).
json certify_json(const ParamsOptions& options, const Rational& w, const Rational& d,
                  const Rational& k, int t) {
  const stochastic::Params p =
      parse_params(read_json_file(options.certify, "--certify", "params.json"), t);
  json margins = json::object();
  std::optional<stochastic::FieldMargin> least;
  for (const auto& m : stochastic::field_margins(p, w, d, k, t)) {
    margins[m.name] = to_string(m.margin);
    if (!least || m.margin < least->margin) least = m;
  }
  const proofs::Certificate cert = proofs::certify(p, w, d, k, t, options.timeout_ms);
  return {{"params", stochastic::to_json(p)},
          {"samples", samples_json(stochastic::sample_counts(p), t)},
          {"w", to_string(w)},
          {"d", to_string(d)},
          {"fields", fields_json(p, w, d, k, t)},
          {"margins", margins},
          {"least_margin", {{"field", least->name}, {"margin", to_string(least->margin)}}},
          {"certified", cert.certified()},
          {"certificate", certificate_json(cert)}};
}

/// The defaults (and with --tune the certified tuned Params) as the command's JSON result.
json params_result(const ParamsOptions& options) {
  json result;
  if (options.k.empty()) throw InputError("--k: required (a rational > 0)");
  const Rational k = parse_rational_field(json(options.k), "--k");
  const Rational w = parse_rational_field(json(options.w), "--w");
  const Rational d = parse_rational_field(json(options.d), "--d");
  if (!(k > 0)) throw InputError("--k: must be > 0 (got " + to_brief_string(k) + ")");
  if (options.t < 0 || options.t > 1000000000)
    throw InputError("--t: required, an integer in 0..10^9");
  if (!(d > 0) || !(d < w) || w > 1)
    throw InputError("--w, --d: need 0 < d < w <= 1 (got w = " + to_string(w) +
                     ", d = " + to_string(d) + ")");
  if (!options.tune.empty() && options.tune != "vera" && options.tune != "total")
    throw InputError("--tune: vera or total (got \"" + options.tune + "\")");
  const int t = static_cast<int>(options.t);
  const stochastic::Params defaults = stochastic::Params::defaults(k, t);
  result["k"] = to_string(k);
  result["t"] = t;
  result["defaults"] = {{"params", stochastic::to_json(defaults)},
                        {"samples", samples_json(stochastic::sample_counts(defaults), t)},
                        {"w", "2/3"},
                        {"d", "3/5"},
                        {"fields", fields_json(defaults, w, d, k, t)}};
  if (!options.tune.empty()) {
    const auto objective =
        options.tune == "vera" ? proofs::Objective::Vera : proofs::Objective::Total;
    proofs::Tuned tuned = proofs::tune(w, d, k, t, objective);
    proofs::Certificate cert = proofs::certify(tuned.params, w, d, k, t, options.timeout_ms);
    result["tuned"] = {{"params", stochastic::to_json(tuned.params)},
                       {"samples", samples_json(tuned.samples, t)},
                       {"w", to_string(w)},
                       {"d", to_string(d)},
                       {"objective", options.tune},
                       {"candidates", tuned.candidates},
                       {"certified", cert.certified()},
                       {"certificate", certificate_json(cert)}};
  }
  if (!options.certify.empty()) result["certify"] = certify_json(options, w, d, k, t);
  return result;
}

/// The text form of the result.
int print_params(const ParamsOptions& options, const json& result, std::ostream& text) {
  auto row = [&](const char* label, const json& entry) {
    const json& p = entry["params"];
    const json& n = entry["samples"];
    text << label << ": v = " << p["v"].get<std::string>() << ", c = " << p["c"].get<std::string>()
         << ", s = " << p["s"].get<std::string>() << ", b = " << p["b"].get<std::string>()
         << ", q = " << p["q"].get<std::string>() << "\n  samples: alice " << n["alice"] << ", bob "
         << n["bob"] << ", vera " << n["vera"] << "; (t+1)(alice+bob)+vera = " << n["total_bound"]
         << "\n";
  };
  text << "k = " << result["k"].get<std::string>() << ", t = " << result["t"] << "\n";
  row("defaults (Lean Params.defaults, w = 2/3, d = 3/5)", result["defaults"]);
  std::string failing;
  for (const auto& [name, holds] : result["defaults"]["fields"].items())
    if (!holds.get<bool>()) failing += " " + name;
  if (!failing.empty())
    text << "  note: for w = " << options.w << ", d = " << options.d
         << " the defaults fail:" << failing << "\n";
  if (result.contains("tuned")) {
    row(("tuned for " + options.tune).c_str(), result["tuned"]);
    const json& c = result["tuned"]["certificate"];
    text << "  certified: " << (result["tuned"]["certified"].get<bool>() ? "yes" : "NO")
         << " (exact fields: " << (c["exact"].get<bool>() ? "hold" : "fail")
         << "; Z3: " << c["smt_queries"] << " field queries and twins "
         << (c["smt"].get<bool>() ? "as expected"
                                  : "NOT as expected: " + c["failing"].get<std::string>())
         << ")\n";
  }
  if (result.contains("certify")) {
    row("--certify", result["certify"]);
    const json& c = result["certify"];
    text << "  margins (rhs - lhs):";
    for (const auto& [name, margin] : c["margins"].items())
      text << " " << name << " " << margin.get<std::string>();
    text << "\n  least: " << c["least_margin"]["field"].get<std::string>() << " "
         << c["least_margin"]["margin"].get<std::string>()
         << "\n  certified: " << (c["certified"].get<bool>() ? "yes" : "NO")
         << (c["certificate"]["failing"].get<std::string>().empty()
                 ? ""
                 : " (first failing: " + c["certificate"]["failing"].get<std::string>() + ")")
         << "\n";
  }
  return 0;
}

}  // namespace

int params_command(const ParamsOptions& options, std::ostream& out, std::ostream& err) {
  return run_command(
      "params", options.json, out, err, [&] { return params_result(options); },
      [&](const json& result, std::ostream& text) { return print_params(options, result, text); });
}

}  // namespace debref
