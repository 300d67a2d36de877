"""Elements of a parsed assembly format. Every element records where it starts in the
format string (`offset`), so later checks can point at it."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any


@dataclass(eq=False)
class Element:
    offset: int


@dataclass(eq=False)
class Literal(Element):
    spelling: str  # a keyword or punctuation, without backticks


@dataclass(eq=False)
class Whitespace(Element):
    value: str  # "" (no space), " " or "\\n"


@dataclass(eq=False)
class Variable(Element):
    """`$name`; `target` is what it names (a Parameter for attr/type formats)."""

    name: str
    target: Any
    qualified: bool = False


@dataclass(eq=False)
class String(Element):
    """A string argument of a custom directive: Python code pasted into the call."""

    value: str


@dataclass(eq=False)
class Ref(Element):
    arg: Element


@dataclass(eq=False)
class Params(Element):
    params: list[Variable]


@dataclass(eq=False)
class Struct(Element):
    """`struct(...)`: members are variables, or custom directives binding one (the key
    is the parameter's name)."""

    members: list[Element]

    @property
    def params(self) -> list[Variable]:
        return [v for m in self.members for v in params_of(m)]

    @property
    def has_optional(self) -> bool:
        return any(p.target.is_optional for p in self.params)


@dataclass(eq=False)
class Custom(Element):
    name: str
    args: list[Element]


@dataclass(eq=False)
class Directive(Element):
    """An op-format directive without arguments of its own (`attr-dict`, `operands`...)."""

    kind: str
    args: list[Element] = field(default_factory=list)


@dataclass(eq=False)
class Optional(Element):
    then_elements: list[Element]
    else_elements: list[Element]
    anchor: Element
    inverted: bool  # the anchor is in the else branch

    @property
    def first_then(self) -> Element:
        return next(e for e in self.then_elements if not isinstance(e, Whitespace))


def params_of(element: Element) -> list[Variable]:
    """The variables an element binds (what a group or anchor depends on)."""
    if isinstance(element, Variable):
        return [element]
    if isinstance(element, Params):
        return list(element.params)
    if isinstance(element, Struct):
        return element.params
    if isinstance(element, Custom):
        return [a for a in element.args if isinstance(a, Variable)]
    return []


# -- operation formats ---------------------------------------------------------------------
# Variables of op formats name an operand, result, attribute, region or successor of the
# OpDef (`kind`), at `index` in its list; the directives below exist only in op formats.


@dataclass(eq=False)
class OpVariable(Variable):
    kind: str = "operand"  # "operand", "result", "attribute", "region" or "successor"
    index: int = 0


@dataclass(eq=False)
class AttrDict(Element):
    """`attr-dict` / `attr-dict-with-keyword`."""

    with_keyword: bool


@dataclass(eq=False)
class PropDict(Element):
    """`prop-dict`: the inherent attributes as `<{...}>`."""


@dataclass(eq=False)
class TypeOf(Element):
    """`type(arg)`: arg is an operand/result OpVariable or an `operands`/`results`
    Directive."""

    arg: Element
    qualified: bool = False


@dataclass(eq=False)
class FunctionalType(Element):
    """`functional-type(inputs, results)`."""

    inputs: Element
    results: Element


@dataclass(eq=False)
class OIList(Element):
    """`oilist(`kw` elements | ...)`: clauses in any order, each at most once."""

    clauses: list[tuple[Literal, list[Element]]]
