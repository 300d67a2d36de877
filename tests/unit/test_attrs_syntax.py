"""Attribute and location syntax (odsgen.ir.text.attr_parser / attr_printer) against mlir-opt 22.

* tests/conformance/attributes.jsonl: every row parses (at its own offset in the input
  mlir-opt ran: the `prelude`, then `"u.a"() {a = INPUT} : () -> ()`) and prints back to
  `canonical` (as a dictionary value) and to `canonical_in_array` (as an array element,
  MLIR's AttrTypeElision::May).
* tests/conformance/invalid.jsonl, kinds "attribute", "affine" and "location": every row
  fails with its message at its line:col. The fragment is parsed where it stands in the
  whole input, so positions are the file's: the op's attribute dictionary with
  `parse_attribute_dict`, top-level `#alias = ...` definitions with
  `parse_attribute_alias_def`, and the trailing `loc(...)` of an operation (inside a
  `func.func`, a dialect that does not exist yet) the way the operation parser reads it.

Rows that cannot pass here are listed with the reason in `NOT_HERE` (they need another
part of odsgen); `test_conformance_summary` prints the figures per file and kind.
"""

from __future__ import annotations

import collections
import json
from pathlib import Path
from typing import Any

import pytest

from odsgen.dialects import builtin as b
from odsgen.ir.core.attributes import AttrOrType
from odsgen.ir.core.context import Context
from odsgen.ir.core.diagnostics import ParseError
from odsgen.ir.core.source import Input
from odsgen.ir.text import printer as printer_module
from odsgen.ir.text.attr_parser import AttrParser, _decode_raw_buffer
from odsgen.ir.text.attr_printer import dense_elements_text, print_builtin_attribute, raw_data
from odsgen.ir.text.lexer import TokenKind
from odsgen.ir.text.parser_state import ParserState

K = TokenKind
CONFORMANCE = Path(__file__).parents[1] / "conformance"
ATTR_ROWS = [
    json.loads(line) for line in (CONFORMANCE / "attributes.jsonl").read_text().splitlines()
]
INVALID_ROWS = [
    row
    for row in map(json.loads, (CONFORMANCE / "invalid.jsonl").read_text().splitlines())
    if row["kind"] in ("attribute", "affine", "location")
]

# Rows that need something this module does not provide, with the reason.
NOT_HERE: dict[str, str] = {
    # attributes.jsonl (keyed by input)
    "#arith.fastmath<ninf, nnan>": "mlir-opt's arith dialect reprints the flags (no arith dialect yet)",
    'loc(#test.custom_location<"foo.mlir"*32>)': (
        "a test-dialect location attribute: needs the test dialect's ATTR_PARSER hook"
    ),
    # invalid.jsonl (keyed by id)
    "inv0261": (
        "a trailing `loc(#alias)` to an alias defined later: resolved by the operation "
        "parser at the end of the file (op_parser.py)"
    ),
}


def _make_context() -> Context:
    return Context(allow_unregistered_dialects=True)


@pytest.fixture(autouse=True)
def _str_of_attributes(monkeypatch: pytest.MonkeyPatch) -> None:
    """Messages show attributes and types by their text (`str()`), which the printer core
    provides; hook it here in case AttrOrType.__str__ is not wired yet."""
    if AttrOrType.__str__ is object.__str__:
        monkeypatch.setattr(AttrOrType, "__str__", printer_module.str_of)


def _parser(context: Context, text: str, offset: int = 0) -> AttrParser:
    """A parser over the whole `text`, positioned at `offset`."""
    from odsgen.ir.text.parser import AsmParser

    return AsmParser(ParserState(context), Input("input.mlir", text), "input.mlir", offset)


def _print(attr: Any, elide_type: Any = False) -> str:
    return printer_module.attribute_text(attr, elide_type)


# --- attributes.jsonl --------------------------------------------------------------------------


