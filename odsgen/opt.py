"""`odsgen opt`: parse, verify and print MLIR files the way `mlir-opt` 22 does.

Each input (or each `// -----` chunk with --split-input-file) is parsed into a module,
verified, and printed; chunk outputs are joined with `// -----`. Diagnostics go to the
error stream as `file:line:col: error: message`, the source line and a caret. Chunks
keep their line numbers in the whole file (earlier lines are blanked, not removed).
With --verify-diagnostics, `// expected-error@+N {{...}}` comments are checked instead.
"""

from __future__ import annotations

import re
import sys
from dataclasses import dataclass, field
from typing import TextIO

from odsgen.ir.context import Context
from odsgen.ir.diagnostics import Diagnostic, DiagnosticError, Severity
from odsgen.ir.source import Input, Span

SPLIT_MARKER = "// -----"


@dataclass
class OptOptions:
    generic: bool = False
    allow_unregistered: bool = False
    split_input_file: bool = False
    verify_diagnostics: bool = False
    debuginfo: bool = False
    pretty_debuginfo: bool = False
    local_scope: bool = False
    dialects: list[str] = field(default_factory=list)


def make_context(options: OptOptions) -> Context:
    """A context with every shipped dialect and the user's `--dialect` modules loaded."""
    import importlib

    import odsgen.dialects

    context = Context(allow_unregistered_dialects=options.allow_unregistered)
    for name in odsgen.dialects.DIALECT_MODULES:
        context.load_dialect(importlib.import_module(f"odsgen.dialects.{name}"))
    for module in options.dialects:
        context.load_dialect(module)
    return context


def split_chunks(source: Input) -> list[Input]:
    """The `// -----` chunks of a file, each padded with the newlines before it."""
    text = source.text
    chunks = []
    start = 0
    while True:
        marker = text.find(SPLIT_MARKER, start)
        end = len(text) if marker == -1 else marker
        padding = "\n" * text.count("\n", 0, start)
        chunks.append(Input(source.name, padding + text[start:end]))
        if marker == -1:
            return chunks
        start = marker + len(SPLIT_MARKER)


def process_chunk(source: Input, options: OptOptions) -> str:
    """Parse, verify and print one chunk; raises DiagnosticError on failure."""
    from odsgen.ir.printer import print_operation
    from odsgen.ir.verifier import verify

    context = make_context(options)
    module = context.parse_module(source, source.name)
    verify(module, context, {source.name: source})
    return (
        print_operation(
            module,
            generic=options.generic,
            debuginfo=options.debuginfo or options.pretty_debuginfo,
            pretty_debuginfo=options.pretty_debuginfo,
            local_scope=options.local_scope,
        )
        + "\n"
    )


def run(source: Input, options: OptOptions, out: TextIO, err: TextIO) -> int:
    chunks = split_chunks(source) if options.split_input_file else [source]
    failed = False
    outputs: list[str] = []
    for chunk in chunks:
        try:
            if options.verify_diagnostics:
                text, ok = _verify_chunk(chunk, options, err)
                failed |= not ok
            else:
                text = process_chunk(chunk, options)
        except DiagnosticError as exc:
            err.write(exc.render())
            failed = True
            text = ""
        except RecursionError:
            err.write(f"{chunk.name}: error: input nests too deeply to process\n")
            failed = True
            text = ""
        outputs.append(text)
    if not failed or options.split_input_file or options.verify_diagnostics:
        out.write((SPLIT_MARKER + "\n").join(outputs))
    return 1 if failed else 0


# -- --verify-diagnostics ------------------------------------------------------------------

_EXPECTED = re.compile(
    r"expected-(error|warning|remark|note)(?:@(above|below|[+-]?\d+))?\s*\{\{(.*?)\}\}"
)


@dataclass
class _Expected:
    severity: str
    line: int
    message: str
    span: Span
    seen: bool = False


def _expectations(source: Input) -> list[_Expected]:
    found = []
    for match in _EXPECTED.finditer(source.text):
        line, _ = source.line_col(match.start())
        where = match.group(2)
        if where == "above":
            target = line - 1
        elif where == "below":
            target = line + 1
        elif where is None:
            target = line
        elif where[0] in "+-":
            target = line + int(where)
        else:
            target = int(where)
        found.append(_Expected(match.group(1), target, match.group(3), source.span(match.start())))
    return found


def _verify_chunk(chunk: Input, options: OptOptions, err: TextIO) -> tuple[str, bool]:
    expected = _expectations(chunk)
    produced: list[Diagnostic] = []
    text = ""
    try:
        text = process_chunk(chunk, options)
    except DiagnosticError as exc:
        for diagnostic in exc.diagnostics:
            produced.append(diagnostic)
            produced.extend(diagnostic.notes)
    ok = True
    for diagnostic in produced:
        line = diagnostic.span.line if diagnostic.span is not None else 0
        match = next(
            (e for e in expected if not e.seen and e.severity == diagnostic.severity.value and e.line == line and e.message in diagnostic.message),
            None,
        )
        if match is not None:
            match.seen = True
        elif diagnostic.severity is Severity.ERROR or diagnostic.severity is Severity.WARNING:
            unexpected = Diagnostic(Severity.ERROR, f"unexpected {diagnostic.severity.value}: {diagnostic.message}", diagnostic.span)
            err.write(unexpected.render())
            ok = False
    for e in expected:
        if not e.seen:
            err.write(Diagnostic(Severity.ERROR, f'expected {e.severity} "{e.message}" was not produced', e.span).render())
            ok = False
    return (text if not produced else ""), ok


def read_input(path: str) -> Input:
    """The file (or `-` for stdin) as an Input named like mlir-opt names it."""
    from odsgen.ir.lexer import decode_source

    if path == "-":
        return decode_source(sys.stdin.buffer.read(), "<stdin>")
    with open(path, "rb") as handle:
        return decode_source(handle.read(), path)
