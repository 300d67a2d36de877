"""Canonicalization of the cf dialect (mlir/lib/Dialect/ControlFlow/IR/ControlFlowOps.cpp,
MLIR 22), referenced from defs/cf.yaml:

- cf.assert: `canonicalize_assert` (AssertOp::canonicalize, hasCanonicalizeMethod);
- cf.br: `canonicalize_br` (BranchOp::canonicalize: simplifyBrToBlockWithSinglePred,
  then simplifyPassThroughBr);
- cf.cond_br: SimplifyConstCondBranchPred, SimplifyPassThroughCondBranch,
  SimplifyCondBranchIdenticalSuccessors, SimplifyCondBranchFromCondBranchOnSameCondition,
  CondBranchTruthPropagation (in getCanonicalizationPatterns' order);
- cf.switch: the six static functions upstream adds with `results.add(&fn)`, as patterns
  of benefit 1 in the same order.

Each rewrite makes its changes in upstream's order through the PatternRewriter, so the
driver's worklist sees what mlir-opt's sees. The constant matchers (m_One, m_Zero,
m_NonZero, m_ConstantInt, m_Constant<BoolAttr>) are here too; the scf and func
canonicalizations use them.
"""

from __future__ import annotations

from typing import Any, Sequence

from odsgen.ir import BlockArgument
from odsgen.rewrite.folding import constant_value
from odsgen.ir.core.op_base import inherent_attr
from odsgen.rewrite.pattern import RewritePattern

# -- constant matchers (mlir/IR/Matchers.h) ----------------------------------------------


def _builtin() -> Any:
    from odsgen.dialects import builtin

    return builtin


def int_width(type: Any) -> int | None:
    """The bit width of an integer or index type (index: 64), else None."""
    builtin = _builtin()
    if isinstance(type, builtin.IndexType):
        return 64
    if isinstance(type, builtin.IntegerType):
        return int(type.width)
    return None


def constant_int(value: Any) -> tuple[int, int] | None:
    """m_ConstantInt: (value as an unsigned integer of the width, width) of an integer or
    index constant, or of a splat integer vector/tensor constant; else None."""
    builtin = _builtin()
    defining = getattr(value, "op", None)
    if defining is None:
        return None
    attr = constant_value(value)
    if attr is None:
        return None
    type = defining.results[0].type
    if isinstance(type, (builtin.IntegerType, builtin.IndexType)):
        if not isinstance(attr, builtin.IntegerAttr):
            return None
    elif isinstance(type, (builtin.VectorType, builtin.RankedTensorType)):
        if not (isinstance(attr, builtin.DenseIntOrFPElementsAttr) and attr.is_splat):
            return None
        attr = attr.get_splat_value()
        if not isinstance(attr, builtin.IntegerAttr):
            return None
    else:
        return None
    width = int_width(attr.type)
    if width is None:
        return None
    return int(attr.value) & ((1 << width) - 1), width


def matches_one(value: Any) -> bool:
    """m_One."""
    found = constant_int(value)
    return found is not None and found[0] == 1


def matches_zero(value: Any) -> bool:
    """m_Zero."""
    found = constant_int(value)
    return found is not None and found[0] == 0


def matches_non_zero(value: Any) -> bool:
    """m_NonZero."""
    found = constant_int(value)
    return found is not None and found[0] != 0


def bool_constant(value: Any) -> bool | None:
    """m_Constant(&BoolAttr): the value of a constant whose attribute is an i1 IntegerAttr."""
    builtin = _builtin()
    attr = constant_value(value)
    if not isinstance(attr, builtin.IntegerAttr):
        return None
    type = attr.type
    if not (isinstance(type, builtin.IntegerType) and type.width == 1 and type.signedness == builtin.Signedness.Signless):
        return None
    return bool(int(attr.value) & 1)


def bool_attr(context: Any, value: bool) -> Any:
    builtin = _builtin()
    return builtin.IntegerAttr.get(context, builtin.IntegerType.get(context, 1), 1 if value else 0)


