#include "harness/io/input.hpp"

#include <fstream>
#include <iostream>
#include <set>
#include <sstream>

#include "harness/io/schema.hpp"
#include "reference/num/brief.hpp"

namespace debref {

using nlohmann::json;

json read_json_file(const std::string& path, const std::string& flag) {
  std::stringstream text;
  if (path == "-") {
    text << std::cin.rdbuf();
  } else {
    std::ifstream f(path);
    if (!f) throw InputError(flag + ": cannot open \"" + path + "\"");
    text << f.rdbuf();
  }
  try {
    return json::parse(text.str());
  } catch (const json::parse_error& e) {
    throw InputError(flag + ": \"" + path + "\" is not valid JSON (" + e.what() + ")");
  }
}

json read_json_file(const std::string& path, const std::string& flag, const std::string& schema) {
  json j = read_json_file(path, flag);
  if (auto e = schema::validate(schema, j))
    throw InputError(flag + ": " + e->path + ": " + e->message + " (schema docs/schema/" + schema +
                     ")");
  return j;
}

Rational parse_rational_field(const json& value, const std::string& field) {
  if (value.is_string()) {
    try {
      return parse_rational(value.get<std::string>());
    } catch (const ParseError& e) {
      throw InputError(field + ": " + e.what());
    }
  }
  if (value.is_number_integer()) return Rational(Integer(value.dump()));
  if (value.is_number_float())
    throw InputError(field + ": " + value.dump() +
                     " is a JSON float; write exact rationals as strings, e.g. \"3/4\" or "
                     "\"0.75\"");
  throw InputError(field + ": expected a rational as a string, got " + value.dump());
}

const json& required_field(const json& j, const std::string& key, const std::string& where) {
  if (!j.is_object() || !j.contains(key)) throw InputError(where + key + ": missing");
  return j[key];
}

void only_keys(const json& j, const std::set<std::string>& allowed, const std::string& what) {
  if (!j.is_object()) throw InputError(what + ": expected a JSON object");
  for (const auto& [key, _] : j.items())
    if (!allowed.count(key)) throw InputError(what + "." + key + ": unknown field");
}

}  // namespace debref
