"""Insertion points: where new operations go (MLIR's OpBuilder insertion point, with the
names of MLIR's Python bindings).

`with InsertionPoint(block):` makes the point current for the code inside: every
generated `build(...)` and `Operation.create(...)` without an explicit `ip=` inserts
its operation there. The current point is kept in a ContextVar, so each thread (and
each asyncio task) has its own.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Callable, TypeVar

from odsgen.ir.core.block import Block
from odsgen.ir.core.scoped import ScopedValue

if TYPE_CHECKING:
    from odsgen.ir.core.operation import Operation

_current: ScopedValue[InsertionPoint] = ScopedValue("odsgen_insertion_point")

OpT = TypeVar("OpT")


class _CurrentProperty(type):
    @property
    def current(cls) -> InsertionPoint:
        """The insertion point of the innermost `with InsertionPoint(...)`."""
        ip = _current.get()
        if ip is None:
            raise ValueError("no current insertion point: use `with InsertionPoint(...)`")
        return ip


class InsertionPoint(metaclass=_CurrentProperty):
    """A place in a block: before `ref_operation`, or at the block's end when that is None."""

    __slots__ = ("block", "ref_operation")

    def __init__(self, where: Block | Operation) -> None:
        if isinstance(where, Block):
            self.block: Block = where
            self.ref_operation: Operation | None = None
        else:
            if not hasattr(where, "_operand_uses"):
                raise TypeError(f"InsertionPoint takes a Block or an Operation, not {type(where).__name__}")
            if where.parent is None:
                raise ValueError(f"'{where.name}' is not in a block: there is no point before it")
            self.block = where.parent
            self.ref_operation = where

    @classmethod
    def at_block_begin(cls, block: Block) -> InsertionPoint:
        first = block.first_operation
        return cls(first) if first is not None else cls(block)

    @classmethod
    def at_block_terminator(cls, block: Block) -> InsertionPoint:
        """Before the block's terminator; a ValueError if its last operation isn't one."""
        last = block.last_operation
        # mightHaveTrait<IsTerminator>: a registered terminator, or an unregistered op.
        traits = getattr(type(last), "_ods_traits", None)
        if last is None or (traits is not None and "IsTerminator" not in traits):
            raise ValueError("the block has no terminator")
        return cls(last)

    @classmethod
    def after(cls, op: Operation) -> InsertionPoint:
        if op.parent is None:
            raise ValueError(f"'{op.name}' is not in a block: there is no point after it")
        nxt = op.next_operation
        return cls(nxt) if nxt is not None else cls(op.parent)

    def insert(self, op: OpT) -> OpT:
        """Insert the detached operation `op` here; returns it."""
        ref = self.ref_operation
        if ref is None:
            last = self.block.last_operation
            if last is not None and "IsTerminator" in getattr(type(last), "_ods_traits", ()):
                # As MLIR's Python bindings: appending after a terminator is a mistake.
                raise IndexError(
                    f"cannot insert an operation at the end of a block that already has a terminator "
                    f"('{last.name}'); did you mean InsertionPoint.at_block_terminator(block) "
                    "rather than InsertionPoint(block)?"
                )
            self.block.append(op)  # type: ignore[arg-type]
        else:
            if ref.parent is not self.block:
                raise ValueError(f"the insertion point's operation '{ref.name}' has left its block")
            self.block.insert_before(ref, op)  # type: ignore[arg-type]
        return op

    def __enter__(self) -> InsertionPoint:
        _current.push(self)
        return self

    def __exit__(self, *exc: Any) -> None:
        _current.pop()

    def __repr__(self) -> str:
        where = f"before '{self.ref_operation.name}'" if self.ref_operation is not None else "at the end"
        return f"<InsertionPoint {where} of {self.block!r}>"


def current_insertion_point() -> InsertionPoint | None:
    return _current.get()


def insert_new(op: OpT, ip: InsertionPoint | None) -> OpT:
    """Where a builder puts the operation it made: at `ip`, else at the current point."""
    if ip is None:
        ip = _current.get()
        if ip is None:
            return op
    return ip.insert(op)


def build_at(ip: InsertionPoint | None, build: Callable[[], OpT]) -> OpT:
    """Run a custom builder's body with no current insertion point (the operations it
    makes for its regions are placed by the body itself), then insert what it returns."""
    outer = _current.get()
    _current.push(None)
    try:
        op = build()
    finally:
        _current.pop()
    return insert_new(op, ip if ip is not None else outer)
