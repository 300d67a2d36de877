"""Custom assembly of the scf operations whose upstream syntax is hand-written C++
(`hasCustomAssemblyFormat`, mlir/lib/Dialect/SCF/IR/SCF.cpp in MLIR 22): `scf.for`,
`scf.if`, `scf.while`, `scf.execute_region`, `scf.parallel`, `scf.forall` and
`scf.forall.in_parallel`; and the custom directive `custom<SwitchCases>` of the
declarative `scf.index_switch` (`parse_SwitchCases(parser) -> (cases, regions)`,
`print_SwitchCases(printer, op, cases, regions)`, as upstream's C++ functions).

Each op has `parse_<Class>(parser, cls, loc) -> Operation` (called after the op name;
`loc` is where the name is) and `print_<Class>(printer, op)` (called after the name is
printed; writes from a leading space). Bodies with SingleBlockImplicitTerminator get
their `scf.yield` on parsing when it is left out, and print without it when it carries
nothing.
"""

from __future__ import annotations

from typing import Any

from odsgen.ir.text.op_asm import (
    Argument,
    OpAsmPrinterMixin as _P,
    all_attributes,
    check_duplicates,
    ensure_terminator,
    split_inherent,
)
from odsgen.ir.core.operation import Operation, Region, Value
from odsgen.ir.text.parser_core import Delimiter
from odsgen.ir.core.helpers import builtin_dialect as _builtin
from odsgen.ir.core.op_base import from_parsed

# The printer helpers are called unbound so that the alias walk's dry-run printer,
# which offers only the printer primitives, can run these hooks too.
_arrow_types = _P.print_arrow_type_list
_optional_arrow_types = _P.print_optional_arrow_type_list
_type_list = _P.print_type_list
_functional_types = _P.print_functional_types
_attr_dict_with_keyword = _P.print_optional_attr_dict_with_keyword


def _implicit_yield(parser: Any, loc: int) -> Any:
    """The terminator ensureTerminator builds: `scf.yield` at the operation's location."""
    return lambda: parser.context.create_operation("scf.yield", location=parser.deferred_location(loc))


def _build(
    parser: Any,
    cls: Any,
    loc: int,
    set_attrs: dict[str, Any],
    attributes: dict[str, Any],
    **fields: Any,
) -> Operation:
    """The operation from what the parser collected (OperationState): attributes the
    parser set and the parsed dictionary may not overlap; inherent attributes in the
    dictionary become properties (or are dropped when of the wrong kind)."""
    check_duplicates(parser, set_attrs, attributes)
    properties = dict(set_attrs)
    discardable = split_inherent(cls, attributes, properties)
    return from_parsed(cls, parser, loc, properties=properties, attributes=discardable, **fields)


def _print_initialization_list(p: Any, block_args: Any, inits: list[Value], prefix: str) -> None:
    """`<prefix>(%inner = %outer, ...)`, nothing when there are no initial values."""
    if not inits:
        return
    p.write(prefix + "(")
    for i, (arg, init) in enumerate(zip(block_args, inits)):
        if i:
            p.write(", ")
        p.print_operand(arg)
        p.write(" = ")
        p.print_operand(init)
    p.write(")")


# -- scf.for --------------------------------------------------------------------------------


def parse_ForOp(parser: Any, cls: Any, loc: int) -> Operation:
    """`(unsigned)? %iv = %lb to %ub step %step (iter_args(%a = %init, ...) -> (types))?
    (: type)? region attr-dict`."""
    b = _builtin()
    with parser.custom_op(cls.OPERATION_NAME, loc):
        set_attrs: dict[str, Any] = {}
        if parser.parse_optional_keyword("unsigned") is not None:
            set_attrs["unsignedCmp"] = b.UnitAttr.get(parser.context)
        induction = Argument(parser.parse_operand())
        parser.parse_equal()
        lower = parser.parse_operand()
        parser.parse_op_keyword("to")
        upper = parser.parse_operand()
        parser.parse_op_keyword("step")
        step = parser.parse_operand()

        region_args = [induction]
        inits: list[Any] = []
        result_types: list[Any] = []
        has_iter_args = parser.parse_optional_keyword("iter_args") is not None
        if has_iter_args:
            lhs, inits = parser.parse_assignment_list()
            region_args += lhs
            result_types = parser.parse_arrow_type_list()
        if len(region_args) != len(result_types) + 1:
            parser.emit_op_error(
                "mismatch in number of loop-carried values and defined values", loc
            )

        type = (
            parser.parse_type()
            if parser.parse_optional_colon()
            else b.IndexType.get(parser.context)
        )
        induction.type = type
        operands = [parser.resolve_operand(u, type) for u in (lower, upper, step)]
        if has_iter_args:
            for arg, init, init_type in zip(region_args[1:], inits, result_types):
                arg.type = init_type
                operands.append(parser.resolve_operand(init, init_type))

        body = parser.parse_region_with_arguments(region_args)
        ensure_terminator(body, _implicit_yield(parser, loc))
        attributes = parser.parse_optional_attr_dict()
        return _build(
            parser,
            cls,
            loc,
            set_attrs,
            attributes,
            operands=operands,
            result_types=result_types,
            regions=[body],
        )


