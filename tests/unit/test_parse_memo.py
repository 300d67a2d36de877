"""Function types, attribute dictionaries, typed numbers and custom attribute bodies written
in a form whose text determines them (type_parser._FUNCTION_FAST, attr_parser._DICT_FAST and
_TYPED_NUMBER_FAST, op_format_support._PLAIN_ANGLE_BODY)
are parsed once and then looked up by their text. The IR, and every error, must be what reading each token gives: compared here
on every test file and on random modules, in whichever mode the suite runs (CI runs both)."""

from __future__ import annotations

import re
import subprocess
import sys
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from odsgen.ir.core.diagnostics import ParseError
from odsgen.ir.text import attr_parser, op_format_support, type_parser
from odsgen.ir.text.parser import parse_source
from odsgen.ir.text.printer import print_operation
from odsgen.opt import OptOptions, make_context
from tests.random_modules import generate

TESTS = Path(__file__).resolve().parents[1]


def _outcome(text: str) -> str:
    """What parsing `text` gives: the IR printed generically with locations, or the error."""
    options = OptOptions()
    options.allow_unregistered = True
    context = make_context(options)
    try:
        module = parse_source(context, text, "t.mlir")
    except (ParseError, RecursionError) as exc:
        return f"error: {exc}"
    return print_operation(module, generic=True, debuginfo=True)


def _without_memo(monkeypatch: pytest.MonkeyPatch, text: str) -> str:
    with monkeypatch.context() as patch:
        patch.setattr(type_parser, "_FUNCTION_FAST", lambda text, pos: None)
        patch.setattr(attr_parser, "_DICT_FAST", lambda text, pos: None)
        patch.setattr(attr_parser, "_TYPED_NUMBER_FAST", lambda text, pos: None)
        patch.setattr(op_format_support, "_PLAIN_ANGLE_BODY", lambda text, pos: None)
        return _outcome(text)


def _chunks() -> list[str]:
    chunks = []
    for path in sorted(TESTS.rglob("*.mlir")):
        chunks += path.read_text(encoding="utf-8", errors="replace").split("// -----")
    return chunks


def test_every_test_file_parses_the_same_with_and_without_the_memo(monkeypatch: pytest.MonkeyPatch) -> None:
    chunks = _chunks()
    assert len(chunks) > 1000
    function_types = dictionaries = numbers = 0
    for text in chunks:
        assert _outcome(text) == _without_memo(monkeypatch, text)
        function_types += sum(bool(type_parser._FUNCTION_FAST(text, m.end() - 1)) for m in re.finditer(r": \(", text))
        dictionaries += sum(bool(attr_parser._DICT_FAST(text, m.start())) for m in re.finditer(r"\{", text))
        numbers += sum(bool(attr_parser._TYPED_NUMBER_FAST(text, m.end())) for m in re.finditer(r"constant ", text))
    assert function_types > 1000 and dictionaries > 500 and numbers > 200, (function_types, dictionaries, numbers)


@settings(max_examples=25, deadline=None)
@given(st.integers(min_value=0, max_value=10**6))
def test_random_modules_parse_the_same_with_and_without_the_memo(seed: int) -> None:
    text = generate(seed)
    with pytest.MonkeyPatch.context() as monkeypatch:
        assert _outcome(text) == _without_memo(monkeypatch, text)


