"""Rendering dialect modules: view model -> template -> black."""

from __future__ import annotations

from odsgen.codegen.line_map import strip_markers
from odsgen.codegen.pyformat import format_python
from odsgen.codegen.render import render
from odsgen.codegen.view import ModuleBuilder
from odsgen.spec.model import DialectSpec


def import_lines(specs: list[DialectSpec], all_dialects: dict[str, str | None]) -> dict[str, str]:
    """How a generated module imports each other dialect's module.

    Dialects generated together import each other relatively; others by `pythonModule`
    (builtin's is `odsgen.dialects.builtin`).
    """
    together = {s.dialect.name for s in specs}
    lines = {}
    for name, python_module in all_dialects.items():
        if name in together:
            lines[name] = f"from . import {name}"
        elif python_module:
            package, _, module = python_module.rpartition(".")
            lines[name] = f"from {package} import {module} as {name}" if module != name else f"from {package} import {name}"
        else:
            lines[name] = f"from odsgen.dialects import {name}"
    return lines


def module_source(spec: DialectSpec, imports: dict[str, str], formats: dict | None = None) -> str:
    """The module's Python text before black formats it, snippets between markers
    (codegen/line_map.py)."""
    return module_sources(spec, imports, formats)[0]


def module_sources(
    spec: DialectSpec, imports: dict[str, str], formats: dict | None = None
) -> tuple[str, str]:
    """The module's Python text (as module_source) and its Cython declarations (the
    `.pxd` the accelerator reads beside it), from one view model."""
    model = ModuleBuilder(spec, imports, formats).build()
    return render("module.py.j2", m=model), render("module.pxd.j2", m=model)


def render_module(spec: DialectSpec, imports: dict[str, str], formats: dict | None = None) -> str:
    source, _ = strip_markers(module_source(spec, imports, formats))
    return format_python(source, f"dialect '{spec.dialect.name}'")


def render_package_init(specs: list[DialectSpec]) -> str:
    names = [s.dialect.name for s in specs]
    sources = sorted({s.sources[0] for s in specs})
    return format_python(render("package_init.py.j2", names=names, sources=sources), "package")
