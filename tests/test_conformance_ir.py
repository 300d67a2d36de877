"""The upstream-derived conformance cases of tests/conformance/ (copied from
../shared/conformance; every expected output there was printed by mlir-opt 22).

Each row runs through `odsgen opt` in-process, wrapped exactly as the README of that
folder says mlir-opt was run, and must reproduce mlir-opt's output or first error.
Rows that need a dialect odsgen does not define yet are listed in KNOWN_GAPS with the
reason; they are strict xfails, so one that starts passing fails the suite until the
list is updated.
"""

from __future__ import annotations

import io
import json
from pathlib import Path

import pytest

from odsgen.ir.core.source import Input
from odsgen.opt import OptOptions, run

HERE = Path(__file__).resolve().parent / "conformance"


def _rows(name: str) -> list[dict]:
    return [json.loads(line) for line in (HERE / name).read_text().splitlines() if line.strip()]


def opt(text: str, filename: str = "input.mlir", **flags: bool) -> tuple[int, str, str]:
    out, err = io.StringIO(), io.StringIO()
    status = run(Input(filename, text), OptOptions(**flags), out, err)
    return status, out.getvalue(), err.getvalue()


# Cases that need dialects mlir-opt registers and odsgen does not define yet (mlir-opt
# parses and reprints them through those dialects), keyed like the test ids below.
# They are strict xfails: one that starts passing must be taken off this list.
KNOWN_GAPS: dict[str, str] = json.loads((Path(__file__).resolve().parent / "conformance_gaps.json").read_text())


def _case(key: str, *values: object) -> object:
    gap = KNOWN_GAPS.get(key)
    marks = [pytest.mark.xfail(reason=gap, strict=True)] if gap else []
    return pytest.param(*values, id=key, marks=marks)


def _params(rows: list[dict], kind: str, ident: str) -> list:
    return [_case(f"{kind}:{row[ident]}", row) for row in rows]


LOCAL = dict(allow_unregistered=True, local_scope=True)


def _wrap(row: dict, line: str) -> str:
    """The row's text as the recorder fed it to mlir-opt: prelude, the line, postlude."""
    prelude, postlude = row.get("prelude", ""), row.get("postlude", "")
    return (prelude + "\n" if prelude else "") + line + (postlude + "\n" if postlude else "")


def _module_body(out: str) -> str:
    lines = out.splitlines()
    assert lines[0] == "module {" and lines[-1] == "}", out
    return "\n".join(lines[1:-1])


@pytest.mark.parametrize("row", _params(_rows("types.jsonl"), "types", "input"))
def test_type(row: dict) -> None:
    text = _wrap(row, f'%0 = "u.t"() : () -> ({row["input"]})\n')
    status, out, err = opt(text, **LOCAL)
    assert status == 0, err
    printed = _module_body(out).split("() -> ", 1)[1]
    if printed.startswith("(") and printed.endswith(")") and " -> " in printed:
        printed = printed[1:-1]
    assert printed == row["canonical"]
    if "printed_with_aliases" in row:
        status, out, err = opt(text, allow_unregistered=True)
        assert out == row["printed_with_aliases"]


@pytest.mark.parametrize("row", _params(_rows("attributes.jsonl"), "attributes", "input"))
def test_attribute(row: dict) -> None:
    wrap = lambda attr: _wrap(row, f'"u.a"() {{a = {attr}}} : () -> ()\n')  # noqa: E731
    status, out, err = opt(wrap(row["input"]), **LOCAL)
    assert status == 0, err
    body = _module_body(out).strip()
    printed = "unit" if body == '"u.a"() {a} : () -> ()' else body.split("{a = ", 1)[1].rsplit("} : () -> ()", 1)[0]
    assert printed == row["canonical"]
    if "canonical_in_array" in row:
        status, out, err = opt(wrap(f"[{row['input']}]"), **LOCAL)
        assert status == 0, err
        assert _module_body(out).strip().split("{a = [", 1)[1].rsplit("]} : () -> ()", 1)[0] == row["canonical_in_array"]
    if "printed_with_aliases" in row:
        status, out, err = opt(wrap(row["input"]), allow_unregistered=True)
        assert out == row["printed_with_aliases"]


_INVALID_KINDS = ("type", "attribute", "affine", "location", "op", "test-dialect-attr", "test-dialect-type")


@pytest.mark.parametrize("row", _params([r for r in _rows("invalid.jsonl") if r["kind"] in _INVALID_KINDS], "invalid", "id"))
def test_invalid(row: dict) -> None:
    flags = {
        "--allow-unregistered-dialect": "allow_unregistered",
        "--mlir-print-op-generic": "generic",
        "--split-input-file": "split_input_file",
    }
    options = {flags[a]: True for a in row["mlir_opt_args"] if a in flags}
    status, out, err = opt(row["input"], **options)
    assert status == 1
    if row.get("oracle_crashed"):
        assert "Traceback" not in err
        return
    diagnostics = [line for line in err.splitlines() if line.startswith("input.mlir:")]
    assert diagnostics[0] == f"input.mlir:{row['line']}:{row['col']}: error: {row['error']}"
    assert diagnostics == row["diagnostics"]


_VARIANTS = {
    "default": {},
    "generic": {"generic": True},
    "local_scope": {"local_scope": True},
    "debuginfo": {"debuginfo": True},
    "generic_debuginfo_local": {"generic": True, "debuginfo": True, "local_scope": True},
    "pretty_debuginfo": {"debuginfo": True, "pretty_debuginfo": True},
}


def _op_cases() -> list:
    return [
        _case(f"ops:{source.stem}.{variant}", source, variant)
        for source in sorted((HERE / "ops" / "inputs").glob("*.mlir"))
        for variant in _VARIANTS
    ]


@pytest.mark.parametrize("source, variant", _op_cases())
def test_op_module(source: Path, variant: str) -> None:
    expected = (HERE / "ops" / "expected" / f"{source.stem}.{variant}.mlir").read_text()
    status, out, err = opt(source.read_text(), filename=source.name, allow_unregistered=True, **_VARIANTS[variant])
    assert status == 0, err
    assert out == expected

