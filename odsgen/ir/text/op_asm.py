"""The OpAsmParser / OpAsmPrinter API that custom operation parsers and printers use
(mlir/include/mlir/IR/OpImplementation.h; CustomOpAsmParser in
mlir/lib/AsmParser/Parser.cpp), as mixins of `parser.AsmParser` and `printer.AsmPrinter`.

Errors follow MLIR. Inside a custom operation (`with parser.custom_op(name, loc):`),
the messages MLIR reports through the OpAsmParser's own `emitError` carry the prefix
"custom op 'NAME' " (`emit_op_error`); those it reports through the underlying parser
(punctuation, types, attributes, SSA names) do not.

Token-level and type-list methods (`parse_colon_type`, `parse_colon_type_list`,
`parse_optional_colon_type_list`, `parse_type_list`, `parse_arrow_type_list`,
`parse_optional_arrow_type_list`, punctuation, keywords, `parse_successor`, ...) live
in parser_core.py, type_parser.py and op_parser.py; this module adds what only custom
operation syntax needs. The printer methods only call the printer primitives (`write`,
`print_type`, `print_optional_attr_dict`), so they also work on the alias walk's dry-run
printer: `OpAsmPrinterMixin.print_arrow_type_list(printer, types)`.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Callable, Iterable, NoReturn, Sequence

from odsgen.ir.core.attributes import Type
from odsgen.ir.core.operation import Block, Operation, Region, Value
from odsgen.ir.text.lexer import TokenKind
from odsgen.ir.text.op_printer import is_terminator
from odsgen.ir.text.parser_core import Delimiter

if TYPE_CHECKING:
    from odsgen.ir.core.diagnostics import ParseError

# An SSA use as parse_ssa_use returns it: (name with its `%`, result number, offset).
UnresolvedOperand = tuple[str, int, int]

_PERCENT = TokenKind.PERCENT_IDENTIFIER
_CARET = TokenKind.CARET_IDENTIFIER
_HASH = TokenKind.HASH_IDENTIFIER
_LBRACE = TokenKind.L_BRACE
_RBRACE = TokenKind.R_BRACE
_LPAREN = TokenKind.L_PAREN
_RPAREN = TokenKind.R_PAREN
_LSQUARE = TokenKind.L_SQUARE
_COLON = TokenKind.COLON
_EOF = TokenKind.EOF
_KW_LOC = TokenKind.KW_LOC


@dataclass
class Argument:
    """OpAsmParser::Argument: `%name (: type)? ({attrs})? (loc(...))?`.

    `location` is a location attribute, an op_parser.DeferredLoc (an alias defined later in the
    file, resolved when the argument becomes a block argument), or None (the block
    argument is then located at its name)."""

    ssa: UnresolvedOperand
    type: Any = None
    attrs: dict[str, Any] | None = None
    location: Any = None

    @property
    def name(self) -> str:
        return self.ssa[0]


class CustomOpScope:
    """The custom operation whose syntax is being read (the parser's `custom_op_scopes`
    stack): `name` is "" while its regions are parsed, whose operations report their own
    errors; `default_dialect` applies to operation names inside it."""

    __slots__ = ("name", "loc", "default_dialect")

    def __init__(self, name: str, loc: int, default_dialect: str = "") -> None:
        self.name = name
        self.loc = loc
        self.default_dialect = default_dialect


class _Scope:
    """Pushes a custom-operation entry for the duration of a `with` (a plain class:
    one is entered per operation parsed, so it is kept cheap)."""

    __slots__ = ("stack", "entry")

    def __init__(self, stack: list[Any], entry: Any) -> None:
        self.stack = stack
        self.entry = entry

    def __enter__(self) -> None:
        if self.entry is not None:
            self.stack.append(self.entry)

    def __exit__(self, *exc: Any) -> None:
        if self.entry is not None:
            self.stack.pop()


class OpAsmParserMixin:
    """Custom operation parsing; mixed into `parser.AsmParser` (after its main base)."""

    __slots__ = ()  # no instance dictionary: a parser's fields are ParserCore's

    # Provided by the parser classes this is mixed into.
    tok_kind: TokenKind
    tok_start: int
    spelling: str
    custom_op_scopes: list[CustomOpScope]
    context: Any
    state: Any
    _isolated: list[Any]
    _deferred: list[Any]
    emit_error: Callable[..., NoReturn]
    emit_wrong_token_error: Callable[[str], NoReturn]
    make_error: Callable[..., ParseError]
    span_at: Callable[..., Any]
    consume: Callable[[], None]
    parse_token: Callable[[TokenKind, str], None]
    parse_ssa_use: Callable[..., UnresolvedOperand]
    resolve_ssa_use: Callable[[UnresolvedOperand, Any], Value]
    add_definition: Callable[[UnresolvedOperand, Value], None]
    parse_optional_ssa_use_list: Callable[[], list[UnresolvedOperand]]
    parse_successor: Callable[[], Block]
    parse_block: Callable[[Block | None], Block]
    parse_attribute_dict: Callable[[], dict[str, Any]]
    parse_optional_keyword: Callable[..., str | None]
    parse_colon_type: Callable[[], Any]
    parse_type_list_no_parens: Callable[[], list[Any]]
    parse_comma_separated_list: Callable[..., bool]
    parse_comma_separated_list_until: Callable[..., None]
    parse_location_instance: Callable[[], Any]
    is_location: Callable[[Any], bool]
    file_location: Callable[[int], Any]
    type_text: Callable[[Any], str]
    _push_scope: Callable[[bool], None]
    _pop_scope: Callable[[], None]

    # -- the custom operation being parsed ----------------------------------------------

    def custom_op(self, name: str, loc: int, default_dialect: str = "") -> _Scope:
        """Parse a custom operation `name` (named at offset `loc`): OpAsmParser errors
        get its "custom op 'NAME' " prefix, `name_loc` is `loc`, and
        `custom_op_default_dialect()` is its OpAsmOpInterface default dialect. Opening
        the scope the caller already opened for this operation changes nothing."""
        stack = self.custom_op_scopes
        if stack:
            top = stack[-1]
            if top.name == name and top.loc == loc and top.default_dialect == default_dialect:
                return _Scope(stack, None)
        return _Scope(stack, CustomOpScope(name, loc, default_dialect))

    def _current_op(self) -> CustomOpScope | None:
        stack = self.custom_op_scopes
        return stack[-1] if stack else None

    @property
    def name_loc(self) -> int:
        """OpAsmParser::getNameLoc: where the custom operation's name is."""
        op = self._current_op()
        return op.loc if op is not None else self.tok_start

    def custom_op_default_dialect(self) -> str | None:
        """The default dialect for operation names read now: inside the regions of a
        custom operation, its own (None outside any)."""
        op = self._current_op()
        return op.default_dialect if op is not None else None

    def op_message(self, message: str) -> str:
        """`message` as CustomOpAsmParser::emitError words it."""
        op = self._current_op()
        return f"custom op '{op.name}' {message}" if op is not None and op.name else message

    def emit_op_error(self, message: str, loc: int | None = None) -> NoReturn:
        """OpAsmParser::emitError: at `loc` (default: the current token)."""
        self.emit_error(self.op_message(message), self.tok_start if loc is None else loc)

    def parse_op_keyword(self, keyword: str, message: str = "") -> str:
        """AsmParser::parseKeyword inside a custom op: "expected 'kw'" with the prefix."""
        loc = self.tok_start
        if self.parse_optional_keyword(keyword) is None:
            self.emit_op_error(f"expected '{keyword}'{message}", loc)
        return keyword

    def parse_custom_operation_name(self) -> str:
        """OperationParser::parseCustomOperationName: a bare identifier or keyword
        naming an operation (registered or not); without a dialect prefix, one of the
        default dialect. Its errors come from the underlying parser (no prefix)."""
        kind = self.tok_kind
        if kind is not TokenKind.BARE_IDENTIFIER and kind < TokenKind.KW_AFFINE_MAP:
            self.emit_error("expected bare identifier or keyword")
        name = self.spelling
        self.consume()
        if "." not in name and self.context.op_info(name) is None:
            name = f"{self.custom_op_default_dialect() or 'builtin'}.{name}"
        return name

    # -- operands -------------------------------------------------------------------------

    # parse_operand(allow_result_number=True) is parser.AsmParser's: parse_ssa_use itself.

    def parse_optional_operand(self, allow_result_number: bool = True) -> UnresolvedOperand | None:
        if self.tok_kind is not _PERCENT:
            return None
        return self.parse_ssa_use(allow_result_number)

    def parse_operand_list(
        self,
        delimiter: Delimiter = Delimiter.NONE,
        allow_result_number: bool = True,
        required_count: int = -1,
    ) -> list[UnresolvedOperand]:
        """Zero or more comma-separated operands inside `delimiter`; with
        `required_count`, "expected N operands" otherwise."""
        result: list[UnresolvedOperand] = []
        if delimiter is Delimiter.NONE and self.tok_kind is not _PERCENT:
            if required_count in (-1, 0):
                return result
            if self.tok_kind is _LPAREN or self.tok_kind is _LSQUARE:
                self.emit_error("unexpected delimiter")
            self.emit_wrong_token_error("expected operand")
        start = self.tok_start
        self.parse_comma_separated_list(
            delimiter,
            lambda: result.append(self.parse_ssa_use(allow_result_number)),
            " in operand list",
        )
        if required_count != -1 and len(result) != required_count:
            self.emit_op_error(f"expected {required_count} operands", start)
        return result

    def parse_trailing_operand_list(
        self, delimiter: Delimiter = Delimiter.NONE
    ) -> list[UnresolvedOperand]:
        """(`,` operand-list)? - nothing without the leading comma."""
        if self.tok_kind is not TokenKind.COMMA:
            return []
        self.consume()
        return self.parse_operand_list(delimiter)

    def resolve_operand(self, operand: UnresolvedOperand, type: Any) -> Value:
        return self.resolve_ssa_use(operand, type)

    def resolve_operands(
        self, operands: Sequence[UnresolvedOperand], types: Any, loc: int | None = None
    ) -> list[Value]:
        """Resolve each operand to its type (one Type for all, or one per operand; a
        count mismatch is reported at `loc`, default the operation's name)."""
        if isinstance(types, Type):
            return [self.resolve_ssa_use(u, types) for u in operands]
        types = list(types)
        if len(operands) != len(types):
            self.emit_op_error(
                f"number of operands and types do not match: got {len(operands)} operands and {len(types)} types",
                self.name_loc if loc is None else loc,
            )
        return [self.resolve_ssa_use(u, t) for u, t in zip(operands, types)]

    # -- attributes and types -------------------------------------------------------------

    def parse_optional_attr_dict(self) -> dict[str, Any]:
        """`{...}` if present (source order), else an empty dict."""
        if self.tok_kind is not _LBRACE:
            return {}
        return self.parse_attribute_dict()

    def parse_optional_attr_dict_with_keyword(self) -> dict[str, Any]:
        """`attributes {...}` if the keyword is present, else an empty dict."""
        if self.parse_optional_keyword("attributes") is None:
            return {}
        return self.parse_attribute_dict()

    def parse_colon_type_of(self, cls: type) -> Any:
        """`:` type, which must be a `cls` (AsmParser::parseColonType<TypeT>)."""
        loc = self.tok_start
        return self.expect_type_kind(self.parse_colon_type(), cls, loc)

    def expect_type_kind(self, parsed: Any, cls: type, loc: int) -> Any:
        """`parsed` if it is a `cls`, else "invalid kind of type specified" at `loc`."""
        if not isinstance(parsed, cls):
            name = getattr(cls, "_ods_static_name", "") or cls.__name__
            self.emit_op_error(
                f"invalid kind of type specified: expected {name}, but found '{self.type_text(parsed)}'",
                loc,
            )
        return parsed

    def parse_colon_function_type(self) -> Any:
        """`:` function-type (a builtin FunctionType)."""
        from odsgen.dialects import builtin

        return self.parse_colon_type_of(builtin.FunctionType)

    # -- arguments ------------------------------------------------------------------------

    def parse_argument(
        self, allow_type: bool = False, allow_attrs: bool = False, allow_loc: bool = True
    ) -> Argument:
        """`%name (: type)? ({attrs})? (loc(...))?`. MLIR always accepts the trailing
        location; `allow_loc=False` is for syntax that must not."""
        ssa = self.parse_ssa_use(False)
        type = self.parse_colon_type() if allow_type else None
        attrs = self.parse_optional_attr_dict() if allow_attrs else None
        location = self.parse_optional_location_specifier() if allow_loc else None
        return Argument(ssa, type, attrs, location)

    def parse_optional_argument(
        self, allow_type: bool = False, allow_attrs: bool = False, allow_loc: bool = True
    ) -> Argument | None:
        if self.tok_kind is not _PERCENT:
            return None
        return self.parse_argument(allow_type, allow_attrs, allow_loc)

    def parse_argument_list(
        self,
        delimiter: Delimiter = Delimiter.NONE,
        allow_type: bool = False,
        allow_attrs: bool = False,
    ) -> list[Argument]:
        result: list[Argument] = []
        if delimiter is Delimiter.NONE and self.tok_kind is not _PERCENT:
            return result
        self.parse_comma_separated_list(
            delimiter,
            lambda: result.append(self.parse_argument(allow_type, allow_attrs)),
            " in argument list",
        )
        return result

    def parse_optional_assignment_list(
        self,
    ) -> tuple[list[Argument], list[UnresolvedOperand]] | None:
        """`(%x1 = %y1, ...)` if a `(` follows, else None."""
        if self.tok_kind is not _LPAREN:
            return None
        self.consume()
        lhs: list[Argument] = []
        rhs: list[UnresolvedOperand] = []

        def assignment() -> None:
            lhs.append(self.parse_argument())
            self.parse_token(TokenKind.EQUAL, "expected '='")
            rhs.append(self.parse_ssa_use())

        self.parse_comma_separated_list_until(_RPAREN, assignment)
        return lhs, rhs

    def parse_assignment_list(self) -> tuple[list[Argument], list[UnresolvedOperand]]:
        result = self.parse_optional_assignment_list()
        if result is None:
            self.emit_op_error("expected '('")
        return result

    def parse_optional_location_specifier(self) -> Any:
        """`loc(...)` if present: the location, a DeferredLoc for an alias not defined
        yet, or None when there is no `loc`."""
        from odsgen.ir.text.op_parser import DeferredLoc

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

    # -- regions and successors -----------------------------------------------------------

    def parse_region_with_arguments(
        self, entry_arguments: Sequence[Argument] = (), enable_name_shadowing: bool = False
    ) -> Region:
        """OpAsmParser::parseRegion: the entry block gets `entry_arguments` (typed,
        located at their name unless they carry a location) when they are named.
        `enable_name_shadowing` (isolated-from-above operations only) lets them reuse
        names defined outside."""
        self.parse_token(_LBRACE, "expected '{' to begin a region")
        region = Region()
        if entry_arguments or self.tok_kind is not _RBRACE:
            self._parse_region_body_with(region, entry_arguments, enable_name_shadowing)
        self.consume()  # the `}`
        return region

    def parse_optional_region(
        self, entry_arguments: Sequence[Argument] | None = None, enable_name_shadowing: bool = False
    ) -> Region | None:
        if self.tok_kind is not _LBRACE:
            return None
        return self.parse_region_with_arguments(entry_arguments or (), enable_name_shadowing)

    def _parse_region_body_with(
        self, region: Region, arguments: Sequence[Argument], isolated: bool
    ) -> None:
        with self.region_of_custom_op():
            self._parse_argument_region_body(region, arguments, isolated)

    def region_of_custom_op(self) -> _Scope:
        """Inside a custom op's region: the region's operations are not the op's
        syntax, so their errors are their own, while the op's default dialect applies
        to their names."""
        stack = self.custom_op_scopes
        if not stack:
            return _Scope([], None)
        return _Scope(stack, CustomOpScope("", stack[-1].loc, stack[-1].default_dialect))

    def _parse_argument_region_body(
        self, region: Region, arguments: Sequence[Argument], isolated: bool
    ) -> None:
        self._push_scope(isolated)
        block = Block()
        if arguments and arguments[0].ssa[0]:
            if self.tok_kind is _CARET:
                self.emit_error("invalid block name in region with named arguments")
            for argument in arguments:
                self._define_entry_argument(block, argument)
        self.parse_block(block)
        if arguments and len(block.arguments) > len(arguments):
            self.emit_error("entry block arguments were already defined")
        region.append(block)
        while self.tok_kind is not _RBRACE:
            if self.tok_kind is _EOF:
                self.emit_wrong_token_error("expected '}' to end region")
            region.append(self.parse_block(None))
        self._pop_scope()

    def _define_entry_argument(self, block: Block, argument: Argument) -> None:
        from odsgen.ir.text.op_parser import DeferredLoc

        name, number, loc = argument.ssa
        # getReferenceLoc: a definition or a forward use of the name in this scope.
        entries = self._isolated[-1].values.get(name)
        if entries and number < len(entries) and entries[number][0] is not None:
            error = self.make_error(f"region entry argument '{name}' is already in use", loc)
            error.diagnostic.note("previously referenced here", self.span_at(entries[number][1]))
            raise error
        location = argument.location
        if isinstance(location, DeferredLoc):
            value = block.add_argument(argument.type, None)
            self._deferred.append((value, location))
        else:
            # Deferred, as an operation's (DeferredLocation): most are never read.
            value = block.add_argument(
                argument.type, location if location is not None else (self.file_locations, loc)
            )
        self.add_definition(argument.ssa, value)

    def parse_optional_successor(self) -> Block | None:
        if self.tok_kind is not _CARET:
            return None
        return self.parse_successor()

    def parse_successor_and_use_list(self) -> tuple[Block, list[Value]]:
        """`^bb` or `^bb(%v, ... : type, ...)`."""
        block = self.parse_successor()
        operands: list[Value] = []
        if self.tok_kind is _LPAREN:
            self.consume()
            uses = self.parse_optional_ssa_use_list()
            if uses:
                self.parse_token(_COLON, "expected ':' in operand list")
                types = self.parse_type_list_no_parens()
                if len(uses) != len(types):
                    self.emit_error(f"expected {len(uses)} types to match operand list")
                operands = [self.resolve_ssa_use(u, t) for u, t in zip(uses, types)]
            self.parse_token(_RPAREN, "expected ')'")
        return block, operands


