"""Rewriting IR: patterns, the PatternRewriter, folding and the greedy driver."""

from odsgen.rewrite.folding import FoldAdaptor, constant_value, fold_op
from odsgen.rewrite.greedy import GreedyRewriteConfig, apply_patterns_greedily
from odsgen.rewrite.pattern import FrozenPatternSet, FunctionPattern, RewritePattern, RewritePatternSet
from odsgen.rewrite.rewriter import Listener, PatternRewriter

__all__ = [
    "FoldAdaptor",
    "FrozenPatternSet",
    "FunctionPattern",
    "GreedyRewriteConfig",
    "Listener",
    "PatternRewriter",
    "RewritePattern",
    "RewritePatternSet",
    "apply_patterns_greedily",
    "constant_value",
    "fold_op",
]
