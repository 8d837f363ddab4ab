"""The README's example is the example suite's own code, word for word (so it is run, and real)."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

README = Path(__file__).resolve().parents[1] / "README.md"
SUITE = Path(__file__).resolve().parent / "test_mail_app.py"


@pytest.mark.skipif(not README.exists(), reason="README.md is not beside the tests")
def test_the_readme_example_is_from_the_suite() -> None:
    found = re.search(r"```python\n(import pytest\n.*?)```", README.read_text(encoding="utf-8"), re.S)
    assert found, "README.md has no example block starting with `import pytest`"
    suite = SUITE.read_text(encoding="utf-8")
    chunks = [chunk.strip() for chunk in found.group(1).split("\n\n\n") if chunk.strip()]
    definitions = chunks[1:]  # after the imports (the suite imports more)
    assert len(definitions) >= 3
    for definition in definitions:
        assert definition in suite, f"this part of the README's example is not in {SUITE.name}:\n{definition}"
