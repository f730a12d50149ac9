#include "harness/pe/json.hpp"

namespace debref::pe {

std::string path_key(const Path& p) {
  std::string s;
  for (int i : p) s += std::to_string(i);
  return s;
}

nlohmann::json table_json(const CondTable& t) {
  nlohmann::json out = nlohmann::json::array();
  for (const auto& row : t) {
    nlohmann::json r = nlohmann::json::array();
    for (const Rational& x : row) r.push_back(to_string(x));
    out.push_back(r);
  }
  return out;
}

nlohmann::json estimator_json(const Estimator& b) {
  nlohmann::json tables = nlohmann::json::object();
  for (const auto& [path, t] : b.tables) tables[path_key(path)] = table_json(t);
  return {{"initial", to_string(b.initial)}, {"tables", tables}};
}

}  // namespace debref::pe
