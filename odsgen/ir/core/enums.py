"""Bases of generated enums: MLIR's I32/I64 enums and bit enums."""

from __future__ import annotations

import enum
from typing import Any, ClassVar, TypeVar

E = TypeVar("E", bound="IntEnumBase")

# Per enum class: spelling -> case (or None) and value -> spelling, filled as they are
# asked for. Parsing and printing an enum attribute ask once per operation, and the
# uncached answers walk the cases through enum's descriptors (4% of a func/arith/scf
# round trip). Keyed by class first: cases of different IntEnums compare equal as ints.
_SYMBOLS: dict[type, dict[str, Any]] = {}
_STRINGS: dict[type, dict[int, str]] = {}


def _cache(table: dict[type, dict[Any, Any]], cls: type) -> dict[Any, Any]:
    cache = table.get(cls)
    if cache is None:
        cache = table[cls] = {}
    return cache


class IntEnumBase(enum.IntEnum):
    """An integer enum whose cases carry MLIR's string spelling."""

    # symbol -> string form, set by the generated class after creation.
    _ods_strings: ClassVar[dict[str, str]]

    @classmethod
    def symbolize(cls: type[E], text: str) -> E | None:
        """The case spelled `text` in IR, or None (MLIR's symbolizeEnum)."""
        cache = _cache(_SYMBOLS, cls)
        if text in cache:
            return cache[text]  # type: ignore[no-any-return]
        found = None
        for case in cls:
            if case.string == text:
                found = case
                break
        cache[text] = found
        return found

    @property
    def string(self) -> str:
        cache = _cache(_STRINGS, type(self))
        text = cache.get(self)
        if text is None:
            text = cache[self] = type(self)._ods_strings[self.name]
        return text  # type: ignore[no-any-return]

    def __str__(self) -> str:
        return self.string


class BitEnumBase(enum.IntFlag):
    """A bit enum: cases are flags, printed joined by the enum's separator."""

    _ods_strings: ClassVar[dict[str, str]]
    _ods_separator: ClassVar[str]

    @classmethod
    def symbolize(cls, text: str) -> BitEnumBase | None:
        """Parse `a|b` (with the enum's separator) into flags, or None."""
        cache = _cache(_SYMBOLS, cls)
        if text in cache:
            return cache[text]  # type: ignore[no-any-return]
        result: BitEnumBase | None = cls(0)
        for part in text.split(cls._ods_separator.strip() or "|"):
            part = part.strip()
            for name, spelled in cls._ods_strings.items():
                if spelled == part:
                    result |= cls[name]  # type: ignore[operator]
                    break
            else:
                result = None
                break
        cache[text] = result
        return result

    @property
    def string(self) -> str:
        cache = _cache(_STRINGS, type(self))
        text = cache.get(self)
        if text is None:
            text = cache[self] = self._spell()
        return text  # type: ignore[no-any-return]

    def _spell(self) -> str:
        value = int(self)
        # A case that exactly matches (including the zero "none" case) prints as itself.
        for name, spelled in type(self)._ods_strings.items():
            if int(type(self)[name]) == value:
                return spelled
        parts = []
        for name, spelled in type(self)._ods_strings.items():
            bits = int(type(self)[name])
            if bits and bits & value == bits and bits & (bits - 1) == 0:
                parts.append(spelled)
        return type(self)._ods_separator.join(parts)

    def __str__(self) -> str:
        return self.string
