"""`odsgen generate|docs|schema|new` on hostile or mistaken definition files: a located
error (or success), exit status 1, never a traceback, within bounded time and memory.

Each input is built here and run as a process with an address-space limit and a
timeout; both only catch blow-ups and hangs (the runs take a second or so).
"""

from __future__ import annotations

import os
import re
import resource
import subprocess
import sys
from collections.abc import Callable
from pathlib import Path

import pytest

MEMORY = 4 << 30  # bytes of address space
TIMEOUT = 300  # seconds; a 50 MB description takes a few


def _limit_memory() -> None:
    resource.setrlimit(resource.RLIMIT_AS, (MEMORY, MEMORY))


def run_odsgen(args: list[str], cwd: Path) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "odsgen", *args],
        cwd=cwd,
        capture_output=True,
        text=True,
        errors="backslashreplace",
        timeout=TIMEOUT,
        preexec_fn=_limit_memory,
        env=dict(os.environ, PYTHONPATH=str(Path(__file__).resolve().parents[1])),
    )


_CONSTRAINTS = Path(__file__).resolve().parents[1] / "defs" / "include" / "constraints.yaml"
HEADER = "dialect: {name: bad}\n"
OP = "include: [include/constraints.yaml]\noperations:\n  - name: AOp\n    mnemonic: a\n"


def _op_format(fmt: str) -> str:
    return HEADER + OP + "    arguments: [{name: x, constraint: UnitAttr}]\n" + f"    assemblyFormat: '{fmt} attr-dict'\n"


def _alias_bomb() -> str:
    lines = ["a0: &a0 [x, x, x, x, x, x, x, x, x, x]"]
    lines += [f"a{i}: &a{i} [{', '.join([f'*a{i - 1}'] * 10)}]" for i in range(1, 10)]
    return HEADER + "\n".join(lines) + "\n"


def _include_chain(tmp: Path, n: int = 1000) -> str:
    for i in range(n):
        (tmp / f"inc{i}.yaml").write_text(f"include: [inc{i + 1}.yaml]\n" if i < n - 1 else "classes: []\n")
    return HEADER + "include: [inc0.yaml]\n"