def create_bool_constant(rewriter: Any, value: bool, location: Any) -> Any:
    """`arith::ConstantOp::create(rewriter, loc, i1, BoolAttr(value))` at the rewriter's
    insertion point; its result."""
    from odsgen.dialects import arith

    attr = bool_attr(rewriter.context, value)
    return arith.ConstantOp.build(rewriter.context, attr, location=location, ip=rewriter.ip).results[0]


def same_values(a: Sequence[Any], b: Sequence[Any]) -> bool:
    return len(a) == len(b) and all(x is y for x, y in zip(a, b))


# -- building branches -----------------------------------------------------------------------


def _create_br(rewriter: Any, dest: Any, operands: Sequence[Any], location: Any) -> Any:
    from odsgen.dialects import cf

    return cf.BranchOp.build(rewriter.context, dest, dest_operands=list(operands), location=location, ip=rewriter.ip)


def _replace_with_br(rewriter: Any, op: Any, dest: Any, operands: Sequence[Any]) -> None:
    """rewriter.replaceOpWithNewOp<BranchOp>(op, dest, operands)."""
    new = _create_br(rewriter, dest, operands, op.location)
    rewriter.replace_op(op, new)


def _switch_case_values(op: Any) -> list[int] | None:
    """The case values of a cf.switch as unsigned integers of the flag's width, or None
    when it has none."""
    attr = inherent_attr(op, "case_values")
    if attr is None:
        return None
    width = int_width(op.operands[0].type) or 64
    return [int(v) & ((1 << width) - 1) for v in attr.values]


def _replace_with_switch(
    rewriter: Any,
    op: Any,
    flag: Any,
    default: Any,
    default_operands: Sequence[Any],
    case_values: Sequence[int],
    case_dests: Sequence[Any],
    case_operands: Sequence[Sequence[Any]],
) -> None:
    """rewriter.replaceOpWithNewOp<SwitchOp>(op, flag, default, defaultOperands,
    ArrayRef<APInt> caseValues, caseDests, caseOperands): no case values, no attribute."""
    from odsgen.dialects import cf

    builtin = _builtin()
    context = rewriter.context
    values_attr = None
    if case_values:
        vector = builtin.VectorType.get(context, (len(case_values),), flag.type)
        values_attr = builtin.DenseIntOrFPElementsAttr.get(context, vector, list(case_values))
    new = cf.SwitchOp.build(
        context,
        flag,
        default,
        default_operands=list(default_operands),
        case_operands=[list(g) for g in case_operands],
        case_destinations=list(case_dests),
        case_values=values_attr,
        location=op.location,
        ip=rewriter.ip,
    )
    rewriter.replace_op(op, new)


# -- AssertOp --------------------------------------------------------------------------------


def canonicalize_assert(op: Any, rewriter: Any) -> bool:
    """AssertOp::canonicalize: erase an assertion of a constant true."""
    if matches_one(op.operands[0]):
        rewriter.erase_op(op)
        return True
    return False


# -- BranchOp --------------------------------------------------------------------------------


def collapse_branch(successor: Any, operands: Sequence[Any]) -> tuple[Any, list[Any]] | None:
    """collapseBranch: when `successor` holds only an unconditional branch that its
    arguments feed alone (and that does not loop to itself), the branch's destination and
    the operands to pass it; else None."""
    from odsgen.dialects import cf

    first = successor.first_operation
    if first is None or first is not successor.last_operation:
        return None
    branch = first
    if not isinstance(branch, cf.BranchOp):
        return None
    for arg in successor.arguments:
        for use in arg.uses:
            if use.owner is not branch:
                return None
    dest = branch.successors[0]
    if dest is successor:
        return None
    # Nor branches that take part in a cycle of unconditional branches.
    visited = {successor, dest}
    next_branch = dest.last_operation
    while isinstance(next_branch, cf.BranchOp):
        next_dest = next_branch.successors[0]
        if next_dest in visited:
            return None
        visited.add(next_dest)
        next_branch = next_dest.last_operation
    branch_operands = list(branch.operands)
    if not successor.arguments:
        return dest, branch_operands
    remapped = []
    for operand in branch_operands:
        if isinstance(operand, BlockArgument) and operand.block is successor:
            remapped.append(operands[operand.index])
        else:
            remapped.append(operand)
    return dest, remapped


