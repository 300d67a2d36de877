"""ODS habits a new user brings (issue: what a new user trips on), on a small quantum
circuit dialect written as the README teaches: a type without parameters is buildable as
upstream's are, and a builder may take `Value` without an `imports:` line."""

from __future__ import annotations

import importlib
import sys
from pathlib import Path

import pytest

from odsgen.cli import main
from odsgen.ir import Context

QC = """\
dialect: {name: qc, summary: quantum circuits, pythonModule: qc_pkg.qc}
include: [include/constraints.yaml]
types:
  - {name: Qubit, mnemonic: qubit, summary: a qubit}
operations:
  - name: AllocOp
    mnemonic: alloc
    summary: a fresh qubit
    results:
      - {name: q, constraint: QubitType}
    assemblyFormat: attr-dict
  - name: RotOp
    mnemonic: rot
    summary: a rotation
    arguments:
      - {name: q, constraint: QubitType}
      - {name: angle, constraint: AnyFloat}
    results:
      - {name: out, constraint: QubitType}
    assemblyFormat: $q `,` $angle attr-dict `:` type($angle)
    builders:
      - name: rotate
        parameters:
          - {name: q, type: Value}
          - {name: angles, type: "Sequence[Value]"}
        body: |
          return $_build($_ctxt, q, angles[0])
"""


@pytest.fixture(scope="module")
def qc(tmp_path_factory: pytest.TempPathFactory):
    root = tmp_path_factory.mktemp("qc")
    (root / "qc.yaml").write_text(QC)
    assert main(["generate", str(root / "qc.yaml"), "-o", str(root / "qc_pkg")]) == 0
    sys.path.insert(0, str(root))
    try:
        yield importlib.import_module("qc_pkg.qc")
    finally:
        sys.path.remove(str(root))
        for name in [n for n in sys.modules if n.startswith("qc_pkg")]:
            del sys.modules[name]


def test_a_type_without_parameters_is_buildable(qc) -> None:
    ctx = Context(allow_unregistered_dialects=True)
    ctx.load_dialect(qc)
    # The format names no result type: it is built, as ODS's `getType<QubitType>()`.
    module = ctx.parse_module('%q = qc.alloc\n%a = "x.angle"() : () -> f32\n%r = qc.rot %q, %a : f32\n')
    ops = list(module.body.operations)
    assert str(ops[0].result.type) == "!qc.qubit"
    assert str(module) == 'module {\n  %0 = qc.alloc\n  %1 = "x.angle"() : () -> f32\n  %2 = qc.rot %0, %1 : f32\n}\n'
    # ... and the default builder infers it.
    alloc = qc.AllocOp.build(ctx)
    assert alloc.q.type is qc.QubitType.get(ctx)


def test_builders_take_ir_classes_without_imports(qc) -> None:
    ctx = Context(allow_unregistered_dialects=True)
    ctx.load_dialect(qc)
    module = ctx.parse_module('%q = qc.alloc\n%a = "x.angle"() : () -> f32\n')
    q, angle = (op.result for op in module.body.operations)
    rot = qc.RotOp.rotate(ctx, q, [angle])
    assert rot.q is q and rot.angle is angle and rot.verify()
    source = Path(qc.__file__).read_text()
    assert "from odsgen.ir import" in source and "Value" in source.split("from odsgen.ir import", 1)[1].split("\n", 1)[0]
    assert "from collections.abc import Callable, Sequence" in source


def test_version(capsys: pytest.CaptureFixture[str]) -> None:
    import odsgen

    with pytest.raises(SystemExit) as exit_info:
        main(["--version"])
    assert exit_info.value.code == 0
    assert capsys.readouterr().out == f"odsgen {odsgen.__version__} (MLIR 22 syntax)\n"


def test_check_names_the_commands_that_regenerate_here(tmp_path: Path, monkeypatch, capsys) -> None:
    """In a dialect package: the same command and the package's own way; never
    `make generate`, which only this checkout has."""
    from odsgen.cli import main as odsgen_main

    root = tmp_path / "shapes"
    assert odsgen_main(["new", "shapes", "-o", str(root)]) == 0
    monkeypatch.chdir(root)
    capsys.readouterr()
    assert odsgen_main(["generate", "defs", "-o", "src/shapes/dialects", "--check"]) == 1
    err = capsys.readouterr().err.splitlines()
    assert err[-1] == "to update, run `odsgen generate defs -o src/shapes/dialects` or `python -m odsgen.build`"
    (root / "Makefile").write_text("generate:\n\tpython -m odsgen.build\n")
    assert odsgen_main(["generate", "defs", "-o", "src/shapes/dialects", "--check"]) == 1
    assert capsys.readouterr().err.splitlines()[-1].endswith("or `python -m odsgen.build` or `make generate`")
