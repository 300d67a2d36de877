"""The arith dialect's folders and C++ canonicalization patterns (ArithOps.cpp, MLIR 22):
`odsgen opt --canonicalize` against mlir-opt's output recorded in
tests/data/arith_folds.json (tests/tools/record_arith_folds.py), and the APFloat and
APInt arithmetic underneath checked against Python's IEEE doubles and integers."""

from __future__ import annotations

import json
import math
import os
import random
import struct
import tempfile
from fractions import Fraction
from pathlib import Path

import pytest

from odsgen.dialect_hooks import arith_float as fp
from odsgen.dialect_hooks import arith_folds
from odsgen.ir.numeric import apfloat as ap
from tests.opt_helpers import run_in_process

DATA = Path(__file__).resolve().parents[1] / "data" / "arith_folds.json"
CASES = json.loads(DATA.read_text())["cases"]

def run_opt(text: str, flags: list[str]) -> tuple[str, str, int]:
    with tempfile.TemporaryDirectory() as tmp:
        (Path(tmp) / "input.mlir").write_text(text)
        cwd = os.getcwd()
        os.chdir(tmp)
        try:
            out, err, status = run_in_process(["input.mlir", *flags])
        finally:
            os.chdir(cwd)
    return out.decode(), err.decode(), status


@pytest.mark.parametrize("name", sorted(CASES))
def test_golden(name: str) -> None:
    case = CASES[name]
    out, err, status = run_opt(case["input"], case["flags"])
    assert (out, status) == (case["stdout"], case["status"]), err


# -- APFloat arithmetic against Python's doubles -----------------------------------------------


def _double(value: float) -> ap.APFloat:
    return ap.APFloat.from_float(ap.F64, value)


def _bits(value: float) -> int:
    return struct.unpack("<Q", struct.pack("<d", value))[0]


def _sample_doubles(rng: random.Random, count: int) -> list[float]:
    specials = [0.0, -0.0, 1.0, -1.0, 0.1, 1e308, -1e308, 5e-324, -5e-324, 2.2250738585072014e-308, math.inf, -math.inf, 3.0, 1e-300]
    values = list(specials)
    while len(values) < count:
        kind = rng.random()
        if kind < 0.4:
            values.append(rng.uniform(-1e6, 1e6))
        elif kind < 0.7:
            values.append(struct.unpack("<d", struct.pack("<Q", rng.getrandbits(64)))[0])
        else:
            values.append(float(rng.randint(-1000, 1000)) / rng.choice([1, 2, 3, 7, 1024]))
    return [v for v in values if not math.isnan(v)]


@pytest.mark.parametrize(
    "name, ours, python",
    [
        ("add", fp.add, lambda a, b: a + b),
        ("subtract", fp.subtract, lambda a, b: a - b),
        ("multiply", fp.multiply, lambda a, b: a * b),
        ("divide", fp.divide, lambda a, b: a / b if b else None),
        ("mod", fp.mod, lambda a, b: math.fmod(a, b) if b and not math.isinf(a) else None),
    ],
)
def test_float_arithmetic_matches_doubles(name: str, ours, python) -> None:  # type: ignore[no-untyped-def]
    rng = random.Random(name)
    values = _sample_doubles(rng, 60)
    for a in values:
        for b in values:
            try:
                expected = python(a, b)
            except (OverflowError, ZeroDivisionError):
                continue
            if expected is None:
                continue
            result = ours(_double(a), _double(b))
            if math.isnan(expected):
                assert result.is_nan(), (name, a, b)
            else:
                assert result.bits == _bits(expected), (name, a, b, result, expected)


