"""Invariants that read only an operation's types, properties and counts are checked
once per distinct key (RegisteredOp.verify_structure): a key is kept only when the
check passed, every failing operation still reports its own error, and operations whose
checks read more (a hasVerifier, their place in the IR, their regions) are never
memoised."""

from __future__ import annotations

import pytest

from odsgen.dialects import arith, scf
from odsgen.ir.core.diagnostics import DiagnosticError
from odsgen.ir.core.source import Input
from odsgen.ir.text.parser import parse_source
from odsgen.ir.verify.verifier import verify
from odsgen.opt import OptOptions, make_context, process_chunk

GOOD = """func.func @f(%a: i32, %b: i32, %x: f32) -> i32 {
  %0 = arith.addi %a, %b : i32
  %1 = arith.addi %0, %b : i32
  %2 = arith.addf %x, %x : f32
  return %1 : i32
}
"""


def test_the_generator_marks_only_operations_whose_checks_read_types() -> None:
    assert arith.AddIOp._ods_verifies_by_types and arith.AddFOp._ods_verifies_by_types
    assert not arith.ConstantOp._ods_verifies_by_types  # hasVerifier
    assert not scf.YieldOp._ods_verifies_by_types  # HasParent, a terminator
    assert not scf.ForOp._ods_verifies_by_types  # regions


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

