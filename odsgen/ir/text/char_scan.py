# cython: boundscheck=False, wraparound=False
"""The compiled parser's tokenizer: `ParserCore.consume` when odsgen.accel compiled the
parser, finding the common tokens by looking at characters, which compiled code does as C
integers (char_scan.pxd types them). The interpreter matches regular expressions instead
(ParserCore.consume_by_expressions, the reference); tests/unit/test_lexer_scan.py checks
both give the same tokens."""

from __future__ import annotations

from typing import TYPE_CHECKING

from odsgen.ir.text.lexer import FAST_PUNCTUATION, KEYWORDS, TokenKind

if TYPE_CHECKING:
    from odsgen.ir.text.parser_core import ParserCore

# Whether this module runs compiled (odsgen.accel): only then is the scan the faster one.
COMPILED = not __file__.endswith((".py", ".pyc"))

# Module-level aliases: a global lookup is cheaper than an enum attribute on hot paths.
_BARE = TokenKind.BARE_IDENTIFIER
_INTTYPE = TokenKind.INTTYPE
_INTEGER = TokenKind.INTEGER
_FLOAT = TokenKind.FLOATLITERAL
_STRING = TokenKind.STRING
_AT = TokenKind.AT_IDENTIFIER
_MINUS = TokenKind.MINUS
# Typed as a dict when compiled (char_scan.pxd): its `get` is then a C call.
_KEYWORDS = KEYWORDS
_ARROW = TokenKind.ARROW
_PERCENT_ID = TokenKind.PERCENT_IDENTIFIER
_CARET_ID = TokenKind.CARET_IDENTIFIER
_BANG_ID = TokenKind.EXCLAMATION_IDENTIFIER
_HASH_ID = TokenKind.HASH_IDENTIFIER
_LBRACE = TokenKind.L_BRACE
# The kind of each ASCII character that is always a token by itself, else None.
_PUNCTUATION_BY_CODE: list[TokenKind | None] = [FAST_PUNCTUATION.get(chr(code)) for code in range(128)]


def _is_digit(c: str) -> bool:
    return "0" <= c <= "9"


def _is_hex_digit(c: str) -> bool:
    return "0" <= c <= "9" or "a" <= c <= "f" or "A" <= c <= "F"


def _is_letter(c: str) -> bool:
    return "a" <= c <= "z" or "A" <= c <= "Z"


def _is_word_char(c: str) -> bool:
    """[A-Za-z0-9_$.]: what continues a bare identifier (and ends an integer type)."""
    return _is_letter(c) or _is_digit(c) or c == "_" or c == "$" or c == "."


def _is_suffix_char(c: str) -> bool:
    """[A-Za-z0-9$._-]: what continues a named suffix-id (`%name`)."""
    return _is_letter(c) or _is_digit(c) or c == "$" or c == "." or c == "_" or c == "-"


def _suffix_id_end(text: str, pos: int, n: int) -> int:
    """Where the suffix-id (`[0-9]+|[A-Za-z$._-][A-Za-z0-9$._-]*`) at `pos` ends; -1 if
    there is none."""
    end = pos
    if end < n and _is_digit(text[end]):
        while end < n and _is_digit(text[end]):
            end += 1
        return end
    if end < n and _is_suffix_char(text[end]):
        while end < n and _is_suffix_char(text[end]):
            end += 1
        return end
    return -1


def _string_end(text: str, pos: int, n: int) -> int:
    """Where the well-formed string literal whose `"` is at `pos` ends; -1 for anything
    else (the master expression reports what is wrong)."""
    end = pos + 1
    while end < n:
        c = text[end]
        if c == '"':
            return end + 1
        if c == "\\":
            if end + 1 < n and (text[end + 1] == '"' or text[end + 1] == "\\" or text[end + 1] == "n" or text[end + 1] == "t"):
                end += 2
            elif end + 2 < n and _is_hex_digit(text[end + 1]) and _is_hex_digit(text[end + 2]):
                end += 3
            else:
                return -1
        elif c == "\n" or c == "\v" or c == "\f":
            return -1
        else:
            end += 1
    return -1


