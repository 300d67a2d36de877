"""Common subexpression elimination (mlir/lib/Transforms/CSE.cpp): equivalent operations
without memory effects (or only reading, with no write between them in one block) are
replaced by the dominating first one; trivially dead operations are erased too."""

from __future__ import annotations

from typing import Any

from odsgen.ir import Block, Operation, Region
from odsgen.passes.pass_base import Pass, register_pass
from odsgen.rewrite import effects
from odsgen.rewrite.rewriter import PatternRewriter


class _ScopedMap:
    """Key -> operations, with scopes that drop what they added when left."""

    def __init__(self) -> None:
        self.table: dict[Any, list[Operation]] = {}
        self.scopes: list[list[Any]] = []

    def push(self) -> None:
        self.scopes.append([])

    def pop(self) -> None:
        for key in self.scopes.pop():
            entries = self.table[key]
            entries.pop()
            if not entries:
                del self.table[key]

    def lookup(self, op: Operation) -> Operation | None:
        for candidate in reversed(self.table.get(_key(op), ())):
            if candidate is not op and equivalent(candidate, op):
                return candidate
        return None

    def insert(self, op: Operation) -> None:
        key = _key(op)
        self.table.setdefault(key, []).append(op)
        self.scopes[-1].append(key)

    def contains(self, op: Operation) -> bool:
        return any(candidate is op for candidate in self.table.get(_key(op), ()))


def _commutative(op: Operation) -> bool:
    return "Commutative" in getattr(type(op), "_ods_traits", ())


def _operand_key(op: Operation) -> tuple[Any, ...]:
    """The operands; for a commutative op in an order-free form (OperationEquivalence)."""
    if _commutative(op):
        return tuple(sorted(op.operands, key=id))
    return tuple(op.operands)


def _key(op: Operation) -> Any:
    return (
        op.name,
        _operand_key(op),
        tuple(r.type for r in op.results),
        op.properties,
        tuple(sorted(op.attributes.items())),
        len(op.regions),
    )


def equivalent(a: Operation, b: Operation) -> bool:
    """OperationEquivalence::isEquivalentTo, ignoring locations."""
    if a.name != b.name or a.properties is not b.properties or a.attributes != b.attributes:
        return False
    if len(a.operands) != len(b.operands) or any(x is not y for x, y in zip(_operand_key(a), _operand_key(b))):
        return False
    if [r.type for r in a.results] != [r.type for r in b.results]:
        return False
    if len(a.successors) != len(b.successors) or any(x is not y for x, y in zip(a.successors, b.successors)):
        return False
    if len(a.regions) != len(b.regions):
        return False
    mapping: dict[Any, Any] = {}
    return all(_regions_equivalent(x, y, mapping) for x, y in zip(a.regions, b.regions))


def _regions_equivalent(x: Region, y: Region, mapping: dict[Any, Any]) -> bool:
    if len(x.blocks) != len(y.blocks):
        return False
    for bx, by in zip(x.blocks, y.blocks):
        if len(bx.arguments) != len(by.arguments) or len(bx.operations) != len(by.operations):
            return False
        mapping[bx] = by
        for ax, ay in zip(bx.arguments, by.arguments):
            if ax.type is not ay.type:
                return False
            mapping[ax] = ay
    for bx, by in zip(x.blocks, y.blocks):
        for ox, oy in zip(bx.operations, by.operations):
            if ox.name != oy.name or ox.properties is not oy.properties or ox.attributes != oy.attributes:
                return False
            if len(ox.operands) != len(oy.operands) or len(ox.results) != len(oy.results):
                return False
            for vx, vy in zip(ox.operands, oy.operands):
                if mapping.get(vx, vx) is not vy:
                    return False
            if [r.type for r in ox.results] != [r.type for r in oy.results]:
                return False
            if [mapping.get(s, s) for s in ox.successors] != list(oy.successors):
                return False
            for rx, ry in zip(ox.results, oy.results):
                mapping[rx] = ry
            if len(ox.regions) != len(oy.regions):
                return False
            if not all(_regions_equivalent(a, b, mapping) for a, b in zip(ox.regions, oy.regions)):
                return False
    return True


