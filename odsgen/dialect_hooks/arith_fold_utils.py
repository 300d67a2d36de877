"""Helpers of the arith folders (odsgen.dialect_hooks.arith_folds and its siblings):
APInt-style integer patterns, attribute constructors (Builder::getZeroAttr, ...), the
constant matchers of mlir/IR/Matchers.h and the constant folders of
mlir/Dialect/CommonFolders.h (MLIR 22).

Integers are handled as APInt: an unsigned bit pattern of the type's width (index is 64
bits); IntegerAttr.get brings a pattern back to the attribute's canonical form. The
folders take scalars, splats (folded once), and other dense elements element by element.
"""

from __future__ import annotations

from typing import Any, Callable

from odsgen.dialect_hooks import arith_float as fp
from odsgen.rewrite.folding import constant_value

INDEX_WIDTH = 64  # IndexType::kInternalStorageBitWidth


def _b() -> Any:
    from odsgen.dialects import builtin

    return builtin


# -- types and attributes ----------------------------------------------------------------------


def element_type(type: Any) -> Any:
    """getElementTypeOrSelf."""
    return type.element_type if isinstance(type, _b().ShapedType) else type


def int_width(type: Any) -> int:
    """The APInt width of an integer or index type."""
    return INDEX_WIDTH if isinstance(type, _b().IndexType) else type.width  # type: ignore[no-any-return]


def mask(width: int) -> int:
    return (1 << width) - 1


def signed(bits: int, width: int) -> int:
    """The two's complement value of a `width`-bit pattern."""
    return bits - (1 << width) if width and bits >> (width - 1) else bits


def static_shape(type: Any) -> bool:
    return bool(type.has_static_shape)


def dense(type: Any, values: list[Any]) -> Any:
    """DenseElementsAttr::get(type, values) (a splat when they are all equal), or None for a
    dynamic shape (upstream asserts)."""
    if not static_shape(type):
        return None
    return _b().DenseIntOrFPElementsAttr.get(type.context, type, list(values))


def splat(type: Any, value: Any) -> Any:
    """DenseElementsAttr::get(shapedType, Attribute) as mlir-opt 22 runs it: a splat even
    of a dynamically shaped or unranked type (an attribute the verifier would reject;
    getZeroAttr and getBoolAttribute create them for such types)."""
    builtin = _b()
    if static_shape(type):
        return dense(type, [value])
    cls = builtin.DenseIntOrFPElementsAttr
    if not isinstance(value, fp.APFloat):
        from odsgen.ir.text.builtin_support import normalize_int

        value = normalize_int(value, type.element_type)
    key = (type, (value,))

    def build(context: Any, key: Any, emit_error: Any) -> Any:
        attr = object.__new__(cls)
        object.__setattr__(attr, "_ods_context", context)
        object.__setattr__(attr, "_type", key[0])
        object.__setattr__(attr, "_values", key[1])
        return attr

    return type.context._ods_unique(cls, key, build, None)


def scalar_attr(type: Any, value: Any) -> Any:
    """IntegerAttr::get(type, APInt) or FloatAttr::get(type, APFloat)."""
    builtin = _b()
    if isinstance(value, fp.APFloat):
        return builtin.FloatAttr.get(type.context, type, value)
    return builtin.IntegerAttr.get(type.context, type, value)


def zero_attr(type: Any) -> Any:
    """Builder::getZeroAttr (a splat even for a dynamic shape, as mlir-opt 22 makes it)."""
    builtin = _b()
    if isinstance(type, builtin.FloatType):
        return builtin.FloatAttr.get(type.context, type, fp.ap.zero(type.get_float_semantics()))
    if isinstance(type, (builtin.IndexType, builtin.IntegerType)):
        return builtin.IntegerAttr.get(type.context, type, 0)
    if isinstance(type, (builtin.RankedTensorType, builtin.VectorType)):
        element = zero_attr(type.element_type)
        if element is None:
            return None
        return splat(type, element.value)
    return None


def bool_attr(type: Any, value: bool) -> Any:
    """getBoolAttribute (ArithOps.cpp, MLIR 22): a BoolAttr, or a splat of it for a shaped
    type (dynamic or unranked ones included)."""
    builtin = _b()
    i1 = builtin.IntegerType.get(type.context, 1)
    if not isinstance(type, builtin.ShapedType):
        return builtin.IntegerAttr.get(type.context, i1, int(value))
    return splat(type, int(value))


def i1_same_shape(type: Any) -> Any:
    from odsgen.dialect_hooks.arith_support import get_i1_same_shape

    return get_i1_same_shape(type)


def _is_int_dense(attr: Any) -> bool:
    builtin = _b()
    return isinstance(attr, builtin.DenseIntOrFPElementsAttr) and isinstance(
        attr.element_type, (builtin.IntegerType, builtin.IndexType)
    )


