"""How MLIR text spells strings, keywords and names: escaped string literals
(llvm::printEscapedString), keywords that need quoting, `@symbol` names and the
pretty or verbose form of a dialect symbol (`#dialect.ident<...>` / `#dialect<...>`).
Pure functions of text, shared by the printers."""

from __future__ import annotations

import re

_PLAIN = re.compile(r"[\x20\x21\x23-\x5b\x5d-\x7e]*\Z")
_BARE = re.compile(r"[A-Za-z_][A-Za-z0-9_$.]*\Z")


def escape(text: str) -> str:
    """llvm::printEscapedString: `\\\\` for a backslash, printable ASCII except `"` as is,
    every other byte (of the UTF-8 encoding; raw bytes are kept as lone surrogates) as
    `\\XX`."""
    if _PLAIN.match(text):
        return text
    # Bytes as Latin-1 characters, each mapped by one table in C: linear and compact.
    return text.encode("utf-8", "surrogateescape").decode("latin-1").translate(_ESCAPES)


_ESCAPES = {
    byte: "\\\\" if byte == 0x5C else f"\\{byte:02X}"
    for byte in range(256)
    if not (0x20 <= byte <= 0x7E and byte != 0x22) or byte == 0x5C
}


def quoted(text: str) -> str:
    return '"' + escape(text) + '"'


# keyword_or_string's results by text (bounded); hot callers look names up here first.
KEYWORD_TEXT: dict[str, str] = {}


def keyword_or_string(text: str) -> str:
    """A bare identifier (`[a-zA-Z_][a-zA-Z0-9_$.]*`) as is, anything else quoted."""
    printed = KEYWORD_TEXT.get(text)
    if printed is None:
        printed = text if _BARE.match(text) else '"' + escape(text) + '"'
        if len(KEYWORD_TEXT) < 65536:
            KEYWORD_TEXT[text] = printed
    return printed


def symbol_name(text: str) -> str:
    if not text:
        return "@<<INVALID EMPTY SYMBOL>>"
    return "@" + keyword_or_string(text)


def _simple_dialect_symbol(text: str) -> bool:
    """isDialectSymbolSimpleEnoughForPrettyForm: `identifier (<...>)?`."""
    if not text or not (text[0].isascii() and text[0].isalpha()):
        return False
    i = 0
    n = len(text)
    while i < n and (text[i].isascii() and (text[i].isalnum() or text[i] in "._")):
        i += 1
    if i == n:
        return True
    return text[i] == "<" and text[-1] == ">"


def dialect_symbol(prefix: str, dialect: str, text: str) -> str:
    if _simple_dialect_symbol(text):
        return f"{prefix}{dialect}.{text}"
    return f"{prefix}{dialect}<{text}>"