def _parse_row(row: dict[str, Any]) -> Any:
    """Parse the row's attribute where mlir-opt saw it: after the prelude, as the value of
    `a` in `"u.a"() {a = INPUT} : () -> ()`."""
    context = _make_context()
    prelude = row.get("prelude", "")
    head = (prelude + "\n" if prelude else "") + '"u.a"() {a = '
    text = head + row["input"] + "} : () -> ()\n" + row.get("postlude", "")
    parser = _parser(context, text)
    while parser.tok_start < len(prelude):
        if parser.tok_kind is K.HASH_IDENTIFIER:
            parser.parse_attribute_alias_def()
        else:
            parser.parse_type_alias_def()
    parser.reset_token(len(head))
    attr = parser.parse_attribute()
    assert parser.tok_kind is K.R_BRACE, f"stopped at {parser.spelling!r}"
    return attr


def _row_id(row: dict[str, Any]) -> str:
    return f"{row['category']}:{row['input'][:60]}"


def _attr_row_failure(row: dict[str, Any]) -> str | None:
    """Why the row does not round-trip, or None."""
    try:
        attr = _parse_row(row)
    except ParseError as err:
        return f"parse error: {err}"
    got = _print(attr)
    if got != row["canonical"]:
        return f"printed {got!r}, expected {row['canonical']!r}"
    got = _print(attr, "may")
    if got != row["canonical_in_array"]:
        return f"printed in an array {got!r}, expected {row['canonical_in_array']!r}"
    return None


@pytest.mark.parametrize("row", ATTR_ROWS, ids=_row_id)
def test_attribute_conformance(row: dict[str, Any]) -> None:
    if row["input"] in NOT_HERE:
        pytest.skip(NOT_HERE[row["input"]])
    failure = _attr_row_failure(row)
    assert failure is None, failure


# --- invalid.jsonl ---------------------------------------------------------------------------


def _fail_row(row: dict[str, Any]) -> ParseError | None:
    """Parse the row's fragment in place; the ParseError raised, or None."""
    text = row["input"]
    context = _make_context()
    try:
        if text.startswith('"'):
            # An operation in generic form: its attribute dictionary.
            parser = _parser(context, text, text.index("{"))
            parser.parse_attribute_dict()
            parser.parse_token(K.COLON, "expected ':' followed by operation type")
        elif text.startswith("#") or text.startswith("!"):
            parser = _parser(context, text)
            while parser.tok_kind is not K.EOF:
                if parser.tok_kind is K.HASH_IDENTIFIER:
                    parser.parse_attribute_alias_def()
                else:
                    parser.parse_type_alias_def()
        else:
            # A trailing `loc(...)` in a function body, read as the operation parser does.
            parser = _parser(context, text, text.index("loc("))
            parser.consume()
            parser.parse_token(K.L_PAREN, "expected '(' in location")
            parser.parse_location_instance()
            parser.parse_token(K.R_PAREN, "expected ')' in location")
    except ParseError as err:
        return err
    return None


def _invalid_row_failure(row: dict[str, Any]) -> str | None:
    err = _fail_row(row)
    if err is None:
        return "no error"
    if row.get("oracle_crashed"):
        return None  # mlir-opt crashes: any clean error will do
    diagnostic = err.diagnostic
    got = (diagnostic.message, diagnostic.span.line, diagnostic.span.column)
    expected = (row["error"], row["line"], row["col"])
    if got != expected:
        return f"got {got}, expected {expected}"
    return None


@pytest.mark.parametrize("row", INVALID_ROWS, ids=lambda r: r["id"])
def test_invalid_conformance(row: dict[str, Any]) -> None:
    if row["id"] in NOT_HERE:
        pytest.skip(NOT_HERE[row["id"]])
    failure = _invalid_row_failure(row)
    assert failure is None, failure


