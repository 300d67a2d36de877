"""Folding (Operation::fold): an operation's own `fold` hook (ODS hasFolder), then the
folds its traits imply, with the constant operands found through ConstantLike ops; and
turning folded attributes back into constant operations (the dialect's
materializeConstant).

A fold hook is `_ods_fold(self, adaptor)`; `adaptor.<operand name>` is the operand's
constant attribute or None (a list for a variadic operand). It returns, like MLIR's
OpFoldResult: None when it cannot fold; an Attribute or a Value for a one-result op
(the op's own result means "changed in place"); a list with one entry per result; or
True when it changed a zero- or multi-result op in place.
"""

from __future__ import annotations

import sys
from typing import Any

from odsgen.ir import Attribute, Operation, Value
from odsgen.ir.core.op_base import _group

IN_PLACE: list[Any] = []  # a successful fold that changed the op itself


def traits(op: Operation) -> frozenset[str]:
    return getattr(type(op), "_ods_traits", frozenset())


def is_registered(op: Operation) -> bool:
    return getattr(type(op), "OPERATION_NAME", "") != ""


def is_constant_like(op: Operation) -> bool:
    return "ConstantLike" in traits(op)


def constant_value(value: Value) -> Attribute | None:
    """m_Constant: the attribute a ConstantLike op defining `value` folds to, or None."""
    op = getattr(value, "op", None)
    if op is None or not is_constant_like(op):
        return None
    hook = getattr(op, "_ods_fold", None)
    if hook is None:
        return None
    result = hook(FoldAdaptor(op, [None] * len(op.operands)))
    return result if isinstance(result, Attribute) else None


class FoldAdaptor:
    """The operands of the op being folded, as constant attributes (None if not constant)."""

    def __init__(self, op: Operation, constants: list[Attribute | None]) -> None:
        self._op = op
        self.operands = constants

    def __getattr__(self, name: str) -> Any:
        op = self._op
        names = getattr(type(op), "_ods_operand_names", ())
        for index, operand_name in enumerate(names):
            py_name = operand_name + "_" if operand_name in _KEYWORDS else operand_name
            if name in (operand_name, py_name, _snake(operand_name)):
                arity = op._ods_operand_arity  # type: ignore[attr-defined]
                segments = op._ods_segment_sizes(op._ods_operand_segments)  # type: ignore[attr-defined]
                start, length = _group(arity, index, len(self.operands), segments)
                values = self.operands[start : start + length]
                if arity[index] == "single":
                    return values[0]
                if arity[index] == "optional":
                    return values[0] if values else None
                return values
        raise AttributeError(f"'{op.name}' has no operand '{name}'")


_KEYWORDS = frozenset(__import__("keyword").kwlist)


def _snake(name: str) -> str:
    out = []
    for i, ch in enumerate(name):
        if ch.isupper() and i and not name[i - 1].isupper():
            out.append("_")
        out.append(ch.lower())
    return "".join(out)


def fold_op(op: Operation) -> list[Any] | None:
    """Operation::fold: None on failure, [] when the op changed in place, else one
    Attribute or Value per result."""
    constants = [constant_value(v) for v in op.operands]
    hook = getattr(op, "_ods_fold", None)
    result = hook(FoldAdaptor(op, constants)) if hook is not None else None
    results = op.results
    if len(results) == 1:
        if result is None or result is results[0]:
            traited = _fold_traits(op, constants)
            if traited is not None:
                return traited
            return IN_PLACE if result is not None else None
        if isinstance(result, (list, tuple)):
            return list(result)
        return [result]
    if result is None or result is True or result == []:
        traited = _fold_traits(op, constants)
        if traited is not None:
            return traited
        return IN_PLACE if result is not None else None
    return list(result)


def _fold_traits(op: Operation, constants: list[Attribute | None]) -> list[Any] | None:
    """The folds of IsCommutative, Involution and Idempotent (OpTrait foldTrait)."""
    names = traits(op)
    if "Commutative" in names and len(op.operands) >= 2:
        # foldCommutative: constant operands move to the end, in order.
        order = [i for i, c in enumerate(constants) if c is None] + [i for i, c in enumerate(constants) if c is not None]
        if order != list(range(len(order))):
            values = [op.operands[i] for i in order]
            for index, value in enumerate(values):
                if op.operands[index] is not value:
                    op.set_operand(index, value)
            return IN_PLACE
    if "CastOpInterface" in names and op.operands:
        # foldCastInterfaceOp: a cast to the types it already has is its operands.
        if [v.type for v in op.operands] == [r.type for r in op.results]:
            return list(op.operands)
    if "Involution" in names and len(op.operands) == 1 and len(op.results) == 1:
        inner = getattr(op.operands[0], "op", None)
        if inner is not None and inner.name == op.name:
            return [inner.operands[0]]
    if "Idempotent" in names and len(op.results) == 1:
        if len(op.operands) == 1:
            inner = getattr(op.operands[0], "op", None)
            if inner is not None and inner.name == op.name:
                return [op.operands[0]]
        elif len(op.operands) == 2 and op.operands[0] is op.operands[1]:
            return [op.operands[0]]
    return None


def materializer(op: Operation) -> Any:
    """The `materialize_constant(context, value, type, location)` of `op`'s dialect, or None."""
    module = sys.modules.get(type(op).__module__)
    return getattr(module, "materialize_constant", None) if is_registered(op) else None


def dialect_of(op: Operation) -> str:
    return op.name.partition(".")[0]
