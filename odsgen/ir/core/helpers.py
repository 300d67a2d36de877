"""Small run-time helpers: what generated code calls, and queries of the IR that core
and the layers above it share (they live here so that core never imports upward)."""

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


def dictionary_items(attr: Any) -> dict[str, Any]:
    """(name -> attribute) of a DictionaryAttr, a dict, or None (empty)."""
    if attr is None:
        return {}
    if isinstance(attr, dict):
        return attr
    value = getattr(attr, "value", None)
    if isinstance(value, tuple):
        return dict(value)
    raise TypeError(f"expected a DictionaryAttr, got {attr!r}")


def get_attr(op: Any, name: str) -> Any:
    """Operation::getAttr: the inherent attribute (a property) if set, else the
    discardable one, else None."""
    props = op.properties
    # A DictionaryAttr keeps its (name, attribute) pairs in `_value`.
    value = getattr(props, "_value", None) if props is not None else None
    if type(value) is tuple:
        for key, attr in value:
            if key == name:
                return attr
    return op.attributes.get(name)


def find_context(op: Any) -> Any:
    """The context of an operation (its own, or found through its location, types or
    attributes, or those of what is nested in it: Operation.context)."""
    return op.context