def print_ForOp(p: Any, op: Any) -> None:
    body = op.regions[0].blocks[0]
    induction, iter_args = body.arguments[0], body.arguments[1:]
    lower, upper, step = op.operands[:3]
    inits = op.operands[3:]
    if op._ods_prop("unsignedCmp") is not None:
        p.write(" unsigned")
    p.write(" ")
    p.print_operand(induction)
    p.write(" = ")
    p.print_operand(lower)
    p.write(" to ")
    p.print_operand(upper)
    p.write(" step ")
    p.print_operand(step)
    _print_initialization_list(p, iter_args, inits, " iter_args")
    if inits:
        p.write(" -> (")
        _type_list(p, [v.type for v in inits])
        p.write(")")
    p.write(" ")
    if not isinstance(induction.type, _builtin().IndexType):
        # Upstream writes " : type " after the space above: two spaces before the colon.
        p.write(" : ")
        p.print_type(induction.type)
        p.write(" ")
    p.print_region(op.regions[0], print_entry_block_args=False, print_block_terminators=bool(inits))
    p.print_optional_attr_dict(all_attributes(op), ("unsignedCmp",))


# -- scf.if ---------------------------------------------------------------------------------


def parse_IfOp(parser: Any, cls: Any, loc: int) -> Operation:
    """`%cond (-> types)? region (else region)? attr-dict`."""
    b = _builtin()
    with parser.custom_op(cls.OPERATION_NAME, loc):
        condition = parser.parse_operand()
        operands = [parser.resolve_operand(condition, b.IntegerType.get(parser.context, 1))]
        result_types = parser.parse_optional_arrow_type_list()
        then_region = parser.parse_region_with_arguments()
        ensure_terminator(then_region, _implicit_yield(parser, loc))
        else_region = Region()
        if parser.parse_optional_keyword("else") is not None:
            else_region = parser.parse_region_with_arguments()
            ensure_terminator(else_region, _implicit_yield(parser, loc))
        attributes = parser.parse_optional_attr_dict()
        return _build(
            parser,
            cls,
            loc,
            {},
            attributes,
            operands=operands,
            result_types=result_types,
            regions=[then_region, else_region],
        )


def print_IfOp(p: Any, op: Any) -> None:
    p.write(" ")
    p.print_operand(op.operands[0])
    # The yields are printed only when they carry the results.
    print_terminators = bool(op.results)
    if op.results:
        p.write(" -> (")
        _type_list(p, [r.type for r in op.results])
        p.write(")")
    p.write(" ")
    p.print_region(
        op.regions[0], print_entry_block_args=False, print_block_terminators=print_terminators
    )
    else_region = op.regions[1]
    if else_region.blocks:
        p.write(" else ")
        p.print_region(
            else_region, print_entry_block_args=False, print_block_terminators=print_terminators
        )
    p.print_optional_attr_dict(all_attributes(op))


# -- scf.while ------------------------------------------------------------------------------


def parse_WhileOp(parser: Any, cls: Any, loc: int) -> Operation:
    """`((%arg = %init, ...))? : function-type region do region (attributes {...})?`."""
    with parser.custom_op(cls.OPERATION_NAME, loc):
        assignments = parser.parse_optional_assignment_list()
        region_args, inits = assignments if assignments is not None else ([], [])
        type_loc = parser.tok_start
        function_type = parser.parse_colon_function_type()
        inputs, results = parser.function_type_parts(function_type)
        if len(inputs) != len(inits):
            parser.emit_op_error(
                f"expected as many input types as operands (expected {len(inits)} got {len(inputs)})",
                type_loc,
            )
        operands = parser.resolve_operands(inits, inputs, parser.tok_start)
        for arg, input_type in zip(region_args, inputs):
            arg.type = input_type
        before = parser.parse_region_with_arguments(region_args)
        parser.parse_op_keyword("do")
        after = parser.parse_region_with_arguments()
        attributes = parser.parse_optional_attr_dict_with_keyword()
        return _build(
            parser,
            cls,
            loc,
            {},
            attributes,
            operands=operands,
            result_types=list(results),
            regions=[before, after],
        )


