"""Verifiers of the scf dialect (defs/scf.yaml), worded as MLIR 22 words them.

Two kinds of checks live here:

- the operations' own verifiers (`verify()` / `verifyRegions()` of SCF.cpp):
  `verify_execute_region`, `verify_for`, `verify_for_regions`, `verify_forall`,
  `verify_in_parallel`, `verify_if`, `verify_parallel`, `verify_reduce_regions`,
  `verify_reduce_return`, `verify_while`, `verify_index_switch`;
- the verifiers of the interfaces these operations implement, which upstream runs as
  traits: `verify_region_branch` (RegionBranchOpInterface,
  detail::verifyRegionBranchOpInterface), `verify_loop_like` (LoopLikeOpInterface,
  detail::verifyLoopLikeOpInterface), `verify_if_inferred_types`
  (InferTypeOpInterface for scf.if) and `verify_destination_style`
  (DestinationStyleOpInterface).

The control flow between an operation and its regions (getSuccessorRegions,
getEntrySuccessorOperands, the terminators' successor operands) is modelled per
operation in `_successors`. Messages are returned without the "'scf.x' op " prefix; an
OpError carries notes, another operation reported on, or emitError's unprefixed text.
"""

from __future__ import annotations

from typing import Any, Sequence

from odsgen.ir.verify.op_traits import OpError, edge_types_match, verify_control_flow_edge
from odsgen.ir.core.op_base import inherent_attr as _prop
from odsgen.ir.core.operation import Block, Operation, OpResult, Region, Value


def _traits(op: Operation) -> frozenset:
    return getattr(type(op), "_ods_traits", frozenset())


def _entry(region: Region) -> Block | None:
    return region.blocks[0] if region.blocks else None


def _terminator(region: Region) -> Operation | None:
    """`region.front().back()` when there is one."""
    block = _entry(region)
    return block.last_operation if block is not None else None


def _block_terminator(block: Block) -> Operation | None:
    return block.last_operation


def constant_int_value(value: Value) -> int | None:
    """getConstantIntValue: the integer a constant-like operation (arith.constant and
    other ConstantLike ops with an integer `value`) defines, or None."""
    from odsgen.dialects import builtin

    if not isinstance(value, OpResult):
        return None
    op = value.op
    if op.name != "arith.constant" and "ConstantLike" not in _traits(op):
        return None
    attr = _prop(op, "value") or op.attributes.get("value")
    if isinstance(attr, builtin.IntegerAttr):
        return attr.value
    return None


def _verify_and_get_terminator(op: Operation, region: Region, name: str, message: str) -> Any:
    """verifyAndGetTerminator: the region's terminator if it is a `name`, else an
    error with a "terminator here" note at the terminator (when there is one)."""
    terminator = _terminator(region)
    if terminator is not None and terminator.name == name:
        return terminator
    notes = [("terminator here", terminator)] if terminator is not None else []
    return OpError(message, notes=notes)


# -- RegionBranchOpInterface -------------------------------------------------------------------


class _Successor:
    """A RegionSuccessor: a region (by number) or the parent (None), with its inputs
    (a plain class: a dataclass's generated __init__ is interpreted even compiled)."""

    __slots__ = ("region", "inputs")

    def __init__(self, region: int | None, inputs: Sequence[Value]) -> None:
        self.region = region
        self.inputs = inputs


def _is_region_branch_terminator(op: Operation) -> bool:
    """RegionBranchTerminatorOpInterface (ReturnLike operations implement it)."""
    traits = _traits(op)
    return "RegionBranchTerminatorOpInterface" in traits or "ReturnLike" in traits


def _args(region: Region) -> Sequence[Value]:
    block = _entry(region)
    return block.arguments if block is not None else ()


