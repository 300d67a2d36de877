"""C++ syntax of test-dialect attributes and types (upstream's TestTypes.cpp and
TestAttributes.cpp) and the OpAsm hooks of TestOps.td operations that name values after
their types, for the definitions of TestTypeDefs.td/TestAttrDefs.td in defs/test.yaml."""

from __future__ import annotations

from typing import Any

# parseSignedness: each signedness by its short and long keyword (compared ignoring case).
_SIGNEDNESS = {"u": "Unsigned", "unsigned": "Unsigned", "s": "Signed", "signed": "Signed", "n": "Signless", "none": "Signless"}
# printSignedness.
_SIGNEDNESS_SPELLING = {"Unsigned": "unsigned", "Signed": "signed", "Signless": "none"}


def parse_integer_type(cls: Any, parser: Any) -> Any:
    """TestIntegerType::parse: `<` signedness `,` width `>`."""
    from odsgen.dialects import test

    loc = parser.get_current_location()
    parser.parse_less()
    sign_loc = parser.get_current_location()
    spelled = parser.parse_keyword()
    case = _SIGNEDNESS.get(spelled.lower())
    if case is None:
        parser.emit_asm_error("expected signed, unsigned, or none", sign_loc)
    parser.parse_comma()
    width = parser.parse_integer(32, True) % (1 << 32)  # an `int` passed on as `unsigned`
    parser.parse_greater()
    return cls.get_checked(parser.error_at(loc), parser.context, width, test.SignednessSemantics[case])


def print_integer_type(value: Any, printer: Any) -> None:
    printer.write(f"<{_SIGNEDNESS_SPELLING[value.signedness.name]}, {value.width}>")


def parse_struct_type(cls: Any, parser: Any) -> Any:
    """StructType::parse: `<` (`{` name `,` type `}`) list `>`, the list possibly empty."""
    parser.parse_less()
    fields = []
    while parser.parse_optional_lbrace():
        name = parser.parse_keyword()
        parser.parse_comma()
        field_type = parser.parse_type()
        parser.parse_rbrace()
        fields.append((name, field_type))
        if not parser.parse_optional_comma():
            break
    parser.parse_greater()
    return cls.get(parser.context, tuple(fields))


def print_struct_type(value: Any, printer: Any) -> None:
    printer.write("<")
    for index, (name, field_type) in enumerate(value.fields):
        printer.write(", {" if index else "{")
        printer.write(f"{name},")
        printer.print_type(field_type)
        printer.write("}")
    printer.write(">")


def parse_newline_and_indent_type(cls: Any, parser: Any) -> Any:
    """TestTypeNewlineAndIndentType::parse: `<` `indented_content` `>`."""
    parser.parse_less()
    parser.parse_keyword("indented_content")
    parser.parse_greater()
    return cls.get(parser.context)


def print_newline_and_indent_type(value: Any, printer: Any) -> None:
    printer.write("<")
    printer.increase_indent()
    printer.print_newline()
    printer.write("indented_content")
    printer.decrease_indent()
    printer.print_newline()
    printer.write(">")


def parse_newline_and_indent_attr(cls: Any, parser: Any) -> Any:
    """TestAttrNewlineAndIndentAttr::parse: `<` type `>`."""
    parser.parse_less()
    indent_type = parser.parse_type()
    parser.parse_greater()
    return cls.get(parser.context, indent_type)


def print_newline_and_indent_attr(value: Any, printer: Any) -> None:
    printer.write("<")
    printer.increase_indent()
    printer.print_newline()
    printer.print_type(value.indent_type)
    printer.decrease_indent()
    printer.print_newline()
    printer.write(">")


def parse_decimal_shape(cls: Any, parser: Any) -> Any:
    """TestDecimalShapeAttr::parse: `<` decimal integers joined by `x` `>` (a hex-looking
    `0x3` is the integer 0 then `x3`)."""
    parser.parse_less()
    shape = []
    if not parser.parse_optional_greater():

        def parse_decimal() -> None:
            value = parser.parse_optional_decimal_integer(64, True)
            if value is None:
                parser.emit_asm_error("expected an integer", parser.get_current_location())
            shape.append(value)

        parse_decimal()
        while not parser.parse_optional_greater():
            parser.parse_x_in_dimension_list()
            parse_decimal()
    return cls.get(parser.context, tuple(shape))


def print_decimal_shape(value: Any, printer: Any) -> None:
    printer.write("<" + "x".join(str(dim) for dim in value.shape) + ">")


# -- OpAsmOpInterface hooks naming values after their OpAsmTypeInterface types ---------------


def name_result_from_type(op: Any, set_name: Any) -> None:
    """ResultNameFromTypeOp::getAsmResultNames: the name the result type's
    OpAsmTypeInterface gives (none by default)."""
    result = op.results[0]
    get_asm_name = getattr(result.type, "get_asm_name", None)
    if get_asm_name is not None:
        get_asm_name(lambda name: set_name(result, name))


def name_block_arguments_from_type(region: Any, set_name: Any) -> None:
    """BlockArgumentNameFromTypeOp::getAsmBlockArgumentNames: each argument whose type
    has OpAsmTypeInterface's getAsmName."""
    for block in region.blocks:
        for argument in block.arguments:
            get_asm_name = getattr(argument.type, "get_asm_name", None)
            if get_asm_name is not None:
                get_asm_name(lambda name, argument=argument: set_name(argument, name))
