"""Generated operation classes: tables, accessors, builders and verification.

The sample dialect (tests/data/opdefs/sample.yaml) is generated into a temporary
package and loaded into a context; each verifier rule is exercised with input that
breaks it, and the message is MLIR's (counts, constraints, traits, the user verifier).
"""

from __future__ import annotations

import importlib
import sys
from pathlib import Path

import pytest

from odsgen.cli import main
from odsgen.ir.core.context import Context
from odsgen.ir.core.diagnostics import ParseError, VerifyError
from odsgen.ir.core.operation import Block

from .conftest import ROOT

SAMPLE = ROOT / "tests" / "data" / "opdefs" / "sample.yaml"


@pytest.fixture(scope="module")
def sample(tmp_path_factory: pytest.TempPathFactory):
    out = tmp_path_factory.mktemp("opdefs") / "sample_pkg"
    assert main(["generate", str(SAMPLE), "-o", str(out)]) == 0
    sys.path.insert(0, str(out.parent))
    try:
        yield importlib.import_module("sample_pkg.sample")
    finally:
        sys.path.remove(str(out.parent))
        for name in [n for n in sys.modules if n.startswith("sample_pkg")]:
            del sys.modules[name]


@pytest.fixture
def ctx(sample) -> Context:
    context = Context(allow_unregistered_dialects=True)
    context.load_dialect(sample)
    return context


def _verify_error(ctx: Context, text: str) -> str:
    from odsgen.ir.verify.verifier import verify

    module = ctx.parse_module(text)
    with pytest.raises(VerifyError) as info:
        verify(module, ctx)
    return info.value.diagnostic.message


def test_generic_form_creates_the_registered_class(ctx: Context, sample) -> None:
    module = ctx.parse_module('%a = "u.x"() : () -> i32\n%b = "sample.add"(%a, %a) : (i32, i32) -> i32\n')
    op = module.regions[0].blocks[0].operations[1]
    assert type(op) is sample.AddOp
    assert op.lhs is op.rhs is module.regions[0].blocks[0].operations[0].result
    # populateDefaultProperties: the DefaultValuedAttr is set on creation.
    assert op.flag.value == 0 and op.name_ is None
    assert '<{flag = 0 : i64}>' in module.print()


def test_inherent_attributes_in_the_dictionary_become_properties(ctx: Context) -> None:
    module = ctx.parse_module('%a = "u.x"() : () -> i32\n%b = "sample.add"(%a, %a) {name = "n", other = 1} : (i32, i32) -> i32\n')
    op = module.regions[0].blocks[0].operations[1]
    assert op.name_.value == "n" and set(op.attributes) == {"other"}


SHAPES = (
    '%a = "u.x"() : () -> {a}\n%b = "u.x"() : () -> {b}\n%c = "u.x"() : () -> {c}\n'
    '%r = "sample.shapes"(%a, %b, %c) : ({a}, {b}, {c}) -> {r}'
)


def match_with(segments: str, types: str) -> str:
    """A sample.match_with reading values of `types` (i32, i64, i8 or i16)."""
    values = {"i32": "%v#0", "i64": "%v#1", "i8": "%v#2", "i16": "%v#3"}
    operands = ", ".join(values[t] for t in types.split(", "))
    return (
        '%v:4 = "u.x"() : () -> (i32, i64, i8, i16)\n'
        f'"sample.match_with"({operands}) <{{operandSegmentSizes = array<i32: {segments}>}}> : ({types}) -> ()'
    )


def test_optional_and_ranged_types_match_with_accept(ctx: Context) -> None:
    from odsgen.ir.verify.verifier import verify

    verify(ctx.parse_module(match_with("1, 0, 0, 0", "i32")), ctx, {})  # maybe absent
    verify(ctx.parse_module(match_with("1, 1, 2, 2", "i32, i32, i8, i16, i8, i16")), ctx, {})


def test_shaped_pred_traits_accept_matching_values(ctx: Context) -> None:
    from odsgen.ir.verify.verifier import verify

    text = SHAPES.format(a="tensor<2x3xf32>", b="tensor<2x3xi8>", c="i32", r="tensor<3x2xf32>")
    verify(ctx.parse_module(text), ctx, {})


