"""Checking the MLIR examples in descriptions: every fenced block marked ```mlir is parsed
and verified with the dialects being documented, so the docs cannot show syntax the
parser rejects.

The dialects are rendered from the definitions as they are now (not from whatever
generated modules happen to be installed) into a private package and loaded into one
Context that also has every dialect shipped with odsgen. Unregistered dialects are
allowed (as `mlir-opt --allow-unregistered-dialect`), so an attribute or type can be shown
on an operation such as `"example.op"() {value = #toy.shape<2x3>} : () -> ()`; an
unknown operation of a registered dialect is still an error. A block that is not meant
to parse (a fragment using undefined values, say) is fenced without `mlir`.

Errors point into the YAML file, at the line of the description holding the failing
text, with a note at the example's opening fence.
"""

from __future__ import annotations

import importlib
import re
import sys
import tempfile
from dataclasses import dataclass
from pathlib import Path
from typing import Iterator

from odsgen.errors import DefinitionError
from odsgen.ir.core.diagnostics import Diagnostic, DiagnosticError, error
from odsgen.ir.core.source import Input, Span
from odsgen.spec.model import DialectSpec, Snippet

_OPEN = re.compile(r"^ {0,3}(`{3,}|~{3,})[ \t]*([^\s`]*)[^`\n]*$")
_EXAMPLE_NAME = "<example>"


@dataclass(frozen=True)
class Example:
    owner: str  # "type 'Matrix'", for the note
    doc: Snippet  # the located description holding it
    fence: int  # offset of the opening fence in the description
    start: int  # offset of the first character of the example
    text: str

    def span(self, offset: int, end: int | None = None) -> Span:
        where = self.doc.origin(self.start + offset)
        last = self.doc.origin(self.start + end).start if end is not None else where.start
        return Span(where.input, where.start, max(where.start, last))


def mlir_blocks(description: str) -> Iterator[tuple[int, int, str]]:
    """(fence offset, content offset, content) of each ```mlir block (CommonMark fences)."""
    offset, lines = 0, description.splitlines(keepends=True)
    i = 0
    while i < len(lines):
        match = _OPEN.match(lines[i].rstrip("\n"))
        line_start = offset
        offset += len(lines[i])
        i += 1
        if not match:
            continue
        fence, info = match.group(1), match.group(2)
        content_start, content = offset, []
        close = re.compile(rf"^ {{0,3}}{re.escape(fence[0])}{{{len(fence)},}}[ \t]*$")
        while i < len(lines) and not close.match(lines[i].rstrip("\n")):
            content.append(lines[i])
            offset += len(lines[i])
            i += 1
        if i < len(lines):  # the closing fence
            offset += len(lines[i])
            i += 1
        if info.lower() == "mlir":
            yield line_start, content_start, "".join(content)


def examples_of(spec: DialectSpec) -> list[Example]:
    """Every MLIR example in the descriptions of a dialect, in definition order."""
    owners: list[tuple[str, Snippet | None]] = [
        (f"dialect '{spec.dialect.name}'", spec.dialect.description_src)
    ]
    for d in spec.attributes + spec.types:
        owners.append(
            (f"{'attribute' if d.kind == 'attr' else 'type'} '{d.name}'", d.description_src)
        )
    owners += [(f"enum '{e.name}'", e.description_src) for e in spec.enums]
    owners += [(f"interface '{i.name}'", i.description_src) for i in spec.interfaces]
    owners += [(f"trait '{t.name}'", t.description_src) for t in spec.traits]
    found = []
    for owner, doc in owners:
        if doc is None:
            continue
        for fence, start, text in mlir_blocks(doc.code):
            found.append(Example(owner, doc, fence, start, text))
    return found


def check_examples(specs: list[DialectSpec], formats: dict, python_path: list[Path] = ()) -> None:
    """Parse and verify every example; raise one DefinitionError listing all failures."""
    examples = [e for spec in specs for e in examples_of(spec)]
    if not examples:
        return
    failures = []
    with _dialects_loaded(specs, formats, list(python_path)) as modules:
        for example in examples:
            diagnostic = _check(example, modules)
            if diagnostic is not None:
                failures.append(diagnostic)
    if failures:
        raise DefinitionError(*failures)


