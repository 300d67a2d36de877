"""A PEP 517 build backend for dialect packages: regenerate the bindings (and docs and
schema) from the package's definitions, then build it with setuptools.

In the package's pyproject.toml:

    [build-system]
    requires = ["odsgen", "setuptools>=70.1"]
    build-backend = "odsgen.build"

    [tool.odsgen]
    defs = ["defs"]                       # definition files or directories (default)
    output = "src/toy_dialect/dialects"   # the generated package (required)
    docs = "docs/dialects"                # Markdown pages (optional)
    schema = "odsgen.schema.json"         # JSON Schema for editors (optional)
    python-path = ["src"]                 # where the examples' imports are found
                                          # (default: src/ if it exists, else .)
    jobs = 1                              # black processes (0: one per CPU)

`pip install .`, `pip install -e .` and `python -m build` all regenerate first (only
what changed: odsgen/manifest.py); `python -m odsgen.build` regenerates without
building. A definition error fails the build with the error's location.
"""

from __future__ import annotations

import sys
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from odsgen.errors import DefinitionError
from odsgen.ir.core.diagnostics import DiagnosticError, error
from odsgen.ir.core.source import Input
from odsgen.spec.schema import did_you_mean

try:
    import tomllib
except ModuleNotFoundError:  # Python 3.10
    import tomli as tomllib  # type: ignore[no-redef]

PYPROJECT = "pyproject.toml"


@dataclass
class Config:
    output: Path
    defs: list[Path] = field(default_factory=lambda: [Path("defs")])
    docs: Path | None = None
    schema: Path | None = None
    python_path: list[Path] = field(default_factory=list)
    jobs: int = 1


_KEYS = {"defs": list, "output": str, "docs": str, "schema": str, "python-path": list, "jobs": int}


def read_config(root: Path) -> Config:
    """`[tool.odsgen]` of root/pyproject.toml; errors point at the offending key."""
    path = root / PYPROJECT
    source = Input(PYPROJECT, path.read_text(encoding="utf-8"))
    try:
        table = tomllib.loads(source.text).get("tool", {}).get("odsgen")
    except tomllib.TOMLDecodeError as exc:
        raise DefinitionError(error(f"invalid TOML: {exc}", source.span(0))) from None
    if not isinstance(table, dict):
        raise DefinitionError(
            error(
                "no [tool.odsgen] table: it says where definitions and outputs are", source.span(0)
            )
        )
    for key, value in table.items():
        expected = _KEYS.get(key)
        if expected is None:
            hint = did_you_mean(key, list(_KEYS))
            raise DefinitionError(
                error(f"unknown key '{key}' in [tool.odsgen]{hint}", _key_span(source, key))
            )
        if not isinstance(value, expected) or (
            expected is list and not all(isinstance(v, str) for v in value)
        ):
            what = {list: "a list of strings", str: "a string", int: "an integer"}[expected]
            raise DefinitionError(
                error(f"expected {what} for '{key}' in [tool.odsgen]", _key_span(source, key))
            )
    if "output" not in table:
        raise DefinitionError(
            error(
                "missing required key 'output' in [tool.odsgen] (the generated package's directory)",
                _key_span(source, "[tool.odsgen]"),
            )
        )
    default_path = [Path("src")] if (root / "src").is_dir() else [Path(".")]
    return Config(
        output=Path(table["output"]),
        defs=[Path(p) for p in table.get("defs", ["defs"])],
        docs=Path(table["docs"]) if "docs" in table else None,
        schema=Path(table["schema"]) if "schema" in table else None,
        python_path=(
            [Path(p) for p in table["python-path"]] if "python-path" in table else default_path
        ),
        jobs=table.get("jobs", 1),
    )


def _key_span(source: Input, key: str):
    """Where `key` is written (TOML parsers keep no positions); the file start if unsure."""
    in_table = False
    for number, line in enumerate(source.text.splitlines(), 1):
        stripped = line.strip()
        if stripped.startswith("["):
            in_table = stripped == "[tool.odsgen]"
            if key == stripped:
                return source.span(source.offset_of(number, 1))
        elif in_table and stripped.split("=", 1)[0].strip().strip("\"'") == key:
            return source.span(source.offset_of(number, line.index(stripped[0]) + 1))
    return source.span(0)


def regenerate(root: Path | None = None) -> list[Path]:
    """Regenerate what root/pyproject.toml configures; returns the files written.
    Paths are relative to `root`, which becomes the working directory meanwhile (the
    generated headers name sources relative to it)."""
    import os

    from odsgen.codegen.output import Plan
    from odsgen.docs import plan_docs
    from odsgen.pipeline import plan_generation, write_plan
    from odsgen.schema_json import schema_text

    root = Path.cwd() if root is None else root
    previous = Path.cwd()
    os.chdir(root)
    try:
        config = read_config(Path("."))
        # Each step plans everything before writing, so an error leaves its outputs as
        # they were. Bindings come first: hooks of the package that the docs' examples
        # run may import them.
        written = _written(
            write_plan(
                plan_generation(config.defs, config.output, jobs=config.jobs, incremental=True)
            ),
            config.output,
        )
        if config.docs is not None:
            plan = plan_docs(config.defs, config.docs, python_path=config.python_path)
            written += _written(plan.write(), config.docs)
        if config.schema is not None:
            plan = Plan(config.schema.parent, {config.schema.name: schema_text()})
            written += _written(plan.write(), config.schema.parent)
        return written
    finally:
        os.chdir(previous)


