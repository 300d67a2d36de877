"""ParserCore (odsgen.ir.text.parser_core) and its next link NumberParser
(odsgen.ir.text.number_parser) against MLIR 22's Parser/AsmParser token methods.

The `parse` cases of tests/data/lexer_oracle.json (recorded from mlir-opt by
tests/tools/record_lexer_oracle.py) are replayed with a small generic-op parser built only
from ParserCore's token-level methods and MLIR's messages for those checks.
"""

from __future__ import annotations

import json
import math
import random
from pathlib import Path

import pytest

from odsgen.ir.core.diagnostics import ParseError
from odsgen.ir.core.source import Input, Span
from odsgen.ir.text.lexer import TokenKind, decode_source
from odsgen.ir.text.number_parser import NumberParser
from odsgen.ir.text.parser_core import Delimiter, ParserCore

K = TokenKind
ORACLE = json.loads((Path(__file__).parents[1] / "data" / "lexer_oracle.json").read_text())


def fails(text: str, action) -> tuple[str, int, int]:
    """Run `action(parser)` on `text`; return the error's message, line and column."""
    with pytest.raises(ParseError) as info:
        action(NumberParser(text, "in.mlir"))
    span = info.value.span
    assert span is not None
    return info.value.diagnostic.message, span.line, span.column


# --- Current token -------------------------------------------------------------------------------


def test_current_token_attributes() -> None:
    p = NumberParser("  foo(%x)", "f.mlir")
    assert (p.tok_kind, p.tok_start, p.tok_end, p.spelling) == (K.BARE_IDENTIFIER, 2, 5, "foo")
    assert p.get_current_location() == 2
    assert p.current_span.text == "foo" and str(p.current_span) == "f.mlir:1:3"
    p.consume()
    assert (p.tok_kind, p.prev_end) == (K.L_PAREN, 5)
    assert p.consume_if(K.L_PAREN) and not p.consume_if(K.L_PAREN)
    assert p.spelling == "%x"
    p.consume()
    p.consume()
    assert p.tok_kind is K.EOF and p.spelling == "" and p.tok_start == 9
    p.consume()  # stays at EOF
    assert p.tok_kind is K.EOF


def test_keyword_tokens_get_their_kinds() -> None:
    p = NumberParser("true f32 index i32 foo")
    kinds = []
    while p.tok_kind is not K.EOF:
        kinds.append(p.tok_kind)
        assert p.is_current_token_a_keyword()
        p.consume()
    assert kinds == [K.KW_TRUE, K.KW_F32, K.KW_INDEX, K.INTTYPE, K.BARE_IDENTIFIER]
    assert not NumberParser("%x").is_current_token_a_keyword()
    assert not NumberParser('"s"').is_current_token_a_keyword()


def test_lexer_errors_raise_when_the_token_becomes_current() -> None:
    assert fails("`", lambda p: None) == ("unexpected character", 1, 1)
    p = NumberParser("a b `")
    p.consume()  # `b` is fine; lexing past it hits the backtick
    with pytest.raises(ParseError, match="unexpected character"):
        p.consume()


def test_start_offset_and_reset() -> None:
    p = NumberParser("ignored ` 0x1F", start=10)
    assert p.spelling == "0x1F"
    p.reset_token(11)
    assert (p.tok_kind, p.spelling) == (K.BARE_IDENTIFIER, "x1F")
    assert p.prev_end == 14


def test_accepts_input_objects() -> None:
    input = decode_source(b'"\xff"', "bytes.mlir")
    p = NumberParser(input)
    assert p.input is input
    assert p.parse_string().encode("utf-8", "surrogateescape") == b"\xff"


# --- Errors and locations --------------------------------------------------------------------


def test_emit_error_reports_at_current_token_or_given_location() -> None:
    assert fails("a  bc", lambda p: (p.consume(), p.emit_error("boom"))) == ("boom", 1, 4)
    assert fails("abc", lambda p: p.emit_error("at offset", 1)) == ("at offset", 1, 2)
    assert fails("a\nbc", lambda p: p.emit_error("at span", p.span_at(3, 4))) == ("at span", 2, 2)


def test_emit_error_at_eof_backs_up_one_character() -> None:
    assert fails("abc\n", lambda p: (p.consume(), p.emit_error("eof"))) == ("eof", 1, 4)
    assert fails("", lambda p: p.emit_error("empty")) == ("empty", 1, 1)


