"""Parser for affine map / integer set bodies, mirroring MLIR 22's AffineParser.

The entry points take the whole source `Input` plus the offset just after
`affine_map<` / `affine_set<`, so diagnostics carry positions in the whole file, and
report errors as `ParseError`s whose messages and locations match mlir-opt's, including
its quirks (an error "at the wrong token" is reported just after the previous token;
a non-affine product is reported at the *next* operator when one follows).

The tokenizer is private and deliberately small: like MLIR's lexer it lexes lazily with
one token of lookahead, so a lexer error wins over a parse error exactly when it does in
mlir-opt. It can be swapped for the main lexer later; the parser only uses
`_Token.kind/start/end` and raises lexer errors as `_LexerError`.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Callable, NamedTuple, Sequence

from odsgen.ir.core.diagnostics import ParseError, error
from odsgen.ir.core.source import Input
from odsgen.ir.numeric.affine_expr import (
    INT64_MAX,
    AffineExpr,
    AffineExprKind,
    constant,
    dim,
    get_affine_binary_op_expr,
    symbol,
)

if TYPE_CHECKING:
    from odsgen.ir.numeric.affine import AffineMap, IntegerSet

__all__ = [
    "parse_affine_expr",
    "parse_affine_map",
    "parse_affine_map_or_integer_set",
    "parse_affine_text",
    "parse_integer_set",
]


# -- tokenizer ------------------------------------------------------------------------


class _Token(NamedTuple):
    # Punctuation kinds are their spelling; others: bare (identifiers, keywords and
    # integer types), int, float, string, %, #, ^, !, @ (prefixed identifiers), eof.
    kind: str
    start: int
    end: int


class _LexerError(ParseError):
    """A lexer diagnostic: MLIR abandons every parser diagnostic that follows one."""


_SINGLE_PUNCT = frozenset(":,()}[]<>=+*?|/")
_IDENT_PUNCT = frozenset("_$.")
_PREFIX_PUNCT = frozenset("_$.-")
_HEX_DIGITS = frozenset("0123456789abcdefABCDEF")


def _is_alpha(c: str) -> bool:
    # C isalpha in the "C" locale: ASCII letters only.
    return ("a" <= c <= "z") or ("A" <= c <= "Z")


def _is_digit(c: str) -> bool:
    return "0" <= c <= "9"


class _Lexer:
    def __init__(self, source: Input, pos: int) -> None:
        self.source = source
        self.text = source.text
        self.pos = pos

    def _char(self, i: int) -> str:
        # MemoryBuffer's NUL terminator stands in for "past the end".
        return self.text[i] if i < len(self.text) else "\0"

    def _fail(self, offset: int, message: str) -> _LexerError:
        return _LexerError(error(message, self.source.span(offset, offset + 1)))

    def lex(self) -> _Token:
        text, n, i = self.text, len(self.text), self.pos
        while True:
            if i >= n:
                self.pos = n
                return _Token("eof", n, n)
            c = text[i]
            start = i
            i += 1
            if c in " \t\n\r\0":
                continue
            if c == "/" and self._char(i) == "/":
                while i < n and text[i] not in "\n\r":
                    i += 1
                i += 1
                continue
            break
        kind = c
        if c in _SINGLE_PUNCT:  # a lone `/` is a token too in MLIR 22
            pass
        elif c == "{":
            if text.startswith("-#", i):
                i += 2
                kind = "{-#"
        elif c == "-":
            if self._char(i) == ">":
                i += 1
                kind = "->"
        elif c == ".":
            if not text.startswith("..", i):
                raise self._fail(i, "expected three consecutive dots for an ellipsis")
            i += 2
            kind = "..."
        elif c == "#" and text.startswith("-}", i):
            i += 2
            kind = "#-}"
        elif c in "#!^%":
            i = self._lex_prefixed(start, i)
        elif c == "@":
            i = self._lex_at(i)
        elif c == '"':
            i = self._lex_string(i)
            kind = "string"
        elif _is_digit(c):
            kind, i = self._lex_number(c, i)
        elif _is_alpha(c) or c == "_":
            while i < n and (_is_alpha(text[i]) or _is_digit(text[i]) or text[i] in _IDENT_PUNCT):
                i += 1
            kind = "bare"
        else:
            raise self._fail(start, "unexpected character")
        self.pos = i
        return _Token(kind, start, i)

    def _lex_prefixed(self, start: int, i: int) -> int:
        text, n = self.text, len(self.text)
        c = self._char(i)
        if _is_digit(c):
            while i < n and _is_digit(text[i]):
                i += 1
        elif _is_alpha(c) or c in _PREFIX_PUNCT:
            while i < n and (_is_alpha(text[i]) or _is_digit(text[i]) or text[i] in _PREFIX_PUNCT):
                i += 1
        else:
            what = {
                "#": "invalid attribute name",
                "%": "invalid SSA name",
                "^": "invalid block name",
                "!": "invalid type identifier",
            }[text[start]]
            raise self._fail(start, what)
        return i

    def _lex_at(self, i: int) -> int:
        text, n = self.text, len(self.text)
        c = self._char(i)
        i += 1
        if c == '"':
            return self._lex_string(i)
        if not (_is_alpha(c) or c == "_"):
            raise self._fail(i - 1, "@ identifier expected to start with letter or '_'")
        while i < n and (_is_alpha(text[i]) or _is_digit(text[i]) or text[i] in _IDENT_PUNCT):
            i += 1
        return i

    def _lex_string(self, i: int) -> int:
        """Lex the rest of a string literal whose opening quote ends just before `i`."""
        n = len(self.text)
        while True:
            c = self._char(i)
            i += 1
            if c == '"':
                return i
            if (c == "\0" and i - 1 >= n) or c in "\n\v\f":
                raise self._fail(i - 1, "expected '\"' in string literal")
            if c == "\\":
                nxt = self._char(i)
                if nxt in '"\\nt':
                    i += 1
                elif nxt in _HEX_DIGITS and self._char(i + 1) in _HEX_DIGITS:
                    i += 2
                else:
                    raise self._fail(i - 1, "unknown escape in string literal")

    def _lex_number(self, first: str, i: int) -> tuple[str, int]:
        text, n = self.text, len(self.text)
        if first == "0" and self._char(i) == "x":
            # `0xi32` is the integer 0 followed by the identifier `xi32`.
            if self._char(i + 1) not in _HEX_DIGITS:
                return "int", i
            i += 2
            while i < n and text[i] in _HEX_DIGITS:
                i += 1
            return "int", i
        while i < n and _is_digit(text[i]):
            i += 1
        if self._char(i) != ".":
            return "int", i
        i += 1
        while i < n and _is_digit(text[i]):
            i += 1
        if self._char(i) in "eE":
            after = self._char(i + 1)
            if _is_digit(after) or (after in "+-" and _is_digit(self._char(i + 2))):
                i += 2
                while i < n and _is_digit(text[i]):
                    i += 1
        return "float", i


# -- parser ---------------------------------------------------------------------------

_HIGH_PREC_KEYWORDS = {
    "floordiv": AffineExprKind.FLOOR_DIV,
    "ceildiv": AffineExprKind.CEIL_DIV,
    "mod": AffineExprKind.MOD,
}
_NON_AFFINE_RHS = {
    AffineExprKind.FLOOR_DIV: "floordiv",
    AffineExprKind.CEIL_DIV: "ceildiv",
    AffineExprKind.MOD: "mod",
}


class _AffineParser:
    def __init__(self, source: Input, start: int) -> None:
        self.source = source
        self.lexer = _Lexer(source, start)
        self.tok = self.lexer.lex()
        # Declared dim/symbol names in declaration order (MLIR's dimsAndSymbols).
        self.names: list[tuple[str, AffineExpr]] = []

    # -- token helpers --------------------------------------------------------------

    def spelling(self) -> str:
        return self.source.text[self.tok.start : self.tok.end]

    def consume(self) -> None:
        self.tok = self.lexer.lex()

    def consume_if(self, kind: str) -> bool:
        if self.tok.kind != kind:
            return False
        self.consume()
        return True

    def is_identifier(self) -> bool:
        # Bare identifiers, integer types and keywords all count (MLIR's isIdentifier).
        return self.tok.kind == "bare"

    def error_at(self, offset: int, message: str, end: int | None = None) -> ParseError:
        return ParseError(error(message, self.source.span(offset, offset if end is None else end)))

    def emit_error(self, message: str) -> ParseError:
        """An error at the current token (one character back at end of input)."""
        if self.tok.kind == "eof":
            return self.error_at(max(self.tok.start - 1, 0), message)
        return self.error_at(self.tok.start, message, self.tok.end)

    def wrong_token_error(self, message: str) -> ParseError:
        """MLIR's emitWrongTokenError: report just after the previous token.

        Backs up over blanks (and whole blank or comment-only line ends) so that a
        missing token is reported where it should have been, not at the next line.
        """
        text = self.source.text
        loc = self.tok.start
        if self.tok.kind == "eof":
            loc = max(loc - 1, 0)
        end = loc
        while True:
            while end > 0 and text[end - 1] in " \t":
                end -= 1
            if end == 0:
                return self.error_at(loc, message)
            if text[end - 1] not in "\n\r":
                return self.error_at(end, message)
            end -= 1
            line_start = max(text.rfind("\n", 0, end), text.rfind("\r", 0, end), 0)
            comment = text.find("//", line_start, end)
            if comment != -1:
                end = comment

    def parse_token(self, kind: str, message: str) -> None:
        if not self.consume_if(kind):
            raise self.wrong_token_error(message)

    def parse_list(
        self, open_: str, close: str, context: str, parse_elt: Callable[[], None]
    ) -> None:
        """MLIR's parseCommaSeparatedList with a Paren or Square delimiter."""
        self.parse_token(open_, f"expected '{open_}'{context}")
        if self.consume_if(close):
            return
        parse_elt()
        while self.consume_if(","):
            parse_elt()
        self.parse_token(close, f"expected '{close}'{context}")

    # -- expressions ----------------------------------------------------------------

    def high_prec_op(self) -> AffineExprKind | None:
        if self.tok.kind == "*":
            return AffineExprKind.MUL
        if self.tok.kind == "bare":
            return _HIGH_PREC_KEYWORDS.get(self.spelling())
        return None

    def combine_high(
        self, kind: AffineExprKind, lhs: AffineExpr, rhs: AffineExpr, op_loc: int
    ) -> AffineExpr:
        if kind is AffineExprKind.MUL:
            if not lhs.is_symbolic_or_constant and not rhs.is_symbolic_or_constant:
                raise self.error_at(
                    op_loc,
                    "non-affine expression: at least one of the multiply operands has to be "
                    "either a constant or symbolic",
                )
        elif not rhs.is_symbolic_or_constant:
            raise self.error_at(
                op_loc,
                f"non-affine expression: right operand of {_NON_AFFINE_RHS[kind]} has to be "
                "either a constant or symbolic",
            )
        return get_affine_binary_op_expr(kind, lhs, rhs)

    @staticmethod
    def combine_low(is_add: bool, lhs: AffineExpr, rhs: AffineExpr) -> AffineExpr:
        return lhs + rhs if is_add else lhs - rhs

    def parse_expr(self) -> AffineExpr:
        """`+`/`-` chains of `*`/floordiv/ceildiv/mod chains, all left-associative.

        MLIR recurses once per operator; this loops instead (same evaluation order) so
        long expressions do not hit Python's recursion limit.
        """
        llhs: AffineExpr | None = None
        llhs_is_add = True
        while True:
            lhs = self.parse_operand(llhs)
            if self.tok.kind in ("+", "-"):
                is_add = self.tok.kind == "+"
                self.consume()
                llhs = lhs if llhs is None else self.combine_low(llhs_is_add, llhs, lhs)
                llhs_is_add = is_add
                continue
            op_loc = self.tok.start
            high_op = self.high_prec_op()
            if high_op is None:
                return lhs if llhs is None else self.combine_low(llhs_is_add, llhs, lhs)
            self.consume()
            product = self.parse_high_prec(lhs, high_op, op_loc)
            expr = product if llhs is None else self.combine_low(llhs_is_add, llhs, product)
            if self.tok.kind not in ("+", "-"):
                return expr
            llhs_is_add = self.tok.kind == "+"
            self.consume()
            llhs = expr

    def parse_high_prec(
        self, llhs: AffineExpr, llhs_op: AffineExprKind, llhs_loc: int
    ) -> AffineExpr:
        while True:
            lhs = self.parse_operand(llhs)
            op_loc = self.tok.start
            op = self.high_prec_op()
            if op is None:
                return self.combine_high(llhs_op, llhs, lhs, llhs_loc)
            self.consume()
            # MLIR reports a non-affine `llhs op lhs` at the location of the *next* op.
            llhs = self.combine_high(llhs_op, llhs, lhs, op_loc)
            llhs_op, llhs_loc = op, op_loc

    def parse_operand(self, lhs: AffineExpr | None) -> AffineExpr:
        """One operand; `lhs` is set when it is the right operand of a binary operator."""
        kind = self.tok.kind
        if kind == "bare":
            if self.spelling() == "symbol":
                return self.parse_symbol_ssa_id()
            return self.parse_bare_id()
        if kind == "%":
            raise self.wrong_token_error("unexpected ssa identifier")
        if kind == "int":
            return self.parse_integer()
        if kind == "(":
            return self.parse_parenthetical()
        if kind == "-":
            return self.parse_negation(lhs)
        if kind in ("+", "*") or lhs is not None:
            side = "right" if lhs is not None else "left"
            raise self.emit_error(f"missing {side} operand of binary operator")
        raise self.emit_error("expected affine expression")

    def parse_symbol_ssa_id(self) -> AffineExpr:
        self.consume()
        self.parse_token("(", "expected '(' at start of SSA symbol")
        # SSA operands are only allowed in op-specific affine syntax, never here.
        raise self.wrong_token_error("unexpected ssa identifier")

    def parse_bare_id(self) -> AffineExpr:
        name = self.spelling()
        for declared, expr in self.names:
            if declared == name:
                self.consume()
                return expr
        raise self.wrong_token_error("use of undeclared identifier")

    def parse_integer(self) -> AffineExpr:
        spelling = self.spelling()
        if spelling.startswith("0x"):
            value = int(spelling[2:], 16)
        else:
            # Very long literals are too large anyway (and int() refuses huge strings).
            digits = spelling.lstrip("0") or "0"
            value = int(digits) if len(digits) <= 40 else INT64_MAX + 1
        if value > INT64_MAX:
            raise self.emit_error("constant too large for index")
        self.consume()
        return constant(value)

    def parse_parenthetical(self) -> AffineExpr:
        self.consume()
        if self.tok.kind == ")":
            raise self.emit_error("no expression inside parentheses")
        expr = self.parse_expr()
        self.parse_token(")", "expected ')'")
        return expr

    def parse_negation(self, lhs: AffineExpr | None) -> AffineExpr:
        self.consume()
        try:
            operand = self.parse_operand(lhs)
        except _LexerError:
            raise
        except ParseError as failure:
            # MLIR adds a second, more specific diagnostic at the current token.
            extra = self.emit_error("missing operand of negation").diagnostic
            raise ParseError(*failure.diagnostics, extra) from None
        return operand * -1

    # -- dims, symbols, maps and sets -----------------------------------------------

    def parse_id_definition(self, expr: AffineExpr) -> None:
        if not self.is_identifier():
            raise self.wrong_token_error("expected bare identifier")
        name = self.spelling()
        if any(declared == name for declared, _ in self.names):
            raise self.emit_error(f"redefinition of identifier '{name}'")
        self.consume()
        self.names.append((name, expr))

    def parse_dims_and_symbols(self) -> tuple[int, int]:
        counts = [0, 0]

        def parse_dim() -> None:
            counts[0] += 1
            self.parse_id_definition(dim(counts[0] - 1))

        def parse_symbol() -> None:
            counts[1] += 1
            self.parse_id_definition(symbol(counts[1] - 1))

        self.parse_list("(", ")", " in dimensional identifier list", parse_dim)
        if self.tok.kind == "[":
            self.parse_list("[", "]", " in symbol list", parse_symbol)
        return counts[0], counts[1]

    def parse_map_or_set(self) -> AffineMap | IntegerSet:
        num_dims, num_symbols = self.parse_dims_and_symbols()
        if self.consume_if("->"):
            return self.parse_map_range(num_dims, num_symbols)
        self.parse_token(":", "expected '->' or ':'")
        return self.parse_set_constraints(num_dims, num_symbols)

    def parse_map_range(self, num_dims: int, num_symbols: int) -> AffineMap:
        from odsgen.ir.numeric.affine import AffineMap

        results: list[AffineExpr] = []
        self.parse_list("(", ")", " in affine map range", lambda: results.append(self.parse_expr()))
        return AffineMap(num_dims, num_symbols, tuple(results))

    def parse_constraint(self) -> tuple[AffineExpr, bool]:
        """`a >= b`, `a <= b` or `a == b`, normalized to `expr >= 0` / `expr == 0`."""
        lhs = self.parse_expr()
        # Each check consumes its first token even when the second is missing, as MLIR's
        # `consumeIf(a) && consumeIf(b)` chain does.
        if self.consume_if(">") and self.consume_if("="):
            return lhs - self.parse_expr(), False
        if self.consume_if("<") and self.consume_if("="):
            return self.parse_expr() - lhs, False
        if self.consume_if("=") and self.consume_if("="):
            return lhs - self.parse_expr(), True
        raise self.emit_error(
            "expected '== affine-expr' or '>= affine-expr' at end of affine constraint"
        )

    def parse_set_constraints(self, num_dims: int, num_symbols: int) -> IntegerSet:
        from odsgen.ir.numeric.affine import IntegerSet

        constraints: list[tuple[AffineExpr, bool]] = []
        self.parse_list(
            "(",
            ")",
            " in integer set constraint list",
            lambda: constraints.append(self.parse_constraint()),
        )
        if not constraints:
            # An empty conjunction is the always-true set, spelled `0 == 0`.
            constraints.append((constant(0), True))
        return IntegerSet(
            num_dims,
            num_symbols,
            tuple(c for c, _ in constraints),
            tuple(e for _, e in constraints),
        )

    def expect_close(self, what: str) -> int:
        """Check for the closing `>`; returns the offset after it without lexing further."""
        if self.tok.kind != ">":
            raise self.wrong_token_error(f"expected '>' in {what}")
        return self.tok.end


