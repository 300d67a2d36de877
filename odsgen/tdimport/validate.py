"""Checking an imported dialect with odsgen itself (read, resolve, compile formats, render,
compile the Python) and finding which definition an error belongs to."""

from __future__ import annotations

import tempfile
from pathlib import Path

from odsgen.errors import DefinitionError


def check(yaml_text: str, hooks_module: str) -> tuple[bool, int | None, str]:
    """(ok, the YAML line of the first error or None, the message)."""
    from odsgen.codegen.modules import import_lines, module_source
    from odsgen.format.defs import parse_formats
    from odsgen.pipeline import load, referenced_dialects

    with tempfile.TemporaryDirectory(prefix="odsgen-import-") as tmp:
        path = Path(tmp) / "dialect.yaml"
        path.write_text(yaml_text, encoding="utf-8")
        try:
            loaded = load([path])
            specs = [s for s in loaded.specs]
            formats = parse_formats(specs)
            imports = import_lines(specs, referenced_dialects(specs))
            for spec in specs:
                source = module_source(spec, imports, formats)
                compile(source, f"<{spec.dialect.name}>", "exec")
        except DefinitionError as exc:
            line = None
            for diag in exc.diagnostics:
                span = diag.span
                if span is not None and str(span.input.name).endswith("dialect.yaml"):
                    line = span.line
                    break
            return False, line, exc.diagnostic.message
        except SyntaxError as exc:
            return False, None, f"generated code does not compile: {exc.msg}"
        except RecursionError:
            return False, None, "nesting too deep"
        except Exception as exc:  # noqa: BLE001 - any failure of a definition degrades it
            return False, None, f"{type(exc).__name__}: {exc}"
    return True, None, ""
