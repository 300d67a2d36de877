"""Numeric text: APFloat's string conversions and MLIR 22's numeric literals.

`apfloat_from_string` / `apfloat_to_string` are APFloat::convertFromString and
APFloat::toString (APFloat.from_string and APFloat.to_string call them).

Floats: `parse_float_literal` turns an attribute's literal token into an APFloat of the
attribute type's semantics and `format_float` prints one the way AsmPrinter's
printFloatValue does. Integers: `build_attribute_apint` applies the parser's range
rules and `format_integer_attr` / `format_dense_integer` the printer's.

Errors are NumericError carrying mlir-opt's exact wording (and its note, if any); the
IR parser attaches the location.
"""

from __future__ import annotations

import re
from functools import lru_cache
from typing import Literal

from odsgen.ir.numeric.apfloat import (
    ALL_SEMANTICS,
    BF16,
    F4E2M1FN,
    F6E2M3FN,
    F6E3M2FN,
    F8E3M4,
    F8E4M3,
    F8E4M3B11FNUZ,
    F8E4M3FN,
    F8E4M3FNUZ,
    F8E5M2,
    F8E5M2FNUZ,
    F8E8M0FNU,
    F16,
    F32,
    F64,
    F80,
    F128,
    SEMANTICS_BY_NAME,
    TF32,
    APFloat,
    Category,
    Semantics,
    inf,
    make_nan,
    overflow,
    round_rational,
    zero,
)

__all__ = [
    "ALL_SEMANTICS", "APFloat", "Category", "Semantics", "NumericError", "IntSignedness",
    "BF16", "F16", "F32", "F64", "F80", "F128", "TF32", "F4E2M1FN", "F6E2M3FN", "F6E3M2FN",
    "F8E3M4", "F8E4M3", "F8E4M3B11FNUZ", "F8E4M3FN", "F8E4M3FNUZ", "F8E5M2", "F8E5M2FNUZ",
    "F8E8M0FNU", "INDEX_WIDTH", "float_semantics", "parse_float_literal",
    "parse_float_from_integer_literal", "format_float", "parse_integer_spelling",
    "build_attribute_apint", "parse_integer_attr_value", "integer_from_bits",
    "format_integer_attr", "format_dense_integer", "apfloat_from_string", "apfloat_to_string",
    "int_from_decimal", "literal_apint_width", "fit_c_integer",
]  # fmt: skip


class NumericError(ValueError):
    """A literal MLIR rejects; `message` is mlir-opt's error text, `note` its note if any."""

    def __init__(self, message: str, note: str | None = None) -> None:
        super().__init__(message)
        self.message = message
        self.note = note


def float_semantics(type_name: str) -> Semantics | None:
    """The semantics of a builtin float type spelled as in MLIR (`f32`, `f8E4M3FN`, ...)."""
    return SEMANTICS_BY_NAME.get(type_name)


# -- decimal and hex text -------------------------------------------------------------

_DECIMAL = re.compile(r"([0-9]*)(?:\.([0-9]*))?(?:[eE]([+-]?[0-9]*))?\Z")
_HEX = re.compile(r"([0-9a-fA-F]*)(?:\.([0-9a-fA-F]*))?[pP]([+-]?[0-9]+)\Z")
# readExponent saturates larger decimal exponents at this magnitude.
_OVERLARGE_EXPONENT = 24000
# Python refuses int(str) beyond 4300 digits by default; longer strings go in chunks.
_INT_CHUNK = 4000
# A Python int, so that `_TEN ** len(...)` is Python's power also when compiled (Cython
# computes a power of C integers, such as len()'s, in floating point).
_TEN = 10


def int_from_decimal(digits: str) -> int:
    """int(digits, 10) for digit strings of any length."""
    if len(digits) <= _INT_CHUNK:
        return int(digits, 10)
    value = 0
    for start in range(0, len(digits), _INT_CHUNK):
        chunk = digits[start : start + _INT_CHUNK]
        value = value * _TEN ** len(chunk) + int(chunk, 10)
    return value


def apfloat_from_string(sem: Semantics, text: str) -> APFloat:
    """APFloat(sem, text): IEEEFloat::convertFromString, rounding to nearest-even."""
    if not text:
        raise ValueError("Invalid string length")
    special = _special(sem, text)
    if special is not None:
        return special
    negative = text[0] == "-"
    body = text[1:] if text[0] in "+-" else text
    if not body:
        raise ValueError("String has no digits")
    if body[:2] in ("0x", "0X"):
        return _from_hex_string(sem, negative, body[2:])
    return _from_decimal_string(sem, negative, body)


