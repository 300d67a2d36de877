"""Verifiers of the memref dialect (defs/memref.yaml), worded as MLIR 22 words them.

- `verify_alloc_like` / `verify_alloca`: AllocOp::verify / AllocaOp::verify
  (verifyAllocLikeOp, MemRefOps.cpp).
- `are_cast_compatible`: CastOp::areCastCompatible (the CastOpInterface trait in
  odsgen.ir.verify.op_traits runs it, as impl::verifyCastInterfaceOp).
- `verify_global`, `verify_load`, `verify_store`: GlobalOp/LoadOp/StoreOp::verify.
- `verify_get_global_symbol_uses`: GetGlobalOp::verifySymbolUses (SymbolUserOpInterface;
  upstream runs it from the enclosing symbol table, see func_support).
- `verify_alloca_scope_region_branch`: RegionBranchOpInterface's verifier for
  memref.alloca_scope (body -> parent through memref.alloca_scope.return).
- `verify_offset_size_and_stride`, `verify_subview`, `infer_subview_result_type`:
  OffsetSizeAndStrideOpInterface's verifier (subview, reinterpret_cast) and
  SubViewOp::verify / inferResultType.
- `strides_and_offset` / `is_strided`: MemRefType::getStridesAndOffset / isStrided.
- `verify_assume_alignment`, `verify_distinct_objects`, `verify_realloc`,
  `are_memory_space_cast_compatible`: AssumeAlignmentOp/DistinctObjectsOp/ReallocOp::verify
  and MemorySpaceCastOp::areCastCompatible.

The view-like type rules are in memref_view_support, the indexed accesses (dma, atomics,
prefetch) in memref_access_support.

Messages are returned without the "'memref.x' op " prefix.
"""

from __future__ import annotations

from typing import Any, Sequence

from odsgen.dialect_hooks import view_like
from odsgen.ir.core.symbol_table import lookup_nearest_symbol_from
from odsgen.ir.verify.op_traits import OpError, edge_types_match, verify_control_flow_edge
from odsgen.ir.core.op_base import inherent_attr as _prop
from odsgen.ir.core.operation import Operation
from odsgen.ir.core.helpers import builtin_dialect as _builtin


def _shape(shape: Sequence[int]) -> str:
    """An ArrayRef<int64_t> streamed into a diagnostic: `4, 2`."""
    return ", ".join(str(s) for s in shape)


# -- memref.alloc / memref.alloca ------------------------------------------------------------


def verify_alloc_like(op: Operation) -> Any:
    """verifyAllocLikeOp: one dynamic size per dynamic dimension and one symbol
    operand per symbol of the layout map."""
    b = _builtin()
    memref_type = op.results[0].type
    if not isinstance(memref_type, b.MemRefType):
        return "result must be a memref"
    dynamic_sizes = op.dynamic_sizes  # type: ignore[attr-defined]
    expected = memref_type.num_dynamic_dims
    if len(dynamic_sizes) != expected:
        return f"incorrect number of dynamic sizes, has {len(dynamic_sizes)}, expected {expected}"
    layout = memref_type.layout
    symbols = 0
    if layout is not None and not layout.is_identity():
        symbols = layout.get_affine_map().num_symbols
    symbol_operands = op.symbol_operands  # type: ignore[attr-defined]
    if len(symbol_operands) != symbols:
        return (
            f"symbol operand count does not equal memref symbol count: expected {symbols}, "
            f"got {len(symbol_operands)}"
        )
    return None


def verify_alloca(op: Operation) -> Any:
    """AllocaOp::verify: inside an AutomaticAllocationScope, then verifyAllocLikeOp."""
    parent = op.parent_op
    while parent is not None and "AutomaticAllocationScope" not in getattr(
        type(parent), "_ods_traits", ()
    ):
        parent = parent.parent_op
    if parent is None:
        return "requires an ancestor op with AutomaticAllocationScope trait"
    return verify_alloc_like(op)


# -- memref.alloca_scope -----------------------------------------------------------------------


