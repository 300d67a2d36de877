"""EnumProp and NamedEnumProp (MLIR 22's mlir/IR/EnumAttr.td): a property holding a C++
enum (an integer or bit enum of a dialect), kept as `IntegerAttr` of the enum's width.

Its conversion, predicate and syntax are EnumAttr.td's: any IntegerAttr converts (zero-
extended, then cast to the enum's unsigned width), the verifier checks the value is a
case (a bit enum: only known bits), and the custom syntax is the enum's FieldParser
(`first`, `read, write`), wrapped in `mnemonic<...>` for a NamedEnumProp.
"""

from __future__ import annotations

from typing import Any

from odsgen.ir.core.helpers import builtin_dialect as _builtin
from odsgen.ir.text.lexer import TokenKind
from odsgen.ir.text.properties import Prop, PropError, _wrap


class EnumProp(Prop):
    """EnumProp<Enum> (NamedEnumProp<Enum, "mnemonic"> when `mnemonic` is given)."""

    def __init__(self, enum: Any, width: int, mnemonic: str | None = None) -> None:
        self.enum, self.width, self.mnemonic = enum, width, mnemonic
        self.summary = getattr(enum, "_ods_summary", "")
        self.annotation = getattr(enum, "__name__", "int")
        self.is_bit_enum = getattr(enum, "_ods_separator", None) is not None

    def zero(self) -> Any:
        return 0

    def from_attr(self, context: Any, attr: Any) -> Any:
        b = _builtin()
        if not isinstance(attr, b.IntegerAttr):
            raise PropError(f"expected IntegerAttr storage for {self.enum._ods_cpp_type}")
        t = attr.type
        width = t.width if isinstance(t, b.IntegerType) else 64
        return self.to_attr(context, attr.value % (1 << width))  # getZExtValue

    def to_attr(self, context: Any, value: Any) -> Any:
        if not isinstance(value, int) or isinstance(value, bool):
            raise TypeError(f"expected a {self.annotation} for a {self.summary} property, not {type(value).__name__}")
        if context is None:
            return None
        b = _builtin()
        return b.IntegerAttr.get(context, b.IntegerType.get(context, self.width), _wrap(int(value), self.width))

    def value(self, attr: Any) -> Any:
        raw = attr.value % (1 << self.width)
        try:
            return self.enum(raw)
        except ValueError:  # not a case: the verifier reports it; the raw number stays visible
            return raw

    def check(self, value: Any) -> bool:
        cases = [int(case) for case in self.enum]
        if self.is_bit_enum:
            valid = 0
            for bits in cases:
                valid |= bits
            return int(value) & ~valid == 0
        return int(value) in cases

    def parse(self, parser: Any) -> Any:
        if self.mnemonic is not None:
            parser.parse_keyword(self.mnemonic)
            parser.parse_token(TokenKind.LESS, "expected '<'")
        value = parser.parse_enum(self.enum)
        if self.mnemonic is not None:
            parser.parse_token(TokenKind.GREATER, "expected '>'")
        return self.to_attr(parser.context, value)

    def parse_optional(self, parser: Any) -> Any:
        if self.mnemonic is not None:
            if parser.parse_optional_keyword(self.mnemonic) is None:
                return None
            parser.parse_token(TokenKind.LESS, "expected '<'")
            value = parser.parse_enum(self.enum)
            parser.parse_token(TokenKind.GREATER, "expected '>'")
            return self.to_attr(parser.context, value)
        value = parser.parse_optional_enum(self.enum)
        return None if value is None else self.to_attr(parser.context, value)

    def print(self, printer: Any, attr: Any) -> None:
        text = str(self.value(attr))
        printer.write(f"{self.mnemonic}<{text}>" if self.mnemonic is not None else text)
