#include "reference/pe/supported.hpp"

#include <algorithm>
#include <functional>
#include <stdexcept>

namespace debref::pe {

Choice first_pieces(const Evidence& p) {
  Choice c(p.queries);
  for (auto& pieces : c)
    for (int j = 0; j < p.s; ++j) pieces.push_back(j);
  return c;
}

std::vector<int> made_queries(const Gate& c) {
  std::vector<int> out;
  std::function<void(const Gate&)> walk = [&](const Gate& g) {
    if (g.op == Gate::Op::Query) {
      out.push_back(g.query);
      return;
    }
    for (const Gate& input : g.inputs) walk(input);
  };
  walk(c);
  std::sort(out.begin(), out.end());
  out.erase(std::unique(out.begin(), out.end()), out.end());
  return out;
}

namespace {

// The rank j of a block member among its query's chosen pieces, or -1 when it is not chosen or
// its query is not made.
int rank_of(const Piece& v, const std::vector<int>& made, const Choice& choice) {
  if (!std::binary_search(made.begin(), made.end(), v.query)) return -1;
  const std::vector<int>& chosen = choice.at(v.query);
  const auto it = std::find(chosen.begin(), chosen.end(), v.index);
  return it == chosen.end() ? -1 : static_cast<int>(it - chosen.begin());
}

}  // namespace

Rational least_support(const Evidence& p, const std::vector<int>& truth, Conditioning reading,
                       const std::vector<int>& made, const Choice& choice) {
  Rational least = 1;
  for (const EvidenceBlock& b : p.blocks) {
    const int k = static_cast<int>(b.pieces.size());
    std::vector<int> rank(k);
    for (int m = 0; m < k; ++m) rank[m] = rank_of(b.pieces[m], made, choice);
    for (int piece = 0; piece < k; ++piece) {
      if (rank[piece] < 0) continue;
      // The conditioning members: chosen pieces of made queries, other than this piece, and
      // under the literal reading of another query and another rank.
      unsigned mask = 0;
      for (int m = 0; m < k; ++m) {
        if (m == piece || rank[m] < 0) continue;
        if (reading == Conditioning::BothIndicesDiffer &&
            (b.pieces[m].query == b.pieces[piece].query || rank[m] == rank[piece]))
          continue;
        mask |= 1u << m;
      }
      for (const auto& [w, given] : b.outcomes) {
        if (w == 0) continue;
        Rational mass = 0, right = 0;
        for (const auto& [v, bits] : b.outcomes) {
          if ((bits & mask) != (given & mask)) continue;
          mass += v;
          if (static_cast<int>((bits >> piece) & 1u) == truth.at(b.pieces[piece].query)) right += v;
        }
        if (right / mass < least) least = right / mass;
      }
    }
  }
  return least;
}

SupportDecision decide_support(const Evidence& p, const std::vector<int>& truth,
                               const Rational& eps, int n, Conditioning reading,
                               const std::vector<Gate>& proofs) {
  std::vector<std::vector<int>> made;
  std::vector<int> any;  // the queries some proof makes
  for (const Gate& c : proofs) {
    made.push_back(made_queries(c));
    any.insert(any.end(), made.back().begin(), made.back().end());
  }
  std::sort(any.begin(), any.end());
  any.erase(std::unique(any.begin(), any.end()), any.end());
  SupportDecision best;
  Choice choice = first_pieces(p);
  // Odometer over the s-subsets of each made query's candidates (ascending, lexicographic).
  auto next_subset = [&](std::vector<int>& c) {
    for (int j = p.s - 1; j >= 0; --j)
      if (c[j] < p.candidates - p.s + j) {
        ++c[j];
        for (int l = j + 1; l < p.s; ++l) c[l] = c[l - 1] + 1;
        return true;
      }
    for (int j = 0; j < p.s; ++j) c[j] = j;
    return false;
  };
  for (;;) {
    Rational value = 1;
    for (const std::vector<int>& m : made)
      value = std::min(value, least_support(p, truth, reading, m, choice));
    ++best.choices;
    if (best.choices == 1 || value > best.least) best.least = value, best.choice = choice;
    std::size_t q = 0;
    while (q < any.size() && !next_subset(choice[any[q]])) ++q;
    if (q == any.size()) break;
  }
  best.supported = best.least >= 1 - eps / (4 * n);
  return best;
}

int transformed_member(const std::vector<Gate>& proofs, const Choice& choice,
                       const std::vector<std::vector<int>>& answers) {
  std::vector<int> majority(choice.size());
  for (std::size_t i = 0; i < choice.size(); ++i) {
    if (choice[i].size() % 2 == 0) throw std::invalid_argument("transformed_member: s is even");
    int ones = 0;
    for (int c : choice[i]) ones += answers.at(i).at(c);
    majority[i] = 2 * ones > static_cast<int>(choice[i].size()) ? 1 : 0;
  }
  for (const Gate& c : proofs)
    if (gate_value(c, majority) == 1) return 1;
  return 0;
}

Rational transformed_membership(const std::vector<Gate>& proofs, const Choice& choice,
                                const Evidence& p) {
  std::size_t outcomes = 1;
  for (const EvidenceBlock& b : p.blocks) {
    outcomes *= std::max<std::size_t>(b.outcomes.size(), 1);
    if (outcomes > (std::size_t{1} << 22))
      throw std::invalid_argument("transformed_membership: more than 2^22 joint outcomes");
  }
  std::vector<std::vector<int>> answers(p.queries, std::vector<int>(p.candidates, 0));
  Rational total = 0;
  std::function<void(std::size_t, const Rational&)> walk = [&](std::size_t k, const Rational& w) {
    if (w == 0) return;
    if (k == p.blocks.size()) {
      if (transformed_member(proofs, choice, answers) == 1) total += w;
      return;
    }
    const EvidenceBlock& b = p.blocks[k];
    for (const auto& [v, bits] : b.outcomes) {
      for (std::size_t m = 0; m < b.pieces.size(); ++m)
        answers[b.pieces[m].query][b.pieces[m].index] = static_cast<int>((bits >> m) & 1u);
      walk(k + 1, w * v);
    }
  };
  walk(0, Rational(1));
  return total;
}

int sampler_bits(const EvidenceBlock& b) {
  int bits = 0;
  for (const auto& [w, outcome] : b.outcomes) {
    // The denominator of w must be a power of two: 2^msb.
    const auto den = boost::multiprecision::denominator(w);
    const unsigned top = boost::multiprecision::msb(den);
    if (boost::multiprecision::lsb(den) != top)
      throw std::invalid_argument("sampler_bits: a probability is not dyadic");
    bits = std::max(bits, static_cast<int>(top));
  }
  if (bits > 24) throw std::invalid_argument("sampler_bits: more than 24 bits");
  return bits;
}

unsigned sampled_outcome(const EvidenceBlock& b, unsigned number) {
  const Rational u = Rational(number) / Rational(1u << sampler_bits(b));
  Rational cumulative = 0;
  for (const auto& [w, outcome] : b.outcomes) {
    cumulative += w;
    if (u < cumulative) return outcome;
  }
  throw std::invalid_argument("sampled_outcome: probabilities sum below 1");
}

OracleSampler oracle_sampler(const Evidence& p) {
  OracleSampler s;
  for (const EvidenceBlock& b : p.blocks) {
    const int k = sampler_bits(b);
    s.bits.push_back(k);
    s.length += k;
    std::vector<unsigned> table(std::size_t{1} << k);
    for (unsigned number = 0; number < table.size(); ++number)
      table[number] = sampled_outcome(b, number);
    s.table.push_back(std::move(table));
  }
  return s;
}

std::vector<std::vector<int>> sampled_answers(const Evidence& p, const OracleSampler& sampler,
                                              const std::vector<bool>& r) {
  if (static_cast<int>(r.size()) != sampler.length)
    throw std::invalid_argument("sampled_answers: r has the wrong length");
  std::vector<std::vector<int>> answers(p.queries, std::vector<int>(p.candidates, 0));
  std::size_t offset = 0;
  for (std::size_t k = 0; k < p.blocks.size(); ++k) {
    const EvidenceBlock& b = p.blocks[k];
    unsigned number = 0;
    for (int bit = 0; bit < sampler.bits[k]; ++bit) number |= (r[offset + bit] ? 1u : 0u) << bit;
    offset += static_cast<std::size_t>(sampler.bits[k]);
    const unsigned bits = sampler.table[k][number];
    for (std::size_t m = 0; m < b.pieces.size(); ++m)
      answers[b.pieces[m].query][b.pieces[m].index] = static_cast<int>((bits >> m) & 1u);
  }
  return answers;
}

}  // namespace debref::pe
