#include "harness/pe/json.hpp"

#include <set>

#include "harness/core/judge.hpp"
#include "harness/io/input.hpp"
#include "reference/num/brief.hpp"
#include "reference/pe/paths.hpp"
#include "reference/support/bit_order.hpp"

namespace debref::pe {

namespace {

using nlohmann::json;

Rational probability(const json& j, const std::string& field) {
  Rational p = parse_rational_field(j, field);
  if (p < 0 || p > 1)
    throw InputError(field + ": " + to_brief_string(p) + " outside the allowed range [0, 1]");
  return p;
}

// M_D from "truth_table": character i is M_D at the z whose bits z_1..z_q spell i.
std::vector<int> parse_table(const json& j, const std::string& field, std::size_t q) {
  const std::string tf = field + ".truth_table";
  if (!j.contains("truth_table") || !j["truth_table"].is_string() ||
      j["truth_table"].get<std::string>().size() != (std::size_t{1} << q))
    throw InputError(tf + ": expected a string of 2^q = " + std::to_string(std::size_t{1} << q) +
                     " characters 0/1");
  std::vector<int> table;
  for (char c : j["truth_table"].get<std::string>()) {
    if (c != '0' && c != '1')
      throw InputError(tf + ": character '" + std::string(1, c) + "' is not 0 or 1");
    table.push_back(c - '0');
  }
  return reversed_bit_order(table);
}

Node parse_node(const json& j, const std::string& field, int level) {
  if (level > kMaxDepth)
    throw InputError(field + ": depth exceeds the allowed range 0.." + std::to_string(kMaxDepth));
  if (j.is_object() && j.contains("oracle")) {
    only_keys(j, {"oracle"}, field);
    Node n;
    n.oracle = probability(j["oracle"], field + ".oracle");
    return n;
  }
  refuse_renamed(j, "table", "truth_table", "character i is M_D(z) for z_1..z_q spelling i", field);
  only_keys(j, {"truth_table", "children"}, field);
  if (!j.contains("children") || !j["children"].is_array() || j["children"].empty() ||
      j["children"].size() > kMaxWidth)
    throw InputError(field + ".children: expected an array of 1.." + std::to_string(kMaxWidth) +
                     " nodes (or give \"oracle\" for a leaf)");
  const std::size_t q = j["children"].size();
  Node n;
  n.table = parse_table(j, field, q);
  for (std::size_t i = 0; i < q; ++i)
    n.children.push_back(
        parse_node(j["children"][i], field + ".children[" + std::to_string(i) + "]", level + 1));
  return n;
}

CondTable parse_table_rows(const json& t, const std::string& field, int q) {
  if (!t.is_array() || t.size() != static_cast<std::size_t>(q))
    throw InputError(field + ": expected q = " + std::to_string(q) + " rows");
  CondTable table(q);
  for (int i = 0; i < q; ++i) {
    const std::string rf = field + "[" + std::to_string(i) + "]";
    if (!t[i].is_array() || t[i].size() != (std::size_t{1} << i))
      throw InputError(rf + ": expected 2^" + std::to_string(i) + " = " + std::to_string(1 << i) +
                       " probabilities");
    for (std::size_t k = 0; k < t[i].size(); ++k)
      table[i].push_back(probability(t[i][k], rf + "[" + std::to_string(k) + "]"));
    table[i] = reversed_bit_order(table[i]);
  }
  return table;
}

// A's recursion indices at one internal node of width q: one index, or one per z.
std::vector<int> parse_recursion(const json& r, const std::string& rf, int q) {
  if (r.is_array() && r.size() != (std::size_t{1} << q))
    throw InputError(rf + ": one index, or one per z: 2^q = " + std::to_string(1 << q));
  std::vector<int> js;
  for (std::size_t z = 0; z < (r.is_array() ? r.size() : 1); ++z) {
    const long long v = judge::clamped_integer(r.is_array() ? r[z] : r, rf);
    if (v < 0 || v >= q)
      throw InputError(rf + ": j in 0.." + std::to_string(q - 1) + " (seed 000 Fig. 2 step 6)");
    js.push_back(static_cast<int>(v));
  }
  return js.size() == 1 ? js : reversed_bit_order(js);
}

}  // namespace

std::string path_key(const Path& p) {
  std::string s;
  for (int i : p) s += std::to_string(i);
  return s;
}

std::string table_string(const std::vector<int>& table) {
  std::string s;
  for (int v : reversed_bit_order(table)) s += static_cast<char>('0' + v);
  return s;
}

json table_json(const CondTable& t) {
  json out = json::array();
  for (const auto& row : t) {
    json r = json::array();
    for (const Rational& x : reversed_bit_order(row)) r.push_back(to_string(x));
    out.push_back(r);
  }
  return out;
}

json decomposition_json(const Node& n) {
  if (n.leaf()) return json{{"oracle", to_string(n.oracle)}};
  json children = json::array();
  for (const Node& c : n.children) children.push_back(decomposition_json(c));
  return json{{"truth_table", table_string(n.table)}, {"children", children}};
}

Node parse_decomposition(const json& j) {
  Node root = parse_node(j, "decomposition", 0);
  std::string why = validate(root, kMaxDepth, kMaxWidth);
  if (!why.empty()) throw InputError("decomposition: " + why);
  return root;
}

json estimator_json(const Estimator& b) {
  json tables = json::object();
  for (const auto& [path, t] : b.tables) tables[path_key(path)] = table_json(t);
  return {{"initial", to_string(b.initial)}, {"estimate_tables", tables}};
}

Estimator parse_estimator(const json& j, const Node& root) {
  refuse_renamed(j, "tables", "estimate_tables",
                 "row i holding B_i at the prefixes z_1..z_{i-1} in binary order", "estimator");
  only_keys(j, {"initial", "estimate_tables"}, "estimator");
  if (!j.contains("initial")) throw InputError("estimator.initial: missing (p_d in [0, 1])");
  Estimator b;
  b.initial = probability(j["initial"], "estimator.initial");
  if (!j.contains("estimate_tables") || !j["estimate_tables"].is_object())
    throw InputError("estimator.estimate_tables: expected an object keyed by node path");
  const json& tables = j["estimate_tables"];
  std::set<std::string> known;
  for (const Path& p : node_paths(root, true)) {
    const std::string key = path_key(p);
    known.insert(key);
    const std::string field = "estimator.estimate_tables[\"" + key + "\"]";
    if (!tables.contains(key)) throw InputError(field + ": missing");
    b.tables[p] = parse_table_rows(tables[key], field, width(node_at(root, p)));
  }
  for (const auto& [key, _] : tables.items())
    if (!known.count(key))
      throw InputError("estimator.estimate_tables[\"" + key +
                       "\"]: not an internal node of the decomposition");
  return b;
}

ProverTable parse_prover(const json& j, const Node& root) {
  if (!j.is_object()) throw InputError("prover: an object {claim, directions, recurse_table}");
  refuse_renamed(j, "recurse", "recurse_table", "one index j or j at each z in binary order",
                 "prover");
  for (const auto& item : j.items())
    if (item.key() != "claim" && item.key() != "directions" && item.key() != "recurse_table")
      throw InputError("prover." + item.key() +
                       ": unknown field (allowed: claim, directions, recurse_table)");
  ProverTable a;
  const long long claim =
      judge::clamped_integer(required_field(j, "claim", "prover."), "prover.claim");
  if (claim != 0 && claim != 1)
    throw InputError("prover.claim: A(x) is 0 or 1 (seed 000 Fig. 2 init 2)");
  a.claim = static_cast<int>(claim);
  const json& dirs = required_field(j, "directions", "prover.");
  const json& rec = required_field(j, "recurse_table", "prover.");
  if (!dirs.is_object()) throw InputError("prover.directions: an object keyed by node path");
  if (!rec.is_object())
    throw InputError("prover.recurse_table: an object keyed by internal node path");
  const std::vector<Path> all = node_paths(root, false);
  std::size_t internal = 0;
  for (const Path& p : all) {
    const std::string key = path_key(p);
    const std::string df = "prover.directions[\"" + key + "\"]";
    if (!dirs.contains(key)) throw InputError(df + ": missing (a direction for every node)");
    const long long dir = judge::clamped_integer(dirs[key], df);
    if (dir < -1 || dir > 1) throw InputError(df + ": A^k in {-1, 0, 1} (seed 000 Fig. 2 step 1)");
    a.direction[p] = static_cast<int>(dir);
    const Node& n = node_at(root, p);
    if (n.leaf()) continue;
    ++internal;
    const std::string rf = "prover.recurse_table[\"" + key + "\"]";
    if (!rec.contains(key)) throw InputError(rf + ": missing (an index for every internal node)");
    a.recurse[p] = parse_recursion(rec[key], rf, width(n));
  }
  if (dirs.size() != all.size())
    throw InputError("prover.directions: a key that is not a node path of the decomposition");
  if (rec.size() != internal)
    throw InputError(
        "prover.recurse_table: a key that is not an internal node path of the decomposition");
  return a;
}

json obfuscation_json(const std::vector<ObfuscationRow>& rows) {
  json out = json::array();
  for (const ObfuscationRow& row : rows)
    out.push_back({{"d", row.d},
                   {"q", row.q},
                   {"naive_liar_win", to_string(row.naive_win)},
                   {"pe_liar_payoff", to_string(row.liar_payoff)},
                   {"pe_bound", to_string(row.bound)},
                   {"honest_guarantee", to_string(row.honest)},
                   {"believing_B_liar_payoff", to_string(row.believing_payoff)}});
  return out;
}

}  // namespace debref::pe
