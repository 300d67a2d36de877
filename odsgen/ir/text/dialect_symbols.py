"""Dialect symbols: the `!...` and `#...` tokens that are not builtin syntax.

Mirrors upstream's DialectSymbolParser.cpp (MLIR 22), messages and positions included:

* `parse_extended_symbol(aliases, create)`: alias lookup (`!name`, `#name`), the pretty
  `dialect.ident<body>` and verbose `dialect<body>` forms, and MLIR's body scanning
  (`parse_dialect_symbol_body`). Shared by the type and attribute parsers.
* Handing the symbol data to the dialect: a loaded (non-builtin) dialect module may
  define `TYPE_PARSER(parser) -> Type` and `ATTR_PARSER(parser, type) -> Attribute`.
  The hook is called with the parser positioned on the symbol data (`bar<...>` of
  `!foo.bar<...>`), with `parser.dialect_symbol_spec` (that text) and
  `parser.dialect_symbol_loc` (its offset) set; parsing resumes after the symbol
  whatever the hook consumed. A loaded dialect without the hook is rejected with
  MLIR's "provides no type/attribute parsing hook". Unloaded dialects give
  `OpaqueType`/`OpaqueAttr` (except those in MLIR_OPT_DIALECTS_WITHOUT_TYPES).

`DialectSymbolParser` is the base of `TypeParser` (hence of every parser); it uses the
token API of `ParserCore`, and `parse_type` and `_emitter` of `TypeParser`.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

from odsgen.dialects import builtin as _b
from odsgen.ir.text.lexer import TokenKind
from odsgen.ir.text.number_parser import NumberParser

_LESS = TokenKind.LESS
_COLON = TokenKind.COLON

# Dialects that mlir-opt 22 registers but that define no types: there, `!arith.x` fails
# with "dialect 'arith' provides no type parsing hook" instead of becoming an opaque type.
# Consulted only for dialects not loaded in the context (`builtin` always is).
MLIR_OPT_DIALECTS_WITHOUT_TYPES = frozenset(
    "affine arith arm_neon arm_sme arm_sve bufferization cf complex dlti func index linalg "
    "math memref nvvm pdl_interp rocdl scf tensor ub vector x86vector xevm".split()
)

# Dialect symbol bodies: runs of characters with no meaning to the scanner.
_BODY_SKIP = re.compile(r'[^<>\[\](){}"\-\x00]*').match
_CLOSERS = {">": "<", "]": "[", ")": "(", "}": "{"}


class DialectSymbolParser(NumberParser):
    """The `!`/`#` symbol logic of the parser (the base of TypeParser)."""

    __slots__ = ()  # no instance dictionary: a parser's fields are ParserCore's

    # --- Scanning ----------------------------------------------------------------------------

    def parse_extended_symbol(
        self, aliases: dict[str, Any], create: Callable[[str, str, int, int], Any]
    ) -> Any:
        """A `!` or `#` symbol at the current token (parseExtendedSymbol): an alias from
        `aliases`, or `create(dialect_name, symbol_data, loc, data_start)` for a dialect
        symbol. `loc` is where MLIR reports problems with the symbol (the `!`/`#` of the
        verbose form, the data of the pretty form); `data_start` is the offset of
        `symbol_data` in the text."""
        text = self.text
        start = self.tok_start
        ident_end = self.tok_end
        identifier = text[start + 1 : ident_end]
        self.consume()
        dialect_name, dot, symbol_data = identifier.partition(".")
        is_pretty = bool(dot)
        has_body = self.tok_kind is _LESS and self.tok_start == ident_end

        if not has_body and not is_pretty:
            try:
                return aliases[identifier]
            except KeyError:
                self.emit_wrong_token_error(f"undefined symbol alias id '{identifier}'")

        if not is_pretty:
            body_start = self.tok_start
            body_end = self.parse_dialect_symbol_body()
            return self._outside_custom_op(create, dialect_name, text[body_start + 1 : body_end - 1], start, body_start + 1)
        data_start = start + 2 + len(dialect_name)
        if has_body:
            symbol_data = text[data_start : self.parse_dialect_symbol_body()]
        return self._outside_custom_op(create, dialect_name, symbol_data, data_start, data_start)

    def _outside_custom_op(self, create: Callable[[str, str, int, int], Any], *args: Any) -> Any:
        """`create(*args)` as the dialect's own DialectAsmParser runs: its errors never
        carry the "custom op 'NAME'" prefix of an operation whose syntax holds the symbol
        (an entry with no name on `custom_op_scopes` says so)."""
        stack = self.custom_op_scopes
        if not stack or not stack[-1].name:
            return create(*args)
        top = stack[-1]
        stack.append(type(top)("", top.loc, top.default_dialect))
        try:
            return create(*args)
        finally:
            stack.pop()

    def parse_dialect_symbol_body(self) -> int:
        """Skip a `<...>` body of balanced `<>`, `[]`, `()`, `{}` (strings lexed as
        tokens, `->` as one unit) from the current `<` token; returns the offset after
        the closing `>` and continues there (Parser::parseDialectSymbolBody)."""
        text = self.text
        size = len(text)
        pos = self.tok_start + 1
        nested = ["<"]
        closers = _CLOSERS
        while nested:
            pos = _BODY_SKIP(text, pos).end()
            char = text[pos] if pos < size else "\0"
            pos += 1
            if char in "<[({":
                nested.append(char)
            elif char in closers:
                if nested[-1] != closers[char]:
                    self.emit_error(f"unbalanced '{nested[-1]}' character in pretty dialect name")
                nested.pop()
            elif char == "-":
                if pos < size and text[pos] == ">":
                    pos += 1
            elif char == '"':
                self.reset_token(pos - 1)  # raises the lexer's error for a bad string
                pos = self.tok_end
            else:  # NUL or end of input
                self.emit_error(f"unbalanced '{nested[-1]}' character in pretty dialect name")
        self.reset_token(pos)
        self.prev_end = pos
        return pos

    # --- Handing the data to the dialect -------------------------------------------------------

    def _create_dialect_type(self, dialect_name: str, data: str, loc: int, data_start: int) -> Any:
        """The type of `!dialect...`: the dialect's TYPE_PARSER hook, or an OpaqueType."""
        context = self.context
        dialect = context.get_dialect(dialect_name)
        if dialect is None and dialect_name not in MLIR_OPT_DIALECTS_WITHOUT_TYPES:
            return _b.OpaqueType.get_checked(self._emitter(loc), context, dialect_name, data)
        hook = getattr(dialect, "TYPE_PARSER", None)
        return self._run_dialect_hook(hook, "type", dialect_name, data, data_start, ())

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
                attr_type = _b.NoneType.get(context)
            return _b.OpaqueAttr.get_checked(
                self._emitter(loc), context, _b.StringAttr.get(context, dialect_name), data,
                attr_type,
            )  # fmt: skip
        hook = getattr(dialect, "ATTR_PARSER", None)
        return self._run_dialect_hook(
            hook, "attribute", dialect_name, data, data_start, (attr_type,)
        )

    def _run_dialect_hook(
        self, hook: Any, what: str, dialect_name: str, data: str, data_start: int, args: tuple
    ) -> Any:
        """Let the dialect parse the symbol data (at `data_start`), then resume after the
        symbol whatever the hook consumed (the current token)."""
        resume = self.tok_start
        resume_prev = self.prev_end
        self.reset_token(data_start)
        name_loc = self.tok_start
        if hook is None:
            self.emit_error(f"dialect '{dialect_name}' provides no {what} parsing hook", name_loc)
        saved = self.dialect_symbol_spec, self.dialect_symbol_loc
        self.dialect_symbol_spec, self.dialect_symbol_loc = data, name_loc
        try:
            result = hook(self, *args)
        finally:
            self.dialect_symbol_spec, self.dialect_symbol_loc = saved
            # MLIR resets the lexer after the dialect's parser whether it succeeded or
            # not, so a caller's error ("failed to parse ... parameter") points after
            # the symbol.
            self.reset_token(resume)
            self.prev_end = resume_prev
        return result