def test_make_error_allows_notes() -> None:
    p = NumberParser("x y")
    error = p.make_error("main", 2)
    error.diagnostic.note("see here", Span(p.input, 0, 1))
    assert str(error) == "<input>:1:3: error: main\nx y\n  ^\n<input>:1:1: note: see here\nx y\n^"


@pytest.mark.parametrize(
    "text, position",
    [
        ("a b", (1, 2)),  # just after the previous token, before the blanks
        ("a\t \tb", (1, 2)),
        ("a\n\n   b", (1, 2)),  # over blank lines, to the end of the last non-blank one
        ("a // note\n  b", (1, 2)),  # before a comment on the line backed into
        ("a // x // y\n\n // z\n b", (1, 2)),
        ("a\r\n b", (1, 2)),
        ('"a//b"\n b', (1, 3)),  # MLIR's heuristic also takes `//` in a string for a comment
        ("\n\n  b", (3, 3)),  # nothing before it: the token itself
        ("a ", (1, 2)),  # EOF: one character back, then the same backing up
        ("a\n", (1, 2)),
        ("a\n\n\n", (1, 2)),
        ("a // c", (1, 5)),  # EOF inside a trailing comment stays in it, as in mlir-opt
        ("a // c\n", (1, 7)),
    ],
)
def test_wrong_token_error_position(text: str, position: tuple[int, int]) -> None:
    def action(p: ParserCore) -> None:
        p.consume()
        p.parse_rparen()

    assert fails(text, action) == ("expected ')'", *position)


# --- Punctuation ---------------------------------------------------------------------------------

PUNCTUATION_METHODS = [
    ("arrow", "->"),
    ("colon", ":"),
    ("comma", ","),
    ("ellipsis", "..."),
    ("equal", "="),
    ("less", "<"),
    ("greater", ">"),
    ("lparen", "("),
    ("rparen", ")"),
    ("lsquare", "["),
    ("rsquare", "]"),
    ("lbrace", "{"),
    ("rbrace", "}"),
    ("question", "?"),
    ("plus", "+"),
    ("minus", "-"),
    ("star", "*"),
    ("slash", "/"),
    ("vertical_bar", "|"),
]


@pytest.mark.parametrize("name, spelling", PUNCTUATION_METHODS)
def test_punctuation_methods(name: str, spelling: str) -> None:
    p = NumberParser(f"{spelling} {spelling} x")
    getattr(p, f"parse_{name}")()
    assert getattr(p, f"parse_optional_{name}")() is True
    assert getattr(p, f"parse_optional_{name}")() is False
    assert p.spelling == "x"
    assert fails("a x", lambda p: (p.consume(), getattr(p, f"parse_{name}")())) == (
        f"expected '{spelling}'",
        1,
        2,
    )
    assert getattr(ParserCore, f"parse_{name}").__name__ == f"parse_{name}"


def test_parse_token() -> None:
    p = NumberParser(": x")
    p.parse_token(K.COLON, "unused")
    assert fails("a b", lambda p: (p.consume(), p.parse_token(K.COLON, "custom"))) == (
        "custom",
        1,
        2,
    )


# --- Keywords, strings and symbols --------------------------------------------------------


def test_optional_keyword() -> None:
    p = NumberParser("foo i32 true %x")
    assert p.parse_optional_keyword("bar") is None
    assert p.parse_optional_keyword("fo") is None  # a str is one keyword, not a set of letters
    assert p.parse_optional_keyword("foo") == "foo"
    assert p.parse_optional_keyword(["a", "b"]) is None
    assert p.parse_optional_keyword({"i32", "i64"}) == "i32"
    assert p.parse_optional_keyword() == "true"
    assert p.parse_optional_keyword() is None
    assert p.spelling == "%x"


def test_keyword_errors_are_at_the_current_token() -> None:
    assert fails("a  %x", lambda p: (p.consume(), p.parse_keyword())) == (
        "expected valid keyword",
        1,
        4,
    )
    assert fails("a  b", lambda p: (p.consume(), p.parse_keyword("c"))) == ("expected 'c'", 1, 4)
    assert fails("a  b", lambda p: (p.consume(), p.parse_keyword("c", " in list"))) == (
        "expected 'c' in list",
        1,
        4,
    )
    # Not the wrong-token position, and no EOF adjustment (AsmParser::emitError(loc)).
    assert fails("a ", lambda p: (p.consume(), p.parse_keyword("c"))) == ("expected 'c'", 1, 3)


