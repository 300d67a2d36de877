"""Record what `mlir-opt --canonicalize` prints for small functions exercising the math
dialect's folders and constant materializer (MathOps.cpp, MathDialect.cpp).

Writes tests/data/math_folds.json, which tests/unit/test_math_folds.py reads (the tests
never run mlir-opt).

    .venv/bin/python tests/tools/record_math_folds.py [--mlir-opt PATH]

Each case is one input file, run as `mlir-opt --canonicalize input.mlir` in an otherwise
empty temporary directory (see record_index_folds.py). The sweeps apply every folded
operation to edge-case constants of f16, f32 and f64 (zeros, halves, integers, powers of
ten, a denormal, the largest value, infinities and NaN) as scalars, splats and dense
vectors, and the integer operations to i1, i8, i32 and i64 values.
"""

from __future__ import annotations

import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))

from tests.tools.record_index_folds import _function, record  # noqa: E402

OUTPUT = ROOT / "tests" / "data" / "math_folds.json"

CASES: dict[str, str] = {}

FLOAT_UNARY = [
    "absf", "acos", "acosh", "asin", "asinh", "atan", "atanh", "cbrt", "ceil", "cos", "cosh",
    "sin", "sinh", "erf", "erfc", "exp", "exp2", "expm1", "floor", "log", "log10", "log1p",
    "log2", "rsqrt", "sqrt", "tan", "tanh", "roundeven", "round", "trunc",
]
FLOAT_BINARY = ["atan2", "powf", "copysign"]
CLASSIFY = ["isfinite", "isinf", "isnan", "isnormal"]
INT_UNARY = ["absi", "ctlz", "cttz", "ctpop"]
DECIMALS = ["0.0", "-0.0", "0.5", "-0.5", "1.0", "-1.0", "1.5", "2.5", "-2.5", "3.0", "0.25", "10.0", "-7.75", "100.0", "1.0e-3"]
SPECIALS = {
    "f16": ["0x7C00", "0xFC00", "0x7E00", "0x0001", "0x7BFF"],
    "f32": ["0x7F800000", "0xFF800000", "0x7FC00000", "0x00000001", "0x7F7FFFFF"],
    "f64": ["0x7FF0000000000000", "0xFFF0000000000000", "0x7FF8000000000000", "0x0000000000000001", "0x7FEFFFFFFFFFFFFF"],
}
INTS = {
    "i1": [0, 1],
    "i8": [0, 1, 2, 3, -1, -2, 7, 127, -128, 16],
    "i32": [0, 1, -1, 5, -5, 2**31 - 1, -(2**31), 2**16, 3],
    "i64": [0, 1, -1, 12, 2**63 - 1, -(2**63), 2**40],
}


def case(name: str, text: str) -> None:
    assert name not in CASES, name
    CASES[name] = text


def _float_constants(type_: str) -> list[str]:
    return [f"%{type_}_{i} = arith.constant {v} : {type_}" for i, v in enumerate(DECIMALS + SPECIALS[type_])]


def _float_count(type_: str) -> int:
    return len(DECIMALS) + len(SPECIALS[type_])


def _unary_sweep(op: str) -> str:
    body, results = [], []
    for type_ in ("f16", "f32", "f64"):
        body += _float_constants(type_)
        for i in range(_float_count(type_)):
            body.append(f"%r_{type_}_{i} = math.{op} %{type_}_{i} : {type_}")
            results.append((f"%r_{type_}_{i}", type_))
    body += [
        "%splat = arith.constant dense<0.75> : vector<4xf32>",
        "%dense = arith.constant dense<[0.5, 1.0, 2.5, -3.0]> : tensor<4xf64>",
        f"%r_splat = math.{op} %splat : vector<4xf32>",
        f"%r_dense = math.{op} %dense : tensor<4xf64>",
    ]
    results += [("%r_splat", "vector<4xf32>"), ("%r_dense", "tensor<4xf64>")]
    return _function(op, body, results)


