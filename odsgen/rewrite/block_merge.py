"""Block merging and redundant block argument elimination, the aggressive part of region
simplification (mergeIdenticalBlocks and dropRedundantArguments in
mlir/lib/Transforms/Utils/RegionUtils.cpp), in upstream's order of operations.

- `merge_identical_blocks`: blocks (other than the entry block) that branch to the same
  successors and hold the same operations, differing at most in operands defined outside
  them, are merged into the first of them (the cluster's leader). Differing operands
  become new arguments of the leader, passed by every predecessor.
- `drop_redundant_arguments`: an argument that receives the same value from every
  predecessor is replaced by that value and dropped, with its successor operands.

A terminator is a BranchOpInterface when it has `successor_operand_groups()` and
`set_successor_operand_groups(groups)` (as the cf dialect's branches do); the operands
of such branches are all forwarded (none are produced by the branch itself).
"""

from __future__ import annotations

from typing import Any

from odsgen.ir import Block, BlockArgument, Operation, Region, Value


# -- helpers --------------------------------------------------------------------------------


def _is_branch(op: Operation | None) -> bool:
    """isa<BranchOpInterface>(op)."""
    return op is not None and hasattr(op, "successor_operand_groups")


def _parent_block(value: Value) -> Block | None:
    """Value::getParentBlock."""
    if isinstance(value, BlockArgument):
        return value.block
    return value.op.parent  # type: ignore[attr-defined, no-any-return]


def _value_location(value: Value) -> Any:
    """Value::getLoc."""
    if isinstance(value, BlockArgument):
        return value.location
    return value.op.location  # type: ignore[attr-defined]


def _used_outside_of_block(value: Value, block: Block) -> bool:
    """Value::isUsedOutsideOfBlock: a user whose block is not `block` (a user nested
    in an operation of `block` counts as outside)."""
    return any(use.owner.parent is not block for use in value.uses)


def _op_used_outside_of_block(op: Operation, block: Block) -> bool:
    return any(_used_outside_of_block(result, block) for result in op.results)


class _Predecessors:
    """The edges into each block of a region, (predecessor terminator, successor index)
    (Block::pred_iterator and its getSuccessorIndex), listed once and kept up to date
    when branches are redirected (`redirect`)."""

    def __init__(self, region: Region) -> None:
        self.edges: dict[Block, list[tuple[Operation, int]]] = {}
        for pred in region.blocks:
            term = pred.last_operation
            if term is None:
                continue
            for index, successor in enumerate(term.successors):
                self.edges.setdefault(successor, []).append((term, index))

    def of(self, block: Block) -> list[tuple[Operation, int]]:
        return self.edges.get(block, [])

    def blocks_of(self, block: Block) -> list[Block | None]:
        """Block::getPredecessors."""
        return [term.parent for term, _ in self.of(block)]

    def redirect(self, block: Block, replacement: Block) -> None:
        """Block::replaceAllUsesWith: every branch to `block` goes to `replacement`."""
        moved = self.edges.pop(block, [])
        for term, index in moved:
            successors = list(term.successors)
            successors[index] = replacement
            term.successors = successors
        if moved:
            self.edges.setdefault(replacement, []).extend(moved)

    def forget(self, block: Block) -> None:
        """`block` is about to be erased: its terminator's edges are no longer edges."""
        term = block.last_operation
        if term is None:
            return
        for successor in dict.fromkeys(term.successors):
            edges = self.edges.get(successor)
            if edges is not None:
                self.edges[successor] = [edge for edge in edges if edge[0] is not term]


class _OperandEdits:
    """Changes to the successor operands of branches (SuccessorOperands::append and
    erase), made on copies of the operand groups and written back once per branch
    (`commit`): the same operands as upstream's edit-by-edit updates, without rebuilding
    a long branch (a cf.switch with many cases) once per edit."""

    def __init__(self) -> None:
        self.groups: dict[Operation, list[list[Value]]] = {}

    def group(self, branch: Operation, index: int) -> list[Value]:
        groups = self.groups.get(branch)
        if groups is None:
            current = branch.successor_operand_groups()  # type: ignore[attr-defined]
            groups = self.groups[branch] = [list(g) for g in current]
        return groups[index]

    def commit(self) -> None:
        for branch, groups in self.groups.items():
            branch.set_successor_operand_groups(groups)  # type: ignore[attr-defined]
        self.groups.clear()


