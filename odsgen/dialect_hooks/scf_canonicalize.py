"""Folding and canonicalization of scf.if (mlir/lib/Dialect/SCF/IR/SCF.cpp, MLIR 22),
referenced from defs/scf.yaml, and the rewriting helpers the scf ports share
(replaceOpWithRegion, RewriterBase::eraseOpResults, createBlock, splitBlock, ...).
scf.execute_region, scf.index_switch and the RegionBranchOpInterface patterns are in
scf_canonicalize_regions.py; the loops' patterns in scf_canonicalize_loops.py.

Each pattern makes its changes in upstream's order through the PatternRewriter, so that
the greedy driver's worklist sees what mlir-opt's sees. Where upstream changes IR without
telling the rewriter (Value::replaceAllUsesWith in ReplaceIfYieldWithConditionOrValue,
Region::takeBody in ConvertTrivialIfToSelect, the block swap of IfOp::fold), so do these
ports, so that the same operations are revisited.
"""

from __future__ import annotations

from typing import Any, Iterable, Sequence

from odsgen.ir import Block, BlockArgument
from odsgen.rewrite.folding import constant_value
from odsgen.rewrite.pattern import RewritePattern
from odsgen.dialect_hooks.cf_canonicalize import bool_attr, bool_constant, create_bool_constant, matches_one

# -- IR helpers ------------------------------------------------------------------------------


class InsertionGuard:
    """OpBuilder::InsertionGuard: restores the rewriter's insertion point on exit."""

    def __init__(self, rewriter: Any) -> None:
        self.ip = rewriter.ip

    def __enter__(self) -> InsertionGuard:
        self.saved = (self.ip.block, self.ip.ref_operation)
        return self

    def __exit__(self, *exc: Any) -> None:
        self.ip.block, self.ip.ref_operation = self.saved


def defining_op(value: Any) -> Any:
    return getattr(value, "op", None)


def parent_block(value: Any) -> Any:
    """Value::getParentBlock."""
    if isinstance(value, BlockArgument):
        return value.block
    op = defining_op(value)
    return op.parent if op is not None else None


def parent_region(value: Any) -> Any:
    """Value::getParentRegion."""
    block = parent_block(value)
    return block.parent if block is not None else None


def region_of(op: Any) -> Any:
    """Operation::getParentRegion."""
    return op.parent.parent if op.parent is not None else None


def enclosing_region(region: Any) -> Any:
    """Region::getParentRegion: the region holding the region's parent operation."""
    op = region.parent
    return region_of(op) if op is not None else None


def region_is_ancestor(region: Any, other: Any) -> bool:
    """Region::isAncestor: `other` is `region` or nested in it."""
    while other is not None:
        if other is region:
            return True
        other = enclosing_region(other)
    return False


def is_op_ancestor(op: Any, other: Any) -> bool:
    """Operation::isAncestor."""
    while other is not None:
        if other is op:
            return True
        other = other.parent_op
    return False


def has_trait(op: Any, trait: str) -> bool:
    return trait in getattr(type(op), "_ods_traits", ())


def create_op(
    rewriter: Any,
    name: str,
    operands: Sequence[Any] = (),
    result_types: Sequence[Any] = (),
    regions: int = 0,
    attributes: dict[str, Any] | None = None,
    properties: Any = None,
    location: Any = None,
) -> Any:
    """Operation creation at the rewriter's insertion point (OpBuilder::create)."""
    op = rewriter.context.create_operation(
        name,
        operands=list(operands),
        result_types=list(result_types),
        attributes=dict(attributes or {}),
        properties=properties,
        regions=regions,
        successors=[],
        location=location,
    )
    return rewriter.insert(op)


def create_block(rewriter: Any, region: Any, arg_types: Sequence[Any] = (), locations: Sequence[Any] | None = None) -> Block:
    """RewriterBase::createBlock at the start of `region` (the insertion point moves to
    the new block's end)."""
    first = region.blocks[0] if region.blocks else None
    return rewriter.create_block(region, first, arg_types, locations)  # type: ignore[no-any-return]


def inline_region_at_start(rewriter: Any, region: Any, dest: Any) -> None:
    """rewriter.inlineRegionBefore(region, dest, dest.begin())."""
    if dest.blocks:
        rewriter.inline_region_before(region, dest.blocks[0])
    else:
        rewriter.inline_region_before(region, dest)


