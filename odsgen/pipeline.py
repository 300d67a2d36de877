"""The fixed stage order of `odsgen generate`, and nothing else: read + resolve
definitions -> parse formats -> render every module in memory -> write (or check).

Incremental runs (`generate` without `--check`) consult the output directory's manifest
(odsgen/manifest.py): with nothing changed nothing is read or rendered; otherwise only
the modules whose inputs changed are rendered. Black, the slow step, runs in `jobs`
processes.
"""

from __future__ import annotations

import re

import os
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass
from pathlib import Path

from odsgen.codegen.modules import import_lines, module_sources, render_package_init
from odsgen.codegen.output import Plan
from odsgen.codegen.pyformat import format_module
from odsgen.errors import DefinitionError
from odsgen.format.defs import parse_formats
from odsgen.ir.core.diagnostics import error
from odsgen.ir.core.source import Input
from odsgen.manifest import Manifest, dependencies, digest, fingerprint, output_key
from odsgen.progress import step
from odsgen.spec.model import DialectSpec
from odsgen.spec.reader import Reader, Unit, display_path, expand_inputs
from odsgen.spec.resolve import resolve


@dataclass
class Loaded:
    """The resolved specs, with the files they were read from."""

    specs: list[DialectSpec]
    units: list[Unit]

    def input_hashes(self) -> dict[str, str]:
        return {u.rel: digest(u.input.text) for u in self.units}

    def dependencies(self, spec: DialectSpec) -> list[tuple[str, str]]:
        return dependencies(spec, self.units)


def load(defs: list[Path]) -> Loaded:
    reader = Reader()
    inputs = [reader.load(p) for p in expand_inputs(defs)]
    specs = resolve(reader, inputs)
    return Loaded(specs, list(reader.units.values()))


def plan_generation(
    defs: list[Path], out_dir: Path, jobs: int = 1, incremental: bool = False
) -> Plan:
    """Every output file's content, in memory; `plan.rendered` names those rendered now."""
    manifest = Manifest.read(out_dir) if incremental else Manifest()
    roots = [display_path(p) for p in expand_inputs(defs)]
    unchanged = manifest.unchanged(out_dir, roots) if incremental else None
    if unchanged is not None:
        return Plan(out_dir, unchanged, manifest=manifest)
    step("reading definitions")
    loaded = load(defs)
    specs = loaded.specs
    step("compiling assembly formats")
    formats = parse_formats(specs)  # format errors stop generation before anything is written
    imports = import_lines(specs, referenced_dialects(specs))
    record = Manifest(roots, loaded.input_hashes(), {}, fingerprint())
    files: dict[str, str] = {}
    pending: dict[str, tuple[str, str]] = {}  # rel -> (unformatted source, what it is)
    declarations: list[str] = []  # the `.pxd` files rendered now
    for spec in specs:
        # The module, and the Cython declarations the accelerator reads beside it.
        rel, pxd = f"{spec.dialect.name}.py", f"{spec.dialect.name}.pxd"
        deps = loaded.dependencies(spec)
        key, pxd_key = output_key(rel, deps, imports), output_key(pxd, deps, imports)
        record.outputs[rel] = {"key": key}
        record.outputs[pxd] = {"key": pxd_key}
        cached = manifest.cached(out_dir, rel, key)
        cached_pxd = manifest.cached(out_dir, pxd, pxd_key)
        if cached is not None and cached_pxd is not None:
            files[rel], files[pxd] = cached, cached_pxd
        else:
            step(f"rendering dialect '{spec.dialect.name}'")
            source, files[pxd] = module_sources(spec, imports, formats)
            pending[rel] = (source, f"dialect '{spec.dialect.name}'")
            declarations.append(pxd)
    init_key = output_key(
        "__init__.py", [s.dialect.name for s in specs], [s.sources for s in specs]
    )
    record.outputs["__init__.py"] = {"key": init_key}
    init_cached = manifest.cached(out_dir, "__init__.py", init_key)
    files["__init__.py"] = init_cached if init_cached is not None else render_package_init(specs)
    files.update(format_sources(pending, jobs, {u.input.name: u.input for u in loaded.units}))
    for rel, entry in record.outputs.items():
        entry["sha"] = digest(files[rel])
    rendered = sorted([*pending, *declarations, *([] if init_cached is not None else ["__init__.py"])])
    return Plan(
        out_dir, {rel: files[rel] for rel in record.outputs}, manifest=record, rendered=rendered
    )


def write_plan(plan: Plan) -> list[str]:
    """Write the changed outputs, then the manifest recording them."""
    return plan.write()


def format_sources(
    pending: dict[str, tuple[str, str]], jobs: int = 1, inputs: dict[str, Input] | None = None
) -> dict[str, str]:
    """Black over each source, in up to `jobs` processes (0: one per CPU).

    A syntax error inside a user snippet is reported at its YAML line (`inputs` holds
    the definition files by name); the line map of every snippet is appended.
    """
    workers = min(jobs or os.cpu_count() or 1, len(pending))
    items = sorted(pending.items())
    results: list[tuple[bool, str]] = []

    def formatting() -> None:
        step(f"formatting modules with black ({len(results)}/{len(items)} done)")

    formatting()
    if workers <= 1:
        for _, (source, what) in items:
            results.append(format_module(source, what))
            formatting()
    else:
        with ProcessPoolExecutor(max_workers=workers) as pool:
            for result in pool.map(format_module, *zip(*[s for _, s in items])):
                results.append(result)
                formatting()
    formatted = {}
    for (rel, _), (ok, text, where) in zip(items, results):
        if not ok:
            span = None
            if where is not None and inputs and where[0] in inputs:
                source = inputs[where[0]]
                span = source.span(source.offset_of(where[1], where[2] + 1))
            raise DefinitionError(error(text, span))
        formatted[rel] = text
    return formatted


def referenced_dialects(specs: list[DialectSpec]) -> dict[str, str | None]:
    """Every dialect a module may import: the generated ones and those they reference."""
    known: dict[str, str | None] = {}
    for spec in specs:
        known[spec.dialect.name] = spec.dialect.python_module
        for d in spec.attributes + spec.types:
            for p in d.parameters:
                for ref in (p.type.ref, p.type.element.ref if p.type.element else None):
                    if ref is not None:
                        known.setdefault(ref.dialect.name, ref.dialect.python_module)
            for t in d.traits:
                known.setdefault(t.dialect.name, t.dialect.python_module)
        for op in spec.operations:
            known.setdefault("builtin", None)  # constraints and builders use builtin classes
            for c in op.constraint_defs:
                for text in (c.predicate, c.storage or "", c.const_builder or "", c.builder or ""):
                    for name in re.findall(r"_ods_dialect_(\w+)\.", text):
                        known.setdefault(name, None)
    return known
