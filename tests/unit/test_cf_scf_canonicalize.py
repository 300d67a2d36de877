"""The folders and canonicalization patterns of the cf, scf and func dialects
(odsgen/dialect_hooks/{cf,scf,func}_canonicalize*.py) against mlir-opt 22: each case of
tests/data/cf_scf_canonicalize.json (recorded by tests/tools/record_cf_scf_canonicalize.py)
must print byte for byte what mlir-opt printed. A few helpers are tested directly."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from odsgen.ir import Context
from odsgen.ir.core import seam
from odsgen.dialects import arith, builtin, cf, func, scf
from odsgen.rewrite.folding import fold_op
from tests.opt_helpers import run_file

DATA = Path(__file__).resolve().parents[1] / "data" / "cf_scf_canonicalize.json"
CASES = json.loads(DATA.read_text())["cases"]


@pytest.mark.parametrize("case", CASES, ids=[c["name"] for c in CASES])
def test_matches_mlir_opt(case: dict[str, Any]) -> None:
    out, err, status = run_file(case["flags"], case["input"].encode())
    assert status == case["status"], err.decode()
    assert out.decode() == case["stdout"]


def test_every_pattern_is_covered() -> None:
    """Each group of cases exists, so that no dialect's patterns go untested."""
    groups = {c["group"] for c in CASES}
    assert {"cf_branch", "cf_switch", "cf_cycles", "cf_assert", "func", "scf_if", "scf_for", "scf_while",
            "scf_parallel", "scf_execute_region", "scf_index_switch"} <= groups


# -- helpers -----------------------------------------------------------------------------------


@pytest.fixture
def ctx() -> Context:
    context = Context(allow_unregistered_dialects=True)
    for dialect in (arith, cf, func, scf):
        context.load_dialect(dialect)
    return context


def parse(ctx: Context, text: str) -> Any:
    return seam.parse_source(ctx, text)


def ops_named(root: Any, name: str) -> list[Any]:
    return [op for op in root.walk() if op.name == name]


def test_trip_counts(ctx: Context) -> None:
    from odsgen.dialect_hooks.scf_canonicalize_loops import constant_trip_count

    module = parse(
        ctx,
        """
        func.func @f(%lb: i8) {
          %c0 = arith.constant 0 : i8
          %c1 = arith.constant 1 : i8
          %c3 = arith.constant 3 : i8
          %c10 = arith.constant 10 : i8
          %cm1 = arith.constant -1 : i8
          %ub = arith.addi %lb, %c10 overflow<nsw> : i8
          "test.use"(%c0, %c1, %c3, %c10, %cm1, %lb, %ub) : (i8, i8, i8, i8, i8, i8, i8) -> ()
          return
        }
        """,
    )
    use = ops_named(module, "test.use")[0]
    c0, c1, c3, c10, cm1, lb, ub = use.operands
    assert constant_trip_count(c0, c10, c3, True) == (4, 8)
    assert constant_trip_count(c10, c0, c1, True) == (0, 8)
    assert constant_trip_count(c0, c10, c0, True) == (0, 8)  # a zero step: no iterations
    assert constant_trip_count(c0, c10, cm1, True) == (0, 8)  # a negative step
    assert constant_trip_count(c0, cm1, c1, False) == (255, 8)  # unsigned: -1 is 255
    assert constant_trip_count(c0, cm1, c1, True) == (0, 8)
    assert constant_trip_count(lb, ub, c3, True) == (4, 8)  # ub = lb + 10 (nsw)
    assert constant_trip_count(lb, ub, c3, False) is None  # no nuw flag
    assert constant_trip_count(lb, lb, c3, True) == (0, 8)
    assert constant_trip_count(c0, lb, c1, True) is None


def test_if_fold_swaps_regions(ctx: Context) -> None:
    module = parse(
        ctx,
        """
        func.func @f(%c: i1) -> i32 {
          %t = arith.constant true
          %n = arith.xori %c, %t : i1
          %r = scf.if %n -> i32 {
            %a = "test.a"() : () -> i32
            scf.yield %a : i32
          } else {
            %b = "test.b"() : () -> i32
            scf.yield %b : i32
          }
          return %r : i32
        }
        """,
    )
    if_op = ops_named(module, "scf.if")[0]
    c = module.regions[0].blocks[0].operations[0].regions[0].blocks[0].arguments[0]
    assert fold_op(if_op) == []  # changed in place
    assert if_op.operands[0] is c
    assert if_op.regions[0].blocks[0].operations[0].name == "test.b"
    assert if_op.regions[1].blocks[0].operations[0].name == "test.a"
    assert fold_op(if_op) is None


def test_func_constant_materializer(ctx: Context) -> None:
    from odsgen.dialect_hooks.func_canonicalize import materialize_constant

    fn_type = builtin.FunctionType.get(ctx, [], [])
    ref = builtin.FlatSymbolRefAttr.get(ctx, "g")
    op = materialize_constant(ctx, ref, fn_type, None)
    assert op.name == "func.constant" and op.results[0].type is fn_type
    assert materialize_constant(ctx, ref, builtin.IntegerType.get(ctx, 32), None) is None


def test_collapse_branch_refuses_cycles(ctx: Context) -> None:
    from odsgen.dialect_hooks.cf_canonicalize import collapse_branch

    module = parse(
        ctx,
        """
        func.func @f() {
          cf.br ^bb1
        ^bb1:
          cf.br ^bb2
        ^bb2:
          cf.br ^bb1
        }
        """,
    )
    blocks = module.regions[0].blocks[0].operations[0].regions[0].blocks
    assert collapse_branch(blocks[1], []) is None
    assert collapse_branch(blocks[2], []) is None
