"""A value set for the extent of a `with` block, per thread and per asyncio task.

A ContextVar holds the current value and another the values it replaced, so nested and
concurrent `with` blocks on one object (a shared Context entered by two threads) each
restore what they found.
"""

from __future__ import annotations

from contextvars import ContextVar
from typing import Generic, TypeVar

T = TypeVar("T")


class ScopedValue(Generic[T]):
    __slots__ = ("_value", "_saved")

    def __init__(self, name: str) -> None:
        self._value: ContextVar[T | None] = ContextVar(name, default=None)
        self._saved: ContextVar[tuple[T | None, ...]] = ContextVar(name + "_saved", default=())

    def get(self) -> T | None:
        return self._value.get()

    def push(self, value: T | None) -> None:
        self._saved.set(self._saved.get() + (self._value.get(),))
        self._value.set(value)

    def pop(self) -> None:
        saved = self._saved.get()
        self._value.set(saved[-1])
        self._saved.set(saved[:-1])
