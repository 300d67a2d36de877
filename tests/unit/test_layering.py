"""The runtime's layers import one way (odsgen/ir/README.md).

Every module under odsgen/ir is parsed with `ast` (nothing is imported) and each of its
imports is checked: module-level ones, those inside functions and under
`if TYPE_CHECKING:`, and `importlib.import_module("...")` / `__import__("...")` of a
literal name. The rules:

- layers rank core < numeric < text < verify; a module imports only its own layer and
  those below. The package root (odsgen/ir/__init__.py) is above every layer, so no
  layer imports `odsgen.ir` itself (it re-exports core names: import them from core);
- core and numeric never import the generated dialects (odsgen.dialects), which
  import text and verify; core's one exception is `helpers.builtin_dialect()`;
- nothing in odsgen/ir imports the rest of odsgen (the generator: spec, format,
  codegen, docs, pipeline, cli, ...; nor the dialect hooks), only odsgen.ir and the
  generated dialects;
- every module is in a layer: no module directly in odsgen/ir but its __init__.py.
"""

from __future__ import annotations

import ast
from dataclasses import dataclass
from pathlib import Path

import pytest

IR = Path(__file__).resolve().parents[2] / "odsgen" / "ir"
LAYERS = ("core", "numeric", "text", "verify")
RANK = {name: rank for rank, name in enumerate(LAYERS)}
ROOT_RANK = len(LAYERS)  # odsgen.ir itself: above every layer
# The one place core may name the generated dialects: (module, function).
DIALECT_HELPER = ("odsgen.ir.core.helpers", "builtin_dialect")


@dataclass(frozen=True)
class Import:
    module: str  # the importing module, dotted
    target: str  # the imported module, dotted (`from a import b` gives a.b when a.b is a module)
    line: int
    function: str | None  # the enclosing function, None at module level
    text: str  # the import as written


def _module_name(path: Path) -> str:
    parts = path.relative_to(IR.parent.parent).with_suffix("").parts
    if parts[-1] == "__init__":
        parts = parts[:-1]
    return ".".join(parts)


def _is_module(dotted: str) -> bool:
    """Whether `dotted` names a module or package of odsgen.ir (not a name inside one)."""
    if not dotted.startswith("odsgen.ir"):
        return False
    path = IR.parent.parent.joinpath(*dotted.split("."))
    return path.with_suffix(".py").is_file() or (path / "__init__.py").is_file()


def _resolve_relative(module: str, is_package: bool, level: int, name: str | None) -> str:
    base = module.split(".")
    if not is_package:
        base = base[:-1]
    base = base[: len(base) - (level - 1)] if level > 1 else base
    return ".".join(base + ([name] if name else []))


def _imports(path: Path, source: str | None = None) -> list[Import]:
    module = _module_name(path)
    is_package = path.name == "__init__.py"
    if source is None:
        source = path.read_text(encoding="utf-8")
    tree = ast.parse(source, str(path))
    constants = {
        target.id: node.value.value
        for node in tree.body
        if isinstance(node, ast.Assign) and isinstance(node.value, ast.Constant)
        and isinstance(node.value.value, str)
        for target in node.targets
        if isinstance(target, ast.Name)
    }
    found: list[Import] = []

    def add(target: str, node: ast.AST, function: str | None) -> None:
        if isinstance(node, (ast.Import, ast.ImportFrom)):
            names = ", ".join(a.name + (f" as {a.asname}" if a.asname else "") for a in node.names)
            if isinstance(node, ast.Import):
                text = f"import {names}"
            else:
                text = f"from {'.' * node.level}{node.module or ''} import {names}"
        else:
            text = " ".join((ast.get_source_segment(source, node) or target).split())
        entry = Import(module, target, node.lineno, function, text)
        if entry not in found:
            found.append(entry)

    def visit(node: ast.AST, function: str | None) -> None:
        for child in ast.iter_child_nodes(node):
            inner = function
            if isinstance(child, (ast.FunctionDef, ast.AsyncFunctionDef)):
                inner = child.name
            if isinstance(child, ast.Import):
                for alias in child.names:
                    add(alias.name, child, inner)
            elif isinstance(child, ast.ImportFrom):
                base = (
                    _resolve_relative(module, is_package, child.level, child.module)
                    if child.level
                    else child.module or ""
                )
                for alias in child.names:
                    sub = f"{base}.{alias.name}"
                    add(sub if _is_module(sub) else base, child, inner)
            elif isinstance(child, ast.Call) and child.args:
                func = child.func
                called = func.attr if isinstance(func, ast.Attribute) else getattr(func, "id", None)
                if called in ("import_module", "__import__"):
                    arg = child.args[0]
                    if isinstance(arg, ast.Constant) and isinstance(arg.value, str):
                        add(arg.value, child, inner)
                    elif isinstance(arg, ast.Name) and arg.id in constants:
                        add(constants[arg.id], child, inner)
            visit(child, inner)

    visit(tree, None)
    return found