def _successors(op: Operation, point: Operation | None) -> list[_Successor]:
    """getSuccessorRegions(point) of the scf operations: `point` is None for the
    parent, else a terminator in one of the op's regions."""
    name = op.name
    results = list(op.results)
    if name == "scf.for":
        body = op.regions[0]
        return [_Successor(0, list(_args(body))[1:]), _Successor(None, results)]
    if name == "scf.forall":
        if point is None:
            rank = len(_prop(op, "staticLowerBound").values)
            return [_Successor(0, list(_args(op.regions[0]))[rank:])]
        return [_Successor(None, results)]
    if name == "scf.if":
        if point is not None:
            return [_Successor(None, results)]
        successors = [_Successor(0, ())]
        if op.regions[1].blocks:
            successors.append(_Successor(1, ()))
        else:
            successors.append(_Successor(None, results))
        return successors
    if name == "scf.while":
        if point is None:
            return [_Successor(0, list(_args(op.regions[0])))]
        region = point.parent.parent if point.parent is not None else None
        if region is op.regions[1]:
            return [_Successor(0, list(_args(op.regions[0])))]
        # scf.condition: out of the loop, or to the "after" region.
        return [_Successor(None, results), _Successor(1, list(_args(op.regions[1])))]
    if name == "scf.execute_region":
        if point is None:
            return [_Successor(0, ())]
        return [_Successor(None, results)]
    if name == "scf.index_switch":
        if point is not None:
            return [_Successor(None, results)]
        return [_Successor(index, ()) for index in range(len(op.regions))]
    if name == "scf.parallel":
        return [_Successor(0, ()), _Successor(None, ())]
    return []


def _entry_operands(op: Operation, successor: _Successor) -> list[Value]:
    """getEntrySuccessorOperands: what the op passes into a successor."""
    name = op.name
    if name == "scf.for":
        return list(op.operands[3:])
    if name == "scf.while":
        return list(op.operands)
    if name == "scf.forall":
        return list(op.outputs)  # type: ignore[attr-defined]
    return []


def _terminator_operands(terminator: Operation, successor: _Successor) -> list[Value]:
    """RegionBranchTerminatorOpInterface::getSuccessorOperands."""
    if terminator.name == "scf.condition":
        return list(terminator.operands[1:])
    if terminator.name == "scf.reduce":
        return []
    return list(terminator.operands)


def _branch_points(op: Operation) -> list[Operation | None]:
    """getAllRegionBranchPoints: the parent, then each block terminator implementing
    RegionBranchTerminatorOpInterface, region by region."""
    points: list[Operation | None] = [None]
    for region in op.regions:
        for block in region.blocks:
            terminator = _block_terminator(block)
            if terminator is not None and _is_region_branch_terminator(terminator):
                points.append(terminator)
    return points


def verify_region_branch(op: Operation) -> Any:
    """detail::verifyRegionBranchOpInterface: along every edge from a branch point to a
    successor, as many operands as inputs, of the same types."""
    for point in _branch_points(op):
        for successor in _successors(op, point):
            operands = (
                _entry_operands(op, successor)
                if point is None
                else _terminator_operands(point, successor)
            )
            if edge_types_match(operands, successor.inputs):
                continue  # the usual case, without making the messages
            source = "parent" if point is None else f"Operation {point.name}"
            target = "parent" if successor.region is None else f"Region #{successor.region}"
            problem = verify_control_flow_edge(
                source, target, operands, list(successor.inputs), op if point is None else point
            )
            if problem is not None:
                return problem
    return None


# -- LoopLikeOpInterface -----------------------------------------------------------------------


def _loop_parts(op: Operation) -> tuple[list[Value], list[Value], list[Value], list[Value] | None]:
    """(inits, region iter_args, yielded values, loop results or None) of a loop."""
    name = op.name
    if name == "scf.for":
        body = op.regions[0]
        terminator = _terminator(body)
        yielded = (
            list(terminator.operands)
            if terminator is not None and terminator.name == "scf.yield"
            else []
        )
        return list(op.operands[3:]), list(_args(body))[1:], yielded, list(op.results)
    if name == "scf.while":
        terminator = _terminator(op.regions[1])
        yielded = list(terminator.operands) if terminator is not None else []
        return list(op.operands), list(_args(op.regions[0])), yielded, None
    if name == "scf.forall":
        rank = len(_prop(op, "staticLowerBound").values)
        return list(op.outputs), list(_args(op.regions[0]))[rank:], [], None  # type: ignore[attr-defined]
    return [], [], [], None


