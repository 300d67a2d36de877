"""Upstream test-dialect operations with C++ parsers and printers (TestOpsSyntax.cpp,
TestDialect.cpp) parse, print and fail as mlir-opt 22 does, with default, generic and
debuginfo printing (goldens: tests/tools/record_test_dialect_syntax.py)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from tests.opt_helpers import run_file

DATA = json.loads((Path(__file__).resolve().parent / "data" / "test_dialect_syntax.json").read_text())


@pytest.mark.parametrize(
    "row", DATA["cases"], ids=[f"{r['input'].splitlines()[0][:40]}:{r['flags']}" for r in DATA["cases"]]
)
def test_matches_mlir_opt(row: dict) -> None:
    out, err, status = run_file(DATA["flags"][row["flags"]], row["input"].encode())
    assert (out.decode(), err.decode(), status) == (row["stdout"], row["stderr"], row["status"])
