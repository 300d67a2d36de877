"""Behaviour of generated attribute/type classes: builders, accessors, verifiers, enums,
traits and interfaces, as defined in defs/test.yaml and defs/builtin.yaml."""

from __future__ import annotations

import importlib
import inspect
import pkgutil

import pytest

import odsgen.dialects
from odsgen.dialects import builtin, test
from odsgen.ir import Attribute, Context, Type, VerifyError


def test_every_generated_module_imports() -> None:
    names = [m.name for m in pkgutil.iter_modules(odsgen.dialects.__path__)]
    assert set(odsgen.dialects.DIALECT_MODULES) <= set(names)
    for name in names:
        module = importlib.import_module(f"odsgen.dialects.{name}")
        assert module.DIALECT_NAME == name
        for cls in module.ATTRIBUTES:
            assert issubclass(cls, Attribute)
        for cls in module.TYPES:
            assert issubclass(cls, Type)


def test_class_names_follow_ods(ctx: Context) -> None:
    assert test.CompoundAAttr._ods_mnemonic == "cmpnd_a"
    assert test.TestIntegerType._ods_mnemonic == "int"
    assert test.SimpleAType in test.TYPES and test.SimpleEnumAttr in test.ATTRIBUTES


def test_docstrings_come_from_summary_and_description() -> None:
    assert test.TestIntegerType.__doc__.startswith("An integer type with signedness")
    assert "The bit width." in builtin.IntegerType.width.__doc__
    assert "mirrors upstream MLIR's test dialect" in test.__doc__


def test_default_builder_signature_is_typed_with_defaults() -> None:
    sig = inspect.signature(test.TestParamsType.get)
    params = list(sig.parameters.values())
    assert [p.name for p in params] == [
        "context", "count", "flag", "label", "ratio", "element", "layout", "kind", "step",
        "index", "element_width",
    ]
    assert params[1].annotation == "int" and params[3].annotation == "str"
    assert params[6].default is None  # OptionalParameter
    assert params[7].default == test.TestBitEnum.Read | test.TestBitEnum.Write
    assert params[8].default == 1  # parameter class defaultValue, a literal
    assert params[9].default is None  # computed from $_ctxt at call time
    assert sig.return_annotation == "TestParamsType"


def test_defaults_may_use_context_and_earlier_parameters(ctx: Context) -> None:
    i16 = builtin.IntegerType.get(ctx, 16)
    t = test.TestParamsType.get(ctx, 1, False, "x", 0.5, i16)
    assert t.index is builtin.IndexType.get(ctx)
    assert t.element_width == 16  # DefaultValuedParameter "$element.width"
    assert t.layout is None and t.step == 1
    assert t.kind == test.TestBitEnum.Read | test.TestBitEnum.Write
    explicit = test.TestParamsType.get(ctx, 1, False, "x", 0.5, i16, None, test.TestBitEnum(3), 1, t.index, 16)
    assert explicit is t


def test_accessors_are_read_only_properties(ctx: Context) -> None:
    t = test.TestIntegerType.get(ctx, 4)
    assert (t.width, t.signedness) == (4, test.SignednessSemantics.Signless)
    with pytest.raises(AttributeError):
        t.width = 5  # type: ignore[misc]
    with pytest.raises(AttributeError):
        t._width = 5
    with pytest.raises(AttributeError):
        del t.width
    assert t.parameters == (4, test.SignednessSemantics.Signless)


def test_custom_builders_with_body_defaults_and_checked_variant(ctx: Context) -> None:
    signed8 = test.TestIntegerType.get(ctx, 8, test.SignednessSemantics.Signed)
    assert test.TestIntegerType.get_signed(ctx) is signed8  # CArg default 8
    assert test.TestIntegerType.get_unsigned(ctx, 2).signedness is test.SignednessSemantics.Unsigned
    errors: list[str] = []
    assert test.TestIntegerType.get_unsigned_checked(errors.append, ctx, 9) is None
    assert errors == ["test integer width must be at most 8, got 9"]
    with pytest.raises(VerifyError, match="at most 8, got 9"):
        test.TestIntegerType.get_unsigned(ctx, 9)


