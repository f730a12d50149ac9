#include "harness/explore/explore.hpp"

namespace debref::explore {

std::vector<Entry> catalogue() {
  return stochastic_entries();
}

}  // namespace debref::explore
