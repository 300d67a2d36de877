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
from dataclasses import dataclass, field
from functools import lru_cache
from pathlib import Path

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
