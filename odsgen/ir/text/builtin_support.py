"""Helpers that the builtin dialect's snippets (defs/builtin.yaml) call.

The generated `odsgen.dialects.builtin` imports this module; it never imports generated
code at module level (functions that must recognise builtin classes import the module
lazily), so it loads while the builtin dialect itself is being imported.

What lives here:
- MLIR constants and tables the C++ keeps outside ODS (`ShapedType::kDynamic`, the
  float-type -> APFloat semantics table of BuiltinTypes.cpp);
- value normalisation for builders (APInt-like integers, dense element storage);
- verifier helpers shared by several definitions, emitting MLIR 22's messages;
- the "view" classes MLIR defines in C++ over an ODS attribute: `BoolAttr` (an i1
  IntegerAttr), `FlatSymbolRefAttr` (a SymbolRefAttr without nested references) and
  `FileLineColLoc` (a FileLineColRange holding exactly a line and a column). They build and
  recognise (`isinstance`) instances of the underlying class; they have no instances.
"""

from __future__ import annotations

from odsgen.ir.text.asm_strings import escape

import itertools
import re
import threading
import weakref
from typing import Any, Callable, Iterable

from odsgen.ir.core.attributes import Attribute
from odsgen.ir.core.helpers import builtin_dialect as _builtin
from odsgen.ir.numeric import affine, apfloat
from odsgen.ir.numeric.apfloat import APFloat

# ShapedType::kDynamic (std::numeric_limits<int64_t>::min()): a dynamic size/stride/offset.
K_DYNAMIC = -(1 << 63)

# IndexType::kInternalStorageBitWidth.
INDEX_STORAGE_WIDTH = 64

# BuiltinTypes.cpp FLOAT_TYPE_SEMANTICS: generated class name -> APFloat semantics.
FLOAT_TYPE_SEMANTICS: dict[str, apfloat.Semantics] = {
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
    "BFloat16Type": apfloat.BF16,
    "Float16Type": apfloat.F16,
    "FloatTF32Type": apfloat.TF32,
    "Float32Type": apfloat.F32,
    "Float64Type": apfloat.F64,
    "Float80Type": apfloat.F80,
    "Float128Type": apfloat.F128,
}

# The scaleElementBitwidth overrides of BFloat16Type, Float16Type and Float32Type.
FLOAT_SCALE: dict[tuple[str, int], str] = {
    ("BFloat16Type", 2): "Float32Type",
    ("BFloat16Type", 4): "Float64Type",
    ("Float16Type", 2): "Float32Type",
    ("Float16Type", 4): "Float64Type",
    ("Float32Type", 2): "Float64Type",
}


# -- text ---------------------------------------------------------------------------


def quoted(text: str) -> str:
    """A StringAttr as a diagnostic prints it: `"text"`, escaped."""
    return '"' + escape(text) + '"'


_NAMESPACE = re.compile(r"[a-zA-Z_][a-zA-Z_0-9$]*\Z")


def is_valid_namespace(name: str) -> bool:
    """Dialect::isValidNamespace: empty, or `[a-zA-Z_][a-zA-Z_0-9$]*`."""
    return name == "" or _NAMESPACE.match(name) is not None


def format_list(values: Iterable[int]) -> str:
    """An ArrayRef<int64_t> streamed into a diagnostic: `1, 2, 3`."""
    return ", ".join(str(v) for v in values)


def as_string_attr(context: Any, value: Any, empty_as: str | None = None) -> Any:
    """A StringAttr from a str (or the StringAttr itself)."""
    if isinstance(value, str):
        if empty_as is not None and value == "":
            value = empty_as
        return _builtin().StringAttr.get(context, value)
    return value


def expect(cls: type, name: str, value: Any, expected: type | tuple[type, ...]) -> None:
    """A C++ parameter type MLIR enforces at compile time: a TypeError here."""
    if not isinstance(value, expected):
        names = (
            " or ".join(t.__name__ for t in expected)
            if isinstance(expected, tuple)
            else expected.__name__
        )
        raise TypeError(f"{cls.__name__} parameter '{name}' expects {names}, got {value!r}")


# -- integers -----------------------------------------------------------------------


