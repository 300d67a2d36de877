"""Parsing operations in MLIR's generic form, with blocks, regions and SSA values.

Follows upstream's OperationParser: values may be used before they are defined inside a
region (a placeholder stands in until the definition), names are scoped per region and
hidden by isolated-from-above operations, blocks may be referenced before their label,
and whatever stays undefined is reported at the end, sorted by position. Trailing
`loc(#alias)` references may point at aliases defined later in the file; they are
resolved once the whole file is read.
"""

from __future__ import annotations

from sys import intern
from typing import Any

from odsgen.ir.core.diagnostics import Diagnostic, ParseError, Severity
from odsgen.ir.core.block import Block
from odsgen.ir.core.operation import Operation, Region, Value
from odsgen.ir.text.lexer import TokenKind, hash_identifier_number, string_value
from odsgen.ir.text.location_parser import DeferredLoc
from odsgen.ir.text.parser_core import CustomOpScope
from odsgen.ir.text.resource_parser import ResourceParser
from odsgen.ir.text.value_scopes import NO_ENTRY, ForwardRef, IsolatedScope

_PERCENT = TokenKind.PERCENT_IDENTIFIER
_CARET = TokenKind.CARET_IDENTIFIER
_HASH = TokenKind.HASH_IDENTIFIER
_BANG = TokenKind.EXCLAMATION_IDENTIFIER
_STRING = TokenKind.STRING
_BARE = TokenKind.BARE_IDENTIFIER
_EOF = TokenKind.EOF
_COLON = TokenKind.COLON
_COMMA = TokenKind.COMMA
_EQUAL = TokenKind.EQUAL
_LPAREN = TokenKind.L_PAREN
_RPAREN = TokenKind.R_PAREN
_LSQUARE = TokenKind.L_SQUARE
_LBRACE = TokenKind.L_BRACE
_RBRACE = TokenKind.R_BRACE
_LESS = TokenKind.LESS
_GREATER = TokenKind.GREATER
_KW_LOC = TokenKind.KW_LOC
_METADATA_BEGIN = TokenKind.FILE_METADATA_BEGIN


def _uint64(spelling: str) -> int | None:
    """Token::getUInt64IntegerValue: decimal, or hex after `0x`; None past 64 bits."""
    hex_digits = spelling[2:] if spelling[1:2] == "x" else None
    if len(hex_digits if hex_digits is not None else spelling.lstrip("0")) > 20:
        return None  # far out of range: do not convert a huge literal
    value = int(hex_digits, 16) if hex_digits is not None else int(spelling, 10)
    return value if value < 1 << 64 else None


