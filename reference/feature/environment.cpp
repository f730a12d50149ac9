#include "reference/feature/environment.hpp"

#include <stdexcept>
#include <string>

namespace debref::feature {

Rational Feature::numeric(int v) const {
  if (digits > 0) return Rational(v) / Rational(Integer(1) << digits);
  if (values <= 1) return Rational(0);
  return Rational(v) / Rational(values - 1);
}

int Feature::prefix(int v, int level) const {
  if (digits == 0) return level == 0 ? 0 : v;
  return v >> (digits - level);
}

std::size_t Environment::world_count() const {
  std::size_t n = 1;
  for (const Feature& f : features) n *= static_cast<std::size_t>(f.values);
  return n;
}

World Environment::world(std::size_t index) const {
  World w(features.size());
  for (std::size_t i = 0; i < features.size(); ++i) {
    w[i] = static_cast<int>(index % static_cast<std::size_t>(features[i].values));
    index /= static_cast<std::size_t>(features[i].values);
  }
  return w;
}

std::size_t Environment::index(const World& w) const {
  std::size_t index = 0;
  for (std::size_t i = features.size(); i-- > 0;)
    index = index * static_cast<std::size_t>(features[i].values) + static_cast<std::size_t>(w[i]);
  return index;
}

Rational Environment::numeric(std::size_t index, int i) const {
  std::size_t v = index;
  for (int j = 0; j < i; ++j) v /= static_cast<std::size_t>(features[j].values);
  return features[i].numeric(static_cast<int>(v % static_cast<std::size_t>(features[i].values)));
}

void validate(const Environment& env) {
  if (env.features.empty()) throw std::invalid_argument("features: at least one feature");
  std::size_t n = 1;
  for (std::size_t i = 0; i < env.features.size(); ++i) {
    const Feature& f = env.features[i];
    const std::string field = "features[" + std::to_string(i) + "]";
    if (f.digits < 0 || f.digits > 16)
      throw std::invalid_argument(field + ".digits: must be in 0..16");
    if (f.digits > 0 && f.values != (1 << f.digits))
      throw std::invalid_argument(field + ".values: must be 2^digits");
    if (f.values < 1 || f.values > 1 << 16)
      throw std::invalid_argument(field + ".values: must be in 1..65536");
    n *= static_cast<std::size_t>(f.values);
    if (n > (std::size_t{1} << 20))
      throw std::invalid_argument("features: at most 2^20 worlds in all");
  }
  if (env.prior.size() != n)
    throw std::invalid_argument("prior: one probability per world (" + std::to_string(n) + ")");
  Rational total = 0;
  for (const Rational& p : env.prior) {
    if (p < 0) throw std::invalid_argument("prior: probabilities must be in [0, 1]");
    total += p;
  }
  if (total != 1)
    throw std::invalid_argument("prior: probabilities must sum to 1 (they sum to " +
                                to_string(total) + ")");
}

Environment product_environment(std::vector<Feature> features,
                                const std::vector<std::vector<Rational>>& marginals) {
  Environment env;
  env.features = std::move(features);
  if (marginals.size() != env.features.size())
    throw std::invalid_argument("prior.product: one marginal per feature");
  for (std::size_t i = 0; i < marginals.size(); ++i)
    if (marginals[i].size() != static_cast<std::size_t>(env.features[i].values))
      throw std::invalid_argument("prior.product[" + std::to_string(i) +
                                  "]: one probability per value");
  env.prior.assign(env.world_count(), Rational(1));
  for (std::size_t w = 0; w < env.prior.size(); ++w) {
    World x = env.world(w);
    for (std::size_t i = 0; i < x.size(); ++i) env.prior[w] *= marginals[i][x[i]];
  }
  return env;
}

Environment boolean_environment(int k, const Rational& p) {
  std::vector<Feature> features(static_cast<std::size_t>(k), Feature{2, 0});
  std::vector<std::vector<Rational>> marginals(static_cast<std::size_t>(k), {1 - p, p});
  return product_environment(std::move(features), marginals);
}

void validate(const Environment& env, const Question& f) {
  if (f.size() != env.world_count())
    throw std::invalid_argument("question: one value per world (" +
                                std::to_string(env.world_count()) + ")");
  for (const Rational& v : f)
    if (v < 0 || v > 1) throw std::invalid_argument("question: values must be in [0, 1]");
}

Question tabulate(const Environment& env,
                  const std::function<Rational(const std::vector<Rational>& x)>& f) {
  Question q(env.world_count());
  std::vector<Rational> x(env.features.size());
  for (std::size_t w = 0; w < q.size(); ++w) {
    World v = env.world(w);
    for (std::size_t i = 0; i < v.size(); ++i) x[i] = env.features[i].numeric(v[i]);
    q[w] = f(x);
  }
  return q;
}

std::vector<int> relevant_features(const Environment& env, const Question& f) {
  std::vector<int> out;
  std::size_t stride = 1;
  for (std::size_t i = 0; i < env.features.size(); ++i) {
    const auto m = static_cast<std::size_t>(env.features[i].values);
    bool relevant = false;
    for (std::size_t w = 0; w < f.size() && !relevant; ++w) {
      if ((w / stride) % m != 0) continue;  // w has W_i = 0; compare with every other value
      for (std::size_t v = 1; v < m && !relevant; ++v) relevant = f[w] != f[w + v * stride];
    }
    if (relevant) out.push_back(static_cast<int>(i));
    stride *= m;
  }
  return out;
}

Rational experiment_mean(const Environment& env, const Question& f, std::size_t world,
                         const std::vector<int>& revealed) {
  Rational mass = 0, total = 0;
  for (std::size_t u = 0; u < env.world_count(); ++u) {
    bool in_event = true;
    for (int i : revealed)
      in_event = in_event && (i >= static_cast<int>(env.features.size()) ||
                              env.numeric(u, i) == env.numeric(world, i));
    if (!in_event) continue;
    mass += env.prior[u];
    total += env.prior[u] * f[u];
  }
  if (mass == 0) throw std::invalid_argument("world: its event has probability 0");
  return total / mass;
}

std::vector<std::size_t> support(const Environment& env) {
  std::vector<std::size_t> out;
  for (std::size_t w = 0; w < env.prior.size(); ++w)
    if (env.prior[w] > 0) out.push_back(w);
  return out;
}

}  // namespace debref::feature
