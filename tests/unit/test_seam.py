"""Core's seam to the text and verify layers (odsgen/ir/core/seam.py).

Each check runs in a fresh interpreter: what is imported, and when, is the point."""

from __future__ import annotations

import subprocess
import sys
import textwrap


def _run(code: str) -> str:
    result = subprocess.run(
        [sys.executable, "-c", textwrap.dedent(code)], capture_output=True, text=True, check=False
    )
    assert result.returncode == 0, result.stderr
    return result.stdout


def test_importing_core_loads_no_other_layer_and_no_dialect() -> None:
    out = _run(
        """
        import sys
        import odsgen.ir.core.operation, odsgen.ir.core.op_base, odsgen.ir.core.context
        import odsgen.ir.core.symbol_table, odsgen.ir.core.seam
        print(sorted(m for m in sys.modules if m.startswith(("odsgen.ir.", "odsgen.dialects"))
                     and not m.startswith("odsgen.ir.core")))
        """
    )
    assert out.strip() == "[]"


def test_a_seam_call_imports_only_the_module_providing_it() -> None:
    out = _run(
        """
        import sys
        from odsgen.ir.core.operation import Operation
        from odsgen.ir.core import seam
        print(str(Operation("x.y")).strip())
        print([s for s in seam.SLOTS if seam.installed(s)])
        print("odsgen.ir.text.parser" in sys.modules, "odsgen.ir.verify.verifier" in sys.modules)
        """
    )
    assert out.splitlines() == [
        '"x.y"() : () -> ()',
        "['print_operation', 'print_attr_or_type']",
        "False False",
    ]


def test_every_slot_has_a_provider_that_installs_it() -> None:
    out = _run(
        """
        import importlib
        import odsgen.ir
        from odsgen.ir.core import seam
        assert set(odsgen.ir._SEAM_PROVIDERS) == set(seam.SLOTS)
        for name in seam.SLOTS:
            importlib.import_module(odsgen.ir._SEAM_PROVIDERS[name])
            assert seam.installed(name), name
        from odsgen.ir import Context
        ctx = Context()
        print(ctx.parse_type("tensor<4xf32>"), ctx.parse_attribute("[1, 2]"))
        module = ctx.parse_module("")
        seam.verify_operation(module, ctx)
        print(module.print(generic=True).strip())
        """
    )
    assert out.splitlines() == ["tensor<4xf32> [1, 2]", '"builtin.module"() ({', "^bb0:", "}) : () -> ()"]


def test_without_a_loader_a_seam_call_says_what_is_missing() -> None:
    out = _run(
        """
        from odsgen.ir.core import seam
        from odsgen.ir.core.operation import Operation
        seam.set_loader(None)
        try:
            Operation("x.y").print()
        except seam.SeamError as exc:
            print(exc)
        """
    )
    assert out.strip() == "odsgen.ir.core.seam.print_operation is not installed: import odsgen.ir first"
