"""The builtin dialect's definitions (defs/builtin.yaml): construction, uniquing,
accessors, and one failing input per verifier rule with MLIR 22's exact message.

Message sources are cited beside each check: `BuiltinTypes.cpp` / `BuiltinAttributes.cpp`
are upstream's verifiers; "parser" marks rules MLIR checks while parsing (the message was
confirmed with `mlir-opt` 22 on the input shown). Messages that embed a type are built
with `str(type)`, which is the type's MLIR text once the builtin printer is in place.
"""

from __future__ import annotations

from typing import Any, Callable

import pytest

from odsgen.dialects import builtin as b
from odsgen.ir import Context, VerifyError
from odsgen.ir.numeric import affine, apfloat
from odsgen.ir.numeric.apfloat import APFloat

DYN = b.ShapedType.kDynamic


def fails(get_checked: Callable[..., Any], *args: Any, **kwargs: Any) -> str:
    """The single message a `get_checked` call reports (it must return None)."""
    errors: list[str] = []
    assert get_checked(errors.append, *args, **kwargs) is None
    assert len(errors) == 1, errors
    return errors[0]


@pytest.fixture
def i32(ctx: Context) -> b.IntegerType:
    return b.IntegerType.get(ctx, 32)


@pytest.fixture
def f32(ctx: Context) -> b.Float32Type:
    return b.Float32Type.get(ctx)


def tensor(ctx: Context, shape: list[int], element: Any) -> b.RankedTensorType:
    return b.RankedTensorType.get(ctx, shape, element)


# -- the classes exist ------------------------------------------------------------------

FLOATS = {
    "BFloat16Type": apfloat.BF16,
    "Float16Type": apfloat.F16,
    "FloatTF32Type": apfloat.TF32,
    "Float32Type": apfloat.F32,
    "Float64Type": apfloat.F64,
    "Float80Type": apfloat.F80,
    "Float128Type": apfloat.F128,
    "Float4E2M1FNType": apfloat.F4E2M1FN,
    "Float6E2M3FNType": apfloat.F6E2M3FN,
    "Float6E3M2FNType": apfloat.F6E3M2FN,
    "Float8E5M2Type": apfloat.F8E5M2,
    "Float8E4M3Type": apfloat.F8E4M3,
    "Float8E4M3FNType": apfloat.F8E4M3FN,
    "Float8E5M2FNUZType": apfloat.F8E5M2FNUZ,
    "Float8E4M3FNUZType": apfloat.F8E4M3FNUZ,
    "Float8E4M3B11FNUZType": apfloat.F8E4M3B11FNUZ,
    "Float8E3M4Type": apfloat.F8E3M4,
    "Float8E8M0FNUType": apfloat.F8E8M0FNU,
}


def test_every_builtin_class_is_generated() -> None:
    types = {c.__name__ for c in b.TYPES}
    assert types == {
        "NoneType", "IndexType", "IntegerType", *FLOATS, "ComplexType", "TupleType",
        "FunctionType", "GraphType", "VectorType", "RankedTensorType", "UnrankedTensorType",
        "MemRefType", "UnrankedMemRefType", "OpaqueType",
    }  # fmt: skip
    attrs = {c.__name__ for c in b.ATTRIBUTES}
    assert attrs == {
        "AffineMapAttr", "ArrayAttr", "DenseArrayAttr", "DenseIntOrFPElementsAttr",
        "DenseStringElementsAttr", "DenseResourceElementsAttr", "DictionaryAttr", "FloatAttr",
        "IntegerAttr", "IntegerSetAttr", "OpaqueAttr", "SparseElementsAttr",
        "StridedLayoutAttr", "StringAttr", "SymbolRefAttr", "TypeAttr", "UnitAttr",
        "DistinctAttr", "CallSiteLoc", "FileLineColRange", "FusedLoc", "NameLoc", "OpaqueLoc",
        "UnknownLoc",
    }  # fmt: skip


# -- integer, index, none ------------------------------------------------------------------


def test_integer_type_keeps_its_api(ctx: Context) -> None:
    si8 = b.IntegerType.get(ctx, 8, signedness=b.Signedness.Signed)
    assert si8 is b.IntegerType.get(ctx, 8, b.Signedness.Signed)
    assert si8.width == 8 and si8.is_signed and not si8.is_signless and not si8.is_unsigned
    assert b.IntegerType.get(ctx, 8).is_signless
    assert si8.scale_element_bitwidth(4) is b.IntegerType.get(ctx, 32, b.Signedness.Signed)
    assert si8.scale_element_bitwidth(0) is None
    assert b.IntegerType.kMaxWidth == 16777215
    assert isinstance(si8, b.VectorElementTypeInterface)


def test_integer_type_width_limit(ctx: Context) -> None:
    # BuiltinTypes.cpp IntegerType::verify
    assert (
        fails(b.IntegerType.get_checked, ctx, 16777216)
        == "integer bitwidth is limited to 16777215 bits"
    )


def test_index_and_none_are_singletons(ctx: Context) -> None:
    assert b.IndexType.get(ctx) is b.IndexType.get(ctx)
    assert b.NoneType.get(ctx) is b.NoneType.get(ctx)
    assert b.IndexType.kInternalStorageBitWidth == 64
    assert isinstance(b.IndexType.get(ctx), b.VectorElementTypeInterface)
    assert not isinstance(b.NoneType.get(ctx), b.VectorElementTypeInterface)


# -- floats ---------------------------------------------------------------------------


