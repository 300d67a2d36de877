"""`odsgen docs`: one Markdown page per dialect, laid out like `mlir-tblgen
-gen-dialect-doc`, with the MLIR examples of its descriptions parsed and verified.

definitions -> spec -> formats -> view models (view.py, syntax.py) -> templates/docs/.
"""

from __future__ import annotations

from pathlib import Path

from odsgen.codegen.modules import import_lines
from odsgen.codegen.output import Plan
from odsgen.codegen.render import render
from odsgen.codegen.view import ModuleBuilder
from odsgen.docs.examples import check_examples
from odsgen.docs.op_docs import op_docs
from odsgen.docs.view import PageBuilder
from odsgen.format.defs import parse_formats
from odsgen.manifest import DOCS_MANIFEST_NAME, Manifest, digest
from odsgen.progress import step
from odsgen.spec.model import DialectSpec


def plan_docs(
    defs: list[Path], out_dir: Path, examples: bool = True, python_path: list[Path] = ()
) -> Plan:
    """Every page in memory (nothing is written if a definition or an example is broken)."""
    from odsgen.pipeline import load, referenced_dialects

    step("reading definitions")
    specs = load(defs).specs
    formats = parse_formats(specs)
    if examples:
        step("checking the examples in descriptions")
        check_examples(specs, formats, list(python_path))
    imports = import_lines(specs, referenced_dialects(specs))
    pages = {}
    for spec in specs:
        step(f"rendering the page of dialect '{spec.dialect.name}'")
        pages[f"{spec.dialect.name}.md"] = render_page(spec, imports, formats)
    # The manifest records the pages, so a page no longer made is deleted (and only that).
    record = Manifest(outputs={rel: {"sha": digest(text)} for rel, text in pages.items()}, name=DOCS_MANIFEST_NAME)
    return Plan(out_dir, pages, manifest=record)


def render_page(spec: DialectSpec, imports: dict[str, str], formats: dict) -> str:
    module = ModuleBuilder(spec, imports, formats).build()
    ops = op_docs(spec.operations, {o.class_name: o for o in module.ops})
    page = PageBuilder(spec, module, formats, ops).build()
    return render("docs/dialect.md.j2", d=page).rstrip("\n") + "\n"
