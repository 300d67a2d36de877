"""Folders and constant materialization of the arith dialect (ArithOps.cpp's `fold`
methods and ArithDialect::materializeConstant, MLIR 22), referenced from defs/arith.yaml
as `hasFolder: odsgen.dialect_hooks.arith_folds:fold_<op>`.

A folder gets the op and a FoldAdaptor (each operand's constant attribute or None) and
returns None, an Attribute, or a Value (a list for several results), as
odsgen.rewrite.folding describes; returning the op's own result means "changed in place".

This module has the folders of the integer and float arithmetic; those of the casts are
in arith_casts, those of cmpi, cmpf and select in arith_compare, the helpers they share
(APInt patterns, matchers, CommonFolders.h) in arith_fold_utils and the APFloat
operations in arith_float. Upstream's element callbacks keep their state across
elements (a division by zero in one element stops the fold, a shift looks at the last
element's amount only): the folders here keep the same state. Poison (the ub dialect)
is not modelled.
"""

from __future__ import annotations

from typing import Any, Callable

from odsgen.dialect_hooks import arith_float as fp
from odsgen.dialect_hooks.arith_fold_utils import (
    _b,
    const_fold_unary,
    defining,
    element_type,
    fold_float,
    fold_int,
    i1_same_shape,
    m_all_ones,
    m_float_is,
    m_int,
    m_one,
    m_zero,
    mask,
    signed,
    static_shape,
    value_int,
    zero_attr,
)
from odsgen.rewrite.folding import constant_value


def materialize_constant(context: Any, value: Any, type: Any, location: Any) -> Any:
    """ArithDialect::materializeConstant (ConstantOp::isBuildableWith): an arith.constant
    when the attribute is an integer, float or elements attribute of exactly `type`
    whose (element) type is not a signed or unsigned integer."""
    from odsgen.dialects import arith

    builtin = _b()
    if getattr(value, "type", None) is not type:
        return None
    element = element_type(type)
    if isinstance(element, builtin.IntegerType) and element.signedness != builtin.Signedness.Signless:
        return None
    if not isinstance(value, (builtin.IntegerAttr, builtin.FloatAttr, builtin.ElementsAttr)):
        return None
    return arith.ConstantOp.build(context, value, location=location)


# -- ConstantOp -------------------------------------------------------------------------------


def fold_constant(op: Any, adaptor: Any) -> Any:
    """ConstantOp::fold: its value."""
    return op.value


# -- integer arithmetic ---------------------------------------------------------------------------


def fold_addi(op: Any, adaptor: Any) -> Any:
    """AddIOp::fold."""
    if m_zero(adaptor.rhs):
        return op.lhs
    sub = defining(op.lhs, "arith.subi")
    if sub is not None and op.rhs is sub.rhs:
        return sub.lhs
    sub = defining(op.rhs, "arith.subi")
    if sub is not None and op.lhs is sub.rhs:
        return sub.lhs
    return fold_int(adaptor.operands, lambda a, b, w: (a + b) & mask(w))


def fold_addui_extended(op: Any, adaptor: Any) -> Any:
    """AddUIExtendedOp::fold."""
    overflow_type = op.overflow.type
    if m_zero(constant_value(op.rhs)):
        false_value = zero_attr(overflow_type)
        return None if false_value is None else [op.lhs, false_value]
    sum_attr = fold_int(adaptor.operands, lambda a, b, w: (a + b) & mask(w))
    if sum_attr is None:
        return None
    overflow_attr = fold_int(
        [sum_attr, adaptor.lhs], lambda s, a, w: int(s < a), i1_same_shape(sum_attr.type)
    )
    if overflow_attr is None:
        return None
    return [sum_attr, overflow_attr]


def fold_subi(op: Any, adaptor: Any) -> Any:
    """SubIOp::fold."""
    if op.lhs is op.rhs:
        type = op.result.type
        if not isinstance(type, _b().ShapedType) or static_shape(type):
            return zero_attr(type)
    if m_zero(adaptor.rhs):
        return op.lhs
    add = defining(op.lhs, "arith.addi")
    if add is not None:
        if op.rhs is add.rhs:
            return add.lhs
        if op.rhs is add.lhs:
            return add.rhs
    return fold_int(adaptor.operands, lambda a, b, w: (a - b) & mask(w))


