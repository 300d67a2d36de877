"""Reading MLIR text: the public entry points, and `AsmParser`, the parser object that
generated dialect parsers receive.

`parse_source` follows mlir-opt: the top-level operations of a file are wrapped in an
implicit `builtin.module` (located at `file:0:0`) unless the file holds exactly one
module. Parse errors raise ParseError carrying mlir-opt's message and position.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Callable

from odsgen.ir.diagnostics import Diagnostic, ParseError, Severity
from odsgen.ir.lexer import TokenKind
from odsgen.ir.op_parser import OperationParser
from odsgen.ir.operation import Block, Operation, Region
from odsgen.ir.parser_state import ParserState
from odsgen.ir.source import Input

if TYPE_CHECKING:
    from odsgen.ir.context import Context


class AsmParser(OperationParser):
    """The parser API (MLIR's AsmParser/OpAsmParser) over one input.

    Beyond the token, type and attribute methods it inherits, it has what generated
    parsers of declarative formats call (ODS's FieldParser role).
    """

    # -- errors ---------------------------------------------------------------------------

    def with_error(self, error: ParseError, message: str) -> ParseError:
        """`error` plus a second diagnostic at the current location, as a generated
        parser adds "failed to parse ... parameter" after the field parser's own."""
        more = Diagnostic(Severity.ERROR, message, self.span_at(self.tok_start))
        return ParseError(*error.diagnostics, more)

    def error_at(self, loc: int) -> Callable[[str], None]:
        """An emit_error reporting verifier failures at `loc` (getChecked's location)."""

        def emit(message: str) -> None:
            self.emit_error(message, loc)

        return emit

    # -- dialect attributes and types -----------------------------------------------------

    def parse_dialect_type(self, dialect: str, syntax: dict[str, Any]) -> Any:
        """A dialect's type by mnemonic (the generated parseType + generatedTypeParser)."""
        loc = self.tok_start
        mnemonic = self.parse_optional_keyword()
        if mnemonic is None:
            self.emit_error("expected valid keyword")
        cls = syntax.get(mnemonic)
        if cls is None:
            self.emit_error(f"unknown  type `{mnemonic}` in dialect `{dialect}`", loc)
        return cls.parse(self)

    def parse_dialect_attribute(self, dialect: str, syntax: dict[str, Any], type: Any) -> Any:
        """A dialect's attribute by mnemonic (parseAttribute + generatedAttributeParser)."""
        loc = self.tok_start
        mnemonic = self.parse_optional_keyword()
        if mnemonic is None:
            self.emit_error("expected valid keyword")
        cls = syntax.get(mnemonic)
        if cls is None:
            self.emit_error(f"unknown attribute `{mnemonic}` in dialect `{dialect}`", loc)
        return cls.parse(self, type)

    # -- values of parameters -------------------------------------------------------------

    def parse_struct_key(self) -> str:
        """A `struct` key; fails like MLIR with two diagnostics at the current token."""
        key = self.parse_optional_keyword()
        if key is None:
            first = self.make_error("expected valid keyword")
            raise self.with_error(first, "expected a parameter name in struct")
        return key

    def parse_enum(self, enum: Any) -> Any:
        """An enum case by its keyword or string spelling (EnumAttr's FieldParser)."""
        loc = self.tok_start
        spelled = self.parse_optional_keyword_or_string()
        if spelled is None:
            self.emit_error(f"expected keyword for {enum_summary(enum)}", loc)
        case = enum.symbolize(spelled)
        if case is None:
            self.emit_error(f"expected one of [{enum_spellings(enum)}] for {enum_summary(enum)}, got: {spelled}", loc)
        return case

    def parse_optional_enum(self, enum: Any) -> Any:
        if not (self.is_current_token_a_keyword() or self.tok_kind is TokenKind.STRING):
            return None
        return self.parse_enum(enum)

    def parse_comma_separated_values(self, element: Callable[[], Any]) -> list[Any]:
        """`v (, v)*` without brackets (FieldParser of a container)."""
        values = [element()]
        while self.parse_optional_comma():
            values.append(element())
        return values

    def parse_custom_type_with_fallback(self, cls: type) -> Any:
        """A type of class `cls`: the full `!dialect.x<...>` form, or just the body when
        `cls` has a syntax of its own (printed stripped)."""
        if self.tok_kind is not TokenKind.EXCLAMATION_IDENTIFIER and hasattr(cls, "parse") and cls._ods_mnemonic:
            return cls.parse(self)
        loc = self.tok_start
        value = self.parse_type()
        if not isinstance(value, cls):
            self.emit_error(
                f"invalid kind of type specified: expected {cls._ods_name}, but found '{self.type_text(value)}'", loc
            )
        return value

    def parse_custom_attribute_with_fallback(self, cls: type, type: Any = None) -> Any:
        if self.tok_kind is not TokenKind.HASH_IDENTIFIER and hasattr(cls, "parse") and cls._ods_mnemonic:
            return cls.parse(self, type)
        loc = self.tok_start
        value = self.parse_attribute(type)
        if not isinstance(value, cls):
            self.emit_error("invalid kind of attribute specified", loc)
        return value


def _is_keyword(text: str) -> bool:
    """A bare identifier: (letter|_) (letter|digit|_|$|.)*"""
    return bool(text) and (text[0].isalpha() or text[0] == "_") and text.isascii() and all(
        c.isalnum() or c in "_$." for c in text
    )


def enum_summary(enum: Any) -> str:
    return enum._ods_summary


def enum_spellings(enum: Any) -> str:
    """Case spellings as MLIR lists them: a keyword bare, anything else quoted and then
    repeated (upstream prints `"+"+` for the case spelled `+`)."""
    parts = []
    for case in enum:
        spelled = case.string
        parts.append(spelled if _is_keyword(spelled) else f'"{spelled}"{spelled}')
    return ", ".join(parts)


def _parser(context: Context, text: str | Input, filename: str) -> AsmParser:
    source = text if isinstance(text, Input) else Input(filename, text)
    return AsmParser(ParserState(context), source, source.name)


def parse_source(context: Context, text: str | Input, filename: str = "<string>") -> Operation:
    """Parse a whole file into its (possibly implicit) top-level `builtin.module`."""
    parser = _parser(context, text, filename)
    block = parser.parse_top_level()
    context.resources.update(parser.state.resources)
    ops = block.operations
    if len(ops) == 1 and ops[0].name == "builtin.module":
        module = ops[0]
        module.parent = None
        return module
    body = Block()
    for op in ops:
        body.append(op)
    return context.create_operation(
        "builtin.module", regions=[Region([body])], location=parser.file_location_at(0, 0)
    )


def _parse_whole(context: Context, text: str, what: str, parse: Any) -> Any:
    parser = _parser(context, text, "<string>")
    parser._init_op_state()
    result = parse(parser)
    if parser.tok_kind is not TokenKind.EOF:
        parser.emit_error(f"unexpected trailing characters after {what}")
    return result


def parse_type(context: Context, text: str) -> Any:
    return _parse_whole(context, text, "type", lambda p: p.parse_type())


def parse_attribute(context: Context, text: str) -> Any:
    return _parse_whole(context, text, "attribute", lambda p: p.parse_attribute())