def verify_alloca_scope_region_branch(op: Operation) -> Any:
    """RegionBranchOpInterface for memref.alloca_scope: the parent enters the body
    (no inputs); memref.alloca_scope.return leaves it with the op's results."""
    body = op.regions[0]
    for block in body.blocks:
        terminator = block.last_operation
        if terminator is None:
            continue
        traits = getattr(type(terminator), "_ods_traits", ())
        if "ReturnLike" not in traits and "RegionBranchTerminatorOpInterface" not in traits:
            continue
        if edge_types_match(terminator.operands, op.results):
            continue
        problem = verify_control_flow_edge(
            f"Operation {terminator.name}",
            "parent",
            list(terminator.operands),
            list(op.results),
            terminator,
        )
        if problem is not None:
            return problem
    return None


# -- memref.cast -------------------------------------------------------------------------------


def _canonical_strides(shape: Sequence[int]) -> list[int]:
    """The strides of the identity layout (makeCanonicalStridedLayoutExpr): suffix
    products, dynamic once a size is dynamic or 0."""
    b = _builtin()
    dynamic = b.ShapedType.kDynamic
    strides = [1] * len(shape)
    running = 1
    for index in range(len(shape) - 1, -1, -1):
        strides[index] = running
        size = shape[index]
        running = running * size if running != dynamic and size > 0 else dynamic
    return strides


def strides_and_offset(memref_type: Any) -> tuple[list[int], int] | None:
    """MemRefType::getStridesAndOffset: the layout as strides and an offset (dynamic
    where symbolic), or None when the layout is not strided."""
    b = _builtin()
    layout = memref_type.layout
    shape = list(memref_type.shape)
    if layout is None or layout.is_identity():
        return _canonical_strides(shape), 0
    if isinstance(layout, b.StridedLayoutAttr):
        strides, offset = layout.get_strides_and_offset(shape)
        return list(strides), offset
    return _affine_strides(layout.get_affine_map(), len(shape))


def _affine_strides(affine_map: Any, rank: int) -> tuple[list[int], int] | None:
    """getStridesAndOffset of a single-result map (extractStrides): the coefficient of
    each dim is its stride and the rest the offset; a coefficient or offset holding a
    symbol is dynamic. A division or modulo anywhere makes it not strided."""
    from odsgen.ir.numeric import affine_expr as ae

    b = _builtin()
    dynamic = b.ShapedType.kDynamic
    if affine_map.num_results != 1 or affine_map.num_dims != rank:
        return None
    strides: list[int] = [0] * rank
    offset = [0]
    K = ae.AffineExprKind

    def accumulate(current: int, term: Any, factor: int | None) -> int:
        """`current + term * factor`: dynamic unless both are constants."""
        if current == dynamic or factor is None or term.kind is not K.CONSTANT:
            return dynamic
        return current + term.value * factor

    def times(factor: int | None, term: Any) -> int | None:
        return factor * term.value if factor is not None and term.kind is K.CONSTANT else None

    def extract(expr: Any, factor: int | None) -> bool:
        kind = expr.kind
        if kind is K.DIM:
            strides[expr.position] = accumulate(strides[expr.position], ae.constant(1), factor)
            return True
        if kind is K.CONSTANT or kind is K.SYMBOL:
            offset[0] = accumulate(offset[0], expr, factor)
            return True
        if kind is K.ADD:
            return extract(expr.lhs, factor) and extract(expr.rhs, factor)
        if kind is K.MUL:
            lhs, rhs = expr.lhs, expr.rhs
            if lhs.kind is K.DIM:
                strides[lhs.position] = accumulate(strides[lhs.position], rhs, factor)
                return True
            if lhs.is_symbolic_or_constant:
                return extract(rhs, times(factor, lhs))
            return extract(lhs, times(factor, rhs))
        return False  # floordiv, ceildiv, mod: never strided in MLIR 22

    if not extract(affine_map.get_result(0), 1):
        return None
    return strides, offset[0]