@pytest.mark.parametrize("name", sorted(FLOATS))
def test_float_types_expose_their_semantics(ctx: Context, name: str) -> None:
    cls = getattr(b, name)
    t = cls.get(ctx)
    assert t is cls.get(ctx)
    assert isinstance(t, b.FloatType) and isinstance(t, b.VectorElementTypeInterface)
    sem = FLOATS[name]
    assert t.get_float_semantics() is sem and t.float_semantics is sem
    assert t.width == t.get_width() == sem.size_in_bits
    assert t.get_fp_mantissa_width() == sem.precision


def test_float_type_scaling(ctx: Context) -> None:
    f16, bf16, f32, f64 = (
        b.Float16Type.get(ctx),
        b.BFloat16Type.get(ctx),
        b.Float32Type.get(ctx),
        b.Float64Type.get(ctx),
    )
    assert f16.scale_element_bitwidth(2) is f32 and bf16.scale_element_bitwidth(4) is f64
    assert f32.scale_element_bitwidth(2) is f64
    assert f32.scale_element_bitwidth(4) is None and f64.scale_element_bitwidth(2) is None
    assert b.FloatTF32Type.get(ctx).width == 19 and b.Float80Type.get(ctx).width == 80


# -- complex, tuple, function -----------------------------------------------------------


def test_complex_type(ctx: Context, i32: Any, f32: Any) -> None:
    assert b.ComplexType.get(ctx, f32).element_type is f32
    assert b.ComplexType.get(ctx, i32) is b.ComplexType.get(ctx, i32)
    # BuiltinTypes.cpp ComplexType::verify (mlir-opt: `complex<none>`)
    assert (
        fails(b.ComplexType.get_checked, ctx, b.IndexType.get(ctx))
        == "invalid element type for complex"
    )
    with pytest.raises(VerifyError, match="invalid element type for complex"):
        b.ComplexType.get(ctx, b.NoneType.get(ctx))


def test_tuple_type(ctx: Context, i32: Any, f32: Any) -> None:
    empty = b.TupleType.get(ctx)
    assert empty.types == () and empty is b.TupleType.get(ctx, [])
    nested = b.TupleType.get(ctx, [i32, b.TupleType.get(ctx, [f32, i32])])
    assert nested.size == 2 and nested.get_type(0) is i32
    assert nested.get_flattened_types() == [i32, f32, i32]


def test_function_and_graph_types(ctx: Context, i32: Any, f32: Any) -> None:
    fn = b.FunctionType.get(ctx, [i32, f32], [i32])
    assert fn is b.FunctionType.get(ctx, (i32, f32), (i32,))
    assert fn.inputs == (i32, f32) and fn.results == (i32,)
    assert fn.num_inputs == 2 and fn.num_results == 1 and fn.get_input(1) is f32
    assert fn.clone([], []) is b.FunctionType.get(ctx, [], [])
    graph = b.GraphType.get(ctx, [i32, f32], [i32])
    assert graph is not fn and graph.clone([i32], []).inputs == (i32,)


# -- shaped types ---------------------------------------------------------------------------


def test_vector_type(ctx: Context, i32: Any, f32: Any) -> None:
    v = b.VectorType.get(ctx, [2, 3], f32)
    assert v.scalable_dims == (False, False) and not v.is_scalable
    assert v is b.VectorType.get(ctx, (2, 3), f32, [False, False])
    s = b.VectorType.get(ctx, [4, 8], i32, [True, False])
    assert s.is_scalable and s.num_scalable_dims == 1 and not s.all_dims_scalable
    assert isinstance(v, b.ShapedType) and isinstance(v, b.ValueSemantics)
    assert v.rank == 2 and v.num_elements == 6 and v.has_static_shape and v.has_rank
    assert v.get_dim_size(1) == 3 and not v.is_dynamic_dim(0) and v.element_type_bit_width == 32
    assert b.VectorType.get(ctx, [], f32).rank == 0  # 0-D vector
    assert v.clone(element_type=i32) is b.VectorType.get(ctx, [2, 3], i32)
    assert v.scale_element_bitwidth(2) is b.VectorType.get(ctx, [2, 3], b.Float64Type.get(ctx))


def test_vector_type_verifier(ctx: Context, i32: Any) -> None:
    none = b.NoneType.get(ctx)
    # ODS constraint on elementType (mlir-opt: `vector<2xtuple<>>`)
    assert fails(b.VectorType.get_checked, ctx, [2], none) == (
        "failed to verify 'elementType': VectorElementTypeInterface instance"
    )
    # BuiltinTypes.cpp VectorType::verify (mlir-opt: `vector<2x0xi32>`)
    assert fails(b.VectorType.get_checked, ctx, [2, 0], i32) == (
        "vector types must have positive constant sizes but got 2, 0"
    )
    # BuiltinTypes.cpp VectorType::verify
    assert (
        fails(b.VectorType.get_checked, ctx, [2, 3], i32, [True])
        == "number of dims must match, got 1 and 2"
    )


def test_ranked_tensor_type(ctx: Context, i32: Any) -> None:
    t = b.RankedTensorType.get(ctx, [2, DYN, 4], i32)
    assert t is b.RankedTensorType.get(ctx, (2, DYN, 4), i32, None)
    assert DYN == -(1 << 63) and b.ShapedType.is_dynamic(DYN)
    assert t.shape == (2, DYN, 4) and t.encoding is None and t.rank == 3
    assert t.is_dynamic_dim(1) and t.is_static_dim(2) and t.num_dynamic_dims == 1
    assert t.get_dynamic_dim_index(1) == 0 and not t.has_static_shape
    with pytest.raises(ValueError, match="cannot get element count of dynamic shaped type"):
        t.num_elements
    encoded = b.RankedTensorType.get(ctx, [2], i32, b.UnitAttr.get(ctx))
    assert encoded is not b.RankedTensorType.get(ctx, [2], i32)
    assert encoded.drop_encoding() is b.RankedTensorType.get(ctx, [2], i32)
    assert (
        isinstance(t, b.TensorType) and b.RankedTensorType.get(ctx, [0, 3], i32).num_elements == 0
    )
    assert t.clone([5]) is b.RankedTensorType.get(ctx, [5], i32)