def test_conformance_summary() -> None:
    """Figures per file and kind; failures are listed."""
    lines = []
    by_category: dict[str, list[int]] = collections.defaultdict(lambda: [0, 0])
    failures = []
    for row in ATTR_ROWS:
        if row["input"] in NOT_HERE:  # skipped by the row's own test, with the reason
            continue
        failure = _attr_row_failure(row)
        counts = by_category[row["category"]]
        counts[1] += 1
        if failure is None:
            counts[0] += 1
        else:
            failures.append(f"  attributes.jsonl {row['input'][:70]!r}: {failure}")
    total = sum(c[1] for c in by_category.values())
    passed = sum(c[0] for c in by_category.values())
    lines.append(f"attributes.jsonl: {passed}/{total}")
    for category, (ok, count) in sorted(by_category.items()):
        lines.append(f"  {category}: {ok}/{count}")
    by_kind: dict[str, list[int]] = collections.defaultdict(lambda: [0, 0])
    for row in INVALID_ROWS:
        if row["id"] in NOT_HERE:
            continue
        failure = _invalid_row_failure(row)
        counts = by_kind[row["kind"]]
        counts[1] += 1
        if failure is None:
            counts[0] += 1
        else:
            failures.append(f"  invalid.jsonl {row['id']}: {failure}")
    total = sum(c[1] for c in by_kind.values())
    passed = sum(c[0] for c in by_kind.values())
    lines.append(f"invalid.jsonl (attribute/affine/location): {passed}/{total}")
    for kind, (ok, count) in sorted(by_kind.items()):
        lines.append(f"  {kind}: {ok}/{count}")
    # Every row passes (the rows are also tests of their own); the figures per file and
    # kind are the message otherwise.
    assert not failures, "\n".join(lines + ["failures:"] + failures)


# --- Targeted behaviour ------------------------------------------------------------------------


def _attr(text: str, context: Context | None = None) -> Any:
    parser = _parser(context or _make_context(), text)
    attr = parser.parse_attribute()
    assert parser.tok_kind is K.EOF
    return attr


def _error(text: str, context: Context | None = None) -> tuple[str, int, int]:
    parser = _parser(context or _make_context(), text)
    with pytest.raises(ParseError) as info:
        parser.parse_attribute()
        parser.parse_token(K.EOF, "expected end")
    span = info.value.diagnostic.span
    return info.value.diagnostic.message, span.line, span.column


def test_defaults_and_types() -> None:
    assert _print(_attr("42")) == "42 : i64"
    assert _print(_attr("42"), "may") == "42"
    assert _print(_attr("42"), True) == "42"
    assert _print(_attr("1.0")) == "1.000000e+00 : f64"
    assert _print(_attr("0x7FF0000000000000 : f64"), "may") == "0x7FF0000000000000 : f64"
    assert _print(_attr("true")) == "true"
    assert _print(_attr('"s" : i32'), True) == '"s"'
    assert _print(_attr("[1 : i32, 2]")) == "[1 : i32, 2]"


def test_same_distinct_id_is_same_attribute() -> None:
    context = _make_context()
    array = _attr("[distinct[7]<1>, distinct[7]<1>, distinct[2]<1>]", context)
    first, second, third = array.value
    assert first is second and first is not third
    assert _print(array) == "[distinct[0]<1 : i64>, distinct[0]<1 : i64>, distinct[1]<1 : i64>]"


def test_location_grammar() -> None:
    context = _make_context()
    loc = _attr('loc(callsite("a"("b":1:2) at fused<"m">["c":3:4 to 5:6, unknown]))', context)
    assert isinstance(loc, b.CallSiteLoc)
    assert isinstance(loc.callee, b.NameLoc) and loc.callee.child_loc.line_cols == (1, 2)
    assert isinstance(loc.caller, b.FusedLoc)
    # Unknown locations are dropped by FusedLoc's builder.
    assert loc.caller.locations[0].line_cols == (3, 4, 6, 5)
    assert len(loc.caller.locations) == 1
    assert _attr('loc("f":7)', context).line_cols == (7,)
    assert _attr('loc("":1:2)', context).filename.value == "-"
    assert _attr('loc("":1)', context).filename.value == ""
    assert _error('loc("f":1:2 to x)') == (
        "expected either integer or `:` post `to` in FileLineColRange",
        1,
        15,
    )
    assert _error('loc("f":1:99999999999)') == (
        "expected integer column number in FileLineColRange",
        1,
        11,
    )
    assert _error("loc(callsite(unknown at true))") == ("expected location instance", 1, 24)


