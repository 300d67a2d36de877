"""`make bench`: run every benchmark side by side with xDSL (from PyPI) in one run.

The benchmarks run in their own environment, bench/.venv, holding this checkout
(editable), a pinned xDSL and a pinned mypy (mypyc, for bench_compilers.py), so the
project's test environment stays free of them.
"""

from __future__ import annotations

import hashlib
import subprocess
import sys
import venv
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent
BENCH_VENV = HERE / ".venv"
XDSL = "xdsl==0.74.0"
# mypyc (and the setuptools it builds with), for bench_compilers.py's comparison of the
# accelerator's compilers.
MYPY = "mypy==2.4.1 setuptools"
BENCHMARKS = [
    "bench_uniquing.py",
    "bench_generic_ops.py",
    "bench_attr_formats.py",
    "bench_ops.py",
    "bench_edit.py",
    "bench_canonicalize.py",
    "bench_scale.py",
    "bench_compilers.py",
]


def bench_python() -> Path:
    python = BENCH_VENV / "bin" / "python"
    stamp = BENCH_VENV / ".installed-stamp"
    # Reinstalled when xDSL's pin or pyproject.toml (e.g. the `odsgen` entry point) changes.
    wanted = f"{XDSL} {MYPY} {hashlib.sha256((ROOT / 'pyproject.toml').read_bytes()).hexdigest()}"
    if not stamp.exists() or stamp.read_text() != wanted:
        venv.create(BENCH_VENV, with_pip=True)
        subprocess.run(
            [str(python), "-m", "pip", "install", "--quiet", "--disable-pip-version-check", "-e", str(ROOT), XDSL, *MYPY.split()],
            check=True,
        )
        stamp.write_text(wanted)
    return python


def main() -> int:
    python = bench_python()
    status = 0
    for script in BENCHMARKS:
        print(f"== {script}", flush=True)
        status |= subprocess.run([str(python), str(HERE / script)], cwd=ROOT).returncode
    return status


if __name__ == "__main__":
    sys.exit(main())
