"""Input tracking for `odsgen generate`: what each output was made from, so a rebuild
redoes only the outputs whose inputs changed, and nothing at all when none did.

The manifest (`.odsgen-manifest.json` in the output directory) records a fingerprint of
odsgen itself (its version and a hash of its sources, templates and shipped
definitions), the definition files read, and for each output a key (a hash over the
fingerprint and the contents of every file the output depends on) and the hash of the
content written. It is a cache: deterministic (sorted, no times, paths as given), never
consulted by `--check` for what is current, and safe to delete. Outputs are not trusted
blindly: one whose content on disk differs from what was recorded is made again.

It is also the record of what odsgen wrote into the directory: a file no longer produced
is deleted only if the manifest names it (odsgen/codegen/output.py). `odsgen docs` keeps
such a record of its pages too (DOCS_MANIFEST_NAME). A manifest that is unreadable,
corrupt, too large or names a path outside its directory counts as absent.
"""

from __future__ import annotations

import hashlib
import json
from dataclasses import dataclass, field, fields, is_dataclass
from functools import lru_cache
from pathlib import Path

from odsgen import limits
from odsgen.codegen.output import read_regular
from odsgen.ir.core.source import Span
from odsgen.spec.model import Dialect, DialectSpec
from odsgen.spec.reader import Unit

MANIFEST_NAME = ".odsgen-manifest.json"
DOCS_MANIFEST_NAME = ".odsgen-docs-manifest.json"
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
    name: str = MANIFEST_NAME  # its file name in the output directory

    @classmethod
    def read(cls, directory: Path, name: str = MANIFEST_NAME) -> Manifest:
        """The recorded manifest, or an empty one (see the module's docstring)."""
        data = read_regular(directory / name, limits.MANIFEST_BYTES)
        try:
            record = json.loads(data.decode("utf-8")) if data is not None else None
        except (ValueError, RecursionError):
            record = None
        if not _well_formed(record):
            return cls(name=name)
        return cls(record["roots"], record["inputs"], record["outputs"], record["odsgen"], name)

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


def _well_formed(record: object) -> bool:
    """A manifest of this format, every field of its type, outputs plain file names."""

    def strings(value: object) -> bool:
        return isinstance(value, dict) and all(isinstance(k, str) and isinstance(v, str) for k, v in value.items())

    if not isinstance(record, dict) or record.get("format") != _FORMAT:
        return False
    roots, inputs, outputs = record.get("roots"), record.get("inputs"), record.get("outputs")
    return (
        isinstance(record.get("odsgen"), str)
        and isinstance(roots, list)
        and all(isinstance(r, str) for r in roots)
        and strings(inputs)
        and isinstance(outputs, dict)
        and all(_plain_name(rel) and strings(entry) for rel, entry in outputs.items())
    )


def _plain_name(rel: object) -> bool:
    """A file directly in the output directory: never a path leading elsewhere."""
    return (
        isinstance(rel, str)
        and rel not in ("", ".", "..")
        and "/" not in rel
        and "\\" not in rel
        and "\0" not in rel
    )


def _read_if(path: Path, sha: str | None) -> str | None:
    data = read_regular(path)
    if data is None or digest(data) != sha:
        return None
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError:
        return None


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
