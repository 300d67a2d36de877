"""Folders of the arith cast operations (ArithOps.cpp, MLIR 22): extui, extsi, extf,
trunci, truncf, uitofp, sitofp, fptoui, fptosi, index_cast, index_castui and bitcast,
referenced from defs/arith.yaml as `hasFolder: odsgen.dialect_hooks.arith_casts:fold_<op>`.

Constant operands go through constFoldCastOp (arith_fold_utils.const_fold_cast); the
float conversions fold only when APFloat::convert is exact (convertFloatValue).
"""

from __future__ import annotations

from typing import Any

from odsgen.dialect_hooks import arith_float as fp
from odsgen.dialect_hooks.arith_fold_utils import (
    CastFailed,
    _b,
    const_fold_cast,
    defining,
    dense,
    element_type,
    int_width,
    mask,
    scalar_attr,
)


# -- integer extension and truncation -----------------------------------------------------------


def _sext(bits: int, from_width: int, to_width: int) -> int:
    if from_width and bits >> (from_width - 1):
        bits |= mask(to_width) & ~mask(from_width)
    return bits & mask(to_width)


def fold_extui(op: Any, adaptor: Any) -> Any:
    """ExtUIOp::fold: extui(extui(x)) -> extui(x) in place; constants zero-extended."""
    inner = defining(op.in_, "arith.extui")
    if inner is not None:
        op.set_operand(0, inner.in_)
        return op.result
    return const_fold_cast(adaptor.operands, op.result.type, lambda a: a, "int")


def fold_extsi(op: Any, adaptor: Any) -> Any:
    """ExtSIOp::fold: extsi(extsi(x)) -> extsi(x) in place; constants sign-extended."""
    inner = defining(op.in_, "arith.extsi")
    if inner is not None:
        op.set_operand(0, inner.in_)
        return op.result
    from_width = int_width(element_type(op.in_.type))
    to_width = int_width(element_type(op.result.type))
    return const_fold_cast(adaptor.operands, op.result.type, lambda a: _sext(a, from_width, to_width), "int")


def fold_trunci(op: Any, adaptor: Any) -> Any:
    """TruncIOp::fold."""
    dst_type = element_type(op.result.type)
    inner = getattr(op.in_, "op", None)
    if inner is not None and inner.name in ("arith.extui", "arith.extsi"):
        src = inner.operands[0]
        src_type = element_type(src.type)
        # trunci(ext(a)) -> trunci(a) or -> a
        if src_type.width > dst_type.width:
            op.set_operand(0, src)
            return op.result
        if src_type is dst_type:
            return src
    inner = defining(op.in_, "arith.trunci")
    if inner is not None:
        op.set_operand(0, inner.operands[0])
        return op.result
    width = dst_type.width
    return const_fold_cast(adaptor.operands, op.result.type, lambda a: a & mask(width), "int")


# -- float extension and truncation ----------------------------------------------------------------


_CONTRACT = 0x20


def _has_contract(attr: Any) -> bool:
    return attr is not None and int(attr.value) & _CONTRACT == _CONTRACT


def _convert(target: Any) -> Any:
    sem = target.get_float_semantics()

    def calc(a: Any) -> Any:
        result = fp.convert_exact(a, sem)
        if result is None:
            raise CastFailed
        return result

    return calc


def fold_extf(op: Any, adaptor: Any) -> Any:
    """ExtFOp::fold: extf(truncf(a)) -> a when both have the `contract` flag; exact
    conversions of constants."""
    trunc = defining(op.in_, "arith.truncf")
    if trunc is not None and trunc.in_.type is op.result.type:
        if _has_contract(trunc.fastmath) and _has_contract(op.fastmath):
            return trunc.in_
    target = element_type(op.result.type)
    return const_fold_cast(adaptor.operands, op.result.type, _convert(target), "float")


def _representable_by(a: Any, b: Any) -> bool:
    """APFloatBase::isRepresentableBy."""
    return a.max_exponent <= b.max_exponent and a.min_exponent >= b.min_exponent and a.precision <= b.precision


def fold_truncf(op: Any, adaptor: Any) -> Any:
    """TruncFOp::fold: truncf(extf(a)) -> truncf(a) or a; exact conversions of constants
    (an exact conversion does not depend on the rounding mode)."""
    result_element = element_type(op.result.type)
    ext = defining(op.in_, "arith.extf")
    if ext is not None:
        src = ext.in_
        src_type = element_type(src.type)
        intermediate = element_type(ext.result.type)
        if _representable_by(src_type.get_float_semantics(), intermediate.get_float_semantics()):
            if src_type.get_width() > result_element.get_width():
                op.set_operand(0, src)
                return op.result
            if src_type is result_element:
                return src
    return const_fold_cast(adaptor.operands, op.result.type, _convert(result_element), "float")


