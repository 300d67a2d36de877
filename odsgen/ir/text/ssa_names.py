"""SSA value and block names of a printing (MLIR 22's SSANameState, in
mlir/lib/IR/AsmPrinter.cpp).

- The root operation's regions are numbered from a stack (LIFO) of naming contexts,
  each holding the counters at the point its region was reached, so sibling regions
  restart from their parent's counters (in the generic form the counters keep running
  instead, in the same order).
- In a region, blocks are `^bbN` in order; entry-block arguments are `%argN` (one
  counter), other block arguments and operation results share the value counter; a
  multi-result operation takes one number and its results print as `%N#i` (or by
  result groups when named so).
- Registered operations may name their values and blocks (custom form only) through
  the OpAsmOpInterface hooks `get_asm_result_names(set_name)`,
  `get_asm_block_names(set_name)` and `get_asm_block_argument_names(region, set_name)`;
  names are sanitized and uniqued (`name_0`, `name_1`...) within their scope. Values
  left unnamed may be named by their type's OpAsmTypeInterface `get_asm_name`: block
  arguments one by one, an operation's results when it has no result-naming hook and
  every result type names.
- Predecessors of each block are recorded for the `// pred:` comments.
- --mlir-print-unique-ssa-ids numbers as the generic form does (counters never restart);
  --mlir-use-nameloc-as-prefix names a block argument, or an operation's first result,
  after the first NameLoc in its location (pre-order), unless a hook named it;
  --mlir-print-value-users gives operations without results a number too (`// id:`).
"""

from __future__ import annotations

from bisect import bisect_right
from functools import partial
from typing import Any, Iterable

from odsgen.ir.core.operation import Block, OpResult, Operation, Region, Value
from odsgen.ir.text.aliases import sanitize_identifier

# A type whose get_asm_name was not looked up yet (it may have none: None).
_UNKNOWN = object()


