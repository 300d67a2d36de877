"""The test dialect's attributes and types with C++ syntax (TestTypes.cpp/TestAttributes.cpp,
ported in odsgen/dialect_hooks/test_typedefs.py) through the Python API: what a syntax
parses to, what it prints, and its errors. The upstream files using them
(mlir-tblgen/types.mlir, testdialect-typedefs.mlir, testdialect-attrdefs.mlir,
IR/op-asm-interface.mlir) are compared with mlir-opt by tests/test_ir_oracle.py."""

from __future__ import annotations

import io
from typing import Any, Callable

import pytest

from odsgen.dialects import builtin, test
from odsgen.ir import Context
from odsgen.ir.core.diagnostics import ParseError
from odsgen.ir.core.source import Input
from odsgen.ir.text.parser import parse_attribute, parse_type
from odsgen.ir.text.printer import attribute_text, type_text
from odsgen.opt import OptOptions, run


@pytest.fixture
def tctx() -> Context:
    context = Context()
    context.load_dialect(test)
    return context


def _i(c: Context, width: int) -> Any:
    return builtin.IntegerType.get(c, width)


Signedness = test.SignednessSemantics

# (written, printed, builder of the object it parses to)
CASES: list[tuple[str, str, Callable[[Context], Any]]] = [
    ("!test.int<s, 8>", "!test.int<signed, 8>", lambda c: test.TestIntegerType.get(c, 8, Signedness.Signed)),
    ("!test.int<UNSIGNED, 2>", "!test.int<unsigned, 2>", lambda c: test.TestIntegerType.get(c, 2, Signedness.Unsigned)),
    ("!test.int<N, 1>", "!test.int<none, 1>", lambda c: test.TestIntegerType.get(c, 1)),
    ("!test.struct<>", "!test.struct<>", lambda c: test.StructType.get(c, ())),
    # Field names are keywords, integer types included.
    ("!test.struct< {i32, i32}, {b, !test.int<s, 3>} >", "!test.struct<{i32,i32}, {b,!test.int<signed, 3>}>",
     lambda c: test.StructType.get(c, (("i32", _i(c, 32)), ("b", test.TestIntegerType.get(c, 3, Signedness.Signed))))),
    ("#test.decimal_shape<>", "#test.decimal_shape<>", lambda c: test.TestDecimalShapeAttr.get(c, ())),
    # `0x3x7` is not a hex literal here: the 0 is a dimension, then `x`.
    ("#test.decimal_shape<0x3x7>", "#test.decimal_shape<0x3x7>", lambda c: test.TestDecimalShapeAttr.get(c, (0, 3, 7))),
    ("#test.newline_and_indent<i32>", "#test.newline_and_indent<\n  i32\n>",
     lambda c: test.TestAttrNewlineAndIndentAttr.get(c, _i(c, 32))),
    ("!test.newline_and_indent<indented_content>", "!test.newline_and_indent<\n  indented_content\n>",
     lambda c: test.TestTypeNewlineAndIndentType.get(c)),
]


@pytest.mark.parametrize(("written", "printed", "build"), CASES, ids=[c[0] for c in CASES])
def test_custom_syntax(tctx: Context, written: str, printed: str, build: Callable[[Context], Any]) -> None:
    is_type = written.startswith("!")
    parse = parse_type if is_type else parse_attribute
    text_of = type_text if is_type else attribute_text
    value = parse(tctx, written)
    assert value is build(tctx)
    assert text_of(value) == printed
    assert parse(tctx, printed) is value


@pytest.mark.parametrize(
    ("written", "message", "column"),
    [
        ("!test.int<x, 8>", "expected signed, unsigned, or none", 11),
        ("!test.int<s 8>", "expected ','", 12),
        ("!test.struct<{42, i32}>", "expected valid keyword", 15),
        ("!test.struct<{a i32}>", "expected ','", 16),
        ("!test.newline_and_indent<other>", "expected 'indented_content'", 26),
        ("#test.decimal_shape<1x0xb>", "expected an integer", 25),
        ("#test.decimal_shape<1,2>", "expected 'x' in dimension list", 22),
    ],
)
def test_custom_syntax_errors(tctx: Context, written: str, message: str, column: int) -> None:
    parse = parse_type if written.startswith("!") else parse_attribute
    with pytest.raises(ParseError) as info:
        parse(tctx, written)
    assert info.value.diagnostic.message == message
    assert info.value.span is not None and info.value.span.start == column - 1


