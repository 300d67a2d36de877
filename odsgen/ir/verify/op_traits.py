"""The verifiers of ODS operation traits, worded as MLIR 22 words them.

Each `verify_*` function checks one trait of an operation and returns None when it
holds, else the problem: a message string, which the verifier reports as emitOpError
does (`'dialect.op' op <message>`), or an OpError when MLIR attaches notes, reports on
another operation, or uses emitError (no `'dialect.op' op` prefix). The functions
follow `OpTrait::impl::verify*` (mlir/lib/IR/Operation.cpp), the traits' own
`verifyTrait`/`verifyRegionTrait` (mlir/include/mlir/IR/OpDefinition.h) and
`detail::verifySymbol`/`verifySymbolTable` (mlir/lib/IR/SymbolTable.cpp); parameterised
traits take their parameters after the operation. Type-related traits are in
`odsgen.ir.verify.op_type_traits` and re-exported here.

Region traits (REGION_TRAITS) run after the operations nested in the regions are
verified (verifyRegionInvariants); the others run with the operation's invariants.
"""

from __future__ import annotations

from typing import Any, Callable, Sequence, TypeVar

from odsgen.ir.core.helpers import get_attr
from odsgen.ir.core.block import Block
from odsgen.ir.core.operation import Operation
from odsgen.ir.core.region import Region
from odsgen.ir.core.values import BlockArgument, OpResult, Value
from odsgen.ir.core.symbol_table import SYM_NAME, SYM_VISIBILITY
from odsgen.ir.verify.op_type_traits import (
    all_match_message,
    element_type_or_self,
    pred_failure_message,
    types_match_with_message,
    verify_all_element_types_match,
    verify_all_shaped_match,
    verify_all_types_match,
    verify_compatible_shape,
    verify_compatible_shapes,
    verify_elementwise,
    verify_operands_are_float_like,
    verify_operands_are_signless_integer_like,
    verify_results_are_bool_like,
    verify_results_are_float_like,
    verify_results_are_signless_integer_like,
    verify_same_operands_and_result_element_type,
    verify_same_operands_and_result_rank,
    verify_same_operands_and_result_shape,
    verify_same_operands_and_result_type,
    verify_same_operands_element_type,
    verify_same_operands_shape,
    verify_same_type_operands,
    verify_type_is,
)
from odsgen.ir.verify.problems import OpError, Problem

# The symbol traits live in symbol_traits.py; generated code reaches them through here.
from odsgen.ir.verify.symbol_traits import (
    has_symbol_table,
    symbol_name,
    verify_symbol,
    verify_symbol_op_interface,
    verify_symbol_table,
    verify_symbol_uses,
)


# Traits with nothing to verify (markers, interfaces checked elsewhere, or static
# asserts in C++): ConstantLike's, AffineScope's and AutomaticAllocationScope's
# verifyTrait only static_assert; IsIdempotent/IsInvolution return success.
NO_VERIFIER_TRAITS = frozenset(
    {
        "AffineScope",
        "AlwaysSpeculatableImplTrait",
        "AutomaticAllocationScope",
        "Commutative",
        "ConstantLike",
        "Idempotent",
        "Involution",
        "MemRefsNormalizable",
        "NoMemoryEffect",
        "NoTerminator",
        "Pure",
        "RecursiveMemoryEffects",
        "RecursivelySpeculatable",
        "ReturnLike",
        "Scalarizable",
        "Tensorizable",
        "Vectorizable",
        "VariadicOperands",
        "VariadicRegions",
        "VariadicResults",
        "VariadicSuccessors",
    }
)

# Traits verified by verifyRegionTrait, i.e. in verifyRegionInvariants.
REGION_TRAITS = frozenset({"IsolatedFromAbove", "SingleBlockImplicitTerminator", "SymbolTable"})

# -- counts (OpTrait::impl in Operation.cpp) -----------------------------------------------


def verify_zero_operands(op: Operation) -> Problem:
    return "requires zero operands" if op.operands else None


def verify_one_operand(op: Operation) -> Problem:
    return "requires a single operand" if len(op.operands) != 1 else None


