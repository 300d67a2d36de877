"""Verifiers of the tensor dialect (defs/tensor.yaml), worded as MLIR 22 words them
(mlir/lib/Dialect/Tensor/IR/TensorOps.cpp, and the helpers it calls from
mlir/lib/Dialect/Utils/ReshapeOpsUtils.cpp and mlir/lib/IR/BuiltinTypes.cpp).

A returned string is reported as emitOpError (with the "'tensor.x' op " prefix); an
OpError with op_prefix=False is emitError's unprefixed text.
"""

from __future__ import annotations

from typing import Any, Sequence

from odsgen.dialect_hooks import view_like
from odsgen.ir.core.helpers import builtin_dialect as _builtin
from odsgen.ir.core.op_base import inherent_attr as _prop
from odsgen.ir.core.operation import Operation
from odsgen.ir.text.builtin_support import K_DYNAMIC, int_or_float_bit_width
from odsgen.ir.verify.op_traits import OpError


def _dynamic(value: int) -> bool:
    return value == K_DYNAMIC


def _emit_error(message: str) -> OpError:
    """Operation::emitError: the message without the op prefix."""
    return OpError(message, op_prefix=False)


def _ranked(type_: Any) -> bool:
    return isinstance(type_, _builtin().RankedTensorType)


def _dynamic_dims(type_: Any) -> int:
    return sum(1 for size in type_.shape if _dynamic(size))


def _compatible_shapes(a: Any, b: Any) -> bool:
    """verifyCompatibleShape(Type, Type): an unranked side is compatible with anything;
    ranked sides need equal ranks and each pair of sizes equal or one of them dynamic."""
    if not _ranked(a) or not _ranked(b):
        return True
    if len(a.shape) != len(b.shape):
        return False
    return all(x == y or _dynamic(x) or _dynamic(y) for x, y in zip(a.shape, b.shape))


def _one_tensor_each(inputs: Sequence[Any], outputs: Sequence[Any]) -> tuple[Any, Any] | None:
    if len(inputs) != 1 or len(outputs) != 1:
        return None
    b = _builtin()
    a, r = inputs[0], outputs[0]
    if not isinstance(a, b.TensorType) or not isinstance(r, b.TensorType):
        return None
    return a, r


# -- tensor.bitcast / tensor.cast ----------------------------------------------------------


def are_bitcast_compatible(inputs: Sequence[Any], outputs: Sequence[Any]) -> bool:
    """BitcastOp::areCastCompatible: same element bit width, compatible shapes."""
    pair = _one_tensor_each(inputs, outputs)
    if pair is None:
        return False
    a, r = pair
    if int_or_float_bit_width(a.element_type) != int_or_float_bit_width(r.element_type):
        return False
    return _compatible_shapes(a, r)


def are_cast_compatible(inputs: Sequence[Any], outputs: Sequence[Any]) -> bool:
    """CastOp::areCastCompatible: same element type, compatible shapes."""
    pair = _one_tensor_each(inputs, outputs)
    if pair is None:
        return False
    a, r = pair
    return a.element_type == r.element_type and _compatible_shapes(a, r)


# -- tensor.concat --------------------------------------------------------------------------


def _desaturate(size: int | None, other: int) -> int | None | bool:
    """SaturatedInteger::desaturate with None as the saturated (dynamic) value: the
    static size of the two, or False when two static sizes differ."""
    if size is None:
        return None if _dynamic(other) else other
    if _dynamic(other) or other == size:
        return size
    return False


def infer_concat_result_type(dim: int, input_types: Sequence[Any]) -> Any:
    """ConcatOp::inferResultType: the inputs' common static sizes, the sum along `dim`
    (dynamic if any input's is)."""
    b = _builtin()
    rank = len(input_types[0].shape)
    sizes: list[int] = []
    for i in range(rank):
        if i == dim:
            total: int | None = 0
            for t in input_types:
                size = t.shape[dim]
                total = None if total is None or _dynamic(size) else total + size
            sizes.append(K_DYNAMIC if total is None else total)
            continue
        common: Any = None
        for t in input_types:
            merged = _desaturate(common, t.shape[i])
            common = common if merged is False else merged
        sizes.append(K_DYNAMIC if common is None else common)
    return b.RankedTensorType.get(input_types[0].context, tuple(sizes), input_types[0].element_type)


