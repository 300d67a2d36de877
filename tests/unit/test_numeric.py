"""APFloat model and MLIR numeric literals against mlir-opt 22.

Oracle data comes from tests/data/float_oracle.json (recorded by
tests/tools/record_float_oracle.py) and tests/conformance/attributes.jsonl.
"""

from __future__ import annotations

import json
import math
import random
import re
import struct
from fractions import Fraction
from pathlib import Path

import pytest

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
    TF32,
    APFloat,
    Category,
    largest,
    make_nan,
)
from odsgen.ir.numeric.numeric import (
    IntSignedness,
    NumericError,
    build_attribute_apint,
    float_semantics,
    format_dense_integer,
    format_float,
    format_integer_attr,
    integer_from_bits,
    parse_float_literal,
    parse_integer_attr_value,
)

ROOT = Path(__file__).resolve().parents[2]
ORACLE = json.loads((ROOT / "tests" / "data" / "float_oracle.json").read_text())


def split_literal(literal: str) -> tuple[str, bool]:
    """`-1.5` -> ("1.5", True): the parser sees a minus token, then the literal."""
    return (literal[1:], True) if literal.startswith("-") else (literal, False)


def printed(value: APFloat) -> str:
    return format_float(value)[0]


# -- oracle: floats -------------------------------------------------------------------


@pytest.mark.parametrize("type_name", sorted(ORACLE["floats"]))
def test_oracle_float_printing(type_name: str) -> None:
    sem = float_semantics(type_name)
    assert sem is not None
    mismatches = []
    for literal, expected in ORACLE["floats"][type_name].items():
        spelling, negative = split_literal(literal)
        value = parse_float_literal(spelling, sem, negative)
        text, is_hex = format_float(value)
        if text != expected or is_hex != expected.startswith("0x"):
            mismatches.append((literal, expected, text))
    assert not mismatches, f"{len(mismatches)} mismatches, first: {mismatches[:10]}"


def test_oracle_float_errors() -> None:
    cases = [e for e in ORACLE["errors"] if e["group"] == "floats"]
    assert cases
    for case in cases:
        spelling, negative = split_literal(case["literal"])
        with pytest.raises(NumericError) as info:
            parse_float_literal(spelling, float_semantics(case["type"]), negative)
        assert (info.value.message, info.value.note) == (case["error"], case["note"]), case


def test_oracle_covers_every_type() -> None:
    assert set(ORACLE["floats"]) == {s.name for s in ALL_SEMANTICS}
    assert "22." in ORACLE["mlir_opt_version"]


# -- oracle: integers -----------------------------------------------------------------


def integer_type(name: str) -> tuple[int, IntSignedness]:
    if name == "index":
        return 64, "index"
    match = re.fullmatch(r"(si|ui|i)(\d+)", name)
    assert match, name
    kind = {"i": "signless", "si": "signed", "ui": "unsigned"}[match.group(1)]
    return int(match.group(2)), kind  # type: ignore[return-value]


@pytest.mark.parametrize("type_name", sorted(ORACLE["integers"]))
def test_oracle_integer_printing(type_name: str) -> None:
    width, signedness = integer_type(type_name)
    for literal, expected in ORACLE["integers"][type_name].items():
        spelling, negative = split_literal(literal)
        bits = parse_integer_attr_value(spelling, negative, width, signedness)
        assert format_integer_attr(bits, width, signedness) == expected, literal


def test_oracle_integer_errors() -> None:
    cases = [e for e in ORACLE["errors"] if e["group"] == "integers"]
    assert len(cases) > 1000
    for case in cases:
        width, signedness = integer_type(case["type"])
        spelling, negative = split_literal(case["literal"])
        with pytest.raises(NumericError) as info:
            parse_integer_attr_value(spelling, negative, width, signedness)
        assert info.value.message == case["error"], case


# -- conformance rows -----------------------------------------------------------------

_PLAIN_FLOAT = re.compile(r"(-?)([0-9][0-9a-fA-Fx.eE+-]*)(?: : (\w+))?\Z")


def conformance_float_rows() -> list[dict[str, str]]:
    rows = []
    path = ROOT / "tests" / "conformance" / "attributes.jsonl"
    for line in path.read_text().splitlines():
        row = json.loads(line)
        if not row["category"].startswith("float"):
            continue
        match = _PLAIN_FLOAT.match(row["input"])
        if match and float_semantics(match.group(3) or "f64"):
            rows.append(row)
    return rows


CONFORMANCE = conformance_float_rows()


