"""Helpers for tests that build dialect packages the way users do (`pip install .`),
fast and offline: a throwaway venv that sees this environment's packages (odsgen,
setuptools, pytest) through a .pth file, and pip without build isolation or an index."""

from __future__ import annotations

import shutil
import subprocess
import sys
import sysconfig
from pathlib import Path

# Build outputs and caches: never part of a fresh checkout.
CHECKOUT_IGNORE = shutil.ignore_patterns(
    "build", "dist", "*.egg-info", "__pycache__", ".pytest_cache", ".odsgen-manifest.json"
)


def fresh_copy(package: Path, dest: Path, generated: list[str]) -> Path:
    """Copy a package as a clean checkout has it: without its generated directories."""
    shutil.copytree(package, dest, ignore=CHECKOUT_IGNORE)
    for rel in generated:
        shutil.rmtree(dest / rel, ignore_errors=True)
    return dest


def make_venv(where: Path) -> Path:
    """A venv whose site-packages also reach the running environment's; returns its python."""
    subprocess.run([sys.executable, "-m", "venv", "--without-pip", str(where)], check=True)
    python = where / ("Scripts/python.exe" if sys.platform == "win32" else "bin/python")
    purelib = subprocess.run(
        [str(python), "-c", "import sysconfig; print(sysconfig.get_paths()['purelib'])"],
        check=True,
        capture_output=True,
        text=True,
    ).stdout.strip()
    parent = sysconfig.get_paths()["purelib"]
    Path(purelib, "_odsgen_tests_parent.pth").write_text(
        f"import site; site.addsitedir({parent!r})\n"
    )
    return python


def pip_install(python: Path, package: Path) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [
            str(python),
            "-m",
            "pip",
            "install",
            "--no-build-isolation",
            "--no-deps",
            "--no-index",
            "--disable-pip-version-check",
            "-q",
            str(package),
        ],
        capture_output=True,
        text=True,
    )


def run_tests(python: Path, package: Path) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [str(python), "-m", "pytest", "-q", "-p", "no:cacheprovider", str(package / "tests")],
        capture_output=True,
        text=True,
        cwd=package,
    )
