"""Helpers the arith dialect's definitions (defs/arith.yaml) call from their snippets:
the type transformers, predicates and cast checks of mlir/lib/Dialect/Arith/IR/ArithOps.cpp
(MLIR 22), and the OpAsmOpInterface result names of its operations.

Nothing here emits diagnostics: the functions answer questions about types, or return
the message of a failed check worded as upstream words it (the snippets in arith.yaml
return it from `verify`).
"""

from __future__ import annotations

from typing import Any, Callable, Sequence

from odsgen.ir.verify.op_type_traits import element_type_or_self, verify_compatible_shape
from odsgen.dialects import builtin


# -- types ---------------------------------------------------------------------------------


def get_i1_same_shape(type_: Any) -> Any:
    """getI1SameShape: i1, or the shaped type with i1 elements (vector scalability and a
    tensor's encoding kept, as ShapedType::cloneWith does). Found once per (uniqued)
    type: every arith.cmpi and arith.cmpf parsed asks."""
    found = _i1_same_shape.get(type_)
    if found is not None:
        return found
    i1 = builtin.IntegerType.get(type_.context, 1)
    found = type_.clone_with(None, i1) if isinstance(type_, builtin.ShapedType) else i1
    if len(_i1_same_shape) >= 4096:
        _i1_same_shape.clear()
    _i1_same_shape[type_] = found
    return found


# Uniqued type -> its getI1SameShape. Bounded (cleared when full): the types it holds
# keep their context alive.
_i1_same_shape: dict[Any, Any] = {}


def same_tensor_dims(in_type: Any, out_type: Any) -> bool:
    """SameInputOutputTensorDims (ArithOps.td): the shapes of tensors (`[]` for anything
    else) are equal. Upstream reads an unranked tensor's shape through
    `cast<TensorType>(...).getShape()`, which is undefined; mlir-opt 22 then always
    reports the mismatch, so an unranked tensor never matches here."""

    def shape(type_: Any) -> tuple[int, ...] | None:
        if isinstance(type_, builtin.UnrankedTensorType):
            return None
        return tuple(type_.shape) if isinstance(type_, builtin.TensorType) else ()

    a, b = shape(in_type), shape(out_type)
    return a is not None and b is not None and a == b


def boolean_condition_or_matching_shape(condition: Any, result: Any) -> bool:
    """BooleanConditionOrMatchingShape<"condition", "result"> (ArithOps.td): the condition
    is a signless i1, or both are shaped with equal shapes (an unranked tensor's shape is
    empty, as mlir-opt 22 reads it). Upstream casts both to ShapedType and crashes on a
    scalar; this answers False."""
    if (
        isinstance(condition, builtin.IntegerType)
        and condition.width == 1
        and condition.signedness == builtin.Signedness.Signless
    ):
        return True
    if not isinstance(condition, builtin.ShapedType) or not isinstance(result, builtin.ShapedType):
        return False
    return tuple(condition.shape) == tuple(result.shape)


def _width(type_: Any) -> int:
    """Type::getIntOrFloatBitWidth of an integer or float type."""
    if isinstance(type_, builtin.IntegerType):
        return type_.width
    return type_.get_width()


# -- cast compatibility (CastOpInterface::areCastCompatible) ---------------------------------


def _is_integer(t: Any) -> bool:
    return isinstance(t, builtin.IntegerType)


def _is_float(t: Any) -> bool:
    return isinstance(t, builtin.FloatType)


def _is_integer_or_index(t: Any) -> bool:
    return isinstance(t, (builtin.IntegerType, builtin.IndexType))


def _is_integer_or_float(t: Any) -> bool:
    return _is_integer(t) or _is_float(t)


def _underlying_type(type_: Any, shaped: tuple[type, ...], element: Callable[[Any], bool]) -> Any:
    """getUnderlyingType: the element type (or the type) if the type is a scalar or one of
    the allowed shaped types and its element type is allowed; else None."""
    if isinstance(type_, builtin.ShapedType) and not isinstance(type_, shaped):
        return None
    underlying = element_type_or_self(type_)
    return underlying if element(underlying) else None


def _like(type_: Any, element: Callable[[Any], bool]) -> Any:
    """getTypeIfLike<...>: scalars, vectors and tensors."""
    return _underlying_type(type_, (builtin.VectorType, builtin.TensorType), element)


def _like_or_memref(type_: Any, element: Callable[[Any], bool]) -> Any:
    """getTypeIfLikeOrMemRef<...>: scalars, vectors, tensors and ranked memrefs."""
    return _underlying_type(
        type_, (builtin.VectorType, builtin.TensorType, builtin.MemRefType), element
    )


def _has_same_encoding(a: Any, b: Any) -> bool:
    ranked = builtin.RankedTensorType
    if not isinstance(a, ranked) or not isinstance(b, ranked):
        return True
    return a.encoding is b.encoding


def _valid_cast_inputs_and_outputs(inputs: Sequence[Any], outputs: Sequence[Any]) -> bool:
    """areValidCastInputsAndOutputs: one input, one output, same encoding, compatible shapes."""
    if len(inputs) != 1 or len(outputs) != 1:
        return False
    if not _has_same_encoding(inputs[0], outputs[0]):
        return False
    return verify_compatible_shape(inputs[0], outputs[0])


