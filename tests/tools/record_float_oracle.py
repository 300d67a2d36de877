"""Record how mlir-opt parses and prints numeric attribute literals.

Writes tests/data/float_oracle.json, which tests/unit/test_numeric.py reads (the tests
never run mlir-opt). Every case is an attribute `a = LITERAL : TYPE` on an unregistered
op; the JSON keeps the printed value (type suffix stripped) or the error and note.

    .venv/bin/python tests/tools/record_float_oracle.py [--mlir-opt PATH]

Inputs are deterministic (fixed seed): every bit pattern of the 4/6/8-bit types, samples
of the wider ones, decimal literals around each type's range (including exact midpoints
between neighbouring values, to pin ties-to-even), integer literals for integer types,
and the literals MLIR rejects.
"""

from __future__ import annotations

import argparse
import json
import random
import re
import subprocess
import sys
import tempfile
from dataclasses import dataclass
from fractions import Fraction
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))

from odsgen.ir.numeric.apfloat import ALL_SEMANTICS, F64, APFloat, Semantics  # noqa: E402

DEFAULT_MLIR_OPT = "/usr/lib/llvm-22/bin/mlir-opt"
OUTPUT = ROOT / "tests" / "data" / "float_oracle.json"
SEPARATOR = "// -----\n"
# Cases per split chunk when none of them is expected to fail.
BATCH = 400


@dataclass
class Case:
    group: str  # "floats" or "integers"
    type: str
    literal: str
    may_fail: bool


# -- inputs ---------------------------------------------------------------------------


def float_literal(value: float) -> str:
    """A float token for a finite double (MLIR needs a '.' in it)."""
    text = repr(value)
    mantissa, _, exponent = text.partition("e")
    if "." not in mantissa:
        mantissa += ".0"
    return mantissa + ("e" + exponent if exponent else "")