def test_location_alias_inside_location() -> None:
    context = _make_context()
    parser = _parser(context, '#l = loc("x")\n#t = true\nloc(callsite(#l at #t))')
    parser.parse_attribute_alias_def()
    parser.parse_attribute_alias_def()
    with pytest.raises(ParseError) as info:
        parser.parse_attribute()
    assert info.value.diagnostic.message == "expected location attribute, but gottrue"


def test_file_location() -> None:
    parser = _parser(_make_context(), "ab\n  é x")
    loc = parser.file_location(len("ab\n  é "))
    assert loc.line_cols == (2, 6)  # columns count bytes
    assert loc.filename.value == "input.mlir"
    assert parser.file_location_at(0, 0).line_cols == (0, 0)
    assert parser.is_location(loc) and not parser.is_location(parser.string_attr("x"))
    d = parser.dictionary_attr({"b": parser.string_attr("1"), "a": parser.string_attr("2")})
    assert [name for name, _ in d.value] == ["a", "b"]


def test_attribute_dict_keeps_source_order() -> None:
    parser = _parser(_make_context(), '{b = 1, a, "c d" = "x"}')
    items = parser.parse_attribute_dict()
    assert list(items) == ["b", "a", "c d"]
    assert isinstance(items["a"], b.UnitAttr)


def test_optional_attribute() -> None:
    parser = _parser(_make_context(), "i32 array<i32> )")
    assert isinstance(parser.parse_optional_attribute(), b.TypeAttr)
    # As upstream, `array` does not start an optional attribute.
    assert parser.parse_optional_attribute() is None
    assert parser.spelling == "array"


def test_unregistered_dialect_error() -> None:
    context = Context(allow_unregistered_dialects=False)
    assert _error("#foo.bar<1>", context) == (
        '#"foo"<"bar<1>"> : \'none\' attribute created with unregistered dialect. If this is '
        "intended, please call allowUnregisteredDialects() on the MLIRContext, or use "
        "-allow-unregistered-dialect with the MLIR opt tool used",
        1,
        6,  # the pretty form reports at the symbol data, the verbose one at the `#`
    )


def test_dialect_symbol_body_errors() -> None:
    assert _error("#foo.bar<(]>") == ("unbalanced '(' character in pretty dialect name", 1, 9)
    assert _error("#foo.bar<abc") == ("unbalanced '<' character in pretty dialect name", 1, 9)
    assert _error("#undefined x") == ("undefined symbol alias id 'undefined'", 1, 11)


def test_attribute_alias_definition_errors() -> None:
    parser = _parser(_make_context(), "#t = true\n#t = false")
    parser.parse_attribute_alias_def()
    with pytest.raises(ParseError) as info:
        parser.parse_attribute_alias_def()
    assert info.value.diagnostic.message == "redefinition of attribute alias id 't'"
    parser = _parser(_make_context(), "#t.x = true")
    with pytest.raises(ParseError) as info:
        parser.parse_attribute_alias_def()
    assert info.value.diagnostic.message == (
        "attribute names with a '.' are reserved for dialect-defined names"
    )


def test_dense_edge_cases() -> None:
    # mlir-opt 22's output for each of these.
    assert _print(_attr("dense<1> : tensor<0xi32>")) == "dense<1> : tensor<0xi32>"
    assert _print(_attr('dense<"0x01"> : tensor<1x!foo.s>')) == 'dense<"0x01"> : tensor<1x!foo.s>'
    assert (
        _print(_attr('dense<"0x05"> : tensor<3xi1>')) == "dense<[true, false, true]> : tensor<3xi1>"
    )
    assert _print(_attr('dense<"0xFF"> : tensor<3xi3>')) == "dense<-1> : tensor<3xi3>"
    assert _print(_attr('dense<["a","a"]> : tensor<2x!foo.s>')) == 'dense<"a"> : tensor<2x!foo.s>'
    assert _print(_attr("dense<1> : tensor<0xcomplex<i8>>")) == "dense<> : tensor<0xcomplex<i8>>"
    # Parenthesized pairs in a non-complex literal: every value counts for splat detection.
    assert _print(_attr("dense<[(1,1),(1,2)]> : tensor<2xi32>")) == "dense<[1, 1]> : tensor<2xi32>"
    assert _print(_attr("dense<[(1,1),(1,1)]> : tensor<2xi32>")) == "dense<1> : tensor<2xi32>"
    assert _error('dense<["a"]> : tensor<1xf32>') == ("expected floating point literal", 1, 8)
    assert _error("dense<[(1.0,2)]> : tensor<1xcomplex<f32>>") == (
        "unexpected decimal integer literal for a floating point value",
        1,
        13,
    )


