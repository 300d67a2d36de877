"""The odsgen runtime: what generated dialect modules import. Never imports the generator."""

# Temporary, while the flat modules move into the layers (removed by the next commit):
# the modules already in odsgen.ir.core stay importable at their old paths.
import sys as _sys

from odsgen.ir.core import operation as operation

_sys.modules["odsgen.ir.operation"] = operation
from odsgen.ir.core import attributes as attributes  # noqa: E402

_sys.modules["odsgen.ir.attributes"] = attributes
from odsgen.ir.core import context as context  # noqa: E402

_sys.modules["odsgen.ir.context"] = context
from odsgen.ir.core import op_base as op_base  # noqa: E402

_sys.modules["odsgen.ir.op_base"] = op_base

from odsgen.ir.attributes import (
    AttrInterface,
    Attribute,
    AttrOrType,
    Trait,
    Type,
    TypeInterface,
)
from odsgen.ir.context import Context, EmitError
from odsgen.ir.diagnostics import Diagnostic, DiagnosticError, ParseError, Severity, VerifyError
from odsgen.ir.source import Input, Span

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
