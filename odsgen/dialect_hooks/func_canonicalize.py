"""Folding and canonicalization of the func dialect (mlir/lib/Dialect/Func/IR/FuncOps.cpp,
MLIR 22), referenced from defs/func.yaml:

- `materialize_constant`: FuncDialect::materializeConstant (a func.constant for a flat
  symbol reference of function type);
- `fold_constant`: ConstantOp::fold (its value: func.constant is ConstantLike);
- `canonicalize_call_indirect`: CallIndirectOp::canonicalize (an indirect call of a
  constant callee becomes a func.call).
"""

from __future__ import annotations

from typing import Any

from odsgen.rewrite.folding import constant_value


def materialize_constant(context: Any, value: Any, type: Any, location: Any) -> Any:
    """FuncDialect::materializeConstant: ConstantOp::isBuildableWith(value, type) is a
    FlatSymbolRefAttr and a FunctionType."""
    from odsgen.dialects import builtin, func

    if not builtin.FlatSymbolRefAttr.classof(value) or not isinstance(type, builtin.FunctionType):
        return None
    return func.ConstantOp.build(context, value, result_type=type, location=location)


def fold_constant(op: Any, adaptor: Any) -> Any:
    """ConstantOp::fold: its value."""
    return op.value


def canonicalize_call_indirect(op: Any, rewriter: Any) -> bool:
    """CallIndirectOp::canonicalize: a constant callee (m_Constant of a SymbolRefAttr)
    makes a direct call, CallOp::build(callee, result types, operands)."""
    from odsgen.dialects import builtin, func

    callee = constant_value(op.callee)
    if not isinstance(callee, builtin.SymbolRefAttr):
        return False
    new = func.CallOp.build(
        rewriter.context,
        callee,
        operands_=list(op.callee_operands),
        results_types=[r.type for r in op.results],
        location=op.location,
        ip=rewriter.ip,
    )
    rewriter.replace_op(op, new)
    return True
