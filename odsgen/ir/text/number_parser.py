"""Numbers in MLIR text: the integer and float literals of AsmParser (parseInteger,
parseOptionalInteger, parseDecimalInteger, parseFloat), with MLIR's checks and messages.

A link of the parser's class chain (see odsgen.ir.text.parser), on the tokens of
`ParserCore`.
"""

from __future__ import annotations

import struct

from odsgen.ir.numeric.numeric import fit_c_integer, literal_apint_width
from odsgen.ir.text.lexer import TokenKind, float_value, integer_value
from odsgen.ir.text.parser_core import ParserCore

_INTEGER = TokenKind.INTEGER
_FLOAT = TokenKind.FLOATLITERAL
_MINUS = TokenKind.MINUS
_KW_TRUE = TokenKind.KW_TRUE
_KW_FALSE = TokenKind.KW_FALSE
_IEEE_FORMATS = {16: "<e", 32: "<f", 64: "<d"}  # struct codes for IEEE binary16/32/64


class NumberParser(ParserCore):
    """Integer and float literals."""

    __slots__ = ()  # no instance dictionary: a parser's fields are ParserCore's

    def parse_optional_integer(
        self, bit_width: int | None = None, signed: bool = True
    ) -> int | None:
        """Consume an integer: `true`, `false`, or an optional `-` then a decimal or hex
        literal (Parser::parseOptionalInteger). None if the current token cannot start one.

        With `bit_width` (at most 64), the value must fit a C integer of that width and
        signedness the way AsmParser::parseOptionalInteger<IntT> checks it, else "integer
        value too large"; without, any size is returned exactly.
        """
        kind = self.tok_kind
        loc = self.tok_start
        if kind is _KW_TRUE or kind is _KW_FALSE:
            self.consume()
            # MLIR stores these in a 1-bit APInt, so a typed `true` sign-extends to -1.
            value, apint_width = (1 if kind is _KW_TRUE else 0), 1
            if bit_width is None:
                return value
        elif kind is _INTEGER or kind is _MINUS:
            negative = self.consume_if(_MINUS)
            spelling = self.text[self.tok_start : self.tok_end]
            self.parse_token(_INTEGER, "expected integer value")
            magnitude = integer_value(spelling)
            value = -magnitude if negative else magnitude
            if bit_width is None:
                return value
            apint_width = literal_apint_width(spelling, magnitude)
        else:
            return None
        return self._fit_integer(value, apint_width, bit_width, signed, loc)

    def parse_integer(self, bit_width: int | None = None, signed: bool = True) -> int:
        loc = self.tok_start
        value = self.parse_optional_integer(bit_width, signed)
        if value is None:
            self.emit_asm_error("expected integer value", loc)
        return value

    def parse_optional_decimal_integer(
        self, bit_width: int | None = None, signed: bool = True
    ) -> int | None:
        """Like parse_optional_integer, but only decimal, without `true`/`false`: a hex
        literal `0x..` parses as just its `0`, and parsing continues at the `x`."""
        kind = self.tok_kind
        loc = self.tok_start
        if kind is not _INTEGER and kind is not _MINUS:
            return None
        negative = self.consume_if(_MINUS)
        spelling = self.text[self.tok_start : self.tok_end]
        literal_start = self.tok_start
        self.parse_token(_INTEGER, "expected integer value")
        if spelling[1:2] in ("x", "X"):
            self.reset_token(literal_start + 1)
            spelling = "0"
        magnitude = integer_value(spelling)
        value = -magnitude if negative else magnitude
        if bit_width is None:
            return value
        return self._fit_integer(value, literal_apint_width(spelling, magnitude), bit_width, signed, loc)

    def _fit_integer(self, value: int, apint_width: int, bit_width: int, signed: bool, loc: int) -> int:
        """`value` (an APInt of `apint_width` bits) as the C integer of `bit_width` bits it
        must fit, else "integer value too large" at `loc`."""
        result = fit_c_integer(value, apint_width, bit_width, signed)
        if result is None:
            self.emit_asm_error("integer value too large", loc)
        return result

    def parse_decimal_integer(self, bit_width: int | None = None, signed: bool = True) -> int:
        loc = self.tok_start
        value = self.parse_optional_decimal_integer(bit_width, signed)
        if value is None:
            self.emit_error("expected decimal integer value", loc)
        return value

    def parse_float_literal(self, bit_width: int = 64) -> float | int:
        """Consume an optional `-` and a float literal (AsmParser::parseFloat).

        A decimal float returns its (negated) double value. A hex integer literal is the bit
        pattern of a float of `bit_width` bits and returns that pattern as an int: it must
        not be negated ("hexadecimal float literal should not have a leading minus") and
        must fit ("hexadecimal float constant out of range for type"). A decimal integer is
        an error with MLIR's note suggesting a trailing dot.
        """
        negative = self.consume_if(_MINUS)
        kind = self.tok_kind
        loc = self.tok_start
        spelling = self.text[loc : self.tok_end]
        if kind is _FLOAT:
            value = float_value(spelling)
            self.consume()
            return -value if negative else value
        if kind is not _INTEGER:
            self.emit_error("expected floating point literal", loc)
        if spelling[1:2] != "x":
            err = self.make_error(
                "unexpected decimal integer literal for a floating point value", loc
            )
            err.diagnostic.note("add a trailing dot to make the literal a float", err.span)
            raise err
        if negative:
            self.emit_error("hexadecimal float literal should not have a leading minus", loc)
        bits = integer_value(spelling)
        if bits.bit_length() > bit_width:
            self.emit_error("hexadecimal float constant out of range for type", loc)
        self.consume()
        return bits

    def parse_float(self, bit_width: int = 64) -> float:
        """parse_float_literal, with a hex bit pattern decoded as an IEEE binary16, 32 or 64
        float; for other formats (bf16, f80, f8E...), use parse_float_literal."""
        if bit_width not in _IEEE_FORMATS:
            raise ValueError(f"parse_float decodes 16, 32 or 64-bit floats, not {bit_width}")
        value = self.parse_float_literal(bit_width)
        if isinstance(value, float):
            return value
        return struct.unpack(_IEEE_FORMATS[bit_width], value.to_bytes(bit_width // 8, "little"))[0]
