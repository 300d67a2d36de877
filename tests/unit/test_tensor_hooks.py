"""The tensor dialect's Python API (defs/tensor.yaml, odsgen/dialect_hooks/tensor_support.py):
the builders that infer their result type as upstream's do, and the hand-written verifiers
raising VerifyError with mlir-opt 22's wording (the same messages the IR oracle checks in
text, tests/data/ir_oracle/Dialect_Tensor_*.json)."""

from __future__ import annotations

from typing import Any

import pytest

from odsgen.dialects import arith, builtin, func, tensor
from odsgen.ir import Block, Context, InsertionPoint, Region, VerifyError
from odsgen.ir.text.builtin_support import K_DYNAMIC


@pytest.fixture
def ctx() -> Context:
    context = Context()
    for dialect in (arith, func, tensor):
        context.load_dialect(dialect)
    return context


def tensor_type(ctx: Context, *shape: int) -> Any:
    return builtin.RankedTensorType.get(ctx, shape, builtin.Float32Type.get(ctx))


def function(ctx: Context, *inputs: Any) -> tuple[Any, Block]:
    """A module holding one func.func taking `inputs`; (module, entry block)."""
    module = builtin.ModuleOp.build(ctx)
    with InsertionPoint(module.body):
        fn = func.FuncOp.build(
            ctx,
            "f",
            builtin.FunctionType.get(ctx, list(inputs), []),
            regions=[Region([Block(list(inputs))])],
        )
    return module, fn.regions[0].blocks[0]


def test_concat_infers_its_result_type(ctx: Context) -> None:
    module, entry = function(ctx, tensor_type(ctx, 3, K_DYNAMIC), tensor_type(ctx, K_DYNAMIC, 4))
    with InsertionPoint(entry):
        along_rows = tensor.ConcatOp.build_inferred(ctx, 0, entry.arguments)
        along_columns = tensor.ConcatOp.build_inferred(ctx, 1, entry.arguments)
        func.ReturnOp.build(ctx)
    # The common static size of the other dimension; the sum, dynamic if any part is.
    assert str(along_rows.results[0].type) == "tensor<?x4xf32>"
    assert str(along_columns.results[0].type) == "tensor<3x?xf32>"
    assert module.verify()


def test_shape_builders(ctx: Context) -> None:
    index = builtin.IndexType.get(ctx)
    module, entry = function(ctx, tensor_type(ctx, 8, 16, 4), index, tensor_type(ctx, 2, 3, 4))
    source, size, cube = entry.arguments
    with InsertionPoint(entry):
        empty = tensor.EmptyOp.build_shaped(
            ctx, (5, K_DYNAMIC), builtin.Float32Type.get(ctx), [size]
        )
        element = arith.ConstantOp.build(ctx, builtin.IntegerAttr.get(ctx, index, 1))
        elements = tensor.FromElementsOp.build_from_elements(ctx, [element.result, element.result])
        slice_ = tensor.ExtractSliceOp.build_inferred(
            ctx, source, [0, size, 0], [4, size, 1], [1, 1, 2]
        )
        collapsed = tensor.CollapseShapeOp.build_inferred(ctx, cube, [[0, 1], [2]])
        func.ReturnOp.build(ctx)
    assert str(empty.results[0].type) == "tensor<5x?xf32>"
    assert str(elements.results[0].type) == "tensor<2xindex>"
    # Mixed entries: a Value stands as kDynamic in the static list and becomes an operand.
    assert tuple(slice_.static_offsets.values) == (0, K_DYNAMIC, 0)  # type: ignore[attr-defined]
    assert list(slice_.sizes) == [size]  # type: ignore[attr-defined]
    assert str(slice_.results[0].type) == "tensor<4x?x1xf32>"
    assert str(collapsed.results[0].type) == "tensor<6x4xf32>"
    assert module.verify()
    with pytest.raises(ValueError, match="at least one element"):
        tensor.FromElementsOp.build_from_elements(ctx, [])


def test_verifiers_raise_verify_error(ctx: Context) -> None:
    index = builtin.IndexType.get(ctx)
    module, entry = function(ctx, tensor_type(ctx, 3), index)
    source, size = entry.arguments
    with InsertionPoint(entry):
        # Two dynamic sizes in the type, one operand.
        tensor.EmptyOp.build(
            ctx, dynamic_sizes=[size], result_type=tensor_type(ctx, K_DYNAMIC, K_DYNAMIC)
        )
        func.ReturnOp.build(ctx)
    with pytest.raises(VerifyError) as info:
        module.verify()
    assert str(info.value).splitlines()[0] == (
        "<unknown>:0: error: 'tensor.empty' op incorrect number of dynamic sizes, has 1, expected 2"
    )

    module, entry = function(ctx, tensor_type(ctx, 3))
    with InsertionPoint(entry):
        # A slice running past the end of its source (emitError: no op prefix).
        tensor.ExtractSliceOp.build_inferred(ctx, entry.arguments[0], [2], [2], [1])
        func.ReturnOp.build(ctx)
    with pytest.raises(VerifyError) as info:
        module.verify()
    assert str(info.value).splitlines()[0] == (
        "<unknown>:0: error: slice along dimension 0 runs out-of-bounds: 3 >= 3"
    )

    module, entry = function(ctx, tensor_type(ctx, 3))
    with InsertionPoint(entry):
        tensor.ConcatOp.build(ctx, 0, inputs=[entry.arguments[0]], result_type=tensor_type(ctx, 7))
        func.ReturnOp.build(ctx)
    with pytest.raises(
        VerifyError,
        match="result type 'tensor<7xf32>'does not match inferred shape 'tensor<3xf32>'",
    ):
        module.verify()
