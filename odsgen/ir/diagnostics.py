"""Diagnostics: one vocabulary for definition, format, parse and verifier errors.

A diagnostic renders the way mlir-opt prints one:

    input.mlir:1:23: error: invalid integer width
    %0 = "u.t"() : () -> (i21312312323120)
                          ^

Notes render the same way with severity `note`, after their diagnostic.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import Enum

from odsgen.ir.source import Span


class Severity(Enum):
    ERROR = "error"
    WARNING = "warning"
    NOTE = "note"
    REMARK = "remark"


@dataclass
class Diagnostic:
    severity: Severity
    message: str
    span: Span | None = None
    notes: list[Diagnostic] = field(default_factory=list)

    def note(self, message: str, span: Span | None = None) -> Diagnostic:
        """Attach a note and return self, so calls can be chained."""
        self.notes.append(Diagnostic(Severity.NOTE, message, span))
        return self

    def render(self, show_source: bool = True) -> str:
        """The diagnostic and its notes as mlir-opt prints them, newline-terminated."""
        parts = [self._render_one(show_source)]
        parts.extend(n._render_one(show_source) for n in self.notes)
        return "".join(parts)

    def _render_one(self, show_source: bool) -> str:
        head = f"{self.severity.value}: {self.message}\n"
        if self.span is None:
            return head
        line, col = self.span.input.line_col(self.span.start)
        head = f"{self.span.input.name}:{line}:{col}: {head}"
        if not show_source:
            return head
        source = self.span.input.line_text(line)
        # The caret line keeps tabs so the caret lines up under tab-indented source.
        pad = "".join(c if c == "\t" else " " for c in source[: col - 1])
        return f"{head}{source}\n{pad}^\n"

    def __str__(self) -> str:
        return self.render().rstrip("\n")


def error(message: str, span: Span | None = None) -> Diagnostic:
    return Diagnostic(Severity.ERROR, message, span)


class DiagnosticError(Exception):
    """An exception carrying one or more diagnostics; `str()` renders them all."""

    def __init__(self, diagnostic: Diagnostic, *more: Diagnostic) -> None:
        self.diagnostics = [diagnostic, *more]
        super().__init__(diagnostic.message)

    @property
    def diagnostic(self) -> Diagnostic:
        return self.diagnostics[0]

    @property
    def span(self) -> Span | None:
        return self.diagnostic.span

    def render(self) -> str:
        return "".join(d.render() for d in self.diagnostics)

    def __str__(self) -> str:
        return self.render().rstrip("\n")


class ParseError(DiagnosticError):
    """Malformed IR text."""


class VerifyError(DiagnosticError):
    """IR, an attribute or a type that breaks a verifier rule."""
