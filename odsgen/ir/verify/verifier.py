"""Verifying IR after parsing, as mlir-opt does: structure of registered operations,
unknown operations of registered dialects, and SSA dominance.

Errors are VerifyErrors at the failing operation's location, worded as MLIR words them
(`'dialect.op' op ...`), with the note `see current operation: <generic form>`. Regions
of unregistered operations may be graph regions (upstream's mayBeGraphRegion), so
dominance is checked only inside registered operations whose regions have it.

An op info (`context.op_info(name)`) answers `verify_structure(op)` (verifyInvariants)
and optionally `verify_region_invariants(op)` (verifyRegionInvariants) with None, a message
(emitOpError), or an `op_traits.OpError` (notes, another operation reported on, or
emitError's unprefixed text). `isolated_from_above` makes the walk verify the op after
its siblings and check its regions for values from outside just before `verify_region_invariants`,
unless `verifies_isolation` says verify_region_invariants does that itself (in its trait order).
"""

from __future__ import annotations

from typing import Any

from odsgen.ir.core import seam
from odsgen.ir.core.diagnostics import Diagnostic, Severity, VerifyError
from odsgen.ir.core.helpers import dictionary_items, resolve_ref
from odsgen.ir.core.op_base import RegisteredOp, verify_invariants
from odsgen.ir.core.block import Block
from odsgen.ir.core.operation import Operation
from odsgen.ir.core.region import Region
from odsgen.ir.core.values import BlockArgument, OpResult, Value
from odsgen.ir.core.snippet_origin import rewrite_traceback, snippet_origin
from odsgen.ir.core.source import Input
from odsgen.ir.verify.diagnostic_locations import CALL_STACK_LIMIT, callsite, location_diagnostic
from odsgen.ir.verify.op_traits import OpError, defining_block, verify_isolated_from_above


# A generated class's verifyInvariants, called directly (op_base.verify_invariants), and
# its verifyRegionInvariants when it adds no region trait or verifier: nothing to call
# (_Verifier._op_checks).
_DEFAULT_STRUCTURE = RegisteredOp.verify_structure.__func__
_DEFAULT_REGION_INVARIANTS = RegisteredOp.verify_region_invariants.__func__
_DEFAULT_VERIFY_REGIONS = RegisteredOp._ods_verify_regions


def verify(
    op: Operation,
    context: Any,
    sources: dict[str, Input] | None = None,
    print_op_on_diagnostic: bool = True,
    debuginfo: bool = False,
    pretty_debuginfo: bool = False,
) -> None:
    """Verify `op` and everything nested in it; raises VerifyError on the first problem.
    `sources` maps file names to their text, so errors can show the source line.
    `print_op_on_diagnostic` adds the note "see current operation: ..." to errors about an
    operation (mlir-opt turns it off with --verify-diagnostics), with its location when
    `debuginfo` (mlir-opt's --mlir-print-debuginfo applies there too, and so does
    --mlir-pretty-debuginfo, `pretty_debuginfo`). IR nested deeper than the
    recursion limit allows fails with "nesting too deep" at the innermost operation reached.
    """
    if not isinstance(op, Operation):
        # Checked here: compiled, the walk reads an operation's fields without asking.
        raise TypeError(f"verify expects an Operation, got {type(op).__name__}")
    verifier = _Verifier(context, sources or {}, print_op_on_diagnostic, debuginfo, pretty_debuginfo)
    try:
        verifier.verify_op(op)
    except RecursionError:
        raise verifier.error(verifier.current, "nesting too deep", current_op_note=False) from None
    except VerifyError:
        raise
    except Exception as exc:
        # A bug in a verifier snippet: show its YAML line in the traceback, not the
        # generated module's (as jinja2 does for templates).
        if snippet_origin(exc) is None:
            raise
        # Raised by name, not with a bare `raise`: compiled (odsgen.accel), that would
        # restore the traceback caught here rather than the rewritten one. This frame's
        # entry is dropped, as raising adds it again.
        tb = rewrite_traceback(exc).__traceback__
        raise exc.with_traceback(tb.tb_next if tb is not None else None)


