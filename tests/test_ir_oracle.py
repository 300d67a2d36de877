"""`odsgen opt` against mlir-opt 22 on upstream's mlir/test/IR tests (traits.mlir,
operand.mlir, result.mlir, region.mlir; recorded by tests/tools/record_ir_oracle.py):
every chunk, and the whole file with --split-input-file, under each file's RUN line with
default, generic and debuginfo printing, with and without --verify-diagnostics; stdout,
stderr and exit status must match byte for byte. The chunks that cannot pass yet are
strict xfails in GAPS."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from tests.opt_helpers import run_file

DATA_DIR = Path(__file__).resolve().parent / "data" / "ir_oracle"
DATA = {path.stem: json.loads(path.read_text(encoding="utf-8")) for path in sorted(DATA_DIR.glob("*.json"))}
INPUTS = {(name, chunk["chunk"]): chunk["input"] for name, data in DATA.items() for chunk in data["chunks"]}
CASES = [(name, case) for name, data in DATA.items() for case in data["cases"]]

# (file, chunk) -> why it cannot pass (for every flag set; "all" is the whole file).
GAPS: dict[tuple[str, str], str] = {}


def test_every_upstream_file_is_recorded() -> None:
    assert sorted(DATA) == ["operand", "region", "result", "traits"]


@pytest.mark.parametrize("name,case", CASES, ids=[f"{name}:{c['chunk']}:{c['set']}" for name, c in CASES])
def test_matches_mlir_opt(name: str, case: dict, request: pytest.FixtureRequest) -> None:
    if (name, case["chunk"]) in GAPS:
        request.applymarker(pytest.mark.xfail(strict=True, reason=GAPS[name, case["chunk"]]))
    flags = DATA[name]["flag_sets"][case["set"]]
    out, err, status = run_file(flags, INPUTS[name, case["chunk"]].encode())
    assert (out.decode(), err.decode(), status) == (case["stdout"], case["stderr"], case["status"])
