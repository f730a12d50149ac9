#include "harness/stochastic/solve_cache.hpp"

#include <map>
#include <mutex>
#include <string>

#include "reference/stochastic/shared_steps.hpp"

namespace debref::stochastic {

namespace {

/// The oracle's depth and probabilities and the protocol, exactly.
std::string instance_key(const Oracle& o, const Protocol& p) {
  std::string id = std::to_string(o.t) + "|" + key(p);
  for (const auto& x : o.probs) id += "|" + to_string(x);
  return id;
}

/// Looks `id` up in `cache`, or computes it with `solve` (outside the lock) and stores it.
template <class Values, class Solve>
const Values& memoised(std::map<std::string, Values>& cache, std::mutex& mutex,
                       const std::string& id, Solve&& solve) {
  {
    std::lock_guard<std::mutex> lock(mutex);
    if (auto it = cache.find(id); it != cache.end()) return it->second;
  }
  Values v = solve();
  std::lock_guard<std::mutex> lock(mutex);
  return cache.emplace(id, std::move(v)).first->second;
}

}  // namespace

const ExactValues& cached_exact(const Oracle& o, const Protocol& p) {
  static std::mutex mutex;
  static std::map<std::string, ExactValues> cache;
  return memoised(cache, mutex, instance_key(o, p), [&] { return solve_exact(o, p); });
}

const CertifiedValues& cached_certified(const Oracle& o, const Protocol& p, long bits) {
  static std::mutex mutex;
  static std::map<std::string, CertifiedValues> cache;
  static SharedSteps shared;  // grid oracles share most honest and last-level steps
  return memoised(cache, mutex, instance_key(o, p) + "|" + std::to_string(bits),
                  [&] { return solve_certified(o, p, bits, {}, &shared); });
}

}  // namespace debref::stochastic
