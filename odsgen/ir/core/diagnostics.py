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

from odsgen.ir.core.source import Span


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
    # `file:line:col` of a location whose source text is not at hand (no caret shown).
    where: str | None = None

    def note(self, message: str, span: Span | None = None) -> Diagnostic:
        """Attach a note and return self, so calls can be chained."""
        self.notes.append(Diagnostic(Severity.NOTE, message, span))
        return self

    def render(self, show_source: bool = True, ir_notes: bool = False) -> str:
        """The diagnostic and its notes, newline-terminated. With `ir_notes` (an IR
        diagnostic), as mlir-opt's SourceMgrDiagnosticHandler prints them: a note at the
        location just shown does not show the source line again ("called from" lines
        always do); a definition error's notes always show theirs."""
        parts = [self._render_one(show_source)]
        where = self.location_key()
        for note in self.notes:
            shown = not ir_notes or note.location_key() != where or getattr(note, "call_stack", False)
            parts.append(note._render_one(show_source and shown))
            where = note.location_key()
        return "".join(parts)

    def location_key(self) -> tuple[object, ...]:
        if self.span is None:
            return (self.where,)
        return (self.span.input.name, self.span.input.line_col(self.span.start))

    def _render_one(self, show_source: bool) -> str:
        head = f"{self.severity.value}: {self.message}\n"
        if self.span is None:
            return f"{self.where}: {head}" if self.where else head
        source = self.span.input
        line, col = source.line_col(self.span.start)
        text = source.line_text(line)
        # Like LLVM's SourceMgr: columns count UTF-8 bytes, and a line ends at '\r' too.
        col = len(text[: col - 1].encode("utf-8", "surrogateescape")) + 1
        head = f"{source.name}:{line}:{col}: {head}"
        if not show_source:
            return head
        text = text.split("\r", 1)[0]
        if not text.isascii():
            return f"{head}{text}\n"  # LLVM prints no caret under non-ASCII text
        caret = " " * min(col - 1, len(text)) + "^"
        return f"{head}{_expand_tabs(text, text)}\n{_expand_tabs(caret, text)}\n"

    def __str__(self) -> str:
        return self.render().rstrip("\n")


def _expand_tabs(line: str, source: str, stop: int = 8) -> str:
    """Expand tabs to `stop`-column stops the way LLVM prints diagnostics: a character
    of `line` under a tab of `source` is repeated up to the next stop."""
    out: list[str] = []
    column = 0
    for i, char in enumerate(line):
        if i < len(source) and source[i] == "\t":
            fill = " " if char == "\t" else char
            out.append(fill)
            column += 1
            while column % stop:
                out.append(fill)
                column += 1
        else:
            out.append(char)
            column += 1
    return "".join(out)


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

    ir_notes = False  # whether notes follow mlir-opt's rule (see Diagnostic.render)

    def render(self) -> str:
        return "".join(d.render(ir_notes=self.ir_notes) for d in self.diagnostics)

    def __str__(self) -> str:
        return self.render().rstrip("\n")


class ParseError(DiagnosticError):
    """Malformed IR text."""

    ir_notes = True


class VerifyError(DiagnosticError):
    """IR, an attribute or a type that breaks a verifier rule."""

    ir_notes = True
