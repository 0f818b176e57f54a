"""The Python examples of the learning guide (docs/learning.md) run as pasted, each in a fresh
interpreter, with the package installed (not the sources beside the tests)."""
import os
import re
import subprocess
import sys

import pytest

GUIDE = os.path.join(os.path.dirname(__file__), "..", "..", "docs", "learning.md")
with open(GUIDE, encoding="utf-8") as f:
    BLOCKS = re.findall(r"```python\n(.*?)```", f.read(), re.S)
# the RLlib pointer needs Ray, which the guide says it does not test
RUNNABLE = [b for b in BLOCKS if "ray" not in b.split("\n", 1)[0] and "from ray" not in b]


def test_the_guide_has_its_examples():
    assert len(RUNNABLE) >= 4


@pytest.mark.parametrize("code", RUNNABLE, ids=[f"example-{i + 1}" for i in range(len(RUNNABLE))])
def test_an_example_of_the_guide_runs_as_pasted(code):
    run = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, cwd="/", timeout=600)
    assert run.returncode == 0, run.stderr
    assert run.stdout.strip() != ""
