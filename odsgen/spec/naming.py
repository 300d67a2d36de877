"""Python naming rules for definitions: snake_case accessors, reserved names."""

from __future__ import annotations

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