def verify_n_operands(op: Operation, n: int) -> Problem:
    found = len(op.operands)
    return f"expected {n} operands, but found {found}" if found != n else None


def verify_at_least_n_operands(op: Operation, n: int) -> Problem:
    found = len(op.operands)
    return f"expected {n} or more operands, but found {found}" if found < n else None


def verify_zero_results(op: Operation) -> Problem:
    return "requires zero results" if op.results else None


def verify_one_result(op: Operation) -> Problem:
    return "requires one result" if len(op.results) != 1 else None


def verify_n_results(op: Operation, n: int) -> Problem:
    return f"expected {n} results" if len(op.results) != n else None


def verify_at_least_n_results(op: Operation, n: int) -> Problem:
    return f"expected {n} or more results" if len(op.results) < n else None


def verify_zero_regions(op: Operation) -> Problem:
    return "requires zero regions" if op.regions else None


def verify_one_region(op: Operation) -> Problem:
    return "requires one region" if len(op.regions) != 1 else None


def verify_n_regions(op: Operation, n: int) -> Problem:
    return f"expected {n} regions" if len(op.regions) != n else None


def verify_at_least_n_regions(op: Operation, n: int) -> Problem:
    return f"expected {n} or more regions" if len(op.regions) < n else None


def verify_zero_successors(op: Operation) -> Problem:
    found = len(op.successors)
    return f"requires 0 successors but found {found}" if found else None


def verify_one_successor(op: Operation) -> Problem:
    found = len(op.successors)
    if found != 1:
        return f"requires 1 successor but found {found}"
    return _verify_terminator_successors(op)


def verify_n_successors(op: Operation, n: int) -> Problem:
    found = len(op.successors)
    if found != n:
        return f"requires {n} successors but found {found}"
    return _verify_terminator_successors(op)


def verify_at_least_n_successors(op: Operation, n: int) -> Problem:
    found = len(op.successors)
    if found < n:
        return f"requires at least {n} successors but found {found}"
    return _verify_terminator_successors(op)


def _verify_terminator_successors(op: Operation) -> Problem:
    """verifyTerminatorSuccessors: successors must be blocks of the op's own region
    (reported with emitError, hence no op prefix)."""
    parent = op.parent.parent if op.parent is not None else None
    for successor in op.successors:
        if successor.parent is not parent:
            return OpError("reference to block defined in another region", op_prefix=False)
    return None


# -- structure ------------------------------------------------------------------------------


def verify_is_terminator(op: Operation) -> Problem:
    """IsTerminator (verifyIsTerminator)."""
    block = op.parent
    if block is None or block.last_operation is not op:
        return "must be the last operation in the parent block"
    return None


def verify_single_block(op: Operation, no_terminator: bool = False) -> Problem:
    """SingleBlock::verifyTrait; `no_terminator` when the op also has NoTerminator
    (then an empty block is fine)."""
    for index, region in enumerate(op.regions):
        if not region.blocks:
            continue
        if len(region.blocks) != 1:
            return f"expects region #{index} to have 0 or 1 blocks"
        if not no_terminator and region.blocks[0].first_operation is None:
            return "expects a non-empty block"
    return None


def verify_single_block_implicit_terminator(op: Operation, terminator: str) -> Problem:
    """SingleBlockImplicitTerminator<terminator>::verifyRegionTrait (a region trait).
    The note has no location of its own: it is at the operation's."""
    for region in op.regions:
        last = region.blocks[0].last_operation if region.blocks else None
        if last is None:
            continue  # an empty block already failed SingleBlock (verifyTrait runs first)
        if last.name == terminator:
            continue
        return OpError(
            f"expects regions to end with '{terminator}', found '{last.name}'",
            notes=[(f"in custom textual format, the absence of terminator implies '{terminator}'", op)],
        )
    return None


def verify_has_parent(op: Operation, *names: str) -> Problem:
    """HasParent<...>::verifyTrait (ODS HasParent and ParentOneOf)."""
    return verify_parent_in(op, names)