def _width_change(
    inputs: Sequence[Any], outputs: Sequence[Any], element: Callable[[Any], bool], wider: bool
) -> bool:
    """checkWidthChangeCast<std::greater/std::less, ElementType>."""
    if not _valid_cast_inputs_and_outputs(inputs, outputs):
        return False
    src, dst = _like(inputs[0], element), _like(outputs[0], element)
    if src is None or dst is None:
        return False
    return _width(dst) > _width(src) if wider else _width(dst) < _width(src)


def int_extension_compatible(inputs: Sequence[Any], outputs: Sequence[Any]) -> bool:
    """ExtUIOp / ExtSIOp::areCastCompatible."""
    return _width_change(inputs, outputs, _is_integer, wider=True)


def int_truncation_compatible(inputs: Sequence[Any], outputs: Sequence[Any]) -> bool:
    """TruncIOp::areCastCompatible."""
    return _width_change(inputs, outputs, _is_integer, wider=False)


def float_extension_compatible(inputs: Sequence[Any], outputs: Sequence[Any]) -> bool:
    """ExtFOp::areCastCompatible; ScalingExtFOp passes only its first input."""
    return _width_change(inputs, outputs, _is_float, wider=True)


def float_truncation_compatible(inputs: Sequence[Any], outputs: Sequence[Any]) -> bool:
    """TruncFOp::areCastCompatible; ScalingTruncFOp passes only its first input."""
    return _width_change(inputs, outputs, _is_float, wider=False)


def int_to_float_compatible(inputs: Sequence[Any], outputs: Sequence[Any]) -> bool:
    """checkIntFloatCast<IntegerType, FloatType> (UIToFPOp, SIToFPOp)."""
    if not _valid_cast_inputs_and_outputs(inputs, outputs):
        return False
    return _like(inputs[0], _is_integer) is not None and _like(outputs[-1], _is_float) is not None


def float_to_int_compatible(inputs: Sequence[Any], outputs: Sequence[Any]) -> bool:
    """checkIntFloatCast<FloatType, IntegerType> (FPToUIOp, FPToSIOp)."""
    if not _valid_cast_inputs_and_outputs(inputs, outputs):
        return False
    return _like(inputs[0], _is_float) is not None and _like(outputs[-1], _is_integer) is not None


def index_cast_compatible(inputs: Sequence[Any], outputs: Sequence[Any]) -> bool:
    """areIndexCastCompatible (IndexCastOp, IndexCastUIOp): index to a signless integer
    or back, as scalars, vectors, tensors or memrefs."""
    if not _valid_cast_inputs_and_outputs(inputs, outputs):
        return False
    src = _like_or_memref(inputs[0], _is_integer_or_index)
    dst = _like_or_memref(outputs[0], _is_integer_or_index)
    if src is None or dst is None:
        return False

    def signless(t: Any) -> bool:
        return isinstance(t, builtin.IntegerType) and t.signedness == builtin.Signedness.Signless

    index = builtin.IndexType
    return (isinstance(src, index) and signless(dst)) or (signless(src) and isinstance(dst, index))


def bitcast_compatible(inputs: Sequence[Any], outputs: Sequence[Any]) -> bool:
    """BitcastOp::areCastCompatible: integers and floats of one bit width."""
    if not _valid_cast_inputs_and_outputs(inputs, outputs):
        return False
    src = _like_or_memref(inputs[0], _is_integer_or_float)
    dst = _like_or_memref(outputs[0], _is_integer_or_float)
    if src is None or dst is None:
        return False
    return _width(src) == _width(dst)


# -- extension and truncation widths (verifyExtOp / verifyTruncateOp) ------------------------


def extension_problem(op: Any) -> str | None:
    """verifyExtOp: the result element type is wider than the operand's (the message of
    op.emitError, without the op prefix)."""
    src = element_type_or_self(op.operands[0].type)
    dst = element_type_or_self(op.results[0].type)
    if _width(src) >= _width(dst):
        return f"result type '{dst}' must be wider than operand type '{src}'"
    return None


def truncation_problem(op: Any) -> str | None:
    """verifyTruncateOp: the result element type is narrower than the operand's."""
    src = element_type_or_self(op.operands[0].type)
    dst = element_type_or_self(op.results[0].type)
    if _width(src) <= _width(dst):
        return f"result type '{dst}' must be shorter than operand type '{src}'"
    return None


# -- OpAsmOpInterface result names -------------------------------------------------------------


def muli_result_names(op: Any, set_name: Callable[[Any, str], None]) -> None:
    """MulIOp::getAsmResultNames: an index product of a constant and `vector.vscale` is
    `%c<N>_vscale`."""
    if not isinstance(op.results[0].type, builtin.IndexType):
        return

    def constant(value: Any) -> Any:
        owner = getattr(value, "op", None)
        if owner is None or "ConstantLike" not in getattr(type(owner), "_ods_traits", ()):
            return None
        attr = getattr(owner, "value", None)
        return attr if isinstance(attr, builtin.IntegerAttr) else None

    def is_vscale(value: Any) -> bool:
        owner = getattr(value, "op", None)
        return owner is not None and owner.name == "vector.vscale"

    lhs, rhs = op.operands[0], op.operands[1]
    for a, b in ((lhs, rhs), (rhs, lhs)):
        base = constant(a)
        if base is not None and is_vscale(b):
            set_name(op.results[0], f"c{base.value}_vscale")
            return


def named_results(op: Any, set_name: Callable[[Any, str], None], names: Sequence[str]) -> None:
    """The getAsmResultNames ODS generates for an op with several named results."""
    for result, name in zip(op.results, names):
        set_name(result, name)
