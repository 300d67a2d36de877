"""The raw buffer of a dense elements attribute (the `"0x..."` form of `dense<...>`):
little-endian elements of the storage width (i1 bit-packed, complex as two halves), as
DenseElementsAttr::isValidRawBuffer and getFromRawBuffer read it."""

from __future__ import annotations

from typing import Any, Callable

from odsgen.dialects import builtin as _b
from odsgen.ir.numeric.apfloat import APFloat
from odsgen.ir.text.literal_values import canonical_int, int_semantics

_IntegerType = _b.IntegerType
_IndexType = _b.IndexType
_ComplexType = _b.ComplexType


def num_elements(shape: Any) -> int:
    count = 1
    for dim in shape:
        count *= dim
    return count


def storage_bits(type_: Any) -> int:
    """getDenseElementBitWidth: the bits one element of a dense buffer takes (before
    rounding to bytes; i1 is bit-packed)."""
    if isinstance(type_, _ComplexType):
        return ((storage_bits(type_.element_type) + 7) // 8 * 8) * 2
    if type(type_) is _IndexType:
        return 64
    if type(type_) is _IntegerType:
        return type_.width
    return type_.get_width()


def decode_raw_buffer(type_: Any, data: bytes) -> tuple[Any, ...] | None:
    """The elements of a little-endian dense buffer (DenseElementsAttr::isValidRawBuffer
    and getFromRawBuffer), or None if its size does not fit the type. A buffer of exactly
    one element is a splat."""
    element_type = type_.element_type
    count = num_elements(type_.shape)
    width = storage_bits(element_type)
    nbits = len(data) * 8
    if width == 1:
        # i1 is bit-packed; one all-zeros or all-ones byte is a splat.
        if len(data) == 1 and data[0] in (0, 0xFF):
            return ((1 if data[0] else 0),) if count else ()
        if nbits != (count + 7) // 8 * 8:
            return None
        sem = int_semantics(element_type)
        assert sem is not None
        unsigned = sem[2]
        bits = int.from_bytes(data, "little")
        return tuple(canonical_int((bits >> i) & 1, 1, unsigned) for i in range(count))
    storage = (width + 7) // 8 * 8
    if nbits == storage:
        n = 1
    elif nbits == storage * count:
        n = count
    else:
        return None
    step = storage // 8
    if isinstance(element_type, _ComplexType):
        inner = element_type.element_type
        half = step // 2
        decode = _element_decoder(inner)
        return tuple(
            (
                decode(int.from_bytes(data[i * step : i * step + half], "little")),
                decode(int.from_bytes(data[i * step + half : (i + 1) * step], "little")),
            )
            for i in range(n)
        )
    decode = _element_decoder(element_type)
    return tuple(
        decode(int.from_bytes(data[i * step : (i + 1) * step], "little")) for i in range(n)
    )


def _element_decoder(element_type: Any) -> Callable[[int], Any]:
    """Bits of one stored element -> its value (readBits of the element's width)."""
    sem = int_semantics(element_type)
    if sem is not None:
        width, _signedness, unsigned = sem
        mask = (1 << width) - 1
        return lambda bits: canonical_int(bits & mask, width, unsigned)
    semantics = element_type.get_float_semantics()
    fmask = (1 << semantics.size_in_bits) - 1
    return lambda bits: APFloat.from_bits(semantics, bits & fmask)
