// `debref det`: the deterministic debates of seed 001 (Fig. 4 bisection, Fig. 1 cross-
// examination, Fig. 3 witness) on one machine, solved exactly as games, with V's exact costs;
// the stochastic witness debate (Thm 7.2) solved exactly by the stochastic core; `--drop` runs
// a mutant verifier (the counterexample explorer's replays, issue 8).
#include "harness/det/command.hpp"

#include <CLI/CLI.hpp>
#include <memory>
#include <sstream>

#include "harness/det/claims.hpp"
#include "harness/io/input.hpp"
#include "reference/det/bisection.hpp"
#include "reference/det/crossexam.hpp"
#include "reference/num/brief.hpp"

namespace debref {

namespace {

using nlohmann::json;

int int_field(const json& j, const std::string& key, int lo, int hi, const std::string& where) {
  const std::string name = where + key;
  if (!j.contains(key))
    throw InputError(name + ": required, an integer in " + std::to_string(lo) + ".." +
                     std::to_string(hi));
  const json& v = j.at(key);
  if (!v.is_number_integer())
    throw InputError(name + ": must be an integer in " + std::to_string(lo) + ".." +
                     std::to_string(hi));
  const long long x = v.get<long long>();
  if (x < lo || x > hi)
    throw InputError(name + ": must be in " + std::to_string(lo) + ".." + std::to_string(hi) +
                     " (got " + std::to_string(x) + ")");
  return static_cast<int>(x);
}

std::vector<int> bit_field(const json& v, const std::string& name, std::size_t min_len,
                           std::size_t max_len) {
  if (!v.is_string())
    throw InputError(name + ": must be a string of 0/1 of length " + std::to_string(min_len) +
                     ".." + std::to_string(max_len));
  const std::string s = v.get<std::string>();
  if (s.size() < min_len || s.size() > max_len)
    throw InputError(name + ": length must be in " + std::to_string(min_len) + ".." +
                     std::to_string(max_len) + " (got " + std::to_string(s.size()) + ")");
  std::vector<int> out;
  for (char c : s) {
    if (c != '0' && c != '1') throw InputError(name + ": only the characters 0 and 1");
    out.push_back(c - '0');
  }
  return out;
}

// The built-in example: the oracle machine of tests/data/det_oracle.json.
json example_machine() {
  return json::parse(R"({"states": 2, "accepting": [1],
    "delta": [{"next": 1, "write": 1, "move": "R"}, {"next": 0, "write": 0, "move": "R"},
              {"next": 1, "write": 0, "move": "L"}, {"next": 1, "write": 1, "move": "S"}],
    "space": 2, "time": 4, "input": "01",
    "query": {"state": 1, "length": 2, "oracle": "0110"}})");
}

json cost_json(const det::VerifierCost& c) {
  return {{"configurations", c.configurations}, {"bits", c.bits}, {"queries", c.queries}};
}

std::string bits_string(const std::vector<int>& v) {
  std::string s;
  for (int b : v) s += static_cast<char>('0' + b);
  return s;
}

}  // namespace