def test_inferred_context_builder(ctx: Context) -> None:
    i32 = builtin.IntegerType.get(ctx, 32)
    inner = builtin.IntegerAttr.get(ctx, builtin.IntegerType.get(ctx, 16), 7)
    built = test.AttrWithTypeBuilderAttr.from_type(inner, i32)
    assert "context" not in inspect.signature(test.AttrWithTypeBuilderAttr.from_type).parameters
    assert built is test.AttrWithTypeBuilderAttr.get(ctx, inner, i32)


def test_skip_default_builders_and_custom_return_type(ctx: Context) -> None:
    # `get` is the custom, body-less builder: it re-signs the default one with a default.
    assert inspect.signature(test.OverrideBuilderAttr.get).parameters["a"].default == 0
    assert test.OverrideBuilderAttr.get(ctx).a == 0
    assert not hasattr(test.OverrideBuilderAttr, "get_checked")
    folded = test.OverrideBuilderAttr.get_folded(ctx, 0)
    assert isinstance(folded, test.SimpleEnumAttr)
    assert test.OverrideBuilderAttr.get_folded(ctx, 3) is test.OverrideBuilderAttr.get(ctx, 3)
    assert inspect.signature(test.OverrideBuilderAttr.get_folded).return_annotation == "Attribute"


def test_get_checked_reports_and_returns_none(ctx: Context) -> None:
    errors: list[str] = []
    assert builtin.IntegerType.get_checked(errors.append, ctx, 1 << 24) is None
    assert errors == ["integer bitwidth is limited to 16777215 bits"]
    assert ctx.num_uniqued(builtin.IntegerType) == 0  # nothing stored on failure
    with pytest.raises(VerifyError) as info:
        builtin.IntegerType.get(ctx, 1 << 24)
    assert str(info.value) == "error: integer bitwidth is limited to 16777215 bits"
    ok = builtin.IntegerType.get_checked(errors.append, ctx, 1 << 23)
    assert ok is builtin.IntegerType.get(ctx, 1 << 23) and len(errors) == 1


def test_verify_hook_given_as_module_function(ctx: Context) -> None:
    # Upstream's parameter constraint AnyTypeOf<[I16, I32]>, checked by the hook.
    i16 = builtin.IntegerType.get(ctx, 16)
    assert test.TestTypeVerificationType.get(ctx, i16).param is i16
    errors: list[str] = []
    assert test.TestTypeVerificationType.get_checked(errors.append, ctx, builtin.IndexType.get(ctx)) is None
    assert errors == ["failed to verify 'param': 16-bit signless integer or 32-bit signless integer"]


def test_parameter_kinds_are_checked_on_creation(ctx: Context) -> None:
    with pytest.raises(TypeError, match="TestIntegerType parameter 'width' expects an int, got str"):
        test.TestIntegerType.get(ctx, "4")  # type: ignore[arg-type]
    with pytest.raises(ValueError, match=r"must be in \[0, 4294967295\], got -1"):
        test.TestIntegerType.get(ctx, -1)
    with pytest.raises(TypeError, match="expects IntegerType, got IndexType"):
        test.TestParamsType.get(ctx, 1, True, "x", 1.0, builtin.IndexType.get(ctx), element_width=1)
    with pytest.raises(ValueError, match="32 is not a valid SimpleEnum"):
        test.SimpleEnumAttr.get(ctx, 32)  # type: ignore[arg-type]
    with pytest.raises(ValueError, match="belongs to another Context"):
        test.CompoundNestedOuterAttr.get(ctx, test.CompoundNestedInnerAttr.get(Context(), 1, test.CompoundAAttr.get(Context(), 1, builtin.IndexType.get(Context()), [])))


def test_self_type_parameter_defaults_to_none_type(ctx: Context) -> None:
    attr = test.AttrWithSelfTypeParamAttr.get(ctx)
    assert attr.type is builtin.NoneType.get(ctx)
    assert test.AttrWithSelfTypeParamAttr.get(ctx, builtin.IndexType.get(ctx)).type is builtin.IndexType.get(ctx)


