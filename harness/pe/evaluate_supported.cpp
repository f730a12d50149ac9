// Source: seed 000 Def. 8.1 and Def. 8.2 as stated, for verifiers that read a proof
// (reference/pe/supported.hpp), with Thm 8.3's membership conclusion: the reference's decision
// of Def. 8.1 against a literal evaluation over the joint distribution of every piece, P_r[(x, r)
// in L'] against the enumeration of every random string r, and x in L iff P_r[(x, r) in L'] > 1 -
// eps/(4n) on the s-supported instances.
#include <algorithm>
#include <functional>
#include <map>
#include <sstream>
#include <string>

#include "harness/core/deadline.hpp"
#include "harness/core/replay.hpp"
#include "harness/io/input.hpp"
#include "harness/pe/evaluate.hpp"
#include "reference/pe/supported.hpp"

namespace debref::pe {

namespace {

using nlohmann::json;

constexpr int kN = 2;  // |x|: the n of eps / (4n)
constexpr auto query = query_gate;

// A tiny language of Gamma with proofs: the queries of x (their truth O*(u_i) a function of x)
// and M*(x, y) = proofs(x)[y], a circuit over them; L(x) = some proof accepts on the truth.
struct ProofLanguage {
  std::string token, name;
  std::function<std::vector<int>(int, int)> truth;
  std::function<std::vector<Gate>(int, int)> proofs;
};

std::vector<ProofLanguage> proof_languages() {
  auto bits = [](int x1, int x2) { return std::vector<int>{x1, x2}; };
  return {
      {"x1-or-x2-proof",
       "x1 OR x2, the proof y naming a true disjunct: M*(x, y) reads u_{y+1} only", bits,
       [](int, int) {
         return std::vector<Gate>{query(0), query(1)};
       }},
      {"xnor-by-x1",
       "x1 XNOR x2, one proof: M*(x) reads u1 = [x2 = 1] when x1 = 1, else u2 = [x2 = 0]",
       [](int, int x2) {
         return std::vector<int>{x2, 1 - x2};
       },
       [](int x1, int) { return std::vector<Gate>{query(x1 == 1 ? 0 : 1)}; }},
      {"x1-and-x2-proofless", "x1 AND x2, one proof: M* reads u1 and u2", bits,
       [](int, int) {
         return std::vector<Gate>{Gate{Gate::Op::And, 0, {query(0), query(1)}}};
       }},
  };
}

// The evidence of pe.def8_1.proofs: two queries, s pieces each among `candidates`.
// independent:ETA  every piece wrong alone w.p. ETA;
// pool:BAD,GOOD    s + 1 candidates, candidate 0 of each query wrong w.p. BAD, the others GOOD;
// cross-coin:ETA   piece j of u1 and piece j of u2 share a coin: both wrong together w.p. ETA;
// cross-shift:ETA  piece j of u1 and piece j + 1 (mod s) of u2 share a coin likewise;
// noisy-u2:ETA     u1's pieces wrong w.p. ETA, u2's w.p. 1/2 (u2 unsupported).
Evidence evidence_of(const std::string& kind, const std::vector<Rational>& v,
                     const std::vector<int>& truth, int s) {
  auto wrong_with = [&](int i, int j, const Rational& eta) {
    const unsigned r = static_cast<unsigned>(truth[i]);
    return EvidenceBlock{{{i, j}}, {{Rational(1 - eta), r}, {eta, r ^ 1u}}};
  };
  Evidence p{2, s, s, {}};
  if (kind == "independent" || kind == "noisy-u2") {
    for (int i = 0; i < 2; ++i)
      for (int j = 0; j < s; ++j)
        p.blocks.push_back(
            wrong_with(i, j, kind == "noisy-u2" && i == 1 ? Rational(1, 2) : v.at(0)));
  } else if (kind == "pool") {
    p.candidates = s + 1;
    for (int i = 0; i < 2; ++i)
      for (int j = 0; j <= s; ++j) p.blocks.push_back(wrong_with(i, j, j == 0 ? v.at(0) : v.at(1)));
  } else {  // cross-coin, cross-shift
    const int shift = kind == "cross-shift" ? 1 : 0;
    const unsigned right = static_cast<unsigned>(truth[0]) | static_cast<unsigned>(truth[1]) << 1;
    for (int j = 0; j < s; ++j)
      p.blocks.push_back(EvidenceBlock{{{0, j}, {1, (j + shift) % s}},
                                       {{Rational(1 - v.at(0)), right}, {v.at(0), right ^ 3u}}});
  }
  return p;
}

struct EvidenceCase {
  std::string kind;
  std::vector<Rational> v;
  std::string flag() const {
    std::string s = kind + ":";
    for (std::size_t k = 0; k < v.size(); ++k) s += (k ? "," : "") + to_string(v[k]);
    return s;
  }
};

// The evidence cases at s: fine noise (1/2048 .. 1/512 around eps/(4n) = 1/800) at the proof's
// kappa, coarse dyadic noise (1/8, 1/4) at s = 3 where every random string r can be enumerated.
std::vector<EvidenceCase> evidence_cases(bool coarse) {
  const std::vector<Rational> etas =
      coarse ? std::vector<Rational>{Rational(1, 8), Rational(1, 4)}
             : std::vector<Rational>{0, Rational(1, 2048), Rational(1, 1024), Rational(1, 512)};
  std::vector<EvidenceCase> out;
  for (const Rational& eta : etas)
    for (const char* kind : {"independent", "cross-coin", "cross-shift", "noisy-u2"})
      out.push_back({kind, {eta}});
  out.push_back({"pool", {Rational(1, 2), coarse ? Rational(1, 4) : Rational(1, 2048)}});
  return out;
}

// Def. 8.1 evaluated literally: the joint distribution of every candidate's answer (the product
// of the blocks, atom by atom); for each choice of s candidates per query (every subset), each
// proof y, each chosen piece (i, j) of a query M*(x, y) makes, each value of its conditioning
// pieces (the chosen pieces of the made queries with (i', j') != (i, j), or with i' != i and
// j' != j) of positive probability: P[O(v_i^j) = O*(u_i) | value] summed over the atoms. Returns
// max over choices of min over the rest (the reference's SupportDecision::least).
Rational literal_least(const Evidence& p, const std::vector<int>& truth,
                       const std::vector<Gate>& proofs, Conditioning reading) {
  const int q = p.queries, c = p.candidates;
  std::vector<std::pair<Rational, unsigned>> atoms{{Rational(1), 0u}};  // bit i * c + k
  for (const EvidenceBlock& b : p.blocks) {
    std::vector<std::pair<Rational, unsigned>> next;
    for (const auto& [w, bits] : atoms)
      for (const auto& [v, outcome] : b.outcomes) {
        unsigned a = bits;
        for (std::size_t m = 0; m < b.pieces.size(); ++m)
          if ((outcome >> m) & 1u) a |= 1u << (b.pieces[m].query * c + b.pieces[m].index);
        next.emplace_back(w * v, a);
      }
    atoms = std::move(next);
  }
  std::vector<unsigned> subsets;  // the s-subsets of the candidates, as masks
  for (unsigned m = 0; m < (1u << c); ++m)
    if (__builtin_popcount(m) == p.s) subsets.push_back(m);
  Rational best = -1;
  std::vector<std::size_t> pick(q, 0);
  for (;;) {
    Rational value = 1;
    for (const Gate& proof : proofs) {
      std::vector<int> made(q, 0);
      std::function<void(const Gate&)> mark = [&](const Gate& g) {
        if (g.op == Gate::Op::Query) made[g.query] = 1;
        for (const Gate& in : g.inputs) mark(in);
      };
      mark(proof);
      // (bit, query, rank) of each chosen piece of a made query
      std::vector<std::tuple<int, int, int>> chosen;
      for (int i = 0; i < q; ++i) {
        if (!made[i]) continue;
        int rank = 0;
        for (int k = 0; k < c; ++k)
          if ((subsets[pick[i]] >> k) & 1u) chosen.emplace_back(i * c + k, i, rank++);
      }
      for (const auto& [bit, i, j] : chosen) {
        unsigned mask = 0;
        for (const auto& [bit2, i2, j2] : chosen) {
          if (bit2 == bit) continue;
          if (reading == Conditioning::BothIndicesDiffer && (i2 == i || j2 == j)) continue;
          mask |= 1u << bit2;
        }
        std::map<unsigned, std::pair<Rational, Rational>> given;  // value -> (mass, right)
        for (const auto& [w, a] : atoms) {
          auto& [mass, right] = given[a & mask];
          mass += w;
          if (static_cast<int>((a >> bit) & 1u) == truth[i]) right += w;
        }
        for (const auto& [key, mr] : given)
          if (mr.first > 0) value = std::min(value, Rational(mr.second / mr.first));
      }
    }
    best = std::max(best, value);
    int i = 0;
    while (i < q && ++pick[i] == subsets.size()) pick[i++] = 0;
    if (i == q) break;
  }
  return best;
}

// Thm 8.3's membership conclusion: x in L iff P > 1 - eps / (4n) (margin > 0 when x in L, >= 0
// otherwise).
Rational member_margin(bool in_l, const Rational& p, const Rational& eps) {
  const Rational bound = 1 - eps / (4 * kN);
  return in_l ? p - bound : bound - p;
}

// The proofs Def. 8.1 asks support for: M*(x, y)'s (Def. 8.1), or one reading every query of x
// (the twin).
std::vector<Gate> support_proofs(const std::vector<Gate>& proofs, Def81Mutation mutation) {
  if (mutation != Def81Mutation::EveryQuery) return proofs;
  return {Gate{Gate::Op::And, 0, {query(0), query(1)}}};
}

// The proofs L' runs: every one (Def. 8.2), or the first only (the twin).
std::vector<Gate> l_prime_proofs(std::vector<Gate> proofs, bool first_proof) {
  if (first_proof) proofs.resize(1);
  return proofs;
}

}  // namespace

ClaimOutcome def8_1_proofs(Def81Mutation mutation) {
  ClaimOutcome out;
  const Rational eps(1, 100);
  long literal = 0, enumerated = 0, strings = 0, blocks_sampled = 0;
  // (s, coarse noise): the literal evaluation at s = 3, the random strings where r has at most
  // 16 bits (coarse noise), Thm 8.3's membership at the proof's kappa.
  const std::vector<std::pair<int, bool>> sizes{
      {3, false}, {3, true}, {proof_kappa(eps, 2), false}};
  for (const ProofLanguage& lang : proof_languages())
    for (const auto& [s, coarse] : sizes)
      for (const EvidenceCase& ev : evidence_cases(coarse))
        for (int x = 0; x < 4; ++x)
          for (const Conditioning reading :
               {Conditioning::OtherPieces, Conditioning::BothIndicesDiffer}) {
            throw_if_past_deadline();
            const int x1 = x >> 1, x2 = x & 1;
            const std::vector<int> truth = lang.truth(x1, x2);
            const std::vector<Gate> proofs = lang.proofs(x1, x2);
            const Evidence p = evidence_of(ev.kind, ev.v, truth, s);
            const SupportDecision dec =
                decide_support(p, truth, eps, kN, reading, support_proofs(proofs, mutation));
            const std::string xs = std::to_string(x1) + std::to_string(x2);
            const bool literal_reading = reading == Conditioning::BothIndicesDiffer;
            auto instance = [&] {
              return json{{"language", lang.name},
                          {"x", xs},
                          {"eps", to_string(eps)},
                          {"n", kN},
                          {"s", s},
                          {"evidence", ev.flag()},
                          {"reading", literal_reading ? "literal" : "every-other-piece"},
                          {"least_conditional", to_string(dec.least)},
                          {"s_supported", dec.supported}};
            };
            auto replay = [&](json& v, const std::string& pointer, const json& value) {
              set_replay(
                  v,
                  "debref pe --def8-1 " + lang.token + " --x " + xs + " --evidence " + ev.flag() +
                      " --eps " + to_string(eps) + " --s " + std::to_string(s) +
                      (literal_reading ? " --reading literal" : "") +
                      (mutation == Def81Mutation::FirstProof ? " --l-prime first-proof" : "") +
                      (mutation == Def81Mutation::EveryQuery ? " --support-for every-query" : ""),
                  pointer, value);
            };
            // (1) the decision against Def. 8.1 evaluated literally, at s = 3 (at most 2^8
            // atoms).
            if (s == 3) {
              ++literal;
              const Rational lit = literal_least(p, truth, proofs, reading);
              if (lit != dec.least && !out.violation) {
                out.violation = instance();
                (*out.violation)["literal_least_conditional"] = to_string(lit);
                replay(*out.violation, "/def8_1/least_conditional", to_string(dec.least));
                if (mutation == Def81Mutation::EveryQuery) return out;
              }
            }
            // (2) Def. 8.2's r: each block's sampler reproduces its outcome distribution over
            // its 2^k numbers, and where r is at most 16 bits P_r[(x, r) in L'] is counted.
            const std::vector<Gate> runs =
                l_prime_proofs(proofs, mutation == Def81Mutation::FirstProof);
            const Rational member = transformed_membership(runs, dec.choice, p);
            const OracleSampler sampler = oracle_sampler(p);
            for (std::size_t k = 0; k < p.blocks.size(); ++k) {
              std::map<unsigned, Rational> hits;
              for (const unsigned outcome : sampler.table[k])
                hits[outcome] += Rational(1, 1u << sampler.bits[k]);
              ++blocks_sampled;
              for (const auto& [w, outcome] : p.blocks[k].outcomes)
                if (hits[outcome] != w && !out.violation) {
                  out.violation = instance();
                  (*out.violation)["sampler"] =
                      "a block's outcome is sampled with the wrong "
                      "probability";
                }
            }
            if (const int bits = sampler.length; bits <= 16 && !literal_reading) {
              ++enumerated;
              long accepted = 0;
              std::vector<bool> r(static_cast<std::size_t>(bits));
              for (std::uint32_t value = 0; value < (1u << bits); ++value) {
                for (int k = 0; k < bits; ++k) r[static_cast<std::size_t>(k)] = (value >> k) & 1u;
                accepted += transformed_member(runs, dec.choice, sampled_answers(p, sampler, r));
              }
              strings += 1L << bits;
              if (Rational(accepted, 1L << bits) != member && !out.violation) {
                out.violation = instance();
                (*out.violation)["P_r[(x,r) in L'] (every r)"] =
                    to_string(Rational(accepted, 1L << bits));
                (*out.violation)["P_r[(x,r) in L'] (blocks)"] = to_string(member);
              }
            }
            // (3) Thm 8.3's membership conclusion on the s-supported instances at the proof's
            // kappa under the proof's reading.
            if (s == 3 || literal_reading) continue;
            if (!dec.supported) {
              ++out.vacuous;
              continue;
            }
            ++out.instances;
            bool in_l = false;
            for (const Gate& g : proofs) in_l = in_l || gate_value(g, truth) == 1;
            const Rational margin = member_margin(in_l, member, eps);
            out.slack(margin, [&] {
              json j = instance();
              j["P_r[(x,r) in L']"] = to_string(member);
              return j;
            });
            if ((in_l ? margin <= 0 : margin < 0) && !out.violation) {
              out.violation = instance();
              (*out.violation)["x in L"] = in_l;
              (*out.violation)["P_r[(x,r) in L']"] = to_string(member);
              replay(*out.violation, "/def8_1/membership_probability", to_string(member));
              if (mutation != Def81Mutation::None) return out;
            }
          }
  out.detail = "Def. 8.1 decided by the reference = evaluated literally on " +
               std::to_string(literal) + " instances; each block's sampler exact (" +
               std::to_string(blocks_sampled) + " blocks); P_r[(x,r) in L'] counted over " +
               std::to_string(strings) + " random strings r on " + std::to_string(enumerated) +
               " instances; s-supported (eq. (24)'s reading, s = kappa = 7) => x in L iff "
               "P_r[(x,r) in L'] > 1 - eps/(4n)";
  return out;
}

std::string def8_1_proof_tokens() {
  std::string tokens;
  for (const ProofLanguage& l : proof_languages()) tokens += (tokens.empty() ? "" : ", ") + l.token;
  return tokens;
}

Def81Mutation def8_1_mutation(bool every_query, bool first_proof) {
  if (every_query && first_proof)
    throw InputError("--support-for every-query and --l-prime first-proof: one mutant at a time");
  return every_query   ? Def81Mutation::EveryQuery
         : first_proof ? Def81Mutation::FirstProof
                       : Def81Mutation::None;
}

std::optional<json> def8_1_proofs_json(const std::string& language, const std::string& x,
                                       const std::string& evidence, const Rational& eps,
                                       bool literal_reading, Def81Mutation mutation,
                                       std::optional<int> s_flag) {
  const std::vector<ProofLanguage> all = proof_languages();
  const auto lang = std::find_if(all.begin(), all.end(),
                                 [&](const ProofLanguage& l) { return l.token == language; });
  if (lang == all.end()) return std::nullopt;
  if (x.size() != 2 || (x[0] != '0' && x[0] != '1') || (x[1] != '0' && x[1] != '1'))
    throw InputError("--x: \"" + x + "\" is not one of 00, 01, 10, 11");
  if (eps <= 0 || eps > Rational(1, 100))
    throw InputError("--eps: " + to_string(eps) +
                     " outside the allowed range (0, 1/100] of --def8-1");
  const std::string usage =
      "--evidence: expected independent:ETA, pool:BAD,GOOD, cross-coin:ETA, cross-shift:ETA or "
      "noisy-u2:ETA for " +
      language + " (rationals in [0, 1]; got \"" + evidence + "\")";
  const auto [kind, v] = evidence_parts(evidence, usage);
  const bool one =
      kind == "independent" || kind == "cross-coin" || kind == "cross-shift" || kind == "noisy-u2";
  if (!(one && v.size() == 1) && !(kind == "pool" && v.size() == 2)) throw InputError(usage);
  if (s_flag && (*s_flag < 1 || *s_flag > 7 || *s_flag % 2 == 0))
    throw InputError("--s: " + std::to_string(*s_flag) +
                     " outside the allowed values 1, 3, 5, 7 (odd: a majority without ties)");
  const int x1 = x[0] - '0', x2 = x[1] - '0', s = s_flag ? *s_flag : proof_kappa(eps, 2);
  const std::vector<int> truth = lang->truth(x1, x2);
  const std::vector<Gate> proofs = lang->proofs(x1, x2);
  const Evidence p = evidence_of(kind, v, truth, s);
  const Conditioning reading =
      literal_reading ? Conditioning::BothIndicesDiffer : Conditioning::OtherPieces;
  const SupportDecision dec =
      decide_support(p, truth, eps, kN, reading, support_proofs(proofs, mutation));
  bool in_l = false;
  for (const Gate& g : proofs) in_l = in_l || gate_value(g, truth) == 1;
  const Rational member = transformed_membership(
      l_prime_proofs(proofs, mutation == Def81Mutation::FirstProof), dec.choice, p);
  const Rational margin = member_margin(in_l, member, eps);
  json made = json::array();
  for (const Gate& g : proofs) made.push_back(made_queries(g));
  return json{
      {"language", lang->name},
      {"x", x},
      {"x_in_L", in_l},
      {"eps", to_string(eps)},
      {"n", kN},
      {"s", s},
      {"candidates", p.candidates},
      {"evidence", evidence},
      {"reading", literal_reading ? "literal" : "every-other-piece"},
      {"queries_made_by_proof", made},
      {"choice", dec.choice},
      {"least_conditional", to_string(dec.least)},
      {"bound", to_string(1 - eps / (4 * kN))},
      {"s_supported", dec.supported},
      {"support_for", mutation == Def81Mutation::EveryQuery ? "every-query" : "made-queries"},
      {"l_prime", mutation == Def81Mutation::FirstProof ? "first-proof" : "every-proof"},
      {"membership_probability", to_string(member)},
      {"membership_holds", in_l ? margin > 0 : margin >= 0}};
}

}  // namespace debref::pe
