"""Symbol lookup (mlir/lib/IR/SymbolTable.cpp), with a cache per verification.

`SymbolTableCollection` builds each symbol table's name -> operation map once, as
upstream's SymbolTableCollection does, so verifying N symbol uses in a table of M
symbols costs O(N + M) rather than O(N * M). Lookups without a collection scan.
"""

from __future__ import annotations

from typing import Any

from odsgen.ir.core.helpers import builtin_dialect, get_attr
from odsgen.ir.core.operation import Operation

SYM_NAME = "sym_name"  # SymbolTable::getSymbolAttrName
SYM_VISIBILITY = "sym_visibility"  # SymbolTable::getVisibilityAttrName


def symbol_name(op: Operation) -> str | None:
    """`op.getAttrOfType<StringAttr>("sym_name")`'s value, or None."""
    attr = get_attr(op, SYM_NAME)
    return attr.value if isinstance(attr, builtin_dialect().StringAttr) else None


def has_symbol_table(op: Operation) -> bool:
    """`op->hasTrait<OpTrait::SymbolTable>()`."""
    return op.name == "builtin.module" or "SymbolTable" in getattr(type(op), "_ods_traits", ())


def _is_registered(op: Operation) -> bool:
    return op.name == "builtin.module" or hasattr(type(op), "OPERATION_NAME")


def _has_dialect(op: Operation) -> bool:
    """`op->getDialect() != nullptr`: the op's dialect is loaded (registered ops, and
    unknown ops of a loaded dialect)."""
    if _is_registered(op):
        return True
    context = getattr(op.location, "context", None)
    get_dialect = getattr(context, "get_dialect", None)
    named = op.named_dialect
    return get_dialect is not None and named is not None and get_dialect(named) is not None


def _potentially_unknown_symbol_table(op: Operation) -> bool:
    """isPotentiallyUnknownSymbolTable: one region and no dialect."""
    return len(op.regions) == 1 and not _has_dialect(op)


def nearest_symbol_table(op: Operation) -> Operation | None:
    """SymbolTable::getNearestSymbolTable: `op` or its closest ancestor with the
    SymbolTable trait; None past an operation that may be an unknown symbol table."""
    if _potentially_unknown_symbol_table(op):
        return None
    current: Operation | None = op
    while current is not None and not has_symbol_table(current):
        current = current.parent_op
        if current is None or _potentially_unknown_symbol_table(current):
            return None
    return current


class SymbolTableCollection:
    """Symbol tables built on first use (SymbolTableCollection)."""

    def __init__(self) -> None:
        self._tables: dict[int, tuple[Operation, dict[str, Operation]]] = {}

    def lookup_symbol_in(self, table: Operation, name: str) -> Operation | None:
        entry = self._tables.get(id(table))
        if entry is None or entry[0] is not table:
            symbols: dict[str, Operation] = {}
            if table.regions and table.regions[0].blocks:
                for nested in table.regions[0].blocks[0].operations:
                    symbol = symbol_name(nested)
                    if symbol is not None:
                        symbols.setdefault(symbol, nested)
            entry = self._tables[id(table)] = (table, symbols)
        return entry[1].get(name)


def lookup_symbol_in(table: Operation, name: str, collection: SymbolTableCollection | None = None) -> Operation | None:
    """SymbolTable::lookupSymbolIn for a flat name: the operation of the table's body
    (first block of its first region) defining `name`."""
    if collection is not None:
        return collection.lookup_symbol_in(table, name)
    if not table.regions or not table.regions[0].blocks:
        return None
    for nested in table.regions[0].blocks[0].operations:
        if symbol_name(nested) == name:
            return nested
    return None


def lookup_nearest_symbol_from(op: Operation, ref: Any, collection: SymbolTableCollection | None = None) -> Operation | None:
    """SymbolTable::lookupNearestSymbolFrom(op, SymbolRefAttr): the root reference in
    the nearest symbol table, then each nested reference inside the previous result."""
    table = nearest_symbol_table(op)
    if table is None:
        return None
    found = lookup_symbol_in(table, ref.root_reference.value, collection)
    for nested in ref.nested_references:
        if found is None or not has_symbol_table(found):
            return None
        found = lookup_symbol_in(found, nested.root_reference.value, collection)
    return found
