#include "harness/families.hpp"

#include "harness/det/family.hpp"
#include "harness/dqc/family.hpp"
#include "harness/feature/family.hpp"
#include "harness/io/input.hpp"
#include "harness/pe/family.hpp"
#include "harness/stochastic/family.hpp"

namespace debref {

const std::vector<Family>& families() {
  static const std::vector<Family> all{
      stochastic::family(), feature::family(), det::family(), pe::family(), dqc::family(),
  };
  return all;
}

Registry default_registry() {
  Registry r;
  for (const Family& f : families()) f.register_checks(r);
  return r;
}

namespace explore {
std::vector<Entry> catalogue() {
  std::vector<Entry> all;
  for (const Family& f : families())
    if (f.explore_entries)
      for (auto& e : f.explore_entries()) all.push_back(std::move(e));
  return all;
}
}  // namespace explore

namespace judge {
nlohmann::json judge(const nlohmann::json& input) {
  const std::string family = input.at("family").get<std::string>();
  std::string names;
  for (const Family& f : families()) {
    if (!f.judge) continue;
    if (f.id == family) {
      // judge.json names the family; the rest of the document is the family's own schema.
      validate_input(input, "FILE", "judge_" + f.id + ".json");
      return f.judge(input);
    }
    names += (names.empty() ? "" : ", ") + f.id;
  }
  throw InputError("family: one of " + names + " (got \"" + family + "\"; docs/schema/judge.json)");
}
}  // namespace judge

namespace vectors {
std::vector<VectorFile> all_vectors(const CommandLine& cli) {
  std::vector<VectorFile> all;
  for (const Family& f : families())
    if (f.vectors)
      for (auto& v : f.vectors(cli)) all.push_back(std::move(v));
  return all;
}
}  // namespace vectors

namespace html {
std::vector<Figure> report_figures() {
  std::vector<Figure> all;
  for (const Family& f : families())
    if (f.figures)
      for (auto& fig : f.figures()) {
        fig.family = f.id;
        all.push_back(std::move(fig));
      }
  return all;
}
}  // namespace html

}  // namespace debref
