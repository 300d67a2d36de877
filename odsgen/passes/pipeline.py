"""MLIR's textual pass pipelines: `builtin.module(func.func(canonicalize{max-iterations=3}),cse)`.

A pipeline is an operation name with a comma-separated list of passes and nested
pipelines in parentheses; a pass may carry options in braces. Nested pipelines run on
the operations of that name directly inside the parent's regions (`any` matches any).
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field

from odsgen.passes.pass_base import PASS_REGISTRY, Pass


class PipelineError(ValueError):
    """A malformed pipeline, an unknown pass or a bad option. `render()` is what mlir-opt
    prints for it."""

    def __init__(self, message: str, column: int = 0, text: str | None = None, rendered: str | None = None) -> None:
        super().__init__(message)
        self.column = column
        self.text = text
        self.rendered = rendered

    def render(self) -> str:
        if self.rendered is not None:
            return self.rendered
        if self.text is None:
            return f"<unknown>:0: error: {self}\n"
        caret = " " * self.column + "^"
        return (
            f"<unknown>:0: error: MLIR Textual PassPipeline Parser:1:{self.column + 1}: error: {self}\n"
            f"{self.text}\n{caret}\n\n"
        )


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
            raise PipelineError(f"'{name}' does not refer to a registered pass or pass pipeline", at, self.text)
        instance = cls()
        if self.peek() == "{":
            start = self.pos + 1
            options = self.options()
            text = self.text[start : self.pos - 1]
            for key, value in options.items():
                try:
                    instance.set_option(key, value)
                except ValueError as exc:
                    raise PipelineError(str(exc), at, rendered=_option_error(name, key, value, text, exc)) from None
        return instance

    def elements(self, manager: OpPassManager) -> None:
        if self.peek() == ")":
            return
        while True:
            manager.add(self.element())
            if self.peek() != ",":
                return
            self.pos += 1


def _option_error(name: str, key: str, value: str, text: str, exc: Exception) -> str:
    """What mlir-opt prints when a pass option is unknown or its value invalid."""
    tail = f"failed to add `{name}` with options `{text}`\n\n"
    if str(exc).startswith("no such option"):
        return f"<unknown>:0: error: <Pass-Options-Parser>: no such option {key}\n\n" + tail
    return f"mlir-opt: for the --{key} option: '{value}' value invalid for long argument!\n<unknown>:0: error: \n" + tail


_ANCHOR = re.compile(r"\s*([A-Za-z_][\w.]*)\((.*)\)\s*", re.S)


def parse_pass_pipeline(text: str) -> OpPassManager:
    """Parse `anchor(pass,...)` (the anchor is an operation name, or `any`)."""
    match = _ANCHOR.fullmatch(text)
    if match is None or not _balanced(match.group(2)):
        raise PipelineError(
            "expected pass pipeline to be wrapped with the anchor operation type, e.g. 'builtin.module(...)'"
        )
    inner = match.group(2)
    parser = _Parser(inner)
    manager = OpPassManager(match.group(1))
    parser.elements(manager)
    if parser.peek():
        raise PipelineError("expected ',' after parsing pipeline", parser.pos, inner)
    return manager


def _balanced(text: str) -> bool:
    depth = 0
    for ch in text:
        depth += {"(": 1, ")": -1}.get(ch, 0)
        if depth < 0:
            return False
    return depth == 0