def _simplify_br_to_block_with_single_pred(op: Any, rewriter: Any) -> bool:
    succ = op.successors[0]
    parent = op.parent
    if succ is parent or len(succ.predecessors) != 1:
        return False
    # A branch operand that is an argument of the successor would be left dangling.
    for operand in op.operands:
        if isinstance(operand, BlockArgument) and operand.block is succ:
            return False
    operands = list(op.operands)
    rewriter.erase_op(op)
    rewriter.merge_blocks(succ, parent, operands)
    return True


def _simplify_pass_through_br(op: Any, rewriter: Any) -> bool:
    dest = op.successors[0]
    if dest is op.parent:
        return False
    collapsed = collapse_branch(dest, list(op.operands))
    if collapsed is None:
        return False
    _replace_with_br(rewriter, op, collapsed[0], collapsed[1])
    return True


def canonicalize_br(op: Any, rewriter: Any) -> bool:
    """BranchOp::canonicalize."""
    return _simplify_br_to_block_with_single_pred(op, rewriter) or _simplify_pass_through_br(op, rewriter)


# -- CondBranchOp ----------------------------------------------------------------------------


class SimplifyConstCondBranchPred(RewritePattern):
    """cf.cond_br true, ^bb1, ^bb2 -> cf.br ^bb1 (and false -> ^bb2)."""

    op_name = "cf.cond_br"
    debug_name = "(anonymous namespace)::SimplifyConstCondBranchPred"

    def match_and_rewrite(self, op: Any, rewriter: Any) -> bool:
        condition = op.operands[0]
        if matches_non_zero(condition):
            _replace_with_br(rewriter, op, op.successors[0], op.true_dest_operands)
            return True
        if matches_zero(condition):
            _replace_with_br(rewriter, op, op.successors[1], op.false_dest_operands)
            return True
        return False


class SimplifyPassThroughCondBranch(RewritePattern):
    """Successors that only branch on are replaced by their destinations."""

    op_name = "cf.cond_br"
    debug_name = "(anonymous namespace)::SimplifyPassThroughCondBranch"

    def match_and_rewrite(self, op: Any, rewriter: Any) -> bool:
        from odsgen.dialects import cf

        true_dest, false_dest = op.successors
        true_operands, false_operands = list(op.true_dest_operands), list(op.false_dest_operands)
        collapsed_true = collapse_branch(true_dest, true_operands)
        collapsed_false = collapse_branch(false_dest, false_operands)
        if collapsed_true is None and collapsed_false is None:
            return False
        if collapsed_true is not None:
            true_dest, true_operands = collapsed_true
        if collapsed_false is not None:
            false_dest, false_operands = collapsed_false
        new = cf.CondBranchOp.build(
            rewriter.context,
            op.operands[0],
            true_dest,
            false_dest,
            true_dest_operands=true_operands,
            false_dest_operands=false_operands,
            branch_weights=inherent_attr(op, "branch_weights"),
            location=op.location,
            ip=rewriter.ip,
        )
        rewriter.replace_op(op, new)
        return True


class SimplifyCondBranchIdenticalSuccessors(RewritePattern):
    """Both successors the same block: a cf.br, with arith.select for differing operands."""

    op_name = "cf.cond_br"
    debug_name = "(anonymous namespace)::SimplifyCondBranchIdenticalSuccessors"

    def match_and_rewrite(self, op: Any, rewriter: Any) -> bool:
        from odsgen.dialects import arith

        true_dest = op.successors[0]
        if true_dest is not op.successors[1]:
            return False
        true_operands, false_operands = list(op.true_dest_operands), list(op.false_dest_operands)
        if same_values(true_operands, false_operands):
            _replace_with_br(rewriter, op, true_dest, true_operands)
            return True
        if _unique_predecessor(true_dest) is not op.parent:
            return False
        condition = op.operands[0]
        merged = []
        for a, b in zip(true_operands, false_operands):
            if a is b:
                merged.append(a)
            else:
                select = arith.SelectOp.build(rewriter.context, condition, a, b, location=op.location, ip=rewriter.ip)
                merged.append(select.results[0])
        _replace_with_br(rewriter, op, true_dest, merged)
        return True


