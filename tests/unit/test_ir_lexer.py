"""The MLIR lexer (odsgen.ir.text.lexer) against MLIR 22's Lexer.cpp and mlir-opt 22.

Oracle cases come from tests/data/lexer_oracle.json (recorded by
tests/tools/record_lexer_oracle.py); the rest pins down Lexer.cpp's rules directly.
"""

from __future__ import annotations

import json
import math
import random
from pathlib import Path

import pytest

from odsgen.ir.core.diagnostics import ParseError
from odsgen.ir.core.source import Input
from odsgen.ir.text.lexer import (
    KEYWORDS,
    PUNCTUATION,
    Lexer,
    Token,
    TokenKind,
    decode_source,
    float_value,
    hash_identifier_number,
    hex_string_value,
    int_type_signedness,
    int_type_width,
    integer_value,
    string_bytes,
    string_value,
    symbol_name,
    token_spelling,
    tokenize,
)

K = TokenKind
ORACLE = json.loads((Path(__file__).parents[1] / "data" / "lexer_oracle.json").read_text())
CASES = ORACLE["cases"]


def kinds_and_spellings(text: str) -> list[tuple[TokenKind, str]]:
    return [(t.kind, t.spelling) for t in tokenize(text)[:-1]]


def lex_error(text: str) -> tuple[str, int, int]:
    with pytest.raises(ParseError) as info:
        tokenize(text, "in.mlir")
    span = info.value.span
    assert span is not None
    return info.value.diagnostic.message, span.line, span.column


def case_input(case: dict) -> Input:
    data = bytes.fromhex(case["input_hex"]) if "input_hex" in case else case["input"].encode()
    return decode_source(data, "input.mlir")


def byte_line_col(input: Input, offset: int) -> tuple[int, int]:
    """mlir-opt's line and column: columns count UTF-8 bytes (original bytes here)."""
    line, col = input.line_col(offset)
    prefix = input.line_text(line)[: col - 1]
    return line, len(prefix.encode("utf-8", "surrogateescape")) + 1


# --- Token kinds and spellings ------------------------------------------------------------------


def test_every_punctuation_kind() -> None:
    text = "-> : , ... = > { ( [ < - + ? } ) ] / * | {-# #-}"
    assert kinds_and_spellings(text) == [
        (K.ARROW, "->"),
        (K.COLON, ":"),
        (K.COMMA, ","),
        (K.ELLIPSIS, "..."),
        (K.EQUAL, "="),
        (K.GREATER, ">"),
        (K.L_BRACE, "{"),
        (K.L_PAREN, "("),
        (K.L_SQUARE, "["),
        (K.LESS, "<"),
        (K.MINUS, "-"),
        (K.PLUS, "+"),
        (K.QUESTION, "?"),
        (K.R_BRACE, "}"),
        (K.R_PAREN, ")"),
        (K.R_SQUARE, "]"),
        (K.SLASH, "/"),
        (K.STAR, "*"),
        (K.VERTICAL_BAR, "|"),
        (K.FILE_METADATA_BEGIN, "{-#"),
        (K.FILE_METADATA_END, "#-}"),
    ]
    assert {kind for kind, _ in kinds_and_spellings(text)} == set(PUNCTUATION)


def test_punctuation_needs_no_spaces() -> None:
    assert [k for k, _ in kinds_and_spellings("(%a)->{-#}#-}[]<>")] == [
        K.L_PAREN,
        K.PERCENT_IDENTIFIER,
        K.R_PAREN,
        K.ARROW,
        K.FILE_METADATA_BEGIN,
        K.R_BRACE,
        K.FILE_METADATA_END,
        K.L_SQUARE,
        K.R_SQUARE,
        K.LESS,
        K.GREATER,
    ]
    # `{-` without `#` is a brace then a minus; `#-x` is an attribute alias name.
    assert kinds_and_spellings("{-x #-x") == [
        (K.L_BRACE, "{"),
        (K.MINUS, "-"),
        (K.BARE_IDENTIFIER, "x"),
        (K.HASH_IDENTIFIER, "#-x"),
    ]


def test_every_keyword() -> None:
    assert len(KEYWORDS) == 51
    for spelling, kind in KEYWORDS.items():
        assert kinds_and_spellings(spelling) == [(kind, spelling)]
        assert token_spelling(kind) == spelling
        assert kind.is_keyword
    # MLIR 22 dropped `token`; `x`, `i`, `F32` and keyword prefixes/extensions are bare.
    for word in ("token", "x", "i", "F32", "f8E4M3fn", "affine_map2", "true.x", "func.func", "_"):
        assert kinds_and_spellings(word) == [(K.BARE_IDENTIFIER, word)]