def test_ranked_tensor_type_verifier(ctx: Context, i32: Any) -> None:
    none = b.NoneType.get(ctx)
    # BuiltinTypes.cpp RankedTensorType::verify
    assert fails(b.RankedTensorType.get_checked, ctx, [-2], i32) == "invalid tensor dimension size"
    # BuiltinTypes.cpp checkTensorElementType (a type streamed into a diagnostic is quoted)
    assert (
        fails(b.RankedTensorType.get_checked, ctx, [2], none)
        == f"invalid tensor element type: '{none}'"
    )
    # Non-builtin element types are allowed.
    from odsgen.dialects import test

    assert b.RankedTensorType.get(ctx, [2], test.SimpleAType.get(ctx)).rank == 1


def test_unranked_tensor_type(ctx: Context, f32: Any) -> None:
    t = b.UnrankedTensorType.get(ctx, f32)
    assert t is b.UnrankedTensorType.get(ctx, f32) and t.element_type is f32
    assert not t.has_rank and t.shape == () and not t.has_static_shape
    with pytest.raises(ValueError, match="cannot query rank of unranked shaped type"):
        t.rank
    assert t.clone([3]) is b.RankedTensorType.get(ctx, [3], f32)
    none = b.NoneType.get(ctx)
    # BuiltinTypes.cpp UnrankedTensorType::verify
    assert (
        fails(b.UnrankedTensorType.get_checked, ctx, none)
        == f"invalid tensor element type: '{none}'"
    )


def test_memref_type_defaults(ctx: Context, f32: Any, i32: Any) -> None:
    m = b.MemRefType.get(ctx, [2, 3], f32)
    identity = affine.AffineMap.get_multi_dim_identity_map(2)
    assert m.layout is b.AffineMapAttr.get(ctx, identity) and m.layout.is_identity()
    assert m.memory_space is None and m.memory_space_as_int == 0
    # An explicit identity layout, an AffineMap and the integer memory space 0 are defaults.
    assert b.MemRefType.get(ctx, [2, 3], f32, identity) is m
    zero = b.IntegerAttr.get(ctx, i32, 0)
    assert b.MemRefType.get(ctx, [2, 3], f32, b.AffineMapAttr.get(ctx, identity), zero) is m
    one = b.IntegerAttr.get(ctx, b.IntegerType.get(ctx, 64), 1)
    m1 = b.MemRefType.get(ctx, [2, 3], f32, memory_space=one)
    assert m1 is not m and m1.memory_space_as_int == 1
    strided = b.MemRefType.get(ctx, [2, 3], f32, b.StridedLayoutAttr.get(ctx, 0, [1, 2]))
    assert (
        not strided.layout.is_identity() and str(strided.affine_map) == "(d0, d1) -> (d0 + d1 * 2)"
    )
    assert isinstance(m, b.BaseMemRefType) and isinstance(m, b.ShapedType)
    assert m.clone(element_type=i32) is b.MemRefType.get(ctx, [2, 3], i32)
    assert b.MemRefType.get(ctx, [DYN], f32).is_dynamic_dim(0)
    # Memrefs, vectors and complex numbers are memref elements.
    assert b.MemRefType.get(ctx, [2], m).element_type is m


def test_memref_type_verifier(ctx: Context, f32: Any) -> None:
    none = b.NoneType.get(ctx)
    # BuiltinTypes.cpp MemRefType::verify (mlir-opt: `memref<2xnone>`)
    assert fails(b.MemRefType.get_checked, ctx, [2], none) == "invalid memref element type"
    # BuiltinTypes.cpp MemRefType::verify
    assert fails(b.MemRefType.get_checked, ctx, [-2], f32) == "invalid memref size"
    # verifyAffineMapAsLayout (mlir-opt: `memref<2xi32, affine_map<(d0,d1)->(d0)>>`)
    two_dims = affine.AffineMap.get(2, 0, [affine.dim(0)])
    assert fails(b.MemRefType.get_checked, ctx, [2], f32, two_dims) == (
        "memref layout mismatch between rank and affine map: 1 != 2"
    )
    # BuiltinAttributes.cpp StridedLayoutAttr::verifyLayout (mlir-opt: `memref<2xi32, strided<[1, 2]>>`)
    assert fails(
        b.MemRefType.get_checked, ctx, [2], f32, b.StridedLayoutAttr.get(ctx, 0, [1, 2])
    ) == ("expected the number of strides to match the rank")
    # BuiltinTypes.cpp MemRefType::verify (mlir-opt: `memref<2xi32, unit>`)
    assert fails(b.MemRefType.get_checked, ctx, [2], f32, memory_space=b.UnitAttr.get(ctx)) == (
        "unsupported memory space Attribute"
    )
    # The layout's C++ type is MemRefLayoutAttrInterface.
    with pytest.raises(
        TypeError, match="MemRefType parameter 'layout' expects MemRefLayoutAttrInterface"
    ):
        b.MemRefType.get(ctx, [2], f32, b.UnitAttr.get(ctx))


