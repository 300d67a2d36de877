"""Type rules of the memref view-like operations (defs/memref.yaml), as MLIR 22 words
them (MemRefOps.cpp): the verifiers of memref.expand_shape / collapse_shape
(verifyCollapsedShape, computeExpandedLayoutMap, computeCollapsedLayoutMap),
reinterpret_cast, reshape, transpose and view, and the inferred result types of
memref.extract_strided_metadata.

Messages are returned without the "'memref.x' op " prefix; an `OpError` with
`op_prefix=False` is one upstream reports with emitError (no prefix).
"""

from __future__ import annotations

from typing import Any, Sequence

from odsgen.dialect_hooks.memref_support import saturated_mul as _saturated_mul
from odsgen.dialect_hooks.memref_support import strides_and_offset
from odsgen.ir.core.helpers import builtin_dialect as _builtin
from odsgen.ir.core.op_base import inherent_attr as _prop
from odsgen.ir.core.operation import Operation
from odsgen.ir.text.builtin_support import K_DYNAMIC
from odsgen.ir.verify.op_traits import OpError


def _emit_error(message: str) -> OpError:
    return OpError(message, op_prefix=False)


def _is_identity(memref_type: Any) -> bool:
    layout = memref_type.layout
    return layout is None or layout.is_identity()


def _memref(shape: Sequence[int], like: Any, layout: Any = None) -> Any:
    """MemRefType::get(shape, like's element type, layout, like's memory space)."""
    b = _builtin()
    return b.MemRefType.get(like.context, tuple(shape), like.element_type, layout, like.memory_space)


def _reassociation(op: Operation) -> list[list[int]]:
    return [[int(i.value) for i in group.value] for group in _prop(op, "reassociation").value]


# -- memref.expand_shape / memref.collapse_shape ---------------------------------------------


def _verify_collapsed_shape(
    collapsed: Sequence[int], expanded: Sequence[int], reassociation: list[list[int]]
) -> Any:
    """verifyCollapsedShape (allowMultipleDynamicDimsPerGroup = true)."""
    if len(collapsed) != len(reassociation):
        return f"invalid number of reassociation groups: found {len(reassociation)}, expected {len(collapsed)}"
    next_dim = 0
    for collapsed_dim, group in enumerate(reassociation):
        found_dynamic = False
        for expanded_dim in group:
            if expanded_dim != next_dim:
                return "reassociation indices must be contiguous"
            next_dim += 1
            if expanded_dim >= len(expanded):
                return f"reassociation index {expanded_dim} is out of bounds"
            if expanded[expanded_dim] == K_DYNAMIC:
                found_dynamic = True
        if (collapsed[collapsed_dim] == K_DYNAMIC) != found_dynamic:
            return (
                f"collapsed dim ({collapsed_dim}) must be dynamic if and only if reassociation group is "
                "dynamic"
            )
        if not found_dynamic:
            size = 1
            for expanded_dim in group:
                size *= expanded[expanded_dim]
            if size != collapsed[collapsed_dim]:
                return (
                    f"collapsed dim size ({collapsed[collapsed_dim]}) must equal reassociation group size "
                    f"({size})"
                )
    if not collapsed:
        if any(d != 1 for d in expanded):
            return "rank 0 memrefs can only be extended/collapsed with/from ones"
    elif next_dim != len(expanded):
        return (
            f"expanded rank ({len(expanded)}) inconsistent with number of reassociation indices "
            f"({next_dim})"
        )
    return None


def _expanded_type(source: Any, shape: Sequence[int], reassociation: list[list[int]]) -> Any:
    """ExpandShapeOp::computeExpandedType; None when the source is not strided."""
    if _is_identity(source):
        return _memref(shape, source)
    found = strides_and_offset(source)
    if found is None:
        return None
    source_strides, offset = found
    reverse: list[int] = []
    index = len(shape) - 1
    for group, stride in reversed(list(zip(reassociation, source_strides))):
        for _ in group:
            reverse.append(stride)
            stride = _saturated_mul(stride, shape[index])
            index -= 1
    strides = list(reversed(reverse)) + [1] * max(0, len(shape) - len(reverse))
    layout = _builtin().StridedLayoutAttr.get(source.context, offset, tuple(strides[: len(shape)]))
    return _memref(shape, source, layout)


