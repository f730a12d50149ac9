// The feature family's catalogue (seed 004). Instances: K = 2, 3, 4, 5 Boolean features under
// the uniform prior (size s = K - 1), questions and / or / xor / majority of all K features, in
// that order, every world of the support.
#include "harness/explore/explore.hpp"
#include "reference/feature/debate.hpp"
#include "reference/feature/questions.hpp"

namespace debref::explore {

namespace {

using nlohmann::json;

std::string file_arg(const json& j) {
  return "<(echo '" + j.dump() + "')";
}

/// Prop. 9 needs N >= the number of features f depends on; the mutant debates N = that - 1.
SearchResult prop9_rounds(std::uint64_t max_size) {
  SearchResult r;
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
        ++r.searched;
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
        r.finding = found;
        return r;
      }
    }
  }
  return r;
}

}  // namespace

std::vector<Entry> feature_entries() {
  Entry e;
  e.family = "feature";
  e.name = "rounds";
  e.hypothesis = "N >= the number of features f depends on (one round fewer)";
  e.theorem = "seed 004 Prop. 9";
  e.size_measure = "s = K - 1 for K = 2..5 uniform Boolean features; and, or, xor, majority";
  e.default_max_size = 3;
  e.largest_max_size = 4;
  e.search = prop9_rounds;
  return {e};
}

}  // namespace debref::explore