def integer_semantics(type_: Any) -> tuple[int, bool] | None:
    """(bit width, printed-as-unsigned) of an integer-like type, None for others.

    Values print unsigned for unsigned types and for signless i1 (as MLIR's printer does);
    index values are 64-bit signed (IndexType::kInternalStorageBitWidth).
    """
    builtin = _builtin()
    if isinstance(type_, builtin.IntegerType):
        unsigned = type_.signedness is builtin.Signedness.Unsigned or (
            type_.width == 1 and type_.signedness is builtin.Signedness.Signless
        )
        return type_.width, unsigned
    if isinstance(type_, builtin.IndexType):
        return INDEX_STORAGE_WIDTH, False
    return None


def fits_width(value: int, width: int) -> bool:
    """APInt(width, value) without implicit truncation: signed or unsigned fit."""
    if width == 0:
        return value == 0
    return -(1 << (width - 1)) <= value < (1 << width)


def canonical_int(value: int, width: int, unsigned: bool) -> int:
    """The integer as MLIR prints the APInt holding its low `width` bits."""
    if width == 0:
        return 0
    bits = value & ((1 << width) - 1)
    if not unsigned and bits >> (width - 1):
        bits -= 1 << width
    return bits


def value_bit_width(value: int) -> int:
    """The width of the narrowest APInt that holds `value` (signed if negative)."""
    if value < 0:
        return (~value).bit_length() + 1
    return max(1, value.bit_length())


def normalize_int(value: Any, type_: Any) -> Any:
    """Canonical form of an integer value of `type_`; values that do not fit (or other
    types) are returned unchanged for the verifier to report."""
    if isinstance(value, bool):
        value = int(value)
    sem = integer_semantics(type_)
    if sem is None or not isinstance(value, int) or not fits_width(value, sem[0]):
        return value
    return canonical_int(value, *sem)


def is_canonical_int(value: int, type_: Any) -> bool:
    sem = integer_semantics(type_)
    return sem is not None and fits_width(value, sem[0]) and canonical_int(value, *sem) == value


# -- floats -------------------------------------------------------------------------


def to_apfloat(value: Any, sem: apfloat.Semantics, what: str) -> APFloat:
    """An APFloat of `sem` from an APFloat, a Python float or an int (rounded
    to nearest-even, as FloatAttr::get(type, double) converts)."""
    if isinstance(value, APFloat):
        return value
    from fractions import Fraction  # here: fractions and decimal are 3 ms of start-up

    if isinstance(value, bool) or not isinstance(value, (int, float, Fraction)):
        raise TypeError(f"{what} expects an APFloat, float or int, got {value!r}")
    if isinstance(value, float):
        return APFloat.from_float(sem, value)
    return APFloat.from_fraction(sem, value)


def int_or_float_bit_width(type_: Any) -> int:
    """Type::getIntOrFloatBitWidth."""
    sem = integer_semantics(type_)
    if sem is not None and isinstance(type_, _builtin().IntegerType):
        return sem[0]
    if isinstance(type_, _builtin().FloatType):
        return type_.get_width()
    raise ValueError(f"{type_!r} is not an integer or float type")


# -- shapes -------------------------------------------------------------------------


def is_dynamic(value: int) -> bool:
    return value == K_DYNAMIC


def num_elements(shape: Iterable[int]) -> int:
    """ShapedType::getNumElements of a static shape."""
    count = 1
    for dim in shape:
        if dim == K_DYNAMIC:
            raise ValueError("cannot get element count of dynamic shaped type")
        count *= dim
    return count


def has_static_shape(type_: Any) -> bool:
    return bool(type_.has_rank) and all(d != K_DYNAMIC for d in type_.shape)


def verify_affine_map_as_layout(
    map_: affine.AffineMap, shape: tuple[int, ...], emit_error: Callable[[str], Any]
) -> bool:
    """detail::verifyAffineMapAsLayout."""
    if map_.num_dims != len(shape):
        emit_error(
            f"memref layout mismatch between rank and affine map: {len(shape)} != {map_.num_dims}"
        )
        return False
    return True


def strided_linear_layout_map(strides: tuple[int, ...], offset: int) -> affine.AffineMap:
    """makeStridedLinearLayoutMap: `(d0, ..)[s..] -> (offset + d0 * stride0 + ...)`."""
    num_symbols = 0
    if offset == K_DYNAMIC:
        expr: Any = affine.symbol(num_symbols)
        num_symbols += 1
    else:
        expr = affine.constant(offset)
    for position, stride in enumerate(strides):
        if stride == K_DYNAMIC:
            mult: Any = affine.symbol(num_symbols)
            num_symbols += 1
        else:
            mult = affine.constant(stride)
        expr = expr + affine.dim(position) * mult
    return affine.AffineMap.get(len(strides), num_symbols, [expr])


