"""The seam: how the core layer calls the layers above it without importing them.

Core defines attributes, types, operations and the context, but turning them into text
and back (`str(attr)`, `str(op)`, `op.print()`, `ctx.parse_module/parse_type/
parse_attribute`) is the text layer's job, and the text layer imports core. So no core
module imports odsgen.ir.text or odsgen.ir.verify, not even inside a function
(tests/unit/test_layering.py checks it): core calls the functions of this module, and
the layers above install the implementations:

    from odsgen.ir.core import seam          # at module level
    ...
    return seam.print_operation(op, **options)

`install(name=function, ...)` rebinds the module attribute of each name, so once
installed a call costs one attribute lookup on this module and a direct call of the
layer's function. Always look the function up on the module when calling (as above);
`from odsgen.ir.core.seam import print_operation` would keep the placeholder.

Who installs: odsgen/ir/text/install.py (printing and parsing) and
odsgen/ir/verify/install.py (verification), when imported. They are not imported by
`import odsgen.ir`, which stays cheap for the generator (it uses only source spans and
diagnostics, and must work while generated/ is being rebuilt): importing the parsers
loads the generated builtin dialect, which in turn imports text and verify modules.
Instead odsgen/ir/__init__.py registers a loader (`set_loader`) that imports both
install modules; until then each name below is a placeholder that runs the loader on
its first call, then calls what was installed. Since every `odsgen.ir.*` import runs
odsgen/ir/__init__.py first, the loader is always registered; without one (or if it
installs nothing) a placeholder raises SeamError saying what is missing.
"""

from __future__ import annotations

from typing import Any, Callable


class SeamError(RuntimeError):
    """A seam function was called before any layer installed it."""


# Which layer's install module provides each name (for SeamError's message).
_PROVIDERS = {
    "print_operation": "odsgen.ir.text.install",
    "print_attr_or_type": "odsgen.ir.text.install",
    "parse_source": "odsgen.ir.text.install",
    "parse_type": "odsgen.ir.text.install",
    "parse_attribute": "odsgen.ir.text.install",
    "verify_operation": "odsgen.ir.verify.install",
}

_loader: Callable[[], None] | None = None


def set_loader(loader: Callable[[], None]) -> None:
    """Register what fills the seam on first use (odsgen/ir/__init__.py does)."""
    global _loader
    _loader = loader


def install(**functions: Callable[..., Any]) -> None:
    """Provide implementations: `install(print_operation=..., parse_source=...)`."""
    unknown = sorted(set(functions) - set(_PROVIDERS))
    if unknown:
        raise ValueError(f"odsgen.ir.core.seam has no slot named {', '.join(unknown)}")
    globals().update(functions)


def _installed(name: str) -> Callable[..., Any]:
    """The installed function `name`, running the loader first if needed."""
    if globals()[name] is _PLACEHOLDERS[name] and _loader is not None:
        _loader()
    function = globals()[name]
    if function is _PLACEHOLDERS[name]:
        how = (
            f"importing {_PROVIDERS[name]} did not install it"
            if _loader is not None
            else f"import odsgen.ir (or {_PROVIDERS[name]}) first"
        )
        raise SeamError(f"odsgen.ir.core.seam.{name} is not installed: {how}")
    return function


# -- the slots: placeholders until installed ------------------------------------------------


def print_operation(op: Any, **options: Any) -> str:
    """`op.print(**options)`: the operation as MLIR text (odsgen.ir.text.printer's
    print_operation; options as its PrintOptions)."""
    return _installed("print_operation")(op, **options)


def print_attr_or_type(obj: Any) -> str:
    """`str()` of an attribute or type: its canonical text, aliases inlined."""
    return _installed("print_attr_or_type")(obj)


def parse_source(context: Any, text: Any, filename: str = "<string>") -> Any:
    """`context.parse_module(text, filename)`: a whole file as a `builtin.module`."""
    return _installed("parse_source")(context, text, filename)


def parse_type(context: Any, text: str) -> Any:
    """`context.parse_type(text)`."""
    return _installed("parse_type")(context, text)


def parse_attribute(context: Any, text: str) -> Any:
    """`context.parse_attribute(text)`."""
    return _installed("parse_attribute")(context, text)


def verify_operation(op: Any, context: Any, *args: Any, **kwargs: Any) -> None:
    """Verify `op` and what is nested in it, raising VerifyError (odsgen.ir.verify.
    verifier's verify; for an `Operation.verify()`)."""
    return _installed("verify_operation")(op, context, *args, **kwargs)


_PLACEHOLDERS: dict[str, Callable[..., Any]] = {name: globals()[name] for name in _PROVIDERS}
