"""Printing operations, blocks and regions (MLIR 22's OperationPrinter, in
mlir/lib/IR/AsmPrinter.cpp); value and block names come from `ssa_names.SSANameState`.

- Block headers carry predecessor comments: `// pred: ^bb0`, `// 2 preds: ^bb1, ^bb2`,
  `// no predecessors` (not for entry blocks).
- The generic form is `"name"(operands)[successors] <properties> (regions) {attrs} :
  (operand types) -> result types`; registered operations with a custom printer hook
  print their (default-dialect-elided) name and then call `hook(printer, op)`.

Operation information that registered operation classes may provide (all optional):

- `get_asm_result_names(set_name)`, `get_asm_block_names(set_name)`,
  `get_asm_block_argument_names(region, set_name)` (OpAsmOpInterface naming hooks,
  used by ssa_names.py);
- `get_default_dialect()` or a `default_dialect` attribute on the class or on the
  custom printer hook (`builtin.module` uses `builtin`);
- `_ods_is_terminator` (class attribute) or `"IsTerminator"` in `_ods_traits`: the
  terminator of a block printed with `print_block_terminators=False` is skipped.

The walk that collects aliases before printing mirrors this module in
alias_collector.py.
"""

from __future__ import annotations

from operator import itemgetter
from typing import Any, Iterable

from odsgen.ir.core.operation import Block, BlockArgument, Operation, Region, Value
from odsgen.ir.text.printer_core import PrinterCore

# How many signatures and attribute dictionaries a printer keeps the text of (a program
# repeats a few; one whose every op differs must not keep a copy per op).
TEXT_MEMO_LIMIT = 1 << 12
# An operation name not yet looked up (its custom printer may be None).
_UNKNOWN = object()

# -- operation information ---------------------------------------------------------------


def default_dialect(op: Operation, hook: Any = None) -> str:
    """OpAsmOpInterface::getDefaultDialect of `op` ("" when it has none)."""
    get = getattr(op, "get_default_dialect", None)
    if get is not None:
        return get() or ""
    value = getattr(type(op), "default_dialect", None)
    if isinstance(value, str):
        return value
    if hook is not None:
        value = getattr(hook, "default_dialect", None)
        if isinstance(value, str):
            return value
    return ""


def is_terminator(op: Operation) -> bool:
    cls = type(op)
    if getattr(cls, "_ods_is_terminator", False):
        return True
    return "IsTerminator" in getattr(cls, "_ods_traits", ())


def print_op_name(name: str, dialect: str) -> str:
    """OpState::printOpName: drop the default dialect's prefix from a `dialect.op` name."""
    if dialect and name.startswith(dialect) and name.count(".") == 1:
        if name[len(dialect) : len(dialect) + 1] == ".":
            return name[len(dialect) + 1 :]
    return name


def sorted_attr_items(attrs: Any) -> list[tuple[str, Any]]:
    """Named attributes as (name, attr) sorted by name bytes, as a NamedAttrList keeps
    them. Accepts a dict, a DictionaryAttr, None or (name, attr) pairs."""
    if not attrs:
        return []
    if type(attrs) is dict:
        items = list(attrs.items())
        if len(items) < 2:
            return items
        if all(map(str.isascii, attrs)):
            # Code point order is byte order for ASCII names (dict keys are unique).
            items.sort(key=_first)
            return items
    else:
        value = getattr(attrs, "value", None)
        if isinstance(value, tuple) and not isinstance(attrs, tuple):
            return list(value)  # a DictionaryAttr is sorted already
        items = list(attrs)
    items.sort(key=_name_key)
    return items


_first = itemgetter(0)


def _name_key(item: tuple[str, Any]) -> bytes:
    return item[0].encode("utf-8", "surrogateescape")


# -- the printing half of AsmPrinter -----------------------------------------------------


# The indentation of the first nesting levels, made once.
_INDENTS = [" " * n for n in range(64)]


