"""The README's tour runs as written: its YAML generates, its Python passes, and the
error it shows is what odsgen prints for the misspelling."""

from __future__ import annotations

import re
import subprocess
import sys
from pathlib import Path

from odsgen.cli import main

from .conftest import ROOT

README = (ROOT / "README.md").read_text()


def _block(language: str, index: int = 0) -> str:
    return re.findall(rf"```{language}\n(.*?)```", README, re.S)[index]


def test_tour_yaml_generates_and_python_runs(tmp_path: Path, monkeypatch) -> None:
    monkeypatch.chdir(tmp_path)
    (tmp_path / "defs").mkdir()
    (tmp_path / "defs" / "toy.yaml").write_text(_block("yaml"))
    assert main(["generate", "defs/toy.yaml", "-o", "toygen"]) == 0
    script = tmp_path / "tour.py"
    script.write_text(_block("python"))
    result = subprocess.run([sys.executable, str(script)], capture_output=True, text=True, cwd=tmp_path)
    # The tour ends by showing that a failing verifier raises.
    assert "odsgen.ir.core.diagnostics.VerifyError: error: a matrix has 2 dimensions, got 1" in result.stderr
    assert result.stdout == "['a matrix has 2 dimensions, got 1']\n"


def test_tour_error_is_what_odsgen_prints(tmp_path: Path, monkeypatch, capsys) -> None:
    monkeypatch.chdir(tmp_path)
    (tmp_path / "defs").mkdir()
    broken = _block("yaml").replace('"ArrayRefParameter<int64_t>"', '"ArrayRefParameter<int46_t>"')
    (tmp_path / "defs" / "toy.yaml").write_text(broken)
    assert main(["generate", "defs/toy.yaml", "-o", "toygen"]) == 1
    shown = re.search(r"nothing is written:\n\n```\n(.*?)```", README, re.S).group(1)
    assert capsys.readouterr().err == shown
    assert not (tmp_path / "toygen").exists()


def test_editing_example_runs_and_prints_what_the_readme_shows(tmp_path: Path) -> None:
    section = README[README.index("## Building and editing IR from Python") :]
    section = section[: section.index("\n## ")]
    code, shown = re.findall(r"```python\n(.*?)```\n\nprints\n\n```\n(.*?)```", section, re.S)[0]
    script = tmp_path / "editing.py"
    script.write_text(code)
    result = subprocess.run([sys.executable, str(script)], capture_output=True, text=True, cwd=tmp_path)
    assert result.stderr == ""
    assert result.stdout == shown


def test_transformation_tutorial_runs_and_prints_what_the_readme_shows(tmp_path: Path) -> None:
    section = README[README.index("## Transforming IR: folders, patterns, DRR and passes") :]
    section = section[: section.index("\n## ")]
    yaml_text = re.findall(r"```yaml\n(.*?)```", section, re.S)[0]
    python_text = re.findall(r"```python\n(.*?)```", section, re.S)[0]
    mlir_text = re.findall(r"```mlir\n(.*?)```", section, re.S)[0]
    shown = re.findall(r"\nprints\n\n```\n(.*?)```", section, re.S)[0]
    (tmp_path / "defs").mkdir()
    (tmp_path / "defs" / "calc.yaml").write_text(yaml_text)
    (tmp_path / "passes.py").write_text(python_text)
    (tmp_path / "input.mlir").write_text(mlir_text)
    odsgen = [sys.executable, "-m", "odsgen"]
    generated = subprocess.run([*odsgen, "generate", "defs/calc.yaml", "-o", "calcgen"], capture_output=True, text=True, cwd=tmp_path)
    assert generated.returncode == 0, generated.stderr
    command = [*odsgen, "opt", "--dialect", "calcgen.calc", "--pass-module", "passes",
               "-p", "builtin.module(calc-expand-doubles,canonicalize)", "input.mlir"]
    env = {**__import__("os").environ, "PYTHONPATH": str(tmp_path)}
    result = subprocess.run(command, capture_output=True, text=True, cwd=tmp_path, env=env)
    assert result.stderr == ""
    assert result.stdout == shown


def test_import_td_example_runs_as_shown(tmp_path: Path) -> None:
    section = README[README.index("## Importing upstream ODS: `odsgen import-td`") :]
    section = section[: section.index("\n## ")]
    blocks = re.findall(r"```(\w*)\n(.*?)```", section, re.S)
    assert [lang for lang, _ in blocks] == ["sh", "", "mlir", ""]
    commands = blocks[0][1].strip().split("\n")
    report_head, mlir, printed = (body for _, body in blocks[1:])
    assert commands[0].startswith("odsgen import-td /usr/lib/llvm-22/include/mlir/Dialect/Index/IR/IndexOps.td -o imported")
    # The recorded dump stands in for llvm-tblgen-22 (the same records, see test_import_td).
    dump = ROOT / "tests" / "data" / "tdimport" / "IndexOps.json.xz"
    run = [sys.executable, "-m", "odsgen"]
    imported = subprocess.run(run + ["import-td", "--from-json", str(dump), "-o", "imported", "--report"],
                              capture_output=True, text=True, cwd=tmp_path, timeout=600)
    assert imported.returncode == 0, imported.stderr
    assert report_head in imported.stdout
    generated = subprocess.run(run + commands[1].split()[1:], capture_output=True, text=True, cwd=tmp_path, timeout=600)
    assert generated.returncode == 0, generated.stderr
    (tmp_path / "example.mlir").write_text(mlir)
    env = dict(__import__("os").environ, PYTHONPATH=f"{tmp_path / 'imported'}:{tmp_path / 'imported' / 'gen'}")
    opt = subprocess.run(run + commands[2].split()[2:], capture_output=True, text=True, cwd=tmp_path, env=env, timeout=600)
    assert opt.stderr == "" and opt.stdout == printed
