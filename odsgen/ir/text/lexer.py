"""The lexer for MLIR's textual IR, matching upstream `mlir/lib/AsmParser/Lexer.cpp` (MLIR 22).

Tokens are located by character offsets into an `Input`. Whitespace is space, tab, newline,
carriage return and NUL; `//` starts a comment running to the end of the line. `-` is always
its own token (`-1` is `minus` then `integer`), `0x` without a hex digit after it is the
integer `0` followed by whatever comes next, and `%foo#1` is `%foo` then `#1`.

Performance: every token is recognised by one precompiled regular expression whose capture
group number identifies the token kind (`GROUP_KINDS`); only malformed input takes a slow
path, which works out MLIR's exact message and position. `ParserCore` uses `MASTER_MATCH`
and `GROUP_KINDS` directly so that advancing one token allocates nothing.

Source bytes: `decode_source` decodes UTF-8 with the `surrogateescape` handler, so every byte
that is not valid UTF-8 becomes one lone surrogate (U+DC80..U+DCFF). Like mlir-opt, such bytes
are accepted inside string literals and comments and rejected elsewhere as
"unexpected character". The "Literal values" section at the end decodes token spellings
(strings to str/bytes, integers, floats, integer types, symbol names).

Columns: mlir-opt counts columns in bytes; `Input.line_col` counts characters. They agree
unless the line holds non-ASCII text before the reported position.
"""

from __future__ import annotations

import re
import sys
from enum import IntEnum
from typing import Callable

from odsgen.ir.core.diagnostics import ParseError, error
from odsgen.ir.core.source import Input, Span


class TokenKind(IntEnum):
    """Token kinds, named after MLIR's `Token::Kind` (TokenKinds.def)."""

    # Markers.
    EOF = 0
    ERROR = 1
    # Identifiers.
    BARE_IDENTIFIER = 2  # foo, foo.bar$baz
    AT_IDENTIFIER = 3  # @foo, @"foo bar"
    HASH_IDENTIFIER = 4  # #foo, #0
    PERCENT_IDENTIFIER = 5  # %foo, %0
    CARET_IDENTIFIER = 6  # ^bb0
    EXCLAMATION_IDENTIFIER = 7  # !foo
    # Literals.
    FLOATLITERAL = 8  # 2.0, 1.5e-3
    INTEGER = 9  # 42, 0x2A
    STRING = 10  # "foo"
    INTTYPE = 11  # i4, si8, ui16
    # Punctuation.
    ARROW = 12  # ->
    COLON = 13  # :
    COMMA = 14  # ,
    ELLIPSIS = 15  # ...
    EQUAL = 16  # =
    GREATER = 17  # >
    L_BRACE = 18  # {
    L_PAREN = 19  # (
    L_SQUARE = 20  # [
    LESS = 21  # <
    MINUS = 22  # -
    PLUS = 23  # +
    QUESTION = 24  # ?
    R_BRACE = 25  # }
    R_PAREN = 26  # )
    R_SQUARE = 27  # ]
    SLASH = 28  # /
    STAR = 29  # *
    VERTICAL_BAR = 30  # |
    FILE_METADATA_BEGIN = 31  # {-#
    FILE_METADATA_END = 32  # #-}
    # Keywords (`Token::kw_*`), in TokenKinds.def order; see KEYWORDS.
    KW_AFFINE_MAP = 33
    KW_AFFINE_SET = 34
    KW_ARRAY = 35
    KW_ATTRIBUTES = 36
    KW_BF16 = 37
    KW_CEILDIV = 38
    KW_COMPLEX = 39
    KW_DENSE = 40
    KW_DENSE_RESOURCE = 41
    KW_DISTINCT = 42
    KW_F16 = 43
    KW_F32 = 44
    KW_F64 = 45
    KW_F80 = 46
    KW_F8E5M2 = 47
    KW_F8E4M3 = 48
    KW_F8E4M3FN = 49
    KW_F8E5M2FNUZ = 50
    KW_F8E4M3FNUZ = 51
    KW_F8E4M3B11FNUZ = 52
    KW_F8E3M4 = 53
    KW_F4E2M1FN = 54
    KW_F6E2M3FN = 55
    KW_F6E3M2FN = 56
    KW_F8E8M0FNU = 57
    KW_F128 = 58
    KW_FALSE = 59
    KW_FLOORDIV = 60
    KW_FOR = 61
    KW_FUNC = 62
    KW_INDEX = 63
    KW_LOC = 64
    KW_MAX = 65
    KW_MEMREF = 66
    KW_MIN = 67
    KW_MOD = 68
    KW_NONE = 69
    KW_OFFSET = 70
    KW_SIZE = 71
    KW_SPARSE = 72
    KW_STEP = 73
    KW_STRIDED = 74
    KW_SYMBOL = 75
    KW_TENSOR = 76
    KW_TF32 = 77
    KW_TO = 78
    KW_TRUE = 79
    KW_TUPLE = 80
    KW_TYPE = 81
    KW_UNIT = 82
    KW_VECTOR = 83

    @property
    def is_keyword(self) -> bool:
        return self >= TokenKind.KW_AFFINE_MAP


