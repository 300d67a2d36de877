"""Printing operations, blocks and regions; SSA value and block names.

Follows MLIR 22's SSANameState and OperationPrinter (mlir/lib/IR/AsmPrinter.cpp):

- SSA numbering: the root operation's regions are numbered from a stack (LIFO) of
  naming contexts, each holding the counters at the point its region was reached, so
  sibling regions restart from their parent's counters (in the generic form the
  counters keep running instead, in the same order). In a region, blocks are `^bbN`
  in order; entry-block arguments are `%argN` (one counter), other block arguments and
  operation results share the value counter; a multi-result operation takes one number
  and its results print as `%N#i` (or by result groups when named so).
- Block headers carry predecessor comments: `// pred: ^bb0`, `// 2 preds: ^bb1, ^bb2`,
  `// no predecessors` (not for entry blocks).
- The generic form is `"name"(operands)[successors] <properties> (regions) {attrs} :
  (operand types) -> result types`; registered operations with a custom printer hook
  print their (default-dialect-elided) name and then call `hook(printer, op)`.

Operation information that registered operation classes may provide (all optional):

- `get_asm_result_names(set_name)`, `get_asm_block_names(set_name)`,
  `get_asm_block_argument_names(region, set_name)` (OpAsmOpInterface naming hooks);
- `get_default_dialect()` or a `default_dialect` attribute on the class or on the
  custom printer hook (`builtin.module` uses `builtin`);
- `_ods_is_terminator` (class attribute) or `"IsTerminator"` in `_ods_traits`: the
  terminator of a block printed with `print_block_terminators=False` is skipped.
"""

from __future__ import annotations

from bisect import bisect_right
from operator import itemgetter
from typing import Any, Iterable

from odsgen.ir.aliases import sanitize_identifier
from odsgen.ir.operation import Block, BlockArgument, OpResult, Operation, Region, Value

# Operations without a class of their own whose regions have a default dialect.
_DEFAULT_DIALECTS = {"builtin.module": "builtin"}


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
    return _DEFAULT_DIALECTS.get(op.name, "")


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


def find_context(op: Operation) -> Any:
    """The context of an operation, found through its location, types or attributes."""
    for inner in op.walk():
        if inner.location is not None:
            return inner.location.context
        for value in inner.results:
            if value.type is not None:
                return value.type.context
        for attr in inner.attributes.values():
            return attr.context
        if inner.properties is not None:
            return inner.properties.context
        for region in inner.regions:
            for block in region.blocks:
                for arg in block.arguments:
                    if arg.type is not None:
                        return arg.type.context
    return None


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


# -- SSA names -----------------------------------------------------------------------------


