#include "harness/stochastic/solve_cache.hpp"

#include <map>
#include <mutex>
#include <string>

namespace debref::stochastic {

const ExactValues& cached_exact(const Oracle& o, const Protocol& p) {
  static std::mutex mutex;
  static std::map<std::string, ExactValues> cache;
  std::string key = std::to_string(o.t) + "|" + std::to_string(p.alice_samples) + "|" +
                    std::to_string(p.bob.n) + ":" + to_string(p.bob.radius) + "|" +
                    std::to_string(p.vera.n) + ":" + to_string(p.vera.radius);
  for (const auto& x : o.probs) key += "|" + to_string(x);
  {
    std::lock_guard<std::mutex> lock(mutex);
    if (auto it = cache.find(key); it != cache.end()) return it->second;
  }
  ExactValues v = solve_exact(o, p);
  std::lock_guard<std::mutex> lock(mutex);
  return cache.emplace(key, std::move(v)).first->second;
}

}  // namespace debref::stochastic