@pytest.mark.parametrize(
    "text, message",
    [
        ('%a = "u.x"() : () -> f32\n%b = "sample.add"(%a, %a) : (f32, f32) -> f32', "'sample.add' op operand #0 must be signless-integer, but got 'f32'"),
        ('%a = "u.x"() : () -> i32\n%b = "sample.add"(%a, %a) : (i32, i32) -> i64', "'sample.add' op requires the same type for all operands and results"),
        ('%a = "u.x"() : () -> i32\n%b = "sample.add"(%a) : (i32) -> i32', "'sample.add' op expected 2 operands, but found 1"),
        ('%a = "u.x"() : () -> i32\n"sample.add"(%a, %a) : (i32, i32) -> ()', "'sample.add' op requires one result"),
        ('%a = "u.x"() : () -> i32\n%b = "sample.add"(%a, %a) <{flag = 1 : i32}> : (i32, i32) -> i32', "'sample.add' op attribute 'flag' failed to satisfy constraint: 64-bit signless integer attribute"),
        ('%t = "u.x"() : () -> tensor<2xi32>\n%r = "sample.cmp"(%t) ({^bb0: "u.y"() : () -> ()}) : (tensor<2xi32>) -> i1', "'sample.cmp' op requires attribute 'value'"),
        ('%t = "u.x"() : () -> tensor<2xi32>\n%r = "sample.cmp"(%t) <{value = -1}> ({^bb0: "u.y"() : () -> ()}) : (tensor<2xi32>) -> i1', "'sample.cmp' op attribute 'value' failed to satisfy constraint: 64-bit signless integer attribute whose minimum value is 0"),
        ('%t = "u.x"() : () -> tensor<2xi8>\n%r = "sample.cmp"(%t) ({^bb0: "u.y"() : () -> ()}) {value = 1} : (tensor<2xi8>) -> i1', "'sample.cmp' op operand #0 must be tensor of 32-bit signless integer or 32-bit float values, but got 'tensor<2xi8>'"),
        ('%t = "u.x"() : () -> tensor<2xi32>\n%r = "sample.cmp"(%t) ({^bb0: "u.y"() : () -> ()}) {value = 1} : (tensor<2xi32>) -> i8', "'sample.cmp' op result #0 must be 1-bit signless integer, but got 'i8'"),
        ('%t = "u.x"() : () -> tensor<2xi32>\n%r = "sample.cmp"(%t) ({}) {value = 1} : (tensor<2xi32>) -> i1', "'sample.cmp' op region #0 ('body') failed to verify constraint: region with 1 blocks"),
        ('"sample.no_default"() : () -> ()', "'sample.no_default' op requires attribute 'label'"),
        ('"sample.pair"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> (i1, i1, i1, i1)', "'sample.pair' op has too many results"),
        # mlir-tblgen 22 -gen-op-defs words these PredOpTraits "failed to verify that <summary>".
        (SHAPES.format(a="tensor<2x3xf32>", b="tensor<3x2xf32>", c="i32", r="tensor<6xf32>"), "'sample.shapes' op failed to verify that all of {a, b} have same shape"),
        (SHAPES.format(a="tensor<2x3xf32>", b="tensor<2x3xi8>", c="i32", r="tensor<6xf32>"), "'sample.shapes' op failed to verify that all of {a, r} have same rank"),
        (SHAPES.format(a="tensor<2x3xf32>", b="tensor<2x3xi8>", c="i32", r="tensor<5x1xf32>"), "'sample.shapes' op failed to verify that all of {a, b, r} have same element count"),
        (SHAPES.format(a="tensor<2x3xf32>", b="tensor<2x3xi8>", c="i64", r="tensor<3x2xf32>"), "'sample.shapes' op failed to verify that 'c' is 32-bit signless integer"),
        (SHAPES.format(a="tensor<2x3xf16>", b="tensor<2x3xi8>", c="i32", r="tensor<3x2xf32>"), "'sample.shapes' op failed to verify that 'a' is 32-bit float"),
        ('%a = "u.x"() : () -> f32\n%b = "sample.floats"(%a) : (f32) -> f32', "'sample.floats' op requires an integer or index type"),
        ('%a = "u.x"() : () -> i32\n%b = "sample.floats"(%a) : (i32) -> i32', "'sample.floats' op requires a floating point type"),
        (match_with("1, 1, 1, 1", "i32, i64, i8, i8"), "'sample.match_with' op failed to verify that maybe type matches first"),
        (match_with("1, 0, 2, 2", "i32, i8, i16, i8, i8"), "'sample.match_with' op failed to verify that rest types match firsts"),
        (match_with("1, 0, 1, 2", "i32, i8, i8, i8"), "'sample.match_with' op failed to verify that rest types match firsts"),
    ],
)
def test_verifier_rules(ctx: Context, text: str, message: str) -> None:
    assert _verify_error(ctx, text) == message


