"""Custom directives of the cf dialect: `custom<SwitchOpCases>` of cf.switch.

As upstream's parseSwitchOpCases/printSwitchOpCases (ControlFlowOps.cpp):

    default: ^bb(%a : i32)(, VALUE: ^bb(...))*

Case values are written as 64-bit signed integers, truncated to the flag's width, and
kept in a `vector<N x flag type>` DenseIntElementsAttr; they print as unsigned values of
the flag's width (APInt::getLimitedValue), so `-1 : i32` prints as 4294967295.
"""

from __future__ import annotations

from typing import Any

from odsgen.ir.text.parser_core import Delimiter
from odsgen.ir.core.helpers import builtin_dialect as _builtin


def _operands_and_types(parser: Any, allow_result_number: bool) -> tuple[list[Any], list[Any]]:
    """`(%a, %b : i32, f32)` after a successor, or nothing."""
    if not parser.parse_optional_lparen():
        return [], []
    operands = parser.parse_operand_list(Delimiter.NONE, allow_result_number=allow_result_number)
    types = parser.parse_colon_type_list()
    parser.parse_rparen()
    return operands, types


def parse_SwitchOpCases(parser: Any, flag_type: Any) -> tuple[Any, ...]:
    """(default block, its operands, their types, case values or None, case blocks,
    case operand groups, case type groups)."""
    parser.parse_op_keyword("default")
    parser.parse_colon()
    default = parser.parse_successor()
    default_operands, default_types = _operands_and_types(parser, allow_result_number=False)
    values: list[int] = []
    blocks: list[Any] = []
    operand_groups: list[list[Any]] = []
    type_groups: list[list[Any]] = []
    width = getattr(flag_type, "width", 64)
    while parser.parse_optional_comma():
        # APInt(bitWidth, int64_t value): an int64 literal is truncated to the flag's
        # width, so `256` is 0 for an i8 flag (no range error in MLIR 22).
        values.append(parser.parse_integer(64, True) & ((1 << width) - 1))
        parser.parse_colon()
        blocks.append(parser.parse_successor())
        operands, types = _operands_and_types(parser, allow_result_number=True)
        operand_groups.append(operands)
        type_groups.append(types)
    case_values = None
    if values:
        b = _builtin()
        context = parser.context
        vector = b.VectorType.get(context, (len(values),), flag_type)
        case_values = b.DenseIntOrFPElementsAttr.get(context, vector, values)
    return default, default_operands, default_types, case_values, blocks, operand_groups, type_groups


def print_SwitchOpCases(
    printer: Any,
    op: Any,
    flag_type: Any,
    default: Any,
    default_operands: list[Any],
    default_types: list[Any],
    case_values: Any,
    blocks: list[Any],
    operand_groups: list[list[Any]],
    type_groups: list[list[Any]],
) -> None:
    printer.write("  default: ")
    printer.print_successor_and_use_list(default, default_operands)
    if case_values is None:
        return
    width = getattr(flag_type, "width", 64)
    for index, value in enumerate(case_values.values):
        printer.write(",")
        printer.print_newline()
        printer.write(f"  {int(value) & ((1 << width) - 1)}: ")
        printer.print_successor_and_use_list(blocks[index], operand_groups[index])
    printer.print_newline()