def fold_muli(op: Any, adaptor: Any) -> Any:
    """MulIOp::fold."""
    if m_zero(adaptor.rhs):
        return op.rhs
    if m_one(adaptor.rhs):
        return op.lhs
    return fold_int(adaptor.operands, lambda a, b, w: (a * b) & mask(w))


def _mulhs(a: int, b: int, w: int) -> int:
    return ((signed(a, w) * signed(b, w)) >> w) & mask(w)


def _mulhu(a: int, b: int, w: int) -> int:
    return ((a * b) >> w) & mask(w)


def fold_mulsi_extended(op: Any, adaptor: Any) -> Any:
    """MulSIExtendedOp::fold."""
    if m_zero(adaptor.rhs):
        return [adaptor.rhs, adaptor.rhs]
    low = fold_int(adaptor.operands, lambda a, b, w: (a * b) & mask(w))
    if low is None:
        return None
    return [low, fold_int(adaptor.operands, _mulhs)]


def fold_mului_extended(op: Any, adaptor: Any) -> Any:
    """MulUIExtendedOp::fold."""
    if m_zero(adaptor.rhs):
        return [adaptor.rhs, adaptor.rhs]
    if m_one(adaptor.rhs):
        zero = zero_attr(op.lhs.type)
        return None if zero is None else [op.lhs, zero]
    low = fold_int(adaptor.operands, lambda a, b, w: (a * b) & mask(w))
    if low is None:
        return None
    return [low, fold_int(adaptor.operands, _mulhu)]


def _fold_div_mul(lhs: Any, rhs: Any, flag: int) -> Any:
    """foldDivMul: (a * b) / b -> a when the multiplication has the overflow `flag`."""
    mul = defining(lhs, "arith.muli")
    if mul is None or (int(mul.overflow_flags.value) & flag) != flag:
        return None
    if mul.lhs is rhs:
        return mul.rhs
    if mul.rhs is rhs:
        return mul.lhs
    return None


_NSW, _NUW = 1, 2


class _Flag:
    """A `bool` an upstream element callback captures by reference."""

    def __init__(self) -> None:
        self.set = False


def _sdiv(a: int, b: int, w: int) -> int:
    """APInt::sdiv on patterns (truncating)."""
    x, y = signed(a, w), signed(b, w)
    q = abs(x) // abs(y)
    return (-q if (x < 0) != (y < 0) else q) & mask(w)


def _negative(v: int, w: int) -> bool:
    return bool(w) and bool(v >> (w - 1))


def _sdiv_ov(a: int, b: int, w: int) -> tuple[int, bool]:
    """APInt::sdiv_ov: the overflow of MININT / -1."""
    return _sdiv(a, b, w), bool(w) and a == 1 << (w - 1) and b == mask(w)


def _srem(a: int, b: int, w: int) -> int:
    x, y = signed(a, w), signed(b, w)
    r = abs(x) % abs(y)
    return (-r if x < 0 else r) & mask(w)


def _ssub_ov(a: int, b: int, w: int) -> tuple[int, bool]:
    result = (a - b) & mask(w)
    neg_a = _negative(a, w)
    return result, neg_a != _negative(b, w) and _negative(result, w) != neg_a


def _sadd_ov(a: int, b: int, w: int) -> tuple[int, bool]:
    result = (a + b) & mask(w)
    neg_a = _negative(a, w)
    return result, neg_a == _negative(b, w) and _negative(result, w) != neg_a


def fold_divui(op: Any, adaptor: Any) -> Any:
    """DivUIOp::fold."""
    if m_one(adaptor.rhs):
        return op.lhs
    value = _fold_div_mul(op.lhs, op.rhs, _NUW)
    if value is not None:
        return value
    div0 = _Flag()

    def calc(a: int, b: int, w: int) -> int:
        if div0.set or not b:
            div0.set = True
            return a
        return a // b

    result = fold_int(adaptor.operands, calc)
    return None if div0.set else result