def create_yield(rewriter: Any, values: Iterable[Any], location: Any) -> Any:
    from odsgen.dialects import scf

    return scf.YieldOp.build(rewriter.context, results_=list(values), location=location, ip=rewriter.ip)


def replace_op_with_region(rewriter: Any, op: Any, region: Any, block_args: Sequence[Any] = ()) -> None:
    """replaceOpWithRegion: inline the region's single block before `op`, replace `op`
    with the terminator's operands and erase the terminator."""
    block = region.blocks[0]
    terminator = block.last_operation
    results = list(terminator.operands)
    rewriter.inline_block_before(block, op.parent, op, list(block_args))
    rewriter.replace_op(op, results)
    rewriter.erase_op(terminator)


def erase_op_results(rewriter: Any, op: Any, erase: Sequence[bool]) -> Any:
    """RewriterBase::eraseOpResults: a new operation without the erased results (same
    operands, attributes and properties), the regions moved into it, replacing `op`."""
    with InsertionGuard(rewriter):
        rewriter.set_insertion_point(op)
        new = create_op(
            rewriter,
            op.name,
            op.operands,
            [r.type for r, gone in zip(op.results, erase) if not gone],
            regions=len(op.regions),
            attributes=op.attributes,
            properties=op.properties,
            location=op.location,
        )
        for region, new_region in zip(op.regions, new.regions):
            inline_region_at_start(rewriter, region, new_region)
    replacements = []
    index = 0
    for gone in erase:
        if gone:
            replacements.append(None)
        else:
            replacements.append(new.results[index])
            index += 1
    rewriter.replace_op(op, replacements)
    return new


def erase_operands(rewriter: Any, op: Any, erase: Sequence[bool]) -> None:
    """modifyOpInPlace(op, eraseOperands(bits))."""
    kept = [v for v, gone in zip(op.operands, erase) if not gone]
    rewriter.modify_op_in_place(op, lambda: op.set_operands(kept))


# -- scf.if ----------------------------------------------------------------------------------


def then_block(op: Any) -> Any:
    return op.regions[0].blocks[-1]


def else_block(op: Any) -> Any:
    blocks = op.regions[1].blocks
    return blocks[-1] if blocks else None


def then_yield(op: Any) -> Any:
    return then_block(op).last_operation


def else_yield(op: Any) -> Any:
    return else_block(op).last_operation


def _is_op(value_or_op: Any, name: str) -> bool:
    return value_or_op is not None and value_or_op.name == name


def _create_if(rewriter: Any, result_types: Sequence[Any], condition: Any, location: Any, with_else: bool | None) -> Any:
    """IfOp::create: with `with_else` None, IfOp::build(resultTypes, cond) (no blocks);
    else IfOp::build(resultTypes, cond, withElseRegion) (a `then` block, an `else` block
    when asked, each with an scf.yield when there are no results)."""
    from odsgen.dialects import scf

    if with_else is None:
        return create_op(rewriter, "scf.if", [condition], result_types, regions=2, location=location)
    return scf.IfOp.build(rewriter.context, condition, list(result_types), with_else, location, ip=rewriter.ip)


def fold_if(op: Any, adaptor: Any) -> Any:
    """IfOp::fold: `if (xor c, true) A else B` -> `if c B else A`, in place."""
    then_region, else_region = op.regions
    if not else_region.blocks:
        return None
    xor = defining_op(op.operands[0])
    if not _is_op(xor, "arith.xori") or not matches_one(xor.operands[1]):
        return None
    op.set_operand(0, xor.operands[0])
    then_blocks, else_blocks = list(then_region.blocks), list(else_region.blocks)
    for block in then_blocks:
        then_region.blocks.remove(block)
    for block in else_blocks:
        else_region.blocks.remove(block)
    for block in else_blocks:
        then_region.blocks.append(block)
    for block in then_blocks:
        else_region.blocks.append(block)
    return op.results[0] if len(op.results) == 1 else True


