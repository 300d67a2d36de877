"""Diagnostics that hooks emit while they run (Context.emit_diagnostic, mlir::emitRemark):
given to the context's handler, dropped without one, and in `odsgen opt` printed or
matched against `expected-remark` as they come. test.verifiers (TestOps.td) emits them."""

from __future__ import annotations

import textwrap

from odsgen.dialect_hooks import test_verifiers
from odsgen.ir.core.diagnostics import Severity
from odsgen.ir.core.source import Input
from odsgen.ir.text.parser import parse_source
from odsgen.ir.verify.verifier import verify
from odsgen.opt import OptOptions, make_context
from tests.opt_helpers import run_file

NESTED = textwrap.dedent(
    """\
    %0 = arith.constant 1 : i32
    "test.verifiers"(%0) ({
      %1 = arith.constant 2 : i32
    }) : (i32) -> ()
    """
)


def parse(text: str):  # type: ignore[no-untyped-def]
    context = make_context(OptOptions())
    return context, parse_source(context, Input("in.mlir", text), "in.mlir")


def test_the_handler_gets_each_remark_in_verifier_order() -> None:
    context, module = parse(NESTED)
    seen = []
    context.diagnostic_handler = lambda severity, message, location: seen.append((severity, message, str(location)))
    verify(module, context)
    assert [(s, m) for s, m, _ in seen] == [
        (Severity.REMARK, "success run of verifier"),
        (Severity.REMARK, "success run of region verifier"),
    ]
    assert all(":2:1" in where for _, _, where in seen)


def test_without_a_handler_remarks_are_dropped() -> None:
    context, module = parse(NESTED)
    verify(module, context)  # no handler: nothing to call, no error


def test_the_region_verifier_reports_a_nested_op_that_fails() -> None:
    # A nested test.verifiers without its region fails SizedRegion<1>; the outer
    # op's region verifier re-verifies it (mlir::verify) and says so.
    text = '%0 = arith.constant 1 : i32\n"test.verifiers"(%0) ({\n  "test.verifiers"(%0) : (i32) -> ()\n}) : (i32) -> ()\n'
    _, module = parse(text)
    outer = module.regions[0].blocks[0].operations[1]
    assert test_verifiers.verify_regions(outer) == "nested op hasn't been verified"


def test_opt_prints_remarks_and_verify_diagnostics_matches_them() -> None:
    out, err, status = run_file([], NESTED.encode())
    assert status == 0 and b"test.verifiers" in out
    assert err.count(b"input.mlir:2:1: remark: success run of") == 2
    expected = NESTED.replace(
        '"test.verifiers"',
        '// expected-remark@+2 {{success run of verifier}}\n// expected-remark@+1 {{success run of region verifier}}\n"test.verifiers"',
    )
    out, err, status = run_file(["--verify-diagnostics"], expected.encode())
    assert (err, status) == (b"", 0)
    out, err, status = run_file(["--verify-diagnostics"], NESTED.encode())
    assert status == 1 and b"unexpected remark: success run of verifier" in err
