"""A check upstream mlir-tblgen does not make: an optional group whose first token may
also start the element that follows it.

The generated parser decides whether an optional group is present by looking at one
token (the group's first literal, or whether its first variable parses). If the
element after the group can start with the same token, input without the group is
misread as input with it, e.g. `(`,` $a^)? `,` $b` or two adjacent groups that both
start with `,` (tenstorrent/tt-mlir#8275). Such formats are rejected at generation time.
"""

from __future__ import annotations

from odsgen.format import ast
from odsgen.format.lexer import FormatError

ANY = "<any value>"

_DESCRIBED = {
    "<integer>": "an integer",
    "<float>": "a float",
    "<string>": "a string",
    "<type>": "a type",
    "<attribute>": "an attribute",
    "<keyword>": "a keyword",
    ANY: "any value",
}

# What a parameter value of each kind can start with, as token descriptions.
_KIND_FIRST = {
    "int": {"<integer>", "-", "true", "false"},
    "float": {"<integer>", "<float>", "-"},
    "str": {"<string>"},
    "bool": {"true", "false"},
    "type": {"<type>"},
    "attribute": {"<attribute>"},
}


def _value_first(param: object) -> set[str]:
    ptype = param.type  # type: ignore[attr-defined]
    kind = ptype.kind
    if kind == "custom" and ptype.element is not None:
        kind = ptype.element.kind
    if kind == "array" and ptype.element is not None:
        return _KIND_FIRST.get(ptype.element.kind, {ANY})
    if kind == "def":
        return {"<type>"} if ptype.base_class == "Type" else {"<attribute>"}
    return _KIND_FIRST.get(kind, {ANY})


def first_tokens(element: ast.Element) -> set[str] | None:
    """Tokens `element` can start with; None when it prints/parses nothing."""
    if isinstance(element, ast.Literal):
        return {element.spelling}
    if isinstance(element, ast.Whitespace):
        return None
    if isinstance(element, ast.Variable):
        return _value_first(element.target)
    if isinstance(element, ast.Params):
        return _value_first(element.params[0].target) if element.params else None
    if isinstance(element, ast.Struct):
        return {"<keyword>"}
    if isinstance(element, ast.Optional):
        first = next((e for e in element.then_elements if not isinstance(e, ast.Whitespace)), None)
        return first_tokens(first) if first is not None else None
    return {ANY}  # custom directives: anything


def _overlap(a: set[str], b: set[str]) -> set[str]:
    if ANY in a or ANY in b:
        return (a | b) - {ANY} or {ANY}
    shared = a & b
    # A type is also an attribute (TypeAttr), so their starts overlap.
    if ("<type>" in a and "<attribute>" in b) or ("<attribute>" in a and "<type>" in b):
        shared.add("<type>")
    return shared


def check_ambiguity(elements: list[ast.Element]) -> None:
    """Raise a FormatError at the first optional group that cannot be told apart from
    the element after it."""
    visible = [e for e in elements if not isinstance(e, ast.Whitespace)]
    for group, following in zip(visible, visible[1:]):
        if not isinstance(group, ast.Optional) or group.else_elements:
            continue  # with an else branch, absence is spelled explicitly
        mine, theirs = first_tokens(group), first_tokens(following)
        if mine is None or theirs is None:
            continue
        shared = _overlap(mine, theirs)
        if shared:
            # Name a kind of value (an integer) before a spelled token (`-`).
            token = sorted(shared, key=lambda t: (not t.startswith("<"), t))[0]
            spelled = _DESCRIBED.get(token, f"`{token}`")
            raise FormatError(
                f"optional group is ambiguous: it starts with {spelled}, which can also start the "
                "element after it, so the parser cannot tell whether the group is present",
                group.offset,
                note=("the element that can start the same way", following.offset),
            )
