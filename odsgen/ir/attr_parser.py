"""Parsing attributes: builtin literals and constructs (`42 : i32`, `[1, 2]`,
`dense<...>`, `affine_map<...>`, `array<i32: 1>`...), attribute aliases (`#name`),
dialect attributes (`#dialect.mnemonic<...>`), dictionaries and locations.

Mirrors upstream's AttributeParser.cpp, LocationParser.cpp and DialectSymbolParser.cpp
(MLIR 22), messages and positions included.

Notes for users of this class:

* `parse_attribute` dispatches on the current token kind through a dict (`_DISPATCH`);
  anything else is tried as a type (`TypeAttr`), else "expected attribute value".
* Registered (loaded) dialects parse their own attributes: the dialect module's
  `ATTR_PARSER(parser, type) -> Attribute` hook (`type`: the expected or `: type`-given
  type, or None) is called with the parser positioned on the symbol data (`bar<...>` of
  `#foo.bar<...>`, the inside of `#foo<...>`) and `parser.dialect_symbol_spec` /
  `parser.dialect_symbol_loc` set, like MLIR's `Dialect::parseAttribute` (the same
  convention as the type parser's TYPE_PARSER); parsing resumes after the symbol. A
  loaded dialect without the hook reports MLIR's "dialect 'x' provides no attribute
  parsing hook". Unloaded dialects give an `OpaqueAttr` (if the context allows
  unregistered dialects, else MLIR's error).
* `distinct[N]<...>`: the DistinctAttrs of one parse are kept in
  `parser.state.distinct_attrs` (created on first use), so the same N gives the same
  attribute across the whole input.
* `dense_resource<key>` keeps only the key; the blob lives in `state.resources`.
"""

from __future__ import annotations

import re
from functools import lru_cache
from typing import Any, Callable

from odsgen.dialects import builtin as _b
from odsgen.ir import builtin_support as _support
from odsgen.ir.affine_parser import parse_affine_map, parse_integer_set
from odsgen.ir.apfloat import APFloat, Semantics
from odsgen.ir.diagnostics import ParseError
from odsgen.ir.lexer import TokenKind, hex_string_value, integer_value, string_value, symbol_name
from odsgen.ir.numeric import (
    NumericError,
    build_attribute_apint,
    parse_float_literal,
)
from odsgen.ir.parser_core import Delimiter
from odsgen.ir.type_parser import TypeParser

K = TokenKind
_BARE = K.BARE_IDENTIFIER
_INTTYPE = K.INTTYPE
_FIRST_KEYWORD = K.KW_AFFINE_MAP
_INTEGER = K.INTEGER
_FLOAT = K.FLOATLITERAL
_STRING = K.STRING
_AT = K.AT_IDENTIFIER
_HASH = K.HASH_IDENTIFIER
_MINUS = K.MINUS
_COLON = K.COLON
_COMMA = K.COMMA
_EQUAL = K.EQUAL
_LESS = K.LESS
_GREATER = K.GREATER
_LPAREN = K.L_PAREN
_RPAREN = K.R_PAREN
_LSQUARE = K.L_SQUARE
_RSQUARE = K.R_SQUARE
_LBRACE = K.L_BRACE
_RBRACE = K.R_BRACE
_QUESTION = K.QUESTION
_EOF = K.EOF
_KW_TRUE = K.KW_TRUE
_KW_FALSE = K.KW_FALSE
_KW_OFFSET = K.KW_OFFSET
_KW_TO = K.KW_TO

# Builtin classes used on hot paths (module globals are cheaper than attribute lookups).
_IntegerAttr = _b.IntegerAttr
_FloatAttr = _b.FloatAttr
_StringAttr = _b.StringAttr
_ArrayAttr = _b.ArrayAttr
_DictionaryAttr = _b.DictionaryAttr
_TypeAttr = _b.TypeAttr
_UnitAttr = _b.UnitAttr
_SymbolRefAttr = _b.SymbolRefAttr
_IntegerType = _b.IntegerType
_IndexType = _b.IndexType
_FloatType = _b.FloatType
_ComplexType = _b.ComplexType
_ShapedType = _b.ShapedType
_NoneType = _b.NoneType
_TypedAttr = _b.TypedAttr
_LocationAttr = _b.LocationAttr
_SIGNLESS = _b.Signedness.Signless
_SIGNED = _b.Signedness.Signed
_UNSIGNED = _b.Signedness.Unsigned

_INT64_MAX = (1 << 63) - 1
_UINT32_MAX = (1 << 32) - 1
_UINT64_MAX = (1 << 64) - 1

# Tokens that start an attribute in MLIR's parseOptionalAttribute (`array`, `distinct`
# and `strided` are missing there upstream, and so here).
_OPTIONAL_ATTRIBUTE_START = frozenset(
    {
        _AT, _FLOAT, _INTEGER, _HASH, K.KW_AFFINE_MAP, K.KW_AFFINE_SET, K.KW_DENSE,
        K.KW_DENSE_RESOURCE, _KW_FALSE, K.KW_LOC, K.KW_SPARSE, _KW_TRUE, K.KW_UNIT,
        _LBRACE, _LSQUARE, _MINUS, _STRING,
    }
)  # fmt: skip

# Storage of a parsed tensor literal element: (negated, token kind, start, end).
_Element = tuple[bool, TokenKind, int, int]

# One element of a tensor literal followed by a comma, as the lexer would split it: an
# optional `-`, then a hex or decimal integer (group 2) or a float literal (group 3, ending
# at group 4's end), then `,`. Blanks are only spaces, tabs and line ends (no comments), and
# the number must be followed by the comma, so that anything else takes the token path.
_FAST_ELEMENT = re.compile(
    r"[ \t\n\r]*(-)?[ \t\n\r]*(?:(0x[0-9a-fA-F]+|[0-9]+)|([0-9]+\.[0-9]*(?:[eE][-+]?[0-9]+)?))"
    r"[ \t\n\r]*,"
).match