# MLIR 22's keyword spellings, in TokenKinds.def order (checked against the strings of
# libMLIRAsmParser 22.1: `token` is no longer a keyword, and `x` never was - `4x4xf32` lexes
# as `4` then the bare identifier `x4xf32`).
_KEYWORD_SPELLINGS = (
    "affine_map affine_set array attributes bf16 ceildiv complex dense dense_resource "
    "distinct f16 f32 f64 f80 f8E5M2 f8E4M3 f8E4M3FN f8E5M2FNUZ f8E4M3FNUZ f8E4M3B11FNUZ "
    "f8E3M4 f4E2M1FN f6E2M3FN f6E3M2FN f8E8M0FNU f128 false floordiv for func index loc max "
    "memref min mod none offset size sparse step strided symbol tensor tf32 to true tuple "
    "type unit vector"
).split()
KEYWORDS: dict[str, TokenKind] = {s: TokenKind["KW_" + s.upper()] for s in _KEYWORD_SPELLINGS}
assert len(KEYWORDS) == len(TokenKind) - TokenKind.KW_AFFINE_MAP

# Fixed spellings of punctuation and keywords, as `Token::getTokenSpelling` gives them.
PUNCTUATION: dict[TokenKind, str] = {
    TokenKind.ARROW: "->",
    TokenKind.COLON: ":",
    TokenKind.COMMA: ",",
    TokenKind.ELLIPSIS: "...",
    TokenKind.EQUAL: "=",
    TokenKind.GREATER: ">",
    TokenKind.L_BRACE: "{",
    TokenKind.L_PAREN: "(",
    TokenKind.L_SQUARE: "[",
    TokenKind.LESS: "<",
    TokenKind.MINUS: "-",
    TokenKind.PLUS: "+",
    TokenKind.QUESTION: "?",
    TokenKind.R_BRACE: "}",
    TokenKind.R_PAREN: ")",
    TokenKind.R_SQUARE: "]",
    TokenKind.SLASH: "/",
    TokenKind.STAR: "*",
    TokenKind.VERTICAL_BAR: "|",
    TokenKind.FILE_METADATA_BEGIN: "{-#",
    TokenKind.FILE_METADATA_END: "#-}",
}
SPELLINGS: dict[TokenKind, str] = {**PUNCTUATION, **{k: s for s, k in KEYWORDS.items()}}


def token_spelling(kind: TokenKind) -> str:
    """The fixed spelling of a punctuation or keyword kind (MLIR's getTokenSpelling)."""
    return SPELLINGS[kind]


# --- The master expression -------------------------------------------------------------------
# Leading trivia, then exactly one token alternative per capture group. Group order matters:
# earlier alternatives win (`{-#` before `{`, `->` before `-`, float before integer, inttype
# before bare identifier). Single-character punctuation shares one character-class group,
# which measured ~15% faster than one group each; SINGLE_PUNCTUATION maps the character.

_SUFFIX_ID = r"(?:[0-9]+|[A-Za-z$._\-][A-Za-z0-9$._\-]*)"
_BARE_ID = r"[A-Za-z_][A-Za-z0-9_$.]*"
# A string body: anything but `"`, `\`, newline, \v, \f; escapes are \" \\ \n \t and \XX hex.
# Possessive where Python has it (3.11): a repeated group otherwise keeps a backtracking
# entry per escape, gigabytes for a string of millions of them.
_POSSESSIVE = "*+" if sys.version_info >= (3, 11) else "*"
_STRING_BODY = r'[^"\\\n\v\f]*(?:\\(?:["\\nt]|[0-9a-fA-F]{2})[^"\\\n\v\f]*)' + _POSSESSIVE
_STRING = '"' + _STRING_BODY + '"'

