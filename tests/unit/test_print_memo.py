"""A printer keeps the text of each signature and attribute dictionary it printed in the
generic form (op_printer.TEXT_MEMO_LIMIT of each): the output must be what printing each
one afresh gives, on every test file and on random modules, in both forms."""

from __future__ import annotations

from pathlib import Path

import pytest

from odsgen.ir.core.diagnostics import ParseError, VerifyError
from odsgen.ir.text import attr_dict_printer, op_printer, printer
from odsgen.ir.text.parser import parse_source
from odsgen.ir.text.printer import print_operation
from odsgen.ir.verify.verifier import verify
from odsgen.opt import OptOptions, make_context
from tests.random_modules import generate

TESTS = Path(__file__).resolve().parents[1]


def _modules() -> list:  # type: ignore[type-arg]
    options = OptOptions()
    options.allow_unregistered = True
    texts = [generate(seed) for seed in range(20)]
    for path in sorted(TESTS.rglob("*.mlir")):
        texts += path.read_text(encoding="utf-8", errors="replace").split("// -----")
    modules = []
    for text in texts:
        context = make_context(options)
        try:
            module = parse_source(context, text, "t.mlir")
            verify(module, context)  # custom printers may expect what the verifier checks
        except (ParseError, VerifyError, RecursionError):
            continue
        modules.append(module)
    return modules


def _prints(module) -> tuple[str, ...]:  # type: ignore[no-untyped-def]
    return tuple(print_operation(module, generic=generic, debuginfo=debuginfo) for generic in (False, True) for debuginfo in (False, True))


def test_memoised_text_is_what_printing_afresh_gives(monkeypatch: pytest.MonkeyPatch) -> None:
    modules = _modules()
    assert len(modules) > 200
    remembered = [_prints(module) for module in modules]
    monkeypatch.setattr(op_printer, "TEXT_MEMO_LIMIT", 0)
    monkeypatch.setattr(attr_dict_printer, "TEXT_MEMO_LIMIT", 0)
    assert [_prints(module) for module in modules] == remembered


def test_the_memo_is_bounded_and_used() -> None:
    options = OptOptions()
    options.allow_unregistered = True
    # Each dict twice: its text is kept from its second printing (once its attribute's
    # text is), up to the limit; a dict printed once is never kept.
    lines = [f'"x.op"() {{k = {i // 2} : i64}} : () -> i{i % 7 + 1}' for i in range(4 * op_printer.TEXT_MEMO_LIMIT)]
    lines += ['"x.op"() {once = 1 : i64} : () -> i2']
    module = parse_source(make_context(options), "\n".join(lines), "t.mlir")
    state = printer.AsmPrinter(module.context, printer.PrintOptions(generic=True))
    state.print_full_op(module)
    assert len(state._attr_dicts) == op_printer.TEXT_MEMO_LIMIT and len(state._signatures) == 8  # and the module's
    assert not any("once" in key[1] for key in state._attr_dicts)
    text = "".join(state._out)
    assert text.count('"x.op"() {k = 1 : i64} : () -> i3') == 1 and text.count("{k = 1 : i64}") == 2
