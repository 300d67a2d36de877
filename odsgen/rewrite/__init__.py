"""Rewriting IR: patterns, the PatternRewriter, folding and the greedy driver.

The names below are imported on first use, so that generated dialect modules (which
import odsgen.rewrite.pattern for their DRR patterns) do not load the whole driver.
"""

from __future__ import annotations

import importlib
from typing import Any

_EXPORTS = {
    "FoldAdaptor": "odsgen.rewrite.folding",
    "constant_value": "odsgen.rewrite.folding",
    "fold_op": "odsgen.rewrite.folding",
    "GreedyRewriteConfig": "odsgen.rewrite.greedy",
    "apply_patterns_greedily": "odsgen.rewrite.greedy",
    "FrozenPatternSet": "odsgen.rewrite.pattern",
    "FunctionPattern": "odsgen.rewrite.pattern",
    "RewritePattern": "odsgen.rewrite.pattern",
    "RewritePatternSet": "odsgen.rewrite.pattern",
    "Listener": "odsgen.rewrite.rewriter",
    "PatternRewriter": "odsgen.rewrite.rewriter",
}

__all__ = sorted(_EXPORTS)


def __getattr__(name: str) -> Any:
    module = _EXPORTS.get(name)
    if module is None:
        raise AttributeError(f"module 'odsgen.rewrite' has no attribute '{name}'")
    value = getattr(importlib.import_module(module), name)
    globals()[name] = value
    return value
