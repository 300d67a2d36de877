"""Folders and canonicalizers of the index dialect (defs/index.yaml), ported from MLIR 22's
mlir/lib/Dialect/Index/IR/IndexOps.cpp.

Index values are folded in 64-bit arithmetic (IndexType::kInternalStorageBitWidth). An
operation whose low 32 bits do not depend on its operands' high bits is always folded
(`fold_unchecked`); the others only when the 64-bit result truncated to 32 bits equals
the 32-bit result of the truncated operands (`fold_checked`), so that the fold holds on
32-bit and 64-bit targets alike. Integers here are unsigned bit patterns of their width.
"""

from __future__ import annotations

from typing import Any, Callable, Optional

from odsgen.ir.core.helpers import builtin_dialect as _builtin
from odsgen.rewrite.folding import constant_value, fold_op

Calc = Callable[[int, int, int], Optional[int]]  # (lhs, rhs, width) -> result or None


def _mask(width: int) -> int:
    return (1 << width) - 1


def _signed(value: int, width: int) -> int:
    return value - (1 << width) if value >> (width - 1) & 1 else value


def _index_attr(context: Any, value: int) -> Any:
    b = _builtin()
    return b.IntegerAttr.get(context, b.IndexType.get(context), _signed(value & _mask(64), 64))


def _bool_attr(context: Any, value: bool) -> Any:
    b = _builtin()
    return b.IntegerAttr.get(context, b.IntegerType.get(context, 1), int(value))


def _index_value(attr: Any) -> int | None:
    """An IntegerAttr's value as a 64-bit pattern (None if not an integer attribute)."""
    b = _builtin()
    if not isinstance(attr, b.IntegerAttr):
        return None
    return attr.value & _mask(64)


def materialize_constant(context: Any, value: Any, type_: Any, location: Any) -> Any:
    """IndexDialect::materializeConstant: i1 booleans as index.bool.constant, index
    integers as index.constant."""
    from odsgen.dialects import index

    b = _builtin()
    if isinstance(value, b.IntegerAttr) and isinstance(value.type, b.IntegerType) and value.type.width == 1 and value.type.signedness == b.Signedness.Signless:
        if not (isinstance(type_, b.IntegerType) and type_.width == 1 and type_.signedness == b.Signedness.Signless):
            return None
        return index.BoolConstantOp.build(context, value, result_type=type_, location=location)
    if isinstance(value, b.IntegerAttr):
        if not isinstance(value.type, b.IndexType) or not isinstance(type_, b.IndexType):
            return None
        return index.ConstantOp.build(context, value, location=location)
    return None


def fold_constant(op: Any, adaptor: Any) -> Any:
    """ConstantOp::fold / BoolConstantOp::fold: the value."""
    return op.value


# -- binary operations ------------------------------------------------------------------


def fold_unchecked(op: Any, adaptor: Any, calculate: Calc) -> Any:
    """foldBinaryOpUnchecked: `calculate` in 64 bits (trunc(f(a, b)) = f(trunc(a), trunc(b)))."""
    lhs, rhs = _index_value(adaptor.lhs), _index_value(adaptor.rhs)
    if lhs is None or rhs is None:
        return None
    result = calculate(lhs, rhs, 64)
    return None if result is None else _index_attr(op.context, result)


def fold_checked(op: Any, adaptor: Any, calculate: Calc) -> Any:
    """foldBinaryOpChecked: only when the 64-bit result truncated to 32 bits is the
    32-bit result of the truncated operands."""
    lhs, rhs = _index_value(adaptor.lhs), _index_value(adaptor.rhs)
    if lhs is None or rhs is None:
        return None
    result64 = calculate(lhs, rhs, 64)
    if result64 is None:
        return None
    result32 = calculate(lhs & _mask(32), rhs & _mask(32), 32)
    if result32 is None or result64 & _mask(32) != result32:
        return None
    return _index_attr(op.context, result64)