def verify_concat(op: Operation) -> Any:
    """ConcatOp::verify."""
    input_types = [v.type for v in op.inputs]  # type: ignore[attr-defined]
    if not input_types:
        return "requires at least one input"
    result_type = op.results[0].type
    rank = len(result_type.shape)
    if any(len(t.shape) != rank for t in input_types):
        return "rank of concatenated inputs must match result rank"
    if any(t.element_type != result_type.element_type for t in input_types):
        return "inputs and result element type must match"
    dim = _prop(op, "dim").value
    if dim >= rank:
        return "concatenation dim must be less than the tensor rank"
    for i in range(rank):
        if i == dim:
            continue
        common: Any = None
        for t in input_types:
            merged = _desaturate(common, t.shape[i])
            if merged is False:
                return f"static concatenation size mismatch along non-concatenated dimension {i}"
            common = merged
    inferred = infer_concat_result_type(dim, input_types)
    if not _compatible_shapes(result_type, inferred):
        return f"result type '{result_type}'does not match inferred shape '{inferred}' static sizes"
    return None


# -- tensor.empty / extract / insert / splat / generate -------------------------------------


def _dynamic_sizes_error(type_: Any, count: int) -> str | None:
    expected = _dynamic_dims(type_)
    if expected != count:
        return f"incorrect number of dynamic sizes, has {count}, expected {expected}"
    return None


def verify_empty(op: Operation) -> Any:
    """EmptyOp::verify."""
    return _dynamic_sizes_error(op.results[0].type, len(op.dynamic_sizes))  # type: ignore[attr-defined]


def verify_splat(op: Operation) -> Any:
    """SplatOp::verify."""
    return _dynamic_sizes_error(op.results[0].type, len(op.dynamic_sizes))  # type: ignore[attr-defined]


def verify_extract(op: Operation) -> Any:
    """ExtractOp::verify."""
    if len(op.operands[0].type.shape) != len(op.indices):  # type: ignore[attr-defined]
        return "incorrect number of indices for extract_element"
    return None


def verify_insert(op: Operation) -> Any:
    """InsertOp::verify."""
    if len(op.dest.type.shape) != len(op.indices):  # type: ignore[attr-defined]
        return "incorrect number of indices"
    return None


def verify_generate(op: Operation) -> Any:
    """GenerateOp::verify."""
    return _dynamic_sizes_error(op.results[0].type, len(op.operands))


def _yielded_type(block: Any) -> Any:
    """The type of the value the block's tensor.yield yields (the terminator is one:
    SingleBlockImplicitTerminator is verified first)."""
    terminator = block.operations[-1]
    return terminator.operands[0].type if terminator.operands else None


def verify_generate_regions(op: Operation) -> Any:
    """GenerateOp::verifyRegions."""
    b = _builtin()
    result_type = op.results[0].type
    block = op.regions[0].blocks[0]
    if not all(isinstance(a.type, b.IndexType) for a in block.arguments):
        return _emit_error("all body arguments must be index")
    if len(block.arguments) != len(result_type.shape):
        return _emit_error("must have one body argument per input dimension")
    if _yielded_type(block) != result_type.element_type:
        return "body must be terminated with a `yield` operation of the tensor element type"
    return None


# -- tensor.gather / tensor.scatter -----------------------------------------------------------


def infer_gather_result_type(
    source: Any, indices: Any, dims: Sequence[int], rank_reduced: bool
) -> Any:
    """GatherOp::inferResultType: the indices' leading sizes, then the source's with the
    gathered dimensions set to 1 (or dropped when rank-reduced); the source's encoding."""
    b = _builtin()
    shape = list(indices.shape[:-1])
    for index, size in enumerate(source.shape):
        if index in dims:
            if not rank_reduced:
                shape.append(1)
            continue
        shape.append(size)
    return b.RankedTensorType.get(
        source.context, tuple(shape), source.element_type, source.encoding
    )