def test_identifiers() -> None:
    text = "foo _a$b.c-d %0 %foo %-x %$.$ %x.y_z$-1 ^bb0 ^-x.$_ !llvm.ptr #map #0 @sym @a.b$_1"
    assert kinds_and_spellings(text) == [
        (K.BARE_IDENTIFIER, "foo"),
        (K.BARE_IDENTIFIER, "_a$b.c"),  # `-` is not a bare-id character
        (K.MINUS, "-"),
        (K.BARE_IDENTIFIER, "d"),
        (K.PERCENT_IDENTIFIER, "%0"),
        (K.PERCENT_IDENTIFIER, "%foo"),
        (K.PERCENT_IDENTIFIER, "%-x"),
        (K.PERCENT_IDENTIFIER, "%$.$"),
        (K.PERCENT_IDENTIFIER, "%x.y_z$-1"),
        (K.CARET_IDENTIFIER, "^bb0"),
        (K.CARET_IDENTIFIER, "^-x.$_"),
        (K.EXCLAMATION_IDENTIFIER, "!llvm.ptr"),
        (K.HASH_IDENTIFIER, "#map"),
        (K.HASH_IDENTIFIER, "#0"),
        (K.AT_IDENTIFIER, "@sym"),
        (K.AT_IDENTIFIER, "@a.b$_1"),
    ]


def test_suffix_ids_starting_with_a_digit_are_all_digits() -> None:
    assert kinds_and_spellings("%0abc #1x ^3-y !7") == [
        (K.PERCENT_IDENTIFIER, "%0"),
        (K.BARE_IDENTIFIER, "abc"),
        (K.HASH_IDENTIFIER, "#1"),
        (K.BARE_IDENTIFIER, "x"),
        (K.CARET_IDENTIFIER, "^3"),
        (K.MINUS, "-"),
        (K.BARE_IDENTIFIER, "y"),
        (K.EXCLAMATION_IDENTIFIER, "!7"),
    ]
    assert lex_error("!7.") == ("expected three consecutive dots for an ellipsis", 1, 4)


def test_result_numbers_lex_as_separate_hash_identifiers() -> None:
    # `%foo#1` is `%foo` then `#1`: the parser reads the number (getHashIdentifierNumber).
    tokens = tokenize("%foo#1 %0#12")
    assert [(t.kind, t.spelling) for t in tokens[:-1]] == [
        (K.PERCENT_IDENTIFIER, "%foo"),
        (K.HASH_IDENTIFIER, "#1"),
        (K.PERCENT_IDENTIFIER, "%0"),
        (K.HASH_IDENTIFIER, "#12"),
    ]
    assert hash_identifier_number("#12") == 12
    assert hash_identifier_number("#map") is None
    assert hash_identifier_number("#4294967296") is None


def test_integer_types() -> None:
    assert kinds_and_spellings("i1 i32 si8 ui16 i0 i007 i32x si ui s8 u8 i1.5 si1.x") == [
        (K.INTTYPE, "i1"),
        (K.INTTYPE, "i32"),
        (K.INTTYPE, "si8"),
        (K.INTTYPE, "ui16"),
        (K.INTTYPE, "i0"),
        (K.INTTYPE, "i007"),
        (K.BARE_IDENTIFIER, "i32x"),
        (K.BARE_IDENTIFIER, "si"),
        (K.BARE_IDENTIFIER, "ui"),
        (K.BARE_IDENTIFIER, "s8"),
        (K.BARE_IDENTIFIER, "u8"),
        (K.BARE_IDENTIFIER, "i1.5"),
        (K.BARE_IDENTIFIER, "si1.x"),
    ]
    assert (int_type_width("i32"), int_type_signedness("i32")) == (32, None)
    assert (int_type_width("si8"), int_type_signedness("si8")) == (8, True)
    assert (int_type_width("ui16"), int_type_signedness("ui16")) == (16, False)
    assert int_type_width("i4294967295") == 4294967295
    assert int_type_width("i4294967296") is None


