"""Token-level parsing shared by the IR parser and generated dialect parsers.

`ParserCore` mirrors MLIR's `detail::Parser` token handling plus the token methods of
`AsmParser` (AsmParserImpl.h, OpImplementation.h), with the same messages and positions:

* `emit_error(msg)` reports at the current token, moved back one character at EOF
  (`Parser::emitError`); `emit_error(msg, span)` reports exactly at `span` (a Span or an
  offset).
* `parse_X()` for punctuation fails with `emit_wrong_token_error` (`Parser::parseToken`):
  the error lands just after the previous non-blank text, before any `//` comment on the
  lines skipped, since that is where the missing token belongs.
* `parse_integer`/`parse_string`/`parse_keyword`/... report at the current token's start
  (AsmParser's `emitError(getCurrentLocation(), ...)`, no EOF adjustment).

Errors raise ParseError at once. mlir-opt goes on after some failures and can print more
diagnostics, but the first one is always the one raised here. A malformed token raises its
lexer diagnostic when it becomes the current token, as MLIR's lexer reports it when lexed.

Locations are character offsets (`int`) on the hot path; `span_at`/`current_span` build a
`Span` when one is needed. The current token lives in `tok_kind`, `tok_start`, `tok_end`,
and the parser lexes itself (no Lexer object, no Token allocation per token): advancing is
a dictionary lookup for punctuation, one small regex match for the other common tokens,
and the lexer's master expression for the rest.
"""

from __future__ import annotations

import sys
from collections.abc import Callable, Iterable
from enum import Enum
from typing import Any, NoReturn

from odsgen.ir.core.diagnostics import Diagnostic, ParseError, Severity
from odsgen.ir.core.source import Input, Span
from odsgen.ir.text.lexer import (
    FAST_PUNCTUATION,
    FAST_TOKENS,
    GROUP_KINDS,
    KEYWORDS,
    MASTER_MATCH,
    SINGLE_PUNCTUATION,
    TRIVIA_MATCH,
    WHITESPACE,
    WORD_GROUP,
    TokenKind,
    lex_error,
    string_value,
    symbol_name,
    token_spelling,
)

# Module-level aliases: a global lookup is cheaper than an enum attribute on hot paths.
_BARE = TokenKind.BARE_IDENTIFIER
_INTTYPE = TokenKind.INTTYPE
_FIRST_KEYWORD = TokenKind.KW_AFFINE_MAP
_STRING = TokenKind.STRING
_AT = TokenKind.AT_IDENTIFIER
_EOF = TokenKind.EOF
_ERROR = TokenKind.ERROR
_COMMA = TokenKind.COMMA
_COLON = TokenKind.COLON
_KEYWORD_KIND = KEYWORDS.get
_WHITESPACE = WHITESPACE
_TRIVIA_MATCH = TRIVIA_MATCH
_FAST_PUNCTUATION = FAST_PUNCTUATION
_FAST_TOKENS = FAST_TOKENS
# Levels of nesting (attributes, types, locations and regions, counted together) the
# parser accepts; past it "nesting too deep". An explicit bound, not Python's recursion
# limit: compiled (odsgen.accel), recursion is not counted and would overflow the C stack.
# mlir-opt itself overflows its stack around ten thousand levels; everything downstream
# (verifier, printer, passes) is bounded by what the parser built. Under a lower
# recursion limit (a parse through the API on the caller's thread, not `odsgen opt`'s),
# the bound is lower too: a level takes up to FRAMES_PER_LEVEL interpreted frames (an
# operation in a region), so compiled code stops no deeper than interpreted code could.
MAX_NESTING = 6000
FRAMES_PER_LEVEL = 8


class Delimiter(Enum):
    """The brackets around a comma-separated list (AsmParser::Delimiter)."""

    NONE = None
    PAREN = (TokenKind.L_PAREN, TokenKind.R_PAREN, False)
    SQUARE = (TokenKind.L_SQUARE, TokenKind.R_SQUARE, False)
    LESS_GREATER = (TokenKind.LESS, TokenKind.GREATER, False)
    BRACES = (TokenKind.L_BRACE, TokenKind.R_BRACE, False)
    OPTIONAL_PAREN = (TokenKind.L_PAREN, TokenKind.R_PAREN, True)
    OPTIONAL_SQUARE = (TokenKind.L_SQUARE, TokenKind.R_SQUARE, True)
    OPTIONAL_LESS_GREATER = (TokenKind.LESS, TokenKind.GREATER, True)
    OPTIONAL_BRACES = (TokenKind.L_BRACE, TokenKind.R_BRACE, True)