class OpAsmPrinterMixin:
    """Custom operation printing; mixed into `printer.AsmPrinter` (after its main base)."""

    __slots__ = ()  # no instance dictionary in an AsmPrinter (see printer_core)

    write: Callable[[str], None]
    print_type: Callable[[Any], None]
    print_newline: Callable[[], None]
    print_optional_attr_dict: Callable[..., None]

    def print_new_line(self) -> None:
        """AsmPrinter::printNewline (also `print_newline`)."""
        self.print_newline()

    def print_optional_attr_dict_with_keyword(self, attrs: Any, elided: Iterable[str] = ()) -> None:
        """` attributes {...}` (sorted, without `elided`) or nothing."""
        self.print_optional_attr_dict(attrs, elided, True)

    def print_type_list(self, types: Iterable[Any]) -> None:
        """Types separated by `, ` (`printer << TypeRange`)."""
        for i, t in enumerate(types):
            if i:
                self.write(", ")
            self.print_type(t)

    def print_arrow_type_list(self, types: Iterable[Any]) -> None:
        """` -> type`, or ` -> (types)` for none, several, or one function type."""
        types = list(types)
        self.write(" -> ")
        wrapped = len(types) != 1 or _is_function_type(types[0])
        if wrapped:
            self.write("(")
        OpAsmPrinterMixin.print_type_list(self, types)
        if wrapped:
            self.write(")")

    def print_optional_arrow_type_list(self, types: Iterable[Any]) -> None:
        types = list(types)
        if types:
            OpAsmPrinterMixin.print_arrow_type_list(self, types)

    def print_functional_types(self, inputs: Iterable[Any], results: Iterable[Any]) -> None:
        """printFunctionalType(TypeRange, TypeRange): `(inputs) -> results`."""
        self.write("(")
        OpAsmPrinterMixin.print_type_list(self, inputs)
        self.write(")")
        OpAsmPrinterMixin.print_arrow_type_list(self, results)


