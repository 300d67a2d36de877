"""`odsgen new NAME`: a dialect package ready to build and test.

The package builds with odsgen's PEP 517 backend (odsgen/build.py), which regenerates
its bindings, docs and schema from `defs/NAME.yaml`; `pip install .` then
`python -m pytest` runs its tests. Files come from templates/new/.
"""

from __future__ import annotations

import keyword
from pathlib import Path

from odsgen.codegen.output import atomic_write
from odsgen.codegen.render import render
from odsgen.errors import DefinitionError
from odsgen.ir.core.diagnostics import error
from odsgen.schema_json import schema_text

# template -> path in the package ({name} substituted)
FILES = {
    "new/pyproject.toml.j2": "pyproject.toml",
    "new/README.md.j2": "README.md",
    "new/gitignore.j2": ".gitignore",
    "new/dialect.yaml.j2": "defs/{name}.yaml",
    "new/init.py.j2": "src/{name}/__init__.py",
    "new/test_dialect.py.j2": "tests/test_{name}.py",
}


def check_name(name: str) -> None:
    if not name.isidentifier() or not name.isascii() or keyword.iskeyword(name):
        raise DefinitionError(
            error(f"invalid dialect name '{name}': expected a Python identifier such as 'toy'")
        )
    if name != name.lower():
        raise DefinitionError(
            error(f"invalid dialect name '{name}': dialect and package names are lowercase")
        )
    if name in ("builtin", "odsgen", "test"):
        raise DefinitionError(
            error(f"invalid dialect name '{name}': it is taken by odsgen or Python")
        )


def scaffold(name: str, root: Path) -> list[Path]:
    """Create the package in `root` (absent or empty); returns the files created."""
    check_name(name)
    if root.exists() and (not root.is_dir() or any(root.iterdir())):
        raise DefinitionError(error(f"'{root}' already exists and is not an empty directory"))
    context = {"name": name, "distribution": name.replace("_", "-")}
    files = {
        Path(path.format(name=name)): render(template, **context)
        for template, path in FILES.items()
    }
    files[Path("odsgen.schema.json")] = schema_text()
    created = []
    for rel, content in files.items():
        path = root / rel
        path.parent.mkdir(parents=True, exist_ok=True)
        atomic_write(path, content)
        created.append(path)
    return created