def verify_expand_shape(op: Operation) -> Any:
    """ExpandShapeOp::verify."""
    source, result = op.operands[0].type, op.results[0].type
    reassociation = _reassociation(op)
    if len(source.shape) > len(result.shape):
        r0, r1 = len(source.shape), len(result.shape)
        return f"has source rank {r0} and result rank {r1}. This is not an expansion ({r0} > {r1})."
    problem = _verify_collapsed_shape(source.shape, result.shape, reassociation)
    if problem is not None:
        return problem
    expected = _expanded_type(source, result.shape, reassociation)
    if expected is None:
        return "invalid source layout map"
    if expected != result:
        return f"expected expanded type to be '{expected}' but found '{result}'"
    static = list(_prop(op, "static_output_shape").values)
    if len(static) != len(result.shape):
        return (
            f"expected number of static shape bounds to be equal to the output rank ({len(result.shape)}) "
            f"but found {len(static)} inputs instead"
        )
    dynamic = static.count(K_DYNAMIC)
    values = len(op.operands) - 1
    if values != dynamic:
        return (
            "mismatch in dynamic dims in output_shape and static_output_shape: static_output_shape has "
            f"{dynamic} dynamic dims while output_shape has {values} values"
        )
    for pos, size in enumerate(result.shape):
        if size != K_DYNAMIC and size != static[pos]:
            return f"invalid output shape provided at pos {pos}"
    return None


def _collapsed_layout(source: Any, reassociation: list[list[int]]) -> Any:
    """computeCollapsedLayoutMap (strict = false); None on failure."""
    found = strides_and_offset(source)
    if found is None:
        return None
    source_strides, offset = found
    shape = source.shape
    strides: list[int] = []
    for group in reassociation:
        ref = list(group)
        while shape[ref[-1]] == 1 and len(ref) > 1:
            ref.pop()
        if shape[ref[-1]] != K_DYNAMIC or len(ref) == 1:
            strides.append(source_strides[ref[-1]])
        else:
            strides.append(K_DYNAMIC)
    index = len(strides) - 1
    for group in reversed(reassociation):
        stride = strides[index]
        index -= 1
        for idx in reversed(group[1:]):
            stride = _saturated_mul(stride, shape[idx])
            if shape[idx - 1] == 1:
                continue
            source_stride = source_strides[idx - 1]
            if stride != K_DYNAMIC and source_stride != K_DYNAMIC and stride != source_stride:
                return None
    return _builtin().StridedLayoutAttr.get(source.context, offset, tuple(strides))


def collapsed_type(source: Any, reassociation: list[list[int]]) -> Any:
    """CollapseShapeOp::computeCollapsedType: each group's sizes multiplied (dynamic if
    one is), with the collapsed strided layout unless the source is contiguous."""
    shape = []
    for group in reassociation:
        size = 1
        for dim in group:
            size = _saturated_mul(size, source.shape[dim])
        shape.append(size)
    if _is_identity(source):
        return _memref(shape, source)
    return _memref(shape, source, _collapsed_layout(source, reassociation))


def reassociation_attr(context: Any, reassociation: list[list[int]]) -> Any:
    """getReassociationIndicesAttribute: an ArrayAttr of I64 ArrayAttrs."""
    b = _builtin()
    i64 = b.IntegerType.get(context, 64)
    groups = [b.ArrayAttr.get(context, tuple(b.IntegerAttr.get(context, i64, i) for i in g)) for g in reassociation]
    return b.ArrayAttr.get(context, tuple(groups))


def verify_collapse_shape(op: Operation) -> Any:
    """CollapseShapeOp::verify."""
    source, result = op.operands[0].type, op.results[0].type
    reassociation = _reassociation(op)
    if len(source.shape) < len(result.shape):
        r0, r1 = len(source.shape), len(result.shape)
        return f"has source rank {r0} and result rank {r1}. This is not a collapse ({r0} < {r1})."
    problem = _verify_collapsed_shape(result.shape, source.shape, reassociation)
    if problem is not None:
        return problem
    if _is_identity(source):
        expected = _memref(result.shape, source)
    else:
        layout = _collapsed_layout(source, reassociation)
        if layout is None:
            return "invalid source layout map or collapsing non-contiguous dims"
        expected = _memref(result.shape, source, layout)
    if expected != result:
        return f"expected collapsed type to be '{expected}' but found '{result}'"
    return None


# -- memref.reinterpret_cast ------------------------------------------------------------------


def _static_text(value: int) -> str:
    return "dynamic" if value == K_DYNAMIC else str(value)


def verify_reinterpret_cast(op: Operation) -> Any:
    """ReinterpretCastOp::verify (emitError: no op prefix)."""
    source, result = op.operands[0].type, op.results[0].type
    if source.memory_space != result.memory_space:
        return _emit_error(
            f"different memory spaces specified for source type '{source}' and result memref type '{result}'"
        )
    if source.element_type != result.element_type:
        return _emit_error(
            f"different element types specified for source type '{source}' and result memref type '{result}'"
        )
    sizes = list(_prop(op, "static_sizes").values)
    for idx, (size, expected) in enumerate(zip(result.shape, sizes)):
        if size != K_DYNAMIC and size != expected:
            return _emit_error(
                f"expected result type with size = {_static_text(expected)} instead of {size} in dim = {idx}"
            )
    found = strides_and_offset(result)
    if found is None:
        return _emit_error(f"expected result type to have strided layout but found '{result}'")
    result_strides, result_offset = found
    expected_offset = _prop(op, "static_offsets").values[0]
    if result_offset != K_DYNAMIC and result_offset != expected_offset:
        return _emit_error(
            f"expected result type with offset = {_static_text(expected_offset)} instead of {result_offset}"
        )
    for idx, (stride, expected) in enumerate(zip(result_strides, _prop(op, "static_strides").values)):
        if stride != K_DYNAMIC and stride != expected:
            return _emit_error(
                f"expected result type with stride = {_static_text(expected)} instead of {stride} in dim = {idx}"
            )
    return None