DetInstance parse_det_machine(const json& j) {
  if (!j.is_object()) throw InputError("machine: must be a JSON object");
  for (const auto& [key, value] : j.items()) {
    (void)value;
    if (key != "states" && key != "accepting" && key != "delta" && key != "space" &&
        key != "time" && key != "input" && key != "query" && key != "witness_length")
      throw InputError("machine." + key +
                       ": unknown field (allowed: states, accepting, delta, "
                       "space, time, input, query, witness_length)");
  }
  DetInstance d;
  det::Machine& m = d.machine;
  m.states = int_field(j, "states", 1, 4, "machine.");
  m.space = int_field(j, "space", 1, 6, "machine.");
  d.time = int_field(j, "time", 1, 16, "machine.");
  m.accepting.clear();
  if (!j.contains("accepting") || !j["accepting"].is_array())
    throw InputError("machine.accepting: required, an array of states in 0.." +
                     std::to_string(m.states - 1));
  for (const json& q : j["accepting"]) {
    if (!q.is_number_integer() || q.get<long long>() < 0 || q.get<long long>() >= m.states)
      throw InputError("machine.accepting: each entry a state in 0.." +
                       std::to_string(m.states - 1));
    m.accepting.push_back(q.get<int>());
  }
  if (!j.contains("delta") || !j["delta"].is_array() ||
      j["delta"].size() != static_cast<std::size_t>(2 * m.states))
    throw InputError("machine.delta: required, an array of 2 * states = " +
                     std::to_string(2 * m.states) + " entries (index 2q + read bit)");
  for (std::size_t i = 0; i < j["delta"].size(); ++i) {
    const json& e = j["delta"][i];
    const std::string where = "machine.delta[" + std::to_string(i) + "].";
    if (!e.is_object()) throw InputError(where + ": must be an object {next, write, move}");
    det::Action a;
    a.next = int_field(e, "next", 0, m.states - 1, where);
    a.write = int_field(e, "write", 0, 1, where);
    if (!e.contains("move") || !e["move"].is_string())
      throw InputError(where + "move: required, one of \"L\", \"S\", \"R\"");
    const std::string mv = e["move"].get<std::string>();
    if (mv == "L")
      a.move = det::Move::Left;
    else if (mv == "S")
      a.move = det::Move::Stay;
    else if (mv == "R")
      a.move = det::Move::Right;
    else
      throw InputError(where + "move: one of \"L\", \"S\", \"R\" (got \"" + mv + "\")");
    m.delta.push_back(a);
  }
  if (j.contains("witness_length"))
    d.witness_length = int_field(j, "witness_length", 0, m.space, "machine.");
  const std::size_t max_input = static_cast<std::size_t>(m.space - d.witness_length);
  d.input = j.contains("input") ? bit_field(j["input"], "machine.input", 0, max_input)
                                : std::vector<int>{};
  if (j.contains("query")) {
    const json& q = j["query"];
    if (!q.is_object())
      throw InputError("machine.query: must be an object {state, length, oracle}");
    m.query_state = int_field(q, "state", 0, m.states - 1, "machine.query.");
    m.query_length = int_field(q, "length", 1, std::min(m.space, 3), "machine.query.");
    const std::size_t n = std::size_t{1} << m.query_length;
    if (!q.contains("oracle"))
      throw InputError(
          "machine.query.oracle: required, a string of 2^length = " + std::to_string(n) +
          " bits or an array of " + std::to_string(n) + " probabilities");
    if (q["oracle"].is_array()) {
      // seed 001 Sec. 3, stochastic oracle: entry z is P(O(z) = 1), a rational in [0, 1].
      if (q["oracle"].size() != n)
        throw InputError(
            "machine.query.oracle: an array of exactly 2^length = " + std::to_string(n) +
            " probabilities (got " + std::to_string(q["oracle"].size()) + ")");
      for (std::size_t z = 0; z < n; ++z) {
        const json& e = q["oracle"][z];
        const std::string name = "machine.query.oracle[" + std::to_string(z) + "]";
        Rational p;
        try {
          if (e.is_string())
            p = parse_rational(e.get<std::string>());
          else if (e.is_number_integer())
            p = Rational(e.get<long long>());
          else
            throw ParseError("not a rational");
        } catch (const ParseError&) {
          throw InputError(name + ": a rational in [0, 1] as a string, e.g. \"1/4\"");
        }
        if (p < 0 || p > 1)
          throw InputError(name + ": must be in [0, 1] (got " + to_brief_string(p) + ")");
        d.probabilities.push_back(p);
      }
      d.stochastic_oracle = true;
      m.oracle.assign(n, 0);
    } else {
      m.oracle = bit_field(q["oracle"], "machine.query.oracle", n, n);
      for (int b : m.oracle) d.probabilities.push_back(Rational(b));
    }
  }
  return d;
}

