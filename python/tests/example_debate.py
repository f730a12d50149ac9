"""A small pure-Python implementation of the stochastic debate under honest play (Lean
Debate/Protocol.lean: alice, bob, vera, step, debate; docs/STOCHASTIC.md), written the way a
user would, independently of debref's C++: the example that tests/test_example.py cross-checks
against debref with debref.testing.

Honest Alice (`alice c q`) at prefix y draws n_a = samples(c, q) samples of the next bit
(P(1) = o(y)) and claims the mean j/n_a; Bob (`bob s b q`) draws samples((b-s)/2, q) and accepts
iff |claim - mean| < (s+b)/2; if he accepts, the next bit is drawn with probability claim,
otherwise the debate ends with Vera's verdict (`vera c s v`: samples((s-c)/2, v), accept iff
|claim - mean| < (c+s)/2; accept = true). After t+1 bits the output is the last bit.
"""
from fractions import Fraction
from math import ceil, comb, floor, log


def samples(e, q):
    """Lean `samples e q` = ceil(-log(q/2) / (2 e^2)) (floating point: fine unless the value is
    within rounding of an integer, which the cross-check would reveal)."""
    return ceil(-log(q / 2) / (2 * e * e))


def binomial_pmf(n, x):
    """P(Binomial(n, x) = j) for j = 0..n, exactly."""
    x = Fraction(x)
    return [comb(n, j) * x**j * (1 - x) ** (n - j) for j in range(n + 1)]


def cumulative(pmf):
    """cdf[k] = P(X < k)."""
    cdf = [Fraction(0)]
    for p in pmf:
        cdf.append(cdf[-1] + p)
    return cdf


def accept_probability(claim, n, cdf, radius):
    """P(|claim - X/n| < radius) = P(n(claim - r) < X < n(claim + r)), X ~ the cdf's law."""
    lo = max(0, floor(n * (claim - radius)) + 1)
    hi = min(n, ceil(n * (claim + radius)) - 1)
    return cdf[hi + 1] - cdf[lo] if lo <= hi else Fraction(0)


def honest_value(oracle, params):
    """P(the debate outputs true) with honest Alice, Bob and Vera."""
    c, s, b, q, v = (Fraction(params[k]) for k in "csbqv")
    t = oracle["t"]
    na, nb, nv = samples(c, q), samples((b - s) / 2, q), samples((s - c) / 2, v)

    def value(y):
        x = Fraction(oracle["probs"][y])
        alice = binomial_pmf(na, x)
        bob, vera = cumulative(binomial_pmf(nb, x)), cumulative(binomial_pmf(nv, x))
        last = len(y) == t
        one = Fraction(1) if last else value(y + "1")
        zero = Fraction(0) if last else value(y + "0")
        total = Fraction(0)
        for j, alpha in enumerate(alice):
            if alpha == 0:
                continue
            claim = Fraction(j, na)
            beta = accept_probability(claim, nb, bob, (s + b) / 2)
            gamma = accept_probability(claim, nv, vera, (c + s) / 2)
            total += alpha * (beta * (claim * one + (1 - claim) * zero) + (1 - beta) * gamma)
        return total

    return value("")


def final_prob(oracle):
    """Lean Oracle.final: P(the (t+1)-th bit is 1) when every bit is drawn from the oracle."""
    t = oracle["t"]

    def prob(y):
        x = Fraction(oracle["probs"][y])
        if len(y) == t:
            return x
        return x * prob(y + "1") + (1 - x) * prob(y + "0")

    return prob("")


def debate(oracle, params):
    """The keys this implementation provides, named as debref names them."""
    c, s, b, q, v = (Fraction(params[k]) for k in "csbqv")
    return {"honest_value": honest_value(oracle, params), "final_prob": final_prob(oracle),
            "samples": {"alice": samples(c, q), "bob": samples((b - s) / 2, q),
                        "vera": samples((s - c) / 2, v)}}