def test_unranked_memref_type(ctx: Context, f32: Any, i32: Any) -> None:
    u = b.UnrankedMemRefType.get(ctx, f32)
    assert u is b.UnrankedMemRefType.get(ctx, f32, b.IntegerAttr.get(ctx, i32, 0))
    assert not u.has_rank and u.memory_space is None
    space = b.StringAttr.get(ctx, "gpu")
    assert b.UnrankedMemRefType.get(ctx, f32, space).memory_space is space
    assert u.clone([4]) is b.MemRefType.get(ctx, [4], f32)
    none = b.NoneType.get(ctx)
    # BuiltinTypes.cpp UnrankedMemRefType::verify
    assert fails(b.UnrankedMemRefType.get_checked, ctx, none) == "invalid memref element type"
    assert fails(b.UnrankedMemRefType.get_checked, ctx, f32, b.UnitAttr.get(ctx)) == (
        "unsupported memory space Attribute"
    )


def test_opaque_type() -> None:
    ctx = Context(allow_unregistered_dialects=True)
    t = b.OpaqueType.get(ctx, "foo", "x")
    assert t is b.OpaqueType.get(ctx, b.StringAttr.get(ctx, "foo"), "x")
    assert t.dialect_namespace.value == "foo" and t.type_data == "x"
    assert b.OpaqueType.get(ctx, "foo").type_data == ""
    # BuiltinTypes.cpp OpaqueType::verify (the namespace is a StringAttr, printed quoted)
    assert fails(b.OpaqueType.get_checked, ctx, "a b", "x") == "invalid dialect namespace '\"a b\"'"


def test_opaque_type_needs_unregistered_dialects(ctx: Context) -> None:
    # BuiltinTypes.cpp OpaqueType::verify (mlir-opt: `func.func private @f(!foo<"x">)`,
    # whose type data is the text `"x"`)
    assert fails(b.OpaqueType.get_checked, ctx, "foo", '"x"') == (
        '`!"foo"<""x"">` type created with unregistered dialect. If this is intended, please '
        "call allowUnregisteredDialects() on the MLIRContext, or use -allow-unregistered-dialect "
        "with the MLIR opt tool used"
    )
    ctx.load_dialect("odsgen.dialects.test")
    assert b.OpaqueType.get(ctx, "test", "x").type_data == "x"  # a loaded dialect


# -- simple attributes ------------------------------------------------------------------


def test_integer_attr(ctx: Context, i32: Any) -> None:
    a = b.IntegerAttr.get(ctx, i32, 7)
    assert a is b.IntegerAttr.get(ctx, i32, 7) and a.value == 7 and a.type is i32
    assert isinstance(a, b.TypedAttr) and a.get_type() is i32
    i8, ui8 = b.IntegerType.get(ctx, 8), b.IntegerType.get(ctx, 8, b.Signedness.Unsigned)
    # The APInt bits are kept; the value is their printed form (mlir-opt: `255 : i8` -> -1).
    assert b.IntegerAttr.get(ctx, i8, 255) is b.IntegerAttr.get(ctx, i8, -1)
    assert b.IntegerAttr.get(ctx, ui8, -1).value == 255
    index = b.IndexType.get(ctx)
    assert b.IntegerAttr.get(ctx, index, -5).value == -5


def test_bool_attr_is_an_i1_integer_attr(ctx: Context) -> None:
    true = b.BoolAttr.get(ctx, True)
    i1 = b.IntegerType.get(ctx, 1)
    assert true is b.IntegerAttr.get(ctx, i1, 1) is b.IntegerAttr.get(ctx, i1, -1)
    assert isinstance(true, b.IntegerAttr) and isinstance(true, b.BoolAttr) and true.value == 1
    assert b.BoolAttr.get(ctx, False).value == 0
    assert not isinstance(
        b.IntegerAttr.get(ctx, b.IntegerType.get(ctx, 1, b.Signedness.Signed), -1), b.BoolAttr
    )
    assert not isinstance(b.UnitAttr.get(ctx), b.BoolAttr)


def test_integer_attr_verifier(ctx: Context, f32: Any) -> None:
    i8 = b.IntegerType.get(ctx, 8)
    # BuiltinAttributes.cpp IntegerAttr::verify: the value needs a 9-bit APInt
    assert fails(b.IntegerAttr.get_checked, ctx, i8, 256) == (
        "integer type bit width (8) doesn't match value bit width (9)"
    )
    # BuiltinAttributes.cpp IntegerAttr::verify
    assert fails(b.IntegerAttr.get_checked, ctx, b.IndexType.get(ctx), 1 << 64) == (
        "value bit width (65) doesn't match index type internal storage bit width (64)"
    )
    # BuiltinAttributes.cpp IntegerAttr::verify
    assert fails(b.IntegerAttr.get_checked, ctx, f32, 1) == "expected integer or index type"


def test_float_attr(ctx: Context, f32: Any) -> None:
    a = b.FloatAttr.get(ctx, f32, 1.5)
    assert a.value == APFloat.from_float(apfloat.F32, 1.5) and a.value.sem is apfloat.F32
    assert a is b.FloatAttr.get(ctx, f32, APFloat.from_float(apfloat.F32, 1.5))
    assert b.FloatAttr.get(ctx, f32, 0.1).value_as_double == float(
        APFloat.from_float(apfloat.F32, 0.1)
    )
    # 0.0 and -0.0 are different attributes; a NaN equals itself.
    assert b.FloatAttr.get(ctx, f32, 0.0) is not b.FloatAttr.get(ctx, f32, -0.0)
    nan = float("nan")
    assert b.FloatAttr.get(ctx, f32, nan) is b.FloatAttr.get(ctx, f32, nan)
    half = b.FloatAttr.get(ctx, b.Float16Type.get(ctx), 2)
    assert half.value.sem is apfloat.F16 and float(half.value) == 2.0


