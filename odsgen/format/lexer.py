"""Tokens of an assembly format string, as mlir-tblgen's FormatLexer reads them."""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum, auto


class FormatError(Exception):
    """A problem at `offset` in the format string (turned into a located diagnostic)."""

    def __init__(self, message: str, offset: int, note: tuple[str, int] | None = None) -> None:
        super().__init__(message)
        self.message = message
        self.offset = offset
        self.note = note  # (message, offset) pointing at a related element


class Tok(Enum):
    EOF = auto()
    CARET = auto()
    COLON = auto()
    COMMA = auto()
    EQUAL = auto()
    LESS = auto()
    GREATER = auto()
    QUESTION = auto()
    L_PAREN = auto()
    R_PAREN = auto()
    STAR = auto()
    PIPE = auto()
    LITERAL = auto()  # `...`
    VARIABLE = auto()  # $name
    STRING = auto()  # "..."
    IDENTIFIER = auto()
    # directive keywords
    KW_ATTR_DICT = auto()
    KW_ATTR_DICT_W_KEYWORD = auto()
    KW_PROP_DICT = auto()
    KW_CUSTOM = auto()
    KW_FUNCTIONAL_TYPE = auto()
    KW_OILIST = auto()
    KW_OPERANDS = auto()
    KW_PARAMS = auto()
    KW_REF = auto()
    KW_REGIONS = auto()
    KW_RESULTS = auto()
    KW_STRUCT = auto()
    KW_SUCCESSORS = auto()
    KW_TYPE = auto()
    KW_QUALIFIED = auto()


KEYWORDS = {
    "attr-dict": Tok.KW_ATTR_DICT,
    "attr-dict-with-keyword": Tok.KW_ATTR_DICT_W_KEYWORD,
    "prop-dict": Tok.KW_PROP_DICT,
    "custom": Tok.KW_CUSTOM,
    "functional-type": Tok.KW_FUNCTIONAL_TYPE,
    "oilist": Tok.KW_OILIST,
    "operands": Tok.KW_OPERANDS,
    "params": Tok.KW_PARAMS,
    "ref": Tok.KW_REF,
    "regions": Tok.KW_REGIONS,
    "results": Tok.KW_RESULTS,
    "struct": Tok.KW_STRUCT,
    "successors": Tok.KW_SUCCESSORS,
    "type": Tok.KW_TYPE,
    "qualified": Tok.KW_QUALIFIED,
}

_PUNCT = {
    "^": Tok.CARET,
    ":": Tok.COLON,
    ",": Tok.COMMA,
    "=": Tok.EQUAL,
    "<": Tok.LESS,
    ">": Tok.GREATER,
    "?": Tok.QUESTION,
    "(": Tok.L_PAREN,
    ")": Tok.R_PAREN,
    "*": Tok.STAR,
    "|": Tok.PIPE,
}


@dataclass(frozen=True)
class Token:
    kind: Tok
    start: int
    text: str

    @property
    def is_keyword(self) -> bool:
        return self.kind.name.startswith("KW_")


def _is_ident_start(c: str) -> bool:
    return c.isascii() and (c.isalpha() or c == "_")


def _is_ident_char(c: str) -> bool:
    return c.isascii() and (c.isalnum() or c == "_")


def lex(text: str) -> list[Token]:
    """All tokens of `text`, ending with EOF; raises FormatError on a bad character."""
    tokens: list[Token] = []
    pos, end = 0, len(text)
    while True:
        while pos < end and text[pos] in " \t\n\0":
            pos += 1
        if pos >= end:
            tokens.append(Token(Tok.EOF, end, ""))
            return tokens
        start, c = pos, text[pos]
        pos += 1
        if c in _PUNCT:
            tokens.append(Token(_PUNCT[c], start, c))
        elif c == "`":
            close = text.find("`", pos)
            if close == -1:
                raise FormatError("unexpected end of file in literal", end)
            pos = close + 1
            tokens.append(Token(Tok.LITERAL, start, text[start:pos]))
        elif c == "$":
            if pos >= end or not _is_ident_start(text[pos]):
                raise FormatError("expected variable name", start)
            while pos < end and _is_ident_char(text[pos]):
                pos += 1
            tokens.append(Token(Tok.VARIABLE, start, text[start:pos]))
        elif c == '"':
            close = text.find('"', pos)
            if close == -1:
                raise FormatError("unexpected end of file in string", end)
            pos = close + 1
            tokens.append(Token(Tok.STRING, start, text[start:pos]))
        elif _is_ident_start(c):
            while pos < end and (_is_ident_char(text[pos]) or text[pos] == "-"):
                pos += 1
            word = text[start:pos]
            tokens.append(Token(KEYWORDS.get(word, Tok.IDENTIFIER), start, word))
        else:
            raise FormatError("unexpected character", start)
