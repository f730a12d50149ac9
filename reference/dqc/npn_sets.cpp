// Source: seed 002 Sec. 3: the NPN symmetries of circuit size. See npn_sets.hpp.
#include "reference/dqc/npn_sets.hpp"

#include <algorithm>
#include <map>
#include <memory>
#include <mutex>
#include <stdexcept>

#include "reference/dqc/np.hpp"

namespace debref::dqc {

SetKey pack(const std::uint16_t* sorted, int k) {
  SetKey key;
  for (int i = 0; i < k; ++i) {
    key.hi = (key.hi << 16) | (key.lo >> 48);
    key.lo = (key.lo << 16) | sorted[i];
  }
  return key;
}

void unpack(const SetKey& key, int k, std::uint16_t* out) {
  SetKey x = key;
  for (int i = k - 1; i >= 0; --i) {
    out[i] = static_cast<std::uint16_t>(x.lo & 0xFFFFU);
    x.lo = (x.lo >> 16) | (x.hi << 48);
    x.hi >>= 16;
  }
}

NpnSets::NpnSets(int n) : n_(n) {
  if (n < 0 || n > 4) throw std::invalid_argument("NpnSets: n in 0..4");
  const int rows = 1 << n;
  full_ = static_cast<std::uint16_t>((1U << rows) - 1U);
  const std::size_t count = std::size_t{1} << rows;
  base_.assign(count, false);
  base_[0] = base_[full_] = true;
  for (int j = 1; j <= n; ++j)
    for (bool negated : {false, true}) {
      literals_.push_back(literal(j, negated));
      base_[literals_.back()] = true;
    }
  for (const NpMap& t : np_maps(n))
    for (bool negate : {false, true}) {
      Element e{};
      e.negate = negate;
      for (std::uint32_t x = 0; x < static_cast<std::uint32_t>(rows); ++x) {
        const std::uint32_t y = np_apply(n, t, x);  // bit x of the image is bit y of f
        for (std::uint32_t byte = 0; byte < 256; ++byte) {
          if (y < 8 && ((byte >> y) & 1U)) e.lo[byte] |= static_cast<std::uint16_t>(1U << x);
          if (y >= 8 && ((byte >> (y - 8)) & 1U)) e.hi[byte] |= static_cast<std::uint16_t>(1U << x);
        }
      }
      elements_.push_back(e);
    }
  const int size = static_cast<int>(elements_.size());
  std::vector<int> inverse(static_cast<std::size_t>(size), -1);
  for (int a = 0; a < size; ++a)
    for (int b = 0; b < size && inverse[static_cast<std::size_t>(a)] < 0; ++b) {
      bool identity = apply(b, apply(a, 0)) == 0;  // literals and 0 determine the element
      for (std::uint16_t l : literals_) identity = identity && apply(b, apply(a, l)) == l;
      if (identity) inverse[static_cast<std::size_t>(a)] = b;
    }
  rep_.assign(count, 0);
  to_rep_.assign(count, -1);
  from_rep_.assign(count, -1);
  stabilizer_.assign(count, {});
  for (std::size_t f = 0; f < count; ++f) {
    if (from_rep_[f] >= 0) continue;  // f is the least table of a new class
    reps_.push_back(static_cast<std::uint32_t>(f));
    for (int e = 0; e < size; ++e) {
      const std::uint16_t h = apply(e, static_cast<std::uint16_t>(f));
      if (h == f) stabilizer_[f].push_back(e);
      if (from_rep_[h] >= 0) continue;
      rep_[h] = static_cast<std::uint16_t>(f);
      from_rep_[h] = e;
      to_rep_[h] = inverse[static_cast<std::size_t>(e)];
    }
  }
}

std::uint16_t NpnSets::literal(int j, bool negated) const {
  std::uint16_t t = 0;
  for (std::uint32_t x = 0; x < (1U << n_); ++x)
    if (input_bit(n_, x, j) != negated) t = static_cast<std::uint16_t>(t | (1U << x));
  return t;
}

std::uint16_t NpnSets::to_representative(std::uint16_t t, std::uint16_t u) const {
  return apply(to_rep_[t], u);
}

std::uint16_t NpnSets::from_representative(std::uint16_t f, std::uint16_t u) const {
  return apply(from_rep_[f], u);
}

std::pair<std::size_t, bool> NpnSets::from_representative_map(std::uint16_t f) const {
  const int e = from_rep_[f];
  return {static_cast<std::size_t>(e / 2), e % 2 == 1};
}

SetKey NpnSets::canonical(const std::uint16_t* s, int k) const {
  // The class r whose members in s, times the size of r's stabilizer, give the fewest candidate
  // elements (ties: the larger r); both counts are the same for every image of s.
  std::uint16_t r = 0;
  std::size_t fewest = ~std::size_t{0};
  for (int i = 0; i < k; ++i) {
    std::size_t members = 0;
    for (int j = 0; j < k; ++j) members += rep_[s[j]] == rep_[s[i]] ? 1 : 0;
    const std::size_t candidates = members * stabilizer_[rep_[s[i]]].size();
    if (candidates < fewest || (candidates == fewest && rep_[s[i]] > r)) {
      fewest = candidates;
      r = rep_[s[i]];
    }
  }
  SetKey best{~std::uint64_t{0}, ~std::uint64_t{0}};
  std::uint16_t moved[max_set_size], image[max_set_size];
  for (int i = 0; i < k; ++i) {
    if (rep_[s[i]] != r) continue;
    for (int j = 0; j < k; ++j) moved[j] = apply(to_rep_[s[i]], s[j]);
    for (int e : stabilizer_[r]) {
      for (int j = 0; j < k; ++j) {  // insertion sort (k <= 8)
        const std::uint16_t t = apply(e, moved[j]);
        int at = j;
        for (; at > 0 && image[at - 1] > t; --at) image[at] = image[at - 1];
        image[at] = t;
      }
      best = std::min(best, pack(image, k));
    }
  }
  return best;
}

const NpnSets& npn_sets(int n) {
  static std::mutex mutex;
  static std::map<int, std::unique_ptr<NpnSets>> sets;
  std::lock_guard<std::mutex> lock(mutex);
  auto& slot = sets[n];
  if (!slot) slot = std::make_unique<NpnSets>(n);
  return *slot;
}

}  // namespace debref::dqc
