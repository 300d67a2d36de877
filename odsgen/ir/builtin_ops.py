"""Custom syntax of the builtin dialect's operations.

`module (@name)? (attributes {...})? { ... }`, as upstream's ModuleOp format
`($sym_name^)? attr-dict-with-keyword $bodyRegion`. This is runtime code until
operations are defined in YAML; the hooks take the same arguments generated ones will.
"""

from __future__ import annotations

from typing import Any

from odsgen.ir.operation import Block, Operation


INHERENT = ("sym_name", "sym_visibility")  # ModuleOp's properties, in declaration order


def _string_attr(attr: Any) -> bool:
    from odsgen.dialects import builtin

    return isinstance(attr, builtin.StringAttr)


def parse_module(parser: Any, name: str, loc: int, results: list[Any]) -> Operation:
    properties = {}
    symbol = parser.parse_optional_symbol_name()
    if symbol is not None:
        properties["sym_name"] = parser.string_attr(symbol)
    attributes: dict[str, Any] = {}
    attr_loc = parser.tok_start
    if parser.parse_optional_keyword("attributes") is not None:
        attributes = parser.parse_attribute_dict()
    # Inherent attributes written in the dictionary are the operation's properties
    # (verifyInherentAttrs, reported as a custom operation parser reports errors).
    for inherent in INHERENT:
        if inherent in attributes:
            value = attributes.pop(inherent)
            if not _string_attr(value):
                parser.emit_error(
                    f"custom op 'builtin.module' 'builtin.module' op attribute '{inherent}' failed to satisfy "
                    "constraint: string attribute",
                    attr_loc,
                )
            properties[inherent] = value
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
    # The attribute dictionary shows the inherent attributes too (getAttrDictionary).
    attributes = {k: v for k, v in props.items() if k != "sym_name"}
    attributes.update(printer.dictionary_items(op.attributes))
    printer.print_optional_attr_dict(attributes, elided=(), with_keyword=True)
    printer.write(" ")
    printer.print_region(op.regions[0], print_entry_block_args=False, print_block_terminators=True)


# Operations inside a module print without the `builtin.` prefix (OpAsmOpInterface).
print_module.default_dialect = "builtin"  # type: ignore[attr-defined]
parse_module.default_dialect = "builtin"  # type: ignore[attr-defined]


class ModuleInfo:
    """What the verifier needs to know of builtin.module: its traits (OneRegion,
    ZeroResults, ZeroSuccessors, ZeroOperands, NoRegionArguments, NoTerminator,
    SingleBlock, then its ODS invariants, IsolatedFromAbove, SymbolTable), its verifier,
    and its inherent attributes (properties). Its region is a graph region."""

    name = "builtin.module"
    isolated_from_above = True
    no_terminator = True

    @staticmethod
    def convert_properties(parser: Any, properties: Any, attributes: dict[str, Any], loc: int) -> tuple[Any, dict[str, Any]]:
        """The generic form's `<{...}>` and attribute dictionary as the operation keeps them:
        inherent attributes (checked) become properties, other property keys are dropped."""
        from odsgen.dialects import builtin

        converted: dict[str, Any] = {}
        for inherent in INHERENT:  # verifyInherentAttrs on the attribute dictionary
            if inherent in attributes:
                value = attributes[inherent]
                if not _string_attr(value):
                    parser.emit_error(
                        f"'builtin.module' op attribute '{inherent}' failed to satisfy constraint: string attribute", loc
                    )
                converted[inherent] = value
        attributes = {k: v for k, v in attributes.items() if k not in INHERENT}
        if properties is not None:  # setPropertiesFromAttribute
            prefix = f"invalid properties {parser.attr_text(properties)} for op builtin.module: "
            if not isinstance(properties, builtin.DictionaryAttr):
                parser.emit_error(prefix + "expected DictionaryAttr to set properties", loc)
            from odsgen.ir.printer import dictionary_items

            items = dictionary_items(properties)
            for inherent in INHERENT:
                if inherent in items:
                    value = items[inherent]
                    if not _string_attr(value):
                        parser.emit_error(
                            prefix + f"Invalid attribute `{inherent}` in property conversion: {parser.attr_text(value)}",
                            loc,
                        )
                    converted[inherent] = value
        return (parser.dictionary_attr(converted) if converted else None), attributes

    @staticmethod
    def verify_structure(op: Operation) -> str | None:
        """verifyInvariants: the traits in order, the ODS constraints, ModuleOp::verify."""
        if len(op.regions) != 1:
            return "requires one region"
        if op.results:
            return "requires zero results"
        if op.successors:
            return "requires zero successors"
        if op.operands:
            return "requires zero operands"
        region = op.regions[0]
        if region.blocks and region.blocks[0].arguments:
            return "region should have no arguments"
        if len(region.blocks) > 1:
            return "expects region #0 to have 0 or 1 blocks"
        props = _properties(op)
        for inherent in INHERENT:
            if inherent in props and not _string_attr(props[inherent]):
                return f"attribute '{inherent}' failed to satisfy constraint: string attribute"
        if not region.blocks:
            return "region #0 ('bodyRegion') failed to verify constraint: region with 1 blocks"
        for attr_name in sorted(op.attributes):
            if "." not in attr_name:
                return f"can only contain attributes with dialect-prefixed names, found: '{attr_name}'"
        return None

    @staticmethod
    def verify_region_invariants(op: Operation) -> Any:
        """verifyRegionInvariants: the SymbolTable trait (symbols defined once, symbol
        uses resolved)."""
        from odsgen.ir.op_traits import verify_symbol_table

        return verify_symbol_table(op)

    @staticmethod
    def has_ssa_dominance(op: Operation) -> bool:
        return False


def _properties(op: Operation) -> dict[str, Any]:
    """The entries of an operation's properties when they are a dictionary."""
    from odsgen.dialects import builtin
    from odsgen.ir.printer import dictionary_items

    return dictionary_items(op.properties) if isinstance(op.properties, builtin.DictionaryAttr) else {}


OP_PARSERS = {"builtin.module": parse_module}
OP_PRINTERS = {"builtin.module": print_module}
OP_INFO = {"builtin.module": ModuleInfo}
