// Shared by the replay tests: run a printed replay command as a user would, under bash.
#pragma once

#include <doctest/doctest.h>

#include <array>
#include <cstdio>
#include <memory>
#include <string>

namespace debref_test {

/// Runs `command` under bash (single quotes escaped) and returns its stdout.
inline std::string shell(const std::string& command) {
  std::string quoted = "bash -c '";
  for (char c : command) quoted += c == '\'' ? std::string("'\\''") : std::string(1, c);
  quoted += "'";
  std::unique_ptr<FILE, int (*)(FILE*)> pipe(::popen(quoted.c_str(), "r"), ::pclose);
  REQUIRE(pipe);
  std::string out;
  std::array<char, 4096> buffer{};
  while (std::size_t n = std::fread(buffer.data(), 1, buffer.size(), pipe.get()))
    out.append(buffer.data(), n);
  return out;
}

}  // namespace debref_test
