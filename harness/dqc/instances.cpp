#include "harness/dqc/instances.hpp"

#include <map>

#include "harness/core/kept_once_decided.hpp"

namespace debref::dqc {

Debate pad_rounds_to(const Debate& d, int K) {
  Debate p = d;
  p.k = K;
  for (TreeNode& node : p.tree.nodes)
    if (node.var >= d.n) {
      const int r = (node.var - d.n) / 2 + 1;
      const int position = r + (K - d.k) * r / d.k;
      node.var = d.n + 2 * (position - 1) + (node.var - d.n) % 2;
    }
  return p;
}

std::optional<Debate> lemma3_instance(const Debate& d) {
  const int K = (1 << d.queries()) + 1;
  if (d.k >= K) return d;
  if (K > max_strategy_rounds) return std::nullopt;
  return pad_rounds_to(d, K);
}

namespace {

/// n = 4 instances beyond the exhaustive table, truth tables in CLI order: NOR4 = AND of negated
/// literals, AND4, OR4.
const std::vector<std::string> smt_n4 = {"1000000000000000", "0000000000000001",
                                         "0111111111111111"};

}  // namespace

std::vector<N4Reference> n4_references() {
  static KeptOnceDecided<std::vector<N4Reference>> kept;
  return kept.get(
      [] {
        std::vector<N4Reference> rows;
        std::map<int, Level> cache;
        for (const std::string& bits : smt_n4) {
          const TruthTable f = parse_truth_table(bits, 4);
          rows.push_back({compute_dqc(f, 3, &cache),
                          proofs::smt_dqc(f, 3, proofs::DqcEncoding::Minimax, smt_timeout_ms)});
        }
        return rows;
      },
      [](const std::vector<N4Reference>& rows) {
        for (const N4Reference& r : rows)
          if (r.smt.unknown) return false;
        return true;
      });
}

EarlyBitVerifier random_early_bit_shape(std::mt19937& rng, int n, int s, int constant_in) {
  const auto pick = [&rng](int below) {
    return static_cast<int>(rng() % static_cast<unsigned>(below));
  };
  EarlyBitVerifier v;
  v.n = n;
  v.early.resize(static_cast<std::size_t>(s));
  for (std::size_t k = 0; k < v.early.size(); ++k) v.early[k] = pick(2) == 1;
  v.root_prover1 = pick(2) == 1;
  const int vars = v.n + v.s();
  const auto literal = [&] {
    return pick(constant_in) == 0 ? EarlyLiteral{-1, pick(2) == 1}
                                  : EarlyLiteral{pick(vars), pick(2) == 1};
  };
  const auto depth2 = [&] { return EarlyDepth2{pick(vars), literal(), literal()}; };
  for (EarlySide& side : v.side) {
    side.kind = static_cast<EarlySide::Kind>(pick(3));
    side.var = pick(vars);
    side.lo = depth2();
    side.hi = depth2();
  }
  return v;
}

const std::vector<EarlyBitVerifier>& early_bit_witnesses() {
  using K = EarlySide::Kind;
  // Variables: x1..x5 are 0..4, e1, e2 are 5, 6.
  static const std::vector<EarlyBitVerifier> witnesses = {
      // e1 (Prover 0), root Prover 1: x2 ? (x4 ? ~x3 : x5) : (e1 ? 0 : x3) OR
      // x4 ? (e1 ? ~x1 : x5) : (x1 ? x5 : ~x3).
      {5,
       {false},
       true,
       {{K::Query, 1, {5, {2, true}, {-1, false}}, {3, {4, true}, {2, false}}},
        {K::Query, 3, {0, {2, false}, {4, true}}, {5, {4, true}, {0, false}}}}},
      // e1, e2 (Prover 0), root Prover 1: x3 ? (e2 ? x5 : x1) : (e1 ? ~x4 : ~x5) OR
      // e1 ? (x4 ? x1 : ~x1) : (e2 ? ~x2 : ~x4).
      {5,
       {false, false},
       true,
       {{K::Query, 2, {5, {4, false}, {3, false}}, {6, {0, true}, {4, true}}},
        {K::Query, 5, {6, {3, false}, {1, false}}, {3, {0, false}, {0, true}}}}},
  };
  return witnesses;
}

const EarlyBitVerifier& early_bit_sign_shape() {
  using K = EarlySide::Kind;
  // Variables: x1..x5 are 0..4; side = {kind, var, lo tree, hi tree}, tree = {var, lo, hi}.
  static const EarlyBitVerifier shape{
      5,
      {},
      true,
      {{K::Query, 1, {3, {-1, false}, {4, false}}, {2, {-1, false}, {0, true}}},
       {K::Query, 2, {1, {-1, false}, {-1, false}}, {3, {-1, false}, {-1, true}}}}};
  return shape;
}

const std::vector<EarlyBitVerifier>& early_bit_tight_shapes() {
  using K = EarlySide::Kind;
  // Variables: x1..x5 are 0..4, e1..e5 are 5..9.
  static const std::vector<EarlyBitVerifier> shapes = {
      // e1:P1 e2:P1 e3:P1 e4:P0 e5:P1 root:P0 | x4 ? (x2 ? ~x5 : x5) : (x1 ? e5 : e3) |
      // e4 ? (e2 ? ~e1 : e1) : (x3 ? ~e5 : ~e3)
      {5,
       {true, true, true, false, true},
       false,
       {{K::Query, 3, {0, {7, true}, {9, true}}, {1, {4, true}, {4, false}}},
        {K::Query, 8, {2, {7, false}, {9, false}}, {6, {5, true}, {5, false}}}}},
      // e1:P0 e2:P0 e3:P0 e4:P1 e5:P0 root:P1 | x2 ? (e3 ? ~x1 : x3) : (x5 ? ~x3 : ~e5) |
      // e4 ? (e1 ? ~x4 : e5) : (e2 ? x1 : x4)
      {5,
       {false, false, false, true, false},
       true,
       {{K::Query, 1, {4, {9, false}, {2, false}}, {7, {2, true}, {0, false}}},
        {K::Query, 8, {6, {3, true}, {0, true}}, {5, {9, true}, {3, false}}}}},
  };
  return shapes;
}

}  // namespace debref::dqc
