"""The verifiers of ODS traits about operand and result types, worded as MLIR 22 words
them (`OpTrait::impl::verify*` in mlir/lib/IR/Operation.cpp, the shape helpers of
mlir/lib/IR/TypeUtilities.cpp, and the PredOpTrait summaries of mlir/IR/OpBase.td).

Each returns None when the trait holds, else the message emitOpError shows after
`'dialect.op' op `. Imported (and re-exported) by `odsgen.ir.verify.op_traits`.
"""

from __future__ import annotations

from typing import Any, Sequence

from odsgen.ir.core.attributes import Type
from odsgen.ir.core.helpers import builtin_dialect as _builtin
from odsgen.ir.core.operation import Operation


# -- type helpers (TypeUtilities.cpp) -------------------------------------------------------


def element_type_or_self(type: Type) -> Type:
    """getElementTypeOrSelf: a shaped type's element type, any other type itself."""
    return type.element_type if isinstance(type, _builtin().ShapedType) else type  # type: ignore[attr-defined]


def _tensor_or_vector_element_type(type: Type) -> Type:
    """getTensorOrVectorElementType (Operation.cpp): looks through tensor<vector<...>>."""
    builtin = _builtin()
    if isinstance(type, builtin.VectorType):
        return type.element_type
    if isinstance(type, builtin.TensorType):
        return _tensor_or_vector_element_type(type.element_type)  # type: ignore[attr-defined]
    return type


def _compatible_dims(shape1: Sequence[int], shape2: Sequence[int]) -> bool:
    """verifyCompatibleShape(ArrayRef, ArrayRef): same rank, and each pair of sizes
    equal unless one is dynamic."""
    dynamic = _builtin().ShapedType.kDynamic
    if len(shape1) != len(shape2):
        return False
    return all(a == b or a == dynamic or b == dynamic for a, b in zip(shape1, shape2))


def verify_compatible_shape(type1: Type, type2: Type) -> bool:
    """verifyCompatibleShape(Type, Type): both scalars, or both shaped with one
    unranked or compatible dimensions. Element types do not matter."""
    shaped = _builtin().ShapedType
    if not isinstance(type1, shaped):
        return not isinstance(type2, shaped)
    if not isinstance(type2, shaped):
        return False
    if not type1.has_rank or not type2.has_rank:
        return True
    return _compatible_dims(type1.shape, type2.shape)  # type: ignore[attr-defined]


def verify_compatible_shapes(types: Sequence[Type]) -> bool:
    """verifyCompatibleShapes(TypeRange): all scalars, or all shaped (scalable vectors
    only with each other) with the ranked ones of one rank and compatible sizes."""
    builtin = _builtin()
    shaped = [t for t in types if isinstance(t, builtin.ShapedType)]
    if not shaped:
        return True
    if len(shaped) != len(types):
        return False
    scalable = [isinstance(t, builtin.VectorType) and any(t.scalable_dims) for t in types]
    if any(scalable) and not all(scalable):
        return False
    ranked = [t for t in shaped if t.has_rank]
    if not ranked:
        return True
    rank = len(ranked[0].shape)
    if any(len(t.shape) != rank for t in ranked):
        return False
    dynamic = builtin.ShapedType.kDynamic
    for index in range(rank):  # verifyCompatibleDims: every static size is the same
        sizes = {t.shape[index] for t in ranked} - {dynamic}
        if len(sizes) > 1:
            return False
    return True


def _types(values: Sequence[Any]) -> list[Type]:
    return [v.type for v in values]


# -- operand and result types ----------------------------------------------------------------


def _at_least_one_operand(op: Operation) -> str | None:
    if not op.operands:
        return "expected 1 or more operands, but found 0"  # verifyAtLeastNOperands(op, 1)
    return None


def _at_least_one_operand_and_result(op: Operation) -> str | None:
    if not op.operands:
        return "expected 1 or more operands, but found 0"
    if not op.results:
        return "expected 1 or more results"  # verifyAtLeastNResults(op, 1)
    return None


def verify_same_type_operands(op: Operation) -> str | None:
    """SameTypeOperands: zero or one operand always pass."""
    types = _types(op.operands)
    if any(t is not types[0] for t in types[1:]):
        return "requires all operands to have the same type"
    return None