def _special(sem: Semantics, text: str) -> APFloat | None:
    """convertFromStringSpecials, without NaN payloads."""
    if text in ("inf", "INFINITY", "+Inf"):
        return inf(sem, False)
    negative = text[0] == "-"
    rest = text[1:] if negative else text
    if negative and rest in ("inf", "INFINITY", "Inf"):
        return inf(sem, True)
    signaling = rest[:1] in ("s", "S")
    if signaling:
        rest = rest[1:]
    if rest in ("nan", "NaN"):
        return make_nan(sem, negative, signaling)
    return None


def _from_decimal_string(sem: Semantics, negative: bool, body: str) -> APFloat:
    match = _DECIMAL.match(body)
    if not match:
        raise ValueError(f"invalid decimal float literal {body!r}")
    int_digits, frac_digits, exp_text = match.group(1), match.group(2) or "", match.group(3)
    if not int_digits and not frac_digits:
        raise ValueError("Significand has no digits")
    exponent = 0
    if exp_text and exp_text not in ("+", "-"):
        exponent = _saturated_exponent(exp_text, _OVERLARGE_EXPONENT)
    digits = (int_digits + frac_digits).lstrip("0")
    exponent -= len(frac_digits)
    if not digits:
        return zero(sem, negative)
    stripped = digits.rstrip("0")
    exponent += len(digits) - len(stripped)
    normalized_exponent = exponent + len(stripped) - 1
    # The same "definitely overflows / underflows" shortcuts as convertFromDecimalString;
    # they agree with exact rounding and spare huge powers of ten.
    if (normalized_exponent - 1) * 42039 >= 12655 * sem.max_exponent:
        return overflow(sem, negative)
    if (normalized_exponent + 1) * 28738 <= 8651 * (sem.min_exponent - sem.precision):
        return zero(sem, negative)
    if sem is F64:
        # Python's float() is correctly rounded, like APFloat for doubles.
        value = float(f"{'-' if negative else ''}{stripped}e{exponent}")
        return APFloat.from_float(F64, value)
    mantissa = int_from_decimal(stripped)
    if exponent >= 0:
        return round_rational(sem, negative, mantissa * 10**exponent, 1)
    return round_rational(sem, negative, mantissa, 10**-exponent)


def _saturated_exponent(text: str, limit: int) -> int:
    """A signed decimal exponent, saturated at +-limit as APFloat's exponent readers do."""
    negative = text[0] == "-"
    digits = text.lstrip("+-").lstrip("0") or "0"
    magnitude = limit if len(digits) > 6 else min(int(digits), limit)
    return -magnitude if negative else magnitude


def _from_hex_string(sem: Semantics, negative: bool, body: str) -> APFloat:
    match = _HEX.match(body)
    if not match or not (match.group(1) or match.group(2)):
        raise ValueError(f"invalid hexadecimal float literal {body!r}")
    int_digits, frac_digits = match.group(1), match.group(2) or ""
    mantissa = int(int_digits + frac_digits or "0", 16)
    if mantissa == 0:
        return zero(sem, negative)
    exponent = _saturated_exponent(match.group(3), 32767) - 4 * len(frac_digits)
    if exponent >= 0:
        return round_rational(sem, negative, mantissa << exponent, 1)
    return round_rational(sem, negative, mantissa, 1 << -exponent)


# -- APFloat::toString ----------------------------------------------------------------


def apfloat_to_string(
    value: APFloat,
    format_precision: int = 0,
    format_max_padding: int = 3,
    truncate_zero: bool = True,
) -> str:
    """APFloat::toString(FormatPrecision, FormatMaxPadding, TruncateZero)."""
    cat = value.category
    if cat is Category.INF:
        return "-Inf" if value.sign else "+Inf"
    if cat is Category.NAN:
        return "NaN"
    if cat is Category.ZERO:
        head = "-" if value.sign else ""
        if format_max_padding:
            return head + "0"
        if truncate_zero:
            return head + "0.0E+0"
        return head + "0.0" + "0" * max(format_precision - 1, 0) + "e+00"
    return _to_string_normal(
        value.sign,
        value.exponent - (value.sem.precision - 1),
        value.significand,
        value.sem.precision,
        format_precision,
        format_max_padding,
        truncate_zero,
    )


