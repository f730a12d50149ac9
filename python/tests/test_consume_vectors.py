"""scripts/consume_vectors.py (docs/VECTORS.md "Consuming them"): an implementation of part of a
family is compared on the keys it returns, one family at a time, printing key, expected, got."""
from pathlib import Path
import subprocess
import sys

ROOT = Path(__file__).resolve().parents[2]
PARTIAL = '''
from fractions import Fraction

def final_prob(family, given):
    """final_prob of the t = 0 oracles only (a partial implementation); wrong when HALVE."""
    if family != "stochastic" or given["oracle"]["t"] != 0 or given.get("protocol_overrides"):
        return None
    p = Fraction(given["oracle"]["probs"][""])
    if not 0 <= p <= 1:
        raise ValueError("probs: outside [0, 1]")
    return {"final_prob": p / 2 if HALVE else p}
'''


def consume(tmp_path, halve, *options):
    (tmp_path / "partial.py").write_text(f"HALVE = {halve}\n" + PARTIAL)
    return subprocess.run(
        [sys.executable, str(ROOT / "scripts" / "consume_vectors.py"), "--python",
         "partial:final_prob", "--family", "stochastic", "--skip-invalid", *options,
         str(ROOT / "tests" / "vectors")],
        cwd=tmp_path, capture_output=True, text=True)


def test_a_partial_implementation_is_compared_on_its_keys(tmp_path):
    r = consume(tmp_path, False)
    assert r.returncode == 0, r.stdout + r.stderr
    assert "0 failures" in r.stdout and "vectors compared on" in r.stdout


def test_a_mismatch_prints_key_expected_got(tmp_path):
    r = consume(tmp_path, True, "--ids", "1")
    assert r.returncode == 1
    assert "FAIL stochastic #1" in r.stdout
    assert "  final_prob: expected 1/2, got 1/4" in r.stdout