class SSANameState:
    """Names of the values and blocks under a root operation."""

    def __init__(self, root: Operation | None, generic: bool) -> None:
        self.generic = generic
        # Value (a result-group head or block argument) -> name without '%'.
        self.ids: dict[Value, str] = {}
        # Value -> full operand text ("%0", "%1#2", "%arg0"), filled on demand.
        self.refs: dict[Value, str] = {}
        # Operation -> result numbers starting a result group, when it has several.
        self.result_groups: dict[Operation, list[int]] = {}
        self.block_names: dict[Block, str] = {}
        self.block_order: dict[Block, int] = {}
        self.preds: dict[Block, list[Block]] = {}
        # Names in use (a scoped table: one scope per region being numbered).
        self._used: dict[str, int] = {}
        self._scopes: list[tuple[int, list[str]]] = []
        self._scope_ids = 0
        self.next_value = 0
        self.next_arg = 0
        self.next_conflict = 0
        if root is not None:
            self._number(root)

    # numbering ---------------------------------------------------------------------------

    def _push_scope(self) -> int:
        self._scope_ids += 1
        self._scopes.append((self._scope_ids, []))
        return self._scope_ids

    def _pop_scope(self) -> None:
        _, names = self._scopes.pop()
        used = self._used
        for name in names:
            count = used[name] - 1
            if count:
                used[name] = count
            else:
                del used[name]

    def _number(self, root: Operation) -> None:
        top = self._push_scope()
        stack: list[tuple[Region, int, int, int, int]] = [
            (region, self.next_value, self.next_arg, self.next_conflict, top)
            for region in root.regions
        ]
        self._number_op(root)
        restore = not self.generic
        while stack:
            region, next_value, next_arg, next_conflict, parent = stack.pop()
            if restore:
                # Custom form: sibling regions restart from their parent's counters.
                # The generic form keeps counting (mlir-opt 22 numbers every value
                # under the root uniquely then, in this same stack order).
                self.next_value, self.next_arg, self.next_conflict = (
                    next_value,
                    next_arg,
                    next_conflict,
                )
            while self._scopes and self._scopes[-1][0] != parent:
                self._pop_scope()
            scope = self._push_scope()
            self._number_region(region)
            for block in region.blocks:
                for op in block.operations:
                    if op.regions:
                        for inner in op.regions:
                            stack.append(
                                (inner, self.next_value, self.next_arg, self.next_conflict, scope)
                            )
        while self._scopes:
            self._pop_scope()

    def _number_region(self, region: Region) -> None:
        if not self.generic:
            parent = region.parent
            hook = getattr(parent, "get_asm_block_argument_names", None)
            if hook is not None:
                hook(region, self._set_block_arg_name)
        names = self.block_names
        order = self.block_order
        for index, block in enumerate(region.blocks):
            if block not in names:
                names[block] = f"^bb{index}"
            order[block] = index
            self._number_block(block, index == 0)

    def _set_block_arg_name(self, arg: Value, name: str) -> None:
        self._set_value_name(arg, name)

    def _number_block(self, block: Block, entry: bool) -> None:
        ids = self.ids
        for arg in block.arguments:
            if arg in ids:
                continue
            if entry:
                self._set_value_name(arg, f"arg{self.next_arg}")
                self.next_arg += 1
            else:
                ids[arg] = str(self.next_value)
                self.next_value += 1
        number_op = self._number_op
        for op in block.operations:
            number_op(op)

    def _number_op(self, op: Operation) -> None:
        if op.successors:
            parent = op.parent
            preds = self.preds
            for succ in op.successors:
                found = preds.get(succ)
                if found is None:
                    preds[succ] = [parent]
                else:
                    found.append(parent)
        results = op.results
        groups = None
        if not self.generic:
            block_hook = getattr(op, "get_asm_block_names", None)
            if block_hook is not None:
                block_hook(self._set_block_name)
            hook = getattr(op, "get_asm_result_names", None)
            if hook is not None:
                groups = [0]

                def set_name(value: Value, name: str) -> None:
                    self._set_value_name(value, name)
                    if isinstance(value, OpResult) and value.index:
                        groups.append(value.index)

                hook(set_name)
        if not results:
            return
        head = results[0]
        if head not in self.ids:
            self.ids[head] = str(self.next_value)
            self.next_value += 1
        if groups is not None and len(groups) != 1:
            self.result_groups[op] = sorted(groups)

    def _set_block_name(self, block: Block, name: str) -> None:
        sanitized = sanitize_identifier(name)
        self.block_names[block] = "^" + sanitized

    def _set_value_name(self, value: Value, name: str) -> None:
        if not name:
            self.ids[value] = str(self.next_value)
            self.next_value += 1
            return
        self.ids[value] = self._unique_name(name)

    def _unique_name(self, name: str) -> str:
        name = sanitize_identifier(name)
        used = self._used
        if name in used:
            base = name + "_"
            while True:
                probe = base + str(self.next_conflict)
                self.next_conflict += 1
                if probe not in used:
                    name = probe
                    break
        used[name] = used.get(name, 0) + 1
        if self._scopes:
            self._scopes[-1][1].append(name)
        return name

    # lookups -----------------------------------------------------------------------------

    def value_ref(self, value: Value) -> str:
        """The operand text of a value: `%0`, `%arg1`, `%3#1`."""
        ref = self.refs.get(value)
        if ref is not None:
            return ref
        if value is None:
            return "<<NULL VALUE>>"
        lookup = value
        number = None
        if isinstance(value, OpResult):
            op = value.op
            count = len(op.results)
            if count != 1:
                index = value.index
                groups = self.result_groups.get(op)
                if groups is None:
                    number = index
                    lookup = op.results[0]
                else:
                    pos = bisect_right(groups, index)
                    if pos == len(groups):
                        start = groups[-1]
                        size = count - start
                    else:
                        start = groups[pos - 1]
                        size = groups[pos] - start
                    if size != 1:
                        number = index - start
                    lookup = op.results[start]
        name = self.ids.get(lookup)
        if name is None:
            return "<<UNKNOWN SSA VALUE>>"
        ref = "%" + name if number is None else f"%{name}#{number}"
        self.refs[value] = ref
        return ref

    def head_ref(self, value: Value) -> str:
        """The value's name without a result number (a result group's head)."""
        name = self.ids.get(value)
        return "<<UNKNOWN SSA VALUE>>" if name is None else "%" + name

    def block_name(self, block: Block) -> str:
        return self.block_names.get(block, "INVALIDBLOCK")

    def shadow_region_args(self, region: Region, values: Iterable[Value | None]) -> None:
        """Name the entry arguments of `region` like the given values (OpAsmPrinter's
        shadowRegionArgs, for isolated-from-above operations)."""
        block = region.blocks[0]
        for arg, value in zip(block.arguments, values):
            if value is None:
                continue
            ref = self.value_ref(value)
            self.ids[arg] = ref[1:]
            self.refs.pop(arg, None)


