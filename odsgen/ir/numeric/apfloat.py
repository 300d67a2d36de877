"""An exact model of LLVM's APFloat (IEEEFloat) for MLIR's builtin float types.

A value is kept the way APFloat keeps it: a category, a sign, an exponent and an
integer significand, so that the quirks MLIR can observe survive (f80 pseudo-denormals
re-encode differently, f8E8M0FNU keeps a sign its bit pattern cannot hold, an infinity
converted into a finite-only type stays an infinity). `bits` is bitcastToAPInt.

Every conversion is exact: decimal text and Python floats are rounded to the target
semantics with integer arithmetic (round-to-nearest-even), never through a double
unless the target is f64 itself. `to_string` reproduces APFloat::toString digit for
digit, including its truncate-then-round-half-up quirk.
"""

from __future__ import annotations

import math
import struct
from dataclasses import dataclass
from enum import Enum, IntEnum
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from fractions import Fraction


class NonFinite(Enum):
    """How Inf and NaN are represented (llvm::fltNonfiniteBehavior)."""

    IEEE754 = "ieee754"  # Inf and NaN as in IEEE 754
    NAN_ONLY = "nan_only"  # no Inf; overflow gives NaN
    FINITE_ONLY = "finite_only"  # neither; overflow saturates


class NanEncoding(Enum):
    """Which bit patterns are NaN (llvm::fltNanEncoding)."""

    IEEE = "ieee"  # exponent all ones, significand non-zero
    ALL_ONES = "all_ones"  # exponent and significand all ones
    NEGATIVE_ZERO = "negative_zero"  # the negative-zero pattern 0b1000...0


@dataclass(frozen=True, eq=False)
class Semantics:
    """One row of APFloat's fltSemantics table. Instances are singletons (identity equality)."""

    name: str  # the MLIR type spelling
    max_exponent: int  # largest E such that 2^E is representable
    min_exponent: int  # smallest E such that 2^E is normal
    precision: int  # significand bits, including the integer bit
    size_in_bits: int
    non_finite: NonFinite = NonFinite.IEEE754
    nan_encoding: NanEncoding = NanEncoding.IEEE
    has_zero: bool = True
    has_signed_repr: bool = True

    def __repr__(self) -> str:
        return f"Semantics({self.name})"

    def __reduce__(self) -> tuple[object, ...]:
        # Singletons: copies and unpickled values must stay `is`-identical.
        return (_semantics_named, (self.name,))

    @property
    def has_inf(self) -> bool:
        return self.non_finite is NonFinite.IEEE754

    @property
    def has_nan(self) -> bool:
        return self.non_finite is not NonFinite.FINITE_ONLY

    @property
    def exponent_nan(self) -> int:
        """The internal exponent a NaN is stored with (::exponentNaN)."""
        if self.non_finite is NonFinite.NAN_ONLY:
            if self.nan_encoding is NanEncoding.NEGATIVE_ZERO:
                return self.min_exponent - 1
            if self.has_signed_repr:
                return self.max_exponent
        return self.max_exponent + 1


_NAN_ONLY, _FINITE_ONLY = NonFinite.NAN_ONLY, NonFinite.FINITE_ONLY
_ALL_ONES, _NEG_ZERO = NanEncoding.ALL_ONES, NanEncoding.NEGATIVE_ZERO
F16 = Semantics("f16", 15, -14, 11, 16)
BF16 = Semantics("bf16", 127, -126, 8, 16)
F32 = Semantics("f32", 127, -126, 24, 32)
F64 = Semantics("f64", 1023, -1022, 53, 64)
F80 = Semantics("f80", 16383, -16382, 64, 80)  # x87: explicit integer bit
F128 = Semantics("f128", 16383, -16382, 113, 128)
TF32 = Semantics("tf32", 127, -126, 11, 19)
F8E5M2 = Semantics("f8E5M2", 15, -14, 3, 8)
F8E4M3 = Semantics("f8E4M3", 7, -6, 4, 8)
F8E3M4 = Semantics("f8E3M4", 3, -2, 5, 8)
F8E4M3FN = Semantics("f8E4M3FN", 8, -6, 4, 8, _NAN_ONLY, _ALL_ONES)
F8E5M2FNUZ = Semantics("f8E5M2FNUZ", 15, -15, 3, 8, _NAN_ONLY, _NEG_ZERO)
F8E4M3FNUZ = Semantics("f8E4M3FNUZ", 7, -7, 4, 8, _NAN_ONLY, _NEG_ZERO)
F8E4M3B11FNUZ = Semantics("f8E4M3B11FNUZ", 4, -10, 4, 8, _NAN_ONLY, _NEG_ZERO)
F8E8M0FNU = Semantics("f8E8M0FNU", 127, -127, 1, 8, _NAN_ONLY, _ALL_ONES, False, False)
F6E3M2FN = Semantics("f6E3M2FN", 4, -2, 3, 6, _FINITE_ONLY)
F6E2M3FN = Semantics("f6E2M3FN", 2, 0, 4, 6, _FINITE_ONLY)
F4E2M1FN = Semantics("f4E2M1FN", 2, 0, 2, 4, _FINITE_ONLY)

