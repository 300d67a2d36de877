"""The example dialect package (examples/toy) builds from a clean checkout with one
command through odsgen's PEP 517 backend, and its own tests pass against what was built;
rebuilding after an edit regenerates exactly what the edit affects."""

from __future__ import annotations

import os
import subprocess
import sys
import tarfile
import zipfile
from pathlib import Path

import pytest

from odsgen.build import read_config, regenerate
from odsgen.errors import DefinitionError

from .build_helpers import fresh_copy, make_venv, pip_install, run_tests
from .conftest import ROOT

EXAMPLE = ROOT / "examples" / "toy"
GENERATED = ["src/toy_dialect/dialects", "docs/dialects"]


@pytest.fixture
def checkout(tmp_path: Path) -> Path:
    return fresh_copy(EXAMPLE, tmp_path / "toy", GENERATED)


def test_pip_install_builds_the_example_and_its_tests_pass(checkout: Path, tmp_path: Path) -> None:
    assert not (checkout / "src/toy_dialect/dialects").exists()  # nothing generated yet
    python = make_venv(tmp_path / "venv")
    installed = pip_install(python, checkout)
    assert installed.returncode == 0, installed.stdout + installed.stderr
    assert (checkout / "src/toy_dialect/dialects/toy.py").is_file()
    assert (checkout / "docs/dialects/toy.md").is_file()
    tests = run_tests(python, checkout)
    assert tests.returncode == 0, tests.stdout + tests.stderr
    assert "7 passed" in tests.stdout
    # What the tests imported is the installed wheel, not the checkout.
    where = subprocess.run(
        [str(python), "-c", "import toy_dialect; print(toy_dialect.__file__)"],
        capture_output=True,
        text=True,
        cwd=tmp_path,
        check=True,
    ).stdout
    assert str(tmp_path / "venv") in where


def test_sdist_then_wheel_regenerates_from_the_shipped_definitions(
    checkout: Path, tmp_path: Path
) -> None:
    hook = "import sys, odsgen.build as b; print(getattr(b, sys.argv[1])(sys.argv[2]))"
    sdist = subprocess.run(
        [sys.executable, "-c", hook, "build_sdist", str(tmp_path / "dist")],
        cwd=checkout,
        capture_output=True,
        text=True,
    )
    assert sdist.returncode == 0, sdist.stderr
    with tarfile.open(tmp_path / "dist" / sdist.stdout.split()[-1]) as tar:
        tar.extractall(tmp_path / "unpacked", filter="data")
    unpacked = next((tmp_path / "unpacked").iterdir())
    assert (unpacked / "defs/toy.yaml").is_file()
    for rel in GENERATED:  # as if the sdist had shipped without them
        subprocess.run(["rm", "-rf", str(unpacked / rel)], check=True)
    wheel = subprocess.run(
        [sys.executable, "-c", hook, "build_wheel", str(tmp_path / "wheels")],
        cwd=unpacked,
        capture_output=True,
        text=True,
    )
    assert wheel.returncode == 0, wheel.stderr
    names = zipfile.ZipFile(tmp_path / "wheels" / wheel.stdout.split()[-1]).namelist()
    assert "toy_dialect/dialects/toy.py" in names and "toy_dialect/checks.py" in names


def test_rebuilding_regenerates_exactly_what_an_edit_affects(checkout: Path) -> None:
    first = regenerate(checkout)
    assert sorted(map(str, first)) == [
        "docs/dialects/toy.md",
        "src/toy_dialect/dialects/__init__.py",
        "src/toy_dialect/dialects/toy.pxd",
        "src/toy_dialect/dialects/toy.py",
    ]
    module = checkout / "src/toy_dialect/dialects/toy.py"
    init = checkout / "src/toy_dialect/dialects/__init__.py"
    stamps = (module.stat().st_mtime_ns, init.stat().st_mtime_ns)
    assert regenerate(checkout) == []  # nothing changed: nothing rewritten
    assert (module.stat().st_mtime_ns, init.stat().st_mtime_ns) == stamps
    defs = checkout / "defs/toy.yaml"
    defs.write_text(
        defs.read_text().replace(
            "summary: A value that orders side effects (no parameters)",
            "summary: A value that orders side effects",
        )
    )
    assert sorted(map(str, regenerate(checkout))) == [
        "docs/dialects/toy.md",
        "src/toy_dialect/dialects/toy.py",
    ]
    assert init.stat().st_mtime_ns == stamps[1]
    assert '"""A value that orders side effects"""' in module.read_text()


