"""Regions: an ordered list of blocks owned by an operation."""

from __future__ import annotations

from typing import TYPE_CHECKING, Iterable, Iterator, overload

if TYPE_CHECKING:
    from odsgen.ir.block import Block
    from odsgen.ir.operation import Operation


class BlockList:
    """The blocks of a region, in order: a sequence that keeps each block's `parent`
    right (`append`, `insert`, `remove`)."""

    __slots__ = ("_region", "_blocks")

    def __init__(self, region: Region) -> None:
        self._region = region
        self._blocks: list[Block] = []

    def __iter__(self) -> Iterator[Block]:
        return iter(self._blocks)

    def __reversed__(self) -> Iterator[Block]:
        return reversed(self._blocks)

    def __len__(self) -> int:
        return len(self._blocks)

    def __bool__(self) -> bool:
        return bool(self._blocks)

    def __contains__(self, block: object) -> bool:
        return getattr(block, "parent", None) is self._region

    @overload
    def __getitem__(self, index: int) -> Block: ...

    @overload
    def __getitem__(self, index: slice) -> list[Block]: ...

    def __getitem__(self, index: int | slice) -> Block | list[Block]:
        return self._blocks[index]

    def __eq__(self, other: object) -> bool:
        if isinstance(other, (BlockList, list, tuple)):
            return list(self) == list(other)
        return NotImplemented

    __hash__ = None  # type: ignore[assignment]

    def index(self, block: Block) -> int:
        for i, current in enumerate(self._blocks):
            if current is block:
                return i
        raise ValueError("the block is not in this region")

    def _check_free(self, block: Block) -> None:
        if block.parent is not None:
            raise ValueError("the block is already in a region; remove it from there first")

    def append(self, block: Block) -> Block:
        self._check_free(block)
        block.parent = self._region
        self._blocks.append(block)
        return block

    def insert(self, index: int, block: Block) -> Block:
        self._check_free(block)
        block.parent = self._region
        self._blocks.insert(index, block)
        return block

    def remove(self, block: Block) -> None:
        """Take `block` out of the region (detached, not erased)."""
        del self._blocks[self.index(block)]
        block.parent = None

    def __repr__(self) -> str:
        return f"BlockList({len(self._blocks)} blocks)"


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
        return not self.blocks._blocks

    @property
    def parent_op(self) -> Operation | None:
        return self.parent

    @property
    def entry_block(self) -> Block:
        if not self.blocks._blocks:
            raise ValueError("the region has no blocks")
        return self.blocks._blocks[0]

    def _move_blocks_out(self) -> list[Block]:
        moved = self.blocks._blocks
        self.blocks._blocks = []
        for block in moved:
            block.parent = None
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
        from odsgen.ir.block import Block

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
