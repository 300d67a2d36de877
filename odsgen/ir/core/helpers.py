"""Small run-time helpers that generated code calls."""

from __future__ import annotations

import importlib
from typing import Any, Callable

_resolved: dict[str, Callable[..., Any]] = {}


def resolve_ref(ref: str) -> Callable[..., Any]:
    """Resolve a `package.module:function` hook on first use (lazily, so a user's module
    may itself import the generated module that calls it)."""
    fn = _resolved.get(ref)
    if fn is None:
        module_name, _, attr = ref.partition(":")
        fn = getattr(importlib.import_module(module_name), attr)
        _resolved[ref] = fn
    return fn


_builtin_module: Any = None


def builtin_dialect() -> Any:
    """The generated builtin dialect module, imported on first use: it imports the
    runtime, so runtime modules cannot import it at load time, and importing it inside
    every call would cost more than the call (the import machinery runs each time)."""
    global _builtin_module
    if _builtin_module is None:
        _builtin_module = importlib.import_module("odsgen.dialects.builtin")
    return _builtin_module