def _is_float_dense(attr: Any) -> bool:
    builtin = _b()
    return isinstance(attr, builtin.DenseIntOrFPElementsAttr) and isinstance(attr.element_type, builtin.FloatType)


# -- matchers (mlir/IR/Matchers.h) on constant attributes -----------------------------------------


def m_int(attr: Any) -> tuple[int, int] | None:
    """m_ConstantInt: (bits, width) of an IntegerAttr or an integer splat."""
    builtin = _b()
    if isinstance(attr, builtin.IntegerAttr):
        width = int_width(attr.type)
        return attr.value & mask(width), width
    if _is_int_dense(attr) and attr.is_splat:
        width = int_width(attr.element_type)
        return attr.get_splat_value() & mask(width), width
    return None


def m_zero(attr: Any) -> bool:
    found = m_int(attr)
    return found is not None and found[0] == 0


def m_one(attr: Any) -> bool:
    found = m_int(attr)
    return found is not None and found[0] == 1


def m_all_ones(attr: Any) -> bool:
    found = m_int(attr)
    return found is not None and found[0] == mask(found[1])


def m_float(attr: Any) -> Any:
    """m_ConstantFloat's binder: the APFloat of a FloatAttr or a float splat."""
    builtin = _b()
    if isinstance(attr, builtin.FloatAttr):
        return attr.value
    if _is_float_dense(attr) and attr.is_splat:
        return attr.get_splat_value()
    return None


def m_float_is(attr: Any, predicate: Callable[[Any], bool]) -> bool:
    value = m_float(attr)
    return value is not None and predicate(value)


def defining(value: Any, name: str) -> Any:
    """value.getDefiningOp<Op>() for the op named `name`."""
    op = getattr(value, "op", None)
    return op if op is not None and op.name == name else None


def value_int(value: Any) -> tuple[int, int] | None:
    """matchPattern(value, m_ConstantInt(...))."""
    return m_int(constant_value(value))


# -- CommonFolders.h ----------------------------------------------------------------------------


def _scalar_of(attr: Any, kind: str) -> Any:
    """The value of an IntegerAttr (kind "int": its bit pattern) or a FloatAttr (kind
    "float"), or None when `attr` is not that attribute."""
    builtin = _b()
    if kind == "int":
        if isinstance(attr, builtin.IntegerAttr):
            return attr.value & mask(int_width(attr.type))
        return None
    return attr.value if isinstance(attr, builtin.FloatAttr) else None


def _elements_of(attr: Any, kind: str) -> list[Any] | None:
    """The elements of a dense or sparse elements attribute as bit patterns or APFloats
    (ElementsAttr::try_value_begin), or None."""
    builtin = _b()
    if isinstance(attr, builtin.SparseElementsAttr):
        return _sparse_elements(attr, kind)
    if kind == "int":
        if not _is_int_dense(attr):
            return None
        width = int_width(attr.element_type)
        return [v & mask(width) for v in attr.get_values()]
    if not _is_float_dense(attr):
        return None
    return list(attr.get_values())


def _sparse_elements(attr: Any, kind: str) -> list[Any] | None:
    """SparseElementsAttr's values: the value of the first sparse index naming an
    element, else zero."""
    builtin = _b()
    element = attr.type.element_type
    if kind == "int":
        if not isinstance(element, (builtin.IntegerType, builtin.IndexType)):
            return None
        zero: Any = 0
    else:
        if not isinstance(element, builtin.FloatType):
            return None
        zero = fp.ap.zero(element.get_float_semantics())
    values = _elements_of(attr.values, kind)
    if values is None:
        return None
    shape = attr.type.shape
    rank = len(shape)
    indices = [v & mask(64) for v in attr.indices.values]
    if attr.indices.is_splat:
        points = [[indices[0]] * rank]
    else:
        count = attr.indices.type.shape[0]
        flat = attr.indices.get_values()
        points = [[v & mask(64) for v in flat[i * rank : (i + 1) * rank]] for i in range(count)]
    positions: dict[int, Any] = {}
    for point, value in zip(points, support_expand(values, len(points))):
        index = 0
        for i, size in zip(point, shape):
            index = index * size + i
        positions.setdefault(index, value)
    total = 1
    for size in shape:
        total *= size
    return [positions.get(i, zero) for i in range(total)]


def support_expand(values: list[Any], count: int) -> list[Any]:
    """A splat's one value repeated `count` times."""
    return values * count if len(values) == 1 and count != 1 else values


def _splat_of(attr: Any, kind: str) -> Any:
    values = _elements_of(attr, kind)
    if values is None or not attr.is_splat:
        return None
    return values[0]