def test_float_attr_verifier(ctx: Context, f32: Any, i32: Any) -> None:
    # BuiltinAttributes.cpp FloatAttr::verify
    assert fails(b.FloatAttr.get_checked, ctx, i32, 1.0) == "expected floating point type"
    # BuiltinAttributes.cpp FloatAttr::verify
    assert fails(b.FloatAttr.get_checked, ctx, f32, APFloat.from_float(apfloat.F64, 1.0)) == (
        "FloatAttr type doesn't match the type implied by its value"
    )


def test_string_attr(ctx: Context, i32: Any) -> None:
    s = b.StringAttr.get(ctx, "hello")
    assert s is b.StringAttr.get(ctx, "hello") and s.value == "hello"
    assert s.type is b.NoneType.get(ctx)
    typed = b.StringAttr.get(ctx, "hello", i32)
    assert typed is not s and typed.type is i32
    assert b.StringAttr.get(ctx).value == ""


def test_array_type_unit_attrs(ctx: Context, i32: Any) -> None:
    unit = b.UnitAttr.get(ctx)
    assert unit is b.UnitAttr.get(ctx)
    t = b.TypeAttr.get(ctx, i32)
    assert t is b.TypeAttr.get(ctx, i32) and t.value is i32
    arr = b.ArrayAttr.get(ctx, [unit, t])
    assert arr is b.ArrayAttr.get(ctx, (unit, t)) and arr.size == 2
    assert arr[1] is t and list(arr) == [unit, t]
    assert b.ArrayAttr.get(ctx, []).value == ()


def test_dictionary_attr_is_sorted(ctx: Context, i32: Any) -> None:
    one, two = b.IntegerAttr.get(ctx, i32, 1), b.IntegerAttr.get(ctx, i32, 2)
    d = b.DictionaryAttr.get(ctx, {"b": one, "a": two})
    assert d is b.DictionaryAttr.get(ctx, [("a", two), ("b", one)])
    assert d.names == ("a", "b") and d["b"] is one and "a" in d and "c" not in d
    assert d.lookup("c") is None and list(d) == [("a", two), ("b", one)]
    assert b.DictionaryAttr.get(ctx).value == ()
    # Bytewise order, as StringRef::compare: upper case before lower case.
    assert b.DictionaryAttr.get(ctx, {"b": one, "B": two, "a": one}).names == ("B", "a", "b")


def test_dictionary_attr_verifier(ctx: Context) -> None:
    unit = b.UnitAttr.get(ctx)
    # parser (mlir-opt: `{a = 1, a = 2}`); DictionaryAttr::get asserts unique names
    assert fails(b.DictionaryAttr.get_checked, ctx, [("a", unit), ("b", unit), ("a", unit)]) == (
        "duplicate key 'a' in dictionary attribute"
    )
    # What C++ enforces by construction: sorted (name, Attribute) pairs in a tuple.
    with pytest.raises(ValueError, match="must be sorted by name"):
        b.DictionaryAttr._ods_get(ctx, (("b", unit), ("a", unit)))
    with pytest.raises(TypeError, match="expects Attribute"):
        b.DictionaryAttr._ods_get(ctx, (("a", unit), ("b", 1)))
    with pytest.raises(TypeError, match="expects str"):
        b.DictionaryAttr._ods_get(ctx, ((b"a", unit),))
    with pytest.raises(TypeError, match="expects tuple"):
        b.DictionaryAttr._ods_get(ctx, (frozenset({"a"}),))
    # Sorted bytewise (UTF-8): the get builder sorts, the verifier agrees.
    names = ("z", "\u00e9", "B", "\U0001f600", "\uffff")
    d = b.DictionaryAttr.get(ctx, {n: unit for n in names})
    assert d.names == tuple(sorted(names, key=lambda n: n.encode("utf-8")))


def test_opaque_attr(ctx: Context) -> None:
    none = b.NoneType.get(ctx)
    loose = Context(allow_unregistered_dialects=True)
    a = b.OpaqueAttr.get(loose, "foo", "data")
    assert a.dialect_namespace.value == "foo" and a.attr_data == "data"
    assert a.type is b.NoneType.get(loose) and a is b.OpaqueAttr.get(loose, "foo", "data")
    # BuiltinAttributes.cpp OpaqueAttr::verify
    assert (
        fails(b.OpaqueAttr.get_checked, loose, "1x", "data") == "invalid dialect namespace '\"1x\"'"
    )
    # BuiltinAttributes.cpp OpaqueAttr::verify (mlir-opt: `#foo<"x">` without
    # --allow-unregistered-dialect)
    assert fails(b.OpaqueAttr.get_checked, ctx, "foo", '"x"') == (
        f'#"foo"<""x""> : \'{none}\' attribute created with unregistered dialect. If this is '
        "intended, please call allowUnregisteredDialects() on the MLIRContext, or use "
        "-allow-unregistered-dialect with the MLIR opt tool used"
    )


def test_symbol_ref_attr(ctx: Context) -> None:
    flat = b.SymbolRefAttr.get(ctx, "f")
    assert flat is b.FlatSymbolRefAttr.get(ctx, "f") and isinstance(flat, b.FlatSymbolRefAttr)
    assert flat.value == "f" and flat.leaf_reference is b.StringAttr.get(ctx, "f")
    nested = b.SymbolRefAttr.get(ctx, "a", ["b", flat])
    assert nested.root_reference.value == "a" and nested.nested_references[1] is flat
    assert nested.leaf_reference.value == "f" and not isinstance(nested, b.FlatSymbolRefAttr)
    assert nested is b.SymbolRefAttr.get(
        ctx, b.StringAttr.get(ctx, "a"), [b.FlatSymbolRefAttr.get(ctx, "b"), flat]
    )
    # The nested references' C++ type is FlatSymbolRefAttr.
    with pytest.raises(TypeError, match="must be FlatSymbolRefAttr"):
        b.SymbolRefAttr.get(ctx, "x", [nested])


