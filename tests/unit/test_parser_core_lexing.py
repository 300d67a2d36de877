"""ParserCore lexes by itself (a fast path for common tokens, the lexer's master expression
for the rest); its tokens must be exactly the Lexer's (odsgen.ir.text.lexer), errors included.

Inputs: every case of tests/data/lexer_oracle.json (recorded from mlir-opt), and seeded
random text built from the characters and fragments where the alternatives compete.
"""

from __future__ import annotations

import json
import random
from pathlib import Path

import pytest

from odsgen.ir.core.diagnostics import ParseError
from odsgen.ir.core.source import Input
from odsgen.ir.text.lexer import Lexer, TokenKind, decode_source
from odsgen.ir.text.parser_core import ParserCore

ORACLE = json.loads((Path(__file__).parents[1] / "data" / "lexer_oracle.json").read_text())

# Fragments where a fast pattern and the master expression could disagree: prefixes of
# longer tokens, suffix ids, integer types next to identifier characters, comments.
FRAGMENTS = [
    " ", "  ", "\n", "\n  ", "\t", "\r", "\x00", "// c\n", "/", "{", "{-#", "#-}", "}", "-", "->",
    "--", ">", "<", "(", ")", "[", "]", ",", ":", "=", "+", "*", "?", "|", "...", "..", ".",
    "%", "%0", "%a.b-c", "%$x", "%1a", "#", "#x", "#1", "!t", "^bb0", "@f", '@"s"', '"s"',
    '"a\\n"', '"\\q"', "i32", "si8", "ui1", "i32x", "i", "in", "x", "_a", "a$b", "a.b", "f32",
    "0", "12", "0x", "0x1F", "0xg", "1.", "1.5", "1.5e3", "1.5e", "2e3", "1x2", "true",
    "loc", "func", "\u00e9", "\udc80", "$", "`", "~", "\\",
]


def parser_core_tokens(text: Input) -> list[tuple]:
    """(kind, start, end) of each token up to EOF, or ("error", message, offset) last."""
    tokens: list[tuple] = []
    try:
        core = ParserCore(text)
        while True:
            tokens.append((core.tok_kind, core.tok_start, core.tok_end))
            if core.tok_kind is TokenKind.EOF:
                return tokens
            core.consume()
    except ParseError as exc:
        tokens.append(("error", exc.diagnostic.message, exc.span.start if exc.span else None))
        return tokens


def lexer_tokens(text: Input) -> list[tuple]:
    tokens: list[tuple] = []
    lexer = Lexer(text)
    try:
        while True:
            token = lexer.lex_or_raise()
            tokens.append((token.kind, token.start, token.end))
            if token.kind is TokenKind.EOF:
                return tokens
    except ParseError as exc:
        tokens.append(("error", exc.diagnostic.message, exc.span.start if exc.span else None))
        return tokens


def case_input(case: dict) -> Input:
    data = bytes.fromhex(case["input_hex"]) if "input_hex" in case else case["input"].encode()
    return decode_source(data, "input.mlir")


@pytest.mark.parametrize("case", ORACLE["cases"], ids=lambda c: c["id"])
def test_oracle_inputs_lex_alike(case: dict) -> None:
    text = case_input(case)
    assert parser_core_tokens(text) == lexer_tokens(text)


@pytest.mark.parametrize("seed", range(300))
def test_random_text_lexes_alike(seed: int) -> None:
    rng = random.Random(seed)
    text = Input("r.mlir", "".join(rng.choice(FRAGMENTS) for _ in range(rng.randint(1, 40))))
    ours = parser_core_tokens(text)
    assert ours == lexer_tokens(text)
    assert ours[-1][0] in (TokenKind.EOF, "error")
