#include "harness/det/json.hpp"

#include <algorithm>

#include "harness/io/input.hpp"
#include "harness/stochastic/json.hpp"
#include "reference/num/brief.hpp"
#include "reference/support/bit_order.hpp"

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

// machine.delta[i]: {"next", "write", "move": "L" | "S" | "R"}.
det::Action parse_action(const json& e, int states, const std::string& where) {
  det::Action a;
  a.next = int_field(e, "next", 0, states - 1, where);
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
  return a;
}

// machine.query: {"state", "length", "oracle_table": "0110" or ["1/2", ...]}, entry i the answer
// to the query whose cells 0..length-1 spell i (cell 0 most significant, docs/FORMATS.md
// "Conventions"); the reference indexes the query by z = sum cell_j 2^j.
void parse_query(const json& q, DetInstance& d) {
  det::Machine& m = d.machine;
  if (!q.is_object())
    throw InputError("machine.query: must be an object {state, length, oracle_table}");
  refuse_renamed(q, "oracle", "oracle_table", "entry i answers the query whose cells spell i",
                 "machine.query");
  only_keys(q, {"state", "length", "oracle_table"}, "machine.query");
  m.query_state = int_field(q, "state", 0, m.states - 1, "machine.query.");
  m.query_length = int_field(q, "length", 1, std::min(m.space, 3), "machine.query.");
  const std::size_t n = std::size_t{1} << m.query_length;
  const std::string field = "machine.query.oracle_table";
  if (!q.contains("oracle_table"))
    throw InputError(field + ": required, a string of 2^length = " + std::to_string(n) +
                     " bits or an array of " + std::to_string(n) + " probabilities");
  const json& table = q["oracle_table"];
  if (table.is_array()) {
    // seed 001 Sec. 3, stochastic oracle: entry i is P(O(z) = 1), a rational in [0, 1].
    if (table.size() != n)
      throw InputError(field + ": an array of exactly 2^length = " + std::to_string(n) +
                       " probabilities (got " + std::to_string(table.size()) + ")");
    std::vector<Rational> printed;
    for (std::size_t i = 0; i < n; ++i) {
      const json& e = table[i];
      const std::string name = field + "[" + std::to_string(i) + "]";
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
      printed.push_back(p);
    }
    d.probabilities = reversed_bit_order(printed);
    d.stochastic_oracle = true;
    m.oracle.assign(n, 0);
  } else {
    m.oracle = reversed_bit_order(bit_field(table, field, n, n));
    for (int b : m.oracle) d.probabilities.push_back(Rational(b));
  }
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
    m.delta.push_back(parse_action(e, m.states, where));
  }
  if (j.contains("witness_length"))
    d.witness_length = int_field(j, "witness_length", 0, m.space, "machine.");
  const std::size_t max_input = static_cast<std::size_t>(m.space - d.witness_length);
  d.input = j.contains("input") ? bit_field(j["input"], "machine.input", 0, max_input)
                                : std::vector<int>{};
  if (j.contains("query")) parse_query(j["query"], d);
  return d;
}

}  // namespace debref

namespace debref::det {

using nlohmann::json;

std::string bit_string(const std::vector<int>& v) {
  std::string s;
  for (int b : v) s += static_cast<char>('0' + b);
  return s;
}

json machine_json(const Machine& m) {
  json delta = json::array();
  for (const Action& a : m.delta)
    delta.push_back({{"next", a.next}, {"write", a.write}, {"move", move_name(a.move)}});
  json j = {{"states", m.states}, {"accepting", m.accepting}, {"delta", delta}, {"space", m.space}};
  if (m.query_state >= 0) {
    std::string o;
    for (int b : reversed_bit_order(m.oracle)) o += static_cast<char>('0' + b);
    j["query"] = {{"state", m.query_state}, {"length", m.query_length}, {"oracle_table", o}};
  }
  return j;
}

json stochastic_machine_json(const StochasticMachine& sm) {
  json j = machine_json(sm.machine);
  if (sm.machine.query_state >= 0) {
    json probs = json::array();
    for (const Rational& p : reversed_bit_order(sm.prob)) probs.push_back(to_string(p));
    j["query"]["oracle_table"] = probs;
  }
  return j;
}

json config_json(const Config& c) {
  std::string tape;
  for (int i = 0; i < c.length; ++i) tape += static_cast<char>('0' + c.cell(i));
  return {{"state", c.state}, {"head", c.head}, {"tape", tape}};
}

json transcript_json(const Transcript& a) {
  json out = json::array();
  for (const Record& r : a) out.push_back({r.write, r.state, r.head});
  return out;
}

json cost_json(const VerifierCost& c) {
  return {{"configurations", c.configurations}, {"bits", c.bits}, {"queries", c.queries}};
}

json thm7_2_json(const Thm72Result& r) {
  json per = json::array();
  for (std::size_t i = 0; i < r.game.oracles.size(); ++i) {
    const stochastic::ExactValues& v = r.values.per_witness[i];
    per.push_back({{"witness", bit_string(r.game.witnesses[i])},
                   {"P(M(x,w)=1)", to_string(r.game.accept[i])},
                   {"k_least", to_string(r.k_per_witness[i])},
                   {"oracle", stochastic::to_json(r.game.oracles[i])},
                   {"honest_value", to_string(v.honest)},
                   {"completeness_value", to_string(v.completeness)},
                   {"soundness_value", to_string(v.soundness)}});
  }
  auto opt = [](const std::optional<Rational>& d) { return d ? json(to_string(*d)) : json(); };
  return {{"k", to_string(r.k)},
          {"k_exact", r.k_exact},
          {"params", stochastic::to_json(r.params)},
          {"per_witness", per},
          {"honest_witness", bit_string(r.game.witnesses[r.values.honest_witness])},
          {"liar_witness", bit_string(r.game.witnesses[r.values.liar_witness])},
          {"completeness_value", to_string(r.values.completeness)},
          {"soundness_value", to_string(r.values.soundness)},
          {"w_complete", to_string(r.w_complete)},
          {"d_complete", opt(r.d_complete)},
          {"completeness_holds", r.d_complete ? json(r.complete_holds()) : json()},
          {"w_sound", to_string(r.w_sound)},
          {"d_sound", opt(r.d_sound)},
          {"soundness_holds", r.d_sound ? json(r.sound_holds()) : json()}};
}

}  // namespace debref::det