class CombineIfs(RewritePattern):
    """Consecutive scf.if ops on the same condition (or its negation) merge."""

    op_name = "scf.if"
    debug_name = "(anonymous namespace)::CombineIfs"

    def match_and_rewrite(self, next_if: Any, rewriter: Any) -> bool:
        parent = next_if.parent
        if next_if is parent.first_operation:
            return False
        prev_if = next_if.prev_operation
        if not _is_op(prev_if, "scf.if"):
            return False
        next_then = next_else = None
        if next_if.operands[0] is prev_if.operands[0]:
            next_then = then_block(next_if)
            if next_if.regions[1].blocks:
                next_else = else_block(next_if)
        notv = defining_op(next_if.operands[0])
        if _is_op(notv, "arith.xori") and notv.operands[0] is prev_if.operands[0] and matches_one(notv.operands[1]):
            next_else = then_block(next_if)
            if next_if.regions[1].blocks:
                next_then = else_block(next_if)
        notv = defining_op(prev_if.operands[0])
        if _is_op(notv, "arith.xori") and notv.operands[0] is next_if.operands[0] and matches_one(notv.operands[1]):
            next_else = then_block(next_if)
            if next_if.regions[1].blocks:
                next_then = else_block(next_if)
        if next_then is None and next_else is None:
            return False

        prev_else_yielded = list(else_yield(prev_if).operands) if prev_if.regions[1].blocks else []
        for result, then_value, else_value in zip(prev_if.results, then_yield(prev_if).operands, prev_else_yielded):
            for use in result.uses:
                owner_region = region_of(use.owner)
                if next_then is not None and region_is_ancestor(next_then.parent, owner_region):
                    rewriter.modify_op_in_place(use.owner, lambda use=use, v=then_value: use.set(v))
                elif next_else is not None and region_is_ancestor(next_else.parent, owner_region):
                    rewriter.modify_op_in_place(use.owner, lambda use=use, v=else_value: use.set(v))

        merged_types = [r.type for r in prev_if.results] + [r.type for r in next_if.results]
        combined = _create_if(rewriter, merged_types, prev_if.operands[0], next_if.location, False)
        rewriter.erase_block(combined.regions[0].blocks[-1])
        inline_region_at_start(rewriter, prev_if.regions[0], combined.regions[0])

        if next_then is not None:
            yield1 = then_yield(combined)
            yield2 = next_then.last_operation
            rewriter.merge_blocks(next_then, then_block(combined))
            rewriter.set_insertion_point_to_end(then_block(combined))
            create_yield(rewriter, list(yield1.operands) + list(yield2.operands), yield2.location)
            rewriter.erase_op(yield1)
            rewriter.erase_op(yield2)

        inline_region_at_start(rewriter, prev_if.regions[1], combined.regions[1])

        if next_else is not None:
            if not combined.regions[1].blocks:
                inline_region_at_start(rewriter, next_else.parent, combined.regions[1])
            else:
                yield1 = else_yield(combined)
                yield2 = next_else.last_operation
                rewriter.merge_blocks(next_else, else_block(combined))
                rewriter.set_insertion_point_to_end(else_block(combined))
                create_yield(rewriter, list(yield1.operands) + list(yield2.operands), yield2.location)
                rewriter.erase_op(yield1)
                rewriter.erase_op(yield2)

        count = len(prev_if.results)
        prev_values = list(combined.results[:count])
        next_values = list(combined.results[count:])
        rewriter.replace_op(prev_if, prev_values)
        rewriter.replace_op(next_if, next_values)
        return True


