"""The fixed stage order of `odsgen generate`, and nothing else: read + resolve
definitions -> parse formats -> render every module in memory -> write (or check)."""

from __future__ import annotations

from pathlib import Path

from odsgen.codegen.modules import import_lines, render_module, render_package_init
from odsgen.codegen.output import Plan
from odsgen.format.defs import parse_formats
from odsgen.spec.model import DialectSpec
from odsgen.spec.resolve import load_specs


def plan_generation(defs: list[Path], out_dir: Path) -> Plan:
    specs = load_specs(defs)
    formats = parse_formats(specs)  # format errors stop generation before anything is written
    imports = import_lines(specs, _all_dialects(specs))
    files = {f"{spec.dialect.name}.py": render_module(spec, imports, formats) for spec in specs}
    files["__init__.py"] = render_package_init(specs)
    return Plan(out_dir, files)


def _all_dialects(specs: list[DialectSpec]) -> dict[str, str | None]:
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
    return known
