"""Invariants that read only an operation's types, properties and counts are checked
once per distinct key (RegisteredOp.verify_structure): a key is kept only when the
check passed, every failing operation still reports its own error, and operations whose
checks read more (their place in the IR, their regions, a hasVerifier or PredOpTrait
that reads more than types and inherent attributes) are never memoised."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

import pytest

from odsgen.codegen.op_reads import reads_types_and_properties_only
from odsgen.dialects import arith, scf
from odsgen.ir.core.diagnostics import DiagnosticError
from odsgen.ir.core.source import Input
from odsgen.ir.text.parser import parse_source
from odsgen.ir.verify.verifier import verify
from odsgen.opt import OptOptions, make_context, process_chunk
from odsgen.spec.op_model import OpDef
from odsgen.spec.resolve import load_specs

DEFS = Path(__file__).resolve().parents[2] / "defs"

GOOD = """func.func @f(%a: i32, %b: i32, %x: f32) -> i32 {
  %0 = arith.addi %a, %b : i32
  %1 = arith.addi %0, %b : i32
  %2 = arith.addf %x, %x : f32
  return %1 : i32
}
"""


def test_the_generator_marks_only_operations_whose_checks_read_types() -> None:
    assert arith.AddIOp._ods_verifies_by_types and arith.AddFOp._ods_verifies_by_types
    # hasVerifier reading `self.result.type` and the `value` attribute only.
    assert arith.ConstantOp._ods_verifies_by_types
    # PredOpTraits over `$_op.condition.type` / `$_op.in_.type` (and CastOpInterface).
    assert arith.SelectOp._ods_verifies_by_types and arith.IndexCastOp._ods_verifies_by_types
    assert not arith.ExtUIOp._ods_verifies_by_types  # hasVerifier passing `self` to a helper
    assert not scf.YieldOp._ods_verifies_by_types  # HasParent, a terminator
    assert not scf.ForOp._ods_verifies_by_types  # regions


def _op(name: str) -> OpDef:
    (spec,) = [s for s in load_specs([DEFS / "builtin.yaml", DEFS / "arith.yaml"]) if s.dialect.name == "arith"]
    return next(op for op in spec.operations if op.op_name == name)


@pytest.mark.parametrize(
    "code",
    [
        "self.lhs.type == self.rhs.type",
        "helpers.same(self.lhs.type, self.result.type)",
        "flags = self.overflow_flags\nif flags is None:\n    return 'x'\nreturn None",
        "t = self.result.type\nreturn None if isinstance(t, int) else 'bad'",
    ],
)
def test_snippets_reading_types_and_inherent_attributes_are_memoisable(code: str) -> None:
    assert reads_types_and_properties_only(code, _op("arith.addi"))


@pytest.mark.parametrize(
    "code",
    [
        "helpers.check(self)",  # the operation itself escapes
        "self.operands[0].type",  # not an accessor of one value
        "self.lhs.owner",  # a value's place in the IR
        "self.lhs",  # the value, not its type
        "self.parent is None",
        "self.attributes.get('x')",  # discardable attributes are not in the key
        "self.lhs.type = None",  # a store
        "self = None",
        "global counter\ncounter = 1",
        "self.lhs.type ==",  # not Python: left to the snippet's own error
    ],
)
def test_snippets_reading_more_are_not(code: str) -> None:
    assert not reads_types_and_properties_only(code, _op("arith.addi"))


def test_only_single_values_count() -> None:
    op = _op("arith.addi")
    variadic = replace(op, arguments=tuple(replace(a, arity="variadic") if a in op.operands else a for a in op.arguments))
    assert reads_types_and_properties_only("self.lhs.type", op)
    assert not reads_types_and_properties_only("self.lhs.type", variadic)


def test_a_passing_key_is_kept_once_per_kind() -> None:
    context = make_context(OptOptions())
    module = parse_source(context, GOOD, "good.mlir")
    verify(module, context)
    kinds = {key[0] for key in context._ods_verified}
    assert kinds == {arith.AddIOp, arith.AddFOp}
    # Both arith.addi share one key: uniqued i32 types, the same default properties.
    assert sum(1 for key in context._ods_verified if key[0] is arith.AddIOp) == 1


@pytest.mark.parametrize("first_good", [True, False])
def test_a_failing_operation_reports_its_error_whatever_was_verified_before(first_good: bool) -> None:
    bad = '%bad = "arith.addi"(%a, %b) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i64'
    good = "%ok = arith.addi %a, %b : i32"
    lines = [good, bad] if first_good else [bad, good]
    text = "func.func @f(%a: i32, %b: i32) {\n  " + "\n  ".join(lines) + "\n  return\n}\n"
    with pytest.raises(DiagnosticError) as caught:
        process_chunk(Input("m.mlir", text), OptOptions())
    assert "'arith.addi' op requires the same type for all operands and results" in str(caught.value)

