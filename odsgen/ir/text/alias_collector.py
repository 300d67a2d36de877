"""The alias walk: a printer that visits instead of writing (MLIR's
DummyAliasOperationPrinter).

Before printing a top-level operation, `aliases.AliasState.build` walks it with an
`AliasCollector`, which offers the printer API (`print_type`, `print_attribute`,
`print_region`, ...) to custom operation printers but only records, in printing order,
the attributes and types that would be printed, so that aliases are numbered as
mlir-opt numbers them. Output-only methods do nothing.
"""

from __future__ import annotations

from typing import Any, Iterable

from odsgen.ir.core.helpers import dictionary_items
from odsgen.ir.core.op_base import RegisteredOp
from odsgen.ir.core.operation import Block, BlockArgument, Operation, Region
from odsgen.ir.core.values import Value
from odsgen.ir.core.walk import preorder
from odsgen.ir.text.op_asm import OpAsmPrinterMixin, all_attributes
from odsgen.ir.text.op_printer import is_terminator, sorted_attr_items
from odsgen.ir.text.printer_core import PrinterCore
from odsgen.ir.text.silent_output import SilentOutput


class AliasCollector(SilentOutput, OpAsmPrinterMixin, PrinterCore):
    """DummyAliasOperationPrinter: walks an operation as the printer would, visiting
    the attributes and types that would be printed. Custom printer hooks receive it in
    place of the printer: it is a PrinterCore, which compiled generated printers take
    typed, overriding all that PrinterCore prints."""

    def __init__(self, init: Any, options: Any, context: Any) -> None:
        self._init = init
        self.options = options
        self._context = context
        self._debuginfo = options.debuginfo
        self._generic = options.generic
        self._unknown = None

    def _loc(self, loc: Any) -> Any:
        if loc is not None:
            return loc
        if self._unknown is None and self._context is not None:
            from odsgen.dialects import builtin

            self._unknown = builtin.UnknownLoc.get(self._context)
        return self._unknown

    def _custom_printer(self, op: Operation) -> Any:
        ctx = self._context
        if ctx is not None:
            return ctx.custom_op_printer(op.name)
        from odsgen.ir.text.op_printer import builtin_op_printer

        return builtin_op_printer(op.name)

    def print_op(self, op: Operation) -> None:
        if self._debuginfo:
            loc = self._loc(op.location)
            if loc is not None:
                self._init.visit(loc, True)
        if not self._generic:
            hook = self._custom_printer(op)
            if hook is not None:
                hook(self, op)
                return
        self.print_generic_op(op)

    print_custom_or_generic_op = print_op

    def print_generic_op(self, op: Operation, print_op_name: bool = True) -> None:
        for region in op.regions:
            self.print_region(region, True, True)
        init = self._init
        settled = init.settled
        for value in op.operands:
            if value.type not in settled:
                init.visit(value.type)
        for value in op.results:
            if value.type not in settled:
                init.visit(value.type)
        # Operation::getAttrs: a registered operation's inherent attributes (its
        # properties) join the discardable ones, all sorted by name; an unregistered
        # operation's properties are opaque.
        attrs = all_attributes(op) if isinstance(op, RegisteredOp) else op._attributes
        if attrs:
            for attr in attrs.values():
                if attr not in settled:
                    for _, attr in sorted_attr_items(attrs):
                        init.visit(attr)
                    break

    def print_region(
        self,
        region: Region,
        print_entry_block_args: bool = True,
        print_block_terminators: bool = True,
        print_empty_block: bool = False,
    ) -> None:
        blocks = region.blocks
        if not blocks or self.options.skip_regions:
            return
        self._print_block(blocks[0], print_entry_block_args, print_block_terminators)
        for block in blocks[1:]:
            self._print_block(block, True, True)

    def _print_block(self, block: Block, print_args: bool, print_terminator: bool) -> None:
        visit = self._init.visit
        if print_args:
            debuginfo = self._debuginfo
            for arg in block.arguments:
                visit(arg.type)
                if debuginfo:
                    loc = self._loc(arg.location)
                    if loc is not None:
                        visit(loc, False)
        ops = block.operations
        if not print_terminator and ops and is_terminator(ops[-1]):
            ops = ops[:-1]
        print_op = self.print_op
        for op in ops:
            print_op(op)

    def print_full_op(self, op: Operation) -> None:
        self.print_op(op)

    def print_region_argument(
        self, arg: BlockArgument, arg_attrs: Any = None, omit_type: bool = False
    ) -> None:
        self._init.visit(arg.type)
        if self._debuginfo:
            loc = self._loc(arg.location)
            if loc is not None:
                self._init.visit(loc, False)

    def print_type(self, t: Any) -> None:
        if t is not None:
            self._init.visit(t)

    def print_attribute(self, a: Any, elide_type: Any = False) -> None:
        if a is not None:
            self._init.visit(a, False, elide_type is True)

    def print_attribute_without_type(self, a: Any) -> None:
        self.print_attribute(a, True)

    def print_alias(self, obj: Any) -> bool:
        if obj is not None:
            self._init.visit(obj)
        return True

    # printStrippedAttrOrType tries printAlias first, which always "succeeds" here after
    # visiting: a stripped attribute or type is visited like a full one.
    def print_stripped_type(self, t: Any) -> None:
        self.print_alias(t)

    def print_stripped_attribute(self, a: Any) -> None:
        self.print_alias(a)

    def print_optional_attr_dict(
        self, attrs: Any, elided: Iterable[str] = (), with_keyword: bool = False
    ) -> None:
        items = sorted_attr_items(attrs)
        if not items:
            return
        elided = set(elided) if elided else ()
        visit = self._init.visit
        for name, attr in items:
            if name not in elided:
                visit(attr)

    def print_optional_location_specifier(self, loc: Any) -> None:
        loc = self._loc(loc)
        if loc is not None:
            self._init.visit(loc)

    def print_location(self, loc: Any, allow_alias: bool = True) -> None:
        loc = self._loc(loc)
        if loc is not None:
            self._init.visit(loc)

    def print_functional_type(self, op: Operation) -> None:
        visit = self._init.visit
        for value in op.operands:
            visit(value.type)
        for value in op.results:
            visit(value.type)

    def dictionary_items(self, attr: Any) -> dict[str, Any]:
        return dictionary_items(attr)

    def type_text(self, t: Any) -> str:
        self.print_type(t)
        return ""

    # Output-only parts of the printer API: nothing to visit.

    def print_operand(self, value: Value) -> None:
        pass

    def print_operands(self, values: Iterable[Value]) -> None:
        pass

    def value_name(self, value: Value) -> str:
        return "%"

    def print_successor(self, block: Block) -> None:
        pass

    def print_successor_and_use_list(self, block: Block, operands: Iterable[Value]) -> None:
        pass

    def shadow_region_args(self, region: Region, values: Iterable[Value | None]) -> None:
        pass


