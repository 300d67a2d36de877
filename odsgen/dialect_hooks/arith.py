"""Custom assembly of arith operations.

`arith.select` is the one arith operation with hand-written syntax in MLIR 22
(SelectOp::parse/print in mlir/lib/Dialect/Arith/IR/ArithOps.cpp):

    %r = arith.select %cond, %true, %false attr-dict : (cond-type `,`)? type

`arith.constant` is declarative upstream (`attr-dict $value`, the result type taken from
the value through AllTypesMatch); the hooks here reproduce the parser and printer ODS
generates for it (ArithOps.cpp.inc), for use until, or instead of, generated ones.

The parse hooks run inside the custom-op scope the parser opens for the operation
(OperationParser.parse_custom_operation): their errors carry its "custom op" prefix.
"""

from __future__ import annotations

from typing import Any

from odsgen.ir.text.op_asm import all_attributes, split_inherent, verify_inherent_attrs
from odsgen.ir.core.operation import Operation
from odsgen.dialects import builtin
from odsgen.dialects.builtin import TypedAttr as _TypedAttr  # read per constant parsed
from odsgen.ir.text.type_printer import integer_type_text
from odsgen.ir.core.op_base import from_parsed, property_of


# -- arith.select ---------------------------------------------------------------------------


def parse_SelectOp(parser: Any, cls: Any, loc: int) -> Operation:
    operands = parser.parse_operand_list(required_count=3)
    attributes = parser.parse_optional_attr_dict()
    result_type = parser.parse_colon_type()
    if parser.parse_optional_comma():
        # A vector or tensor condition is spelled before the result type.
        condition_type = result_type
        result_type = parser.parse_type()
    else:
        condition_type = builtin.IntegerType.get(parser.context, 1)
    values = parser.resolve_operands(operands, [condition_type, result_type, result_type])
    properties: dict[str, Any] = {}
    discardable = split_inherent(cls, attributes, properties)
    return from_parsed(
        cls,
        parser,
        loc,
        operands=values,
        result_types=[result_type],
        properties=properties,
        attributes=discardable,
    )


def print_SelectOp(p: Any, op: Any) -> None:
    p.write(" ")
    p.print_operands(op.operands)
    p.print_optional_attr_dict(all_attributes(op))
    p.write(" : ")
    condition_type = op.operands[0].type
    if isinstance(condition_type, builtin.ShapedType):
        p.print_type(condition_type)
        p.write(", ")
    p.print_type(op.results[0].type)


# -- arith.constant (declarative upstream) --------------------------------------------------


def parse_ConstantOp(parser: Any, cls: Any, loc: int) -> Operation:
    dict_loc = parser.tok_start
    attributes = parser.parse_optional_attr_dict()
    if attributes:  # most constants have none: no calls then
        verify_inherent_attrs(parser, cls, attributes, dict_loc)
    value_loc = parser.tok_start
    value = parser.parse_attribute()
    if not isinstance(value, _TypedAttr):
        parser.emit_op_error("invalid kind of attribute specified", value_loc)
    # The parsed value is the property; a `value` in the dictionary is set after
    # it and wins (OperationState attributes), while the result type stays the
    # parsed value's.
    properties = {"value": value}
    discardable = split_inherent(cls, attributes, properties) if attributes else None
    # Every argument up to the last one given is passed: compiled, that is a C call
    # (keywords that skip an optional argument make it a call through the module).
    return from_parsed(
        cls,
        parser,
        loc,
        operands=(),
        result_types=[value.type],
        properties=properties,
        attributes=discardable,
    )


def print_ConstantOp(p: Any, op: Any) -> None:
    # getAttrs() without `value`: the discardable attributes (`value` is the only
    # inherent one, and a property).
    p.print_optional_attr_dict(op._attributes, ("value",))
    p.write(" ")
    # printStrippedAttrOrType of a TypedAttr (an interface without a print method)
    # prints the whole attribute.
    p.print_attribute(property_of(op, "value"))


def get_asm_result_names_ConstantOp(op: Any, set_name: Any) -> None:
    """ConstantOp::getAsmResultNames: `%true`/`%false` for i1, `%c42_i32` for other
    integers, `%c42` for index, `%cst` otherwise (found once per value and type: the
    attribute and the type are uniqued)."""
    result = op.results[0]
    value = property_of(op, "value")
    type = result.type
    known = _constant_names.get(value)
    if known is not None and known[0] is type:
        name = known[1]
    else:
        name = _constant_name(value, type)
        if len(_constant_names) >= 4096:
            _constant_names.clear()
        _constant_names[value] = (type, name)
    set_name(result, name)


# Uniqued value attribute -> (result type, its name). Bounded (cleared when full): the
# attributes and types it holds keep their context alive.
_constant_names: dict[Any, tuple[Any, str]] = {}


def _constant_name(value: Any, type: Any) -> str:
    if not isinstance(value, builtin.IntegerAttr):
        return "cst"
    is_int = isinstance(type, builtin.IntegerType)
    if is_int and type.width == 1:
        return "true" if value.value else "false"
    # The APInt prints as a signed number of the attribute's width.
    width = value.type.width if isinstance(value.type, builtin.IntegerType) else 64
    number = value.value & ((1 << width) - 1)
    if width and number >> (width - 1):  # i0 holds only 0
        number -= 1 << width
    name = f"c{number}"
    if is_int:
        name += "_" + integer_type_text(type)
    return name
