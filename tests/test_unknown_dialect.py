"""Operations of unknown dialects, as mlir-opt 22 reports them (recorded by
tests/tools/record_unknown_dialect_oracle.py), and how `odsgen opt` says to load one.

mlir-opt's note lists the dialects it was built with; odsgen's lists its own, so the test
puts odsgen's list in its place and compares everything else byte for byte."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from odsgen.opt import OptOptions, make_context

from .conftest import ROOT
from .opt_helpers import run_in_process

ORACLE = json.loads((ROOT / "tests" / "data" / "unknown_dialect_oracle.json").read_text())
LISTED = re.compile(r"(note: Available dialects: )(.*?)( ; for more info)")
HINT = re.compile(r"^input\.mlir:\d+:\d+: note: a dialect defined with odsgen is loaded with `--dialect MODULE`.*\n", re.M)


@pytest.mark.parametrize("case", ORACLE["cases"], ids=[c["id"] for c in ORACLE["cases"]])
def test_like_mlir_opt(case: dict, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.chdir(tmp_path)
    (tmp_path / "input.mlir").write_text(case["input"])
    out, err, status = run_in_process([*case["args"], "input.mlir"])
    ours = ", ".join(make_context(OptOptions()).available_dialects())
    expected = LISTED.sub(lambda m: m.group(1) + ours + m.group(3), case["stderr"])
    stderr = err.decode()
    hints = HINT.findall(stderr)
    assert HINT.sub("", stderr) == expected
    # The hint follows mlir-opt's note exactly when the dialect is unknown.
    assert len(hints) == (1 if "not found for custom op" in expected else 0)
    assert (out, status) == (b"", case["status"])


def test_a_dialect_generated_into_the_working_directory_loads(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """`--dialect out.qc` finds a module generated into ./out, as `python -m` would."""
    from odsgen.cli import main

    monkeypatch.chdir(tmp_path)
    (tmp_path / "qc.yaml").write_text(
        "dialect: {name: qcwd, pythonModule: out.qcwd}\noperations:\n"
        "  - {name: AllocOp, mnemonic: alloc, assemblyFormat: attr-dict}\n"
    )
    assert main(["generate", "qc.yaml", "-o", "out"]) == 0
    (tmp_path / "input.mlir").write_text("qcwd.alloc\n")
    monkeypatch.setattr("sys.path", [p for p in __import__("sys").path if p not in ("", str(tmp_path))])
    out, err, status = run_in_process(["--dialect", "out.qcwd", "input.mlir"])
    assert (out, err, status) == (b"module {\n  qcwd.alloc\n}\n\n", b"", 0)


@pytest.mark.parametrize(
    ("module", "note"),
    [
        ("no_such_pkg_xyz.dialects.qc", "note: 'no_such_pkg_xyz' was looked for in: "),
        ("out/qc.py", "note: --dialect takes the generated module's import path"),
    ],
)
def test_a_failing_dialect_import_says_what_was_tried(module: str, note: str, tmp_path: Path, monkeypatch) -> None:
    monkeypatch.chdir(tmp_path)
    (tmp_path / "input.mlir").write_text("")
    out, err, status = run_in_process(["--dialect", module, "input.mlir"])
    lines = err.decode().splitlines()
    assert status == 1 and out == b"" and len(lines) == 2
    assert lines[0].startswith(f"error: cannot load dialect module '{module}': No module named ")
    assert lines[1].startswith(note)


def test_an_undotted_generic_name_is_of_no_dialect(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """`"index"` names no dialect (StringAttr's referenced dialect needs a `.`), so with
    --allow-unregistered-dialect it is an unknown op like any other, not an unknown op of
    the index dialect (which does not allow them); without it, see the oracle's
    `undotted_generic_name`."""
    monkeypatch.chdir(tmp_path)
    (tmp_path / "input.mlir").write_text('"index"() : () -> ()\n')
    out, err, status = run_in_process(["--allow-unregistered-dialect", "input.mlir"])
    assert (err, status) == (b"", 0)
    assert b'"index"() : () -> ()' in out
