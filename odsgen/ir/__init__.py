"""The odsgen runtime: what generated dialect modules import. Never imports the generator.

Layered (see README.md here): core < numeric < text < verify. This package root is
above all of them: it wires core's seam to the text and verify layers (they are
imported on the first print/parse/verify, so `import odsgen.ir` stays light).
"""

import importlib

from odsgen.ir.core import seam as _seam
from odsgen.ir.core.attributes import (
    AttrInterface,
    Attribute,
    AttrOrType,
    Trait,
    Type,
    TypeInterface,
)
from odsgen.ir.core.context import Context, EmitError
from odsgen.ir.core.diagnostics import Diagnostic, DiagnosticError, ParseError, Severity, VerifyError
from odsgen.ir.core.source import Input, Span


def _install_layers() -> None:
    """The seam's loader: the text and verify layers install their entry points."""
    importlib.import_module("odsgen.ir.text.install")
    importlib.import_module("odsgen.ir.verify.install")


_seam.set_loader(_install_layers)

__all__ = [
    "AttrInterface",
    "AttrOrType",
    "Attribute",
    "Context",
    "Diagnostic",
    "DiagnosticError",
    "EmitError",
    "Input",
    "ParseError",
    "Severity",
    "Span",
    "Trait",
    "Type",
    "TypeInterface",
    "VerifyError",
]
