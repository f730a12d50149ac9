"""Hypothesis strategies for valid inputs of each family (docs/FORMATS.md), as Python values
(rationals as Fractions) that the functions of `debref` accept. Sizes are kept small so that
the exact reference answers quickly; every bound is a parameter."""
from fractions import Fraction
from itertools import product

from hypothesis import strategies as st


def rationals(min_value=0, max_value=1, max_denominator=8):
    """Fractions in [min_value, max_value] with denominator <= max_denominator."""
    lo, hi = Fraction(min_value), Fraction(max_value)

    @st.composite
    def draw(draw_):
        q = draw_(st.integers(1, max_denominator))
        a = -((-lo.numerator * q) // lo.denominator)  # ceil(lo q)
        b = (hi.numerator * q) // hi.denominator  # floor(hi q)
        if a > b:
            return lo
        return Fraction(draw_(st.integers(a, b)), q)

    return draw()


def probabilities(max_denominator=4):
    """Probabilities in [0, 1] with small denominators."""
    return rationals(0, 1, max_denominator)


def prefixes(t):
    """Every prefix of length <= t, oldest bit first ("" first; docs/FORMATS.md "Oracle")."""
    return ["".join(bits) for n in range(t + 1) for bits in product("01", repeat=n)]


@st.composite
def oracles(draw, max_t=1, max_denominator=4):
    """Oracles {"t": t, "probs": {prefix: P(next bit = 1)}} with t <= max_t (Lean Oracle)."""
    t = draw(st.integers(0, max_t))
    p = probabilities(max_denominator)
    return {"t": t, "probs": {y: draw(p) for y in prefixes(t)}}


# The scaled defaults of the stochastic checks (c = 1/(10k), ...): small sample counts.
EXAMPLE_PARAMS = {"c": Fraction(1, 10), "s": Fraction(1, 5), "b": Fraction(3, 10),
                  "q": Fraction(1, 4), "v": Fraction(1, 8)}


@st.composite
def params(draw, min_gap=Fraction(1, 10)):
    """Params {"c","s","b","q","v"} the protocol is defined for (0 < c < s < b, 0 < q, v < 2;
    docs/STOCHASTIC.md), with s - c >= min_gap so that every agent needs few samples."""
    c = draw(st.sampled_from([Fraction(1, 20), Fraction(1, 10), Fraction(3, 20)]))
    s = c + draw(st.sampled_from([min_gap, min_gap + Fraction(1, 20)]))
    b = s + draw(st.sampled_from([Fraction(1, 20), Fraction(1, 10)]))
    q = draw(st.sampled_from([Fraction(1, 4), Fraction(1, 2)]))
    v = draw(st.sampled_from([Fraction(1, 8), Fraction(1, 4)]))
    return {"c": c, "s": s, "b": b, "q": q, "v": v}


def bit_strings(min_size=0, max_size=3):
    return st.text("01", min_size=min_size, max_size=max_size)


@st.composite
def machines(draw, max_states=2, max_space=3, max_time=6, oracle=True, witness_length=0):
    """Oracle Turing machines of seed 001 in the `debref det --machine` format (docs/FORMATS.md
    "Machine"): states, accepting, delta (index 2q + b), space, time, input and an optional
    query with a deterministic oracle (oracle_table: character i = O at the query whose cells spell i,
    cell 0 most significant)."""
    states = draw(st.integers(1, max_states))
    space = draw(st.integers(max(1, witness_length), max_space))
    delta = [{"next": draw(st.integers(0, states - 1)), "write": draw(st.integers(0, 1)),
              "move": draw(st.sampled_from("LSR"))} for _ in range(2 * states)]
    m = {"states": states,
         "accepting": draw(st.lists(st.integers(0, states - 1), unique=True, max_size=states)),
         "delta": delta, "space": space, "time": draw(st.integers(1, max_time)),
         "input": draw(bit_strings(0, space - witness_length))}
    if oracle and draw(st.booleans()):
        length = draw(st.integers(1, min(space, 3)))
        m["query"] = {"state": draw(st.integers(0, states - 1)), "length": length,
                      "oracle_table": draw(bit_strings(2 ** length, 2 ** length))}
    if witness_length:
        m["witness_length"] = witness_length
    return m


def truth_tables(max_n=3, min_n=0):
    """Truth tables of Boolean functions on n variables: 2^n characters 0/1, character i is
    f(x) with x_1 the most significant bit of i (docs/DQC.md)."""
    return st.integers(min_n, max_n).flatmap(lambda n: bit_strings(2 ** n, 2 ** n))


@st.composite
def decompositions(draw, max_depth=2, max_width=2, max_denominator=4, min_depth=1):
    """seed 000 Def. 5.1 decompositions: {"truth_table": M_D as 2^width characters (character i is
    M_D at the z whose bits z_1..z_q spell i, z_1 most significant), "children": [...]} of uniform
    depth, leaves {"oracle": P}. min_depth=0 draws lone leaves (depth 0) as well."""
    depth = draw(st.integers(min_depth, max_depth))
    width = draw(st.integers(1, max_width))
    p = probabilities(max_denominator)

    def node(d):
        if d == 0:
            return {"oracle": draw(p)}
        return {"truth_table": draw(bit_strings(2 ** width, 2 ** width)),
                "children": [node(d - 1) for _ in range(width)]}

    return node(depth)


@st.composite
def feature_environments(draw, max_features=3, max_values=3, product_prior=True):
    """Feature environments of seed 004: {"features": [{"values": M}, ...], "prior": "uniform"
    or {"product": [[p_0, ..., p_{M-1}], ...]}} (each row sums to 1)."""
    sizes = draw(st.lists(st.integers(2, max_values), min_size=1, max_size=max_features))
    env = {"features": [{"values": m} for m in sizes], "prior": "uniform"}
    if product_prior and draw(st.booleans()):
        rows = []
        for m in sizes:
            weights = draw(st.lists(st.integers(1, 4), min_size=m, max_size=m))
            rows.append([Fraction(w, sum(weights)) for w in weights])
        env["prior"] = {"product": rows}
    return env


@st.composite
def feature_questions(draw, env):
    """A question about the features of `env`: and / or / xor / majority of all features."""
    return {"kind": draw(st.sampled_from(["and", "or", "xor", "majority"]))}


@st.composite
def feature_instances(draw, max_features=3, max_values=2):
    """(env, question, rounds, world) for `debref.feature`."""
    env = draw(feature_environments(max_features, max_values))
    question = draw(feature_questions(env))
    rounds = draw(st.integers(1, len(env["features"])))
    world = [draw(st.integers(0, f["values"] - 1)) for f in env["features"]]
    return env, question, rounds, world