def _binary_sweep(op: str) -> str:
    """Pairs of a subset of the constants (the first eight decimals and the specials)."""
    body, results = [], []
    for type_ in ("f16", "f32", "f64"):
        body += _float_constants(type_)
        chosen = [*range(8), *range(len(DECIMALS), _float_count(type_))]
        for i in chosen:
            for j in chosen:
                body.append(f"%r_{type_}_{i}_{j} = math.{op} %{type_}_{i}, %{type_}_{j} : {type_}")
                results.append((f"%r_{type_}_{i}_{j}", type_))
    body += [
        "%splat = arith.constant dense<0.75> : vector<4xf32>",
        f"%r_splat = math.{op} %splat, %splat : vector<4xf32>",
    ]
    results.append(("%r_splat", "vector<4xf32>"))
    return _function(op, body, results)


def _classify_sweep(op: str) -> str:
    body, results = [], []
    for type_ in ("f16", "f32", "f64"):
        body += _float_constants(type_)
        for i in range(_float_count(type_)):
            body.append(f"%r_{type_}_{i} = math.{op} %{type_}_{i} : {type_}")
            results.append((f"%r_{type_}_{i}", "i1"))
    body += [
        "%splat = arith.constant dense<0x7F800000> : vector<4xf32>",
        "%dense = arith.constant dense<[0.5, 1.0]> : tensor<2xf64>",
        f"%r_splat = math.{op} %splat : vector<4xf32>",
        f"%r_dense = math.{op} %dense : tensor<2xf64>",
    ]
    results += [("%r_splat", "vector<4xi1>"), ("%r_dense", "tensor<2xi1>")]
    return _function(op, body, results)


def _int_unary_sweep(op: str) -> str:
    body, results = [], []
    for type_, values in INTS.items():
        for i, v in enumerate(values):
            body.append(f"%{type_}_{i} = arith.constant {v} : {type_}")
            body.append(f"%r_{type_}_{i} = math.{op} %{type_}_{i} : {type_}")
            results.append((f"%r_{type_}_{i}", type_))
    body += [
        "%splat = arith.constant dense<12> : vector<3xi16>",
        f"%r_splat = math.{op} %splat : vector<3xi16>",
    ]
    results.append(("%r_splat", "vector<3xi16>"))
    return _function(op, body, results)


def _ipowi_sweep() -> str:
    body, results = [], []
    for type_, values in INTS.items():
        for i, v in enumerate(values):
            body.append(f"%{type_}_{i} = arith.constant {v} : {type_}")
        for i in range(len(values)):
            for j in range(len(values)):
                body.append(f"%r_{type_}_{i}_{j} = math.ipowi %{type_}_{i}, %{type_}_{j} : {type_}")
                results.append((f"%r_{type_}_{i}_{j}", type_))
    return _function("ipowi", body, results)


for _op in FLOAT_UNARY:
    case(f"sweep_{_op}", _unary_sweep(_op))
for _op in FLOAT_BINARY:
    case(f"sweep_{_op}", _binary_sweep(_op))
for _op in CLASSIFY:
    case(f"sweep_{_op}", _classify_sweep(_op))
for _op in INT_UNARY:
    case(f"sweep_{_op}", _int_unary_sweep(_op))
case("sweep_ipowi", _ipowi_sweep())

case("not_folded", """func.func @f(%x: f32, %i: i32) -> (f32, f32, f32, f32, f32, i32) {
  %c = arith.constant 2.0 : f32
  %n = arith.constant 3 : i32
  %0 = math.fpowi %c, %n : f32, i32
  %1:2 = math.sincos %c : f32
  %2 = math.fma %c, %c, %c : f32
  %3 = math.clampf %c to [%c, %c] : f32
  %4 = math.sin %x : f32
  %5 = math.ctlz %i : i32
  return %0, %1#0, %2, %3, %4, %5 : f32, f32, f32, f32, f32, i32
}
""")

case("fastmath_and_dynamic_shapes", """func.func @f(%t: tensor<?xf32>) -> (f32, f64, tensor<?xf32>) {
  %c = arith.constant 0.5 : f32
  %d = arith.constant 4.0 : f64
  %0 = math.exp %c fastmath<fast> : f32
  %1 = math.sqrt %d fastmath<nnan> : f64
  %2 = math.absf %t : tensor<?xf32>
  return %0, %1, %2 : f32, f64, tensor<?xf32>
}
""")


def main() -> None:
    record(__doc__.split("\n\n")[0], CASES, OUTPUT)


if __name__ == "__main__":
    main()
