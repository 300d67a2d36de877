"""Python naming rules for definitions: snake_case accessors, reserved names."""

from __future__ import annotations

import ast
import keyword
import re

_CAMEL_1 = re.compile(r"(.)([A-Z][a-z]+)")
_CAMEL_2 = re.compile(r"([a-z0-9])([A-Z])")

# Members every generated attribute/type class has; parameters may not shadow them.
RESERVED_MEMBERS = frozenset(
    {"get", "get_checked", "context", "parameters", "dialect_name", "verify", "parse", "print"}
)


def snake_case(name: str) -> str:
    """`elementType` -> `element_type`, `HTTPServer` -> `http_server`."""
    return _CAMEL_2.sub(r"\1_\2", _CAMEL_1.sub(r"\1_\2", name)).lower()


def is_identifier(name: str) -> bool:
    return name.isidentifier() and not keyword.iskeyword(name)


def identifier_problem(name: str) -> str | None:
    """Why `name` cannot be a Python name, or None."""
    if keyword.iskeyword(name) or keyword.issoftkeyword(name) and name in ("_",):
        return f"'{name}' is a Python keyword"
    if not name.isidentifier():
        return f"'{name}' is not a valid Python identifier"
    if name.startswith("_ods_"):
        return f"'{name}' uses the '_ods_' prefix reserved for generated names"
    return None


def module_problem(name: str) -> str | None:
    """Why `name` is not a dotted Python module name (`pkg.mod`), or None."""
    if not all(part.isidentifier() and not keyword.iskeyword(part) for part in name.split(".")):
        return f"'{name}' is not a Python module name"
    return None


# What a type annotation from YAML may hold: names, attributes, subscripts, `|`, tuples,
# lists and constants (`Literal["a"]`); no calls, so pasting it runs nothing.
_ANNOTATION_NODES = (
    ast.Expression, ast.Name, ast.Attribute, ast.Subscript, ast.Tuple, ast.List, ast.BinOp,
    ast.BitOr, ast.Constant, ast.Load, ast.Index if hasattr(ast, "Index") else ast.Slice,
)


def annotation_problem(text: str) -> str | None:
    """Why `text` is not a plain Python type annotation, or None."""
    try:
        tree = ast.parse(text.strip(), mode="eval")
    except SyntaxError:
        return f"invalid type annotation '{text}'"
    for node in ast.walk(tree):
        if not isinstance(node, _ANNOTATION_NODES) or (isinstance(node, ast.BinOp) and not isinstance(node.op, ast.BitOr)):
            return f"type annotation '{text}' may only name types (no calls or operators)"
    return None