def test_numbers() -> None:
    text = "0 42 007 0x2A 0xdeadBEEF 1. 1.5 1.e3 1.5E+3 2.5e-3 1.5e 1.5e+ 1e3 0x 0xg 0X1 10x5"
    assert kinds_and_spellings(text) == [
        (K.INTEGER, "0"),
        (K.INTEGER, "42"),
        (K.INTEGER, "007"),
        (K.INTEGER, "0x2A"),
        (K.INTEGER, "0xdeadBEEF"),
        (K.FLOATLITERAL, "1."),
        (K.FLOATLITERAL, "1.5"),
        (K.FLOATLITERAL, "1.e3"),
        (K.FLOATLITERAL, "1.5E+3"),
        (K.FLOATLITERAL, "2.5e-3"),
        (K.FLOATLITERAL, "1.5"),  # `e` without digits is not an exponent
        (K.BARE_IDENTIFIER, "e"),
        (K.FLOATLITERAL, "1.5"),
        (K.BARE_IDENTIFIER, "e"),
        (K.PLUS, "+"),
        (K.INTEGER, "1"),  # no exponent without a dot
        (K.BARE_IDENTIFIER, "e3"),
        (K.INTEGER, "0"),  # `0x` needs a hex digit, else it is `0` then an identifier
        (K.BARE_IDENTIFIER, "x"),
        (K.INTEGER, "0"),
        (K.BARE_IDENTIFIER, "xg"),
        (K.INTEGER, "0"),
        (K.BARE_IDENTIFIER, "X1"),
        (K.INTEGER, "10"),
        (K.BARE_IDENTIFIER, "x5"),
    ]


def test_minus_is_never_part_of_a_number() -> None:
    assert kinds_and_spellings("-1 -0x10 -1.5 ->1") == [
        (K.MINUS, "-"),
        (K.INTEGER, "1"),
        (K.MINUS, "-"),
        (K.INTEGER, "0x10"),
        (K.MINUS, "-"),
        (K.FLOATLITERAL, "1.5"),
        (K.ARROW, "->"),
        (K.INTEGER, "1"),
    ]


def test_dimension_lists_lex_as_integer_then_identifier() -> None:
    assert kinds_and_spellings("4x?x8xf32") == [
        (K.INTEGER, "4"),
        (K.BARE_IDENTIFIER, "x"),
        (K.QUESTION, "?"),
        (K.BARE_IDENTIFIER, "x8xf32"),
    ]


def test_strings_and_at_strings() -> None:
    text = r'"" "a b" "q\"q" "\\" "\n\t" "\41\7f\FF" @"sym bol" @"\22"'
    tokens = tokenize(text)
    assert [t.kind for t in tokens[:-1]] == [K.STRING] * 6 + [K.AT_IDENTIFIER] * 2
    assert [string_value(t.spelling) for t in tokens[:-1]] == [
        "",
        "a b",
        'q"q',
        "\\",
        "\n\t",
        "A\x7f\udcff",
        "sym bol",
        '"',
    ]


def test_string_may_hold_carriage_return_nul_and_tab() -> None:
    assert kinds_and_spellings('"a\rb\x00c\td"') == [(K.STRING, '"a\rb\x00c\td"')]


def test_spans_and_offsets() -> None:
    tokens = tokenize('  %0 = "x"  // c\n\t^bb1:', "f.mlir")
    assert [(t.start, t.end) for t in tokens] == [
        (2, 4),
        (5, 6),
        (7, 10),
        (18, 22),
        (22, 23),
        (23, 23),
    ]
    eof = tokens[-1]
    assert eof.kind is K.EOF and eof.spelling == ""
    assert (tokens[3].span.line, tokens[3].span.column) == (2, 2)
    assert str(tokens[3].span) == "f.mlir:2:2"
    assert repr(tokens[0]) == "Token(PERCENT_IDENTIFIER, '%0', 2:4)"
    assert isinstance(tokens[0], Token) and not hasattr(tokens[0], "__dict__")


def test_trivia() -> None:
    # Space, tab, \n, \r and NUL separate tokens; `//` comments end at \n or \r.
    assert kinds_and_spellings(" \t\r\n\x00a// x ` \udcff\rb//\nc//") == [
        (K.BARE_IDENTIFIER, "a"),
        (K.BARE_IDENTIFIER, "b"),
        (K.BARE_IDENTIFIER, "c"),
    ]
    assert kinds_and_spellings("") == []
    assert kinds_and_spellings("// only a comment") == []


def test_lexer_object_is_lazy_and_resettable() -> None:
    lexer = Lexer(Input("f", "0x1F `"))
    token = lexer.lex()
    assert (token.kind, token.spelling) == (K.INTEGER, "0x1F")
    lexer.reset(1)  # MLIR's parseOptionalDecimalInteger re-lexes from after the `0`
    assert lexer.lex().spelling == "x1F"
    bad = lexer.lex()
    assert bad.kind is K.ERROR and bad.start == 5
    assert lexer.error is not None and lexer.error.diagnostic.message == "unexpected character"
    assert lexer.lex().kind is K.ERROR  # it stays on the error, like MLIR
    with pytest.raises(ParseError):
        lexer.lex_or_raise()


# --- Lexer errors -------------------------------------------------------------------------------


