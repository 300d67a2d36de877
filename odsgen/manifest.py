"""Input tracking for `odsgen generate`: what each output was made from, so a rebuild
redoes only the outputs whose inputs changed, and nothing at all when none did.

The manifest (`.odsgen-manifest.json` in the output directory) records a fingerprint of
odsgen itself (its version and a hash of its sources, templates and shipped
definitions), the definition files read, and for each output a key (a hash over the
fingerprint and the contents of every file the output depends on) and the hash of the
content written. It is a cache: deterministic (sorted, no times, paths as given), never
consulted by `--check`, and safe to delete. Outputs are not trusted blindly: one whose
content on disk differs from what was recorded is made again.
"""

from __future__ import annotations

import hashlib
import json
from dataclasses import dataclass, field, fields, is_dataclass
from functools import lru_cache
from pathlib import Path

from odsgen.ir.core.source import Span
from odsgen.spec.model import Dialect, DialectSpec
from odsgen.spec.reader import Unit

MANIFEST_NAME = ".odsgen-manifest.json"
_FORMAT = 1


def digest(data: str | bytes) -> str:
    return hashlib.sha256(
        data.encode("utf-8", "surrogateescape") if isinstance(data, str) else data
    ).hexdigest()


@lru_cache(maxsize=None)
def fingerprint() -> str:
    """odsgen's version and everything of odsgen that shapes its output."""
    import odsgen
    from odsgen.codegen.render import templates_dir
    from odsgen.spec.reader import shipped_defs_dir

    h = hashlib.sha256(f"odsgen {odsgen.__version__}\n".encode())
    roots = [
        ("odsgen", Path(odsgen.__file__).parent, "*.py"),
        ("templates", templates_dir(), "*.j2"),
        ("defs", shipped_defs_dir(), "*.yaml"),
    ]
    for label, root, pattern in roots:
        for path in sorted(root.rglob(pattern)):
            h.update(f"{label}/{path.relative_to(root).as_posix()}\0".encode())
            h.update(path.read_bytes())
            h.update(b"\0")
    return h.hexdigest()


def output_key(*parts: object) -> str:
    """A key over JSON-able parts (the fingerprint is always one of them)."""
    return digest(json.dumps([fingerprint(), *parts], sort_keys=True))


@dataclass
class Manifest:
    roots: list[str] = field(default_factory=list)  # the definition files named as inputs
    inputs: dict[str, str] = field(default_factory=dict)  # every file read -> content hash
    outputs: dict[str, dict[str, str]] = field(default_factory=dict)  # rel -> {key, sha}
    odsgen: str = ""

    @classmethod
    def read(cls, directory: Path) -> Manifest:
        """The recorded manifest, or an empty one (unreadable counts as absent)."""
        try:
            data = json.loads((directory / MANIFEST_NAME).read_text(encoding="utf-8"))
            if data.get("format") != _FORMAT:
                return cls()
            return cls(
                list(data["roots"]),
                dict(data["inputs"]),
                dict(data["outputs"]),
                str(data["odsgen"]),
            )
        except (OSError, ValueError, KeyError, TypeError, AttributeError):
            return cls()

    def text(self) -> str:
        data = {
            "format": _FORMAT,
            "odsgen": self.odsgen,
            "roots": self.roots,
            "inputs": self.inputs,
            "outputs": self.outputs,
        }
        return json.dumps(data, indent=1, sort_keys=True) + "\n"

    def cached(self, directory: Path, rel: str, key: str) -> str | None:
        """The output's content on disk if it was made from the same inputs, else None."""
        entry = self.outputs.get(rel)
        if entry is None or entry.get("key") != key or self.odsgen != fingerprint():
            return None
        return _read_if(directory / rel, entry.get("sha"))

    def unchanged(self, directory: Path, roots: list[str]) -> dict[str, str] | None:
        """Every output's content, if nothing it was made from has changed since."""
        if self.odsgen != fingerprint() or self.roots != roots or not self.outputs:
            return None
        for rel, sha in self.inputs.items():
            if _read_if(Path(rel), sha) is None:
                return None
        files = {}
        for rel, entry in self.outputs.items():
            content = _read_if(directory / rel, entry.get("sha"))
            if content is None:
                return None
            files[rel] = content
        return files


def _read_if(path: Path, sha: str | None) -> str | None:
    try:
        content = path.read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError):
        return None
    return content if digest(content) == sha else None


def dependencies(spec: DialectSpec, units: list[Unit]) -> list[tuple[str, str]]:
    """(file, content hash) of every file `spec`'s output may depend on: its own and
    its includes, builtin's, those of the dialects it refers to, files holding
    anything reachable from it, and shared files no dialect includes."""
    by_dialect = {u.dialect_name: u for u in units if u.dialect_name is not None}
    names, files = _reachable(spec)
    names |= {spec.dialect.name, "builtin", *spec.dialect.dependent_dialects}
    chosen: dict[str, Unit] = {}

    def add(unit: Unit) -> None:
        if unit.rel not in chosen:
            chosen[unit.rel] = unit
            for inc in unit.includes:
                add(inc)

    for name in sorted(names):
        if name in by_dialect:
            add(by_dialect[name])
    included = {i.rel for u in units for i in u.includes}
    for unit in units:
        if unit.rel in files or (unit.dialect_name is None and unit.rel not in included):
            add(unit)
    return sorted((rel, digest(u.input.text)) for rel, u in chosen.items())


def _reachable(spec: DialectSpec) -> tuple[set[str], set[str]]:
    """Names of the dialects and the files that anything in `spec` comes from."""
    dialects: set[str] = set()
    files: set[str] = set()
    seen: set[int] = set()
    stack: list[object] = [spec]
    while stack:
        obj = stack.pop()
        if id(obj) in seen or obj is None or isinstance(obj, (str, int, float, bool)):
            continue
        seen.add(id(obj))
        if isinstance(obj, Span):
            files.add(obj.input.name)
        elif isinstance(obj, (list, tuple, set, frozenset)):
            stack.extend(obj)
        elif isinstance(obj, dict):
            stack.extend(obj.values())
        elif is_dataclass(obj):
            if isinstance(obj, Dialect):
                dialects.add(obj.name)
            stack.extend(getattr(obj, f.name) for f in fields(obj))
    return dialects, files