def test_builder_infers_result_types_and_segments(ctx: Context, sample) -> None:
    from odsgen.dialects import builtin

    i32 = builtin.IntegerType.get(ctx, 32)
    f32 = builtin.Float32Type.get(ctx)
    block = Block([i32, f32, f32])
    x, y, z = block.arguments
    add = sample.AddOp.build(ctx, x, x, name_=builtin.StringAttr.get(ctx, "s"))
    assert add.result.type is i32 and add.name_.value == "s" and add.flag.value == 0
    cmp = sample.CmpOp.build(ctx, x, builtin.IntegerAttr.get(ctx, builtin.IntegerType.get(ctx, 64), 3))
    assert cmp.r.type is builtin.IntegerType.get(ctx, 1)
    pair = sample.PairOp.of_floats(ctx, [y, z])
    assert pair.first is None and pair.rest == [y, z] and pair.outs == []
    assert pair.properties.value[0][1].values == (0, 2)  # operandSegmentSizes
    with_first = sample.PairOp.build(ctx, first=x, rest=[y], outs_types=[i32, f32])
    assert with_first.first is x and with_first.rest == [y] and [r.type for r in with_first.outs] == [i32, f32]


def test_variadic_groups_follow_segment_sizes(ctx: Context, sample) -> None:
    module = ctx.parse_module(
        '%i = "u.x"() : () -> index\n%f = "u.x"() : () -> f32\n'
        '%0:2 = "sample.pair"(%i, %f, %f) <{operandSegmentSizes = array<i32: 1, 2>}> : (index, f32, f32) -> (i1, i1)\n'
    )
    op = module.regions[0].blocks[0].operations[2]
    assert op.first.type.__class__.__name__ == "IndexType"
    assert len(op.rest) == 2 and len(op.outs) == 2


def test_generic_properties_of_the_wrong_kind_are_rejected(ctx: Context) -> None:
    with pytest.raises(ParseError) as info:
        ctx.parse_module('%a = "u.x"() : () -> i32\n%b = "sample.add"(%a, %a) <{name = 1}> : (i32, i32) -> i32\n')
    assert "Invalid attribute `name` in property conversion: 1 : i64" in str(info.value)


def test_inherent_attributes_in_the_dictionary_are_checked_when_parsed(ctx: Context) -> None:
    """verifyInherentAttrs: the generic form's attribute dictionary is checked at parse time."""
    with pytest.raises(ParseError) as info:
        ctx.parse_module('%a = "u.x"() : () -> i32\n%b = "sample.add"(%a, %a) {flag = 1 : i32} : (i32, i32) -> i32\n')
    assert info.value.diagnostics[0].message == (
        "'sample.add' op attribute 'flag' failed to satisfy constraint: 64-bit signless integer attribute"
    )


def test_python_keyword_names_get_an_underscore(ctx: Context, sample) -> None:
    module = ctx.parse_module('%a = "u.x"() : () -> i32\n%b = sample.keyword %a cls "c" : i32 -> i64\n')
    op = module.regions[0].blocks[0].operations[1]
    assert isinstance(op, sample.KeywordOp)
    assert op.in_ is op.operands[0] and op.lambda_ is op.results[0]
    assert op.class_.value == "c"
    assert sample.KeywordOp._ods_operand_names == ("in",)  # the ODS name is kept
    built = sample.KeywordOp.build(ctx, op.in_, lambda_type=op.lambda_.type)
    assert built.in_ is op.in_
    assert "sample.keyword %0 cls \"c\" : i32 -> i64" in module.print()


def test_an_empty_default_value_is_no_default(ctx: Context, sample) -> None:
    op = ctx.parse_module('"sample.no_default"() <{label = "x"}> : () -> ()').body.operations[0]
    assert op.label.value == "x" and op.tag is None
