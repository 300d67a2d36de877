"""Diagnostics of `odsgen opt` as mlir-opt shows them: rendering (with tabs expanded and
long lines handled in linear time), and --verify-diagnostics (SourceMgrDiagnostic-
VerifierHandler: `// expected-error@+1 {{...}}` comments matched against what is reported)."""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import partial
from typing import Any, Callable, TextIO

from odsgen.ir.core.diagnostics import Diagnostic, Severity, _expand_tabs
from odsgen.ir.core.snippet_origin import SnippetOrigin
from odsgen.ir.core.source import Input, Span

# -- errors raised by definition snippets -------------------------------------------------


def snippet_error(exc: BaseException, origin: SnippetOrigin, sources: dict[str, Input]) -> Diagnostic:
    """A snippet (a verifier, builder, folder, ...) raised: an error at the operation it
    ran for (else at the snippet) naming the snippet and its `FILE.yaml:LINE`."""
    from odsgen.ir.core.operation import Operation
    from odsgen.ir.verify.diagnostic_locations import location_diagnostic

    message = f"{origin.what} raised {type(exc).__name__}: {exc} ({origin})"
    for name in ("self", "op"):
        op = origin.frame_locals.get(name)
        if isinstance(op, Operation):
            return location_diagnostic(Severity.ERROR, message, op.location, sources)
    return Diagnostic(Severity.ERROR, message, where=str(origin))


# -- --verify-diagnostics ------------------------------------------------------------------

# SourceMgrDiagnosticVerifierHandler's pattern, matched against each right-trimmed line:
# `expected-KIND(-re)? *(@WHERE)? *{{MESSAGE}}` ending the line. Only its head is matched,
# at each `expected-` of a line ending in `}}` (the message is the rest but those two):
# searching with the whole pattern rescans the line from every `expected-`, quadratic on
# a long line of them.
_EXPECTED_HEAD = re.compile(
    r"expected-(error|note|remark|warning)(-re)? *(@([+-][0-9]+|above|below|unknown))? *\{\{"
)
_TRIM = " \t\n\v\f\r"


def _find_expected(line: str) -> tuple[int, str, str | None, str | None, str] | None:
    """Where the pattern matches the line first: its start, the kind, `-re`, the
    designator after `@` and the message; None if nowhere."""
    if not line.endswith("}}"):
        return None
    end = len(line) - 2
    pos = line.find("expected-")
    while pos != -1:
        head = _EXPECTED_HEAD.match(line, pos)
        if head is not None and head.end() <= end:
            return pos, head.group(1), head.group(2), head.group(4), line[head.end() : end]
        pos = line.find("expected-", pos + 1)
    return None


@dataclass
class _Expected:
    severity: str
    line: int
    message: str
    span: Span | None  # None for `@unknown`
    search: Callable[[str], bool] | None = None  # for `-re`: the pattern's search
    matched: bool = False

    def match(self, message: str) -> bool:
        if self.search is not None:
            return self.search(message)
        return self.message in message


