"""The greedy pattern rewrite driver (MLIR 22's GreedyPatternRewriteDriver and
OperationFolder), with the same worklist order, so that `--canonicalize` prints what
mlir-opt prints.

Per iteration: the worklist is seeded from the region (constants deduplicated and
hoisted to the entry block of the nearest isolated region while seeding), unreachable
blocks are erased, the worklist is processed (dead op removal, then folding, then the
best matching pattern), and the regions are simplified; this repeats while anything
changed, up to `max_iterations`.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Iterable

from odsgen.ir import Block, Operation, Region, Value
from odsgen.rewrite import effects
from odsgen.rewrite.folding import constant_value, fold_op, is_constant_like, materializer
from odsgen.rewrite.pattern import FrozenPatternSet, RewritePattern, RewritePatternSet
from odsgen.rewrite.region_simplify import erase_unreachable_blocks, simplify_regions
from odsgen.rewrite.rewriter import Listener, PatternRewriter

NO_LIMIT = -1


@dataclass
class GreedyRewriteConfig:
    """GreedyRewriteConfig; the defaults are the config's, not the canonicalizer pass's
    (which uses top_down=True and region_simplify="normal")."""

    top_down: bool = False
    fold: bool = True
    cse_constants: bool = True
    max_iterations: int = 10
    max_num_rewrites: int = NO_LIMIT
    region_simplify: str = "aggressive"  # "disabled", "normal" or "aggressive"
    listener: Listener | None = None
    disabled_patterns: tuple[str, ...] = field(default_factory=tuple)
    enabled_patterns: tuple[str, ...] = field(default_factory=tuple)


class _Worklist:
    """A LIFO stack with O(1) membership; removal leaves a hole that pop skips."""

    def __init__(self) -> None:
        self.items: list[Operation | None] = []
        self.index: dict[Operation, int] = {}

    def push(self, op: Operation) -> None:
        if op not in self.index:
            self.index[op] = len(self.items)
            self.items.append(op)

    def pop(self) -> Operation | None:
        items = self.items
        while items:
            op = items.pop()
            if op is not None:
                del self.index[op]
                return op
        return None

    def remove(self, op: Operation) -> None:
        at = self.index.pop(op, None)
        if at is not None:
            self.items[at] = None

    def reverse(self) -> None:
        self.items.reverse()
        self.index = {op: i for i, op in enumerate(self.items) if op is not None}

    def clear(self) -> None:
        self.items.clear()
        self.index.clear()

    def __bool__(self) -> bool:
        return bool(self.index)


class _ConstantFolder:
    """OperationFolder's constant uniquing: one constant per (dialect, value, type) in
    each insertion region, kept at the front of the region's entry block."""

    def __init__(self, rewriter: PatternRewriter) -> None:
        self.rewriter = rewriter
        self.scopes: dict[Region | None, dict[tuple[str, Any, Any], Operation]] = {}
        self.owned: set[Operation] = set()

    @staticmethod
    def insertion_region(block: Block) -> Region | None:
        region = block.parent
        while region is not None:
            parent = region.parent
            if parent is None or effects.might_be_isolated(parent):
                return region
            block_of_parent = parent.parent
            region = block_of_parent.parent if block_of_parent is not None else None
        return region

    def insert_known_constant(self, op: Operation, value: Any) -> bool:
        """Adopt `op` (moving it to the front of the entry block unless it is already
        in the run of constants there) or, if an equal constant is known, replace and
        erase it; whether `op` survives."""
        block = op.parent
        assert block is not None
        region = self.insertion_region(block)
        key = (op.name.partition(".")[0], value, op.results[0].type)
        known = self.scopes.setdefault(region, {})
        existing = known.get(key)
        if existing is not None:
            self.rewriter.replace_all_op_uses_with(op, existing)
            existing.location = _unknown_location(op)
            self.rewriter.erase_op(op)
            return False
        insert_block = region.blocks[0] if region is not None and region.blocks else block
        first = insert_block.first_operation
        if block is not insert_block or (first is not op and op.prev_operation not in self.owned):
            op.move_before(first)  # type: ignore[arg-type]  (its location stays, as in mlir-opt 22)
        known[key] = op
        self.owned.add(op)
        return True


def _unknown_location(op: Operation) -> Any:
    from odsgen.dialects import builtin

    return builtin.UnknownLoc.get(op.context)


