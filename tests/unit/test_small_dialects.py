"""The Python API of the math, index, complex and ub dialects (defs/*.yaml with their
hooks in odsgen/dialect_hooks/): builders and their defaults, the hand-written verifiers
raising VerifyError, and #complex.number's builder and verifier. Their textual forms are
checked against mlir-opt 22 by tests/test_ir_oracle.py."""

from __future__ import annotations

from typing import Any

import pytest

from odsgen.dialects import arith, builtin, func, index, math, ub
from odsgen.dialects import complex as cx  # not to hide the builtin `complex`
from odsgen.ir import Block, Context, InsertionPoint, Region, VerifyError
from odsgen.ir.numeric import apfloat


def f32(ctx: Context) -> Any:
    return builtin.Float32Type.get(ctx)


def function(ctx: Context, *inputs: Any) -> tuple[Any, Block]:
    """A module holding `func.func @f` with arguments of these types; (module, entry)."""
    module = builtin.ModuleOp.build(ctx)
    fn_type = builtin.FunctionType.get(ctx, list(inputs), [])
    with InsertionPoint(module.body):
        fn = func.FuncOp.build(ctx, "f", fn_type, regions=[Region([Block(list(inputs))])])
    return module, fn.regions[0].blocks[0]


def reparsed(ctx: Context, module: Any) -> str:
    """The module printed, parsed back and printed again (it must print the same)."""
    text = str(module)
    assert str(ctx.parse_module(text)) == text
    return text


# -- math ------------------------------------------------------------------------------------


def test_math_builders_infer_result_types_and_default_fastmath(ctx: Context) -> None:
    vec = builtin.VectorType.get(ctx, [4], f32(ctx))
    module, entry = function(ctx, f32(ctx), vec, builtin.IntegerType.get(ctx, 32))
    x, v, i = entry.arguments
    with InsertionPoint(entry):
        plain = math.AbsFOp.build(ctx, x)
        fast = math.PowFOp.build(ctx, v, v, fastmath=arith.FastMathFlags.fast)
        isnan = math.IsNaNOp.build(ctx, v)
        sincos = math.SincosOp.build(ctx, x)
        fpowi = math.FPowIOp.build(ctx, x, i)
        func.ReturnOp.build(ctx)
    module.verify()
    assert plain.result.type is x.type and fpowi.result.type is x.type
    # DefaultValuedAttr: the default is the `none` flags, which the custom form leaves out.
    assert plain.fastmath is arith.FastMathFlagsAttr.get(ctx, arith.FastMathFlags.none)
    assert fast.fastmath.value == arith.FastMathFlags.fast
    # TypesMatchWith<..., getI1SameShape>: an i1 vector of the operand's shape.
    assert isnan.result.type is builtin.VectorType.get(ctx, [4], builtin.IntegerType.get(ctx, 1))
    assert [r.type for r in sincos.results] == [x.type, x.type]
    text = reparsed(ctx, module)
    assert "%sin, %cos = math.sincos %arg0 : f32" in text  # the named results
    assert "fastmath<fast>" in text and text.count("fastmath") == 1


def test_math_constraint_violation_is_a_verify_error(ctx: Context) -> None:
    module, entry = function(ctx, builtin.IntegerType.get(ctx, 32))
    with InsertionPoint(entry):
        math.AbsFOp.build(ctx, entry.arguments[0])
        func.ReturnOp.build(ctx)
    with pytest.raises(VerifyError, match="'math.absf' op operand #0 must be floating-point-like, but got 'i32'"):
        module.verify()


# -- complex ---------------------------------------------------------------------------------


def test_complex_number_builder_rounds_to_the_element_type(ctx: Context) -> None:
    c32 = builtin.ComplexType.get(ctx, f32(ctx))
    number = cx.NumberAttr.get(c32, 0.1, -2.5)
    assert number.real == apfloat.APFloat.from_float(apfloat.F32, 0.1)
    assert number.imag.sem is apfloat.F32 and float(number.imag) == -2.5
    assert number.type is c32 and number.get_value() == complex(float(number.real), -2.5)
    # Uniqued: the parser builds the same attribute from its text.
    assert ctx.parse_attribute(str(number)) is number
    assert ctx.parse_attribute("#complex.number<:f32 0.1, -2.5>") is number


def test_complex_number_verifier(ctx: Context) -> None:
    errors: list[str] = []
    c32 = builtin.ComplexType.get(ctx, f32(ctx))
    f64_one = apfloat.APFloat.from_float(apfloat.F64, 1.0)
    f32_one = apfloat.APFloat.from_float(apfloat.F32, 1.0)
    check = cx.NumberAttr._ods_get_checked
    assert check(errors.append, ctx, f64_one, f32_one, c32) is None
    assert check(errors.append, ctx, f32_one, f64_one, c32) is None
    assert check(errors.append, ctx, f32_one, f32_one, f32(ctx)) is None
    c_i32 = builtin.ComplexType.get(ctx, builtin.IntegerType.get(ctx, 32))
    assert check(errors.append, ctx, f32_one, f32_one, c_i32) is None
    assert errors == [
        "type doesn't match the type implied by its `real` value",
        "type doesn't match the type implied by its `imag` value",
        "complex attribute must be a complex type.",
        "element type of the complex attribute must be float like type.",
    ]
    assert check(errors.append, ctx, f32_one, f32_one, c32) is cx.NumberAttr.get(c32, 1.0, 1.0)


