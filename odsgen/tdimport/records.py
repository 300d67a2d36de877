"""The record model over `--dump-json`: lookups by name, class membership, def refs,
dags, and the source text at a record's location."""

from __future__ import annotations

import re
from typing import Any

from odsgen.tdimport.tblgen import Sources


class Records:
    def __init__(self, data: dict[str, Any], sources: Sources) -> None:
        self.data = data
        self.sources = sources
        self.instanceof: dict[str, list[str]] = data.get("!instanceof", {})

    def get(self, name: str | None) -> dict[str, Any] | None:
        if not name:
            return None
        value = self.data.get(name)
        return value if isinstance(value, dict) and "!superclasses" in value else None

    def supers(self, name: str) -> list[str]:
        rec = self.get(name)
        return list(rec.get("!superclasses", [])) if rec else []

    def isa(self, name: str, cls: str) -> bool:
        return cls in self.supers(name)

    def instances(self, cls: str) -> list[str]:
        return list(self.instanceof.get(cls, []))

    @staticmethod
    def ref(value: Any) -> str | None:
        """The name of a def reference (`{"kind": "def", "def": NAME}`), else None."""
        if isinstance(value, dict) and value.get("kind") == "def":
            return value.get("def")
        return None

    def field(self, name: str, key: str, default: Any = None) -> Any:
        rec = self.get(name)
        return rec.get(key, default) if rec else default

    def is_anonymous(self, name: str) -> bool:
        rec = self.get(name)
        return bool(rec and rec.get("!anonymous"))

    @staticmethod
    def dag_args(dag: Any) -> list[tuple[Any, str | None]]:
        """The (value, name) pairs of a dag such as `(ins A:$a, B)`."""
        if not isinstance(dag, dict) or dag.get("kind") != "dag":
            return []
        return [(a[0], a[1]) for a in dag.get("args", [])]

    def location(self, name: str) -> tuple[str, int] | None:
        """Where a record was defined (its first location): (file base name, line)."""
        locs = self.field(name, "!locs") or []
        if not locs:
            return None
        m = re.match(r"(.*):(\d+)$", locs[0])
        return (m.group(1), int(m.group(2))) if m else None

    def location_text(self, name: str, lines: int = 8) -> str | None:
        """The source text from a record's line on (a few lines, for multi-line uses)."""
        where = self.location(name)
        if where is None:
            return None
        out = []
        for i in range(lines):
            line = self.sources.line(where[0], where[1] + i)
            if line is None:
                break
            out.append(_strip_comment(line))
        return "\n".join(out) if out else None


def _strip_comment(line: str) -> str:
    """A TableGen line without its `//` comment (outside string literals)."""
    in_str = False
    for i, ch in enumerate(line):
        if ch == '"':
            in_str = not in_str
        elif not in_str and line.startswith("//", i):
            return line[:i]
    return line