@lru_cache(maxsize=8192)
def _float_from_literal(spelling: str, sem: Semantics, negative: bool) -> APFloat:
    """numeric.parse_float_literal, memoized (a pure function of immutable arguments)."""
    return parse_float_literal(spelling, sem, negative)


def _float_from_literal_stored(spelling: str, sem: Semantics, negative: bool) -> APFloat:
    """A float literal as dense storage keeps it: through its bit pattern, which matters
    for semantics without a sign (`-1.0 : f8E8M0FNU` is stored as 0xFF, a NaN)."""
    value = _float_from_literal(spelling, sem, negative)
    if not sem.has_signed_repr:
        value = APFloat.from_bits(sem, value.bits)
    return value


def _int_semantics(type_: Any) -> tuple[int, str, bool] | None:
    """(width, signedness for build_attribute_apint, printed unsigned) of an integer-like
    type, None otherwise. Values print unsigned for `ui*` and for signless `i1`."""
    if type(type_) is _IntegerType:
        signedness = type_.signedness
        width = type_.width
        if signedness is _SIGNLESS:
            return width, "signless", width == 1
        if signedness is _UNSIGNED:
            return width, "unsigned", True
        return width, "signed", False
    if type(type_) is _IndexType:
        return 64, "index", False
    return None


def _canonical(bits: int, width: int, unsigned: bool) -> int:
    """The value MLIR prints for a width-bit pattern (how IntegerAttr stores it)."""
    if unsigned or not width or not bits >> (width - 1):
        return bits
    return bits - (1 << width)


def _shape_text(shape: Any) -> str:
    return ", ".join(str(d) for d in shape)


def _num_elements(shape: Any) -> int:
    count = 1
    for dim in shape:
        count *= dim
    return count