ALL_SEMANTICS: tuple[Semantics, ...] = (
    F16, BF16, F32, F64, F80, F128, TF32,
    F4E2M1FN, F6E2M3FN, F6E3M2FN, F8E5M2, F8E4M3, F8E4M3FN,
    F8E5M2FNUZ, F8E4M3FNUZ, F8E4M3B11FNUZ, F8E3M4, F8E8M0FNU,
)  # fmt: skip
SEMANTICS_BY_NAME: dict[str, Semantics] = {s.name: s for s in ALL_SEMANTICS}


def _semantics_named(name: str) -> Semantics:
    return SEMANTICS_BY_NAME[name]


class Category(IntEnum):
    ZERO = 0
    NORMAL = 1  # finite and non-zero, denormals included
    INF = 2
    NAN = 3


class APFloat:
    """An immutable, hashable APFloat value. Equality is APFloat::bitwiseIsEqual."""

    __slots__ = ("sem", "category", "sign", "exponent", "significand")

    sem: Semantics
    category: Category
    sign: bool
    # For NORMAL: value = significand * 2**(exponent - (precision - 1)); denormals have
    # exponent == min_exponent and significand < 2**(precision - 1). For NAN the
    # significand is the payload as APFloat stores it; otherwise both are 0.
    exponent: int
    significand: int

    def __init__(
        self,
        sem: Semantics,
        category: Category,
        sign: bool,
        exponent: int = 0,
        significand: int = 0,
    ) -> None:
        # Internal constructor: callers pass an already canonical state.
        set_ = object.__setattr__
        set_(self, "sem", sem)
        set_(self, "category", category)
        set_(self, "sign", sign)
        set_(self, "exponent", exponent)
        set_(self, "significand", significand)

    def __setattr__(self, name: str, value: object) -> None:
        raise AttributeError("APFloat is immutable")

    # -- constructors ---------------------------------------------------------------

    @classmethod
    def from_bits(cls, sem: Semantics, bits: int) -> APFloat:
        """Interpret a bit pattern (APFloat(sem, APInt)); it must fit in the type's width."""
        if bits < 0 or bits >> sem.size_in_bits:
            raise ValueError(f"bit pattern {bits:#x} does not fit in {sem.name}")
        if sem is F80:
            return _decode_f80(bits)
        if sem is F8E8M0FNU:
            # Unsigned, exponent only; all ones is the NaN.
            if bits == 0xFF:
                return cls(sem, Category.NAN, False, 0, 1)
            return cls(sem, Category.NORMAL, False, bits - 127, 1)
        return _decode_ieee(sem, bits)

    @classmethod
    def from_float(cls, sem: Semantics, value: float) -> APFloat:
        """APFloat(double).convert(sem, rmNearestTiesToEven), like FloatAttr::get(type, double)."""
        bits = struct.unpack("<Q", struct.pack("<d", value))[0]
        as_double = _decode_ieee(F64, bits)
        return as_double if sem is F64 else as_double.convert(sem)

    @classmethod
    def from_fraction(
        cls, sem: Semantics, value: Fraction | int, negative: bool = False
    ) -> APFloat:
        """Round an exact rational to sem (nearest-even). `negative` gives zero its sign."""
        from fractions import Fraction  # here: fractions and decimal are 3 ms of start-up

        value = Fraction(value)
        if value == 0:
            return zero(sem, negative)
        return round_rational(sem, value < 0, abs(value.numerator), value.denominator)

    @classmethod
    def from_string(cls, sem: Semantics, text: str) -> APFloat:
        """APFloat(sem, text): IEEEFloat::convertFromString with rmNearestTiesToEven.

        Accepts decimal (`-1.5e3`, `1.`, `.5`), C99 hex floats (`0x1.8p3`) and the specials
        APFloat knows (`inf`, `-INFINITY`, `nan`, ...). Raises ValueError on malformed text.
        """
        from odsgen.ir.numeric.numeric import apfloat_from_string  # text lives with the literals

        return apfloat_from_string(sem, text)

    # -- queries --------------------------------------------------------------------

    def is_nan(self) -> bool:
        return self.category is Category.NAN

    def is_inf(self) -> bool:
        return self.category is Category.INF

    def is_zero(self) -> bool:
        return self.category is Category.ZERO

    def is_finite(self) -> bool:
        return self.category <= Category.NORMAL

    def is_negative(self) -> bool:
        return self.sign

    def is_denormal(self) -> bool:
        return (
            self.category is Category.NORMAL
            and self.exponent == self.sem.min_exponent
            and not self.significand >> (self.sem.precision - 1)
        )

    def is_signaling(self) -> bool:
        if self.category is not Category.NAN or self.sem.non_finite is not NonFinite.IEEE754:
            return False
        return not (self.significand >> (self.sem.precision - 2)) & 1

    @property
    def bits(self) -> int:
        """The bit pattern (bitcastToAPInt) as a non-negative int."""
        if self.sem is F80:
            return _encode_f80(self)
        return _encode_ieee(self)

    def to_fraction(self) -> Fraction:
        """The exact value; zeros give 0 (sign dropped). Raises ValueError for Inf and NaN."""
        from fractions import Fraction

        if self.category is Category.ZERO:
            return Fraction(0)
        if self.category is not Category.NORMAL:
            raise ValueError(f"{self!r} has no exact rational value")
        shift = self.exponent - (self.sem.precision - 1)
        magnitude = (
            Fraction(self.significand << shift)
            if shift >= 0
            else Fraction(self.significand, 1 << -shift)
        )
        return -magnitude if self.sign else magnitude

    def __float__(self) -> float:
        if self.category is Category.NAN:
            return -math.nan if self.sign else math.nan
        if self.category is Category.INF:
            return -math.inf if self.sign else math.inf
        if self.sem is not F64:
            return float(self.convert(F64))
        return struct.unpack("<d", struct.pack("<Q", self.bits))[0]

    # -- operations -----------------------------------------------------------------

    def convert(self, to: Semantics) -> APFloat:
        """IEEEFloat::convert(to, rmNearestTiesToEven)."""
        if to is self.sem:
            return self
        cat = self.category
        if cat is Category.NORMAL:
            shift = self.exponent - (self.sem.precision - 1)
            if shift >= 0:
                return round_rational(to, self.sign, self.significand << shift, 1)
            return round_rational(to, self.sign, self.significand, 1 << -shift)
        if cat is Category.ZERO:
            return zero(to, self.sign)
        if cat is Category.INF:
            if to.non_finite is NonFinite.NAN_ONLY:
                return make_nan(to, self.sign)
            # A finite-only target keeps the infinity (upstream has no case for it).
            return APFloat(to, Category.INF, self.sign)
        return _convert_nan(self, to)

    def negated(self) -> APFloat:
        """changeSign(): flip the sign bit (NaNs included)."""
        return APFloat(self.sem, self.category, not self.sign, self.exponent, self.significand)

    def to_string(
        self, format_precision: int = 0, format_max_padding: int = 3, truncate_zero: bool = True
    ) -> str:
        """APFloat::toString with the same defaults (shortest round-trippable style)."""
        from odsgen.ir.numeric.numeric import apfloat_to_string

        return apfloat_to_string(self, format_precision, format_max_padding, truncate_zero)

    # -- dunder ---------------------------------------------------------------------

    def _key(self) -> tuple[object, ...]:
        return (self.sem.name, self.category, self.sign, self.exponent, self.significand)

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, APFloat):
            return NotImplemented
        return self.sem is other.sem and self._key() == other._key()

    def __hash__(self) -> int:
        return hash(self._key())

    def __repr__(self) -> str:
        digits = (self.sem.size_in_bits + 3) // 4
        return f"APFloat({self.sem.name}, 0x{self.bits:0{digits}X})"

    def __reduce__(self) -> tuple[object, ...]:
        return (
            _rebuild,
            (self.sem.name, int(self.category), self.sign, self.exponent, self.significand),
        )