def verify_same_operands_shape(op: Operation) -> str | None:
    problem = _at_least_one_operand(op)
    if problem is not None:
        return problem
    if not verify_compatible_shapes(_types(op.operands)):
        return "requires the same shape for all operands"
    return None


def verify_same_operands_and_result_shape(op: Operation) -> str | None:
    problem = _at_least_one_operand_and_result(op)
    if problem is not None:
        return problem
    if not verify_compatible_shapes(_types(op.operands) + _types(op.results)):
        return "requires the same shape for all operands and results"
    return None


def verify_same_operands_element_type(op: Operation) -> str | None:
    problem = _at_least_one_operand(op)
    if problem is not None:
        return problem
    element = element_type_or_self(op.operands[0].type)
    if any(element_type_or_self(v.type) is not element for v in op.operands[1:]):
        return "requires the same element type for all operands"
    return None


def verify_same_operands_and_result_element_type(op: Operation) -> str | None:
    """Every element type is the first result's (results checked first)."""
    problem = _at_least_one_operand_and_result(op)
    if problem is not None:
        return problem
    element = element_type_or_self(op.results[0].type)
    for value in [*op.results[1:], *op.operands]:
        if element_type_or_self(value.type) is not element:
            return "requires the same element type for all operands and results"
    return None


def verify_same_operands_and_result_type(op: Operation) -> str | None:
    """SameOperandsAndResultType: every type has the first result's element type and a
    shape compatible with it (so `tensor<?xi32>` matches `tensor<4xi32>`), and, when that
    result is a ranked tensor with an encoding, the same encoding."""
    problem = _at_least_one_operand_and_result(op)
    if problem is not None:
        return problem
    first = op.results[0].type
    if all(v.type is first for v in op.operands) and all(r.type is first for r in op.results):
        return None  # one uniqued type everywhere (the common case) satisfies every rule
    builtin = _builtin()
    element = element_type_or_self(first)
    encoding = first.encoding if isinstance(first, builtin.RankedTensorType) else None
    for other in [*_types(op.results[1:]), *_types(op.operands)]:
        if element_type_or_self(other) is not element or not verify_compatible_shape(other, first):
            return "requires the same type for all operands and results"
        if encoding is not None:
            # Upstream assumes `other` is a ranked tensor too; anything else differs.
            other_encoding = other.encoding if isinstance(other, builtin.RankedTensorType) else None
            if other_encoding is not encoding:
                return "requires the same encoding for all operands and results"
    return None


def verify_same_operands_and_result_rank(op: Operation) -> str | None:
    """SameOperandsAndResultRank: ranked shaped types all have the first one's rank
    (an operand's if any is ranked)."""
    problem = _at_least_one_operand(op)
    if problem is not None:
        return problem
    shaped = _builtin().ShapedType

    def ranks(values: Sequence[Any]) -> list[int]:
        return [len(v.type.shape) for v in values if isinstance(v.type, shaped) and v.type.has_rank]

    operand_ranks, result_ranks = ranks(op.operands), ranks(op.results)
    if not operand_ranks and not result_ranks:
        return None
    rank = (operand_ranks or result_ranks)[0]
    if any(r != rank for r in operand_ranks):
        return "operands don't have matching ranks"
    if any(r != rank for r in result_ranks):
        return "result type has different rank than operands"
    return None


def _signless_int_or_index(type: Type) -> bool:
    builtin = _builtin()
    if isinstance(type, builtin.IndexType):
        return True
    return isinstance(type, builtin.IntegerType) and type.signedness == builtin.Signedness.Signless


def verify_operands_are_signless_integer_like(op: Operation) -> str | None:
    for value in op.operands:
        if not _signless_int_or_index(_tensor_or_vector_element_type(value.type)):
            return "requires an integer or index type"
    return None


def verify_operands_are_float_like(op: Operation) -> str | None:
    for value in op.operands:
        if not isinstance(_tensor_or_vector_element_type(value.type), _builtin().FloatType):
            return "requires a float type"
    return None


def verify_results_are_bool_like(op: Operation) -> str | None:
    """Type::isInteger(1): an i1 of any signedness."""
    integer = _builtin().IntegerType
    for value in op.results:
        element = _tensor_or_vector_element_type(value.type)
        if not (isinstance(element, integer) and element.width == 1):
            return "requires a bool result type"
    return None


