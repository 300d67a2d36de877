"""Walking an operation and what is nested in it: the iterative walks behind
Operation.walk (pre-order and post-order, safe when the visited operations are erased or
moved), and `preorder`, a list of them for walks that change nothing (compiled, read
along the blocks' links as C fields: walk.pxd)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Iterator

if TYPE_CHECKING:
    from odsgen.ir.core.block import Block
    from odsgen.ir.core.operation import Operation


def preorder(root: Operation) -> list[Operation]:
    """`root` and the operations nested in it, in pre-order, as a list: for walks that
    change nothing (compiled, read along the blocks' links as C fields; without
    recursion, as IR may nest deeper than the stack allows)."""
    found = []
    stack = [root]  # the next operation of each open block, innermost last
    while stack:
        op = stack.pop()
        found.append(op)
        if op is not root and op._next is not None:
            stack.append(op._next)
        if op.regions:
            firsts = []
            for region in op.regions:
                for block in region.blocks:
                    if block._first is not None:
                        firsts.append(block._first)
            firsts.reverse()
            stack.extend(firsts)
    return found


def _walk_pre(root: Operation, skipped: set[Operation] | None) -> Iterator[Operation]:
    """Pre-order, iteratively (IR may nest deeper than Python's recursion limit). Each
    block's operations are listed when the walk enters it, so the visited op may be
    erased or moved; an op no longer in that block when its turn comes is skipped, and
    so are the regions of an op erased or moved while it was visited."""
    yield root
    if skipped and root in skipped:
        return
    stack: list[Iterator[tuple[Operation, Block]]] = [_ops_of(root)]
    while stack:
        for op, block in stack[-1]:
            if op.parent is not block:
                continue
            yield op
            if op.regions and op.parent is block and not (skipped and op in skipped):
                stack.append(_ops_of(op))
                break
        else:
            stack.pop()


def _ops_of(op: Operation) -> Iterator[tuple[Operation, Block]]:
    for region in list(op.regions):
        for block in list(region.blocks):
            for inner in list(block.operations):
                yield inner, block


def _walk_post(root: Operation) -> Iterator[Operation]:
    """Post-order, iteratively: an operation after everything nested in it. Nested ops
    are listed before any is visited, so visiting (erasing) them is safe."""
    stack: list[tuple[Operation, Iterator[tuple[Operation, Block]]]] = [(root, _ops_of(root))]
    while stack:
        op, nested = stack[-1]
        for inner, block in nested:
            if inner.parent is block:
                stack.append((inner, _ops_of(inner)))
                break
        else:
            stack.pop()
            yield op
