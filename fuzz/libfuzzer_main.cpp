// libFuzzer entry point for one target (compiled once per target with
// -DDEBREF_FUZZ_TARGET="name"; see fuzz/CMakeLists.txt).
#include "fuzz/targets.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  static const debref::fuzz::Target& t = debref::fuzz::target(DEBREF_FUZZ_TARGET);
  t.run(data, size);
  return 0;
}
