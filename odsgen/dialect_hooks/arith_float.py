"""The llvm::APFloat operations the arith folders use, on odsgen's exact APFloat model
(odsgen.ir.numeric.apfloat): IEEEFloat's add/subtract/multiply/divide/mod with its
NaN, infinity and signed-zero rules, compare, llvm::maximum/minimum/maxnum/minnum,
convert (with its losesInfo/status), convertFromAPInt, convertToInteger and ilogb.

Arithmetic on finite values is exact rational arithmetic rounded once to nearest-even
(round_rational), which is what IEEEFloat computes for the default rounding mode.
Integers are passed as unsigned bit patterns with their width (APInt).
"""

from __future__ import annotations

from enum import Enum
from fractions import Fraction

from odsgen.ir.numeric import apfloat as ap
from odsgen.ir.numeric.apfloat import APFloat, Category, NanEncoding, NonFinite


class Cmp(Enum):
    """APFloat::cmpResult."""

    LESS = 0
    EQUAL = 1
    GREATER = 2
    UNORDERED = 3


_ZERO, _NORMAL, _INF, _NAN = Category.ZERO, Category.NORMAL, Category.INF, Category.NAN


# -- special values -----------------------------------------------------------------------


def make_quiet(value: APFloat) -> APFloat:
    """APFloat::makeQuiet: a signaling NaN with its quiet bit set (others unchanged)."""
    if not value.is_signaling():
        return value
    bit = 1 << (value.sem.precision - 2)
    return APFloat(value.sem, _NAN, value.sign, value.exponent, value.significand | bit)


def default_nan(sem: ap.Semantics, negative: bool = False) -> APFloat:
    """makeNaN(): the default quiet NaN."""
    return ap.make_nan(sem, negative)


def _with_sign(value: APFloat, sign: bool) -> APFloat:
    if value.sign == sign:
        return value
    return APFloat(value.sem, value.category, sign, value.exponent, value.significand)


def _zero(sem: ap.Semantics, negative: bool) -> APFloat:
    return ap.zero(sem, negative)


def _round(sem: ap.Semantics, value: Fraction, zero_sign: bool) -> APFloat:
    """`value` rounded to nearest-even (normalize); an exact zero gets `zero_sign`."""
    if value == 0:
        return _zero(sem, zero_sign)
    return ap.round_rational(sem, value < 0, abs(value.numerator), value.denominator)


def _nan_operand(a: APFloat, b: APFloat) -> APFloat:
    """The NaN an arithmetic operation with a NaN operand returns: the left one if it is
    a NaN, else the right one, made quiet."""
    return make_quiet(a if a.is_nan() else b)


# -- arithmetic ---------------------------------------------------------------------------


def add(a: APFloat, b: APFloat, subtract: bool = False) -> APFloat:
    """IEEEFloat::addOrSubtract with rmNearestTiesToEven."""
    sem = a.sem
    if a.is_nan() or b.is_nan():
        return _nan_operand(a, b)
    b_sign = b.sign ^ subtract
    ca, cb = a.category, b.category
    if ca is _INF and cb is _INF:
        if a.sign != b_sign:
            return default_nan(sem)
        return a
    if ca is _INF:
        return a
    if cb is _INF:
        return APFloat(sem, _INF, b_sign)
    if ca is _ZERO and cb is _ZERO:
        # Like-signed zeros keep their sign; otherwise +0 (nearest-even).
        sign = a.sign if a.sign == b_sign else False
        return _zero(sem, sign)
    if ca is _ZERO:
        return _with_sign(b, b_sign)
    if cb is _ZERO:
        return a
    rb = b.to_fraction()
    total = a.to_fraction() + (-rb if subtract else rb)
    return _round(sem, total, False)


def subtract(a: APFloat, b: APFloat) -> APFloat:
    return add(a, b, subtract=True)