def test_strings() -> None:
    p = NumberParser(r'"a\n\"b" x "\C3\A9"')
    assert p.parse_optional_string() == 'a\n"b'
    assert p.parse_optional_string() is None
    assert p.parse_keyword_or_string() == "x"
    assert p.parse_optional_keyword_or_string() == "\u00e9"
    assert p.parse_optional_keyword_or_string() is None
    assert fails("a %x", lambda p: (p.consume(), p.parse_string())) == ("expected string", 1, 3)
    assert fails("%x", lambda p: p.parse_keyword_or_string()) == (
        "expected valid keyword or string",
        1,
        1,
    )


def test_symbol_names() -> None:
    p = NumberParser('@foo @"a b" foo')
    assert p.parse_symbol_name() == "foo"
    assert p.parse_optional_symbol_name() == "a b"
    assert p.parse_optional_symbol_name() is None
    assert fails("foo", lambda p: p.parse_symbol_name()) == (
        "expected valid '@'-identifier for symbol name",
        1,
        1,
    )


# --- Integers -----------------------------------------------------------------------------------


def test_integers_of_any_size() -> None:
    p = NumberParser("42 -7 0x2A -0x10 007 true false 123456789012345678901234567890 - 5 x")
    values = [p.parse_integer() for _ in range(9)]
    assert values == [42, -7, 42, -16, 7, 1, 0, 123456789012345678901234567890, -5]
    assert p.parse_optional_integer() is None and p.spelling == "x"


def test_integer_errors() -> None:
    assert fails("x", lambda p: p.parse_integer()) == ("expected integer value", 1, 1)
    # After a `-`, the literal is expected through parseToken: a wrong-token position.
    assert fails("- x", lambda p: p.parse_integer()) == ("expected integer value", 1, 2)
    assert fails("1.5", lambda p: p.parse_integer()) == ("expected integer value", 1, 1)


@pytest.mark.parametrize(
    "literal, bits, signed, expected",
    [
        ("127", 8, True, 127),
        ("128", 8, True, None),
        ("-128", 8, True, -128),
        ("-129", 8, True, None),
        ("255", 8, False, 255),
        ("256", 8, False, None),
        ("0xFF", 8, False, 255),
        ("0xFF", 8, True, None),
        ("0x0FF", 8, True, None),
        ("0x7F", 8, True, 127),
        ("9223372036854775807", 64, True, 9223372036854775807),
        ("9223372036854775808", 64, True, None),
        ("-9223372036854775808", 64, True, -9223372036854775808),
        ("18446744073709551615", 64, False, 18446744073709551615),
        ("18446744073709551616", 64, False, None),
        ("99999999999999999999", 64, True, None),  # mlir-opt: "integer value too large"
        ("0000000000000000000000001", 8, True, 1),
        ("-0", 8, False, 0),
        # Upstream quirks, kept: a negative literal narrower than the type wraps around for
        # unsigned types (its APInt is no wider than the type)...
        ("-1", 8, False, 255),
        ("-8", 8, False, 248),
        ("-100", 64, False, (1 << 64) - 100),
        ("-9", 8, False, 247),  # "9" needs 4 bits + 1 for the sign: 5 <= 8
        ("-100", 8, False, None),  # "100" gets 12 bits > 8
        # ...and `true` is a 1-bit APInt, so it sign-extends to -1 (mlir-opt prints
        # `vector.extract %v[true]` as `%v[-1]`).
        ("true", 64, True, -1),
        ("true", 8, False, 255),
        ("false", 32, True, 0),
    ],
)
def test_integers_checked_against_a_c_type(
    literal: str, bits: int, signed: bool, expected: int | None
) -> None:
    p = NumberParser(f"  {literal}")
    if expected is None:
        assert fails(f"  {literal}", lambda p: p.parse_integer(bits, signed)) == (
            "integer value too large",
            1,
            3,
        )
    else:
        assert p.parse_integer(bits, signed) == expected
        assert p.tok_kind is K.EOF


INTEGER_CASES = [c for c in ORACLE["cases"] if c["category"] == "integer"]