def _written(rels: list[str], directory: Path) -> list[Path]:
    return [directory / rel for rel in rels]


def _regenerate_or_exit() -> None:
    try:
        for path in regenerate():
            print(f"odsgen: wrote {path}")
    except DiagnosticError as exc:
        sys.stderr.write(exc.render())
        raise SystemExit(1) from None
    except OSError as exc:  # an output path that cannot be written: one line, as the CLI
        from odsgen.cli import _one_line

        sys.stderr.write(_one_line(exc))
        raise SystemExit(1) from None


def _setuptools() -> Any:
    from setuptools import build_meta

    return build_meta


# -- PEP 517 / PEP 660 hooks: regenerate, then let setuptools build --------------------------


def get_requires_for_build_wheel(config_settings=None):
    return _setuptools().get_requires_for_build_wheel(config_settings)


def get_requires_for_build_sdist(config_settings=None):
    return _setuptools().get_requires_for_build_sdist(config_settings)


def get_requires_for_build_editable(config_settings=None):
    return _setuptools().get_requires_for_build_editable(config_settings)


def prepare_metadata_for_build_wheel(metadata_directory, config_settings=None):
    return _setuptools().prepare_metadata_for_build_wheel(metadata_directory, config_settings)


def prepare_metadata_for_build_editable(metadata_directory, config_settings=None):
    return _setuptools().prepare_metadata_for_build_editable(metadata_directory, config_settings)


def build_wheel(wheel_directory, config_settings=None, metadata_directory=None):
    _regenerate_or_exit()
    return _setuptools().build_wheel(wheel_directory, config_settings, metadata_directory)


def build_sdist(sdist_directory, config_settings=None):
    _regenerate_or_exit()
    name = _setuptools().build_sdist(sdist_directory, config_settings)
    # setuptools packs only Python packages and what MANIFEST.in adds; a wheel built
    # from the sdist regenerates, so it needs the definitions too.
    add_definitions_to_sdist(Path(sdist_directory) / name, Path.cwd(), read_config(Path(".")).defs)
    return name


def add_definitions_to_sdist(archive: Path, root: Path, defs: list[Path]) -> list[str]:
    """Add the definition files under `defs` that `archive` (a .tar.gz sdist) lacks;
    returns the names added. Paths outside `root` cannot be packed: a warning says so."""
    import gzip
    import io
    import tarfile

    with tarfile.open(archive, "r:gz") as tar:
        members = [(m, tar.extractfile(m).read() if m.isfile() else None) for m in tar.getmembers()]
    if not members:
        return []
    top = members[0][0].name.split("/", 1)[0]
    present = {m.name for m, _ in members}
    wanted: list[Path] = []
    for entry in defs:
        path = (root / entry).resolve()
        if not path.is_relative_to(root.resolve()):
            print(f"odsgen: warning: '{entry}' is outside the package; the sdist does not include it", file=sys.stderr)
            continue
        files = sorted(p for p in path.rglob("*") if p.is_file()) if path.is_dir() else [path] if path.is_file() else []
        wanted += [f for f in files if "__pycache__" not in f.parts]
    added = []
    extra = []
    for file in wanted:
        name = f"{top}/{file.relative_to(root.resolve()).as_posix()}"
        if name not in present:
            present.add(name)
            extra.append((name, file.read_bytes()))
            added.append(name)
    if not added:
        return []
    buffer = io.BytesIO()
    with gzip.GzipFile(fileobj=buffer, mode="wb", mtime=0) as gz, tarfile.open(fileobj=gz, mode="w", format=tarfile.PAX_FORMAT) as out:
        for member, data in members:
            out.addfile(member, io.BytesIO(data) if data is not None else None)
        for name, data in extra:
            info = tarfile.TarInfo(name)
            info.size, info.mode, info.mtime = len(data), 0o644, members[0][0].mtime
            out.addfile(info, io.BytesIO(data))
    from odsgen.codegen.output import atomic_write

    atomic_write(archive, buffer.getvalue())
    return added


def build_editable(wheel_directory, config_settings=None, metadata_directory=None):
    _regenerate_or_exit()
    return _setuptools().build_editable(wheel_directory, config_settings, metadata_directory)


if __name__ == "__main__":  # python -m odsgen.build: regenerate in place, build nothing
    _regenerate_or_exit()