def verify_parent_in(op: Operation, names: tuple[str, ...]) -> Problem:
    """verify_has_parent with the names as one tuple: what generated verifiers call
    (compiled, a C call; a function taking *names cannot be one)."""
    parent = op.parent_op
    if parent is not None and parent.name in names:
        return None
    if len(names) != 1:
        return f"expects parent op to be one of '{', '.join(names)}'"
    return f"expects parent op '{names[0]}'"


def verify_no_region_arguments(op: Operation) -> Problem:
    """verifyNoRegionArguments: the regions' entry blocks take no arguments."""
    for index, region in enumerate(op.regions):
        if not region.blocks or not region.blocks[0].arguments:
            continue
        if len(op.regions) > 1:
            return f"region #{index} should have no arguments"
        return "region should have no arguments"
    return None


def defining_block(value: Value) -> Block | None:
    """Value::getParentBlock: the block of the operation or the arguments defining the
    value (None for a placeholder, or an operation in no block)."""
    if isinstance(value, OpResult):
        result = value
        op = result.op  # compiled, an Operation: its parent read as a C field
        return op.parent
    if isinstance(value, BlockArgument):
        return value.block
    return None


def value_parent_region(value: Value) -> Region | None:
    """Value::getParentRegion: the region of the block defining the value."""
    block = defining_block(value)
    return block.parent if block is not None else None


def region_is_ancestor(region: Region, other: Region | None) -> bool:
    """Region::isAncestor: `other` is `region` or nested in it."""
    while other is not None:
        if other is region:
            return True
        owner = other.parent
        block = owner.parent if owner is not None else None
        other = block.parent if block is not None else None
    return False


def verify_isolated_from_above(op: Operation, is_isolated: Callable[[Operation], bool] | None = None) -> Problem:
    """verifyIsIsolatedFromAbove (a region trait): no operation in the regions, nor in
    their nested regions, uses a value defined outside. Operations for which
    `is_isolated` holds are not entered: they check themselves (and, verified
    before this, already have)."""
    for region in op.regions:
        pending = [region]
        # The regions walked so far: an operand from one of them is defined inside.
        inside = {region}
        while pending:  # a stack, as upstream: the order decides which error is first
            for block in pending.pop().blocks:
                nested = block._first
                while nested is not None:  # along the links: nothing changes them here
                    for operand in nested.operands:
                        operand_region = value_parent_region(operand)
                        if operand_region in inside:
                            continue
                        if operand_region is None:
                            return OpError("operation's operand is unlinked", op=nested, op_prefix=False)
                        if not region_is_ancestor(region, operand_region):
                            return OpError(
                                "using value defined outside the region",
                                notes=[("required by region isolation constraints", op)],
                                op=nested,
                            )
                    if nested.regions and not (is_isolated is not None and is_isolated(nested)):
                        pending.extend(nested.regions)
                        inside.update(nested.regions)
                    nested = nested._next
    return None


# -- operand and result segments (AttrSizedOperandSegments / AttrSizedResultSegments) ------


def _i32_array(attr: Any) -> tuple[int, ...] | None:
    """The values of a DenseI32ArrayAttr (`array<i32: ...>`), else None."""
    from odsgen.dialects import builtin

    if not isinstance(attr, builtin.DenseArrayAttr):
        return None
    element = attr.element_type
    if not isinstance(element, builtin.IntegerType) or element.width != 32:
        return None
    if element.signedness != builtin.Signedness.Signless:
        return None
    return tuple(attr.values)


def segment_sizes(op: Operation, attr_name: str, count: int | None = None) -> tuple[int, ...] | None:
    """The sizes in the DenseI32ArrayAttr `attr_name` of the operation (a property or
    an attribute). Missing: None, or `count` zeros when given, as an op with properties
    has (its segment-size storage is a zero-initialised array of `count` elements)."""
    attr = get_attr(op, attr_name)
    if attr is None and count is not None:
        return (0,) * count
    return _i32_array(attr)


_T = TypeVar("_T")


