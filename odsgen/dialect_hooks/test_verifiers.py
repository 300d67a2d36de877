"""TestVerifiersOp's verifiers (TestOpDefs.cpp): they re-verify the operand's defining
operation and the nested operations with mlir::verify and report success with a remark,
so that tests see which verifier ran and how often."""

from __future__ import annotations

from typing import Any

from odsgen.ir.core.diagnostics import Severity, VerifyError
from odsgen.ir.core.operation import OpResult


def _verifies(op: Any) -> bool:
    """mlir::verify(op) succeeded (its own diagnostics are dropped: only the outcome is used)."""
    from odsgen.ir.verify.verifier import verify

    try:
        verify(op, op.context)
    except VerifyError:
        return False
    return True


def verify(op: Any) -> Any:
    """TestVerifiersOp::verify."""
    if len(op.regions[0].blocks) != 1:
        return "`hasOneBlock` trait hasn't been verified"
    operand = op.operands[0]
    if isinstance(operand, OpResult) and not _verifies(operand.op):
        return "operand hasn't been verified"
    op.context.emit_diagnostic(Severity.REMARK, "success run of verifier", op.location)
    return None


def verify_regions(op: Any) -> Any:
    """TestVerifiersOp::verifyRegions."""
    if len(op.regions[0].blocks) != 1:
        return "`hasOneBlock` trait hasn't been verified"
    for nested in op.regions[0].blocks[0].operations:
        if not _verifies(nested):
            return "nested op hasn't been verified"
    op.context.emit_diagnostic(Severity.REMARK, "success run of region verifier", op.location)
    return None
