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


def describe(e: Element) -> str:
    """The format text of an element (attribute, type or operation format), for the
    comments of generated code."""
    if isinstance(e, Literal):
        return f"`{e.spelling}`"
    if isinstance(e, Whitespace):
        return "`\\n`" if e.value == "\n" else f"`{e.value}`"
    if isinstance(e, Variable):
        return f"qualified(${e.name})" if e.qualified else f"${e.name}"
    if isinstance(e, Params):
        return "params"
    if isinstance(e, Struct):
        return f"struct({', '.join(describe(m) for m in e.members)})"
    if isinstance(e, Directive):
        return e.kind
    if isinstance(e, AttrDict):
        return "attr-dict-with-keyword" if e.with_keyword else "attr-dict"
    if isinstance(e, PropDict):
        return "prop-dict"
    if isinstance(e, TypeOf):
        text = f"type({describe(e.arg)})"
        return f"qualified({text})" if e.qualified else text
    if isinstance(e, FunctionalType):
        return f"functional-type({describe(e.inputs)}, {describe(e.results)})"
    if isinstance(e, Custom):
        return f"custom<{e.name}>({', '.join(describe(a) for a in e.args)})"
    if isinstance(e, Ref):
        return f"ref({describe(e.arg)})"
    if isinstance(e, String):
        return f'"{e.value}"'
    if isinstance(e, Optional):

        def group(elements: list[Element]) -> str:
            return " ".join(describe(x) + ("^" if x is e.anchor else "") for x in elements)

        text = f"({group(e.then_elements)})"
        return text + (f" : ({group(e.else_elements)})" if e.else_elements else "") + "?"
    if isinstance(e, OIList):
        clauses = " | ".join(" ".join([describe(k)] + [describe(x) for x in xs]) for k, xs in e.clauses)
        return f"oilist({clauses})"
    return type(e).__name__