def _op_hash(op: Operation) -> int:
    """OperationEquivalence::computeHash ignoring operand and result values and the
    location: name, attributes, result types, properties (and the operand count)."""
    return hash(
        (
            op.name,
            tuple(sorted(op.attributes.items(), key=lambda item: item[0])),
            tuple(result.type for result in op.results),
            op.properties,
            len(op.operands),
            len(op.results),
        )
    )


def _equivalent_ignoring_operands(lhs: Operation, rhs: Operation) -> bool:
    """OperationEquivalence::isEquivalentTo with ignoreValueEquivalence and
    IgnoreLocations: operands may differ in value but not in type."""
    if lhs is rhs:
        return True
    if lhs.attributes != rhs.attributes:
        return False
    if (
        lhs.name != rhs.name
        or len(lhs.regions) != len(rhs.regions)
        or len(lhs.successors) != len(rhs.successors)
        or len(lhs.operands) != len(rhs.operands)
        or len(lhs.results) != len(rhs.results)
        or lhs.properties is not rhs.properties
    ):
        return False
    for a, b in zip(lhs.operands, rhs.operands):
        if a is not b and a.type != b.type:
            return False
    for a, b in zip(lhs.results, rhs.results):
        if a.type != b.type:
            return False
    # Region equivalence: blocks holding a non-empty region are never clustered, so
    # here every region is empty (and empty regions are equivalent).
    return all(not x.blocks and not y.blocks for x, y in zip(lhs.regions, rhs.regions))


class _OrderedSet:
    """llvm::SetVector used as a worklist: insert (if not present), pop_back_val."""

    def __init__(self) -> None:
        self.items: list[Region] = []
        self.members: set[Region] = set()

    def insert(self, item: Region) -> None:
        if item not in self.members:
            self.members.add(item)
            self.items.append(item)

    def pop(self) -> Region:
        item = self.items.pop()
        self.members.discard(item)
        return item

    def __bool__(self) -> bool:
        return bool(self.items)


# -- BlockEquivalenceData ---------------------------------------------------------------


class _BlockEquivalenceData:
    """A block's hash (of its operations, ignoring operands and locations) and the order
    of each value it defines (arguments first, then results in operation order)."""

    def __init__(self, block: Block) -> None:
        self.block = block
        self.op_order_index: dict[Operation, int] = {}
        order = len(block.arguments)
        hashes = []
        for op in block.operations:
            if op.results:
                self.op_order_index.setdefault(op, order)
                order += len(op.results)
            hashes.append(_op_hash(op))
        self.hash = hash(tuple(hashes))

    def order_of(self, value: Value) -> int:
        if isinstance(value, BlockArgument):
            return value.index
        op: Operation = value.op  # type: ignore[attr-defined]
        return self.op_order_index[op] + value.index  # type: ignore[attr-defined, no-any-return]


# -- BlockMergeCluster ------------------------------------------------------------------


def _is_valid_successor_arg(block: Block, operand: Value, preds: _Predecessors) -> bool:
    """The operand is not a result of the terminator of one of `block`'s predecessors
    (it would not dominate the merged block)."""
    parent = _parent_block(operand)
    if isinstance(operand, BlockArgument) or parent is None:
        return True
    if operand.op is not parent.last_operation:  # type: ignore[attr-defined]
        return True
    return parent not in preds.blocks_of(block)