def test_large_dense_prints_hex() -> None:
    """mlir-opt prints non-splat elements attributes of more than 100 elements in hex."""
    bools = ", ".join(["true", "false", "false"] * 34)
    attr = _attr(f"dense<[{bools}]> : tensor<102xi1>")
    assert dense_elements_text(attr, True) == '"0x49922449922449922449922409"'
    i3 = ", ".join(str(i % 5 - 2) for i in range(101))
    text = dense_elements_text(_attr(f"dense<[{i3}]> : tensor<101xi3>"), True)
    assert text.startswith('"0x0607000102060700') and text.endswith('0206"')
    cplx = ", ".join(f"({i},{-i})" for i in range(101))
    text = dense_elements_text(_attr(f"dense<[{cplx}]> : tensor<101xcomplex<i8>>"), True)
    assert text.startswith('"0x000001FF02FE03FD') and text.endswith('639D649C"')


def test_raw_buffer_roundtrip() -> None:
    context = _make_context()
    for text in (
        "dense<[1, -2, 3]> : tensor<3xi32>",
        "dense<[1.5, -2.0]> : tensor<2xbf16>",
        "dense<[(1, 2), (3, 4)]> : tensor<2xcomplex<i16>>",
        "dense<[true, false, true]> : tensor<3xi1>",
        "dense<[255, 1]> : tensor<2xui8>",
    ):
        attr = _attr(text, context)
        data = raw_data(attr.type.element_type, attr.values)
        assert _decode_raw_buffer(attr.type, data) == attr.values


def test_builtin_printer_rejects_dialect_attributes() -> None:
    class Printer:
        def write(self, text: str) -> None:
            raise AssertionError("nothing to print")

    assert print_builtin_attribute(Printer(), object(), False) is False


def test_elided_elements() -> None:
    """--mlir-elide-elementsattrs-if-larger (PrintOptions.elide_elements_limit)."""
    context = _make_context()
    options = printer_module.PrintOptions(local_scope=True, elide_elements_limit=1)
    printer = printer_module.AsmPrinter(context, options)
    expected = {
        "dense<[1,2,3]> : tensor<3xi32>": "dense_resource<__elided__> : tensor<3xi32>",
        "dense<1> : tensor<5xi32>": "dense<1> : tensor<5xi32>",
        "sparse<[[0],[1]], 5> : tensor<4xi32>": "dense_resource<__elided__> : tensor<4xi32>",
        'dense<["a","b"]> : tensor<2x!f.s>': "dense_resource<__elided__> : tensor<2x!f.s>",
    }
    for text, printed in expected.items():
        assert printer.attribute_text(_attr(text, context)) == printed


def test_unsigned_float_semantics_store_bits() -> None:
    """`-1.0` has no f8E8M0FNU encoding: a FloatAttr keeps the APFloat, dense storage its
    bits (0xFF, a NaN), as mlir-opt prints them."""
    assert _print(_attr("-1.0 : f8E8M0FNU")) == "-1.000000e+00 : f8E8M0FNU"
    assert _print(_attr("dense<-1.0> : tensor<2xf8E8M0FNU>")) == "dense<0xFF> : tensor<2xf8E8M0FNU>"
    assert _print(_attr("array<f8E8M0FNU: -1.0>")) == "array<f8E8M0FNU: 0xFF>"
