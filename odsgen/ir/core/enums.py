"""Bases of generated enums: MLIR's I32/I64 enums and bit enums."""

from __future__ import annotations

import enum
from typing import ClassVar, TypeVar

E = TypeVar("E", bound="IntEnumBase")


class IntEnumBase(enum.IntEnum):
    """An integer enum whose cases carry MLIR's string spelling."""

    # symbol -> string form, set by the generated class after creation.
    _ods_strings: ClassVar[dict[str, str]]

    @classmethod
    def symbolize(cls: type[E], text: str) -> E | None:
        """The case spelled `text` in IR, or None (MLIR's symbolizeEnum)."""
        for case in cls:
            if case.string == text:
                return case
        return None

    @property
    def string(self) -> str:
        return type(self)._ods_strings[self.name]

    def __str__(self) -> str:
        return self.string


class BitEnumBase(enum.IntFlag):
    """A bit enum: cases are flags, printed joined by the enum's separator."""

    _ods_strings: ClassVar[dict[str, str]]
    _ods_separator: ClassVar[str]

    @classmethod
    def symbolize(cls, text: str) -> BitEnumBase | None:
        """Parse `a|b` (with the enum's separator) into flags, or None."""
        result = cls(0)
        for part in text.split(cls._ods_separator.strip() or "|"):
            part = part.strip()
            for name, spelled in cls._ods_strings.items():
                if spelled == part:
                    result |= cls[name]
                    break
            else:
                return None
        return result

    @property
    def string(self) -> str:
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