def _check(example: Example, modules: list) -> Diagnostic | None:
    from odsgen.ir import Context
    from odsgen.ir.verify.verifier import verify

    context = Context(allow_unregistered_dialects=True)
    for module in modules:
        context.load_dialect(module)
    try:
        module_op = context.parse_module(example.text, _EXAMPLE_NAME)
        verify(module_op, context, {_EXAMPLE_NAME: Input(_EXAMPLE_NAME, example.text)})
    except DiagnosticError as exc:
        diagnostic = _relocate(exc.diagnostic, example)
    except Exception as exc:  # a hook of the dialect failed: still the example's error
        diagnostic = error(
            f"checking this example raised {type(exc).__name__}: {exc}", example.span(0)
        )
    else:
        return None
    return diagnostic.note(
        f"in an MLIR example in the description of {example.owner}",
        example.span(example.fence - example.start),
    )


def _relocate(diagnostic: Diagnostic, example: Example) -> Diagnostic:
    """The same diagnostic, its spans moved from the example text into the YAML file."""
    span = diagnostic.span
    if span is not None and span.input.name == _EXAMPLE_NAME:
        span = example.span(span.start, span.end)
    moved = Diagnostic(diagnostic.severity, diagnostic.message, span, where=diagnostic.where)
    moved.notes = [_relocate(n, example) for n in diagnostic.notes]
    return moved


class _dialects_loaded:
    """Renders the documented dialects into a private package and imports them, with
    every shipped dialect after them (the documented ones win by name)."""

    _count = 0

    def __init__(self, specs: list[DialectSpec], formats: dict, python_path: list[Path]) -> None:
        self.specs = [s for s in specs if s.dialect.name != "builtin"]  # the runtime's own
        self.formats = formats
        self.python_path = [str(p) for p in python_path]

    def __enter__(self) -> list:
        from odsgen.codegen.line_map import strip_markers
        from odsgen.codegen.modules import import_lines, module_source
        from odsgen.pipeline import referenced_dialects

        type(self)._count += 1
        self.package = f"_odsgen_examples_{type(self)._count}"
        self.tmp = tempfile.TemporaryDirectory(prefix="odsgen-examples-")
        root = Path(self.tmp.name) / self.package
        root.mkdir()
        (root / "__init__.py").write_text("")
        imports = import_lines(self.specs, referenced_dialects(self.specs))
        for spec in self.specs:
            (root / f"{spec.dialect.name}.py").write_text(
                strip_markers(module_source(spec, imports, self.formats))[0], encoding="utf-8"
            )
        self.added = [self.tmp.name, *self.python_path]
        sys.path[:0] = self.added
        modules = []
        try:
            for spec in self.specs:
                modules.append(self._import(f"{self.package}.{spec.dialect.name}", spec))
            modules.extend(_shipped_dialects())
        except BaseException:
            self.__exit__(None, None, None)
            raise
        return modules

    def _import(self, name: str, spec: DialectSpec):
        try:
            return importlib.import_module(name)
        except Exception as exc:  # the dialect's own imports (hooks) may be missing
            raise DefinitionError(
                error(
                    f"cannot load dialect '{spec.dialect.name}' to check the examples of its "
                    f"documentation: {type(exc).__name__}: {exc}",
                    spec.dialect.loc,
                )
            ) from None

    def __exit__(self, *exc_info) -> None:
        for entry in self.added:
            if entry in sys.path:
                sys.path.remove(entry)
        for name in [
            m for m in sys.modules if m == self.package or m.startswith(self.package + ".")
        ]:
            del sys.modules[name]
        self.tmp.cleanup()


def _shipped_dialects() -> list:
    import odsgen.dialects

    return [
        importlib.import_module(f"odsgen.dialects.{name}")
        for name in getattr(odsgen.dialects, "DIALECT_MODULES", ())
    ]
