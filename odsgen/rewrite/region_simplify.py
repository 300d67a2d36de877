"""Region simplification after each greedy iteration (mlir/lib/Transforms/Utils/
RegionUtils.cpp): erasing unreachable blocks, and liveness-based dead code elimination
that also removes dead block arguments with their successor operands.

Branch operations tell which operands go to which successor through
`successor_operand_groups()` and `set_successor_operand_groups(groups)` (the cf
dialect's BranchOpInterface); a terminator without them passes all of its successors'
arguments as live. Merging identical blocks and dropping redundant arguments (the
aggressive level) are in odsgen.rewrite.block_merge.
"""

from __future__ import annotations

from typing import Any

from odsgen.ir import Block, BlockArgument, Operation, Region
from odsgen.ir.verify.verifier import reachable_blocks
from odsgen.rewrite import effects
from odsgen.rewrite.block_merge import drop_redundant_arguments, merge_identical_blocks


def erase_unreachable_blocks(rewriter: Any, regions: list[Region]) -> bool:
    erased = False
    worklist = list(regions)
    while worklist:
        region = worklist.pop()
        if not region.blocks:
            continue
        if len(region.blocks) == 1:
            for op in region.blocks[0].operations:
                worklist.extend(op.regions)
            continue
        reachable = set(reachable_blocks(region))
        for block in list(region.blocks):
            if block not in reachable:
                _drop_defined_value_uses(block)
                rewriter.erase_block(block)
                erased = True
                continue
            for op in block.operations:
                worklist.extend(op.regions)
    return erased


def _drop_defined_value_uses(block: Block) -> None:
    """Block::dropAllDefinedValueUses: nothing reads the block's values any more."""
    for arg in block.arguments:
        for use in arg.uses:
            use._unlink()
    for op in block.operations:
        for inner in op.walk():
            for result in inner.results:
                for use in result.uses:
                    use._unlink()
    for op in block.operations:
        op.successors = []  # its branches go nowhere (the block is erased)


# -- region DCE -----------------------------------------------------------------------------


class _Live:
    def __init__(self) -> None:
        self.live: set[Any] = set()
        self.changed = False

    def mark(self, item: Any) -> None:
        if item not in self.live:
            self.live.add(item)
            self.changed = True

    def __contains__(self, item: Any) -> bool:
        return item in self.live


def _post_order(entry: Block) -> list[Block]:
    """llvm::post_order over successors from `entry`."""
    order: list[Block] = []
    seen = {entry}
    stack: list[tuple[Block, int]] = [(entry, 0)]
    while stack:
        block, index = stack.pop()
        successors = block.last_operation.successors if block.last_operation is not None else []
        if index < len(successors):
            stack.append((block, index + 1))
            succ = successors[index]
            if succ not in seen:
                seen.add(succ)
                stack.append((succ, 0))
        else:
            order.append(block)
    return order


def _successor_argument(op: Operation, operand_index: int) -> BlockArgument | None:
    """The block argument a successor operand is passed to (getSuccessorBlockArgument)."""
    for succ_index, (start, length) in enumerate(op.successor_operand_ranges()):  # type: ignore[attr-defined]
        if start <= operand_index < start + length:
            return op.successors[succ_index].arguments[operand_index - start]
    return None


def _is_use_known_dead(op: Operation, operand_index: int, live: _Live) -> bool:
    if "IsTerminator" in getattr(type(op), "_ods_traits", ()) and hasattr(op, "successor_operand_ranges"):
        arg = _successor_argument(op, operand_index)
        if arg is not None:
            return arg not in live
    return False


def _process_value(value: Any, live: _Live) -> None:
    for use in value.uses:
        if _is_use_known_dead(use.owner, use.index, live):
            continue
        if use.owner in live:
            live.mark(value)
            return


def _propagate_region(region: Region, live: _Live) -> None:
    if not region.blocks:
        return
    for block in _post_order(region.blocks[0]):
        for op in reversed(list(block.operations)):
            _propagate_op(op, live)
        if block is region.blocks[0]:
            continue
        for arg in block.arguments:
            if arg not in live:
                _process_value(arg, live)


def _propagate_op(op: Operation, live: _Live) -> None:
    for region in op.regions:
        _propagate_region(region, live)
    # hasTrait<IsTerminator>: an unregistered op is not known to be a terminator, so it
    # is live as an op with unknown effects but does not make its successors' arguments live.
    if "IsTerminator" in getattr(type(op), "_ods_traits", ()):
        live.mark(op)
        if hasattr(op, "successor_operand_ranges"):
            # BranchOpInterface: only arguments the branch produces itself (none for the
            # cf ops) are live because of it; forwarded ones are live through their uses.
            pass
        else:
            for successor in op.successors:
                for arg in successor.arguments:
                    live.mark(arg)
        return
    if op in live:
        return
    if not effects.would_be_trivially_dead(op):
        live.mark(op)
        return
    for result in op.results:
        _process_value(result, live)
    if any(result in live for result in op.results):
        live.mark(op)


def _erase_dead_successor_operands(terminator: Operation | None, live: _Live) -> None:
    if terminator is None or not hasattr(terminator, "successor_operand_ranges"):
        return
    groups = terminator.successor_operand_groups()  # type: ignore[attr-defined]
    new_groups = []
    changed = False
    for index, values in enumerate(groups):
        arguments = terminator.successors[index].arguments
        kept = [v for position, v in enumerate(values) if position >= len(arguments) or arguments[position] in live]
        changed |= len(kept) != len(values)
        new_groups.append(kept)
    if changed:
        terminator.set_successor_operand_groups(new_groups)  # type: ignore[attr-defined]


def _delete_dead(rewriter: Any, regions: list[Region], live: _Live) -> bool:
    erased = False
    for region in regions:
        if not region.blocks:
            continue
        single = len(region.blocks) == 1
        for block in _post_order(region.blocks[0]):
            if not single:
                _erase_dead_successor_operands(block.last_operation, live)
            for op in reversed(list(block.operations)):
                if op not in live:
                    erased = True
                    for result in op.results:
                        for use in result.uses:
                            use._unlink()
                    rewriter.erase_op(op)
                else:
                    erased |= _delete_dead(rewriter, list(op.regions), live)
        for block in list(region.blocks)[1:]:
            for index in reversed(range(len(block.arguments))):
                arg = block.arguments[index]
                if arg not in live:
                    for use in arg.uses:
                        use._unlink()
                    block.erase_argument(index)
                    # Not a change for the driver: upstream's deleteDeadness reports only
                    # erased operations, so dead arguments alone end the iterations.
    return erased


def run_region_dce(rewriter: Any, regions: list[Region]) -> bool:
    live = _Live()
    while True:
        live.changed = False
        for region in regions:
            _propagate_region(region, live)
        if not live.changed:
            break
    return _delete_dead(rewriter, regions, live)


def simplify_regions(rewriter: Any, regions: list[Region], merge_blocks: bool = False) -> bool:
    """simplifyRegions: unreachable blocks, dead code and arguments, and with
    `merge_blocks` (region-simplify=aggressive) identical blocks merged and arguments
    that receive one value from every predecessor dropped (odsgen.rewrite.block_merge)."""
    changed = erase_unreachable_blocks(rewriter, regions)
    changed |= run_region_dce(rewriter, regions)
    if merge_blocks:
        changed |= merge_identical_blocks(rewriter, regions)
        changed |= drop_redundant_arguments(rewriter, regions)
    return changed
