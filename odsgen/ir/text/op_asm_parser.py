"""The OpAsmParser API that custom operation parsers use (CustomOpAsmParser in
mlir/lib/AsmParser/Parser.cpp): `OpAsmParserMixin`, the base class of `parser.AsmParser`
and the last link of the parser's class chain (see parser.py). What parsing shares with
printing (`Argument`, the attribute helpers) is in op_asm.py.

Errors follow MLIR. Inside a custom operation (`with parser.custom_op(name, loc):`),
the messages MLIR reports through the OpAsmParser's own `emitError` carry the prefix
"custom op 'NAME' " (`emit_op_error`); those it reports through the underlying parser
(punctuation, types, attributes, SSA names) do not.
"""

from __future__ import annotations

from typing import Any, NoReturn, Sequence

from odsgen.ir.core.attributes import Type
from odsgen.ir.core.operation import Block, Region, Value
from odsgen.ir.text.lexer import TokenKind
from odsgen.ir.text.op_asm import Argument, UnresolvedOperand
from odsgen.ir.text.location_parser import DeferredLoc
from odsgen.ir.text.op_parser import OperationParser
from odsgen.ir.text.parser_core import CustomOpScope, Delimiter

_PERCENT = TokenKind.PERCENT_IDENTIFIER
_CARET = TokenKind.CARET_IDENTIFIER
_LBRACE = TokenKind.L_BRACE
_RBRACE = TokenKind.R_BRACE
_LPAREN = TokenKind.L_PAREN
_RPAREN = TokenKind.R_PAREN
_LSQUARE = TokenKind.L_SQUARE
_COLON = TokenKind.COLON
_COMMA = TokenKind.COMMA


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


class OpAsmParserMixin(OperationParser):
    """Custom operation parsing (the base of `parser.AsmParser`)."""

    __slots__ = ()  # no instance dictionary: a parser's fields are ParserCore's

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
        if delimiter is Delimiter.NONE:
            # parse_comma_separated_list's loop without brackets, inline: no call of a
            # closure per operand.
            result.append(self.parse_ssa_use(allow_result_number))
            while self.tok_kind is _COMMA:
                self.consume()
                result.append(self.parse_ssa_use(allow_result_number))
        else:
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
        # As many types as operands now; by index: compiled, a zip is a generic call.
        return [self.resolve_ssa_use(operands[i], types[i]) for i in range(len(operands))]

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
        self._parse_region_rest(region)

    def _define_entry_argument(self, block: Block, argument: Argument) -> None:
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
