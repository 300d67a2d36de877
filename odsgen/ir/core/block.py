"""Blocks: a list of arguments and an ordered list of operations.

The operations of a block form an intrusive doubly linked list (MLIR's iplist): each
Operation holds `_prev`/`_next` and its block, so inserting, removing or moving an
operation anywhere is O(1). `block.operations` is a live view of that list.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Iterable, Iterator, overload

from odsgen.ir.core.values import BlockArgument

if TYPE_CHECKING:
    from odsgen.ir.core.attributes import Attribute, Type
    from odsgen.ir.core.operation import Operation
    from odsgen.ir.core.region import Region


def _describe(op: Operation) -> str:
    return f"'{op.name}'"


class OpList:
    """The operations of a block, in order: iterable, sized, indexable (O(1) at either
    end, O(n) elsewhere) and editable (`append`, `insert`, `remove`)."""

    __slots__ = ("_block",)

    def __init__(self, block: Block) -> None:
        self._block = block

    def __iter__(self) -> Iterator[Operation]:
        """The operations as they are when the iteration starts: erasing or moving them
        while iterating is safe (operations added meanwhile are not visited)."""
        listed = self._block._listed
        if listed is None:
            listed = self._block._list_operations()
        return iter(listed)

    def __reversed__(self) -> Iterator[Operation]:
        op = self._block._last
        while op is not None:
            prev = op._prev
            yield op
            op = prev

    def __len__(self) -> int:
        return self._block._count

    def __bool__(self) -> bool:
        return self._block._first is not None

    def __contains__(self, op: object) -> bool:
        return getattr(op, "parent", None) is self._block

    @overload
    def __getitem__(self, index: int) -> Operation: ...

    @overload
    def __getitem__(self, index: slice) -> list[Operation]: ...

    def __getitem__(self, index: int | slice) -> Operation | list[Operation]:
        if isinstance(index, slice):
            return list(self)[index]
        block = self._block
        if block._listed is not None:
            return block._listed[index]
        count = block._count
        if index < 0:
            index += count
        if not 0 <= index < count:
            raise IndexError("operation index out of range")
        if index <= count // 2:
            op = block._first
            for _ in range(index):
                op = op._next  # type: ignore[union-attr]
        else:
            op = block._last
            for _ in range(count - 1 - index):
                op = op._prev  # type: ignore[union-attr]
        return op  # type: ignore[return-value]

    def __eq__(self, other: object) -> bool:
        if isinstance(other, (OpList, list, tuple)):
            return list(self) == list(other)
        return NotImplemented

    __hash__ = None  # type: ignore[assignment]

    def index(self, op: Operation) -> int:
        if op.parent is not self._block:
            raise ValueError(f"{_describe(op)} is not in this block")
        for i, current in enumerate(self):
            if current is op:
                return i
        raise AssertionError("unreachable")

    def append(self, op: Operation) -> Operation:
        return self._block.append(op)

    def insert(self, index: int, op: Operation) -> Operation:
        """Insert `op` so that it becomes `operations[index]` (list.insert semantics)."""
        count = len(self)
        if index < 0:
            index = max(0, index + count)
        if index >= count:
            return self._block.append(op)
        return self._block.insert_before(self[index], op)

    def remove(self, op: Operation) -> None:
        """Take `op` out of the block (it is detached, not erased)."""
        if op.parent is not self._block:
            raise ValueError(f"{_describe(op)} is not in this block")
        op.detach_from_parent()

    def __repr__(self) -> str:
        return f"OpList({[op.name for op in self]})"


class Block:
    """A basic block: arguments, and operations of which the last is usually a terminator."""

    # `_listed` caches the operations as a list for fast iteration: appending keeps it,
    # any other change drops it (rebuilt on the next iteration).
    __slots__ = ("arguments", "parent", "_first", "_last", "_count", "_listed", "_view")

    def __init__(
        self,
        arg_types: Iterable[Type] = (),
        arg_locations: Iterable[Attribute | None] | None = None,
    ) -> None:
        types = list(arg_types)
        locations = list(arg_locations) if arg_locations is not None else [None] * len(types)
        if len(locations) != len(types):
            raise ValueError(f"Block got {len(types)} argument types but {len(locations)} locations")
        self.arguments: list[BlockArgument] = [
            BlockArgument(t, self, i, loc) for i, (t, loc) in enumerate(zip(types, locations))
        ]
        self.parent: Region | None = None
        self._first: Operation | None = None
        self._last: Operation | None = None
        self._count = 0
        self._listed: list[Operation] | None = None
        self._view: OpList | None = None

    def _list_operations(self) -> list[Operation]:
        listed = []
        op = self._first
        while op is not None:
            listed.append(op)
            op = op._next
        self._listed = listed
        return listed

    # -- arguments --------------------------------------------------------------------------

    def add_argument(self, type: Type, location: Attribute | None = None) -> BlockArgument:
        # The parser passes a deferred location, (resolve, offset) (BlockArgument.location).
        arg = BlockArgument(type, self, len(self.arguments), location)
        self.arguments.append(arg)
        return arg

    def insert_argument(self, index: int, type: Type, location: Attribute | None = None) -> BlockArgument:
        if not 0 <= index <= len(self.arguments):
            raise IndexError(f"argument index {index} out of range")
        arg = BlockArgument(type, self, index, location)
        self.arguments.insert(index, arg)
        for i in range(index + 1, len(self.arguments)):
            self.arguments[i].index = i
        return arg

    def erase_argument(self, index: int) -> None:
        """Remove argument `index`; refused while it has uses."""
        arg = self.arguments[index]
        if arg.has_uses():
            raise ValueError(
                f"cannot erase block argument #{index}: it still has {arg.num_uses} use(s), "
                f"the first in '{arg.uses[0].owner.name}'"
            )
        del self.arguments[index]
        for i in range(index, len(self.arguments)):
            self.arguments[i].index = i

    # -- operations -------------------------------------------------------------------------

    @property
    def operations(self) -> OpList:
        view = self._view
        if view is None:
            view = self._view = OpList(self)
        return view

    @property
    def first_operation(self) -> Operation | None:
        return self._first

    @property
    def last_operation(self) -> Operation | None:
        return self._last

    def _check_free(self, op: Operation) -> None:
        if op.parent is not None:
            raise ValueError(
                f"operation {_describe(op)} is already in a block; detach it first "
                "(detach_from_parent) or use move_before/move_after"
            )

    def append(self, op: Operation) -> Operation:
        """Add a detached `op` at the end; refused if it is in a block already."""
        if op.parent is not None:
            self._check_free(op)
        last = self._last
        op._prev = last
        op._next = None
        if last is None:
            self._first = op
        else:
            last._next = op
        self._last = op
        self._count += 1
        op.parent = self
        if self._listed is not None:
            self._listed.append(op)
        return op

    def insert_before(self, anchor: Operation, op: Operation) -> Operation:
        """Insert a detached `op` just before `anchor`, an operation of this block."""
        self._check_free(op)
        if anchor.parent is not self:
            raise ValueError(f"{_describe(anchor)} is not in this block")
        prev = anchor._prev
        op._prev = prev
        op._next = anchor
        anchor._prev = op
        if prev is None:
            self._first = op
        else:
            prev._next = op
        self._count += 1
        op.parent = self
        self._listed = None
        return op

    def insert_after(self, anchor: Operation, op: Operation) -> Operation:
        """Insert a detached `op` just after `anchor`, an operation of this block."""
        if anchor.parent is not self:
            raise ValueError(f"{_describe(anchor)} is not in this block")
        nxt = anchor._next
        return self.append(op) if nxt is None else self.insert_before(nxt, op)

    def _unlink(self, op: Operation) -> None:
        prev, nxt = op._prev, op._next
        if prev is None:
            self._first = nxt
        else:
            prev._next = nxt
        if nxt is None:
            self._last = prev
        else:
            nxt._prev = prev
        op._prev = op._next = None
        op.parent = None
        self._count -= 1
        self._listed = None

    @property
    def terminator(self) -> Operation | None:
        """The last operation (MLIR's Block::getTerminator asks the caller to know one is there)."""
        return self._last

    @property
    def successors(self) -> list[Block]:
        last = self._last
        return list(last.successors) if last is not None else []

    @property
    def predecessors(self) -> list[Block]:
        """The blocks of this block's region whose terminators branch here, once per edge."""
        region = self.parent
        if region is None:
            return []
        found = []
        for block in region.blocks:
            last = block._last
            if last is not None:
                found.extend(block for successor in last.successors if successor is self)
        return found

    # -- structure --------------------------------------------------------------------------

    @property
    def parent_op(self) -> Operation | None:
        region = self.parent
        return region.parent if region is not None else None

    def split_before(self, op: Operation) -> Block:
        """Move `op` and every operation after it into a new block, inserted after this
        one in its region (Block::splitBlock); returns the new block."""
        if op.parent is not self:
            raise ValueError(f"{_describe(op)} is not in this block")
        new = Block()
        if self.parent is not None:
            self.parent.blocks.insert(self.parent.blocks.index(self) + 1, new)
        # Relink the tail in one piece; only the moved operations' block pointers change.
        prev = op._prev
        new._first, new._last = op, self._last
        moved = 0
        current: Operation | None = op
        while current is not None:
            current.parent = new
            moved += 1
            current = current._next
        op._prev = None
        new._count = moved
        self._count -= moved
        self._listed = None
        self._last = prev
        if prev is None:
            self._first = None
        else:
            prev._next = None
        return new

    def _defined_values_used_outside(self) -> Any:
        """A (value, use) pair where something defined in this block (an argument or a
        result of an operation in it, at any depth) is read outside it; else None."""
        from odsgen.ir.core.operation import is_inside

        for arg in self.arguments:
            for use in arg._iter_uses():
                if not is_inside(use.owner, self):
                    return arg, use
        for op in self.operations:
            for inner in op.walk():
                for result in inner.results:
                    for use in result._iter_uses():
                        if not is_inside(use.owner, self):
                            return result, use
        return None

    def erase(self) -> None:
        """Remove this block from its region and drop its operations. Refused while a
        value it defines is used outside it or another block branches to it."""
        if self.predecessors:
            raise ValueError("cannot erase a block that is still the successor of another block")
        found = self._defined_values_used_outside()
        if found is not None:
            value, use = found
            raise ValueError(f"cannot erase block: {value!r} is still used by '{use.owner.name}'")
        for op in list(self.operations):
            op._drop_all_references()
        for op in list(self.operations):
            self._unlink(op)
        if self.parent is not None:
            self.parent.blocks.remove(self)

    def drop_all_references(self) -> None:
        for op in self.operations:
            op._drop_all_references()

    def __repr__(self) -> str:
        return f"<Block with {len(self.arguments)} arguments, {self._count} operations>"
