"""Operation entries of a dialect page, laid out like `mlir-tblgen -gen-op-doc`:
title, summary, the `operation ::=` syntax from the assembly format, description,
traits and interfaces, then tables of properties (inherent attributes), operands,
results, regions and successors. A Python API block shows the generated `build` and the
custom builders (their public signatures, `ip` included).
"""

from __future__ import annotations

import textwrap
from typing import Any

from odsgen.docs.markdown import cell, italic
from odsgen.docs.view import OpDoc, Table
from odsgen.spec.op_model import AttributeArg, OpDef

_INTERFACE_SUFFIXES = ("Interface", "OpInterface")


def op_docs(ops: list[OpDef], views: dict[str, Any]) -> list[OpDoc]:
    """`views`: class name -> the op's codegen view (its builders' signatures)."""
    return [_op_doc(op, _api(op, views.get(op.class_name))) for op in ops]


def _api(op: OpDef, view: Any) -> list[str]:
    if view is None:
        return []
    lines = []
    if view.build_signature:
        lines.append(f"{op.class_name}.build({view.build_signature.replace('cls, ', '', 1)}) -> {op.class_name}")
    for name, signature, returns, _body, _call in view.builders:
        public = signature.removeprefix("cls, ") + ", *, ip: InsertionPoint | None = None"
        lines.append(f"{op.class_name}.{name}({public}) -> {returns}")
    return lines


def _type_cell(a: AttributeArg) -> str:
    """An attribute's storage class, or a property's Python value type."""
    if a.is_prop:
        from odsgen.spec.props import runtime_kind

        return "property: " + str(runtime_kind(a.constraint).annotation)
    return _storage(a.constraint.storage)


def _op_doc(op: OpDef, api: list[str]) -> OpDoc:
    traits = [t.text for t in op.traits if not _is_interface(t.name)]
    interfaces = [t.text for t in op.traits if _is_interface(t.name)]
    tables: list[tuple[str, Table]] = []
    if op.attributes:
        rows = [[f"`{a.name}`", cell(_type_cell(a)), cell(a.constraint.summary)] for a in op.attributes]
        tables.append(("Properties", Table(["Property", "Type", "Description"], [":------:", ":--:", ":---------:"], rows)))
    if op.operands:
        # mlir-tblgen's docs call an unnamed operand or result «unnamed», as a region.
        rows = [["«unnamed»" if o.unnamed else f"`{o.name}`", cell(o.summary)] for o in op.operands]
        tables.append(("Operands", Table(["Operand", "Description"], [":-----:", "-----------"], rows)))
    if op.results:
        rows = [["«unnamed»" if r.unnamed else f"`{r.name}`", cell(r.summary)] for r in op.results]
        tables.append(("Results", Table(["Result", "Description"], [":----:", "-----------"], rows)))
    if op.regions:
        # mlir-tblgen's docs call an unnamed region «unnamed».
        rows = [
            [f"`{r.name}`" if r.name else "«unnamed»", cell(("variadic of " if r.variadic else "") + r.constraint.summary)]
            for r in op.regions
        ]
        tables.append(("Regions", Table(["Region", "Description"], [":----:", "-----------"], rows)))
    if op.successors:
        rows = [[f"`{s.name}`", cell(("variadic of " if s.variadic else "") + s.constraint.summary)] for s in op.successors]
        tables.append(("Successors", Table(["Successor", "Description"], [":-------:", "-----------"], rows)))
    description = textwrap.dedent(op.description).strip()
    return OpDoc(
        title=f"`{op.op_name}` ({op.class_name})",
        anchor="",
        summary=italic(op.summary),
        syntax=_syntax(op),
        description=description,
        traits="Traits: " + ", ".join(f"`{t}`" for t in traits) if traits else "",
        interfaces="Interfaces: " + ", ".join(f"`{i}`" for i in interfaces) if interfaces else "",
        effects="",
        tables=tables,
        api=api,
    )


def _is_interface(name: str) -> bool:
    return name.endswith(_INTERFACE_SUFFIXES) or name.startswith("DeclareOpInterfaceMethods")


def _storage(storage: str | None) -> str:
    return storage.rpartition(".")[2] if storage else "Attribute"


def _syntax(op: OpDef) -> list[str]:
    """`operation ::= `name` format`, wrapped like upstream (continuation lines aligned)."""
    if op.assembly_format is None:
        return []
    head = f"operation ::= `{op.op_name}` "
    words = op.assembly_format.code.split()
    lines, current = [], head
    for word in words:
        if len(current) + len(word) > 80 and current.strip() != head.strip():
            lines.append(current.rstrip())
            current = " " * len(head)
        current += word + " "
    lines.append(current.rstrip())
    return lines