def are_cast_compatible(inputs: Sequence[Any], outputs: Sequence[Any]) -> bool:
    """CastOp::areCastCompatible."""
    b = _builtin()
    if len(inputs) != 1 or len(outputs) != 1:
        return False
    a, c = inputs[0], outputs[0]
    ranked_a = a if isinstance(a, b.MemRefType) else None
    ranked_b = c if isinstance(c, b.MemRefType) else None
    unranked_a = a if isinstance(a, b.UnrankedMemRefType) else None
    unranked_b = c if isinstance(c, b.UnrankedMemRefType) else None
    dynamic = b.ShapedType.kDynamic
    if ranked_a is not None and ranked_b is not None:
        if ranked_a.element_type != ranked_b.element_type:
            return False
        if ranked_a.layout != ranked_b.layout:
            first, second = strides_and_offset(ranked_a), strides_and_offset(ranked_b)
            if first is None or second is None or len(first[0]) != len(second[0]):
                return False

            def compatible(x: int, y: int) -> bool:
                return x == dynamic or y == dynamic or x == y

            if not compatible(first[1], second[1]):
                return False
            if not all(compatible(x, y) for x, y in zip(first[0], second[0])):
                return False
        if ranked_a.memory_space != ranked_b.memory_space:
            return False
        if len(ranked_a.shape) != len(ranked_b.shape):
            return False
        for x, y in zip(ranked_a.shape, ranked_b.shape):
            if x != dynamic and y != dynamic and x != y:
                return False
        return True
    if ranked_a is None and unranked_a is None:
        return False
    if ranked_b is None and unranked_b is None:
        return False
    if unranked_a is not None and unranked_b is not None:
        return False
    if a.element_type != c.element_type:
        return False
    return a.memory_space == c.memory_space


def verify_global(op: Operation) -> Any:
    """GlobalOp::verify: a statically shaped memref type, and an initial value that is
    a unit attribute or elements of its element type and shape."""
    b = _builtin()
    memref_type = _prop(op, "type").value
    if not isinstance(memref_type, b.MemRefType) or not memref_type.has_static_shape:
        return f"type should be static shaped memref, but got '{memref_type}'"
    initial = _prop(op, "initial_value")
    if initial is None:
        return None
    if not isinstance(initial, (b.UnitAttr, b.ElementsAttr)):
        return f"initial value should be a unit or elements attribute, but got {initial}"
    if isinstance(initial, b.ElementsAttr):
        init_element = initial.type.element_type
        element = memref_type.element_type
        if init_element != element:
            return (
                f"initial value element expected to be of type '{element}', but was of type "
                f"'{init_element}'"
            )
        init_shape = tuple(initial.type.shape)
        if init_shape != tuple(memref_type.shape):
            return (
                f"initial value shape expected to be {_shape(memref_type.shape)} but was "
                f"{_shape(init_shape)}"
            )
    return None


def verify_get_global_symbol_uses(op: Operation, symbol_table: Any = None) -> Any:
    """GetGlobalOp::verifySymbolUses: the name is a memref.global of the result type."""
    ref = _prop(op, "name")
    name = ref.root_reference.value
    found = lookup_nearest_symbol_from(op, ref, symbol_table)
    if found is None or found.name != "memref.global":
        return f"'{name}' does not reference a valid global memref"
    global_type = _prop(found, "type").value
    result_type = op.results[0].type
    if global_type != result_type:
        return f"result type '{result_type}' does not match type '{global_type}' of the global memref @{name}"
    return None


# -- memref.load / memref.store ----------------------------------------------------------------


def verify_load(op: Operation) -> Any:
    """LoadOp::verify: one index per dimension."""
    rank = len(op.operands[0].type.shape)
    indices = len(op.operands) - 1
    if indices != rank:
        return f"incorrect number of indices for load, expected {rank} but got {indices}"
    return None


def verify_store(op: Operation) -> Any:
    """StoreOp::verify: one index per dimension."""
    if len(op.operands) != 2 + len(op.operands[1].type.shape):
        return "store index operand count not equal to memref rank"
    return None


# -- memref.subview ------------------------------------------------------------------------------


def _dynamic(value: int) -> bool:
    return value == _builtin().ShapedType.kDynamic