def _elem_width(attr: Any) -> int:
    """The APInt width of an integer attribute's (elements') type; 0 for floats."""
    builtin = _b()
    type = attr.type if isinstance(attr, (builtin.IntegerAttr, builtin.FloatAttr)) else attr.element_type
    return int_width(type) if isinstance(type, (builtin.IntegerType, builtin.IndexType)) else 0


def const_fold_binary(
    operands: list[Any],
    calculate: Callable[..., Any],
    kind: str = "int",
    result_type: Any = None,
) -> Any:
    """constFoldBinaryOp(Conditional)<IntegerAttr or FloatAttr>: `calculate(a, b)` (with
    the width too for integers: `calculate(a, b, width)`) on scalars, splats or dense
    elements of one type; None when it cannot fold or `calculate` returns None. The
    result has `result_type` (default: the operands' type)."""
    lhs, rhs = operands
    if lhs is None or rhs is None:
        return None
    if result_type is None:
        lhs_type, rhs_type = getattr(lhs, "type", None), getattr(rhs, "type", None)
        if lhs_type is None or rhs_type is None or lhs_type is not rhs_type:
            return None
        result_type = lhs_type

    def calc(a: Any, b: Any, width: int) -> Any:
        return calculate(a, b, width) if kind == "int" else calculate(a, b)

    a, b = _scalar_of(lhs, kind), _scalar_of(rhs, kind)
    if a is not None and b is not None:
        if lhs.type is not rhs.type:
            return None
        value = calc(a, b, _elem_width(lhs))
        return None if value is None else scalar_attr(result_type, value)
    builtin = _b()
    if not isinstance(lhs, builtin.ElementsAttr) or not isinstance(rhs, builtin.ElementsAttr):
        return None
    if lhs.type is not rhs.type:
        return None
    lhs_splat = isinstance(lhs, builtin.DenseElementsAttr) and lhs.is_splat
    rhs_splat = isinstance(rhs, builtin.DenseElementsAttr) and rhs.is_splat
    if lhs_splat and rhs_splat:
        a, b = _splat_of(lhs, kind), _splat_of(rhs, kind)
        if a is None or b is None:
            return None
        value = calc(a, b, _elem_width(lhs))
        return None if value is None else dense(result_type, [value])
    lhs_values, rhs_values = _elements_of(lhs, kind), _elements_of(rhs, kind)
    if lhs_values is None or rhs_values is None:
        return None
    width = _elem_width(lhs)
    results = []
    for a, b in zip(lhs_values, rhs_values):
        value = calc(a, b, width)
        if value is None:
            return None
        results.append(value)
    return dense(result_type, results)


def fold_int(operands: list[Any], calculate: Callable[[int, int, int], Any], result_type: Any = None) -> Any:
    return const_fold_binary(operands, calculate, "int", result_type)


def fold_float(operands: list[Any], calculate: Callable[[Any, Any], Any]) -> Any:
    return const_fold_binary(operands, calculate, "float")


def const_fold_unary(operands: list[Any], calculate: Callable[[Any], Any], kind: str = "float") -> Any:
    """constFoldUnaryOp: the result has the operand's type."""
    (operand,) = operands
    if operand is None:
        return None
    a = _scalar_of(operand, kind)
    if a is not None:
        value = calculate(a)
        return None if value is None else scalar_attr(operand.type, value)
    builtin = _b()
    if not isinstance(operand, builtin.ElementsAttr):
        return None
    values = _elements_of(operand, kind)
    if values is None:
        return None
    if isinstance(operand, builtin.DenseElementsAttr) and operand.is_splat:
        values = values[:1]
    results = []
    for a in values:
        value = calculate(a)
        if value is None:
            return None
        results.append(value)
    return dense(operand.type, results)


class CastFailed(Exception):
    """Raised by a cast callback for upstream's `castStatus = false`."""


def const_fold_cast(operands: list[Any], result_type: Any, calculate: Callable[[Any], Any], kind: str) -> Any:
    """constFoldCastOp<kind attr, ...>: `calculate(value)` returns the result element (an
    int bit pattern or an APFloat) or raises CastFailed."""
    (operand,) = operands
    if operand is None:
        return None
    builtin = _b()
    try:
        a = _scalar_of(operand, kind)
        if a is not None:
            return scalar_attr(result_type, calculate(a))
        if isinstance(operand, builtin.DenseElementsAttr) and operand.is_splat:
            a = _splat_of(operand, kind)
            if a is None:
                return None
            value = calculate(a)
            return dense(result_type, [value])
        if isinstance(operand, builtin.ElementsAttr):
            values = _elements_of(operand, kind)
            if values is None:
                return None
            return dense(result_type, [calculate(a) for a in values])
    except CastFailed:
        return None
    return None


