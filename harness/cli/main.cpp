// The `debref` command-line program (docs/ARCHITECTURE.md "Command line").
#include <iostream>

#include "harness/cli/cli.hpp"

int main(int argc, char** argv) {
  return debref::run_cli(argc, argv, std::cout, std::cerr);
}
