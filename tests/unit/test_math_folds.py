"""The math dialect's folders and constant materializer (odsgen/dialect_hooks/math_folds.py,
from MathOps.cpp): `odsgen opt --canonicalize` against mlir-opt 22's output recorded in
tests/data/math_folds.json (tests/tools/record_math_folds.py), and the rounding helpers
underneath."""

from __future__ import annotations

import json
import math
from pathlib import Path

import pytest

from odsgen.dialect_hooks import math_folds as folds
from odsgen.ir.numeric import apfloat as ap
from tests.opt_helpers import run_file

DATA = Path(__file__).resolve().parents[1] / "data" / "math_folds.json"
CASES = json.loads(DATA.read_text())["cases"]


def run_opt(text: str) -> tuple[str, str, int]:
    out, err, status = run_file(["--canonicalize"], text.encode())
    return out.decode(), err.decode(), status


@pytest.mark.parametrize("name", sorted(CASES))
def test_golden(name: str) -> None:
    case = CASES[name]
    out, err, status = run_opt(case["input"])
    assert (out, err, status) == (case["stdout"], case["stderr"], case["status"])


def test_the_goldens_fold_f32_and_f64_but_not_f16() -> None:
    stdout = CASES["sweep_sin"]["stdout"]
    assert "math.sin" in stdout and ": f16" in stdout  # f16 is left alone
    assert stdout.count("math.sin") == len(folds_of_type(stdout, "f16"))
    assert "math.floor" not in CASES["sweep_floor"]["stdout"]  # roundToIntegral folds every type
    assert "math.cbrt" in CASES["sweep_cbrt"]["stdout"]  # no folder in MLIR 22


def folds_of_type(stdout: str, type_: str) -> list[str]:
    return [line for line in stdout.splitlines() if "math.sin" in line and line.endswith(f": {type_}")]


@pytest.mark.parametrize("value", [-2.5, -1.5, -0.5, -0.25, 0.25, 0.5, 1.5, 2.5, 3.0, 1e300, -7.75])
def test_round_to_integral_keeps_the_sign_of_zero(value: float) -> None:
    a = ap.APFloat.from_float(ap.F64, value)
    for rounding, reference in ((math.ceil, math.ceil), (math.floor, math.floor), (folds._round_half_even, round)):
        result = folds._round_to_integral(a, rounding)
        expected = float(reference(value))
        assert float(result) == expected
        assert math.copysign(1.0, float(result)) == math.copysign(1.0, value)  # -0.5 -> -0.0


def test_host_functions_are_the_c_library_s() -> None:
    sin = folds._host("sin")
    assert float(sin(ap.APFloat.from_float(ap.F64, 0.5))) == math.sin(0.5)
    single = sin(ap.APFloat.from_float(ap.F32, 0.5))
    assert single.sem is ap.F32 and abs(float(single) - math.sin(0.5)) < 1e-7
    assert sin(ap.APFloat.from_float(ap.F16, 0.5)) is None
