"""`odsgen opt` pass flags and pipelines against mlir-opt 22 (outputs and errors recorded
by tests/tools/record_pass_cli_oracle.py): --canonicalize[=options], --cse, --symbol-dce,
-p / --pass-pipeline, mlir-opt's one-dash spellings, malformed pipelines, and memory
effects declared in YAML (memref's MemRead/MemWrite/MemAlloc operands and results)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from tests.opt_helpers import run_file

ORACLE = json.loads((Path(__file__).parent / "data" / "pass_cli_oracle.json").read_text())


@pytest.mark.parametrize(
    "case", ORACLE["cases"], ids=[f"{i}: {' '.join(c['flags'])}" for i, c in enumerate(ORACLE["cases"])]
)
def test_matches_mlir_opt(case: dict) -> None:
    out, err, status = run_file(case["flags"], case["input"].encode())
    assert (out.decode(), err.decode(), status) == (case["stdout"], case["stderr"], case["status"])


def test_mlir_timing_reports_each_pass() -> None:
    text = ORACLE["cases"][0]["input"]
    out, err, status = run_file(["--mlir-timing", "-p", "builtin.module(func.func(cse),canonicalize)"], text.encode())
    text = err.decode()
    assert status == 0 and "Execution time report" in text
    assert "CSE" in text and "Canonicalizer" in text and "'func.func' Pipeline" in text
