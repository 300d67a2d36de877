"""Custom syntax of the builtin dialect's operations.

`module (@name)? (attributes {...})? { ... }`, as upstream's ModuleOp format
`($sym_name^)? attr-dict-with-keyword $bodyRegion`. This is runtime code until
operations are defined in YAML; the hooks take the same arguments generated ones will.
"""

from __future__ import annotations

from typing import Any

from odsgen.ir.operation import Block, Operation


def parse_module(parser: Any, name: str, loc: int, results: list[Any]) -> Operation:
    properties = {}
    symbol = parser.parse_optional_symbol_name()
    if symbol is not None:
        properties["sym_name"] = parser.string_attr(symbol)
    attributes: dict[str, Any] = {}
    if parser.parse_optional_keyword("attributes") is not None:
        attributes = parser.parse_attribute_dict()
    region = parser.parse_region(isolated=True)
    if not region.blocks:
        region.append(Block())
    return parser.context.create_operation(
        "builtin.module",
        attributes=attributes,
        properties=parser.dictionary_attr(properties) if properties else None,
        regions=[region],
        location=parser.file_location(loc),
    )


def print_module(printer: Any, op: Operation) -> None:
    props = printer.dictionary_items(op.properties)
    if "sym_name" in props:
        printer.write(" ")
        printer.print_symbol_name(props["sym_name"].value)
    printer.print_optional_attr_dict(op.attributes, elided=(), with_keyword=True)
    printer.write(" ")
    printer.print_region(op.regions[0], print_entry_block_args=False, print_block_terminators=True)


# Operations inside a module print without the `builtin.` prefix (OpAsmOpInterface).
print_module.default_dialect = "builtin"  # type: ignore[attr-defined]


class ModuleInfo:
    """What the verifier needs to know of builtin.module (its traits: OneRegion,
    SingleBlock, NoTerminator, NoRegionArguments, IsolatedFromAbove, SymbolTable; its
    region is a graph region)."""

    name = "builtin.module"

    @staticmethod
    def verify_structure(op: Operation) -> str | None:
        if len(op.regions) != 1:
            return "requires one region"
        region = op.regions[0]
        if len(region.blocks) > 1:
            return "expects region #0 to have 0 or 1 blocks"
        if region.blocks and region.blocks[0].arguments:
            return "region #0 should have no arguments"
        return None

    @staticmethod
    def has_ssa_dominance(op: Operation) -> bool:
        return False


OP_PARSERS = {"builtin.module": parse_module}
OP_PRINTERS = {"builtin.module": print_module}
OP_INFO = {"builtin.module": ModuleInfo}
