"""MLIR's textual pass pipelines: `builtin.module(func.func(canonicalize{max-iterations=3}),cse)`.

A pipeline is an operation name with a comma-separated list of passes and nested
pipelines in parentheses; a pass may carry options in braces. Nested pipelines run on
the operations of that name directly inside the parent's regions (`any` matches any).
"""

from __future__ import annotations

from dataclasses import dataclass, field

from odsgen.passes.pass_base import PASS_REGISTRY, Pass


class PipelineError(ValueError):
    """A malformed pipeline or an unknown pass, with the column of the problem."""

    def __init__(self, message: str, column: int = 0) -> None:
        super().__init__(message)
        self.column = column


@dataclass
class OpPassManager:
    """Passes and nested managers to run, in order, on operations named `op_name`."""

    op_name: str
    items: list[Pass | OpPassManager] = field(default_factory=list)

    def add(self, item: Pass | OpPassManager) -> OpPassManager:
        self.items.append(item)
        return self

    def nest(self, op_name: str) -> OpPassManager:
        inner = OpPassManager(op_name)
        self.items.append(inner)
        return inner

    def text(self) -> str:
        inner = ",".join(i.text() if isinstance(i, OpPassManager) else i.pipeline_text() for i in self.items)
        return f"{self.op_name}({inner})"


class _Parser:
    def __init__(self, text: str) -> None:
        self.text = text
        self.pos = 0

    def skip_space(self) -> None:
        while self.pos < len(self.text) and self.text[self.pos].isspace():
            self.pos += 1

    def name(self) -> str:
        self.skip_space()
        start = self.pos
        while self.pos < len(self.text) and (self.text[self.pos].isalnum() or self.text[self.pos] in "._-"):
            self.pos += 1
        if start == self.pos:
            raise PipelineError("expected pass or pipeline name", self.pos)
        return self.text[start : self.pos]

    def peek(self) -> str:
        self.skip_space()
        return self.text[self.pos] if self.pos < len(self.text) else ""

    def expect(self, char: str) -> None:
        if self.peek() != char:
            raise PipelineError(f"expected '{char}'", self.pos)
        self.pos += 1

    def options(self) -> dict[str, str]:
        """`{key=value key2=value2}`; values may be quoted or nest braces."""
        self.expect("{")
        out: dict[str, str] = {}
        while self.peek() != "}":
            if not self.peek():
                raise PipelineError("unbalanced '{'", self.pos)
            start = self.pos
            while self.pos < len(self.text) and self.text[self.pos] not in "= }":
                self.pos += 1
            key = self.text[start : self.pos]
            value = ""
            if self.pos < len(self.text) and self.text[self.pos] == "=":
                self.pos += 1
                value = self.value()
            out[key] = value
        self.pos += 1
        return out

    def value(self) -> str:
        text = self.text
        if self.pos < len(text) and text[self.pos] in "'\"":
            quote = text[self.pos]
            end = text.find(quote, self.pos + 1)
            if end < 0:
                raise PipelineError("unterminated quoted option value", self.pos)
            value = text[self.pos + 1 : end]
            self.pos = end + 1
            return value
        start, depth = self.pos, 0
        while self.pos < len(text):
            ch = text[self.pos]
            if ch == "{":
                depth += 1
            elif ch == "}":
                if depth == 0:
                    break
                depth -= 1
            elif ch == " " and depth == 0:
                break
            self.pos += 1
        return text[start : self.pos]

    def element(self) -> Pass | OpPassManager:
        at = self.pos
        name = self.name()
        if self.peek() == "(":
            self.pos += 1
            manager = OpPassManager(name)
            self.elements(manager)
            self.expect(")")
            return manager
        cls = PASS_REGISTRY.get(name)
        if cls is None:
            raise PipelineError(f"'{name}' does not refer to a registered pass or pass pipeline", at)
        instance = cls()
        if self.peek() == "{":
            for key, value in self.options().items():
                try:
                    instance.set_option(key, value)
                except ValueError as exc:
                    raise PipelineError(f"{exc} for pass '{name}'", at) from None
        return instance

    def elements(self, manager: OpPassManager) -> None:
        if self.peek() == ")":
            return
        while True:
            manager.add(self.element())
            if self.peek() != ",":
                return
            self.pos += 1


def parse_pass_pipeline(text: str, default_anchor: str | None = None) -> OpPassManager:
    """Parse `anchor(pass,...)`; with `default_anchor`, a bare list of passes is nested
    under it (as `mlir-opt -p 'cse'` is not, but `--cse` is)."""
    parser = _Parser(text)
    first = parser.element() if parser.peek() else None
    if first is None:
        return OpPassManager(default_anchor or "builtin.module")
    if isinstance(first, OpPassManager) and parser.peek() == "":
        return first
    if default_anchor is None:
        raise PipelineError("expected a pipeline anchored on an operation, e.g. 'builtin.module(...)'", 0)
    manager = OpPassManager(default_anchor, [first])
    while parser.peek() == ",":
        parser.pos += 1
        manager.add(parser.element())
    if parser.peek():
        raise PipelineError("unexpected characters after the pipeline", parser.pos)
    return manager