@pytest.mark.parametrize(
    "text, expected",
    [
        ('"abc', ("expected '\"' in string literal", 1, 5)),
        ('"abc\ndef"', ("expected '\"' in string literal", 1, 5)),
        ('"ab\\q"', ("unknown escape in string literal", 1, 4)),
        ('"ab\\4"', ("unknown escape in string literal", 1, 4)),
        ('"ab\\', ("unknown escape in string literal", 1, 4)),
        ("@1", ("@ identifier expected to start with letter or '_'", 1, 2)),
        ("@", ("@ identifier expected to start with letter or '_'", 1, 2)),
        ('@"x', ("expected '\"' in string literal", 1, 4)),
        ("a ..", ("expected three consecutive dots for an ellipsis", 1, 4)),
        ("a\n.", ("expected three consecutive dots for an ellipsis", 2, 2)),
        ("#", ("invalid attribute name", 1, 1)),
        ("% x", ("invalid SSA name", 1, 1)),
        ("^(", ("invalid block name", 1, 1)),
        ("!!", ("invalid type identifier", 1, 1)),
        ("a\n\n  `", ("unexpected character", 3, 3)),
        ("\\", ("unexpected character", 1, 1)),
        ("a\vb", ("unexpected character", 1, 2)),
        ("\u00e9", ("unexpected character", 1, 1)),
        ("\udcff", ("unexpected character", 1, 1)),
        ("\ufeffa", ("unexpected character", 1, 1)),
    ],
)
def test_lexer_error_messages_and_positions(text: str, expected: tuple[str, int, int]) -> None:
    assert lex_error(text) == expected


def test_lexer_errors_render_like_mlir_opt() -> None:
    with pytest.raises(ParseError) as info:
        tokenize('"u.a"() {a = "ab\\qc"} : () -> ()\n', "in.mlir")
    assert str(info.value) == (
        "in.mlir:1:17: error: unknown escape in string literal\n"
        '"u.a"() {a = "ab\\qc"} : () -> ()\n'
        "                ^"
    )


# --- Against mlir-opt -----------------------------------------------------------------------


def ids(category: str) -> list[dict]:
    return [c for c in CASES if c["category"] == category]


@pytest.mark.parametrize("case", ids("lex"), ids=lambda c: c["id"])
def test_oracle_lexer_errors(case: dict) -> None:
    input = case_input(case)
    with pytest.raises(ParseError) as info:
        tokenize(input)
    error = info.value
    assert error.diagnostic.message == case["error"]
    assert error.span is not None
    assert byte_line_col(input, error.span.start) == (case["line"], case["col"])
    line_text = input.line_text(case["line"])
    if line_text.isascii() and "\t" not in line_text and "\r" not in line_text:
        # LLVM's SourceMgr prints no caret line under a line with non-ASCII bytes, expands
        # tabs and cuts the shown line at \r; diagnostics.py does none of that yet.
        rendered = error.diagnostic.render().rstrip("\n").split("\n")
        assert rendered == case["stderr"][:3]


@pytest.mark.parametrize("case", ids("valid"), ids=lambda c: c["id"])
def test_oracle_valid_files_lex(case: dict) -> None:
    tokens = tokenize(case_input(case))
    assert tokens[-1].kind is K.EOF


@pytest.mark.parametrize("case", ids("boundary"), ids=lambda c: c["id"])
def test_oracle_token_boundaries(case: dict) -> None:
    """mlir-opt reported a wrong-token error at the end of the previous token, so a token
    must end exactly there, and nothing before it may fail to lex."""
    input = case_input(case)
    offset = input.offset_of(case["line"], case["col"])
    lexer = Lexer(input)
    ends = []
    while True:
        token = lexer.lex()
        assert token.kind is not K.ERROR or token.start > offset
        if token.kind in (K.EOF, K.ERROR) or token.start > offset:
            break
        ends.append(token.end)
    assert offset in ends


def test_oracle_was_recorded_with_mlir_22() -> None:
    assert "LLVM version 22." in ORACLE["mlir_opt_version"]
    assert {c["category"] for c in CASES} == {"lex", "valid", "boundary", "parse", "integer"}


# --- Literal values -----------------------------------------------------------------------------


def test_string_escapes_decode_to_bytes() -> None:
    assert string_bytes(r'"a\n\t\"\\\41\7f\C3\A9\00"') == b'a\n\t"\\A\x7f\xc3\xa9\x00'
    assert string_value(r'"\C3\A9"') == "\u00e9"  # hex escapes combine into UTF-8
    assert string_value(r'"\ff"') == "\udcff"  # a lone byte stays one surrogate
    assert string_value('"caf\u00e9"') == "caf\u00e9"
    assert string_bytes('"caf\u00e9"') == b"caf\xc3\xa9"
    assert string_bytes('"\udcff\udcfe"') == b"\xff\xfe"  # raw invalid bytes round-trip
    assert string_bytes('"\ud800"') == b"\xed\xa0\x80"  # stray surrogates never raise


