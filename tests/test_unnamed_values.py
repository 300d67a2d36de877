"""Unnamed operands and results (ODS `(outs AnyType)`) and the result names ODS generates
for an op with several named results (OpDefinitionsGen's genOpAsmInterface)."""

from __future__ import annotations

import importlib.util
from pathlib import Path

import pytest

from odsgen.cli import main
from odsgen.ir import Context, VerifyError

DEFS = """\
dialect: {name: unnamedtest}
include: [include/constraints.yaml]
operations:
  - name: TwoOp
    mnemonic: two
    arguments:
      - {constraint: I32}
      - {name: b, constraint: I32}
    results:
      - {constraint: I32}
      - {name: r, constraint: I32}
  - name: PairOp
    mnemonic: pair
    results:
      - {name: low, constraint: I32}
      - {name: high, constraint: Variadic<I32>}
"""


def _module(tmp_path: Path):
    (tmp_path / "u.yaml").write_text(DEFS)
    assert main(["generate", str(tmp_path / "u.yaml"), "-o", str(tmp_path / "gen")]) == 0
    spec = importlib.util.spec_from_file_location("_unnamedtest", tmp_path / "gen" / "unnamedtest.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_unnamed_values_have_no_accessor_and_print_numbered(tmp_path: Path) -> None:
    module = _module(tmp_path)
    assert hasattr(module.TwoOp, "b") and hasattr(module.TwoOp, "r")
    assert not any(name.startswith("_ods_operand0") or name.startswith("_ods_result0") for name in vars(module.TwoOp))
    ctx = Context(allow_unregistered_dialects=True)
    ctx.load_dialect(module)
    text = (
        '"test.s"() ({\n^bb0(%x: i32):\n'
        '  %0:2 = "unnamedtest.two"(%x, %x) : (i32, i32) -> (i32, i32)\n'
        '  %1:3 = "unnamedtest.pair"() : () -> (i32, i32, i32)\n'
        '  "test.use"(%0#0, %0#1, %1#0, %1#1, %1#2) : (i32, i32, i32, i32, i32) -> ()\n'
        "}) : () -> ()\n"
    )
    printed = str(ctx.parse_module(text))
    # As mlir-opt 22 prints it: the unnamed result keeps a number; named groups are named
    # by their first value.
    assert '%0, %r = "unnamedtest.two"(%arg0, %arg0)' in printed
    assert '%low, %high:2 = "unnamedtest.pair"()' in printed
    assert '"test.use"(%0, %r, %low, %high#0, %high#1)' in printed


def test_unnamed_operand_is_still_checked(tmp_path: Path) -> None:
    module = _module(tmp_path)
    ctx = Context(allow_unregistered_dialects=True)
    ctx.load_dialect(module)
    bad = '"test.s"() ({\n^bb0(%x: i64, %y: i32):\n  %0:2 = "unnamedtest.two"(%x, %y) : (i64, i32) -> (i32, i32)\n}) : () -> ()\n'
    with pytest.raises(VerifyError) as info:
        ctx.parse_module(bad).verify()
    assert "'unnamedtest.two' op operand #0 must be 32-bit signless integer, but got 'i64'" in str(info.value)
