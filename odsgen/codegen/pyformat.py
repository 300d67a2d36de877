"""Formatting generated Python with the pinned black (see pyproject.toml)."""

from __future__ import annotations

from functools import lru_cache

import black

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