def consume_by_characters(self: ParserCore) -> None:
    """ParserCore.consume when compiled: the fast path's tokens found by looking at
    characters, which compiled code does as C integers (char_scan.pxd types them),
    instead of with the fast path's regular expressions. It gives the same tokens as
    the expressions (tests/unit/test_lexer_scan.py compares them on every token of the
    test files, and on generated text); interpreted it is slower, so it is used only
    compiled. Anything else is left to the master expression, as in `consume`.

    Every character read here is at an offset checked against `n` first: compiled, the
    reads are not checked again (the directive on this module's first line)."""
    text = self.text
    n = len(text)
    pos = self.tok_end
    self.prev_end = pos
    while pos < n:  # trivia: (?:[ \t\n\r\x00]+|//[^\n\r]*)*
        c = text[pos]
        if c == " " or c == "\n" or c == "\t" or c == "\r" or c == "\x00":
            pos += 1
        elif c == "/" and pos + 1 < n and text[pos + 1] == "/":
            pos += 2
            while pos < n and text[pos] != "\n" and text[pos] != "\r":
                pos += 1
        else:
            break
    if pos >= n:
        self._lex_at(pos)
        return
    start = pos
    c = text[start]
    code = ord(c)
    if code < 128:
        kind = _PUNCTUATION_BY_CODE[code]
        if kind is not None:
            self.tok_kind = kind
            self.tok_start = start
            self.tok_end = start + 1
            return
    end = start + 1
    if _is_letter(c) or c == "_":
        # [su]?i[0-9]+(?![A-Za-z0-9_$.]) is an integer type; otherwise [A-Za-z_][A-Za-z0-9_$.]*.
        digits = -1
        if c == "i":
            digits = start + 1
        elif (c == "s" or c == "u") and end < n and text[end] == "i":
            digits = start + 2
        if digits >= 0:
            end = digits
            while end < n and _is_digit(text[end]):
                end += 1
            if end > digits and not (end < n and _is_word_char(text[end])):
                self.tok_kind = _INTTYPE
                self.tok_start = start
                self.tok_end = end
                return
            end = start + 1
        while end < n and _is_word_char(text[end]):
            end += 1
        self.tok_kind = _KEYWORDS.get(text[start:end], _BARE)
    elif _is_digit(c):
        # [0-9]+\.[0-9]*(?:[eE][-+]?[0-9]+)? is a float; else 0x[0-9a-fA-F]+|[0-9]+.
        while end < n and _is_digit(text[end]):
            end += 1
        if end < n and text[end] == ".":
            end += 1
            while end < n and _is_digit(text[end]):
                end += 1
            if end < n and (text[end] == "e" or text[end] == "E"):
                exponent = end + 1
                if exponent < n and (text[exponent] == "+" or text[exponent] == "-"):
                    exponent += 1
                if exponent < n and _is_digit(text[exponent]):
                    while exponent < n and _is_digit(text[exponent]):
                        exponent += 1
                    end = exponent
            self.tok_kind = _FLOAT
        else:
            if c == "0" and end == start + 1 and end + 1 < n and text[end] == "x" and _is_hex_digit(text[end + 1]):
                end += 2
                while end < n and _is_hex_digit(text[end]):
                    end += 1
            self.tok_kind = _INTEGER
    elif c == "%" or c == "^" or c == "!" or (c == "#" and not (end + 1 < n and text[end] == "-" and text[end + 1] == "}")):
        # A sigil and a suffix-id (`#-}` ends file metadata).
        end = _suffix_id_end(text, end, n)
        if end < 0:
            self._lex_at(start)  # not a name: the master expression reports it
            return
        self.tok_kind = _PERCENT_ID if c == "%" else _CARET_ID if c == "^" else _BANG_ID if c == "!" else _HASH_ID
    elif c == '"':
        end = _string_end(text, start, n)
        if end < 0:
            self._lex_at(start)
            return
        self.tok_kind = _STRING
    elif c == "@":
        # @(?:[A-Za-z_][A-Za-z0-9_$.]*|string)
        if end < n and (_is_letter(text[end]) or text[end] == "_"):
            end += 1
            while end < n and _is_word_char(text[end]):
                end += 1
        elif end < n and text[end] == '"':
            end = _string_end(text, end, n)
            if end < 0:
                self._lex_at(start)
                return
        else:
            self._lex_at(start)
            return
        self.tok_kind = _AT
    elif c == "{" and not (end + 1 < n and text[end] == "-" and text[end + 1] == "#"):
        self.tok_kind = _LBRACE  # `{-#` begins file metadata
    elif c == "-":
        if end < n and text[end] == ">":
            end += 1
            self.tok_kind = _ARROW
        else:
            self.tok_kind = _MINUS
    else:
        self._lex_at(start)
        return
    self.tok_start = start
    self.tok_end = end
