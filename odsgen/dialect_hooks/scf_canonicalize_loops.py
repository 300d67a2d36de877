"""Canonicalization of the scf dialect's loops, scf.for, scf.while and scf.parallel
(mlir/lib/Dialect/SCF/IR/SCF.cpp, MLIR 22), referenced from defs/scf.yaml. The shared
rewriting helpers are in scf_canonicalize.py; the RegionBranchOpInterface patterns that
scf.for and scf.while also get (unused, forwarded and duplicate loop-carried values) are
in scf_canonicalize_regions.py.

Left out: ForOpTensorCastFolder (tensor.cast; odsgen has no tensor dialect) and the
scf.forall patterns (tensor operations).
"""

from __future__ import annotations

from typing import Any, Sequence

from odsgen.ir import Block, BlockArgument, IRMapping
from odsgen.rewrite.pattern import RewritePattern
from odsgen.dialect_hooks.cf_canonicalize import bool_attr, constant_int
from odsgen.dialect_hooks.scf_canonicalize import (
    InsertionGuard,
    create_op,
    defining_op,
    enclosing_region,
    is_op_ancestor,
    parent_region,
    region_is_ancestor,
    region_of,
    replace_op_with_region,
    then_block,
    else_block,
    then_yield,
    else_yield,
)

# -- trip counts (mlir/lib/Dialect/Utils/StaticValueUtils.cpp) -------------------------------


def _signed(value: int, width: int) -> int:
    value &= (1 << width) - 1
    return value - (1 << width) if width and value >> (width - 1) else value


def _bitwidth(value: Any) -> tuple[int, bool]:
    from odsgen.dialects import builtin

    if isinstance(value.type, builtin.IntegerType):
        return int(value.type.width), False
    return 64, True


def compute_ub_minus_lb(lb: Any, ub: Any, is_signed: bool) -> int | None:
    """scf::computeUbMinusLb: `ub = arith.addi lb, C` with the no-wrap flag of the
    comparison's signedness gives C (a signed APSInt of the type's width)."""
    add = defining_op(ub)
    if add is None or add.name != "arith.addi":
        return None
    flags = add.overflow_flags
    bits = int(getattr(flags, "value", flags) or 0) if flags is not None else 0
    if (is_signed and not bits & 1) or (not is_signed and not bits & 2):
        return None
    if add.operands[0] is not lb:
        return None
    found = constant_int(add.operands[1])
    if found is None:
        return None
    return _signed(*found)


def constant_trip_count(lb: Any, ub: Any, step: Any, is_signed: bool) -> tuple[int, int] | None:
    """constantTripCount with computeUbMinusLb: (trip count as an unsigned value, bit
    width), or None when it is not known."""
    bitwidth, is_index = _bitwidth(lb)
    if (bitwidth, is_index) != _bitwidth(ub):
        return None
    if lb is ub:
        return 0, bitwidth
    step_c = constant_int(step)
    if step_c is not None:
        if step_c[0] == 0:
            return 0, bitwidth
        if step_c[0] >> (step_c[1] - 1):
            return 0, bitwidth
    lb_c, ub_c = constant_int(lb), constant_int(ub)
    diff_signed = is_signed
    if lb_c is not None:
        if ub_c is None:
            return None
        if is_signed:
            lb_v, ub_v = _signed(*lb_c), _signed(*ub_c)
        else:
            lb_v, ub_v = lb_c[0], ub_c[0]
        if ub_v <= lb_v:
            return 0, bitwidth
        diff = (ub_v - lb_v) & ((1 << bitwidth) - 1)
    else:
        if ub_c is not None:
            return None
        maybe = compute_ub_minus_lb(lb, ub, is_signed)
        if maybe is None:
            return None
        diff = maybe & ((1 << bitwidth) - 1)
        diff_signed = True  # the APSInt bound from an APInt is signed
    if diff_signed and diff >> (bitwidth - 1):
        return 0, bitwidth
    if step_c is None:
        return None
    if diff_signed:
        d, s = _signed(diff, bitwidth), _signed(step_c[0], bitwidth)
        quotient = abs(d) // abs(s) * (1 if (d < 0) == (s < 0) else -1)  # sdiv truncates
    else:
        d, s = diff, step_c[0]
        quotient = d // s
    remainder = d - quotient * s
    trip = quotient + (1 if remainder else 0)
    return trip & ((1 << bitwidth) - 1), bitwidth