def _big_description(megabytes: int = 50) -> str:
    line = "    " + "word " * 15 + "\n"
    return "dialect:\n  name: big\n  description: |\n" + line * (megabytes * 1_000_000 // len(line))


N = 1000  # nesting levels: past Python's recursion limit if nothing bounded them
# name -> (d.yaml's content, or a function of the directory making it; expected first line)
CASES: dict[str, tuple[str | bytes | Callable[[Path], str], str]] = {
    "recursive_alias": (HEADER + "x: &a [*a]\n", r"d\.yaml:2:8: error: recursive YAML alias '\*a'"),
    "recursive_alias_in_mapping": (
        "dialect: &a {name: bad, d: *a}\n",
        r"d\.yaml:1:28: error: recursive YAML alias '\*a'",
    ),
    "alias_bomb": (_alias_bomb(), r"d\.yaml:6:\d+: error: YAML aliases expand to more than 100000 nodes"),
    "deep_flow_nesting": (
        HEADER + "x: " + "[" * 10000 + "]" * 10000 + "\n",
        # libyaml stops a flow collection 1000 deep itself; PyYAML's scanner does not.
        r"d\.yaml:2:\d+: error: (nesting too deep|invalid YAML: .*maximum nesting depth)",
    ),
    "deep_block_nesting": (
        HEADER + "x:\n" + "".join(" " * i + "-\n" for i in range(1, 3000)),
        r"d\.yaml:\d+:\d+: error: nesting too deep \(more than 100 levels\)",
    ),
    "deep_nesting_through_aliases": (
        HEADER + "a0: &a0 " + "[" * 60 + "]" * 60 + "\na1: &a1 " + "[" * 60 + "*a0" + "]" * 60 + "\n",
        r"d\.yaml:3:\d+: error: nesting too deep \(more than 100 levels, aliases expanded\)",
    ),
    "nested_optional_groups": (
        _op_format("(" * N + "`a` $x^" + ")?" * N),
        r"d\.yaml:7:\d+: error: nesting too deep \(more than 50 levels\)",
    ),
    "nested_qualified": (
        _op_format("qualified(" * N + "$x" + ")" * N),
        r"d\.yaml:7:\d+: error: nesting too deep",
    ),
    "nested_parameter_type": (
        HEADER + "types:\n  - name: T\n    mnemonic: t\n    parameters:\n"
        f"      - {{name: a, type: '{'ArrayRefParameter<' * N}int{'>' * N}'}}\n",
        r"d\.yaml:6:\d+: error: nesting too deep",
    ),
    "nested_constraint": (
        HEADER + OP + f"    arguments: [{{name: x, constraint: '{'AnyOf<[' * N}I64{']>' * N}'}}]\n",
        r"d\.yaml:6:\d+: error: nesting too deep",
    ),
    "nested_drr_pattern": (
        HEADER + OP + "    arguments: [{name: l, constraint: I64}, {name: r, constraint: I64}]\n"
        "    results: [{name: o, constraint: I64}]\n"
        f"patterns:\n  - name: P\n    source: '{'(AOp $x, ' * N}$y{')' * N}'\n    result: (AOp $y, $x)\n",
        r"d\.yaml:10:\d+: error: nesting too deep",
    ),
    "include_chain": (_include_chain, r"inc48\.yaml:1:11: error: includes nested too deep \(more than 50 files\)"),
    "nul_byte": (HEADER.encode() + b"x: a\x00b\n", r"d\.yaml:2:5: error: invalid YAML: the control character U\+0000 is not allowed"),
    "escape_byte": (HEADER.encode() + b"x: a\x1b[2Jb\n", r"d\.yaml:2:5: error: invalid YAML: the control character U\+001B"),
    "encoded_surrogate": (HEADER.encode() + b"x: 'a\xed\xa0\x80'\n", r"d\.yaml:2:6: error: invalid UTF-8: byte 0xED"),
    "invalid_utf8": (HEADER.encode() + b"# caf\xe9\n", r"d\.yaml:2:6: error: invalid UTF-8: byte 0xE9"),
    "escaped_surrogate": (
        HEADER + 'types:\n  - {name: T, mnemonic: t, summary: "\\udc80"}\n',
        # libyaml refuses the escape itself; PyYAML makes the surrogate, which odsgen refuses.
        r"d\.yaml:3:\d+: error: invalid YAML: .*(invalid Unicode character escape code|lone surrogate)",
    ),
    "enum_value_of_5000_digits": (
        HEADER + "enums:\n  - name: E\n    cases:\n      - {symbol: a, value: " + "9" * 5000 + "}\n",
        r"d\.yaml:5:28: error: integer out of range \(5000 digits\)",
    ),
    "backtick_in_op_format_literal": (_op_format("`a\\``"), r"d\.yaml:7:\d+: error: unexpected end of file in literal"),
}


@pytest.mark.parametrize("name", sorted(CASES))
def test_located_error(name: str, tmp_path: Path) -> None:
    content, expected = CASES[name]
    (tmp_path / "include").mkdir()
    (tmp_path / "include" / "constraints.yaml").write_bytes(_CONSTRAINTS.read_bytes())
    if callable(content):
        content = content(tmp_path)
    data = content if isinstance(content, bytes) else content.encode("utf-8")
    (tmp_path / "d.yaml").write_bytes(data)
    result = run_odsgen(["generate", "d.yaml", "-o", "out"], tmp_path)
    assert "Traceback" not in result.stderr, result.stderr
    assert result.returncode == 1
    assert re.match(expected, result.stderr), result.stderr[:2000]
    assert not (tmp_path / "out").exists()


def test_a_50_megabyte_description(tmp_path: Path) -> None:
    """Black's tokenizer is quadratic in a string's lines: the docstring is cut short,
    the documentation keeps all of it."""
    (tmp_path / "d.yaml").write_text(_big_description())
    result = run_odsgen(["generate", "d.yaml", "-o", "out"], tmp_path)
    assert result.returncode == 0, result.stderr
    module = (tmp_path / "out" / "big.py").read_text()
    assert len(module) < 200_000 and "more characters: see the definition file]" in module
    result = run_odsgen(["docs", "d.yaml", "-o", "docs"], tmp_path)
    assert result.returncode == 0, result.stderr
    assert (tmp_path / "docs" / "big.md").stat().st_size > 45_000_000



def test_a_file_too_large_is_not_read(tmp_path: Path) -> None:
    from odsgen import limits

    with open(tmp_path / "d.yaml", "wb") as handle:
        handle.truncate(limits.FILE_BYTES + 1)  # sparse: no disk space taken
    result = run_odsgen(["generate", "d.yaml", "-o", "out"], tmp_path)
    assert result.returncode == 1
    assert result.stderr == f"error: cannot read 'd.yaml': larger than {limits.FILE_BYTES >> 20} MiB\n"
