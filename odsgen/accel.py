"""The optional compiled accelerator: the runtime's hot modules compiled with Cython 3 (as
plain Python: annotations not enforced), loaded in place of their sources when present
and up to date. `ODSGEN_PURE=1` turns it off.

The sources stay the reference: output is byte-identical either way (CI runs the suite in
both modes). One place differs by design: compiled, the parser finds tokens by scanning
characters typed as C integers (char_scan.pxd) where the interpreter matches regular
expressions; tests/unit/test_lexer_scan.py checks both give the same tokens. The
parser's, printer's and SSA namer's state and the IR's operations, values and uses are
compiled classes' C fields, and the parser's class chain, the printer's compiled bases
and the verifier's walk are compiled classes whose hottest methods are C calls (the
`.pxd` files beside those modules, TYPED_MODULES).

Compiled modules live outside the source tree, in `build/accel/` next to the `odsgen`
package (`make generate` builds them through `odsgen accel`, only what changed);
a compiled module carries its source's modification time and is ignored unless the
source still has it (the latest of its, its `.pxd`'s and those of the modules it
cimports, for TYPED_MODULES), so an edited or checked-out source is never shadowed by
stale machine code.

Compiled code does not count recursion: every recursive path is bounded explicitly
(the parser's MAX_NESTING in odsgen.ir.text.parser_core; what it builds bounds the
verifier, printer and passes), and `odsgen opt` runs on a thread whose stack holds that.

`install()` runs first thing when `odsgen` is imported; it must stay cheap and import
nothing from odsgen.
"""

from __future__ import annotations

import importlib.machinery
import importlib.util
import os
import sys
from pathlib import Path
from typing import Any, Sequence

