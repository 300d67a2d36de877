"""Attribute, type and enum definitions used as constraints by name (ODS: a dialect's
AttrDef, TypeDef or EnumAttr is a constraint), for the resolver (resolve.py)."""

from __future__ import annotations

from typing import Any

from odsgen.errors import DefinitionError
from odsgen.ir.core.source import Span
from odsgen.spec.model import Dialect, EnumDef
from odsgen.spec.op_model import Constraint
from odsgen.spec.reader import flag, text
from odsgen.spec.yaml_source import YNode

BUILTIN = "builtin"


class ClassConstraints:
    """A mixin of the resolver: it provides `lookup`, `enum`, `dialects` and `reader`."""

    dialects: dict[str, Dialect]
    reader: Any

    def _dialect_of_file(self, span: Span) -> Dialect:
        """The dialect whose names a file sees first: its own, else builtin's."""
        for unit in self.reader.units.values():
            if unit.input is span.input and unit.dialect_name in self.dialects:
                return self.dialects[unit.dialect_name]
        return self.dialects[BUILTIN]

    def find_enum(self, name: str, span: Span) -> tuple[EnumDef, str] | None:
        """An enum (integer or bit) by name and the expression naming its generated class
        (for EnumProp)."""
        try:
            entry = self.lookup(name, self._dialect_of_file(span), ("enum",), span)
        except DefinitionError:
            return None
        if entry is None:
            return None
        module = "builtin" if entry.dialect.name == BUILTIN else "_ods_dialect_" + entry.dialect.name
        enum_def = self.enum(entry)
        return enum_def, f"{module}.{enum_def.name}"

    def class_constraint(self, name: str, span: Span) -> Constraint | None:
        """An attribute or type class, or an integer enum, used as a constraint by name
        (ODS: a dialect's AttrDef/TypeDef/EnumAttr is a constraint)."""
        try:
            entry = self.lookup(name, self._dialect_of_file(span), ("attr", "type", "enum"), span)
        except DefinitionError:
            return None
        if entry is None:
            return None
        module = "builtin" if entry.dialect.name == BUILTIN else "_ods_dialect_" + entry.dialect.name
        qualified = f"{module}.{entry.name}"
        if entry.dialect.name != BUILTIN and "." not in name:
            name = f"{entry.dialect.name}.{name}"
        if entry.kind == "enum":
            enum_def = self.enum(entry)
            if enum_def.is_bit_enum or not enum_def.is_attr_info:
                return None
            width = enum_def.width
            values = ", ".join(str(c.value) for c in enum_def.cases)
            predicate = (
                f"(isinstance($_self, builtin.IntegerAttr) and isinstance($_self.type, builtin.IntegerType) "
                f"and $_self.type.width == {width} and $_self.type.signedness == builtin.Signedness.Signless "
                f"and $_self.value in ({values},))"
            )
            return Constraint(
                "attr", name, enum_def.summary, predicate,
                storage="builtin.IntegerAttr",
                const_builder=f"builtin.IntegerAttr.get($_ctxt, builtin.IntegerType.get($_ctxt, {width}), {module}.{enum_def.name}.$0)",
                enum=enum_def, enum_in_integer=True,
            )
        fields = entry.merged
        summary = text(fields.get("summary"))
        enum_node = fields.get("enum") if entry.kind == "attr" else None
        enum_def = None
        const_builder = None
        if enum_node is not None:
            enum_entry = self.lookup(enum_node.value, entry.dialect, ("enum",), enum_node.span)
            if enum_entry is not None:
                enum_def = self.enum(enum_entry)
                emodule = "builtin" if enum_entry.dialect.name == BUILTIN else "_ods_dialect_" + enum_entry.dialect.name
                const_builder = f"{qualified}.get($_ctxt, {emodule}.{enum_def.name}.$0)"
        # ODS TypeDef: a type without parameters is buildable (`$_builder.getType<T>()`).
        builder = None
        if entry.kind == "type" and not _listed(fields.get("parameters")) and not flag(fields.get("skipDefaultBuilders")):
            builder = f"{qualified}.get($_ctxt)"
        return Constraint(
            entry.kind, name, summary, f"isinstance($_self, {qualified})",
            storage=qualified if entry.kind == "attr" else None,
            const_builder=const_builder, enum=enum_def, attr_class=qualified,
            type_class=qualified if entry.kind == "type" else None, builder=builder,
        )


def _listed(node: YNode | None) -> list:
    return list(node.value) if node is not None and node.kind == "list" else []
