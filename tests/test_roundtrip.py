"""Round trip: printing the parse of any printed output reproduces it exactly.

For every conformance case that passes (tests/conformance: types, attributes, and the
operation modules under each printing variant; tests/conformance_gaps.json lists those that
do not) and every successful case of tests/data/opt_oracle.json, odsgen's output is parsed
again with the same flags and printed: the text must not change. The pretty debuginfo form
is left out: it is not MLIR syntax (mlir-opt cannot read it either).

Then random modules (tests/random_modules.py, seeded): print(parse(print(parse(x)))) ==
print(parse(x)) under three flag sets, and for the seeds recorded in
tests/data/random_modules_oracle.json, print(parse(x)) is what mlir-opt printed.
"""

from __future__ import annotations

import hashlib
import io
import json
from pathlib import Path

import pytest

from odsgen.ir.core.source import Input
from odsgen.opt import OptOptions, run
from tests.random_modules import generate
from tests.test_conformance_ir import HERE, KNOWN_GAPS, LOCAL, _rows, _wrap

ROOT = Path(__file__).resolve().parent.parent


def opt(text: str, filename: str = "input.mlir", **flags: bool) -> str:
    out, err = io.StringIO(), io.StringIO()
    status = run(Input(filename, text), OptOptions(**flags), out, err)
    assert status == 0, err.getvalue()
    return out.getvalue()


def assert_round_trip(text: str, filename: str = "input.mlir", **flags: bool) -> None:
    printed = opt(text, filename, **flags)
    again = opt(printed, filename, **flags)
    assert again == printed, f"input:\n{text}\nprinted:\n{printed}\nprinted again:\n{again}"


def _passing(rows: list[dict], kind: str, ident: str) -> list:
    return [
        pytest.param(row, id=f"{kind}:{row[ident]}")
        for row in rows
        if f"{kind}:{row[ident]}" not in KNOWN_GAPS
    ]


# -- conformance cases ----------------------------------------------------------------------


@pytest.mark.parametrize("row", _passing(_rows("types.jsonl"), "types", "input"))
def test_type(row: dict) -> None:
    text = _wrap(row, f'%0 = "u.t"() : () -> ({row["input"]})\n')
    assert_round_trip(text, **LOCAL)
    assert_round_trip(text, allow_unregistered=True)  # with aliases


@pytest.mark.parametrize("row", _passing(_rows("attributes.jsonl"), "attributes", "input"))
def test_attribute(row: dict) -> None:
    text = _wrap(row, f'"u.a"() {{a = {row["input"]}}} : () -> ()\n')
    assert_round_trip(text, **LOCAL)
    assert_round_trip(text, allow_unregistered=True)
    if "canonical_in_array" in row:
        assert_round_trip(_wrap(row, f'"u.a"() {{a = [{row["input"]}]}} : () -> ()\n'), **LOCAL)


VARIANTS = {
    "default": {},
    "generic": {"generic": True},
    "local_scope": {"local_scope": True},
    "debuginfo": {"debuginfo": True},
    "generic_debuginfo_local": {"generic": True, "debuginfo": True, "local_scope": True},
}


def _op_cases() -> list:
    return [
        pytest.param(source, variant, id=f"{source.stem}.{variant}")
        for source in sorted((HERE / "ops" / "inputs").glob("*.mlir"))
        for variant in VARIANTS
        if f"ops:{source.stem}.{variant}" not in KNOWN_GAPS
    ]


@pytest.mark.parametrize("source, variant", _op_cases())
def test_op_module(source: Path, variant: str) -> None:
    assert_round_trip(source.read_text(), source.name, allow_unregistered=True, **VARIANTS[variant])


# -- successful `odsgen opt` cases ------------------------------------------------------------

FLAGS = {
    "--allow-unregistered-dialect": "allow_unregistered",
    "--mlir-print-op-generic": "generic",
    "--mlir-print-debuginfo": "debuginfo",
    "--mlir-print-local-scope": "local_scope",
    "--mlir-pretty-debuginfo": "pretty_debuginfo",
}
OPT_CASES = [
    case
    for case in json.loads((ROOT / "tests" / "data" / "opt_oracle.json").read_text())["cases"]
    if case["status"] == 0
    and "input" in case
    and all(arg in FLAGS for arg in case["args"])
    # Pretty locations (in attributes too, even without --mlir-print-debuginfo) do not parse.
    and "--mlir-pretty-debuginfo" not in case["args"]
]


@pytest.mark.parametrize("case", OPT_CASES, ids=[case["id"] for case in OPT_CASES])
def test_opt_case(case: dict) -> None:
    flags = {FLAGS[arg]: True for arg in case["args"]}
    filename = "<stdin>" if case["stdin"] else "input.mlir"
    assert opt(case["input"], filename, **flags) == case["stdout"]
    assert_round_trip(case["input"], filename, **flags)


# -- random modules ---------------------------------------------------------------------------

RANDOM_FLAGS = [{}, {"generic": True, "debuginfo": True}, {"local_scope": True}]
RANDOM_ORACLE = json.loads((ROOT / "tests" / "data" / "random_modules_oracle.json").read_text())
RECORDED = {case["seed"]: case for case in RANDOM_ORACLE["cases"]}
# Seeds past the recorded ones: the property needs no oracle.
SEEDS = range(1000, 1150)


@pytest.mark.parametrize("seed", [pytest.param(s, id=f"seed{s}") for s in SEEDS])
def test_random_module_round_trips(seed: int) -> None:
    text = generate(seed)
    for flags in RANDOM_FLAGS:
        assert_round_trip(text, allow_unregistered=True, **flags)


@pytest.mark.parametrize("seed", sorted(RECORDED))
def test_random_module_prints_like_mlir_opt(seed: int) -> None:
    case = RECORDED[seed]
    text = generate(seed)
    assert hashlib.sha256(text.encode()).hexdigest() == case["input_sha256"], "re-run the recorder"
    for name, arguments in RANDOM_ORACLE["flag_sets"].items():
        flags = {FLAGS[arg]: True for arg in arguments}
        printed = opt(text, allow_unregistered=True, **flags)
        want = case[name]
        if isinstance(want, str):
            assert printed == want
        else:
            assert (len(printed.encode()), hashlib.sha256(printed.encode()).hexdigest()) == (
                want["len"],
                want["sha256"],
            ), name
