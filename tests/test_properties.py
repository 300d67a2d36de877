"""Non-attribute properties (Properties.td) on the test dialect's property operations.

`odsgen opt` is compared byte for byte with mlir-opt 22 on tests/data/properties/cases.mlir
(recorded by tests/tools/record_properties_oracle.py): the operations of upstream's
mlir/test/IR/properties.mlir that mlir-opt 22 has, printed with default, generic and
debuginfo printing, and one chunk per conversion, parse or verification error. The
Python API takes and returns plain values for properties."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from odsgen.dialects import builtin, test
from odsgen.ir import Context, VerifyError
from tests.opt_helpers import run_file

ORACLE = json.loads((Path(__file__).parent / "data" / "properties" / "oracle.json").read_text("utf-8"))
CASES = ORACLE["cases"]


@pytest.mark.parametrize("case", CASES, ids=[f"{c['chunk']}-{c['set']}" for c in CASES])
def test_matches_mlir_opt(case: dict) -> None:
    flags = ORACLE["flag_sets"][case["set"]]
    stdout, stderr, status = run_file(flags, case["input"].encode("utf-8"))
    assert (stdout.decode(), stderr.decode(), status) == (case["stdout"], case["stderr"], case["status"])


def test_oracle_covers_every_property_kind() -> None:
    text = "".join(c["input"] for c in CASES)
    for op in ("with_properties", "with_optional_properties", "with_array_properties",
               "with_default_valued_properties", "op_with_property_predicates", "with_properties_and_attr",
               "op_with_enum_prop", "op_with_bit_enum_prop", "op_with_bit_enum_prop_named",
               "with_nice_properties", "with_versioned_properties", "with_wrapped_properties",
               "using_property_in_custom", "using_property_in_custom_and_other", "using_property_ref_in_custom"):
        assert f"test.{op}" in text
    assert sum(c["status"] == 1 for c in CASES) > 0 and sum(c["status"] == 0 for c in CASES) > 0


def _module(ctx: Context) -> builtin.ModuleOp:
    return builtin.ModuleOp.build(ctx)


def test_builder_takes_and_accessors_return_python_values(ctx: Context) -> None:
    module = _module(ctx)
    from odsgen.ir import InsertionPoint

    with InsertionPoint(module.body):
        op = test.TestOpWithProperties.build(
            ctx, "foo", a=32, c="bar", flag=True, array=[1, 2, 3, 4], array32=[5, 6]
        )
    assert (op.a, op.c, op.flag, op.array, op.array32) == (32, "bar", True, [1, 2, 3, 4], [5, 6])
    assert op.b == builtin.StringAttr.get(ctx, "foo")
    assert str(op) == 'test.with_properties a = 32, b = "foo", c = "bar", flag = true, array = [1, 2, 3, 4], array32 = [5, 6]'
    assert op.print(generic=True) == (
        '"test.with_properties"() <{a = 32 : i64, array = array<i64: 1, 2, 3, 4>, '
        'array32 = array<i32: 5, 6>, b = "foo", c = "bar", flag = true}> : () -> ()'
    )
    op.a = -7
    assert op.a == -7 and "a = -7," in str(op)
    with pytest.raises(TypeError, match="expected an int"):
        op.a = "x"


def test_unset_properties_get_their_default_storage(ctx: Context) -> None:
    op = test.TestOpWithOptionalProperties.build(ctx)
    assert op.simple is None and op.has_unit is False and op.nested is None
    assert str(op).rstrip("\n") == "test.with_optional_properties"
    assert "simple = []" in op.print(generic=True)
    op.simpleui8 = 255
    assert op.simpleui8 == 255 and "simpleui8 = [-1 : i8]" in op.print(generic=True)
    assert str(op).rstrip("\n") == "test.with_optional_properties simpleui8 = 255"
    d = test.TestOpWithDefaultValuedProperties.build(ctx, c=3)
    assert (d.b, d.c, d.unit) == ("", 3, False)
    assert str(d).rstrip("\n") == "test.with_default_valued_properties na 3"


def test_property_predicates_verify(ctx: Context) -> None:
    op = test.OpWithPropertyPredicates.build(
        ctx, scalar=1, more_constrained=2, non_empty_unconstrained=[1], non_empty_constrained=[1]
    )
    assert op.verify()
    op.more_constrained = 9
    with pytest.raises(VerifyError, match="property 'more_constrained' failed to satisfy constraint: between 0 and 5"):
        op.verify()
    op.more_constrained = 0
    op.non_empty_optional = []
    with pytest.raises(VerifyError, match="optional non-empty array of non-negative int64_t"):
        op.verify()


def test_properties_take_part_in_equality_and_cloning(ctx: Context) -> None:
    a = test.TestOpWithArrayProperties.build(ctx, ints=[1], strings=["s"], nested=[[1, 2]])
    b = test.TestOpWithArrayProperties.build(ctx, ints=[1], strings=["s"], nested=[[1, 2]])
    c = test.TestOpWithArrayProperties.build(ctx, ints=[2], strings=["s"], nested=[[1, 2]])
    assert a.properties is b.properties and a.properties != c.properties  # uniqued dictionaries
    clone = a.clone()
    assert clone.properties is a.properties and clone.nested == [[1, 2]]
    clone.ints = [3]
    assert a.ints == [1] and clone.ints == [3]


def test_cse_compares_properties(tmp_path: Path) -> None:
    """CSE merges side-effect-free operations only when their properties are equal too
    (a Pure op with an I64Prop in a dialect generated here; the README's example)."""
    import os
    import subprocess
    import sys

    (tmp_path / "p.yaml").write_text(
        "dialect: {name: p}\n"
        "operations:\n"
        "  - name: ConstOp\n"
        "    mnemonic: const\n"
        "    traits: [Pure]\n"
        "    arguments:\n"
        "      - {name: n, constraint: I64Prop}\n"
        "      - {name: tags, constraint: ArrayProp<StringProp>}\n"
        "    results:\n"
        "      - {name: out, constraint: IntegerType}\n"
        "    assemblyFormat: \"$n $tags attr-dict `:` type($out)\"\n"
    )
    odsgen = [sys.executable, "-m", "odsgen"]
    generated = subprocess.run([*odsgen, "generate", "p.yaml", "-o", "pgen"], capture_output=True, text=True, cwd=tmp_path, timeout=600)
    assert generated.returncode == 0, generated.stderr
    (tmp_path / "in.mlir").write_text(
        "func.func @f() -> (i32, i32, i32, i32) {\n"
        '  %0 = p.const 1 ["a"] : i32\n'
        '  %1 = p.const 1 ["a"] : i32\n'
        '  %2 = p.const 2 ["a"] : i32\n'
        '  %3 = p.const 1 ["b"] : i32\n'
        "  return %0, %1, %2, %3 : i32, i32, i32, i32\n}\n"
    )
    env = {**os.environ, "PYTHONPATH": os.pathsep.join([str(tmp_path), os.environ.get("PYTHONPATH", "")])}
    result = subprocess.run(
        [*odsgen, "opt", "--dialect", "pgen.p", "--cse", "in.mlir"], capture_output=True, text=True, cwd=tmp_path, env=env, timeout=600
    )
    assert result.returncode == 0, result.stderr
    assert result.stdout.count("p.const") == 3
    assert "return %0, %0, %1, %2 : i32, i32, i32, i32" in result.stdout


def test_enum_properties_take_and_return_enum_cases(ctx: Context) -> None:
    op = test.OpWithEnumProp.build(ctx, value=test.TestEnum.Second)
    assert op.value is test.TestEnum.Second
    assert str(op).rstrip("\n") == "test.op_with_enum_prop second"
    assert '<{value = 1 : i32}>' in op.print(generic=True)
    bits = test.OpWithBitEnumProp.build(ctx)
    assert bits.value1 == bits.value2 == test.TestBitEnum.Read
    bits.value2 = test.TestBitEnum.Write | test.TestBitEnum.Execute
    assert str(bits).rstrip("\n") == "test.op_with_bit_enum_prop read write, execute : ()"
    with pytest.raises(TypeError, match="expected a TestEnum"):
        op.value = "second"


def test_custom_directives_see_a_propertys_python_value(ctx: Context) -> None:
    """custom<UsingPropertyInCustom>($prop): the hook parses and prints the property's
    Python value (ODS passes its storage), which the parser stores in attribute form."""
    ctx.load_dialect(test)
    module = ctx.parse_module("test.using_property_in_custom_and_other [1, 4, 20] <{other = 16 : i64}>\n")
    op = next(iter(module.body.operations))
    assert isinstance(op, test.TestOpUsingPropertyInCustomAndOther)
    assert (op.prop, op.other) == ([1, 4, 20], 16)
    assert "<{other = 16 : i64, prop = array<i64: 1, 4, 20>}>" in op.print(generic=True)
    op.prop = []
    assert str(op).rstrip("\n") == "test.using_property_in_custom_and_other [] <{other = 16 : i64}>"


def test_user_defined_properties_take_and_return_their_hooks_values(ctx: Context) -> None:
    """A user-defined property kind (defs/test.yaml's PropertiesWithCustomPrint and
    MyStructProperty): builders and accessors use the interface value its hooks convert
    from and to the stored attribute, which is canonicalised (`value` becomes i32)."""
    nice = test.TestOpWithNiceProperties.build(ctx, prop=("foo bar", -3))
    assert nice.prop == ("foo bar", -3)
    assert str(nice).rstrip("\n") == 'test.with_nice_properties "foo bar" is -3'
    assert nice.print(generic=True).rstrip("\n") == '"test.with_nice_properties"() <{prop = {label = "foo bar", value = -3 : i32}}> : () -> ()'
    i64 = builtin.IntegerType.get(ctx, 64)
    stored = builtin.DictionaryAttr.get(ctx, {"label": builtin.StringAttr.get(ctx, "x"), "value": builtin.IntegerAttr.get(ctx, i64, 7)})
    nice.prop = ("x", 7)
    assert test.TestOpWithNiceProperties.build(ctx, prop=stored).properties is nice.properties
    with pytest.raises(TypeError, match="argument 'prop': expected StringAttr for key `label`"):
        test.TestOpWithNiceProperties.build(ctx, prop=builtin.DictionaryAttr.get(ctx, {}))
    wrapped = test.TestOpWithWrappedProperties.build(ctx)
    assert wrapped.prop == ""  # storageTypeValueOverride
    wrapped.prop = "content"
    assert str(wrapped).rstrip("\n") == 'test.with_wrapped_properties <{prop = "content"}>'
    with pytest.raises(TypeError, match="Expect StringAttr but got 1 : i64"):
        test.TestOpWithWrappedProperties.build(ctx, prop=builtin.IntegerAttr.get(ctx, i64, 1))


def test_custom_directives_take_and_return_property_values(ctx: Context) -> None:
    op = test.TestOpUsingPropertyRefInCustom.build(ctx, first=1, second=4)
    assert str(op).rstrip("\n") == "test.using_property_ref_in_custom 1 + 4 = 5"
    arr = test.TestOpUsingPropertyInCustom.build(ctx, prop=[1, 4, 20])
    assert arr.prop == [1, 4, 20] and str(arr).rstrip("\n") == "test.using_property_in_custom [1, 4, 20]"