def odsgen_segments(values: Sequence[_T], sizes: Sequence[int]) -> list[list[_T]]:
    """`values` cut into consecutive groups of the given sizes (getODSOperands for
    each ODS operand of an attr-sized op); sizes must sum to len(values)."""
    groups, start = [], 0
    for size in sizes:
        groups.append(list(values[start : start + size]))
        start += size
    return groups


def verify_value_size_attr(
    op: Operation, attr_name: str, group_name: str, expected_count: int, count: int | None = None
) -> Problem:
    """verifyValueSizeAttr: the segment sizes exist, are not negative and add up to the
    number of values. `count` as in segment_sizes (properties-backed storage)."""
    sizes = segment_sizes(op, attr_name, count)
    if sizes is None:
        return f"requires dense i32 array attribute '{attr_name}'"
    if any(size < 0 for size in sizes):
        return f"'{attr_name}' attribute cannot have negative elements"
    total = sum(sizes)
    if total != expected_count:
        return (
            f"{group_name} count ({expected_count}) does not match with the total size ({total}) "
            f"specified in attribute '{attr_name}'"
        )
    return None


def verify_operand_size_attr(op: Operation, attr_name: str = "operandSegmentSizes", count: int | None = None) -> Problem:
    """AttrSizedOperandSegments (verifyOperandSizeAttr)."""
    return verify_value_size_attr(op, attr_name, "operand", len(op.operands), count)


def verify_result_size_attr(op: Operation, attr_name: str = "resultSegmentSizes", count: int | None = None) -> Problem:
    """AttrSizedResultSegments (verifyResultSizeAttr)."""
    return verify_value_size_attr(op, attr_name, "result", len(op.results), count)


# -- interfaces verified as traits ---------------------------------------------------------


def verify_cast_op_interface(op: Operation) -> Problem:
    """verifyCastInterfaceOp (mlir/lib/Interfaces/CastInterfaces.cpp): at least one
    result, and types the op's `are_cast_compatible(inputs, outputs)` accepts."""
    results = [r.type for r in op.results]
    if not results:
        return "expected at least one result for cast operation"
    operands = [o.type for o in op.operands]
    if type(op).are_cast_compatible(operands, results):  # type: ignore[attr-defined]
        return None

    def quoted(types: Sequence[Any]) -> str:
        return ", ".join(f"'{t}'" for t in types)

    if not operands:
        described = "operand types []"
    elif len(operands) == 1:
        described = f"operand type {quoted(operands)}"
    else:
        described = f"operand types {quoted(operands)}"
    noun = "result type " if len(results) == 1 else "result types "
    return f"{described} and {noun}{quoted(results)} are cast incompatible"


# -- interfaces -------------------------------------------------------------------------------


def edge_types_match(operands: Sequence[Value], inputs: Sequence[Value]) -> bool:
    """Whether verify_control_flow_edge finds nothing wrong, known cheaply: as many
    operands as inputs, each of the very same (uniqued) type. When this is False the
    edge is checked in full (and its messages made) by verify_control_flow_edge."""
    count = len(operands)
    if count != len(inputs):
        return False
    for index in range(count):  # compiled, no zip object (a generic call) per edge
        if operands[index].type is not inputs[index].type:
            return False
    return True


def verify_control_flow_edge(
    source: str, target: str, operands: Sequence[Value], inputs: Sequence[Value], point: Operation
) -> Problem:
    """verifyTypesAlongControlFlowEdge (RegionBranchOpInterface): the operands passed
    from `source` to `target` (each "parent", "Operation NAME" or "Region #N") match the
    successor's inputs in number and type; errors note the branch point."""
    edge = f"along control flow edge from {source} to {target}"
    note = [("region branch point", point)]
    if len(operands) != len(inputs):
        return OpError(
            f"{edge}: region branch point has {len(operands)} operands, but region successor needs "
            f"{len(inputs)} inputs",
            notes=note,
        )
    for index, (operand, value) in enumerate(zip(operands, inputs)):
        if operand.type != value.type:
            return OpError(
                f"{edge}: successor operand type #{index} '{operand.type}' should match successor input "
                f"type #{index} '{value.type}'",
                notes=note,
            )
    return None


# -- by name -------------------------------------------------------------------------------

