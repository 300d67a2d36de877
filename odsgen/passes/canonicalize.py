"""The canonicalizer (mlir/lib/Transforms/Canonicalizer.cpp): every loaded dialect's and
registered operation's canonicalization patterns, applied greedily with folding."""

from __future__ import annotations

import sys
from typing import Any

from odsgen.ir import Operation
from odsgen.passes.pass_base import Pass, register_pass
from odsgen.rewrite.greedy import GreedyRewriteConfig, apply_patterns_greedily
from odsgen.rewrite.pattern import FrozenPatternSet, FunctionPattern, RewritePattern

_LEVELS = {"disabled", "normal", "aggressive"}


def canonicalization_patterns(context: Any) -> list[RewritePattern]:
    """The patterns of every loaded dialect's operations, by operation name
    (getRegisteredOperations order): `hasCanonicalizer` patterns, then the
    `hasCanonicalizeMethod` one."""
    from odsgen.ir.core.helpers import resolve_ref

    patterns: list[RewritePattern] = []
    for name in sorted(context._op_classes):
        cls = context._op_classes[name]
        for ref in getattr(cls, "_ods_canonicalization_patterns", ()):
            if ":" in ref:
                target = resolve_ref(ref)
            else:
                target = getattr(sys.modules[cls.__module__], ref)
            patterns.append(target() if isinstance(target, type) else target)
        method = getattr(cls, "_ods_canonicalize", None)
        if method is not None:
            patterns.append(FunctionPattern(name, method, 1, f"{cls.__name__}.canonicalize"))
    return patterns


@register_pass
class Canonicalizer(Pass):
    argument = "canonicalize"
    summary = "Canonicalize operations"
    options = {
        "top-down": True,
        "region-simplify": "normal",
        "max-iterations": 10,
        "max-num-rewrites": -1,
        "test-convergence": False,
        "disable-patterns": (),
        "enable-patterns": (),
    }

    def set_option(self, key: str, value: Any) -> None:
        if key == "region-simplify" and isinstance(value, str) and value not in _LEVELS:
            raise ValueError(f"Invalid value '{value}' for option {key}")
        super().set_option(key, value)

    def run_on_operation(self, op: Operation) -> None:
        config = GreedyRewriteConfig(
            top_down=self.option("top-down"),
            max_iterations=self.option("max-iterations"),
            max_num_rewrites=self.option("max-num-rewrites"),
            region_simplify=self.option("region-simplify"),
        )
        patterns = FrozenPatternSet(
            canonicalization_patterns(op.context), self.option("disable-patterns"), self.option("enable-patterns")
        )
        converged = apply_patterns_greedily(op, patterns, config)
        if self.option("test-convergence") and not converged:
            self.signal_pass_failure()
