// The feature family's catalogue (seed 004). Instances: K = 2, 3, 4, 5 Boolean features under
// the uniform prior (size s = K - 1), questions and / or / xor / majority of all K features, in
// that order, every world of the support.
#include "harness/core/explore.hpp"

#include "reference/feature/debate.hpp"
#include "reference/feature/evidence.hpp"
#include "reference/feature/questions.hpp"

namespace debref::explore {

namespace {

using nlohmann::json;

/// Prop. 9 needs N >= the number of features f depends on; the mutant debates N = that - 1.
SearchResult prop9_rounds(std::uint64_t max_size, std::uint64_t, const Shard& shard) {
  SearchResult r;
  r.shard = shard;
  r.max_size = max_size;
  for (std::uint64_t size = 1; size <= max_size; ++size) {
    const int k = static_cast<int>(size) + 1;
    feature::Environment env = feature::boolean_environment(k, Rational(1, 2));
    std::vector<int> all;
    for (int i = 0; i < k; ++i) all.push_back(i);
    const std::pair<const char*, feature::Question> questions[] = {
        {"and", feature::and_of(env, all)},
        {"or", feature::or_of(env, all)},
        {"xor", feature::xor_of(env, all)},
        {"majority", feature::majority_of(env, all)}};
    for (const auto& [kind, f] : questions) {
      const int relevant = static_cast<int>(feature::relevant_features(env, f).size());
      if (relevant < 1) continue;
      feature::FeatureDebate d(env, f, relevant - 1);
      for (std::size_t w : feature::support(env)) {
        if (!r.visit()) continue;
        ++r.drop_instances;
        const Rational error = feature::lemma8_error(d, w);
        if (error == 0) continue;
        Finding found;
        json features = json::array();
        for (int i = 0; i < k; ++i) features.push_back({{"values", 2}});
        json environment{{"features", features}, {"prior", "uniform"}};
        json question{{"kind", kind}};
        std::string world;
        for (int v : env.world(w)) world += (world.empty() ? "" : ",") + std::to_string(v);
        found.counterexample = {{"env", environment},
                                {"question", question},
                                {"rounds", relevant - 1},
                                {"world", world}};
        found.inequality = "debate error = 0 (Prop. 9: truth-promoting)";
        found.lhs = 0;
        found.rhs = error;
        found.hypothesis = std::string(kind) + " of " + std::to_string(k) +
                           " features depends on " + std::to_string(relevant) +
                           " features, but the debate has N = " + std::to_string(relevant - 1) +
                           " rounds (one short)";
        found.replay = "debref feature --env " + file_arg(environment) + " --question " +
                       file_arg(question) + " --rounds " + std::to_string(relevant - 1) +
                       " --world " + world;
        found.size = size;
        r.found(found);
        return r;
      }
    }
  }
  return r;
}

/// Prop. 13 needs f L-Lipschitz for rho; the mutant asserts L = 1 for f = xor of the last binary
/// digits of two features (size s = digits D = 1..3; N = 1..4 rounds).
SearchResult prop13_lipschitz(std::uint64_t max_size, std::uint64_t, const Shard& shard) {
  SearchResult r;
  r.shard = shard;
  r.max_size = max_size;
  for (std::uint64_t size = 1; size <= max_size; ++size) {
    const int digits = static_cast<int>(size);
    const int m = 1 << digits;
    feature::Environment env = feature::product_environment(
        {feature::Feature{m, digits}, feature::Feature{m, digits}},
        std::vector<std::vector<Rational>>(2, std::vector<Rational>(m, Rational(1, m))));
    feature::Question f(env.world_count());
    json table = json::array();
    for (std::size_t w = 0; w < f.size(); ++w) {
      feature::World x = env.world(w);
      f[w] = Rational((x[0] ^ x[1]) & 1);
      table.push_back({{"world", {x[0], x[1]}}, {"f", to_string(f[w])}});
    }
    const Rational least = feature::lipschitz_constant(env, f);
    if (least <= 1) continue;  // 1-Lipschitz after all: not a drop instance
    for (int n = 1; n <= 4; ++n) {
      feature::FeatureDebate d(env, f, n);
      const Rational bound = feature::prop13_bound(Rational(1), n);
      for (std::size_t w : feature::support(env)) {
        if (!r.visit()) continue;
        ++r.drop_instances;
        const Rational error = feature::lemma8_error(d, w);
        if (error <= bound) continue;
        Finding found;
        json environment{{"features", {{{"digits", digits}}, {{"digits", digits}}}},
                         {"prior", "uniform"}};
        json question{{"kind", "table"}, {"values", table}};
        feature::World x = env.world(w);
        const std::string world = std::to_string(x[0]) + "," + std::to_string(x[1]);
        found.counterexample = {
            {"env", environment}, {"question", question}, {"rounds", n}, {"world", world}};
        found.inequality = "L / 2^floor(sqrt N) >= debate error (Prop. 13 with L = 1)";
        found.lhs = bound;
        found.rhs = error;
        found.hypothesis =
            "f = xor of the last binary digits is not 1-Lipschitz for rho: its "
            "least constant is " +
            to_string(least) + " (above 1 by " + to_string(Rational(least - 1)) + ")";
        found.replay = "debref feature --env " + file_arg(environment) + " --question " +
                       file_arg(question) + " --rounds " + std::to_string(n) + " --world " + world;
        found.size = size;
        r.found(found);
        return r;
      }
    }
  }
  return r;
}

}  // namespace

std::vector<Entry> feature_entries() {
  return {
      {.family = "feature",
       .name = "rounds",
       .hypothesis = "N >= the number of features f depends on (one round fewer)",
       .theorem = "seed 004 Prop. 9",
       .size_measure = "s = K - 1 for K = 2..5 uniform Boolean features; and, or, xor, majority",
       .default_max_size = 3,
       .largest_max_size = 4,
       .search = prop9_rounds},
      {.family = "feature",
       .name = "lipschitz",
       .hypothesis = "f L-Lipschitz for rho (a non-Lipschitz f asserted 1-Lipschitz)",
       .theorem = "seed 004 Prop. 13",
       .size_measure = "s = D = 1..3 binary digits per feature, 2 features, uniform; N = 1..4",
       .default_max_size = 3,
       .largest_max_size = 3,
       .search = prop13_lipschitz},
  };
}

}  // namespace debref::explore