def _rebuild(name: str, category: int, sign: bool, exponent: int, significand: int) -> APFloat:
    return APFloat(SEMANTICS_BY_NAME[name], Category(category), sign, exponent, significand)


# -- special values -------------------------------------------------------------------


def zero(sem: Semantics, negative: bool = False) -> APFloat:
    """A zero as APFloat canonicalizes it: +0 where -0 is the NaN, 2^min where there is no zero."""
    if not sem.has_zero:
        return smallest_normalized(sem)
    if sem.nan_encoding is NanEncoding.NEGATIVE_ZERO:
        negative = False
    return APFloat(sem, Category.ZERO, negative)


def smallest_normalized(sem: Semantics, negative: bool = False) -> APFloat:
    return APFloat(sem, Category.NORMAL, negative, sem.min_exponent, 1 << (sem.precision - 1))


def largest(sem: Semantics, negative: bool = False) -> APFloat:
    significand = (1 << sem.precision) - 1
    if sem.nan_encoding is NanEncoding.ALL_ONES and sem.precision > 1:
        significand &= ~1  # the all-ones pattern is the NaN
    return APFloat(sem, Category.NORMAL, negative, sem.max_exponent, significand)


def inf(sem: Semantics, negative: bool = False) -> APFloat:
    """makeInf: a NaN where the type has no infinity."""
    if sem.non_finite is NonFinite.NAN_ONLY:
        return make_nan(sem, negative)
    if sem.non_finite is NonFinite.FINITE_ONLY:
        raise ValueError(f"{sem.name} has no infinity")
    return APFloat(sem, Category.INF, negative)


