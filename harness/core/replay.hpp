// Source: docs/FORMATS.md "Check results" (`replay`, `replay_shows`). A falsifying twin's
// counterexample carries a one-line `debref` command and the value its `--json` output shows at an
// RFC 6901 pointer: the value the counterexample states as failing, so a reader can reproduce the
// catch without the harness.
#pragma once

#include <nlohmann/json.hpp>
#include <string>
#include <utility>

#include "harness/core/explore.hpp"

namespace debref {

/// Sets `replay` (a command starting with `debref `; JSON inputs as explore::file_arg) and
/// `replay_shows` {pointer, value} on a twin's counterexample.
inline void set_replay(nlohmann::json& counterexample, std::string command, std::string pointer,
                       nlohmann::json value) {
  counterexample["replay"] = std::move(command);
  counterexample["replay_shows"] = {{"pointer", std::move(pointer)}, {"value", std::move(value)}};
}

}  // namespace debref