def is_supported_memory_space(memory_space: Any) -> bool:
    """detail::isSupportedMemorySpace."""
    if memory_space is None:
        return True
    builtin = _builtin()
    if isinstance(memory_space, (builtin.IntegerAttr, builtin.StringAttr, builtin.DictionaryAttr)):
        return True
    return memory_space.dialect_name != "builtin"


def skip_default_memory_space(memory_space: Any) -> Any:
    """detail::skipDefaultMemorySpace: an integer memory space 0 is the default (None)."""
    if isinstance(memory_space, _builtin().IntegerAttr) and memory_space.value == 0:
        return None
    return memory_space


def is_valid_tensor_element_type(type_: Any) -> bool:
    """TensorType::isValidElementType."""
    b = _builtin()
    return (
        isinstance(
            type_,
            (b.ComplexType, b.FloatType, b.IntegerType, b.OpaqueType, b.VectorType, b.IndexType),
        )
        or type_.dialect_name != "builtin"
    )


def is_valid_memref_element_type(type_: Any) -> bool:
    """BaseMemRefType::isValidElementType."""
    b = _builtin()
    return isinstance(
        type_,
        (
            b.IntegerType, b.IndexType, b.FloatType, b.ComplexType, b.MemRefType,
            b.VectorType, b.UnrankedMemRefType, b.MemRefElementTypeInterface,
        ),
    )  # fmt: skip


# -- dense elements -----------------------------------------------------------------


def flatten(values: Any, complex_elements: bool = False) -> tuple[Any, ...]:
    """Row-major elements of a (possibly nested) list or tuple; a scalar is a splat.

    With `complex_elements`, a `complex` or a `(real, imag)` pair of scalars is one element.
    """

    def is_element(value: Any) -> bool:
        if complex_elements and isinstance(value, tuple) and len(value) == 2:
            return not any(isinstance(v, (list, tuple, range)) for v in value)
        return not isinstance(value, (list, tuple, range))

    if is_element(values):
        return (values,)
    out: list[Any] = []
    for item in values:
        out.extend(flatten(item, complex_elements))
    return tuple(out)


def collapse_splat(values: tuple[Any, ...]) -> tuple[Any, ...]:
    """All-equal elements are stored once, as MLIR's dense storage detects splats."""
    if len(values) > 1 and all(v == values[0] for v in values[1:]):
        return values[:1]
    return values


def _element(value: Any, element_type: Any, what: str) -> Any:
    b = _builtin()
    if isinstance(element_type, b.ComplexType):
        if isinstance(value, complex):
            value = (value.real, value.imag)
        if not (isinstance(value, (tuple, list)) and len(value) == 2):
            raise TypeError(
                f"{what} expects (real, imag) pairs for {element_type!r}, got {value!r}"
            )
        inner = element_type.element_type
        return (_element(value[0], inner, what), _element(value[1], inner, what))
    if isinstance(element_type, b.FloatType):
        result = to_apfloat(value, element_type.get_float_semantics(), what)
        if result.sem is not element_type.get_float_semantics():
            raise TypeError(f"{what}: {result!r} does not have the semantics of {element_type!r}")
        return result
    if integer_semantics(element_type) is not None:
        if not isinstance(value, int):
            raise TypeError(f"{what} expects integers for {element_type!r}, got {value!r}")
        return normalize_int(value, element_type)
    raise TypeError(
        f"{what}: element type {element_type!r} is not an integer, index, float or complex type"
    )


def dense_values(type_: Any, values: Any, what: str) -> tuple[Any, ...]:
    """Flattened, normalised and splat-collapsed elements of a DenseIntOrFPElementsAttr."""
    b = _builtin()
    if not isinstance(type_, b.ShapedType):
        return flatten(values)  # the verifier reports the type
    flat = flatten(values, isinstance(type_.element_type, b.ComplexType))
    element_type = type_.element_type
    return collapse_splat(tuple(_element(v, element_type, what) for v in flat))