class _Verifier:
    def __init__(
        self,
        context: Any,
        sources: dict[str, Input],
        print_op_on_diagnostic: bool = True,
        debuginfo: bool = False,
        pretty_debuginfo: bool = False,
    ) -> None:
        self.debuginfo = debuginfo
        self.pretty_debuginfo = pretty_debuginfo
        self.context = context
        self.sources = sources
        self.print_op_on_diagnostic = print_op_on_diagnostic
        self.current: Operation | None = None  # the operation being verified
        self._infos: dict[str, Any] = {}  # operation name -> context.op_info(name)
        # operation name -> (generated invariants, check isolation first, the region
        # invariants or None)
        self._checks: dict[str, tuple[bool, bool, Any]] = {}

    def _info(self, name: str) -> Any:
        """context.op_info(name), asked once per name: it is needed several times per
        operation (its checks, its blocks' terminators, isolation)."""
        infos = self._infos
        if name in infos:
            return infos[name]
        info = infos[name] = self.context.op_info(name)
        return info

    def error(self, op: Operation, message: str, current_op_note: bool = True) -> VerifyError:
        """An error at `op`'s location, as mlir-opt shows it: "called from" notes along a
        call site's callers, then (unless turned off) the operation in generic form."""
        location = op.location
        diagnostic = self.diagnostic(Severity.ERROR, message, location)
        last = location
        call = callsite(location)
        for _ in range(CALL_STACK_LIMIT):
            if call is None:
                break
            last = call.caller
            note = self.diagnostic(Severity.NOTE, "called from", last)
            note.call_stack = True  # type: ignore[attr-defined]  # printed, not emitted: not verified
            diagnostic.notes.append(note)
            call = callsite(last)
        if current_op_note and self.print_op_on_diagnostic:
            text = self.op_text(op)
            # The source line is shown only if the note's location differs from the last one.
            note = self.diagnostic(
                Severity.NOTE, f"see current operation: {text}", location, show_source=last is not location
            )
            diagnostic.notes.append(note)
        return VerifyError(diagnostic)

    def diagnostic(self, severity: Severity, message: str, location: Any, show_source: bool = True) -> Diagnostic:
        return location_diagnostic(severity, message, location, self.sources, show_source, self.pretty_debuginfo)

    def op_text(self, op: Operation) -> str:
        """An operation streamed into a diagnostic (Diagnostic::appendOp): generic, in
        local scope, on a new line when it takes several."""
        text = op.print(
            generic=True, for_diagnostic=True, debuginfo=self.debuginfo, pretty_debuginfo=self.pretty_debuginfo
        )
        return "\n" + text if "\n" in text else text

    def verify_op(self, op: Operation) -> None:
        """OperationVerifier's walk: on entering an operation its invariants, then its
        regions' operations in order, except those isolated from above, which are verified
        (all of them, every error kept) once the regions are done; then, on leaving, its
        region invariants and whether an unknown operation is allowed."""
        self.current = op
        if op._attributes:
            self._verify_dialect_attributes(op)
        info = self._info(op.name)
        checks = None
        if info is not None:
            checks = self._op_checks(op.name, info)
            problem = verify_invariants(info, op) if checks[0] else info.verify_structure(op)
            if problem is not None:
                raise self.report(op, problem)
        if op.regions:
            self._verify_regions(op, info)
        self.current = op
        if checks is not None:
            _, isolation, region_invariants = checks
            if isolation:
                problem = verify_isolated_from_above(op, self._isolated)
                if problem is not None:
                    raise self.report(op, problem)
            if region_invariants is not None:
                problem = region_invariants(op)
                if problem is not None:
                    raise self.report(op, problem)
        else:
            self._check_unknown_op(op)
        if op.regions and info is not None and info.has_ssa_dominance(op):
            for region in op.regions:
                self._check_dominance(region)

    def _op_checks(self, name: str, info: Any) -> tuple[bool, bool, Any]:
        """How an operation named `name` is checked, found once per name: whether its
        invariants are a generated class's (op_base.verify_invariants, called directly);
        then, on leaving it, whether isolation is checked first (an info whose
        verify_region_invariants checks it itself, in its trait order, says so with
        `verifies_isolation`), and verifyRegionInvariants (the region traits, then the
        region verifier), None when it is a generated class's that has neither."""
        found = self._checks.get(name)
        if found is not None:
            return found
        generated = getattr(getattr(info, "verify_structure", None), "__func__", None) is _DEFAULT_STRUCTURE
        isolation = bool(getattr(info, "isolated_from_above", False)) and not getattr(info, "verifies_isolation", False)
        region_invariants = getattr(info, "verify_region_invariants", None)
        if (
            getattr(region_invariants, "__func__", None) is _DEFAULT_REGION_INVARIANTS
            and getattr(info, "_ods_verify_regions", None) is _DEFAULT_VERIFY_REGIONS
        ):
            region_invariants = None
        found = self._checks[name] = (generated, isolation, region_invariants)
        return found

    def _verify_regions(self, op: Operation, info: Any) -> None:
        """The entry checks of `op`'s regions and blocks, and the operations in them."""
        graph = info is not None and getattr(info, "graph_regions", False)
        for index, region in enumerate(op.regions):
            # A registered op's graph regions hold at most one block (verifyOnEntrance).
            if graph and len(region.blocks) > 1:
                raise self.report(op, f"expects graph region #{index} to have 0 or 1 blocks")
            if region.blocks and _has_predecessors(region.blocks[0]):
                raise self.error(op, "entry block of region may not have predecessors", current_op_note=False)
        isolated = []
        for region in op.regions:
            for block in region.blocks:
                # The block's operations, read along their links (nothing changes them here).
                last = block._last
                if last is None:
                    if not self._may_lack_terminator(block):
                        raise self.error(op, "empty block: expect at least a terminator", current_op_note=False)
                    continue
                nested = block._first
                while nested is not None:
                    if nested.successors and nested is not last:
                        raise self.error(nested, "operation with block successors must terminate its parent block")
                    nested = nested._next
                nested = block._first
                while nested is not None:
                    if nested.regions and self._isolated(nested):
                        isolated.append(nested)
                    else:
                        self.verify_op(nested)
                    nested = nested._next
                # The block's exit (OperationVerifier::verifyOnExit(Block&)): its
                # terminator is checked after the operations in it are verified.
                self.current = op
                for successor in last.successors:  # a loop: compiled, cpdef has no closures
                    if successor.parent is not region:
                        raise self.report(last, "branching to block of a different region")
                if not self._may_lack_terminator(block) and not self._may_be_terminator(last):
                    raise self.error(last, f"block with no terminator, has {self.op_text(last)}")
        failures = []
        for nested in isolated:
            try:
                self.verify_op(nested)
            except VerifyError as exc:
                failures.extend(exc.diagnostics)
        if failures:
            raise VerifyError(*failures)

    def report(self, op: Operation, problem: str | OpError | tuple[Operation, str, Operation]) -> VerifyError:
        """The error for what an op info's verify_structure / verify_region_invariants returned
        about `op`: a message (emitOpError on `op`), an OpError (notes, another
        operation, or emitError's unprefixed message), or the older (operation,
        message, first definition) of a symbol redefinition."""
        if isinstance(problem, tuple):
            nested, message, first = problem
            problem = OpError(message, [("see existing symbol definition here", first)], nested, op_prefix=False)
        elif not isinstance(problem, OpError):
            problem = OpError(str(problem))
        target = problem.op if problem.op is not None else op
        message = f"'{target.name}' op {problem.message}" if problem.op_prefix else problem.message
        error = self.error(target, message)
        last = target.location
        for text, where in problem.notes:
            location = where.location if isinstance(where, Operation) else where
            # A note shows its source line only if at another location than the last.
            note = self.diagnostic(Severity.NOTE, text, location, show_source=location is not last)
            error.diagnostic.notes.append(note)
            last = location
        if problem.preceding:
            before = []
            for text, where in problem.preceding:
                location = where.location if isinstance(where, Operation) else where
                before.append(self.diagnostic(Severity.ERROR, text, location))
            return VerifyError(*before, error.diagnostic)
        return error

    def _verify_dialect_attributes(self, op: Operation) -> None:
        """Dialect::verifyOperationAttribute for each discardable attribute whose name
        starts with a dialect's namespace, before the op's own invariants."""
        for name, attr in dictionary_items(op._attributes).items():
            prefix, dot, _ = name.partition(".")
            if not dot:
                continue
            dialect = self.context.get_dialect(prefix)
            ref = getattr(dialect, "VERIFY_OPERATION_ATTRIBUTE", None)
            if ref is not None:
                problem = resolve_ref(ref)(op, name, attr)
                if problem is not None:
                    raise self.report(op, problem)

    def _may_lack_terminator(self, block: Block) -> bool:
        """mayBeValidWithoutTerminator: the only block of a region whose operation may
        have NoTerminator (unregistered operations may)."""
        region = block.parent
        if region is None:
            return True
        if len(region.blocks) != 1:
            return False
        parent = region.parent
        info = self._info(parent.name) if parent is not None else None
        if info is None:
            return True
        return getattr(info, "no_terminator", False) or "NoTerminator" in getattr(info, "_ods_traits", ())

    def _may_be_terminator(self, op: Operation) -> bool:
        """mightHaveTrait<IsTerminator>: registered terminators and unregistered ops."""
        info = self._info(op.name)
        return info is None or "IsTerminator" in getattr(info, "_ods_traits", ())

    def _isolated(self, op: Operation) -> bool:
        info = self._info(op.name)
        return bool(getattr(info, "isolated_from_above", False))

    def _check_unknown_op(self, op: Operation) -> None:
        named = op.named_dialect
        dialect = None if named is None else self.context.get_dialect(named)
        if dialect is None and not self.context.allow_unregistered_dialects:
            # A name of no dialect (`"index"`), or one built outside the parser.
            raise self.error(
                op,
                f"'{op.name}' op created with unregistered dialect. If this is intended, please call "
                "allowUnregisteredDialects() on the MLIRContext, or use -allow-unregistered-dialect "
                "with the MLIR opt tool used",
            )
        if dialect is not None and not getattr(dialect, "ALLOW_UNKNOWN_OPERATIONS", False):
            raise self.error(
                op,
                f"unregistered operation '{op.name}' found in dialect ('{op.dialect_name}') "
                "that does not allow unknown operations",
            )

    def _check_dominance(self, region: Region) -> None:
        """Every operand is defined before its use (DominanceInfo::properlyDominates):
        earlier in its block, or in a block that dominates the use's block; a use in a
        nested region is checked through its ancestor in the definition's region
        (values of enclosing regions are checked where those regions are)."""
        dominated_by = dominators(region)
        reachable = set(reachable_blocks(region)) if len(region.blocks) > 1 else None
        # The region and its ancestors, once for every use (a value of another region
        # must come from one of them).
        chain = _region_chain(region)
        enclosing = set(chain)
        for block in region.blocks:
            if reachable is not None and block not in reachable:
                continue  # dominance only means something in reachable blocks
            seen: set[Operation] = set()  # the block's operations before `op`
            op = block._first
            while op is not None:
                for index, value in enumerate(op.operands):
                    # The common cases first: defined earlier in this block, or its argument.
                    if isinstance(value, OpResult):
                        result = value
                        if result.op in seen:
                            continue
                    elif isinstance(value, BlockArgument) and value.block is block:
                        continue
                    def_block = defining_block(value)  # None: a placeholder
                    if def_block is not None and not self._dominates(value, def_block, block, seen, dominated_by, enclosing, chain):
                        raise self._dominance_error(op, index)
                # Uses nested in op's regions of values of this region: op stands for them.
                if op.regions and not self._isolated(op):
                    for nested in self._nested_ops(op):
                        for index, value in enumerate(nested.operands):
                            def_block = defining_block(value)
                            if def_block in dominated_by and not self._dominates(value, def_block, block, seen, dominated_by, enclosing, chain):
                                raise self._dominance_error(nested, index)
                seen.add(op)
                op = op._next

    def _dominates(
        self, value: Value, def_block: Block, block: Block, seen: set[Operation], dominated_by: dict[Block, set[Block]], enclosing: set[Region | None], chain: list[Region | None]
    ) -> bool:
        """Whether `value`, defined in `def_block`, dominates a use in `block` by an
        operation after those in `seen` (_check_dominance)."""
        if def_block not in dominated_by:
            # Defined outside this region: fine in an enclosing region, not in a
            # sibling one; a value from another tree is not checked here.
            outer = def_block.parent
            return outer is None or outer in enclosing or _region_chain(outer)[-1] is not chain[-1]
        if def_block is block:
            # A result first: compiled, that check is a C type test (a failed isinstance
            # of a class not cimported also looks up the value's __class__).
            if isinstance(value, OpResult):
                return value.op in seen
            return isinstance(value, BlockArgument)
        return def_block in dominated_by[block]

    def _nested_ops(self, op: Operation) -> list[Operation]:
        """The operations inside op's regions, not entering isolated-from-above ones."""
        found: list[Operation] = []
        stack = [op]
        while stack:
            current = stack.pop()
            for region in current.regions:
                for block in region.blocks:
                    inner = block._first
                    while inner is not None:
                        found.append(inner)
                        if inner.regions and not self._isolated(inner):
                            stack.append(inner)
                        inner = inner._next
        return found

    def _dominance_error(self, op: Operation, index: int) -> VerifyError:
        """diagnoseInvalidOperandDominance: the error, then where the operand is defined."""
        error = self.error(op, f"operand #{index} does not dominate this use")
        value = op.operands[index]
        use_region = op.parent.parent if op.parent is not None else None
        if isinstance(value, OpResult):
            where = value.op.location
            def_region = value.op.parent.parent if value.op.parent is not None else None
            if value.op.parent is op.parent:
                text = "operand defined here (op in the same block)"
            else:
                text = "operand defined here" + _relation(use_region, def_region, " (op in the same region)", " (op in a parent region)", " (op in a child region)", " (op is neither in a parent nor in a child region)")
        else:
            block = value.owner  # type: ignore[union-attr]
            def_region = block.parent
            owner = def_region.parent if def_region is not None else None
            where = owner.location if owner is not None else None
            position = def_region.blocks.index(block) if def_region is not None else 0
            text = f"operand defined as a block argument (block #{position}" + _relation(use_region, def_region, " in the same region)", " in a parent region)", " in a child region)", " neither in a parent nor in a child region)")
        error.diagnostic.notes.append(self.diagnostic(Severity.NOTE, text, where))
        return error


