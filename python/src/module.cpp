// Source: docs/PYTHON.md "Design". The Python module debref._core: a thin pybind11 layer over the
// existing C++ entry points (the in-process command line, the test vectors, the check
// registry and Oracle.lipschitz's least constant). Inputs and results cross as JSON text and
// strings; the module adds no semantics. Each call releases the GIL while C++ runs, and a
// debref::InputError becomes debref._core.InputError (a ValueError).
#include <pybind11/pybind11.h>
#include <pybind11/stl.h>

#include <nlohmann/json.hpp>
#include <optional>
#include <sstream>
#include <string>
#include <tuple>
#include <utility>
#include <vector>

#include "harness/cli/cli.hpp"
#include "harness/core/build_info.hpp"
#include "harness/core/check.hpp"
#include "harness/core/vectors.hpp"
#include "harness/families.hpp"
#include "harness/io/input.hpp"
#include "harness/stochastic/json.hpp"
#include "reference/stochastic/lipschitz.hpp"

namespace py = pybind11;
using nlohmann::json;

namespace {

/// JSON text from Python, or InputError naming `field`.
json parse_text(const std::string& text, const std::string& field) {
  try {
    return json::parse(text);
  } catch (const json::parse_error& e) {
    throw debref::InputError(field + ": not JSON (" + e.what() + ")");
  }
}

int run_cli_argv(const std::vector<std::string>& args, std::ostream& out, std::ostream& err) {
  std::vector<const char*> argv{"debref"};
  for (const auto& a : args) argv.push_back(a.c_str());
  return debref::run_cli(static_cast<int>(argv.size()), argv.data(), out, err);
}

/// `debref ARGS...` in-process: (exit code, stdout, stderr).
std::tuple<int, std::string, std::string> run_cli(const std::vector<std::string>& args) {
  std::ostringstream out, err;
  int code;
  {
    py::gil_scoped_release release;
    code = run_cli_argv(args, out, err);
  }
  return {code, out.str(), err.str()};
}

/// Every family's vector file: (file name, JSON text).
std::vector<std::pair<std::string, std::string>> all_vectors() {
  std::vector<std::pair<std::string, std::string>> files;
  py::gil_scoped_release release;
  for (const auto& f : debref::vectors::all_vectors(
           [](int argc, const char*const*argv, std::ostream&out, std::ostream&err) {
             return debref::run_cli(argc, argv, out, err);
           }))
    files.emplace_back(f.name, f.content.dump());
  return files;
}

/// The checks of the default suite: (id, family, source, statement, instance_space, twin).
std::vector<py::dict> checks() {
  std::vector<py::dict> rows;
  const debref::Registry registry = debref::default_registry();
  for (const auto& c : registry.checks()) {
    py::dict row;
    row["id"] = c.id;
    row["family"] = c.family;
    row["source"] = c.source;
    row["statement"] = c.statement;
    row["instance_space"] = c.instances;
    row["twin"] = c.twin;
    rows.push_back(row);
  }
  return rows;
}

/// Runs the check `id` (exactly that id) with an optional time limit in seconds:
/// (status, instances, seconds, counterexample JSON text or "", detail).
std::tuple<std::string, std::uint64_t, double, std::string, std::string> run_check(
    const std::string& id, std::optional<double> time_limit) {
  debref::Registry registry = debref::default_registry();
  for (const auto& c : registry.checks()) {
    if (c.id != id) continue;
    debref::CheckResult r;
    {
      py::gil_scoped_release release;
      r = debref::run_check(c, time_limit);
    }
    return {debref::to_string(r.status), r.instances, r.seconds,
            r.counterexample ? r.counterexample->dump() : std::string(), r.detail};
  }
  throw debref::InputError("id: no check has the id \"" + id + "\" (debref.checks() lists them)");
}

/// Lean Oracle.lipschitz: the least constant K* of an oracle (t <= 2), enclosed within
/// `tolerance`: (lower, upper, exact, how), rationals as strings.
std::tuple<std::string, std::string, bool, std::string> lipschitz_constant(
    const std::string& oracle, const std::string& tolerance) {
  debref::stochastic::Oracle o = debref::parse_oracle(parse_text(oracle, "oracle"), 2);
  debref::Rational tol = debref::parse_rational_field(json(tolerance), "tolerance");
  if (tol <= 0) throw debref::InputError("tolerance: a rational > 0");
  py::gil_scoped_release release;
  debref::stochastic::LipschitzConstant k = debref::stochastic::lipschitz_constant(o, tol);
  return {debref::to_string(k.lower), debref::to_string(k.upper), k.exact, k.how};
}

}  // namespace

PYBIND11_MODULE(_core, m) {
  m.doc() = "debref's C++ entry points (docs/PYTHON.md); use the package debref, not this module";
  static py::exception<debref::InputError> input_error(m, "InputError", PyExc_ValueError);
  py::register_exception_translator([](std::exception_ptr p) {
    try {
      if (p) std::rethrow_exception(p);
    } catch (const debref::InputError& e) {
      input_error(e.what());
    } catch (const std::invalid_argument& e) {  // a reference parser's refusal
      input_error(e.what());
    }
  });
  m.def("version", [] { return std::string(debref::version()); });
  m.def("commit", [] { return std::string(debref::commit()); });
  m.def("run_cli", &run_cli, py::arg("args"));
  m.def("all_vectors", &all_vectors);
  m.def("checks", &checks);
  m.def("run_check", &run_check, py::arg("id"), py::arg("time_limit") = std::nullopt);
  m.def("lipschitz_constant", &lipschitz_constant, py::arg("oracle"), py::arg("tolerance"));
  m.def("named_field", &debref::vectors::named_field, py::arg("message"));
}