def is_int_or_float_element(element_type: Any) -> bool:
    b = _builtin()
    if isinstance(element_type, b.ComplexType):
        element_type = element_type.element_type
        return isinstance(element_type, (b.IntegerType, b.FloatType))
    return isinstance(element_type, (b.IntegerType, b.IndexType, b.FloatType))


def verify_elements_type(type_: Any, emit_error: Callable[[str], Any]) -> bool:
    """The type of an elements literal (Parser::parseElementsLiteralType's messages)."""
    if not isinstance(type_, _builtin().ShapedType):
        emit_error("elements literal must be a shaped type")
        return False
    if not has_static_shape(type_):
        emit_error("elements literal type must have static shape")
        return False
    return True


def verify_element_count(type_: Any, count: int, emit_error: Callable[[str], Any]) -> bool:
    """One value (a splat) or one per element (TensorLiteralParser's message)."""
    if count != 1 and count != num_elements(type_.shape):
        emit_error(
            f"inferred shape of elements literal ([{count}]) does not match type "
            f"([{format_list(type_.shape)}])"
        )
        return False
    return True


def verify_sparse_elements(
    type_: Any, indices: Any, values: Any, emit_error: Callable[[str], Any]
) -> bool:
    """SparseElementsAttr::verify (BuiltinAttributes.cpp)."""
    values_type, indices_type = values.type, indices.type
    if values_type.rank != 1:
        emit_error("expected 1-d tensor for sparse element values")
        return False

    def shape_error() -> bool:
        emit_error(
            f"expected shape ([{format_list(type_.shape)}]); inferred shape of indices "
            f"literal ([{format_list(indices_type.shape)}]); inferred shape of values "
            f"literal ([{format_list(values_type.shape)}])"
        )
        return False

    rank, indices_rank = type_.rank, indices_type.rank
    if indices_rank == 2:
        if indices_type.get_dim_size(1) != rank:
            return shape_error()
    elif indices_rank != 1 or rank != 1:
        return shape_error()
    num_sparse_indices = indices_type.get_dim_size(0)
    if num_sparse_indices != values_type.get_dim_size(0):
        return shape_error()

    def index_error(number: int, index: tuple[int, ...]) -> bool:
        emit_error(
            f"sparse index #{number} is not contained within the value shape, with "
            f"index=[{format_list(index)}], and type='{type_}'"
        )
        return False

    def valid(index: tuple[int, ...]) -> bool:
        return len(index) == rank and all(i < size for i, size in zip(index, type_.shape))

    # The indices are read as uint64_t.
    flat = tuple(v & 0xFFFFFFFFFFFFFFFF for v in indices.values)
    if indices.is_splat:
        index = (flat[0],) * rank
        return True if valid(index) else index_error(0, index)
    for number in range(num_sparse_indices):
        index = flat[number * rank : (number + 1) * rank]
        if not valid(index):
            return index_error(number, index)
    return True


def expand(values: tuple[Any, ...], count: int) -> tuple[Any, ...]:
    """All elements of a possibly-splat storage."""
    if len(values) == 1 and count != 1:
        return values * count
    return values


# -- dictionaries ---------------------------------------------------------------------


def check_named_entries(cls: type, value: Any) -> str | None:
    """DictionaryAttr's parameter as C++ builds it: a tuple of (name, Attribute) pairs
    (a TypeError otherwise), sorted by name bytewise (a ValueError otherwise). Gives the
    first name that repeats, or None. One pass each, no lists: run once per new
    dictionary (each distinct constant's properties, say)."""
    if not isinstance(value, tuple):
        expect(cls, "value", value, tuple)
    for entry in value:
        if not isinstance(entry, tuple):
            expect(cls, "value", entry, tuple)
        if not isinstance(entry[0], str):
            expect(cls, "value", entry[0], str)
        if not isinstance(entry[1], Attribute):
            expect(cls, "value", entry[1], Attribute)
    duplicate = None
    previous = None
    for name, _ in value:
        key = name.encode("utf-8", "surrogateescape")  # sort_named's order
        if previous is not None:
            if key < previous:
                raise ValueError("DictionaryAttr entries must be sorted by name")
            if key == previous and duplicate is None:
                duplicate = name
        previous = key
    return duplicate


