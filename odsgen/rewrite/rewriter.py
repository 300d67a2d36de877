"""PatternRewriter: the only way patterns change IR, so the driver hears of every change
(MLIR's RewriterBase and its Listener).

The rewriter has an insertion point; `rewriter.insert(op)` (and the generated builders
called with `ip=rewriter.ip`, or inside `with rewriter.ip:`) put new operations there.
Each change is reported to the listener: inserted, modified, replaced, erased.
"""

from __future__ import annotations

from typing import Any, Callable, Iterable, Sequence

from odsgen.ir import Block, InsertionPoint, Operation, Region, Value


class Listener:
    """What a rewriter reports (RewriterBase::Listener); every method does nothing here."""

    def notify_operation_inserted(self, op: Operation) -> None: ...

    def notify_operation_modified(self, op: Operation) -> None: ...

    def notify_operation_replaced(self, op: Operation, values: Sequence[Value]) -> None: ...

    def notify_operation_erased(self, op: Operation) -> None: ...

    def notify_block_inserted(self, block: Block) -> None: ...

    def notify_block_erased(self, block: Block) -> None: ...

    def notify_match_failure(self, op: Operation, reason: str) -> None: ...


class RewriterInsertionPoint(InsertionPoint):
    """The rewriter's insertion point: it moves in place (so `with rewriter.ip:` stays
    valid when a pattern moves it), and what is inserted through it is reported."""

    __slots__ = ("_rewriter",)

    def __init__(self, rewriter: PatternRewriter) -> None:
        self._rewriter = rewriter
        self.block = None  # type: ignore[assignment]
        self.ref_operation = None

    def insert(self, op: Any) -> Any:
        """OpBuilder::insert: only `op` is reported (what its regions already hold was
        built before it existed, as a C++ builder builds it)."""
        if self.block is None:
            raise ValueError("the rewriter has no insertion point")
        ref = self.ref_operation
        if ref is None:
            self.block.append(op)
        else:
            self.block.insert_before(ref, op)
        self._rewriter.listener.notify_operation_inserted(op)
        return op