def _punctuation(
    kind: TokenKind, name: str
) -> tuple[Callable[[ParserCore], None], Callable[[ParserCore], bool]]:
    """`parse_NAME` / `parse_optional_NAME` for one punctuation token (AsmParserImpl.h)."""
    spelling = token_spelling(kind)
    message = f"expected '{spelling}'"

    def parse(self: ParserCore) -> None:
        if self.tok_kind is kind:
            self.consume()
        else:
            self.emit_wrong_token_error(message)

    def parse_optional(self: ParserCore) -> bool:
        if self.tok_kind is kind:
            self.consume()
            return True
        return False

    parse.__name__ = parse.__qualname__ = f"parse_{name}"
    parse_optional.__name__ = parse_optional.__qualname__ = f"parse_optional_{name}"
    parse.__doc__ = f"Consume `{spelling}` or fail with {message!r} (a wrong-token error)."
    parse_optional.__doc__ = f"Consume `{spelling}` if it is next; return whether it was."
    return parse, parse_optional


# Whether this module runs compiled (odsgen.accel): its file is then the extension module.
def nesting_limit() -> int:
    """How many levels of nesting a recursive walk may enter here (see MAX_NESTING)."""
    return min(MAX_NESTING, sys.getrecursionlimit() // FRAMES_PER_LEVEL)


class CustomOpScope:
    """The custom operation whose syntax is being read (the parser's `custom_op_scopes`
    stack): `name` is "" while its regions are parsed, whose operations report their own
    errors; `default_dialect` applies to operation names inside it."""

    __slots__ = ("name", "loc", "default_dialect")

    def __init__(self, name: str, loc: int, default_dialect: str = "") -> None:
        self.name = name
        self.loc = loc
        self.default_dialect = default_dialect


class ParserCore:
    """The current token, error reporting, and AsmParser's token-level parse methods."""

    def __init__(self, source: Input | str, name: str = "<input>", start: int = 0) -> None:
        """Start parsing `source` at offset `start`; raises ParseError if its first token is
        malformed (MLIR lexes the first token when the parser is created)."""
        self.input: Input = Input(name, source) if isinstance(source, str) else source
        self.text: str = self.input.text
        self.tok_kind: TokenKind = _EOF
        self.tok_start: int = start
        self.tok_end: int = start
        # End offset of the previously consumed token (MLIR's getLastToken().getEndLoc()).
        self.prev_end: int = start
        # The custom operations whose syntax is being read, innermost last (op_asm_parser).
        self.custom_op_scopes: list[Any] = []
        # Nesting levels entered, and allowed (see MAX_NESTING and nest()).
        self.depth: int = 0
        self.max_depth: int = nesting_limit()
        self._lex_at(start)

    def nest(self) -> int:
        """Enter one more level of nesting; returns the new depth, to be restored to one
        less when the level is left. Past max_depth this raises RecursionError, as
        interpreted Python would past its limit, so every caller reports it the same way:
        "nesting too deep" at the current token."""
        depth = self.depth + 1
        if depth > self.max_depth:
            raise RecursionError("nesting too deep")
        self.depth = depth
        return depth

    # --- Tokens ------------------------------------------------------------------------------

    def _lex_at(self, pos: int) -> None:
        """Make the token at or after `pos` current."""
        text = self.text
        match = MASTER_MATCH(text, pos)
        group = match.lastindex  # type: ignore[union-attr]  # the catch-all always matches
        start, end = match.span(group)  # type: ignore[union-attr]
        kind = GROUP_KINDS[group]
        if kind is None:
            if group == WORD_GROUP:
                kind = _KEYWORD_KIND(text[start:end], _BARE)
            else:
                kind = SINGLE_PUNCTUATION[text[start]]
        elif kind is _ERROR:
            raise lex_error(self.input, start)
        self.tok_kind = kind
        self.tok_start = start
        self.tok_end = end

    def consume(self) -> None:
        """Advance to the next token (MLIR's consumeToken). At EOF this stays at EOF."""
        # Runs once per token: the lexer's fast path inlined, the master expression for
        # the rest (see odsgen.ir.text.lexer, "The fast path").
        text = self.text
        self.prev_end = start = self.tok_end
        char = text[start : start + 1]
        if char == " ":  # one space is the common case; more trivia takes a match
            start += 1
            char = text[start : start + 1]
        if char in _WHITESPACE:
            start = _TRIVIA_MATCH(text, start).end()  # type: ignore[union-attr]  # may match nothing
            char = text[start : start + 1]
        kind = _FAST_PUNCTUATION.get(char)
        if kind is not None:
            self.tok_kind = kind
            self.tok_start = start
            self.tok_end = start + 1
            return
        fast = _FAST_TOKENS.get(char)
        if fast is not None:
            match = fast[0](text, start)
            if match is not None:
                end = match.end()
                kind = fast[1][match.lastindex]  # type: ignore[index]
                self.tok_kind = _KEYWORD_KIND(text[start:end], _BARE) if kind is None else kind
                self.tok_start = start
                self.tok_end = end
                return
        self._lex_at(start)

    # The expressions' consume stays the reference the character scan is tested against;
    # compiled, TypeParser binds `consume` to the character scan (odsgen.ir.text.char_scan).
    consume_by_expressions = consume

    def consume_through(self, end: int) -> None:
        """Continue after offset `end`, as if the tokens up to it had been consumed (text
        read by other means, e.g. looked up by its spelling)."""
        self.tok_end = end
        self.consume()

    def consume_if(self, kind: TokenKind) -> bool:
        """Consume the current token if it has `kind`."""
        if self.tok_kind is kind:
            self.consume()
            return True
        return False

    def parse_token(self, kind: TokenKind, message: str) -> None:
        """Consume a token of `kind` or fail with a wrong-token error (Parser::parseToken)."""
        if self.tok_kind is kind:
            self.consume()
        else:
            self.emit_wrong_token_error(message)

    def reset_token(self, pos: int) -> None:
        """Continue at offset `pos`, e.g. inside a token just lexed (Parser::resetToken)."""
        self.prev_end = self.tok_end
        self._lex_at(pos)

    @property
    def spelling(self) -> str:
        """The current token's text."""
        return self.text[self.tok_start : self.tok_end]

    def is_current_token_a_keyword(self) -> bool:
        """Bare identifiers, integer types and keywords all count as keywords."""
        kind = self.tok_kind
        return kind is _BARE or kind is _INTTYPE or kind >= _FIRST_KEYWORD

    # --- Locations and errors ----------------------------------------------------------------

    def get_current_location(self) -> int:
        """The offset of the current token (AsmParser::getCurrentLocation)."""
        return self.tok_start

    @property
    def current_span(self) -> Span:
        return Span(self.input, self.tok_start, self.tok_end)

    def span_at(self, start: int, end: int | None = None) -> Span:
        return Span(self.input, start, start if end is None else end)

    def make_error(self, message: str, span: Span | int | None = None) -> ParseError:
        """The ParseError `emit_error` would raise, e.g. to attach notes before raising."""
        if span is None:
            offset = self.tok_start
            # At EOF, MLIR reports one character back, on the last real character.
            if self.tok_kind is _EOF:
                offset = max(offset - 1, 0)
            span = Span(self.input, offset, offset)
        elif isinstance(span, int):
            span = Span(self.input, span, span)
        return ParseError(Diagnostic(Severity.ERROR, message, span))

    def emit_error(self, message: str, span: Span | int | None = None) -> NoReturn:
        """Fail at `span` (a Span or an offset), or if None at the current token
        (Parser::emitError)."""
        raise self.make_error(message, span)

    def emit_asm_error(self, message: str, span: Span | int | None = None) -> NoReturn:
        """Fail as AsmParser::emitError does: inside a custom operation's syntax its
        "custom op 'NAME'" prefix is added (odsgen.ir.text.op_asm_parser keeps that scope)."""
        stack = self.custom_op_scopes
        if stack and stack[-1].name:
            message = f"custom op '{stack[-1].name}' {message}"
        self.emit_error(message, span)

    def emit_wrong_token_error(self, message: str) -> NoReturn:
        """Fail because the current token is not the one expected (emitWrongTokenError).

        MLIR reports such errors where the expected token should have been: it backs up
        from the current token over spaces and tabs, and over whole line ends as long as
        they only hold blanks, stopping before any `//` on a line it backs into.
        """
        try:
            self._wrong_token(message)
        except ParseError as exc:
            exc.token_error = True  # type: ignore[attr-defined]  # Parser-level: never prefixed
            raise

    def _wrong_token(self, message: str) -> NoReturn:
        text = self.text
        loc = self.tok_start
        if self.tok_kind is _EOF:
            loc = max(loc - 1, 0)
        end = loc
        while True:
            while end > 0 and text[end - 1] in " \t":
                end -= 1
            if end == 0:
                self.emit_error(message, loc)
            if text[end - 1] not in "\n\r":
                self.emit_error(message, end)
            end -= 1
            line_start = max(text.rfind("\n", 0, end), text.rfind("\r", 0, end), 0)
            comment = text.find("//", line_start, end)
            if comment != -1:
                end = comment

    # --- Punctuation (AsmParserImpl.h) -------------------------------------------------------

    parse_arrow, parse_optional_arrow = _punctuation(TokenKind.ARROW, "arrow")
    parse_optional_colon = _punctuation(TokenKind.COLON, "colon")[1]  # parse_colon: below
    parse_optional_comma = _punctuation(TokenKind.COMMA, "comma")[1]  # parse_comma: below
    parse_ellipsis, parse_optional_ellipsis = _punctuation(TokenKind.ELLIPSIS, "ellipsis")
    parse_equal, parse_optional_equal = _punctuation(TokenKind.EQUAL, "equal")
    parse_less, parse_optional_less = _punctuation(TokenKind.LESS, "less")
    parse_greater, parse_optional_greater = _punctuation(TokenKind.GREATER, "greater")
    parse_lparen, parse_optional_lparen = _punctuation(TokenKind.L_PAREN, "lparen")
    parse_rparen, parse_optional_rparen = _punctuation(TokenKind.R_PAREN, "rparen")
    parse_lsquare, parse_optional_lsquare = _punctuation(TokenKind.L_SQUARE, "lsquare")
    parse_rsquare, parse_optional_rsquare = _punctuation(TokenKind.R_SQUARE, "rsquare")
    parse_lbrace, parse_optional_lbrace = _punctuation(TokenKind.L_BRACE, "lbrace")
    parse_rbrace, parse_optional_rbrace = _punctuation(TokenKind.R_BRACE, "rbrace")
    parse_question, parse_optional_question = _punctuation(TokenKind.QUESTION, "question")
    parse_plus, parse_optional_plus = _punctuation(TokenKind.PLUS, "plus")
    parse_minus, parse_optional_minus = _punctuation(TokenKind.MINUS, "minus")
    parse_star, parse_optional_star = _punctuation(TokenKind.STAR, "star")
    parse_slash, parse_optional_slash = _punctuation(TokenKind.SLASH, "slash")
    parse_vertical_bar, parse_optional_vertical_bar = _punctuation(
        TokenKind.VERTICAL_BAR, "vertical_bar"
    )

    # Nearly every operation's syntax has these two: written out, so that compiled they
    # are C calls from typed code (parser_core.pxd).
    def parse_colon(self) -> None:
        """Consume `:` or fail with "expected ':'" (a wrong-token error)."""
        if self.tok_kind is _COLON:
            self.consume()
        else:
            self.emit_wrong_token_error("expected ':'")

    def parse_comma(self) -> None:
        """Consume `,` or fail with "expected ','" (a wrong-token error)."""
        if self.tok_kind is _COMMA:
            self.consume()
        else:
            self.emit_wrong_token_error("expected ','")

    # --- Keywords, strings, symbols -----------------------------------------------------------

    def parse_optional_keyword(self, allowed: str | Iterable[str] | None = None) -> str | None:
        """Consume and return the current keyword, if it is one of `allowed` (a single
        keyword or a collection; None allows any). A keyword here is any bare identifier,
        integer type or MLIR keyword."""
        kind = self.tok_kind
        if kind is _BARE or kind is _INTTYPE or kind >= _FIRST_KEYWORD:
            keyword = self.text[self.tok_start : self.tok_end]
            if allowed is None or (
                keyword == allowed if isinstance(allowed, str) else keyword in allowed
            ):
                self.consume()
                return keyword
        return None

    def parse_keyword(self, expected: str | None = None, message: str = "") -> str:
        """Consume `expected` (or any keyword if None), else fail with "expected 'kw'" +
        `message` (or "expected valid keyword") at the current token."""
        loc = self.tok_start
        keyword = self.parse_optional_keyword(expected)
        if keyword is None:
            if expected is None:
                self.emit_asm_error("expected valid keyword", loc)
            self.emit_asm_error(f"expected '{expected}'{message}", loc)
        return keyword

    def parse_optional_string(self) -> str | None:
        """Consume a string literal and return its value (see lexer.string_value)."""
        if self.tok_kind is not _STRING:
            return None
        value = string_value(self.text[self.tok_start : self.tok_end])
        self.consume()
        return value

    def parse_string(self) -> str:
        value = self.parse_optional_string()
        if value is None:
            self.emit_asm_error("expected string", self.tok_start)
        return value

    def parse_optional_keyword_or_string(self) -> str | None:
        keyword = self.parse_optional_keyword()
        return keyword if keyword is not None else self.parse_optional_string()

    def parse_keyword_or_string(self) -> str:
        value = self.parse_optional_keyword_or_string()
        if value is None:
            self.emit_asm_error("expected valid keyword or string", self.tok_start)
        return value

    def parse_optional_symbol_name(self) -> str | None:
        """Consume an `@` identifier and return the name without the `@`."""
        if self.tok_kind is not _AT:
            return None
        name = symbol_name(self.text[self.tok_start : self.tok_end])
        self.consume()
        return name

    def parse_symbol_name(self) -> str:
        name = self.parse_optional_symbol_name()
        if name is None:
            self.emit_asm_error("expected valid '@'-identifier for symbol name", self.tok_start)
        return name

    # --- Lists --------------------------------------------------------------------------------

    def parse_comma_separated_list(
        self,
        delimiter: Delimiter,
        element_fn: Callable[[], object],
        context_message: str = "",
    ) -> bool:
        """Parse `element (, element)*` inside `delimiter` (Parser::parseCommaSeparatedList).

        Delimited lists may be empty; Delimiter.NONE needs at least one element. The
        optional delimiters parse nothing unless their opening token is next. Returns
        whether a list was present. Errors read e.g. "expected ']'" + context_message.
        """
        brackets = delimiter.value
        if brackets is not None:
            open_kind, close_kind, optional = brackets
            if self.tok_kind is not open_kind:
                if optional:
                    return False
                self.emit_wrong_token_error(
                    f"expected '{token_spelling(open_kind)}'{context_message}"
                )
            self.consume()
            if self.tok_kind is close_kind:
                self.consume()
                return True
        element_fn()
        while self.tok_kind is _COMMA:
            self.consume()
            element_fn()
        if brackets is not None:
            if self.tok_kind is not close_kind:
                self.emit_wrong_token_error(
                    f"expected '{token_spelling(close_kind)}'{context_message}"
                )
            self.consume()
        return True

    def parse_comma_separated_list_until(
        self, right: TokenKind, element_fn: Callable[[], object], allow_empty: bool = True
    ) -> None:
        """Parse `element (, element)*` then `right` (Parser::parseCommaSeparatedListUntil)."""
        if self.tok_kind is right:
            if not allow_empty:
                self.emit_wrong_token_error("expected list element")
            self.consume()
            return
        element_fn()
        while self.tok_kind is _COMMA:
            self.consume()
            element_fn()
        self.parse_token(right, f"expected ',' or '{token_spelling(right)}'")