class OperationParser(ResourceParser):
    """Parses a whole file: operations, aliases and the file metadata dictionary."""

    __slots__ = ()  # no instance dictionary: a parser's fields are ParserCore's

    def _init_op_state(self) -> None:
        self._isolated: list[IsolatedScope] = []
        self._forward_values: dict[ForwardRef, int] = {}
        self._blocks: list[dict[str, list[Any]]] = []  # per region: name -> [block, loc]
        self._forward_blocks: list[dict[Block, int]] = []
        self._deferred: list[tuple[Any, DeferredLoc]] = []  # (op or argument, reference)
        self.top_level = Block()
        # Operation names as written -> (parse hook, full name, own default dialect), for
        # the names found without a default dialect: one lookup per operation.
        self._custom_ops: dict[str, tuple[Any, str, str]] = {}

    # -- top level ----------------------------------------------------------------------

    def parse_top_level(self) -> Block:
        """Parse the file into a block of top-level operations (ParseSourceFile)."""
        self._init_op_state()
        self._push_scope(isolated=True)
        block = self.top_level
        while True:
            kind = self.tok_kind
            if kind is _EOF:
                self._finalize()
                return block
            if kind is _HASH:
                self.parse_attribute_alias_def()
            elif kind is _BANG:
                self.parse_type_alias_def()
            elif kind is _METADATA_BEGIN:
                self.parse_file_metadata()
            else:
                self.parse_operation(block)

    def _finalize(self) -> None:
        if self._forward_values:
            offsets = sorted(self._forward_values.values())
            raise self._errors([("use of undeclared SSA value name", o) for o in offsets])
        self._resolve_deferred_locations()
        self._pop_scope()

    def _errors(self, items: list[tuple[str, int]]) -> ParseError:
        diagnostics = [Diagnostic(Severity.ERROR, m, self.span_at(o)) for m, o in items]
        return ParseError(*diagnostics)

    def _resolve_deferred_locations(self) -> None:
        aliases = self.state.attr_aliases
        for owner, ref in self._deferred:
            attr = aliases.get(ref.name)
            if attr is None:
                self.emit_error("operation location alias was never defined", ref.loc)
            if not self.is_location(attr):
                self.emit_error(f"expected location, but found '{attr}'", ref.loc)
            owner.location = attr

    # -- name scopes --------------------------------------------------------------------

    def _push_scope(self, isolated: bool) -> None:
        self._blocks.append({})
        self._forward_blocks.append({})
        if isolated:
            self._isolated.append(IsolatedScope())
        else:
            self._isolated[-1].definitions.append([])

    def _pop_scope(self) -> None:
        forward = self._forward_blocks.pop()
        if forward:
            raise self._errors([("reference to an undefined block", o) for o in sorted(forward.values())])
        scope = self._isolated[-1]
        if len(scope.definitions) == 1:
            self._isolated.pop()
        else:
            for name in scope.definitions.pop():
                scope.values.pop(name, None)  # a multi-result name is recorded per result
        self._blocks.pop()

    # -- SSA values ---------------------------------------------------------------------

    def _entries(self, name: str) -> list[tuple[Any, int]]:
        values = self._isolated[-1].values
        entries = values.get(name)
        if entries is None:
            entries = values[name] = []
        return entries

    def parse_ssa_use(self, allow_result_number: bool = True) -> tuple[str, int, int]:
        """`%name` or `%name#N`: returns (name, result number, offset)."""
        loc = self.tok_start
        if self.tok_kind is not _PERCENT:
            self.emit_wrong_token_error("expected SSA operand")
        name = self.text[loc : self.tok_end]
        self.consume()
        number = 0
        if self.tok_kind is _HASH:
            if not allow_result_number:
                self.emit_error("result number not allowed in argument list")
            value = hash_identifier_number(self.spelling)
            if value is None:
                self.emit_error("invalid SSA value result number")
            number = value
            self.consume()
        return name, number, loc

    def resolve_ssa_use(self, use: tuple[str, int, int], type: Any) -> Value:
        name, number, loc = use
        scope = self._isolated[-1]
        entries = scope.values.get(name)  # _entries, inlined: once per use
        if entries is None:
            entries = self._entries(name)
        elif number < len(entries) and entries[number][0] is not None:
            value, def_loc = entries[number]
            if value.type is type:
                return value
            error = self.make_error(
                f"use of value '{name}' expects different type than prior uses: "
                f"'{self.type_text(type)}' vs '{self.type_text(value.type)}'",
                loc,
            )
            error.diagnostic.note("prior use here", self.span_at(def_loc))
            raise error
        while len(entries) <= number:
            entries.append(NO_ENTRY)
        first = entries[0][0]
        if first is not None and not isinstance(first, ForwardRef):
            self.emit_error("reference to invalid result number", loc)
        placeholder = ForwardRef(type, loc)
        self._forward_values[placeholder] = loc
        entries[number] = (placeholder, loc)
        return placeholder

    def add_definition(self, use: tuple[str, int, int], value: Value) -> None:
        name, number, loc = use
        scope = self._isolated[-1]
        entries = scope.values.get(name)
        if entries is None:
            if number == 0:  # the common case, a new name: _entries and the append, inlined
                scope.values[name] = [(value, loc)]
                scope.definitions[-1].append(name)
                return
            entries = self._entries(name)
        if number == len(entries):  # a result of a name defined before, or a forward use's
            entries.append((value, loc))
            scope.definitions[-1].append(name)
            return
        while len(entries) <= number:
            entries.append(NO_ENTRY)
        existing = entries[number][0]
        if existing is not None:
            if not isinstance(existing, ForwardRef):
                error = self.make_error(f"redefinition of SSA value '{name}'", loc)
                error.diagnostic.note("previously defined here", self.span_at(entries[number][1]))
                raise error
            if existing.type is not value.type:
                error = self.make_error(
                    f"definition of SSA value '{name}#{number}' has type '{self.type_text(value.type)}'", loc
                )
                error.diagnostic.note(
                    f"previously used here with type '{self.type_text(existing.type)}'", self.span_at(entries[number][1])
                )
                raise error
            existing.replace_all_uses_with(value)
            del self._forward_values[existing]
        entries[number] = (value, loc)
        self._isolated[-1].definitions[-1].append(name)

    def parse_optional_ssa_use_list(self) -> list[tuple[str, int, int]]:
        uses: list[tuple[str, int, int]] = []
        if self.tok_kind is not _PERCENT:
            return uses
        uses.append(self.parse_ssa_use())
        while self.tok_kind is _COMMA:
            self.consume()
            uses.append(self.parse_ssa_use())
        return uses

    # -- operations ---------------------------------------------------------------------

    def parse_operation(self, block: Block) -> Operation:
        loc = self.tok_start
        results: list[tuple[str, int, int]] = []  # (name, count, offset)
        expected = 0
        if self.tok_kind is _PERCENT:
            while True:
                result_loc = self.tok_start
                name = self.text[result_loc : self.tok_end]
                self.consume()
                count = 1
                if self.tok_kind is _COLON:
                    self.consume()
                    count_loc = self.tok_start
                    if self.tok_kind is not TokenKind.INTEGER:
                        self.emit_wrong_token_error("expected integer number of results")
                    count = _uint64(self.spelling)
                    if count is None or count < 1:
                        self.emit_error("expected named operation to have at least 1 result", count_loc)
                    self.consume()
                results.append((name, count, result_loc))
                expected += count
                if self.tok_kind is not _COMMA:
                    break
                self.consume()
                if self.tok_kind is not _PERCENT:
                    self.emit_wrong_token_error("expected valid ssa identifier")
            if self.tok_kind is not _EQUAL:
                self.emit_wrong_token_error("expected '=' after SSA name")
            self.consume()
        if self.tok_kind is _STRING:
            op = self.parse_generic_operation()
        elif self.tok_kind is _BARE or self.tok_kind >= TokenKind.KW_AFFINE_MAP:  # not `i32`
            op = self.parse_custom_operation(results)
        else:
            self.emit_wrong_token_error("expected operation name in quotes")
        if results:
            if not op.results:
                self.emit_error("cannot name an operation with no results", loc)
            if expected != len(op.results):
                self.emit_error(
                    f"operation defines {len(op.results)} results but was provided {expected} to bind", loc
                )
            index = 0
            for name, count, result_loc in results:
                for number in range(count):
                    self.add_definition((name, number, result_loc), op.results[index])
                    index += 1
        if self.tok_kind is _KW_LOC:
            self.parse_trailing_location(op)
        # block.append(op), inlined: one per parsed operation, and `op` is new.
        last = block._last
        op._prev = last
        if last is None:
            block._first = op
        else:
            last._next = op
        block._last = op
        block._count += 1
        op.parent = block
        if block._listed is not None:
            block._listed.append(op)
        return op

    def parse_custom_operation(self, results: list[tuple[str, int, int]]) -> Operation:
        """Custom operation syntax (registered operations with their own format).

        A name without a dialect is looked up in the default dialect of the enclosing
        custom operation only (OpAsmOpInterface; `builtin` at the top level). While
        the operation's syntax is read, its parser errors carry the "custom op" prefix
        and its regions see its own default dialect."""
        loc = self.tok_start
        found = self._custom_ops.get(self.text[loc : self.tok_end])
        if found is None:
            found = self._look_up_custom_op(loc)
        hook, name, own_default = found
        self.consume()
        # The custom-op scope (op_asm_parser.OpAsmParserMixin.custom_op), pushed inline: once per op.
        scopes = self.custom_op_scopes
        # Made without its __init__ (compiled, no argument parsing: C fields set).
        scope = CustomOpScope.__new__(CustomOpScope)
        scope.name, scope.loc, scope.default_dialect = name, loc, own_default
        scopes.append(scope)
        try:
            return hook(self, name, loc, results)
        finally:
            scopes.pop()

    def _look_up_custom_op(self, loc: int) -> tuple[Any, str, str]:
        """(parse hook, full name, own default dialect) of the operation name at `loc`,
        or the error of an unknown one."""
        name = self.text[loc : self.tok_end]
        context = self.state.context
        hook = context.custom_op_parser(name)
        found_as_written = hook is not None
        if hook is None:
            if "." in name:
                self._unless_registered_op_found(name, loc)
                self._unless_dialect_found(name.partition(".")[0], name, name, loc)
                if context.op_info(name) is not None:  # registered, generic syntax only
                    self.emit_error(f"custom op '{name}' has no custom assembly form", loc)
                self.emit_error(f"custom op '{name}' is unknown", loc)
            # Only the default dialect is tried (`builtin` outside any custom op).
            default = self.custom_op_default_dialect()
            default = "builtin" if default is None else default
            hook = context.custom_op_parser(f"{default}.{name}")
            if hook is None:
                self._unless_registered_op_found(f"{default}.{name}", loc)
                self._unless_dialect_found(default, name, f"{default}.{name}", loc)
                self.emit_error(f"custom op '{name}' is unknown (tried '{default}.{name}' as well)", loc)
            name = f"{default}.{name}"
        cls = context.op_class(name)
        own_default = getattr(cls if cls is not None else hook, "default_dialect", "")
        found = (hook, name, own_default if isinstance(own_default, str) else "")
        if found_as_written:  # not through the enclosing default dialect: kept
            self._custom_ops[name] = found
        return found

    def _unless_registered_op_found(self, name: str, loc: int) -> None:
        """A registered op without a custom syntax: OpState::parse's error, under the
        custom-op prefix (emitError at the op name)."""
        if self.state.context.op_class(name) is not None:
            self.emit_error(f"custom op '{name}' has no custom assembly form", loc)

    def _unless_dialect_found(self, dialect: str, written: str, tried: str, loc: int) -> None:
        """OperationParser::parseCustomOperation's error for an op of an unknown dialect."""
        context = self.state.context
        if dialect and context.get_dialect(dialect) is not None:
            return
        message = f"Dialect `{dialect}' not found for custom op '{written}' "
        if tried != written:
            message += f" (tried '{tried}' as well)"
        error = self.make_error(message, loc)
        # At the error's own location, so shown without the source line again.
        line, col = self.input.line_byte_col(loc)
        error.diagnostic.notes.append(
            Diagnostic(
                Severity.NOTE,
                f"Available dialects: {', '.join(context.available_dialects())} ; for more info on "
                "dialect registration see https://mlir.llvm.org/getting_started/Faq/"
                "#registered-loaded-dependent-whats-up-with-dialects-management",
                where=f"{self.input.name}:{line}:{col}",
            )
        )
        raise error

    def parse_generic_operation(self) -> Operation:
        loc = self.tok_start
        # Interned: the operations of one name share one string, not a copy each.
        name = intern(string_value(self.spelling))
        if not name:
            self.emit_error("empty operation name is invalid")
        if "\0" in name:
            self.emit_error("null character not allowed in operation name")
        self.consume()
        context = self.state.context
        dialect = name.partition(".")[0]
        if context.get_dialect(dialect) is None and not context.allow_unregistered_dialects:
            # Reported at the token after the name (MLIR emits it once the name is consumed).
            self.emit_error(
                "operation being parsed with an unregistered dialect. If this is intended, "
                "please use -allow-unregistered-dialect with the MLIR tool used"
            )
        return self.parse_generic_operation_after_op_name(name, loc)

    def parse_generic_operation_after_op_name(
        self, name: str, loc: int, operands: list[tuple[str, int, int]] | None = None
    ) -> Operation:
        """The generic syntax after the name: `(operands)` (unless a custom parser read
        them already, OpAsmParser::parseGenericOperationAfterOpName), successors,
        properties, regions, attributes and `:` function type."""
        if operands is None:
            self.parse_token(_LPAREN, "expected '(' to start operand list")
            operands = self.parse_optional_ssa_use_list()
            self.parse_token(_RPAREN, "expected ')' to end operand list")
        context = self.state.context
        cls = context.op_class(name)  # None: an unregistered operation
        successors: list[Block] = []
        if self.tok_kind is _LSQUARE:  # parseSuccessors: a non-empty list
            if cls is not None and "IsTerminator" not in cls._ods_traits:
                self.emit_error("successors in non-terminator")
            self.consume()
            self.parse_comma_separated_list_until(
                TokenKind.R_SQUARE, lambda: successors.append(self.parse_successor()), allow_empty=False
            )
        properties = None
        if self.tok_kind is _LESS:
            self.consume()
            properties = self.parse_attribute()
            self.parse_token(_GREATER, "expected '>' to close properties")
        regions: list[Region] = []
        if self.tok_kind is _LPAREN:
            self.consume()
            while True:
                regions.append(self.parse_region())
                if self.tok_kind is not _COMMA:
                    break
                self.consume()
            self.parse_token(_RPAREN, "expected ')' to end region list")
        attributes: dict[str, Any] = {}
        if self.tok_kind is _LBRACE:
            attributes = self.parse_attribute_dict()
        self.parse_token(_COLON, "expected ':' followed by operation type")
        type_loc = self.tok_start
        fn_type = self.parse_type()
        if not self.is_function_type(fn_type):
            self.emit_error("expected function type", type_loc)
        inputs, result_types = self.function_type_parts(fn_type)
        if len(inputs) != len(operands):
            # MLIR writes "s"[n == 1]: for one operand that is the string's NUL terminator.
            plural = "\0" if len(operands) == 1 else "s"
            self.emit_error(f"expected {len(operands)} operand type{plural} but had {len(inputs)}", type_loc)
        # As many types as operands now; by index: compiled, a zip is a generic call.
        values = [self.resolve_ssa_use(operands[i], inputs[i]) for i in range(len(operands))]
        location = (self.file_locations, loc)  # deferred, as for custom syntax (DeferredLocation)
        if cls is None:  # what create_operation makes of it, without looking the name up again
            return Operation(name, values, result_types, attributes, properties, regions, successors, location, context)
        convert = getattr(cls, "convert_properties", None)
        if convert is not None:  # a registered operation keeps its inherent attributes as properties
            properties, attributes = convert(self, properties, attributes, loc)
        return context.create_operation(
            name,
            operands=values,
            result_types=list(result_types),
            attributes=attributes,
            properties=properties,
            regions=regions,
            successors=successors,
            location=location,
        )

    def parse_comma_separated_list_square(self, element: Any) -> None:
        from odsgen.ir.text.parser_core import Delimiter

        self.parse_comma_separated_list(Delimiter.SQUARE, element)

    def parse_successor(self) -> Block:
        if self.tok_kind is not _CARET:
            self.emit_wrong_token_error("expected block name")
        block = self.block_named(self.spelling, self.tok_start)
        self.consume()
        return block

    # -- locations ----------------------------------------------------------------------

    def parse_trailing_location(self, owner: Any) -> None:
        """`loc(...)` after an operation or block argument sets its location."""
        location = self.parse_optional_location_specifier()
        if location is None:
            return
        if isinstance(location, DeferredLoc):
            self._deferred.append((owner, location))
        else:
            owner.location = location

    # -- regions and blocks -------------------------------------------------------------

    def parse_region(self, entry_arguments: list[tuple[tuple[str, int, int], Any, Any]] | None = None, isolated: bool = False) -> Region:
        depth = self.nest()
        try:
            region = Region()
            self.parse_token(_LBRACE, "expected '{' to begin a region")
            if entry_arguments or self.tok_kind is not _RBRACE:
                with self.region_of_custom_op():
                    self._parse_region_body(region, entry_arguments or [], isolated)
            self.consume()  # the `}`
            return region
        finally:
            self.depth = depth - 1

    def _parse_region_body(self, region: Region, entry_arguments: list[Any], isolated: bool) -> None:
        self._push_scope(isolated)
        block = Block()
        if entry_arguments:
            if self.tok_kind is _CARET:
                self.emit_error("invalid block name in region with named arguments")
            for use, type, location in entry_arguments:
                arg = block.add_argument(type, location)
                self.add_definition(use, arg)
        self.parse_block(block)
        region.append(block)
        self._parse_region_rest(region)

    def _parse_region_rest(self, region: Region) -> None:
        """The blocks of `region` after its entry block, up to its `}`; then leaves the
        region's scope."""
        while self.tok_kind is not _RBRACE:
            if self.tok_kind is _EOF:
                self.emit_wrong_token_error("expected '}' to end region")
            region.append(self.parse_block(None))
        self._pop_scope()

    def block_named(self, name: str, loc: int) -> Block:
        info = self._blocks[-1].get(name)
        if info is None:
            block = Block()
            self._blocks[-1][name] = [block, loc]
            self._forward_blocks[-1][block] = loc
            return block
        return info[0]

    def parse_block(self, block: Block | None) -> Block:
        if block is not None and self.tok_kind is not _CARET:
            self._parse_block_body(block)
            return block
        name, loc = self.spelling, self.tok_start
        self.parse_token(_CARET, "expected block name")
        info = self._blocks[-1].get(name)
        if info is None:
            if block is None:
                block = Block()
            self._blocks[-1][name] = [block, loc]
        else:
            existing = info[0]
            if self._forward_blocks[-1].pop(existing, None) is None:
                self.emit_error(f"redefinition of block '{name}'", loc)
            if block is not None:
                # The entry block was referenced before its label: keep the referenced one.
                existing.arguments = block.arguments
                for arg in existing.arguments:
                    arg.block = existing
                for op in list(block.operations):
                    existing.append(op.detach_from_parent())
            block = existing
            info[1] = loc
        if self.tok_kind is _LPAREN:
            self._parse_block_arguments(block)
        self.parse_token(_COLON, "expected ':' after block name")
        self._parse_block_body(block)
        return block

    def _parse_block_arguments(self, block: Block) -> None:
        from odsgen.ir.text.parser_core import Delimiter

        def argument() -> None:
            use = self.parse_ssa_use(allow_result_number=False)
            self.parse_token(_COLON, "expected ':' and type for SSA operand")
            type = self.parse_type()
            arg = block.add_argument(type, (self.file_locations, use[2]))  # deferred
            self.parse_trailing_location(arg)
            self.add_definition(use, arg)

        self.parse_comma_separated_list(Delimiter.PAREN, argument)

    def _parse_block_body(self, block: Block) -> None:
        # At the end of the file this fails in parse_operation, as MLIR's does: "expected
        # operation name in quotes".
        while self.tok_kind is not _CARET and self.tok_kind is not _RBRACE:
            self.parse_operation(block)

    # -- file metadata ------------------------------------------------------------------
