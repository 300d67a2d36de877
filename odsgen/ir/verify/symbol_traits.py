"""The symbol traits (SymbolTable.cpp, SymbolInterfaces.td): Symbol, SymbolTable and
the symbol-use walk of SymbolUserOpInterface, worded as MLIR 22 words them. Re-exported
by odsgen.ir.verify.op_traits, which generated code calls."""

from __future__ import annotations

from typing import Any, Callable

from odsgen.ir.core.helpers import builtin_dialect, get_attr
from odsgen.ir.core.operation import Operation
from odsgen.ir.core.symbol_table import (
    SYM_NAME,
    SYM_VISIBILITY,
    SymbolTableCollection,
    has_symbol_table,
    symbol_name,
)
from odsgen.ir.verify.problems import OpError, Problem


# -- symbols (SymbolTable.cpp, SymbolInterfaces.td) -----------------------------------------


def _string_attr(attr: Any) -> bool:
    return isinstance(attr, builtin_dialect().StringAttr)


def verify_symbol(op: Operation) -> Problem:
    """detail::verifySymbol: a StringAttr `sym_name`, and a valid `sym_visibility`."""
    if not _string_attr(get_attr(op, SYM_NAME)):
        return f"requires string attribute '{SYM_NAME}'"
    visibility = get_attr(op, SYM_VISIBILITY)
    if visibility is not None:
        if not _string_attr(visibility):
            return f"requires visibility attribute '{SYM_VISIBILITY}' to be a string attribute, but got {visibility}"
        if visibility.value not in ("public", "private", "nested"):
            return f'visibility expected to be one of ["public", "private", "nested"], but got {visibility}'
    return None


def _parent_allows_symbols(parent: Operation) -> bool:
    """Whether a parent is unregistered or has SymbolTable, judged from a generated
    class's trait names; plain Operations (unregistered ops, builtin.module) pass."""
    traits = getattr(type(parent), "_ods_traits", None)
    return traits is None or "SymbolTable" in traits


def verify_symbol_op_interface(
    op: Operation,
    optional_symbol: bool = False,
    is_declaration: bool = False,
    parent_allows_symbols: Callable[[Operation], bool] | None = None,
) -> Problem:
    """The Symbol trait (SymbolOpInterface's verify): an optional symbol without a name
    passes; then verifySymbol, a declaration (e.g. a body-less function) is not public,
    no results, and a registered parent has SymbolTable. `parent_allows_symbols(parent)`
    says the last (default: from the parent class's `_ods_traits`)."""
    if optional_symbol and not _inherent(op, SYM_NAME):
        return None
    problem = verify_symbol(op)
    if problem is not None:
        return problem
    visibility = get_attr(op, SYM_VISIBILITY)
    if is_declaration and (visibility is None or visibility.value == "public"):
        return "symbol declaration cannot have public visibility"
    if op.results:
        return "symbols must not have results"
    parent = op.parent_op
    allows = parent_allows_symbols or _parent_allows_symbols
    if parent is not None and not allows(parent):
        return "symbol's parent must have the SymbolTable trait"
    return None


def _inherent(op: Operation, name: str) -> Any:
    value = getattr(op.properties, "value", None)
    return dict(value).get(name) if isinstance(value, tuple) else None


def verify_symbol_table(op: Operation) -> Problem:
    """detail::verifySymbolTable (a region trait): one region of one block, in which no
    two operations define the same symbol (emitError on the second, with a note at
    the first); then the symbol uses nested in it (verify_symbol_uses)."""
    if len(op.regions) != 1:
        return "Operations with a 'SymbolTable' must have exactly one region"
    if len(op.regions[0].blocks) != 1:
        return "Operations with a 'SymbolTable' must have exactly one block"
    seen: dict[str, Operation] = {}
    for block in op.regions[0].blocks:
        for nested in block.operations:
            name = symbol_name(nested)
            if name is None:
                continue
            first = seen.setdefault(name, nested)
            if first is not nested:
                return OpError(
                    f"redefinition of symbol named '{name}'",
                    notes=[("see existing symbol definition here", first)],
                    op=nested,
                    op_prefix=False,
                )
    return verify_symbol_uses(op)


def verify_symbol_uses(table: Operation) -> Problem:
    """The symbol-use half of detail::verifySymbolTable: every operation nested in the
    table's regions (not entering nested symbol tables), in upstream's worklist order,
    that implements SymbolUserOpInterface (`verify_symbol_uses(symbol_table)`) is asked;
    the first problem is reported on that operation."""
    collection = SymbolTableCollection()
    # Whether each class of operation is a symbol user, asked once per class: most are
    # not, and a missing attribute is slow to look up on every operation.
    users: dict[type, bool] = {}
    worklist = list(table.regions)
    while worklist:
        region = worklist.pop()
        for block in region.blocks:
            op = block._first
            while op is not None:  # along the links: verifying changes nothing
                cls = type(op)
                is_user = users.get(cls)
                if is_user is None:
                    is_user = users[cls] = getattr(cls, "verify_symbol_uses", None) is not None
                if is_user:
                    problem = op.verify_symbol_uses(collection)  # type: ignore[attr-defined]
                    if problem is not None:
                        if isinstance(problem, OpError):
                            if problem.op is None:
                                problem.op = op
                            return problem
                        return OpError(str(problem), op=op)
                if op.regions and not has_symbol_table(op):
                    worklist.extend(op.regions)
                op = op._next
    return None