def test_a_broken_definition_fails_the_build_with_its_location(checkout: Path) -> None:
    defs = checkout / "defs/toy.yaml"
    defs.write_text(
        defs.read_text().replace("{name: upper, type: int64_t}", "{name: upper, type: int46_t}")
    )
    result = subprocess.run(
        [sys.executable, "-m", "odsgen.build"], cwd=checkout, capture_output=True, text=True
    )
    assert result.returncode == 1
    line, text = next(
        (n, t) for n, t in enumerate(defs.read_text().splitlines(), 1) if "int46_t" in t
    )
    assert result.stderr.startswith(
        f"defs/toy.yaml:{line}:{text.index('int46_t') + 1}: error: unknown parameter type 'int46_t'; did you mean 'int64_t'?"
    )
    assert not (checkout / "src/toy_dialect/dialects").exists()


def test_a_broken_example_fails_the_build_at_its_line(checkout: Path) -> None:
    defs = checkout / "defs/toy.yaml"
    text = defs.read_text().replace("#toy.range<0 to 10 step 5>", "#toy.range<10 to 0 step 5>")
    defs.write_text(text)
    result = subprocess.run(
        [sys.executable, "-m", "odsgen.build"], cwd=checkout, capture_output=True, text=True
    )
    assert result.returncode == 1
    line = next(n for n, t in enumerate(text.splitlines(), 1) if "#toy.range<10 to 0" in t)
    column = (
        text.splitlines()[line - 1].index("<10 to 0") + 1
    )  # where the attribute's parameters start
    assert result.stderr.splitlines()[0] == (
        f"defs/toy.yaml:{line}:{column}: error: range lower bound 10 is above its upper bound 0"
    )
    assert "note: in an MLIR example in the description of attribute 'Range'" in result.stderr
    assert not (checkout / "docs/dialects").exists()


@pytest.mark.parametrize(
    ("table", "message"),
    [
        (
            'outputt = "x"',
            "pyproject.toml:8:1: error: unknown key 'outputt' in [tool.odsgen]; did you mean 'output'?",
        ),
        (
            "output = 3",
            "pyproject.toml:8:1: error: expected a string for 'output' in [tool.odsgen]",
        ),
        (
            'docs = "d"',
            "pyproject.toml:7:1: error: missing required key 'output' in [tool.odsgen] (the generated package's directory)",
        ),
    ],
)
def test_config_errors_point_into_pyproject(tmp_path: Path, table: str, message: str) -> None:
    (tmp_path / "pyproject.toml").write_text(
        '[project]\nname = "x"\nversion = "0"\n\n[tool.other]\nkey = 1\n[tool.odsgen]\n'
        + table
        + "\n"
    )
    with pytest.raises(DefinitionError) as info:
        read_config(tmp_path)
    assert info.value.render().splitlines()[0] == message


def test_config_defaults(tmp_path: Path) -> None:
    (tmp_path / "pyproject.toml").write_text('[tool.odsgen]\noutput = "pkg/gen"\n')
    config = read_config(tmp_path)
    assert (
        config.defs == [Path("defs")] and config.docs is None and config.python_path == [Path(".")]
    )
    os.makedirs(tmp_path / "src")
    assert read_config(tmp_path).python_path == [Path("src")]