def _is_function_type(t: Any) -> bool:
    return (
        t is not None
        and getattr(t, "_ods_dialect", None) == "builtin"
        and t._ods_name == "Function"
    )


# -- helpers for custom operation hooks ----------------------------------------------------


def all_attributes(op: Operation) -> dict[str, Any]:
    """Operation::getAttrs of a registered operation: its inherent attributes (the
    properties) and its discardable ones, as custom printers print them."""
    props = op.properties
    # Only a DictionaryAttr holds inherent attributes (its `_value` is a tuple of pairs).
    value = getattr(props, "_value", None) if props is not None else None
    items = dict(value) if type(value) is tuple else {}
    if op._attributes:
        items.update(op._attributes)
    return items


def split_inherent(
    cls: Any, attributes: dict[str, Any], properties: dict[str, Any]
) -> dict[str, Any]:
    """Operation::setAttrs after a custom parser: an inherent attribute written in the
    attribute dictionary becomes (and overrides) the property if it has the right
    storage class, and is dropped silently if not (setInherentAttr's dyn_cast). Returns
    the discardable attributes; `properties` is updated."""
    if not attributes:
        return {}
    discardable = dict(attributes)
    for name, storage, _check, _summary in getattr(cls, "_ods_attr_info", ()):
        if name in discardable:
            value = discardable.pop(name)
            if storage is None or isinstance(value, storage):
                properties[name] = value
    return discardable