def _storage_bits(type_: Any) -> int:
    """getDenseElementBitWidth: the bits one element of a dense buffer takes (before
    rounding to bytes; i1 is bit-packed)."""
    if isinstance(type_, _ComplexType):
        return ((_storage_bits(type_.element_type) + 7) // 8 * 8) * 2
    if type(type_) is _IndexType:
        return 64
    if type(type_) is _IntegerType:
        return type_.width
    return type_.get_width()


class AttrParser(TypeParser):
    # --- Entry points ------------------------------------------------------------------------

    def parse_attribute(self, type: Any | None = None) -> Any:
        """attribute-value, optionally with a known type (which elides `: type`)."""
        handler = _DISPATCH.get(self.tok_kind)
        if handler is not None:
            return handler(self, type)
        # Parse a type attribute; a token that cannot start a type is an error.
        parsed = self.parse_optional_type()
        if parsed is None:
            self.emit_wrong_token_error("expected attribute value")
        return _TypeAttr.get(self.context, parsed)

    def parse_optional_attribute(self, type: Any | None = None) -> Any | None:
        if self.tok_kind in _OPTIONAL_ATTRIBUTE_START:
            return self.parse_attribute(type)
        parsed = self.parse_optional_type()
        if parsed is None:
            return None
        return _TypeAttr.get(self.context, parsed)

    def parse_attribute_dict(self) -> dict[str, Any]:
        """`{name = value, unit_name, "quoted" = value}` in source order; duplicates fail."""
        if self.tok_kind is not _LBRACE:
            self.emit_wrong_token_error("expected '{' in attribute dictionary")
        self.consume()
        result: dict[str, Any] = {}
        if self.tok_kind is _RBRACE:
            self.consume()
            return result
        text = self.text
        while True:
            kind = self.tok_kind
            if kind is _STRING:
                name = string_value(text[self.tok_start : self.tok_end])
            elif kind is _BARE or kind is _INTTYPE or kind >= _FIRST_KEYWORD:
                name = text[self.tok_start : self.tok_end]
            else:
                self.emit_wrong_token_error("expected attribute name")
            if not name:
                self.emit_error("expected valid attribute name")
            if name in result:
                self.emit_error(f"duplicate key '{name}' in dictionary attribute")
            self.consume()
            if self.tok_kind is _EQUAL:
                self.consume()
                result[name] = self.parse_attribute()
            else:
                result[name] = _UnitAttr.get(self.context)
            if self.tok_kind is not _COMMA:
                break
            self.consume()
        if self.tok_kind is not _RBRACE:
            self.emit_wrong_token_error("expected '}' in attribute dictionary")
        self.consume()
        return result

    def parse_attribute_alias_def(self) -> None:
        """`#name = attribute` at the top level of a file (the current token is `#name`)."""
        name = self.text[self.tok_start + 1 : self.tok_end]
        aliases = self.state.attr_aliases
        if name in aliases:
            self.emit_error(f"redefinition of attribute alias id '{name}'")
        if "." in name:
            self.emit_error("attribute names with a '.' are reserved for dialect-defined names")
        self.consume()
        self.parse_token(_EQUAL, "expected '=' in attribute alias definition")
        aliases[name] = self.parse_attribute()

    # --- Builders for custom parsers ---------------------------------------------------------

    def string_attr(self, value: str) -> Any:
        """A StringAttr (builders for custom operation parsers)."""
        return _StringAttr.get(self.context, value)

    def dictionary_attr(self, items: dict[str, Any]) -> Any:
        """A DictionaryAttr of `items` (sorted by name, as MLIR keeps them)."""
        return _DictionaryAttr.get(self.context, items)

    def attr_text(self, attr: Any) -> str:
        """How an attribute is shown in messages (its canonical text, no quotes)."""
        from odsgen.ir.printer import attribute_text

        return attribute_text(attr)

    # --- Scalars -------------------------------------------------------------------------------

    def _parse_true(self, type: Any) -> Any:
        self.consume()
        return _IntegerAttr._ods_get(self.context, _IntegerType.get(self.context, 1), 1)

    def _parse_false(self, type: Any) -> Any:
        self.consume()
        return _IntegerAttr._ods_get(self.context, _IntegerType.get(self.context, 1), 0)

    def _parse_unit(self, type: Any) -> Any:
        self.consume()
        return _UnitAttr.get(self.context)

    def _parse_minus(self, type: Any) -> Any:
        self.consume()
        kind = self.tok_kind
        if kind is _INTEGER:
            return self._parse_dec_or_hex_attr(type, True)
        if kind is _FLOAT:
            return self._parse_float_attr(type, True)
        self.emit_wrong_token_error("expected constant integer or floating point value")

    def _parse_integer(self, type: Any) -> Any:
        return self._parse_dec_or_hex_attr(type, False)

    def _parse_float(self, type: Any) -> Any:
        return self._parse_float_attr(type, False)

    def _parse_float_attr(self, type: Any, negative: bool) -> Any:
        """Parser::parseFloatAttr: the literal is read once the type is known."""
        spelling = self.text[self.tok_start : self.tok_end]
        self.consume()
        if type is None:
            if self.tok_kind is _COLON:
                self.consume()
                type = self.parse_type()
            else:
                type = _b.Float64Type.get(self.context)
        if not isinstance(type, _FloatType):
            self.emit_error("floating point value not valid for specified type")
        value = _float_from_literal(spelling, type.get_float_semantics(), negative)
        return _FloatAttr._ods_get(self.context, type, value)

    def _parse_dec_or_hex_attr(self, type: Any, negative: bool) -> Any:
        """Parser::parseDecOrHexAttr: an integer, or a float given by its bit pattern."""
        loc = self.tok_start
        spelling = self.text[loc : self.tok_end]
        self.consume()
        context = self.context
        if type is None:
            if self.tok_kind is _COLON:
                self.consume()
                type = self.parse_type()
            else:
                # The common case: an i64 value.
                type = _IntegerType.get(context, 64)
                magnitude = integer_value(spelling)
                bits = build_attribute_apint(magnitude, negative, 64, "signless")
                if bits is None:
                    self.emit_error("integer constant out of range for attribute", loc)
                return _IntegerAttr._ods_get(context, type, _canonical(bits, 64, False))
        if isinstance(type, _FloatType):
            try:
                value = _float_from_literal(spelling, type.get_float_semantics(), negative)
            except NumericError as err:
                raise self._numeric_error(err, loc) from None
            return _FloatAttr._ods_get(context, type, value)
        sem = _int_semantics(type)
        if sem is None:
            self.emit_error("integer literal not valid for specified type", loc)
        width, signedness, unsigned = sem
        if negative and signedness == "unsigned":
            self.emit_error("negative integer literal not valid for unsigned integer type", loc)
        bits = build_attribute_apint(integer_value(spelling), negative, width, signedness)
        if bits is None:
            self.emit_error("integer constant out of range for attribute", loc)
        return _IntegerAttr._ods_get(context, type, _canonical(bits, width, unsigned))

    def _numeric_error(self, err: NumericError, loc: int) -> ParseError:
        error = self.make_error(err.message, loc)
        if err.note:
            error.diagnostic.note(err.note, error.span)
        return error

    def _parse_string(self, type: Any) -> Any:
        value = string_value(self.text[self.tok_start : self.tok_end])
        self.consume()
        if type is None and self.tok_kind is _COLON:
            self.consume()
            type = self.parse_type()
        return _StringAttr.get(self.context, value, type)

    # --- Containers ----------------------------------------------------------------------------

    def _parse_array(self, type: Any) -> Any:
        self.consume()
        elements: list[Any] = []
        if self.tok_kind is _RSQUARE:
            self.consume()
        else:
            append = elements.append
            parse = self.parse_attribute
            append(parse())
            while self.tok_kind is _COMMA:
                self.consume()
                append(parse())
            if self.tok_kind is not _RSQUARE:
                self.emit_wrong_token_error("expected ',' or ']'")
            self.consume()
        return _ArrayAttr.get(self.context, tuple(elements))

    def _parse_dictionary(self, type: Any) -> Any:
        return _DictionaryAttr.get(self.context, self.parse_attribute_dict())

    def _parse_symbol_ref(self, type: Any) -> Any:
        text = self.text
        root = symbol_name(text[self.tok_start : self.tok_end])
        self.consume()
        nested: list[Any] = []
        context = self.context
        while self.tok_kind is _COLON:
            # `::` continues the reference; a lone `:` is left for the caller.
            colon = self.tok_start
            self.consume()
            if self.tok_kind is not _COLON:
                if self.tok_kind is not _EOF:
                    self.reset_token(colon)
                break
            self.consume()
            if self.tok_kind is not _AT:
                self.emit_error("expected nested symbol reference identifier")
            name = symbol_name(text[self.tok_start : self.tok_end])
            self.consume()
            nested.append(_SymbolRefAttr.get(context, name))
        return _SymbolRefAttr.get(context, root, nested)

    # --- Affine --------------------------------------------------------------------------------

    def _parse_affine_map(self, type: Any) -> Any:
        self.consume()
        self.parse_token(_LESS, "expected '<' in affine map")
        value, end = parse_affine_map(self.input, self.prev_end)
        self.reset_token(end)
        return _b.AffineMapAttr.get(self.context, value)

    def _parse_affine_set(self, type: Any) -> Any:
        self.consume()
        self.parse_token(_LESS, "expected '<' in integer set")
        value, end = parse_integer_set(self.input, self.prev_end)
        self.reset_token(end)
        return _b.IntegerSetAttr.get(self.context, value)

    # --- Strided layouts and distinct attributes -------------------------------------------

    def _parse_stride_or_offset(self) -> int:
        if self.tok_kind is _QUESTION:
            self.consume()
            return _support.K_DYNAMIC
        loc = self.tok_start
        negative = self.consume_if(_MINUS)
        if self.tok_kind is _INTEGER:
            value = integer_value(self.text[self.tok_start : self.tok_end])
            if value <= _INT64_MAX:
                self.consume()
                return -value if negative else value
        self.emit_error("expected a 64-bit signed integer or '?'", loc)

    def _parse_strided(self, type: Any) -> Any:
        self.consume()
        self.parse_token(_LESS, "expected '<' after 'strided'")
        self.parse_token(_LSQUARE, "expected '['")
        strides: list[int] = []
        if self.tok_kind is not _RSQUARE:
            strides.append(self._parse_stride_or_offset())
            while self.tok_kind is _COMMA:
                self.consume()
                strides.append(self._parse_stride_or_offset())
        self.parse_token(_RSQUARE, "expected ']'")
        offset = 0
        if self.tok_kind is _GREATER:
            self.consume()
        else:
            self.parse_token(_COMMA, "expected ','")
            self.parse_token(_KW_OFFSET, "expected 'offset' after comma")
            self.parse_token(_COLON, "expected ':' after 'offset'")
            offset = self._parse_stride_or_offset()
            self.parse_token(_GREATER, "expected '>'")
        return _b.StridedLayoutAttr.get(self.context, offset, tuple(strides))

    def _parse_distinct(self, type: Any) -> Any:
        loc = self.tok_start
        self.consume()
        self.parse_token(_LSQUARE, "expected '[' after 'distinct'")
        spelling = self.text[self.tok_start : self.tok_end]
        self.parse_token(_INTEGER, "expected distinct ID")
        value = integer_value(spelling)
        if value > _UINT64_MAX:
            self.emit_error("expected an unsigned 64-bit integer")
        self.parse_token(_RSQUARE, "expected ']' to close distinct ID")
        self.parse_token(_LESS, "expected '<' after distinct ID")
        if self.tok_kind is _GREATER:
            self.consume()
            referenced = _UnitAttr.get(self.context)
        else:
            referenced = self.parse_attribute(type)
            self.parse_token(_GREATER, "expected '>' to close distinct attribute")
        state = self.state
        table = getattr(state, "distinct_attrs", None)
        if table is None:
            table = state.distinct_attrs = {}
        existing = table.get(value)
        if existing is None:
            existing = table[value] = _b.DistinctAttr.create(referenced)
        elif existing.referenced_attr is not referenced:
            self.emit_error(
                "referenced attribute does not match previous definition: "
                + self.attr_text(existing.referenced_attr),
                loc,
            )
        return existing

    # --- Dense arrays --------------------------------------------------------------------------

    def _parse_dense_array(self, type: Any) -> Any:
        self.consume()
        self.parse_token(_LESS, "expected '<' after 'array'")
        type_loc = self.tok_start
        element_type = self.parse_type()
        is_int = isinstance(element_type, _IntegerType)
        if not (is_int or isinstance(element_type, _FloatType)):
            self.emit_error(
                f"expected integer or float type, got: '{self.type_text(element_type)}'", type_loc
            )
        if is_int:
            width = element_type.width
        else:
            width = element_type.get_width()
        if not (is_int and width == 1) and width % 8:
            self.emit_error("element type bitwidth must be a multiple of 8", type_loc)
        context = self.context
        if self.tok_kind is _GREATER:
            self.consume()
            return _b.DenseArrayAttr._ods_get(context, element_type, ())
        self.parse_token(_COLON, "expected ':' after dense array type")
        values: list[Any] = []
        append = values.append
        if is_int:
            sem = _int_semantics(element_type)
            assert sem is not None
            _, signedness, unsigned = sem
            while True:
                append(self._parse_dense_array_int(width, signedness, unsigned))
                if self.tok_kind is not _COMMA:
                    break
                self.consume()
        else:
            semantics = element_type.get_float_semantics()
            text = self.text
            while True:
                negative = self.consume_if(_MINUS)
                loc = self.tok_start
                try:
                    append(
                        _float_from_literal_stored(text[loc : self.tok_end], semantics, negative)
                    )
                except NumericError as err:
                    raise self._numeric_error(err, loc) from None
                self.consume()
                if self.tok_kind is not _COMMA:
                    break
                self.consume()
        self.parse_token(_GREATER, "expected '>' to close an array attribute")
        return _b.DenseArrayAttr._ods_get(context, element_type, tuple(values))

    def _parse_dense_array_int(self, width: int, signedness: str, unsigned: bool) -> int:
        negative = self.consume_if(_MINUS)
        kind = self.tok_kind
        if kind is _KW_TRUE or kind is _KW_FALSE:
            if width != 1:
                self.emit_error("expected i1 type for 'true' or 'false' values")
            self.consume()
            return _canonical(1 if kind is _KW_TRUE else 0, 1, unsigned)
        if kind is _INTEGER:
            spelling = self.text[self.tok_start : self.tok_end]
            self.consume()
            if width == 1:
                self.emit_error("expected 'true' or 'false' values for i1 type")
            bits = build_attribute_apint(integer_value(spelling), negative, width, signedness)
            if bits is None:
                self.emit_error("integer constant out of range")
            return _canonical(bits, width, unsigned)
        self.emit_error("expected integer literal")

    # --- Dense elements --------------------------------------------------------------------

    def _parse_dense(self, type: Any) -> Any:
        loc = self.tok_start
        self.consume()
        self.parse_token(_LESS, "expected '<' after 'dense'")
        storage: list[_Element] = []
        shape: list[int] = []
        hex_token: tuple[int, int] | None = None
        if self.tok_kind is _GREATER:
            self.consume()
        else:
            hex_token = self._parse_tensor_literal(storage, shape, True)
            self.parse_token(_GREATER, "expected '>'")
        shaped = self._parse_elements_literal_type(loc, type)
        return self._tensor_literal_attr(loc, shaped, storage, shape, hex_token)

    def _parse_elements_literal_type(self, loc: int, type: Any) -> Any:
        """Parser::parseElementsLiteralType: a statically shaped type."""
        if type is None:
            self.parse_token(_COLON, "expected ':'")
            type = self.parse_type()
        if not isinstance(type, _ShapedType):
            self.emit_error("elements literal must be a shaped type", loc)
        if not _support.has_static_shape(type):
            self.emit_error("elements literal type must have static shape", loc)
        return type

    def _parse_tensor_literal(
        self, storage: list[_Element], shape: list[int], allow_hex: bool
    ) -> tuple[int, int] | None:
        """TensorLiteralParser::parse: fills `storage` and `shape` (empty for a single
        element); returns the span of a hex string literal instead, if allowed."""
        kind = self.tok_kind
        if allow_hex and kind is _STRING:
            span = (self.tok_start, self.tok_end)
            self.consume()
            return span
        if kind is _LSQUARE:
            shape.extend(self._parse_tensor_list(storage))
        else:
            self._parse_tensor_element(storage)
        return None

    def _parse_tensor_element(self, storage: list[_Element]) -> None:
        kind = self.tok_kind
        if (
            kind is _INTEGER
            or kind is _FLOAT
            or kind is _STRING
            or kind is _KW_TRUE
            or (kind is _KW_FALSE)
        ):
            storage.append((False, kind, self.tok_start, self.tok_end))
            self.consume()
        elif kind is _MINUS:
            self.consume()
            kind = self.tok_kind
            if kind is not _INTEGER and kind is not _FLOAT:
                self.emit_error("expected integer or floating point literal")
            storage.append((True, kind, self.tok_start, self.tok_end))
            self.consume()
        elif kind is _LPAREN:
            self.consume()
            self._parse_tensor_element(storage)
            self.parse_token(_COMMA, "expected ',' between complex elements")
            self._parse_tensor_element(storage)
            self.parse_token(_RPAREN, "expected ')' after complex elements")
        else:
            self.emit_error("expected element literal of primitive type")

    def _parse_tensor_list(self, storage: list[_Element]) -> list[int]:
        """TensorLiteralParser::parseList: `[...]`, returning the shape it spans."""
        self.consume()  # `[`
        if self.tok_kind is _RSQUARE:
            self.consume()
            return [0]
        size = 0
        inner: list[int] | None = None
        element = self._parse_tensor_element
        append = storage.append
        text = self.text
        while True:
            kind = self.tok_kind
            if kind is _LSQUARE:
                dims = self._parse_tensor_list(storage)
            else:
                if (kind is _INTEGER or kind is _FLOAT or kind is _MINUS) and not inner:
                    # Fast path for runs of `number,` (the bulk of large literals): one
                    # regular expression match per element instead of the token loop.
                    pos = self.tok_start
                    match = _FAST_ELEMENT(text, pos)
                    if match is not None:
                        while match is not None:
                            start = match.start(2)
                            if start >= 0:
                                append((match.start(1) >= 0, _INTEGER, start, match.end(2)))
                            else:
                                append((match.start(1) >= 0, _FLOAT, match.start(3), match.end(3)))
                            size += 1
                            pos = match.end()
                            match = _FAST_ELEMENT(text, pos)
                        inner = []
                        self.reset_token(pos)
                        continue
                if kind is _INTEGER or kind is _FLOAT:
                    append((False, kind, self.tok_start, self.tok_end))
                    self.consume()
                else:
                    element(storage)
                dims = []
            size += 1
            if inner is None:
                inner = dims
            elif dims != inner:
                self.emit_error(
                    "tensor literal is invalid; ranks are not consistent between elements"
                )
            if self.tok_kind is not _COMMA:
                break
            self.consume()
        if self.tok_kind is not _RSQUARE:
            self.emit_wrong_token_error("expected ']'")
        self.consume()
        return [size, *inner]

    def _tensor_literal_attr(
        self,
        loc: int,
        type: Any,
        storage: list[_Element],
        shape: list[int],
        hex_token: tuple[int, int] | None,
    ) -> Any:
        """TensorLiteralParser::getAttr: the dense attribute of `type` for the literal."""
        element_type = type.element_type
        is_complex = isinstance(element_type, _ComplexType)
        scalar_type = element_type.element_type if is_complex else element_type
        int_sem = _int_semantics(scalar_type)
        is_float = int_sem is None and isinstance(scalar_type, _FloatType)
        numeric = int_sem is not None or is_float
        if hex_token is not None and numeric:
            return self._hex_attr(loc, type, hex_token)
        if shape and tuple(shape) != tuple(type.shape):
            self.emit_error(
                f"inferred shape of elements literal ([{_shape_text(shape)}]) does not match "
                f"type ([{_shape_text(type.shape)}])",
                loc,
            )
        count = _num_elements(type.shape)
        if hex_token is None and not storage and count:
            self.emit_error(
                f"parsed zero elements, but type ('{self.type_text(type)}') expected at least 1",
                loc,
            )
        context = self.context
        if numeric:
            if is_complex:
                if not shape and count and len(storage) != 2:
                    self.emit_error(
                        f"parsed {len(storage)} elements, but type "
                        f"('{self.type_text(element_type)}') expected 2 elements",
                        loc,
                    )
                if shape and len(storage) != count * 2:
                    self.emit_error(
                        f"parsed {len(storage)} elements, but type ('{self.type_text(type)}') "
                        f"expected {count * 2} elements",
                        loc,
                    )
            if int_sem is not None:
                flat = self._int_elements(scalar_type, int_sem, storage)
            else:
                flat = self._float_elements(scalar_type, storage)
            if is_complex:
                values = tuple(zip(flat[0::2], flat[1::2]))
            else:
                values = tuple(flat)
            values = _support.collapse_splat(values)
            if len(values) > count > 0:
                # More values than elements (complex parentheses in a non-complex literal):
                # MLIR keeps them all in its buffer, so they count for splat detection (just
                # done), and prints the first ones.
                values = values[:count]
            return _b.DenseIntOrFPElementsAttr._ods_get(context, type, values)
        # Other element types hold strings.
        text = self.text
        if hex_token is not None:
            return _b.DenseStringElementsAttr._ods_get(
                context, type, (string_value(text[hex_token[0] : hex_token[1]]),)
            )
        strings = []
        for _negative, kind, start, end in storage:
            if kind is not _STRING:
                self.emit_error(f"expected string token, got {text[start:end]}", loc)
            strings.append(string_value(text[start:end]))
        return _b.DenseStringElementsAttr._ods_get(
            context, type, _support.collapse_splat(tuple(strings))
        )

    def _int_elements(
        self, element_type: Any, sem: tuple[int, str, bool], storage: list[_Element]
    ) -> list[int]:
        """TensorLiteralParser::getIntAttrElements, as canonical (printed-form) values."""
        width, signedness, unsigned = sem
        is_uint = signedness == "unsigned"
        is_i1 = width == 1 and signedness != "index"
        text = self.text
        values: list[int] = []
        append = values.append
        # Values that fit without any checks, for the common case of in-range literals.
        limit = (1 << (width - 1)) if width else 0
        for negative, kind, start, end in storage:
            if kind is _INTEGER:
                spelling = text[start:end]
                magnitude = integer_value(spelling)
                if magnitude < limit:
                    if negative:
                        if is_uint:
                            self.emit_error(
                                "expected unsigned integer elements, but parsed negative value",
                                start,
                            )
                        if magnitude:
                            append(_canonical((1 << width) - magnitude, width, unsigned))
                            continue
                        # `-0` has no sign bit: out of range, as build_attribute_apint says.
                    else:
                        append(magnitude)
                        continue
                if negative and is_uint:
                    self.emit_error(
                        "expected unsigned integer elements, but parsed negative value", start
                    )
                bits = build_attribute_apint(magnitude, negative, width, signedness)
                if bits is None:
                    self.emit_error("integer constant out of range for type", start)
                append(_canonical(bits, width, unsigned))
                continue
            if negative and is_uint:
                self.emit_error(
                    "expected unsigned integer elements, but parsed negative value", start
                )
            if kind is _FLOAT:
                self.emit_error("expected integer elements, but parsed floating-point", start)
            if kind is _KW_TRUE or kind is _KW_FALSE:
                if not is_i1:
                    self.emit_error("expected i1 type for 'true' or 'false' values", start)
                append(_canonical(1 if kind is _KW_TRUE else 0, 1, unsigned))
                continue
            # A string token: not an integer spelling.
            self.emit_error("integer constant out of range for type", start)
        return values

    def _float_elements(self, element_type: Any, storage: list[_Element]) -> list[APFloat]:
        """TensorLiteralParser::getFloatAttrElements."""
        semantics = element_type.get_float_semantics()
        convert = _float_from_literal if semantics.has_signed_repr else _float_from_literal_stored
        text = self.text
        values: list[APFloat] = []
        append = values.append
        for negative, _kind, start, end in storage:
            try:
                append(convert(text[start:end], semantics, negative))
            except NumericError as err:
                raise self._numeric_error(err, start) from None
        return values

    def _hex_attr(self, loc: int, type: Any, hex_token: tuple[int, int]) -> Any:
        """TensorLiteralParser::getHexAttr: elements from a little-endian `"0x..."` blob."""
        data = hex_string_value(self.text[hex_token[0] : hex_token[1]])
        if data is None:
            self.emit_error(
                "expected string containing hex digits starting with `0x`", hex_token[0]
            )
        values = _decode_raw_buffer(type, data)
        if values is None:
            self.emit_error(
                "elements hex data size is invalid for provided type: " f"'{self.type_text(type)}'",
                loc,
            )
        return _b.DenseIntOrFPElementsAttr._ods_get(
            self.context, type, _support.collapse_splat(values)
        )

    def _parse_dense_resource(self, type: Any) -> Any:
        loc = self.tok_start
        self.consume()
        self.parse_token(_LESS, "expected '<' after 'dense_resource'")
        key = self.parse_optional_keyword_or_string()
        if key is None:
            self.emit_error("expected identifier key for 'resource' entry")
        self.parse_token(_GREATER, "expected '>'")
        type_loc = loc
        if type is None:
            type_loc = self.tok_start
            self.parse_token(_COLON, "expected ':'")
            type = self.parse_type()
        if not isinstance(type, _ShapedType):
            self.emit_error("`dense_resource` expected a shaped type", type_loc)
        return _b.DenseResourceElementsAttr.get(self.context, type, key)

    def _parse_sparse(self, type: Any) -> Any:
        loc = self.tok_start
        self.consume()
        self.parse_token(_LESS, "Expected '<' after 'sparse'")
        context = self.context
        i64 = _IntegerType.get(context, 64)
        tensor = _b.RankedTensorType.get
        if self.tok_kind is _GREATER:
            self.consume()
            shaped = self._parse_elements_literal_type(loc, type)
            indices = _b.DenseIntOrFPElementsAttr._ods_get(
                context, tensor(context, (0, len(shaped.shape)), i64), ()
            )
            values = self._empty_elements(tensor(context, (0,), shaped.element_type))
            return self._checked_sparse(loc, shaped, indices, values)
        indices_loc = self.tok_start
        index_storage: list[_Element] = []
        index_shape: list[int] = []
        self._parse_tensor_literal(index_storage, index_shape, False)
        self.parse_token(_COMMA, "expected ','")
        values_loc = self.tok_start
        value_storage: list[_Element] = []
        value_shape: list[int] = []
        value_hex = self._parse_tensor_literal(value_storage, value_shape, True)
        self.parse_token(_GREATER, "expected '>'")
        shaped = self._parse_elements_literal_type(loc, type)
        if index_shape:
            indices_type = tensor(context, tuple(index_shape), i64)
        else:
            indices_type = tensor(context, (1, len(shaped.shape)), i64)
        indices = self._tensor_literal_attr(
            indices_loc, indices_type, index_storage, index_shape, None
        )
        if value_shape:
            values_type = tensor(context, tuple(value_shape), shaped.element_type)
        else:
            values_type = tensor(context, (indices_type.shape[0],), shaped.element_type)
        values = self._tensor_literal_attr(
            values_loc, values_type, value_storage, value_shape, value_hex
        )
        return self._checked_sparse(loc, shaped, indices, values)

    def _empty_elements(self, type: Any) -> Any:
        """DenseElementsAttr::get(type, {}): int/float/complex elements, else strings."""
        element_type = type.element_type
        if isinstance(element_type, _ComplexType) or _int_semantics(element_type) is not None:
            return _b.DenseIntOrFPElementsAttr._ods_get(self.context, type, ())
        if isinstance(element_type, _FloatType):
            return _b.DenseIntOrFPElementsAttr._ods_get(self.context, type, ())
        return _b.DenseStringElementsAttr._ods_get(self.context, type, ())

    def _checked_sparse(self, loc: int, type: Any, indices: Any, values: Any) -> Any:
        return _b.SparseElementsAttr.get_checked(
            self._emitter(loc), self.context, type, indices, values
        )

    # --- Locations -----------------------------------------------------------------------------

    def _parse_inline_location(self, type: Any) -> Any:
        self.consume()
        self.parse_token(_LPAREN, "expected '(' in inline location")
        loc = self.parse_location_instance()
        self.parse_token(_RPAREN, "expected ')' in inline location")
        return loc

    def parse_location_instance(self) -> Any:
        """The inside of `loc(...)`: `"file":1:2`, `"name"(...)`, `callsite(...)`,
        `fused<...>[...]`, `unknown`, or a location attribute."""
        kind = self.tok_kind
        if kind is _HASH:
            attr = self._parse_extended_attr(None)
            if not isinstance(attr, _LocationAttr):
                self.emit_error("expected location attribute, but got" + self.attr_text(attr))
            return attr
        if kind is _STRING:
            return self._parse_name_or_file_line_col()
        if kind is _BARE:
            spelling = self.text[self.tok_start : self.tok_end]
            if spelling == "unknown":
                self.consume()
                return _b.UnknownLoc.get(self.context)
            if spelling == "callsite":
                return self._parse_callsite_location()
            if spelling == "fused":
                return self._parse_fused_location()
        self.emit_wrong_token_error("expected location instance")

    def _parse_callsite_location(self) -> Any:
        self.consume()
        self.parse_token(_LPAREN, "expected '(' in callsite location")
        callee = self.parse_location_instance()
        if self.tok_kind is not _BARE or self.text[self.tok_start : self.tok_end] != "at":
            self.emit_wrong_token_error("expected 'at' in callsite location")
        self.consume()
        caller = self.parse_location_instance()
        self.parse_token(_RPAREN, "expected ')' in callsite location")
        return _b.CallSiteLoc.get(self.context, callee, caller)

    def _parse_fused_location(self) -> Any:
        self.consume()
        metadata = None
        if self.tok_kind is _LESS:
            self.consume()
            metadata = self.parse_attribute()
            self.parse_token(_GREATER, "expected '>' after fused location metadata")
        locations: list[Any] = []
        self.parse_comma_separated_list(
            Delimiter.SQUARE,
            lambda: locations.append(self.parse_location_instance()),
            " in fused location",
        )
        return _b.FusedLoc.fused(self.context, locations, metadata)

    def _parse_unsigned(self, message: str, wrong_token: bool) -> int:
        """Token::getUnsignedIntegerValue of the current integer token (32 bits)."""
        if self.tok_kind is not _INTEGER:
            self.emit_wrong_token_error(message)
        value = integer_value(self.text[self.tok_start : self.tok_end])
        if value > _UINT32_MAX:
            if wrong_token:
                self.emit_wrong_token_error(message)
            self.emit_error(message)
        self.consume()
        return value

    def _parse_name_or_file_line_col(self) -> Any:
        """Parser::parseNameOrFileLineColRange."""
        context = self.context
        name = string_value(self.text[self.tok_start : self.tok_end])
        self.consume()
        if self.tok_kind is not _COLON:
            child = None
            if self.tok_kind is _LPAREN:
                self.consume()
                child = self.parse_location_instance()
                self.parse_token(_RPAREN, "expected ')' after child location of NameLoc")
            return _b.NameLoc.get(context, _StringAttr.get(context, name), child)
        self.consume()
        line_message = "expected integer line number in FileLineColRange"
        column_message = "expected integer column number in FileLineColRange"
        start_line = self._parse_unsigned(line_message, True)
        if self.tok_kind is not _COLON:
            return _b.FileLineColRange._ods_get(
                context, _StringAttr.get(context, name), (start_line,)
            )
        self.consume()
        start_column = self._parse_unsigned(column_message, False)
        if self.tok_kind is not _KW_TO:
            # FileLineColLoc::get(StringRef): an empty file name becomes "-".
            return _b.FileLineColRange.get(context, name, start_line, start_column)
        self.consume()
        end_line = None
        if self.tok_kind is _INTEGER:
            end_line = self._parse_unsigned(line_message, True)
        if self.tok_kind is not _COLON:
            self.emit_wrong_token_error(
                "expected either integer or `:` post `to` in FileLineColRange"
            )
        self.consume()
        end_column = self._parse_unsigned(column_message, False)
        if end_line is None:
            line_cols: tuple[int, ...] = (start_line, start_column, end_column)
        else:
            line_cols = (start_line, start_column, end_column, end_line)
        return _b.FileLineColRange._ods_get(context, _StringAttr.get(context, name), line_cols)

    def is_location(self, attr: Any) -> bool:
        return isinstance(attr, _LocationAttr)

    def file_location(self, offset: int) -> Any:
        """The FileLineColLoc of an offset in the input (byte columns, as MLIR)."""
        line, column = self.input.line_byte_col(offset)
        return self.file_location_at(line, column)

    def file_location_at(self, line: int, column: int) -> Any:
        """FileLineColLoc(input name, line, column), e.g. the implicit module's `:0:0`."""
        filename = getattr(self, "_filename_attr", None)
        if filename is None:
            name = self.input.name
            filename = self._filename_attr = _StringAttr.get(self.context, name or "-")
        return _b.FileLineColRange._ods_get(self.context, filename, (line, column))

    # --- Dialect attributes and aliases ----------------------------------------------------

    def _parse_extended_attr(self, type: Any) -> Any:
        """Parser::parseExtendedAttr: `#alias`, `#dialect<...>` or `#dialect.ident...`."""

        def create(dialect_name: str, data: str, loc: int, data_start: int) -> Any:
            return self._create_dialect_attr(dialect_name, data, loc, data_start, type)

        attr = self.parse_extended_symbol(self.state.attr_aliases, create)
        if type is not None and isinstance(attr, _TypedAttr) and attr.type is not type:
            self.emit_error(
                f"attribute type different than expected: expected '{self.type_text(type)}', "
                f"but got '{self.type_text(attr.type)}'"
            )
        return attr

    def _create_dialect_attr(
        self, dialect_name: str, data: str, loc: int, data_start: int, type: Any
    ) -> Any:
        """The attribute of `#dialect...` once its data is known: an optional `: type`,
        then the dialect's ATTR_PARSER hook, or an OpaqueAttr for an unknown dialect."""
        attr_type = type
        if self.tok_kind is _COLON:
            self.consume()
            attr_type = self.parse_type()
        context = self.context
        dialect = context.get_dialect(dialect_name)
        if dialect is None:
            if attr_type is None:
                attr_type = _NoneType.get(context)
            return _b.OpaqueAttr.get_checked(
                self._emitter(loc), context, _StringAttr.get(context, dialect_name), data,
                attr_type,
            )  # fmt: skip
        hook = getattr(dialect, "ATTR_PARSER", None)
        # Let the dialect parse the symbol data, then resume after the symbol.
        resume = self.tok_start
        resume_prev = self.prev_end
        self.reset_token(data_start)
        name_loc = self.tok_start
        if hook is None:
            self.emit_error(
                f"dialect '{dialect_name}' provides no attribute parsing hook", name_loc
            )
        saved = self.dialect_symbol_spec, self.dialect_symbol_loc
        self.dialect_symbol_spec, self.dialect_symbol_loc = data, name_loc
        try:
            attr = hook(self, attr_type)
        finally:
            self.dialect_symbol_spec, self.dialect_symbol_loc = saved
        self.reset_token(resume)
        self.prev_end = resume_prev
        return attr


def _decode_raw_buffer(type_: Any, data: bytes) -> tuple[Any, ...] | None:
    """The elements of a little-endian dense buffer (DenseElementsAttr::isValidRawBuffer
    and getFromRawBuffer), or None if its size does not fit the type. A buffer of exactly
    one element is a splat."""
    element_type = type_.element_type
    count = _num_elements(type_.shape)
    width = _storage_bits(element_type)
    nbits = len(data) * 8
    if width == 1:
        # i1 is bit-packed; one all-zeros or all-ones byte is a splat.
        if len(data) == 1 and data[0] in (0, 0xFF):
            return ((1 if data[0] else 0),) if count else ()
        if nbits != (count + 7) // 8 * 8:
            return None
        sem = _int_semantics(element_type)
        assert sem is not None
        unsigned = sem[2]
        bits = int.from_bytes(data, "little")
        return tuple(_canonical((bits >> i) & 1, 1, unsigned) for i in range(count))
    storage = (width + 7) // 8 * 8
    if nbits == storage:
        n = 1
    elif nbits == storage * count:
        n = count
    else:
        return None
    step = storage // 8
    if isinstance(element_type, _ComplexType):
        inner = element_type.element_type
        half = step // 2
        decode = _element_decoder(inner)
        return tuple(
            (
                decode(int.from_bytes(data[i * step : i * step + half], "little")),
                decode(int.from_bytes(data[i * step + half : (i + 1) * step], "little")),
            )
            for i in range(n)
        )
    decode = _element_decoder(element_type)
    return tuple(
        decode(int.from_bytes(data[i * step : (i + 1) * step], "little")) for i in range(n)
    )


def _element_decoder(element_type: Any) -> Callable[[int], Any]:
    """Bits of one stored element -> its value (readBits of the element's width)."""
    sem = _int_semantics(element_type)
    if sem is not None:
        width, _signedness, unsigned = sem
        mask = (1 << width) - 1
        return lambda bits: _canonical(bits & mask, width, unsigned)
    semantics = element_type.get_float_semantics()
    fmask = (1 << semantics.size_in_bits) - 1
    return lambda bits: APFloat.from_bits(semantics, bits & fmask)


_DISPATCH: dict[TokenKind, Callable[[AttrParser, Any], Any]] = {
    K.KW_AFFINE_MAP: AttrParser._parse_affine_map,
    K.KW_AFFINE_SET: AttrParser._parse_affine_set,
    _LSQUARE: AttrParser._parse_array,
    _KW_FALSE: AttrParser._parse_false,
    _KW_TRUE: AttrParser._parse_true,
    K.KW_DENSE: AttrParser._parse_dense,
    K.KW_DENSE_RESOURCE: AttrParser._parse_dense_resource,
    K.KW_ARRAY: AttrParser._parse_dense_array,
    _LBRACE: AttrParser._parse_dictionary,
    _HASH: AttrParser._parse_extended_attr,
    _FLOAT: AttrParser._parse_float,
    _INTEGER: AttrParser._parse_integer,
    _MINUS: AttrParser._parse_minus,
    K.KW_LOC: AttrParser._parse_inline_location,
    K.KW_SPARSE: AttrParser._parse_sparse,
    K.KW_STRIDED: AttrParser._parse_strided,
    K.KW_DISTINCT: AttrParser._parse_distinct,
    _STRING: AttrParser._parse_string,
    _AT: AttrParser._parse_symbol_ref,
    K.KW_UNIT: AttrParser._parse_unit,
}