def test_repeated_spellings_and_their_neighbours(monkeypatch: pytest.MonkeyPatch) -> None:
    ops = [
        '"x.a"(%0) {k = 1 : i64, s = "t", r = @f, l = [1, -2], u, t = vector<4xf32>} : (i32) -> (i32, f32)',
        '"x.b"(%0) {n = {k = 1 : i64, b}, f = -1.5e3 : f32, z = 0 : index} : (i32) -> tensor<?x4xi8>',
        '"x.c"(%0) {k = 1 : i64, k = 2} : (i32) -> i32',  # a duplicate key
        '"x.d"(%0) {k = 1 : i64} : (i32) -> i32_x',  # no such type
        '"x.e"(%0) {k = 1 : i64} : (i32) -> complex<f32>',
        '"x.f"(%0) {k = 1 : i64}: (i32)->i32',  # spaced otherwise: read token by token
        '"x.g"(%0) {k = 99999999999999999999 : i8} : (i32) -> i32',  # out of range
        '"x.h"(%0) {k = @a::@b, q = "\\n"} : (i32) -> ()',
        # Not a dictionary the memo takes (`#a`): its numbers are read one by one.
        '"x.i"(%0) {a = #a, k = 1 : i64, f = -1.5e3 : f32, t = 2 : tensor<4xi8>} : (i32) -> i32',
        '"x.j"(%0) {a = #a, k = 1 : i64x} : (i32) -> i32',  # no such type
        '"x.k"(%0) {a = #a, k = 300 : i8} : (i32) -> i32',  # out of range
        '"x.l"(%0) {a = #a, k = 1 :i64, m = 1 : i64} : (i32) -> i32',  # spaced otherwise
        '"x.m"(%0) {a = #a, k = 1 : i64 // a comment\n} : (i32) -> i32',
        '"x.n"(%0) {a = #a, k = 1, m = 1 // untyped, or typed after a comment?\n : i32} : (i32) -> i32',
    ]
    prefix = '#a = 5 : i64\n%0 = "x.def"() : () -> i32\n'
    known = '"x.z"(%0) {k = 1 : i64} : (i32) -> i32\n'  # memoised before each of `ops`
    for op in ops:
        for text in (prefix + op, prefix + f"{known}{ops[0]}\n{op}\n{op}\n{ops[1]}\n{op}"):
            assert _outcome(text) == _without_memo(monkeypatch, text)


def test_custom_attribute_bodies_and_their_neighbours(monkeypatch: pytest.MonkeyPatch) -> None:
    """`overflow<...>` and `fastmath<...>` bodies: looked up by text once read, spaced
    otherwise, with several flags, wrong, and read with another type or class."""
    ops = [
        "%1 = arith.addi %0, %0 overflow<nsw> : i32",
        "%1 = arith.muli %0, %0 overflow< nuw , nsw > : i32",
        "%1 = arith.subi %0, %0 overflow<nsw, nuw> : i32",
        "%1 = arith.addi %0, %0 overflow<bogus> : i32",
        "%1 = arith.addi %0, %0 overflow<nsw nuw> : i32",
        "%1 = arith.addi %0, %0 overflow<nsw,> : i32",
        "%1 = arith.addi %0, %0 overflow<> : i32",
        "%1 = arith.addi %0, %0 overflow<nsw // a comment\n> : i32",
        "%1 = arith.addi %0, %0 overflow<#arith.overflow<nsw>> : i32",
        "%f = arith.addf %x, %x fastmath<fast> : f32",
        "%f = arith.addf %x, %x fastmath<nnan, ninf> : f32",
        "%f = arith.addf %x, %x fastmath<nsw> : f32",  # a flag of another class
    ]
    prefix = 'func.func @f(%0: i32, %x: f32) {\n'
    known = "%k = arith.addi %0, %0 overflow<nsw> : i32\n%g = arith.addf %x, %x fastmath<fast> : f32\n"
    for op in ops:
        for body in (op, f"{known}{op}\n{ops[0]}\n{op}"):
            text = prefix + body.replace("%1 =", "%1 =", 1) + "\nreturn\n}\n"
            # Each op defines %1 once per text: the repeated ones are renamed.
            lines = text.split("\n")
            seen = 0
            for i, line in enumerate(lines):
                if line.startswith(("%1 =", "%f =")):
                    lines[i] = line.replace("%1 =", f"%r{seen} =").replace("%f =", f"%s{seen} =")
                    seen += 1
            text = "\n".join(lines)
            assert _outcome(text) == _without_memo(monkeypatch, text)
    assert "error" not in _outcome(prefix + known + "return\n}\n")


def test_each_operation_gets_a_dictionary_of_its_own() -> None:
    options = OptOptions()
    options.allow_unregistered = True
    text = '"x.a"() {k = 1 : i64} : () -> ()\n"x.a"() {k = 1 : i64} : () -> ()\n'
    module = parse_source(make_context(options), text, "t.mlir")
    first, second = module.regions[0].blocks[0].operations
    assert first.attributes == second.attributes and first.attributes is not second.attributes
    first.attributes["extra"] = first.attributes["k"]
    assert list(second.attributes) == ["k"]
    third = parse_source(module.context, text, "u.mlir").regions[0].blocks[0].operations[0]
    assert list(third.attributes) == ["k"]