def verify_offset_size_and_stride(op: Operation, offset_rank: int | None = None) -> Any:
    """detail::verifyOffsetSizeAndStrideOp. The maximal ranks (getArrayAttrMaxRanks) are
    the source rank for each list (subview), or `offset_rank` for the offsets and the
    result rank for the others (reinterpret_cast)."""
    if offset_rank is None:
        return view_like.verify_offset_size_and_stride(op, len(op.operands[0].type.shape))
    rank = len(op.results[0].type.shape)
    return view_like.verify_offset_size_and_stride(op, (offset_rank, rank, rank))


def _saturated_add(a: int, b: int) -> int:
    return a if _dynamic(a) else b if _dynamic(b) else a + b


def saturated_mul(a: int, b: int) -> int:
    """SaturatedInteger multiplication: 0 times anything is 0, else dynamic absorbs."""
    if a == 0 or b == 0:
        return 0
    return a if _dynamic(a) else b if _dynamic(b) else a * b


def infer_subview_result_type(
    source: Any, offsets: Sequence[int], sizes: Sequence[int], strides: Sequence[int]
) -> Any:
    """SubViewOp::inferResultType: the subview type without rank reduction."""
    b = _builtin()
    source_strides, source_offset = strides_and_offset(source)  # type: ignore[misc]
    offset = source_offset
    for static_offset, source_stride in zip(offsets, source_strides):
        offset = _saturated_add(offset, saturated_mul(static_offset, source_stride))
    target_strides = [saturated_mul(s, t) for s, t in zip(source_strides, strides)]
    context = source.context
    layout = b.StridedLayoutAttr.get(context, offset, tuple(target_strides))
    return b.MemRefType.get(context, tuple(sizes), source.element_type, layout, source.memory_space)


def _memref_rank_reduction_mask(
    original: Any, reduced: Any, sizes: Sequence[int]
) -> list[bool] | None:
    """computeMemRefRankReductionMask: which dimensions a rank-reducing subview drops
    (size-1 dimensions whose strides are gone from the result)."""
    rank = len(original.shape)
    unused = [False] * rank
    if rank == len(reduced.shape):
        return unused
    for index, size in enumerate(sizes):
        if not _dynamic(size) and size == 1:
            unused[index] = True
    if sum(unused) + len(reduced.shape) == rank:
        return unused
    first, second = strides_and_offset(original), strides_and_offset(reduced)
    if first is None or second is None:
        return None
    original_strides, candidate_strides = first[0], second[0]
    unaccounted: dict[int, int] = {}
    for s in original_strides:
        unaccounted[s] = unaccounted.get(s, 0) + 1
    candidate: dict[int, int] = {}
    for s in candidate_strides:
        candidate[s] = candidate.get(s, 0) + 1
    for dim in range(rank):
        if not unused[dim]:
            continue
        stride = original_strides[dim]
        have, want = unaccounted.get(stride, 0), candidate.get(stride, 0)
        if have > want:
            unaccounted[stride] = have - 1
        elif have == want:
            unused[dim] = False
        else:
            return None
    if sum(unused) + len(reduced.shape) != rank:
        return None
    return unused


