"""symbol-dce (mlir/lib/Transforms/SymbolDCE.cpp): erase private symbols that nothing
references, in symbol tables, transitively."""

from __future__ import annotations

from typing import Any

from odsgen.ir import Operation
from odsgen.passes.pass_base import Pass, register_pass


def _traits(op: Operation) -> frozenset[str]:
    return getattr(type(op), "_ods_traits", frozenset())


def _is_symbol(op: Operation) -> bool:
    from odsgen.rewrite.effects import is_symbol

    return is_symbol(op)


def _visibility(op: Operation) -> str:
    from odsgen.ir.core.op_base import inherent_attr

    attr = inherent_attr(op, "sym_visibility") or op.attributes.get("sym_visibility")
    return attr.value if attr is not None else "public"


def _name(op: Operation) -> str | None:
    from odsgen.ir.core.op_base import inherent_attr

    attr = inherent_attr(op, "sym_name") or op.attributes.get("sym_name")
    return attr.value if attr is not None else None


def _references(op: Operation) -> set[str]:
    """Root names of every symbol reference in the attributes of `op` and nested ops."""
    from odsgen.dialects import builtin

    found: set[str] = set()

    def visit(attr: Any) -> None:
        if isinstance(attr, builtin.SymbolRefAttr):
            found.add(attr.root_reference.value)
        elif isinstance(attr, builtin.ArrayAttr):
            for item in attr.value:
                visit(item)
        elif isinstance(attr, builtin.DictionaryAttr):
            for _, item in attr._value:
                visit(item)

    for inner in op.walk():
        for attr in inner.attributes.values():
            visit(attr)
        if inner.properties is not None:
            visit(inner.properties)
    return found


@register_pass
class SymbolDCE(Pass):
    argument = "symbol-dce"
    summary = "Eliminate dead symbols"

    def run_on_operation(self, op: Operation) -> None:
        for table in [o for o in op.walk() if "SymbolTable" in _traits(o)]:
            self._simplify_table(table, table is op or table.parent is None)

    def _simplify_table(self, table: Operation, top: bool) -> None:
        if not table.regions or not table.regions[0].blocks:
            return
        symbols = [o for o in table.regions[0].blocks[0].operations if _is_symbol(o)]
        live: set[str] = set()
        worklist = []
        for sym in symbols:
            name = _name(sym)
            if name is None or _visibility(sym) != "private" or not top and _visibility(sym) == "nested":
                if name is not None:
                    live.add(name)
                worklist.append(sym)
        for other in table.regions[0].blocks[0].operations:
            if not _is_symbol(other):
                worklist.append(other)
        by_name = {_name(s): s for s in symbols}
        while worklist:
            current = worklist.pop()
            for ref in _references(current):
                if ref not in live and ref in by_name:
                    live.add(ref)
                    worklist.append(by_name[ref])
        for sym in symbols:
            name = _name(sym)
            if name is not None and name not in live and _visibility(sym) != "public":
                sym.erase()