@pytest.mark.parametrize("case", INTEGER_CASES, ids=lambda c: f"{c['c_type']}:{c['literal']}")
def test_oracle_integers_checked_against_a_c_type(case: dict) -> None:
    """Literals mlir-opt read with parseInteger<uint64_t/uint32_t/int64_t>."""
    parser = NumberParser(case["literal"])
    if case["error"] is not None and "integer value too large" in case["error"]:
        with pytest.raises(ParseError, match="integer value too large"):
            parser.parse_integer(case["bits"], case["signed"])
        return
    # Parsed (any other error came later, from a verifier).
    value = parser.parse_integer(case["bits"], case["signed"])
    if case["value"] is not None:
        assert value == case["value"]


def test_decimal_integers() -> None:
    p = NumberParser("12 -3 0x1F")
    assert p.parse_decimal_integer() == 12
    assert p.parse_optional_decimal_integer(8) == -3
    assert p.parse_decimal_integer() == 0  # only the `0` of a hex literal...
    assert (p.tok_kind, p.spelling) == (K.BARE_IDENTIFIER, "x1F")  # ...then the rest
    assert NumberParser("true").parse_optional_decimal_integer() is None
    assert fails("x", lambda p: p.parse_decimal_integer()) == (
        "expected decimal integer value",
        1,
        1,
    )


# --- Floats ------------------------------------------------------------------------------------


def test_floats() -> None:
    p = NumberParser("1.5 -2.5e3 1. 0x3FF0000000000000 0x3C00 0x7F800000 1.0e400 -1.0e400")
    assert p.parse_float() == 1.5
    assert p.parse_float() == -2500.0
    assert p.parse_float() == 1.0
    assert p.parse_float() == 1.0  # hex literals are bit patterns
    assert p.parse_float(16) == 1.0
    assert p.parse_float(32) == math.inf
    assert p.parse_float() == math.inf
    assert p.parse_float() == -math.inf


def test_float_literal_bit_patterns() -> None:
    p = NumberParser("0x7FC0 0x0 -0.0")
    assert p.parse_float_literal(16) == 0x7FC0  # e.g. a bf16 NaN, returned as an int
    assert p.parse_float_literal(8) == 0
    value = p.parse_float_literal()
    assert value == 0.0 and math.copysign(1.0, value) == -1.0
    with pytest.raises(ValueError):
        NumberParser("1.0").parse_float(80)


def test_float_errors() -> None:
    assert fails("x", lambda p: p.parse_float()) == ("expected floating point literal", 1, 1)
    assert fails("- x", lambda p: p.parse_float()) == ("expected floating point literal", 1, 3)
    assert fails("-0x3C00", lambda p: p.parse_float(16)) == (
        "hexadecimal float literal should not have a leading minus",
        1,
        2,
    )
    assert fails("0x10000", lambda p: p.parse_float(16)) == (
        "hexadecimal float constant out of range for type",
        1,
        1,
    )
    with pytest.raises(ParseError) as info:
        NumberParser("  1 : f32", "in.mlir").parse_float(32)
    # Same text and note as mlir-opt for `{a = 1 : f32}`: the note, at the error's
    # location, shows no source line again.
    assert str(info.value) == (
        "in.mlir:1:3: error: unexpected decimal integer literal for a floating point value\n"
        "  1 : f32\n"
        "  ^\n"
        "in.mlir:1:3: note: add a trailing dot to make the literal a float"
    )


# --- Comma-separated lists -----------------------------------------------------------------


def collect(p: ParserCore, delimiter: Delimiter, context: str = "") -> tuple[bool, list[int]]:
    items: list[int] = []
    present = p.parse_comma_separated_list(
        delimiter, lambda: items.append(p.parse_integer()), context
    )
    return present, items


@pytest.mark.parametrize(
    "delimiter, text",
    [
        (Delimiter.PAREN, "(1, 2)"),
        (Delimiter.SQUARE, "[1, 2]"),
        (Delimiter.LESS_GREATER, "<1, 2>"),
        (Delimiter.BRACES, "{1, 2}"),
        (Delimiter.OPTIONAL_PAREN, "(1, 2)"),
        (Delimiter.OPTIONAL_SQUARE, "[1, 2]"),
        (Delimiter.OPTIONAL_LESS_GREATER, "<1, 2>"),
        (Delimiter.OPTIONAL_BRACES, "{1, 2}"),
    ],
)
def test_delimited_lists(delimiter: Delimiter, text: str) -> None:
    p = NumberParser(text + " x")
    assert collect(p, delimiter) == (True, [1, 2])
    assert p.spelling == "x"
    empty = NumberParser(text[0] + text[-1] + " x")
    assert collect(empty, delimiter) == (True, [])
    assert empty.spelling == "x"
    if delimiter.name.startswith("OPTIONAL"):
        absent = NumberParser("x")
        assert collect(absent, delimiter) == (False, [])
        assert absent.spelling == "x"
    else:
        assert fails("a x", lambda p: (p.consume(), collect(p, delimiter, " in test"))) == (
            f"expected '{text[0]}' in test",
            1,
            2,
        )
    assert fails(text[:-1] + " 3", lambda p: collect(p, delimiter, " in test")) == (
        f"expected '{text[-1]}' in test",
        1,
        len(text),  # just after the `2`
    )


