"""`odsgen opt`: parse, verify and print MLIR files the way `mlir-opt` 22 does.

Each input (or each `// -----` chunk with --split-input-file) is parsed into a module,
verified, and printed; chunk outputs are joined with `// -----`. Diagnostics go to the
error stream as `file:line:col: error: message`, the source line and a caret.

Splitting follows upstream's splitAndProcessBuffer: the file is cut at `// ---`, a piece
that goes on with `--` (and not `--0`) starts a new chunk, and anything else is a "near
miss" warned about and kept in the chunk. A chunk keeps its place in the file: errors
show the file's line and column and the whole source line, and the implicit module of
every chunk but one starting the file is located where the chunk starts.

With --verify-diagnostics, `// expected-error@+N {{...}}` comments (and `@-N`, `@above`,
`@below`, `@unknown`, `-re` patterns, notes, warnings and remarks) are checked instead, as
upstream's SourceMgrDiagnosticVerifierHandler checks them: one list of expectations for
the whole file, "unexpected" diagnostics reported as they come, "was not produced" ones
after the last chunk (with the range under the expected text).

Deeply nested input is parsed and printed on a thread with a large stack and a high
Python recursion limit (mlir-opt itself overflows its stack around ten thousand levels);
past the limit the error is "nesting too deep" where the parser was when it was hit.
"""

from __future__ import annotations

import gc
import os
import re
import sys
import threading
from dataclasses import dataclass, field
from typing import Any, Callable, TextIO, TypeVar

from odsgen.ir.core.context import Context
from odsgen.ir.core.diagnostics import Diagnostic, DiagnosticError, Severity
from odsgen.ir.core.source import Input
from odsgen.ir.core.snippet_origin import snippet_origin
from odsgen.opt_diagnostics import DiagnosticVerifier, render, snippet_error

SPLIT_MARKER = "// -----"

# Python frames allowed while one input is processed, and the stack of the thread that
# processes it: several thousand levels of nesting of any construct fit (the parser's
# MAX_NESTING), interpreted or compiled (odsgen.accel, where each level is a few kB of C
# stack), and the stack stays small enough for a process bounded to a few hundred MB of
# address space.
RECURSION_LIMIT = 50_000
STACK_SIZE = 64 * 1024 * 1024

NESTING_TOO_DEEP = "nesting too deep"

# Objects allocated since the last collection past which garbage is collected between
# chunks (tens of megabytes).
GARBAGE_OBJECTS = 200_000

T = TypeVar("T")


@dataclass
class OptOptions:
    generic: bool = False
    allow_unregistered: bool = False
    split_input_file: bool = False
    verify_diagnostics: bool = False
    debuginfo: bool = False
    pretty_debuginfo: bool = False
    local_scope: bool = False
    skip_regions: bool = False
    unique_ssa_ids: bool = False
    nameloc_as_prefix: bool = False
    value_users: bool = False
    elide_resource_strings: int | None = None  # --mlir-elide-resource-strings-if-larger
    implicit_module: bool = True
    dialects: list[str] = field(default_factory=list)
    pipeline: str | None = None  # a textual pass pipeline (or pass flags joined by commas)
    pass_modules: list[str] = field(default_factory=list)
    timing: bool = False
    elide_elements_limit: int | None = None  # --mlir-elide-elementsattrs-if-larger
    # --mlir-very-unsafe-disable-verifier-on-parsing: the IR is not verified after
    # parsing; if it is invalid it prints in the generic form (as MLIR's printer does).
    no_verify_on_parsing: bool = False


def make_context(options: OptOptions) -> Context:
    """A context with the user's `--dialect` modules loaded and every shipped dialect
    registered (loaded when the input first names it, as mlir-opt's registry does)."""
    import odsgen.dialects

    context = Context(allow_unregistered_dialects=options.allow_unregistered)
    odsgen.dialects.register_dialects(context)
    for module in options.dialects:
        context.load_dialect(module)
    return context


