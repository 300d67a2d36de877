"""Parsing types: builtin shorthand (`i32`, `tensor<4x?xf32>`, `(i32) -> f32`), type
aliases (`!name`) and dialect types (`!dialect.mnemonic<...>`, opaque `!dialect<"...">`).

Mirrors upstream's TypeParser.cpp (MLIR 22), messages and positions included. Generated
dialect parsers call these methods through `AsmParser`.

Performance: `parse_type` dispatches on the current token kind through a dict. Integer,
float, `index` and `none` types come from a per-context cache keyed by their spelling,
and a tensor/memref/vector written without blanks, attributes or aliases (`tensor<4x?xf32>`)
is recognised by one regular expression and looked up by its text in the same cache;
anything else takes the full path, which fills the cache.

`!alias` and `!dialect...` symbols go through the base class `dialect_symbols.DialectSymbolParser`
(`parse_extended_symbol`, shared with the attribute parser, and the dialect's
`TYPE_PARSER(parser) -> Type` hook).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from odsgen.dialects import builtin as _b
from odsgen.ir.core.source import Input
from odsgen.ir.text import char_scan
from odsgen.ir.text.builtin_support import K_DYNAMIC
from odsgen.ir.text.char_scan import consume_by_characters
from odsgen.ir.text.dialect_symbols import DialectSymbolParser
from odsgen.ir.text.lexer import KEYWORDS, TokenKind, int_type_signedness, int_type_width, lazy_match
from odsgen.ir.text.parser_state import ParserState

_INTTYPE = TokenKind.INTTYPE
_INTEGER = TokenKind.INTEGER
_BARE = TokenKind.BARE_IDENTIFIER
_BANG = TokenKind.EXCLAMATION_IDENTIFIER
_LPAREN = TokenKind.L_PAREN
_RPAREN = TokenKind.R_PAREN
_LSQUARE = TokenKind.L_SQUARE
_RSQUARE = TokenKind.R_SQUARE
_LESS = TokenKind.LESS
_GREATER = TokenKind.GREATER
_COMMA = TokenKind.COMMA
_COLON = TokenKind.COLON
_ARROW = TokenKind.ARROW
_EQUAL = TokenKind.EQUAL
_STAR = TokenKind.STAR
_QUESTION = TokenKind.QUESTION
_KW_TENSOR = TokenKind.KW_TENSOR
_KW_MEMREF = TokenKind.KW_MEMREF
_KW_VECTOR = TokenKind.KW_VECTOR

_INT64_MAX = (1 << 63) - 1
_MAX_INT_WIDTH = 16777215  # IntegerType::kMaxWidth

_SIGNEDNESS = {
    None: _b.Signedness.Signless,
    True: _b.Signedness.Signed,
    False: _b.Signedness.Unsigned,
}

# Keyword token -> the builtin type class it denotes.
KEYWORD_TYPES: dict[TokenKind, type] = {
    TokenKind.KW_F4E2M1FN: _b.Float4E2M1FNType,
    TokenKind.KW_F6E2M3FN: _b.Float6E2M3FNType,
    TokenKind.KW_F6E3M2FN: _b.Float6E3M2FNType,
    TokenKind.KW_F8E5M2: _b.Float8E5M2Type,
    TokenKind.KW_F8E4M3: _b.Float8E4M3Type,
    TokenKind.KW_F8E4M3FN: _b.Float8E4M3FNType,
    TokenKind.KW_F8E5M2FNUZ: _b.Float8E5M2FNUZType,
    TokenKind.KW_F8E4M3FNUZ: _b.Float8E4M3FNUZType,
    TokenKind.KW_F8E4M3B11FNUZ: _b.Float8E4M3B11FNUZType,
    TokenKind.KW_F8E3M4: _b.Float8E3M4Type,
    TokenKind.KW_F8E8M0FNU: _b.Float8E8M0FNUType,
    TokenKind.KW_BF16: _b.BFloat16Type,
    TokenKind.KW_F16: _b.Float16Type,
    TokenKind.KW_TF32: _b.FloatTF32Type,
    TokenKind.KW_F32: _b.Float32Type,
    TokenKind.KW_F64: _b.Float64Type,
    TokenKind.KW_F80: _b.Float80Type,
    TokenKind.KW_F128: _b.Float128Type,
    TokenKind.KW_INDEX: _b.IndexType,
    TokenKind.KW_NONE: _b.NoneType,
}
_KEYWORD_SPELLINGS = {
    kind: spelling for spelling, kind in KEYWORDS.items() if kind in KEYWORD_TYPES
}

# Tokens that can start a type (Parser::parseOptionalType).
TYPE_START_KINDS = frozenset(
    {
        _LPAREN,
        _KW_MEMREF,
        _KW_TENSOR,
        TokenKind.KW_COMPLEX,
        TokenKind.KW_TUPLE,
        _KW_VECTOR,
        _INTTYPE,
        _BANG,
        *KEYWORD_TYPES,
    }
)

# A tensor/memref/vector written in one piece, with only builtin-keyword element types:
# its text determines the type, so it can be looked up in the context's cache.
_SHAPED = r"(?:tensor|memref|vector)<[0-9?x\[\]*]*[A-Za-z][A-Za-z0-9]*>"
_SHAPED_FAST = lazy_match(globals(), "_SHAPED_FAST", _SHAPED)
# Such a shaped type or a keyword type (a word the lexer ends there, not `complex<`).
SIMPLE_TYPE = rf"(?:{_SHAPED}|[A-Za-z][A-Za-z0-9]*(?![A-Za-z0-9_$.<]))"
_SIMPLE_TYPES = rf"(?:{SIMPLE_TYPE}(?:, {SIMPLE_TYPE})*)?"
# A function type of simple types as the printer writes it: the generic syntax gives every
# operation one, and a program repeats a few. Its text, too, determines the type.
_FUNCTION_FAST = lazy_match(globals(), "_FUNCTION_FAST", rf"\({_SIMPLE_TYPES}\) -> (?:\({_SIMPLE_TYPES}\)|{SIMPLE_TYPE})")
_CACHE_LIMIT = 1 << 17


def _context_cache(context: Any) -> dict[str, Any]:
    """The context's cache: spelling of a type -> the type (keywords, integer types, simple
    shaped types). It is kept on the context (the types in it belong to the context; a
    module-level weak table could never drop it, as its types refer to the context)."""
    cache = getattr(context, "_type_parser_cache", None)
    if cache is None:
        cache = {_KEYWORD_SPELLINGS[k]: cls.get(context) for k, cls in KEYWORD_TYPES.items()}
        context._type_parser_cache = cache
    return cache


class TypeParser(DialectSymbolParser):
    __slots__ = ()  # no instance dictionary: a parser's fields are ParserCore's

    # Compiled, the tokenizer is the character scan. It is bound here rather than in
    # ParserCore: char_scan types its argument as ParserCore (a compiled class then), so
    # compiled char_scan imports parser_core, which must not import char_scan back.
    if char_scan.COMPILED:

        def consume(self) -> None:
            consume_by_characters(self)

    def __init__(
        self, state: ParserState, source: Input | str, name: str = "<input>", start: int = 0
    ) -> None:
        self.state = state
        self.context = state.context
        self._type_cache = _context_cache(state.context)
        self.dialect_symbol_spec = ""
        self.dialect_symbol_loc = 0
        self._file_locations = None  # LocationParser.file_locations, made on first use
        super().__init__(source, name, start)

    # --- Entry points ------------------------------------------------------------------------

    def parse_type(self) -> Any:
        """type ::= function-type | non-function-type."""
        depth = self.nest()
        try:
            kind = self.tok_kind
            if kind is _LPAREN:
                return self._parse_function_type()
            parse = _TYPE_PARSERS.get(kind, _no_type)
            if parse is _KEYWORD_OR_INT_TYPE:  # the common case: a C call compiled
                return self._parse_keyword_or_int_type()
            return parse(self)
        finally:
            self.depth = depth - 1

    def parse_non_function_type(self) -> Any:
        """Any type but a function type ("expected non-function type" otherwise)."""
        depth = self.nest()
        try:
            return _TYPE_PARSERS.get(self.tok_kind, _no_type)(self)
        finally:
            self.depth = depth - 1

    def parse_optional_type(self) -> Any | None:
        """A type if the current token can start one, else None (nothing consumed)."""
        if self.tok_kind in TYPE_START_KINDS:
            return self.parse_type()
        return None

    def parse_type_alias_def(self) -> None:
        """`!name = type` at the top level of a file."""
        aliases = self.state.type_aliases
        name = self.text[self.tok_start + 1 : self.tok_end]
        if name in aliases:
            self.emit_error(f"redefinition of type alias id '{name}'")
        if "." in name:
            self.emit_error("type names with a '.' are reserved for dialect-defined names")
        self.consume()
        self.parse_token(_EQUAL, "expected '=' in type alias definition")
        aliased = self.parse_type()
        aliases.setdefault(name, aliased)

    def type_text(self, type: Any) -> str:
        """How a type is shown in messages (its canonical text, without aliases)."""
        from odsgen.ir.text.printer import type_text

        return type_text(type)

    def is_function_type(self, type: Any) -> bool:
        return isinstance(type, _b.FunctionType)

    def function_type_parts(self, type: Any) -> tuple[tuple[Any, ...], tuple[Any, ...]]:
        """(inputs, results) of a FunctionType."""
        return type.inputs, type.results

    # --- Type lists (Parser / AsmParser helpers) ---------------------------------------------

    def parse_type_list_no_parens(self) -> list[Any]:
        """type (`,` type)*: at least one type."""
        types: list[Any] = []
        append = types.append
        parse = self.parse_type
        append(parse())
        while self.tok_kind is _COMMA:
            self.consume()
            append(parse())
        return types

    parse_type_list = parse_type_list_no_parens

    def parse_type_list_parens(self) -> list[Any]:
        """`(` `)` | `(` type (`,` type)* `)`."""
        self.parse_token(_LPAREN, "expected '('")
        if self.tok_kind is _RPAREN:
            self.consume()
            return []
        types = self.parse_type_list_no_parens()
        self.parse_token(_RPAREN, "expected ')'")
        return types

    def parse_function_result_types(self) -> list[Any]:
        """function-result-type ::= type-list-parens | non-function-type."""
        if self.tok_kind is _LPAREN:
            return self.parse_type_list_parens()
        return [self.parse_non_function_type()]

    def parse_colon_type(self) -> Any:
        """`:` type."""
        self.parse_colon()
        return self.parse_type()

    def parse_colon_type_list(self) -> list[Any]:
        """`:` type (`,` type)*."""
        self.parse_colon()
        return self.parse_type_list_no_parens()

    def parse_optional_colon_type_list(self) -> list[Any]:
        """(`:` type (`,` type)*)? - an empty list when there is no colon."""
        if self.tok_kind is not _COLON:
            return []
        self.consume()
        return self.parse_type_list_no_parens()

    def parse_arrow_type_list(self) -> list[Any]:
        """`->` function-result-type."""
        self.parse_arrow()
        return self.parse_function_result_types()

    def parse_optional_arrow_type_list(self) -> list[Any]:
        """(`->` function-result-type)? - an empty list when there is no arrow."""
        if self.tok_kind is not _ARROW:
            return []
        self.consume()
        return self.parse_function_result_types()

    # --- Dimension lists ---------------------------------------------------------------------

    def parse_dimension_list(
        self, allow_dynamic: bool = True, with_trailing_x: bool = True
    ) -> list[int]:
        """`(dim x)*` (or `dim (x dim)*` without trailing x), `?` being
        ShapedType.kDynamic (Parser::parseDimensionListRanked)."""
        dims: list[int] = []
        text = self.text

        def parse_dim() -> None:
            if self.tok_kind is _QUESTION:
                loc = self.tok_start
                self.consume()
                if not allow_dynamic:
                    self.emit_error("expected static shape", loc)
                dims.append(K_DYNAMIC)
            else:
                dims.append(self._parse_integer_in_dimension_list())

        if with_trailing_x:
            while self.tok_kind is _INTEGER or self.tok_kind is _QUESTION:
                parse_dim()
                self.parse_x_in_dimension_list()
            return dims
        if self.tok_kind is _INTEGER or self.tok_kind is _QUESTION:
            parse_dim()
            while self.tok_kind is _BARE and text[self.tok_start] == "x":
                self.parse_x_in_dimension_list()
                parse_dim()
        return dims

    def parse_x_in_dimension_list(self) -> None:
        """The `x` of a dimension list, also as the first letter of `xf32` or `x4`: what
        follows the `x` becomes the next token (Parser::parseXInDimensionList)."""
        start = self.tok_start
        if self.tok_kind is not _BARE or self.text[start] != "x":
            self.emit_wrong_token_error("expected 'x' in dimension list")
        self.reset_token(start + 1)
        self.prev_end = start + 1

    def _parse_integer_in_dimension_list(self) -> int:
        """A decimal dimension; `0x..` is `0` followed by `x..` (parseIntegerInDimensionList)."""
        start, end = self.tok_start, self.tok_end
        text = self.text
        if end - start > 1 and text[start + 1] == "x":
            self.reset_token(start + 1)
            self.prev_end = start + 1
            return 0
        spelling = text[start:end]
        if not (spelling.isascii() and spelling.isdigit()):
            self.emit_error("invalid dimension")
        value = int(spelling) if len(spelling) < 100 else _INT64_MAX + 1
        if value > _INT64_MAX:
            self.emit_error("invalid dimension")
        self.consume()
        return value

    # --- Builtin types -----------------------------------------------------------------------

    def _parse_keyword_or_int_type(self) -> Any:
        type = self._type_cache.get(self.text[self.tok_start : self.tok_end])
        if type is None:
            type = self._int_type()
        self.consume()
        return type

    def _int_type(self) -> Any:
        spelling = self.text[self.tok_start : self.tok_end]
        width = int_type_width(spelling)
        if width is None:
            self.emit_error("invalid integer width")
        if width > _MAX_INT_WIDTH:
            self.emit_error(f"integer bitwidth is limited to {_MAX_INT_WIDTH} bits")
        type = _b.IntegerType.get(self.context, width, _SIGNEDNESS[int_type_signedness(spelling)])
        cache = self._type_cache
        if len(cache) < _CACHE_LIMIT:
            cache[spelling] = type
        return type

    def _parse_by_spelling(
        self, match: Callable[[str, int], Any], parse: Callable[[], Any], cache: dict[str, Any], limit: int
    ) -> Any:
        """What `parse()` reads, looked up in `cache` by its text instead when `match`
        finds it written in a form whose text determines it; kept there (up to `limit`
        entries) once parsing has read exactly that text (an error is raised, never kept)."""
        start = self.tok_start
        text = self.text
        found = match(text, start)
        if found is None:
            return parse()
        end = found.end()
        key = text[start:end]
        value = cache.get(key)
        if value is not None:
            self.consume_through(end)
            return value
        value = parse()
        if self.prev_end == end and len(cache) < limit:
            cache[key] = value
        return value

    def _parse_shaped_cached(self) -> Any:
        return self._parse_by_spelling(
            _SHAPED_FAST, lambda: _SHAPED_PARSERS[self.tok_kind](self), self._type_cache, _CACHE_LIMIT
        )

    def _parse_function_type(self) -> Any:
        """function-type ::= type-list-parens `->` function-result-type."""
        return self._parse_by_spelling(_FUNCTION_FAST, self._parse_function_type_tokens, self._type_cache, _CACHE_LIMIT)

    def _parse_function_type_tokens(self) -> Any:
        inputs = self.parse_type_list_parens()
        self.parse_token(_ARROW, "expected '->' in function type")
        results = self.parse_function_result_types()
        return _b.FunctionType.get(self.context, inputs, results)

    def _parse_complex_type(self) -> Any:
        """complex-type ::= `complex` `<` type `>`."""
        self.consume()
        self.parse_token(_LESS, "expected '<' in complex type")
        loc = self.tok_start
        element = self.parse_type()
        self.parse_token(_GREATER, "expected '>' in complex type")
        if not isinstance(element, (_b.FloatType, _b.IntegerType)):
            self.emit_error("invalid element type for complex", loc)
        return _b.ComplexType.get(self.context, element)

    def _parse_tuple_type(self) -> Any:
        """tuple-type ::= `tuple` `<` (type (`,` type)*)? `>`."""
        self.consume()
        self.parse_token(_LESS, "expected '<' in tuple type")
        if self.tok_kind is _GREATER:
            self.consume()
            return _b.TupleType.get(self.context, ())
        types = self.parse_type_list_no_parens()
        self.parse_token(_GREATER, "expected '>' in tuple type")
        return _b.TupleType.get(self.context, types)

    def _parse_vector_type(self) -> Any:
        """vector-type ::= `vector` `<` (static-dim `x`)* type `>`,
        static-dim ::= decimal-literal | `[` decimal-literal `]`."""
        loc = self.tok_start
        self.consume()
        self.parse_token(_LESS, "expected '<' in vector type")
        dims: list[int] = []
        scalable: list[bool] = []
        while True:
            kind = self.tok_kind
            if kind is _INTEGER:
                dims.append(self._parse_integer_in_dimension_list())
                scalable.append(False)
            elif kind is _LSQUARE:
                self.consume()
                dims.append(self._parse_integer_in_dimension_list())
                if self.tok_kind is not _RSQUARE:
                    self.emit_wrong_token_error("missing ']' closing scalable dimension")
                self.consume()
                scalable.append(True)
            else:
                break
            self.parse_x_in_dimension_list()
        element = self.parse_type()
        self.parse_token(_GREATER, "expected '>' in vector type")
        return _b.VectorType.get_checked(
            self._emitter(loc), self.context, dims, element, tuple(scalable)
        )

    def _parse_tensor_type(self) -> Any:
        """tensor-type ::= `tensor` `<` (dimension-list-ranked | `*` `x`) type
        (`,` encoding)? `>`."""
        self.consume()
        self.parse_token(_LESS, "expected '<' in tensor type")
        unranked = self.tok_kind is _STAR
        if unranked:
            self.consume()
            self.parse_x_in_dimension_list()
            dims: list[int] = []
        else:
            dims = self.parse_dimension_list()
        element_loc = self.tok_start
        element = self.parse_type()
        encoding = None
        if self.tok_kind is _COMMA:
            self.consume()
            encoding = self.parse_optional_attribute()
            verify = getattr(encoding, "verify_encoding", None)
            if verify is not None:
                verify(tuple(dims), element, self._emitter(None))
        self.parse_token(_GREATER, "expected '>' in tensor type")
        if not _b.TensorType.is_valid_element_type(element):
            self.emit_error("invalid tensor element type", element_loc)
        if unranked:
            if encoding is not None:
                self.emit_error("cannot apply encoding to unranked tensor")
            return _b.UnrankedTensorType.get(self.context, element)
        return _b.RankedTensorType.get(self.context, dims, element, encoding)

    def _parse_memref_type(self) -> Any:
        """memref-type ::= `memref` `<` (dimension-list-ranked | `*` `x`) type
        (`,` layout)? (`,` memory-space)? `>`, layout and memory space being attributes
        (a MemRefLayoutAttrInterface one is the layout)."""
        loc = self.tok_start
        self.consume()
        self.parse_token(_LESS, "expected '<' in memref type")
        unranked = self.tok_kind is _STAR
        if unranked:
            self.consume()
            self.parse_x_in_dimension_list()
            dims: list[int] = []
        else:
            dims = self.parse_dimension_list()
        element_loc = self.tok_start
        element = self.parse_type()
        if not _b.BaseMemRefType.is_valid_element_type(element):
            self.emit_error("invalid memref element type", element_loc)

        layout = None
        memory_space = None
        if self.tok_kind is _GREATER:
            self.consume()
        else:
            self.parse_token(_COMMA, "expected ',' or '>' in memref type")

            def parse_element() -> None:
                nonlocal layout, memory_space
                attr = self.parse_attribute()
                if isinstance(attr, _b.MemRefLayoutAttrInterface):
                    layout = attr
                elif memory_space is not None:
                    self.emit_error("multiple memory spaces specified in memref type")
                else:
                    memory_space = attr
                    return
                if unranked:
                    self.emit_error("cannot have affine map for unranked memref type")
                if memory_space is not None:
                    self.emit_error("expected memory space to be last in memref type")

            self.parse_comma_separated_list_until(_GREATER, parse_element, allow_empty=False)

        emit = self._emitter(loc)
        if unranked:
            return _b.UnrankedMemRefType.get_checked(emit, self.context, element, memory_space)
        return _b.MemRefType.get_checked(emit, self.context, dims, element, layout, memory_space)

    def _emitter(self, loc: int | None) -> Callable[[str], None]:
        """An EmitError raising at `loc` (None: the current token), for get_checked."""

        def emit(message: str) -> None:
            self.emit_error(message, loc)

        return emit

    # --- Dialect types and aliases -----------------------------------------------------------

    def _parse_extended_type(self) -> Any:
        """extended-type ::= `!` alias-name | `!` dialect-namespace `<` type-data `>`
        | `!` dialect-namespace `.` ident pretty-dialect-body? (parseExtendedType)."""
        return self.parse_extended_symbol(self.state.type_aliases, self._create_dialect_type)


def _no_type(parser: TypeParser) -> Any:
    parser.emit_wrong_token_error("expected non-function type")


_SHAPED_PARSERS: dict[TokenKind, Callable[[TypeParser], Any]] = {
    _KW_TENSOR: TypeParser._parse_tensor_type,
    _KW_MEMREF: TypeParser._parse_memref_type,
    _KW_VECTOR: TypeParser._parse_vector_type,
}

# Token kind -> parser of the non-function type it starts (parseNonFunctionType).
# Looked up by name: compiled, a cpdef method named in its own module is its C function.
_KEYWORD_OR_INT_TYPE = getattr(TypeParser, "_parse_keyword_or_int_type")
_TYPE_PARSERS: dict[TokenKind, Callable[[TypeParser], Any]] = {
    _INTTYPE: _KEYWORD_OR_INT_TYPE,
    **{kind: _KEYWORD_OR_INT_TYPE for kind in KEYWORD_TYPES},
    _KW_TENSOR: TypeParser._parse_shaped_cached,
    _KW_MEMREF: TypeParser._parse_shaped_cached,
    _KW_VECTOR: TypeParser._parse_shaped_cached,
    TokenKind.KW_COMPLEX: TypeParser._parse_complex_type,
    TokenKind.KW_TUPLE: TypeParser._parse_tuple_type,
    _BANG: TypeParser._parse_extended_type,
}
