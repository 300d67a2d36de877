"""The compiled parser's consume scans characters (char_scan.consume_by_characters)
where the interpreted one matches regular expressions (ParserCore.consume_by_expressions):
both must give the same tokens, positions and errors on any text. Checked here in whichever
mode the suite runs (CI runs both)."""

from __future__ import annotations

from pathlib import Path

from hypothesis import given, settings
from hypothesis import strategies as st

from odsgen.ir.core.diagnostics import ParseError
from odsgen.ir.core.source import Input
from odsgen.ir.text.lexer import TokenKind
from odsgen.ir.text.char_scan import consume_by_characters
from odsgen.ir.text.parser_core import ParserCore

TESTS = Path(__file__).resolve().parents[1]


def _tokens(text: str, consume) -> list[tuple]:  # type: ignore[no-untyped-def]
    try:
        parser = ParserCore(Input("t.mlir", text))
    except ParseError as exc:
        return [("error", str(exc))]
    out: list[tuple] = []
    for _ in range(len(text) + 2):  # every token consumes something; EOF stays
        out.append((parser.tok_kind, parser.tok_start, parser.tok_end, parser.prev_end))
        if parser.tok_kind is TokenKind.EOF:
            break
        try:
            consume(parser)
        except ParseError as exc:
            out.append(("error", str(exc)))
            break
    return out


def _same(text: str) -> None:
    assert _tokens(text, consume_by_characters) == _tokens(text, ParserCore.consume_by_expressions)


def test_every_test_file_lexes_the_same() -> None:
    files = sorted(TESTS.rglob("*.mlir"))
    assert len(files) > 100
    for path in files:
        _same(path.read_text(encoding="utf-8", errors="replace"))


def test_the_tricky_spellings_lex_the_same() -> None:
    for text in [
        "i32 si8 ui1 i32x i i_ s u si ui0. i7$ 0x 0x1f 0xg 00x1 0x1.5 1.5e 1.5e+ 1.5e+3 1.e9 7.",
        "%0 %a %_x.y-z %$ %12ab %- %. % %% -> - -x --> //c\n// c2\r\x00 /x / {-# #-} ... ->>",
        "", " ", "\n//", "é %é i32é", '"str" @sym #attr !t ^bb0 loc("a":1:2)',
        '"a\\"b" "\\n\\t\\\\\\0a" "\\q" "\\0" "ab\ncd" "\x0b" "x', '@"q" @"\\zz" @ @1 #-} #-x #0 !- ^ {-# {-x {',
    ]:
        _same(text)
        for piece in text.split(" "):  # each alone too: an error ends a token stream
            _same(piece)


def test_random_modules_lex_the_same() -> None:
    from tests.random_modules import generate

    for seed in range(40):
        _same(generate(seed))


@settings(max_examples=400, deadline=None)
@given(st.text(alphabet=" \n\t\r\x00\x0b\x0c\\/%-><0123456789.eExXabfinstu_$#@!^{}()[],:=\"+*?|é", max_size=40))
def test_any_text_lexes_the_same(text: str) -> None:
    _same(text)