@pytest.mark.parametrize("row", CONFORMANCE, ids=[r["input"] for r in CONFORMANCE])
def test_conformance_float_rows(row: dict[str, str]) -> None:
    match = _PLAIN_FLOAT.match(row["input"])
    assert match
    type_name = match.group(3) or "f64"
    value = parse_float_literal(match.group(2), float_semantics(type_name), bool(match.group(1)))
    assert f"{printed(value)} : {type_name}" == row["canonical"]


def test_conformance_has_float_rows() -> None:
    assert len(CONFORMANCE) > 80


# -- semantics and bit patterns -------------------------------------------------------


@pytest.mark.parametrize("sem", [s for s in ALL_SEMANTICS if s.size_in_bits <= 16], ids=str)
def test_bits_round_trip_exhaustive(sem) -> None:
    for bits in range(1 << sem.size_in_bits):
        value = APFloat.from_bits(sem, bits)
        assert value.bits == bits
        assert APFloat.from_bits(sem, value.bits) == value


INF, NAN = math.inf, math.nan


@pytest.mark.parametrize(
    "sem, bits, expected",
    [
        (F16, 0x3C00, 1.0),
        (F16, 0x7C00, INF),
        (F16, 0xFC00, -INF),
        (F16, 0x7C01, NAN),
        (F16, 0x0001, 2.0**-24),
        (BF16, 0x7F80, INF),
        (F8E4M3FN, 0x7F, NAN),
        (F8E4M3FN, 0xFF, NAN),
        (F8E4M3FN, 0x78, 256.0),
        (F8E4M3FN, 0x7E, 448.0),
        (F8E4M3FN, 0x80, -0.0),
        (F8E4M3, 0x78, INF),
        (F8E4M3, 0x77, 240.0),
        (F8E5M2, 0x7B, 57344.0),
        (F8E5M2, 0x7C, INF),
        (F8E5M2FNUZ, 0x80, NAN),
        (F8E5M2FNUZ, 0x7F, 57344.0),
        (F8E5M2FNUZ, 0x04, 2.0**-15),
        (F8E4M3FNUZ, 0x80, NAN),
        (F8E4M3FNUZ, 0x7F, 240.0),
        (F8E4M3B11FNUZ, 0x7F, 30.0),
        (F8E4M3B11FNUZ, 0x01, 2.0**-13),
        (F8E3M4, 0x70, INF),
        (F8E3M4, 0x6F, 15.5),
        (F8E8M0FNU, 0x00, 2.0**-127),
        (F8E8M0FNU, 0x7F, 1.0),
        (F8E8M0FNU, 0xFE, 2.0**127),
        (F8E8M0FNU, 0xFF, NAN),
        (F6E3M2FN, 0x1F, 28.0),
        (F6E3M2FN, 0x01, 0.0625),
        (F6E2M3FN, 0x1F, 7.5),
        (F6E2M3FN, 0x01, 0.125),
        (F4E2M1FN, 0x7, 6.0),
        (F4E2M1FN, 0x1, 0.5),
        (F4E2M1FN, 0x8, -0.0),
        (TF32, 0x1FE00, 1.5),
        (F80, 0x3FFF8000000000000000, 1.0),
        (F80, 0x7FFF8000000000000000, INF),
        (F128, 0x3FFF0000000000000000000000000000, 1.0),
    ],
)
def test_special_encodings(sem, bits, expected: float) -> None:
    value = APFloat.from_bits(sem, bits)
    got = float(value)
    if math.isnan(expected):
        assert value.is_nan() and math.isnan(got)
    else:
        assert got == expected and math.copysign(1, got) == math.copysign(1, expected)
        assert value.is_inf() == math.isinf(expected)
        assert value.is_zero() == (expected == 0)


def test_no_zero_no_sign_e8m0() -> None:
    assert APFloat.from_string(F8E8M0FNU, "0").bits == 0x00
    assert APFloat.from_string(F8E8M0FNU, "-0.0") == APFloat.from_bits(F8E8M0FNU, 0)
    assert APFloat.from_string(F8E8M0FNU, "3").to_string() == "4"  # ties round up
    minus_one = APFloat.from_float(F8E8M0FNU, -1.0)
    assert minus_one.is_negative() and minus_one.bits == 0xFF  # sign on bit 7, as upstream
    assert minus_one != APFloat.from_bits(F8E8M0FNU, 0xFF)
    assert printed(minus_one) == "-1.000000e+00"


