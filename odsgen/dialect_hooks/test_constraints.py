"""Predicates of the test dialect's constraints and PredOpTraits that ODS spells in C++
(TestOps.td, OpBase.td's NestedTupleOf, TensorRankOf, MemRefRankOf, AllMatch)."""

from __future__ import annotations

from typing import Any

from odsgen.dialects import builtin
from odsgen.ir.verify.op_type_traits import element_type_or_self


def flattened_types(type: Any) -> list[Any]:
    """TupleType::getFlattenedTypes: the leaves of nested tuples."""
    if isinstance(type, builtin.TupleType):
        return [leaf for t in type.types for leaf in flattened_types(t)]
    return [type]


def is_signless(type: Any, width: int) -> bool:
    return (
        isinstance(type, builtin.IntegerType)
        and type.width == width
        and type.signedness == builtin.Signedness.Signless
    )


def fixed_type_combination(op: Any) -> bool:
    """ArgAndResHaveFixedElementTypesOp: x's element type is i32 and y's is f32."""
    return is_signless(element_type_or_self(op.x.type), 32) and isinstance(
        element_type_or_self(op.y.type), builtin.Float32Type
    )


def rank_equals_element_count(op: Any) -> bool:
    """AllMatch<[Rank<"operand">.result, ElementCount<"result">.result]>."""
    count = 1
    for dim in op.result.type.shape:
        count *= dim
    return len(op.operand.type.shape) == count


def none_then_none(op: Any) -> bool:
    """Either both operands are `none` or the first is not."""
    x, y = op.x.type, op.y.type
    return (isinstance(x, builtin.NoneType) and isinstance(y, builtin.NoneType)) or not isinstance(x, builtin.NoneType)