# -- scf.for ---------------------------------------------------------------------------------


def _for_parts(op: Any) -> tuple[Any, Any, Any, list[Any]]:
    lb, ub, step = op.operands[:3]
    return lb, ub, step, list(op.operands[3:])


def _for_body(op: Any) -> Block:
    return op.regions[0].blocks[0]


def is_defined_outside_of_loop(op: Any, value: Any) -> bool:
    """LoopLikeOpInterface::isDefinedOutsideOfLoop."""
    region = parent_region(value)
    return not is_op_ancestor(op, region.parent if region is not None else None)


class SimplifyTrivialLoops(RewritePattern):
    """Loops that do not iterate are erased, single-iteration loops are inlined, and
    empty loops that only yield values from outside are replaced by them."""

    op_name = "scf.for"
    debug_name = "(anonymous namespace)::SimplifyTrivialLoops"

    def match_and_rewrite(self, op: Any, rewriter: Any) -> bool:
        lb, ub, step, inits = _for_parts(op)
        trip = constant_trip_count(lb, ub, step, op.unsigned_cmp is None)
        if trip is None:
            return rewriter.notify_match_failure(op, "can't compute constant trip count")  # type: ignore[no-any-return]
        count, width = trip
        if count == 0:
            rewriter.replace_op(op, inits)
            return True
        if _signed(count, width) == 1:
            replace_op_with_region(rewriter, op, op.regions[0], [lb] + inits)
            return True
        block = _for_body(op)
        if len(block.operations) != 1:
            return False
        yielded = list(block.last_operation.operands)
        if any(not is_defined_outside_of_loop(op, v) for v in yielded):
            return False
        rewriter.replace_op(op, yielded)
        return True


# -- scf.while -------------------------------------------------------------------------------


def _before(op: Any) -> Block:
    return op.regions[0].blocks[0]


def _after(op: Any) -> Block:
    return op.regions[1].blocks[0]


def _create_while(rewriter: Any, op: Any, result_types: Sequence[Any], inits: Sequence[Any], with_blocks: bool) -> Any:
    """WhileOp::create(rewriter, loc, resultTypes, inits): without `with_blocks` the ODS
    builder (no blocks); with it the body builders' form (a `before` block taking the
    inits' types, an `after` block taking the result types)."""
    new = create_op(rewriter, "scf.while", inits, result_types, regions=2, location=op.location)
    if with_blocks:
        before = Block([v.type for v in inits], [_value_location(v) for v in inits])
        new.regions[0].blocks.append(before)
        rewriter.listener.notify_block_inserted(before)
        after = Block(list(result_types), [op.location] * len(result_types))
        new.regions[1].blocks.append(after)
        rewriter.listener.notify_block_inserted(after)
    return new


def _value_location(value: Any) -> Any:
    """Value::getLoc."""
    if isinstance(value, BlockArgument):
        return value.location
    return value.op.location


def _replace_condition(rewriter: Any, condition_op: Any, args: Sequence[Any]) -> None:
    """rewriter.replaceOpWithNewOp<ConditionOp>(condOp, condition, args), inserted before
    the old one."""
    from odsgen.dialects import scf

    with InsertionGuard(rewriter):
        rewriter.set_insertion_point(condition_op)
        new = scf.ConditionOp.build(
            rewriter.context, condition_op.operands[0], args=list(args), location=condition_op.location, ip=rewriter.ip
        )
        rewriter.replace_op(condition_op, new)


class WhileConditionTruth(RewritePattern):
    """Uses in the `after` region of the condition passed on see true."""

    op_name = "scf.while"
    debug_name = "(anonymous namespace)::WhileConditionTruth"

    def match_and_rewrite(self, op: Any, rewriter: Any) -> bool:
        from odsgen.dialects import arith

        term = _before(op).last_operation
        condition = term.operands[0]
        constant_true = None
        replaced = False
        for yielded, arg in zip(term.operands[1:], _after(op).arguments):
            if yielded is condition and arg.has_uses():
                if constant_true is None:
                    constant_true = arith.ConstantOp.build(
                        rewriter.context,
                        bool_attr(rewriter.context, True),
                        result_type=condition.type,
                        location=op.location,
                        ip=rewriter.ip,
                    ).results[0]
                rewriter.replace_all_uses_with(arg, constant_true)
                replaced = True
        return replaced


