"""Verifying IR after parsing, as mlir-opt does: structure of registered operations,
unknown operations of registered dialects, and SSA dominance.

Errors are VerifyErrors at the failing operation's location, worded as MLIR words them
(`'dialect.op' op ...`), with the note `see current operation: <generic form>`. Regions
of unregistered operations may be graph regions (upstream's mayBeGraphRegion), so
dominance is checked only inside registered operations whose regions have it.
"""

from __future__ import annotations

from typing import Any

from odsgen.ir.diagnostics import Diagnostic, Severity, VerifyError
from odsgen.ir.operation import Block, BlockArgument, Operation, OpResult, Region, Value
from odsgen.ir.source import Input, Span


def verify(op: Operation, context: Any, sources: dict[str, Input] | None = None) -> None:
    """Verify `op` and everything nested in it; raises VerifyError on the first problem.
    `sources` maps file names to their text, so errors can show the source line."""
    _Verifier(context, sources or {}).verify_op(op)


def location_span(location: Any, sources: dict[str, Input]) -> tuple[Span | None, str | None]:
    """Where a location points: a Span in a known source, else its `file:line:col` text.

    Follows upstream's choice of the location to show: a call site's callee, a name's
    child, the first showable part of a fused location.
    """
    from odsgen.dialects import builtin

    loc = location
    while loc is not None:
        if isinstance(loc, builtin.CallSiteLoc):
            loc = loc.callee
        elif isinstance(loc, builtin.NameLoc):
            loc = loc.child_loc
        elif isinstance(loc, builtin.FusedLoc):
            shown = [location_span(part, sources) for part in loc.locations]
            return next((s for s in shown if s != (None, None)), (None, None))
        elif isinstance(loc, builtin.FileLineColRange) and len(loc.line_cols) >= 2:
            filename = loc.filename.value
            line, col = loc.line_cols[0], loc.line_cols[1]
            source = sources.get(filename)
            if source is None or line < 1:
                return None, f"{filename}:{line}:{col}"
            return source.span(_offset_of_byte_col(source, line, col)), None
        else:
            return None, None
    return None, None


def _offset_of_byte_col(source: Input, line: int, col: int) -> int:
    text = source.line_text(line)
    prefix = text.encode("utf-8", "surrogateescape")[: max(col - 1, 0)]
    return source.offset_of(line, 1) + len(prefix.decode("utf-8", "surrogateescape"))


class _Verifier:
    def __init__(self, context: Any, sources: dict[str, Input]) -> None:
        self.context = context
        self.sources = sources

    def error(self, op: Operation, message: str, current_op_note: bool = True) -> VerifyError:
        span, where = location_span(op.location, self.sources)
        diagnostic = Diagnostic(Severity.ERROR, message, span, where=where)
        if current_op_note:
            text = op.print(generic=True, for_diagnostic=True)
            diagnostic.notes.append(Diagnostic(Severity.NOTE, f"see current operation: {text}", span, where=where))
        return VerifyError(diagnostic)

    def verify_op(self, op: Operation) -> None:
        info = self.context.op_info(op.name)
        if info is None:
            self._check_unknown_op(op)
        else:
            problem = info.verify_structure(op)
            if problem is not None:
                raise self.error(op, f"'{op.name}' op {problem}")
        for region in op.regions:
            for block in region.blocks:
                for nested in block.operations:
                    self.verify_op(nested)
        if info is not None and info.has_ssa_dominance(op):
            for region in op.regions:
                self._check_dominance(region)

    def _check_unknown_op(self, op: Operation) -> None:
        dialect = self.context.get_dialect(op.dialect_name)
        if dialect is not None and not getattr(dialect, "ALLOW_UNKNOWN_OPERATIONS", False):
            raise self.error(
                op,
                f"unregistered operation '{op.name}' found in dialect ('{op.dialect_name}') "
                "that does not allow unknown operations",
                current_op_note=False,
            )

    def _check_dominance(self, region: Region) -> None:
        """Every operand is defined before its use: earlier in its block, or in a block
        that dominates the use's block (values of enclosing regions are checked where
        those regions are)."""
        dominators = _dominators(region)
        for block in region.blocks:
            seen: set[Operation] = set()
            for op in block.operations:
                for index, value in enumerate(op.operands):
                    if not _dominates(value, block, seen, dominators):
                        raise self.error(op, f"operand #{index} does not dominate this use")
                seen.add(op)


def _defining_block(value: Value) -> Block | None:
    if isinstance(value, BlockArgument):
        return value.block
    if isinstance(value, OpResult):
        return value.op.parent
    return None


def _dominates(value: Value, block: Block, seen: set[Operation], dominators: dict[Block, set[Block]]) -> bool:
    def_block = _defining_block(value)
    if def_block is None or def_block not in dominators:
        return True
    if def_block is block:
        return isinstance(value, BlockArgument) or value.op in seen  # type: ignore[attr-defined]
    return def_block in dominators[block]


def _dominators(region: Region) -> dict[Block, set[Block]]:
    """Block -> the blocks dominating it (iterative data flow; regions are small)."""
    blocks = region.blocks
    if not blocks:
        return {}
    preds: dict[Block, list[Block]] = {b: [] for b in blocks}
    for b in blocks:
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
