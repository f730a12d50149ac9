#include "harness/explore/explore.hpp"

namespace debref::explore {

std::vector<Entry> catalogue() {
  std::vector<Entry> all = stochastic_entries();
  for (auto& e : feature_entries()) all.push_back(std::move(e));
  for (auto& e : pe_entries()) all.push_back(std::move(e));
  for (auto& e : det_entries()) all.push_back(std::move(e));
  for (auto& e : dqc_entries()) all.push_back(std::move(e));
  return all;
}

}  // namespace debref::explore