def _unique_predecessor(block: Any) -> Any:
    """Block::getUniquePredecessor."""
    preds = block.predecessors
    if not preds:
        return None
    first = preds[0]
    return first if all(p is first for p in preds) else None


def single_predecessor(block: Any) -> Any:
    """Block::getSinglePredecessor: the predecessor when there is exactly one edge."""
    preds = block.predecessors
    return preds[0] if len(preds) == 1 else None


class SimplifyCondBranchFromCondBranchOnSameCondition(RewritePattern):
    """A cf.cond_br whose block is reached only from a cf.cond_br on the same condition."""

    op_name = "cf.cond_br"
    debug_name = "(anonymous namespace)::SimplifyCondBranchFromCondBranchOnSameCondition"

    def match_and_rewrite(self, op: Any, rewriter: Any) -> bool:
        from odsgen.dialects import cf

        current = op.parent
        predecessor = single_predecessor(current)
        if predecessor is None:
            return False
        pred_branch = predecessor.last_operation
        if not isinstance(pred_branch, cf.CondBranchOp) or op.operands[0] is not pred_branch.operands[0]:
            return False
        if current is pred_branch.successors[0]:
            _replace_with_br(rewriter, op, op.successors[0], op.true_dest_operands)
        else:
            _replace_with_br(rewriter, op, op.successors[1], op.false_dest_operands)
        return True


class CondBranchTruthPropagation(RewritePattern):
    """Uses of the condition in a successor reached only through this branch see a
    constant."""

    op_name = "cf.cond_br"
    debug_name = "(anonymous namespace)::CondBranchTruthPropagation"

    def match_and_rewrite(self, op: Any, rewriter: Any) -> bool:
        replaced = False
        condition = op.operands[0]
        true_dest, false_dest = op.successors
        constant_true = constant_false = None
        if single_predecessor(true_dest) is not None:
            for use in condition.uses:
                if use.owner.parent is true_dest:
                    replaced = True
                    if constant_true is None:
                        constant_true = create_bool_constant(rewriter, True, op.location)
                    rewriter.modify_op_in_place(use.owner, lambda use=use, v=constant_true: use.set(v))
        if single_predecessor(false_dest) is not None:
            for use in condition.uses:
                if use.owner.parent is false_dest:
                    replaced = True
                    if constant_false is None:
                        constant_false = create_bool_constant(rewriter, False, op.location)
                    rewriter.modify_op_in_place(use.owner, lambda use=use, v=constant_false: use.set(v))
        return replaced


# -- SwitchOp --------------------------------------------------------------------------------


def _case_groups(op: Any) -> list[list[Any]]:
    return [list(g) for g in op.case_operands]


def simplify_switch_with_only_default(op: Any, rewriter: Any) -> bool:
    if len(op.successors) > 1:
        return False
    _replace_with_br(rewriter, op, op.successors[0], op.default_operands)
    return True


def drop_switch_cases_that_match_default(op: Any, rewriter: Any) -> bool:
    default = op.successors[0]
    default_operands = list(op.default_operands)
    values = _switch_case_values(op) or []
    dests = op.successors[1:]
    groups = _case_groups(op)
    new_dests, new_operands, new_values = [], [], []
    requires_change = False
    for index, value in enumerate(values):
        if dests[index] is default and same_values(groups[index], default_operands):
            requires_change = True
            continue
        new_dests.append(dests[index])
        new_operands.append(groups[index])
        new_values.append(value)
    if not requires_change:
        return False
    _replace_with_switch(rewriter, op, op.operands[0], default, default_operands, new_values, new_dests, new_operands)
    return True


def _fold_switch(op: Any, rewriter: Any, case_value: int) -> None:
    """foldSwitch: branch to the case of `case_value` (unsigned), or to the default."""
    values = _switch_case_values(op) or []
    for index, value in enumerate(values):
        if value == case_value:
            _replace_with_br(rewriter, op, op.successors[1 + index], _case_groups(op)[index])
            return
    _replace_with_br(rewriter, op, op.successors[0], op.default_operands)