def test_complex_constant(ctx: Context) -> None:
    c64 = builtin.ComplexType.get(ctx, builtin.Float64Type.get(ctx))
    parts = [builtin.FloatAttr.get(ctx, builtin.Float64Type.get(ctx), v) for v in (0.5, -1.0)]
    value = builtin.ArrayAttr.get(ctx, parts)
    assert cx.ConstantOp.is_buildable_with(value, c64)
    assert not cx.ConstantOp.is_buildable_with(value, builtin.ComplexType.get(ctx, f32(ctx)))
    assert not cx.ConstantOp.is_buildable_with(builtin.ArrayAttr.get(ctx, parts[:1]), c64)
    module, entry = function(ctx)
    with InsertionPoint(entry):
        good = cx.ConstantOp.build(ctx, value, complex_type=c64)
        func.ReturnOp.build(ctx)
    module.verify()
    assert "%cst = complex.constant [5.000000e-01, -1.000000e+00] : complex<f64>" in reparsed(ctx, module)
    good.value = builtin.ArrayAttr.get(ctx, parts[:1])
    with pytest.raises(VerifyError, match="requires 'value' to be a complex constant, represented as array of two values"):
        good.verify()
    good.value = builtin.ArrayAttr.get(ctx, [parts[0], builtin.FloatAttr.get(ctx, f32(ctx), 1.0)])
    with pytest.raises(VerifyError, match=r"element types \('f64', 'f32'\) to match .* \('f64'\)"):
        good.verify()


@pytest.mark.parametrize(
    ("source", "target", "message"),
    [
        ("complex<f32>", "i64", None),
        ("i64", "complex<f32>", None),
        ("complex<f32>", "complex<f32>", None),  # allowed: it folds away
        ("complex<f32>", "i32", "casting bitwidths do not match"),
        ("i64", "f64", "requires that either input or output has a complex type"),
        ("index", "complex<f32>", "operand must be int/float/complex"),
        ("complex<f32>", "index", "result must be int/float/complex"),
    ],
)
def test_complex_bitcast_verifier(ctx: Context, source: str, target: str, message: str | None) -> None:
    module, entry = function(ctx, ctx.parse_type(source))
    with InsertionPoint(entry):
        cx.BitcastOp.build(ctx, entry.arguments[0], result_type=ctx.parse_type(target))
        func.ReturnOp.build(ctx)
    if message is None:
        module.verify()
    else:
        with pytest.raises(VerifyError, match=f"'complex.bitcast' op {message}"):
            module.verify()


# -- index -----------------------------------------------------------------------------------


def test_index_constants_and_result_names(ctx: Context) -> None:
    module, entry = function(ctx, builtin.IndexType.get(ctx))
    with InsertionPoint(entry):
        minus_one = index.ConstantOp.build_from_int(ctx, -1)
        yes = index.BoolConstantOp.build(ctx, True)
        cmp = index.CmpOp.build(ctx, entry.arguments[0], minus_one.result, index.IndexCmpPredicate.SLT)
        func.ReturnOp.build(ctx)
    module.verify()
    assert minus_one.value.type is builtin.IndexType.get(ctx) and minus_one.value.value == -1
    assert minus_one.result.type is builtin.IndexType.get(ctx)
    assert yes.result.type is builtin.IntegerType.get(ctx, 1)
    assert cmp.pred.value == index.IndexCmpPredicate.SLT
    text = reparsed(ctx, module)
    assert "%idx-1 = index.constant -1" in text and "%true = index.bool.constant true" in text
    assert "index.cmp slt(%arg0, %idx-1)" in text


@pytest.mark.parametrize("op_class", ["CastSOp", "CastUOp"])
def test_index_casts_need_exactly_one_index_side(ctx: Context, op_class: str) -> None:
    cast = getattr(index, op_class)
    i64 = builtin.IntegerType.get(ctx, 64)
    idx = builtin.IndexType.get(ctx)
    assert cast.are_cast_compatible([idx], [i64]) and cast.are_cast_compatible([i64], [idx])
    assert not cast.are_cast_compatible([idx], [idx]) and not cast.are_cast_compatible([i64], [i64])
    module, entry = function(ctx, i64)
    with InsertionPoint(entry):
        cast.build(ctx, entry.arguments[0], output_type=i64)
        func.ReturnOp.build(ctx)
    with pytest.raises(VerifyError, match="operand type 'i64' and result type 'i64' are cast incompatible"):
        module.verify()


# -- ub --------------------------------------------------------------------------------------


def test_ub_poison_defaults_to_the_poison_attribute(ctx: Context) -> None:
    module, entry = function(ctx)
    with InsertionPoint(entry):
        poison = ub.PoisonOp.build(ctx, result_type=f32(ctx))
        ub.UnreachableOp.build(ctx)
    module.verify()
    assert poison.value is ub.PoisonAttr.get(ctx)
    assert isinstance(poison.value, ub.PoisonAttrInterface)
    text = reparsed(ctx, module)
    assert "ub.poison : f32" in text and "ub.unreachable" in text
