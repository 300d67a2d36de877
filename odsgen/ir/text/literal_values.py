"""The values numeric literals take once their type is known: integer semantics of a
type, the canonical (printed) form of an integer bit pattern, and float literals as
APFloats. Shared by the scalar attribute parser and the elements/dense array parsers."""

from __future__ import annotations

from functools import lru_cache
from typing import Any

from odsgen.dialects import builtin as _b
from odsgen.ir.numeric.apfloat import APFloat, Semantics
from odsgen.ir.numeric.numeric import parse_float_literal

_IntegerType = _b.IntegerType
_IndexType = _b.IndexType
_SIGNLESS = _b.Signedness.Signless
_UNSIGNED = _b.Signedness.Unsigned


@lru_cache(maxsize=8192)
def float_from_literal(spelling: str, sem: Semantics, negative: bool) -> APFloat:
    """numeric.parse_float_literal, memoized (a pure function of immutable arguments)."""
    return parse_float_literal(spelling, sem, negative)


def float_from_literal_stored(spelling: str, sem: Semantics, negative: bool) -> APFloat:
    """A float literal as dense storage keeps it: through its bit pattern, which matters
    for semantics without a sign (`-1.0 : f8E8M0FNU` is stored as 0xFF, a NaN)."""
    value = float_from_literal(spelling, sem, negative)
    if not sem.has_signed_repr:
        value = APFloat.from_bits(sem, value.bits)
    return value


def int_semantics(type_: Any) -> tuple[int, str, bool] | None:
    """(width, signedness for build_attribute_apint, printed unsigned) of an integer-like
    type, None otherwise. Values print unsigned for `ui*` and for signless `i1`."""
    if type(type_) is _IntegerType:
        signedness = type_.signedness
        width = type_.width
        if signedness is _SIGNLESS:
            return width, "signless", width == 1
        if signedness is _UNSIGNED:
            return width, "unsigned", True
        return width, "signed", False
    if type(type_) is _IndexType:
        return 64, "index", False
    return None


def canonical_int(bits: int, width: int, unsigned: bool) -> int:
    """The value MLIR prints for a width-bit pattern (how IntegerAttr stores it)."""
    if unsigned or not width or not bits >> (width - 1):
        return bits
    return bits - (1 << width)