def _verify_dims(
    dims: Sequence[int], indices_shape: Sequence[int], rank: int, kind: str, operand: str
) -> str | None:
    """verifyGatherOrScatterDims."""
    if not dims:
        return f"{kind}_dims must be non-empty"
    if len(dims) > rank:
        return f"{kind}_dims overflow {operand} rank"
    if not indices_shape or indices_shape[-1] != len(dims):
        return f"{kind}_dims length must match the size of last dimension of indices"
    for value in dims:
        if value < 0:
            return f"{kind}_dims value must be non-negative"
        if value >= rank:
            return f"{kind}_dims value must be smaller than {operand} rank"
    for before, after in zip(dims, dims[1:]):
        if before >= after:
            return f"{kind}_dims values must be strictly increasing"
    return None


def verify_gather(op: Operation) -> Any:
    """GatherOp::verify."""
    source, indices = op.operands[0].type, op.operands[1].type
    dims = tuple(_prop(op, "gather_dims").values)
    problem = _verify_dims(dims, indices.shape, len(source.shape), "gather", "source")
    if problem:
        return problem
    result = op.results[0].type
    full = infer_gather_result_type(source, indices, dims, False)
    reduced = infer_gather_result_type(source, indices, dims, True)
    if result != full and result != reduced:
        return (
            f"result type mismatch: expected '{full}' or its rank-reduced variant '{reduced}' "
            f"(got: '{result}')"
        )
    return None


def verify_scatter(op: Operation) -> Any:
    """ScatterOp::verify."""
    source, dest, indices = (v.type for v in op.operands[:3])
    dims = tuple(_prop(op, "scatter_dims").values)
    problem = _verify_dims(dims, indices.shape, len(dest.shape), "scatter", "dest")
    if problem:
        return problem
    if _prop(op, "unique") is None:
        return "requires 'unique' attribute to be set"
    full = infer_gather_result_type(dest, indices, dims, False)
    reduced = infer_gather_result_type(dest, indices, dims, True)
    if source != full and source != reduced:
        return (
            f"source type mismatch: expected '{full}' or its rank-reduced variant '{reduced}' "
            f"(got: '{source}')"
        )
    return None


# -- tensor.reshape ---------------------------------------------------------------------------


def verify_reshape(op: Operation) -> Any:
    """ReshapeOp::verify."""
    operand, shape, result = op.operands[0].type, op.operands[1].type, op.results[0].type
    if operand.element_type != result.element_type:
        return "element types of source and destination tensor types should be the same"
    shape_size = shape.shape[0]
    if _ranked(result):
        if _ranked(operand) and result.has_static_shape and operand.has_static_shape:
            if operand.num_elements != result.num_elements:
                return "source and destination tensor should have the same number of elements"
        if _dynamic(shape_size):
            return "cannot use shape operand with dynamic length to reshape to statically-ranked tensor type"
        if shape_size != len(result.shape):
            return "length of shape operand differs from the result's tensor rank"
    return None


# -- tensor.expand_shape / tensor.collapse_shape --------------------------------------------


def _reassociation(op: Operation) -> list[list[int]]:
    return [[i.value for i in group.value] for group in _prop(op, "reassociation").value]


def _reassociation_error(groups: list[list[int]]) -> int | None:
    """isReassociationValid over getReassociationMaps' maps (each with the largest
    dimension + 1 dims): the index of the first invalid map, or None."""
    if not groups:
        return None
    dims = max((d for group in groups for d in group), default=-1) + 1
    expected = 0
    for index, group in enumerate(groups):
        for d in group:
            if d != expected:
                return index
            expected += 1
    if expected != dims:
        return len(groups) - 1
    return None


def collapsed_shape(expanded: Sequence[int], groups: list[list[int]]) -> tuple[int, ...]:
    """computeTensorReshapeCollapsedType's shape: each group's product, dynamic if any
    of its sizes is."""
    shape = []
    current = 0
    for group in groups:
        band = expanded[current : current + len(group)]
        if any(_dynamic(s) for s in band):
            shape.append(K_DYNAMIC)
        else:
            product = 1
            for s in band:
                product *= s
            shape.append(product)
        current += len(group)
    return tuple(shape)