# ODS trait name -> verifier, for the traits without parameters.
TRAIT_VERIFIERS: dict[str, Callable[[Operation], Problem]] = {
    "ZeroOperands": verify_zero_operands,
    "OneOperand": verify_one_operand,
    "ZeroResults": verify_zero_results,
    "OneResult": verify_one_result,
    "ZeroRegions": verify_zero_regions,
    "OneRegion": verify_one_region,
    "ZeroSuccessors": verify_zero_successors,
    "OneSuccessor": verify_one_successor,
    "Terminator": verify_is_terminator,
    "IsTerminator": verify_is_terminator,
    "SingleBlock": verify_single_block,
    "NoRegionArguments": verify_no_region_arguments,
    "IsolatedFromAbove": verify_isolated_from_above,
    "Symbol": verify_symbol_op_interface,
    "SymbolTable": verify_symbol_table,
    "AttrSizedOperandSegments": verify_operand_size_attr,
    "AttrSizedResultSegments": verify_result_size_attr,
    "SameOperandsAndResultType": verify_same_operands_and_result_type,
    "SameTypeOperands": verify_same_type_operands,
    "SameOperandsShape": verify_same_operands_shape,
    "SameOperandsAndResultShape": verify_same_operands_and_result_shape,
    "SameOperandsElementType": verify_same_operands_element_type,
    "SameOperandsAndResultElementType": verify_same_operands_and_result_element_type,
    "SameOperandsAndResultRank": verify_same_operands_and_result_rank,
    "OperandsAreFloatLike": verify_operands_are_float_like,
    "OperandsAreSignlessIntegerLike": verify_operands_are_signless_integer_like,
    "ResultsAreBoolLike": verify_results_are_bool_like,
    "ResultsAreFloatLike": verify_results_are_float_like,
    "ResultsAreSignlessIntegerLike": verify_results_are_signless_integer_like,
    "Elementwise": verify_elementwise,
}

__all__ = [
    "NO_VERIFIER_TRAITS",
    "OpError",
    "Problem",
    "REGION_TRAITS",
    "SYM_NAME",
    "SYM_VISIBILITY",
    "all_match_message",
    "element_type_or_self",
    "get_attr",
    "odsgen_segments",
    "pred_failure_message",
    "region_is_ancestor",
    "segment_sizes",
    "symbol_name",
    "types_match_with_message",
    "value_parent_region",
    "verify_all_element_types_match",
    "verify_all_shaped_match",
    "verify_all_types_match",
    "verify_at_least_n_operands",
    "edge_types_match",
    "verify_control_flow_edge",
    "verify_at_least_n_regions",
    "verify_at_least_n_results",
    "verify_at_least_n_successors",
    "verify_compatible_shape",
    "verify_compatible_shapes",
    "verify_elementwise",
    "verify_has_parent",
    "verify_is_terminator",
    "verify_isolated_from_above",
    "verify_n_operands",
    "verify_n_regions",
    "verify_n_results",
    "verify_n_successors",
    "verify_no_region_arguments",
    "verify_one_operand",
    "verify_one_region",
    "verify_one_result",
    "verify_one_successor",
    "verify_operand_size_attr",
    "verify_operands_are_float_like",
    "verify_operands_are_signless_integer_like",
    "verify_result_size_attr",
    "verify_results_are_bool_like",
    "verify_results_are_float_like",
    "verify_results_are_signless_integer_like",
    "verify_same_operands_and_result_element_type",
    "verify_same_operands_and_result_rank",
    "verify_same_operands_and_result_shape",
    "verify_same_operands_and_result_type",
    "verify_same_operands_element_type",
    "verify_same_operands_shape",
    "verify_same_type_operands",
    "verify_type_is",
    "verify_single_block",
    "verify_single_block_implicit_terminator",
    "verify_symbol",
    "verify_symbol_op_interface",
    "verify_symbol_table",
    "verify_symbol_uses",
    "has_symbol_table",
    "verify_value_size_attr",
    "verify_zero_operands",
    "verify_zero_regions",
    "verify_zero_results",
    "verify_zero_successors",
]

