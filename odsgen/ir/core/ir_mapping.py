"""IRMapping: what was copied into what (MLIR's IRMapping), for `Operation.clone`."""

from __future__ import annotations

from typing import Any, TypeVar

T = TypeVar("T")
_MISSING: Any = object()


class IRMapping:
    """Old -> new values, blocks and operations. Keys are compared by identity."""

    __slots__ = ("_map",)

    def __init__(self) -> None:
        self._map: dict[int, tuple[Any, Any]] = {}

    def map(self, old: Any, new: Any) -> None:
        self._map[id(old)] = (old, new)  # the key object is kept alive with its id

    def lookup(self, old: T) -> T:
        entry = self._map.get(id(old))
        if entry is None:
            raise KeyError(f"{old!r} is not mapped")
        return entry[1]  # type: ignore[no-any-return]

    def lookup_or_default(self, old: T, default: T) -> T:
        entry = self._map.get(id(old))
        return default if entry is None else entry[1]  # type: ignore[no-any-return]

    def lookup_or_null(self, old: T) -> T | None:
        entry = self._map.get(id(old))
        return None if entry is None else entry[1]  # type: ignore[no-any-return]

    def contains(self, old: Any) -> bool:
        return id(old) in self._map

    __contains__ = contains

    def __getitem__(self, old: T) -> T:
        return self.lookup(old)

    def __setitem__(self, old: Any, new: Any) -> None:
        self.map(old, new)

    def erase(self, old: Any) -> None:
        self._map.pop(id(old), None)

    def clear(self) -> None:
        self._map.clear()

    def __len__(self) -> int:
        return len(self._map)

    def __repr__(self) -> str:
        return f"<IRMapping of {len(self._map)} entries>"
