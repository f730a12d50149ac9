// The prover-estimator debate's judge (seed 000 Fig. 2) on a `debref pe` decomposition:
// strategy tables (B as `debref pe --estimator` reads it, A as a claim, a direction per node and
// a recursion index per internal node, the form of the pe.thm6_2 check's provers) give the
// exact E[R] by the reference's pe::expected_payoff; a transcript of one play is judged rule by
// rule against Fig. 2's initialization and round steps.
#include "harness/core/judge.hpp"

#include <functional>
#include <map>

#include "harness/io/input.hpp"
#include "harness/pe/json.hpp"
#include "reference/num/brief.hpp"
#include "reference/pe/paths.hpp"

namespace debref::judge {

namespace {

using nlohmann::json;
using pe::Node;
using pe::Path;
using pe::ProverTable;

/// A rational in (0, hi) or, with `closed_hi`, (0, hi].
Rational positive(const json& j, const std::string& name, const Rational& hi, bool closed_hi) {
  const Rational x = parse_rational_field(j, name);
  if (x <= 0 || x > hi || (!closed_hi && x == hi))
    throw InputError(name + ": " + to_brief_string(x) + " outside the allowed range (0, " +
                     to_string(hi) + (closed_hi ? "]" : ")"));
  return x;
}

/// Fig. 2 initialization step 1: r = eps (1 - rho) / 4, or `r` given (a mutated protocol).
Rational reward_ratio(const json& in) {
  const bool by_eps = in.contains("eps") || in.contains("rho");
  if (in.contains("r")) {
    if (by_eps) throw InputError("r: give either r or eps and rho, not both");
    return positive(in["r"], "r", 16, true);
  }
  if (!in.contains("eps") || !in.contains("rho"))
    throw InputError("eps: eps and rho in (0, 1) are required (or r)");
  return pe::reward_ratio(positive(in["eps"], "eps", 1, false),
                          positive(in["rho"], "rho", 1, false));
}

pe::Prover prover_of(const ProverTable& t) {
  pe::Prover a;
  a.claim = t.claim;
  a.direction = [t](const Path& p, const Rational&, const Rational&) { return t.direction.at(p); };
  a.recurse = [t](const Path& p, unsigned z, const std::vector<Rational>&) {
    return t.recursion(p, z);
  };
  return a;
}

struct Play {
  const Node& root;
  Rational r;
  const pe::Estimator* b;
  const ProverTable* a;
  Rational payoff = 0;
  Rational p = 0;  // p_k of the current round
  Path path = {};  // y^k: the node the play has recursed to
};

Broken rule(const std::string& name, int step, const std::string& what) {
  return Broken{name, step, "seed 000 Fig. 2 " + what};
}

std::optional<Broken> probability_rule(const Rational& p, int step, const std::string& what) {
  if (p < 0 || p > 1)
    return rule("probability", step,
                what + " is a probability in [0, 1] (got " + to_brief_string(p) + ")");
  return std::nullopt;
}

std::optional<Broken> sample_rule(int bit, const Rational& p, int step, const std::string& what) {
  if ((bit == 1 && p == 0) || (bit == 0 && p == 1))
    return rule(
        "sample", step,
        what + ": a bit drawn with P(1) = " + to_string(p) + " is never " + std::to_string(bit));
  return std::nullopt;
}

int sampled_bit(const json& j, const std::string& name) {
  const long long v = clamped_integer(j, name);
  if (v != 0 && v != 1) throw InputError(name + ": 0 or 1");
  return static_cast<int>(v);
}

/// seed 000 Fig. 2 initialization steps 2-5: A(x), p_d, z-hat and r_init.
std::optional<Broken> judge_init(Play& g, const json& tr) {
  const int init = pe::depth(g.root) + 1;
  const long long claim =
      clamped_integer(required_field(tr, "claim", "transcript."), "transcript.claim");
  if (claim != 0 && claim != 1)
    return rule("claim", init,
                "init step 2: A outputs a bit A(x) in {0, 1} (got " + std::to_string(claim) + ")");
  g.p = parse_rational_field(required_field(tr, "initial", "transcript."), "transcript.initial");
  if (auto e = probability_rule(g.p, init, "init step 3: p_d = B(x)")) return e;
  if (g.b && g.b->initial != g.p)
    return rule("estimator", init, "init step 3: B's table gives p_d = " + to_string(g.b->initial));
  if (g.a && g.a->claim != claim)
    return rule("prover", init,
                "init step 2: A's table claims A(x) = " + std::to_string(g.a->claim));
  const int z_hat = sampled_bit(required_field(tr, "z_hat", "transcript."), "transcript.z_hat");
  if (auto e = sample_rule(z_hat, g.p, init, "init step 4, z-hat ~ p_d")) return e;
  const Rational r_init = z_hat == claim ? power(g.r, init) : Rational(0);
  if (tr.contains("initial_reward") &&
      parse_rational_field(tr["initial_reward"], "transcript.initial_reward") != r_init)
    return rule("reward", init,
                "init step 5: r_init = r^{d+1} 1(z-hat = A(x)) = " + to_string(r_init));
  g.payoff = r_init;
  return std::nullopt;
}

/// seed 000 Fig. 2 round step 4: B's probabilities b_i and the sampled answers z_i of round k.
std::optional<Broken> judge_answers(const Play& g, const json& rd, const std::string& where, int k,
                                    unsigned& z, std::vector<Rational>& b) {
  const int q = pe::width(pe::node_at(g.root, g.path));
  const json& zj = required_field(rd, "z", where);
  const json& bj = required_field(rd, "b", where);
  if (!zj.is_string() || !bj.is_array())
    throw InputError(where + "z: a string of q bits (z_1 first) and b an array of q probabilities");
  const std::string zs = zj.get<std::string>();
  if (zs.size() != static_cast<std::size_t>(q) || bj.size() != static_cast<std::size_t>(q))
    return rule("answers", k,
                "step 4: M_D makes q = " + std::to_string(q) +
                    " queries, each with B's probability and a sampled answer");
  for (int l = 0; l < q; ++l) {
    const char c = zs[static_cast<std::size_t>(l)];
    if (c != '0' && c != '1') throw InputError(where + "z: only the characters 0 and 1");
    const std::string bf = where + "b[" + std::to_string(l) + "]";
    b.push_back(parse_rational_field(bj[static_cast<std::size_t>(l)], bf));
    const std::string name = "B_" + std::to_string(l + 1) + "^k";
    if (auto e = probability_rule(b.back(), k, "step 4(a): " + name)) return e;
    const unsigned prefix = z;
    if (g.b && g.b->tables.at(g.path)[static_cast<std::size_t>(l)][prefix] != b.back())
      return rule("estimator", k,
                  "step 4(a): B's table at node \"" + pe::path_key(g.path) + "\" gives " + name +
                      "(z_<" + std::to_string(l + 1) + ") = " +
                      to_string(g.b->tables.at(g.path)[static_cast<std::size_t>(l)][prefix]));
    if (auto e = sample_rule(c - '0', b.back(), k,
                             "step 4(b), z_" + std::to_string(l + 1) + " ~ " + name))
      return e;
    if (c == '1') z |= 1u << l;
  }
  return std::nullopt;
}

/// seed 000 Fig. 2 round k >= 1 after A's direction: steps 4-7.
std::optional<Broken> judge_round(Play& g, const json& rd, const std::string& where, int k,
                                  int dir) {
  const Node& n = pe::node_at(g.root, g.path);
  const int q = pe::width(n);
  unsigned z = 0;
  std::vector<Rational> b;
  if (auto e = judge_answers(g, rd, where, k, z, b)) return e;
  const Rational rk = power(g.r, k) * Rational(dir) * (Rational(n.table[z]) - g.p);
  if (rd.contains("reward") && parse_rational_field(rd["reward"], where + "reward") != rk)
    return rule("reward", k, "step 5: r_k = r^k A^k (M_D(x, y^k, z^k) - p_k) = " + to_string(rk));
  g.payoff += rk;
  if (rd.contains("by") && rd["by"] != "A")
    return rule("recursion_by", k, "step 6: A (not B) selects the step j for recursion");
  const long long j = clamped_integer(required_field(rd, "recurse", where), where + "recurse");
  if (j < 0 || j >= q)
    return rule("recursion", k,
                "step 6: j in 0.." + std::to_string(q - 1) + " (got " + std::to_string(j) + ")");
  if (g.a && g.a->recursion(g.path, z) != j)
    return rule("prover", k,
                "step 6: A's table recurses on j = " + std::to_string(g.a->recursion(g.path, z)));
  g.p = b[static_cast<std::size_t>(j)];  // step 7: p_{k-1} = B_j^k(z_<j)
  g.path.push_back(static_cast<int>(j));
  return std::nullopt;
}

/// seed 000 Fig. 2 final round step 3(c): the oracle at the leaf and r_0.
std::optional<Broken> judge_final(Play& g, const json& rd, const std::string& where, int dir) {
  const Node& n = pe::node_at(g.root, g.path);
  const int o = sampled_bit(required_field(rd, "oracle", where), where + "oracle");
  if (auto e = sample_rule(o, n.oracle, 0, "step 3(c), the oracle O(u_S)")) return e;
  const Rational r0 = Rational(dir) * (Rational(o) - g.p);
  if (rd.contains("reward") && parse_rational_field(rd["reward"], where + "reward") != r0)
    return rule("reward", 0, "step 3(c): r_0 = A^0 (O(u_S) - p_0) = " + to_string(r0));
  g.payoff += r0;
  return std::nullopt;
}

/// seed 000 Fig. 2 on one recorded play. step k = round k (d..1), 0 = the final round, d + 1 =
/// the initialization, -1 = the whole play.
std::optional<Broken> judge_play(Play& g, const json& tr) {
  const int d = pe::depth(g.root);
  if (auto e = judge_init(g, tr)) return e;
  // Rounds k = d..1 (steps 1, 4-7), then the final round k = 0 (step 3).
  const json& rounds = required_field(tr, "rounds", "transcript.");
  if (!rounds.is_array())
    throw InputError("transcript.rounds: an array, one entry per round k = d..1");
  for (int k = d; k >= 0; --k) {
    const std::size_t i = static_cast<std::size_t>(d - k);
    if (k > 0 && i >= rounds.size())
      return rule("rounds", k,
                  "step 7: d = " + std::to_string(d) +
                      " rounds k = d..1 precede the final round; round " + std::to_string(k) +
                      " is missing");
    const json& rd = k > 0 ? rounds[i] : required_field(tr, "final", "transcript.");
    const std::string where =
        k > 0 ? "transcript.rounds[" + std::to_string(i) + "]." : "transcript.final.";
    if (rd.contains("p") && parse_rational_field(rd["p"], where + "p") != g.p)
      return rule("p", k,
                  (k == d ? "init step 3: p_d = B(x) = " : "step 7: p_k = B_j^{k+1}(z_<j) = ") +
                      to_string(g.p));
    const long long dir =
        clamped_integer(required_field(rd, "direction", where), where + "direction");
    if (dir < -1 || dir > 1)
      return rule("direction", k, "step 1: A^k in {-1, 0, 1} (got " + std::to_string(dir) + ")");
    if (g.a && g.a->direction.at(g.path) != dir)
      return rule("prover", k,
                  "step 1: A's table gives A^k = " + std::to_string(g.a->direction.at(g.path)) +
                      " at node \"" + pe::path_key(g.path) + "\"");
    const auto broken = k == 0 ? judge_final(g, rd, where, static_cast<int>(dir))
                               : judge_round(g, rd, where, k, static_cast<int>(dir));
    if (broken) return broken;
  }
  if (rounds.size() > static_cast<std::size_t>(d))
    return rule("rounds", -1,
                "step 7: exactly d = " + std::to_string(d) + " rounds k = d..1 (got " +
                    std::to_string(rounds.size()) + ")");
  if (tr.contains("payoff") && parse_rational_field(tr["payoff"], "transcript.payoff") != g.payoff)
    return rule("payoff", -1, "step 3(d): R = r_init + sum_k r_k = " + to_string(g.payoff));
  return std::nullopt;
}

}  // namespace

json judge_pe(const json& input) {
  const Node root = pe::parse_decomposition(required_field(input, "decomposition", ""));
  const Rational r = reward_ratio(input);
  json out = {{"family", "pe"},
              {"r", to_string(r)},
              {"depth", pe::depth(root)},
              {"width", pe::width(root)}};
  std::optional<pe::Estimator> b;
  std::optional<ProverTable> a;
  if (input.contains("estimator")) b = pe::parse_estimator(input["estimator"], root);
  if (input.contains("prover")) a = pe::parse_prover(input["prover"], root);
  if (input.contains("expected_payoff") && !(a && b))
    throw InputError("expected_payoff: needs both prover and estimator tables");
  if (a && b) {
    // seed 000 Fig. 2: E[R] over trusted sampling and the leaf oracle, exactly.
    const Rational v = pe::expected_payoff(root, prover_of(*a), *b, r);
    json e = exact_outcome("payoff", v, input, "expected_payoff");
    out["expected_outcome"] = e;
  }
  if (input.contains("transcript")) {
    if (!input["transcript"].is_object()) throw InputError("transcript: must be an object");
    Play g{root, r, b ? &*b : nullptr, a ? &*a : nullptr};
    const auto broken = judge_play(g, input["transcript"]);
    json v = verdict(broken);
    if (!broken) v["payoff"] = to_string(g.payoff);
    out["transcript"] = v;
  }
  return out;
}

}  // namespace debref::judge
