"""Custom assembly of `func.func` (FuncOp::parse/print in MLIR 22: parseFunctionOp /
printFunctionOp of mlir/lib/Interfaces/FunctionImplementation.cpp, the signature
helpers of CallInterfaces.cpp).

    func.func (public|private|nested)? @name(%arg: type {attrs} loc(...), ...)
        (-> type | -> (type {attrs}, ...))? (attributes {...})? region?

A declaration lists bare types (`@name(i32 {attrs}, f32)`) and has no body. The
other func operations have declarative formats.
"""

from __future__ import annotations

from typing import Any

from odsgen.ir.text.op_asm import (
    Argument,
    OpAsmPrinterMixin as _P,
    all_attributes,
    check_duplicates,
    split_inherent,
)
from odsgen.ir.core.operation import Operation, Region
from odsgen.ir.text.parser_core import Delimiter
from odsgen.ir.core.helpers import builtin_dialect as _builtin
from odsgen.ir.core.op_base import from_parsed

# Attributes the signature or the name spell; `attributes {...}` may not repeat them.
_INFERRED = ("sym_visibility", "sym_name", "function_type")
_ELIDED = ("sym_name", "sym_visibility", "function_type", "arg_attrs", "res_attrs")


# -- parsing --------------------------------------------------------------------------------


def parse_FuncOp(parser: Any, cls: Any, loc: int) -> Operation:
    b = _builtin()
    context = parser.context
    # Operations in the body may drop the `func.` prefix (OpAsmOpInterface).
    with parser.custom_op(cls.OPERATION_NAME, loc, default_dialect="func"):
        set_attrs: dict[str, Any] = {}
        visibility = parser.parse_optional_keyword(("public", "private", "nested"))
        if visibility is not None:
            set_attrs["sym_visibility"] = parser.string_attr(visibility)
        name = parser.parse_optional_symbol_name()
        if name is None:
            parser.emit_op_error("expected valid '@'-identifier for symbol name")
        set_attrs["sym_name"] = parser.string_attr(name)

        arguments = _parse_argument_list(parser)
        result_types: list[Any] = []
        result_attrs: list[dict[str, Any]] = []
        if parser.parse_optional_arrow():
            result_types, result_attrs = _parse_result_list(parser)
        function_type = b.FunctionType.get(context, [a.type for a in arguments], result_types)
        set_attrs["function_type"] = b.TypeAttr.get(context, function_type)

        dict_loc = parser.tok_start
        attributes = parser.parse_optional_attr_dict_with_keyword()
        for inferred in _INFERRED:
            if inferred in attributes:
                parser.emit_op_error(
                    f"'{inferred}' is an inferred attribute and should not be specified in the explicit "
                    "attribute dictionary",
                    dict_loc,
                )
        # addArgAndResultAttrs: only when some dictionary is not empty.
        if any(a.attrs for a in arguments):
            set_attrs["arg_attrs"] = _dict_array(context, [a.attrs or {} for a in arguments])
        if any(result_attrs):
            set_attrs["res_attrs"] = _dict_array(context, result_attrs)

        body_loc = parser.tok_start
        body = parser.parse_optional_region(arguments)
        if body is None:
            body = Region()
        elif not body.blocks:
            parser.emit_op_error("expected non-empty function body", body_loc)

        check_duplicates(parser, set_attrs, attributes)
        properties = dict(set_attrs)
        discardable = split_inherent(cls, attributes, properties)
        return from_parsed(
            cls,
            parser, loc, properties=properties, attributes=discardable, regions=[body]
        )


def _parse_argument_list(parser: Any) -> list[Argument]:
    """parseFunctionArgumentList: `(` either `%name: type {attrs} loc(...)` or
    `type {attrs} loc(...)` for all arguments `)`."""
    arguments: list[Argument] = []

    def argument() -> None:
        arg = parser.parse_optional_argument(allow_type=True, allow_attrs=True)
        if arg is not None:
            if arguments and not arguments[-1].name:
                parser.emit_op_error("expected type instead of SSA identifier", arg.ssa[2])
        else:
            loc = parser.tok_start
            if arguments and arguments[-1].name:
                parser.emit_op_error("expected SSA identifier", loc)
            type = parser.parse_type()
            attrs = parser.parse_optional_attr_dict()
            arg = Argument(("", 0, loc), type, attrs, parser.parse_optional_location_specifier())
        arguments.append(arg)

    parser.parse_comma_separated_list(Delimiter.PAREN, argument)
    return arguments


def _parse_result_list(parser: Any) -> tuple[list[Any], list[dict[str, Any]]]:
    """parseFunctionResultList: a type without parentheses, or `(` `)`, or
    `(` type {attrs}, ... `)`."""
    if not parser.parse_optional_lparen():
        return [parser.parse_type()], [{}]
    types: list[Any] = []
    attrs: list[dict[str, Any]] = []
    if parser.parse_optional_rparen():
        return types, attrs

    def result() -> None:
        types.append(parser.parse_type())
        attrs.append(parser.parse_optional_attr_dict())

    parser.parse_comma_separated_list(Delimiter.NONE, result)
    parser.parse_rparen()
    return types, attrs


def _dict_array(context: Any, dicts: list[dict[str, Any]]) -> Any:
    b = _builtin()
    return b.ArrayAttr.get(context, [b.DictionaryAttr.get(context, d) for d in dicts])


# -- printing -------------------------------------------------------------------------------


def print_FuncOp(p: Any, op: Any) -> None:
    b = _builtin()
    p.write(" ")
    visibility = op._ods_prop("sym_visibility")
    if isinstance(visibility, b.StringAttr):
        p.write(visibility.value + " ")
    p.print_symbol_name(op._ods_prop("sym_name").value)
    function_type = op._ods_prop("function_type").value
    _print_signature(p, op, function_type.inputs, function_type.results)
    _P.print_optional_attr_dict_with_keyword(p, all_attributes(op), _ELIDED)
    body = op.regions[0]
    if body.blocks:
        p.write(" ")
        p.print_region(body, print_entry_block_args=False, print_block_terminators=True)


# Operations in the body print without the `func.` prefix (OpAsmOpInterface).
print_FuncOp.default_dialect = "func"  # type: ignore[attr-defined]


def _dicts(attr: Any) -> list[Any] | None:
    return list(attr.value) if attr is not None else None


def _print_signature(p: Any, op: Any, inputs: Any, results: Any) -> None:
    """call_interface_impl::printFunctionSignature (printEmptyResult=false)."""
    arg_attrs = _dicts(op._ods_prop("arg_attrs"))
    res_attrs = _dicts(op._ods_prop("res_attrs"))
    body = op.regions[0]
    p.write("(")
    for i, type in enumerate(inputs):
        if i:
            p.write(", ")
        attrs = arg_attrs[i] if arg_attrs else None
        if body.blocks:
            p.print_region_argument(body.blocks[0].arguments[i], attrs)
        else:
            p.print_type(type)
            if attrs is not None:
                p.print_optional_attr_dict(attrs)
    p.write(")")
    if not results:
        return
    p.write(" -> ")
    first_attrs = res_attrs[0].value if res_attrs else ()
    parens = (
        len(results) > 1 or isinstance(results[0], _builtin().FunctionType) or bool(first_attrs)
    )
    if parens:
        p.write("(")
    for i, type in enumerate(results):
        if i:
            p.write(", ")
        p.print_type(type)
        if res_attrs:
            p.print_optional_attr_dict(res_attrs[i])
    if parens:
        p.write(")")