def check_dialects(options: OptOptions) -> str | None:
    """Why a `--dialect` module cannot be loaded (None if all can), for the command line."""
    import importlib

    if options.dialects and os.getcwd() not in sys.path and "" not in sys.path:
        # As `python -m` would: a module generated into the current directory is found
        # (after installed ones).
        sys.path.append(os.getcwd())
    for name in options.dialects:
        try:
            module = importlib.import_module(name)
        except ImportError as exc:
            return f"error: cannot load dialect module '{name}': {exc}\n{_import_help(name, exc)}"
        except Exception as exc:  # noqa: BLE001 - a user's module failing at import
            return f"error: cannot load dialect module '{name}': {type(exc).__name__}: {exc}"
        if getattr(module, "DIALECT_NAME", None) is None:
            return f"error: cannot load dialect module '{name}': not a generated odsgen dialect module"
    return None


def _import_help(name: str, exc: ImportError) -> str:
    """What `--dialect NAME` tried, and what it takes."""
    if "/" in name or "\\" in name or name.endswith((".py", ".yaml", ".yml")):
        return (
            "note: --dialect takes the generated module's import path (the dialect's "
            "`pythonModule`, such as `mypkg.dialects.qc`), not a file"
        )
    missing = getattr(exc, "name", None) or name
    searched = ", ".join(p or "." for p in sys.path)
    return (
        f"note: '{missing}' was looked for in: {searched}; install the dialect's package, "
        "or add the directory holding it to PYTHONPATH"
    )


# -- splitting ----------------------------------------------------------------------------


class ChunkInput(Input):
    """One chunk of a split file: its text is the chunk alone (offsets start at 0 there),
    while lines, columns and the source lines shown under diagnostics are the whole
    file's. Copying only the chunk keeps memory linear in the file, however many chunks."""

    def __init__(self, whole: Input, start: int, end: int) -> None:
        super().__init__(whole.name, whole.text[start:end])
        self.whole = whole
        self.start = start

    def line_count(self) -> int:
        return self.whole.line_count()

    def ascii_line_starts(self) -> list[int] | None:
        return None  # lines are the whole file's: found through line_col

    def line_col(self, offset: int) -> tuple[int, int]:
        return self.whole.line_col(self.start + offset)

    def line_byte_col(self, offset: int) -> tuple[int, int]:
        return self.whole.line_byte_col(self.start + offset)

    def offset_of(self, line: int, col: int) -> int:
        return self.whole.offset_of(line, col) - self.start

    def line_text(self, line: int) -> str:
        return self.whole.line_text(line)

    def line_starts(self) -> list[int]:
        raise TypeError("a chunk's lines are the whole file's: use line_col")


def split_input(source: Input) -> tuple[list[tuple[int, int]], list[int]]:
    """The chunks of a file as (start, end) offsets, and the offsets of near misses."""
    text = source.text
    prefix = SPLIT_MARKER[:-2]
    pieces = []
    pos = 0
    while True:
        found = text.find(prefix, pos)
        if found == -1:
            pieces.append((pos, len(text)))
            break
        pieces.append((pos, found))
        pos = found + len(prefix)
    chunks: list[tuple[int, int]] = []
    near_misses: list[int] = []
    prev = pieces[0]
    for start, end in pieces[1:]:
        if prev[0] == prev[1]:
            prev = (start, end)
            continue
        if text.startswith("--", start) and end - start > 2 and text[start + 2] != "0":
            chunks.append(prev)
            prev = (start + 2, end)
        else:
            near_misses.append(start)
            prev = (prev[0], end)
    if prev[0] != prev[1]:
        chunks.append(prev)
    return chunks, near_misses


def split_chunks(source: Input) -> list[Input]:
    """The `// -----` chunks of a file (see ChunkInput)."""
    return [ChunkInput(source, start, end) for start, end in split_input(source)[0]]


# -- processing -----------------------------------------------------------------------------


