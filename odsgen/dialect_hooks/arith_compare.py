"""Folders of arith.cmpi, arith.cmpf and arith.select (ArithOps.cpp, MLIR 22), referenced
from defs/arith.yaml as `hasFolder: odsgen.dialect_hooks.arith_compare:fold_<op>`, and
the predicate evaluation the canonicalization patterns share."""

from __future__ import annotations

from typing import Any

from odsgen.dialect_hooks import arith_float as fp
from odsgen.dialect_hooks.arith_fold_utils import (
    _b,
    bool_attr,
    defining,
    element_type,
    fold_int,
    i1_same_shape,
    m_one,
    m_zero,
    signed,
)

# CmpIPredicate values.
EQ, NE, SLT, SLE, SGT, SGE, ULT, ULE, UGT, UGE = range(10)

# Predicates true for two equal operands (applyCmpPredicateToEqualOperands).
_TRUE_ON_EQUAL = frozenset({EQ, SLE, SGE, ULE, UGE})

# The predicate with the operands swapped.
_SWAPPED = {SLT: SGT, SGT: SLT, SLE: SGE, SGE: SLE, ULT: UGT, UGT: ULT, ULE: UGE, UGE: ULE, EQ: EQ, NE: NE}


def apply_cmpi(predicate: int, a: int, b: int, width: int) -> bool:
    """applyCmpPredicate for integers given as `width`-bit patterns."""
    if predicate == EQ:
        return a == b
    if predicate == NE:
        return a != b
    if predicate in (SLT, SLE, SGT, SGE):
        a, b = signed(a, width), signed(b, width)
    if predicate in (SLT, ULT):
        return a < b
    if predicate in (SLE, ULE):
        return a <= b
    if predicate in (SGT, UGT):
        return a > b
    return a >= b


def apply_cmpf(predicate: int, a: Any, b: Any) -> bool:
    """applyCmpPredicate for floats (CmpFPredicate values 0 to 15)."""
    result = fp.compare(a, b)
    less, equal, greater = result is fp.Cmp.LESS, result is fp.Cmp.EQUAL, result is fp.Cmp.GREATER
    unordered = result is fp.Cmp.UNORDERED
    return [
        False,  # false
        equal,  # oeq
        greater,  # ogt
        greater or equal,  # oge
        less,  # olt
        less or equal,  # ole
        not unordered and not equal,  # one
        not unordered,  # ord
        unordered or equal,  # ueq
        unordered or greater,  # ugt
        unordered or greater or equal,  # uge
        unordered or less,  # ult
        unordered or less or equal,  # ule
        not equal,  # une
        unordered,  # uno
        True,  # true
    ][predicate]


def _integer_width(type: Any) -> int | None:
    """getIntegerWidth (ArithOps.cpp): an integer's or an integer vector's width."""
    builtin = _b()
    if isinstance(type, builtin.IntegerType):
        return type.width  # type: ignore[no-any-return]
    if isinstance(type, builtin.VectorType) and isinstance(type.element_type, builtin.IntegerType):
        return type.element_type.width  # type: ignore[no-any-return]
    return None


def _is_i1(type: Any) -> bool:
    element = element_type(type)
    return isinstance(element, _b().IntegerType) and element.width == 1


def fold_cmpi(op: Any, adaptor: Any) -> Any:
    """CmpIOp::fold."""
    from odsgen.dialects import arith

    predicate = op.predicate.value
    if op.lhs is op.rhs:
        return bool_attr(op.result.type, predicate in _TRUE_ON_EQUAL)
    if m_zero(adaptor.rhs):
        for name in ("arith.extsi", "arith.extui"):
            ext = defining(op.lhs, name)
            if ext is not None:
                # ext(%x : i1 -> iN) != 0 -> %x
                if _integer_width(ext.in_.type) == 1 and predicate == NE:
                    return ext.in_
        if _is_i1(op.lhs.type) and predicate == NE:
            return op.lhs
    if m_one(adaptor.rhs):
        if _is_i1(op.lhs.type) and predicate == EQ:
            return op.lhs
    if adaptor.lhs is not None and adaptor.rhs is None:
        # Move the constant to the right side.
        lhs, rhs = op.lhs, op.rhs
        op.predicate = arith.CmpIPredicate(_SWAPPED[predicate])
        op.set_operand(0, rhs)
        op.set_operand(1, lhs)
        return op.result
    lhs = adaptor.lhs
    if lhs is not None and hasattr(lhs, "type"):
        return fold_int(
            adaptor.operands,
            lambda a, b, w: int(apply_cmpi(predicate, a, b, w)),
            i1_same_shape(lhs.type),
        )
    return None


def fold_cmpf(op: Any, adaptor: Any) -> Any:
    """CmpFOp::fold: scalar constants only; a NaN operand decides alone."""
    builtin = _b()
    lhs = adaptor.lhs if isinstance(adaptor.lhs, builtin.FloatAttr) else None
    rhs = adaptor.rhs if isinstance(adaptor.rhs, builtin.FloatAttr) else None
    if lhs is not None and lhs.value.is_nan():
        rhs = lhs
    if rhs is not None and rhs.value.is_nan():
        lhs = rhs
    if lhs is None or rhs is None:
        return None
    value = apply_cmpf(op.predicate.value, lhs.value, rhs.value)
    return builtin.IntegerAttr.get(op.context, builtin.IntegerType.get(op.context, 1), int(value))


def fold_select(op: Any, adaptor: Any) -> Any:
    """SelectOp::fold."""
    builtin = _b()
    true_value, false_value = op.true_value, op.false_value
    if true_value is false_value:
        return true_value
    condition = op.condition
    if m_one(adaptor.condition):
        return true_value
    if m_zero(adaptor.condition):
        return false_value
    result_type = op.result.type
    if (
        isinstance(result_type, builtin.IntegerType)
        and result_type.width == 1
        and result_type.signedness == builtin.Signedness.Signless
        and m_one(adaptor.true_value)
        and m_zero(adaptor.false_value)
    ):
        return condition
    cmp = defining(condition, "arith.cmpi")
    if cmp is not None:
        predicate = cmp.predicate.value
        if predicate in (EQ, NE):
            cmp_lhs, cmp_rhs = cmp.lhs, cmp.rhs
            if (cmp_lhs is true_value and cmp_rhs is false_value) or (
                cmp_rhs is true_value and cmp_lhs is false_value
            ):
                return true_value if predicate == NE else false_value
    cond = adaptor.condition
    lhs, rhs = adaptor.true_value, adaptor.false_value
    dense = builtin.DenseIntOrFPElementsAttr
    if isinstance(cond, dense) and isinstance(lhs, dense) and isinstance(rhs, dense):
        values = [
            t if c & 1 else f for c, t, f in zip(cond.get_values(), lhs.get_values(), rhs.get_values())
        ]
        return dense.get(op.context, lhs.type, values)
    return None
