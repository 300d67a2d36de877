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

Who installs: the modules that implement the slots, when they are imported
(odsgen.ir.text.printer: print_operation, print_attr_or_type; odsgen.ir.text.parser:
parse_source, parse_type, parse_attribute; odsgen.ir.verify.verifier: verify_operation).
`import odsgen.ir` does not import them, so it stays cheap (the generator uses only
source spans and diagnostics, and must work while generated/ is being rebuilt; the
parsers load the generated builtin dialect). Instead odsgen/ir/__init__.py registers a
loader (`set_loader`) that imports the module providing a slot; until then each slot
below is a placeholder that runs the loader on its first call, then calls what was
installed. Every `odsgen.ir.*` import runs odsgen/ir/__init__.py first, so the loader is
always there; without one (or if it installs nothing) a placeholder raises SeamError.
"""

from __future__ import annotations

from typing import Any, Callable


class SeamError(RuntimeError):
    """A seam function was called before any layer installed it."""


_loader: Callable[[str], None] | None = None


def set_loader(loader: Callable[[str], None] | None) -> None:
    """Register what fills the seam on first use: `loader(slot_name)` imports the module
    that installs the slot (odsgen/ir/__init__.py registers it)."""
    global _loader
    _loader = loader


def install(**functions: Callable[..., Any]) -> None:
    """Provide implementations: `install(print_operation=..., parse_source=...)`."""
    unknown = sorted(set(functions) - set(_PLACEHOLDERS))
    if unknown:
        raise ValueError(f"odsgen.ir.core.seam has no slot named {', '.join(unknown)}")
    globals().update(functions)


def installed(name: str) -> bool:
    """Whether a layer has installed slot `name`."""
    return globals()[name] is not _PLACEHOLDERS[name]


def _installed(name: str) -> Callable[..., Any]:
    """The installed function `name`, running the loader first if needed."""
    if not installed(name) and _loader is not None:
        _loader(name)
    if not installed(name):
        how = "its layer's module did not install it" if _loader is not None else "import odsgen.ir first"
        raise SeamError(f"odsgen.ir.core.seam.{name} is not installed: {how}")
    return globals()[name]


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


SLOTS = (
    "print_operation",
    "print_attr_or_type",
    "parse_source",
    "parse_type",
    "parse_attribute",
    "verify_operation",
)
_PLACEHOLDERS: dict[str, Callable[..., Any]] = {name: globals()[name] for name in SLOTS}