class DiagnosticVerifier:
    """Checks produced diagnostics against the file's `expected-*` comments."""

    def __init__(self, source: Input, err: TextIO) -> None:
        self.source = source
        self.err = err
        self.ok = True
        self.expected: list[_Expected] = []
        self.unknown: list[_Expected] = []
        # Imported here: the regex module is a tenth of `odsgen opt`'s start-up, and only
        # --verify-diagnostics needs it.
        from odsgen.llvm_regex import Matcher

        self.matcher = Matcher()
        self._scan()

    def _scan(self) -> None:
        source = self.source
        lines = source.text.split("\n")
        starts = source.line_starts()
        last_plain = 0  # 0-based index of the last line without a designator
        for_next_line: list[_Expected] = []
        for index, line in enumerate(lines):
            found = _find_expected(line.rstrip(_TRIM))
            if found is None:
                for expected in for_next_line:
                    expected.line = index + 1
                for_next_line = []
                last_plain = index
                continue
            start, severity, is_regex, where, message = found
            span = source.span(starts[index] + start)
            expected = _Expected(severity, index + 1, message, span)
            if is_regex:
                pattern = self._regex(expected)
                if pattern is None:
                    self.ok = False
                    continue
                expected.search = partial(self.matcher.search, pattern)
            if where is not None:
                if where[0] in "+-":
                    offset = _as_integer(where[1:])
                    expected.line += offset if where[0] == "+" else -offset
                elif where == "unknown":
                    expected.span = None
                    self.unknown.append(expected)
                    continue
                elif where == "above":
                    expected.line = last_plain + 1
                else:
                    for_next_line.append(expected)
                    expected.line = len(lines)
            self.expected.append(expected)

    def _regex(self, expected: _Expected) -> Any:
        """ExpectedDiag::computeRegex: literal text, with `{{regex}}` blocks in LLVM's
        syntax (see odsgen.llvm_regex), each checked on its own, then the whole
        compiled; None after reporting an invalid block."""
        from odsgen.llvm_regex import RegexError, translate
        from odsgen.llvm_regex import escape as llvm_escape

        parts = []
        rest = expected.message
        while rest:
            begin = rest.find("{{")
            if begin == -1:
                parts.append(llvm_escape(rest))
                break
            parts.append(llvm_escape(rest[:begin]))
            rest = rest[begin + 2 :]
            end = rest.find("}}")
            if end == -1:
                self._print_range(expected, "found start of regex with no end '}}'")
                return None
            block = rest[:end]
            try:
                translate(block)
            except RegexError as exc:
                self._print_range(expected, f"invalid regex: {exc}")
                return None
            parts.append(f"({block})")
            rest = rest[end + 2 :]
        try:
            return self.matcher.compile(translate("".join(parts)))
        except RegexError:  # valid blocks, invalid together (a back-reference): no match
            return self.matcher.compile("(?!)")

    def process(self, diagnostic: Diagnostic) -> None:
        """A diagnostic and its notes, as they are emitted."""
        self._process_one(diagnostic)
        for note in diagnostic.notes:
            if not getattr(note, "call_stack", False):  # the printer's "called from" notes
                self._process_one(note)

    def _process_one(self, diagnostic: Diagnostic) -> None:
        from odsgen.ir.verify.diagnostic_locations import UNKNOWN_PLACE

        severity = diagnostic.severity.value
        span = diagnostic.span
        # A message at no file location is printed after the location (see
        # diagnostic_locations.location_diagnostic); it is matched without it.
        prefix = getattr(diagnostic, "location_prefix", "")
        message = diagnostic.message[len(prefix) :]
        if span is not None:
            candidates = self.expected if span.input.name == self.source.name else []
            line: int | None = span.line
        elif diagnostic.where is None or diagnostic.where == UNKNOWN_PLACE:
            candidates, line = self.unknown, None
        else:  # `file:line:col` of a place whose source line is not shown
            name, line_text, _ = diagnostic.where.rsplit(":", 2)
            candidates = self.expected if name == self.source.name else []
            line = int(line_text)
        near_miss = None
        for expected in candidates:
            if line is not None and expected.line != line:
                continue
            if expected.match(message):
                if expected.severity == severity:
                    expected.matched = True
                    return
                near_miss = expected
        self.ok = False
        if near_miss is not None:
            message = f"'{severity}' diagnostic emitted when expecting a '{near_miss.severity}'"
            self.err.write(render(Diagnostic(Severity.ERROR, message, near_miss.span)))
        else:
            message = f"{prefix}unexpected {severity}: {message}"
            self.err.write(render(Diagnostic(Severity.ERROR, message, span, where=diagnostic.where)))

    def verify(self) -> bool:
        """Report expectations that were not met; True if everything matched. Like
        upstream (whose handler verifies once more when it is destroyed), expectations at
        unknown locations are reported twice."""
        for expected in self.expected:
            self._check(expected)
        for _ in range(2):
            for expected in self.unknown:
                self._check(expected)
        return self.ok

    def _check(self, expected: _Expected) -> None:
        if not expected.matched:
            self._print_range(expected, f'expected {expected.severity} "{expected.message}" was not produced')

    def _print_range(self, expected: _Expected, message: str) -> None:
        self.ok = False
        if expected.span is None:
            self.err.write(Diagnostic(Severity.ERROR, message, where="<unknown>:0").render())
        else:
            self.err.write(render_with_range(expected.span, len(expected.message), message))


