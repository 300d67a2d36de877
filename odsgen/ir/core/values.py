"""SSA values and their use lists.

A Value knows every operand slot that reads it through an intrusive doubly linked list of
Use records (MLIR's OpOperand list): adding or removing a use is O(1), so erasing each of
many users of one value is linear overall. As in MLIR, a new use goes to the front of
the list, so `value.uses` lists the most recent use first.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Callable, Iterator

if TYPE_CHECKING:
    from odsgen.ir.core.attributes import Attribute, Type
    from odsgen.ir.core.block import Block
    from odsgen.ir.core.operation import Operation


class Use:
    """One operand slot reading a value: `owner.operands[index] is value`."""

    # No `index` field: four fields fit a 64-byte object where five took 80, and there
    # are one or two uses per operation.
    __slots__ = ("owner", "value", "_prev", "_next")

    def __init__(self, owner: Operation, value: Value) -> None:
        self.owner = owner
        _push_use(self, value)

    def _unlink(self) -> None:
        prev, nxt = self._prev, self._next
        if prev is None:
            if self.value._first_use is not self:
                return  # not on the list (already unlinked)
            self.value._first_use = nxt
        else:
            prev._next = nxt
        if nxt is not None:
            nxt._prev = prev
        self._prev = self._next = None

    def _relink(self, value: Value) -> None:
        """Leave the current value's use list and head `value`'s."""
        self._unlink()
        self.value = value
        self._prev = None
        head = value._first_use
        self._next = head
        if head is not None:
            head._prev = self
        value._first_use = self

    def set(self, value: Value) -> None:
        """Make this slot read `value` instead (OpOperand::set)."""
        self._relink(value)
        refresh_operands(self.owner)

    @property
    def index(self) -> int:
        """The operand slot's number (OpOperand::getOperandNumber)."""
        for number, use in enumerate(self.owner._operand_uses):
            if use is self:
                return number
        raise ValueError("this use is no longer one of its owner's operands")

    def __repr__(self) -> str:
        return f"Use({self.owner.name}, #{self.index})"


def _set_uses(uses: list[Use], value: Value) -> None:
    """Make `uses` read `value`, each owner's operand tuple rebuilt once (a
    use does not store its slot's number, so one at a time would rescan an owner)."""
    owners: dict[int, Operation] = {}
    for use in uses:
        use._relink(value)
        owners[id(use.owner)] = use.owner
    for owner in owners.values():
        refresh_operands(owner)


def refresh_operands(owner: Operation) -> None:
    """Bring `owner.operands` (a tuple, replaced, never changed in place) up to date with
    its uses after some of them were relinked."""
    owner.operands = tuple([use.value for use in owner._operand_uses])


class Value:
    """An SSA value: an operation result or a block argument."""

    __slots__ = ("type", "_first_use")

    def __init__(self, type: Type) -> None:
        self.type = type
        self._first_use: Use | None = None

    @property
    def uses(self) -> list[Use]:
        """The operand slots reading this value, most recent first (MLIR's order)."""
        out = []
        use = self._first_use
        while use is not None:
            out.append(use)
            use = use._next
        return out

    def _iter_uses(self) -> Iterator[Use]:
        use = self._first_use
        while use is not None:
            nxt = use._next
            yield use
            use = nxt

    @property
    def users(self) -> list[Operation]:
        """The operations reading this value, one entry per use."""
        return [use.owner for use in self._iter_uses()]

    def has_uses(self) -> bool:
        return self._first_use is not None

    def has_one_use(self) -> bool:
        use = self._first_use
        return use is not None and use._next is None

    @property
    def num_uses(self) -> int:
        return sum(1 for _ in self._iter_uses())

    def replace_all_uses_with(self, other: Value) -> None:
        """Make every use of this value read `other` (RAUW)."""
        if other is self:
            return
        if not isinstance(other, Value):
            raise TypeError(f"replace_all_uses_with expects a Value, got {type(other).__name__}")
        _set_uses(list(self._iter_uses()), other)

    def replace_uses_with_if(self, other: Value, predicate: Callable[[Use], bool]) -> None:
        """Make the uses for which `predicate(use)` holds read `other`."""
        if other is self:
            return
        _set_uses([use for use in self._iter_uses() if predicate(use)], other)

    @property
    def owner(self) -> Any:
        raise NotImplementedError

    @property
    def context(self) -> Any:
        return self.type.context


