"""Canonicalization of scf.execute_region and scf.index_switch, and the
RegionBranchOpInterface patterns (mlir/lib/Interfaces/ControlFlowInterfaces.cpp,
populateRegionBranchOpInterfaceCanonicalizationPatterns) that MLIR 22 enables for
scf.execute_region, scf.for, scf.if, scf.index_switch and scf.while, referenced from
defs/scf.yaml after each op's own patterns.

The three interface patterns replace upstream's former op-specific ones (scf.if's
RemoveUnusedResults, scf.for's ForOpIterArgsFolder, scf.while's WhileUnusedResult,
WhileRemoveUnusedArgs, WhileRemoveDuplicatedResults and the loop-invariant patterns,
scf.index_switch's FoldUnusedIndexSwitchResults, ExecuteRegionForwardingEliminator):

- MakeRegionBranchOpSuccessorInputsDead: a successor input (a region argument or an op
  result) that can only hold one value from outside is replaced by it;
- RemoveDuplicateSuccessorInputUses: of two successor inputs of one block or op that
  always receive the same values, the later one's uses go to the earlier one;
- RemoveDeadRegionBranchOpSuccessorInputs: sets of tied successor inputs without uses
  are erased with the successor operands that feed them.

Upstream walks several DenseMaps keyed by pointers here, whose order only decides the
order in which changed operations are reported; these ports use the order of the
region branch points instead.
"""

from __future__ import annotations

from typing import Any

from odsgen.ir import BlockArgument
from odsgen.rewrite.pattern import RewritePattern
from odsgen.dialect_hooks.cf_canonicalize import constant_int
from odsgen.dialect_hooks.scf_canonicalize import (
    erase_op_results,
    has_trait,
    parent_region,
    replace_op_with_region,
)

# -- scf.execute_region ----------------------------------------------------------------------


class SingleBlockExecuteInliner(RewritePattern):
    """A one-block scf.execute_region is inlined."""

    op_name = "scf.execute_region"

    def match_and_rewrite(self, op: Any, rewriter: Any) -> bool:
        if len(op.regions[0].blocks) != 1 or op.no_inline is not None:
            return False
        replace_op_with_region(rewriter, op, op.regions[0])
        return True


class MultiBlockExecuteInliner(RewritePattern):
    """An scf.execute_region directly in a function (or another scf.execute_region) is
    inlined as blocks, its scf.yield ops becoming cf.br ops."""

    op_name = "scf.execute_region"

    def match_and_rewrite(self, op: Any, rewriter: Any) -> bool:
        from odsgen.dialects import cf, scf

        if op.no_inline is not None:
            return False
        parent = op.parent_op
        if parent is None or not (has_trait(parent, "FunctionOpInterface") or isinstance(parent, scf.ExecuteRegionOp)):
            return False
        prev_block = op.parent
        post_block = rewriter.split_block(prev_block, op)
        rewriter.set_insertion_point_to_end(prev_block)
        cf.BranchOp.build(rewriter.context, op.regions[0].blocks[0], location=op.location, ip=rewriter.ip)
        for block in list(op.regions[0].blocks):
            terminator = block.last_operation
            if isinstance(terminator, scf.YieldOp):
                rewriter.set_insertion_point(terminator)
                cf.BranchOp.build(
                    rewriter.context,
                    post_block,
                    dest_operands=list(terminator.operands),
                    location=terminator.location,
                    ip=rewriter.ip,
                )
                rewriter.erase_op(terminator)
        rewriter.inline_region_before(op.regions[0], post_block)
        args = [post_block.add_argument(r.type, op.location) for r in op.results]
        rewriter.replace_op(op, args)
        return True


# -- scf.index_switch ------------------------------------------------------------------------


class FoldConstantCase(RewritePattern):
    """A switch on a constant is replaced by the region it selects."""

    op_name = "scf.index_switch"

    def match_and_rewrite(self, op: Any, rewriter: Any) -> bool:
        found = constant_int(op.operands[0])
        if found is None:
            return False
        value, width = found
        if value >> (width - 1):
            value -= 1 << width
        cases = list(op.cases.values) if hasattr(op.cases, "values") else list(op.cases)
        region = op.regions[0]
        for index, case in enumerate(cases):
            if case == value:
                region = op.regions[1 + index]
                break
        source = region.blocks[0]
        terminator = source.last_operation
        results = list(terminator.operands)
        rewriter.inline_block_before(source, op.parent, op)
        rewriter.erase_op(terminator)
        rewriter.replace_op(op, results)
        return True


# -- the RegionBranchOpInterface model of the scf ops ----------------------------------------

PARENT = None  # RegionSuccessor::parent()
TERMINATORS = ("scf.yield", "scf.condition")


def _uses(op: Any, start: int = 0) -> list[Any]:
    return list(op.operand_uses[start:])