def _verify_reshape_like(op: Operation, expanded: Any, collapsed: Any, expansion: bool) -> Any:
    """verifyTensorReshapeOp: no empty group, verifyReshapeLikeTypes, then the
    collapsed-type check."""
    groups = _reassociation(op)
    if any(not group for group in groups):
        return "reassociation indices must not be empty"
    expanded_rank, collapsed_rank = len(expanded.shape), len(collapsed.shape)
    if expanded_rank < collapsed_rank:
        return (
            f"expected the expanded type, '{expanded}' to have a higher (or same) rank than the "
            f"collapsed type, '{collapsed}'."
        )
    if collapsed_rank != len(groups):
        return (
            f"expected collapsed rank ({collapsed_rank}) to equal the number of reassociation maps "
            f"({len(groups)})."
        )
    if groups:
        map_dims = max((d for group in groups for d in group), default=-1) + 1
        if map_dims != expanded_rank:
            return (
                f"expected reassociation map #0 to have size equal to the expanded rank ({expanded_rank}), "
                f"but it is  {map_dims}."
            )
    invalid = _reassociation_error(groups)
    if invalid is not None:
        return f"expected reassociation map #{invalid} to be valid and contiguous."
    # reshapeLikeShapesAreCompatible
    start = 0
    for index, group in enumerate(groups):
        band = expanded.shape[start : start + len(group)]
        if any(_dynamic(s) for s in band):
            if not _dynamic(collapsed.shape[index]):
                return (
                    f"expected dimension {index} of collapsed type to be dynamic since one or more of "
                    "the corresponding dimensions in the expanded type is dynamic"
                )
        else:
            product = 1
            for s in band:
                product *= s
            if collapsed.shape[index] != product:
                return (
                    f"expected dimension {index} of collapsed type to be static value of {product}"
                )
        start += len(group)
    b = _builtin()
    expected = b.RankedTensorType.get(
        expanded.context, collapsed_shape(expanded.shape, groups), expanded.element_type
    )
    if expected.shape != collapsed.shape or expected.element_type != collapsed.element_type:
        return f"expected collapsed type to be '{expected}', but got '{collapsed}'"
    return None


def verify_expand_shape(op: Operation) -> Any:
    """ExpandShapeOp::verify."""
    source, result = op.operands[0].type, op.results[0].type
    static = tuple(_prop(op, "static_output_shape").values)
    if len(static) != len(result.shape):
        return (
            f"expected number of static shape dims to be equal to the output rank ({len(result.shape)}) "
            f"but found {len(static)} inputs instead"
        )
    dynamic = sum(1 for s in static if _dynamic(s))
    if len(op.output_shape) != dynamic:  # type: ignore[attr-defined]
        return (
            "mismatch in dynamic dims in output_shape and static_output_shape: static_output_shape has "
            f"{dynamic} dynamic dims while output_shape has {len(op.output_shape)} values"  # type: ignore[attr-defined]
        )
    return _verify_reshape_like(op, result, source, True)


def verify_collapse_shape(op: Operation) -> Any:
    """CollapseShapeOp::verify."""
    return _verify_reshape_like(op, op.operands[0].type, op.results[0].type, False)


# -- slices -----------------------------------------------------------------------------------


def infer_slice_type(source: Any, sizes: Sequence[int]) -> Any:
    """ExtractSliceOp::inferResultType: the static sizes, the source's element type and
    encoding."""
    return _builtin().RankedTensorType.get(
        source.context, tuple(sizes), source.element_type, source.encoding
    )


def _slice_error(original: Any, candidate: Any) -> Any:
    """isRankReducedType, then produceSliceErrorMsg (emitError, trailing spaces included)."""
    if original == candidate:
        return None
    if len(candidate.shape) > len(original.shape):
        return _emit_error("expected rank to be smaller or equal to the other rank. ")
    if view_like.rank_reduction_mask(original.shape, candidate.shape) is None:
        return _emit_error(
            f"expected type to be '{original}' or a rank-reduced version. (size mismatch) "
        )
    if original.element_type != candidate.element_type:
        return _emit_error(f"expected element type to be '{original.element_type}'")
    return None


def _static_lists(op: Operation) -> tuple[tuple[int, ...], tuple[int, ...], tuple[int, ...]]:
    return (
        tuple(_prop(op, "static_offsets").values),
        tuple(_prop(op, "static_sizes").values),
        tuple(_prop(op, "static_strides").values),
    )


