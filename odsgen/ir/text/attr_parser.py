"""Parsing attributes: builtin literals and constructs (`42 : i32`, `[1, 2]`,
`affine_map<...>`, `strided<...>`, `distinct[N]<...>`...), attribute aliases (`#name`),
dialect attributes (`#dialect.mnemonic<...>`) and dictionaries.

Mirrors upstream's AttributeParser.cpp (MLIR 22), messages and positions included. Two
of its base classes hold the rest of the attribute grammar: `elements_parser.ElementsParser`
(`array<...>`, `dense<...>`, `sparse<...>`, `dense_resource<...>`) and
`location_parser.LocationParser` (`loc(...)`); `#...` symbols go through
`dialect_symbols.DialectSymbolParser` (a base of TypeParser).

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

from sys import intern
from typing import Any, Callable

from odsgen.dialects import builtin as _b
from odsgen.ir.core.diagnostics import ParseError
from odsgen.ir.numeric.numeric import NumericError, build_attribute_apint
from odsgen.ir.text import builtin_support as _support
from odsgen.ir.text.affine_parser import parse_affine_map, parse_integer_set
from odsgen.ir.text.dense_buffer import decode_raw_buffer as _decode_raw_buffer
from odsgen.ir.text.elements_parser import ElementsParser
from odsgen.ir.text.lexer import TokenKind, integer_value, lazy_match, string_value, symbol_name
from odsgen.ir.text.literal_values import canonical_int, float_from_literal, int_semantics
from odsgen.ir.text.type_parser import SIMPLE_TYPE

# `_decode_raw_buffer` is imported from here by tests (it lives in dense_buffer.py now).
__all__ = ["AttrParser", "_decode_raw_buffer"]

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
_LSQUARE = K.L_SQUARE
_RSQUARE = K.R_SQUARE
_LBRACE = K.L_BRACE
_RBRACE = K.R_BRACE
_QUESTION = K.QUESTION
_EOF = K.EOF
_KW_TRUE = K.KW_TRUE
_KW_FALSE = K.KW_FALSE
_KW_OFFSET = K.KW_OFFSET

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
_FloatType = _b.FloatType
_TypedAttr = _b.TypedAttr

_INT64_MAX = (1 << 63) - 1
_UINT64_MAX = (1 << 64) - 1

# An attribute dictionary as the printer writes it, of bare names and values whose text
# determines them (numbers, optionally typed; strings without escapes; flat symbol
# references; integer arrays; simple types and keywords such as `unit`; one level of
# nested dictionary): the generic syntax gives many operations one, and a program repeats
# a few. No `#alias` or dialect attribute, so the text means the same anywhere in a file.
_NUMBER = r"-?[0-9]+(?:\.[0-9]*(?:[eE][-+]?[0-9]+)?)?(?![0-9A-Za-z_.])"
_SIMPLE_VALUE = (
    rf"(?:{_NUMBER}(?: : {SIMPLE_TYPE})?|\"[^\"\\\n]*\"|@[A-Za-z_][A-Za-z0-9_$.]*(?![:A-Za-z0-9_$.])"
    rf"|\[(?:-?[0-9]+(?:, -?[0-9]+)*)?\]|{SIMPLE_TYPE})"
)
_NAME = r"[A-Za-z_][A-Za-z0-9_$.]*"
_FLAT_ENTRY = rf"{_NAME}(?: = {_SIMPLE_VALUE})?"
_ENTRY = rf"{_NAME}(?: = (?:{_SIMPLE_VALUE}|\{{{_FLAT_ENTRY}(?:, {_FLAT_ENTRY})*\}}))?"
_DICT_FAST = lazy_match(globals(), "_DICT_FAST", rf"\{{{_ENTRY}(?:, {_ENTRY})*\}}")
_DICT_CACHE_LIMIT = 1 << 14
# A number with a simple type (`42 : i32`, `-1.5 : f64`), as constants are written: the
# text determines it, and a program repeats a few. Only the typed form: the extent of an
# untyped number's attribute depends on what follows it (` : type`, perhaps after a
# comment), the typed form's ends with its type.
_TYPED_NUMBER_FAST = lazy_match(globals(), "_TYPED_NUMBER_FAST", rf"{_NUMBER} : {SIMPLE_TYPE}")
_TYPED_NUMBER_CACHE_LIMIT = 1 << 14
_NUMBER_START = frozenset({_INTEGER, _FLOAT, _MINUS})

# Tokens that start an attribute in MLIR's parseOptionalAttribute (`array`, `distinct`
# and `strided` are missing there upstream, and so here).
_OPTIONAL_ATTRIBUTE_START = frozenset(
    {
        _AT, _FLOAT, _INTEGER, _HASH, K.KW_AFFINE_MAP, K.KW_AFFINE_SET, K.KW_DENSE,
        K.KW_DENSE_RESOURCE, _KW_FALSE, K.KW_LOC, K.KW_SPARSE, _KW_TRUE, K.KW_UNIT,
        _LBRACE, _LSQUARE, _MINUS, _STRING,
    }
)  # fmt: skip


class AttrParser(ElementsParser):

    __slots__ = ()  # no instance dictionary: a parser's fields are ParserCore's

    # --- Entry points ------------------------------------------------------------------------

    def parse_attribute(self, type: Any | None = None) -> Any:
        """attribute-value, optionally with a known type (which elides `: type`)."""
        depth = self.nest()
        try:
            kind = self.tok_kind
            handler = _DISPATCH.get(kind)
            if handler is not None:
                if type is None and kind in _NUMBER_START:
                    return self._parse_by_spelling(
                        _TYPED_NUMBER_FAST, self._parse_number, self.state.typed_numbers, _TYPED_NUMBER_CACHE_LIMIT
                    )
                return handler(self, type)
            # Parse a type attribute; a token that cannot start a type is an error.
            parsed = self.parse_optional_type()
            if parsed is None:
                self.emit_wrong_token_error("expected attribute value")
            return _TypeAttr.get(self.context, parsed)
        finally:
            self.depth = depth - 1

    def _parse_number(self) -> Any:
        """A number attribute, its type written (or i64/f64): what parse_attribute reads."""
        return _DISPATCH[self.tok_kind](self, None)

    def parse_optional_attribute(self, type: Any | None = None) -> Any | None:
        if self.tok_kind in _OPTIONAL_ATTRIBUTE_START:
            return self.parse_attribute(type)
        parsed = self.parse_optional_type()
        if parsed is None:
            return None
        return _TypeAttr.get(self.context, parsed)

    def parse_attribute_dict(self) -> dict[str, Any]:
        """`{name = value, unit_name, "quoted" = value}` in source order; duplicates fail.
        One written in a form whose text determines it (_DICT_FAST) is parsed once per
        input and then looked up by its text; the caller gets a dict of its own."""
        if self.tok_kind is not _LBRACE:
            return self._parse_attribute_dict_tokens()  # its error
        kept = self._parse_by_spelling(
            _DICT_FAST, self._parse_attribute_dict_tokens, self.state.attr_dicts, _DICT_CACHE_LIMIT
        )
        return dict(kept)

    def _parse_attribute_dict_tokens(self) -> dict[str, Any]:
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
            name = intern(name)  # the keys of many dictionaries: one string each, not a copy
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
        from odsgen.ir.text.printer import attribute_text

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
        value = float_from_literal(spelling, type.get_float_semantics(), negative)
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
                return _IntegerAttr._ods_get(context, type, canonical_int(bits, 64, False))
        if isinstance(type, _FloatType):
            try:
                value = float_from_literal(spelling, type.get_float_semantics(), negative)
            except NumericError as err:
                raise self._numeric_error(err, loc) from None
            return _FloatAttr._ods_get(context, type, value)
        sem = int_semantics(type)
        if sem is None:
            self.emit_error("integer literal not valid for specified type", loc)
        width, signedness, unsigned = sem
        if negative and signedness == "unsigned":
            self.emit_error("negative integer literal not valid for unsigned integer type", loc)
        bits = build_attribute_apint(integer_value(spelling), negative, width, signedness)
        if bits is None:
            self.emit_error("integer constant out of range for attribute", loc)
        return _IntegerAttr._ods_get(context, type, canonical_int(bits, width, unsigned))

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
