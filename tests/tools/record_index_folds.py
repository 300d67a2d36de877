"""Record what `mlir-opt --canonicalize` prints for small functions exercising the index
dialect's folders, canonicalize methods and constant materializer (IndexOps.cpp).

Writes tests/data/index_folds.json, which tests/unit/test_index_folds.py reads (the tests
never run mlir-opt).

    .venv/bin/python tests/tools/record_index_folds.py [--mlir-opt PATH]

Each case is one input file, run as `mlir-opt --canonicalize input.mlir` in an otherwise
empty temporary directory; its standard output, standard error and exit status are
recorded. The sweeps fold every binary operation, cast and predicate on edge-case
constants (values around 0, 2^31, 2^32 and 2^63), chosen so that some fold and some do
not (their 32-bit and 64-bit results differ).
"""

from __future__ import annotations

import argparse
import itertools
import json
import subprocess
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
DEFAULT_MLIR_OPT = "/usr/lib/llvm-22/bin/mlir-opt"
OUTPUT = ROOT / "tests" / "data" / "index_folds.json"

CASES: dict[str, str] = {}

BINARY = [
    "add", "sub", "mul", "divs", "divu", "ceildivs", "ceildivu", "floordivs", "rems", "remu",
    "maxs", "maxu", "mins", "minu", "shl", "shrs", "shru", "and", "or", "xor",
]
PREDICATES = ["eq", "ne", "slt", "sle", "sgt", "sge", "ult", "ule", "ugt", "uge"]
VALUES = [0, 1, 2, 3, -1, -2, -7, 31, 32, 33, 2**31 - 1, 2**31, 2**32 - 1, 2**32, 2**32 + 5, 2**63 - 1, -(2**63), -(2**31), 0x100000002]


def case(name: str, text: str) -> None:
    assert name not in CASES, name
    CASES[name] = text.lstrip("\n")


def _function(name: str, body: list[str], results: list[tuple[str, str]]) -> str:
    types = ", ".join(t for _, t in results)
    values = ", ".join(v for v, _ in results)
    lines = [f"func.func @{name}() -> ({types}) {{", *("  " + line for line in body)]
    lines += [f"  return {values} : {types}", "}"]
    return "\n".join(lines) + "\n"


def _binary_sweep(op: str) -> str:
    """`op` on every pair of VALUES (as constants)."""
    body, results = [], []
    for i, v in enumerate(VALUES):
        body.append(f"%c{i} = index.constant {v}")
    for k, (i, j) in enumerate(itertools.product(range(len(VALUES)), repeat=2)):
        body.append(f"%r{k} = index.{op} %c{i}, %c{j}")
        results.append((f"%r{k}", "index"))
    return _function(op, body, results)


def _cmp_sweep() -> str:
    body, results = [], []
    for i, v in enumerate(VALUES):
        body.append(f"%c{i} = index.constant {v}")
    k = 0
    for pred in PREDICATES:
        for i, j in itertools.product(range(len(VALUES)), repeat=2):
            body.append(f"%r{k} = index.cmp {pred}(%c{i}, %c{j})")
            results.append((f"%r{k}", "i1"))
            k += 1
    return _function("cmp", body, results)


def _cast_sweep(op: str) -> str:
    body, results = [], []
    for i, v in enumerate(VALUES):
        body.append(f"%c{i} = index.constant {v}")
    k = 0
    for i in range(len(VALUES)):
        for width in (1, 8, 16, 32, 33, 48, 63, 64, 65, 128):
            body.append(f"%r{k} = index.{op} %c{i} : index to i{width}")
            results.append((f"%r{k}", f"i{width}"))
            k += 1
    for width, v in ((8, -1), (8, 127), (16, -300), (32, -1), (32, 2**31 - 1), (64, -1), (64, 2**40), (128, 2**100), (1, 1)):
        body.append(f"%i{k} = arith.constant {v} : i{width}")
        body.append(f"%r{k} = index.{op} %i{k} : i{width} to index")
        results.append((f"%r{k}", "index"))
        k += 1
    return _function(op, body, results)


for _op in BINARY:
    case(f"sweep_{_op}", _binary_sweep(_op))
case("sweep_cmp", _cmp_sweep())
case("sweep_casts", _cast_sweep("casts"))
case("sweep_castu", _cast_sweep("castu"))

case("identities", """
func.func @f(%a: index, %b: index) -> (index, index, index, index, i1, i1, i1, i1) {
  %c0 = index.constant 0
  %c1 = index.constant 1
  %0 = index.add %a, %c0
  %1 = index.sub %a, %c0
  %2 = index.mul %a, %c1
  %3 = index.mul %a, %c0
  %4 = index.cmp eq(%a, %a)
  %5 = index.cmp ult(%a, %a)
  %6 = index.cmp sge(%b, %b)
  %7 = index.cmp ne(%b, %b)
  return %0, %1, %2, %3, %4, %5, %6, %7 : index, index, index, index, i1, i1, i1, i1
}
""")

case("commutative_constants_move_right", """
func.func @f(%a: index) -> (index, index, index) {
  %c5 = index.constant 5
  %0 = index.add %c5, %a
  %1 = index.mul %c5, %a
  %2 = index.maxs %c5, %a
  return %0, %1, %2 : index, index, index
}
""")