def test_affine_map_and_integer_set_attrs(ctx: Context) -> None:
    m = affine.AffineMap.get(2, 0, [affine.dim(1), affine.dim(0)])
    a = b.AffineMapAttr.get(ctx, m)
    assert a is b.AffineMapAttr.get(ctx, affine.AffineMap.get(2, 0, [affine.dim(1), affine.dim(0)]))
    assert a.value == m and a.get_affine_map() == m and not a.is_identity()
    assert isinstance(a, b.MemRefLayoutAttrInterface) and a.get_alias() == "map"
    s = affine.IntegerSet.get(1, 0, [affine.dim(0) - 2], [False])
    assert (
        b.IntegerSetAttr.get(ctx, s).value == s
        and b.IntegerSetAttr.get(ctx, s).get_alias() == "set"
    )
    with pytest.raises(TypeError, match="AffineMapAttr parameter 'value' expects AffineMap"):
        b.AffineMapAttr.get(ctx, s)


def test_strided_layout_attr(ctx: Context) -> None:
    s = b.StridedLayoutAttr.get(ctx, DYN, [DYN, 1])
    assert s is b.StridedLayoutAttr.get(ctx, DYN, (DYN, 1)) and s.strides == (DYN, 1)
    assert (
        not s.has_static_layout
        and str(s.get_affine_map()) == "(d0, d1)[s0, s1] -> (d0 * s1 + s0 + d1)"
    )
    assert b.StridedLayoutAttr.get(ctx, 0, [0]).strides == (0,)  # MLIR 22 accepts zero strides
    assert s.get_strides_and_offset() == ((DYN, 1), DYN)
    errors: list[str] = []
    assert s.verify_layout((2, 3), errors.append) and not s.verify_layout((2,), errors.append)
    assert errors == ["expected the number of strides to match the rank"]


def test_distinct_attr(ctx: Context) -> None:
    unit = b.UnitAttr.get(ctx)
    a, c = b.DistinctAttr.create(unit), b.DistinctAttr.create(unit)
    assert a is not c and a.referenced_attr is unit is c.referenced_attr and a.id != c.id
    assert not hasattr(b.DistinctAttr, "get")


# -- dense arrays and elements ----------------------------------------------------------


def test_dense_array_attr(ctx: Context, i32: Any, f32: Any) -> None:
    a = b.DenseArrayAttr.get(ctx, i32, [1, 2, 3])
    assert a is b.DenseArrayAttr.get(ctx, i32, (1, 2, 3)) and a.values == (1, 2, 3) and a.size == 3
    i1 = b.IntegerType.get(ctx, 1)
    assert b.DenseArrayAttr.get(ctx, i1, [True, False]).values == (1, 0)
    assert b.DenseArrayAttr.get(ctx, b.IntegerType.get(ctx, 8), [255]).values == (
        -1,
    )  # `array<i8: 255>`
    floats = b.DenseArrayAttr.get(ctx, f32, [1.0, 2])
    assert floats.values == (
        APFloat.from_float(apfloat.F32, 1.0),
        APFloat.from_float(apfloat.F32, 2.0),
    )
    assert b.DenseArrayAttr.get(ctx, i32, []).size == 0


def test_dense_array_attr_verifier(ctx: Context) -> None:
    # BuiltinAttributes.cpp DenseArrayAttr::verify
    assert fails(b.DenseArrayAttr.get_checked, ctx, b.NoneType.get(ctx), []) == (
        "expected integer or floating point element type"
    )
    # parser (mlir-opt: `array<i8: 300>`)
    assert (
        fails(b.DenseArrayAttr.get_checked, ctx, b.IntegerType.get(ctx, 8), [300])
        == "integer constant out of range"
    )


def test_dense_elements_splat_detection(ctx: Context, i32: Any) -> None:
    t = tensor(ctx, [2, 2], i32)
    splat = b.DenseIntOrFPElementsAttr.get(ctx, t, [[7, 7], [7, 7]])
    # mlir-opt prints `dense<[1,1]> : tensor<2xi32>` as `dense<1> : tensor<2xi32>`.
    assert splat is b.DenseIntOrFPElementsAttr.get(ctx, t, 7) and splat.values == (7,)
    assert splat.is_splat and splat.get_splat_value() == 7 and splat.get_values() == (7, 7, 7, 7)
    full = b.DenseIntOrFPElementsAttr.get(ctx, t, [[1, 2], [3, 4]])
    assert full is b.DenseIntOrFPElementsAttr.get(ctx, t, [1, 2, 3, 4])
    assert not full.is_splat and full.values == (1, 2, 3, 4) and full.num_elements == 4
    assert full.element_type is i32 and full.type is t and isinstance(full, b.ElementsAttr)
    assert isinstance(full, b.DenseElementsAttr) and full.get_type() is t
    assert full.is_valid_index((1, 1)) and not full.is_valid_index((2, 0))
    assert full.get_flattened_index((1, 0)) == 2
    one = b.DenseIntOrFPElementsAttr.get(ctx, tensor(ctx, [1], i32), [5])
    assert one.is_splat  # a single element is a splat
    empty = b.DenseIntOrFPElementsAttr.get(ctx, tensor(ctx, [0], i32), [])
    assert empty.values == () and not empty.is_splat  # `dense<> : tensor<0xi32>`


