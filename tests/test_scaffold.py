"""`odsgen new NAME`: a dialect package that builds with odsgen's backend and whose
tests pass, with a schema its definitions validate against."""

from __future__ import annotations

import subprocess
import tarfile
from pathlib import Path

import jsonschema
import pytest
import yaml

from odsgen.cli import main

from .build_helpers import make_venv, pip_install, run_tests


def test_new_package_builds_and_its_tests_pass(tmp_path: Path, capsys) -> None:
    root = tmp_path / "shapes"
    assert main(["new", "shapes", "-o", str(root)]) == 0
    created = {
        line.removeprefix(f"created {root}/") for line in capsys.readouterr().out.splitlines()
    }
    assert created == {
        "pyproject.toml",
        "README.md",
        ".gitignore",
        "defs/shapes.yaml",
        "src/shapes/__init__.py",
        "tests/test_shapes.py",
        "odsgen.schema.json",
    }
    schema = yaml.safe_load((root / "odsgen.schema.json").read_text())
    jsonschema.validate(yaml.safe_load((root / "defs/shapes.yaml").read_text()), schema)
    python = make_venv(tmp_path / "venv")
    installed = pip_install(python, root)
    assert installed.returncode == 0, installed.stdout + installed.stderr
    assert (root / "docs/dialects/shapes.md").is_file() and (
        root / "src/shapes/dialects/shapes.py"
    ).is_file()
    tests = run_tests(python, root)
    assert tests.returncode == 0, tests.stdout + tests.stderr
    assert "4 passed" in tests.stdout


def test_new_package_builds_from_its_sdist(tmp_path: Path) -> None:
    """`python -m build` makes the sdist, then a wheel from it: the wheel's build
    regenerates, so the sdist must carry the definitions."""
    root = tmp_path / "shapes"
    assert main(["new", "shapes", "-o", str(root)]) == 0
    python = make_venv(tmp_path / "venv")
    dist = tmp_path / "dist"
    made = subprocess.run(
        [str(python), "-c", f"import odsgen.build as b; print(b.build_sdist({str(dist)!r}))"],
        cwd=root,
        capture_output=True,
        text=True,
    )
    assert made.returncode == 0, made.stdout + made.stderr
    sdist = dist / made.stdout.splitlines()[-1]
    with tarfile.open(sdist) as tar:
        assert "shapes-0.1.0/defs/shapes.yaml" in tar.getnames()
    installed = pip_install(python, sdist)
    assert installed.returncode == 0, installed.stdout + installed.stderr
    imported = subprocess.run(
        [str(python), "-c", "import shapes; print(shapes.dialect.SplatOp.OPERATION_NAME)"],
        cwd=tmp_path,
        capture_output=True,
        text=True,
    )
    assert imported.stdout == "shapes.splat\n", imported.stderr


@pytest.mark.parametrize(
    ("name", "message"),
    [
        ("9lives", "invalid dialect name '9lives': expected a Python identifier such as 'toy'"),
        ("class", "invalid dialect name 'class': expected a Python identifier such as 'toy'"),
        ("Toy", "invalid dialect name 'Toy': dialect and package names are lowercase"),
        ("test", "invalid dialect name 'test': it is taken by odsgen or Python"),
    ],
)
def test_bad_names_are_refused(tmp_path: Path, capsys, name: str, message: str) -> None:
    assert main(["new", name, "-o", str(tmp_path / "x")]) == 1
    assert capsys.readouterr().err == f"error: {message}\n"
    assert not (tmp_path / "x").exists()


def test_an_existing_directory_is_left_alone(tmp_path: Path, capsys) -> None:
    (tmp_path / "toy").mkdir()
    (tmp_path / "toy" / "mine.txt").write_text("keep\n")
    assert main(["new", "toy", "-o", str(tmp_path / "toy")]) == 1
    assert "already exists and is not an empty directory" in capsys.readouterr().err
    assert [p.name for p in (tmp_path / "toy").iterdir()] == ["mine.txt"]
