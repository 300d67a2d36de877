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
