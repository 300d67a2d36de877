"""`odsgen opt` against mlir-opt 22 on upstream's mlir/test/IR/traits.mlir (recorded by
tests/tools/record_traits_oracle.py): every chunk, and the whole file with
--split-input-file, under upstream's RUN line with default, generic and debuginfo
printing, with and without --verify-diagnostics; stdout, stderr and exit status must
match byte for byte. The chunks that cannot pass yet are strict xfails in GAPS."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from tests.opt_helpers import run_file

DATA = json.loads((Path(__file__).resolve().parent / "data" / "traits_oracle.json").read_text(encoding="utf-8"))
INPUTS = {chunk["chunk"]: chunk["input"] for chunk in DATA["chunks"]}

# chunk -> why it cannot pass (for every flag set; "all" is the whole file).
GAPS: dict[str, str] = {}


@pytest.mark.parametrize("case", DATA["cases"], ids=[f"{c['chunk']}:{c['set']}" for c in DATA["cases"]])
def test_matches_mlir_opt(case: dict, request: pytest.FixtureRequest) -> None:
    if case["chunk"] in GAPS:
        request.applymarker(pytest.mark.xfail(strict=True, reason=GAPS[case["chunk"]]))
    out, err, status = run_file(DATA["flag_sets"][case["set"]], INPUTS[case["chunk"]].encode())
    assert (out.decode(), err.decode(), status) == (case["stdout"], case["stderr"], case["status"])
