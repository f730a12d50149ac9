// Source: docs/ARCHITECTURE.md "Principles" (bad input gets a clear error): one fuzz target per
// JSON input parser and for `debref judge`. A target takes arbitrary bytes; bad input may only end
// in debref::InputError (what the command line turns into exit 2). Any other exception, crash, hang
// or sanitizer report is a bug. The same targets run under libFuzzer (fuzz/, opt-in build
// DEBREF_FUZZ with clang) and, on every corpus file of tests/fuzz/<target>/, in the default test
// suite (tests/test_fuzz_corpus.cpp), so an input that once crashed stays a regression test.
#pragma once

#include <cstddef>
#include <cstdint>
#include <functional>
#include <string>
#include <vector>

namespace debref::fuzz {

struct Target {
  std::string name;  // tests/fuzz/<name>/ holds its corpus
  std::function<void(const std::uint8_t* data, std::size_t size)> run;
};

const std::vector<Target>& targets();
const Target& target(const std::string& name);  // throws std::out_of_range

}  // namespace debref::fuzz