def test_string_parameter_default_and_parameter_class(ctx: Context) -> None:
    pair = test.TestPairType.get(ctx, (3, 4))
    assert pair.pair == (3, 4) and pair.note == "none"
    assert test.TestPairType.get(ctx, (3, 4), "none") is pair


def test_convert_from_storage_applies_to_accessor(ctx: Context) -> None:
    name = test.TestNameAttr.get(ctx, "MixedCase")
    assert name.name == "mixedcase"
    assert name._name == "MixedCase"  # storage keeps the first spelling


def test_enum_attribute_and_enum_cases(ctx: Context) -> None:
    attr = test.SimpleEnumAttr.get(ctx, test.SimpleEnum.b)
    assert attr.value is test.SimpleEnum.b and test.SimpleEnumAttr.get(ctx, 1) is attr
    assert test.SimpleEnum.symbolize("a") is test.SimpleEnum.a
    assert test.SimpleEnum.symbolize("c") is None
    assert str(test.SignednessSemantics.Unsigned) == "unsigned"
    assert int(test.SignednessSemantics.Unsigned) == 2


def test_bit_enum_flags_strings_and_keyword_symbol() -> None:
    flags = test.TestBitEnum.Read | test.TestBitEnum.Execute
    assert str(flags) == "read, execute"
    assert str(test.TestKeywordCaseEnum.None_) == "none"
    assert test.TestBitEnum.symbolize("write, read") == test.TestBitEnum.Read | test.TestBitEnum.Write
    assert test.TestBitEnum.symbolize("bogus") is None
    # Without a case for 0 (upstream's TestBitEnum has none), no bits print as nothing.
    assert str(test.TestBitEnum(0)) == ""
    assert str(test.TestBitEnumVerticalBar.User | test.TestBitEnumVerticalBar.Other) == "user | other"


def test_interfaces_and_traits_are_mixins(ctx: Context) -> None:
    t = test.TestIntegerType.get(ctx, 3, test.SignednessSemantics.Signed)
    assert isinstance(t, test.TestTypeInterface) and isinstance(t, test.TestTypeTrait)
    assert t.print_type_name() == "signed3"  # required method, from extraClassDeclaration
    assert t.bitwidth_or(-1) == 3  # defaulted method
    assert t.has_test_trait() and t.is_memref_element() and t.is_signed
    assert not isinstance(test.SimpleAType.get(ctx), test.TestTypeInterface)
    assert test.TestNameAttr.get(ctx, "n").describe() == "TestNameAttr in test"


def test_mutable_parameter_is_set_once(ctx: Context) -> None:
    rec = test.TestRecursiveType.get(ctx, "list")
    assert rec.body is None
    assert rec.set_body(rec) is True and rec.body is rec
    assert rec.set_body(rec) is True  # same value again is fine
    assert rec.set_body(builtin.IndexType.get(ctx)) is False and rec.body is rec
    assert test.TestRecursiveType.get(ctx, "list") is rec  # the body is not in the key
    assert "body" not in inspect.signature(test.TestRecursiveType.get).parameters


def test_parameters_may_shadow_python_builtins(ctx: Context) -> None:
    index = builtin.IndexType.get(ctx)
    t = test.TestShadowingType.get(ctx, index, "s", [1, 2], 3)
    assert (t.type, t.str, t.tuple, t.object) == (index, "s", (1, 2), 3)
    assert test.TestShadowingType.get(ctx, index, "s", (1, 2), 3) is t
    with pytest.raises(TypeError, match="parameter 'str' expects str, got int"):
        test.TestShadowingType.get(ctx, index, 5, (), 0)  # type: ignore[arg-type]
    with pytest.raises(TypeError, match="parameter 'object' expects an int, got str"):
        test.TestShadowingType.get(ctx, index, "s", (), "0")  # type: ignore[arg-type]
    errors: list[str] = []
    assert test.TestShadowingType.get_checked(errors.append, ctx, index, "s", (), -1) is None
    assert errors == ["object must be non-negative in Context"]  # verify sees $_ctxt