SINGLE_PUNCTUATION: dict[str, TokenKind] = {
    spelling: kind
    for kind, spelling in PUNCTUATION.items()
    if len(spelling) == 1 and kind is not TokenKind.MINUS  # `-` may start `->`
}
# The one group of single-character punctuation, and the one of bare identifiers/keywords:
# GROUP_KINDS has None for both, and the spelling decides the kind.
_PUNCT_CLASS = "[" + "".join(re.escape(c) for c in SINGLE_PUNCTUATION) + "]"

_ALTERNATIVES: list[tuple[str, TokenKind | None]] = [
    (r"\{-\#", TokenKind.FILE_METADATA_BEGIN),
    (r"\#-\}", TokenKind.FILE_METADATA_END),
    ("->", TokenKind.ARROW),
    (_PUNCT_CLASS, None),
    ("%" + _SUFFIX_ID, TokenKind.PERCENT_IDENTIFIER),
    (r"[su]?i[0-9]+(?![A-Za-z0-9_$.])", TokenKind.INTTYPE),
    (_BARE_ID, None),
    (_STRING, TokenKind.STRING),
    (r"[0-9]+\.[0-9]*(?:[eE][-+]?[0-9]+)?", TokenKind.FLOATLITERAL),
    (r"0x[0-9a-fA-F]+|[0-9]+", TokenKind.INTEGER),
    (r"\#" + _SUFFIX_ID, TokenKind.HASH_IDENTIFIER),
    ("!" + _SUFFIX_ID, TokenKind.EXCLAMATION_IDENTIFIER),
    (r"\^" + _SUFFIX_ID, TokenKind.CARET_IDENTIFIER),
    ("@(?:" + _BARE_ID + "|" + _STRING + ")", TokenKind.AT_IDENTIFIER),
    ("-", TokenKind.MINUS),
    (r"\.\.\.", TokenKind.ELLIPSIS),
    (r"\Z", TokenKind.EOF),
    (".", TokenKind.ERROR),  # anything else: lex_error_at works out MLIR's message
]

# Whitespace is space, tab, \n, \r and NUL (mlir-opt skips a NUL that is not the end of the
# buffer); `//` comments run to \n or \r. \v and \f are not whitespace.
_TRIVIA = r"(?:[ \t\n\r\x00]+|//[^\n\r]*)*"
MASTER = re.compile(
    _TRIVIA + "(?:" + "|".join(f"({rx})" for rx, _ in _ALTERNATIVES) + ")", re.DOTALL
)
MASTER_MATCH = MASTER.match
# GROUP_KINDS[m.lastindex] is the kind of the token whose group matched.
GROUP_KINDS: tuple[TokenKind | None, ...] = (TokenKind.ERROR, *(k for _, k in _ALTERNATIVES))
_PATTERNS = [rx for rx, _ in _ALTERNATIVES]
WORD_GROUP = 1 + _PATTERNS.index(_BARE_ID)
PUNCT_GROUP = 1 + _PATTERNS.index(_PUNCT_CLASS)

def lazy_match(namespace: dict[str, object], name: str, pattern: str) -> Callable[[str, int], re.Match[str] | None]:
    """The `match` of `pattern`, compiled on first use: a function that, called once,
    compiles it and rebinds `namespace[name]` (the module global it was assigned to) to the
    compiled `match`. For the large expressions of the parser's memos: compiling one takes
    up to 29M instructions, more than a small program's whole parse."""

    def match_first(text: str, pos: int = 0) -> re.Match[str] | None:
        match = namespace[name] = re.compile(pattern).match
        return match(text, pos)

    return match_first