def test_overflow_behaviour() -> None:
    assert APFloat.from_string(F16, "1e6").is_inf()
    assert APFloat.from_string(F8E4M3FN, "480").is_nan()
    assert APFloat.from_string(F8E4M3FN, "464").to_string() == "448"  # tie to even
    assert APFloat.from_string(F8E4M3FNUZ, "-1e9").bits == 0x80
    assert APFloat.from_string(F4E2M1FN, "-100").to_string() == "-6"  # saturates
    assert APFloat.from_string(F8E5M2FNUZ, "-0.0").bits == 0x00  # no negative zero
    assert APFloat.from_string(F8E5M2FNUZ, "-1e-30").bits == 0x00
    assert APFloat.from_string(F32, "-1e-50").bits == 0x80000000
    # An infinity converted into a finite-only type stays one and prints as hex.
    assert format_float(APFloat.from_float(F4E2M1FN, math.inf)) == ("0x0", True)


def test_nan_helpers() -> None:
    assert make_nan(F32).bits == 0x7FC00000
    assert make_nan(F64, negative=True).bits == 0xFFF8000000000000
    assert make_nan(F80).bits == 0x7FFFC000000000000000
    assert make_nan(F8E4M3FN).bits == 0x7F
    assert make_nan(F8E5M2FNUZ).bits == 0x80
    assert make_nan(F32, signaling=True).bits == 0x7FA00000
    assert largest(F8E4M3FN).bits == 0x7E
    assert largest(F8E8M0FNU).bits == 0xFE
    with pytest.raises(ValueError):
        make_nan(F4E2M1FN)


def test_f80_quirks() -> None:
    unnormal = APFloat.from_bits(F80, 0x3FFF0000000000000000)
    assert unnormal.is_nan() and unnormal.bits == 0x7FFF0000000000000000
    assert APFloat.from_bits(F80, 1 << 64).to_string() == "NaN"  # upstream's UnnormalZero
    pseudo_denormal = APFloat.from_bits(F80, 0x00008000000000000000)
    assert pseudo_denormal.bits == 0x00018000000000000000
    assert printed(pseudo_denormal) == "3.36210314311209350626E-4932"


def test_float_conversions() -> None:
    assert float(APFloat.from_bits(F16, 0x3555)) == 0.333251953125
    assert float(APFloat.from_string(F128, "0.1")) == 0.1
    assert math.isnan(float(make_nan(BF16)))
    assert APFloat.from_string(F16, "0.2").to_fraction() == Fraction(
        0x3266 & 0x3FF | 0x400, 1 << 13
    )
    assert APFloat.from_float(F32, 0.1).bits == 0x3DCCCCCD
    assert APFloat.from_float(F16, 65520.0).is_inf()
    assert APFloat.from_float(F64, -0.0).bits == 1 << 63
    with pytest.raises(ValueError):
        APFloat.from_bits(F16, 0x10000)
    with pytest.raises(ValueError):
        make_nan(F32).to_fraction()


def test_value_semantics() -> None:
    a, b = APFloat.from_string(F32, "1.5"), APFloat.from_bits(F32, 0x3FC00000)
    assert a == b and hash(a) == hash(b) and len({a, b}) == 1
    assert APFloat.from_bits(F32, 0) != APFloat.from_bits(F32, 0x80000000)
    assert a != APFloat.from_string(F64, "1.5")
    assert repr(a) == "APFloat(f32, 0x3FC00000)"
    with pytest.raises(AttributeError):
        a.sign = True  # type: ignore[misc]
    import pickle

    assert pickle.loads(pickle.dumps(a)) == a
    import copy

    assert copy.deepcopy(F8E4M3FN) is F8E4M3FN


# -- from_string (convertFromString) --------------------------------------------------


def test_from_string_f64_matches_python() -> None:
    rng = random.Random(7)
    for _ in range(3000):
        text = f"{rng.randrange(1, 10**rng.randint(1, 25))}e{rng.randint(-340, 310)}"
        expected = struct.unpack("<Q", struct.pack("<d", float(text)))[0]
        assert APFloat.from_string(F64, text).bits == expected, text


def test_from_string_f32_is_correctly_rounded() -> None:
    # Round-to-nearest-even checked against exact neighbours of the result.
    rng = random.Random(11)
    for _ in range(2000):
        text = f"{rng.randrange(1, 10**rng.randint(1, 20))}e{rng.randint(-50, 38)}"
        value = APFloat.from_string(F32, text)
        exact = Fraction(text)
        if value.is_inf():
            assert exact >= Fraction(largest(F32).to_fraction()) + Fraction(2**103)
            continue
        got = value.to_fraction()
        for step in (-1, 1):
            if value.bits + step < 0:
                continue
            neighbour = APFloat.from_bits(F32, value.bits + step)
            if neighbour.is_finite():
                other = neighbour.to_fraction()
                assert abs(exact - got) < abs(exact - other) or (
                    abs(exact - got) == abs(exact - other) and value.bits % 2 == 0
                ), text