class _BlockMergeCluster:
    def __init__(self, leader: _BlockEquivalenceData, preds: _Predecessors) -> None:
        self.leader = leader
        self.preds = preds
        self.blocks_to_merge: list[Block] = []  # a SmallSetVector
        self.operands_to_merge: set[tuple[int, int]] = set()  # (op index, operand index)

    def add_to_cluster(self, data: _BlockEquivalenceData) -> bool:
        if self.leader.hash != data.hash:
            return False
        leader_block, merge_block = self.leader.block, data.block
        if [a.type for a in leader_block.arguments] != [a.type for a in merge_block.arguments]:
            return False
        mismatched: list[tuple[int, int]] = []
        lhs_ops = list(leader_block.operations)
        rhs_ops = list(merge_block.operations)
        for op_index, (lhs, rhs) in enumerate(zip(lhs_ops, rhs_ops)):
            if not _equivalent_ignoring_operands(lhs, rhs):
                return False
            for operand, (lhs_operand, rhs_operand) in enumerate(zip(lhs.operands, rhs.operands)):
                if lhs_operand is rhs_operand:
                    continue
                if lhs_operand.type != rhs_operand.type:
                    return False
                lhs_in_block = _parent_block(lhs_operand) is leader_block
                rhs_in_block = _parent_block(rhs_operand) is merge_block
                if lhs_in_block != rhs_in_block:
                    return False
                if not lhs_in_block:
                    if not _is_valid_successor_arg(
                        leader_block, lhs_operand, self.preds
                    ) or not _is_valid_successor_arg(merge_block, rhs_operand, self.preds):
                        return False
                    mismatched.append((op_index, operand))
                    continue
                if self.leader.order_of(lhs_operand) != data.order_of(rhs_operand):
                    return False
            # A result used outside its block: the merged op would not be either one.
            if _op_used_outside_of_block(rhs, merge_block) or _op_used_outside_of_block(
                lhs, leader_block
            ):
                return False
        if len(lhs_ops) != len(rhs_ops):
            return False
        self.operands_to_merge.update(mismatched)
        if merge_block not in self.blocks_to_merge:
            self.blocks_to_merge.append(merge_block)
        return True

    def merge(self, rewriter: Any) -> bool:
        if not self.blocks_to_merge:
            return False
        leader_block = self.leader.block
        if self.operands_to_merge:
            if not self._able_to_update_pred_operands(leader_block) or not all(
                self._able_to_update_pred_operands(block) for block in self.blocks_to_merge
            ):
                return False
            # Walk all the blocks at once, in the sorted order of the operands to merge.
            block_ops = [list(leader_block.operations)]
            block_ops += [list(block.operations) for block in self.blocks_to_merge]
            ordered = sorted(self.operands_to_merge)
            new_arguments: list[list[Value]] = [[] for _ in block_ops]
            num_old_arguments = len(leader_block.arguments)
            for op_index, operand_index in ordered:
                for i, ops in enumerate(block_ops):
                    use = ops[op_index].operand_uses[operand_index]
                    value = use.value
                    new_arguments[i].append(value)
                    if i == 0:
                        use.set(leader_block.add_argument(value.type, _value_location(value)))
            new_arguments = _prune_redundant_arguments(
                new_arguments, rewriter, num_old_arguments, leader_block
            )

            edits = _OperandEdits()

            def update_predecessors(block: Block, cluster_index: int) -> None:
                for branch, succ_index in self.preds.of(block):
                    edits.group(branch, succ_index).extend(new_arguments[cluster_index])

            update_predecessors(leader_block, 0)
            for i, block in enumerate(self.blocks_to_merge):
                update_predecessors(block, i + 1)
            edits.commit()

        for block in self.blocks_to_merge:
            self.preds.redirect(block, leader_block)
            self.preds.forget(block)
            rewriter.erase_block(block)
        return True

    def _able_to_update_pred_operands(self, block: Block) -> bool:
        return all(_is_branch(term) for term, _ in self.preds.of(block))


