"""Rewrite patterns and pattern sets (MLIR's RewritePattern, RewritePatternSet and the
PatternApplicator's order)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Callable, ClassVar, Iterable

if TYPE_CHECKING:
    from odsgen.ir import Operation
    from odsgen.rewrite.rewriter import PatternRewriter


class RewritePattern:
    """A rewrite of operations of one kind (`op_name`, or `op_class`, a generated op
    class; neither matches any operation) with a `benefit` (0 to 65535; higher is tried
    first). `match_and_rewrite(op, rewriter)` returns True when it changed the IR, which
    it must do through `rewriter`, and False (changing nothing) otherwise."""

    op_name: ClassVar[str | None] = None
    op_class: ClassVar[Any] = None
    benefit: int = 1  # a class attribute, or set per instance
    # Pattern labels for the canonicalizer's enable-patterns/disable-patterns.
    debug_name: ClassVar[str | None] = None

    def root_name(self) -> str | None:
        if self.op_class is not None:
            return self.op_class.OPERATION_NAME  # type: ignore[no-any-return]
        return self.op_name

    def label(self) -> str:
        return self.debug_name or type(self).__name__

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> bool:
        raise NotImplementedError


class FunctionPattern(RewritePattern):
    """A pattern made of a function `(op, rewriter) -> bool` (ODS hasCanonicalizeMethod)."""

    def __init__(self, op_name: str, function: Callable[[Any, Any], Any], benefit: int = 1, label: str = "") -> None:
        self._op_name = op_name
        self._function = function
        self.benefit = benefit
        self._label = label or getattr(function, "__name__", "canonicalize")

    def root_name(self) -> str | None:
        return self._op_name

    def label(self) -> str:
        return self._label

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> bool:
        return bool(self._function(op, rewriter))


class RewritePatternSet:
    """Patterns in the order they were added (which breaks ties between equal benefits)."""

    def __init__(self, patterns: Iterable[RewritePattern] = ()) -> None:
        self.patterns: list[RewritePattern] = []
        self.add(*patterns)

    def add(self, *patterns: RewritePattern | type[RewritePattern]) -> RewritePatternSet:
        for pattern in patterns:
            self.patterns.append(pattern() if isinstance(pattern, type) else pattern)
        return self

    def __iter__(self) -> Any:
        return iter(self.patterns)

    def __len__(self) -> int:
        return len(self.patterns)


class FrozenPatternSet:
    """Patterns grouped by root operation name, each list stable-sorted by descending
    benefit, and the any-op list (PatternApplicator); filtered by label."""

    def __init__(
        self,
        patterns: Iterable[RewritePattern],
        disabled: Iterable[str] = (),
        enabled: Iterable[str] = (),
    ) -> None:
        disabled_set, enabled_set = set(disabled), set(enabled)
        self.by_name: dict[str, list[RewritePattern]] = {}
        self.any_op: list[RewritePattern] = []
        for pattern in patterns:
            label = pattern.label()
            if label in disabled_set or (enabled_set and label not in enabled_set):
                continue
            name = pattern.root_name()
            (self.any_op if name is None else self.by_name.setdefault(name, [])).append(pattern)
        for group in self.by_name.values():
            group.sort(key=lambda p: -p.benefit)
        self.any_op.sort(key=lambda p: -p.benefit)
        self._merged: dict[str, list[RewritePattern]] = {}

    def for_op(self, name: str) -> list[RewritePattern]:
        """Patterns to try on an operation, best first: the op's own and the any-op ones
        merged, an op-specific pattern winning ties."""
        merged = self._merged.get(name)
        if merged is None:
            own = self.by_name.get(name, [])
            if not self.any_op:
                merged = own
            else:
                merged, i, j = [], 0, 0
                while i < len(own) or j < len(self.any_op):
                    if j >= len(self.any_op) or (
                        i < len(own) and own[i].benefit >= self.any_op[j].benefit
                    ):
                        merged.append(own[i])
                        i += 1
                    else:
                        merged.append(self.any_op[j])
                        j += 1
            self._merged[name] = merged
        return merged