def finds_no_alias(op: Operation, options: Any, context: Any) -> bool:
    """Whether no attribute or type printed with `op` can have an alias, found without
    running every operation's printer: when no loaded dialect has a `getAlias` hook and
    locations are not printed, an alias can only come from the attributes and types
    themselves, and every one a printer prints is, or is nested in, a type of an
    operand, result or block argument, or an attribute or the properties of an
    operation. Visiting those (more than the printers would: never fewer) and finding
    no alias means there is none; otherwise the printers' walk runs, in their order.
    Compiled, it reads the operations' and values' fields as C fields (its .pxd)."""
    from odsgen.ir.text.aliases import AliasInitializer, dialect_alias_hooks

    if options.debuginfo or dialect_alias_hooks(context):
        return False
    init = AliasInitializer(options)
    visit = init.visit
    settled = init.settled
    for current in preorder(op):
        for value in current.operands:
            # An operand may be null (set so by hand); compiled, None has no fields.
            if value is not None and value.type not in settled:
                visit(value.type)
        for value in current.results:
            if value.type not in settled:
                visit(value.type)
        for attr in current._attributes.values():
            if attr not in settled:
                visit(attr)
        props = current.properties
        if props is not None and props not in settled:
            visit(props)
        for region in current.regions:
            for block in region.blocks:
                for arg in block.arguments:
                    if arg.type not in settled:
                        visit(arg.type)
    for info in init.order:  # a loop: compiled, cpdef has no closures
        if info.alias is not None:
            return False
    return True

