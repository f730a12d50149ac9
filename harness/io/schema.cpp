#include "harness/io/schema.hpp"

#include <cmath>
#include <map>
#include <memory>
#include <set>
#include <stdexcept>

#include "harness/io/pattern.hpp"
#include "harness/io/schemas_embedded.hpp"

namespace debref::schema {

namespace {

using nlohmann::json;

const std::set<std::string>& known_keywords() {
  static const std::set<std::string> k{"$schema",       "$id",
                                       "title",         "description",
                                       "deprecated",    "$comment",
                                       "$defs",         "$ref",
                                       "type",          "enum",
                                       "const",         "properties",
                                       "required",      "additionalProperties",
                                       "propertyNames", "items",
                                       "minItems",      "maxItems",
                                       "minLength",     "maxLength",
                                       "pattern",       "minimum",
                                       "maximum",       "anyOf",
                                       "oneOf"};
  return k;
}

/// Refuses a schema with a keyword the validator does not implement (recursively).
void check_keywords(const json& s, const std::string& where) {
  if (s.is_boolean()) return;
  if (!s.is_object()) throw std::logic_error("schema " + where + ": not an object or boolean");
  for (const auto& [key, value] : s.items()) {
    if (!known_keywords().count(key))
      throw std::logic_error("schema " + where + ": unsupported keyword " + key);
    if (key == "$defs" || key == "properties")
      for (const auto& [name, sub] : value.items())
        check_keywords(sub, where + "/" + key + "/" + name);
    if (key == "additionalProperties" || key == "propertyNames" || key == "items")
      check_keywords(value, where + "/" + key);
    if (key == "anyOf" || key == "oneOf")
      for (std::size_t i = 0; i < value.size(); ++i)
        check_keywords(value[i], where + "/" + key + "/" + std::to_string(i));
  }
}

struct Registry {
  std::map<std::string, json> documents;
  std::map<std::string, Pattern> patterns;  // compiled once, keyed by source