# The compiled modules: the per-token and per-operation paths of parsing, verifying and
# printing. Those that recurse into nested attributes and types (attr_printer,
# type_printer) stay interpreted: they have no bound of their own and rely on Python's
# recursion limit, which compiled code does not count (tests/test_bad_input.py's deep
# nesting cases). Every link of the parser's class chain is compiled: an extension class
# can only derive from another.
RUNTIME_MODULES: tuple[str, ...] = (
    "odsgen.dialect_hooks.arith",
    "odsgen.dialect_hooks.arith_support",
    "odsgen.dialect_hooks.func",
    "odsgen.dialect_hooks.func_support",
    "odsgen.dialect_hooks.scf",
    "odsgen.dialect_hooks.scf_support",
    "odsgen.ir.core.attributes",
    "odsgen.ir.core.block",
    "odsgen.ir.core.context",
    "odsgen.ir.core.enums",
    "odsgen.ir.core.helpers",
    "odsgen.ir.core.op_base",
    "odsgen.ir.core.operation",
    "odsgen.ir.core.region",
    "odsgen.ir.core.source",
    "odsgen.ir.core.symbol_table",
    "odsgen.ir.core.walk",
    "odsgen.ir.core.values",
    "odsgen.ir.numeric.apfloat",
    "odsgen.ir.numeric.numeric",
    "odsgen.ir.text.alias_collector",
    "odsgen.ir.text.aliases",
    "odsgen.ir.text.attr_dict_printer",
    "odsgen.ir.text.attr_parser",
    "odsgen.ir.text.builtin_support",
    "odsgen.ir.text.char_scan",
    "odsgen.ir.text.dense_buffer",
    "odsgen.ir.text.dialect_symbols",
    "odsgen.ir.text.elements_parser",
    "odsgen.ir.text.lexer",
    "odsgen.ir.text.literal_values",
    "odsgen.ir.text.number_parser",
    "odsgen.ir.text.location_parser",
    "odsgen.ir.text.op_asm",
    "odsgen.ir.text.op_asm_parser",
    "odsgen.ir.text.op_format_support",
    "odsgen.ir.text.op_parser",
    "odsgen.ir.text.op_printer",
    "odsgen.ir.text.parser",
    "odsgen.ir.text.parser_core",
    "odsgen.ir.text.printer",
    "odsgen.ir.text.printer_core",
    "odsgen.ir.text.properties",
    "odsgen.ir.text.resource_parser",
    "odsgen.ir.text.ssa_names",
    "odsgen.ir.text.type_parser",
    "odsgen.ir.text.value_scopes",
    "odsgen.ir.verify.op_traits",
    "odsgen.ir.verify.op_type_traits",
    "odsgen.ir.verify.symbol_traits",
    "odsgen.ir.verify.verifier",
)
# The generated modules of the core dialects nearly every program uses. Once the hooks and
# support modules they call were compiled too, compiling builtin, func, arith and scf
# took the 100k-op func/arith/scf round trip from 2.25 to 2.09 CPU-s (printing 0.60 ->
# 0.50). They are compiled at -O1 (GENERATED_CFLAGS): -O2 took 5.5 CPU-minutes for those
# four, past the budget of a fresh `make generate`; the other dialects (test alone is
# 1.5 MB of source) stay interpreted for the same reason.
GENERATED_MODULES: tuple[str, ...] = (
    "odsgen.dialects.arith",
    "odsgen.dialects.builtin",
    "odsgen.dialects.cf",
    "odsgen.dialects.func",
    "odsgen.dialects.scf",
)
MODULES = frozenset(RUNTIME_MODULES + GENERATED_MODULES)
# Modules with a `.pxd` beside their source: Cython types for their compiled form (the
# interpreter never reads it). Their stamp is the later of the two modification times.
# Every generated module has one (odsgen generate writes it: templates/module.pxd.j2).
TYPED_MODULES = frozenset(
    {
        *GENERATED_MODULES,
        "odsgen.ir.core.block",
        "odsgen.ir.core.op_base",
        "odsgen.ir.core.operation",
        "odsgen.ir.core.values",
        "odsgen.ir.core.walk",
        "odsgen.ir.text.alias_collector",
        "odsgen.ir.text.attr_dict_printer",
        "odsgen.ir.text.attr_parser",
        "odsgen.ir.text.char_scan",
        "odsgen.ir.text.dialect_symbols",
        "odsgen.ir.text.elements_parser",
        "odsgen.ir.text.location_parser",
        "odsgen.ir.text.number_parser",
        "odsgen.ir.text.op_asm_parser",
        "odsgen.ir.text.op_parser",
        "odsgen.ir.text.op_printer",
        "odsgen.ir.text.parser",
        "odsgen.ir.text.parser_core",
        "odsgen.ir.text.printer_core",
        "odsgen.ir.text.resource_parser",
        "odsgen.ir.text.ssa_names",
        "odsgen.ir.text.type_parser",
        "odsgen.ir.text.value_scopes",
        "odsgen.ir.verify.op_traits",
        "odsgen.ir.verify.symbol_traits",
        "odsgen.ir.verify.verifier",
        "odsgen.dialect_hooks.arith",
        "odsgen.dialect_hooks.scf_support",
    }
)
# What every generated module's `.pxd` cimports: its operation functions take the
# operation, parser and printer typed, its parsers call op_base.from_parsed, and its
# verifiers call op_traits' trait checks.
_GENERATED_CIMPORTS: tuple[str, ...] = (
    "odsgen.ir.core.operation",
    "odsgen.ir.core.op_base",
    "odsgen.ir.text.parser",
    "odsgen.ir.text.printer_core",
    "odsgen.ir.verify.op_traits",
)
# Typed modules whose `.pxd` cimports the compiled classes or functions of others: one
# is compiled against the other's layout and imports its class, so it is stamped with the
# other's files too and goes stale with it (a compiled char_scan beside an interpreted
# parser_core would not import).
CIMPORTS: dict[str, tuple[str, ...]] = {
    "odsgen.ir.core.operation": ("odsgen.ir.core.values",),
    "odsgen.ir.core.walk": ("odsgen.ir.core.block", "odsgen.ir.core.operation"),
    "odsgen.ir.core.op_base": ("odsgen.ir.core.operation",),
    "odsgen.ir.text.char_scan": ("odsgen.ir.text.parser_core",),
    # The parser's class chain (parser.py): each link is compiled against its base's.
    "odsgen.ir.text.number_parser": ("odsgen.ir.text.parser_core",),
    "odsgen.ir.text.dialect_symbols": ("odsgen.ir.text.number_parser",),
    "odsgen.ir.text.type_parser": ("odsgen.ir.text.dialect_symbols", "odsgen.ir.text.char_scan"),
    "odsgen.ir.text.location_parser": ("odsgen.ir.text.type_parser",),
    "odsgen.ir.text.elements_parser": ("odsgen.ir.text.location_parser",),
    "odsgen.ir.text.attr_parser": ("odsgen.ir.text.elements_parser",),
    "odsgen.ir.text.resource_parser": ("odsgen.ir.text.attr_parser",),
    "odsgen.ir.text.op_parser": (
        "odsgen.ir.text.resource_parser",
        "odsgen.ir.text.value_scopes",
        "odsgen.ir.core.block",
        "odsgen.ir.core.operation",
    ),
    "odsgen.ir.text.op_asm_parser": ("odsgen.ir.text.op_parser",),
    "odsgen.ir.text.parser": ("odsgen.ir.text.op_asm_parser",),
    # The printer's compiled bases (printer.py).
    "odsgen.ir.text.printer_core": ("odsgen.ir.text.ssa_names",),
    "odsgen.ir.text.op_printer": ("odsgen.ir.text.printer_core", "odsgen.ir.core.operation", "odsgen.ir.text.ssa_names"),
    "odsgen.ir.text.ssa_names": ("odsgen.ir.core.operation",),
    "odsgen.ir.text.attr_dict_printer": ("odsgen.ir.text.op_printer",),
    "odsgen.ir.verify.verifier": (
        "odsgen.ir.core.block",
        "odsgen.ir.core.operation",
        "odsgen.ir.core.op_base",
        "odsgen.ir.core.values",
        "odsgen.ir.verify.op_traits",
    ),
    "odsgen.ir.verify.op_traits": ("odsgen.ir.core.block", "odsgen.ir.core.operation", "odsgen.ir.core.values"),
    "odsgen.ir.verify.symbol_traits": ("odsgen.ir.core.block", "odsgen.ir.core.operation"),
    "odsgen.ir.text.alias_collector": ("odsgen.ir.core.operation", "odsgen.ir.core.walk"),
    **{name: _GENERATED_CIMPORTS for name in GENERATED_MODULES},
    # The builtin module does not type the parser: the parser's modules import it as
    # they load (odsgen.codegen.view_model.ModuleView.typed_parser).
    "odsgen.dialects.builtin": tuple(m for m in _GENERATED_CIMPORTS if m != "odsgen.ir.text.parser"),
    # scf's and arith's verifiers and custom syntax call typed hooks and helpers
    # (ModuleView.typed_cimports).
    "odsgen.dialects.scf": (*_GENERATED_CIMPORTS, "odsgen.dialect_hooks.scf_support"),
    "odsgen.dialects.arith": (*_GENERATED_CIMPORTS, "odsgen.dialect_hooks.arith"),
    # The scf verifiers' helpers are C calls; they take operations typed.
    "odsgen.dialect_hooks.scf_support": ("odsgen.ir.core.operation", "odsgen.ir.verify.op_traits"),
    # arith.constant's and arith.select's hooks take the parser, printer and operation
    # typed (arith.pxd).
    "odsgen.dialect_hooks.arith": (
        "odsgen.ir.core.operation",
        "odsgen.ir.core.op_base",
        "odsgen.ir.text.parser",
        "odsgen.ir.text.printer_core",
    ),
}
# The directory holding the odsgen package, where the modules others cimport are.
_ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))

