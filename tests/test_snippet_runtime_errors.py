"""A bug inside a definition's snippet, met at run time, names the YAML file and line:
`odsgen opt` reports an error at the operation (exit 1, no traceback), and the Python
traceback shows the YAML line instead of the generated module's."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from .conftest import ROOT

BAD = """\
dialect: {name: bad, pythonModule: badgen.bad}
include: [CONSTRAINTS]
operations:
  - name: AOp
    mnemonic: a
    arguments:
      - {name: index, constraint: I32Attr}
    hasVerifier: |
      # a typo only running the verifier finds
      if self.index.valu < 0:
          return "negative"
      return None
  - name: FOp
    mnemonic: f
    arguments:
      - {name: index, constraint: I32Attr}
    results:
      - {name: out, constraint: I32}
    hasFolder: |
      return {}[self.index]
"""


def _env(root: Path) -> dict[str, str]:
    return dict(os.environ, PYTHONPATH=os.pathsep.join([str(root), str(ROOT)]))


@pytest.fixture(scope="module")
def bad_dialect(tmp_path_factory: pytest.TempPathFactory) -> Path:
    root = tmp_path_factory.mktemp("bad")
    constraints = (ROOT / "defs" / "include" / "constraints.yaml").as_posix()
    (root / "bad.yaml").write_text(BAD.replace("CONSTRAINTS", constraints))
    proc = subprocess.run(
        [sys.executable, "-m", "odsgen", "generate", "bad.yaml", "-o", "badgen"],
        cwd=root, capture_output=True, timeout=120, env=_env(root),
    )
    assert proc.returncode == 0, proc.stderr.decode()
    return root


def _opt(root: Path, text: str, *flags: str) -> subprocess.CompletedProcess:
    (root / "in.mlir").write_text(text)
    return subprocess.run(
        [sys.executable, "-m", "odsgen", "opt", "--dialect", "badgen.bad", *flags, "in.mlir"],
        cwd=root, capture_output=True, timeout=120, env=_env(root),
    )


def test_opt_reports_a_verifier_bug_at_the_op_and_the_yaml_line(bad_dialect: Path) -> None:
    proc = _opt(bad_dialect, 'func.func @f() {\n  "bad.a"() <{index = 3 : i32}> : () -> ()\n  return\n}\n')
    assert proc.returncode == 1
    assert proc.stdout == b""
    assert proc.stderr.decode() == (
        "in.mlir:2:3: error: 'bad.a' op hasVerifier raised AttributeError: 'IntegerAttr' object "
        "has no attribute 'valu' (bad.yaml:10)\n"
        '  "bad.a"() <{index = 3 : i32}> : () -> ()\n'
        "  ^\n"
    )


def test_opt_reports_a_folder_bug_during_canonicalize(bad_dialect: Path) -> None:
    text = 'func.func @f() -> i32 {\n  %0 = "bad.f"() <{index = 3 : i32}> : () -> i32\n  return %0 : i32\n}\n'
    proc = _opt(bad_dialect, text, "--canonicalize")
    assert proc.returncode == 1
    stderr = proc.stderr.decode()
    assert "Traceback" not in stderr
    assert stderr.startswith("in.mlir:2:8: error: 'bad.f' op hasFolder raised KeyError: ")
    assert stderr.splitlines()[0].endswith("(bad.yaml:20)")


def test_python_traceback_shows_the_yaml_line(bad_dialect: Path) -> None:
    script = (
        "import traceback\n"
        "from odsgen.ir import Context\n"
        "import badgen.bad as bad\n"
        "ctx = Context(); ctx.load_dialect(bad)\n"
        "m = ctx.parse_module('\"bad.a\"() <{index = 3 : i32}> : () -> ()')\n"
        "try:\n"
        "    m.verify()\n"
        "except AttributeError as exc:\n"
        "    print(''.join(traceback.format_exception(exc)))\n"
    )
    proc = subprocess.run(
        [sys.executable, "-c", script], cwd=bad_dialect, capture_output=True, timeout=120,
        env=_env(bad_dialect),
    )
    assert proc.returncode == 0, proc.stderr.decode()
    out = proc.stdout.decode()
    assert 'File "bad.yaml", line 10, in _ods_verifier\n    if self.index.valu < 0:\n' in out
    assert "badgen/bad.py" in out  # the generated frames around it stay as they are