_INVERTED = {0: 1, 1: 0, 2: 5, 3: 4, 4: 3, 5: 2, 6: 9, 7: 8, 8: 7, 9: 6}


def _predicate(cmp: Any) -> int:
    attr = cmp.predicate
    return int(getattr(attr, "value", attr))


class WhileCmpCond(RewritePattern):
    """In the `after` region, an arith.cmpi like (or inverse to) the condition's is
    known."""

    op_name = "scf.while"
    debug_name = "(anonymous namespace)::WhileCmpCond"

    def match_and_rewrite(self, op: Any, rewriter: Any) -> bool:
        from odsgen.dialects import arith, builtin

        cond = _before(op).last_operation
        cmp = defining_op(cond.operands[0])
        if cmp is None or cmp.name != "arith.cmpi":
            return False
        changed = False
        for cond_arg, after_arg in zip(cond.operands[1:], _after(op).arguments):
            for index in (0, 1):
                if cond_arg is not cmp.operands[index]:
                    continue
                for use in after_arg.uses:
                    cmp2 = use.owner
                    if cmp2.parent is None or cmp2.name != "arith.cmpi":
                        continue
                    if cmp2.operands[1 - index] is not cmp.operands[1 - index]:
                        continue
                    if _predicate(cmp2) == _predicate(cmp):
                        same = True
                    elif _predicate(cmp2) == _INVERTED[_predicate(cmp)]:
                        same = False
                    else:
                        continue
                    i1 = builtin.IntegerType.get(rewriter.context, 1)
                    constant = arith.ConstantOp.build(
                        rewriter.context,
                        builtin.IntegerAttr.get(rewriter.context, i1, 1 if same else 0),
                        location=cmp2.location,
                        ip=rewriter.ip,
                    )
                    rewriter.replace_op(cmp2, constant)
                    changed = True
        return changed


class WhileOpAlignBeforeArgs(RewritePattern):
    """The condition passes the `before` arguments in their order."""

    op_name = "scf.while"
    debug_name = "(anonymous namespace)::WhileOpAlignBeforeArgs"

    def match_and_rewrite(self, op: Any, rewriter: Any) -> bool:
        old_before = _before(op)
        old_term = old_before.last_operation
        before_args = list(old_before.arguments)
        term_args = list(old_term.operands[1:])
        if len(before_args) == len(term_args) and all(a is b for a, b in zip(before_args, term_args)):
            return False
        if len({id(v) for v in term_args}) != len(term_args):
            return False
        if len(before_args) != len(term_args):
            return False
        mapping = [0] * len(before_args)
        for i, arg in enumerate(before_args):
            found = next((j for j, t in enumerate(term_args) if t is arg), None)
            if found is None:
                return False
            mapping[found] = i
        _replace_condition(rewriter, old_term, before_args)
        old_after = _after(op)
        types: list[Any] = [None] * len(before_args)
        for i, j in enumerate(mapping):
            types[j] = op.results[i].type
        new_loop = _create_while(rewriter, op, types, list(op.operands), True)
        new_before, new_after = _before(new_loop), _after(new_loop)
        new_results: list[Any] = [None] * len(before_args)
        new_after_args: list[Any] = [None] * len(before_args)
        for i, j in enumerate(mapping):
            new_results[i] = new_loop.results[j]
            new_after_args[i] = new_after.arguments[j]
        rewriter.inline_block_before(old_before, new_before, new_before.first_operation, list(new_before.arguments))
        rewriter.inline_block_before(old_after, new_after, new_after.first_operation, new_after_args)
        rewriter.replace_op(op, new_results)
        return True


