// Source: docs/DQC.md "Early bits" (L6), (L7). See early_bits.hpp: the read cubes of a level of
// the early-bit query, and the counting of reads they rest on.
#include <algorithm>
#include <stdexcept>
#include <string>
#include <utility>
#include <vector>

#include "proofs/dqc/early_bits.hpp"
#include "proofs/dqc/early_bits_detail.hpp"

namespace debref::proofs {

namespace {

/// The relevant inputs that need two leaves off a query place (binate) and one (the others).
std::pair<int, int> relevant_inputs(const std::vector<bool>& binate,
                                    const std::vector<bool>& relevant) {
  int two = 0, one = 0;
  for (std::size_t j = 0; j < binate.size(); ++j)
    if (relevant[j]) ++(binate[j] ? two : one);
  return {two, one};
}

}  // namespace

namespace early_bits_detail {

std::pair<std::vector<bool>, std::vector<bool>> input_kinds(const dqc::TruthTable& f) {
  std::vector<bool> binate, relevant;
  for (int j = 1; j <= f.n; ++j) {
    const dqc::InputSign sign = dqc::input_sign(f, j);
    binate.push_back(sign == dqc::InputSign::Binate);
    relevant.push_back(sign != dqc::InputSign::Irrelevant);
  }
  return {binate, relevant};
}

std::vector<int> monotone_signs(const dqc::TruthTable& f) {
  std::vector<int> signs;
  for (int j = 1; j <= f.n; ++j) {
    const dqc::InputSign sign = dqc::input_sign(f, j);
    signs.push_back(sign == dqc::InputSign::Rising ? 1 : sign == dqc::InputSign::Falling ? -1 : 0);
  }
  return signs;
}

std::pair<int, int> read_cube_demand(const std::vector<bool>& binate,
                                     const std::vector<bool>& relevant, int s,
                                     const EarlyBitReads& r) {
  const auto [two, one] = relevant_inputs(binate, relevant);
  return {r.early + r.binate + r.other, 2 * (s - r.early) + 2 * (two - r.binate) + (one - r.other)};
}

}  // namespace early_bits_detail

using namespace early_bits_detail;

std::vector<EarlyBitReads> early_bit_read_cubes(const dqc::TruthTable& f, int s) {
  if (s < 0 || s > max_query_early_bits)
    throw std::invalid_argument("early_bit_read_cubes: s must be in 0.." +
                                std::to_string(max_query_early_bits));
  const auto [binate, relevant] = input_kinds(f);
  const auto [two, one] = relevant_inputs(binate, relevant);
  std::vector<EarlyBitReads> cubes;
  for (int e = 0; e <= s; ++e)
    for (int b = 0; b <= two; ++b)
      for (int o = 0; o <= one; ++o) {
        const auto [places, leaves_used] = read_cube_demand(binate, relevant, s, {e, b, o});
        if (places <= query_places && leaves_used <= leaves) cubes.push_back({e, b, o});
      }
  return cubes;
}

EarlyBitReads early_bit_reads(const dqc::TruthTable& f, const dqc::EarlyBitVerifier& v) {
  if (v.n != f.n) throw std::invalid_argument("early_bit_reads: v.n must be f.n");
  const auto [binate, relevant] = input_kinds(f);
  std::vector<bool> at_query(static_cast<std::size_t>(v.n + v.s()), false);
  const auto mark = [&at_query](int var) {
    if (var < 0 || static_cast<std::size_t>(var) >= at_query.size())
      throw std::invalid_argument("early_bit_reads: a query reads no variable of the shape");
    at_query[static_cast<std::size_t>(var)] = true;
  };
  for (const dqc::EarlySide& side : v.side) {
    if (side.kind == dqc::EarlySide::Kind::Query) mark(side.var);
    mark(side.lo.var);
    mark(side.hi.var);
  }
  EarlyBitReads r;
  for (std::size_t u = 0; u < at_query.size(); ++u)
    if (at_query[u]) {
      if (u >= static_cast<std::size_t>(v.n))
        ++r.early;
      else if (relevant[u])
        ++(binate[u] ? r.binate : r.other);
    }
  return r;
}

std::string to_string(const EarlyBitReads& reads) {
  return "e" + std::to_string(reads.early) + " b" + std::to_string(reads.binate) + " o" +
         std::to_string(reads.other);
}

}  // namespace debref::proofs