def process_chunk(
    source: Input,
    options: OptOptions,
    context: Context | None = None,
    timing: Any = None,
    write: Callable[[str], Any] | None = None,
    emit: Callable[[Diagnostic], Any] | None = None,
) -> str:
    """Parse, verify, run the pass pipeline (verifying after each pass) and print one
    chunk; raises DiagnosticError on failure, PassFailure when a pass fails. The text is
    returned, or with `write` written through it as it is printed ("" returned).
    Remarks and warnings that hooks emit go to `emit` as they come."""
    from odsgen.ir.text.parser import parse_source
    from odsgen.ir.verify.diagnostic_locations import location_diagnostic
    from odsgen.ir.verify.verifier import verify

    if context is None:
        context = make_context(options)
    if emit is not None:
        chunk_sources = {source.name: source}

        def handler(severity: Severity, message: str, location: Any) -> None:
            emit(location_diagnostic(severity, message, location, chunk_sources, pretty=options.pretty_debuginfo))

        context.diagnostic_handler = handler
    at_start = isinstance(source, ChunkInput) and source.start > 0
    module = parse_source(
        context, source, source.name, module_at_start=at_start, implicit_module=options.implicit_module
    )
    sources = {source.name: source}
    on_diagnostic = not options.verify_diagnostics
    if not options.no_verify_on_parsing:
        verify(module, context, sources, print_op_on_diagnostic=on_diagnostic, debuginfo=options.debuginfo, pretty_debuginfo=options.pretty_debuginfo)
    if options.pipeline is not None:
        from odsgen.passes import PassManager, parse_pass_pipeline

        pipeline = parse_pass_pipeline(options.pipeline)
        if pipeline.op_name not in ("any", module.name):
            message = f"can't run '{pipeline.op_name}' pass manager on '{module.name}' op"
            raise DiagnosticError(location_diagnostic(Severity.ERROR, message, module.location, sources))
        manager = PassManager(
            pipeline,
            verify=lambda op: verify(op, context, sources, print_op_on_diagnostic=on_diagnostic, debuginfo=options.debuginfo, pretty_debuginfo=options.pretty_debuginfo),
            timing=timing,
        )
        manager.run(module)
    text = _print(module, options, sources, write) + "\n"
    if write is None:
        return text
    write(text)
    return ""


def check_pipeline(options: OptOptions) -> str | None:
    """Why the pass modules or the pipeline cannot be used (None if they can)."""
    import importlib

    for name in options.pass_modules:
        try:
            importlib.import_module(name)
        except Exception as exc:  # noqa: BLE001 - a user's module failing at import
            return f"error: cannot load pass module '{name}': {type(exc).__name__}: {exc}"
    if options.pipeline is None:
        return None
    from odsgen.passes import PipelineError, parse_pass_pipeline

    try:
        parse_pass_pipeline(options.pipeline)
    except PipelineError as exc:
        return exc.render()[:-1]  # the caller adds the last newline
    return None


def _print(
    module: Any, options: OptOptions, sources: dict[str, Input], write: Callable[[str], Any] | None
) -> str:
    from odsgen.ir.text.printer import print_operation
    from odsgen.ir.verify.diagnostic_locations import location_diagnostic

    generic = options.generic
    if options.no_verify_on_parsing and not generic:
        # AsmPrinter verifies what it prints (unless told it is verified): invalid IR
        # prints generically, the failure itself unreported.
        from odsgen.ir.verify.verifier import verify

        try:
            verify(module, module.context, sources, print_op_on_diagnostic=False)
        except DiagnosticError:
            generic = True

    def print_op(op: Any, write: Callable[[str], Any] | None = None) -> str:
        return print_operation(
            op,
            generic=generic,
            elide_elements_limit=options.elide_elements_limit,
            debuginfo=options.debuginfo,
            pretty_debuginfo=options.pretty_debuginfo,
            local_scope=options.local_scope,
            skip_regions=options.skip_regions,
            unique_ssa_ids=options.unique_ssa_ids,
            nameloc_as_prefix=options.nameloc_as_prefix,
            value_users=options.value_users,
            elide_resource_strings=options.elide_resource_strings,
            write=write,
        )

    try:
        return print_op(module, write)
    except RecursionError:
        pass
    # Find the first top-level operation too deep to print, to say where it is.
    where: Any = module
    for region in module.regions:
        for block in region.blocks:
            for op in block.operations:
                try:
                    print_op(op)
                except RecursionError:
                    where = op
                    break
            else:
                continue
            break
    raise DiagnosticError(location_diagnostic(Severity.ERROR, f"{NESTING_TOO_DEEP} to print", where.location, sources))


def run(source: Input, options: OptOptions, out: TextIO, err: TextIO) -> int:
    """Process `source` as mlir-opt does; returns the exit status."""
    return with_deep_stack(lambda: _run(source, options, out, err))


