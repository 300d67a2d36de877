"""Folders and constant materialization of the arith dialect (ArithOps.cpp's `fold`
methods and ArithDialect::materializeConstant), referenced from defs/arith.yaml as
`hasFolder: odsgen.dialect_hooks.arith_folds:fold_<op>`.

A folder gets the op and a FoldAdaptor (each operand's constant attribute or None) and
returns None, an Attribute, or a Value, as odsgen.rewrite.folding describes.
"""

from __future__ import annotations

from typing import Any


def materialize_constant(context: Any, value: Any, type: Any, location: Any) -> Any:
    """ArithDialect::materializeConstant: an arith.constant when the attribute is an
    integer, float or elements attribute of exactly `type` (signless integers only)."""
    from odsgen.dialects import arith, builtin

    if getattr(value, "type", None) is not type:
        return None
    if isinstance(type, builtin.IntegerType) and type.signedness != builtin.Signedness.Signless:
        return None
    if not isinstance(value, (builtin.IntegerAttr, builtin.FloatAttr, builtin.ElementsAttr)):
        return None
    return arith.ConstantOp.build(context, value, location=location)


def fold_constant(op: Any, adaptor: Any) -> Any:
    """ConstantOp::fold: its value."""
    return op.value


# -- integer constant folding (constFoldBinaryOp over IntegerAttr and dense splats) ---------


def _width(type: Any) -> int:
    from odsgen.dialects import builtin

    if isinstance(type, builtin.IndexType):
        return 64  # IndexType::kInternalStorageBitWidth
    return type.width  # type: ignore[no-any-return]


def wrap(value: int, width: int) -> int:
    """`value` as a two's complement integer of `width` bits (APInt wrap-around), in the
    signed form IntegerAttr keeps."""
    value &= (1 << width) - 1
    return value - (1 << width) if width and value >> (width - 1) else value


def const_fold_binary_int(operands: list[Any], fn: Any) -> Any:
    """Both operands integer constants (scalars, or splats of one shaped type): the
    attribute of fn(lhs, rhs) wrapped to the width, or None (fn may return None)."""
    from odsgen.dialects import builtin

    lhs, rhs = operands
    if lhs is None or rhs is None:
        return None
    if isinstance(lhs, builtin.IntegerAttr) and isinstance(rhs, builtin.IntegerAttr):
        if lhs.type is not rhs.type:
            return None
        width = _width(lhs.type)
        result = fn(lhs.value, rhs.value, width)
        return None if result is None else builtin.IntegerAttr.get(lhs.context, lhs.type, wrap(result, width))
    if isinstance(lhs, builtin.DenseIntOrFPElementsAttr) and isinstance(rhs, builtin.DenseIntOrFPElementsAttr):
        if lhs.type is not rhs.type or not isinstance(lhs.element_type, (builtin.IntegerType, builtin.IndexType)):
            return None
        width = _width(lhs.element_type)
        if lhs.is_splat and rhs.is_splat:
            result = fn(lhs.get_splat_value().value, rhs.get_splat_value().value, width)
            if result is None:
                return None
            element = builtin.IntegerAttr.get(lhs.context, lhs.element_type, wrap(result, width))
            return builtin.DenseElementsAttr.get(lhs.context, lhs.type, [element])
    return None


def _is_zero(attr: Any) -> bool:
    from odsgen.dialects import builtin

    if isinstance(attr, builtin.IntegerAttr):
        return attr.value == 0
    if isinstance(attr, builtin.DenseIntOrFPElementsAttr) and attr.is_splat:
        return _is_zero(attr.get_splat_value())
    return False


def fold_addi(op: Any, adaptor: Any) -> Any:
    """AddIOp::fold."""
    if _is_zero(adaptor.rhs):
        return op.lhs
    lhs_op = getattr(op.lhs, "op", None)
    if lhs_op is not None and lhs_op.name == "arith.subi" and op.rhs is lhs_op.rhs:
        return lhs_op.lhs
    rhs_op = getattr(op.rhs, "op", None)
    if rhs_op is not None and rhs_op.name == "arith.subi" and op.lhs is rhs_op.rhs:
        return rhs_op.lhs
    return const_fold_binary_int(adaptor.operands, lambda a, b, w: a + b)