def _opt(text: str) -> tuple[int, str, str]:
    out, err = io.StringIO(), io.StringIO()
    status = run(Input("input.mlir", text), OptOptions(), out, err)
    return status, out.getvalue(), err.getvalue()


def test_newline_and_indent_follows_the_operation_indentation() -> None:
    status, out, err = _opt("func.func private @f() attributes {a = #test.newline_and_indent<!test.newline_and_indent<indented_content>>}\n")
    assert (status, err) == (0, "")
    assert out.splitlines()[1:6] == [
        "  func.func private @f() attributes {a = #test.newline_and_indent<",
        "    !test.newline_and_indent<",
        "      indented_content",
        "    >",
        "  >}",
    ]


def test_values_are_named_after_their_op_asm_type() -> None:
    status, out, err = _opt(
        '%0 = "test.result_name_from_type"() : () -> !test.op_asm_type_interface\n'
        "test.block_argument_name_from_type {\n"
        "^bb0(%a: !test.op_asm_type_interface, %b: i32):\n"
        '  "test.terminator"() : () -> ()\n'
        "}\n"
    )
    assert (status, err) == (0, "")
    assert out.splitlines()[0] == "!op_asm_type_interface_type = !test.op_asm_type_interface"
    assert '%op_asm_type_interface = "test.result_name_from_type"() : () -> !op_asm_type_interface_type' in out
    # Only the argument whose type gives a name gets it (uniqued, as mlir-opt 22 prints it).
    assert "^bb0(%op_asm_type_interface_0: !op_asm_type_interface_type, %arg0: i32):" in out


def test_dialect_symbol_errors_carry_no_custom_op_prefix() -> None:
    # A dialect's own parser reports through its DialectAsmParser, even inside the
    # syntax of a custom operation (func.func here), as mlir-opt does.
    status, _, err = _opt("func.func private @f() attributes {a = #test<attr_ugly>}\n")
    assert status == 1
    assert err.startswith("input.mlir:1:55: error: expected 'begin'\n")


def test_printer_names_values_after_their_types() -> None:
    # What mlir-opt 22 prints for the same input: a function argument, the results of an
    # operation without a naming hook (all typed so) and a nested block argument take
    # the type's name; an operation with a naming hook keeps its own names only.
    status, out, err = _opt(
        "func.func @f(%a: !test.op_asm_type_interface, %b: i32) {\n"
        '  %1:2 = "test.foo"() : () -> (!test.op_asm_type_interface, !test.op_asm_type_interface)\n'
        '  %2:3 = "test.asm_interface_op"() : () -> (!test.op_asm_type_interface, '
        "!test.op_asm_type_interface, !test.op_asm_type_interface)\n"
        '  "test.foo"() ({\n'
        "  ^bb0(%x: !test.op_asm_type_interface, %y: i1):\n"
        '    "test.terminator"() : () -> ()\n'
        "  }) : () -> ()\n"
        "  return\n"
        "}\n"
    )
    assert (status, err) == (0, "")
    lines = [line.strip() for line in out.splitlines()]
    assert "func.func @f(%op_asm_type_interface: !op_asm_type_interface_type, %arg0: i32) {" in lines
    assert lines[3].startswith('%op_asm_type_interface_0, %op_asm_type_interface_1 = "test.foo"()')
    assert lines[4].startswith('%first, %middle_results, %0 = "test.asm_interface_op"()')
    assert "^bb0(%op_asm_type_interface_2: !op_asm_type_interface_type, %arg1: i1):" in lines