def with_deep_stack(function: Callable[[], T]) -> T:
    """Call `function` on a thread with a large stack and recursion limit; its result or
    exception is this call's."""
    result: list[Any] = []
    failure: list[BaseException] = []

    def target() -> None:
        try:
            result.append(function())
        except BaseException as exc:  # noqa: BLE001 - handed back to the caller
            failure.append(exc)

    old_limit = sys.getrecursionlimit()
    old_stack = threading.stack_size()
    try:
        threading.stack_size(STACK_SIZE)
    except (ValueError, RuntimeError):  # no such stack here: the default limit then
        return function()
    sys.setrecursionlimit(max(old_limit, RECURSION_LIMIT))
    try:
        # The stack is allocated when the thread starts: the size must be set until then.
        thread = threading.Thread(target=target, name="odsgen-opt", daemon=True)
        try:
            thread.start()
        finally:
            threading.stack_size(old_stack)
        thread.join()
    finally:
        sys.setrecursionlimit(old_limit)
    if failure:
        raise failure[0]
    return result[0]


def _run(source: Input, options: OptOptions, out: TextIO, err: TextIO) -> int:
    if options.split_input_file:
        ranges, near_misses = split_input(source)
        for offset in near_misses:
            err.write(render(Diagnostic(Severity.WARNING, "near miss with file split marker", source.span(offset))))
        chunks: list[Input] = [ChunkInput(source, start, end) for start, end in ranges]
    else:
        chunks = [source]
    verifier = DiagnosticVerifier(source, err) if options.verify_diagnostics else None
    emit: Callable[[Diagnostic], Any] = (
        verifier.process if verifier is not None else (lambda diagnostic: err.write(render(diagnostic)))
    )
    failed = False
    timing = None
    if options.timing:
        from odsgen.passes import PassTiming

        timing = PassTiming()
    # Output is written as it is printed: without --split-input-file or
    # --verify-diagnostics only a chunk that succeeded prints anything; with them the
    # outputs of all chunks (empty for a failed one) are written, joined by the marker.
    for index, chunk in enumerate(chunks):
        if index:
            out.write(SPLIT_MARKER + "\n")
            # The IR of the chunks before is garbage now, in cycles the collector may be
            # paused for (see cli._opt): freeing it keeps memory to a few chunks' worth.
            if gc.get_count()[0] > GARBAGE_OBJECTS:
                gc.collect(0)
        try:
            process_chunk(chunk, options, timing=timing, write=out.write, emit=emit)
        except _pass_errors(options) as exc:
            failed = True
            if str(exc).startswith("can't run") or "can only run on" in str(exc):
                err.write(f"error: {exc}\n")
        except DiagnosticError as exc:
            failed = True
            if verifier is None:
                err.write("".join(render(_with_dialect_hint(d)) for d in exc.diagnostics))
            else:
                for diagnostic in exc.diagnostics:
                    verifier.process(diagnostic)
        except RecursionError:
            failed = True
            diagnostic = Diagnostic(Severity.ERROR, NESTING_TOO_DEEP, chunk.span(0))
            if verifier is None:
                err.write(render(diagnostic))
            else:
                verifier.process(diagnostic)
        except Exception as exc:
            # A bug in a definition's snippet code: an error naming the YAML line.
            origin = snippet_origin(exc)
            if origin is None:
                raise
            failed = True
            diagnostic = snippet_error(exc, origin, {chunk.name: chunk})
            if verifier is None:
                err.write(render(diagnostic))
            else:
                verifier.process(diagnostic)
    if verifier is not None:
        failed = not verifier.verify()
    elif "expected-" in source.text:
        # mlir-opt 22 attaches its diagnostic verifier even without --verify-diagnostics,
        # capturing nothing: after the whole file, every expectation is "not produced"
        # (the exit status does not change).
        DiagnosticVerifier(source, err).verify()
    if timing is not None:
        err.write(timing.report())
    return 1 if failed else 0


# The note of this error lists the dialects anyway; other errors stay mlir-opt's exactly.
_UNKNOWN_DIALECT = re.compile(r"Dialect `[^']*' not found for custom op ")