# --- The fast path ----------------------------------------------------------------------------
# Most tokens of real IR are punctuation, identifiers, `%names` and numbers after a little
# whitespace. For a token starting with one of these characters, `FAST_TOKENS[char]` is
# (match function, kinds by group) of the master alternatives that can start with it, in
# the master's order, so a match gives the master's token; `FAST_PUNCTUATION[char]` is the
# kind of a character that is always a token by itself. Anything else, and a fast pattern
# that does not match, is left to `MASTER_MATCH` (which also reports malformed tokens).
# Measured: about 10% fewer instructions per token than the master expression alone.
WHITESPACE = frozenset(" \t\n\r\x00")
TRIVIA_MATCH = re.compile(_TRIVIA).match
FAST_PUNCTUATION: dict[str, TokenKind] = {
    c: k for c, k in SINGLE_PUNCTUATION.items() if c not in "{/"  # `{-#`; `//` comments
}
_WORD_MATCH = re.compile(r"([su]?i[0-9]+(?![A-Za-z0-9_$.]))|(" + _BARE_ID + ")").match
_NUMBER_MATCH = re.compile(r"([0-9]+\.[0-9]*(?:[eE][-+]?[0-9]+)?)|(0x[0-9a-fA-F]+|[0-9]+)").match
_PERCENT_MATCH = re.compile("(%" + _SUFFIX_ID + ")").match
_DASH_MATCH = re.compile("(->)|(-)").match
# Kinds by group number; None: a bare identifier or keyword, decided by its spelling.
_WORD_KINDS = (None, TokenKind.INTTYPE, None)
_NUMBER_KINDS = (None, TokenKind.FLOATLITERAL, TokenKind.INTEGER)
FAST_TOKENS: dict[str, tuple[Callable[[str, int], re.Match[str] | None], tuple[TokenKind | None, ...]]] = {
    **{c: (_WORD_MATCH, _WORD_KINDS) for c in "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz_"},
    **{c: (_NUMBER_MATCH, _NUMBER_KINDS) for c in "0123456789"},
    "%": (_PERCENT_MATCH, (None, TokenKind.PERCENT_IDENTIFIER)),
    "-": (_DASH_MATCH, (None, TokenKind.ARROW, TokenKind.MINUS)),
}

_STRING_PREFIX = re.compile('"' + _STRING_BODY)
_PREFIX_ERRORS = {
    "#": "invalid attribute name",
    "%": "invalid SSA name",
    "^": "invalid block name",
    "!": "invalid type identifier",
}


def lex_error_at(text: str, pos: int) -> tuple[str, int]:
    """MLIR's diagnostic for the malformed token at `pos`, as (message, offset to report)."""
    char = text[pos]
    if char == '"':
        return _string_error(text, pos)
    if char == "@":
        if text.startswith('"', pos + 1):
            return _string_error(text, pos + 1)
        return "@ identifier expected to start with letter or '_'", pos + 1
    if char == ".":
        return "expected three consecutive dots for an ellipsis", pos + 1
    if char in _PREFIX_ERRORS:
        return _PREFIX_ERRORS[char], pos
    return "unexpected character", pos


def _string_error(text: str, quote: int) -> tuple[str, int]:
    match = _STRING_PREFIX.match(text, quote)
    assert match is not None  # the prefix pattern matches at any opening quote
    stop = match.end()
    if stop < len(text) and text[stop] == "\\":
        return "unknown escape in string literal", stop
    # Unterminated: the body stopped at a newline, \v, \f or the end of the input.
    return "expected '\"' in string literal", stop


def lex_error(input: Input, pos: int) -> ParseError:
    """The ParseError for the malformed token at `pos`."""
    message, where = lex_error_at(input.text, pos)
    whole = getattr(input, "whole", None)  # a chunk of a split file (odsgen opt's ChunkInput)
    if where == len(input.text) and whole is not None:
        # mlir-opt 22's chunks are not NUL-terminated: an unterminated string at a
        # chunk's end is read on into the file, to the end of its line.
        offset: int = getattr(input, "start")  # where the chunk starts in the whole file
        message, where = lex_error_at(whole.text, offset + pos)
        where -= offset
    return ParseError(error(message, Span(input, where, where)))


class Token:
    """One token: its kind and its [start, end) character range in `input`."""

    __slots__ = ("kind", "start", "end", "input")

    def __init__(self, kind: TokenKind, start: int, end: int, input: Input) -> None:
        self.kind = kind
        self.start = start
        self.end = end
        self.input = input

    @property
    def spelling(self) -> str:
        return self.input.text[self.start : self.end]

    @property
    def span(self) -> Span:
        return Span(self.input, self.start, self.end)

    @property
    def is_keyword(self) -> bool:
        return self.kind >= TokenKind.KW_AFFINE_MAP

    def __repr__(self) -> str:
        return f"Token({self.kind.name}, {self.spelling!r}, {self.start}:{self.end})"


