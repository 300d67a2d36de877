"""What the operation parser (op_parser.py) records of SSA value names: a scope of them
per isolated-from-above region tree, and the placeholders of values used before their
definition."""

from __future__ import annotations

from typing import Any

from odsgen.ir.core.operation import Value

# A scope's entry for a result number not yet defined or used: (value, offset).
NO_ENTRY: tuple[Any, int] = (None, 0)


class ForwardRef(Value):
    """A placeholder for a value used before its definition."""

    __slots__ = ("loc",)

    def __init__(self, type: Any, loc: int) -> None:
        Value.__init__(self, type)
        self.loc = loc


class IsolatedScope:
    """Value names visible inside one isolated-from-above region tree."""

    __slots__ = ("values", "definitions")

    def __init__(self) -> None:
        # name -> [(value, definition/use offset)] indexed by result number
        self.values: dict[str, list[tuple[Any, int]]] = {}
        # names defined in each nested (non-isolated) region, innermost last
        self.definitions: list[list[str]] = [[]]