def test_what_the_memo_takes() -> None:
    function = type_parser._FUNCTION_FAST
    for text in ["() -> ()", "(i32) -> i32", "(vector<4xf32>, f32) -> (index, memref<?x2xi8>)"]:
        assert function(text + " loc(x)", 0).group() == text
    for text in ["(i32) -> i32_x", "(i32) -> complex<f32>", "(!t) -> i32", "(i32)->i32", "(i32) -> tuple<>"]:
        assert function(text, 0) is None or function(text, 0).group() != text
    dictionary = attr_parser._DICT_FAST
    for text in ['{a = 1 : i32, b}', '{a = {k = 1 : i64}}', '{a = "s", b = @f, c = [1, 2], d = -1.5e3 : f32}']:
        assert dictionary(text + " : ", 0).group() == text
    for text in ['{a = #x}', '{a = @x::@y}', '{a = "\\n"}', '{"q" = 1}', '{a = dense<1> : tensor<2xi32>}', "{a = {b = {c}}}"]:
        assert dictionary(text, 0) is None
    number = attr_parser._TYPED_NUMBER_FAST
    for text in ["42 : i32", "-1.5e3 : f32", "7 : index", "1 : tensor<4xi32>"]:
        assert number(text + " loc(x)", 0).group() == text
    for text in ["42", "42 : !t", "42: i32", "0x2A : i32", "4 : complex<f32>", "42 // c\n : i32"]:
        assert number(text, 0) is None


def test_memo_expressions_compile_on_first_use() -> None:
    """Importing the parser compiles none of the memos' large expressions (the
    dictionaries' alone takes 29M instructions, a tenth of a small program's run): each
    is compiled when first matched, and is the compiled pattern's `match` from then on."""
    from odsgen.ir.text.lexer import lazy_match

    namespace: dict[str, object] = {}
    namespace["m"] = lazy_match(namespace, "m", r"a+(?=b)")
    first = namespace["m"]
    assert first("xaab", 1).group() == "aa"  # type: ignore[operator]
    compiled = namespace["m"]
    assert compiled is not first and compiled.__self__.pattern == r"a+(?=b)"  # type: ignore[attr-defined]
    assert compiled("ab", 0).group() == "a" and compiled("ac", 0) is None  # type: ignore[operator]
    code = (
        "import re\n"
        "from odsgen.ir.text import attr_parser as a, type_parser as t\n"
        "names = [(a, '_DICT_FAST'), (a, '_TYPED_NUMBER_FAST'), (t, '_FUNCTION_FAST'), (t, '_SHAPED_FAST')]\n"
        "print([isinstance(getattr(getattr(m, n), '__self__', None), re.Pattern) for m, n in names])\n"
    )
    proc = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=120)
    assert proc.returncode == 0, proc.stderr
    assert proc.stdout.strip() == "[False, False, False, False]"


def test_enum_keywords_of_an_operation_make_their_attribute_once() -> None:
    """A format's enum keyword (`arith.cmpi sle`) makes its attribute once per input,
    class and spelling (ParserState.enum_attrs), written as a keyword or a string; an
    unknown one is still the error it was."""
    options = OptOptions()
    text = (
        "func.func @f(%a: i32) {\n"
        '  %0 = arith.cmpi sle, %a, %a : i32\n  %1 = arith.cmpi "sle", %a, %a : i32\n'
        "  %2 = arith.cmpi ne, %a, %a : i32\n  %3 = arith.cmpi sle, %a, %a : i32\n  return\n}\n"
    )
    module = parse_source(make_context(options), text, "t.mlir")
    body = module.regions[0].blocks[0].operations[0].regions[0].blocks[0].operations
    predicates = [op.properties["predicate"] for op in list(body)[:4]]
    assert predicates[0] is predicates[1] is predicates[3] and predicates[2] is not predicates[0]
    assert [p.value for p in predicates] == [3, 3, 1, 3]
    bad = text.replace('"sle"', '"sel"')
    assert _outcome(bad).startswith('error: t.mlir:3:19: error: custom op \'arith.cmpi\' invalid predicate attribute specification: "sel"')
