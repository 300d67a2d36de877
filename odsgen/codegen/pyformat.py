"""Formatting generated Python with the pinned black (see pyproject.toml)."""

from __future__ import annotations

import warnings
from functools import lru_cache

import black

from odsgen.codegen.line_map import formatted_map, line_map_constant, strip_markers

from odsgen.errors import DefinitionError
from odsgen.ir.core.diagnostics import error

_MODE = black.Mode(line_length=100, target_versions={black.TargetVersion.PY310})


# Black is the slow step of generation; a process that renders the same module twice
# (docs then bindings, a check after a write, a build's steps) formats it once.
@lru_cache(maxsize=32)
def format_python(source: str, name: str) -> str:
    try:
        return black.format_str(source, mode=_MODE)
    except black.InvalidInput as exc:
        # A snippet that is valid alone can still break its surroundings (e.g. indentation).
        raise DefinitionError(error(f"generated code for {name} is not valid Python: {exc}")) from None


def format_module(source: str, what: str) -> tuple[bool, str, tuple[str, int, int] | None]:
    """A rendered module (snippets between line-map markers) formatted, its line map
    appended: (True, text, None); or (False, message, (YAML file, line, 0-based col)
    when a snippet is at fault). Plain values, so a worker process can hand them back."""
    clean, origins = strip_markers(source)
    try:
        with warnings.catch_warnings():
            warnings.simplefilter("ignore")
            compile(clean, "<generated>", "exec", dont_inherit=True)
    except SyntaxError as exc:
        origin = origins.get(exc.lineno or 0)
        if origin is None:
            return False, f"generated code for {what} is not valid Python: {exc.msg} (line {exc.lineno})", None
        offset = (exc.offset or 1) - 1
        if isinstance(exc, IndentationError):  # Python points past the line; the indent is at fault
            line = clean.splitlines()[exc.lineno - 1] if exc.lineno else ""
            offset = len(line) - len(line.lstrip())
        return False, f"invalid Python in snippet ({origin.what}): {exc.msg}", (origin.file, origin.line, origin.yaml_col(offset))
    try:
        text = format_python(clean, what)
    except DefinitionError as exc:
        return False, exc.diagnostic.message, None
    mapped = formatted_map(clean, text, origins)
    if mapped:
        text += "\n\n" + format_python(line_map_constant(mapped), what)
    return True, text, None
