"""The func, arith, cf, scf, memref and tensor operations against what mlir-opt 22 printed.

The data in tests/data/ops/ was recorded by tests/tools/record_ops_oracle.py (no test runs
mlir-opt; see that script for how each file was made):

* `examples/NAME.mlir` runs through `odsgen opt` in-process, from inside `examples/`, with
  each variant's flags (manifest.json), and must print `expected/NAME.VARIANT.mlir`
  byte for byte.
* Round trip: odsgen must print the recorded default output again from the recorded
  generic output (mlir-opt does), and must read the recorded default (custom) output and
  the recorded generic output into the same IR: printed generically, the first gives
  what mlir-opt gave (`roundtrip/NAME.generic.mlir`), the second the generic output
  itself, and the two are equal wherever mlir-opt's are (roundtrip.json).
* `invalid.jsonl`: each input, run as `input.mlir`, must fail with exactly the recorded
  diagnostics (parsed from standard error the same way the recorder parsed mlir-opt's).

Nothing here is skipped or marked as expected to fail: a case that odsgen does not
reproduce yet fails.
"""

from __future__ import annotations

import json
import os
from pathlib import Path

import pytest

from tests.opt_helpers import run_file, run_in_process
from tests.tools.record_ops_oracle import parse_diagnostics

DATA = Path(__file__).resolve().parent / "data" / "ops"
EXAMPLES = DATA / "examples"
EXPECTED = DATA / "expected"
ROUNDTRIP = DATA / "roundtrip"
MANIFEST = json.loads((DATA / "manifest.json").read_text())
VARIANTS: dict[str, list[str]] = MANIFEST["variants"]
ROUNDTRIP_AGREES: dict[str, dict[str, bool]] = json.loads((DATA / "roundtrip.json").read_text())
INVALID = [
    json.loads(line) for line in (DATA / "invalid.jsonl").read_text().splitlines() if line.strip()
]
U = "--allow-unregistered-dialect"
GENERIC = "--mlir-print-op-generic"


def _text(data: bytes) -> str:
    return data.decode("utf-8", errors="backslashreplace")


def run_example(name: str, args: list[str]) -> tuple[str, str, int]:
    """`odsgen opt ARGS NAME.mlir` in-process, from inside examples/ (as mlir-opt ran)."""
    cwd = os.getcwd()
    os.chdir(EXAMPLES)
    try:
        out, err, status = run_in_process([*args, f"{name}.mlir"])
    finally:
        os.chdir(cwd)
    return _text(out), _text(err), status


def run_text(args: list[str], text: str) -> tuple[str, str, int]:
    """`odsgen opt ARGS input.mlir` in-process, `input.mlir` holding `text`."""
    out, err, status = run_file(args, text.encode("utf-8"))
    return _text(out), _text(err), status


# -- the data itself -----------------------------------------------------------------------


def test_data_is_complete() -> None:
    """Every example has its recorded outputs, and the invalid cases are all there."""
    names = sorted(path.stem for path in EXAMPLES.glob("*.mlir"))
    assert names and names == MANIFEST["examples"], "re-run tests/tools/record_ops_oracle.py"
    for name in names:
        for variant in VARIANTS:
            assert (EXPECTED / f"{name}.{variant}.mlir").is_file(), (name, variant)
        assert (ROUNDTRIP / f"{name}.generic.mlir").is_file(), name
        assert ROUNDTRIP_AGREES[name]["generic_to_default"], name
    idents = [row["id"] for row in INVALID]
    assert len(idents) == MANIFEST["invalid_cases"] >= 120
    assert idents == sorted(set(idents)), "invalid.jsonl ids must be unique and sorted"
    for row in INVALID:
        assert set(row) == {"id", "op", "rule", "input", "diagnostics"}, row["id"]
        assert any(": error: " in d.split("\n")[0] for d in row["diagnostics"]), row["id"]


# -- examples ------------------------------------------------------------------------------


@pytest.mark.parametrize(
    "name, variant",
    [
        pytest.param(name, variant, id=f"{name}.{variant}")
        for name in MANIFEST["examples"]
        for variant in VARIANTS
    ],
)
def test_example(name: str, variant: str) -> None:
    expected = (EXPECTED / f"{name}.{variant}.mlir").read_text()
    out, err, status = run_example(name, VARIANTS[variant])
    assert status == 0, err
    assert err == ""
    assert out == expected


# -- round trip ----------------------------------------------------------------------------


@pytest.mark.parametrize(
    "name", [pytest.param(name, id=f"{name}.generic_to_default") for name in MANIFEST["examples"]]
)
def test_generic_output_prints_default_output(name: str) -> None:
    out, err, status = run_text([U], (EXPECTED / f"{name}.generic.mlir").read_text())
    assert status == 0, err
    assert out == (EXPECTED / f"{name}.default.mlir").read_text()


@pytest.mark.parametrize(
    "name", [pytest.param(name, id=f"{name}.same_ir") for name in MANIFEST["examples"]]
)
def test_custom_and_generic_outputs_are_the_same_ir(name: str) -> None:
    from_custom, err, status = run_text(
        [U, GENERIC], (EXPECTED / f"{name}.default.mlir").read_text()
    )
    assert status == 0, err
    from_generic, err, status = run_text(
        [U, GENERIC], (EXPECTED / f"{name}.generic.mlir").read_text()
    )
    assert status == 0, err
    assert from_generic == (EXPECTED / f"{name}.generic.mlir").read_text()
    assert from_custom == (ROUNDTRIP / f"{name}.generic.mlir").read_text()
    if ROUNDTRIP_AGREES[name]["default_to_generic"]:
        assert from_custom == from_generic


# -- invalid input -------------------------------------------------------------------------


@pytest.mark.parametrize("row", [pytest.param(row, id=row["id"]) for row in INVALID])
def test_invalid(row: dict) -> None:
    out, err, status = run_text([U], row["input"])
    assert status == 1, f"accepted:\n{out}"
    assert out == ""
    assert parse_diagnostics(err) == row["diagnostics"]
