"""Docs view models: every decision about a dialect's Markdown page, computed here.

The page follows upstream `mlir-tblgen -gen-dialect-doc` (dialect summary and
description, contents, operations, attributes, types, enums) and adds what a Python
user needs: the real syntax of attributes and types, Python types and defaults of
parameters, the generated builders, and the dialect's interfaces and traits. The
templates in templates/docs/ only print these records.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from odsgen.codegen.view_model import DefView, ModuleView, ParamView
from odsgen.docs.markdown import Slugger, cell, code, italic
from odsgen.docs.syntax import SyntaxDoc, def_syntax
from odsgen.spec.model import AttrOrTypeDef, DialectSpec, EnumDef, Interface, Parameter, TraitDef


@dataclass
class Table:
    headers: list[str]
    align: list[str]  # the delimiter row's cells, e.g. ":---:"
    rows: list[list[str]]  # cells, already escaped


@dataclass
class TocEntry:
    title: str
    anchor: str
    children: list[TocEntry] = field(default_factory=list)


@dataclass
class DefDoc:
    """An attribute or type (`### <ClassName>`)."""

    title: str
    anchor: str
    summary: str
    syntax: SyntaxDoc
    syntax_block: str  # the forms, one per line (blank-line separated if multi-line)
    description: str
    traits: str  # "Traits: `A`, `B`" or ""
    interfaces: str
    parameters: Table | None
    api: list[str]  # Python signatures of the builders


@dataclass
class OpDoc:
    """An operation (`### `dialect.op` (ClassName)`); tables as upstream's, plus
    properties and regions."""

    title: str
    anchor: str
    summary: str
    syntax: list[str]  # lines of the Syntax block (`operation ::= ...`)
    description: str
    traits: str
    interfaces: str
    effects: str
    tables: list[tuple[str, Table]]  # ("Attributes", ...), ("Operands", ...), ...
    api: list[str] = field(default_factory=list)  # the generated `build` signature


@dataclass
class EnumDoc:
    title: str
    anchor: str
    summary: str
    kind: str  # one sentence: what kind of enum, how it prints
    description: str
    cases: Table


@dataclass
class InterfaceDoc:
    title: str
    anchor: str
    summary: str
    kind: str
    description: str
    methods: Table | None


@dataclass
class TraitDoc:
    title: str
    anchor: str
    summary: str
    description: str
    implementation: str


@dataclass
class DialectDoc:
    header: list[str]  # HTML comment lines
    title: str
    summary: str
    description: str
    toc: list[TocEntry]
    operations: list[OpDoc]
    attributes: list[DefDoc]
    types: list[DefDoc]
    enums: list[EnumDoc]
    interfaces: list[InterfaceDoc]
    traits: list[TraitDoc]
    section_titles: dict[str, str]  # section -> heading text (anchors come from the TOC)


SECTIONS = (
    ("operations", "Operations"),
    ("attributes", "Attributes"),
    ("types", "Types"),
    ("enums", "Enums"),
    ("interfaces", "Interfaces"),
    ("traits", "Traits"),
)


class PageBuilder:
    """Builds the DialectDoc of one dialect. `module` is the generated module's view (for
    builder signatures and Python types); `formats` the parsed assembly formats."""

    def __init__(
        self, spec: DialectSpec, module: ModuleView, formats: dict[Any, Any], ops: list[OpDoc] = ()
    ) -> None:
        self.spec = spec
        self.dialect = spec.dialect
        self.formats = formats
        self.def_views: dict[str, DefView] = {d.class_name: d for d in module.defs}
        self.ops = list(ops)
        self.slugger = Slugger()
        self.anchors: dict[str, str] = {}  # class/enum/interface/trait name -> anchor

    def build(self) -> DialectDoc:
        spec = self.spec
        title = f"'{self.dialect.name}' Dialect"
        self.slugger.slug(title)
        # Anchors in document order, so repeated titles get GitHub's -1, -2 suffixes.
        groups: dict[str, list[tuple[str, str]]] = {
            "operations": [(op.title, op.title) for op in self.ops],
            "attributes": [(d.class_name, d.class_name) for d in spec.attributes],
            "types": [(d.class_name, d.class_name) for d in spec.types],
            "enums": [(e.name, e.name) for e in spec.enums],
            "interfaces": [(i.name, i.name) for i in spec.interfaces],
            "traits": [(t.name, t.name) for t in spec.traits],
        }
        toc = []
        for key, heading in SECTIONS:
            if not groups[key]:
                continue
            entry = TocEntry(heading, self.slugger.slug(heading))
            for name, item_title in groups[key]:
                anchor = self.slugger.slug(item_title)
                self.anchors.setdefault(name, anchor)
                entry.children.append(TocEntry(item_title, anchor))
            toc.append(entry)
        for op in self.ops:
            op.anchor = self.anchors[op.title]
        sources = ", ".join(spec.sources)
        return DialectDoc(
            header=[
                f"<!-- Generated by odsgen from {sources}. Do not edit. -->",
                "<!-- Regenerate with `odsgen docs`. -->",
            ],
            title=title,
            summary=italic(self.dialect.summary),
            description=self.dialect.description.strip(),
            toc=toc,
            operations=self.ops,
            attributes=[self.definition(d) for d in spec.attributes],
            types=[self.definition(d) for d in spec.types],
            enums=[self.enum(e) for e in spec.enums],
            interfaces=[self.interface(i) for i in spec.interfaces],
            traits=[self.trait(t) for t in spec.traits],
            section_titles=dict(SECTIONS),
        )

    # -- attributes and types -------------------------------------------------------------

    def definition(self, d: AttrOrTypeDef) -> DefDoc:
        view = self.def_views[d.class_name]
        traits = [t for t in d.traits if isinstance(t, TraitDef)]
        interfaces = [t for t in d.traits if isinstance(t, Interface)]
        rows = [self.parameter_row(p, pv) for p, pv in zip(d.parameters, view.params)]
        syntax = def_syntax(d, self.formats.get(d))
        table = Table(
            ["Parameter", "ODS type", "Python type", "Default", "Description"],
            [":-------:", ":------:", ":---------:", ":-----:", "-----------"],
            rows,
        )
        return DefDoc(
            title=d.class_name,
            anchor=self.anchors[d.class_name],
            summary=italic(d.summary),
            syntax=syntax,
            syntax_block=("\n\n" if any("\n" in f for f in syntax.forms) else "\n").join(
                syntax.forms
            ),
            description=d.description.strip(),
            traits=self.listing("Traits", traits),
            interfaces=self.listing("Interfaces", interfaces),
            parameters=table if rows else None,
            api=self.api(d, view),
        )

    def parameter_row(self, p: Parameter, view: ParamView) -> list[str]:
        name = code(p.name) + (f" ({code(p.py_name)})" if p.py_name != p.name else "")
        python = code(view.annotation)
        target = p.type.ref or (p.type.element.ref if p.type.element else None)
        if (
            target is not None
            and target.dialect.name == self.dialect.name
            and target.class_name in self.anchors
        ):
            python = f"[{python}](#{self.anchors[target.class_name]})"
        if p.default is not None:
            default = code(" ".join(p.default.code.split()))
        elif p.type.optional:
            default = code("None")
        elif p.type.self_type:
            default = code("NoneType")
        else:
            default = "—"
        notes = [p.summary.strip()] if p.summary.strip() else []
        pclass = p.type.param_class
        if pclass is not None and pclass.syntax:
            notes.append(f"Syntax: {pclass.syntax}")
        if p.mutable:
            notes.append(
                f"Mutable: not part of the uniquing key, set once with {code('set_' + p.py_name)}"
            )
        return [
            cell(name),
            cell(code(p.type.spelling)),
            cell(python),
            cell(default),
            cell("<br>".join(notes)),
        ]

    def api(self, d: AttrOrTypeDef, view: DefView) -> list[str]:
        cls = view.class_name
        lines = []
        if view.default_builder_name == "get":
            lines.append(f"{cls}.get({view.builder_signature}) -> {cls}")
        if view.checked_builder_name and not view.checked_builder_name.startswith("_"):
            lines.append(
                f"{cls}.{view.checked_builder_name}(emit_error: EmitError, {view.builder_signature}) -> {cls} | None"
            )
        for b in view.builders:
            signature = b.signature.removeprefix("cls, ").removeprefix("cls")
            lines.append(f"{cls}.{b.name}({signature}) -> {b.return_annotation}")
            if b.checked_name and b.checked_signature is not None:
                checked = b.checked_signature.removeprefix("cls, ").removeprefix("cls")
                lines.append(f"{cls}.{b.checked_name}({checked}) -> {b.return_annotation} | None")
        for p, pv in zip(d.parameters, view.params):
            if p.mutable:
                lines.append(f"{cls}.set_{p.py_name}(self, value: {pv.annotation}) -> bool")
        return lines

    def listing(self, label: str, items: list[Interface | TraitDef]) -> str:
        names = []
        for t in items:
            shown = code(
                t.name if t.dialect.name == self.dialect.name else f"{t.dialect.name}.{t.name}"
            )
            if t.dialect.name == self.dialect.name and t.name in self.anchors:
                shown = f"[{shown}](#{self.anchors[t.name]})"
            names.append(shown)
        return f"{label}: {', '.join(names)}" if names else ""

    # -- enums, interfaces, traits -------------------------------------------------------

    def enum(self, e: EnumDef) -> EnumDoc:
        kind_name = f"I{e.width}{'Bit' if e.is_bit_enum else ''}EnumAttr"
        if e.is_bit_enum:
            kind = (
                f"A {e.width}-bit bit enum ({code(kind_name)}): cases combine as flags, "
                f"printed separated by {code(e.separator)}."
            )
        else:
            kind = f"A {e.width}-bit integer enum ({code(kind_name)})."
        rows = []
        for case in e.cases:
            symbol = case.symbol + (
                f" ({code(case.py_name)})" if case.py_name != case.symbol else ""
            )
            rows.append([cell(symbol), cell(code(str(case.value))), cell(case.string)])
        return EnumDoc(
            title=e.name,
            anchor=self.anchors[e.name],
            summary=italic(e.summary),
            kind=kind,
            description=e.description.strip(),
            cases=Table(["Symbol", "Value", "String"], [":----:", ":---:", "------"], rows),
        )

    def interface(self, i: Interface) -> InterfaceDoc:
        rows = []
        for m in i.methods:
            args = ", ".join(
                f"{a.py_name}: {a.annotation}"
                + (f" = {a.default.code.strip()}" if a.default is not None else "")
                for a in m.args
            )
            signature = f"{m.name}({args})" + (f" -> {m.return_type}" if m.return_type else "")
            name = code(m.name) + (" (static)" if m.static else "")
            default = "yes" if m.body is not None else "no"
            rows.append([cell(name), cell(code(signature)), default, cell(m.description)])
        noun = "attribute" if i.kind == "attr" else "type"
        base = "AttrInterface" if i.kind == "attr" else "TypeInterface"
        return InterfaceDoc(
            title=i.name,
            anchor=self.anchors[i.name],
            summary=italic(i.summary),
            kind=(
                f"An {noun} interface ({code(base)})."
                if noun == "attribute"
                else f"A {noun} interface ({code(base)})."
            ),
            description=i.description.strip(),
            methods=(
                Table(
                    ["Method", "Signature", "Default implementation", "Description"],
                    [":----:", "---------", ":--------------------:", "-----------"],
                    rows,
                )
                if rows
                else None
            ),
        )

    def trait(self, t: TraitDef) -> TraitDoc:
        if t.python_ref:
            implementation = f"Implemented by the Python class {code(t.python_ref)}."
        elif t.extra is not None:
            implementation = "A generated mixin with methods of its own."
        else:
            implementation = ""
        return TraitDoc(
            title=t.name,
            anchor=self.anchors[t.name],
            summary=italic(t.summary),
            description=t.description.strip(),
            implementation=implementation,
        )