def make_nan(sem: Semantics, negative: bool = False, signaling: bool = False) -> APFloat:
    """IEEEFloat::makeNaN without a payload."""
    if sem.non_finite is NonFinite.FINITE_ONLY:
        raise ValueError(f"{sem.name} has no NaN")
    prec = sem.precision
    qnan_bit = prec - 2 if prec >= 2 else 0
    significand = 0
    if sem.non_finite is NonFinite.NAN_ONLY:
        signaling = False  # these types do not distinguish quiet and signaling NaNs
        if sem.nan_encoding is NanEncoding.NEGATIVE_ZERO:
            return APFloat(sem, Category.NAN, True, 0, 0)
        significand = (1 << (prec - 1)) - 1
    if signaling:
        significand &= ~(1 << qnan_bit)
        if not significand:
            significand = 1 << (qnan_bit - 1)
    else:
        significand |= 1 << qnan_bit
    if sem is F80:
        significand |= 1 << (qnan_bit + 1)  # a real NaN, not a pseudo-NaN
    return APFloat(sem, Category.NAN, negative, 0, significand)


def overflow(sem: Semantics, negative: bool) -> APFloat:
    """handleOverflow for round-to-nearest: Inf, NaN or (finite-only types) the largest value."""
    if sem.non_finite is NonFinite.FINITE_ONLY:
        return largest(sem, negative)
    if sem.non_finite is NonFinite.NAN_ONLY:
        return make_nan(sem, negative)
    return APFloat(sem, Category.INF, negative)


# -- rounding -------------------------------------------------------------------------


def round_rational(sem: Semantics, negative: bool, num: int, den: int) -> APFloat:
    """Round num/den (> 0) to sem with ties-to-even: the result IEEEFloat::normalize gives."""
    prec = sem.precision
    # e = floor(log2(num / den)), clamped to the denormal exponent.
    e = num.bit_length() - den.bit_length()
    if (num << -e if e < 0 else num) < (den << e if e > 0 else den):
        e -= 1
    if e < sem.min_exponent:
        e = sem.min_exponent
    shift = e - (prec - 1)
    if shift >= 0:
        q, r = divmod(num, den << shift)
        half = den << shift
    else:
        q, r = divmod(num << -shift, den)
        half = den
    if r:
        r2 = r << 1
        if r2 > half or (r2 == half and q & 1):
            q += 1
    if q >> prec:  # rounding carried into the next binade
        q >>= 1
        e += 1
    if e > sem.max_exponent:
        return overflow(sem, negative)
    if q == 0:
        return zero(sem, negative)
    if (
        sem.nan_encoding is NanEncoding.ALL_ONES
        and e == sem.max_exponent
        and prec > 1
        and q == (1 << prec) - 1
    ):
        return overflow(sem, negative)  # the all-ones pattern is taken by NaN
    return APFloat(sem, Category.NORMAL, negative, e, q)


def _convert_nan(value: APFloat, to: Semantics) -> APFloat:
    """The NaN branch of IEEEFloat::convert: payloads shift with the precision."""
    src = value.sem
    if to.non_finite is NonFinite.NAN_ONLY:
        return make_nan(to, value.sign)
    if to.non_finite is NonFinite.FINITE_ONLY:
        return APFloat(to, Category.NAN, value.sign, 0, value.significand)  # upstream UB; kept
    payload = value.significand
    x86_special = src is F80 and (not payload >> 63 & 1 or not payload >> 62 & 1)
    shift = to.precision - src.precision
    if shift < 0 and src.non_finite is not NonFinite.NAN_ONLY:
        payload >>= -shift
    elif shift > 0:
        payload <<= shift
    sign = value.sign
    if src.nan_encoding is NanEncoding.NEGATIVE_ZERO:
        nan = make_nan(to, False)
        payload, sign = nan.significand, False
    if not x86_special and to is F80:
        payload |= 1 << 63
    if value.is_signaling():
        payload |= 1 << (to.precision - 2)  # makeQuiet
    mask = (1 << (to.precision if to is F80 else to.precision - 1)) - 1
    return APFloat(to, Category.NAN, sign, 0, payload & mask)


