"""The index dialect's folders, canonicalize methods and constant materializer
(odsgen/dialect_hooks/index_folds.py, from IndexOps.cpp): `odsgen opt --canonicalize`
against mlir-opt 22's output recorded in tests/data/index_folds.json
(tests/tools/record_index_folds.py), and the 32/64-bit arithmetic underneath."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from odsgen.dialect_hooks import index_folds as folds
from tests.opt_helpers import run_file

DATA = Path(__file__).resolve().parents[1] / "data" / "index_folds.json"
CASES = json.loads(DATA.read_text())["cases"]


def run_opt(text: str) -> tuple[str, str, int]:
    out, err, status = run_file(["--canonicalize"], text.encode())
    return out.decode(), err.decode(), status


@pytest.mark.parametrize("name", sorted(CASES))
def test_golden(name: str) -> None:
    case = CASES[name]
    out, err, status = run_opt(case["input"])
    assert (out, err, status) == (case["stdout"], case["stderr"], case["status"])


def test_the_goldens_fold_something() -> None:
    # The sweeps are only worth running if mlir-opt folded some of each and kept others.
    for op in ("divs", "shrs", "maxs", "add"):
        stdout = CASES[f"sweep_{op}"]["stdout"]
        assert "index.constant" in stdout
    assert "index.divs" in CASES["sweep_divs"]["stdout"]  # 0x100000002 / 2 differs in 32 bits


@pytest.mark.parametrize("width", [32, 64])
def test_signed_division_rounds_toward_zero(width: int) -> None:
    mask = (1 << width) - 1
    for a in (-7, 7, -8, 8, 0, -(1 << (width - 1)) + 1):
        for b in (2, -2, 3, -3, 1, -1):
            quotient = folds._signed(folds._sdiv(a & mask, b & mask, width), width)
            toward_zero = abs(a) // abs(b) * (1 if (a < 0) == (b < 0) else -1)
            assert quotient == toward_zero
            remainder = folds._signed(folds._srem(a & mask, b & mask, width), width)
            assert a == quotient * b + remainder and (remainder == 0 or (remainder < 0) == (a < 0))


def test_floor_and_ceil_division() -> None:
    mask = (1 << 64) - 1
    for a in range(-9, 10):
        for b in (-4, -3, -1, 1, 2, 5):
            floor = folds._signed(folds._floor_div_s(a & mask, b & mask, 64), 64)
            ceil = folds._signed(folds._ceil_div_s(a & mask, b & mask, 64), 64)
            assert floor == a // b and ceil == -((-a) // b)
    assert folds._floor_div_s(5, 0, 64) is None and folds._ceil_div_s(5, 0, 64) is None
    assert folds._ceil_div_u(0, 3, 64) == 0 and folds._ceil_div_u(7, 3, 64) == 3