@pytest.mark.parametrize(
    "text, sem, bits",
    [
        ("0x1.8p1", F32, 0x40400000),
        ("-0x1p-149", F32, 0x80000001),
        ("0x1p-150", F32, 0x00000000),
        ("0x1.000001p0", F32, 0x3F800000),  # tie to even
        ("0x1.000003p0", F32, 0x3F800002),
        ("1e", F32, 0x3F800000),
        (".5", F16, 0x3800),
        ("+2.", F16, 0x4000),
        ("inf", F32, 0x7F800000),
        ("-INFINITY", F64, 0xFFF0000000000000),
        ("nan", F16, 0x7E00),
        ("1e99999", F32, 0x7F800000),
        ("1e-99999", F64, 0),
        ("0.000e99999", F64, 0),
    ],
)
def test_from_string_forms(text, sem, bits) -> None:
    assert APFloat.from_string(sem, text).bits == bits


@pytest.mark.parametrize("text", ["", "-", ".", "e5", "1e5x", "0x", "0x1.8", "1..2", "abc"])
def test_from_string_rejects(text) -> None:
    with pytest.raises(ValueError):
        APFloat.from_string(F32, text)


# -- toString (upstream APFloatTest) --------------------------------------------------


@pytest.mark.parametrize(
    "value, precision, padding, truncate, expected",
    [
        (10.0, 6, 3, True, "10"),
        (10.0, 6, 0, True, "1.0E+1"),
        (1.01e4, 5, 2, True, "10100"),
        (1.01e4, 4, 2, True, "1.01E+4"),
        (1.01e4, 5, 1, True, "1.01E+4"),
        (1.01e-2, 5, 2, True, "0.0101"),
        (1.01e-2, 4, 2, True, "0.0101"),
        (1.01e-2, 5, 1, True, "1.01E-2"),
        (0.78539816339744830961, 0, 3, True, "0.78539816339744828"),
        (4.9406564584124654e-324, 0, 3, True, "4.9406564584124654E-324"),
        (873.1834, 0, 1, True, "873.18340000000001"),
        (873.1834, 0, 0, True, "8.7318340000000001E+2"),
        (1.7976931348623157e308, 0, 0, True, "1.7976931348623157E+308"),
        (10.0, 6, 3, False, "10"),
        (10.0, 6, 0, False, "1.000000e+01"),
        (1.01e4, 5, 2, False, "10100"),
        (1.01e4, 4, 2, False, "1.0100e+04"),
        (1.01e4, 5, 1, False, "1.01000e+04"),
        (1.01e-2, 5, 2, False, "0.0101"),
        (1.01e-2, 4, 2, False, "0.0101"),
        (1.01e-2, 5, 1, False, "1.01000e-02"),
        (0.78539816339744830961, 0, 3, False, "0.78539816339744828"),
        (4.9406564584124654e-324, 0, 3, False, "4.94065645841246540e-324"),
        (873.1834, 0, 1, False, "873.18340000000001"),
        (873.1834, 0, 0, False, "8.73183400000000010e+02"),
        (1.7976931348623157e308, 0, 0, False, "1.79769313486231570e+308"),
        (-0.0, 6, 0, False, "-0.000000e+00"),
        (0.0, 0, 3, True, "0"),
        (0.0, 0, 0, True, "0.0E+0"),
        (9.9999999, 6, 0, False, "9.999990e+00"),  # truncates before rounding
        (999999.5, 6, 0, False, "9.999990e+05"),
        (1999995.0, 6, 0, False, "2.000000e+06"),  # rounds half up
        (995.0, 2, 0, True, "1.0E+3"),  # carries through all nines
    ],
)
def test_to_string_upstream(value, precision, padding, truncate, expected) -> None:
    assert APFloat.from_float(F64, value).to_string(precision, padding, truncate) == expected


# -- MLIR printing and parsing --------------------------------------------------------