def print_WhileOp(p: Any, op: Any) -> None:
    before, after = op.regions
    _print_initialization_list(p, before.blocks[0].arguments, list(op.operands), " ")
    p.write(" : ")
    _functional_types(p, [v.type for v in op.operands], [r.type for r in op.results])
    p.write(" ")
    p.print_region(before, print_entry_block_args=False)
    p.write(" do ")
    p.print_region(after)
    _attr_dict_with_keyword(p, all_attributes(op))


# -- scf.execute_region ---------------------------------------------------------------------


def parse_ExecuteRegionOp(parser: Any, cls: Any, loc: int) -> Operation:
    """`(-> types)? no_inline? region attr-dict`."""
    b = _builtin()
    with parser.custom_op(cls.OPERATION_NAME, loc):
        result_types = parser.parse_optional_arrow_type_list()
        set_attrs: dict[str, Any] = {}
        if parser.parse_optional_keyword("no_inline") is not None:
            set_attrs["no_inline"] = b.UnitAttr.get(parser.context)
        body = parser.parse_region_with_arguments()
        attributes = parser.parse_optional_attr_dict()
        return _build(
            parser, cls, loc, set_attrs, attributes, result_types=result_types, regions=[body]
        )


def print_ExecuteRegionOp(p: Any, op: Any) -> None:
    _optional_arrow_types(p, [r.type for r in op.results])
    if op._ods_prop("no_inline") is not None:
        p.write(" no_inline")
    p.write(" ")
    p.print_region(op.regions[0], print_entry_block_args=False, print_block_terminators=True)
    p.print_optional_attr_dict(all_attributes(op), ("no_inline",))


# -- scf.parallel ---------------------------------------------------------------------------


def parse_ParallelOp(parser: Any, cls: Any, loc: int) -> Operation:
    """`(%iv, ...) = (%lb, ...) to (%ub, ...) step (%step, ...) (init (%v, ...))?
    (-> types)? region attr-dict`."""
    b = _builtin()
    index = b.IndexType.get(parser.context)
    with parser.custom_op(cls.OPERATION_NAME, loc):
        ivs = parser.parse_argument_list(Delimiter.PAREN)
        parser.parse_equal()
        lower = parser.parse_operand_list(Delimiter.PAREN, True, len(ivs))
        operands = parser.resolve_operands(lower, index)
        parser.parse_op_keyword("to")
        upper = parser.parse_operand_list(Delimiter.PAREN, True, len(ivs))
        operands += parser.resolve_operands(upper, index)
        parser.parse_op_keyword("step")
        steps = parser.parse_operand_list(Delimiter.PAREN, True, len(ivs))
        operands += parser.resolve_operands(steps, index)

        inits: list[Any] = []
        if parser.parse_optional_keyword("init") is not None:
            inits = parser.parse_operand_list(Delimiter.PAREN, True)
        result_types = parser.parse_optional_arrow_type_list()
        for iv in ivs:
            iv.type = index
        body = parser.parse_region_with_arguments(ivs)
        ensure_terminator(body, _reduce_terminator(parser, loc))
        attributes = parser.parse_optional_attr_dict()
        operands += parser.resolve_operands(inits, result_types)  # at the name
        segments = [len(lower), len(upper), len(steps), len(inits)]
        check_duplicates(parser, ("operandSegmentSizes",), attributes)
        properties: dict[str, Any] = {}
        discardable = split_inherent(cls, attributes, properties)
        return from_parsed(
            cls,
            parser,
            loc,
            operands=operands,
            result_types=result_types,
            properties=properties,
            attributes=discardable,
            regions=[body],
            operand_segment_sizes=segments,
        )


def _reduce_terminator(parser: Any, loc: int) -> Any:
    return lambda: parser.context.create_operation("scf.reduce", location=parser.deferred_location(loc))


def print_ParallelOp(p: Any, op: Any) -> None:
    body = op.regions[0].blocks[0]
    rank = len(body.arguments)
    lower, upper, steps = (
        op.operands[:rank],
        op.operands[rank : 2 * rank],
        op.operands[2 * rank : 3 * rank],
    )
    inits = op.operands[3 * rank :]
    p.write(" (")
    p.print_operands(body.arguments)
    p.write(") = (")
    p.print_operands(lower)
    p.write(") to (")
    p.print_operands(upper)
    p.write(") step (")
    p.print_operands(steps)
    p.write(")")
    if inits:
        p.write(" init (")
        p.print_operands(inits)
        p.write(")")
    _optional_arrow_types(p, [r.type for r in op.results])
    p.write(" ")
    p.print_region(op.regions[0], print_entry_block_args=False)
    p.print_optional_attr_dict(all_attributes(op), ("operandSegmentSizes",))


