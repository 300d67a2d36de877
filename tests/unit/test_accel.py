"""The compiled accelerator's switch (odsgen/accel.py): a compiled module is loaded only
with ODSGEN_ACCEL=1 and when it is newer than its source; otherwise the source is.

Each case runs in a fresh interpreter (the finder acts at import time), with a
directory of stand-in compiled files: an empty file is not a loadable extension, so
importing one fails, which shows whether the finder chose it.
"""

from __future__ import annotations

import importlib.machinery
import os
import subprocess
import sys
from pathlib import Path

import pytest

SUFFIX = importlib.machinery.EXTENSION_SUFFIXES[0]
MODULE = "odsgen.ir.text.lexer"
SOURCE = Path(__file__).resolve().parents[2] / "odsgen" / "ir" / "text" / "lexer.py"


def _env(accelerated: bool, **extra: str) -> dict[str, str]:
    env = dict(os.environ, **extra)
    env.pop("ODSGEN_ACCEL", None)
    if accelerated:
        env["ODSGEN_ACCEL"] = "1"
    return env


def _import(accel_dir: Path, accelerated: bool) -> subprocess.CompletedProcess[str]:
    env = _env(accelerated, ODSGEN_ACCEL_DIR=str(accel_dir))
    code = f"import {MODULE} as m; print(m.__file__)"
    return subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, env=env, timeout=120)


def _stand_in(directory: Path, mtime_ns: int) -> Path:
    path = directory / (MODULE + SUFFIX)
    path.write_bytes(b"")
    os.utime(path, ns=(mtime_ns, mtime_ns))
    return path


def test_a_compiled_module_newer_than_its_source_is_chosen(tmp_path: Path) -> None:
    _stand_in(tmp_path, SOURCE.stat().st_mtime_ns + 10**9)
    proc = _import(tmp_path, accelerated=True)
    assert proc.returncode != 0 and "ImportError" in proc.stderr, proc.stdout + proc.stderr


def test_a_stale_compiled_module_is_ignored(tmp_path: Path) -> None:
    _stand_in(tmp_path, SOURCE.stat().st_mtime_ns - 10**9)
    proc = _import(tmp_path, accelerated=True)
    assert proc.returncode == 0, proc.stderr
    assert proc.stdout.strip() == str(SOURCE)


def test_compiled_modules_are_ignored_unless_switched_on(tmp_path: Path) -> None:
    _stand_in(tmp_path, SOURCE.stat().st_mtime_ns + 10**9)
    proc = _import(tmp_path, accelerated=False)
    assert proc.returncode == 0, proc.stderr
    assert proc.stdout.strip() == str(SOURCE)


def test_the_built_accelerator_is_used_when_switched_on() -> None:
    """With `odsgen accel` built here, `odsgen opt`'s modules run compiled with
    ODSGEN_ACCEL=1 and not without it."""
    from odsgen.accel import accel_dir

    if not list(accel_dir().glob(f"odsgen.*{SUFFIX}")):
        pytest.skip("the accelerator is not built here (make accel builds it)")
    code = (
        "import odsgen.accel, odsgen.opt, odsgen.ir.text.parser, odsgen.ir.verify.verifier; "
        "print(len(odsgen.accel.active_modules()))"
    )
    counts = {}
    for accelerated in (False, True):
        env = _env(accelerated)
        env.pop("ODSGEN_ACCEL_DIR", None)
        proc = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, env=env, timeout=120)
        assert proc.returncode == 0, proc.stderr
        counts[accelerated] = int(proc.stdout)
    assert counts[False] == 0
    assert counts[True] > 0
