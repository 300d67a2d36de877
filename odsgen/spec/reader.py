"""Reading definition files: YAML -> validated, located units, with includes.

A unit is one YAML file. Its `dialect:` header says which dialect its definitions belong
to; a file without one is a library of shared `classes`/`parameterClasses`, seen by the
files that include it. The builtin dialect is implicitly visible to every dialect: it is
read from the inputs when they define it, otherwise from the copy shipped with odsgen.
"""

from __future__ import annotations

import os
from dataclasses import dataclass, field
from pathlib import Path

from odsgen import limits
from odsgen.errors import DefinitionError
from odsgen.ir.core.diagnostics import error
from odsgen.ir.core.source import Input, Span
from odsgen.spec import schema
from odsgen.spec.model import Snippet
from odsgen.spec.snippets import make_ref
from odsgen.spec.yaml_source import YNode, load_yaml

# Sections whose definitions are generated into a module, so need a dialect header.
OUTPUT_SECTIONS = ("enums", "interfaces", "traits", "attributes", "types")


@dataclass(eq=False)
class Unit:
    path: Path
    rel: str  # path shown in diagnostics and headers
    input: Input
    root: dict[str, YNode]
    includes: list[Unit] = field(default_factory=list)

    def get(self, key: str) -> YNode | None:
        return self.root.get(key)

    def items(self, key: str) -> list[YNode]:
        node = self.root.get(key)
        return node.value if node is not None else []

    @property
    def dialect_name(self) -> str | None:
        header = self.root.get("dialect")
        return header.value["name"].value if header is not None else None


DEFINITION_SUFFIXES = (".yaml", ".yml")


def shipped_defs_dir() -> Path:
    """The defs/ directory installed with odsgen (holds builtin.yaml)."""
    import odsgen.defs  # a namespace-free package: defs/ mapped in pyproject

    return Path(odsgen.defs.__file__).parent


def display_path(path: Path) -> str:
    """A stable, relative path for diagnostics and headers (never absolute). A file
    that ships with odsgen, seen from outside its tree, is named `<odsgen>/defs/...`,
    so a user's generated headers do not depend on where odsgen is installed."""
    try:
        relative = os.path.relpath(path, Path.cwd()).replace(os.sep, "/")
    except ValueError:
        relative = None
    if relative is None or relative.startswith("../"):
        shipped = shipped_defs_dir()
        try:
            return "<odsgen>/defs/" + Path(path).resolve().relative_to(shipped.resolve()).as_posix()
        except ValueError:
            pass
    return relative if relative is not None else path.name
    

MAX_INCLUDE_DEPTH = limits.INCLUDE_DEPTH


def _encodable(text: str) -> bool:
    try:
        text.encode("utf-8")
    except UnicodeEncodeError:
        return False
    return True


def _decode(data: bytes, name: str) -> str:
    """The file's text; bytes that are not UTF-8 are an error at their line and column."""
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError as exc:
        shown = Input(name, data.decode("utf-8", "backslashreplace"))
        offset = len(data[: exc.start].decode("utf-8"))
        message = f"invalid UTF-8: byte 0x{data[exc.start]:02X} ({exc.reason})"
        raise DefinitionError(error(message, shown.span(offset))) from None


