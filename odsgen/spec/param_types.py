"""Parameter type expressions, as ODS spells them: `unsigned`, `ArrayRefParameter<int64_t>`,
`DefaultValuedParameter<"int", "5">`, `StringRefParameter<"the name">`, a class name...

An expression is parsed into a small tree, then resolved by `ParamTypeResolver` (in
resolve.py) against the built-in table below and the visible definitions.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from odsgen import limits
from odsgen.errors import DefinitionError
from odsgen.ir.core.diagnostics import error
from odsgen.ir.core.source import Span


@dataclass(frozen=True)
class TypeExpr:
    name: str
    args: tuple[TypeExpr | StrArg, ...]
    span: Span


@dataclass(frozen=True)
class StrArg:
    value: str
    span: Span  # span of the string's content in the YAML file


@dataclass(frozen=True)
class ScalarInfo:
    kind: str  # int, bool, float, str, attribute, type
    annotation: str
    int_range: tuple[int | None, int | None] = (None, None)


def _int(bits: int, signed: bool) -> ScalarInfo:
    lo, hi = (-(1 << (bits - 1)), (1 << (bits - 1)) - 1) if signed else (0, (1 << bits) - 1)
    return ScalarInfo("int", "int", (lo, hi))


SCALARS: dict[str, ScalarInfo] = {
    "int": ScalarInfo("int", "int"),
    "APInt": ScalarInfo("int", "int"),
    "unsigned": _int(32, False),
    "size_t": _int(64, False),
    "bool": ScalarInfo("bool", "bool"),
    "float": ScalarInfo("float", "float"),
    "double": ScalarInfo("float", "float"),
    "APFloat": ScalarInfo("float", "float"),
    "str": ScalarInfo("str", "str"),
    "StringRef": ScalarInfo("str", "str"),
    "std::string": ScalarInfo("str", "str"),
    "Type": ScalarInfo("type", "Type"),
    "Attribute": ScalarInfo("attribute", "Attribute"),
}
for _bits in (8, 16, 32, 64):
    SCALARS[f"int{_bits}_t"] = _int(_bits, True)
    SCALARS[f"uint{_bits}_t"] = _int(_bits, False)

# Parameter classes of ODS; each maps to how resolve.py builds the ParamType.
WRAPPERS = (
    "ArrayRefParameter",
    "OptionalArrayRefParameter",
    "OptionalParameter",
    "DefaultValuedParameter",
    "StringRefParameter",
    "APFloatParameter",
    "APIntParameter",
    "AttributeSelfTypeParameter",
    "AttrParameter",
    "TypeParameter",
    "AttrOrTypeParameter",
)

_TOKEN = re.compile(r"\s*(?:(?P<name>(?:::)?[A-Za-z_][\w]*(?:(?:::|\.)[A-Za-z_]\w*)*)"
                    r"|(?P<str>\"(?:[^\"\\]|\\.)*\")|(?P<punct>[<>,]))")


def parse_type_expr(text: str, span: Span) -> TypeExpr:
    """Parse `text` (the value of a YAML string at `span`) into a TypeExpr."""
    quoted = span.text[:1] in ("'", '"')
    base = span.start + (1 if quoted else 0)
    parser = _ExprParser(text, span, base)
    expr = parser.parse_expr()
    parser.expect_end()
    return expr


class _ExprParser:
    def __init__(self, text: str, span: Span, base: int) -> None:
        self.text, self.span, self.base, self.pos = text, span, base, 0
        self.depth = 0

    def _at(self, pos: int) -> Span:
        return self.span.input.span(min(self.base + pos, self.span.end))

    def _fail(self, message: str, pos: int) -> DefinitionError:
        return DefinitionError(error(message, self._at(pos)))

    def _next(self) -> tuple[str, str, int] | None:
        match = _TOKEN.match(self.text, self.pos)
        if match is None or match.end() == match.start():
            return None
        kind = match.lastgroup or ""
        return kind, match.group(kind), match.start(kind)

    def _skip_ws(self) -> None:
        while self.pos < len(self.text) and self.text[self.pos].isspace():
            self.pos += 1

    def parse_expr(self) -> TypeExpr:
        self._skip_ws()
        if self.depth >= limits.EXPR_DEPTH:
            raise self._fail(f"nesting too deep (more than {limits.EXPR_DEPTH} levels)", self.pos)
        self.depth += 1
        try:
            return self._parse_expr()
        finally:
            self.depth -= 1

    def _parse_expr(self) -> TypeExpr:
        token = self._next()
        if token is None or token[0] != "name":
            raise self._fail("expected a parameter type name", self.pos)
        _, name, start = token
        self.pos = start + len(name)
        args: list[TypeExpr | StrArg] = []
        self._skip_ws()
        if self.text.startswith("<", self.pos):
            self.pos += 1
            while True:
                self._skip_ws()
                token = self._next()
                if token is not None and token[0] == "str":
                    _, lit, lit_start = token
                    value = lit[1:-1].replace('\\"', '"').replace("\\\\", "\\")
                    args.append(StrArg(value, self.span.input.span(self.base + lit_start + 1, self.base + lit_start + len(lit) - 1)))
                    self.pos = lit_start + len(lit)
                else:
                    args.append(self.parse_expr())
                self._skip_ws()
                if self.text.startswith(",", self.pos):
                    self.pos += 1
                    continue
                if self.text.startswith(">", self.pos):
                    self.pos += 1
                    break
                raise self._fail("expected ',' or '>' in parameter type", self.pos)
        return TypeExpr(name, tuple(args), self._at(start))

    def expect_end(self) -> None:
        self._skip_ws()
        if self.pos != len(self.text):
            raise self._fail("unexpected text after parameter type", self.pos)