def successor_regions(op: Any, point: Any) -> list[tuple[Any, list[Any]]]:
    """getSuccessorRegions(point) with getSuccessorOperands(point, successor): the
    successors of the parent op (`point` None) or of a region terminator, each with the
    operand slots forwarded to it."""
    name = op.name
    if name == "scf.if":
        if point is None:
            else_region = op.regions[1]
            return [(op.regions[0], []), (else_region if else_region.blocks else PARENT, [])]
        return [(PARENT, _uses(point))]
    if name == "scf.for":
        uses = _uses(op, 3) if point is None else _uses(point)
        return [(op.regions[0], uses), (PARENT, uses)]
    if name == "scf.while":
        if point is None:
            return [(op.regions[0], _uses(op))]
        if point.name == "scf.condition":
            uses = _uses(point, 1)
            return [(PARENT, uses), (op.regions[1], uses)]
        return [(op.regions[0], _uses(point))]
    if name == "scf.execute_region":
        if point is None:
            return [(op.regions[0], [])]
        return [(PARENT, _uses(point))]
    if name == "scf.index_switch":
        if point is None:
            return [(region, []) for region in op.regions]
        return [(PARENT, _uses(point))]
    return []


def successor_inputs(op: Any, successor: Any) -> list[Any]:
    """getSuccessorInputs: the op's results, or the region's entry arguments (scf.for:
    without the induction variable)."""
    if successor is PARENT:
        return list(op.results)
    if not successor.blocks:
        return []
    args = list(successor.blocks[0].arguments)
    return args[1:] if op.name == "scf.for" else args


def branch_points(op: Any) -> list[Any]:
    """getAllRegionBranchPoints: the parent (None), then each region terminator."""
    points: list[Any] = [None]
    for region in op.regions:
        for block in region.blocks:
            last = block.last_operation
            if last is not None and last.name in TERMINATORS:
                points.append(last)
    return points


def operand_input_mapping(op: Any) -> dict[Any, list[Any]]:
    """getSuccessorOperandInputMapping: each forwarded operand slot (Use) -> the
    successor inputs it is forwarded to."""
    mapping: dict[Any, list[Any]] = {}
    for point in branch_points(op):
        for successor, uses in successor_regions(op, point):
            inputs = successor_inputs(op, successor)
            for use, value in zip(uses, inputs):
                mapping.setdefault(use, []).append(value)
    return mapping


def invert(mapping: dict[Any, list[Any]]) -> dict[Any, list[Any]]:
    """Successor input -> the operand slots forwarded to it."""
    inverse: dict[Any, list[Any]] = {}
    for use, inputs in mapping.items():
        for value in inputs:
            inverse.setdefault(value, []).append(use)
    return inverse


def _reachable_values(value: Any, input_to_operands: dict[Any, list[Any]]) -> list[Any]:
    """computeReachableValuesFromSuccessorInput: the values other than successor inputs
    that `value` may hold."""
    reachable: list[Any] = []
    visited: set[Any] = set()
    worklist = [value]
    while worklist:
        current = worklist.pop()
        uses = input_to_operands.get(current)
        if uses is None:
            if current not in reachable:
                reachable.append(current)
            continue
        for use in uses:
            if use.value not in visited:
                visited.add(use.value)
                worklist.append(use.value)
    return reachable


def _is_defined_before(op: Any, a: Any, b: Any) -> bool:
    """isDefinedBefore: `a` (reachable from successor input `b`) may stand for `b`."""
    region = parent_region(a)
    if region is not None and region.parent is op:
        if not isinstance(b, BlockArgument):
            return False
        return isinstance(a, BlockArgument) and a.block is b.block
    return True


class MakeRegionBranchOpSuccessorInputsDead(RewritePattern):
    debug_name = "(anonymous namespace)::MakeRegionBranchOpSuccessorInputsDead"

    def __init__(self, op_name: str) -> None:
        self._root = op_name

    def root_name(self) -> str | None:
        return self._root

    def match_and_rewrite(self, op: Any, rewriter: Any) -> bool:
        input_to_operands = invert(operand_input_mapping(op))
        changed = False
        for value in input_to_operands:
            if not value.has_uses():
                continue
            reachable = _reachable_values(value, input_to_operands)
            if len(reachable) != 1:
                continue
            if not _is_defined_before(op, reachable[0], value):
                continue
            rewriter.replace_all_uses_with(value, reachable[0])
            changed = True
        return changed


def _arg_or_result_number(value: Any) -> int:
    return int(value.index)


def _owner(value: Any) -> Any:
    return value.block if isinstance(value, BlockArgument) else value.op


class RemoveDuplicateSuccessorInputUses(RewritePattern):
    debug_name = "(anonymous namespace)::RemoveDuplicateSuccessorInputUses"

    def __init__(self, op_name: str) -> None:
        self._root = op_name

    def root_name(self) -> str | None:
        return self._root

    def match_and_rewrite(self, op: Any, rewriter: Any) -> bool:
        inputs_to_operands = invert(operand_input_mapping(op))
        inputs = sorted(inputs_to_operands, key=_arg_or_result_number)
        changed = False
        for i, input1 in enumerate(inputs):
            for input2 in inputs[i + 1 :]:
                if not input2.has_uses():
                    continue
                if _owner(input1) is not _owner(input2):
                    continue
                operands1 = {use.owner: use.value for use in inputs_to_operands[input1]}
                operands2 = {use.owner: use.value for use in inputs_to_operands[input2]}
                if operands1.keys() == operands2.keys() and all(operands1[k] is operands2[k] for k in operands1):
                    rewriter.replace_all_uses_with(input2, input1)
                    changed = True
        return changed