class Lexer:
    """Splits an `Input` into tokens on demand, like MLIR's `Lexer::lexToken`.

    `lex()` returns the next token. A malformed token comes back with kind ERROR (spanning
    the reported position) and the diagnostic mlir-opt prints left in `self.error`;
    `lex_or_raise()` raises it instead.
    """

    __slots__ = ("input", "text", "pos", "error")

    def __init__(self, input: Input, pos: int = 0) -> None:
        self.input = input
        self.text = input.text
        self.pos = pos
        self.error: ParseError | None = None

    def reset(self, pos: int) -> None:
        """Continue lexing at `pos` (MLIR's `resetPointer`)."""
        self.pos = pos

    def scan(self) -> tuple[TokenKind, int, int]:
        """The next token as (kind, start, end): `lex` without allocating a Token."""
        text = self.text
        match = MASTER_MATCH(text, self.pos)
        assert match is not None and match.lastindex is not None  # the catch-all always matches
        group = match.lastindex
        start, end = match.span(group)
        kind = GROUP_KINDS[group]
        if kind is None:
            if group == WORD_GROUP:
                kind = KEYWORDS.get(text[start:end], TokenKind.BARE_IDENTIFIER)
            else:
                kind = SINGLE_PUNCTUATION[text[start]]
        elif kind is TokenKind.ERROR:
            self.error = lex_error(self.input, start)
            where = self.error.diagnostic.span.start  # type: ignore[union-attr]
            # Like MLIR, stay put: lexing again reports the same error.
            return kind, where, where
        self.pos = end
        return kind, start, end

    def lex(self) -> Token:
        kind, start, end = self.scan()
        return Token(kind, start, end, self.input)

    def lex_or_raise(self) -> Token:
        token = self.lex()
        if token.kind is TokenKind.ERROR:
            assert self.error is not None
            raise self.error
        return token


def tokenize(source: Input | str, name: str = "<input>") -> list[Token]:
    """All tokens of `source` up to and including EOF; raises ParseError at a malformed one."""
    input = Input(name, source) if isinstance(source, str) else source
    lexer = Lexer(input)
    tokens = []
    while True:
        token = lexer.lex_or_raise()
        tokens.append(token)
        if token.kind is TokenKind.EOF:
            return tokens


def decode_source(data: bytes, name: str) -> Input:
    """Decode a source file's bytes the way mlir-opt reads them.

    mlir-opt lexes bytes, not characters: bytes that are not valid UTF-8 are accepted inside
    string literals (they become those bytes of the string's value) and comments, and are an
    "unexpected character" anywhere else. The `surrogateescape` handler keeps each such byte
    as one lone surrogate character (U+DC80..U+DCFF), which the lexer treats exactly that
    way, and `text.encode("utf-8", "surrogateescape")` gives the original bytes back. A UTF-8
    byte order mark is kept too: mlir-opt rejects it as an unexpected character at 1:1.
    Decoding never fails.
    """
    return Input(name, data.decode("utf-8", "surrogateescape"))


# --- Literal values ----------------------------------------------------------------------------
# MLIR string values are byte strings. odsgen represents one as a Python str decoded from those
# bytes as UTF-8 with `surrogateescape`: valid UTF-8 reads naturally, and any other byte (from
# a `\XX` escape or raw in the source) is one lone surrogate U+DC80..U+DCFF, so
# `value.encode("utf-8", "surrogateescape")` always gives MLIR's exact bytes (which is what a
# printer must escape: mlir-opt prints "é" as "\C3\A9"). `string_bytes` gives the bytes.

# Escapes are decoded by looking each one up (`_ESCAPE.split` alternates text and escapes),
# all in C: millions of escapes take linear time.
_ESCAPE = re.compile(rb'(\\(?:["\\nt]|[0-9a-fA-F]{2}))')
_UNESCAPED = {b'\\"': b'"', b"\\\\": b"\\", b"\\n": b"\n", b"\\t": b"\t"} | {
    b"\\" + (x + y).encode(): bytes((int(x + y, 16),))
    for x in "0123456789abcdefABCDEF"
    for y in "0123456789abcdefABCDEF"
}
_WINDOW = 1 << 16
_HEX_DIGITS = re.compile("[0-9a-fA-F]*")