_SUFFIX = importlib.machinery.EXTENSION_SUFFIXES[0]


def accel_dir() -> Path:
    """Where compiled modules are kept: `ODSGEN_ACCEL_DIR`, else build/accel beside the
    package (the checkout's root for an editable install)."""
    explicit = os.environ.get("ODSGEN_ACCEL_DIR")
    if explicit:
        return Path(explicit)
    return Path(__file__).resolve().parent.parent / "build" / "accel"


def source_stamp(name: str, source: str) -> int:
    """The modification time a compiled `name` built from `source` as it is now carries
    (raises OSError if a file is missing)."""
    stamp = os.stat(source).st_mtime_ns
    if name in TYPED_MODULES:
        stamp = max(stamp, os.stat(source[: -len(".py")] + ".pxd").st_mtime_ns)
    for other in CIMPORTS.get(name, ()):
        other_source = os.path.join(_ROOT, *other.split(".")) + ".py"
        stamp = max(stamp, source_stamp(other, other_source))
    return stamp


def enabled() -> bool:
    """Whether compiled modules may be used: unless ODSGEN_PURE=1."""
    return os.environ.get("ODSGEN_PURE") != "1"


class _CompiledFinder:
    """A meta path finder for MODULES: the compiled module when it was built from the
    source the normal import would load as it is now (the same modification time), else
    nothing (the source is imported)."""

    def __init__(self, directory: Path) -> None:
        self.directory = directory

    def find_spec(self, fullname: str, path: Sequence[str] | None, target: Any = None) -> Any:
        if fullname not in MODULES or path is None:
            return None
        compiled = self.directory / (fullname + _SUFFIX)
        try:
            compiled_mtime = compiled.stat().st_mtime_ns
        except OSError:
            return None
        source_spec = importlib.machinery.PathFinder.find_spec(fullname, path)
        origin = getattr(source_spec, "origin", None)
        if origin is None or not origin.endswith(".py"):
            return None
        try:
            if source_stamp(fullname, origin) != compiled_mtime:
                return None  # stale: the source changed since it was compiled
        except OSError:
            return None
        loader = importlib.machinery.ExtensionFileLoader(fullname, str(compiled))
        return importlib.util.spec_from_file_location(fullname, str(compiled), loader=loader)


def install() -> None:
    """Load compiled modules where available and up to date, unless ODSGEN_PURE=1."""
    if not enabled():
        return
    directory = accel_dir()
    if not directory.is_dir():
        return
    if not any(isinstance(f, _CompiledFinder) for f in sys.meta_path):
        sys.meta_path.insert(0, _CompiledFinder(directory))


def active_modules() -> list[str]:
    """The MODULES imported so far that run compiled."""
    return sorted(
        name
        for name in MODULES
        if name in sys.modules and str(getattr(sys.modules[name], "__file__", "")).endswith(_SUFFIX)
    )