def verify_loop_like(op: Operation) -> Any:
    """detail::verifyLoopLikeOpInterface: inits, region iter_args, yielded values and
    loop results agree in number and type."""
    inits, iter_args, yielded, results = _loop_parts(op)
    count = len(iter_args)
    if op.name == "scf.for" and not _args(op.regions[0]):
        # getRegionIterArgs() drops the induction variable from an empty argument list:
        # upstream's size wraps around.
        count = 2**64 - 1
    if len(inits) != count:
        return f"different number of inits and region iter_args: {len(inits)} != {count}"
    if yielded and len(iter_args) != len(yielded):
        return f"different number of region iter_args and yielded values: {len(iter_args)} != {len(yielded)}"
    if results is not None and len(results) != len(iter_args):
        return f"different number of loop results and region iter_args: {len(results)} != {len(iter_args)}"
    for index, (init, arg) in enumerate(zip(inits, iter_args)):
        if init.type != arg.type:
            return f"{index}-th init and {index}-th region iter_arg have different type: '{init.type}' != '{arg.type}'"
        if yielded and arg.type != yielded[index].type:
            return (
                f"{index}-th region iter_arg and {index}-th yielded value have different type: "
                f"'{arg.type}' != '{yielded[index].type}'"
            )
    if results is not None:
        # Upstream's counter is only incremented after the loop: every mismatch is
        # reported as the 0-th.
        for arg, result in zip(iter_args, results):
            if arg.type != result.type:
                return f"0-th region iter_arg and 0-th loop result have different type: '{arg.type}' != '{result.type}'"
    return None


# -- scf.execute_region ------------------------------------------------------------------------


def verify_execute_region(op: Operation) -> Any:
    """ExecuteRegionOp::verify."""
    region = op.regions[0]
    if not region.blocks:
        return "region needs to have at least one block"
    if region.blocks[0].arguments:
        return "region cannot have any arguments"
    return None


# -- scf.for -----------------------------------------------------------------------------------


def verify_for(op: Operation) -> Any:
    """ForOp::verify: as many init args as results."""
    if len(op.operands) - 3 != len(op.results):
        return "mismatch in number of loop-carried values and defined values"
    return None


def verify_for_regions(op: Operation) -> Any:
    """ForOp::verifyRegions: the induction variable has the bounds' type."""
    arguments = _args(op.regions[0])
    if arguments and arguments[0].type != op.operands[0].type:
        return "expected induction variable to be same type as bounds and step"
    return None


# -- scf.forall and scf.forall.in_parallel -----------------------------------------------------


def is_device_mapping_attr(attr: Any, interface: str) -> bool:
    """Whether an attribute implements DeviceMappingAttrInterface (or
    DeviceMaskingAttrInterface): a class deriving from a class of that name."""
    return any(cls.__name__ == interface for cls in type(attr).__mro__)


def _verify_list_of_operands_or_integers(
    name: str, count: int, static: Sequence[int], dynamic: Sequence[Value]
) -> Any:
    """verifyListOfOperandsOrIntegers (ViewLikeInterface.cpp), reported with emitError."""
    from odsgen.dialects import builtin

    if len(static) != count:
        return OpError(f"expected {count} {name} values, got {len(static)}", op_prefix=False)
    dynamic_count = sum(1 for v in static if builtin.ShapedType.is_dynamic(v))
    if len(dynamic) != dynamic_count:
        return OpError(f"expected {dynamic_count} dynamic {name} values", op_prefix=False)
    return None


def verify_forall(op: Operation) -> Any:
    """ForallOp::verify."""
    rank = len(_prop(op, "staticLowerBound").values)
    outputs = list(op.outputs)  # type: ignore[attr-defined]
    if len(op.results) != len(outputs):
        return f"produces {len(op.results)} results, but has only {len(outputs)} outputs"
    arguments = _args(op.regions[0])
    if len(arguments) != rank + len(outputs):
        return f"region expects {rank} arguments"
    from odsgen.dialects import builtin

    for index in range(rank):
        if not isinstance(arguments[index].type, builtin.IndexType):
            return f"expects {index}-th block argument to be an index"
    for index, output in enumerate(outputs):
        if arguments[index + rank].type != output.type:
            return f"type mismatch between {index}-th output and corresponding block argument"
    mapping = _prop(op, "mapping")
    if mapping is not None and mapping.value:
        mapped = [
            a for a in mapping.value if is_device_mapping_attr(a, "DeviceMappingAttrInterface")
        ]
        if len(mapped) != rank:
            return "mapping attribute size must match op rank"
    for name, static, dynamic in (
        ("lower bound", "staticLowerBound", op.dynamic_lower_bound),  # type: ignore[attr-defined]
        ("upper bound", "staticUpperBound", op.dynamic_upper_bound),  # type: ignore[attr-defined]
        ("step", "staticStep", op.dynamic_step),  # type: ignore[attr-defined]
    ):
        problem = _verify_list_of_operands_or_integers(
            name, rank, _prop(op, static).values, dynamic
        )
        if problem is not None:
            return problem
    return None