def verify_inherent_attrs(parser: Any, cls: Any, attributes: dict[str, Any], loc: int) -> None:
    """verifyInherentAttrs, as generated parsers run it on an `attr-dict`: an inherent
    attribute there must satisfy its constraint."""
    if not attributes:
        return
    for name, _storage, check, summary in getattr(cls, "_ods_attr_info", ()):
        value = attributes.get(name)
        if value is not None and check is not None and not check(value):
            parser.emit_op_error(
                f"'{cls.OPERATION_NAME}' op attribute '{name}' failed to satisfy constraint: {summary}",
                loc,
            )


def check_duplicates(parser: Any, set_by_parser: Iterable[str], attributes: dict[str, Any]) -> None:
    """NamedAttrList::findDuplicate after a custom parser: an attribute it set that is
    also in the parsed dictionary (the first by name) fails at the operation name."""
    duplicates = sorted(set(set_by_parser) & set(attributes))
    if duplicates:
        parser.emit_op_error(
            f"attribute '{duplicates[0]}' occurs more than once in the attribute list",
            parser.name_loc,
        )


def ensure_terminator(region: Region, build: Callable[[], Operation]) -> None:
    """SingleBlockImplicitTerminator::ensureTerminator: give an empty region a block, and
    append `build()` to its last block unless that ends with a terminator."""
    if not region.blocks:
        region.append(Block())
    block = region.blocks[-1]
    if block.operations and is_terminator(block.operations[-1]):
        return
    block.append(build())
