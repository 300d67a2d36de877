"""`odsgen accel`: build the compiled accelerator (see odsgen.accel), only what changed.

Each module in odsgen.accel.MODULES is translated by Cython 3 and compiled by the
platform's C compiler into build/accel/<module><ext-suffix>, which is given its source's
modification time (what the import-time check compares); a module whose compiled file
has it already is skipped. Without Cython or a C compiler, or if compiling fails,
nothing more is built (a warning says why) and odsgen runs as pure Python, which is also
the reference the compiled code must match byte for byte.

It also writes the bytecode of odsgen's Python modules and generated dialects (what
`pip install` does for an installed package): an editable checkout run with
PYTHONDONTWRITEBYTECODE=1 would otherwise recompile them from source in every process,
which was most of `odsgen opt`'s start-up (0.30 of 0.34 CPU-s on a one-op file).
"""

from __future__ import annotations

import compileall
import importlib.util
import os
import shutil
import sys
import sysconfig
import tempfile
from pathlib import Path
from typing import TextIO

from odsgen.accel import _SUFFIX, GENERATED_MODULES, MODULES, accel_dir, source_stamp

# Cython compiles the sources as plain Python: annotations are documentation here (a
# `list[Value]` parameter may be given a tuple), and closures keep Python semantics.
DIRECTIVES = {"language_level": 3, "annotation_typing": False, "binding": True}
# No debug information: it triples the compile time of the large generated modules.
CFLAGS = ["-O2", "-g0"]
# The generated dialect modules are large and flat: -O1 compiles them in a sixth of -O2's
# time (see odsgen.accel.GENERATED_MODULES).
GENERATED_CFLAGS = ["-O1", "-g0"]
# The tokenizer reads each character of the input: at -O3 the character reads are inlined.
SCAN_CFLAGS = ["-O3", "-g0"]


def source_of(name: str) -> Path:
    """The source file of a module in MODULES (not its compiled form)."""
    package, _, leaf = name.rpartition(".")
    spec = importlib.util.find_spec(package)
    assert spec is not None and spec.submodule_search_locations is not None
    for directory in spec.submodule_search_locations:
        candidate = Path(directory) / f"{leaf}.py"
        if candidate.is_file():
            return candidate
    raise FileNotFoundError(f"no source for {name}")


def stale(names: list[str], directory: Path) -> list[tuple[str, Path]]:
    """(module, source) for each module whose compiled file is missing or not built from
    the source as it is now."""
    out = []
    for name in sorted(names):
        source = source_of(name)
        target = directory / (name + _SUFFIX)
        if not target.exists() or target.stat().st_mtime_ns != source_stamp(name, str(source)):
            out.append((name, source))
    return out


def unavailable() -> str | None:
    """Why the accelerator cannot be built here (None if it can)."""
    if importlib.util.find_spec("Cython") is None:
        return "Cython is not installed"
    compiler = (sysconfig.get_config_var("CC") or "cc").split()[0]
    if shutil.which(compiler) is None:
        return f"no C compiler ({compiler})"
    return None


def build(jobs: int = 0, out: TextIO = sys.stdout) -> int:
    """Build what is stale; 0 when done or when the accelerator cannot be built here."""
    write_bytecode()
    reason = unavailable()
    if reason is not None:
        out.write(f"odsgen accel: warning: not built ({reason}); odsgen runs as pure Python\n")
        return 0
    directory = accel_dir()
    todo = stale(list(MODULES), directory)
    if not todo:
        return 0
    out.write(f"odsgen accel: compiling {len(todo)} module(s): {', '.join(n for n, _ in todo)}\n")
    out.flush()
    try:
        _compile(todo, directory, jobs)
    except (Exception, SystemExit) as exc:  # noqa: BLE001 - distutils exits on compiler errors
        # The accelerator is optional: a failed build must not fail `make generate`.
        detail = str(exc).strip().splitlines()[-1:] or [type(exc).__name__]
        out.write(f"odsgen accel: warning: compiling failed ({detail[0]}); those modules run as pure Python\n")
    return 0


def write_bytecode() -> None:
    """Byte-compile the odsgen package and its dialects where the bytecode is missing or
    older than the source (the import system checks the same timestamps)."""
    for package in ("odsgen", "odsgen.dialects"):
        spec = importlib.util.find_spec(package)
        for directory in (spec.submodule_search_locations or []) if spec else []:
            compileall.compile_dir(directory, quiet=2, workers=1)


def _compile(todo: list[tuple[str, Path]], directory: Path, jobs: int) -> None:
    """Compile `todo` into `directory`, each file replaced whole when it is ready."""
    from Cython.Build import cythonize
    from setuptools import Distribution, Extension
    from setuptools.command.build_ext import build_ext

    jobs = jobs or os.cpu_count() or 1
    mtimes = {name: source_stamp(name, str(source)) for name, source in todo}
    directory.mkdir(parents=True, exist_ok=True)
    extensions = [
        Extension(name, [str(source)], extra_compile_args=_cflags(name))
        for name, source in todo
    ]
    with tempfile.TemporaryDirectory(prefix="odsgen-accel.", dir=directory) as tmp:
        declarations = _stage_generated_declarations(todo, Path(tmp) / "pxd")
        extensions = cythonize(
            extensions,
            # Where the `.pxd` files are found: the generated modules' own, then those
            # they cimport (beside the odsgen package).
            include_path=[str(declarations), str(Path(__file__).resolve().parent.parent)],
            build_dir=str(Path(tmp) / "c"),
            compiler_directives=DIRECTIVES,
            nthreads=jobs,
            quiet=True,
        )
        command = build_ext(Distribution({"ext_modules": extensions, "script_name": "odsgen-accel"}))
        command.build_lib = str(Path(tmp) / "lib")
        command.build_temp = str(Path(tmp) / "obj")
        command.parallel = jobs
        command.ensure_finalized()
        command.run()
        for extension in extensions:
            built = Path(command.get_ext_fullpath(extension.name))
            # Stamped with the source's time as it was read (an edit since makes it stale).
            os.utime(built, ns=(mtimes[extension.name], mtimes[extension.name]))
            # Replaced whole: an importing process sees the old file or the new one.
            os.replace(built, directory / (extension.name + _SUFFIX))


def _cflags(name: str) -> list[str]:
    if name in GENERATED_MODULES:
        return GENERATED_CFLAGS
    return SCAN_CFLAGS if name == "odsgen.ir.text.char_scan" else CFLAGS


def _stage_generated_declarations(todo: list[tuple[str, Path]], root: Path) -> Path:
    """Copy the `.pxd` of each generated module in `todo` under `root` in the package
    layout (odsgen/dialects/NAME.pxd): beside its source in generated/, Cython would not
    find it for the module `odsgen.dialects.NAME`, and would compile it untyped."""
    for name, source in todo:
        pxd = source.with_suffix(".pxd")
        if name not in GENERATED_MODULES or not pxd.is_file():
            continue
        target = root.joinpath(*name.split(".")).with_suffix(".pxd")
        target.parent.mkdir(parents=True, exist_ok=True)
        shutil.copyfile(pxd, target)
        for package in target.relative_to(root).parents:
            if package != Path("."):
                (root / package / "__init__.pxd").touch()
    return root


def clean(out: TextIO = sys.stdout) -> int:
    """Remove the compiled modules (odsgen then runs as pure Python)."""
    directory = accel_dir()
    if directory.is_dir():
        for path in directory.glob(f"odsgen.*{_SUFFIX}"):
            path.unlink()
        out.write(f"odsgen accel: removed compiled modules from {directory}\n")
    return 0
