"""Verifiers of the memref operations that access memory through indices (defs/memref.yaml),
worded as MLIR 22 words them (MemRefOps.cpp):

- `verify_dma_start` / `verify_dma_wait`: DmaStartOp/DmaWaitOp::verify; `dma_start_parts`
  cuts dma_start's one variadic operand list as its C++ accessors do.
- `verify_atomic_rmw`, `verify_generic_atomic_rmw`, `verify_atomic_yield`:
  AtomicRMWOp/GenericAtomicRMWOp/AtomicYieldOp::verify.
- `verify_prefetch`: PrefetchOp::verify.

Messages are returned without the "'memref.x' op " prefix.
"""

from __future__ import annotations

from typing import Any, Sequence

from odsgen.ir.core.helpers import builtin_dialect as _builtin
from odsgen.ir.core.op_base import inherent_attr as _prop
from odsgen.ir.core.operation import Operation
from odsgen.ir.verify.op_traits import OpError


# -- memref.dma_start / memref.dma_wait ----------------------------------------------------------


class DmaStartParts:
    """DmaStartOp's accessors: the operand list cut by the ranks of its memrefs."""

    def __init__(self, op: Operation) -> None:
        operands = list(op.operands)
        rank = _rank_of
        i = 1 + rank(operands[0])
        self.src = (operands[0], operands[1:i])
        j = i + 1 + rank(operands[i])
        self.dst = (operands[i], operands[i + 1 : j])
        self.num_elements = operands[j]
        k = j + 2 + rank(operands[j + 1])
        self.tag = (operands[j + 1], operands[j + 2 : k])
        self.stride = operands[k:]


def _rank_of(value: Any) -> int:
    shape = getattr(value.type, "shape", None)
    return len(shape) if shape is not None else 0


def dma_start_parts(op: Operation) -> DmaStartParts:
    return DmaStartParts(op)


def verify_dma_start(op: Operation) -> Any:
    """DmaStartOp::verify, in upstream's order (later checks rely on earlier ones)."""
    b = _builtin()
    operands = list(op.operands)
    count = len(operands)
    if count < 4:
        return "expected at least 4 operands"

    def memref_rank(index: int) -> int | None:
        t = operands[index].type
        return len(t.shape) if isinstance(t, b.MemRefType) else None

    def all_index(values: Sequence[Any]) -> bool:
        return all(isinstance(v.type, b.IndexType) for v in values)

    src_rank = memref_rank(0)
    if src_rank is None:
        return "expected source to be of memref type"
    if count < src_rank + 4:
        return f"expected at least {src_rank + 4} operands"
    if not all_index(operands[1 : 1 + src_rank]):
        return "expected source indices to be of index type"
    dst = 1 + src_rank
    dst_rank = memref_rank(dst)
    if dst_rank is None:
        return "expected destination to be of memref type"
    expected = src_rank + dst_rank + 4
    if count < expected:
        return f"expected at least {expected} operands"
    if not all_index(operands[dst + 1 : dst + 1 + dst_rank]):
        return "expected destination indices to be of index type"
    num_elements = dst + 1 + dst_rank
    if not isinstance(operands[num_elements].type, b.IndexType):
        return "expected num elements to be of index type"
    tag = num_elements + 1
    tag_rank = memref_rank(tag)
    if tag_rank is None:
        return "expected tag to be of memref type"
    expected += tag_rank
    if count < expected:
        return f"expected at least {expected} operands"
    if not all_index(operands[tag + 1 : tag + 1 + tag_rank]):
        return "expected tag indices to be of index type"
    if count != expected and count != expected + 2:
        return "incorrect number of operands"
    if count == expected + 2 and not all_index(operands[expected:]):
        return "expected stride and num elements per stride to be of type index"
    return None


def verify_dma_wait(op: Operation) -> Any:
    """DmaWaitOp::verify."""
    rank = len(op.operands[0].type.shape)
    indices = len(op.operands) - 2
    if indices != rank:
        return (
            "expected tagIndices to have the same number of elements as the tagMemRef rank, expected "
            f"{rank}, but got {indices}"
        )
    return None


# -- memref.atomic_rmw / memref.generic_atomic_rmw / memref.atomic_yield -------------------------

# arith::AtomicRMWKind by value (an I64EnumAttr: the property is its IntegerAttr).
_ATOMIC_RMW_KINDS = (
    "addf", "addi", "andi", "assign", "maximumf", "maxnumf", "maxs", "maxu",
    "minimumf", "minnumf", "mins", "minu", "mulf", "muli", "ori", "xori",
)
_FLOAT_KINDS = ("addf", "maximumf", "minimumf", "mulf")
_INTEGER_KINDS = ("addi", "maxs", "maxu", "mins", "minu", "muli", "ori", "xori", "andi")


def verify_atomic_rmw(op: Operation) -> Any:
    """AtomicRMWOp::verify."""
    b = _builtin()
    if len(op.operands[1].type.shape) != len(op.operands) - 2:
        return "expects the number of subscripts to be equal to memref rank"
    value = _prop(op, "kind").value
    kind = _ATOMIC_RMW_KINDS[value] if 0 <= value < len(_ATOMIC_RMW_KINDS) else ""
    value_type = op.operands[0].type
    if kind in _FLOAT_KINDS and not isinstance(value_type, b.FloatType):
        return f"with kind '{kind}' expects a floating-point type"
    if kind in _INTEGER_KINDS and not isinstance(value_type, b.IntegerType):
        return f"with kind '{kind}' expects an integer type"
    return None


def verify_generic_atomic_rmw(op: Operation) -> Any:
    """GenericAtomicRMWOp::verify: one entry argument of the result type, and a body
    without side effects (reported at the first offending operation)."""
    from odsgen.rewrite.effects import is_memory_effect_free

    body = op.regions[0]
    arguments = body.blocks[0].arguments if body.blocks else []
    if len(arguments) != 1:
        return "expected single number of entry block arguments"
    if op.results[0].type != arguments[0].type:
        return "expected block argument of the same type result type"
    for nested in _walk(body):
        if not is_memory_effect_free(nested):
            return OpError(
                "body of 'memref.generic_atomic_rmw' should contain only operations with no side effects",
                op=nested,
                op_prefix=False,
            )
    return None


def _walk(region: Any) -> Any:
    """Region::walk in post-order: nested operations before the one holding them."""
    for block in region.blocks:
        for op in block.operations:
            for inner in op.regions:
                yield from _walk(inner)
            yield op


def verify_atomic_yield(op: Operation) -> Any:
    """AtomicYieldOp::verify: the yielded type is the parent's result type."""
    parent_type = op.parent_op.results[0].type
    result_type = op.operands[0].type
    if parent_type != result_type:
        return f"types mismatch between yield op: '{result_type}' and its parent: '{parent_type}'"
    return None


# -- memref.prefetch ---------------------------------------------------------------------------


def verify_prefetch(op: Operation) -> Any:
    """PrefetchOp::verify."""
    if len(op.operands) != 1 + len(op.operands[0].type.shape):
        return "too few indices"
    return None