def _to_string_normal(
    negative: bool,
    exp: int,
    significand: int,
    semantics_precision: int,
    format_precision: int,
    format_max_padding: int,
    truncate_zero: bool,
) -> str:
    """toStringImpl: value = significand * 2**exp, significand > 0."""
    if not format_precision:
        # Steele & White: enough digits to round-trip, from the precision alone.
        format_precision = 2 + semantics_precision * 59 // 196
    # Ignore trailing binary zeros, then rewrite 2^exp as 10^exp.
    trailing = (significand & -significand).bit_length() - 1
    exp += trailing
    significand >>= trailing
    if exp > 0:
        significand <<= exp
        exp = 0
    elif exp < 0:
        significand *= 5**-exp

    # AdjustToPrecision(APInt): drop whole decimal digits by truncating division.
    bits = significand.bit_length()
    bits_required = (format_precision * 196 + 58) // 59
    if bits > bits_required:
        tens = (bits - bits_required) * 59 // 196
        if tens:
            exp += tens
            significand //= 10**tens

    digits = str(significand)
    kept = digits.rstrip("0")
    exp += len(digits) - len(kept)
    digits = kept

    # AdjustToPrecision(buffer): round half up on the first dropped digit only.
    n = len(digits)
    if n > format_precision:
        dropped = n - format_precision
        head = digits[:format_precision]
        if digits[format_precision] < "5":
            kept = head.rstrip("0")
            exp += dropped + len(head) - len(kept)
            digits = kept
        else:
            kept = head.rstrip("9")
            if not kept:
                exp += n
                digits = "1"
            else:
                exp += dropped + len(head) - len(kept)
                digits = kept[:-1] + chr(ord(kept[-1]) + 1)

    n = len(digits)
    if not format_max_padding:
        scientific = True
    elif exp >= 0:
        # 765e3 -> 765000, unless that pads too much or looks more precise than it is.
        scientific = exp > format_max_padding or n + exp > format_precision
    else:
        msd = exp + n - 1  # power of ten of the most significant digit
        scientific = msd < 0 and -msd > format_max_padding

    out = "-" if negative else ""
    if scientific:
        exp += n - 1
        out += digits[0] + "."
        if n == 1 and truncate_zero:
            out += "0"
        else:
            out += digits[1:]
        if not truncate_zero and format_precision > n - 1:
            out += "0" * (format_precision - n + 1)
        out += "E" if truncate_zero else "e"
        out += "+" if exp >= 0 else "-"
        exp_digits = str(abs(exp))
        if not truncate_zero and len(exp_digits) < 2:
            exp_digits = "0" + exp_digits
        return out + exp_digits
    if exp >= 0:
        return out + digits + "0" * exp
    whole = exp + n
    if whole > 0:
        return out + digits[:whole] + "." + digits[whole:]
    return out + "0." + "0" * -whole + digits


# -- float literals -------------------------------------------------------------------

# Token::floatliteral: digits, a dot, optional digits and exponent.
_FLOAT_TOKEN = re.compile(r"[0-9]+\.[0-9]*(?:[eE][-+]?[0-9]+)?\Z")
_INTEGER_TOKEN = re.compile(r"0x[0-9a-fA-F]+\Z|[0-9]+\Z")


def parse_float_literal(spelling: str, sem: Semantics, negative: bool = False) -> APFloat:
    """Parser::parseFloatFromLiteral: a float or integer token (after an optional `-`).

    A float token is read as a double, negated, then rounded to `sem` (so `0.1 : f128`
    is the double nearest 0.1); an integer token must be a hex bit pattern.
    """
    if _FLOAT_TOKEN.match(spelling):
        value = float(spelling)  # correctly rounded, like StringRef::getAsDouble
        return APFloat.from_float(sem, -value if negative else value)
    if _INTEGER_TOKEN.match(spelling):
        return parse_float_from_integer_literal(spelling, sem, negative)
    raise NumericError("expected floating point literal")


def parse_float_from_integer_literal(
    spelling: str, sem: Semantics, negative: bool = False
) -> APFloat:
    """Parser::parseFloatFromIntegerLiteral: `0x...` gives the raw bit pattern."""
    if not (len(spelling) > 1 and spelling[1] == "x"):
        raise NumericError(
            "unexpected decimal integer literal for a floating point value",
            note="add a trailing dot to make the literal a float",
        )
    if negative:
        raise NumericError("hexadecimal float literal should not have a leading minus")
    bits = int(spelling[2:], 16)
    if bits.bit_length() > sem.size_in_bits:
        raise NumericError("hexadecimal float constant out of range for type")
    return APFloat.from_bits(sem, bits)


