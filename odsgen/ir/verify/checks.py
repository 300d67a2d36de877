"""Run-time checks of parameter values, called by generated builders on creation only.

Each check raises TypeError/ValueError naming the class and parameter, so a wrong value
fails where it is passed rather than deep inside a printer later.
"""

from __future__ import annotations

import struct
from typing import Any


def _where(cls: type, name: str) -> str:
    return f"{cls.__name__} parameter '{name}'"


def check_int(cls: type, name: str, value: Any, lo: int | None, hi: int | None) -> None:
    if not isinstance(value, int) or isinstance(value, bool):
        raise TypeError(f"{_where(cls, name)} expects an int, got {type(value).__name__}")
    if (lo is not None and value < lo) or (hi is not None and value > hi):
        raise ValueError(f"{_where(cls, name)} must be in [{lo}, {hi}], got {value}")


# Generated code tests the common case inline and calls these to explain a failure.
bad_int = check_int


def check_bool(cls: type, name: str, value: Any) -> None:
    if not isinstance(value, bool):
        raise TypeError(f"{_where(cls, name)} expects a bool, got {type(value).__name__}")


def check_float(cls: type, name: str, value: Any) -> None:
    if not isinstance(value, float):
        raise TypeError(f"{_where(cls, name)} expects a float, got {type(value).__name__}")


def check_instance(cls: type, name: str, value: Any, expected: type | tuple[type, ...]) -> None:
    if not isinstance(value, expected):
        names = (
            " or ".join(t.__name__ for t in expected)
            if isinstance(expected, tuple)
            else expected.__name__
        )
        raise TypeError(f"{_where(cls, name)} expects {names}, got {type(value).__name__}")


def check_same_context(cls: type, name: str, value: Any, context: Any) -> None:
    """Nested attributes/types must live in the context of their container."""
    if value.context is not context:
        raise ValueError(f"{_where(cls, name)} belongs to another Context")


def float_key(value: float) -> bytes:
    """Bitwise identity of a float: 0.0 and -0.0 differ, a NaN equals itself."""
    try:
        return struct.pack("<d", value)
    except struct.error:
        raise TypeError(f"expected a float, got {type(value).__name__}") from None


def float_from_key(key: bytes) -> float:
    return struct.unpack("<d", key)[0]


class Compared:
    """A key component compared with a parameter's `comparator` snippet.

    `hasher` must agree with the comparator (equal values hash equal); without one the
    hash is constant, which is correct but makes such keys share a bucket.
    """

    __slots__ = ("value", "_eq", "_hash")

    def __init__(self, value: Any, eq: Any, hasher: Any = None) -> None:
        self.value = value
        self._eq = eq
        self._hash = 0 if hasher is None else hasher(value)

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Compared) and bool(self._eq(self.value, other.value))

    def __hash__(self) -> int:
        return self._hash
