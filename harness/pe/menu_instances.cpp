// Source: seed 000 Fig. 2 with A's choices, docs/PE.md. See menu_instances.hpp.
#include "harness/pe/menu_instances.hpp"

#include <map>
#include <mutex>

#include "harness/pe/instances.hpp"

namespace debref::pe {

namespace {

struct Named {
  std::string name;
  MenuQuery query;
};

MenuQuery proof_query(std::vector<int> positions, std::vector<Rational> judgement) {
  MenuQuery q;
  q.proof = {std::move(positions), std::move(judgement)};
  return q;
}

// seed 000 Def. 5.1 base case on m = 2 proof bits: the human judgement O(u_S).
const std::vector<Named>& proof_queries() {
  static const std::vector<Named> kinds = {
      {"u1", proof_query({0}, {0, 1})},
      {"u2", proof_query({1}, {0, 1})},
      {"not u1", proof_query({0}, {1, 0})},
      {"not u2", proof_query({1}, {1, 0})},
      {"u1 = u2", proof_query({0, 1}, {1, 0, 0, 1})},
      {"noisy u1", proof_query({0}, {Rational(1, 4), Rational(3, 4)})}};
  return kinds;
}

struct NamedOption {
  std::string name;
  MenuOption option;
};

// Every option of width q: M_D from `tables` over every tuple of proof queries, in order (the
// table slowest, then the first sub-query).
std::vector<NamedOption> every_option(const std::vector<std::pair<std::string, unsigned>>& tables,
                                      int q) {
  const std::vector<Named>& kinds = proof_queries();
  std::vector<NamedOption> out;
  long tuples = 1;
  for (int i = 0; i < q; ++i) tuples *= static_cast<long>(kinds.size());
  for (const auto& [tname, code] : tables)
    for (long t = 0; t < tuples; ++t) {
      NamedOption o{tname + "(", {table_of(code, q), {}}};
      for (int i = 0; i < q; ++i) {
        const Named& k =
            kinds[static_cast<std::size_t>(digit(t, static_cast<int>(kinds.size()), q - 1 - i))];
        o.name += (i ? ", " : "") + k.name;
        o.option.children.push_back(k.query);
      }
      o.name += ")";
      out.push_back(std::move(o));
    }
  return out;
}

// The options of `all` grouped by their correct answer at the proof u (Def. 5.1).
std::map<Rational, std::vector<NamedOption>> by_answer(const std::vector<NamedOption>& all,
                                                       const std::vector<int>& u) {
  std::map<Rational, std::vector<NamedOption>> out;
  for (const NamedOption& o : all) {
    MenuQuery q;
    q.options = {o.option};
    out[menu_correct(q, u)].push_back(o);
  }
  return out;
}

// At most `cap` of `group`, evenly spaced.
std::vector<NamedOption> spaced(const std::vector<NamedOption>& group, std::size_t cap) {
  if (group.size() <= cap) return group;
  std::vector<NamedOption> out;
  for (std::size_t i = 0; i < cap; ++i) out.push_back(group[i * group.size() / cap]);
  return out;
}

MenuInstance make(const std::string& head, const std::vector<int>& u,
                  const std::vector<NamedOption>& options) {
  MenuInstance in;
  in.menu.m = 2;
  in.menu.proof = u;
  in.name = head + " u* " + proof_string(u) + ": ";
  for (std::size_t i = 0; i < options.size(); ++i) {
    in.name += (i ? " | " : "") + options[i].name;
    in.menu.root.options.push_back(options[i].option);
  }
  return in;
}

}  // namespace

std::string proof_string(const std::vector<int>& u) {
  std::string s;
  for (int b : u) s += b ? '1' : '0';
  return s;
}

std::vector<MenuInstance> menu_instances() {
  static std::once_flag once;
  static std::vector<MenuInstance> family;
  std::call_once(once, [] {
    const std::vector<std::pair<std::string, unsigned>> unary = {{"id", 0x2}, {"not", 0x1}};
    const std::vector<std::pair<std::string, unsigned>> binary = {
        {"AND", 0x8}, {"OR", 0xE}, {"XOR", 0x6}};
    const std::vector<NamedOption> one = every_option(unary, 1), two = every_option(binary, 2);
    for (const std::vector<int>& u : every_proof(2)) {
      const auto groups1 = by_answer(one, u);
      for (const auto& [answer, group] : groups1)
        family.push_back(make("d1 q1 L " + to_string(answer), u, group));
      for (const auto& [answer, group] : by_answer(two, u))
        family.push_back(make("d1 q2 L " + to_string(answer), u, spaced(group, 4)));
      for (int truth = 0; truth <= 1; ++truth) {
        // The root: id over a query answering L(x), or not over one answering 1 - L(x).
        std::vector<NamedOption> roots;
        for (const auto& [tname, code, answer] :
             {std::tuple{"id", 0x2u, truth}, std::tuple{"not", 0x1u, 1 - truth}}) {
          const auto it = groups1.find(Rational(answer));
          if (it == groups1.end()) continue;
          NamedOption o{std::string(tname) + "[", {table_of(code, 1), {MenuQuery{}}}};
          for (const NamedOption& c : spaced(it->second, 3)) {
            o.name += (o.option.children[0].options.empty() ? "" : " | ") + c.name;
            o.option.children[0].options.push_back(c.option);
          }
          o.name += "]";
          roots.push_back(std::move(o));
        }
        family.push_back(make("d2 q1 L " + std::to_string(truth), u, roots));
      }
    }
  });
  return family;
}

}  // namespace debref::pe