def _tied_sets(mapping: dict[Any, list[Any]]) -> list[list[Any]]:
    """computeTiedSuccessorInputs: the classes of successor inputs that the same operand
    is forwarded to (an EquivalenceClasses), each listed in insertion order."""
    parent: dict[Any, Any] = {}
    order: list[Any] = []

    def find(value: Any) -> Any:
        while parent[value] is not value:
            parent[value] = parent[parent[value]]
            value = parent[value]
        return value

    def insert(value: Any) -> None:
        if value not in parent:
            parent[value] = value
            order.append(value)

    for inputs in mapping.values():
        first = inputs[0]
        insert(first)
        for other in inputs[1:]:
            insert(other)
            a, b = find(first), find(other)
            if a is not b:
                parent[b] = a
    classes: dict[Any, list[Any]] = {}
    for value in order:
        classes.setdefault(find(value), []).append(value)
    return list(classes.values())


class RemoveDeadRegionBranchOpSuccessorInputs(RewritePattern):
    debug_name = "(anonymous namespace)::RemoveDeadRegionBranchOpSuccessorInputs"

    def __init__(self, op_name: str) -> None:
        self._root = op_name

    def root_name(self) -> str | None:
        return self._root

    def match_and_rewrite(self, op: Any, rewriter: Any) -> bool:
        mapping = operand_input_mapping(op)
        to_remove: list[Any] = []
        block_args: dict[Any, set[int]] = {}
        results = [False] * len(op.results)
        for members in _tied_sets(mapping):
            if any(value.has_uses() for value in members):
                continue
            for value in members:
                if isinstance(value, BlockArgument):
                    block_args.setdefault(value.block, set()).add(value.index)
                else:
                    results[value.index] = True
                to_remove.append(value)
        if not to_remove:
            return rewriter.notify_match_failure(op, "no values to remove")  # type: ignore[no-any-return]

        inverse = invert(mapping)
        operands: dict[Any, set[int]] = {}
        for value in to_remove:
            for use in inverse.get(value, ()):
                operands.setdefault(use.owner, set()).add(use.index)
        for owner in _in_branch_point_order(op, operands):
            gone = operands[owner]
            kept = [v for i, v in enumerate(owner.operands) if i not in gone]
            rewriter.modify_op_in_place(owner, lambda owner=owner, kept=kept: owner.set_operands(kept))
        for block, indices in block_args.items():

            def erase(block: Any = block, indices: set[int] = indices) -> None:
                for index in sorted(indices, reverse=True):
                    block.erase_argument(index)

            rewriter.modify_op_in_place(block.parent_op, erase)
        if any(results):
            erase_op_results(rewriter, op, results)
        return True


def _in_branch_point_order(op: Any, owners: dict[Any, Any]) -> list[Any]:
    points = [op if p is None else p for p in branch_points(op)]
    return [p for p in points if p in owners] + [o for o in owners if o not in points]


def region_branch_patterns(op_name: str) -> list[RewritePattern]:
    """populateRegionBranchOpInterfaceCanonicalizationPatterns(patterns, opName)."""
    return [
        MakeRegionBranchOpSuccessorInputsDead(op_name),
        RemoveDuplicateSuccessorInputUses(op_name),
        RemoveDeadRegionBranchOpSuccessorInputs(op_name),
    ]


def _bound(op_name: str) -> list[type[RewritePattern]]:
    """The three patterns as classes bound to `op_name`, for hasCanonicalizer lists."""
    classes = []
    for base in (MakeRegionBranchOpSuccessorInputsDead, RemoveDuplicateSuccessorInputUses, RemoveDeadRegionBranchOpSuccessorInputs):
        classes.append(type(base.__name__, (base,), {"__init__": lambda self, n=op_name, b=base: b.__init__(self, n)}))
    return classes


(IfMakeSuccessorInputsDead, IfRemoveDuplicateSuccessorInputUses, IfRemoveDeadSuccessorInputs) = _bound("scf.if")
(ForMakeSuccessorInputsDead, ForRemoveDuplicateSuccessorInputUses, ForRemoveDeadSuccessorInputs) = _bound("scf.for")
(WhileMakeSuccessorInputsDead, WhileRemoveDuplicateSuccessorInputUses, WhileRemoveDeadSuccessorInputs) = _bound("scf.while")
(
    ExecuteRegionMakeSuccessorInputsDead,
    ExecuteRegionRemoveDuplicateSuccessorInputUses,
    ExecuteRegionRemoveDeadSuccessorInputs,
) = _bound("scf.execute_region")
(
    IndexSwitchMakeSuccessorInputsDead,
    IndexSwitchRemoveDuplicateSuccessorInputUses,
    IndexSwitchRemoveDeadSuccessorInputs,
) = _bound("scf.index_switch")
