"""`odsgen opt --canonicalize / --cse / both / --mlir-print-op-generic / upstream's own
pipelines` against mlir-opt 22 on upstream's canonicalization and CSE tests (the chunks
that use only func, arith, cf, scf, builtin and unregistered operations; recorded by
tests/tools/record_canonicalize_oracle.py). The cases still failing are listed in
tests/data/canonicalize/known_gaps.json (by tests/tools/canonicalize_gaps.py) and must
fail: a fixed case fails the test until the list is updated."""

from __future__ import annotations

import pytest

from tests.canonicalize_cases import cases, known_gaps, run

CASES = list(cases())
GAPS = known_gaps()


@pytest.mark.parametrize("case", [c for _, c in CASES], ids=[i for i, _ in CASES])
def test_matches_mlir_opt(case: dict, request: pytest.FixtureRequest) -> None:
    if request.node.callspec.id in GAPS:
        request.applymarker(pytest.mark.xfail(strict=True, reason="known gap (tests/data/canonicalize/known_gaps.json)"))
    out, err, status = run(case)
    assert status == case["status"], err
    if status == 0:
        assert out == case["stdout"]