def _as_integer(digits: str) -> int:
    """StringRef::getAsInteger with radix 0 on `[0-9]+`: a leading 0 means octal."""
    try:
        return int(digits, 8) if len(digits) > 1 and digits[0] == "0" else int(digits)
    except ValueError:
        return 0


def render(diagnostic: Diagnostic) -> str:
    """A diagnostic and its notes as mlir-opt prints them. MLIR keeps a diagnostic's place
    as a line and byte column and finds the source line again from those: when a carriage
    return comes before the column on its line, that fails and only `file:line:col` is
    printed. Like upstream's SourceMgrDiagnosticHandler, a note at the location just
    shown does not show the source line again."""
    parts = [_render_one(diagnostic)]
    where = diagnostic.location_key()
    for note in diagnostic.notes:
        shown = note.location_key() != where or getattr(note, "call_stack", False)
        parts.append(_render_one(note, shown))
        where = note.location_key()
    return "".join(parts)


def _render_one(diagnostic: Diagnostic, show_source: bool = True) -> str:
    span = diagnostic.span
    if span is None:
        return Diagnostic(diagnostic.severity, diagnostic.message, where=diagnostic.where).render()
    if not show_source:
        return Diagnostic(diagnostic.severity, diagnostic.message, span).render(show_source=False)
    source = span.input
    line, col = source.line_col(span.start)
    if not show_source:
        where = "{}:{}:{}".format(source.name, *source.line_byte_col(span.start))
        return Diagnostic(diagnostic.severity, diagnostic.message, where=where).render()
    text = source.line_text(line)
    if "\r" in text[: col - 1]:
        line, byte_col = source.line_byte_col(span.start)
        where = f"{source.name}:{line}:{byte_col}"
        return Diagnostic(diagnostic.severity, diagnostic.message, where=where).render()
    if "\t" in text:
        return Diagnostic(diagnostic.severity, diagnostic.message, span).render()
    # Diagnostic.render without tabs to expand, in linear time on very long lines.
    text = text.split("\r", 1)[0]
    byte_col = len(text[: col - 1].encode("utf-8", "surrogateescape")) + 1
    head = f"{source.name}:{line}:{byte_col}: {diagnostic.severity.value}: {diagnostic.message}\n"
    if not text.isascii():
        return f"{head}{text}\n"
    return f"{head}{text}\n{' ' * min(col - 1, len(text))}^\n"


def render_with_range(span: Span, length: int, message: str) -> str:
    """An error at `span` with `~` under the `length` characters from it, as LLVM's
    SourceMgr prints a diagnostic with a range (clipped to the line)."""
    rendered = render(Diagnostic(Severity.ERROR, message, span))
    lines = rendered.split("\n")
    if len(lines) != 4 or length <= 1:  # no caret line (non-ASCII source) or no range
        return rendered
    source = span.input
    line, col = source.line_col(span.start)
    text = source.line_text(line).split("\r", 1)[0]
    caret = [" "] * (len(text) + 1)
    for i in range(col - 1, min(col - 1 + length, len(text))):
        caret[i] = "~"
    caret[min(col - 1, len(text))] = "^"
    lines[2] = _expand_tabs("".join(caret).rstrip(" "), text)
    return "\n".join(lines)