def _push_use(use: Use, value: Value) -> None:
    """Make `use` read `value`, at the front of its use list."""
    if value is None:  # compiled, `value` is typed: it must not be None
        raise TypeError(f"an operand of '{use.owner.name}' is None, not a Value")
    use.value = value
    use._prev = None
    head = value._first_use
    use._next = head
    if head is not None:
        head._prev = use
    value._first_use = use


def new_use(owner: Operation, value: Value) -> Use:
    """Use(owner, value) for an operation being made (once per operand): compiled, a C
    call setting C fields, without the constructor's call through the type."""
    use = Use.__new__(Use)
    use.owner = owner
    _push_use(use, value)
    return use


def new_result(type: Type, op: Operation) -> OpResult:
    """OpResult(type, op) for an operation being made (once per result), made as
    new_use makes a Use."""
    result = OpResult.__new__(OpResult)
    result.type = type
    result._first_use = None
    result.op = op
    return result


class OpResult(Value):
    """A result of an operation: `op.results[index]`."""

    __slots__ = ("op",)

    def __init__(self, type: Type, op: Operation) -> None:
        self.type = type  # Value.__init__, inlined: one per operation result
        self._first_use = None
        self.op = op

    @property
    def owner(self) -> Operation:
        return self.op

    @property
    def index(self) -> int:
        """The result's number (OpResult::getResultNumber). Found on asking, as a Use's
        slot number is: a field was 8 bytes of every result, and printing asks only for
        the results of operations with several."""
        for number, result in enumerate(self.op.results):
            if result is self:
                return number
        raise ValueError("this result is no longer one of its operation's results")

    def __repr__(self) -> str:
        return f"<OpResult #{self.index} of {self.op.name}: {self.type}>"


class DeferredLocation:
    """The `location` of an operation or a block argument, kept in two fields of theirs.
    The parser gives each a deferred one, `(resolve, offset)`, turned into its
    FileLineColLoc here on first use: most are never read (printing without debug info
    does not), and building them all was a tenth of parsing."""

    # The subclasses' fields (not annotated here: compiled, this is an extension class
    # without fields, so that BlockArgument may also derive from Value):
    # _location, the location or while deferred the offset, and _location_source,
    # what resolves the offset (None once resolved).
    __slots__ = ()

    @property
    def location(self) -> Attribute | None:
        resolve = self._location_source
        if resolve is None:
            return self._location  # type: ignore[no-any-return]
        location = self._location = resolve(self._location)
        self._location_source = None
        return location

    @location.setter
    def location(self, location: Attribute | None) -> None:
        self._location = location
        self._location_source = None


class BlockArgument(Value, DeferredLocation):
    """An argument of a block: `block.arguments[index]`."""

    # Six fields take the same 80 bytes as five did (objects grow by 16).
    __slots__ = ("block", "index", "_location", "_location_source")

    def __init__(
        self, type: Type, block: Block, index: int, location: Attribute | tuple[Callable[[int], Attribute], int] | None
    ) -> None:
        self.type = type
        self._first_use = None
        self.block = block
        self.index = index
        if location.__class__ is tuple:  # deferred, (resolve, offset): see DeferredLocation
            self._location_source, self._location = location
        else:
            self._location = location
            self._location_source = None

    @property
    def owner(self) -> Block:
        return self.block

    def __repr__(self) -> str:
        return f"<BlockArgument #{self.index}: {self.type}>"