def _verify_slice(op: Operation, full: Any, slice_type: Any) -> Any:
    """The rank-reduced type check of `slice_type` against the slice of `full`, then
    verifyInBoundsSlice against `full`."""
    offsets, sizes, strides = _static_lists(op)
    problem = _slice_error(infer_slice_type(full, sizes), slice_type)
    if problem is not None:
        return problem
    bounds = view_like.in_bounds_slice_error(full.shape, offsets, sizes, strides)
    return None if bounds is None else _emit_error(bounds)


def verify_extract_slice(op: Operation) -> Any:
    """ExtractSliceOp::verify."""
    return _verify_slice(op, op.operands[0].type, op.results[0].type)


def verify_insert_slice(op: Operation) -> Any:
    """InsertSliceOp::verify (verifyInsertSliceOp: the source against a slice of the
    result)."""
    return _verify_slice(op, op.results[0].type, op.operands[0].type)


def verify_parallel_insert_slice(op: Operation) -> Any:
    """ParallelInsertSliceOp::verify: inside an InParallelOpInterface op, then as
    insert_slice with the destination."""
    parent = op.parent_op
    if parent is None or "InParallelOpInterface" not in getattr(type(parent), "_ods_traits", ()):
        text = "" if parent is None else parent.print(generic=True, for_diagnostic=True)
        # Diagnostic::appendOp: an operation printed on several lines starts on a new one.
        if "\n" in text:
            text = "\n" + text
        return _emit_error(f"expected InParallelOpInterface parent, got:{text}")
    return _verify_slice(op, op.operands[1].type, op.operands[0].type)


# -- tensor.pad -------------------------------------------------------------------------------


def infer_pad_result_type(source: Any, low: Sequence[int], high: Sequence[int]) -> Any:
    """PadOp::inferResultType (no result shape given): each static size plus its static
    padding, dynamic where any of them is; None when the paddings do not match the rank."""
    rank = len(source.shape)
    if len(low) != rank or len(high) != rank:
        return None
    shape = []
    for size, lo, hi in zip(source.shape, low, high):
        shape.append(
            K_DYNAMIC if _dynamic(size) or _dynamic(lo) or _dynamic(hi) else size + lo + hi
        )
    return _builtin().RankedTensorType.get(source.context, tuple(shape), source.element_type)


def verify_pad(op: Operation) -> Any:
    """PadOp::verify (emitError)."""
    source, result = op.operands[0].type, op.results[0].type
    expected = infer_pad_result_type(
        source, tuple(_prop(op, "static_low").values), tuple(_prop(op, "static_high").values)
    )
    if expected is None:
        return _emit_error(
            f"failed to infer expectedType from sourceType '{source}', specified resultType is '{result}'"
        )
    mismatch = _emit_error(
        f"specified type '{result}' does not match the inferred type '{expected}'"
    )
    if len(result.shape) != len(expected.shape):
        return mismatch
    for got, want in zip(result.shape, expected.shape):
        if got != want and not _dynamic(want):
            return mismatch
    return None


def verify_pad_regions(op: Operation) -> Any:
    """PadOp::verifyRegions."""
    b = _builtin()
    result = op.results[0].type
    block = op.regions[0].blocks[0]
    rank = len(result.shape)
    if len(block.arguments) != rank:
        return _emit_error(f"expected the block to have {rank} arguments")
    for index, argument in enumerate(block.arguments):
        if not isinstance(argument.type, b.IndexType):
            return f"expected block argument {index + 1} to be an index"
    if _yielded_type(block) != result.element_type:
        return "expected yield type to match shape element type"
    return None


# -- builders ---------------------------------------------------------------------------------


def dispatch_mixed(entries: Sequence[Any]) -> tuple[tuple[int, ...], list[Any]]:
    """dispatchIndexOpFoldResults: the static list (kDynamic where a Value stands) and
    the Values, in order."""
    static: list[int] = []
    dynamic: list[Any] = []
    for entry in entries:
        if isinstance(entry, int):
            static.append(entry)
        else:
            static.append(K_DYNAMIC)
            dynamic.append(entry)
    return tuple(static), dynamic