def test_dense_elements_element_kinds(ctx: Context, f32: Any) -> None:
    bools = b.DenseIntOrFPElementsAttr.get(
        ctx, tensor(ctx, [2], b.IntegerType.get(ctx, 1)), [True, -1]
    )
    assert bools.values == (1,)  # `dense<[true, true]>` is `dense<true>`
    fl = b.DenseIntOrFPElementsAttr.get(ctx, b.VectorType.get(ctx, [2], f32), [1.0, 2.5])
    assert fl.values == (APFloat.from_float(apfloat.F32, 1.0), APFloat.from_float(apfloat.F32, 2.5))
    cplx = b.ComplexType.get(ctx, b.IntegerType.get(ctx, 32))
    c = b.DenseIntOrFPElementsAttr.get(ctx, tensor(ctx, [2], cplx), [(1, 2), (3, 4)])
    assert c.values == ((1, 2), (3, 4))
    assert b.DenseIntOrFPElementsAttr.get(ctx, tensor(ctx, [2], cplx), (1, 2)).values == ((1, 2),)
    cf = b.DenseIntOrFPElementsAttr.get(
        ctx, tensor(ctx, [], b.ComplexType.get(ctx, f32)), complex(1, 2)
    )
    assert cf.values == (
        (APFloat.from_float(apfloat.F32, 1.0), APFloat.from_float(apfloat.F32, 2.0)),
    )
    idx = b.DenseIntOrFPElementsAttr.get(
        ctx, b.MemRefType.get(ctx, [2], b.IndexType.get(ctx)), [1, 2]
    )
    assert idx.values == (1, 2)  # memref types are shaped types too (mlir-opt accepts them)
    with pytest.raises(TypeError, match="expects integers"):
        b.DenseIntOrFPElementsAttr.get(ctx, tensor(ctx, [1], b.IntegerType.get(ctx, 8)), [1.5])


def test_dense_elements_verifier(ctx: Context, i32: Any) -> None:
    get = b.DenseIntOrFPElementsAttr.get_checked
    # parser (mlir-opt: `dense<1> : i32`)
    assert fails(get, ctx, i32, [1]) == "elements literal must be a shaped type"
    # parser (mlir-opt: `dense<1> : tensor<?xi32>`)
    assert (
        fails(get, ctx, tensor(ctx, [DYN], i32), [1])
        == "elements literal type must have static shape"
    )
    # parser (mlir-opt: `dense<[1,2]> : tensor<3xi32>`)
    assert fails(get, ctx, tensor(ctx, [3], i32), [1, 2]) == (
        "inferred shape of elements literal ([2]) does not match type ([3])"
    )
    # parser (mlir-opt: `dense<300> : tensor<2xi8>`)
    assert fails(get, ctx, tensor(ctx, [2], b.IntegerType.get(ctx, 8)), [300]) == (
        "integer constant out of range for type"
    )


def test_dense_string_elements(ctx: Context) -> None:
    from odsgen.dialects import test

    t = b.RankedTensorType.get(ctx, [2], test.SimpleAType.get(ctx))
    splat = b.DenseStringElementsAttr.get(ctx, t, ["a", "a"])
    assert splat is b.DenseStringElementsAttr.get(ctx, t, "a") and splat.is_splat  # `dense<"a">`
    pair = b.DenseStringElementsAttr.get(ctx, t, ["a", "b"])
    assert pair.values == ("a", "b") and pair.get_values() == ("a", "b") and pair.num_elements == 2
    # parser (mlir-opt: `dense<["a","b"]> : tensor<3x!u.s>`)
    t3 = b.RankedTensorType.get(ctx, [3], test.SimpleAType.get(ctx))
    assert fails(b.DenseStringElementsAttr.get_checked, ctx, t3, ["a", "b"]) == (
        "inferred shape of elements literal ([2]) does not match type ([3])"
    )
    # parser
    assert fails(b.DenseStringElementsAttr.get_checked, ctx, b.NoneType.get(ctx), ["a"]) == (
        "elements literal must be a shaped type"
    )


def test_dense_resource_elements(ctx: Context, i32: Any) -> None:
    t = tensor(ctx, [2], i32)
    r = b.DenseResourceElementsAttr.get(ctx, t, "blob1")
    assert r is b.DenseResourceElementsAttr.get(ctx, t, "blob1") and r.raw_handle == "blob1"
    assert r.element_type is i32 and isinstance(r, b.ElementsAttr)
    # parser (mlir-opt: `dense_resource<blob1> : i32`)
    assert fails(b.DenseResourceElementsAttr.get_checked, ctx, i32, "blob1") == (
        "`dense_resource` expected a shaped type"
    )


def sparse(
    ctx: Context,
    shape: list[int],
    indices: list[Any],
    index_shape: list[int],
    values: list[int],
    value_shape: list[int],
):
    i64, i32 = b.IntegerType.get(ctx, 64), b.IntegerType.get(ctx, 32)
    idx = b.DenseIntOrFPElementsAttr.get(ctx, tensor(ctx, index_shape, i64), indices)
    vals = b.DenseIntOrFPElementsAttr.get(ctx, tensor(ctx, value_shape, i32), values)
    return tensor(ctx, shape, i32), idx, vals