def _with_dialect_hint(diagnostic: Diagnostic) -> Diagnostic:
    """mlir-opt's error for an op of an unknown dialect, and how odsgen opt loads one."""
    if not _UNKNOWN_DIALECT.match(diagnostic.message):
        return diagnostic
    hinted = Diagnostic(diagnostic.severity, diagnostic.message, diagnostic.span, notes=list(diagnostic.notes))
    hinted.notes.append(
        Diagnostic(
            Severity.NOTE,
            "a dialect defined with odsgen is loaded with `--dialect MODULE`, MODULE being its "
            "generated Python module (the dialect's `pythonModule`)",
            where=diagnostic.notes[-1].where if diagnostic.notes else None,
        )
    )
    return hinted


def read_input(path: str) -> Input:
    """The file (or `-` for stdin) as an Input named like mlir-opt names it."""
    from odsgen.ir.text.lexer import decode_source

    if path == "-":
        return decode_source(sys.stdin.buffer.read(), "<stdin>")
    with open(path, "rb") as handle:
        return decode_source(handle.read(), path)


# -- the command line ------------------------------------------------------------------------


def main(options: OptOptions, input_path: str, output_path: str = "-") -> int:
    """`odsgen opt`: messages for files that cannot be opened as mlir-opt words them; the
    output file is replaced only when processing succeeds (nothing written otherwise),
    a device or pipe is written as the output is printed.
    Text is written as bytes: what was not UTF-8 in the input is written back unchanged."""
    import io
    import os

    out = _byte_exact(sys.stdout)
    err = _byte_exact(sys.stderr)
    try:
        source = read_input(input_path)
    except OSError as exc:
        err.write(f"cannot open input file '{input_path}': {exc.strerror}\n")
        return 1
    problem = check_dialects(options) or check_pipeline(options)
    if problem is not None:
        err.write(problem + "\n")
        return 1
    if output_path == "-":
        try:
            status = run(source, options, out, err)
            out.flush()
        except BrokenPipeError:
            # The reader went away (`odsgen opt big.mlir | head`): stop quietly.
            os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
            return 1
        return status
    import stat

    target = os.path.realpath(output_path)  # through a symlink, to the file it names
    try:
        if os.path.isdir(target):
            raise IsADirectoryError(21, os.strerror(21))
        if os.path.exists(target) and not stat.S_ISREG(os.stat(target).st_mode):
            # A device or pipe (`-o /dev/null`): written in place as it is printed (as
            # mlir-opt writes it), never replaced; opened once, as a pipe's reader sees
            # the end of the output when it is closed.
            special = open(target, "w", encoding="utf-8", errors="surrogateescape", newline="")
        else:
            special = None
            import tempfile  # here: most runs write to stdout, and it costs start-up

            fd, tmp = tempfile.mkstemp(dir=os.path.dirname(target), prefix=f".{os.path.basename(target)}.", suffix=".tmp")
    except OSError as exc:
        err.write(f"cannot open output file '{output_path}': {exc.strerror}\n")
        return 1
    if special is not None:
        with special:
            return run(source, options, special, err)
    try:
        # Written as it is printed to the temporary file, which replaces the target only
        # if processing succeeds.
        with io.open(fd, "w", encoding="utf-8", errors="surrogateescape", newline="") as handle:
            fd = -1
            status = run(source, options, handle, err)
        if status == 0:
            try:
                mode = os.stat(target).st_mode & 0o7777
            except OSError:
                umask = os.umask(0)
                os.umask(umask)
                mode = 0o666 & ~umask
            os.chmod(tmp, mode)
            os.replace(tmp, target)
            tmp = ""
        return status
    finally:
        if fd != -1:
            os.close(fd)
        if tmp:
            os.unlink(tmp)


def _byte_exact(stream: TextIO) -> TextIO:
    """`stream` writing UTF-8, with the input's non-UTF-8 bytes (kept as lone surrogates by
    the decoder) written back as they were."""
    try:
        stream.reconfigure(encoding="utf-8", errors="surrogateescape")  # type: ignore[attr-defined]
    except (AttributeError, ValueError, OSError):
        pass
    return stream


def _pass_errors(options: OptOptions) -> tuple[type[Exception], ...]:
    """What running the pipeline may raise for a failed pass or a pass on the wrong
    operation (nothing without a pipeline, so plain runs do not import the passes)."""
    if options.pipeline is None:
        return ()
    from odsgen.passes import PassFailure, PipelineError

    return (PassFailure, PipelineError)
