"""InferTypeOpInterface hooks of the test dialect's op-format operations (ported from
TestOpsSyntax.td / TestOpDefs.cpp): the result types a parsed operation gets."""

from __future__ import annotations

import pytest

from odsgen.dialects import builtin, test
from odsgen.ir import Context, VerifyError
from odsgen.ir.text.parser_core import ParseError


@pytest.fixture
def ctx() -> Context:
    context = Context(allow_unregistered_dialects=True)
    context.load_dialect(test)
    return context


def _ops(ctx: Context, text: str) -> list:
    return list(ctx.parse_module(text).body.operations)


def test_width_is_lhs_plus_rhs(ctx: Context) -> None:
    (op,) = _ops(ctx, "%r = test.with_properties_and_inferred_type 3 <{rhs = 4 : i64}>\n")
    assert isinstance(op, test.TestOpWithPropertiesAndInferredType)
    assert op.results[0].type == builtin.IntegerType.get(ctx, 7)


def test_region_arguments_give_the_result_types(ctx: Context) -> None:
    text = '%r:2 = test.format_infer_type_regions {\n^bb0(%a: i32, %b: f32):\n  "test.terminator"() : () -> ()\n}\n'
    (op,) = _ops(ctx, text)
    assert [r.type for r in op.results] == [builtin.IntegerType.get(ctx, 32), builtin.Float32Type.get(ctx)]
    (empty,) = _ops(ctx, "test.format_infer_type_regions {\n}\n")
    assert list(empty.results) == []


def test_variadic_operand_groups_give_the_result_types(ctx: Context) -> None:
    text = (
        '%a = "x.a"() : () -> i32\n%b = "x.b"() : () -> i64\n'
        "%r:3 = test.format_infer_type_variadic_operands(%a : i32) (%b, %b : i64, i64)\n"
    )
    op = _ops(ctx, text)[-1]
    assert [r.type.width for r in op.results] == [32, 64, 64]
    assert "<{operandSegmentSizes = array<i32: 1, 2>}>" in op.print(generic=True)


def test_a_result_count_that_differs_from_the_inferred_one_is_an_error(ctx: Context) -> None:
    with pytest.raises(ParseError, match="operation defines 1 results but was provided 2 to bind"):
        _ops(ctx, "%r:2 = test.with_properties_and_inferred_type 3 <{rhs = 4 : i64}>\n")


@pytest.mark.parametrize(
    ("text", "inferred", "actual"),
    [
        ('%0 = "test.format_infer_type"() : () -> i32\n', "'i16'", "'i32'"),
        (
            '%0 = "test.with_properties_and_inferred_type"() <{lhs = 1 : i32, rhs = 2 : i64}> : () -> i4\n',
            "'i3'",
            "'i4'",
        ),
        (
            '%0 = "test.format_infer_type_regions"() ({\n^bb0(%x: i1):\n  "test.terminator"() : () -> ()\n}) : () -> i8\n',
            "'i1'",
            "'i8'",
        ),
        (
            '%a = "x.a"() : () -> i64\n%0 = "test.format_infer_type_all_types_two_operands"(%a, %a) : (i64, i64) -> i64\n',
            "'i64', 'i64'",
            "'i64'",
        ),
    ],
)
def test_results_must_have_the_inferred_types(ctx: Context, text: str, inferred: str, actual: str) -> None:
    """InferTypeOpInterface's verifier (verifyInferredResultTypes): the mismatch, then
    "failed to infer returned types"."""
    module = ctx.parse_module(text)
    with pytest.raises(VerifyError) as info:
        module.verify()
    errors = [line.split(" error: ", 1)[1] for line in str(info.value).splitlines() if " error: " in line]
    name = text.split('"test.')[1].split('"')[0]
    assert errors == [
        f"'test.{name}' op inferred type(s) {inferred} are incompatible with return type(s) of operation {actual}",
        f"'test.{name}' op failed to infer returned types",
    ]