# -- integer <-> float -------------------------------------------------------------------------------


def _int_to_fp(op: Any, adaptor: Any, is_signed: bool) -> Any:
    sem = element_type(op.result.type).get_float_semantics()
    width = int_width(element_type(op.in_.type))
    return const_fold_cast(
        adaptor.operands, op.result.type, lambda a: fp.from_int(sem, a, width, is_signed), "int"
    )


def fold_uitofp(op: Any, adaptor: Any) -> Any:
    """UIToFPOp::fold."""
    return _int_to_fp(op, adaptor, False)


def fold_sitofp(op: Any, adaptor: Any) -> Any:
    """SIToFPOp::fold."""
    return _int_to_fp(op, adaptor, True)


def _fp_to_int(op: Any, adaptor: Any, is_signed: bool) -> Any:
    width = element_type(op.result.type).width

    def calc(a: Any) -> int:
        result = fp.to_int(a, width, is_signed)
        if result is None:
            raise CastFailed
        return result

    return const_fold_cast(adaptor.operands, op.result.type, calc, "float")


def fold_fptoui(op: Any, adaptor: Any) -> Any:
    """FPToUIOp::fold."""
    return _fp_to_int(op, adaptor, False)


def fold_fptosi(op: Any, adaptor: Any) -> Any:
    """FPToSIOp::fold."""
    return _fp_to_int(op, adaptor, True)


# -- index casts ---------------------------------------------------------------------------------------


def _result_int_width(op: Any) -> int:
    result = element_type(op.result.type)
    return result.width if isinstance(result, _b().IntegerType) else 64  # type: ignore[no-any-return]


def fold_index_cast(op: Any, adaptor: Any) -> Any:
    """IndexCastOp::fold: constants sign-extended or truncated."""
    to_width = _result_int_width(op)
    source = adaptor.in_
    from_width = _operand_width(source)
    if from_width is None:
        return None
    return const_fold_cast(adaptor.operands, op.result.type, lambda a: _sext(a, from_width, to_width), "int")


def fold_index_castui(op: Any, adaptor: Any) -> Any:
    """IndexCastUIOp::fold: constants zero-extended or truncated."""
    to_width = _result_int_width(op)
    return const_fold_cast(adaptor.operands, op.result.type, lambda a: a & mask(to_width), "int")


def _operand_width(attr: Any) -> int | None:
    """The APInt width of an integer constant's (elements') type, or None."""
    builtin = _b()
    type = getattr(attr, "type", None)
    if isinstance(type, builtin.ShapedType):
        type = type.element_type
    if isinstance(type, (builtin.IntegerType, builtin.IndexType)):
        return int_width(type)
    return None


# -- bitcast --------------------------------------------------------------------------------------------


def _bits_of(value: Any, type: Any) -> int:
    if isinstance(value, fp.APFloat):
        return value.bits
    return value & mask(int_width(type))


def _from_bits(bits: int, type: Any) -> Any:
    if isinstance(type, _b().FloatType):
        return fp.from_bits(type.get_float_semantics(), bits)
    return bits


def fold_bitcast(op: Any, adaptor: Any) -> Any:
    """BitcastOp::fold: the constant's bits reinterpreted; then, as CastOpInterface's
    trait fold (foldCastInterfaceOp, which odsgen.rewrite.folding does not run), a cast
    to the operand's own type folds to the operand."""
    folded = _fold_bitcast(op, adaptor)
    if folded is None and op.in_.type is op.result.type:
        return op.in_
    return folded


def _fold_bitcast(op: Any, adaptor: Any) -> Any:
    builtin = _b()
    result_type = op.result.type
    operand = adaptor.in_
    if operand is None:
        return None
    if isinstance(operand, builtin.DenseIntOrFPElementsAttr):
        source, target = operand.element_type, result_type.element_type
        values = [_from_bits(_bits_of(v, source), target) for v in operand.values]
        return dense(operand.type.clone_with(None, target), values)
    if isinstance(result_type, builtin.ShapedType):
        return None
    if isinstance(operand, builtin.FloatAttr):
        bits = operand.value.bits
    elif isinstance(operand, builtin.IntegerAttr):
        bits = operand.value & mask(int_width(operand.type))
    else:
        return None
    return scalar_attr(result_type, _from_bits(bits, result_type))