class CombineNestedIfs(RewritePattern):
    """`if a { if b { ... } }` -> `if (a and b) { ... }`."""

    op_name = "scf.if"
    debug_name = "(anonymous namespace)::CombineNestedIfs"

    def match_and_rewrite(self, op: Any, rewriter: Any) -> bool:
        from odsgen.dialects import arith

        block = then_block(op)
        nested_ops = list(block.operations)[:-1]
        if len(nested_ops) != 1:
            return False
        outer_else = else_block(op)
        if outer_else is not None and len(outer_else.operations) != 1:
            return False
        nested_if = nested_ops[0]
        if not _is_op(nested_if, "scf.if"):
            return False
        nested_else = else_block(nested_if)
        if nested_else is not None and len(nested_else.operations) != 1:
            return False

        then_values = list(then_yield(op).operands)
        else_values = list(else_yield(op).operands) if outer_else is not None else []
        to_select = []
        for index, value in enumerate(then_values):
            if defining_op(value) is nested_if:
                nested_index = value.index
                if else_yield(nested_if).operands[nested_index] is not else_values[index]:
                    return False
                then_values[index] = then_yield(nested_if).operands[nested_index]
                continue
            if parent_region(value) is op.regions[0]:
                return False
            to_select.append(index)

        location = op.location
        condition = arith.AndIOp.build(
            rewriter.context, op.operands[0], nested_if.operands[0], location=location, ip=rewriter.ip
        ).results[0]
        new_if = _create_if(rewriter, [r.type for r in op.results], condition, location, None)
        new_block = create_block(rewriter, new_if.regions[0])

        results = list(new_if.results)
        rewriter.set_insertion_point(new_if)
        for index in to_select:
            results[index] = arith.SelectOp.build(
                rewriter.context, op.operands[0], then_values[index], else_values[index], location=location, ip=rewriter.ip
            ).results[0]

        rewriter.merge_blocks(then_block(nested_if), new_block)
        rewriter.set_insertion_point_to_end(then_block(new_if))
        old_yield = then_yield(new_if)
        rewriter.replace_op(old_yield, create_yield(rewriter, then_values, old_yield.location))
        if else_values:
            create_block(rewriter, new_if.regions[1])
            rewriter.set_insertion_point_to_end(else_block(new_if))
            create_yield(rewriter, else_values, location)
        rewriter.replace_op(op, results)
        return True


class ConditionPropagation(RewritePattern):
    """Uses of the condition inside the `then` (`else`) region see true (false)."""

    op_name = "scf.if"
    debug_name = "(anonymous namespace)::ConditionPropagation"

    def match_and_rewrite(self, op: Any, rewriter: Any) -> bool:
        condition = op.operands[0]
        if constant_value(condition) is not None:
            return False
        changed = False
        constant_true = constant_false = None
        cache: dict[Any, str] = {}
        end = parent_region(condition)
        then_region, else_region = op.regions
        for use in condition.uses:
            kind = _parent_kind(region_of(use.owner), then_region, else_region, cache, end)
            if kind == "then":
                changed = True
                if constant_true is None:
                    constant_true = create_bool_constant(rewriter, True, op.location)
                rewriter.modify_op_in_place(use.owner, lambda use=use, v=constant_true: use.set(v))
            elif kind == "else":
                changed = True
                if constant_false is None:
                    constant_false = create_bool_constant(rewriter, False, op.location)
                rewriter.modify_op_in_place(use.owner, lambda use=use, v=constant_false: use.set(v))
        return changed


def _parent_kind(region: Any, then_region: Any, else_region: Any, cache: dict[Any, str], end: Any) -> str:
    """ConditionPropagation::getParentType: which region of the scf.if `region` is
    nested in ("then", "else" or "none"), the walk stopping at `end`."""
    seen = []
    while region is not end and region is not None:
        found = cache.get(region)
        if found is not None:
            return found
        seen.append(region)
        if region is then_region or region is else_region:
            kind = "then" if region is then_region else "else"
            for r in seen:
                cache[r] = kind
            return kind
        region = enclosing_region(region)
    for r in seen:
        cache[r] = "none"
    return "none"