# -- memref.reshape ---------------------------------------------------------------------------


def verify_reshape(op: Operation) -> Any:
    """ReshapeOp::verify."""
    b = _builtin()
    source, shape, result = op.operands[0].type, op.operands[1].type, op.results[0].type
    if source.element_type != result.element_type:
        return "element types of source and destination memref types should be the same"
    if isinstance(source, b.MemRefType) and not _is_identity(source):
        return "source memref type should have identity affine map"
    length = shape.shape[0]
    if isinstance(result, b.MemRefType):
        if not _is_identity(result):
            return "result memref type should have identity affine map"
        if length == K_DYNAMIC:
            return "cannot use shape operand with dynamic length to reshape to statically-ranked memref type"
        if length != len(result.shape):
            return "length of shape operand differs from the result's memref rank"
    return None


# -- memref.transpose -------------------------------------------------------------------------


def transposed_type(source: Any, permutation: Any) -> Any:
    """inferTransposeResultType: sizes and strides permuted, as a strided layout (for
    the builder and the verifier)."""
    strides, offset = strides_and_offset(source)  # type: ignore[misc]
    positions = [result.position for result in permutation.results]
    shape = [source.shape[p] for p in positions]
    layout = _builtin().StridedLayoutAttr.get(
        source.context, offset, tuple(strides[p] for p in positions)
    )
    return _memref(shape, source, layout)


def _simplify(expr: Any, num_dims: int, num_symbols: int) -> Any:
    """simplifyAffineExpr for a sum of terms. Flattened: a coefficient per dim and per
    symbol, "local" terms (products of non-constants, divisions, ...) in order of
    appearance, and a constant. A pure affine expression is rebuilt as
    getAffineExprFromFlatForm does (dims, symbols, locals, constant); a semi-affine one
    stays as it is if that rebuild gives it back, else getSemiAffineExprFromFlatForm
    sorts its terms by (position, key): a dim d_i is (i, -1), a symbol s_j is
    (j, max(#dims, #symbols)), a product d_i * s_j or s_i * s_j is (i, j)."""
    from odsgen.ir.numeric import affine
    from odsgen.ir.numeric.affine_expr import AffineExprKind as K

    linear: dict[tuple[int, int], int] = {}
    local: dict[Any, int] = {}
    constant = [0]

    def add(term: Any, factor: int) -> None:
        if term.kind is K.ADD:
            add(term.lhs, factor)
            add(term.rhs, factor)
        elif term.kind is K.CONSTANT:
            constant[0] += term.value * factor
        elif term.kind is K.DIM or term.kind is K.SYMBOL:
            key = (0 if term.kind is K.DIM else 1, term.position)
            linear[key] = linear.get(key, 0) + factor
        elif term.kind is K.MUL and term.rhs.kind is K.CONSTANT:
            add(term.lhs, factor * term.rhs.value)
        else:
            local[term] = local.get(term, 0) + factor

    def leaf(kind: int, position: int) -> Any:
        return affine.dim(position) if kind == 0 else affine.symbol(position)

    def total(terms: list[Any]) -> Any:
        result: Any = affine.constant(0)
        for term in terms:
            result = result + term
        return result + constant[0] if constant[0] else result

    add(expr, 1)
    flat = [leaf(k, p) * c for (k, p), c in sorted(linear.items()) if c]
    flat += [term * c for term, c in local.items() if c]
    rebuilt = total(flat)
    if expr.is_pure_affine or rebuilt == expr:
        return rebuilt
    keyed: list[tuple[tuple[int, int], Any]] = []
    others = []
    symbol_key = max(num_dims, num_symbols)
    for (kind, position), c in sorted(linear.items()):
        if c:
            keyed.append(((position, -1 if kind == 0 else symbol_key), leaf(kind, position) * c))
    for term, c in local.items():
        if not c:
            continue
        lhs, rhs = term.lhs, term.rhs
        if lhs.kind in (K.DIM, K.SYMBOL) and rhs.kind in (K.DIM, K.SYMBOL, K.CONSTANT):
            if rhs.kind is K.CONSTANT:
                key = (lhs.position, -1 if lhs.kind is K.DIM else symbol_key)
            else:
                key = (lhs.position, rhs.position)
            keyed.append((key, term * c))
        else:
            others.append(term * c)
    keyed.sort(key=lambda item: item[0])
    return total([term for _, term in keyed] + others)


