// Source: docs/FORMATS.md "Decomposition and estimator" (`debref pe`). The focused modes of
// `debref pe` (--ogd, --algorithm1, --h-tests, --game, --def8-1; harness/pe/command_modes.cpp),
// each the replay of a pe twin with its mutation given as flags.
#pragma once

#include <nlohmann/json.hpp>
#include <ostream>

#include "harness/pe/command.hpp"
#include "reference/num/rational.hpp"
#include "reference/pe/debate.hpp"

namespace CLI {
class App;
}

namespace debref {

/// Whether --ogd, --algorithm1, --h-tests or --def8-1 is given (each runs without --decomposition).
bool pe_mode_given(const PeOptions& o);
/// Refuses (InputError naming the flag) a mode's option without its mode, or a bad choice.
void check_pe_modes(const PeOptions& o);
/// Adds each given mode's object to `result`; `x1` is --decomposition's root (for --game).
void pe_modes(const PeOptions& o, const pe::Node* x1, const Rational& eps, const Rational& r,
              nlohmann::json& result);
void print_pe_modes(const nlohmann::json& result, std::ostream& text);
void add_mode_options(CLI::App* pe, PeOptions& o);

}  // namespace debref
