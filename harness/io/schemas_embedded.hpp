// The files of docs/schema, embedded at build time (harness/CMakeLists.txt generates the
// definition from the files, so the binary and the published schemas cannot drift apart).
#pragma once

#include <string_view>
#include <utility>
#include <vector>

namespace debref::schema {

/// (file name, file text) for every docs/schema/*.json, sorted by name.
const std::vector<std::pair<std::string_view, std::string_view>>& embedded_schemas();

}  // namespace debref::schema