class Reader:
    """Loads units once each, following includes and reporting cycles."""

    def __init__(self) -> None:
        self.units: dict[Path, Unit] = {}
        self._stack: list[Path] = []

    def load(self, path: Path, include_node: YNode | None = None) -> Unit:
        path = path.resolve()
        if path in self._stack:
            chain = " -> ".join(display_path(p) for p in [*self._stack[self._stack.index(path):], path])
            raise DefinitionError(error(f"include cycle: {chain}", include_node.span if include_node else None))
        if path in self.units:
            return self.units[path]
        name = display_path(path)
        if not _encodable(name):  # generated headers and diagnostics name the file
            shown = name.encode("utf-8", "surrogateescape").decode("utf-8", "backslashreplace")
            raise DefinitionError(error(f"the file name '{shown}' is not valid UTF-8", include_node.span if include_node else None))
        if len(self._stack) >= MAX_INCLUDE_DEPTH:
            raise DefinitionError(
                error(f"includes nested too deep (more than {MAX_INCLUDE_DEPTH} files)", include_node.span if include_node else None)
            )
        if include_node is not None and path.suffix not in DEFINITION_SUFFIXES:
            # An include may leave the tree (as in TableGen), but only definition files
            # are read: an error must never print another kind of file's content.
            raise DefinitionError(
                error(
                    f"included file '{include_node.value}' is not a definition file (*.yaml or *.yml)",
                    include_node.span,
                )
            )
        try:
            if path.stat().st_size > limits.FILE_BYTES:
                raise OSError(0, f"larger than {limits.FILE_BYTES >> 20} MiB")
            data = path.read_bytes()
        except OSError as exc:
            span = include_node.span if include_node else None
            reason = exc.strerror or str(exc)
            raise DefinitionError(error(f"cannot read '{display_path(path)}': {reason}", span)) from None
        source = Input(display_path(path), _decode(data, display_path(path)))
        root = load_yaml(source)
        if root is None:
            root = YNode({}, source.span(0), "mapping")
        schema.validate(root, schema.FILE, "a definition file")
        unit = Unit(path, source.name, source, root.value)
        self._stack.append(path)
        try:
            for inc in unit.items("include"):
                unit.includes.append(self.load(self._find_include(path, inc), inc))
        finally:
            self._stack.pop()
        self.units[path] = unit
        if unit.dialect_name is None:
            for section in OUTPUT_SECTIONS:
                node = unit.get(section)
                if node is not None and node.value:
                    raise DefinitionError(
                        error(
                            f"'{section}' needs a 'dialect:' header in this file "
                            "(they are generated into their dialect's module)",
                            node.at_key(),
                        )
                    )
        return unit

    def _find_include(self, including: Path, node: YNode) -> Path:
        candidates = [including.parent / node.value, shipped_defs_dir() / node.value]
        for candidate in candidates:
            if candidate.is_file():
                return candidate
        raise DefinitionError(error(f"included file '{node.value}' not found", node.span))


def expand_inputs(paths: list[Path]) -> list[Path]:
    """Files named directly, and the *.yaml files of named directories, sorted."""
    files: list[Path] = []
    for path in paths:
        if path.is_dir():
            files.extend(sorted(p for p in path.glob("*.yaml") if p.is_file()))
        elif path.is_file():
            files.append(path)
        else:
            raise DefinitionError(error(f"no such file or directory: '{path}'"))
    return files


def snippet(node: YNode) -> Snippet:
    """A Snippet from a string node, with a line map for block scalars."""
    code = node.value
    ref = make_ref(code)
    line_map: tuple[tuple[int, int], ...] = ()
    if node.style in ("|", ">"):
        line_map = _block_line_map(node)
    return Snippet(code, node.span, line_map, ref)


def _block_line_map(node: YNode) -> tuple[tuple[int, int], ...]:
    """Map each line of a block scalar's value to its offset in the file."""
    source = node.span.input
    first_line = source.line_col(node.span.start)[0] + 1  # content starts after `|`
    raw_lines = [source.line_text(n) for n in range(first_line, first_line + node.value.count("\n") + 2)]
    indent = next((len(l) - len(l.lstrip(" ")) for l in raw_lines if l.strip()), 0)
    pairs = []
    snippet_off = 0
    for i, value_line in enumerate(node.value.split("\n")):
        file_off = source.offset_of(first_line + i, 1)
        if value_line:
            file_off += indent
        pairs.append((snippet_off, file_off))
        snippet_off += len(value_line) + 1
    return tuple(pairs)


def located_text(node: YNode | None) -> Snippet | None:
    """Prose (a description) kept with its location, so offsets inside it (an example
    block, say) map back to the YAML file. Never a `module:function` reference."""
    if node is None:
        return None
    line_map = _block_line_map(node) if node.style == "|" else ()
    return Snippet(node.value, node.span, line_map)


def text(node: YNode | None, default: str = "") -> str:
    return node.value if node is not None else default


def flag(node: YNode | None, default: bool = False) -> bool:
    return bool(node.value) if node is not None else default


def span_of(node: YNode | None, fallback: Span) -> Span:
    return node.span if node is not None else fallback