class ConvertTrivialIfToSelect(RewritePattern):
    """Results yielded from outside the scf.if become arith.select ops."""

    op_name = "scf.if"
    debug_name = "(anonymous namespace)::ConvertTrivialIfToSelect"

    def match_and_rewrite(self, op: Any, rewriter: Any) -> bool:
        from odsgen.dialects import arith

        if not op.results:
            return False
        condition = op.operands[0]
        then_values = list(then_yield(op).operands)
        else_values = list(else_yield(op).operands)
        then_region, else_region = op.regions
        non_hoistable = [
            t.type for t, f in zip(then_values, else_values) if parent_region(t) is then_region or parent_region(f) is else_region
        ]
        if len(non_hoistable) == len(op.results):
            return False

        replacement = _create_if(rewriter, non_hoistable, condition, op.location, False)
        if replacement.regions[0].blocks:
            rewriter.erase_block(then_block(replacement))
        replacement.regions[0].take_body(then_region)
        replacement.regions[1].take_body(else_region)

        results: list[Any] = [None] * len(op.results)
        true_yields: list[Any] = []
        false_yields: list[Any] = []
        rewriter.set_insertion_point(replacement)
        for index, (t, f) in enumerate(zip(then_values, else_values)):
            if parent_region(t) is replacement.regions[0] or parent_region(f) is replacement.regions[1]:
                results[index] = replacement.results[len(true_yields)]
                true_yields.append(t)
                false_yields.append(f)
            elif t is f:
                results[index] = t
            else:
                results[index] = arith.SelectOp.build(
                    rewriter.context, condition, t, f, location=op.location, ip=rewriter.ip
                ).results[0]

        rewriter.set_insertion_point_to_end(then_block(replacement))
        old = then_yield(replacement)
        rewriter.replace_op(old, create_yield(rewriter, true_yields, old.location))
        rewriter.set_insertion_point_to_end(else_block(replacement))
        old = else_yield(replacement)
        rewriter.replace_op(old, create_yield(rewriter, false_yields, old.location))
        rewriter.replace_op(op, results)
        return True


class RemoveEmptyElseBranch(RewritePattern):
    """An `else` block holding only its scf.yield goes (when there are no results)."""

    op_name = "scf.if"
    debug_name = "(anonymous namespace)::RemoveEmptyElseBranch"

    def match_and_rewrite(self, op: Any, rewriter: Any) -> bool:
        if op.results:
            return False
        block = else_block(op)
        if block is None or len(block.operations) != 1:
            return False
        new_if = rewriter.insert(op.clone_without_regions())
        inline_region_at_start(rewriter, op.regions[0], new_if.regions[0])
        rewriter.erase_op(op)
        return True


class RemoveStaticCondition(RewritePattern):
    """An scf.if on a constant condition is replaced by the region taken (or erased)."""

    op_name = "scf.if"
    debug_name = "(anonymous namespace)::RemoveStaticCondition"

    def match_and_rewrite(self, op: Any, rewriter: Any) -> bool:
        condition = bool_constant(op.operands[0])
        if condition is None:
            return False
        if condition:
            replace_op_with_region(rewriter, op, op.regions[0])
        elif op.regions[1].blocks:
            replace_op_with_region(rewriter, op, op.regions[1])
        else:
            rewriter.erase_op(op)
        return True


class ReplaceIfYieldWithConditionOrValue(RewritePattern):
    """Results that both regions yield the same value for are that value; results that
    are true/false (false/true) constants are the condition (its negation)."""

    op_name = "scf.if"
    debug_name = "(anonymous namespace)::ReplaceIfYieldWithConditionOrValue"

    def match_and_rewrite(self, op: Any, rewriter: Any) -> bool:
        from odsgen.dialects import arith, builtin
        from odsgen.rewrite.folding import materializer

        if not op.results:
            return False
        true_yield = op.regions[0].blocks[-1].last_operation
        false_yield = op.regions[1].blocks[-1].last_operation
        rewriter.set_insertion_point(op)
        changed = False
        i1 = builtin.IntegerType.get(rewriter.context, 1)
        for true_result, false_result, result in zip(true_yield.operands, false_yield.operands, op.results):
            if true_result is false_result:
                if result.has_uses():
                    # Upstream replaces these uses behind the rewriter's back.
                    result.replace_all_uses_with(true_result)
                    changed = True
                continue
            true_value, false_value = bool_constant(true_result), bool_constant(false_result)
            if true_value is None or false_value is None:
                continue
            if not true_value and false_value:
                if result.has_uses():
                    materialize = materializer(defining_op(true_result))
                    with rewriter.ip:
                        constant = materialize(rewriter.context, bool_attr(rewriter.context, True), i1, op.location)
                    if constant.parent is None:
                        rewriter.insert(constant)
                    not_cond = arith.XOrIOp.build(
                        rewriter.context, op.operands[0], constant.results[0], location=op.location, ip=rewriter.ip
                    ).results[0]
                    result.replace_all_uses_with(not_cond)
                    changed = True
            if true_value and not false_value:
                if result.has_uses():
                    result.replace_all_uses_with(op.operands[0])
                    changed = True
        return changed