# -- the printing half of AsmPrinter -----------------------------------------------------


class OpPrinterMixin:
    """Operations, blocks and regions; mixed into `printer.AsmPrinter`, whose `_out`,
    `options`, `_names`, `_indent`, `_dialects` and `_context` it uses."""

    _out: list[str]
    _indent: int
    _dialects: list[str]
    _names: SSANameState
    _context: Any
    options: Any

    # Defined by AsmPrinter: print_type, type_text, print_attribute, print_location,
    # print_optional_attr_dict, _loc, _quoted.

    # operations --------------------------------------------------------------------------

    def _custom_printer(self, op: Operation) -> Any:
        ctx = self._context
        if ctx is not None:
            return ctx.custom_op_printer(op.name)
        from odsgen.ir.builtin_ops import OP_PRINTERS

        return OP_PRINTERS.get(op.name)

    def print_full_op(self, op: Operation) -> None:
        """printFullOpWithIndentAndLoc: indentation, results, the op, its location."""
        out = self._out
        if self._indent:
            out.append(" " * self._indent)
        results = op.results
        if results:
            names = self._names
            groups = names.result_groups.get(op)
            if groups is None:
                out.append(names.head_ref(results[0]))
                if len(results) > 1:
                    out.append(f":{len(results)}")
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
        if self.options.debuginfo:
            out.append(" ")
            self.print_location(self._loc(op.location), True)

    def print_custom_or_generic_op(self, op: Operation) -> None:
        if not self.options.generic:
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
            out.append(self._quoted(op.name))
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
        if op.attributes:
            self.print_optional_attr_dict(op.attributes)
        out.append(" : ")
        self.print_functional_type(op)

    def print_functional_type(self, op: Operation) -> None:
        """`(operand types) -> result types`; one result unparenthesized unless it is a
        function type."""
        type_text = self.type_text
        out = self._out
        out.append("(" + ", ".join([type_text(v.type) for v in op.operands]) + ") -> ")
        results = op.results
        if len(results) == 1 and not _is_function_type(results[0].type):
            out.append(type_text(results[0].type))
        else:
            out.append("(" + ", ".join([type_text(v.type) for v in results]) + ")")

    # regions and blocks -------------------------------------------------------------------

    def print_region(
        self,
        region: Region,
        print_entry_block_args: bool = True,
        print_block_terminators: bool = True,
        print_empty_block: bool = False,
    ) -> None:
        out = self._out
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
        ops = block.operations
        if not print_terminator and ops and is_terminator(ops[-1]):
            ops = ops[:-1]
        print_full_op = self.print_full_op
        for op in ops:
            print_full_op(op)
            out.append("\n")
        self._indent -= 2

    # OpAsmPrinter helpers for custom printers ---------------------------------------------

    def print_operand(self, value: Value) -> None:
        self._out.append(self._names.value_ref(value))

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


# -- the alias walk: a printer that visits instead of writing ---------------------------


class AliasCollector:
    """DummyAliasOperationPrinter: walks an operation as the printer would, visiting
    the attributes and types that would be printed. Custom printer hooks receive it in
    place of the printer."""

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
        from odsgen.ir.builtin_ops import OP_PRINTERS

        return OP_PRINTERS.get(op.name)

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
        attrs = op.attributes
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
        if not blocks:
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
        from odsgen.ir.printer import dictionary_items

        return dictionary_items(attr)

    def type_text(self, t: Any) -> str:
        self.print_type(t)
        return ""

    # Output-only parts of the printer API: nothing to visit.
    def write(self, text: str) -> None:
        pass

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

    def print_string(self, s: str) -> None:
        pass

    def print_keyword_or_string(self, s: str) -> None:
        pass

    def print_symbol_name(self, s: str) -> None:
        pass

    def print_resource_handle(self, key: str, dialect: str = "builtin") -> None:
        pass

    def print_float(self, value: Any) -> None:
        pass

    def print_newline(self) -> None:
        pass

    def increase_indent(self) -> None:
        pass

    def decrease_indent(self) -> None:
        pass

    def shadow_region_args(self, region: Region, values: Iterable[Value | None]) -> None:
        pass

    def distinct_id(self, attr: Any) -> int:
        return 0