def fold_divsi(op: Any, adaptor: Any) -> Any:
    """DivSIOp::fold."""
    if m_one(adaptor.rhs):
        return op.lhs
    value = _fold_div_mul(op.lhs, op.rhs, _NSW)
    if value is not None:
        return value
    failed = _Flag()

    def calc(a: int, b: int, w: int) -> int:
        if failed.set or not b:
            failed.set = True
            return a
        result, failed.set = _sdiv_ov(a, b, w)
        return result

    result = fold_int(adaptor.operands, calc)
    return None if failed.set else result


def _signed_ceil_nonneg(a: int, b: int, w: int) -> tuple[int, bool]:
    """signedCeilNonnegInputs: (a - 1) / b + 1; the overflow flag of the last step."""
    val, _ = _ssub_ov(a, 1, w)
    val, _ = _sdiv_ov(val, b, w)
    return _sadd_ov(val, 1, w)


def fold_ceildivui(op: Any, adaptor: Any) -> Any:
    """CeilDivUIOp::fold."""
    if m_one(adaptor.rhs):
        return op.lhs
    failed = _Flag()

    def calc(a: int, b: int, w: int) -> int:
        if failed.set or not b:
            failed.set = True
            return a
        quotient = a // b
        if not a % b:
            return quotient
        result = quotient + 1
        failed.set = bool(result >> w)
        return result & mask(w)

    result = fold_int(adaptor.operands, calc)
    return None if failed.set else result


def fold_ceildivsi(op: Any, adaptor: Any) -> Any:
    """CeilDivSIOp::fold."""
    if m_one(adaptor.rhs):
        return op.lhs
    failed = _Flag()

    def calc(a: int, b: int, w: int) -> int:
        if failed.set or not b:
            failed.set = True
            return a
        if not a:
            return a
        a_pos, b_pos = signed(a, w) > 0, signed(b, w) > 0
        if a_pos and b_pos:
            result, failed.set = _signed_ceil_nonneg(a, b, w)
            return result
        if not a_pos and not b_pos:
            pos_a, ov_a = _ssub_ov(0, a, w)
            pos_b, ov_b = _ssub_ov(0, b, w)
            result, ov_div = _signed_ceil_nonneg(pos_a, pos_b, w)
            failed.set = ov_a or ov_b or ov_div
            return result
        if not a_pos and b_pos:
            pos_a, ov_a = _ssub_ov(0, a, w)
            div, ov_div = _sdiv_ov(pos_a, b, w)
            result, ov_neg = _ssub_ov(0, div, w)
            failed.set = ov_a or ov_div or ov_neg
            return result
        pos_b, ov_b = _ssub_ov(0, b, w)
        div, ov_div = _sdiv_ov(a, pos_b, w)
        result, ov_neg = _ssub_ov(0, div, w)
        failed.set = ov_b or ov_div or ov_neg
        return result

    result = fold_int(adaptor.operands, calc)
    return None if failed.set else result


def fold_floordivsi(op: Any, adaptor: Any) -> Any:
    """FloorDivSIOp::fold (the flag is assigned, not accumulated, by each element)."""
    if m_one(adaptor.rhs):
        return op.lhs
    failed = _Flag()

    def calc(a: int, b: int, w: int) -> int:
        if not b:
            failed.set = True
            return a
        # APInt::sfloordiv_ov
        quotient, failed.set = _sdiv_ov(a, b, w)
        if (quotient * b) & mask(w) != a and _negative(a, w) != _negative(b, w):
            return (quotient - 1) & mask(w)
        return quotient

    result = fold_int(adaptor.operands, calc)
    return None if failed.set else result


def fold_remui(op: Any, adaptor: Any) -> Any:
    """RemUIOp::fold."""
    return _fold_rem(op, adaptor, lambda a, b, w: a % b)


def fold_remsi(op: Any, adaptor: Any) -> Any:
    """RemSIOp::fold."""
    return _fold_rem(op, adaptor, _srem)


def _fold_rem(op: Any, adaptor: Any, rem: Callable[[int, int, int], int]) -> Any:
    """The remainder folds: x % 1 is 0; nothing folds once a divisor is 0."""
    if m_one(adaptor.rhs):
        return zero_attr(op.result.type)
    div0 = _Flag()

    def calc(a: int, b: int, w: int) -> int:
        if div0.set or not b:
            div0.set = True
            return a
        return rem(a, b, w)

    result = fold_int(adaptor.operands, calc)
    return None if div0.set else result


