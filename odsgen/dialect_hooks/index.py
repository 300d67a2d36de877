"""Hand-written parts of the index dialect (defs/index.yaml), ported from MLIR 22's
mlir/lib/Dialect/Index/IR/IndexOps.cpp."""

from __future__ import annotations

from typing import Any, Sequence

from odsgen.ir.core.helpers import builtin_dialect as _builtin


def index_cast_compatible(inputs: Sequence[Any], outputs: Sequence[Any]) -> bool:
    """CastSOp/CastUOp::areCastCompatible: exactly one of the input and output types is
    `index` (the other an integer)."""
    index_type = _builtin().IndexType
    return isinstance(inputs[0], index_type) != isinstance(outputs[0], index_type)