class SSANameState:
    """Names of the values and blocks under a root operation."""

    def __init__(
        self,
        root: Operation | None,
        generic: bool,
        unique_ids: bool = False,
        nameloc_as_prefix: bool = False,
        value_users: bool = False,
    ) -> None:
        self.generic = generic
        self.unique_ids = unique_ids or generic
        self.nameloc_as_prefix = nameloc_as_prefix
        self.value_users = value_users
        # Operation without results -> its number (only with value users).
        self.op_ids: dict[Operation, str] = {}
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
        # Operation class -> whether it has get_asm_block_names, get_asm_result_names;
        # type -> its get_asm_name or None (asked once each: most have none).
        self._op_namers: dict[type, tuple[bool, bool]] = {}
        self._type_namers: dict[Any, Any] = {}
        # Name as a hook gave it -> sanitized (the same few, `c0` and `cst`, come again
        # and again).
        self._sanitized: dict[str, str] = {}
        # The result groups of the operation whose results are being named.
        self._groups: list[int] | None = None
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
        restore = not self.unique_ids
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
            self._name_arguments_from_types(region)
        names = self.block_names
        order = self.block_order
        for index, block in enumerate(region.blocks):
            if block not in names:
                names[block] = f"^bb{index}"
            order[block] = index
            self._number_block(block, index == 0)

    def _set_block_arg_name(self, arg: Value, name: str) -> None:
        self._set_value_name(arg, name)

    def _name_arguments_from_types(self, region: Region) -> None:
        """OpAsmTypeInterface: an argument its operation left unnamed takes the name
        its type's `get_asm_name` gives."""
        ids = self.ids
        for block in region.blocks:
            for arg in block.arguments:
                if arg not in ids:
                    get_asm_name = getattr(arg.type, "get_asm_name", None)
                    if get_asm_name is not None:
                        get_asm_name(lambda name, arg=arg: self._set_value_name(arg, name))

    def _name_results_from_types(self, results: list[OpResult]) -> list[int] | None:
        """OpAsmTypeInterface: the results of an operation without a result-naming
        hook take the names their types' `get_asm_name` give, when every type has one
        (each result is then its own group)."""
        known = self._type_namers
        namers = []
        for result in results:
            type = result.type
            namer = known.get(type, _UNKNOWN)
            if namer is _UNKNOWN:
                namer = known[type] = getattr(type, "get_asm_name", None)
            if namer is None:
                return None
            namers.append(namer)
        if not namers:
            return None
        for result, get_asm_name in zip(results, namers):
            get_asm_name(partial(self._set_value_name, result))  # compiled, no closures
        return list(range(len(results)))

    def _number_block(self, block: Block, entry: bool) -> None:
        ids = self.ids
        for arg in block.arguments:
            if arg in ids:
                continue
            name = ""
            if entry:
                name = f"arg{self.next_arg}"
                self.next_arg += 1
            if self.nameloc_as_prefix:
                name = name_from_location(arg.location) or name
            if name:
                self._set_value_name(arg, name)
            else:
                ids[arg] = _number_text(self.next_value)
                self.next_value += 1
        for op in block.operations:
            self._number_op(op)  # compiled, a C call (ssa_names.pxd)

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
            cls = type(op)
            namers = self._op_namers.get(cls)
            if namers is None:
                namers = self._op_namers[cls] = (
                    hasattr(cls, "get_asm_block_names"),
                    hasattr(cls, "get_asm_result_names"),
                )
            if namers[0]:
                op.get_asm_block_names(self._set_block_name)
            if namers[1]:
                groups = self._groups = [0]
                op.get_asm_result_names(self._set_result_name)
                self._groups = None
            elif results:
                groups = self._name_results_from_types(results)
        if not results:
            if self.value_users and op not in self.op_ids:
                self.op_ids[op] = _number_text(self.next_value)
                self.next_value += 1
            return
        head = results[0]
        if self.nameloc_as_prefix and head not in self.ids:
            name = name_from_location(op.location)
            if name:
                self._set_value_name(head, name)
        if head not in self.ids:
            self.ids[head] = _number_text(self.next_value)
            self.next_value += 1
        if groups is not None and len(groups) != 1:
            self.result_groups[op] = sorted(groups)

    def _set_block_name(self, block: Block, name: str) -> None:
        sanitized = sanitize_identifier(name)
        self.block_names[block] = "^" + sanitized

    def _set_result_name(self, value: Value, name: str) -> None:
        """The `set_name` a get_asm_result_names hook is given: a name, and a result
        group starting at `value`."""
        self._set_value_name(value, name)
        if isinstance(value, OpResult) and value.op.results[0] is not value:
            self._groups.append(value.index)  # found on asking: only for a later result

    def _set_value_name(self, value: Value, name: str) -> None:
        if not name:
            self.ids[value] = _number_text(self.next_value)
            self.next_value += 1
            return
        self.ids[value] = self._unique_name(name)

    def _unique_name(self, name: str) -> str:
        sanitized = self._sanitized.get(name)
        if sanitized is None:
            sanitized = self._sanitized[name] = sanitize_identifier(name)
        name = sanitized
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
            result = value  # compiled, typed: its operation and that one's results are C fields
            op = result.op
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


# "0", "1", ...: value numbers restart in every isolated-from-above region (each
# function), so the same few are formatted again and again; kept up to this many.
_NUMBER_TEXT: list[str] = []
_NUMBER_TEXT_LIMIT = 4096


def _number_text(number: int) -> str:
    """str(number), kept for the numbers below _NUMBER_TEXT_LIMIT."""
    if number < len(_NUMBER_TEXT):
        return _NUMBER_TEXT[number]
    if number >= _NUMBER_TEXT_LIMIT:
        return str(number)
    while len(_NUMBER_TEXT) <= number:
        _NUMBER_TEXT.append(str(len(_NUMBER_TEXT)))
    return _NUMBER_TEXT[number]


def name_from_location(location: object) -> str | None:
    """The name of the first NameLoc in `location`, pre-order (LocationAttr's
    findInstanceOf<NameLoc>), or None."""
    from odsgen.dialects.builtin import LocationAttr, NameLoc

    stack = [location]
    while stack:
        loc = stack.pop()
        if isinstance(loc, NameLoc):
            return loc.name.value
        if not isinstance(loc, LocationAttr):
            continue
        children: list[object] = []
        for param in loc.parameters:
            if isinstance(param, (list, tuple)):
                children.extend(p for p in param if isinstance(p, LocationAttr))
            elif isinstance(param, LocationAttr):
                children.append(param)
        stack.extend(reversed(children))
    return None