def _prune_redundant_arguments(
    new_arguments: list[list[Value]], rewriter: Any, num_old_arguments: int, block: Block
) -> list[list[Value]]:
    """pruneRedundantArguments: a new argument that is passed the same values as an
    earlier one, in every list, is replaced by the earlier one and erased."""
    if not new_arguments:
        return new_arguments
    num_lists = len(new_arguments)
    num_args = len(new_arguments[0])
    first_value_to_index: dict[Value, int] = {}
    for j in range(num_args):
        first_value_to_index.setdefault(new_arguments[0][j], j)
    index_to_replacement: dict[int, int] = {}
    for j in range(num_args):
        k = first_value_to_index[new_arguments[0][j]]
        if k == j:
            continue
        if all(new_arguments[i][k] is new_arguments[i][j] for i in range(1, num_lists)):
            index_to_replacement[j] = k
    pruned = [
        [args[j] for j in range(num_args) if j not in index_to_replacement]
        for args in new_arguments
    ]
    # Upstream enumerates all of the block's arguments and looks each index up among the
    # new ones: the replacements happen in increasing index order.
    to_erase = []
    for index in range(len(block.arguments)):
        if index in index_to_replacement:
            old = block.arguments[num_old_arguments + index]
            new = block.arguments[num_old_arguments + index_to_replacement[index]]
            rewriter.replace_all_uses_with(old, new)
            to_erase.append(num_old_arguments + index)
    for index in reversed(to_erase):
        block.erase_argument(index)
    return pruned


# -- mergeIdenticalBlocks -------------------------------------------------------------------


def _merge_identical_blocks_in_region(rewriter: Any, region: Region) -> bool:
    if len(region.blocks) < 2:
        return False
    # Blocks other than the entry block, grouped by their successors. (Upstream's
    # DenseMap is keyed on the successor blocks' addresses; here the groups come in the
    # order of their first block.)
    matching: dict[tuple[Block, ...], list[Block]] = {}
    for block in list(region.blocks)[1:]:
        term = block.last_operation
        key = tuple(term.successors) if term is not None else ()
        matching.setdefault(key, []).append(block)

    preds = _Predecessors(region)
    merged = False
    for blocks in matching.values():
        if len(blocks) == 1:
            continue
        clusters: list[_BlockMergeCluster] = []
        for block in blocks:
            data = _BlockEquivalenceData(block)
            if any(r.blocks for op in block.operations for r in op.regions):
                continue
            if any(_used_outside_of_block(arg, block) for arg in block.arguments):
                continue
            for cluster in clusters:
                if cluster.add_to_cluster(data):
                    break
            else:
                clusters.append(_BlockMergeCluster(data, preds))
        for cluster in clusters:
            merged |= cluster.merge(rewriter)
    return merged


def merge_identical_blocks(rewriter: Any, regions: list[Region]) -> bool:
    worklist = _OrderedSet()
    for region in regions:
        worklist.insert(region)
    changed = False
    while worklist:
        region = worklist.pop()
        if _merge_identical_blocks_in_region(rewriter, region):
            worklist.insert(region)
            changed = True
        for block in list(region.blocks):
            for op in block.operations:
                for nested in op.regions:
                    worklist.insert(nested)
    return changed


# -- dropRedundantArguments -----------------------------------------------------------------


def _drop_redundant_arguments_of_block(rewriter: Any, block: Block, preds: _Predecessors) -> bool:
    to_erase: list[int] = []
    edges = preds.of(block)
    for index, arg in enumerate(list(block.arguments)):
        same = True
        common: Value | None = None
        for branch, succ_index in edges:
            if not _is_branch(branch):
                same = False
                break
            forwarded = branch.successor_operand_groups()[succ_index]  # type: ignore[attr-defined]
            if common is None:
                common = forwarded[index]
                continue
            if forwarded[index] is not common:
                same = False
                break
        if common is not None and same:
            to_erase.append(index)
            rewriter.replace_all_uses_with(arg, common)
    if not to_erase:
        return False
    # Upstream erases each argument (last first), then its operand in each predecessor.
    edits = _OperandEdits()
    for index in reversed(to_erase):
        for branch, succ_index in edges:
            del edits.group(branch, succ_index)[index]
    edits.commit()
    for index in reversed(to_erase):
        block.erase_argument(index)
    return True


def drop_redundant_arguments(rewriter: Any, regions: list[Region]) -> bool:
    worklist = _OrderedSet()
    for region in regions:
        worklist.insert(region)
    changed = False
    while worklist:
        region = worklist.pop()
        preds = _Predecessors(region)
        for block in list(region.blocks):
            changed = _drop_redundant_arguments_of_block(rewriter, block, preds) or changed
            for op in block.operations:
                for nested in op.regions:
                    worklist.insert(nested)
    return changed
