"""Every broken definition in tests/invalid/ gives its expected diagnostic.

Each case NAME.yaml has NAME.err beside it: exactly what `odsgen generate` prints on
stderr. The .err files are produced by the tool (run with ODSGEN_UPDATE_GOLDENS=1 to
rewrite them) and reviewed; a case must fail with exit status 1, print no traceback and
write nothing.
"""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from odsgen.cli import main

from .conftest import ROOT

CASES = sorted((ROOT / "tests" / "invalid").glob("*.yaml"))
UPDATE = os.environ.get("ODSGEN_UPDATE_GOLDENS") == "1"


def test_there_are_at_least_thirty_cases() -> None:
    assert len(CASES) >= 30


@pytest.mark.parametrize("case", CASES, ids=[c.stem for c in CASES])
def test_invalid_definition(case: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    monkeypatch.chdir(ROOT)
    out = tmp_path / "out"
    status = main(["generate", str(case.relative_to(ROOT)), "-o", str(out)])
    captured = capsys.readouterr()
    expected_file = case.with_suffix(".err")
    if UPDATE:
        expected_file.write_text(captured.err)
    assert status == 1
    assert "Traceback" not in captured.err
    assert not out.exists()
    assert captured.err == expected_file.read_text()
    # Shape: file:line:col: error: message, the source line, a caret.
    first = captured.err.splitlines()
    assert ": error: " in first[0] and first[2].strip() == "^"