def test_undelimited_list_needs_an_element() -> None:
    p = NumberParser("1, 2, 3 x")
    assert collect(p, Delimiter.NONE) == (True, [1, 2, 3])
    assert fails("x", lambda p: collect(p, Delimiter.NONE)) == ("expected integer value", 1, 1)
    # parseInteger reports at the current token, with no EOF adjustment.
    assert fails("1,", lambda p: collect(p, Delimiter.NONE)) == ("expected integer value", 1, 3)


def test_list_until() -> None:
    p = NumberParser("1, 2] ] x")
    items: list[int] = []
    p.parse_comma_separated_list_until(K.R_SQUARE, lambda: items.append(p.parse_integer()))
    p.parse_comma_separated_list_until(K.R_SQUARE, lambda: items.append(p.parse_integer()))
    assert items == [1, 2] and p.spelling == "x"
    assert fails(
        "[ ]",
        lambda p: (
            p.consume(),
            p.parse_comma_separated_list_until(K.R_SQUARE, p.parse_integer, allow_empty=False),
        ),
    ) == ("expected list element", 1, 2)
    assert fails(
        "[1 2]",
        lambda p: (
            p.consume(),
            p.parse_comma_separated_list_until(K.R_SQUARE, p.parse_integer),
        ),
    ) == ("expected ',' or ']'", 1, 3)


def test_nested_lists() -> None:
    def value(p: ParserCore) -> object:
        if p.tok_kind is K.L_SQUARE:
            items: list[object] = []
            p.parse_comma_separated_list(Delimiter.SQUARE, lambda: items.append(value(p)))
            return items
        return p.parse_integer()

    depth = 150
    p = NumberParser("[" * depth + "1, [2]" + "]" * depth)
    result = value(p)
    for _ in range(depth - 1):
        assert isinstance(result, list) and len(result) == 1
        result = result[0]
    assert result == [1, [2]]


# --- Replaying mlir-opt's generic-op errors ------------------------------------------------


class GenericOpReplay(NumberParser):
    """Just enough of MLIR's generic operation syntax to reach its token-level checks,
    using the messages of OperationParser, parseAttribute and parseFunctionType."""

    def parse_file(self) -> None:
        while self.tok_kind is not K.EOF:
            self.parse_operation()

    def parse_operation(self) -> None:
        if self.tok_kind is K.PERCENT_IDENTIFIER:
            self.consume()
            self.parse_token(K.EQUAL, "expected '=' after SSA name")
        if self.tok_kind is not K.STRING:
            self.emit_wrong_token_error("expected operation name in quotes")
        self.consume()
        self.parse_token(K.L_PAREN, "expected '(' to start operand list")
        if self.tok_kind is K.PERCENT_IDENTIFIER:
            self.parse_comma_separated_list(Delimiter.NONE, self.parse_value_use)
        self.parse_token(K.R_PAREN, "expected ')' to end operand list")
        if self.tok_kind is K.L_BRACE:
            self.parse_comma_separated_list(
                Delimiter.BRACES, self.parse_named_attribute, " in attribute dictionary"
            )
        self.parse_token(K.COLON, "expected ':' followed by operation type")
        self.parse_type_list_parens()
        self.parse_token(K.ARROW, "expected '->' in function type")
        if self.tok_kind is K.L_PAREN:
            self.parse_type_list_parens()
        else:
            self.parse_type()

    def parse_value_use(self) -> None:
        self.parse_token(K.PERCENT_IDENTIFIER, "expected SSA operand")
        self.consume_if(K.HASH_IDENTIFIER)

    def parse_named_attribute(self) -> None:
        if self.parse_optional_keyword_or_string() is None:
            self.emit_error("expected attribute name")
        if self.parse_optional_equal():
            self.parse_attribute()

    def parse_attribute(self) -> None:
        if self.tok_kind in (K.INTEGER, K.MINUS):
            self.parse_integer()
        elif self.tok_kind is K.STRING:
            self.consume()
        elif self.consume_if(K.L_SQUARE):
            self.parse_comma_separated_list_until(K.R_SQUARE, self.parse_attribute)
        else:
            self.emit_wrong_token_error("expected attribute value")

    def parse_type_list_parens(self) -> None:
        self.parse_token(K.L_PAREN, "expected '('")
        if not self.consume_if(K.R_PAREN):
            self.parse_comma_separated_list(Delimiter.NONE, self.parse_type)
            self.parse_token(K.R_PAREN, "expected ')'")

    def parse_type(self) -> None:
        if self.tok_kind is K.INTTYPE or self.tok_kind in (K.KW_F32, K.KW_INDEX):
            self.consume()
        else:
            self.emit_wrong_token_error("expected non-function type")