case("associative_commutative", """
func.func @f(%a: index) -> (index, index, index, index, index, index, index, index, index) {
  %c1 = index.constant 1
  %c2 = index.constant 2
  %c3 = index.constant 3
  %c4 = index.constant 4
  %a1 = index.add %a, %c1
  %0 = index.add %a1, %c2
  %m1 = index.mul %a, %c3
  %1 = index.mul %m1, %c4
  %x1 = index.maxs %a, %c1
  %2 = index.maxs %x1, %c4
  %x2 = index.maxu %a, %c3
  %3 = index.maxu %x2, %c2
  %n1 = index.mins %a, %c1
  %4 = index.mins %n1, %c4
  %n2 = index.minu %a, %c3
  %5 = index.minu %n2, %c2
  %o1 = index.and %a, %c3
  %6 = index.and %o1, %c2
  %o2 = index.or %a, %c1
  %7 = index.or %o2, %c2
  %o3 = index.xor %a, %c1
  %8 = index.xor %o3, %c3
  return %0, %1, %2, %3, %4, %5, %6, %7, %8 : index, index, index, index, index, index, index, index, index
}
""")

case("associative_not_folded", """
func.func @f(%a: index, %b: index) -> (index, index, index) {
  %c1 = index.constant 1
  %big = index.constant 4294967296
  %a1 = index.add %a, %b
  %0 = index.add %a1, %c1
  %s1 = index.sub %a, %c1
  %1 = index.sub %s1, %c1
  %x1 = index.maxs %a, %big
  %2 = index.maxs %x1, %c1
  return %0, %1, %2 : index, index, index
}
""")

case("cmp_of_sub_and_zero", """
func.func @f(%a: index, %b: index) -> (i1, i1, i1, i1) {
  %c0 = index.constant 0
  %s = index.sub %a, %b
  %0 = index.cmp slt(%s, %c0)
  %1 = index.cmp uge(%c0, %s)
  %2 = index.cmp eq(%s, %c0)
  %t = index.add %a, %b
  %3 = index.cmp ne(%t, %c0)
  return %0, %1, %2, %3 : i1, i1, i1, i1
}
""")

_MAX_MIN_BODY = []
_MAX_MIN_RESULTS = []
_k = 0
for _op in ("maxs", "maxu", "mins", "minu"):
    for _a, _b in ((5, 3), (5, 5), (5, 7), (-1, 0), (2**32, 1), (0, 2**31)):
        _MAX_MIN_BODY += [
            f"%a{_k} = index.constant {_a}",
            f"%b{_k} = index.constant {_b}",
            f"%m{_k} = index.{_op} %x, %a{_k}",
        ]
        for _pred in PREDICATES:
            _MAX_MIN_BODY.append(f"%r{_k}_{_pred} = index.cmp {_pred}(%m{_k}, %b{_k})")
            _MAX_MIN_RESULTS.append((f"%r{_k}_{_pred}", "i1"))
        _k += 1
case(
    "cmp_of_max_and_min",
    _function("f", _MAX_MIN_BODY, _MAX_MIN_RESULTS).replace("func.func @f()", "func.func @f(%x: index)"),
)

case("materialized_bool_and_sizeof", """
func.func @f() -> (i1, i1, index, index) {
  %t = index.bool.constant true
  %c1 = index.constant 1
  %c2 = index.constant 2
  %0 = index.cmp sgt(%c2, %c1)
  %s = index.sizeof
  %1 = index.add %s, %c1
  return %t, %0, %s, %1 : i1, i1, index, index
}
""")

case("constants_of_other_dialects", """
func.func @f(%a: index) -> (index, index, i64) {
  %c3 = arith.constant 3 : index
  %c4 = arith.constant 4 : index
  %0 = index.add %c3, %c4
  %1 = index.mul %a, %c4
  %i = index.constant 7
  %2 = index.castu %i : index to i64
  return %0, %1, %2 : index, index, i64
}
""")


def run(mlir_opt: str, text: str) -> dict[str, object]:
    with tempfile.TemporaryDirectory() as tmp:
        (Path(tmp) / "input.mlir").write_text(text)
        proc = subprocess.run(
            [mlir_opt, "--canonicalize", "input.mlir"], cwd=tmp, capture_output=True, text=True, timeout=600
        )
    return {"input": text, "stdout": proc.stdout, "stderr": proc.stderr, "status": proc.returncode}


def record(description: str, cases: dict[str, str], output: Path) -> None:
    """The command line of a canonicalize-golden recorder: run mlir-opt --canonicalize on
    each case and write `output` (shared with record_math_folds.py)."""
    parser = argparse.ArgumentParser(description=description)
    parser.add_argument("--mlir-opt", default=DEFAULT_MLIR_OPT)
    args = parser.parse_args()
    version = subprocess.run([args.mlir_opt, "--version"], capture_output=True, text=True, check=True).stdout
    results = {name: run(args.mlir_opt, text) for name, text in sorted(cases.items())}
    for name, result in results.items():
        if result["status"] != 0:
            raise SystemExit(f"mlir-opt failed on {name}:\n{result['stderr']}")
    data = {"mlir_opt_version": " ".join(version.split()), "flags": ["--canonicalize"], "cases": results}
    output.write_text(json.dumps(data, indent=1) + "\n")
    print(f"wrote {output.relative_to(ROOT)}: {len(results)} cases")


def main() -> None:
    record(__doc__.split("\n\n")[0], CASES, OUTPUT)


if __name__ == "__main__":
    main()