def verify_destination_style(op: Operation) -> Any:
    """detail::verifyDestinationStyleOpInterface for scf.forall (its inits are the
    shared outputs, tied to the results in order)."""
    from odsgen.dialects import builtin

    outputs = list(op.outputs)  # type: ignore[attr-defined]
    first = len(op.operands) - len(outputs)
    tensors = []
    for offset, output in enumerate(outputs):
        if isinstance(output.type, builtin.TensorType):
            tensors.append((first + offset, output))
        elif not isinstance(output.type, builtin.BaseMemRefType):
            return f"expected that operand #{first + offset} is a tensor or a memref"
    tensor_results = sum(1 for r in op.results if isinstance(r.type, builtin.TensorType))
    if tensor_results != len(tensors):
        return (
            f"expected the number of tensor results ({tensor_results}) to be equal to the number of "
            f"output tensors ({len(tensors)})"
        )
    for number, output in tensors:
        result = op.results[number - first]
        if result.type != output.type:
            return (
                f"expected type of operand #{number} ('{output.type}') to match type of corresponding "
                f"result ('{result.type}')"
            )
    return None


def verify_in_parallel(op: Operation) -> Any:
    """InParallelOp::verify: inside an scf.forall, holding only parallel combining
    operations (ParallelCombiningOpInterface) that insert into its shared outputs."""
    forall = op.parent_op
    if forall is None or forall.name != "scf.forall":
        return "expected forall op parent"
    block = _entry(op.regions[0])
    for nested in block.operations if block is not None else ():
        if "ParallelCombiningOpInterface" not in _traits(nested):
            return "expected only ParallelCombiningOpInterface ops"
    return None


# -- scf.if ------------------------------------------------------------------------------------


def verify_if(op: Operation) -> Any:
    """IfOp::verify: results need an else region."""
    if op.results and not op.regions[1].blocks:
        return "must have an else block if defining values"
    return None


def verify_if_inferred_types(op: Operation) -> Any:
    """InferTypeOpInterface (IfOp::inferReturnTypes): the results have the types the
    `then` region yields."""
    terminator = _terminator(op.regions[0])
    if terminator is None or terminator.name != "scf.yield":
        return "failed to infer returned types"
    inferred = [v.type for v in terminator.operands]
    actual = [r.type for r in op.results]
    if inferred != actual:
        from odsgen.dialect_hooks.func_support import type_list

        return OpError(
            f"'scf.if' op inferred type(s) {type_list(inferred)} are incompatible with return type(s) of "
            f"operation {type_list(actual)}",
            op_prefix=False,
        )
    return None


# -- scf.parallel, scf.reduce, scf.reduce.return ------------------------------------------------