def dominator_tree(region: Region) -> dict[Block, list[Block]]:
    """Block -> its children in the dominator tree, for the blocks reachable from the entry
    (children in depth-first order of the CFG)."""
    from odsgen.ir.verify.verifier import dominators, reachable_blocks

    blocks = reachable_blocks(region)
    dom = dominators(region)
    children: dict[Block, list[Block]] = {b: [] for b in blocks}
    for b in blocks[1:]:
        strict = dom[b] - {b}
        idom = max(strict, key=lambda d: len(dom[d]))  # the closest strict dominator
        children[idom].append(b)
    return children


class CSEDriver:
    def __init__(self, rewriter: PatternRewriter) -> None:
        self.rewriter = rewriter
        self.to_erase: list[Operation] = []
        self.changed = False

    def simplify(self, op: Operation) -> bool:
        known = _ScopedMap()
        for region in op.regions:
            self.simplify_region(known, region)
        for dead in self.to_erase:
            self.rewriter.erase_op(dead)
        return self.changed or bool(self.to_erase)

    def simplify_region(self, known: _ScopedMap, region: Region) -> None:
        if not region.blocks:
            return
        parent = region.parent
        # RegionKindInterface: graph regions have no dominance (unregistered ops: SSA).
        ssa = not getattr(type(parent), "graph_regions", False)
        if len(region.blocks) == 1:
            known.push()
            self.simplify_block(known, region.blocks[0], ssa)
            known.pop()
            return
        if not ssa:
            return
        children = dominator_tree(region)
        stack: list[tuple[Block, int]] = [(region.blocks[0], -1)]
        while stack:
            block, index = stack.pop()
            if index == -1:
                known.push()
                self.simplify_block(known, block, ssa)
                index = 0
            kids = children[block]
            if index < len(kids):
                stack.append((block, index + 1))
                stack.append((kids[index], -1))
            else:
                known.pop()

    def simplify_block(self, known: _ScopedMap, block: Block, ssa: bool) -> None:
        for op in list(block.operations):
            if op.regions:
                if effects.might_be_isolated(op):
                    nested = _ScopedMap()
                    for region in op.regions:
                        self.simplify_region(nested, region)
                else:
                    for region in op.regions:
                        self.simplify_region(known, region)
            self.simplify_operation(known, op, ssa)

    def simplify_operation(self, known: _ScopedMap, op: Operation, ssa: bool) -> bool:
        if "IsTerminator" in getattr(type(op), "_ods_traits", ()):
            return False
        if effects.is_trivially_dead(op):
            self.to_erase.append(op)
            return True
        if any(len(r.blocks) > 1 for r in op.regions):
            return False
        if not effects.is_memory_effect_free(op):
            if not effects.only_reads(op):
                return False
            existing = known.lookup(op)
            if existing is not None and existing.parent is op.parent and not _writes_between(existing, op):
                self.replace(known, op, existing, ssa)
                return True
            known.insert(op)
            return False
        existing = known.lookup(op)
        if existing is not None:
            self.replace(known, op, existing, ssa)
            return True
        known.insert(op)
        return False

    def replace(self, known: _ScopedMap, op: Operation, existing: Operation, ssa: bool) -> None:
        from odsgen.dialects import builtin

        if ssa:
            for old, new in zip(op.results, existing.results):
                self.rewriter.replace_all_uses_with(old, new)
            self.to_erase.append(op)
        else:
            for old, new in zip(op.results, existing.results):
                self.rewriter.replace_uses_with_if(old, new, lambda use: not known.contains(use.owner))
            if not op.has_uses():
                self.to_erase.append(op)
        if isinstance(existing.location, builtin.UnknownLoc) and not isinstance(op.location, builtin.UnknownLoc):
            existing.location = op.location
        self.changed = True


def _writes_between(first: Operation, last: Operation) -> bool:
    op = first.next_operation
    while op is not None and op is not last:
        if not effects.is_memory_effect_free(op) and not effects.only_reads(op):
            return True
        op = op.next_operation
    return False


def eliminate_common_subexpressions(op: Operation) -> bool:
    """CSE on everything nested in `op`; whether anything changed."""
    return CSEDriver(PatternRewriter(op.context)).simplify(op)


@register_pass
class CSE(Pass):
    argument = "cse"
    summary = "Eliminate common sub-expressions"

    def run_on_operation(self, op: Operation) -> None:
        eliminate_common_subexpressions(op)