def _layer_rank(dotted: str) -> int | None:
    """The rank of an odsgen.ir module's layer; ROOT_RANK for odsgen.ir itself."""
    parts = dotted.split(".")
    if parts[:2] != ["odsgen", "ir"]:
        return None
    if len(parts) == 2:
        return ROOT_RANK
    return RANK.get(parts[2], ROOT_RANK)


def _layer_of_file(path: Path) -> str | None:
    rel = path.relative_to(IR).parts
    return rel[0] if len(rel) > 1 else None


MODULES = sorted(IR.rglob("*.py"))


def _id(path: Path) -> str:
    return str(path.relative_to(IR))


def _problems(path: Path, source: str | None = None) -> list[str]:
    problems: list[str] = []
    layer = _layer_of_file(path)
    for imp in _imports(path, source):
        where = f"{imp.module} (line {imp.line}{f', in {imp.function}()' if imp.function else ''})"
        target = imp.target
        if target == "odsgen" or (target.startswith("odsgen.") and not target.startswith(("odsgen.ir", "odsgen.dialects"))):
            problems.append(f"{where} imports {target} outside the runtime: `{imp.text}`")
            continue
        if target == "odsgen.dialects" or target.startswith("odsgen.dialects."):
            if layer == "core" and (imp.module, imp.function) != DIALECT_HELPER:
                problems.append(
                    f"{where} imports the generated dialects: `{imp.text}` "
                    f"(core reaches them only through {DIALECT_HELPER[0]}.{DIALECT_HELPER[1]}())"
                )
            elif layer == "numeric":
                problems.append(f"{where} imports the generated dialects, which sit above numeric: `{imp.text}`")
            continue
        rank = _layer_rank(target)
        if rank is None or layer is None:
            continue
        if rank > RANK[layer]:
            above = "the odsgen.ir package root" if rank == ROOT_RANK else f"the {LAYERS[rank]} layer"
            problems.append(
                f"{where} in the {layer} layer imports {target} from {above}: `{imp.text}`"
                + (" (go through odsgen.ir.core.seam)" if layer == "core" else "")
            )
    return problems


@pytest.mark.parametrize("path", MODULES, ids=_id)
def test_module_imports_follow_the_layers(path: Path) -> None:
    problems = _problems(path)
    assert not problems, "layering violation:\n" + "\n".join(problems)


def test_every_module_is_in_a_layer() -> None:
    stray = [_id(p) for p in MODULES if _layer_of_file(p) not in LAYERS and p != IR / "__init__.py"]
    assert not stray, f"modules outside the layers {', '.join(LAYERS)}: {', '.join(stray)}"


def test_the_checker_sees_function_level_and_literal_imports() -> None:
    """The checker itself, on the text of a made-up core module (nothing is written):
    an import of text inside a function, of the dialects through importlib, of the
    generator, and of numeric from core (allowed) and core from numeric (allowed)."""
    source = (
        "import importlib\n"
        "def f():\n"
        "    from odsgen.ir.text import printer\n"
        "    return importlib.import_module('odsgen.dialects.builtin')\n"
        "from odsgen.spec import model\n"
        "from odsgen.ir.core import helpers\n"
    )
    text = "\n".join(_problems(IR / "core" / "_layering_probe.py", source))
    assert len(text.splitlines()) == 3, text
    assert "odsgen.ir.core._layering_probe (line 3, in f()) in the core layer imports odsgen.ir.text.printer" in text
    assert "(line 4, in f()) imports the generated dialects" in text
    assert "(line 5) imports odsgen.spec outside the runtime: `from odsgen.spec import model`" in text