def test_sparse_elements_attr(ctx: Context) -> None:
    t, idx, vals = sparse(ctx, [3, 4], [[0, 0], [1, 2]], [2, 2], [1, 5], [2])
    s = b.SparseElementsAttr.get(ctx, t, idx, vals)
    assert (
        s is b.SparseElementsAttr.get(ctx, t, idx, vals) and s.indices is idx and s.values is vals
    )
    assert s.num_elements == 12 and isinstance(s, b.ElementsAttr)
    t, idx, vals = sparse(ctx, [3, 4], [0], [1, 2], [1], [1])  # splat indices: `sparse<0, 1>`
    assert b.SparseElementsAttr.get(ctx, t, idx, vals).indices.is_splat


def test_sparse_elements_verifier(ctx: Context) -> None:
    get = b.SparseElementsAttr.get_checked
    # BuiltinAttributes.cpp SparseElementsAttr::verify (mlir-opt: `sparse<[[0,0]], [[1]]>`)
    t, idx, _ = sparse(ctx, [3, 4], [[0, 0]], [1, 2], [1], [1])
    _, _, vals2d = sparse(ctx, [3, 4], [0], [1], [1], [1, 1])
    assert fails(get, ctx, t, idx, vals2d) == "expected 1-d tensor for sparse element values"
    # BuiltinAttributes.cpp SparseElementsAttr::verify (mlir-opt: `sparse<[[0,0]], [1,5]>`)
    t, idx, vals = sparse(ctx, [3, 4], [[0, 0]], [1, 2], [1, 5], [2])
    assert fails(get, ctx, t, idx, vals) == (
        "expected shape ([3, 4]); inferred shape of indices literal ([1, 2]); "
        "inferred shape of values literal ([2])"
    )
    # BuiltinAttributes.cpp SparseElementsAttr::verify (mlir-opt: `sparse<[[0,0],[1,9]], [1,5]>`)
    t, idx, vals = sparse(ctx, [3, 4], [[0, 0], [1, 9]], [2, 2], [1, 5], [2])
    assert fails(get, ctx, t, idx, vals) == (
        "sparse index #1 is not contained within the value shape, with index=[1, 9], "
        f"and type='{t}'"
    )
    # parser (mlir-opt: `sparse<[[0,0]], [1]> : tensor<?x4xi32>`)
    dyn = tensor(ctx, [DYN, 4], b.IntegerType.get(ctx, 32))
    t, idx, vals = sparse(ctx, [3, 4], [[0, 0]], [1, 2], [1], [1])
    assert fails(get, ctx, dyn, idx, vals) == "elements literal type must have static shape"


# -- locations ---------------------------------------------------------------------------


def test_location_attributes(ctx: Context) -> None:
    unknown = b.UnknownLoc.get(ctx)
    assert unknown is b.UnknownLoc.get(ctx) and isinstance(unknown, b.LocationAttr)
    loc = b.FileLineColRange.get(ctx, "a.mlir", 3, 4)
    assert loc is b.FileLineColLoc.get(ctx, "a.mlir", 3, 4) and isinstance(loc, b.FileLineColLoc)
    assert loc.filename.value == "a.mlir" and (loc.line, loc.column) == (3, 4)
    assert (loc.start_line, loc.start_column, loc.end_line, loc.end_column) == (3, 4, 3, 4)
    same_line = b.FileLineColRange.get(ctx, "a.mlir", 3, 4, end_column=9)
    assert (
        same_line.line_cols == (3, 4, 9) and same_line.end_line == 3 and same_line.end_column == 9
    )
    assert not isinstance(same_line, b.FileLineColLoc)
    span = b.FileLineColRange.get(ctx, "a.mlir", 3, 4, 5, 6)
    assert span.line_cols == (3, 4, 6, 5) and (span.end_line, span.end_column) == (5, 6)
    assert b.FileLineColRange.get(ctx, "").filename.value == "-"
    name = b.NameLoc.get(ctx, b.StringAttr.get(ctx, "x"))
    assert name.child_loc is unknown and isinstance(name, b.LocationAttr)
    call = b.CallSiteLoc.from_frames(ctx, name, [loc, span, unknown])
    assert call.callee is name and call.caller is b.CallSiteLoc.get(
        ctx, loc, b.CallSiteLoc.get(ctx, span, unknown)
    )
    opaque = b.OpaqueLoc.get(ctx, 1234, dict, unknown)
    assert opaque.underlying_type_id is dict and opaque.fallback_location is unknown
    with pytest.raises(TypeError, match="CallSiteLoc parameter 'caller' expects LocationAttr"):
        b.CallSiteLoc.get(ctx, name, b.UnitAttr.get(ctx))


def test_fused_loc_simplifies_like_mlir(ctx: Context) -> None:
    unknown = b.UnknownLoc.get(ctx)
    a, c = b.FileLineColLoc.get(ctx, "a", 1, 2), b.FileLineColLoc.get(ctx, "c", 3, 4)
    assert b.FusedLoc.fused(ctx, []) is unknown
    assert (
        b.FusedLoc.fused(ctx, [a, unknown, a]) is a
    )  # mlir-opt: `loc(fused["a":1:2])` -> `loc("a":1:2)`
    both = b.FusedLoc.fused(ctx, [a, c])
    assert isinstance(both, b.FusedLoc) and both.locations == (a, c) and both.metadata is None
    assert b.FusedLoc.fused(ctx, [both, a]) is both  # nested fused locations are flattened
    meta = b.StringAttr.get(ctx, "CSE")
    assert b.FusedLoc.fused(ctx, [a], meta).locations == (a,)
    assert b.FusedLoc.fused(ctx, [], meta).locations == (unknown,)
    assert b.FusedLoc.get(ctx, [a]).locations == (a,)  # `get` builds exactly what it is given
