"""Regions: an ordered list of blocks owned by an operation."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Iterable, Iterator

if TYPE_CHECKING:
    from odsgen.ir.core.block import Block
    from odsgen.ir.core.operation import Operation


# list's own methods, called through module globals: compiled (odsgen.accel), Cython turns
# `list.pop(self, i)` into `self.pop(i)` when self is a subclass, which recurses here.
_list_append = list.append
_list_insert = list.insert
_list_pop = list.pop
_list_delitem = list.__delitem__
_list_clear = list.clear


class BlockList(list):  # type: ignore[type-arg]
    """The blocks of a region, in order: a list (reading it is as fast as a list's) whose
    changes keep each block's `parent` right (`append`, `insert`, `remove`, `pop`, `del`)."""

    __slots__ = ("_region",)

    def __init__(self, region: Region) -> None:
        super().__init__()
        self._region = region

    def _adopt(self, block: Block) -> Block:
        if block.parent is not None:
            raise ValueError("the block is already in a region; remove it from there first")
        block.parent = self._region
        return block

    def append(self, block: Block) -> Block:  # type: ignore[override]
        _list_append(self, self._adopt(block))
        return block

    def insert(self, index: int, block: Block) -> Block:  # type: ignore[override]
        _list_insert(self, index, self._adopt(block))
        return block

    def extend(self, blocks: Iterable[Block]) -> None:  # type: ignore[override]
        for block in blocks:
            self.append(block)

    def index(self, block: Block, *args: Any) -> int:  # type: ignore[override]
        for i, current in enumerate(self):
            if current is block:
                return i
        raise ValueError("the block is not in this region")

    def remove(self, block: Block) -> None:  # type: ignore[override]
        """Take `block` out of the region (detached, not erased)."""
        self.pop(self.index(block))

    def pop(self, index: int = -1) -> Block:  # type: ignore[override]
        block: Block = _list_pop(self, index)
        block.parent = None
        return block

    def __delitem__(self, index: Any) -> None:
        for block in self[index] if isinstance(index, slice) else [self[index]]:
            block.parent = None
        _list_delitem(self, index)

    def clear(self) -> None:
        for block in self:
            block.parent = None
        _list_clear(self)

    def _refuse(self, *args: Any) -> Any:
        raise TypeError("a region's blocks change through append, insert, remove, pop or del")

    __setitem__ = __iadd__ = __imul__ = sort = reverse = _refuse  # type: ignore[assignment]

    def __repr__(self) -> str:
        return f"BlockList({len(self)} blocks)"


class Region:
    """A list of blocks; the first is the entry block."""

    __slots__ = ("blocks", "parent")

    def __init__(self, blocks: Iterable[Block] | None = None) -> None:
        self.blocks = BlockList(self)
        self.parent: Operation | None = None
        for block in blocks or ():
            self.blocks.append(block)

    def append(self, block: Block) -> Block:
        return self.blocks.append(block)

    @property
    def empty(self) -> bool:
        return not self.blocks

    @property
    def parent_op(self) -> Operation | None:
        return self.parent

    @property
    def entry_block(self) -> Block:
        if not self.blocks:
            raise ValueError("the region has no blocks")
        return self.blocks[0]

    def _move_blocks_out(self) -> list[Block]:
        moved = list(self.blocks)
        self.blocks.clear()
        return moved

    def take_body(self, other: Region) -> None:
        """Replace this region's blocks with all of `other`'s, leaving `other` empty
        (Region::takeBody). This region's own blocks are erased first."""
        if other is self:
            return
        for block in list(self.blocks):
            block.drop_all_references()
        for block in reversed(list(self.blocks)):
            block.erase()
        for block in other._move_blocks_out():
            self.blocks.append(block)

    def inline_before(self, dest: Block | Region) -> None:
        """Move all of this region's blocks, in order, just before block `dest` in its
        region, or to the end of region `dest` (RewriterBase::inlineRegionBefore)."""
        from odsgen.ir.core.block import Block

        if isinstance(dest, Block):
            region = dest.parent
            if region is None:
                raise ValueError("the block to inline before is not in a region")
            at = region.blocks.index(dest)
        else:
            region, at = dest, len(dest.blocks)
        if region is self:
            raise ValueError("cannot inline a region into itself")
        for offset, block in enumerate(self._move_blocks_out()):
            region.blocks.insert(at + offset, block)

    def walk(self, post_order: bool = False) -> Iterator[Operation]:
        """Every operation in this region, at any depth (as Operation.walk)."""
        for block in list(self.blocks):
            for op in list(block.operations):
                if op.parent is block:
                    yield from op.walk(post_order=post_order)

    def __repr__(self) -> str:
        return f"<Region with {len(self.blocks)} blocks>"
