"""Reading MLIR text: the public entry points, and `AsmParser`, the parser object that
generated dialect parsers receive.

`parse_source` follows mlir-opt: the top-level operations of a file are wrapped in an
implicit `builtin.module` (located at `file:0:0`) unless the file holds exactly one
module. Parse errors raise ParseError carrying mlir-opt's message and position.

The parser is one chain of classes, each in its own module and each the base of the
next: ParserCore (tokens) <- NumberParser <- DialectSymbolParser <- TypeParser <- LocationParser <-
ElementsParser <- AttrParser <- ResourceParser <- OperationParser <- OpAsmParserMixin
(custom operation syntax) <- AsmParser. A single chain, not mixins, because compiled
each is an extension class (`.pxd` beside its module) whose methods read the parser's
fields, declared on ParserCore, directly.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Callable, NoReturn

from odsgen.ir.core import seam
from odsgen.ir.core.diagnostics import Diagnostic, ParseError, Severity
from odsgen.ir.core.gc_pause import cycle_collection_paused
from odsgen.ir.core.operation import Block, Operation, Region
from odsgen.ir.core.source import Input
from odsgen.ir.text.lexer import TokenKind
from odsgen.ir.text.op_asm_parser import OpAsmParserMixin
from odsgen.ir.text.parser_state import ParserState

if TYPE_CHECKING:
    from odsgen.ir.core.context import Context


class AsmParser(OpAsmParserMixin):
    """The parser API (MLIR's AsmParser/OpAsmParser) over one input.

    Beyond the token, type and attribute methods it inherits, it has what generated
    parsers of declarative formats call (ODS's FieldParser role).
    """

    __slots__ = ()  # no instance dictionary: a parser's fields are ParserCore's

    def parse_operand(self, allow_result_number: bool = True) -> tuple[str, int, int]:
        """OpAsmParser::parseOperand: `%name` or `%name#N`, as (name, result number,
        offset); a C call from generated parsers, compiled (parser.pxd)."""
        return self.parse_ssa_use(allow_result_number)

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
        # Upstream's message really has two spaces: "unknown  type".
        return self._dialect_class(dialect, syntax, "unknown  type").parse(self)

    def parse_dialect_attribute(self, dialect: str, syntax: dict[str, Any], type: Any) -> Any:
        """A dialect's attribute by mnemonic (parseAttribute + generatedAttributeParser)."""
        return self._dialect_class(dialect, syntax, "unknown attribute").parse(self, type)

    def _dialect_class(self, dialect: str, syntax: dict[str, Any], unknown: str) -> Any:
        """The class named by the mnemonic at the current token (KeywordSwitch)."""
        loc = self.tok_start
        mnemonic = self.parse_optional_keyword()
        if mnemonic is None:
            self.emit_error("expected valid keyword")
        cls = syntax.get(mnemonic)
        if cls is None:
            self.emit_error(f"{unknown} `{mnemonic}` in dialect `{dialect}`", loc)
        return cls

    # -- values of parameters -------------------------------------------------------------

    def parse_struct_key(self) -> str:
        """A `struct` key; fails like MLIR with two diagnostics at the current token."""
        key = self.parse_optional_keyword()
        if key is None:
            first = self.make_error("expected valid keyword")
            raise self.with_error(first, "expected a parameter name in struct")
        return key

    def parse_enum(self, enum: Any) -> Any:
        """An enum case by its keyword or string spelling: the FieldParser ODS generates
        for every enum ("expected keyword for SUMMARY", "expected one of [...] for
        SUMMARY, got: X", both at the start of the value; AsmParser::emitError, so an op's
        custom syntax prefixes them)."""
        separator = getattr(enum, "_ods_separator", None)
        if separator is not None:
            return self._parse_bit_enum(enum, separator)
        loc = self.tok_start
        spelled = self.parse_optional_keyword_or_string()
        if spelled is None:
            self.emit_asm_error(f"expected keyword for {enum_summary(enum)}", loc)
        case = enum.symbolize(spelled)
        if case is None:
            self.emit_asm_error(f"expected one of [{enum_spellings(enum)}] for {enum_summary(enum)}, got: {spelled}", loc)
        return case

    def _parse_bit_enum(self, enum: Any, separator: str) -> Any:
        """A bit enum's FieldParser: keywords joined by the separator's `|` or `,`."""
        value = None
        while True:
            loc = self.tok_start
            keyword = self.parse_optional_keyword()
            if keyword is None:
                self.emit_asm_error(f"expected keyword for {enum_summary(enum)}", loc)
            case = enum.symbolize(keyword)
            if case is None:
                self.emit_asm_error(f"expected one of [{enum_spellings(enum)}] for {enum_summary(enum)}, got: {keyword}", loc)
            value = case if value is None else value | case
            if not (self.parse_optional_vertical_bar() if "|" in separator else self.parse_optional_comma()):
                return value

    def parse_optional_enum(self, enum: Any) -> Any:
        """FieldParser<std::optional<E>>: None unless a keyword or string follows."""
        if not (self.is_current_token_a_keyword() or self.tok_kind is TokenKind.STRING):
            return None
        return self.parse_enum(enum)

    def parse_enum_parameter(self, enum: Any) -> Any:
        """The `value` of an enum attribute (ODS EnumParameter). An EnumAttrInfo enum
        (I32EnumAttr, I32BitEnumAttr...) uses its `parameterParser`: a keyword or string
        per case, "expected CPPTYPE to be one of: a, b" at the start of the value; a bit
        enum repeats while its separator (`|` or `,`) follows. Other enums use their
        FieldParser (parse_enum)."""
        if not getattr(enum, "_ods_attr_info", False):
            return self.parse_enum(enum)
        loc = self.tok_start
        separator = getattr(enum, "_ods_separator", None)
        value = None
        while True:
            spelled = self.parse_keyword_or_string()
            case = enum.symbolize(spelled)
            if case is None:
                cases = ", ".join(c.string for c in _cases(enum))
                self.emit_error(f"expected {enum._ods_cpp_type} to be one of: {cases}", loc)
            if separator is None:
                return case
            value = case if value is None else value | case
            more = self.parse_optional_vertical_bar() if "|" in separator else self.parse_optional_comma()
            if not more:
                return value

    def parse_comma_separated_values(self, element: Callable[[], Any]) -> list[Any]:
        """`v (, v)*` without brackets (FieldParser of a container)."""
        values = [element()]
        while self.parse_optional_comma():
            values.append(element())
        return values

    def parse_custom_type_with_fallback(self, cls: type) -> Any:
        """FieldParser of a type class (parseCustomTypeWithFallback): for a class with a
        syntax of its own (an assembly format or a custom one), its body unless the token
        is `!` (the full `!dialect.x<...>` form, or an alias); otherwise any type. A value
        of another class is "invalid kind of type specified: expected NAME, but found 'T'"
        at its start (NAME is the ODS typeName)."""
        loc = self.tok_start
        if self.tok_kind is not TokenKind.EXCLAMATION_IDENTIFIER and getattr(cls, "_ods_custom_syntax", False):
            value = cls.parse(self)
        else:
            value = self.parse_type()
        if not isinstance(value, cls):
            name = getattr(cls, "_ods_static_name", "") or cls._ods_name
            self.emit_error(f"invalid kind of type specified: expected {name}, but found '{self.type_text(value)}'", loc)
        return value

    def parse_custom_attribute_with_fallback(self, cls: type, type: Any = None) -> Any:
        """FieldParser of an attribute class (parseCustomAttributeWithFallback): the body of
        a class with a syntax of its own unless the token is `#`, else any attribute;
        another class is "invalid kind of attribute specified"."""
        loc = self.tok_start
        if self.tok_kind is not TokenKind.HASH_IDENTIFIER and getattr(cls, "_ods_custom_syntax", False):
            value = self.as_custom_op_parser(lambda: cls.parse(self, type))
        else:
            value = self.parse_attribute(type)
        if not isinstance(value, cls):
            self.emit_error("invalid kind of attribute specified", loc)
        return value

    def as_custom_op_parser(self, parse: Callable[[], Any]) -> Any:
        """Run an attribute's or type's own parser on behalf of a custom operation: it
        reports through that operation's OpAsmParser, whose errors carry the
        "custom op 'NAME'" prefix."""
        try:
            return parse()
        except ParseError as exc:
            message = self.op_message("")
            if not message or getattr(exc, "token_error", False):
                raise  # Parser-level token errors carry no prefix
            for diagnostic in exc.diagnostics:
                if diagnostic.severity is Severity.ERROR and not diagnostic.message.startswith(message):
                    diagnostic.message = message + diagnostic.message
            raise

    def parse_optional_attribute_of(self, cls: type, type: Any = None) -> Any:
        """FieldParser<std::optional<AttrT>> (parseOptionalAttribute(AttrT &)): None when
        no attribute starts here; another class is "invalid kind of attribute specified"."""
        loc = self.tok_start
        value = self.parse_optional_attribute(type)
        if value is not None and not isinstance(value, cls):
            self.emit_error("invalid kind of attribute specified", loc)
        return value

    def parse_optional_type_of(self, cls: type) -> Any:
        """FieldParser<std::optional<TypeT>> (parseOptionalType, then the class check)."""
        loc = self.tok_start
        value = self.parse_optional_type()
        if value is not None and not isinstance(value, cls):
            name = getattr(cls, "_ods_static_name", "") or cls._ods_name
            self.emit_error(f"invalid kind of type specified: expected {name}, but found '{self.type_text(value)}'", loc)
        return value


def _cases(enum: Any) -> list[Any]:
    """The declared cases of an enum class, in order (bit enums included)."""
    return [enum[name] for name in enum._ods_strings]


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
    for case in _cases(enum):
        spelled = case.string
        parts.append(spelled if _is_keyword(spelled) else f'"{spelled}"{spelled}')
    return ", ".join(parts)


def _parser(context: Context, text: str | Input, filename: str) -> AsmParser:
    source = text if isinstance(text, Input) else Input(filename, text)
    return AsmParser(ParserState(context), source, source.name)


NESTING_TOO_DEEP = "nesting too deep"


def _too_deep(parser: AsmParser, exc: RecursionError) -> ParseError:
    """The error for input nested past Python's recursion limit: where the parser was
    when the limit was hit. That is the current token of the innermost parser on the
    stack (a nested parser, e.g. of an affine map, keeps its own position)."""
    offset = parser.tok_start
    frames = []
    trace = exc.__traceback__
    while trace is not None:
        frames.append(trace.tb_frame)
        trace = trace.tb_next
    for frame in reversed(frames):  # innermost first
        owner = frame.f_locals.get("self")
        position = getattr(owner, "tok_start", None)
        if not isinstance(position, int):
            position = getattr(getattr(owner, "tok", None), "start", None)
        if isinstance(position, int) and getattr(owner, "source", getattr(owner, "input", None)) is parser.input:
            offset = position
            break
    return parser.make_error(NESTING_TOO_DEEP, min(offset, len(parser.text)))


def parse_source(
    context: Context,
    text: str | Input,
    filename: str = "<string>",
    module_at_start: bool = False,
    implicit_module: bool = True,
) -> Operation:
    """Parse a whole file into its (possibly implicit) top-level `builtin.module`.

    With `module_at_start` (a chunk of a split file past the file's start, see odsgen.opt)
    the implicit module is located at the text's first character, not at `file:0:0`.
    Without `implicit_module` (mlir-opt's --no-implicit-module) the file must hold a
    single top-level operation, which is returned as it is; the error for any other
    count is where the implicit module would be.
    Input nested deeper than the recursion limit allows fails with "nesting too deep" (a
    ParseError) where the limit was hit.
    """
    parser = _parser(context, text, filename)
    try:
        with cycle_collection_paused():
            block = parser.parse_top_level()
    except RecursionError as exc:
        raise _too_deep(parser, exc) from None
    context.resources.update(parser.state.resources)
    ops = block.operations
    if len(ops) == 1 and (ops[0].name == "builtin.module" or not implicit_module):
        return ops[0].detach_from_parent()
    if not implicit_module:
        message = f"source must contain a single top-level operation, found: {len(ops)}"
        if module_at_start:
            raise parser.make_error(message, 0)
        raise ParseError(Diagnostic(Severity.ERROR, message, where=f"{parser.input.name}:0:0"))
    body = Block()
    for op in list(ops):
        body.append(op.detach_from_parent())
    location = parser.file_location(0) if module_at_start else parser.file_location_at(0, 0)
    return context.create_operation("builtin.module", regions=[Region([body])], location=location)


def _parse_whole(context: Context, text: str, what: str, parse: Any) -> Any:
    parser = _parser(context, text, "<string>")
    parser._init_op_state()
    try:
        result = parse(parser)
    except RecursionError as exc:
        raise _too_deep(parser, exc) from None
    if parser.tok_kind is not TokenKind.EOF:
        parser.emit_error(f"unexpected trailing characters after {what}")
    return result


def parse_type(context: Context, text: str) -> Any:
    return _parse_whole(context, text, "type", lambda p: p.parse_type())


def parse_attribute(context: Context, text: str) -> Any:
    return _parse_whole(context, text, "attribute", lambda p: p.parse_attribute())


# Context.parse_module/parse_type/parse_attribute call these through core's seam.
seam.install(parse_source=parse_source, parse_type=parse_type, parse_attribute=parse_attribute)