def test_surrogateescape_round_trips_every_byte() -> None:
    data = bytes(range(256)).replace(b'"', b"").replace(b"\\", b"").replace(b"\n", b"")
    data = data.replace(b"\v", b"").replace(b"\f", b"")
    input = decode_source(b'"' + data + b'"', "f")
    (token, eof) = tokenize(input)
    assert token.kind is K.STRING and eof.kind is K.EOF
    assert string_bytes(token.spelling) == data
    assert string_value(token.spelling).encode("utf-8", "surrogateescape") == data


def test_symbol_names() -> None:
    assert symbol_name("@foo") == "foo"
    assert symbol_name('@"foo bar"') == "foo bar"
    assert symbol_name(r'@"a\22b"') == 'a"b'


def test_hex_strings() -> None:
    assert hex_string_value('"0xDEadBE"') == b"\xde\xad\xbe"
    assert hex_string_value('"0x"') == b""
    assert hex_string_value('"0xABC"') is None  # odd number of digits
    assert hex_string_value('"0xDE AD"') is None
    assert hex_string_value('"0XDEAD"') is None
    assert hex_string_value('"DEAD"') is None


def test_integer_values() -> None:
    assert integer_value("0") == 0
    assert integer_value("007") == 7
    assert integer_value("0x2A") == 42
    assert integer_value("0xFFFFFFFFFFFFFFFFFFFF") == (1 << 80) - 1
    big = "9" * 10000  # over Python's default int-from-str digit limit
    assert integer_value(big) == 10**10000 - 1


def test_float_values() -> None:
    assert float_value("1.") == 1.0
    assert float_value("1.e3") == 1000.0
    assert float_value("2.5e-3") == 0.0025
    assert float_value("0.1") == 0.1
    assert float_value("1.0e400") == math.inf  # mlir-opt prints 0x7FF0000000000000
    assert float_value("1.0e-400") == 0.0
    assert float_value("1.0e-310") == 1e-310  # subnormals are kept


# --- Robustness -------------------------------------------------------------------------------


def test_huge_and_deep_inputs() -> None:
    depth = 200_000
    tokens = tokenize("[" * depth + "]" * depth)
    assert len(tokens) == 2 * depth + 1
    long_string = '"' + "ab\\n" * 300_000 + '"'
    (token, _) = tokenize(long_string)
    assert len(string_value(token.spelling)) == 900_000
    (token, _) = tokenize("7" * 100_000)
    assert integer_value(token.spelling) % 10 == 7
    assert kinds_and_spellings("// " + "x" * 1_000_000 + "\nok") == [(K.BARE_IDENTIFIER, "ok")]
    ident = "%" + "a" * 500_000
    assert kinds_and_spellings(ident) == [(K.PERCENT_IDENTIFIER, ident)]


def test_unterminated_huge_string_reports_cleanly() -> None:
    message, line, col = lex_error('"' + "x" * 1_000_000)
    assert (message, line, col) == ("expected '\"' in string literal", 1, 1_000_002)


def test_decode_source_never_fails() -> None:
    for data in (b"\xff", b"\xc3", b"\xed\xa0\x80", b"\x00" * 3, b"\xef\xbb\xbf", b""):
        input = decode_source(data, "f")
        assert input.text.encode("utf-8", "surrogateescape") == data
        try:
            tokenize(input)
        except ParseError as error:
            assert error.span is not None


def test_random_input_only_ever_raises_parse_errors() -> None:
    rng = random.Random(1234)
    alphabet = list('%^#!@"\\.-+*/|?:,=<>()[]{}xi0189aefE_$ \t\n\r\v\x00`\u00e9\udcff') + [
        "//",
        "{-#",
        "#-}",
        "0x",
        "si8",
        "...",
        '"a',
        "\\4",
    ]
    for _ in range(3000):
        text = "".join(rng.choice(alphabet) for _ in range(rng.randint(0, 12)))
        try:
            tokens = tokenize(text)
        except ParseError as error:
            assert error.span is not None and 0 <= error.span.start <= len(text)
            continue
        assert tokens[-1].kind is K.EOF
        # Tokens tile the text in order, separated only by trivia.
        previous = 0
        for token in tokens:
            assert previous <= token.start <= token.end <= len(text)
            previous = token.end
