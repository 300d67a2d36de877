"""The OpAsmParser / OpAsmPrinter API that custom operation parsers and printers use
(mlir/include/mlir/IR/OpImplementation.h; CustomOpAsmParser in
mlir/lib/AsmParser/Parser.cpp): what custom syntax shares between parsing and printing
(`Argument`, the attribute helpers), and `OpAsmPrinterMixin`, mixed into
`printer.AsmPrinter`. The parser side, `OpAsmParserMixin`, is in op_asm_parser.py.

Errors follow MLIR. Inside a custom operation (`with parser.custom_op(name, loc):`),
the messages MLIR reports through the OpAsmParser's own `emitError` carry the prefix
"custom op 'NAME' " (`emit_op_error`); those it reports through the underlying parser
(punctuation, types, attributes, SSA names) do not.

Token-level and type-list methods (`parse_colon_type`, `parse_colon_type_list`,
`parse_optional_colon_type_list`, `parse_type_list`, `parse_arrow_type_list`,
`parse_optional_arrow_type_list`, punctuation, keywords, `parse_successor`, ...) live
in parser_core.py, type_parser.py and op_parser.py; this module adds what only custom
operation syntax needs. The printer methods only call the printer primitives (`write`,
`print_type`, `print_optional_attr_dict`), so they also work on the alias walk's dry-run
printer: `OpAsmPrinterMixin.print_arrow_type_list(printer, types)`.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Callable, Iterable

from odsgen.ir.core.operation import Block, Operation, Region
from odsgen.ir.text.op_printer import is_terminator

# An SSA use as parse_ssa_use returns it: (name with its `%`, result number, offset).
UnresolvedOperand = tuple[str, int, int]


@dataclass
class Argument:
    """OpAsmParser::Argument: `%name (: type)? ({attrs})? (loc(...))?`.

    `location` is a location attribute, a location_parser.DeferredLoc (an alias defined
    later in the file, resolved when the argument becomes a block argument), or None (the
    block argument is then located at its name)."""

    ssa: UnresolvedOperand
    type: Any = None
    attrs: dict[str, Any] | None = None
    location: Any = None

    @property
    def name(self) -> str:
        return self.ssa[0]


class OpAsmPrinterMixin:
    """Custom operation printing; mixed into `printer.AsmPrinter` (after its main base)."""

    __slots__ = ()  # no instance dictionary in an AsmPrinter (see printer_core)

    write: Callable[[str], None]
    print_type: Callable[[Any], None]
    print_newline: Callable[[], None]
    print_optional_attr_dict: Callable[..., None]

    def print_new_line(self) -> None:
        """AsmPrinter::printNewline (also `print_newline`)."""
        self.print_newline()

    def print_optional_attr_dict_with_keyword(self, attrs: Any, elided: Iterable[str] = ()) -> None:
        """` attributes {...}` (sorted, without `elided`) or nothing."""
        self.print_optional_attr_dict(attrs, elided, True)

    def print_type_list(self, types: Iterable[Any]) -> None:
        """Types separated by `, ` (`printer << TypeRange`)."""
        for i, t in enumerate(types):
            if i:
                self.write(", ")
            self.print_type(t)

    def print_arrow_type_list(self, types: Iterable[Any]) -> None:
        """` -> type`, or ` -> (types)` for none, several, or one function type."""
        types = list(types)
        self.write(" -> ")
        wrapped = len(types) != 1 or _is_function_type(types[0])
        if wrapped:
            self.write("(")
        OpAsmPrinterMixin.print_type_list(self, types)
        if wrapped:
            self.write(")")

    def print_optional_arrow_type_list(self, types: Iterable[Any]) -> None:
        types = list(types)
        if types:
            OpAsmPrinterMixin.print_arrow_type_list(self, types)

    def print_functional_types(self, inputs: Iterable[Any], results: Iterable[Any]) -> None:
        """printFunctionalType(TypeRange, TypeRange): `(inputs) -> results`."""
        self.write("(")
        OpAsmPrinterMixin.print_type_list(self, inputs)
        self.write(")")
        OpAsmPrinterMixin.print_arrow_type_list(self, results)


def _is_function_type(t: Any) -> bool:
    return (
        t is not None
        and getattr(t, "_ods_dialect", None) == "builtin"
        and t._ods_name == "Function"
    )


# -- helpers for custom operation hooks ----------------------------------------------------


def all_attributes(op: Operation) -> dict[str, Any]:
    """Operation::getAttrs of a registered operation: its inherent attributes (the
    properties) and its discardable ones, as custom printers print them."""
    props = op.properties
    # Only a DictionaryAttr holds inherent attributes (its `_value` is a tuple of pairs).
    value = getattr(props, "_value", None) if props is not None else None
    items = dict(value) if type(value) is tuple else {}
    if op._attributes:
        items.update(op._attributes)
    return items


def split_inherent(
    cls: Any, attributes: dict[str, Any], properties: dict[str, Any]
) -> dict[str, Any]:
    """Operation::setAttrs after a custom parser: an inherent attribute written in the
    attribute dictionary becomes (and overrides) the property if it has the right
    storage class, and is dropped silently if not (setInherentAttr's dyn_cast). Returns
    the discardable attributes; `properties` is updated."""
    if not attributes:
        return {}
    discardable = dict(attributes)
    for name, storage, _check, _summary in getattr(cls, "_ods_attr_info", ()):
        if name in discardable:
            value = discardable.pop(name)
            if storage is None or isinstance(value, storage):
                properties[name] = value
    return discardable


def verify_inherent_attrs(parser: Any, cls: Any, attributes: dict[str, Any], loc: int) -> None:
    """verifyInherentAttrs, as generated parsers run it on an `attr-dict`: an inherent
    attribute there must satisfy its constraint."""
    if not attributes:
        return
    for name, _storage, check, summary in getattr(cls, "_ods_attr_info", ()):
        value = attributes.get(name)
        if value is not None and check is not None and not check(value):
            parser.emit_op_error(
                f"'{cls.OPERATION_NAME}' op attribute '{name}' failed to satisfy constraint: {summary}",
                loc,
            )


def check_duplicates(parser: Any, set_by_parser: Iterable[str], attributes: dict[str, Any]) -> None:
    """NamedAttrList::findDuplicate after a custom parser: an attribute it set that is
    also in the parsed dictionary (the first by name) fails at the operation name."""
    duplicates = sorted(set(set_by_parser) & set(attributes))
    if duplicates:
        parser.emit_op_error(
            f"attribute '{duplicates[0]}' occurs more than once in the attribute list",
            parser.name_loc,
        )


def ensure_terminator(region: Region, build: Callable[[], Operation]) -> None:
    """SingleBlockImplicitTerminator::ensureTerminator: give an empty region a block, and
    append `build()` to its last block unless that ends with a terminator."""
    if not region.blocks:
        region.append(Block())
    block = region.blocks[-1]
    last = block.last_operation
    if last is not None and is_terminator(last):
        return
    block.append(build())