# -- bitwise --------------------------------------------------------------------------------------


def _is_not_of(value: Any, other: Any) -> bool:
    """matchPattern(value, m_Op<XOrIOp>(m_Val(other), m_ConstantInt(&v))) && v.isAllOnes()."""
    xor = defining(value, "arith.xori")
    if xor is None or xor.lhs is not other:
        return False
    found = value_int(xor.rhs)
    return found is not None and found[0] == mask(found[1])


def fold_andi(op: Any, adaptor: Any) -> Any:
    """AndIOp::fold."""
    if m_zero(adaptor.rhs):
        return op.rhs
    if m_all_ones(adaptor.rhs):
        return op.lhs
    if _is_not_of(op.rhs, op.lhs) or _is_not_of(op.lhs, op.rhs):
        return zero_attr(op.result.type)
    # foldAndIofAndI: and(a, and(a, b)) -> and(a, b)
    for reverse in (False, True):
        prev = defining(op.rhs if reverse else op.lhs, "arith.andi")
        if prev is None:
            continue
        other = op.lhs if reverse else op.rhs
        if other is not prev.lhs and other is not prev.rhs:
            continue
        return prev.result
    return fold_int(adaptor.operands, lambda a, b, w: a & b)


def fold_ori(op: Any, adaptor: Any) -> Any:
    """OrIOp::fold."""
    found = m_int(adaptor.rhs)
    if found is not None:
        if found[0] == 0:
            return op.lhs
        if found[0] == mask(found[1]):
            return adaptor.rhs
    if _is_not_of(op.rhs, op.lhs):
        return op.rhs.op.rhs
    if _is_not_of(op.lhs, op.rhs):
        return op.lhs.op.rhs
    return fold_int(adaptor.operands, lambda a, b, w: a | b)


def fold_xori(op: Any, adaptor: Any) -> Any:
    """XOrIOp::fold."""
    if m_zero(adaptor.rhs):
        return op.lhs
    if op.lhs is op.rhs:
        return zero_attr(op.result.type)
    prev = defining(op.lhs, "arith.xori")
    if prev is not None:
        if prev.rhs is op.rhs:
            return prev.lhs
        if prev.lhs is op.rhs:
            return prev.rhs
    prev = defining(op.rhs, "arith.xori")
    if prev is not None:
        if prev.rhs is op.lhs:
            return prev.lhs
        if prev.lhs is op.lhs:
            return prev.rhs
    return fold_int(adaptor.operands, lambda a, b, w: a ^ b)


def _fold_shift(op: Any, adaptor: Any, shift: Callable[[int, int, int], int]) -> Any:
    """ShLIOp/ShRUIOp/ShRSIOp::fold: no fold unless the (last element's) shift amount
    is below the width."""
    if m_zero(adaptor.rhs):
        return op.lhs
    bounded = _Flag()

    def calc(a: int, b: int, w: int) -> int:
        bounded.set = b < w
        return shift(a, b, w) & mask(w)

    result = fold_int(adaptor.operands, calc)
    return result if bounded.set else None


def fold_shli(op: Any, adaptor: Any) -> Any:
    return _fold_shift(op, adaptor, lambda a, b, w: a << b if b < w else 0)


def fold_shrui(op: Any, adaptor: Any) -> Any:
    return _fold_shift(op, adaptor, lambda a, b, w: a >> b if b < w else 0)


def fold_shrsi(op: Any, adaptor: Any) -> Any:
    return _fold_shift(op, adaptor, lambda a, b, w: signed(a, w) >> min(b, w))


# -- integer min/max --------------------------------------------------------------------------------


def _fold_int_minmax(op: Any, adaptor: Any, to_rhs: Callable[[int, int], bool], to_lhs: Callable[[int, int], bool], pick: Callable[[int, int, int], int]) -> Any:
    if op.lhs is op.rhs:
        return op.rhs
    found = m_int(adaptor.rhs)
    if found is not None:
        if to_rhs(*found):
            return op.rhs
        if to_lhs(*found):
            return op.lhs
    return fold_int(adaptor.operands, pick)


_SMAX = lambda v, w: v == mask(w - 1) if w else True  # noqa: E731
_SMIN = lambda v, w: v == 1 << (w - 1) if w else True  # noqa: E731
_UMAX = lambda v, w: v == mask(w)  # noqa: E731
_UMIN = lambda v, w: v == 0  # noqa: E731


