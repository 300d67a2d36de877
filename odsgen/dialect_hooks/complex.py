"""Hand-written parts of the complex dialect (defs/complex.yaml), ported from MLIR 22's
mlir/lib/Dialect/Complex/IR/ComplexOps.cpp and ComplexDialect.cpp, worded as upstream.

- `verify_constant`, `verify_bitcast`: ConstantOp::verify / BitcastOp::verify (messages
  without the "'complex.x' op " prefix).
- `is_buildable_with`: ConstantOp::isBuildableWith.
- `#complex.number<:f64 1.0, 2.0>`: NumberAttr's parser, printer and verifier, and the
  builder from doubles (`number_parts`).
"""

from __future__ import annotations

from typing import Any, Callable

from odsgen.ir.core.helpers import builtin_dialect as _builtin
from odsgen.ir.numeric.apfloat import APFloat


def _is_int_or_float(type_: Any) -> bool:
    """Type::isIntOrFloat: a builtin integer or float type (not index)."""
    b = _builtin()
    return isinstance(type_, (b.IntegerType, b.FloatType))


def _int_or_float_bit_width(type_: Any) -> int:
    """Type::getIntOrFloatBitWidth."""
    b = _builtin()
    return type_.width if isinstance(type_, b.IntegerType) else type_.get_width()


# -- complex.constant ---------------------------------------------------------------------


def verify_constant(op: Any) -> str | None:
    """ConstantOp::verify: two float or integer attributes of the result's element type."""
    b = _builtin()
    array = op.value.value
    if len(array) != 2:
        return "requires 'value' to be a complex constant, represented as array of two values"
    element_type = op.complex.type.element_type
    if not all(isinstance(a, (b.FloatAttr, b.IntegerAttr)) for a in array):
        return "requires attribute's elements to be float or integer attributes"
    re, im = array
    if element_type != re.type or element_type != im.type:
        return (
            f"requires attribute's element types ('{re.type}', '{im.type}') to match the "
            f"element type of the op's return type ('{element_type}')"
        )
    return None


def is_buildable_with(value: Any, type_: Any) -> bool:
    """ConstantOp::isBuildableWith: a two-element array of float (or integer) attributes
    whose types are the complex type's element type."""
    b = _builtin()
    if not isinstance(value, b.ArrayAttr) or not isinstance(type_, b.ComplexType):
        return False
    if len(value.value) != 2:
        return False
    re, im = value.value
    element_type = type_.element_type
    for kind in (b.FloatAttr, b.IntegerAttr):
        if isinstance(re, kind):
            return isinstance(im, kind) and re.type == element_type and im.type == element_type
    return False


# -- complex.bitcast ----------------------------------------------------------------------


def verify_bitcast(op: Any) -> str | None:
    """BitcastOp::verify: between a complex type and an int/float of twice its element
    type's width (or a no-op cast to the same type, which folds away)."""
    b = _builtin()
    operand_type = op.operand.type
    result_type = op.result.type
    if operand_type == result_type:
        return None
    if not _is_int_or_float(operand_type) and not isinstance(operand_type, b.ComplexType):
        return "operand must be int/float/complex"
    if not _is_int_or_float(result_type) and not isinstance(result_type, b.ComplexType):
        return "result must be int/float/complex"
    if isinstance(operand_type, b.ComplexType) == isinstance(result_type, b.ComplexType):
        return "requires that either input or output has a complex type"
    if isinstance(result_type, b.ComplexType):
        operand_type, result_type = result_type, operand_type
    operand_bitwidth = _int_or_float_bit_width(operand_type.element_type) * 2
    if operand_bitwidth != _int_or_float_bit_width(result_type):
        return "casting bitwidths do not match"
    return None


# -- #complex.number ----------------------------------------------------------------------


def number_parts(type_: Any, real: float, imag: float) -> tuple[APFloat, APFloat]:
    """The NumberAttr builder's conversion: each double rounded (to nearest, ties to even)
    to the semantics of the complex type's float element type."""
    semantics = type_.element_type.get_float_semantics()
    return APFloat.from_float(semantics, real), APFloat.from_float(semantics, imag)


def verify_number(emit_error: Callable[[str], Any], real: Any, imag: Any, type_: Any) -> bool:
    """NumberAttr::verify."""
    b = _builtin()
    if not isinstance(type_, b.ComplexType):
        emit_error("complex attribute must be a complex type.")
        return False
    element_type = type_.element_type
    if not isinstance(element_type, b.FloatType):
        emit_error("element type of the complex attribute must be float like type.")
        return False
    semantics = element_type.get_float_semantics()
    if real.sem is not semantics:
        emit_error("type doesn't match the type implied by its `real` value")
        return False
    if imag.sem is not semantics:
        emit_error("type doesn't match the type implied by its `imag` value")
        return False
    return True


def parse_number(cls: Any, parser: Any) -> Any:
    """NumberAttr::parse: `<` `:` type float `,` float `>`."""
    b = _builtin()
    parser.parse_less()
    parser.parse_colon()
    element_type = parser.parse_type()
    real = parser.parse_float()
    parser.parse_comma()
    imag = parser.parse_float()
    parser.parse_greater()
    return cls.get(b.ComplexType.get(parser.context, element_type), real, imag)


def print_number(attr: Any, printer: Any) -> None:
    """NumberAttr::print: `<:f64 1.000000e+00, 2.000000e+00>`."""
    printer.write("<:")
    printer.print_type(attr.type.element_type)
    printer.write(" ")
    printer.print_float(attr.real)
    printer.write(", ")
    printer.print_float(attr.imag)
    printer.write(">")