def verify_subview(op: Operation) -> Any:
    """SubViewOp::verify (errors reported with emitError, without the op prefix)."""
    base = op.operands[0].type
    subview = op.results[0].type
    offsets = tuple(_prop(op, "static_offsets").values)
    sizes = tuple(_prop(op, "static_sizes").values)
    strides = tuple(_prop(op, "static_strides").values)

    def error(message: str) -> OpError:
        return OpError(message, op_prefix=False)

    if base.memory_space != subview.memory_space:
        return error(
            f"different memory spaces specified for base memref type '{base}' and subview memref type '{subview}'"
        )
    if strides_and_offset(base) is None:
        return error(f"base type '{base}' is not strided")
    expected = infer_subview_result_type(base, offsets, sizes, strides)
    layout_message = (
        f"expected result type to be '{expected}' or a rank-reduced version. (mismatch of result layout), "
        f"but got '{subview}'"
    )
    if expected != subview:
        if len(subview.shape) > len(expected.shape):
            return error(
                f"expected result rank to be smaller or equal to the source rank, but got '{subview}'"
            )
        if view_like.rank_reduction_mask(expected.shape, subview.shape) is None:
            return error(
                f"expected result type to be '{expected}' or a rank-reduced version. (mismatch of result sizes), "
                f"but got '{subview}'"
            )
        if expected.element_type != subview.element_type:
            return error(
                f"expected result element type to be '{expected.element_type}', but got '{subview}'"
            )
    if expected.memory_space != subview.memory_space:
        return error(f"expected result and source memory spaces to match, but got '{subview}'")
    first, second = strides_and_offset(expected), strides_and_offset(subview)
    if first is None or second is None or first[1] != second[1]:
        return error(layout_message)
    dropped = _memref_rank_reduction_mask(expected, subview, sizes)
    if dropped is None:
        return error(layout_message)
    j = 0
    for i, is_dropped in enumerate(dropped):
        if is_dropped:
            continue
        if first[0][i] != second[0][j]:
            return error(layout_message)
        j += 1
    bounds = view_like.in_bounds_slice_error(base.shape, offsets, sizes, strides)
    if bounds is not None:
        return error(bounds)
    return None


# -- constraints ---------------------------------------------------------------------------------


def is_strided(memref_type: Any) -> bool:
    """MemRefType::isStrided: the layout has strides and an offset."""
    return strides_and_offset(memref_type) is not None


def is_signless_integer_or_index(type: Any) -> bool:
    b = _builtin()
    return isinstance(type, b.IndexType) or (isinstance(type, b.IntegerType) and type.is_signless)


# -- memref.assume_alignment / memref.distinct_objects / memref.realloc ------------------------


def verify_assume_alignment(op: Operation) -> Any:
    """AssumeAlignmentOp::verify: isPowerOf2_32."""
    alignment = _prop(op, "alignment").value & 0xFFFFFFFF
    if alignment == 0 or alignment & (alignment - 1):
        return "alignment must be power of 2"
    return None


def verify_distinct_objects(op: Operation) -> Any:
    """DistinctObjectsOp::verify."""
    if [v.type for v in op.operands] != [r.type for r in op.results]:
        return "operand types and result types must match"
    if not op.operands:
        return "expected at least one operand"
    return None


def verify_realloc(op: Operation) -> Any:
    """ReallocOp::verify (emitError: no op prefix)."""
    source, result = op.operands[0].type, op.results[0].type

    def error(message: str) -> OpError:
        return OpError(message, op_prefix=False)

    if source.layout is not None and not source.layout.is_identity():
        return error(f"unsupported layout for source memref type '{source}'")
    if result.layout is not None and not result.layout.is_identity():
        return error(f"unsupported layout for result memref type '{result}'")
    if source.memory_space != result.memory_space:
        return error(
            f"different memory spaces specified for source memref type '{source}' and result memref type "
            f"'{result}'"
        )
    if source.element_type != result.element_type:
        return error(
            f"different element types specified for source memref type '{source}' and result memref type "
            f"'{result}'"
        )
    has_size = len(op.operands) > 1
    if result.num_dynamic_dims and not has_size:
        return error(f"missing dimension operand for result type '{result}'")
    if not result.num_dynamic_dims and has_size:
        return error(f"unnecessary dimension operand for result type '{result}'")
    return None


def are_memory_space_cast_compatible(inputs: Sequence[Any], outputs: Sequence[Any]) -> bool:
    """MemorySpaceCastOp::areCastCompatible: only the memory space may differ."""
    b = _builtin()
    if len(inputs) != 1 or len(outputs) != 1:
        return False
    a, c = inputs[0], outputs[0]
    if isinstance(a, b.MemRefType) and isinstance(c, b.MemRefType):
        return a.element_type == c.element_type and a.layout == c.layout and a.shape == c.shape
    if isinstance(a, b.UnrankedMemRefType) and isinstance(c, b.UnrankedMemRefType):
        return bool(a.element_type == c.element_type)
    return False