class PatternRewriter:
    """Creates, replaces, erases and moves operations, reporting each change.

    While the driver runs a pattern, `rewriter.ip` is the current insertion point, so
    generated builders (`arith.AddIOp.build(ctx, a, b)`) insert there and are reported."""

    def __init__(self, context: Any, listener: Listener | None = None) -> None:
        self.context = context
        self.listener = listener or Listener()
        self.ip = RewriterInsertionPoint(self)

    # -- insertion point -------------------------------------------------------------------

    def _set(self, block: Block, ref: Operation | None) -> None:
        self.ip.block, self.ip.ref_operation = block, ref

    def set_insertion_point(self, op: Operation) -> None:
        """Before `op`."""
        if op.parent is None:
            raise ValueError(f"'{op.name}' is not in a block")
        self._set(op.parent, op)

    def set_insertion_point_after(self, op: Operation) -> None:
        if op.parent is None:
            raise ValueError(f"'{op.name}' is not in a block")
        self._set(op.parent, op.next_operation)

    def set_insertion_point_to_start(self, block: Block) -> None:
        self._set(block, block.first_operation)

    def set_insertion_point_to_end(self, block: Block) -> None:
        self._set(block, None)

    def insert(self, op: Operation) -> Operation:
        """Insert a detached `op` at the insertion point (and everything it holds is new)."""
        return self.ip.insert(op)  # type: ignore[no-any-return]

    def create(self, build: Callable[..., Operation], *args: Any, **kwargs: Any) -> Operation:
        """`build(*args, **kwargs)` at the insertion point, e.g.
        `rewriter.create(arith.AddIOp.build, ctx, a, b)`."""
        return build(*args, **kwargs, ip=self.ip)

    def clone(self, op: Operation, mapping: Any = None) -> Operation:
        """OpBuilder::clone: the copy is inserted, then each operation nested in it is
        reported inserted too (pre-order)."""
        new = self.insert(op.clone(mapping))
        for region in new.regions:
            for inner in region.walk():
                self.listener.notify_operation_inserted(inner)
        return new

    # -- replacing and erasing -------------------------------------------------------------

    def replace_all_uses_with(self, old: Value, new: Value) -> None:
        """RAUW, reporting each user as modified (newest use first, as MLIR)."""
        for use in old.uses:
            use.set(new)
            self.listener.notify_operation_modified(use.owner)

    def replace_uses_with_if(self, old: Value, new: Value, predicate: Callable[[Any], bool]) -> bool:
        """Replace the uses for which `predicate(use)` holds; whether all were replaced."""
        all_replaced = True
        for use in old.uses:
            if predicate(use):
                use.set(new)
                self.listener.notify_operation_modified(use.owner)
            else:
                all_replaced = False
        return all_replaced

    def replace_all_op_uses_with(self, op: Operation, values: Sequence[Value] | Operation) -> None:
        new = list(values.results) if isinstance(values, Operation) else list(values)
        if len(new) != len(op.results):
            raise ValueError(f"'{op.name}' has {len(op.results)} results but {len(new)} replacement values were given")
        self.listener.notify_operation_replaced(op, new)
        for old, value in zip(op.results, new):
            self.replace_all_uses_with(old, value)

    def replace_op(self, op: Operation, values: Sequence[Value] | Operation) -> None:
        """Replace every result of `op` with `values` (or another op's results), then erase it."""
        self.replace_all_op_uses_with(op, values)
        self.erase_op(op)

    def replace_op_with_new_op(self, op: Operation, build: Callable[..., Operation], *args: Any, **kwargs: Any) -> Operation:
        """Build an operation at the insertion point and replace `op` with it."""
        new = self.create(build, *args, **kwargs)
        self.replace_op(op, new)
        return new

    def erase_op(self, op: Operation) -> None:
        """Erase `op` (which must be unused) and what it holds, each nested op reported
        before its parent (post-order, as RewriterBase::eraseOp)."""
        for result in op.results:
            for use in result.uses:
                if not op.is_ancestor(use.owner):
                    raise ValueError(f"cannot erase '{op.name}': result #{result.index} is still used by '{use.owner.name}'")
        for inner in list(op.walk(post_order=True)):
            if inner is not op:
                self.listener.notify_operation_erased(inner)
        self.listener.notify_operation_erased(op)
        op.erase()

    def erase_block(self, block: Block) -> None:
        for op in reversed(list(block.operations)):
            for inner in list(op.walk(post_order=True)):
                self.listener.notify_operation_erased(inner)
        self.listener.notify_block_erased(block)
        for op in list(block.operations):
            op._drop_all_references()
        for arg in block.arguments:
            for use in arg.uses:
                use._unlink()
        for op in list(block.operations):
            op.detach_from_parent()
        if block.parent is not None:
            block.parent.blocks.remove(block)

    # -- in-place changes --------------------------------------------------------------------

    def modify_op_in_place(self, op: Operation, change: Callable[[], Any] | None = None) -> None:
        """Run `change()` (if given), then report `op` as modified."""
        if change is not None:
            change()
        self.listener.notify_operation_modified(op)

    def move_op_before(self, op: Operation, before: Operation) -> None:
        op.move_before(before)
        self.listener.notify_operation_inserted(op)

    def move_op_after(self, op: Operation, after: Operation) -> None:
        op.move_after(after)
        self.listener.notify_operation_inserted(op)

    # -- blocks and regions ------------------------------------------------------------------

    def inline_block_before(
        self, source: Block, dest: Block, before: Operation | None = None, values: Iterable[Value] = ()
    ) -> None:
        """Move `source`'s operations into `dest` before `before` (or at its end), its
        arguments replaced by `values`; `source` (which must have no predecessors) is erased."""
        values = list(values)
        if len(values) != len(source.arguments):
            raise ValueError(f"the block has {len(source.arguments)} arguments but {len(values)} values were given")
        if source.predecessors:
            raise ValueError("cannot inline a block that is the successor of another block")
        for arg, value in zip(source.arguments, values):
            self.replace_all_uses_with(arg, value)
        for op in list(source.operations):
            op.detach_from_parent()
            if before is None:
                dest.append(op)
            else:
                dest.insert_before(before, op)
            self.listener.notify_operation_inserted(op)
        if source.parent is not None:
            self.listener.notify_block_erased(source)
            source.parent.blocks.remove(source)

    def merge_blocks(self, source: Block, dest: Block, values: Iterable[Value] = ()) -> None:
        """Append `source`'s operations to `dest` (RewriterBase::mergeBlocks)."""
        self.inline_block_before(source, dest, None, values)

    def split_block(self, block: Block, before: Operation) -> Block:
        """RewriterBase::splitBlock: the new block is reported, then each moved operation
        as inserted, the last one first."""
        new = block.split_before(before)
        self.listener.notify_block_inserted(new)
        for op in reversed(list(new.operations)):
            self.listener.notify_operation_inserted(op)
        return new

    def create_block(
        self,
        region: Region,
        before: Block | None = None,
        arg_types: Iterable[Any] = (),
        locations: Iterable[Any] | None = None,
    ) -> Block:
        """RewriterBase::createBlock: a new block in `region` before `before` (at the end
        without one), reported inserted; the insertion point moves to its end."""
        block = Block(list(arg_types), list(locations) if locations is not None else None)
        if before is None:
            region.blocks.append(block)
        else:
            region.blocks.insert(region.blocks.index(before), block)
        self.listener.notify_block_inserted(block)
        self.set_insertion_point_to_end(block)
        return block

    def clone_region_before(self, region: Region, dest: Block | Region, mapping: Any = None) -> None:
        """RewriterBase::cloneRegionBefore: copies of `region`'s blocks (arguments that
        `mapping` maps are dropped) before block `dest` or at the end of region `dest`,
        each reported inserted with its operations."""
        from odsgen.ir import IRMapping

        mapping = mapping if mapping is not None else IRMapping()
        cloned: list[Block] = []
        for block in region.blocks:
            kept = [a for a in block.arguments if not mapping.contains(a)]
            new_block = Block([a.type for a in kept], [a.location for a in kept])
            for old, new_arg in zip(kept, new_block.arguments):
                mapping.map(old, new_arg)
            mapping.map(block, new_block)
            cloned.append(new_block)
        for block, new_block in zip(region.blocks, cloned):
            for op in block.operations:
                new_block.append(op.clone(mapping))
        target = dest.parent if isinstance(dest, Block) else dest
        assert target is not None
        at = target.blocks.index(dest) if isinstance(dest, Block) else len(target.blocks)
        for offset, new_block in enumerate(cloned):
            target.blocks.insert(at + offset, new_block)
        for new_block in cloned:
            self.listener.notify_block_inserted(new_block)
            for op in new_block.operations:
                for inner in op.walk():
                    self.listener.notify_operation_inserted(inner)

    def inline_region_before(self, region: Region, dest: Block | Region) -> None:
        """Move `region`'s blocks before block `dest` (or to the end of region `dest`)."""
        blocks = list(region.blocks)
        region.inline_before(dest)
        for block in blocks:
            self.listener.notify_block_inserted(block)

    def notify_match_failure(self, op: Operation, reason: str = "") -> bool:
        """Record why a pattern did not apply; returns False (the pattern's result)."""
        self.listener.notify_match_failure(op, reason)
        return False
