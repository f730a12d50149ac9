// The `debref` command-line program (DESIGN.md "Command line").
#include <iostream>

int main() {
  std::cerr << "debref: under construction\n";
  return 2;
}
