// Source: seed 000 Lemma A.5 (proof, eq. 13 and the argmax recursion rule) over Fig. 2; the
// template body of honest_payoff (declared in debate.hpp).
#pragma once

namespace debref::pe {

namespace detail {

template <class Ops>
struct Honest {
  using Num = typename Ops::Num;
  Ops& ops;
  const Rational& eps;
  const Rational& r;
  const std::map<Path, std::vector<Num>>& b;

  // A^k(p) (f - p) with the direction of eq. (13) at correct value g.
  Num round(const Rational& g, const Num& p, const Num& gain, const Num& loss) {
    Num zero = ops.num(Rational(0));
    return ops.ite(ops.gt(ops.num(g) - p, ops.num(eps)), gain,
                   ops.ite(ops.gt(p - ops.num(g), ops.num(eps)), loss, zero));
  }

  Num value(const Node& n, Path& path, int k, const Num& p) {
    Rational g = correct(n);
    if (n.leaf()) {
      Num e = ops.num(n.oracle) - p;  // E[O(u_S)] - p_0
      return round(g, p, e, ops.num(Rational(0)) - e);
    }
    const int q = width(n);
    const std::vector<Num>& t = b.at(path);
    Rational rk = 1;
    for (int i = 0; i < k; ++i) rk *= r;
    std::vector<Rational> gc;
    for (const Node& c : n.children) gc.push_back(correct(c));
    Num total = ops.num(Rational(0));
    for (unsigned z = 0; z < (1u << q); ++z) {
      Num prob = ops.num(Rational(1));
      std::vector<Num> bi;
      for (int i = 0; i < q; ++i) {
        const Num& ti = t[(1u << i) - 1 + (z & ((1u << i) - 1))];
        bi.push_back(ti);
        prob = prob * (((z >> i) & 1u) ? ti : ops.num(Rational(1)) - ti);
      }
      Num e = ops.num(Rational(n.table[z])) - p;
      Num reward = round(g, p, ops.num(rk) * e, ops.num(-rk) * e);
      // j = argmax_i |b_i - g(y_i)|, ties to the smallest i: fold from the last candidate.
      std::vector<Num> child;
      for (int i = 0; i < q; ++i) {
        path.push_back(i);
        child.push_back(value(n.children[i], path, k - 1, bi[i]));
        path.pop_back();
      }
      std::vector<Num> err;
      for (int i = 0; i < q; ++i) err.push_back(ops.abs(bi[i] - ops.num(gc[i])));
      // best_i: value when the argmax over {i..q-1} is taken, and that max error.
      Num next = child[q - 1], best = err[q - 1];
      for (int i = q - 2; i >= 0; --i) {
        auto take = ops.ge(err[i], best);
        next = ops.ite(take, child[i], next);
        best = ops.ite(take, err[i], best);
      }
      total = total + prob * (reward + next);
    }
    return total;
  }
};

}  // namespace detail

template <class Ops>
typename Ops::Num honest_payoff(Ops& ops, const Node& root, const Rational& eps, const Rational& r,
                                int claim, const typename Ops::Num& pd,
                                const std::map<Path, std::vector<typename Ops::Num>>& b) {
  using Num = typename Ops::Num;
  const int d = depth(root);
  Rational rd1 = 1;
  for (int i = 0; i <= d; ++i) rd1 *= r;
  Num agree = claim == 1 ? pd : ops.num(Rational(1)) - pd;  // P[z-hat = A(x)]
  Num init = ops.num(rd1) * agree;
  detail::Honest<Ops> h{ops, eps, r, b};
  Path path;
  Num active = h.value(root, path, d, pd);
  Num gap = ops.abs(pd - ops.num(Rational(claim)));
  return init + ops.ite(ops.gt(gap, ops.num(eps)), active, ops.num(Rational(0)));
}

}  // namespace debref::pe
