"""Names and texts from YAML reach generated code only as quoted literals: even a name
that slipped past validation stays inert text, and hostile summaries still import."""

from __future__ import annotations

import ast
import os
import subprocess
import sys
from pathlib import Path

import pytest

from odsgen.pipeline import plan_generation, write_plan

from .conftest import ROOT

PAYLOAD = 'x" + str(__import__("os").system("touch pwned")) + "'

DEFS = """\
dialect: {name: bad, summary: 'ends with a quote "'}
enums:
  - name: Mode
    summary: "a triple \\"\\"\\" quote, a backslash \\\\ and a lone carriage return \\r"
    cases:
      - {symbol: a, value: 0, string: "it's \\"quoted\\" {braces}"}
attributes:
  - name: Tagged
    mnemonic: tagged
    summary: "line one\\nline two \\"\\"\\""
operations:
  - name: AOp
    mnemonic: MNEMONIC
    summary: "summary with \\"quotes\\", {braces} and a newline\\n"
"""


def _generate(tmp_path: Path, mnemonic: str) -> Path:
    (tmp_path / "bad.yaml").write_text(DEFS.replace("MNEMONIC", "'" + mnemonic.replace("'", "''") + "'"))
    cwd = os.getcwd()
    os.chdir(tmp_path)
    try:
        write_plan(plan_generation([Path("bad.yaml")], Path("badgen")))
    finally:
        os.chdir(cwd)
    return tmp_path


def _import(root: Path, expression: str) -> str:
    proc = subprocess.run(
        [sys.executable, "-c", f"import badgen.bad as m; print({expression})"],
        cwd=root, capture_output=True, timeout=120,
        env=dict(os.environ, PYTHONPATH=os.pathsep.join([str(root), str(ROOT)])),
    )
    assert proc.returncode == 0, proc.stderr.decode()
    return proc.stdout.decode()


def test_a_name_that_escaped_validation_stays_a_string(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    # Without the mnemonic check (test_invalid_definitions has the case that rejects it),
    # quoting alone keeps the payload inert.
    monkeypatch.setattr("odsgen.spec.ops.valid_mnemonic", lambda name: True)
    root = _generate(tmp_path, PAYLOAD)
    assert _import(root, "m.AOp.OPERATION_NAME") == f"bad.{PAYLOAD}\n"
    assert not (root / "pwned").exists()


def test_hostile_texts_generate_importable_code(tmp_path: Path) -> None:
    root = _generate(tmp_path, "a")
    out = _import(root, "repr((m.Mode._ods_strings, m.TaggedAttr.__doc__, m.AOp.__doc__, m.__doc__))")
    strings, attr_doc, op_doc, module_doc = ast.literal_eval(out)
    assert list(strings.values()) == ['it\'s "quoted" {braces}']
    assert attr_doc.startswith('line one\n') and '"""' in attr_doc
    assert op_doc.startswith('summary with "quotes", {braces} and a newline')
    assert 'ends with a quote "' in module_doc
