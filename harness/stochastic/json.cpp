#include "harness/stochastic/json.hpp"

namespace debref::stochastic {

nlohmann::json to_json(const Oracle& o) {
  nlohmann::json probs = nlohmann::json::object();
  for (std::size_t h = 0; h < o.probs.size(); ++h)
    probs[Prefix::from_index(h).str()] = to_string(o.probs[h]);
  return {{"t", o.t}, {"probs", probs}};
}

nlohmann::json to_json(const Params& p) {
  return {{"c", to_string(p.c)},
          {"s", to_string(p.s)},
          {"b", to_string(p.b)},
          {"q", to_string(p.q)},
          {"v", to_string(p.v)}};
}

}  // namespace debref::stochastic