int det_command(const DetOptions& options, std::ostream& out, std::ostream& err) {
  json result;
  try {
    if (options.protocol != "bisection" && options.protocol != "crossexam" &&
        options.protocol != "witness" && options.protocol != "stochastic-witness")
      throw InputError("--protocol: bisection, crossexam, witness or stochastic-witness (got \"" +
                       options.protocol + "\")");
    const std::string drops = options.protocol == "bisection"   ? "validity, final_step"
                              : options.protocol == "crossexam" ? "location"
                              : options.protocol == "witness"   ? "witness"
                                                                : "";
    if (!options.drop.empty() && (drops.empty() ||
                                  (options.drop != "validity" && options.drop != "final_step" &&
                                   options.drop != "location" && options.drop != "witness") ||
                                  drops.find(options.drop) == std::string::npos))
      throw InputError(
          "--drop: " + (drops.empty() ? std::string("not available") : "one of " + drops) +
          " for --protocol " + options.protocol + " (got \"" + options.drop + "\")");
    const json mj = options.machine.empty()
                        ? example_machine()
                        : read_json_file(options.machine, "--machine", "machine.json");
    DetInstance d = parse_det_machine(mj);
    const det::Machine& m = d.machine;
    const int T = d.time;
    const bool with_witness =
        options.protocol == "witness" || options.protocol == "stochastic-witness";
    const int room = m.space - static_cast<int>(d.input.size());  // cells left for w
    if (with_witness && d.witness_length == 0)
      throw InputError("machine.witness_length: required for --protocol " + options.protocol +
                       (room >= 1 ? ", 1.." + std::to_string(room)
                                  : "; the input fills all " + std::to_string(m.space) +
                                        " cells (space), so raise space or shorten the input"));
    if (!with_witness && d.witness_length != 0)
      throw InputError(
          "machine.witness_length: only with --protocol witness or "
          "stochastic-witness (got " +
          std::to_string(d.witness_length) + ")");
    if (d.stochastic_oracle && options.protocol != "stochastic-witness")
      throw InputError(
          "machine.query.oracle: an array of probabilities only with --protocol "
          "stochastic-witness (a string of 0/1 otherwise)");
    if (options.protocol == "stochastic-witness" && T > 4)
      throw InputError("machine.time: must be in 1..4 for --protocol stochastic-witness (got " +
                       std::to_string(T) + ")");
    result["protocol"] = options.protocol;
    if (!options.drop.empty()) result["dropped_check"] = options.drop;
    result["machine"] = det::machine_json(m);
    result["input"] = bits_string(d.input);
    result["time"] = T;
    if (options.protocol == "stochastic-witness") {
      det::StochasticMachine sm{m, d.probabilities};
      result["machine"] = det::stochastic_machine_json(sm);
      result["witness_length"] = d.witness_length;
      const det::Thm72Result r = det::evaluate_thm7_2(sm, d.input, d.witness_length, T);
      const json values = det::thm7_2_json(r);
      for (const auto& [key, value] : values.items()) result[key] = value;
    } else if (options.protocol == "bisection") {
      const bool truth = det::accepts(m, d.input, T);
      det::BisectionGame game(m, T, options.drop != "validity", options.drop != "final_step");
      if (options.drop == "validity") {
        auto leaf = game.overlong_leaf(d.input, T);
        result["overlong_leaf_cells_read"] = leaf ? json(leaf->second.length) : json();
        result["space"] = m.space;
      }
      bool all = true;
      det::VerifierCost worst;
      for (std::uint32_t b = 0; b < (1u << det::BisectionGame::rounds(T)); ++b) {
        det::VerifierCost c;
        bool ok = game.honest_a_play(d.input, T, b, &c);
        all = all && ok;
        worst.configurations = std::max(worst.configurations, c.configurations);
        worst.bits = std::max(worst.bits, c.bits);
        worst.queries = std::max(worst.queries, c.queries);
      }
      result["M(x)"] = truth;
      result["minimax_a_wins"] = game.a_wins(d.input, T);
      result["a_beats_honest_b"] = game.a_beats_honest_b(d.input, T);
      result["honest_a_wins_every_b"] = truth ? json(all) : json(nullptr);
      result["messages"] = game.messages().size();
      result["rounds"] = det::BisectionGame::rounds(T);
      result["cost"] = cost_json(worst);
      result["bound"] = cost_json(det::BisectionGame::bound(m, T));
    } else if (options.protocol == "crossexam") {
      const bool truth = det::accepts(m, d.input, T);
      const det::InputView view{&d.input, 0, 0};
      det::CrossExamSolution sol = det::solve_crossexam(m, view, T, options.drop != "location");
      const det::Transcript honest = det::transcript(m, d.input, T);
      json tr = json::array();
      for (const auto& r : honest) tr.push_back({r.write, r.state, r.head});
      det::VerifierCost worst;
      bool all = true;
      for (int t = 1; t <= T; ++t) {
        all = all && det::crossexam_verdict(m, view, honest, t);
        det::VerifierCost c = det::crossexam_cost(m, honest, t);
        worst.configurations = std::max(worst.configurations, c.configurations);
        worst.bits = std::max(worst.bits, c.bits);
        worst.queries = std::max(worst.queries, c.queries);
      }
      result["M(x)"] = truth;
      result["minimax_a_wins"] = static_cast<bool>(sol.a_wins[static_cast<std::size_t>(T)]);
      result["surviving_transcripts"] = sol.surviving[static_cast<std::size_t>(T)];
      result["transcripts_examined"] = sol.nodes;
      result["honest_a_wins_every_location"] = truth ? json(all) : json(nullptr);
      result["transcript"] = tr;
      result["cost"] = cost_json(worst);
      result["bound"] = cost_json(det::crossexam_bound(m, T));
    } else {
      det::WitnessSolution w =
          det::solve_witness(m, d.input, d.witness_length, T, options.drop != "witness");
      result["witness_length"] = d.witness_length;
      result["x_in_L"] = w.in_language;
      result["witness"] = w.in_language ? json(bits_string(w.witness)) : json(nullptr);
      result["minimax_a_wins"] = w.a_wins;
      result["honest_a_wins_every_location"] =
          w.in_language ? json(w.honest_a_wins_all) : json(nullptr);
      result["transcripts_examined"] = w.nodes;
      result["bound"] = cost_json(det::crossexam_bound(m, T));
    }
  } catch (const InputError& e) {
    err << "debref det: " << e.what() << "\n";
    return 2;
  } catch (const std::invalid_argument& e) {
    err << "debref det: " << e.what() << "\n";
    return 2;
  }
  if (options.json) {
    out << result.dump(2) << "\n";
    return 0;
  }
  std::ostringstream text;
  text << "protocol " << options.protocol << ", T = " << result["time"].get<int>() << ", input \""
       << result["input"].get<std::string>() << "\"\n";
  for (const auto& [key, value] : result.items()) {
    if (key == "protocol" || key == "machine" || key == "input" || key == "time") continue;
    text << "  " << key << ": " << value.dump() << "\n";
  }
  out << text.str();
  return 0;
}

}  // namespace debref

namespace debref::det {

std::vector<Subcommand> add_commands(CLI::App& app) {
  std::vector<Subcommand> commands;
  auto det_options = std::make_shared<DetOptions>();
  auto* dt = app.add_subcommand(
      "det",
      "deterministic debates (seed 001): recursive bisection (Fig. 4), cross-examination "
      "(Fig. 1) or debate with a witness (Fig. 3; stochastic: Thm 7.2) on one machine; exact "
      "game outcome and costs");
  dt->add_option("--protocol", det_options->protocol,
                 "bisection | crossexam | witness | stochastic-witness");
  dt->add_option("--drop", det_options->drop,
                 "mutant verifier without one check: validity | final_step | location | witness");
  dt->add_option("--machine", det_options->machine,
                 "machine JSON file (docs/FORMATS.md; default: the built-in example)");
  dt->add_flag("--json", det_options->json, "machine-readable result on stdout");

  commands.push_back({dt, [det_options](std::ostream& out, std::ostream& err) {
                        return det_command(*det_options, out, err);
                      }});
  return commands;
}

}  // namespace debref::det