def verify_parallel(op: Operation) -> Any:
    """ParallelOp::verify."""
    steps = list(op.step)  # type: ignore[attr-defined]
    if not steps:
        return "needs at least one tuple element for lowerBound, upperBound and step"
    for step in steps:
        constant = constant_int_value(step)
        if constant is not None and constant <= 0:
            return "constant step operand must be positive"
    body = _entry(op.regions[0])
    arguments = body.arguments if body is not None else []
    if len(arguments) != len(steps):
        return (
            f"expects the same number of induction variables: {len(arguments)} as bound and step values: "
            f"{len(steps)}"
        )
    from odsgen.dialects import builtin

    for argument in arguments:
        if not isinstance(argument.type, builtin.IndexType):
            return "expects arguments for the induction variable to be of index type"
    reduce = _verify_and_get_terminator(
        op, op.regions[0], "scf.reduce", "expects body to terminate with 'scf.reduce'"
    )
    if isinstance(reduce, OpError):
        return reduce
    results = len(op.results)
    reductions = len(reduce.regions)
    inits = len(op.init_vals)  # type: ignore[attr-defined]
    if results != reductions:
        return f"expects number of results: {results} to be the same as number of reductions: {reductions}"
    if results != inits:
        return f"expects number of results: {results} to be the same as number of initial values: {inits}"
    for index in range(reductions):
        result_type = op.results[index].type
        operand_type = reduce.operands[index].type
        if result_type != operand_type:
            return OpError(
                f"expects type of {index}-th reduction operand: '{operand_type}' to be the same as the "
                f"{index}-th result type: '{result_type}'",
                op=reduce,
            )
    return None


def verify_reduce_regions(op: Operation) -> Any:
    """ReduceOp::verifyRegions: one region per operand, each taking two arguments of
    the operand's type and ending with scf.reduce.return."""
    if len(op.regions) != len(op.operands):
        return (
            f"expects number of reduction regions: {len(op.regions)} to be the same as number of reduction "
            f"operands: {len(op.operands)}"
        )
    for index, (region, operand) in enumerate(zip(op.regions, op.operands)):
        value_type = operand.type
        block = region.blocks[0]
        if not block.operations:
            return f"{index}-th reduction has an empty body"
        if len(block.arguments) != 2 or any(a.type != value_type for a in block.arguments):
            return f"expected two block arguments with type '{value_type}' in the {index}-th reduction region"
        if block.operations[-1].name != "scf.reduce.return":
            return "reduction bodies must be terminated with an 'scf.reduce.return' op"
    return None


def verify_reduce_return(op: Operation) -> Any:
    """ReduceReturnOp::verify: the returned value has the reduction's type."""
    block = op.parent
    expected = block.arguments[0].type if block is not None and block.arguments else None
    if expected != op.operands[0].type:
        return f"must have type '{expected}' (the type of the reduction inputs)"
    return None


# -- scf.while ---------------------------------------------------------------------------------


def verify_while(op: Operation) -> Any:
    """WhileOp::verify: the regions end with scf.condition and scf.yield."""
    before = _verify_and_get_terminator(
        op,
        op.regions[0],
        "scf.condition",
        "expects the 'before' region to terminate with 'scf.condition'",
    )
    if isinstance(before, OpError):
        return before
    after = _verify_and_get_terminator(
        op, op.regions[1], "scf.yield", "expects the 'after' region to terminate with 'scf.yield'"
    )
    if isinstance(after, OpError):
        return after
    return None


# -- scf.index_switch --------------------------------------------------------------------------


def verify_index_switch(op: Operation) -> Any:
    """IndexSwitchOp::verify."""
    cases = tuple(_prop(op, "cases").values)
    case_regions = op.regions[1:]
    if len(cases) != len(case_regions):
        return f"has {len(case_regions)} case regions but {len(cases)} case values"
    seen: set[int] = set()
    for value in cases:
        if value in seen:
            return f"has duplicate case value: {value}"
        seen.add(value)
    result_types = [r.type for r in op.results]

    def verify_region(region: Region, name: str) -> Any:
        terminator = region.blocks[0].operations[-1]
        if terminator.name != "scf.yield":
            return f"expected region to end with scf.yield, but got {terminator.name}"
        if len(terminator.operands) != len(result_types):
            return OpError(
                f"expected each region to return {len(result_types)} values, but {name} returns "
                f"{len(terminator.operands)}",
                notes=[("see yield operation here", terminator)],
            )
        for index, (expected, operand) in enumerate(zip(result_types, terminator.operands)):
            if expected != operand.type:
                return OpError(
                    f"expected result #{index} of each region to be '{expected}'",
                    notes=[(f"{name} returns '{operand.type}' here", terminator)],
                )
        return None

    problem = verify_region(op.regions[0], "default region")
    if problem is not None:
        return problem
    for index, region in enumerate(case_regions):
        problem = verify_region(region, f"case region #{index}")
        if problem is not None:
            return problem
    return None