class GreedyDriver(Listener):
    """Applies patterns and folds to the operations nested in one region until nothing
    changes (RegionPatternRewriteDriver)."""

    def __init__(self, context: Any, patterns: FrozenPatternSet, config: GreedyRewriteConfig) -> None:
        self.context = context
        self.patterns = patterns
        self.config = config
        self.rewriter = PatternRewriter(context, self)
        self.worklist = _Worklist()
        self.scope: Region | None = None
        self.num_rewrites = 0

    # -- listener --------------------------------------------------------------------------

    def add_to_worklist(self, op: Operation) -> None:
        """The op and its ancestors up to the scope region (addToWorklist)."""
        ancestors = []
        current: Operation | None = op
        while current is not None:
            ancestors.append(current)
            block = current.parent
            region = block.parent if block is not None else None
            if region is self.scope:
                for ancestor in ancestors:
                    self.worklist.push(ancestor)
                return
            if region is None:
                return
            current = region.parent

    def _add_operands_to_worklist(self, op: Operation) -> None:
        for value in op.operands:
            defining = getattr(value, "op", None)
            if defining is None:
                continue
            other = None
            more = False
            for use in value.uses:
                user = use.owner
                if user is op or user is other:
                    continue
                if other is None:
                    other = user
                    continue
                more = True
                break
            if not more:
                self.add_to_worklist(defining)

    def notify_operation_inserted(self, op: Operation) -> None:
        if self.config.listener is not None:
            self.config.listener.notify_operation_inserted(op)
        self.add_to_worklist(op)

    def notify_operation_modified(self, op: Operation) -> None:
        if self.config.listener is not None:
            self.config.listener.notify_operation_modified(op)
        self.add_to_worklist(op)

    def notify_operation_replaced(self, op: Operation, values: Any) -> None:
        if self.config.listener is not None:
            self.config.listener.notify_operation_replaced(op, values)

    def notify_operation_erased(self, op: Operation) -> None:
        if self.config.listener is not None:
            self.config.listener.notify_operation_erased(op)
        self._add_operands_to_worklist(op)
        self.worklist.remove(op)

    def notify_block_inserted(self, block: Block) -> None:
        if self.config.listener is not None:
            self.config.listener.notify_block_inserted(block)

    def notify_block_erased(self, block: Block) -> None:
        if self.config.listener is not None:
            self.config.listener.notify_block_erased(block)

    # -- the driver ----------------------------------------------------------------------

    def simplify(self, region: Region) -> bool:
        """Rewrite the operations in `region`; whether it converged."""
        self.scope = region
        config = self.config
        iteration = 0
        again = False
        while True:
            iteration += 1
            if config.max_iterations != NO_LIMIT and iteration > config.max_iterations:
                break
            self.worklist.clear()
            self._seed(region)
            again = erase_unreachable_blocks(self.rewriter, [region])
            again |= self._process_worklist()
            if config.region_simplify != "disabled":
                again |= simplify_regions(self.rewriter, [region], merge_blocks=config.region_simplify == "aggressive")
            if not again:
                break
        return not again

    def _seed(self, region: Region) -> None:
        folder = _ConstantFolder(self.rewriter)

        def known_constant(op: Operation) -> bool:
            """Whether `op` was a duplicate constant, now erased."""
            if not self.config.cse_constants or not is_constant_like(op):
                return False
            value = constant_value(op.results[0]) if op.results else None
            return value is not None and not folder.insert_known_constant(op, value)

        if not self.config.top_down:
            for op in list(region.walk(post_order=True)):
                if not known_constant(op):
                    self.worklist.push(op)
        else:
            # A merged (erased) constant's regions are skipped by the walk itself.
            for op in region.walk():
                if not known_constant(op):
                    self.worklist.push(op)
            self.worklist.reverse()

    def _process_worklist(self) -> bool:
        changed = False
        self.num_rewrites = 0  # maxNumRewrites counts per iteration
        config = self.config
        rewriter = self.rewriter
        while self.worklist and (config.max_num_rewrites == NO_LIMIT or self.num_rewrites < config.max_num_rewrites):
            op = self.worklist.pop()
            if op is None:
                break
            if effects.is_trivially_dead(op):
                rewriter.erase_op(op)
                changed = True
                continue
            if config.fold and not is_constant_like(op):
                results = fold_op(op)
                if results is not None:
                    changed = True
                    if not results:
                        self.notify_operation_modified(op)
                        continue
                    if self._replace_with_folded(op, results):
                        continue
            if self._apply_patterns(op):
                changed = True
                self.num_rewrites += 1
        return changed

    def _replace_with_folded(self, op: Operation, results: list[Any]) -> bool:
        rewriter = self.rewriter
        rewriter.set_insertion_point(op)
        replacements: list[Value] = []
        materialize = materializer(op)
        for folded, result in zip(results, op.results):
            if isinstance(folded, Value):
                replacements.append(folded)
                continue
            constant = None
            if materialize is not None:
                with rewriter.ip:
                    constant = materialize(self.context, folded, result.type, op.location)
            if constant is None:
                for value in replacements:
                    owner = getattr(value, "op", None)
                    if owner is not None and not value.has_uses() and owner is not op:
                        rewriter.erase_op(owner)
                return False
            if constant.parent is None:
                rewriter.insert(constant)
            replacements.append(constant.results[0])
        rewriter.replace_op(op, replacements)
        return True

    def _apply_patterns(self, op: Operation) -> bool:
        rewriter = self.rewriter
        for pattern in self.patterns.for_op(op.name):
            rewriter.set_insertion_point(op)
            with rewriter.ip:
                if pattern.match_and_rewrite(op, rewriter):
                    return True
        return False


def freeze(patterns: RewritePatternSet | FrozenPatternSet | Iterable[RewritePattern], config: GreedyRewriteConfig | None = None) -> FrozenPatternSet:
    if isinstance(patterns, FrozenPatternSet):
        return patterns
    config = config or GreedyRewriteConfig()
    return FrozenPatternSet(patterns, config.disabled_patterns, config.enabled_patterns)


def apply_patterns_greedily(
    op_or_region: Operation | Region,
    patterns: RewritePatternSet | FrozenPatternSet | Iterable[RewritePattern],
    config: GreedyRewriteConfig | None = None,
) -> bool:
    """Apply `patterns` (and folding) to everything nested in `op_or_region` (each region
    of an operation in turn) until a fixpoint; whether it converged within the limit."""
    config = config or GreedyRewriteConfig()
    frozen = freeze(patterns, config)
    regions = list(op_or_region.regions) if isinstance(op_or_region, Operation) else [op_or_region]
    converged = True
    for region in regions:
        context = _region_context(region)
        driver = GreedyDriver(context, frozen, config)
        converged &= driver.simplify(region)
    return converged


def _region_context(region: Region) -> Any:
    if region.parent is not None:
        return region.parent.context
    for op in region.walk():
        return op.context
    return None
