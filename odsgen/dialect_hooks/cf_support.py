"""Verifiers of the cf dialect (defs/cf.yaml), worded as MLIR 22 words them.

- `verify_successor_operands`: BranchOpInterface's verifier
  (detail::verifyBranchSuccessorOperands in mlir/lib/Interfaces/ControlFlowInterfaces.cpp)
  for every successor, given the operands each successor receives.
- `verify_branch_weights`: WeightedBranchOpInterface's verifier (detail::verifyBranchWeights).
- `verify_switch`: what upstream runs for cf.switch after its ODS invariants: the
  BranchOpInterface verifier, then SwitchOp::verify (ControlFlowOps.cpp).

Both interface verifiers report with emitError (no "'cf.x' op " prefix): they return
OpErrors with `op_prefix=False`.
"""

from __future__ import annotations

from typing import Any, Sequence

from odsgen.ir.verify.op_traits import OpError
from odsgen.ir.core.op_base import inherent_attr as _prop
from odsgen.ir.core.operation import Operation, Value


def verify_successor_operands(op: Operation, groups: Sequence[Sequence[Value]]) -> Any:
    """detail::verifyBranchSuccessorOperands for successor i receiving groups[i]."""
    for index, block in enumerate(op.successors):
        operands = groups[index] if index < len(groups) else ()
        arguments = block.arguments
        if len(operands) != len(arguments):
            return OpError(
                f"branch has {len(operands)} operands for successor #{index}, but target block has {len(arguments)}",
                op_prefix=False,
            )
        for position, (operand, argument) in enumerate(zip(operands, arguments)):
            if operand.type != argument.type:
                return OpError(
                    f"type mismatch for bb argument #{position} of successor #{index}",
                    op_prefix=False,
                )
    return None


def verify_branch_weights(op: Operation) -> Any:
    """detail::verifyBranchWeights: no weights, or one per successor, not all zero."""
    weights_attr = _prop(op, "branch_weights")
    weights = tuple(weights_attr.values) if weights_attr is not None else ()
    if not weights:
        return None
    if len(weights) != len(op.successors):
        return OpError(
            f"expects number of branch weights to match number of successors: {len(weights)} vs {len(op.successors)}",
            op_prefix=False,
        )
    if all(w == 0 for w in weights):
        return OpError("branch weights cannot all be zero", op_prefix=False)
    return None


def case_operand_groups(op: Operation) -> list[list[Value]]:
    """The `caseOperands` of a cf.switch, split by `case_operand_segments` (the
    generated accessor of a VariadicOfVariadic operand does the split)."""
    return list(op.case_operands)  # type: ignore[attr-defined]


def verify_switch(op: Operation) -> Any:
    """BranchOpInterface's verifier, then SwitchOp::verify."""
    cases = case_operand_groups(op)
    problem = verify_successor_operands(op, [list(op.default_operands), *cases])  # type: ignore[attr-defined]
    if problem is not None:
        return problem
    case_values = _prop(op, "case_values")
    destinations = op.successors[1:]
    if case_values is None and not destinations:
        return None
    if case_values is None:
        # Upstream dereferences the missing attribute here; report the count instead.
        return f"number of case values (0) should match number of case destinations ({len(destinations)})"
    flag_type = op.operands[0].type
    value_type = case_values.type.element_type
    if value_type != flag_type:
        return f"'flag' type ('{flag_type}') should match case value type ('{value_type}')"
    count = case_values.type.num_elements
    if count != len(destinations):
        return f"number of case values ({count}) should match number of case destinations ({len(destinations)})"
    return None