# -- scf.forall.in_parallel -----------------------------------------------------------------


def parse_InParallelOp(parser: Any, cls: Any, loc: int) -> Operation:
    """`region attr-dict`; an empty region gets an empty block."""
    from odsgen.ir.core.operation import Block

    with parser.custom_op(cls.OPERATION_NAME, loc):
        body = parser.parse_region_with_arguments()
        if not body.blocks:
            body.append(Block())
        attributes = parser.parse_optional_attr_dict()
        return _build(parser, cls, loc, {}, attributes, regions=[body])


def print_InParallelOp(p: Any, op: Any) -> None:
    p.write(" ")
    p.print_region(op.regions[0], print_entry_block_args=False, print_block_terminators=False)
    p.print_optional_attr_dict(all_attributes(op))


# -- scf.forall -----------------------------------------------------------------------------

_FORALL_ELIDED = ("operandSegmentSizes", "staticLowerBound", "staticUpperBound", "staticStep")


def _parse_dynamic_index_list(parser: Any) -> tuple[list[Any], list[int]]:
    """parseDynamicIndexList with parentheses: SSA values and integers (a value stands
    as ShapedType::kDynamic among the integers). A bracketed, scalable entry is read
    and its flag dropped, as scf.forall does."""
    from odsgen.ir.text.builtin_support import K_DYNAMIC

    values: list[Any] = []
    integers: list[int] = []

    def entry() -> None:
        operand = parser.parse_optional_operand()
        scalable = parser.parse_optional_lsquare()
        if operand is not None:
            values.append(operand)
            integers.append(K_DYNAMIC)
        else:
            loc = parser.tok_start
            value = parser.parse_optional_integer(64, True)
            if value is None:
                parser.emit_op_error("expected integer value", loc)
            integers.append(value)
        if scalable and not parser.parse_optional_rsquare():
            parser.emit_op_error("expected SSA value or integer", parser.name_loc)

    parser.parse_comma_separated_list(Delimiter.PAREN, entry, " in dynamic index list")
    return values, integers


def parse_ForallOp(parser: Any, cls: Any, loc: int) -> Operation:
    """`(%iv, ...) in (ubs)` or `(%iv, ...) = (lbs) to (ubs) step (steps)`, then
    `(shared_outs(%o = %init, ...) -> (types))? region attr-dict`; bounds mix SSA
    values and integers."""
    from odsgen.ir.core.operation import Block

    b = _builtin()
    context = parser.context
    index = b.IndexType.get(context)
    with parser.custom_op(cls.OPERATION_NAME, loc):
        ivs = parser.parse_argument_list(Delimiter.PAREN)
        lower: list[Any] = []
        steps: list[Any] = []
        if parser.parse_optional_keyword("in") is not None:
            upper, static_upper = _parse_dynamic_index_list(parser)
            operands = parser.resolve_operands(upper, index)
            static_lower, static_step = [0] * len(ivs), [1] * len(ivs)
        else:
            parser.parse_equal()
            lower, static_lower = _parse_dynamic_index_list(parser)
            operands = parser.resolve_operands(lower, index)
            parser.parse_op_keyword("to")
            upper, static_upper = _parse_dynamic_index_list(parser)
            operands += parser.resolve_operands(upper, index)
            parser.parse_op_keyword("step")
            steps, static_step = _parse_dynamic_index_list(parser)
            operands += parser.resolve_operands(steps, index)

        out_args: list[Any] = []
        outs: list[Any] = []
        result_types: list[Any] = []
        outs_loc = parser.tok_start
        if parser.parse_optional_keyword("shared_outs") is not None:
            out_args, outs = parser.parse_assignment_list()
            result_types = parser.parse_optional_arrow_type_list()
            operands += parser.resolve_operands(outs, result_types, outs_loc)

        for iv in ivs:
            iv.type = index
        for arg, type in zip(out_args, result_types):
            arg.type = type
        body = parser.parse_region_with_arguments(ivs + out_args)
        ensure_terminator(
            body,
            lambda: parser.context.create_operation(
                "scf.forall.in_parallel", regions=[Region()], location=parser.deferred_location(loc)
            ),
        )
        # The terminator needs a block of its own to be well formed.
        terminator_region = body.blocks[0].operations[-1].regions
        if terminator_region and not terminator_region[0].blocks:
            terminator_region[0].append(Block())
        attributes = parser.parse_optional_attr_dict()

        def array(values: list[int]) -> Any:
            return b.DenseArrayAttr.get(context, b.IntegerType.get(context, 64), tuple(values))

        set_attrs = {
            "staticLowerBound": array(static_lower),
            "staticUpperBound": array(static_upper),
            "staticStep": array(static_step),
        }
        check_duplicates(parser, (*set_attrs, "operandSegmentSizes"), attributes)
        discardable = split_inherent(cls, attributes, set_attrs)
        return from_parsed(
            cls,
            parser,
            loc,
            operands=operands,
            result_types=result_types,
            properties=set_attrs,
            attributes=discardable,
            regions=[body],
            operand_segment_sizes=[len(lower), len(upper), len(steps), len(outs)],
        )