class OpPrinterMixin(PrinterCore):
    """Operations, blocks and regions: a base of `printer.AsmPrinter` (after
    AttrDictPrinter; compiled, both are extension classes whose methods read the
    printer's fields, PrinterCore's, as C fields)."""

    __slots__ = ()  # no instance dictionary: a printer's fields are PrinterCore's

    # Defined by AsmPrinter: print_type, type_text, print_attribute, print_location,
    # print_optional_attr_dict, flush_point, _loc, _quoted.

    # operations --------------------------------------------------------------------------

    def _custom_printer(self, op: Operation) -> Any:
        """The custom printer of `op` (None: the generic form), looked up once per name
        in a printing."""
        name = op.name
        hook = self._op_printers.get(name, _UNKNOWN)
        if hook is _UNKNOWN:
            ctx = self._context
            hook = ctx.custom_op_printer(name) if ctx is not None else builtin_op_printer(name)
            self._op_printers[name] = hook
        return hook

    def print_full_op(self, op: Operation) -> None:
        """printFullOpWithIndentAndLoc: indentation, results, the op, its location."""
        out = self._out
        indent = self._indent
        if indent:
            out.append(_INDENTS[indent] if indent < len(_INDENTS) else " " * indent)
        results = op.results
        if results:
            names = self._names
            groups = names.result_groups.get(op)
            if groups is None:
                if len(results) > 1:
                    out.append(names.head_ref(results[0]))
                    out.append(f":{len(results)}")
                else:  # the same text, kept for the operand references to come
                    out.append(names.value_ref(results[0]))
            else:
                bounds = groups + [len(results)]
                for i, start in enumerate(groups):
                    if i:
                        out.append(", ")
                    out.append(names.head_ref(results[start]))
                    size = bounds[i + 1] - start
                    if size > 1:
                        out.append(f":{size}")
            out.append(" = ")
        self.print_custom_or_generic_op(op)
        if not self._op_suffix:
            return
        if self.options.debuginfo:
            out.append(" ")
            self.print_location(self._loc(op.location), True)
        if self.options.value_users:
            self._print_users_comment(op)

    # --mlir-print-value-users (OperationPrinter::printUsersComment and its helpers) -------

    def _print_users_comment(self, op: Operation) -> None:
        out = self._out
        results = op.results
        if not results:
            if op.operands:
                out.append(" // id: " + self._op_id(op))
            return
        users = [user for result in results for user in result.users]
        if not users:
            out.append(" // unused")
            return
        distinct = list(dict.fromkeys(users))
        one = len(results) == 1 and len(distinct) <= 1 and sum(len(u.results) for u in distinct) <= 1
        out.append(" // user: " if one else " // users: ")
        brackets = len(results) > 1
        for i, result in enumerate(results):
            if i:
                out.append(", ")
            out.append("(" if brackets else "")
            self._print_value_users(result)
            out.append(")" if brackets else "")

    def _print_block_arg_users(self, block: Block) -> None:
        out = self._out
        for arg in block.arguments:
            out.append(" " * self._indent + "// " + self._names.value_ref(arg))
            if arg.has_uses():
                out.append(" is used by ")
                self._print_value_users(arg)
            else:
                out.append(" is unused")
            out.append("\n")

    def _print_value_users(self, value: Value) -> None:
        out = self._out
        if not value.has_uses():
            out.append("unused")
        seen: set[Operation] = set()
        for index, user in enumerate(value.users):
            if user in seen:
                continue
            seen.add(user)
            if index:  # upstream counts every use here, repeated users too
                out.append(", ")
            if user.results:
                out.append(", ".join([self._names.value_ref(r) for r in user.results]))
            else:
                out.append(self._op_id(user))

    def _op_id(self, op: Operation) -> str:
        number = self._names.op_ids.get(op)
        return "<<UNKNOWN OPERATION>>" if number is None else "%" + number

    def print_custom_or_generic_op(self, op: Operation) -> None:
        if not self._generic:
            hook = self._custom_printer(op)
            if hook is not None:
                self._out.append(print_op_name(op.name, self._dialects[-1]))
                hook(self, op)
                return
        self.print_generic_op(op)

    def print_generic_op(self, op: Operation, print_op_name: bool = True) -> None:
        out = self._out
        names = self._names
        if print_op_name:
            name = op.name
            quoted = self._quoted_names.get(name)
            if quoted is None:
                quoted = self._quoted_names[name] = self._quoted(name)
            out.append(quoted)
        ref = names.value_ref
        out.append("(" + ", ".join([ref(v) for v in op.operands]) + ")")
        if op.successors:
            block_name = names.block_name
            out.append("[" + ", ".join([block_name(b) for b in op.successors]) + "]")
        if op.properties is not None:
            out.append(" <")
            self.print_attribute(op.properties)
            out.append(">")
        if op.regions:
            out.append(" (")
            for i, region in enumerate(op.regions):
                if i:
                    out.append(", ")
                self.print_region(region, True, True, True)
            out.append(")")
        if op._attributes:
            self.print_optional_attr_dict(op._attributes)
        out.append(" : ")
        self.print_functional_type(op)

    def print_functional_type(self, op: Operation) -> None:
        """`(operand types) -> result types`; one result unparenthesized unless it is a
        function type. Each signature's text is made once per printer (types are uniqued)."""
        key = (tuple([v.type for v in op.operands]), tuple([v.type for v in op.results]))
        text = self._signatures.get(key)
        if text is None:
            type_text = self.type_text
            inputs, results = key
            text = "(" + ", ".join([type_text(t) for t in inputs]) + ") -> "
            if len(results) == 1 and not _is_function_type(results[0]):
                text += type_text(results[0])
            else:
                text += "(" + ", ".join([type_text(t) for t in results]) + ")"
            if len(self._signatures) < TEXT_MEMO_LIMIT:
                self._signatures[key] = text
        self._out.append(text)

    # regions and blocks -------------------------------------------------------------------

    def print_region(
        self,
        region: Region,
        print_entry_block_args: bool = True,
        print_block_terminators: bool = True,
        print_empty_block: bool = False,
    ) -> None:
        out = self._out
        if self.options.skip_regions:
            out.append("{...}")
            return
        out.append("{\n")
        blocks = region.blocks
        if blocks:
            parent = region.parent
            self._dialects.append(
                default_dialect(parent, self._custom_printer(parent)) if parent else ""
            )
            entry = blocks[0]
            header = (print_empty_block and not entry.operations) or (
                print_entry_block_args and bool(entry.arguments)
            )
            self._print_block(entry, header, print_block_terminators)
            for block in blocks[1:]:
                self._print_block(block, True, True)
            self._dialects.pop()
        if self._indent:
            out.append(" " * self._indent)
        out.append("}")

    def _print_block(self, block: Block, print_args: bool, print_terminator: bool) -> None:
        out = self._out
        names = self._names
        if print_args:
            if self._indent:
                out.append(" " * self._indent)
            out.append(names.block_name(block))
            if block.arguments:
                out.append("(")
                debuginfo = self.options.debuginfo
                ref = names.value_ref
                for i, arg in enumerate(block.arguments):
                    if i:
                        out.append(", ")
                    out.append(ref(arg))
                    out.append(": ")
                    self.print_type(arg.type)
                    if debuginfo:
                        out.append(" ")
                        self.print_location(self._loc(arg.location), False)
                out.append(")")
            out.append(":")
            region = block.parent
            preds = names.preds.get(block)
            if region is None:
                out.append("  // block is not in a region!")
            elif not preds:
                if region.blocks[0] is not block:
                    out.append("  // no predecessors")
            elif len(preds) == 1:
                out.append("  // pred: " + names.block_name(preds[0]))
            else:
                order = names.block_order
                ordered = sorted(preds, key=lambda b: order.get(b, -1))
                out.append(
                    f"  // {len(ordered)} preds: "
                    + ", ".join([names.block_name(b) for b in ordered])
                )
            out.append("\n")
        self._indent += 2
        if self.options.value_users:
            self._print_block_arg_users(block)
        ops = block.operations
        if not print_terminator and ops and is_terminator(ops[-1]):
            ops = ops[:-1]
        for op in ops:
            # Called through self: compiled, C calls (op_printer.pxd, printer_core.pxd).
            self.print_full_op(op)
            out.append("\n")
            self.flush_point()
        self._indent -= 2

    # OpAsmPrinter helpers for custom printers ---------------------------------------------

    def print_operands(self, values: Iterable[Value]) -> None:
        ref = self._names.value_ref
        self._out.append(", ".join([ref(v) for v in values]))

    def value_name(self, value: Value) -> str:
        return self._names.value_ref(value)

    def print_successor(self, block: Block) -> None:
        self._out.append(self._names.block_name(block))

    def print_successor_and_use_list(self, block: Block, operands: Iterable[Value]) -> None:
        out = self._out
        out.append(self._names.block_name(block))
        operands = list(operands)
        if not operands:
            return
        ref = self._names.value_ref
        out.append("(" + ", ".join([ref(v) for v in operands]) + " : ")
        out.append(", ".join([self.type_text(v.type) for v in operands]) + ")")

    def print_region_argument(
        self, arg: BlockArgument, arg_attrs: Any = None, omit_type: bool = False
    ) -> None:
        out = self._out
        out.append(self._names.value_ref(arg))
        if not omit_type:
            out.append(": ")
            self.print_type(arg.type)
        if arg_attrs:
            self.print_optional_attr_dict(arg_attrs)
        if self.options.debuginfo:
            out.append(" ")
            self.print_location(self._loc(arg.location), False)

    def print_optional_location_specifier(self, loc: Any) -> None:
        if self.options.debuginfo:
            self._out.append(" ")
            self.print_location(self._loc(loc), True)

    def print_newline(self) -> None:
        self._out.append("\n" + " " * self._indent)

    def increase_indent(self) -> None:
        self._indent += 2

    def decrease_indent(self) -> None:
        self._indent -= 2

    def shadow_region_args(self, region: Region, values: Iterable[Value | None]) -> None:
        self._names.shadow_region_args(region, values)


def _is_function_type(t: Any) -> bool:
    return t is not None and t._ods_dialect == "builtin" and t._ods_name == "Function"


def builtin_op_printer(name: str) -> Any:
    """The custom printer of a builtin operation, for an operation printed without a
    context to ask (a module holding no attribute or type)."""
    from odsgen.ir.core.helpers import builtin_dialect

    for cls in getattr(builtin_dialect(), "OPERATIONS", ()):
        if cls.OPERATION_NAME == name:
            return getattr(cls, "_ods_print", None)
    return None