def _encode(text: str) -> bytes:
    try:
        return text.encode("utf-8", "surrogateescape")
    except UnicodeEncodeError:  # a surrogate that did not come from decode_source
        return text.encode("utf-8", "surrogatepass")


def _string_body(spelling: str) -> str:
    """The text between the quotes of a `"..."` or `@"..."` spelling."""
    return spelling[2:-1] if spelling[0] == "@" else spelling[1:-1]


def string_bytes(spelling: str) -> bytes:
    """The bytes a string literal (or `@"..."` symbol) denotes (MLIR's getStringValue)."""
    body = _encode(_string_body(spelling))
    if b"\\" not in body:
        return body
    # In windows of _WINDOW bytes (splitting makes objects for all its escapes at once);
    # an escape cut by a window's end (`\` or `\4` in its last two bytes) goes to the next.
    pieces = []
    start = 0
    size = len(body)
    unescaped = _UNESCAPED.__getitem__
    while start < size:
        end = min(start + _WINDOW, size)
        parts = _ESCAPE.split(body[start:end])
        if end < size:
            tail = parts[-1]
            cut = tail.find(b"\\", max(len(tail) - 2, 0))
            if cut != -1:
                parts[-1] = tail[:cut]
                end -= len(tail) - cut
        parts[1::2] = map(unescaped, parts[1::2])
        pieces.append(b"".join(parts))
        start = end
    return b"".join(pieces)


def string_value(spelling: str) -> str:
    """The value of a string literal (or `@"..."` symbol) as a str, see above."""
    body = _string_body(spelling)
    if "\\" not in body:
        return body
    return string_bytes(spelling).decode("utf-8", "surrogateescape")


def hex_string_value(spelling: str) -> bytes | None:
    """The bytes of a `"0x..."` string (MLIR's getHexStringValue); None if it is not one.

    The digits are read from the raw spelling, in pairs; escapes are not processed.
    """
    body = spelling[1:-1]
    digits = body[2:]
    if not body.startswith("0x") or len(digits) % 2 or not _HEX_DIGITS.fullmatch(digits):
        return None
    return bytes.fromhex(digits)


def symbol_name(spelling: str) -> str:
    """The name an `@` identifier refers to, without the `@` (MLIR's getSymbolReference)."""
    return string_value(spelling) if spelling.startswith('@"') else spelling[1:]


_CHUNK_DIGITS = 4000
_CHUNK_SCALE = 10**_CHUNK_DIGITS


def integer_value(spelling: str) -> int:
    """The non-negative value of an integer token, decimal or `0x` hex, of any size."""
    if spelling[1:2] == "x":
        return int(spelling[2:], 16)
    if len(spelling) <= _CHUNK_DIGITS:
        return int(spelling)
    # Python refuses decimal strings over 4300 digits by default; MLIR has no such limit.
    # Chunks after the first are all full, so one scale (a Python int; compiled, a power
    # of `len()` would be C arithmetic) shifts the value by a chunk.
    first = len(spelling) % _CHUNK_DIGITS or _CHUNK_DIGITS
    value = int(spelling[:first])
    for chunk in range(first, len(spelling), _CHUNK_DIGITS):
        value = value * _CHUNK_SCALE + int(spelling[chunk : chunk + _CHUNK_DIGITS])
    return value


def float_value(spelling: str) -> float:
    """The double value of a float token, rounded to nearest-even like APFloat.

    Overflow gives inf and underflow 0.0 or a subnormal, without error: MLIR 22 converts with
    `getAsDouble(allowInexact=true)`, so its "floating point value too large" never fires.
    """
    return float(spelling)


def int_type_width(spelling: str) -> int | None:
    """The width of an `inttype` token (i32 -> 32); None if it does not fit 32 bits unsigned."""
    width = integer_value(spelling[1:] if spelling[0] == "i" else spelling[2:])
    return width if width < 1 << 32 else None


def int_type_signedness(spelling: str) -> bool | None:
    """True for `si`, False for `ui`, None for signless `i`."""
    return None if spelling[0] == "i" else spelling[0] == "s"


def hash_identifier_number(spelling: str) -> int | None:
    """The number of a `#123` identifier; None for a named one or one too big for 32 bits."""
    digits = spelling[1:]
    if not (digits.isascii() and digits.isdigit()):
        return None
    value = integer_value(digits)
    return value if value < 1 << 32 else None