def _relation(use: Region | None, defined: Region | None, same: str, parent: str, child: str, neither: str) -> str:
    """How the definition's region relates to the use's (Region::isProperAncestor)."""
    if use is defined:
        return same
    if _is_proper_ancestor(defined, use):
        return parent
    if _is_proper_ancestor(use, defined):
        return child
    return neither


def _is_proper_ancestor(ancestor: Region | None, region: Region | None) -> bool:
    while region is not None:
        op = region.parent
        block = op.parent if op is not None else None
        region = block.parent if block is not None else None
        if region is ancestor and region is not None:
            return True
    return False


def _has_predecessors(block: Block) -> bool:
    """Whether an operation of the block's region branches to it."""
    region = block.parent
    if region is None:
        return False
    for other in region.blocks:
        op = other._first
        while op is not None:
            if op.successors and block in op.successors:
                return True
            op = op._next
    return False


def _region_chain(region: Region | None) -> list[Region | None]:
    """`region` and its ancestor regions, innermost first."""
    chain = [region]
    while region is not None:
        op = region.parent
        block = op.parent if op is not None else None
        region = block.parent if block is not None else None
        if region is not None:
            chain.append(region)
    return chain


def reachable_blocks(region: Region) -> list[Block]:
    """The blocks reachable from the region's entry block, in depth-first preorder."""
    seen: dict[Block, None] = {}
    stack = [region.blocks[0]]
    while stack:
        block = stack.pop()
        if block not in seen:
            seen[block] = None
            stack.extend(reversed(block.successors))
    return list(seen)


def dominators(region: Region) -> dict[Block, set[Block]]:
    """Block -> the blocks dominating it (iterative data flow; regions are small)."""
    blocks = region.blocks
    if len(blocks) < 2:
        return {b: {b} for b in blocks}  # most regions: one block, which dominates itself
    preds: dict[Block, list[Block]] = {b: [] for b in blocks}
    reachable = set(reachable_blocks(region))
    for b in blocks:
        if b not in reachable:
            continue  # an unreachable predecessor does not weaken dominance
        for succ in b.successors:
            if succ in preds:
                preds[succ].append(b)
    every = set(blocks)
    dom = {b: set(every) for b in blocks}
    dom[blocks[0]] = {blocks[0]}
    changed = True
    while changed:
        changed = False
        for b in blocks[1:]:
            incoming = [dom[p] for p in preds[b]]
            new = (set.intersection(*incoming) if incoming else set()) | {b}
            if new != dom[b]:
                dom[b] = new
                changed = True
    return dom


# Core code that verifies an operation calls this through its seam (odsgen.ir.core.seam).
seam.install(verify_operation=verify)