def _sdiv(n: int, m: int, w: int) -> int:
    """APInt::sdiv (rounding toward zero), of patterns of width w."""
    a, b = _signed(n, w), _signed(m, w)
    q = abs(a) // abs(b)
    return (q if (a < 0) == (b < 0) else -q) & _mask(w)


def _srem(n: int, m: int, w: int) -> int:
    a, b = _signed(n, w), _signed(m, w)
    r = abs(a) % abs(b)
    return (-r if a < 0 else r) & _mask(w)


def _ceil_div_s(n: int, m: int, w: int) -> int | None:
    """calculateCeilDivS."""
    if m == 0:
        return None
    if n == 0:
        return n
    m_gt_z = 0 < _signed(m, w)
    if (0 < _signed(n, w)) != m_gt_z:
        return (-_sdiv(-n & _mask(w), m, w)) & _mask(w)
    x = -1 if m_gt_z else 1
    return (_sdiv((n + x) & _mask(w), m, w) + 1) & _mask(w)


def _ceil_div_u(n: int, m: int, w: int) -> int | None:
    if m == 0:
        return None
    if n == 0:
        return n
    return ((n - 1) // m + 1) & _mask(w)


def _floor_div_s(n: int, m: int, w: int) -> int | None:
    """calculateFloorDivS."""
    if m == 0:
        return None
    if n == 0:
        return n
    m_lt_z = _signed(m, w) < 0
    if (_signed(n, w) < 0) == m_lt_z:
        return _sdiv(n, m, w)
    x = 1 if m_lt_z else -1
    return (-1 - _signed(_sdiv((x - n) & _mask(w), m, w), w)) & _mask(w)


def _nonzero(calc: Calc) -> Calc:
    """Division and remainder: not folded by zero."""
    return lambda n, m, w: None if m == 0 else calc(n, m, w)


def _shift_amount_ok(calc: Calc) -> Calc:
    """Shifts: not folded by 32 or more (undefined on 32-bit targets)."""
    return lambda n, m, w: None if m >= 32 else calc(n, m, w)


def fold_add(op: Any, adaptor: Any) -> Any:
    result = fold_unchecked(op, adaptor, lambda a, b, w: (a + b) & _mask(w))
    if result is None and _index_value(adaptor.rhs) == 0:
        return op.lhs
    return result


def fold_sub(op: Any, adaptor: Any) -> Any:
    result = fold_unchecked(op, adaptor, lambda a, b, w: (a - b) & _mask(w))
    if result is None and _index_value(adaptor.rhs) == 0:
        return op.lhs
    return result


def fold_mul(op: Any, adaptor: Any) -> Any:
    result = fold_unchecked(op, adaptor, lambda a, b, w: (a * b) & _mask(w))
    if result is not None:
        return result
    rhs = _index_value(adaptor.rhs)
    if rhs == 1:
        return op.lhs
    if rhs == 0:
        return adaptor.rhs
    return None


def fold_divs(op: Any, adaptor: Any) -> Any:
    return fold_checked(op, adaptor, _nonzero(_sdiv))


def fold_divu(op: Any, adaptor: Any) -> Any:
    return fold_checked(op, adaptor, _nonzero(lambda a, b, w: a // b))


def fold_ceildivs(op: Any, adaptor: Any) -> Any:
    return fold_checked(op, adaptor, _ceil_div_s)


def fold_ceildivu(op: Any, adaptor: Any) -> Any:
    return fold_checked(op, adaptor, _ceil_div_u)


def fold_floordivs(op: Any, adaptor: Any) -> Any:
    return fold_checked(op, adaptor, _floor_div_s)


def fold_rems(op: Any, adaptor: Any) -> Any:
    return fold_checked(op, adaptor, _nonzero(_srem))


def fold_remu(op: Any, adaptor: Any) -> Any:
    return fold_checked(op, adaptor, _nonzero(lambda a, b, w: a % b))


def fold_maxs(op: Any, adaptor: Any) -> Any:
    return fold_checked(op, adaptor, lambda a, b, w: a if _signed(a, w) > _signed(b, w) else b)


def fold_maxu(op: Any, adaptor: Any) -> Any:
    return fold_checked(op, adaptor, lambda a, b, w: a if a > b else b)


def fold_mins(op: Any, adaptor: Any) -> Any:
    return fold_checked(op, adaptor, lambda a, b, w: a if _signed(a, w) < _signed(b, w) else b)


def fold_minu(op: Any, adaptor: Any) -> Any:
    return fold_checked(op, adaptor, lambda a, b, w: a if a < b else b)


def fold_shl(op: Any, adaptor: Any) -> Any:
    return fold_unchecked(op, adaptor, _shift_amount_ok(lambda a, b, w: (a << b) & _mask(w)))


def fold_shrs(op: Any, adaptor: Any) -> Any:
    return fold_checked(op, adaptor, _shift_amount_ok(lambda a, b, w: (_signed(a, w) >> b) & _mask(w)))


def fold_shru(op: Any, adaptor: Any) -> Any:
    return fold_checked(op, adaptor, _shift_amount_ok(lambda a, b, w: a >> b))


def fold_and(op: Any, adaptor: Any) -> Any:
    return fold_unchecked(op, adaptor, lambda a, b, w: a & b)


def fold_or(op: Any, adaptor: Any) -> Any:
    return fold_unchecked(op, adaptor, lambda a, b, w: a | b)


def fold_xor(op: Any, adaptor: Any) -> Any:
    return fold_unchecked(op, adaptor, lambda a, b, w: a ^ b)


def canonicalize_associative_commutative(op: Any, rewriter: Any) -> bool:
    """canonicalizeAssociativeCommutativeBinaryOp: `op(op(v, c1), c2)` becomes
    `op(v, op(c2, c1))` when the inner combination of constants folds."""
    if constant_value(op.rhs) is None:
        return rewriter.notify_match_failure(op, "RHS is not a constant")
    inner = getattr(op.lhs, "op", None)
    if type(inner) is not type(op):
        return rewriter.notify_match_failure(op, "LHS is not the same BinaryOp")
    if constant_value(inner.rhs) is None:
        return rewriter.notify_match_failure(op, "RHS of LHS op is not a constant")
    combined = _create_or_fold(rewriter, op, op.rhs, inner.rhs)
    if combined is None:
        return rewriter.notify_match_failure(op, "new BinaryOp was not folded")
    rewriter.replace_op_with_new_op(op, type(op).build, op.context, inner.lhs, combined, location=op.location)
    return True


def _create_or_fold(rewriter: Any, op: Any, lhs: Any, rhs: Any) -> Any:
    """OpBuilder::createOrFold of `type(op)(lhs, rhs)`: the value it folds to (a constant
    materialized at the insertion point for an attribute), or None when it does not fold
    (the pattern then fails)."""
    from odsgen.dialects import index
    from odsgen.ir import Attribute

    new = type(op).build(op.context, lhs, rhs, location=op.location)
    folded = fold_op(new)
    new.erase()
    if not folded:
        return None
    if isinstance(folded[0], Attribute):
        return rewriter.create(index.ConstantOp.build, op.context, folded[0], location=op.location).result
    return folded[0]


# -- casts --------------------------------------------------------------------------------


def _fold_cast(op: Any, adaptor: Any, signed: bool) -> Any:
    """foldCastOp: to index in 64 bits; from index only when the result does not depend
    on the target's index width."""
    b = _builtin()
    attr = adaptor.input
    if not isinstance(attr, b.IntegerAttr):
        return None
    in_width = 64 if isinstance(attr.type, b.IndexType) else attr.type.width
    value = attr.value & _mask(in_width)
    type_ = op.output.type

    def ext(v: int, from_width: int, to_width: int) -> int:
        if signed and from_width and v >> (from_width - 1) & 1:
            v -= 1 << from_width
        return v & _mask(to_width)

    if isinstance(type_, b.IndexType):
        result = ext(value, in_width, 64) if in_width < 64 else value & _mask(64)
        return b.IntegerAttr.get(op.context, type_, _signed(result, 64))
    width = type_.width
    if width <= 32:
        result = value & _mask(width)
    elif width >= 64:
        if ext(value & _mask(32), 32, 64) != value:
            return None
        result = ext(value, in_width, width)
    else:
        result = value & _mask(width)
        if result != ext(value & _mask(32), 32, width):
            return None
    return b.IntegerAttr.get(op.context, type_, _as_attr_value(result, type_))


def _as_attr_value(pattern: int, type_: Any) -> int:
    """The value an IntegerAttr of `type_` stores for this bit pattern."""
    b = _builtin()
    if type_.signedness == b.Signedness.Unsigned:
        return pattern
    return _signed(pattern, type_.width) if type_.width else 0


def fold_casts(op: Any, adaptor: Any) -> Any:
    return _fold_cast(op, adaptor, signed=True)


def fold_castu(op: Any, adaptor: Any) -> Any:
    return _fold_cast(op, adaptor, signed=False)


# -- index.cmp ----------------------------------------------------------------------------

# IndexCmpPredicate values, the same as intrange::CmpPredicate's.
EQ, NE, SLT, SLE, SGT, SGE, ULT, ULE, UGT, UGE = range(10)
_INVERT = {EQ: NE, NE: EQ, SLT: SGE, SGE: SLT, SLE: SGT, SGT: SLE, ULT: UGE, UGE: ULT, ULE: UGT, UGT: ULE}


def _compare(a: int, b: int, pred: int, w: int) -> bool:
    """compareIndices on patterns of width w."""
    sa, sb = _signed(a, w), _signed(b, w)
    return {
        EQ: a == b, NE: a != b, SLT: sa < sb, SLE: sa <= sb, SGT: sa > sb, SGE: sa >= sb,
        ULT: a < b, ULE: a <= b, UGT: a > b, UGE: a >= b,
    }[pred]


class _Range:
    """ConstantIntRanges of patterns of width w: unsigned and signed bounds."""

    def __init__(self, umin: int, umax: int, smin: int, smax: int) -> None:
        self.umin, self.umax, self.smin, self.smax = umin, umax, smin, smax

    @classmethod
    def from_signed(cls, smin: int, smax: int, w: int) -> _Range:
        if (smin >= 0) == (smax >= 0):
            lo, hi = smin & _mask(w), smax & _mask(w)
            return cls(min(lo, hi), max(lo, hi), smin, smax)
        return cls(0, _mask(w), smin, smax)

    @classmethod
    def from_unsigned(cls, umin: int, umax: int, w: int) -> _Range:
        if (umin >> (w - 1)) == (umax >> (w - 1)):
            lo, hi = _signed(umin, w), _signed(umax, w)
            return cls(umin, umax, min(lo, hi), max(lo, hi))
        return cls(umin, umax, -(1 << (w - 1)), (1 << (w - 1)) - 1)

    def constant(self) -> int | None:
        if self.umin == self.umax:
            return self.umin
        if self.smin == self.smax:
            return self.smin
        return None


def _statically_true(pred: int, lhs: _Range, rhs: _Range) -> bool:
    """isStaticallyTrue (InferIntRangeCommon.cpp)."""
    if pred == SLE:
        return lhs.smax <= rhs.smin
    if pred == SLT:
        return lhs.smax < rhs.smin
    if pred == ULE:
        return lhs.umax <= rhs.umin
    if pred == ULT:
        return lhs.umax < rhs.umin
    if pred == SGE:
        return lhs.smin >= rhs.smax
    if pred == SGT:
        return lhs.smin > rhs.smax
    if pred == UGE:
        return lhs.umin >= rhs.umax
    if pred == UGT:
        return lhs.umin > rhs.umax
    if pred == EQ:
        a, b = lhs.constant(), rhs.constant()
        return a is not None and b is not None and a == b
    signed_ne = _statically_true(SLT, lhs, rhs) or _statically_true(SGT, lhs, rhs)
    unsigned_ne = _statically_true(ULT, lhs, rhs) or _statically_true(UGT, lhs, rhs)
    return signed_ne and unsigned_ne


def _evaluate(pred: int, lhs: _Range, rhs: _Range) -> bool | None:
    """intrange::evaluatePred."""
    if _statically_true(pred, lhs, rhs):
        return True
    if _statically_true(_INVERT[pred], lhs, rhs):
        return False
    return None


def _cmp_of_max_or_min(name: str, a: int, b: int, w: int, pred: int) -> bool | None:
    """foldCmpOfMaxOrMin: the range of `max/min(x, a)` compared with the constant b."""
    if name == "index.mins":
        lhs = _Range.from_signed(-(1 << (w - 1)), _signed(a, w), w)
    elif name == "index.minu":
        lhs = _Range.from_unsigned(0, a, w)
    elif name == "index.maxs":
        lhs = _Range.from_signed(_signed(a, w), (1 << (w - 1)) - 1, w)
    else:
        lhs = _Range.from_unsigned(a, _mask(w), w)
    return _evaluate(pred, lhs, _Range(b, b, _signed(b, w), _signed(b, w)))


def fold_cmp(op: Any, adaptor: Any) -> Any:
    """CmpOp::fold: constants compared in 64 and 32 bits (folded when both agree),
    `cmp(max/min(x, a), b)` by ranges, and `cmp(x, x)`."""
    pred = int(op.pred.value)
    lhs, rhs = _index_value(adaptor.lhs), _index_value(adaptor.rhs)
    if lhs is not None and rhs is not None:
        result64 = _compare(lhs, rhs, pred, 64)
        if result64 == _compare(lhs & _mask(32), rhs & _mask(32), pred, 32):
            return _bool_attr(op.context, result64)
    lhs_op = getattr(op.lhs, "op", None)
    if lhs_op is not None and lhs_op.name in ("index.mins", "index.minu", "index.maxs", "index.maxu") and rhs is not None:
        a = _index_value(constant_value(lhs_op.operands[1]))
        if a is not None:
            result64 = _cmp_of_max_or_min(lhs_op.name, a, rhs, 64, pred)
            result32 = _cmp_of_max_or_min(lhs_op.name, a & _mask(32), rhs & _mask(32), 32, pred)
            if result64 is not None and result32 is not None and result64 == result32:
                return _bool_attr(op.context, result64)
    if op.lhs is op.rhs:
        return _bool_attr(op.context, pred in (EQ, SGE, SLE, UGE, ULE))
    return None


def canonicalize_cmp(op: Any, rewriter: Any) -> bool:
    """CmpOp::canonicalize: `cmp(x - y, 0)` is `cmp(x, y)`, `cmp(0, x - y)` is `cmp(y, x)`."""
    rhs_zero = _index_value(constant_value(op.rhs)) == 0
    lhs_zero = _index_value(constant_value(op.lhs)) == 0
    if not rhs_zero and not lhs_zero:
        return rewriter.notify_match_failure(op, "cmp is not comparing something with 0")
    sub = getattr(op.lhs if rhs_zero else op.rhs, "op", None)
    if sub is None or sub.name != "index.sub":
        return rewriter.notify_match_failure(op, "non-zero operand is not a result of subtraction")
    lhs, rhs = (sub.lhs, sub.rhs) if rhs_zero else (sub.rhs, sub.lhs)
    rewriter.replace_op_with_new_op(op, type(op).build, op.context, lhs, rhs, op.pred, location=op.location)
    return True