def _canonical_strided_layout(memref_type: Any) -> Any:
    """MemRefType::canonicalizeStridedLayout."""
    from odsgen.ir.numeric import affine

    b = _builtin()
    layout = memref_type.layout
    if layout is None or layout.is_identity():
        return memref_type
    affine_map = layout.get_affine_map()
    if affine_map.num_results > 1:
        return memref_type
    expr = affine_map.results[0]
    if affine_map.num_dims == 0 and affine_map.num_symbols == 0:
        if expr == affine.constant(0):
            return _memref(memref_type.shape, memref_type)
        return memref_type
    if not memref_type.shape:
        return memref_type
    canonical = _canonical_layout_expr(memref_type.shape)
    expr = _simplify(expr, affine_map.num_dims, affine_map.num_symbols)
    if canonical != expr:
        simplified = affine.AffineMap.get(affine_map.num_dims, affine_map.num_symbols, [expr])
        return _memref(memref_type.shape, memref_type, b.AffineMapAttr.get(memref_type.context, simplified))
    return _memref(memref_type.shape, memref_type)


def _canonical_layout_expr(shape: Sequence[int]) -> Any:
    """makeCanonicalStridedLayoutExpr: from the last dim, `d_i * stride` with the
    running size as stride, a new symbol once a size was dynamic or 0; simplified."""
    from odsgen.ir.numeric import affine

    expr: Any = None
    symbols = 0
    running: int | None = 1
    for position in range(len(shape) - 1, -1, -1):
        if running is None:
            stride: Any = affine.symbol(symbols)
            symbols += 1
        else:
            stride = affine.constant(running)
        term = affine.dim(position) * stride
        expr = term if expr is None else expr + term
        size = shape[position]
        running = running * size if running is not None and size > 0 else None
    return _simplify(expr, len(shape), symbols)


def verify_transpose(op: Operation) -> Any:
    """TransposeOp::verify."""
    permutation = _prop(op, "permutation").value
    source, result = op.operands[0].type, op.results[0].type
    if not permutation.is_permutation():
        return "expected a permutation map"
    if permutation.num_dims != len(source.shape):
        return "expected a permutation map of same rank as the input"
    canonical = _canonical_strided_layout(transposed_type(source, permutation))
    canonical_result = _canonical_strided_layout(result)
    if canonical_result != canonical:
        return (
            f"result type '{result}' is not equivalent to the canonical transposed input type "
            f"'{canonical}'"
        )
    return None


# -- memref.view ------------------------------------------------------------------------------


def verify_view(op: Operation) -> Any:
    """ViewOp::verify (emitError, no op prefix, but for the size count: emitOpError)."""
    base, view = op.operands[0].type, op.results[0].type
    if not _is_identity(base):
        return _emit_error(f"unsupported map for base memref type '{base}'")
    if not _is_identity(view):
        return _emit_error(f"unsupported map for result memref type '{view}'")
    if base.memory_space != view.memory_space:
        return _emit_error(
            f"different memory spaces specified for base memref type '{base}' and view memref type '{view}'"
        )
    expected = view.num_dynamic_dims
    sizes = len(op.operands) - 2
    if sizes != expected:
        return f"incorrect number of dynamic sizes, has {sizes}, expected {expected}"
    return None


# -- memref.extract_strided_metadata ----------------------------------------------------------


def infer_extract_strided_metadata(source: Any) -> list[Any] | None:
    """ExtractStridedMetadataOp::inferReturnTypes: a rank-0 memref of the element type
    and memory space, the offset, then a size and a stride per dimension."""
    b = _builtin()
    if not isinstance(source, b.MemRefType):
        return None
    index = b.IndexType.get(source.context)
    return [_memref((), source), index] + [index] * (2 * len(source.shape))


def verify_extract_strided_metadata_types(op: Operation) -> Any:
    """InferTypeOpInterface's verifier (verifyInferredResultTypes, run with the region
    invariants): the results must be the inferred types; refineReturnTypes reports the
    mismatch, then the op "failed to infer returned types"."""
    from odsgen.dialect_hooks.func_support import type_list

    inferred = infer_extract_strided_metadata(op.operands[0].type)
    actual = [r.type for r in op.results]
    if inferred is None:
        return "failed to infer returned types"
    if inferred != actual:
        mismatch = (
            f"'{op.name}' op inferred type(s) {type_list(inferred)} are incompatible with return "
            f"type(s) of operation {type_list(actual)}"
        )
        return OpError("failed to infer returned types", preceding=[(mismatch, op)])
    return None
