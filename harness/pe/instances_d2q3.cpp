// Source: docs/PE.md "Instance family": the d = 2, q = 3 trees of Lemma A.5 (seed 000 Def. 5.1
// decompositions; pe.completeness and its d = 2, q = 3 twins).
#include "harness/core/stream.hpp"
#include "harness/pe/instances.hpp"
#include "harness/pe/json.hpp"

namespace debref::pe {

namespace {

// A width-3 truth table equal to `value` at z* = `star` and its three Hamming neighbours (the
// points one child's answer away), the other four bits from the stream.
unsigned ball_table(Stream& s, unsigned star, int value) {
  unsigned code = static_cast<unsigned>(s.next(256));
  for (unsigned z : {star, star ^ 1u, star ^ 2u, star ^ 4u})
    code = value ? code | (1u << z) : code & ~(1u << z);
  return code;
}

}  // namespace

// Lemma A.5 at d = 2, q = 3 (28 table entries; pe.completeness.d2q3 only). Tables constant on
// the Hamming ball of radius 1 around the children's answers z* are the candidates for
// stability (a differing neighbour moves P[M_D = 1] by about eps > rho eps); the check filters
// by the exact decision anyway.
std::vector<Instance> depth2_width3() {
  std::vector<Instance> out;
  const unsigned maj = 0xE8, all = 0xFF;
  auto leaves = [](unsigned bits) {
    std::vector<Node> kids;
    for (int i = 0; i < 3; ++i) kids.push_back(oracle_leaf((bits >> i) & 1u));
    return kids;
  };
  auto tree = [&](const std::string& name, unsigned root, const std::vector<unsigned>& child,
                  const std::vector<unsigned>& bits) {
    std::vector<Node> kids;
    for (int i = 0; i < 3; ++i) kids.push_back(query_node(table_of(child[i], 3), leaves(bits[i])));
    out.push_back({"d2 q3 " + name, query_node(table_of(root, 3), kids)});
  };
  tree("MAJ(MAJ(1,1,1) x3)", maj, {maj, maj, maj}, {7, 7, 7});
  tree("MAJ(MAJ(0,0,0) x3)", maj, {maj, maj, maj}, {0, 0, 0});
  tree("OR(OR(1,1,1) x3)", 0xFE, {0xFE, 0xFE, 0xFE}, {7, 7, 7});
  tree("AND(AND(0,0,0) x3)", 0x80, {0x80, 0x80, 0x80}, {0, 0, 0});
  tree("1(MAJ(1,1,1), AND(0,0,0), OR(1,1,1))", all, {maj, 0x80, 0xFE}, {7, 0, 7});
  Stream s{2023};
  for (int k = 0; k < 11; ++k) {  // ball tables at every node: stable
    std::vector<unsigned> child, bits;
    unsigned star = 0;
    for (int i = 0; i < 3; ++i) {
      bits.push_back(static_cast<unsigned>(s.next(8)));
      const int v = s.next(2);
      child.push_back(ball_table(s, bits.back(), v));
      star |= static_cast<unsigned>(v) << i;
    }
    const unsigned root = ball_table(s, star, s.next(2));
    std::string name = "M_D=" + table_string(table_of(root, 3)) + "/";
    for (int i = 0; i < 3; ++i)
      name += table_string(table_of(child[i], 3)) + "(" + std::to_string(bits[i]) + ")";
    tree(name, root, child, bits);
  }
  // The listed tables at random leaves: mostly unstable (vacuous; pe.twin.completeness.d2q3's).
  const std::vector<unsigned> listed = {maj, 0x80, 0xFE, 0x96, all, 0x00};
  for (int k = 0; k < 8; ++k) {
    std::vector<unsigned> child, bits;
    const unsigned root = listed[s.next(static_cast<int>(listed.size()))];
    std::string name = "M_D=" + table_string(table_of(root, 3)) + "/";
    for (int i = 0; i < 3; ++i) {
      child.push_back(listed[s.next(static_cast<int>(listed.size()))]);
      bits.push_back(static_cast<unsigned>(s.next(8)));
      name += table_string(table_of(child[i], 3)) + "(" + std::to_string(bits[i]) + ")";
    }
    tree(name, root, child, bits);
  }
  return out;
}

}  // namespace debref::pe
