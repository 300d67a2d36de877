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


# -- BranchOpInterface: which operands go to which successor --------------------------------


def successor_operand_groups(op: Operation) -> list[list[Value]]:
    """The operands forwarded to each successor, in successor order."""
    if op.name == "cf.br":
        return [list(op.operands)]
    if op.name == "cf.cond_br":
        return [list(op.true_dest_operands), list(op.false_dest_operands)]  # type: ignore[attr-defined]
    return [list(op.default_operands), *case_operand_groups(op)]  # type: ignore[attr-defined]


def successor_operand_ranges(op: Operation) -> list[tuple[int, int]]:
    """(first operand index, count) of each successor's operands."""
    start = 0 if op.name == "cf.br" else 1  # after cond_br's condition / switch's flag
    ranges = []
    for group in successor_operand_groups(op):
        ranges.append((start, len(group)))
        start += len(group)
    return ranges


def set_successor_operand_groups(op: Operation, groups: Sequence[Sequence[Value]]) -> None:
    """Replace the successor operands (SuccessorOperands::erase and friends), keeping the
    segment sizes right."""
    from odsgen.ir.core.op_base import _i32_array

    groups = [list(g) for g in groups]
    if op.name == "cf.br":
        op.set_operands(groups[0])
        return
    head = op.operands[0]
    op.set_operands([head] + [v for g in groups for v in g])
    context = op.context
    if op.name == "cf.cond_br":
        op._ods_set_prop("operandSegmentSizes", _i32_array(context, [1, len(groups[0]), len(groups[1])]))  # type: ignore[attr-defined]
        return
    cases = groups[1:]
    op._ods_set_prop(  # type: ignore[attr-defined]
        "operandSegmentSizes", _i32_array(context, [1, len(groups[0]), sum(len(g) for g in cases)])
    )
    op._ods_set_prop("case_operand_segments", _i32_array(context, [len(g) for g in cases]))  # type: ignore[attr-defined]
