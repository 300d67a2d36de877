"""The printer's first look for aliases (alias_collector.finds_no_alias): without dialect
alias hooks or printed locations, a walk over types, attributes and properties decides
whether the walk through every operation's printer is needed. It must never miss an
alias the printers would print: a builtin alias nested in a block argument's type, an
attribute of an unregistered op, or a property."""

from __future__ import annotations

from odsgen.ir.text.alias_collector import finds_no_alias
from odsgen.ir.text.printer import PrintOptions, print_operation
from odsgen.opt import OptOptions, make_context


def _module(text: str):
    context = make_context(OptOptions(allow_unregistered=True))
    return context, context.parse_module(text, "aliases.mlir")


def test_a_module_without_aliasable_attributes_or_types_skips_the_printers_walk() -> None:
    context, module = _module("func.func @f(%a: i32) -> i32 {\n  %0 = arith.addi %a, %a : i32\n  return %0 : i32\n}\n")
    assert finds_no_alias(module, PrintOptions(), context)


def test_aliases_nested_in_block_argument_types_and_attributes_are_found() -> None:
    for text, used in (
        ("func.func @f(%m: memref<4xf32, affine_map<(d0) -> (d0 + 1)>>) {\n  return\n}\n", "memref<4xf32, #map>"),
        ('"x.op"() {m = affine_map<(d0) -> (d0)>} : () -> ()\n', "{m = #map}"),
    ):
        context, module = _module(text)
        assert not finds_no_alias(module, PrintOptions(), context), text
        printed = print_operation(module)
        assert printed.startswith("#map = affine_map<") and used in printed, printed


def test_a_candidate_only_the_first_look_sees_leaves_the_printers_to_decide() -> None:
    """An unregistered op's properties are opaque to the printers (mlir-opt prints the
    map inline): the first look, which sees more, sends it to the printers' walk."""
    context, module = _module('"x.op"() <{m = affine_map<(d0) -> (d0)>}> : () -> ()\n')
    assert not finds_no_alias(module, PrintOptions(), context)
    assert print_operation(module).splitlines() == ["module {", "  \"x.op\"() <{m = affine_map<(d0) -> (d0)>}> : () -> ()", "}"]


def test_printed_locations_take_the_printers_walk() -> None:
    context, module = _module('"x.op"() : () -> () loc("f.mlir":1:1)\n')
    assert not finds_no_alias(module, PrintOptions(debuginfo=True), context)
