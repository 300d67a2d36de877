"""The real syntax of an attribute or type, derived from its assembly format.

Upstream's docs list parameters with their C++ types whatever the format says. Here the
parsed format is walked the way the generated printer prints it (the same spacing
rules, decided statically as codegen/format_view.py decides them), with a `$name` hole
for each parameter. Each optional group (and each optional parameter printed on its
own) doubles the forms: a format with a few of them is shown as its concrete forms, one
per line; beyond MAX_FORMS the format itself is shown, as a grammar.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from odsgen.codegen.format_view import should_emit_space_before
from odsgen.format import ast
from odsgen.spec.model import AttrOrTypeDef

MAX_FORMS = 8


@dataclass
class SyntaxDoc:
    """What a definition's Syntax block shows. `forms` are the lines of the code block
    (empty: no block); `text` replaces the block when there is no textual form."""

    forms: list[str] = field(default_factory=list)
    notes: list[str] = field(default_factory=list)
    text: str = ""


def prefix_of(d: AttrOrTypeDef) -> str:
    sigil = "#" if d.kind == "attr" else "!"
    return f"{sigil}{d.dialect.name}.{d.mnemonic}"


def def_syntax(d: AttrOrTypeDef, elements: list[ast.Element] | None) -> SyntaxDoc:
    if d.mnemonic is None:
        return SyntaxDoc()  # builtin shorthand, or no textual form: the description says
    prefix = prefix_of(d)
    if d.has_custom_assembly_format:
        return SyntaxDoc(
            text=f"Syntax: `{prefix}` followed by a custom form (the class's `parse` and `print`)."
        )
    if elements is None:
        if not d.parameters:
            return SyntaxDoc(forms=[prefix])
        return SyntaxDoc(
            text=f"No textual syntax: `{d.name}` has no `assemblyFormat`; build it with `{d.class_name}.get`."
        )
    writer = _Writer(prefix)
    writer.elements(elements)
    if len(writer.forms) > MAX_FORMS:
        grammar = (
            " ".join(["`" + prefix + "`", d.assembly_format.code.strip()])
            if d.assembly_format
            else prefix
        )
        return SyntaxDoc(
            forms=[grammar],
            notes=[
                "The assembly format, as a grammar (it has too many optional groups to list its forms)."
            ],
        )
    return SyntaxDoc(forms=writer.forms, notes=list(dict.fromkeys(writer.notes)))


class _Writer:
    """Appends printed text to every form; the spacing state is static, as in the
    generated printer, so a group's branches start from the same state."""

    def __init__(self, prefix: str) -> None:
        self.forms = [prefix]
        self.space, self.punct = True, False  # after the mnemonic
        self.notes: list[str] = []
        self.groups = 0  # optional groups entered: their variables are present with them

    def write(self, text: str) -> None:
        self.forms = [f + text for f in self.forms]

    def elements(self, elements: list[ast.Element]) -> None:
        for e in elements:
            self.element(e)

    def element(self, e: ast.Element) -> None:
        if isinstance(e, ast.Literal):
            self.literal(e.spelling)
        elif isinstance(e, ast.Whitespace):
            self.space = False
            if e.value == "":
                self.punct = True
            else:
                self.write(e.value)
        elif isinstance(e, ast.Variable):
            self.variable(e)
        elif isinstance(e, ast.Params):
            self.comma_separated(list(e.params), keyed=False)
        elif isinstance(e, ast.Struct):
            self.comma_separated(list(e.members), keyed=True)
        elif isinstance(e, ast.Custom):
            self.hole(_custom_text(e))
            self.notes.append(
                f"`custom<{e.name}>` is parsed and printed by the dialect's `parse_{e.name}` and `print_{e.name}`."
            )
        elif isinstance(e, ast.Optional):
            self.optional(e)
        else:
            raise AssertionError(f"unexpected format element {e!r}")

    def literal(self, value: str) -> None:
        need_space = self.space and should_emit_space_before(value, self.punct)
        self.write((" " if need_space else "") + value)
        self.space = len(value) != 1 or value[0] not in "<({["
        self.punct = value[0] != "_" and not value[0].isalpha()

    def hole(self, text: str) -> None:
        self.write((" " if self.space or not self.punct else "") + text)
        self.space, self.punct = True, False

    def variable(self, e: ast.Variable) -> None:
        before = list(self.forms)
        self.hole(f"${e.name}")
        if e.target.is_optional and not self.groups:  # printed when not the default
            self.forms = self.forms + [f for f in before if f not in self.forms]
            self.notes.append(f"`${e.name}` is left out when it has its default value.")

    def comma_separated(self, members: list[ast.Element], keyed: bool) -> None:
        names = [ast.params_of(m)[0].target for m in members]
        if self.space or not self.punct:
            self.write(" ")
        parts = []
        for member, p in zip(members, names):
            value = _custom_text(member) if isinstance(member, ast.Custom) else f"${p.name}"
            parts.append(f"{p.name} = {value}" if keyed else value)
        self.write(", ".join(parts))
        self.space, self.punct = True, False
        optional = [f"`{p.name}`" for p in names if p.is_optional]
        if keyed:
            note = "The `key = value` entries may come in any order"
            self.notes.append(note + (f"; {_join(optional)} may be left out." if optional else "."))
        elif optional:
            self.notes.append(f"{_join(optional)} may be left out.")

    def optional(self, e: ast.Optional) -> None:
        start, saved = list(self.forms), (self.space, self.punct)
        self.groups += 1
        self.elements(e.then_elements)
        then_forms = self.forms
        self.forms, (self.space, self.punct) = start, saved
        self.elements(e.else_elements)
        self.groups -= 1
        self.forms = then_forms + [f for f in self.forms if f not in then_forms]


def _custom_text(e: ast.Custom) -> str:
    args = []
    for a in e.args:
        if isinstance(a, ast.Ref):
            a = a.arg
        if isinstance(a, ast.Variable):
            args.append(f"${a.name}")
        elif isinstance(a, ast.String):
            args.append(a.value)
    return f"custom<{e.name}>({', '.join(args)})"


def _join(items: list[str]) -> str:
    return items[0] if len(items) == 1 else ", ".join(items[:-1]) + " and " + items[-1]