def _constant_int(value: Any) -> int | None:
    """getConstantIntValue of an SSA value: the integer of a ConstantLike producer."""
    owner = getattr(value, "op", None)
    if owner is None or "ConstantLike" not in getattr(type(owner), "_ods_traits", ()):
        return None
    attr = owner._ods_prop("value")
    return attr.value if isinstance(attr, _builtin().IntegerAttr) else None


def _mixed(static: Any, dynamic: list[Value]) -> list[Any]:
    """getMixedValues: each entry an integer or the next dynamic value."""
    from odsgen.ir.text.builtin_support import K_DYNAMIC

    values = iter(dynamic)
    return [
        next(values) if v == K_DYNAMIC else v for v in (static.values if static is not None else ())
    ]


def _print_dynamic_index_list(p: Any, mixed: list[Any]) -> None:
    p.write("(")
    for i, entry in enumerate(mixed):
        if i:
            p.write(", ")
        if isinstance(entry, int):
            p.write(str(entry))
        else:
            p.print_operand(entry)
    p.write(")")


def print_ForallOp(p: Any, op: Any) -> None:
    lower = _mixed(op._ods_prop("staticLowerBound"), op._ods_operand_group(0))
    upper = _mixed(op._ods_prop("staticUpperBound"), op._ods_operand_group(1))
    step = _mixed(op._ods_prop("staticStep"), op._ods_operand_group(2))
    outs = op._ods_operand_group(3)
    body = op.regions[0].blocks[0]
    rank = len(body.arguments) - len(outs)
    p.write(" (")
    p.print_operands(body.arguments[:rank])

    def is_constant(entry: Any, number: int) -> bool:
        return (entry if isinstance(entry, int) else _constant_int(entry)) == number

    if all(is_constant(v, 0) for v in lower) and all(is_constant(v, 1) for v in step):
        p.write(") in ")
        _print_dynamic_index_list(p, upper)
    else:
        p.write(") = ")
        _print_dynamic_index_list(p, lower)
        p.write(" to ")
        _print_dynamic_index_list(p, upper)
        p.write(" step ")
        _print_dynamic_index_list(p, step)
    _print_initialization_list(p, body.arguments[rank:], outs, " shared_outs")
    p.write(" ")
    if outs:
        p.write("-> (")
        _type_list(p, [r.type for r in op.results])
        p.write(") ")
    p.print_region(
        op.regions[0], print_entry_block_args=False, print_block_terminators=bool(op.results)
    )
    p.print_optional_attr_dict(all_attributes(op), _FORALL_ELIDED)


# -- custom<SwitchCases> of scf.index_switch (a declarative format upstream) ----------------


def parse_SwitchCases(parser: Any) -> tuple[Any, list[Region]]:
    """parseSwitchCases: `(case INTEGER region)*` -> (the `cases` DenseI64ArrayAttr, the
    case regions)."""
    b = _builtin()
    values: list[int] = []
    regions: list[Region] = []
    while parser.parse_optional_keyword("case") is not None:
        loc = parser.tok_start
        value = parser.parse_optional_integer(64, True)
        if value is None:
            parser.emit_op_error("expected integer value", loc)
        regions.append(parser.parse_region_with_arguments())
        values.append(value)
    context = parser.context
    return b.DenseArrayAttr.get(context, b.IntegerType.get(context, 64), tuple(values)), regions


def print_SwitchCases(p: Any, op: Any, cases: Any, regions: list[Region]) -> None:
    """printSwitchCases: each case on a new line, its region with its terminator."""
    for value, region in zip(cases.values, regions):
        p.print_newline()
        p.write(f"case {value} ")
        p.print_region(region, print_entry_block_args=False)