# -- bit patterns ---------------------------------------------------------------------


def _decode_ieee(sem: Semantics, bits: int) -> APFloat:
    """initFromIEEEAPInt."""
    t = sem.precision - 1
    size = sem.size_in_bits
    bias = 1 - sem.min_exponent
    mant = bits & ((1 << t) - 1)
    biased = (bits >> t) & ((1 << (size - 1 - t)) - 1)
    sign = bool(bits >> (size - 1))
    is_zero = biased == 0 and mant == 0
    if sem.non_finite is NonFinite.IEEE754 and biased - bias == sem.max_exponent + 1 and not mant:
        return APFloat(sem, Category.INF, sign)
    encoding = sem.nan_encoding
    if encoding is NanEncoding.IEEE:
        is_nan = biased - bias == sem.exponent_nan and mant != 0
    elif encoding is NanEncoding.ALL_ONES:
        is_nan = biased - bias == sem.exponent_nan and mant == (1 << t) - 1
    else:
        is_nan = is_zero and sign
    if is_nan:
        return APFloat(sem, Category.NAN, sign, 0, mant)
    if is_zero:
        return APFloat(sem, Category.ZERO, sign)
    if biased == 0:  # denormal
        return APFloat(sem, Category.NORMAL, sign, sem.min_exponent, mant)
    return APFloat(sem, Category.NORMAL, sign, biased - bias, mant | (1 << t))


def _encode_ieee(value: APFloat) -> int:
    """convertIEEEFloatToAPInt (f8E8M0FNU included: its sign lands on bit 7, as upstream)."""
    sem = value.sem
    t = sem.precision - 1
    e8m0 = sem is F8E8M0FNU
    bias = -sem.min_exponent if e8m0 else 1 - sem.min_exponent
    exp_bits = sem.size_in_bits if t == 0 else sem.size_in_bits - 1 - t
    cat = value.category
    mant = 0
    if cat is Category.NORMAL:
        biased = value.exponent + bias
        mant = value.significand
        if biased == 1 and not (mant >> t) & 1:
            biased = 0  # denormal
    elif cat is Category.ZERO:
        biased = sem.min_exponent - 1 + bias
    elif cat is Category.INF:
        biased = sem.max_exponent + 1 + bias  # finite-only types wrap, as upstream's UB does
    else:
        biased = sem.exponent_nan + bias
        mant = value.significand
    result = (mant & ((1 << t) - 1)) | ((biased & ((1 << exp_bits) - 1)) << t)
    if value.sign:
        result |= 1 << (sem.size_in_bits - 1)
    return result


def _decode_f80(bits: int) -> APFloat:
    """initFromF80LongDoubleAPInt: pseudo-NaNs, pseudo-infinities and unnormals are NaNs."""
    sig = bits & ((1 << 64) - 1)
    biased = (bits >> 64) & 0x7FFF
    sign = bool(bits >> 79)
    if biased == 0 and sig == 0:
        return APFloat(F80, Category.ZERO, sign)
    if biased == 0x7FFF and sig == 1 << 63:
        return APFloat(F80, Category.INF, sign)
    if biased == 0x7FFF or (biased != 0 and not sig >> 63):
        return APFloat(F80, Category.NAN, sign, 0, sig)
    # Pseudo-denormals (biased 0, integer bit set) are kept as normals.
    return APFloat(F80, Category.NORMAL, sign, biased - 16383 if biased else -16382, sig)


def _encode_f80(value: APFloat) -> int:
    cat = value.category
    if cat is Category.NORMAL:
        biased = value.exponent + 16383
        sig = value.significand
        if biased == 1 and not sig >> 63:
            biased = 0
    elif cat is Category.ZERO:
        biased, sig = 0, 0
    elif cat is Category.INF:
        biased, sig = 0x7FFF, 1 << 63
    else:
        biased, sig = 0x7FFF, value.significand
    return (int(value.sign) << 79) | ((biased & 0x7FFF) << 64) | sig
