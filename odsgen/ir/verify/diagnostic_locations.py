"""Where a diagnostic at an IR location is shown, as mlir-opt's SourceMgrDiagnosticHandler
shows it: the first file location inside the location, the source line when that file
is known, else the location's text or `<unknown>:0`; and the call sites a location is
(for the "called from" notes)."""

from __future__ import annotations

from typing import Any

from odsgen.ir.core.diagnostics import Diagnostic, Severity
from odsgen.ir.core.source import Input, Span


def file_location(location: Any) -> Any:
    """Location::findInstanceOf<FileLineColLoc>: the first file location met walking
    `location` and the locations inside it (a call site's callee before its caller)."""
    from odsgen.dialects import builtin

    stack = [location]
    while stack:
        loc = stack.pop()
        if isinstance(loc, builtin.FileLineColRange):
            return loc
        if isinstance(loc, builtin.CallSiteLoc):
            stack += [loc.caller, loc.callee]
        elif isinstance(loc, builtin.NameLoc):
            stack.append(loc.child_loc)
        elif isinstance(loc, builtin.FusedLoc):
            stack += reversed(loc.locations)
        elif isinstance(loc, builtin.OpaqueLoc):
            stack.append(loc.fallback_location)
    return None


def location_span(location: Any, sources: dict[str, Input]) -> tuple[Span | None, str | None]:
    """Where a diagnostic at `location` is shown: a Span in a known source, else the
    `file:line:col` text printed instead (or None if `location` holds no file location)."""
    loc = file_location(location)
    if loc is None:
        return None, None
    filename = loc.filename.value
    line_cols = loc.line_cols
    line = line_cols[0] if line_cols else 0
    col = line_cols[1] if len(line_cols) > 1 else 0
    where = f"{filename}:{line}:{col}"
    source = sources.get(filename)
    if source is None or line == 0 or col == 0:
        return None, where
    offset = _offset_of_line_col(source, line, col)
    return (None, where) if offset is None else (source.span(offset), None)


def location_diagnostic(
    severity: Severity,
    message: str,
    location: Any,
    sources: dict[str, Input],
    show_source: bool = True,
    pretty: bool = False,
) -> Diagnostic:
    """A diagnostic at `location` as SourceMgrDiagnosticHandler::emitDiagnostic shows it:
    at its first file location, with the source line if that file is known and
    `show_source`; otherwise at `<unknown>:0`, the message after the location itself
    unless that is unknown."""
    from odsgen.dialects import builtin

    span, where = location_span(location, sources)
    if span is None and where is None:
        # An operation built without a location is reported as loc(unknown) is.
        prefix = "" if location is None or isinstance(location, builtin.UnknownLoc) else f"{location}: "
        if pretty and prefix:  # Location::print honours --mlir-pretty-debuginfo
            prefix = _pretty_location_text(location) + ": "
        diagnostic = Diagnostic(severity, prefix + message, where=UNKNOWN_PLACE)
        diagnostic.location_prefix = prefix  # type: ignore[attr-defined]  # the message is after it
        return diagnostic
    if span is not None and not show_source:
        return Diagnostic(severity, message, where=_location_text(span))
    return Diagnostic(severity, message, span, where=where)


def _pretty_location_text(location: Any) -> str:
    from odsgen.ir.text.printer import AsmPrinter, PrintOptions

    options = PrintOptions(local_scope=True, debuginfo=True, pretty_debuginfo=True)
    return AsmPrinter(getattr(location, "context", None), options).attribute_text(location)


def callsite(location: Any) -> Any:
    """getCallSiteLoc: the call site a location is (through names and fused parts)."""
    from odsgen.dialects import builtin

    if isinstance(location, builtin.NameLoc):
        return callsite(location.child_loc)
    if isinstance(location, builtin.CallSiteLoc):
        return location
    if isinstance(location, builtin.FusedLoc):
        return next((c for c in map(callsite, location.locations) if c is not None), None)
    return None


CALL_STACK_LIMIT = 10  # SourceMgrDiagnosticHandler's default
UNKNOWN_PLACE = "<unknown>:0"  # how LLVM's SourceMgr prints a diagnostic without a place


def _location_text(span: Span) -> str:
    line, col = span.input.line_byte_col(span.start)
    return f"{span.input.name}:{line}:{col}"


def _offset_of_line_col(source: Input, line: int, col: int) -> int | None:
    """SourceMgr::FindLocForLineAndColumn: the offset of a 1-based line and byte column,
    None if the line does not exist or the column is past its end."""
    if not 1 <= line <= source.line_count():
        return None
    data = source.line_text(line).encode("utf-8", "surrogateescape")
    prefix = data[: col - 1]
    if col - 1 > len(data) or b"\r" in prefix:
        return None
    return source.offset_of(line, 1) + len(prefix.decode("utf-8", "surrogateescape"))
