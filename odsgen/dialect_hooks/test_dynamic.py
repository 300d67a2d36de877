"""The test dialect's dynamic types, attributes and operations (TestTypes.cpp,
TestAttributes.cpp and TestDialect.cpp's DynamicTypeDefinition/DynamicAttrDefinition/
DynamicOpDefinition, used by mlir/test/IR/dynamic.mlir): their parameters are a list of
attributes, in ExtensibleDialect.cpp's default syntax or a custom one."""

from __future__ import annotations

from odsgen.ir.core.op_base import from_parsed
from typing import Any


def parse_dynamic_params(cls: Any, parser: Any) -> Any:
    """Nothing, or `<` attribute (`,` attribute)* `>`; the verifier reports at the
    mnemonic (DynamicType/DynamicAttr::parse)."""
    loc = parser.dialect_symbol_loc
    params = []
    if parser.parse_optional_less() and not parser.parse_optional_greater():
        params.append(parser.parse_attribute())
        while not parser.parse_optional_greater():
            parser.parse_comma()
            params.append(parser.parse_attribute())
    return cls.get_checked(parser.error_at(loc), parser.context, tuple(params))


def print_dynamic_params(printer: Any, params: Any) -> None:
    if not params:
        return
    printer.write("<")
    for i, param in enumerate(params):
        if i:
            printer.write(", ")
        printer.print_attribute(param)
    printer.write(">")


def parse_dynamic_custom_params(cls: Any, parser: Any) -> Any:
    """`<` attribute `:` attribute `>`."""
    loc = parser.dialect_symbol_loc
    parser.parse_less()
    left = parser.parse_attribute()
    parser.parse_colon()
    right = parser.parse_attribute()
    parser.parse_greater()
    return cls.get_checked(parser.error_at(loc), parser.context, (left, right))


def print_dynamic_custom_params(printer: Any, params: Any) -> None:
    printer.write("<")
    printer.print_attribute(params[0])
    printer.write(":")
    printer.print_attribute(params[1])
    printer.write(">")


def parse_DynamicCustomParserPrinterOp(parser: Any, cls: Any, loc: int) -> Any:
    with parser.custom_op(cls.OPERATION_NAME, loc):
        parser.parse_keyword("custom_keyword")
        return from_parsed(cls, parser, loc, properties={}, attributes={})


def print_DynamicCustomParserPrinterOp(p: Any, op: Any) -> None:
    p.write(" custom_keyword")
