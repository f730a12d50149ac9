#include "harness/core/build_info.hpp"

#include <cstdio>

namespace debref {

std::string fnv_hash(const std::string& text) {
  std::uint64_t h = 14695981039346656037ULL;
  for (unsigned char c : text) {
    h ^= c;
    h *= 1099511628211ULL;
  }
  char hex[17];
  std::snprintf(hex, sizeof hex, "%016llx", static_cast<unsigned long long>(h));
  return hex;
}

std::string definition_hash(const Check& check) {
  // Each field with its length, so that no two definitions share a serialisation.
  std::string text;
  for (const std::string* field :
       {&check.id, &check.family, &check.source, &check.statement, &check.instances})
    text += std::to_string(field->size()) + ":" + *field + ";";
  text += check.twin ? "twin" : "claim";
  return fnv_hash(text);
}

nlohmann::json build_identity() {
  return {{"version", version()}, {"commit", commit()}};
}

nlohmann::json versioned(nlohmann::json document, bool with_commit) {
  document["debref"] = with_commit ? build_identity() : nlohmann::json{{"version", version()}};
  document["schema_version"] = kSchemaVersion;
  return document;
}

std::string json_output(const nlohmann::json& document) {
  return versioned(document).dump(2, ' ', false, nlohmann::json::error_handler_t::replace) + "\n";
}

}  // namespace debref