def _used_values_defined_above(region: Any) -> list[Any]:
    """visitUsedValuesDefinedAbove(region, region): operands (post-order walk) whose
    value is defined in a proper ancestor region of `region`."""
    ancestors = set()
    current = enclosing_region(region)
    while current is not None:
        ancestors.add(current)
        current = enclosing_region(current)
    found = []
    for op in region.walk(post_order=True):
        for value in op.operands:
            if parent_region(value) in ancestors:
                found.append(value)
    return found


class WhileMoveIfDown(RewritePattern):
    """An scf.if on the loop condition just before the scf.condition moves into the
    `after` region."""

    op_name = "scf.while"
    debug_name = "(anonymous namespace)::WhileMoveIfDown"

    def match_and_rewrite(self, op: Any, rewriter: Any) -> bool:
        condition_op = _before(op).last_operation
        if_op = condition_op.prev_operation
        if if_op is None or if_op.name != "scf.if" or if_op.operands[0] is not condition_op.operands[0]:
            return False
        if_else = else_block(if_op)
        if if_else is not None and len(if_else.operations) != 1:
            return False
        location = op.location
        after_args = list(_after(op).arguments)
        for index in range(len(condition_op.operands) - 1):
            arg = condition_op.operands[1 + index]
            if defining_op(arg) is if_op:
                if_index = arg.index
                then_value = then_yield(if_op).operands[if_index]
                else_value = else_yield(if_op).operands[if_index]
                rewriter.replace_all_uses_with(if_op.results[if_index], else_value)
                rewriter.replace_all_uses_with(after_args[index], then_value)

        additional: list[Any] = []
        seen = set()
        for value in _used_values_defined_above(if_op.regions[0]):
            if parent_region(value) is op.regions[0] and id(value) not in seen:
                seen.add(id(value))
                additional.append(value)
        types = [v.type for v in additional]
        new_types = [r.type for r in op.results] + types
        new_while = _create_while(rewriter, op, new_types, list(op.operands), False)

        def take() -> None:
            new_while.regions[0].take_body(op.regions[0])
            new_while.regions[1].take_body(op.regions[1])
            entry = new_while.regions[1].blocks[0]
            for t in types:
                entry.add_argument(t, location)

        rewriter.modify_op_in_place(new_while, take)
        rewriter.modify_op_in_place(condition_op, lambda: condition_op.set_operands(list(condition_op.operands) + additional))
        new_after_args = list(_after(new_while).arguments)[len(new_while.regions[1].blocks[0].arguments) - len(additional) :]
        then_region = if_op.regions[0]
        for value, arg in zip(additional, new_after_args):
            rewriter.replace_uses_with_if(value, arg, lambda use: region_is_ancestor(then_region, region_of(use.owner)))
        rewriter.erase_op(then_yield(if_op))
        after_body = _after(new_while)
        rewriter.inline_block_before(then_block(if_op), after_body, after_body.first_operation)
        rewriter.erase_op(if_op)
        count = len(new_while.results) - len(additional)
        rewriter.replace_op(op, list(new_while.results[:count]))
        return True


# -- scf.parallel ----------------------------------------------------------------------------


def _parallel_parts(op: Any) -> tuple[list[Any], list[Any], list[Any], list[Any]]:
    return list(op.lower_bound), list(op.upper_bound), list(op.step), list(op.init_vals)


def _create_parallel(
    rewriter: Any, op: Any, lbs: list[Any], ubs: list[Any], steps: list[Any], inits: list[Any], insert: bool = True
) -> Any:
    """ParallelOp::create(...) without a body builder: a body block of index arguments
    (with an scf.reduce when there are no init values); detached when not `insert`."""
    from odsgen.dialects import builtin
    from odsgen.ir.core.op_base import _i32_array

    context = rewriter.context
    properties = builtin.DictionaryAttr.get(
        context, {"operandSegmentSizes": _i32_array(context, [len(lbs), len(ubs), len(steps), len(inits)])}
    )
    new = context.create_operation(
        "scf.parallel",
        operands=lbs + ubs + steps + inits,
        result_types=[v.type for v in inits],
        attributes={},
        properties=properties,
        regions=1,
        successors=[],
        location=op.location,
    )
    index = builtin.IndexType.get(context)
    block = Block([index] * len(steps), [op.location] * len(steps))
    new.regions[0].blocks.append(block)
    rewriter.listener.notify_block_inserted(block)
    if not inits:
        block.append(context.create_operation("scf.reduce", location=op.location))
    if insert:
        rewriter.insert(new)
    return new