def renders_like_llvm(line: str) -> bool:
    """Whether diagnostics.py renders a source line the way LLVM's SourceMgr prints it.

    LLVM expands tabs to 8-column stops (a caret on a tab repeats to the next stop), cuts
    the displayed line at a \r, and prints no caret line under a non-ASCII line.
    """
    return line.isascii() and "\t" not in line and "\r" not in line


PARSE_CASES = [c for c in ORACLE["cases"] if c["category"] == "parse"]


@pytest.mark.parametrize("case", PARSE_CASES, ids=lambda c: c["id"])
def test_oracle_generic_op_errors(case: dict) -> None:
    parser = GenericOpReplay(Input("input.mlir", case["input"]))
    with pytest.raises(ParseError) as info:
        parser.parse_file()
    error = info.value
    assert error.span is not None
    assert (error.diagnostic.message, error.span.line, error.span.column) == (
        case["error"],
        case["line"],
        case["col"],
    )
    if renders_like_llvm(parser.input.line_text(case["line"])):
        assert error.diagnostic.render().rstrip("\n").split("\n") == case["stderr"][:3]


def test_replay_parser_accepts_what_mlir_opt_accepts() -> None:
    text = (
        '%0 = "u.a"() {a = 1, "b" = [1, -2, "s"], c} : () -> i32\n'
        '"u.b"(%0, %0#0) : (i32, i32) -> ()\n'
    )
    GenericOpReplay(text).parse_file()


def test_replay_parser_on_a_large_input() -> None:
    line = '%0 = "u.a"(%1, %2) {value = [1, 2, 3], name = "n"} : (i32, index) -> (f32)\n'
    GenericOpReplay(line * 5000).parse_file()


def test_random_calls_on_random_input_only_raise_parse_errors() -> None:
    rng = random.Random(99)
    alphabet = list('%^#!@"\\.-+*/|?:,=<>()[]{}x019af_ \n`') + ["0x1", "true", "@s", '"s"', "i8"]
    calls = [
        lambda p: p.parse_integer(rng.choice([None, 8, 32, 64]), rng.choice([True, False])),
        lambda p: p.parse_float(rng.choice([16, 32, 64])),
        lambda p: p.parse_float_literal(rng.choice([8, 80, 128])),
        lambda p: p.parse_decimal_integer(8),
        lambda p: p.parse_keyword(rng.choice([None, "x"])),
        lambda p: p.parse_string(),
        lambda p: p.parse_symbol_name(),
        lambda p: p.parse_keyword_or_string(),
        lambda p: p.parse_comma_separated_list(
            rng.choice(list(Delimiter)), lambda: p.parse_optional_integer(), " ctx"
        ),
        lambda p: p.parse_comma_separated_list_until(K.R_SQUARE, p.parse_integer),
        lambda p: getattr(p, f"parse_{rng.choice(PUNCTUATION_METHODS)[0]}")(),
        lambda p: p.consume(),
        lambda p: p.emit_wrong_token_error("x"),
    ]
    for _ in range(3000):
        text = "".join(rng.choice(alphabet) for _ in range(rng.randint(0, 10)))
        try:
            p = NumberParser(text)
            for _ in range(4):
                rng.choice(calls)(p)
        except ParseError as error:
            assert error.span is not None and 0 <= error.span.start <= len(text)
