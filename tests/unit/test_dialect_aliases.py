"""A dialect's `getAlias` hook (OpAsmDialectInterface::getAlias), through the test
dialect's (odsgen.dialect_hooks.test:get_alias), and the deferral of aliases below a
location. Expected texts are what mlir-opt 22 prints for the same inputs (more in
tests/data/upstream/ir/IR_print-attr-type-aliases.mlir, checked by test_ir_oracle.py)."""

from __future__ import annotations

import textwrap

from tests.opt_helpers import run_file


def opt(flags: list[str], source: str) -> str:
    out, err, status = run_file(flags, textwrap.dedent(source).encode())
    assert (err, status) == (b"", 0)
    return out.decode()


def test_loaded_dialect_names_builtin_attributes_and_types():
    out = opt([], """
        "test.op"() {a = "alias_test:dot_in_name", b = "alias_test:prefixed_symbol"} : () -> ()
        "test.op"() : () -> tensor<2x!test.int<u, 8>>
        """)
    assert out.splitlines()[:3] == [
        "!test_ui8 = !test.int<unsigned, 8>",  # a trailing digit is kept (MLIR 22)
        "#_25test = \"alias_test:prefixed_symbol\"",  # `%` in hex, then a `_` first
        "#test2Ealias = \"alias_test:dot_in_name\"",
    ]
    assert '"test.op"() {a = #test2Ealias, b = #_25test} : () -> ()' in out


def test_only_loaded_dialects_are_asked():
    # No operation of the test dialect: it is not loaded, so its hook is not asked.
    out = opt(["--allow-unregistered-dialect"], '"u.op"() {a = "alias_test:dot_in_name"} : () -> ()\n')
    assert "#test2Ealias" not in out and 'a = "alias_test:dot_in_name"' in out


def test_final_dialect_alias_overrides_the_builtin_one():
    smpla = ", ".join(["!test.smpla"] * 17)
    i32s = ", ".join(["i32"] * 17)
    out = opt([], f'"test.op"() : () -> (tuple<{smpla}>, tuple<{i32s}>)\n')
    assert out.startswith(f"!test_tuple = tuple<{smpla}>\n!tuple = tuple<{i32s}>\n")


def test_alias_below_a_deferred_location_is_undeferred_with_it():
    out = opt(["--mlir-print-debuginfo"], """
        #cond = #test.conditional_alias<"alias_test:dot_in_name">
        #no_alias = loc(fused<#cond>["test.mlir":1:1])
        "test.op"() {attr = #no_alias} : () -> () loc(fused<#no_alias>["test.mlir":0:0])
        """)
    lines = out.splitlines()
    # The fused location is an attribute too: it and the string alias inside the
    # (unaliased) conditional_alias attribute are printed before the module.
    assert lines[1:3] == [
        '#test2Ealias = "alias_test:dot_in_name"',
        "#loc3 = loc(fused<#test.conditional_alias<#test2Ealias>>[#loc1])",
    ]
    assert lines[3] == "module {"
