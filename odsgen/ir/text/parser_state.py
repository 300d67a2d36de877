"""State shared by every parser working on one input: aliases and resources."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from odsgen.ir.core.context import Context


class ParserState:
    def __init__(self, context: Context) -> None:
        self.context = context
        self.type_aliases: dict[str, Any] = {}  # `!name = type`
        self.attr_aliases: dict[str, Any] = {}  # `#name = attribute`
        # (is dialect resource, owner name) -> key -> value, from `{-# ... #-}`
        self.resources: dict[tuple[bool, str], dict[str, Any]] = {}
        # `distinct[N]<...>`: the same N within one file is the same DistinctAttr.
        self.distinct_attrs: dict[int, Any] = {}
        # Attribute dictionaries by their text (AttrParser.parse_attribute_dict).
        self.attr_dicts: dict[str, dict[str, Any]] = {}
        # Typed numbers by their text (AttrParser.parse_attribute): `42 : i32` -> IntegerAttr.
        self.typed_numbers: dict[str, Any] = {}
        # Custom attribute bodies by (class, type), then by their text `<...>`
        # (op_format_support.parse_attribute_of).
        self.custom_attrs: dict[tuple[Any, Any], dict[str, Any]] = {}
        # Enum attributes of operation formats by (operation class, attribute name,
        # keyword): `arith.cmpi sle, ...` makes its predicate once.
        self.enum_attrs: dict[tuple[Any, str, str], Any] = {}