@pytest.mark.parametrize(
    "literal, type_name, expected",
    [
        ("1.0", "f64", "1.000000e+00"),
        ("0.1", "f128", "0.100000000000000005551115123125782702"),
        ("1234567.0", "f32", "0x4996B438"),
        ("1.0e-5", "f32", "9.99999974E-6"),
        ("0x7F7FFFFF", "f32", "3.40282347E+38"),
        ("1.0e400", "f64", "0x7FF0000000000000"),
        ("-1.0e400", "f32", "0xFF800000"),
        ("3.0e38", "f8E5M2", "0x7C"),
        ("-1.0e100", "f8E4M3FN", "0xFF"),
        ("0x0", "f8E8M0FNU", "5.877470e-39"),
        ("-1.0e-50", "f8E8M0FNU", "5.877470e-39"),
        ("0.1", "f80", "0.100000000000000005551"),
        ("0x0", "f64", "0.000000e+00"),
    ],
)
def test_format_float_examples(literal, type_name, expected) -> None:
    spelling, negative = split_literal(literal)
    assert printed(parse_float_literal(spelling, float_semantics(type_name), negative)) == expected


@pytest.mark.parametrize(
    "spelling, negative, type_name, message",
    [
        ("42", False, "f32", "unexpected decimal integer literal for a floating point value"),
        ("0x7fff", True, "f16", "hexadecimal float literal should not have a leading minus"),
        ("0xffffffff", False, "f16", "hexadecimal float constant out of range for type"),
        ("0x10", False, "f4E2M1FN", "hexadecimal float constant out of range for type"),
        ("0x80000", False, "tf32", "hexadecimal float constant out of range for type"),
        ("1e10", False, "f32", "expected floating point literal"),
    ],
)
def test_float_literal_errors(spelling, negative, type_name, message) -> None:
    with pytest.raises(NumericError) as info:
        parse_float_literal(spelling, float_semantics(type_name), negative)
    assert info.value.message == message


def test_decimal_integer_note() -> None:
    with pytest.raises(NumericError) as info:
        parse_float_literal("1", F32)
    assert info.value.note == "add a trailing dot to make the literal a float"


def test_hex_literal_leading_zeros_fit() -> None:
    assert parse_float_literal("0x00000000000000000000003C00", F16).bits == 0x3C00


# -- integers -------------------------------------------------------------------------


@pytest.mark.parametrize(
    "magnitude, negative, width, signedness, bits",
    [
        (255, False, 8, "signless", 255),
        (255, False, 8, "signed", None),
        (255, False, 8, "unsigned", 255),
        (128, True, 8, "signless", 0x80),
        (129, True, 8, "signed", None),
        (0, True, 32, "signless", None),  # -0 is out of range
        (1, True, 1, "signless", 1),
        (1, False, 1, "signed", None),
        (0, False, 0, "signless", 0),
        (1, False, 0, "signless", None),
        (2**63, False, 64, "index", None),
        (2**63, True, 64, "index", 2**63),
        (2**64 - 1, False, 64, "signless", 2**64 - 1),
        (2**64, False, 64, "unsigned", None),
    ],
)
def test_build_attribute_apint(magnitude, negative, width, signedness, bits) -> None:
    assert build_attribute_apint(magnitude, negative, width, signedness) == bits


def test_integer_printing() -> None:
    assert format_integer_attr(1, 1, "signless") == "true"
    assert format_integer_attr(1, 1, "signed") == "-1"
    assert format_integer_attr(1, 1, "unsigned") == "1"
    assert format_integer_attr(0xFF, 8, "signless") == "-1"
    assert format_integer_attr(0xFF, 8, "unsigned") == "255"
    assert format_integer_attr(2**64 - 5, 64, "index") == "-5"
    assert format_dense_integer(1, 1, "signed") == "true"
    assert format_dense_integer(0x80, 8, "signed") == "-128"
    assert integer_from_bits(0, 0, True) == 0
    with pytest.raises(NumericError, match="negative integer literal not valid"):
        parse_integer_attr_value("1", True, 8, "unsigned")
    assert parse_integer_attr_value("0xFF", False, 8, "signless") == 255
    assert parse_integer_attr_value("00012", False, 32, "signless") == 12


def test_long_digit_strings() -> None:
    digits = "1" + "0" * 5000
    assert APFloat.from_string(F32, digits + "e-5000").bits == 0x3F800000
    assert APFloat.from_string(F32, "0." + "0" * 5000 + "1e5001").bits == 0x3F800000
    assert APFloat.from_string(F32, "1e" + "9" * 5000).is_inf()
    assert APFloat.from_string(F32, "1e-" + "9" * 5000).is_zero()
    assert parse_integer_attr_value(digits, False, 20000, "signless") == 10**5000
