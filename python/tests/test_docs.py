"""Every ```python block of docs/PYTHON.md runs (from the repository root) as written."""
import os
from pathlib import Path
import re

import pytest

ROOT = Path(__file__).resolve().parents[2]
BLOCKS = re.findall(r"```python\n(.*?)```", (ROOT / "docs" / "PYTHON.md").read_text(), re.S)


@pytest.mark.parametrize("index", range(len(BLOCKS)))
def test_docs_python_block(index, monkeypatch):
    if "import numpy" in BLOCKS[index]:
        pytest.importorskip("numpy")
    monkeypatch.chdir(ROOT)
    monkeypatch.setattr("sys.path", list(__import__("sys").path))
    exec(compile(BLOCKS[index], f"docs/PYTHON.md block {index + 1}", "exec"), {"__name__": "docs"})


def test_docs_have_the_examples():
    assert len(BLOCKS) >= 3 and os.path.exists(ROOT / "python" / "tests" / "example_debate.py")