def test_float_special_results() -> None:
    one, zero = _double(1.0), _double(0.0)
    inf, nan = ap.inf(ap.F64), ap.make_nan(ap.F64, True)
    snan = ap.make_nan(ap.F32, False, True)
    assert fp.divide(one, zero).bits == _bits(math.inf)
    assert fp.divide(one.negated(), zero).bits == _bits(-math.inf)
    assert fp.divide(zero, zero).bits == 0x7FF8000000000000  # the default NaN is positive
    assert fp.add(inf, inf.negated()).bits == 0x7FF8000000000000
    assert fp.multiply(nan, one) is nan  # a NaN operand keeps its sign
    assert fp.add(ap.APFloat.from_float(ap.F32, 1.0), snan).bits == 0x7FE00000  # 0x7FA00000 made quiet
    assert fp.mod(_double(-4.0), _double(2.0)).bits == _bits(-0.0)
    # x - x is +0, -0 + -0 is -0
    assert fp.subtract(one, one).bits == 0
    assert fp.add(zero.negated(), zero.negated()).bits == _bits(-0.0)
    # Division by zero in a type without infinities gives its NaN.
    e4m3 = ap.APFloat.from_fraction(ap.F8E4M3FN, 1)
    assert fp.divide(e4m3, ap.zero(ap.F8E4M3FN)).is_nan()
    # negf cannot change the sign of zero or NaN where NaN is the negative-zero pattern.
    fnuz_zero = ap.zero(ap.F8E5M2FNUZ)
    assert fp.negate(fnuz_zero) == fnuz_zero


def test_float_min_max() -> None:
    pz, nz = _double(0.0), _double(-0.0)
    qnan, snan = ap.make_nan(ap.F64), ap.make_nan(ap.F64, False, True)
    one = _double(1.0)
    assert fp.maximum(nz, pz) is pz and fp.minimum(pz, nz) is nz
    assert fp.maxnum(nz, pz) is pz and fp.minnum(pz, nz) is nz
    assert fp.maximum(one, qnan) is qnan
    assert fp.maxnum(qnan, one) is one
    assert fp.minnum(snan, one) == fp.make_quiet(snan)  # LLVM 22: a signaling NaN wins, quieted
    assert fp.compare(pz, nz) is fp.Cmp.EQUAL
    assert fp.compare(qnan, qnan) is fp.Cmp.UNORDERED


def test_float_conversions() -> None:
    tenth = ap.APFloat.from_fraction(ap.F32, Fraction(1, 10))
    assert fp.convert_exact(tenth, ap.F64) is not None
    assert fp.convert_exact(tenth, ap.F16) is None  # inexact
    assert fp.convert_exact(ap.APFloat.from_fraction(ap.F32, Fraction(1, 2)), ap.F16) is not None
    assert fp.convert_exact(ap.inf(ap.F32), ap.F8E4M3FN) is None  # no infinity there
    assert fp.convert_exact(ap.make_nan(ap.F16, False, True), ap.F32) is None  # signaling
    assert fp.to_int(ap.APFloat.from_fraction(ap.F32, Fraction(-11, 4)), 32, True) == (-2) & 0xFFFFFFFF
    assert fp.to_int(ap.APFloat.from_fraction(ap.F32, Fraction(-11, 4)), 32, False) is None
    assert fp.to_int(ap.APFloat.from_fraction(ap.F32, Fraction(-1, 2)), 8, False) == 0
    assert fp.to_int(ap.APFloat.from_fraction(ap.F32, 128), 8, True) is None
    assert fp.to_int(ap.APFloat.from_fraction(ap.F32, -128), 8, True) == 0x80
    assert fp.from_int(ap.F32, 0xFFFFFFFF, 32, True).to_fraction() == -1
    assert fp.from_int(ap.F32, 0xFFFFFFFF, 32, False).to_fraction() == 2**32
    assert fp.ilogb(ap.APFloat(ap.F64, ap.Category.NORMAL, False, -1022, 1)) == -1074


# -- APInt helpers ------------------------------------------------------------------------------


def test_apint_division_semantics() -> None:
    w, m = 8, 0xFF
    rng = random.Random(8)
    for _ in range(500):
        a, b = rng.randrange(256), rng.randrange(1, 256)
        x, y = arith_folds.signed(a, w), arith_folds.signed(b, w)
        q = int(Fraction(x, y))  # truncating
        assert arith_folds._sdiv(a, b, w) == q & m
        assert arith_folds._srem(a, b, w) == (x - q * y) & m
    assert arith_folds._sdiv_ov(0x80, 0xFF, 8)[1]
    assert not arith_folds._sdiv_ov(0x80, 0x01, 8)[1]
    assert arith_folds._ssub_ov(0, 0x80, 8) == (0x80, True)
    assert arith_folds._sadd_ov(0x7F, 1, 8) == (0x80, True)
    assert arith_folds._mulhs(0xFF, 0xFF, 8) == 0  # -1 * -1 = 1
    assert arith_folds._mulhu(0xFF, 0xFF, 8) == 0xFE
