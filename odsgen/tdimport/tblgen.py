"""Reading ODS records: run `llvm-tblgen-22 --dump-json` on a .td file, or load a dump
recorded earlier (optionally compressed), and the source lines that record locations
point at (used to recover template arguments the JSON flattens)."""

from __future__ import annotations

import gzip
import json
import lzma
import shutil
import subprocess
import tempfile
from pathlib import Path

TOOL = "llvm-tblgen-22"
# Recorded dumps carry the source lines they need under this key (see tests/tools).
SOURCES_KEY = "!odsgen_sources"


class TdImportError(Exception):
    """A one-line error of the importer (missing tool, bad .td, unreadable dump)."""


def llvm_include_dir() -> Path | None:
    """The llvm-22 include directory: `llvm-config-22 --includedir`, or the Debian path."""
    config = shutil.which("llvm-config-22")
    if config:
        try:
            out = subprocess.run([config, "--includedir"], capture_output=True, text=True, timeout=60)
            if out.returncode == 0 and Path(out.stdout.strip()).is_dir():
                return Path(out.stdout.strip())
        except (OSError, subprocess.SubprocessError):
            pass
    default = Path("/usr/lib/llvm-22/include")
    return default if default.is_dir() else None


class Sources:
    """Lines of the .td files by base name (record locations are `File.td:LINE`)."""

    def __init__(self, files: dict[str, Path] | None = None, recorded: dict[str, dict[str, str]] | None = None) -> None:
        self.files = files or {}
        self.recorded = recorded or {}
        self._lines: dict[str, list[str]] = {}
        self.used: dict[str, dict[str, str]] = {}  # what was read, for recording

    def line(self, name: str, number: int) -> str | None:
        if name in self.recorded:
            text = self.recorded[name].get(str(number))
        else:
            path = self.files.get(name)
            if path is None:
                return None
            if name not in self._lines:
                try:
                    self._lines[name] = path.read_text(encoding="utf-8", errors="replace").split("\n")
                except OSError:
                    self._lines[name] = []
            lines = self._lines[name]
            text = lines[number - 1] if 0 < number <= len(lines) else None
        if text is not None:
            self.used.setdefault(name, {})[str(number)] = text
        return text


def run_tblgen(td: Path, include_dirs: list[Path]) -> tuple[dict, Sources]:
    """The records of `td` as `--dump-json` prints them, and its sources."""
    if not td.is_file():
        raise TdImportError(f"cannot read '{td}': no such file")
    tool = shutil.which(TOOL)
    if tool is None:
        raise TdImportError(
            f"{TOOL} not found on PATH (Debian/Ubuntu: apt-get install llvm-22 libmlir-22-dev); "
            "or pass a recorded dump with --from-json"
        )
    dirs = [td.parent, *include_dirs]
    llvm = llvm_include_dir()
    if llvm is not None:
        dirs.append(llvm)
    with tempfile.TemporaryDirectory(prefix="odsgen-tblgen-") as tmp:
        out, dep = Path(tmp) / "records.json", Path(tmp) / "records.d"
        cmd = [tool, "--dump-json", "-o", str(out), "-d", str(dep)]
        for d in dirs:
            cmd += ["-I", str(d)]
        cmd.append(str(td))
        try:
            proc = subprocess.run(cmd, capture_output=True, text=True, timeout=600)
        except (OSError, subprocess.SubprocessError) as exc:
            raise TdImportError(f"cannot run {TOOL}: {exc}") from None
        if proc.returncode != 0:
            # tblgen's own diagnostics are located (file:line:col: error: ...).
            message = proc.stderr.strip() or f"{TOOL} exited with status {proc.returncode}"
            raise TdImportError(message)
        data = json.loads(out.read_text(encoding="utf-8"))
        files = {td.name: td}
        for path in _depfile_paths(dep.read_text(encoding="utf-8") if dep.exists() else ""):
            files.setdefault(path.name, path)
    return data, Sources(files)


def _depfile_paths(text: str) -> list[Path]:
    """The prerequisites of a Makefile depfile (`out: a b \\` continued lines)."""
    body = text.replace("\\\n", " ").partition(":")[2]
    parts, current, escaped = [], "", False
    for ch in body:
        if escaped:
            current += ch
            escaped = False
        elif ch == "\\":
            escaped = True
        elif ch.isspace():
            if current:
                parts.append(current)
            current = ""
        else:
            current += ch
    if current:
        parts.append(current)
    return [Path(p) for p in parts]


def load_dump(path: Path) -> tuple[dict, Sources]:
    """A recorded `--dump-json` output (.json, .json.gz or .json.xz)."""
    try:
        raw = path.read_bytes()
    except OSError as exc:
        raise TdImportError(f"cannot read '{path}': {exc.strerror}") from None
    try:
        if raw[:2] == b"\x1f\x8b":
            raw = gzip.decompress(raw)
        elif raw[:6] == b"\xfd7zXZ\x00":
            raw = lzma.decompress(raw)
        data = json.loads(raw.decode("utf-8"))
    except (OSError, EOFError, lzma.LZMAError, UnicodeDecodeError, ValueError) as exc:
        raise TdImportError(f"'{path}' is not a JSON dump of llvm-tblgen: {exc}") from None
    if not isinstance(data, dict) or "!instanceof" not in data:
        raise TdImportError(f"'{path}' is not a JSON dump of llvm-tblgen (no '!instanceof' index)")
    recorded = data.pop(SOURCES_KEY, None)
    return data, Sources(recorded=recorded if isinstance(recorded, dict) else {})