  Registry() {
    for (const auto& [name_view, text] : embedded_schemas()) {
      const std::string name(name_view);
      json doc = json::parse(text);
      check_keywords(doc, name);
      documents.emplace(name, std::move(doc));
    }
  }
  const Pattern& pattern(const std::string& source) {
    auto it = patterns.find(source);
    if (it == patterns.end()) it = patterns.emplace(source, Pattern(source)).first;
    return it->second;
  }
};

Registry& registry() {
  static Registry r;  // immutable after construction except the pattern cache
  return r;
}

std::string type_of(const json& j) {
  switch (j.type()) {
    case json::value_t::null:
      return "null";
    case json::value_t::boolean:
      return "boolean";
    case json::value_t::number_integer:
    case json::value_t::number_unsigned:
      return "integer";
    case json::value_t::number_float:
      return "number";
    case json::value_t::string:
      return "string";
    case json::value_t::array:
      return "array";
    case json::value_t::object:
      return "object";
    default:
      return "value";
  }
}

bool has_type(const json& j, const std::string& t) {
  const std::string actual = type_of(j);
  if (t == "number") return actual == "integer" || actual == "number";
  if (t == "integer" && actual == "number") {
    // JSON Schema: a number with a zero fractional part is an integer (1.0, or 1e300 from an
    // integer literal too long for 64 bits); no cast that could overflow.
    const double d = j.get<double>();
    return std::isfinite(d) && std::floor(d) == d;
  }
  return actual == t;
}

std::string child(const std::string& path, const std::string& key) {
  if (key.size() > 60)  // a huge key stays readable in the path (the length is what is wrong)
    return path + "[" + json(key.substr(0, 24)).dump() + "... (" + std::to_string(key.size()) +
           " bytes)]";
  bool plain = !key.empty() && !(key[0] >= '0' && key[0] <= '9');
  for (char c : key) plain = plain && (std::isalnum(static_cast<unsigned char>(c)) || c == '_');
  return plain ? path + "." + key : path + "[" + json(key).dump() + "]";
}

std::string short_dump(const json& j) {
  std::string s = j.dump(-1, ' ', false, json::error_handler_t::replace);
  return s.size() > 60 ? s.substr(0, 57) + "..." : s;
}

// Numbers compared as given: integers exactly, floats as doubles (schemas bound integers only).
bool less(const json& a, const json& b) {
  if (a.is_number_integer() && b.is_number_integer())
    return a.get<long long>() < b.get<long long>();
  if (a.is_number_unsigned() && b.is_number_unsigned())
    return a.get<unsigned long long>() < b.get<unsigned long long>();
  if (a.is_number_unsigned() && b.is_number_integer())
    return b.get<long long>() >= 0 && a.get<unsigned long long>() < b.get<unsigned long long>();
  if (a.is_number_integer() && b.is_number_unsigned())
    return a.get<long long>() < 0 || a.get<unsigned long long>() < b.get<unsigned long long>();
  return a.get<double>() < b.get<double>();
}

class Validator {
 public:
  std::optional<Error> run(const std::string& doc_name, const json& schema, const json& j,
                           const std::string& path) {
    if (schema.is_boolean()) {
      if (schema.get<bool>()) return std::nullopt;
      return Error{path, "no value is allowed here"};
    }
    if (schema.contains("$ref")) {
      auto [name, target] = resolve(doc_name, schema["$ref"].get<std::string>());
      if (auto e = run(name, *target, j, path)) return e;
    }
    if (schema.contains("type")) {
      const json& t = schema["type"];
      bool ok = false;
      std::string wanted;
      for (const auto& one : t.is_array() ? t : json::array({t})) {
        ok = ok || has_type(j, one.get<std::string>());
        wanted += (wanted.empty() ? "" : " or ") + one.get<std::string>();
      }
      if (!ok)  // a titled value names its form (e.g. a world given in an older form)
        return Error{path,
                     "expected " + wanted + ", got " + type_of(j) +
                         (schema.contains("title") ? " (" + schema["title"].get<std::string>() + ")"
                                                   : std::string())};
    }
    if (schema.contains("const") && j != schema["const"])
      return Error{path, "must be " + schema["const"].dump()};
    if (schema.contains("enum")) {
      bool ok = false;
      std::string allowed;
      for (const auto& v : schema["enum"]) {
        ok = ok || j == v;
        allowed += (allowed.empty() ? "" : ", ") + v.dump();
      }
      if (!ok) return Error{path, "must be one of " + allowed + " (got " + short_dump(j) + ")"};
    }
    if (j.is_number()) {
      if (schema.contains("minimum") && less(j, schema["minimum"]))
        return Error{path, "must be >= " + schema["minimum"].dump() + " (got " + j.dump() + ")"};
      if (schema.contains("maximum") && less(schema["maximum"], j))
        return Error{path, "must be <= " + schema["maximum"].dump() + " (got " + j.dump() + ")"};
    }
    if (j.is_string()) {
      const std::string& s = j.get_ref<const std::string&>();
      const std::size_t length = utf8_length(s);
      if (schema.contains("minLength") && length < schema["minLength"].get<std::size_t>())
        return Error{path, "must have at least " + schema["minLength"].dump() + " characters"};
      if (schema.contains("maxLength") && length > schema["maxLength"].get<std::size_t>())
        return Error{path, "must have at most " + schema["maxLength"].dump() + " characters (got " +
                               std::to_string(length) + ")"};
      if (schema.contains("pattern") &&
          !registry().pattern(schema["pattern"].get<std::string>()).search(s))
        return Error{path, "must match " + schema["pattern"].get<std::string>() + " (got " +
                               short_dump(j) + ")"};
    }
    if (j.is_array()) {
      if (schema.contains("minItems") && j.size() < schema["minItems"].get<std::size_t>())
        return Error{path, "must have at least " + schema["minItems"].dump() + " entries (got " +
                               std::to_string(j.size()) + ")"};
      if (schema.contains("maxItems") && j.size() > schema["maxItems"].get<std::size_t>())
        return Error{path, "must have at most " + schema["maxItems"].dump() + " entries (got " +
                               std::to_string(j.size()) + ")"};
      if (schema.contains("items"))
        for (std::size_t i = 0; i < j.size(); ++i)
          if (auto e = run(doc_name, schema["items"], j[i], path + "[" + std::to_string(i) + "]"))
            return e;
    }
    if (j.is_object()) {
      // A deprecated property is a key of an earlier form: its description says the new form,
      // before a missing new key would be reported.
      if (schema.contains("properties"))
        for (const auto& [key, sub] : schema["properties"].items())
          if (j.contains(key) && sub.is_object() && sub.value("deprecated", false))
            return Error{child(path, key),
                         sub.value("description", std::string("no longer accepted"))};
      if (schema.contains("required"))
        for (const auto& key : schema["required"])
          if (!j.contains(key.get<std::string>()))
            return Error{child(path, key.get<std::string>()), "missing (required)"};
      for (const auto& [key, value] : j.items()) {
        const std::string at = child(path, key);
        if (schema.contains("propertyNames"))
          if (auto e = run(doc_name, schema["propertyNames"], json(key), at))
            return Error{at, "key: " + e->message};
        if (schema.contains("properties") && schema["properties"].contains(key)) {
          if (auto e = run(doc_name, schema["properties"][key], value, at)) return e;
        } else if (schema.contains("additionalProperties")) {
          const json& extra = schema["additionalProperties"];
          if (extra.is_boolean() && !extra.get<bool>())
            return Error{at, "unknown field (allowed: " + allowed_keys(schema) + ")"};
          if (auto e = run(doc_name, extra, value, at)) return e;
        }
      }
    }
    if (schema.contains("anyOf") || schema.contains("oneOf")) {
      const bool one = schema.contains("oneOf");
      const json& branches = one ? schema["oneOf"] : schema["anyOf"];
      int matched = 0, best_score = -1;
      std::optional<Error> deepest, too_long;  // too_long: a form refused only by its maxLength
      for (const auto& branch : branches) {
        auto e = run(doc_name, branch, j, path);
        if (!e) {
          ++matched;
          continue;
        }
        if (e->path == path && e->message.rfind("must have at most", 0) == 0) too_long = e;
        // Report the branch meant by the document: the one that knows most of its keys, then
        // the one whose error lies deepest.
        const int score = known_keys(doc_name, branch, j);
        if (!deepest || score > best_score ||
            (score == best_score && e->path.size() > deepest->path.size())) {
          deepest = e;
          best_score = score;
        }
      }
      if (matched == 0) {
        // The branch that got furthest into the value explains best what is wrong.
        if (deepest && deepest->path != path) return deepest;
        if (too_long) return Error{path, too_long->message + " (" + short_dump(j) + ")"};
        if (schema.contains("title"))
          return Error{path, "expected " + schema["title"].get<std::string>() + " (got " +
                                 short_dump(j) + ")"};
        return Error{path, "matches none of the " + std::to_string(branches.size()) +
                               " allowed forms" +
                               (deepest ? " (e.g. " + deepest->message + ")" : "")};
      }
      if (one && matched > 1)
        return Error{path, "matches " + std::to_string(matched) + " forms; exactly one is allowed"};
    }
    return std::nullopt;
  }