# -- entry points ---------------------------------------------------------------------


def _as_input(source: Input | str) -> Input:
    return source if isinstance(source, Input) else Input("<string>", source)


def parse_affine_map_or_integer_set(
    source: Input | str, start: int = 0
) -> tuple[AffineMap | IntegerSet, int]:
    """Parse a map or set body at `start`; returns it and the offset of the next token."""
    parser = _AffineParser(_as_input(source), start)
    result = parser.parse_map_or_set()
    return result, parser.tok.start


def parse_affine_map(
    source: Input | str, start: int = 0, *, expect_close: bool = True
) -> tuple[AffineMap, int]:
    """Parse the body of `affine_map<...>` starting at `start` (just after the `<`).

    With `expect_close`, also requires the closing `>` and returns the offset after it;
    otherwise returns the offset of the first token after the body.
    """
    from odsgen.ir.numeric.affine import IntegerSet

    parser = _AffineParser(_as_input(source), start)
    body_start = parser.tok.start
    result = parser.parse_map_or_set()
    if isinstance(result, IntegerSet):
        raise parser.error_at(body_start, "expected AffineMap, but got IntegerSet")
    end = parser.expect_close("affine map") if expect_close else parser.tok.start
    return result, end


def parse_integer_set(
    source: Input | str, start: int = 0, *, expect_close: bool = True
) -> tuple[IntegerSet, int]:
    """Parse the body of `affine_set<...>` starting at `start` (just after the `<`)."""
    from odsgen.ir.numeric.affine import AffineMap

    parser = _AffineParser(_as_input(source), start)
    body_start = parser.tok.start
    result = parser.parse_map_or_set()
    if isinstance(result, AffineMap):
        raise parser.error_at(body_start, "expected IntegerSet, but got AffineMap")
    end = parser.expect_close("integer set") if expect_close else parser.tok.start
    return result, end


def parse_affine_expr(
    source: Input | str, start: int, names: Sequence[tuple[str, AffineExpr]]
) -> tuple[AffineExpr, int]:
    """Parse one affine expression over the given named dims/symbols (parseAffineExprInline).

    Returns the expression and the offset of the first token after it.
    """
    parser = _AffineParser(_as_input(source), start)
    parser.names = list(names)
    expr = parser.parse_expr()
    return expr, parser.tok.start


def parse_affine_text(text: str, name: str = "<string>") -> AffineMap | IntegerSet:
    """Parse a complete body such as `(d0) -> (d0)` (mlir::parseAffineMap/parseIntegerSet)."""
    parser = _AffineParser(Input(name, text), 0)
    result = parser.parse_map_or_set()
    if parser.tok.kind != "eof":
        raise parser.error_at(parser.tok.start, "encountered unexpected token", parser.tok.end)
    return result
