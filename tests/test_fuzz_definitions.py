"""Fuzzing `odsgen generate` with random mutations of the shipped definition files (bytes,
lines and tokens of the YAML): every run ends in success or in errors odsgen reports
(located, or one line), never a traceback or an internal error, and never hangs.

The dialects mutated are the small ones (cf, func, scf) and the constraints file they
include, so each example costs well under a second; a wall-clock alarm turns a hang into
a failure.
"""

from __future__ import annotations

import io
import os
import re
import shutil
import signal
import tempfile
from contextlib import redirect_stderr, redirect_stdout
from datetime import timedelta
from pathlib import Path

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from odsgen.cli import main

from .conftest import ROOT

DEFS = ROOT / "defs"
# (file mutated, file generated): an included file is reached through a dialect.
TARGETS = [
    ("cf.yaml", "cf.yaml"),
    ("func.yaml", "func.yaml"),
    ("scf.yaml", "scf.yaml"),
    ("include/constraints.yaml", "cf.yaml"),
]
# What YAML and odsgen's own languages give meaning to, and bytes that are not text.
TOKENS = [
    b"&a ", b"*a", b"<<: ", b"!!python/object/apply:os.system ['true'] ", b"!!binary ",
    b"!custom ", b"? ", b"- ", b": ", b"[", b"]", b"{", b"}", b", ", b"|", b">-", b"'",
    b'"', b"#", b"%YAML 1.1\n", b"---\n", b"...\n", b"\t", b"\n", b"    ", b"\x00", b"\x1b",
    b"\xff", b"\xed\xa0\x80", b'"\\ud800"', b"~", b"null", b"true", b"0x1F", b"1e400",
    b"9" * 60, b"-1", b"$", b"`", b"(", b")?", b"^", b"<", b">", b"$_self", b"$_get(",
    b"include: [include/constraints.yaml]", b"base: ", b"assemblyFormat: ", b"attr-dict",
]
HEAD = re.compile(r"^(\S.*:\d+:\d+: error: |error: |odsgen: error: )")
HANG = 60  # seconds for one run: far more than any takes


def _words(data: bytes) -> list[bytes]:
    return sorted(set(re.findall(rb"[A-Za-z_$][\w$.]*", data)))


@st.composite
def mutated(draw: st.DrawFn) -> tuple[str, str, bytes]:
    target, generated = draw(st.sampled_from(TARGETS))
    data = (DEFS / target).read_bytes()
    words = _words(data)
    for _ in range(draw(st.integers(1, 4))):
        lines = data.split(b"\n")
        kind = draw(st.sampled_from(["insert", "delete", "replace", "word", "dup_line", "drop_line", "swap_lines", "move_line"]))
        at = draw(st.integers(0, len(data)))
        if kind == "insert":
            data = data[:at] + draw(st.sampled_from(TOKENS)) + data[at:]
        elif kind == "delete":
            data = data[:at] + data[at + draw(st.integers(1, 64)) :]
        elif kind == "replace":
            data = data[:at] + draw(st.sampled_from(TOKENS)) + data[at + draw(st.integers(1, 8)) :]
        elif kind == "word":
            matches = list(re.finditer(rb"[A-Za-z_$][\w$.]*", data))
            if matches:
                m = draw(st.sampled_from(matches))
                data = data[: m.start()] + draw(st.sampled_from(words)) + data[m.end() :]
        else:
            i, j = draw(st.integers(0, len(lines) - 1)), draw(st.integers(0, len(lines) - 1))
            if kind == "dup_line":
                lines.insert(i, lines[i])
            elif kind == "drop_line":
                del lines[i]
            elif kind == "swap_lines":
                lines[i], lines[j] = lines[j], lines[i]
            else:
                lines.insert(j, lines.pop(i))
            data = b"\n".join(lines)
    return target, generated, data


def _hang(signum: int, frame: object) -> None:
    raise TimeoutError(f"odsgen generate ran for more than {HANG} s")


@settings(
    max_examples=40,
    deadline=timedelta(seconds=HANG),
    database=None,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large],
)
@given(mutated())
def test_mutated_definitions_never_crash(case: tuple[str, str, bytes]) -> None:
    target, generated, data = case
    with tempfile.TemporaryDirectory() as tmp:
        shutil.copytree(DEFS, Path(tmp) / "defs", ignore=shutil.ignore_patterns("__pycache__"))
        (Path(tmp) / "defs" / target).write_bytes(data)
        out, err = io.StringIO(), io.StringIO()
        cwd = os.getcwd()
        os.chdir(tmp)
        previous = signal.signal(signal.SIGALRM, _hang)
        signal.alarm(HANG)
        try:
            with redirect_stdout(out), redirect_stderr(err):
                status = main(["generate", f"defs/{generated}", "-o", "out"])
        finally:
            signal.alarm(0)
            signal.signal(signal.SIGALRM, previous)
            os.chdir(cwd)
        text = err.getvalue()
        assert "Traceback" not in text and "internal error" not in text, text
        assert status in (0, 1)
        if status == 1:
            assert HEAD.match(text), text
        else:
            assert (Path(tmp) / "out" / "__init__.py").is_file()