def multiply(a: APFloat, b: APFloat) -> APFloat:
    """IEEEFloat::multiply with rmNearestTiesToEven."""
    sem = a.sem
    if a.is_nan() or b.is_nan():
        return _nan_operand(a, b)
    sign = a.sign ^ b.sign
    ca, cb = a.category, b.category
    if (ca is _INF and cb is _ZERO) or (ca is _ZERO and cb is _INF):
        return default_nan(sem)
    if ca is _INF or cb is _INF:
        return APFloat(sem, _INF, sign)
    if ca is _ZERO or cb is _ZERO:
        return _zero(sem, sign)
    return _round(sem, a.to_fraction() * b.to_fraction(), sign)


def divide(a: APFloat, b: APFloat) -> APFloat:
    """IEEEFloat::divide with rmNearestTiesToEven."""
    sem = a.sem
    if a.is_nan() or b.is_nan():
        return _nan_operand(a, b)
    sign = a.sign ^ b.sign
    ca, cb = a.category, b.category
    if (ca is _INF and cb is _INF) or (ca is _ZERO and cb is _ZERO):
        return default_nan(sem)
    if ca is _INF:
        return APFloat(sem, _INF, sign)
    if ca is _ZERO:
        return _zero(sem, sign)
    if cb is _INF:
        return _zero(sem, sign)
    if cb is _ZERO:
        if sem.non_finite is NonFinite.NAN_ONLY:
            return ap.make_nan(sem, sign)
        return APFloat(sem, _INF, sign)
    return _round(sem, a.to_fraction() / b.to_fraction(), sign)


def mod(a: APFloat, b: APFloat) -> APFloat:
    """IEEEFloat::mod (fmod: the exact remainder, with the sign of `a`)."""
    sem = a.sem
    if a.is_nan() or b.is_nan():
        return _nan_operand(a, b)
    ca, cb = a.category, b.category
    if ca is _INF or cb is _ZERO:
        return default_nan(sem)
    if ca is _ZERO or cb is _INF:
        return a
    x, y = a.to_fraction(), abs(b.to_fraction())
    quotient = int(abs(x) / y)
    remainder = abs(x) - quotient * y
    if remainder == 0:
        return _zero(sem, a.sign)
    return _round(sem, -remainder if a.sign else remainder, a.sign)


def negate(a: APFloat) -> APFloat:
    """IEEEFloat::changeSign: where NaN is the negative-zero pattern, neither zero nor NaN
    changes its sign."""
    if a.sem.nan_encoding is NanEncoding.NEGATIVE_ZERO and (a.is_zero() or a.is_nan()):
        return a
    return a.negated()


# -- comparisons ----------------------------------------------------------------------------


def compare(a: APFloat, b: APFloat) -> Cmp:
    """IEEEFloat::compare."""
    if a.is_nan() or b.is_nan():
        return Cmp.UNORDERED
    ka, kb = _order_key(a), _order_key(b)
    if ka < kb:
        return Cmp.LESS
    if ka > kb:
        return Cmp.GREATER
    return Cmp.EQUAL


def _order_key(a: APFloat) -> tuple[int, Fraction]:
    if a.is_inf():
        return (-1 if a.sign else 1, Fraction(0))
    return (0, a.to_fraction())


def less(a: APFloat, b: APFloat) -> bool:
    return compare(a, b) is Cmp.LESS


def maximum(a: APFloat, b: APFloat) -> APFloat:
    if a.is_nan():
        return make_quiet(a)
    if b.is_nan():
        return make_quiet(b)
    if a.is_zero() and b.is_zero() and a.sign != b.sign:
        return b if a.sign else a
    return b if less(a, b) else a


def minimum(a: APFloat, b: APFloat) -> APFloat:
    if a.is_nan():
        return make_quiet(a)
    if b.is_nan():
        return make_quiet(b)
    if a.is_zero() and b.is_zero() and a.sign != b.sign:
        return a if a.sign else b
    return b if less(b, a) else a


def maxnum(a: APFloat, b: APFloat) -> APFloat:
    if a.is_signaling():
        return make_quiet(a)
    if b.is_signaling():
        return make_quiet(b)
    if a.is_nan():
        return b
    if b.is_nan():
        return a
    if a.is_zero() and b.is_zero() and a.sign != b.sign:
        return b if a.sign else a
    return b if less(a, b) else a