 private:
  static std::size_t utf8_length(const std::string& s) {
    std::size_t n = 0;
    for (unsigned char c : s) n += (c & 0xC0) != 0x80;
    return n;
  }

  static std::string allowed_keys(const json& schema) {
    std::string keys;
    if (schema.contains("properties"))
      for (const auto& [key, sub] : schema["properties"].items())
        if (!(sub.is_object() && sub.value("deprecated", false)))
          keys += (keys.empty() ? "" : ", ") + key;
    return keys.empty() ? "none" : keys;
  }

  /// How many of an object's keys the branch declares under "properties" (0 for non-objects).
  int known_keys(const std::string& doc_name, const json& branch, const json& j) {
    if (!j.is_object() || !branch.is_object()) return 0;
    const json* b = &branch;
    if (b->contains("$ref")) b = resolve(doc_name, (*b)["$ref"].get<std::string>()).second;
    if (!b->contains("properties")) return 0;
    int n = 0;
    for (const auto& [key, _] : j.items()) n += (*b)["properties"].contains(key);
    return n;
  }

  /// "#/$defs/x" in the current document or "other.json#/$defs/x" in another one.
  std::pair<std::string, const json*> resolve(const std::string& doc_name, const std::string& ref) {
    const auto hash = ref.find('#');
    const std::string name = hash == 0 ? doc_name : ref.substr(0, hash);
    const json& doc = document(name);
    if (hash == std::string::npos || hash + 1 == ref.size()) return {name, &doc};
    return {name, &doc.at(json::json_pointer(ref.substr(hash + 1)))};
  }
};

}  // namespace

std::vector<std::string> names() {
  std::vector<std::string> out;
  for (const auto& [name, _] : registry().documents) out.push_back(name);
  return out;
}

const json& document(const std::string& name) {
  auto it = registry().documents.find(name);
  if (it == registry().documents.end()) throw std::out_of_range("no schema named " + name);
  return it->second;
}

std::optional<Error> validate(const std::string& name, const json& j) {
  Validator v;
  return v.run(name, document(name), j, "$");
}

}  // namespace debref::schema
