"""Constraint expressions as written in YAML (`Variadic<AnyType>`, `TensorOf<[F32]>`):
their syntax tree and parser, positions inside YAML scalars, and the check that an
embedded Python expression (a predicate, a native call) parses."""

from __future__ import annotations

import re
import warnings
from dataclasses import dataclass
from typing import Any, Callable

from odsgen import limits
from odsgen.errors import DefinitionError
from odsgen.ir.core.diagnostics import error
from odsgen.ir.core.source import Span
from odsgen.spec.yaml_source import YNode


@dataclass(frozen=True)
class Expr:
    """`Name<args>`; an argument is an Expr, a list, a string or an integer."""

    name: str
    args: tuple[Any, ...]
    source: str  # the text as written (pasted into `is:` substitutions)
    offset: int  # where it starts in the YAML string


_TOKEN = re.compile(r'\s*(?:(?P<name>[A-Za-z_][\w.]*)|(?P<int>-?\d+)|(?P<str>"(?:[^"\\]|\\.)*")|(?P<p>[<>\[\],]))')


# Python converts at most 4300 digits by default (sys.get_int_max_str_digits).
_MAX_DIGITS = 4000


class ExprParser:
    """Reads one constraint expression; `fail(message, offset)` makes the error."""

    def __init__(self, source: str, fail: Callable[[str, int], DefinitionError]) -> None:
        self.source = source
        self.pos = 0
        self.fail = fail
        self.depth = 0

    def _peek(self) -> re.Match[str] | None:
        return _TOKEN.match(self.source, self.pos)

    def _skip_space(self) -> None:
        while self.pos < len(self.source) and self.source[self.pos].isspace():
            self.pos += 1

    def parse(self) -> Expr:
        value = self._arg()
        self._skip_space()
        if not isinstance(value, Expr):
            raise self.fail("expected a constraint name", 0)
        if self.pos != len(self.source):
            raise self.fail("unexpected text after the constraint", self.pos)
        return value

    def _punct(self, char: str) -> bool:
        m = self._peek()
        if m is not None and m.group("p") == char:
            self.pos = m.end()
            return True
        return False

    def _arg(self) -> Any:
        self._skip_space()
        if self.depth >= limits.EXPR_DEPTH:
            raise self.fail(f"nesting too deep (more than {limits.EXPR_DEPTH} levels)", self.pos)
        self.depth += 1
        try:
            return self._arg_at(self.pos)
        finally:
            self.depth -= 1

    def _arg_at(self, start: int) -> Any:
        m = self._peek()
        if m is None:
            raise self.fail("expected a constraint, a list, a string or an integer", self.pos)
        if m.group("int") is not None:
            digits = m.group("int").lstrip("-")
            if len(digits) > _MAX_DIGITS:
                raise self.fail(f"integer out of range ({len(digits)} digits)", m.start("int"))
            self.pos = m.end()
            return int(m.group("int"))
        if m.group("str") is not None:
            self.pos = m.end()
            return m.group("str")[1:-1].replace('\\"', '"').replace("\\\\", "\\")
        if m.group("p") == "[":
            self.pos = m.end()
            items: list[Any] = []
            if not self._punct("]"):
                while True:
                    items.append(self._arg())
                    if self._punct("]"):
                        break
                    if not self._punct(","):
                        raise self.fail("expected ',' or ']'", self.pos)
            return tuple(items)
        if m.group("name") is None:
            raise self.fail("expected a constraint, a list, a string or an integer", self.pos)
        self.pos = m.end()
        name = m.group("name")
        args: list[Any] = []
        if self._punct("<"):
            while True:
                args.append(self._arg())
                if self._punct(">"):
                    break
                if not self._punct(","):
                    raise self.fail("expected ',' or '>'", self.pos)
        return Expr(name, tuple(args), self.source[start : self.pos].strip(), start)


def parse_expr(node: YNode) -> Expr:
    """Parse a constraint expression from a YAML string, errors pointing into it."""
    source = node.value

    def fail(message: str, offset: int) -> DefinitionError:
        return DefinitionError(error(message, span_inside(node, offset)))

    return ExprParser(source, fail).parse()


def span_inside(node: YNode, offset: int) -> Span:
    """The position `offset` characters into a (possibly quoted) YAML scalar."""
    quoted = node.span.text[:1] in ("'", '"')
    return node.span.input.span(node.span.start + offset + (1 if quoted else 0))


def python_expression_problem(code: str) -> str | None:
    """Why `code` (with `$` placeholders) is not a Python expression, or None."""
    problem = _expression_error(code)
    return None if problem is None else problem.msg


def _expression_error(code: str) -> SyntaxError | None:
    code = re.sub(r"\$(\w*)", lambda m: "_" + m.group(1), code)
    try:
        with warnings.catch_warnings():
            warnings.simplefilter("ignore")
            compile("(\n" + code + "\n)", "<expression>", "eval", dont_inherit=True)
    except SyntaxError as exc:
        return exc
    return None


def check_expression(field: YNode, key: str) -> None:
    """A Python expression from YAML (a constraint's predicate, a native code call...)
    parses; placeholders are made names of the same length, so columns stay right."""
    exc = _expression_error(field.value)
    if exc is None:
        return
    line = max(1, (exc.lineno or 2) - 1)
    lines = field.value.split("\n")
    offset = sum(len(t) + 1 for t in lines[: line - 1]) + max(0, (exc.offset or 1) - 1)
    where = field.span if field.style in ("|", ">") else span_inside(field, min(offset, len(field.value)))
    raise DefinitionError(error(f"invalid Python in '{key}': {exc.msg}", where))
