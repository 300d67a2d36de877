"""Hand-written syntax of the tensor dialect (defs/tensor.yaml), as MLIR 22 writes it.

Its only custom directive, `custom<DynamicIndexList>` (extract_slice, insert_slice,
parallel_insert_slice, pad, expand_shape), is memref's too: it lives in
odsgen/dialect_hooks/view_like.py and is re-exported here, the dialect's
`customDirectives` module.
"""

from __future__ import annotations

from odsgen.dialect_hooks.view_like import parse_DynamicIndexList, print_DynamicIndexList

__all__ = ["parse_DynamicIndexList", "print_DynamicIndexList"]
