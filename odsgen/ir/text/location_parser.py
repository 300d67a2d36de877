"""Parsing locations: `loc(...)` and what it holds (`"file":1:2 to 3:4`, `"name"(...)`,
`callsite(... at ...)`, `fused<metadata>[...]`, `unknown`, or a location attribute
`#dialect...`), and the FileLineColLocs of input offsets.

Mirrors upstream's LocationParser.cpp (MLIR 22), messages and positions included.

`LocationParser` is a base of `AttrParser` (see parser.py for the parser's class chain),
whose `parse_attribute`, `_parse_extended_attr` and `attr_text` it uses.
"""

from __future__ import annotations

from bisect import bisect_right as _bisect_right
from typing import Any

from odsgen.dialects import builtin as _b
from odsgen.ir.core.source import Input
from odsgen.ir.text.lexer import TokenKind, integer_value, string_value
from odsgen.ir.text.parser_core import Delimiter
from odsgen.ir.text.type_parser import TypeParser

K = TokenKind
_BARE = K.BARE_IDENTIFIER
_INTEGER = K.INTEGER
_STRING = K.STRING
_HASH = K.HASH_IDENTIFIER
_COLON = K.COLON
_LESS = K.LESS
_GREATER = K.GREATER
_LPAREN = K.L_PAREN
_RPAREN = K.R_PAREN
_KW_TO = K.KW_TO
_KW_LOC = K.KW_LOC

_StringAttr = _b.StringAttr
_FileLineColRange = _b.FileLineColRange
_LocationAttr = _b.LocationAttr

_UINT32_MAX = (1 << 32) - 1


class DeferredLoc:
    """A `loc(#alias)` whose alias is not defined yet; resolved at the end of the file."""

    __slots__ = ("loc", "name")

    def __init__(self, loc: int, name: str) -> None:
        self.loc = loc
        self.name = name


class LocationParser(TypeParser):
    """Location syntax (a base of AttrParser)."""

    __slots__ = ()  # no instance dictionary: a parser's fields are ParserCore's

    def _parse_inline_location(self, type: Any) -> Any:
        self.consume()
        self.parse_token(_LPAREN, "expected '(' in inline location")
        loc = self.parse_location_instance()
        self.parse_token(_RPAREN, "expected ')' in inline location")
        return loc

    def parse_location_instance(self) -> Any:
        """The inside of `loc(...)`: `"file":1:2`, `"name"(...)`, `callsite(...)`,
        `fused<...>[...]`, `unknown`, or a location attribute."""
        depth = self.nest()
        try:
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
        finally:
            self.depth = depth - 1

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

    def parse_optional_location_specifier(self) -> Any:
        """`loc(...)` if present: the location, a DeferredLoc for an alias not defined
        yet, or None when there is no `loc`."""
        if self.tok_kind is not _KW_LOC:
            return None
        self.consume()
        self.parse_token(_LPAREN, "expected '(' in location")
        if self.tok_kind is _HASH and "." not in self.spelling:
            name, loc = self.spelling[1:], self.tok_start
            self.consume()
            location = self.state.attr_aliases.get(name)
            if location is None:
                location = DeferredLoc(loc, name)
            elif not self.is_location(location):
                self.emit_error(f"expected location, but found '{location}'", loc)
        else:
            location = self.parse_location_instance()
        self.parse_token(_RPAREN, "expected ')' in location")
        return location

    def is_location(self, attr: Any) -> bool:
        return isinstance(attr, _LocationAttr)

    @property
    def file_locations(self) -> FileLocations:
        """The FileLineColLocs of this input's offsets (an operation's deferred location
        is `(parser.file_locations, offset)`, see DeferredLocation)."""
        locations = self._file_locations
        if locations is None:
            locations = self._file_locations = FileLocations(self.context, self.input)
        return locations

    def deferred_location(self, offset: int) -> tuple[FileLocations, int]:
        """The location of an offset as an operation takes it, found only if asked for
        (see DeferredLocation): what a custom parser gives an operation it builds."""
        return (self.file_locations, offset)

    def file_location(self, offset: int) -> Any:
        """The FileLineColLoc of an offset in the input (byte columns, as MLIR)."""
        return self.file_locations(offset)

    def file_location_at(self, line: int, column: int) -> Any:
        """FileLineColLoc(input name, line, column), e.g. the implicit module's `:0:0`."""
        return self.file_locations.at(line, column)


class FileLocations:
    """The FileLineColLocs of offsets in one input, with its line index and file name
    attribute looked up once (it holds no parser, so deferred locations keep none alive)."""

    __slots__ = ("context", "input", "filename", "ascii_line_starts", "indexed")

    def __init__(self, context: Any, input: Input) -> None:
        self.context = context
        self.input = input
        self.filename = _StringAttr.get(context, input.name or "-")
        # The line index if the text is ASCII (columns in bytes are then columns in
        # characters) and starts its file, None if not; built when a location is first
        # asked for (most runs never print or report one: the index was 2% of a run).
        self.ascii_line_starts = None
        self.indexed = False

    def __call__(self, offset: int) -> Any:
        if not self.indexed:
            self.ascii_line_starts = self.input.ascii_line_starts()
            self.indexed = True
        starts = self.ascii_line_starts
        if starts is not None:
            index = _bisect_right(starts, offset) - 1
            return _FileLineColRange._ods_get(self.context, self.filename, (index + 1, offset - starts[index] + 1))
        return self.at(*self.input.line_byte_col(offset))

    def at(self, line: int, column: int) -> Any:
        return _FileLineColRange._ods_get(self.context, self.filename, (line, column))
