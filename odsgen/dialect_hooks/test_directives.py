"""TestFormatUtils.cpp's custom directives of the test dialect's format ops
(FormatCustomDirective*, OIListCustom), named through those ops' `hooks:`."""

from __future__ import annotations

from typing import Any


def parse_CustomDirectiveOperands(parser: Any) -> tuple[Any, Any, list[Any]]:
    """operand (`,` optOperand)? `->` `(` varOperands `)`"""
    operand = parser.parse_operand()
    opt = parser.parse_operand() if parser.parse_optional_comma() else None
    parser.parse_arrow()
    parser.parse_lparen()
    operands = parser.parse_operand_list()
    parser.parse_rparen()
    return operand, opt, operands


def print_CustomDirectiveOperands(printer: Any, op: Any, operand: Any, opt: Any, operands: list[Any]) -> None:
    printer.print_operand(operand)
    if opt is not None:
        printer.write(", ")
        printer.print_operand(opt)
    printer.write(" -> (")
    printer.print_operands(operands)
    printer.write(")")


def parse_CustomDirectiveResults(parser: Any) -> tuple[Any, Any, list[Any]]:
    """`:` type (`,` optType)? `->` `(` varTypes `)`"""
    parser.parse_colon()
    type_ = parser.parse_type()
    opt = parser.parse_type() if parser.parse_optional_comma() else None
    parser.parse_arrow()
    parser.parse_lparen()
    types = parser.parse_type_list()
    parser.parse_rparen()
    return type_, opt, types


def print_CustomDirectiveResults(printer: Any, op: Any, type_: Any, opt: Any, types: list[Any]) -> None:
    printer.write(" : ")
    printer.print_type(type_)
    if opt is not None:
        printer.write(", ")
        printer.print_type(opt)
    printer.write(" -> (")
    for i, t in enumerate(types):
        printer.write(", " if i else "")
        printer.print_type(t)
    printer.write(")")


def parse_CustomDirectiveWithTypeRefs(parser: Any, type_: Any, opt: Any, types: list[Any]) -> None:
    """`type_refs_capture` and the same types as CustomDirectiveResults parsed."""
    parser.parse_keyword("type_refs_capture")
    if parse_CustomDirectiveResults(parser) != (type_, opt, types):
        parser.emit_error("type refs do not match")


def print_CustomDirectiveWithTypeRefs(printer: Any, op: Any, type_: Any, opt: Any, types: list[Any]) -> None:
    printer.write(" type_refs_capture ")
    print_CustomDirectiveResults(printer, op, type_, opt, types)


def parse_CustomDirectiveOperandsAndTypes(parser: Any) -> tuple[Any, ...]:
    return parse_CustomDirectiveOperands(parser) + parse_CustomDirectiveResults(parser)


def print_CustomDirectiveOperandsAndTypes(printer: Any, op: Any, *values: Any) -> None:
    print_CustomDirectiveOperands(printer, op, *values[:3])
    print_CustomDirectiveResults(printer, op, *values[3:])


def parse_CustomDirectiveRegions(parser: Any) -> tuple[Any, list[Any]]:
    """region (`,` region)?"""
    region = parser.parse_region()
    return region, ([parser.parse_region()] if parser.parse_optional_comma() else [])


def print_CustomDirectiveRegions(printer: Any, op: Any, region: Any, regions: list[Any]) -> None:
    printer.print_region(region)
    if regions:
        printer.write(", ")
        for r in regions:
            printer.print_region(r)


def parse_CustomDirectiveSuccessors(parser: Any) -> tuple[Any, list[Any]]:
    """successor (`,` successor)?; the second one is bound twice to the variadic group."""
    successor = parser.parse_successor()
    if not parser.parse_optional_comma():
        return successor, []
    other = parser.parse_successor()
    return successor, [other, other]


def print_CustomDirectiveSuccessors(printer: Any, op: Any, successor: Any, successors: list[Any]) -> None:
    printer.print_successor(successor)
    if successors:
        printer.write(", ")
        printer.print_successor(successors[0])


def parse_CustomDirectiveAttributes(parser: Any) -> tuple[Any, Any]:
    """attr (`,` optAttr)?"""
    attr = parser.parse_attribute()
    return attr, (parser.parse_attribute() if parser.parse_optional_comma() else None)


def print_CustomDirectiveAttributes(printer: Any, op: Any, attr: Any, opt: Any) -> None:
    printer.print_attribute(attr)
    if opt is not None:
        printer.write(", ")
        printer.print_attribute(opt)


def parse_CustomDirectiveSpacing(parser: Any) -> Any:
    return parser.parse_attribute()


def print_CustomDirectiveSpacing(printer: Any, op: Any, attr: Any) -> None:
    printer.print_attribute(attr)


def parse_CustomDirectiveAttrDict(parser: Any) -> Any:
    return parser.parse_optional_attr_dict()


def print_CustomDirectiveAttrDict(printer: Any, op: Any, attrs: Any) -> None:
    printer.print_optional_attr_dict(attrs)


def parse_CustomDirectiveOptionalOperandRef(parser: Any, operand: Any) -> None:
    """1 if the optional operand is present, else 0."""
    count = parser.parse_integer()
    if (count == 0) != (operand is None):
        parser.emit_error("unexpected operand count")


def print_CustomDirectiveOptionalOperandRef(printer: Any, op: Any, operand: Any) -> None:
    printer.write("1" if operand is not None else "0")


def parse_CustomOptionalOperand(parser: Any) -> Any:
    """(`(` operand `)`)?"""
    if not parser.parse_optional_lparen():
        return None
    operand = parser.parse_operand()
    parser.parse_rparen()
    return operand


def print_CustomOptionalOperand(printer: Any, op: Any, operand: Any) -> None:
    if operand is not None:
        printer.write("(")
        printer.print_operand(operand)
        printer.write(") ")
