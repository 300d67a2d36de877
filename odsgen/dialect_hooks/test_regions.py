"""Custom parsers and printers of the test dialect's region-holding operations, and
custom<OptionalLoc> (TestOpDefs.cpp): the ops name this module in their `hooks:` field."""

from __future__ import annotations

from odsgen.ir.core.op_base import from_parsed
from typing import Any


# TestOpDefs.cpp's PrettyPrintedRegionOp: `operands start <op-name> end : functional-type
# (loc)?` builds a region holding `<op-name>`(arg0, arg1) and a test.return of it, all at
# the explicit location (else at the operands); anything else after the operands is the
# generic syntax (parseGenericOperationAfterOpName).


def parse_PrettyPrintedRegionOp(parser: Any, cls: Any, loc: int) -> Any:
    from odsgen.dialects import builtin
    from odsgen.ir.core.block import Block
    from odsgen.ir.core.region import Region
    from odsgen.ir.text.location_parser import DeferredLoc

    with parser.custom_op(cls.OPERATION_NAME, loc):
        operands_loc = parser.tok_start
        operands = parser.parse_operand_list()
        if parser.parse_optional_keyword("start") is None:
            return parser.parse_generic_operation_after_op_name(cls.OPERATION_NAME, loc, operands)
        inner_name = parser.parse_custom_operation_name()
        parser.parse_op_keyword("end")
        parser.parse_colon()
        type_loc = parser.tok_start  # parseType<FunctionType>: reported at the type
        fn_type = parser.expect_type_kind(parser.parse_type(), builtin.FunctionType, type_loc)
        explicit = parser.parse_optional_location_specifier()
        op_loc = parser.file_location(operands_loc) if explicit is None else explicit
        values = parser.resolve_operands(operands, fn_type.inputs, operands_loc)
        deferred = isinstance(op_loc, DeferredLoc)
        block = Block()
        inner_type = fn_type.inputs[0]
        args = [block.add_argument(inner_type, None if deferred else op_loc) for _ in range(2)]
        context = parser.context
        inner = context.create_operation(
            inner_name, operands=args, result_types=[inner_type], location=None if deferred else op_loc
        )
        block.append(inner)
        ret = context.create_operation("test.return", operands=list(inner.results), location=inner.location)
        block.append(ret)
        op = from_parsed(cls, parser, loc, operands=values, result_types=list(fn_type.results), regions=[Region([block])])
        if deferred:  # `loc(#alias)` defined further down: resolved with the others
            parser._deferred.extend((owner, op_loc) for owner in (*args, inner, ret, op))
        else:
            op.location = op_loc
        return op


def print_PrettyPrintedRegionOp(p: Any, op: Any) -> None:
    p.write(" ")
    p.print_operands(op.operands)
    inner = op.regions[0].entry_block.first_operation
    if inner is not None and inner.name == "test.special.op":
        p.write(" start test.special.op end")
    else:
        p.write(" (")
        p.print_region(op.regions[0])
        p.write(")")
    p.write(" : ")
    p.print_functional_type(op)


def parse_OptionalLoc(parser: Any) -> Any:
    """TestOpDefs.cpp's parseOptionalLoc: `loc(...)` if written, else where it would be."""
    where = parser.tok_start
    location = parser.parse_optional_location_specifier()
    return parser.file_location(where) if location is None else location


def print_OptionalLoc(printer: Any, op: Any, loc: Any) -> None:
    printer.print_optional_location_specifier(loc)




# TestOpDefs.cpp's WrappingRegionOp::parse/print: `wraps` and a generic operation, put in
# the region with a test.return of its results (the wrapping op's result types).


def parse_WrappingRegionOp(parser: Any, cls: Any, loc: int) -> Any:
    from odsgen.ir.core.operation import Block, Region

    with parser.custom_op(cls.OPERATION_NAME, loc):
        parser.parse_keyword("wraps")
        wrapped = parser.parse_generic_operation()
        block = Block()
        block.append(wrapped)
        results = list(wrapped.results)
        block.append(
            parser.context.create_operation("test.return", operands=results, location=wrapped.location)
        )
        return from_parsed(
            cls,
            parser, loc, result_types=[r.type for r in results], regions=[Region([block])]
        )


def print_WrappingRegionOp(p: Any, op: Any) -> None:
    p.write(" wraps ")
    p.print_generic_op(op.regions[0].blocks[0].operations[0])


# TestOpDefs.cpp's IsolatedRegionOp: `%operand {...}`, the operand's name also naming the
# region's index argument (name shadowing: the region is isolated from above).


def parse_IsolatedRegionOp(parser: Any, cls: Any, loc: int) -> Any:
    from odsgen.dialects import builtin
    from odsgen.ir.text.op_asm import Argument

    with parser.custom_op(cls.OPERATION_NAME, loc):
        index = builtin.IndexType.get(parser.context)
        ssa = parser.parse_operand()
        operand = parser.resolve_operand(ssa, index)
        body = parser.parse_region_with_arguments([Argument(ssa, index)], enable_name_shadowing=True)
        return from_parsed(cls, parser, loc, operands=[operand], regions=[body])


def print_IsolatedRegionOp(p: Any, op: Any) -> None:
    p.write(" ")
    p.print_operand(op.operands[0])
    p.shadow_region_args(op.regions[0], [op.operands[0]])
    p.write(" ")
    p.print_region(op.regions[0], print_entry_block_args=False)