def minnum(a: APFloat, b: APFloat) -> APFloat:
    if a.is_signaling():
        return make_quiet(a)
    if b.is_signaling():
        return make_quiet(b)
    if a.is_nan():
        return b
    if b.is_nan():
        return a
    if a.is_zero() and b.is_zero() and a.sign != b.sign:
        return a if a.sign else b
    return b if less(b, a) else a


def is_exactly_value(a: APFloat, value: Fraction | int) -> bool:
    """APFloat::isExactlyValue for a finite value (its sign included for zero)."""
    if not a.is_finite():
        return False
    if value == 0:
        return a.is_zero() and not a.sign
    return a.category is _NORMAL and a.to_fraction() == value


def ilogb(a: APFloat) -> int:
    """llvm::ilogb: the unbiased exponent (denormals normalized); IEK_* for specials."""
    if a.is_nan():
        return IEK_NAN
    if a.is_zero():
        return IEK_ZERO
    if a.is_inf():
        return IEK_INF
    return a.exponent + a.significand.bit_length() - a.sem.precision


IEK_ZERO = -(2**31) + 1
IEK_NAN = -(2**31)
IEK_INF = 2**31 - 1


# -- conversions ------------------------------------------------------------------------------


def convert_exact(a: APFloat, to: ap.Semantics) -> APFloat | None:
    """convertFloatValue (ArithOps.cpp): `a` in `to` when APFloat::convert neither loses
    information nor reports a status other than opOK; None otherwise."""
    if a.is_inf() and to.non_finite is not NonFinite.IEEE754:
        return None
    if a.is_nan() and to.non_finite is NonFinite.FINITE_ONLY:
        return None
    src = a.sem
    if a.is_nan():
        if to.non_finite is NonFinite.NAN_ONLY:
            if src.non_finite is not NonFinite.NAN_ONLY:
                return None  # losesInfo
            return ap.make_nan(to, a.sign)
        if a.is_signaling():
            return None  # opInvalidOp
        shift = to.precision - src.precision
        if shift < 0 and src.non_finite is not NonFinite.NAN_ONLY:
            if a.significand & ((1 << -shift) - 1):
                return None  # payload bits lost
        if src is ap.F80 and (not a.significand >> 63 & 1 or not a.significand >> 62 & 1):
            return None  # x87 special NaN
        return a.convert(to)
    if a.is_zero():
        if to.nan_encoding is NanEncoding.NEGATIVE_ZERO and a.sign and src.nan_encoding is not NanEncoding.NEGATIVE_ZERO:
            return None
        if not to.has_zero:
            return None
        return a.convert(to)
    if a.is_inf():
        return a.convert(to)
    exact = a.to_fraction()
    result = a.convert(to)
    if not result.is_finite() or result.is_zero() or result.to_fraction() != exact:
        return None
    return result


def from_int(sem: ap.Semantics, bits: int, width: int, signed: bool) -> APFloat:
    """APFloat::convertFromAPInt(bits, signed, rmNearestTiesToEven)."""
    value = bits
    if signed and width and bits >> (width - 1):
        value = bits - (1 << width)
    if value == 0:
        return _zero(sem, False)
    return ap.round_rational(sem, value < 0, abs(value), 1)


def to_int(a: APFloat, width: int, signed: bool) -> int | None:
    """APFloat::convertToInteger(rmTowardZero) into `width` bits: the unsigned bit
    pattern, or None when it reports opInvalidOp (NaN, infinity, out of range)."""
    if a.is_nan() or a.is_inf():
        return None
    if a.is_zero():
        return 0
    value = a.to_fraction()
    truncated = int(value)  # toward zero
    if signed:
        if not -(1 << (width - 1)) <= truncated <= (1 << (width - 1)) - 1:
            return None
    else:
        if truncated < 0 or truncated >> width:
            return None
    return truncated & ((1 << width) - 1)


def from_bits(sem: ap.Semantics, bits: int) -> APFloat:
    return APFloat.from_bits(sem, bits)


def largest(sem: ap.Semantics, negative: bool = False) -> APFloat:
    return ap.largest(sem, negative)