def simplify_const_switch_value(op: Any, rewriter: Any) -> bool:
    found = constant_int(op.operands[0])
    if found is None:
        return False
    _fold_switch(op, rewriter, found[0])
    return True


def simplify_pass_through_switch(op: Any, rewriter: Any) -> bool:
    values = _switch_case_values(op) or []
    dests = op.successors[1:]
    groups = _case_groups(op)
    new_dests, new_operands = [], []
    requires_change = False
    for index in range(len(values)):
        dest, operands = dests[index], groups[index]
        collapsed = collapse_branch(dest, operands)
        if collapsed is not None:
            requires_change = True
            dest, operands = collapsed
        new_dests.append(dest)
        new_operands.append(operands)
    default, default_operands = op.successors[0], list(op.default_operands)
    collapsed = collapse_branch(default, default_operands)
    if collapsed is not None:
        requires_change = True
        default, default_operands = collapsed
    if not requires_change:
        return False
    _replace_with_switch(rewriter, op, op.operands[0], default, default_operands, values, new_dests, new_operands)
    return True


def _pred_switch(op: Any) -> Any:
    """The cf.switch on the same flag ending the single predecessor of op's block."""
    from odsgen.dialects import cf

    predecessor = single_predecessor(op.parent)
    if predecessor is None:
        return None
    pred = predecessor.last_operation
    if not isinstance(pred, cf.SwitchOp) or pred.operands[0] is not op.operands[0]:
        return None
    return pred


def simplify_switch_from_switch_on_same_condition(op: Any, rewriter: Any) -> bool:
    current = op.parent
    pred = _pred_switch(op)
    if pred is None or pred.successors[0] is current:
        return False
    pred_dests = pred.successors[1:]
    for index, dest in enumerate(pred_dests):
        if dest is current:
            _fold_switch(op, rewriter, (_switch_case_values(pred) or [])[index])
            return True
    _replace_with_br(rewriter, op, op.successors[0], op.default_operands)
    return True


def simplify_switch_from_default_switch_on_same_condition(op: Any, rewriter: Any) -> bool:
    current = op.parent
    pred = _pred_switch(op)
    if pred is None or pred.successors[0] is not current:
        return False
    pred_dests = pred.successors[1:]
    to_remove = {value for value, dest in zip(_switch_case_values(pred) or [], pred_dests) if dest is not current}
    values = _switch_case_values(op) or []
    dests = op.successors[1:]
    groups = _case_groups(op)
    new_dests, new_operands, new_values = [], [], []
    requires_change = False
    for index, value in enumerate(values):
        if value in to_remove:
            requires_change = True
            continue
        new_dests.append(dests[index])
        new_operands.append(groups[index])
        new_values.append(value)
    if not requires_change:
        return False
    _replace_with_switch(
        rewriter, op, op.operands[0], op.successors[0], list(op.default_operands), new_values, new_dests, new_operands
    )
    return True


class _SwitchPattern(RewritePattern):
    op_name = "cf.switch"
    function: Any = None

    def label(self) -> str:
        # RewritePatternSet::add(&fn) gives the pattern no debug name.
        return ""

    def match_and_rewrite(self, op: Any, rewriter: Any) -> bool:
        return bool(type(self).function(op, rewriter))


class SimplifySwitchWithOnlyDefault(_SwitchPattern):
    function = staticmethod(simplify_switch_with_only_default)


class DropSwitchCasesThatMatchDefault(_SwitchPattern):
    function = staticmethod(drop_switch_cases_that_match_default)


class SimplifyConstSwitchValue(_SwitchPattern):
    function = staticmethod(simplify_const_switch_value)


class SimplifyPassThroughSwitch(_SwitchPattern):
    function = staticmethod(simplify_pass_through_switch)


class SimplifySwitchFromSwitchOnSameCondition(_SwitchPattern):
    function = staticmethod(simplify_switch_from_switch_on_same_condition)


class SimplifySwitchFromDefaultSwitchOnSameCondition(_SwitchPattern):
    function = staticmethod(simplify_switch_from_default_switch_on_same_condition)