def interesting_patterns(sem: Semantics, rng: random.Random, samples: int) -> list[int]:
    """Bit patterns: all of them for narrow types, else boundaries plus random samples."""
    width = sem.size_in_bits
    if width <= 8:
        return list(range(1 << width))
    t = sem.precision - 1
    exp_bits = width - 1 - t
    exp_max = (1 << exp_bits) - 1
    mant_max = (1 << t) - 1
    patterns: set[int] = set()
    mantissas = {0, 1, 2, 3, mant_max, mant_max - 1, 1 << (t - 1), (1 << (t - 1)) + 1}
    if sem.name == "f80":
        mantissas |= {m | 1 << 63 for m in list(mantissas)} | {1 << 62, 3 << 62}
    exponents = {0, 1, 2, exp_max // 2, exp_max // 2 + 1, exp_max - 1, exp_max}
    mant_bits = t + 1 if sem.name == "f80" else t
    for sign in (0, 1):
        for e in exponents:
            for m in mantissas:
                patterns.add(
                    (sign << (width - 1)) | (e << mant_bits) | (m & ((1 << mant_bits) - 1))
                )
    while len(patterns) < samples:
        patterns.add(rng.getrandbits(width))
    return sorted(patterns)


def decimal_literals(sem: Semantics, rng: random.Random) -> list[str]:
    """Float tokens (with an optional leading '-') aimed at sem's range and rounding."""
    fixed = [
        "0.0", "-0.0", "1.0", "-1.0", "0.1", "0.2", "0.3", "0.5", "1.5", "2.5", "-2.5",
        "3.0", "3.14159", "3.14159265358979", "7.1", "1.1", "1.23456789", "-1.23697901",
        "6.0", "7.5", "28.0", "100.0", "448.0", "464.0", "480.0", "1000.0", "57344.0",
        "65504.0", "65520.0", "1234567.0", "16777217.0", "123456789.0",
        "9007199254740993.0", "1.0e-3", "1.0e-5", "1.0e-10", "1.0e-40", "1.0e-45",
        "1.0e-300", "1.0e-320", "1.0e-400", "-1.0e-400", "1.0e10", "1.0e15", "1.0e16",
        "1.0e17", "1.0e20", "1.0e21", "3.0e38", "3.4028235e38", "3.4028236e38",
        "1.5e300", "1.0e400", "-1.0e400", "1.e-9", "1.5E3", "0.333", "5.877471754111438e-39",
        "-5.877471754111438e-39", "1.0e-50", "-1.0e-50", "1.0e50", "-1.0e50",
        "4.9406564584124654e-324", "2.2250738585072014e-308", "1.7976931348623157e308",
    ]  # fmt: skip
    literals = list(fixed)
    if sem.precision < 53 and sem.max_exponent < 1024:
        # Values, exact midpoints to their upper neighbour (ties) and a point between
        # (no tie); all are exact or correctly rounded doubles.
        sign_bit = 1 << (sem.size_in_bits - 1)
        positives = [b for b in interesting_patterns(sem, rng, 300) if not b & sign_bit]
        for bits in rng.sample(positives, min(len(positives), 90)):
            if bits + 1 >= sign_bit:
                continue
            low, high = APFloat.from_bits(sem, bits), APFloat.from_bits(sem, bits + 1)
            if not (low.is_finite() and high.is_finite()):
                continue
            a, b = low.to_fraction(), high.to_fraction()
            for point in (a, (a + b) / 2, a + (b - a) / 3):
                literal = float_literal(float(point))
                literals += [literal, "-" + literal]
    # Random decimal strings across the exponent range.
    lo = sem.min_exponent - sem.precision - 2
    hi = sem.max_exponent + 2
    for _ in range(120):
        e2 = rng.randint(max(lo, -1080), min(hi, 1030))
        digits = rng.randint(1, 20)
        mantissa = rng.randrange(10 ** (digits - 1), 10**digits)
        e10 = int(e2 * 0.30103) - digits + 1
        sign = "-" if rng.random() < 0.3 else ""
        literals.append(f"{sign}{mantissa}.0e{e10}")
    return list(dict.fromkeys(literals))


def float_cases(rng: random.Random) -> list[Case]:
    cases: list[Case] = []
    for sem in ALL_SEMANTICS:
        samples = {16: 3000, 19: 2000}.get(sem.size_in_bits, 1200)
        for bits in interesting_patterns(sem, rng, samples):
            cases.append(Case("floats", sem.name, f"0x{bits:X}", False))
        for literal in decimal_literals(sem, rng):
            cases.append(Case("floats", sem.name, literal, False))
        # Literals MLIR may reject for this type.
        width = sem.size_in_bits
        for literal in (
            "1", "-1", "0", "42", f"0x{1 << width:X}", f"0x{(1 << (width + 3)) - 1:X}",
            "-0x1", "-0x0", "0x00000000000000000000000000000001",
        ):  # fmt: skip
            cases.append(Case("floats", sem.name, literal, True))
    return cases


INTEGER_TYPES = [
    "i0", "i1", "si1", "ui1", "i2", "si2", "i8", "si8", "ui8", "i16", "si16", "ui16",
    "i32", "si32", "ui32", "i64", "si64", "ui64", "index", "i65", "si96", "ui96", "i128",
]  # fmt: skip


def integer_literals() -> list[str]:
    magnitudes = {0, 1, 2, 3, 5, 42, 127, 128, 129, 255, 256, 32767, 32768, 65535, 65536}
    for k in (31, 32, 63, 64, 65, 95, 96, 127, 128):
        magnitudes |= {2**k - 1, 2**k, 2**k + 1}
    literals: list[str] = []
    for m in sorted(magnitudes):
        literals += [str(m), f"-{m}"]
    literals += ["0x0", "0xFF", "0x80", "0x7F", "0xFFFF", "0xDEADBEEF", "-0xFF", "-0x80",
                 "0x7FFFFFFFFFFFFFFF", "0xFFFFFFFFFFFFFFFF", "0x10000000000000000", "00012",
                 "-007", "0x1", "0xf32"]  # fmt: skip
    return literals


def integer_cases() -> list[Case]:
    return [
        Case("integers", t, literal, True) for t in INTEGER_TYPES for literal in integer_literals()
    ]


# -- running mlir-opt -----------------------------------------------------------------

_OP = re.compile(r'^\s*"u\.a"\(\) \{a = (.*)\} : \(\) -> \(\)$')
_DIAG = re.compile(r"^[^:\n]+:(\d+):\d+: (error|note): (.*)$")


def chunks(cases: list[Case]) -> list[list[Case]]:
    result: list[list[Case]] = []
    batch: list[Case] = []
    for case in cases:
        if case.may_fail:
            result.append([case])
            continue
        batch.append(case)
        if len(batch) == BATCH:
            result.append(batch)
            batch = []
    if batch:
        result.append(batch)
    return result


def run(mlir_opt: str, groups: list[list[Case]]) -> list[tuple[Case, dict[str, str | None]]]:
    """Each case with its result, {"printed"} or {"error", "note"}, in chunk order."""
    lines: list[str] = []
    line_of: list[int] = []  # first line (1-based) of each chunk
    for i, group in enumerate(groups):
        if i:
            lines.append(SEPARATOR.rstrip("\n"))
        line_of.append(len(lines) + 1)
        lines += [f'"u.a"() {{a = {c.literal} : {c.type}}} : () -> ()' for c in group]
    with tempfile.NamedTemporaryFile("w", suffix=".mlir", delete=False) as handle:
        handle.write("\n".join(lines) + "\n")
        path = handle.name
    proc = subprocess.run(
        [mlir_opt, "--allow-unregistered-dialect", "--split-input-file", path],
        capture_output=True,
        text=True,
    )
    Path(path).unlink()
    outputs = proc.stdout.split(SEPARATOR)
    if len(outputs) != len(groups):
        raise SystemExit(f"expected {len(groups)} outputs, got {len(outputs)}")
    diagnostics: dict[int, list[tuple[str, str]]] = {}
    for line in proc.stderr.splitlines():
        match = _DIAG.match(line)
        if match:
            diagnostics.setdefault(int(match.group(1)), []).append((match.group(2), match.group(3)))
    results: list[tuple[Case, dict[str, str | None]]] = []
    for group, output, first in zip(groups, outputs, line_of):
        printed = [m.group(1) for m in map(_OP.match, output.splitlines()) if m]
        if printed:
            assert len(printed) == len(group), (group[0], output)
            for case, text in zip(group, printed):
                suffix = f" : {case.type}"
                value = text[: -len(suffix)] if text.endswith(suffix) else text
                results.append((case, {"printed": value}))
            continue
        if len(group) != 1:
            raise SystemExit(f"a batch failed unexpectedly near {group[0]}")
        diags = diagnostics.get(first, [])
        error = next((m for kind, m in diags if kind == "error"), None)
        note = next((m for kind, m in diags if kind == "note"), None)
        if error is None:
            raise SystemExit(f"no output and no error for {group[0]}: {proc.stderr[:2000]}")
        results.append((group[0], {"error": error, "note": note}))
    return results


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--mlir-opt", default=DEFAULT_MLIR_OPT)
    parser.add_argument("--output", type=Path, default=OUTPUT)
    args = parser.parse_args()
    version = subprocess.run(
        [args.mlir_opt, "--version"], capture_output=True, text=True
    ).stdout.strip()
    rng = random.Random(20240611)
    cases = float_cases(rng) + integer_cases()
    results = run(args.mlir_opt, chunks(cases))
    assert len(results) == len(cases)
    data: dict[str, object] = {"mlir_opt_version": version, "floats": {}, "integers": {}}
    errors: list[dict[str, str | None]] = []
    for case, result in results:
        if "printed" in result:
            data[case.group].setdefault(case.type, {})[case.literal] = result["printed"]
        else:
            errors.append(
                {"group": case.group, "type": case.type, "literal": case.literal, **result}
            )
    data["errors"] = errors
    args.output.parent.mkdir(parents=True, exist_ok=True)
    args.output.write_text(json.dumps(data, indent=0, sort_keys=True) + "\n")
    total = sum(len(v) for g in ("floats", "integers") for v in data[g].values())
    print(f"wrote {args.output}: {total} printed, {len(errors)} errors")


if __name__ == "__main__":
    main()
