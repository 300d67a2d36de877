"""The native code of arith's declarative rewrite rules (ArithCanonicalization.td's
NativeCodeCalls and CPred constraints, and the helpers in ArithOps.cpp they call)."""

from __future__ import annotations

from typing import Any


def _width(type: Any) -> int:
    from odsgen.dialects import builtin

    return 64 if isinstance(type, builtin.IndexType) else type.width  # type: ignore[no-any-return]


def _wrap(value: int, width: int) -> int:
    value &= (1 << width) - 1
    return value - (1 << width) if width and value >> (width - 1) else value


def _apply(res: Any, lhs: Any, rhs: Any, fn: Any) -> Any:
    """applyToIntegerAttrs: fn on the two IntegerAttrs' values, as an attribute of the
    result's type."""
    from odsgen.dialects import builtin

    type = res.type
    return builtin.IntegerAttr.get(type.context, type, _wrap(fn(lhs.value, rhs.value), _width(type)))


def add_int_attrs(res: Any, lhs: Any, rhs: Any) -> Any:
    return _apply(res, lhs, rhs, lambda a, b: a + b)


def sub_int_attrs(res: Any, lhs: Any, rhs: Any) -> Any:
    return _apply(res, lhs, rhs, lambda a, b: a - b)


def mul_int_attrs(res: Any, lhs: Any, rhs: Any) -> Any:
    return _apply(res, lhs, rhs, lambda a, b: a * b)


def merge_overflow(lhs: Any, rhs: Any) -> Any:
    """mergeOverflowFlags: the flags both operations had."""
    from odsgen.dialects import arith

    return arith.IntegerOverflowFlagsAttr.get(lhs.context, lhs.value & rhs.value)


_INVERSE = {"eq": "ne", "ne": "eq", "slt": "sge", "sge": "slt", "sle": "sgt", "sgt": "sle",
            "ult": "uge", "uge": "ult", "ule": "ugt", "ugt": "ule"}


def invert_predicate(predicate: Any) -> Any:
    """invertPredicate: the cmpi predicate that is true exactly when `predicate` is false."""
    from odsgen.dialects import arith, builtin

    case = arith.CmpIPredicate(predicate.value)
    inverse = arith.CmpIPredicate[_INVERSE[case.name]]
    return builtin.IntegerAttr.get(predicate.context, predicate.type, int(inverse))


def zero_attr(type: Any) -> Any:
    """Builder::getZeroAttr: 0 of an integer, index or float type, or a zero splat."""
    from odsgen.dialects import builtin

    if isinstance(type, (builtin.IntegerType, builtin.IndexType)):
        return builtin.IntegerAttr.get(type.context, type, 0)
    if isinstance(type, builtin.FloatType):
        return builtin.FloatAttr.get(type.context, type, 0.0)
    if isinstance(type, (builtin.RankedTensorType, builtin.VectorType)):
        return builtin.DenseIntOrFPElementsAttr.get(type.context, type, 0)
    return None


def int_or_splat_value(attr: Any) -> int | None:
    """getIntOrSplatIntValue: an integer attribute's value, or a splat's, or None."""
    from odsgen.dialects import builtin

    if isinstance(attr, builtin.IntegerAttr):
        return attr.value  # type: ignore[no-any-return]
    if isinstance(attr, builtin.DenseIntOrFPElementsAttr) and attr.is_splat:
        value = attr.get_splat_value()  # an int for integer and index elements
        return value if isinstance(value, int) and not isinstance(value, bool) else None
    return None


def is_all_ones(attr: Any) -> bool:
    """The value is -1 (every bit set) at its width."""
    value = int_or_splat_value(attr)
    if value is None:
        return False
    type = attr.element_type if hasattr(attr, "element_type") else attr.type
    return _wrap(value, _width(type)) == -1 or (_width(type) == 1 and value == 1)


def is_one(attr: Any) -> bool:
    """Strictly positive and equal to 1 (IsScalarOrSplatOne)."""
    value = int_or_splat_value(attr)
    if value is None:
        return False
    type = attr.type if not hasattr(attr, "element_type") else attr.element_type
    return _wrap(value, _width(type)) == 1


def element_width(value: Any) -> int:
    """getScalarOrElementWidth: the bit width of a value's (element) type, 0 if none."""
    from odsgen.dialects import builtin

    type = value.type
    if isinstance(type, (builtin.RankedTensorType, builtin.VectorType, builtin.UnrankedTensorType)):
        type = type.element_type
    if isinstance(type, builtin.IntegerType):
        return type.width  # type: ignore[no-any-return]
    if isinstance(type, builtin.IndexType):
        return 64
    if isinstance(type, builtin.FloatType):
        return type.get_width()  # type: ignore[no-any-return]
    return 0