def verify_results_are_float_like(op: Operation) -> str | None:
    for value in op.results:
        if not isinstance(_tensor_or_vector_element_type(value.type), _builtin().FloatType):
            return "requires a floating point type"
    return None


def verify_results_are_signless_integer_like(op: Operation) -> str | None:
    for value in op.results:
        if not _signless_int_or_index(_tensor_or_vector_element_type(value.type)):
            return "requires an integer or index type"
    return None


def verify_elementwise(op: Operation) -> str | None:
    """Elementwise: vectors/tensors among operands and results come together, all
    results are then non-scalar, and all of them have one base type and shape."""
    builtin = _builtin()
    mappable = (builtin.VectorType, builtin.TensorType)
    results = [r.type for r in op.results if isinstance(r.type, mappable)]
    operands = [v.type for v in op.operands if isinstance(v.type, mappable)]
    if not results and not operands:
        return None
    if results and not operands:
        return "if a result is non-scalar, then at least one operand must be non-scalar"
    if not results:
        return "if an operand is non-scalar, then there must be at least one non-scalar result"
    if len(results) != len(op.results):
        return "if an operand is non-scalar, then all results must be non-scalar"
    types = operands + results
    if any(type(t) is not type(types[0]) for t in types) or not verify_compatible_shapes(types):
        return "all non-scalar operands/results must have the same shape and base type"
    return None


# -- PredOpTrait messages (OpBase.td) -------------------------------------------------------


def pred_failure_message(summary: str) -> str:
    """The message of a failed PredOpTrait (TypesMatchWith, AllTypesMatch, ...), whose
    predicate generated code evaluates: "failed to verify that <summary>"."""
    return f"failed to verify that {summary}"


types_match_with_message = pred_failure_message  # TypesMatchWith<summary, ...>


def all_match_message(names: Sequence[str], what: str) -> str:
    """AllMatchSameOperatorTrait's summary: "all of {a, b} have same <what>"."""
    return pred_failure_message(f"all of {{{', '.join(names)}}} have same {what}")


def _type_of(item: Any) -> Type:
    """`$name.getType()`: a value's or a typed attribute's type; a type is itself."""
    return item if isinstance(item, Type) else item.type


def verify_all_types_match(names: Sequence[str], values: Sequence[Any]) -> str | None:
    """AllTypesMatch<names>: `values` (operands, results or typed attributes, in the
    order of `names`) all have one type."""
    types = [_type_of(v) for v in values]
    if any(t is not types[0] for t in types[1:]):
        return all_match_message(names, "type")
    return None


def _shaped_property(type: Type, what: str) -> Any:
    """`cast<ShapedType>(type).getShape()` / `getRank()` / `getNumElements()`. Upstream
    asserts on a type that is not shaped (or not ranked): such a type is only equal to
    itself here."""
    builtin = _builtin()
    if not isinstance(type, builtin.ShapedType) or not type.has_rank:
        return type
    shape = tuple(type.shape)  # type: ignore[attr-defined]
    if what == "shape":
        return shape
    if what == "rank":
        return len(shape)
    count = 1
    for size in shape:
        count *= size
    return count


def verify_all_shaped_match(names: Sequence[str], values: Sequence[Any], what: str) -> str | None:
    """AllShapesMatch / AllRanksMatch / AllElementCountsMatch<names> (`what` is "shape",
    "rank" or "element count"): the values of `names` agree on it."""
    found = [_shaped_property(_type_of(v), what) for v in values]
    if any(f != found[0] for f in found[1:]):
        return all_match_message(names, what)
    return None


def verify_type_is(name: str, value: Any, check: Any, summary: str, element: bool = False) -> str | None:
    """TypeIs<name, T> (the value's type satisfies T) and ElementTypeIs<name, T> (its type
    is shaped and its element type satisfies T): "failed to verify that 'name' is <T>"."""
    type = _type_of(value)
    if element:
        ok = isinstance(type, _builtin().ShapedType) and check(element_type_or_self(type))
    else:
        ok = check(type)
    return None if ok else pred_failure_message(f"'{name}' is {summary}")


def verify_all_element_types_match(names: Sequence[str], values: Sequence[Any]) -> str | None:
    """AllElementTypesMatch<names>: getElementTypeOrSelf of each is the same."""
    elements = [element_type_or_self(_type_of(v)) for v in values]
    if any(t is not elements[0] for t in elements[1:]):
        return all_match_message(names, "element type")
    return None