@lru_cache(maxsize=4096)
def format_float(value: APFloat) -> tuple[str, bool]:
    """printFloatValue: (text, printed_as_hex).

    `1.000000e+00` if that round-trips bitwise, else APFloat's shortest form if it has a
    '.', else (and for Inf and NaN) the bit pattern as `0x` + uppercase hex digits.
    """
    if value.category <= Category.NORMAL:
        text = apfloat_to_string(value, 6, 0, False)
        if apfloat_from_string(value.sem, text) == value:
            return text, False
        text = apfloat_to_string(value)
        if "." in text:
            return text, False
    return f"0x{value.bits:X}", True


# -- integers -------------------------------------------------------------------------

IntSignedness = Literal["signless", "signed", "unsigned", "index"]
# IndexType::kInternalStorageBitWidth.
INDEX_WIDTH = 64


def parse_integer_spelling(spelling: str) -> int:
    """The value of an integer token: decimal (leading zeros allowed) or `0x` hex."""
    if len(spelling) > 1 and spelling[1] == "x":
        return int(spelling[2:], 16)
    return int_from_decimal(spelling)


def build_attribute_apint(
    magnitude: int, negative: bool, width: int, signedness: IntSignedness
) -> int | None:
    """buildAttributeAPInt: the width-bit pattern of `[-]magnitude`, or None if out of range.

    Quirks kept: `-0` is out of range (its negation has no sign bit), signless types take
    any pattern that fits unsigned (`255 : i8` is -1), signed and index types do not.
    """
    if magnitude.bit_length() > width:
        return None
    if width == 0:
        return None if negative else 0
    sign_bit = 1 << (width - 1)
    if negative:
        result = -magnitude & ((1 << width) - 1)
        return result if result & sign_bit else None
    if signedness in ("signed", "index") and magnitude & sign_bit:
        return None
    return magnitude


def literal_apint_width(spelling: str, magnitude: int) -> int:
    """The width of the APInt StringRef::getAsInteger makes for an integer literal, plus the
    extra bit parseOptionalInteger adds when the top bit is set."""
    digits = spelling[2:] if spelling[1:2] == "x" else spelling
    significant = len(digits.lstrip("0"))
    if significant == 0:
        return 64  # all zeros: APInt(64, 0)
    width = 4 * significant  # 4 bits per digit for both radix 10 and 16
    return width + 1 if magnitude >> (width - 1) else width


def fit_c_integer(value: int, apint_width: int, bit_width: int, signed: bool) -> int | None:
    """`value`, an APInt of `apint_width` bits, converted like `(IntT)apint.sextOrTrunc(bits)`;
    None unless converting back gives the same APInt (AsmParser::parseOptionalIntegerAndCheck)."""
    sign_bit = 1 << (apint_width - 1)
    pattern = value % (1 << apint_width)
    value = (pattern ^ sign_bit) - sign_bit  # the APInt read as signed
    result = value & ((1 << bit_width) - 1)
    if signed and result >> (bit_width - 1):
        result -= 1 << bit_width
    if (result - value) % (1 << apint_width):
        return None
    return result


def parse_integer_attr_value(
    spelling: str, negative: bool, width: int, signedness: IntSignedness
) -> int:
    """Parser::parseDecOrHexAttr for an integer or index type: the bit pattern or an error."""
    if negative and signedness == "unsigned":
        raise NumericError("negative integer literal not valid for unsigned integer type")
    bits = build_attribute_apint(parse_integer_spelling(spelling), negative, width, signedness)
    if bits is None:
        raise NumericError("integer constant out of range for attribute")
    return bits


def integer_from_bits(bits: int, width: int, signed: bool) -> int:
    """A width-bit pattern read as a two's complement (signed) or unsigned integer."""
    if signed and width and bits >> (width - 1) & 1:
        return bits - (1 << width)
    return bits


def format_integer_attr(bits: int, width: int, signedness: IntSignedness) -> str:
    """The value part of a printed IntegerAttr: `true`/`false` for signless i1, decimal else.

    Only unsigned types print unsigned; signless, signed and index types print signed.
    """
    if signedness == "signless" and width == 1:
        return "true" if bits else "false"
    return str(integer_from_bits(bits, width, signedness != "unsigned"))


def format_dense_integer(bits: int, width: int, signedness: IntSignedness) -> str:
    """printDenseIntElement: any 1-bit integer prints as a bool, else as format_integer_attr."""
    if width == 1 and signedness != "index":
        return "true" if bits else "false"
    return str(integer_from_bits(bits, width, signedness != "unsigned"))
