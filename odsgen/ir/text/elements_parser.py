"""Parsing the builtin attributes that hold many values: dense arrays (`array<i32: 1, 2>`)
and elements literals (`dense<...>`, `sparse<...>`, `dense_resource<...>`).

Mirrors upstream's AttributeParser.cpp (TensorLiteralParser included) for MLIR 22,
messages and positions included.

* A tensor literal is first stored as token spans (`_Element`), and converted once the
  type is known, as upstream does; runs of plain numbers take a regular expression fast
  path instead of the token loop, as large literals are mostly that.
* `dense_resource<key>` keeps only the key; the blob lives in `state.resources`.

`ElementsParser` is a base of `AttrParser`; it uses the token, type and error API
(`parse_type`, `type_text`, `_emitter`, `_numeric_error`, `parse_token`...).
"""

from __future__ import annotations

import re
from typing import Any

from odsgen.dialects import builtin as _b
from odsgen.ir.core.diagnostics import ParseError
from odsgen.ir.numeric.apfloat import APFloat
from odsgen.ir.numeric.numeric import NumericError, build_attribute_apint
from odsgen.ir.text import builtin_support as _support
from odsgen.ir.text.dense_buffer import decode_raw_buffer, num_elements
from odsgen.ir.text.lexer import TokenKind, hex_string_value, integer_value, string_value
from odsgen.ir.text.location_parser import LocationParser
from odsgen.ir.text.literal_values import (
    canonical_int,
    float_from_literal,
    float_from_literal_stored,
    int_semantics,
)

K = TokenKind
_INTEGER = K.INTEGER
_FLOAT = K.FLOATLITERAL
_STRING = K.STRING
_MINUS = K.MINUS
_COLON = K.COLON
_COMMA = K.COMMA
_LESS = K.LESS
_GREATER = K.GREATER
_LPAREN = K.L_PAREN
_RPAREN = K.R_PAREN
_LSQUARE = K.L_SQUARE
_RSQUARE = K.R_SQUARE
_KW_TRUE = K.KW_TRUE
_KW_FALSE = K.KW_FALSE

_IntegerType = _b.IntegerType
_FloatType = _b.FloatType
_ComplexType = _b.ComplexType
_ShapedType = _b.ShapedType

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


def _shape_text(shape: Any) -> str:
    return ", ".join(str(d) for d in shape)


class ElementsParser(LocationParser):
    """`array<...>`, `dense<...>`, `sparse<...>` and `dense_resource<...>` (a base of
    AttrParser)."""

    __slots__ = ()  # no instance dictionary: a parser's fields are ParserCore's

    # --- Dense arrays --------------------------------------------------------------------------

    def _parse_dense_array(self, type: Any) -> Any:
        self.consume()
        self.parse_token(_LESS, "expected '<' after 'array'")
        type_loc = self.tok_start
        try:
            element_type = self.parse_type()
        except ParseError as failure:
            # Upstream's parseDenseArrayAttr adds its own error where the type began.
            extra = self.make_error("expected an integer or floating point type", type_loc).diagnostic
            raise ParseError(*failure.diagnostics, extra) from None
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
            sem = int_semantics(element_type)
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
                    append(float_from_literal_stored(text[loc : self.tok_end], semantics, negative))
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
            return canonical_int(1 if kind is _KW_TRUE else 0, 1, unsigned)
        if kind is _INTEGER:
            spelling = self.text[self.tok_start : self.tok_end]
            self.consume()
            if width == 1:
                self.emit_error("expected 'true' or 'false' values for i1 type")
            bits = build_attribute_apint(integer_value(spelling), negative, width, signedness)
            if bits is None:
                self.emit_error("integer constant out of range")
            return canonical_int(bits, width, unsigned)
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
            depth = self.nest()
            try:
                shape.extend(self._parse_tensor_list(storage))
            finally:
                self.depth = depth - 1
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
            depth = self.nest()  # `((((...` recurses: bounded, as compiled code needs
            try:
                self._parse_tensor_element(storage)
                self.parse_token(_COMMA, "expected ',' between complex elements")
                self._parse_tensor_element(storage)
            finally:
                self.depth = depth - 1
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
                depth = self.nest()  # `[[[[...` recurses: bounded, as compiled code needs
                try:
                    dims = self._parse_tensor_list(storage)
                finally:
                    self.depth = depth - 1
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
        int_sem = int_semantics(scalar_type)
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
        count = num_elements(type.shape)
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
                            append(canonical_int((1 << width) - magnitude, width, unsigned))
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
                append(canonical_int(bits, width, unsigned))
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
                append(canonical_int(1 if kind is _KW_TRUE else 0, 1, unsigned))
                continue
            # A string token: not an integer spelling.
            self.emit_error("integer constant out of range for type", start)
        return values

    def _float_elements(self, element_type: Any, storage: list[_Element]) -> list[APFloat]:
        """TensorLiteralParser::getFloatAttrElements."""
        semantics = element_type.get_float_semantics()
        convert = float_from_literal if semantics.has_signed_repr else float_from_literal_stored
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
        values = decode_raw_buffer(type, data)
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
        if isinstance(element_type, _ComplexType) or int_semantics(element_type) is not None:
            return _b.DenseIntOrFPElementsAttr._ods_get(self.context, type, ())
        if isinstance(element_type, _FloatType):
            return _b.DenseIntOrFPElementsAttr._ods_get(self.context, type, ())
        return _b.DenseStringElementsAttr._ods_get(self.context, type, ())

    def _checked_sparse(self, loc: int, type: Any, indices: Any, values: Any) -> Any:
        return _b.SparseElementsAttr.get_checked(
            self._emitter(loc), self.context, type, indices, values
        )