def sort_named(entries: Any) -> tuple[tuple[str, Any], ...]:
    """DictionaryAttr::get's sort: by name, bytewise (StringRef::compare), stable."""
    if type(entries) is dict and len(entries) == 1:
        ((name, value),) = entries.items()
        if type(name) is str:
            return ((name, value),)  # nothing to sort (most operations' properties)
    if isinstance(entries, dict):
        items = list(entries.items())
    else:
        items = [tuple(e) for e in entries]
    names = []
    for item in items:
        if len(item) != 2:
            raise TypeError(f"DictionaryAttr entries are (name, attribute) pairs, got {item!r}")
        name = item[0]
        if not isinstance(name, str):
            name = getattr(name, "value", name)  # a StringAttr
        names.append((name, item[1]))
    names.sort(
        key=lambda e: e[0].encode("utf-8", "surrogateescape") if isinstance(e[0], str) else b""
    )
    return tuple(names)


# -- locations ------------------------------------------------------------------------


def fused_location(context: Any, locations: Iterable[Any], metadata: Any) -> Any:
    """FusedLoc::get(locs, metadata, context): flattens nested fused locations with the
    same metadata, drops unknown locations and duplicates; fewer than two locations give
    the location itself (or UnknownLoc), unless metadata must be kept."""
    b = _builtin()
    decomposed: dict[Any, None] = {}
    for loc in locations:
        if isinstance(loc, b.FusedLoc) and loc.metadata is metadata:
            for inner in loc.locations:
                decomposed.setdefault(inner)
            continue
        if not isinstance(loc, b.UnknownLoc):
            decomposed.setdefault(loc)
    locs = tuple(decomposed)
    if not locs:
        if metadata is None:
            return b.UnknownLoc.get(context)
        return b.FusedLoc.get(context, (b.UnknownLoc.get(context),), metadata)
    if len(locs) == 1 and metadata is None:
        return locs[0]
    return b.FusedLoc.get(context, locs, metadata)


_distinct_lock = threading.Lock()
_distinct_counters: weakref.WeakKeyDictionary[Any, itertools.count] = weakref.WeakKeyDictionary()


def next_distinct_id(context: Any) -> int:
    """A fresh id for DistinctAttr::create in this context (printing renumbers them)."""
    with _distinct_lock:
        counter = _distinct_counters.get(context)
        if counter is None:
            counter = _distinct_counters[context] = itertools.count()
        return next(counter)


# -- views of MLIR's C++-only classes -------------------------------------------------


class _ViewMeta(type):
    def __instancecheck__(cls, instance: Any) -> bool:
        return cls.classof(instance)


class BoolAttr(metaclass=_ViewMeta):
    """MLIR's BoolAttr: an IntegerAttr of signless i1 type, `true` or `false`.

    Not a separate generated class (that would make `true` and `1 : i1` two different
    attributes): `BoolAttr.get` returns the uniqued `IntegerAttr`, and
    `isinstance(a, BoolAttr)` holds for i1 IntegerAttrs (BoolAttr::classof).
    """

    @staticmethod
    def get(context: Any, value: bool) -> Any:
        b = _builtin()
        return b.IntegerAttr.get(context, b.IntegerType.get(context, 1), 1 if value else 0)

    @staticmethod
    def classof(attr: Any) -> bool:
        b = _builtin()
        if not isinstance(attr, b.IntegerAttr):
            return False
        t = attr.type
        return (
            isinstance(t, b.IntegerType) and t.width == 1 and t.signedness is b.Signedness.Signless
        )


class FlatSymbolRefAttr(metaclass=_ViewMeta):
    """MLIR's FlatSymbolRefAttr: a SymbolRefAttr without nested references (`@name`)."""

    @staticmethod
    def get(context: Any, value: Any) -> Any:
        return _builtin().SymbolRefAttr.get(context, value)

    @staticmethod
    def classof(attr: Any) -> bool:
        return isinstance(attr, _builtin().SymbolRefAttr) and not attr.nested_references


class FileLineColLoc(metaclass=_ViewMeta):
    """MLIR's FileLineColLoc: a FileLineColRange built from exactly a line and a column
    (FileLineColLoc::classof checks the storage holds two values)."""

    @staticmethod
    def get(context: Any, filename: Any, line: int, column: int) -> Any:
        return _builtin().FileLineColRange.get(context, filename, line, column)

    @staticmethod
    def classof(attr: Any) -> bool:
        return isinstance(attr, _builtin().FileLineColRange) and len(attr.line_cols) == 2