def fold_maxsi(op: Any, adaptor: Any) -> Any:
    return _fold_int_minmax(op, adaptor, _SMAX, _SMIN, lambda a, b, w: a if signed(a, w) >= signed(b, w) else b)


def fold_maxui(op: Any, adaptor: Any) -> Any:
    return _fold_int_minmax(op, adaptor, _UMAX, _UMIN, lambda a, b, w: max(a, b))


def fold_minsi(op: Any, adaptor: Any) -> Any:
    return _fold_int_minmax(op, adaptor, _SMIN, _SMAX, lambda a, b, w: a if signed(a, w) <= signed(b, w) else b)


def fold_minui(op: Any, adaptor: Any) -> Any:
    return _fold_int_minmax(op, adaptor, _UMIN, _UMAX, lambda a, b, w: min(a, b))


# -- floating point --------------------------------------------------------------------------------


def fold_negf(op: Any, adaptor: Any) -> Any:
    """NegFOp::fold."""
    inner = defining(op.operand, "arith.negf")
    if inner is not None:
        return inner.operand
    return const_fold_unary(adaptor.operands, fp.negate)


def fold_addf(op: Any, adaptor: Any) -> Any:
    """AddFOp::fold."""
    if m_float_is(adaptor.rhs, lambda v: v.is_zero() and v.sign):
        return op.lhs
    return fold_float(adaptor.operands, fp.add)


def fold_subf(op: Any, adaptor: Any) -> Any:
    """SubFOp::fold."""
    if m_float_is(adaptor.rhs, lambda v: v.is_zero() and not v.sign):
        return op.lhs
    return fold_float(adaptor.operands, fp.subtract)


def fold_maximumf(op: Any, adaptor: Any) -> Any:
    if op.lhs is op.rhs:
        return op.rhs
    if m_float_is(adaptor.rhs, lambda v: v.is_inf() and v.sign):
        return op.lhs
    return fold_float(adaptor.operands, fp.maximum)


def fold_maxnumf(op: Any, adaptor: Any) -> Any:
    if op.lhs is op.rhs:
        return op.rhs
    if m_float_is(adaptor.rhs, lambda v: v.is_nan()):
        return op.lhs
    return fold_float(adaptor.operands, fp.maxnum)


def fold_minimumf(op: Any, adaptor: Any) -> Any:
    if op.lhs is op.rhs:
        return op.rhs
    if m_float_is(adaptor.rhs, lambda v: v.is_inf() and not v.sign):
        return op.lhs
    return fold_float(adaptor.operands, fp.minimum)


def fold_minnumf(op: Any, adaptor: Any) -> Any:
    if op.lhs is op.rhs:
        return op.rhs
    if m_float_is(adaptor.rhs, lambda v: v.is_nan()):
        return op.lhs
    return fold_float(adaptor.operands, fp.minnum)


_NNAN, _NSZ, _CONTRACT = 0x2, 0x8, 0x20


def _fastmath(attr: Any) -> int:
    return 0 if attr is None else int(attr.value)


def fold_mulf(op: Any, adaptor: Any) -> Any:
    """MulFOp::fold."""
    if m_float_is(adaptor.rhs, lambda v: fp.is_exactly_value(v, 1)):
        return op.lhs
    if _fastmath(op.fastmath) & (_NNAN | _NSZ) == _NNAN | _NSZ:
        if m_float_is(adaptor.rhs, lambda v: v.is_zero()):
            return op.rhs
    return fold_float(adaptor.operands, fp.multiply)


def fold_divf(op: Any, adaptor: Any) -> Any:
    """DivFOp::fold."""
    if m_float_is(adaptor.rhs, lambda v: fp.is_exactly_value(v, 1)):
        return op.lhs
    return fold_float(adaptor.operands, fp.divide)


def fold_remf(op: Any, adaptor: Any) -> Any:
    """RemFOp::fold."""
    return fold_float(adaptor.operands, fp.mod)


# The casts' folders are in odsgen.dialect_hooks.arith_casts, cmpi/cmpf/select's in
# odsgen.dialect_hooks.arith_compare.