class ParallelOpSingleOrZeroIterationDimsFolder(RewritePattern):
    """Dimensions that do not iterate erase the loop; single-iteration dimensions are
    dropped (their induction variable replaced by the lower bound)."""

    op_name = "scf.parallel"
    debug_name = "(anonymous namespace)::ParallelOpSingleOrZeroIterationDimsFolder"

    def match_and_rewrite(self, op: Any, rewriter: Any) -> bool:
        lbs, ubs, steps, inits = _parallel_parts(op)
        body = op.regions[0].blocks[0]
        new_lbs, new_ubs, new_steps = [], [], []
        mapping = IRMapping()
        for lb, ub, step, iv in zip(lbs, ubs, steps, body.arguments):
            trip = constant_trip_count(lb, ub, step, True)
            if trip is not None:
                if trip[0] == 0:
                    rewriter.replace_op(op, inits)
                    return True
                if trip[0] == 1:
                    mapping.map(iv, lb)
                    continue
            new_lbs.append(lb)
            new_ubs.append(ub)
            new_steps.append(step)
        if len(new_lbs) == len(lbs):
            return False
        if not new_lbs:
            results = []
            for body_op in list(body.operations)[:-1]:
                rewriter.clone(body_op, mapping)
            reduce = body.last_operation
            for i, reduction in enumerate(reduce.regions):
                block = reduction.blocks[0]
                mapping.map(block.arguments[0], inits[len(results)])
                mapping.map(block.arguments[1], mapping.lookup_or_default(reduce.operands[i], reduce.operands[i]))
                for reduce_op in list(block.operations)[:-1]:
                    rewriter.clone(reduce_op, mapping)
                ret = block.last_operation.operands[0]
                results.append(mapping.lookup_or_default(ret, ret))
            rewriter.replace_op(op, results)
            return True
        new = _create_parallel(rewriter, op, new_lbs, new_ubs, new_steps, inits)
        rewriter.erase_block(new.regions[0].blocks[0])
        rewriter.clone_region_before(op.regions[0], new.regions[0].blocks[0] if new.regions[0].blocks else new.regions[0], mapping)
        rewriter.replace_op(op, list(new.results))
        return True


class MergeNestedParallelLoops(RewritePattern):
    """An scf.parallel whose body is only another (without reductions) merges with it."""

    op_name = "scf.parallel"
    debug_name = "(anonymous namespace)::MergeNestedParallelLoops"

    def match_and_rewrite(self, op: Any, rewriter: Any) -> bool:
        outer_body = op.regions[0].blocks[0]
        ops = list(outer_body.operations)
        if len(ops) != 2:
            return False
        inner = ops[0]
        if inner.name != "scf.parallel":
            return False
        inner_lbs, inner_ubs, inner_steps, inner_inits = _parallel_parts(inner)
        for arg in outer_body.arguments:
            if any(v is arg for v in inner_lbs + inner_ubs + inner_steps):
                return False
        lbs, ubs, steps, inits = _parallel_parts(op)
        if inits or inner_inits:
            return False
        # ParallelOp::build runs the body builder (cloning through the rewriter) before
        # the new loop is inserted: only the loop itself joins the worklist.
        new = _create_parallel(rewriter, op, lbs + inner_lbs, ubs + inner_ubs, steps + inner_steps, [], insert=False)
        block = new.regions[0].blocks[0]
        inner_body = inner.regions[0].blocks[0]
        mapping = IRMapping()
        count = len(outer_body.arguments)
        for old, new_arg in zip(outer_body.arguments, block.arguments[:count]):
            mapping.map(old, new_arg)
        for old, new_arg in zip(inner_body.arguments, block.arguments[count:]):
            mapping.map(old, new_arg)
        with InsertionGuard(rewriter):
            rewriter.set_insertion_point(block.last_operation)
            for inner_op in list(inner_body.operations)[:-1]:
                rewriter.clone(inner_op, mapping)
        rewriter.insert(new)
        rewriter.replace_op(op, list(new.results))
        return True
